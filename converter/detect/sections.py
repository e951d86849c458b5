"""Structure from typography: text styles, the body style, headings and the section tree.

Pure functions over a document's lines. Every line gets a ``TextStyle`` (font family, size,
weight, slant, capitals); the style carrying the most characters is the *body* style. A
*heading* is a line set in a more prominent style than the body (larger, bold, capitals, or
another family at body size or above) that starts a block and reads as a title (short, no
trailing comma, not starting in lower case); a heading wrapped over lines of a narrow column
is one heading. A *run-in lead* ("**12. Guard Room.** The door …") is the bold start of a
paragraph that ends in a stop or a colon, set before body text on the same line. Heading
styles are ranked by prominence into levels (1 = most prominent); run-in leads sit below
every heading level. Sections run from their heading to the next heading of the same level
or above.

Nothing here knows what an adventure is: ``areas_sections`` reads the sections as places.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from converter.detect.areas_common import parse_key_text
from converter.detect.areas_sizes import running_text, running_text_ceiling
from converter.detect.lines_memo import LinesMemo
from converter.models import Document, Heading, Section, TextLine, TextSpan, TextStyle
from converter.read.layout import is_turned_line
from converter.read.spans import is_small_caps
from converter.ruledata import load_lexicon

_SUBSET = re.compile(r"^[A-Z]{6}\+")
_SENTENCE_END = re.compile(r"[.!?;:\"”)]\s*$")


def _thresholds() -> dict[str, float]:
    data: dict[str, float] = load_lexicon("heading")["thresholds"]
    return data


_FAMILY_CACHE: dict[str, str] = {}  # a document has a few fonts and many thousand spans


def font_family(font: str) -> str:
    """The family of a font name: no subset prefix, no weight or slant suffix."""
    family = _FAMILY_CACHE.get(font)
    if family is None:
        name = _SUBSET.sub("", font)
        family = _FAMILY_CACHE[font] = re.split(r"[-,]", name, maxsplit=1)[0]
    return family


def _is_caps(text: str, font: str) -> bool:
    """Three or more letters, all capitals; or a small-caps font.

    Stops at the first small letter: most spans are running text, decided by their
    second character."""
    letters = 0
    for char in text:
        if char.isalpha():
            if not char.isupper():
                return is_small_caps(font)
            letters += 1
    return letters >= 3 or is_small_caps(font)


_STYLES: dict[tuple[str, float, bool, bool, bool], TextStyle] = {}


def _style(family: str, size: float, bold: bool, italic: bool, caps: bool) -> TextStyle:
    """The one ``TextStyle`` of these fields: a document has a few dozen styles and tens of
    thousands of lines, and a frozen dataclass costs more to make than to look up."""
    key = (family, size, bold, italic, caps)
    style = _STYLES.get(key)
    if style is None:
        if len(_STYLES) > 10_000:
            _STYLES.clear()
        style = _STYLES[key] = TextStyle(family, size, bold, italic, caps)
    return style


def span_style(span: TextSpan, step: float = 0.5) -> TextStyle:
    """The style of one span, its size rounded to ``step`` points."""
    return _style(
        font_family(span.font),
        round(span.size / step) * step,
        span.bold,
        span.italic,
        _is_caps(span.text, span.font),
    )


def line_style(line: TextLine) -> TextStyle:
    """The style of a line: the style of its span holding the most characters (the first
    of those; blank spans count only on a line of nothing else)."""
    main, most = None, -1
    for span in line.spans:
        length = len(span.text.strip())
        if length > most:
            main, most = span, length
    if main is None:
        raise ValueError(f"a line without spans: {line.text!r}")
    size = round(main.size / 0.5) * 0.5  # span_style's size; the caps are the line's own
    return _style(
        font_family(main.font), size, main.bold, main.italic, _is_caps(line.text, main.font)
    )


def body_style(lines: Sequence[TextLine]) -> TextStyle | None:
    """The style carrying the most characters (caps ignored: body text is mixed case)."""
    weights: dict[tuple[str, float, bool, bool], int] = {}  # span_style's fields but caps
    for line in lines:
        for span in line.spans:
            key = (font_family(span.font), round(span.size / 0.5) * 0.5, span.bold, span.italic)
            weights[key] = weights.get(key, 0) + len(span.text.strip())
    if not weights:
        return None
    best = max(weights, key=weights.__getitem__)  # the first of equals wins, as in Counter
    return _style(*best, False)


def prominence(style: TextStyle, body: TextStyle) -> float:
    """How much a style stands out from the body: size first, then capitals, weight, family.
    Zero or less: not a heading style (italic alone is read-aloud text, not a title)."""
    t = _thresholds()
    grow = style.size - body.size
    if grow <= -t["smaller_heading_pt"]:
        return 0.0
    score = max(grow, 0.0) * 2.0
    score += 1.5 if style.caps else 0.0
    score += 1.0 if style.bold and not body.bold else 0.0
    score += 0.5 if style.family != body.family else 0.0
    if grow < t["larger_pt"] and not (style.caps or (style.bold and not body.bold)):
        return 0.0  # another family alone at body size is an emphasis, not a title
    return score


class _LineStyles:
    """``line_style`` of each line of a sequence, worked out once (headings ask many times).
    A line of the previous sequence (``keep``) keeps its style: the areas' view of a document
    and the document's own lines share almost all their (frozen) line objects."""

    def __init__(self, lines: Sequence[TextLine], body: TextStyle | None = None) -> None:
        self.lines = lines
        self.styles: list[TextStyle | None] = [None] * len(lines)
        self.known: tuple[Sequence[TextLine], list[TextStyle | None]] = _LAST_STYLES.get(
            "styles", ((), [])
        )
        self.known_at: dict[int, int] | None = None  # id of a known line -> its index
        # Where sizes are an OCR layer's noise (``areas_sizes``), a line no larger than
        # running text comes out in is set at the body size: its size tells nothing.
        ceiling = running_text_ceiling(lines) if body is not None else None
        self.body = body
        self.flatten_below = 0.0 if ceiling is None else ceiling + _thresholds()["larger_pt"]
        if _LAST_FLATTEN.get("below", 0.0) != self.flatten_below:
            self.known = ((), [])  # the known styles were flattened otherwise

    def __getitem__(self, index: int) -> TextStyle:
        style = self.styles[index]
        if style is None:
            line = self.lines[index]
            style = self._known(line)
            if style is None:
                style = line_style(line)
                if self.body is not None and style.size < self.flatten_below:
                    style = replace(style, size=self.body.size)
            self.styles[index] = style
        return style

    def _known(self, line: TextLine) -> TextStyle | None:
        known_lines, known_styles = self.known
        if not known_lines:
            return None
        if self.known_at is None:
            self.known_at = {id(ln): k for k, ln in enumerate(known_lines)}
        k = self.known_at.get(id(line))
        # the known lines are held, so an id among them is that line's only while it is it
        return known_styles[k] if k is not None and known_lines[k] is line else None

    def keep(self) -> None:
        """Remember these lines' styles for the next sequence (only the last is kept; only
        a tuple, whose lines cannot change under the styles)."""
        if isinstance(self.lines, tuple):
            _LAST_STYLES["styles"] = (self.lines, self.styles)
            _LAST_FLATTEN["below"] = self.flatten_below


