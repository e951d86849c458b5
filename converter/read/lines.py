"""Glyph records and the line level of layout: glyphs → fragments, rows → lines → spans → blocks.

Pure functions over plain data; nothing here knows about pdfplumber or about columns.

* ``glyphs_to_fragments`` walks the glyphs in content-stream order once and cuts them into
  *fragments*: runs on one baseline whose inner gaps are below ``JOIN_GAP_EM`` (a word group,
  never a whole line across a gutter).  The same pass records the gaps between letters, from
  which ``gaps_to_word_tolerance`` picks the page's word-gap tolerance.
* ``fragments_to_rows`` and ``row_to_lines`` group a segment's fragments into ``RawLine``s
  (``converter.layout_regions`` decides which segments and where rows are cut).
* ``raw_line_to_spans`` splits words with the page tolerance and keeps fonts;
  ``raw_lines_to_blocks`` numbers blocks at vertical gaps and drawn boxes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from converter.models import TextSpan

# Directions of a glyph's baseline; slanted text is SLANTED + its angle in degrees.
UPRIGHT, UPWARD, DOWNWARD, UPSIDE_DOWN = 0, 1, 2, 3
SLANTED = 1000

# Tunables (documented in docs/extraction.md).
JOIN_GAP_EM = 0.9  # a wider gap inside a baseline run ends the fragment
WORD_GAP_DEFAULT_EM = 0.25
WORD_GAP_RANGE_EM = (0.1, 0.3)

SPACES = frozenset(" \t\r\n\xa0\u2002\u2003\u2009\u200a\u202f\u3000")


class Glyph(NamedTuple):
    """One character as drawn: our plain copy of a pdfplumber char."""

    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    size: float
    font: str
    direction: int = UPRIGHT
    space_before: bool = False  # a space glyph preceded this one in the content stream


class Fragment(NamedTuple):
    """Glyphs on one baseline with no wide gap inside; ``glyphs`` may hold space glyphs."""

    x0: float
    top: float
    x1: float
    bottom: float
    size: float
    glyphs: tuple[Glyph, ...]


class FontStyle(NamedTuple):
    """Bold / italic / small-caps flags read from a font name."""

    bold: bool
    italic: bool
    small_caps: bool = False


_BOLD = re.compile(
    r"bold|black|heavy|semibold|demi|extrabold|ultrabold|[-,]bd\b|cmbx|cmb\d|bx\d|\+?cmbsy|-med\b|medium",
    re.I,
)
_ITALIC = re.compile(r"italic|oblique|ital\b|slant|[-,]it\b|cmti|cmsl|cmmi|-ita\b|[a-z]it$", re.I)


_SMALL_CAPS = re.compile(r"(?:^|[-_ ,])sc(?:$|[-_ ,\d])|smallcap|capitals|cmcsc|\dsc\b", re.I)


def font_to_style(font: str) -> FontStyle:
    """Read bold/italic/small caps from a font name (``ABCDEF+Garamond-BoldItalic``,
    ``CMBX10``, ``CMTI9``, ``TeXPalladioL-SC``, ``Sf-Kp-Sc-Medium``)."""
    name = font.split("+", 1)[-1]
    return FontStyle(
        bool(_BOLD.search(name)), bool(_ITALIC.search(name)), bool(_SMALL_CAPS.search(name))
    )


def is_small_caps(font: str) -> bool:
    """True for a small-caps font; ``TextSpan`` has no flag for it, so detectors ask here."""
    return _style(font).small_caps


_STYLE_CACHE: dict[str, FontStyle] = {}


def _style(font: str) -> FontStyle:
    style = _STYLE_CACHE.get(font)
    if style is None:
        style = _STYLE_CACHE[font] = font_to_style(font)
    return style


# ---------------------------------------------------------------------------------------------
# Glyphs → fragments


GAP_BINS = 32  # letter-gap histogram: bins of 1/50 em from 0 to 0.62 em


def new_gap_histogram() -> list[int]:
    """An empty letter-gap histogram for ``glyphs_to_fragments``."""
    return [0] * GAP_BINS


def glyphs_to_fragments(glyphs: Iterable[Glyph], gaps: list[int] | None = None) -> list[Fragment]:
    """Cut glyphs (in content-stream order) into baseline runs without wide gaps.

    When ``gaps`` (from ``new_gap_histogram``) is given, the gap between each two letters of a
    run with no space between them is counted into it in bins of 1/50 em, for
    ``gaps_to_word_tolerance``.
    """
    out: list[Fragment] = []
    run: list[Glyph] = []
    spaced = False
    started = False
    x0 = top = x1 = bottom = size = 0.0
    last_x0 = last_x1 = last_bottom = last_size = 0.0
    count = gaps is not None
    for g in glyphs:
        text, gx0, gtop, gx1, gbottom, gsize, _, _, space_before = g
        if text in SPACES:
            if run:
                run.append(g)
                spaced = True
            continue
        if started:
            em = last_size if last_size > gsize else gsize
            gap = gx0 - last_x1
            if (
                -0.3 * em <= gap <= JOIN_GAP_EM * em
                and -0.3 * em <= gbottom - last_bottom <= 0.3 * em
                and gx0 >= last_x0
            ):
                if count and not spaced and not space_before and em > 0:
                    b = int(gap / em * 50 + 0.5) if gap > 0 else 0
                    if b < GAP_BINS:
                        gaps[b] += 1  # type: ignore[index]
                run.append(g)
                spaced = False
                last_x0, last_x1, last_bottom, last_size = gx0, gx1, gbottom, gsize
                if gx1 > x1:
                    x1 = gx1
                if gtop < top:
                    top = gtop
                if gbottom > bottom:
                    bottom = gbottom
                if gsize > size:
                    size = gsize
                continue
            out.append(Fragment(x0, top, x1, bottom, size, tuple(run)))
        run = [g]
        spaced = False
        started = True
        x0, top, x1, bottom, size = gx0, gtop, gx1, gbottom, gsize
        last_x0, last_x1, last_bottom, last_size = gx0, gx1, gbottom, gsize
    if started:
        out.append(Fragment(x0, top, x1, bottom, size, tuple(run)))
    return out


def gaps_to_word_tolerance(gaps: Sequence[int]) -> float:
    """Choose the word-gap tolerance (in em) from the letter-gap histogram of a page.

    TeX PDFs draw no space glyphs, so word gaps (≈0.25–0.45 em) and letter gaps (≈0) are told
    apart only by size: the tolerance is the middle of the emptiest stretch between them.
    """
    total = sum(gaps)
    if total < 50:
        return WORD_GAP_DEFAULT_EM
    quiet = max(1, total // 500)
    lo_bin, hi_bin = 2, 18  # 0.04 .. 0.36 em
    best_start, best_len, start = -1, 0, -1
    for b in range(lo_bin, hi_bin + 1):
        if gaps[b] <= quiet:
            if start < 0:
                start = b
            if b - start + 1 > best_len:
                best_start, best_len = start, b - start + 1
        else:
            start = -1
    if best_len < 3:
        return WORD_GAP_DEFAULT_EM
    middle = (best_start + best_len / 2) / 50
    low, high = WORD_GAP_RANGE_EM
    return min(max(middle, low), high)


# ---------------------------------------------------------------------------------------------
# Fragments → rows → lines


class RawLine(NamedTuple):
    """A line's glyphs, left to right, with its box; before text is built."""

    x0: float
    top: float
    x1: float
    bottom: float
    glyphs: tuple[Glyph, ...]


