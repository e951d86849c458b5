"""Rivers: word gaps of justified lines that line up into what looks like a gutter.

Justified text stretches its word gaps so that every line but a paragraph's last spans the
whole measure. In a narrow column (a one-page dungeon's room box, a sidebar) a few stretched
gaps, one a line, may line up into a clear vertical stretch: a *river*. It is no gutter, and
a line of the paragraph that happens to cross it is no band over two columns. What stands
right of a river is the last words of the lines of one column: each goes on from a line left
of it at the same height, a word or two wide, and they end at one right edge, the measure's
(a paragraph's short last line stands left of the river alone). Two real columns differ:
the right one starts its lines at one left edge, and a line crossing their gutter (a title,
a line of an introduction set across both) does not span exactly their measure. So a gap is
a river when the words right of it start ragged, or when a line crossing it is a line of
the same justified measure, flush at both its edges. Reading such parts as columns tore
room boxes apart ("⑤ Bakery Walls / covered in / scratches. 1d6 / wolves." read "Bakery
covered scratches. wolves."; "7 Prayer Cell Dank," cut off as a band above the rest).

A box of one justified line and a short last one has a single row right of its stretched
gap, and one row shows no right edge. There the line itself tells: justification stretches
every gap of a line alike, so a gap no wider than the line's other word gaps is one of them,
however wide they all are ("5 Forge Walls covered   in scratches. Six" over "watchmen (HD1
AC5 d8)." lost "in scratches. Six" to a column of its own). Columns part at a gutter wider
than the word gaps of the lines beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import Fragment, fragments_to_rows

# Tunables (documented in docs/extraction.md).
RIVER_FLUSH_EM = 0.3  # justified lines end within this of one right edge
RIVER_RAGGED_EM = 1.0  # the words right of a river start at least this far apart
RIVER_ROW_EM = 0.12  # the two halves of one line share a baseline
RIVER_EVEN_EM = 0.15  # a justified line's stretched word gaps agree within this
RIVER_LINE_GAPS = 3  # a line stretched alike shows at least this many other word gaps


def is_river(
    left: Sequence[Fragment],
    right: Sequence[Fragment],
    em: float,
    narrow_em: float,
    crossing: Sequence[Fragment] = (),
) -> bool:
    """True when the gap between ``left`` and ``right`` (a region's fragments either side of
    a vertical stretch, ``crossing`` the lines across it) is a river of justified lines: the
    words right of it, the narrower side under ``narrow_em``, each go on from a line left of
    it at the same height and end flush at one right edge, and they start ragged or every
    crossing line spans the whole measure."""
    rows_right = fragments_to_rows(right)
    if len(rows_right) < 2 or not left:
        return False
    ends = [max(f.x1 for f in row) for row in rows_right]
    if max(ends) - min(ends) > RIVER_FLUSH_EM * em:
        return False
    widths = (_width(left), _width(right))
    if min(widths) >= narrow_em * em:
        return False
    mids_left = [_mid(row) for row in fragments_to_rows(left)]
    if not all(
        any(abs(_mid(row) - m) <= RIVER_ROW_EM * em for m in mids_left) for row in rows_right
    ):
        return False
    starts = [min(f.x0 for f in row) for row in rows_right]
    if max(starts) - min(starts) >= RIVER_RAGGED_EM * em:
        return True
    measure = (min(f.x0 for f in left), max(ends))
    return bool(crossing) and all(_spans(row, measure, em) for row in fragments_to_rows(crossing))


def is_stretched_word_gap(frags: Sequence[Fragment], gap: tuple[float, float], em: float) -> bool:
    """True when all that stands right of ``gap`` in a region (``frags``) is one row, and the
    gap is as wide as the other word gaps of that whole line (``RIVER_LINE_GAPS`` of them at
    least, all within ``RIVER_EVEN_EM`` of it): one justified line, its gaps stretched alike,
    no gutter."""
    rows = fragments_to_rows([f for f in frags if f.x0 >= gap[1] - 0.5])
    if len(rows) != 1:
        return False
    mid = _mid(rows[0])
    line = sorted(
        (f for f in frags if abs((f.top + f.bottom) / 2 - mid) <= RIVER_ROW_EM * em),
        key=lambda f: f.x0,
    )
    across: list[float] = []
    others: list[float] = []
    for a, b in zip(line, line[1:], strict=False):
        spans_gap = a.x1 <= gap[0] + 0.5 and b.x0 >= gap[1] - 0.5
        (across if spans_gap else others).append(b.x0 - a.x1)
    if len(across) != 1 or len(others) < RIVER_LINE_GAPS:
        return False
    return all(abs(g - across[0]) <= RIVER_EVEN_EM * em for g in others)


def _spans(row: Sequence[Fragment], measure: tuple[float, float], em: float) -> bool:
    """True when ``row`` starts and ends at the measure's edges."""
    start, end = min(f.x0 for f in row), max(f.x1 for f in row)
    return (
        abs(start - measure[0]) <= RIVER_FLUSH_EM * em
        and abs(end - measure[1]) <= RIVER_FLUSH_EM * em
    )


def _width(frags: Sequence[Fragment]) -> float:
    return max(f.x1 for f in frags) - min(f.x0 for f in frags)


def _mid(row: Sequence[Fragment]) -> float:
    return (min(f.top for f in row) + max(f.bottom for f in row)) / 2