_LAST_STYLES: dict[str, tuple[Sequence[TextLine], list[TextStyle | None]]] = {}
_LAST_FLATTEN: dict[str, float] = {}


def _starts_block(lines: Sequence[TextLine], index: int, styles: _LineStyles) -> bool:
    if index == 0:
        return True
    line, previous = lines[index], lines[index - 1]
    if (previous.page, previous.column, previous.block) != (line.page, line.column, line.block):
        return True
    return bool(_SENTENCE_END.search(previous.text)) or styles[index - 1] != styles[index]


def _reads_as_title(text: str) -> bool:
    words = text.split()
    t = _thresholds()
    if not words or len(words) > t["max_heading_words"] or not any(c.isalpha() for c in text):
        return False
    return not text.rstrip().endswith((",", ";")) and not text.lstrip()[:1].islower()


def _wrapped(lines: Sequence[TextLine], index: int, style: TextStyle, styles: _LineStyles) -> int:
    """How many following lines continue heading ``index`` (same style, set tight). Where
    sizes are an OCR layer's noise, every line up to running text's size shares one style:
    a line that reads as running text is the text under the heading, not more of it (a
    note's title over its wrapped sentence, "Kettle Falls" / "The walls are scratched …")."""
    t = _thresholds()
    count = 0
    line = lines[index]
    while index + count + 1 < len(lines):
        previous, following = lines[index + count], lines[index + count + 1]
        joined = " ".join(lines[k].text for k in range(index, index + count + 2))
        if (
            styles[index + count + 1] != style
            or (following.page, following.column) != (line.page, line.column)
            or following.bbox.top - previous.bbox.bottom > t["wrap_gap_em"] * line.size
            or previous.text.rstrip().endswith((".", ":", "!", "?"))
            or len(joined.split()) > t["max_heading_words"]
            or (
                styles.flatten_below
                and running_text(lines, index + count + 1, styles.flatten_below)
            )
        ):
            break
        count += 1
    return count