def fragments_to_box(frags: Sequence[Fragment]) -> tuple[float, float, float, float]:
    """The bounding box (x0, top, x1, bottom) of a non-empty set of fragments."""
    return (
        min(f.x0 for f in frags),
        min(f.top for f in frags),
        max(f.x1 for f in frags),
        max(f.bottom for f in frags),
    )


def fragments_to_rows(frags: Sequence[Fragment]) -> list[list[Fragment]]:
    """Group fragments whose middles fall inside one another's height; rows top to bottom."""
    ordered = sorted(frags, key=lambda f: (f.top + f.bottom) / 2)
    rows: list[list[Fragment]] = []
    ltop = lbottom = 0.0
    for f in ordered:
        mid = (f.top + f.bottom) / 2
        if rows and ltop <= mid <= lbottom:
            rows[-1].append(f)
            continue
        rows.append([f])
        ltop, lbottom = f.top, f.bottom
    for row in rows:
        row.sort(key=lambda f: f.x0)
    return rows


def row_to_lines(row: Sequence[Fragment], split_em: float) -> list[RawLine]:
    """Cut a row into lines where the gap exceeds ``split_em`` times the smaller font size."""
    lines: list[RawLine] = []
    piece: list[Fragment] = [row[0]]
    right = row[0].x1
    for f in row[1:]:
        if f.x0 - right > split_em * min(f.size, piece[-1].size):
            lines.append(fragments_to_raw_line(piece))
            piece = [f]
        else:
            piece.append(f)
        right = max(right, f.x1)
    lines.append(fragments_to_raw_line(piece))
    return lines


