"""The span level of layout: a line's glyphs → text spans in one font each, lines → blocks.

Pure functions over the records of ``converter.read.lines``; nothing here knows about
pdfplumber or about columns.

* ``font_to_style`` reads bold, italic and small caps from a font name;
* ``raw_line_to_spans`` splits words with the page tolerance (a letter-spaced run's own
  letter gaps excepted, ``letter_spaced_joins``) and keeps fonts;
* ``raw_lines_to_blocks`` numbers blocks at vertical gaps and drawn boxes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from converter.models import TextSpan
from converter.read.kerned_gaps import kerned_joins
from converter.read.lines import SPACES, Box, Glyph, RawLine
from converter.ruledata import load_lexicon


class FontStyle(NamedTuple):
    """Bold / italic / small-caps flags read from a font name."""

    bold: bool
    italic: bool
    small_caps: bool = False


_FONT_STYLES = load_lexicon("font_styles")  # vocabulary: rules/lexicon/font_styles.yaml


def _marks(style: str) -> re.Pattern[str]:
    """Any of a style's marks in a font name (``font_styles.yaml``), in any case."""
    return re.compile("|".join(_FONT_STYLES[style]), re.I)


_BOLD = _marks("bold")
_ITALIC = _marks("italic")
_SMALL_CAPS = _marks("small_caps")


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


# Picture fonts (ZapfDingbats, Wingdings, Webdings) print marks, not letters: a code is the
# place of a picture ("n" is ZapfDingbats' black square), so a list bulleted in one read
# "n Smell. …", "n A crowd of …" and the letter ran into the sentence. Each picture reads as
# a bullet.
_PICTURE_FONT = _marks("picture")
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
    return raw_line_to_spans_placed(line, word_gap_em)[0]


def raw_line_to_spans_placed(
    line: RawLine, word_gap_em: float
) -> tuple[tuple[TextSpan, ...], tuple[float, ...]]:
    """``raw_line_to_spans`` with each character's x0 and x1, flat (``TextLine.char_x``): a
    glyph's characters take its box, a space the gap it stands for.

    The line is read once with no letter-spaced joins, counting on the way the wide gaps
    ``letter_spaced_joins`` counts first; only a line with ``LETTER_SPACED_RUN`` of them
    or more (a few headings a document) is asked for its joins and read again with them; a
    line with two or more, when it has none, for its kerned gaps inside words
    (``kerned_gaps.kerned_joins``)."""
    spans, xs, wide = _spans_placed(line.glyphs, word_gap_em, frozenset())
    if wide >= 2:
        joined = frozenset[int]()
        if wide >= LETTER_SPACED_RUN:
            joined = letter_spaced_joins(line.glyphs, word_gap_em)
        if not joined:
            joined = kerned_joins(line.glyphs, word_gap_em)
        if joined:
            spans, xs, _ = _spans_placed(line.glyphs, word_gap_em, joined)
    return spans, xs


# long: one hot per-glyph loop, its state in locals, for speed
def _spans_placed(
    glyphs: Sequence[Glyph], word_gap_em: float, joined: frozenset[int]
) -> tuple[tuple[TextSpan, ...], tuple[float, ...], int]:
    """The spans and places of ``raw_line_to_spans_placed`` with the ``joined`` gaps, and
    the wide gaps ``letter_spaced_joins`` counts before it looks further (its first pass:
    between two glyphs with no space glyph between them, one of them a letter or digit, no
    space before the second, wider than the word gap in the larger size, at least 1 pt)."""
    wide = 0
    letter_k = -2  # the last glyph that is no space (``letter_spaced_joins``' ``before``)
    letter_x1 = letter_size = 0.0
    letter_text = ""
    xs: list[float] = []
    pieces: list[_SpanBuilder] = []
    parts: list[str] = []
    font = ""
    size = -1.0
    started = False
    pending_space = False
    px0 = px1 = ptop = psize = 0.0
    ptext = ""
    for k, (text, x0, top, x1, _, gsize, gfont, _, space_before) in enumerate(glyphs):
        if text in SPACES:
            pending_space = started
            continue
        if k - letter_k == 1 and not space_before:
            em = gsize if gsize > letter_size else letter_size
            if em < 1.0:
                em = 1.0
            if x0 - letter_x1 > word_gap_em * em and (text.isalnum() or letter_text.isalnum()):
                wide += 1
        letter_k, letter_x1, letter_size, letter_text = k, x1, gsize, text
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
                xs += (px1, x0)
        if gfont != font or not -0.05 < gsize - size < 0.05:
            builder = _SpanBuilder(gfont, gsize)
            pieces.append(builder)
            parts = builder.parts
            font, size = gfont, gsize
        parts.append(text)
        xs += (x0, x1) * len(text)
        started = True
        pending_space = False
        ptext, px0, px1, ptop, psize = text, x0, x1, top, gsize
    return tuple(p.to_span() for p in pieces), tuple(xs), wide


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