def run_in_lead(line: TextLine, body: TextStyle) -> str:
    """The bold lead of a paragraph ("12. Guard Room." before body text), or ``""``."""
    if body.bold:
        return ""
    lead = line.bold_prefix
    rest = line.text.strip()[len(lead) :].strip()
    words = lead.split()
    if not lead or not rest or len(words) > _thresholds()["max_lead_words"]:
        return ""
    key = parse_key_text(line.text)
    if key is not None and lead.rstrip(".:) ").upper() == key[0].text:
        return lead.strip()  # a bold key alone ("**12.** The door …")
    if not lead.rstrip().endswith((".", ":", "—", "–")) or not any(c.isalpha() for c in lead):
        return ""
    return lead.strip()


Layer = tuple[int, bool]  # a page, and whether its text is printed turned


def text_layer(line: TextLine) -> Layer:
    """The layer of a page a line belongs to: its upright text or its turned text (a map or a
    mind map printed sideways, maybe on one half of an imposed sheet beside running text)."""
    return line.page, is_turned_line(line)


def page_bodies(lines: Sequence[TextLine], body: TextStyle) -> dict[Layer, TextStyle]:
    """The body style of each page layer whose own text is set much smaller than the
    document's (a map or a mind map whose notes are small type): there a heading stands out
    from the layer's notes, not from the running text of the other pages. "Much smaller" is
    a share of the body size: a one-page dungeon's 7 pt text over 6 pt notes is as far apart
    as a booklet's 10 pt text over 8.5 pt map notes; a turned layer needs only to be smaller
    (``_notes_size``)."""
    by_layer: dict[Layer, list[TextLine]] = {}
    for line in lines:
        by_layer.setdefault(text_layer(line), []).append(line)
    out: dict[Layer, TextStyle] = {}
    known = _LAST_LAYERS.get("layers", {})
    for layer, layer_lines in by_layer.items():
        held = known.get(layer)
        # the same lines as the last time this layer was read: usually the same objects
        own = held[1] if held is not None and held[0] == layer_lines else body_style(layer_lines)
        known[layer] = (layer_lines, own)
        if own is not None and _notes_size(own, body, turned=layer[1]):
            out[layer] = own
    _LAST_LAYERS["layers"] = {layer: known[layer] for layer in by_layer}
    return out


def _notes_size(own: TextStyle, body: TextStyle, *, turned: bool) -> bool:
    """True when a layer's own body size makes it a layer of notes: much smaller than the
    document's body, or smaller at all where the layer is turned. Text turned on its page in
    a smaller size than the running text is a diagram's (a map's labels, a mind map's
    notes): running text turned with its page keeps the body's size. A folded leaflet sets
    its body barely larger than a map's notes (6.5 pt over 6 pt), too close for a share."""
    if own.size <= body.size * _thresholds()["notes_page_share"]:
        return True
    return turned and own.size < body.size


# The body style of each layer of the last lines read: the areas' view, the section tree of
# it and of the document's lines each ask, and equal lines give an equal style.
_LAST_LAYERS: dict[str, dict[Layer, tuple[list[TextLine], TextStyle | None]]] = {}