OVERPRINT_EM = 0.5  # a fragment starting this far inside one before it on its row overprints it
_STRUCK_TWICE_EM = 0.1  # the same glyph this close to another is struck twice (fake bold)


def _overprints(before: Sequence[Fragment], frag: Fragment) -> bool:
    """True when ``frag`` starts well inside a fragment before it on its row and is no copy
    of that fragment's glyphs there: a second text printed over the first (a long name under a
    rating set flush right in one title bar), not the same glyphs struck twice (fake bold)."""
    first = frag.glyphs[0]
    if first.direction != UPRIGHT:
        return False  # turned text is placed by its glyphs' hulls, which overlap by design
    reach = _STRUCK_TWICE_EM * frag.size
    for other in before:
        if not other.x0 <= frag.x0 < other.x1 - OVERPRINT_EM * frag.size:
            continue
        twice = any(g.text == first.text and abs(g.x0 - first.x0) < reach for g in other.glyphs)
        if not twice:
            return True
    return False


def fragments_to_raw_line(frags: Sequence[Fragment]) -> RawLine:
    """One line from fragments of one row, glyphs left to right; a text printed over another
    is read whole after it, as a word of its own ("BRASS SENTINELS" then "CR 2"), where the
    glyphs of the two sorted together read "BRASS SENTINELSCR (2"."""
    if len(frags) == 1:
        glyphs = frags[0].glyphs
    else:
        under: list[Fragment] = []
        over: list[Fragment] = []
        for frag in sorted(frags, key=lambda f: f.x0):
            (over if under and _overprints(under, frag) else under).append(frag)
        glyphs = tuple(sorted((g for f in under for g in f.glyphs), key=lambda g: g.x0))
        for frag in over:
            glyphs += (frag.glyphs[0]._replace(space_before=True), *frag.glyphs[1:])
    x0, top, x1, bottom = fragments_to_box(frags)
    return RawLine(x0, top, x1, bottom, glyphs)


def join_raw_lines(lines: Sequence[RawLine]) -> RawLine:
    """Join lines of one row (cells, labels) into one line."""
    out = lines[0]
    for line in lines[1:]:
        out = _join_raw(out, line)
    return out


def _join_raw(a: RawLine, b: RawLine) -> RawLine:
    glyphs = tuple(sorted(a.glyphs + b.glyphs, key=lambda g: g.x0))
    return RawLine(
        min(a.x0, b.x0), min(a.top, b.top), max(a.x1, b.x1), max(a.bottom, b.bottom), glyphs
    )


# ---------------------------------------------------------------------------------------------
# Lines → spans → blocks


# Picture fonts (ZapfDingbats, Wingdings, Webdings) print marks, not letters: a code is the
# place of a picture ("n" is ZapfDingbats' black square), so a list bulleted in one read
# "n Smell. …", "n A crowd of …" and the letter ran into the sentence. Each picture reads as
# a bullet.
_PICTURE_FONT = re.compile(r"dingbat|wingding|webding", re.I)
_PICTURE_CACHE: dict[str, bool] = {}
_NOT_SPACE = re.compile(r"\S")
BULLET = "\u2022"


def is_picture_font(font: str) -> bool:
    """True for a font of pictures (bullets, arrows, ornaments), whose codes are no letters."""
    picture = _PICTURE_CACHE.get(font)
    if picture is None:
        picture = _PICTURE_CACHE[font] = _PICTURE_FONT.search(font) is not None
    return picture


class _SpanBuilder:
    """Collects text of one font and size while a line is read."""

    __slots__ = ("font", "parts", "size")

    def __init__(self, font: str, size: float) -> None:
        self.font = font
        self.size = size
        self.parts: list[str] = []

    def to_span(self) -> TextSpan:
        style = _style(self.font)
        text = "".join(self.parts)
        if is_picture_font(self.font):
            text = _NOT_SPACE.sub(BULLET, text)
        return TextSpan(text, self.font, round(self.size, 2), style.bold, style.italic)


LETTER_SPACED_RUN = 3  # this many wide gaps in a row between single letters: letter spacing
LETTER_GAP_SPREAD_EM = 0.15  # a letter-spaced run's letter gaps differ by less than this
LETTER_WORD_GAP_EM = 0.2  # a word gap inside a letter-spaced run is this much wider again


def letter_spaced_joins(glyphs: Sequence[Glyph], word_gap_em: float) -> frozenset[int]:
    """Indices of glyphs whose gap before them is letter spacing, not a word gap.

    A heading drawn with wide character spacing ("S A L L Y  P O R T") has every letter
    further from the next than the page's word-gap tolerance; it shows as a run of at least
    ``LETTER_SPACED_RUN`` such gaps in a row between letters (not dots or digits: ". . .",
    "a 1 in 6") with no space glyph among them, all about the same width (ordinary text has words of more than one letter between its wide gaps). The
    run's letter gap then also joins the short words of the same face on the line ("T H E");
    only a space glyph or a gap clearly wider than the letter gap ends a word.
    """
    runs: list[list[tuple[int, float]]] = [[]]  # wide gaps in a row: (glyph index, gap in em)
    run = runs[0]
    wide = 0  # LETTER_SPACED_RUN wide gaps are needed: most lines have none that many
    previous = -1
    before: Glyph | None = None
    for k, glyph in enumerate(glyphs):  # each letter with the letter before it (one pass: hot)
        if glyph[0] in SPACES:
            continue
        if before is not None:
            em = glyph[5] if glyph[5] > before[5] else before[5]
            if em < 1.0:
                em = 1.0
            gap = glyph[1] - before[3]
            if (
                k - previous == 1
                and not glyph[8]
                and (glyph[0].isalnum() or before[0].isalnum())
                and gap > word_gap_em * em
            ):
                run.append((k, gap / em))
                wide += 1
            elif run:
                run = []
                runs.append(run)
        previous, before = k, glyph
    if wide < LETTER_SPACED_RUN:
        return frozenset()
    spaced_runs = [run for run in runs if _letter_pairs(glyphs, run) >= LETTER_SPACED_RUN]
    if not spaced_runs:
        spaced_runs = _tracked_face_runs(glyphs, runs, word_gap_em)
        if not spaced_runs:
            return frozenset()
    gaps = sorted(gap for run in spaced_runs for _, gap in run)
    letter = gaps[len(gaps) // 2]
    if gaps[0] < letter - LETTER_GAP_SPREAD_EM:
        return frozenset()
    faces = {(glyphs[k][6], round(glyphs[k][5], 1)) for run in spaced_runs for k, _ in run}
    return frozenset(
        k
        for run in runs
        for k, gap in run
        if (glyphs[k][6], round(glyphs[k][5], 1)) in faces
        and letter - LETTER_GAP_SPREAD_EM <= gap <= letter + LETTER_WORD_GAP_EM
    )


def _tracked_face_runs(
    glyphs: Sequence[Glyph], runs: Sequence[list[tuple[int, float]]], word_gap_em: float
) -> list[list[tuple[int, float]]]:
    """The runs of a line whose words are all short and tracked ("R A G  P I T"): runs with
    letter pairs, ``LETTER_SPACED_RUN`` letter pairs among them, in faces where no two letters
    without a space between them stand closer than the word gap.  Ordinary text has tight
    letters in every word of two letters or more, so one-letter words ("a", "I") never pass."""
    lettered = [run for run in runs if _letter_pairs(glyphs, run)]
    if sum(_letter_pairs(glyphs, run) for run in lettered) < LETTER_SPACED_RUN:
        return []
    faces = {_face(glyphs[k]) for run in lettered for k, _ in run}
    before: Glyph | None = None
    for glyph in glyphs:
        if glyph.text in SPACES:
            before = None
            continue
        if (
            before is not None
            and not glyph.space_before
            and glyph.text.isalpha()
            and before.text.isalpha()
            and _face(glyph) in faces
        ):
            em = max(glyph.size, before.size, 1.0)
            if glyph.x0 - before.x1 <= word_gap_em * em:
                return []  # a tight pair: this face sets plain words here
        before = glyph
    return lettered


def _face(glyph: Glyph) -> tuple[str, float]:
    return glyph.font, round(glyph.size, 1)


def _letter_pairs(glyphs: Sequence[Glyph], run: Sequence[tuple[int, float]]) -> int:
    """The longest stretch of a run's gaps that fall between two letters (a run's glyphs
    follow one another: no space glyph inside)."""
    best = count = 0
    for k, _ in run:
        count = count + 1 if glyphs[k][0].isalpha() and glyphs[k - 1][0].isalpha() else 0
        best = max(best, count)
    return best


def raw_line_to_spans(line: RawLine, word_gap_em: float) -> tuple[TextSpan, ...]:
    """Build a line's text spans: words split at space glyphs or gaps over the tolerance
    (a letter-spaced run's own letter gaps excepted, ``letter_spaced_joins``)."""
    joined = letter_spaced_joins(line.glyphs, word_gap_em)
    pieces: list[_SpanBuilder] = []
    parts: list[str] = []
    font = ""
    size = -1.0
    started = False
    pending_space = False
    px0 = px1 = ptop = psize = 0.0
    ptext = ""
    for k, (text, x0, top, x1, _, gsize, gfont, _, space_before) in enumerate(line.glyphs):
        if text in SPACES:
            pending_space = started
            continue
        if started:
            if (
                text == ptext
                and -0.1 * gsize < x0 - px0 < 0.1 * gsize
                and -0.1 * gsize < top - ptop < 0.1 * gsize
            ):
                continue  # overprinted duplicate (fake bold)
            if (
                pending_space
                or space_before
                or (
                    x0 - px1 > word_gap_em * (gsize if gsize > psize else psize) and k not in joined
                )
            ):
                parts.append(" ")
        if gfont != font or not -0.05 < gsize - size < 0.05:
            builder = _SpanBuilder(gfont, gsize)
            pieces.append(builder)
            parts = builder.parts
            font, size = gfont, gsize
        parts.append(text)
        started = True
        pending_space = False
        ptext, px0, px1, ptop, psize = text, x0, x1, top, gsize
    return tuple(p.to_span() for p in pieces)


Box = tuple[float, float, float, float]  # x0, top, x1, bottom of a drawn rectangle


def raw_lines_to_blocks(lines: Sequence[RawLine], boxes: Sequence[Box] = ()) -> list[int]:
    """Return a block index per line.

    A new block starts at a gap wider than the usual line spacing, when the reading jumps
    upwards, or when a line enters or leaves a drawn box (boxed text, sidebars).
    """
    if not lines:
        return []
    gaps = sorted(
        max(0.0, b.top - a.bottom) for a, b in zip(lines, lines[1:], strict=False) if b.top >= a.top
    )
    usual = gaps[len(gaps) // 2] if gaps else 0.0
    inside = [_container(line, boxes) for line in lines] if boxes else [-1] * len(lines)
    blocks = [0]
    for i, (a, b) in enumerate(zip(lines, lines[1:], strict=False)):
        em = max(a.bottom - a.top, 1.0)
        gap = b.top - a.bottom
        new = gap > usual + 0.45 * em or b.top < a.top - 0.5 * em or inside[i] != inside[i + 1]
        blocks.append(blocks[-1] + 1 if new else blocks[-1])
    return blocks


def _container(line: RawLine, boxes: Sequence[Box]) -> int:
    """Index of the smallest box holding the line's middle, or -1."""
    x = (line.x0 + line.x1) / 2
    y = (line.top + line.bottom) / 2
    best, best_area = -1, 0.0
    for i, (x0, top, x1, bottom) in enumerate(boxes):
        if x0 <= x <= x1 and top <= y <= bottom:
            area = (x1 - x0) * (bottom - top)
            if best < 0 or area < best_area:
                best, best_area = i, area
    return best