def body_and_notes(lines: Sequence[TextLine]) -> tuple[TextStyle | None, dict[Layer, TextStyle]]:
    """``body_style`` of ``lines`` and ``page_bodies`` under it (empty without a body).

    Kept for the last tuples of lines asked, like the section tree: the tree of the areas'
    view and the areas' section reader ask for the same lines, one after the other, and
    equal frozen lines give equal styles. The dict is shared: read it, never change it."""
    found, kept = _BODIES.find(lines)
    if found and kept is not None:
        return kept
    body = body_style(lines)
    notes = page_bodies(lines, body) if body is not None else {}
    _BODIES.keep(lines, (body, notes))
    return body, notes


_BODIES: LinesMemo[tuple[TextStyle | None, dict[Layer, TextStyle]]] = LinesMemo(equal=True)


def find_headings(
    lines: Sequence[TextLine], body: TextStyle, notes: dict[Layer, TextStyle]
) -> list[Heading]:
    """Headings and run-in leads in reading order, each with its level (``body`` and
    ``notes``: the lines' ``body_and_notes``)."""
    raw: list[tuple[int, str, int, TextStyle, float, bool]] = []
    index = 0
    styles = _LineStyles(lines, body)
    while index < len(lines):
        line = lines[index]
        style = styles[index]
        score = prominence(style, notes.get(text_layer(line), body))
        if score > 0 and _starts_block(lines, index, styles) and _reads_as_title(line.text):
            more = _wrapped(lines, index, style, styles)
            text = " ".join(lines[k].text.strip() for k in range(index, index + more + 1))
            raw.append((index, text, more + 1, style, score, False))
            index += more + 1
            continue
        lead = run_in_lead(line, body) if _starts_block(lines, index, styles) else ""
        if lead:
            raw.append((index, lead, 0, style, 0.0, True))
        index += 1
    styles.keep()
    ranks = sorted({(-score, s.size) for _, _, _, s, score, run_in in raw if not run_in})
    level_of = {rank: k + 1 for k, rank in enumerate(ranks)}
    below = len(ranks) + 1
    return [
        Heading(i, text, count, style, below if run_in else level_of[(-score, style.size)], run_in)
        for i, text, count, style, score, run_in in raw
    ]


def build_sections(headings: Sequence[Heading], line_count: int) -> list[Section]:
    """The section tree: each heading's section ends at the next heading of its level or
    above; ``body_end`` stops at its first sub-heading; ``parent`` is the enclosing one.

    One pass with a stack of the sections still open, their levels rising: a heading closes
    every open one of its level or a deeper one, and the one left on top encloses it (the
    nearest heading before it of a higher level: nothing between them closed it). A rulebook
    has thousands of headings; looking ahead and back from each took quadratic time.
    """
    ends = [line_count] * len(headings)
    parents: list[int | None] = [None] * len(headings)
    open_sections: list[int] = []
    for position, heading in enumerate(headings):
        while open_sections and headings[open_sections[-1]].level >= heading.level:
            ends[open_sections.pop()] = heading.index
        parents[position] = open_sections[-1] if open_sections else None
        open_sections.append(position)
    out: list[Section] = []
    for position, heading in enumerate(headings):
        end = ends[position]
        following = headings[position + 1].index if position + 1 < len(headings) else line_count
        start = heading.index if heading.run_in else heading.index + heading.lines
        out.append(Section(heading, start, end, max(start, min(end, following)), parents[position]))
    return out


def document_to_sections(document: Document) -> tuple[Section, ...]:
    """The section tree of a document (empty when it has no text)."""
    return lines_to_sections(document.lines)


def lines_to_sections(lines: Sequence[TextLine]) -> tuple[Section, ...]:
    """The section tree over ``lines`` (a document's, or a view of them)."""
    found, kept = _SECTIONS.find(lines)
    if found and kept is not None:
        return kept
    body, notes = body_and_notes(lines)
    sections: tuple[Section, ...] = ()
    if body is not None:
        sections = tuple(build_sections(find_headings(lines, body, notes), len(lines)))
    _SECTIONS.keep(lines, sections)
    return sections


# The trees last built: the stat blocks' players, the areas and the wandering tables of one
# document all read one (the areas over their split view, which is the document's own lines
# unless a key was split; the others over the document's lines, asked before and after the
# areas' view), and a whole-document tree costs as much as the rest of the wandering stage.
# Equal frozen lines give the same tree, so the memo cannot change a result.
_SECTIONS: LinesMemo[tuple[Section, ...]] = LinesMemo(equal=True)
