"""Table cells centred top to bottom (``converter.read.regions``): a row's label set level
with the middle of a taller text cell beside it.

A word processor's table often centres each row's cells in the row's height: beside a text
cell of three lines, the label's one line stands level with the second. Read line by line,
the label pairs with no line of the text; read cell by cell, it is level with the middle
of its cell. The text's cells are the runs of its lines parted by more than their leading
(the rule and the padding between two rows).

Pure functions over the records of ``converter.read.lines``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import Fragment, fragments_to_rows

CELL_GAP_EM = 0.5  # a gap this much wider than the text's leading parts two cells
CENTRED_ROW_TOLERANCE_EM = 0.3  # a centred cell's middle is this close to its row's middle


def cell_mids(frags: Sequence[Fragment], em: float) -> list[float]:
    """The middles of the cells of a column of text: its rows grouped into runs parted by a
    gap ``CELL_GAP_EM`` wider than the narrowest gap between its lines (their leading)."""
    rows = fragments_to_rows(frags)
    spans = [(min(f.top for f in row), max(f.bottom for f in row)) for row in rows]
    gaps = [b[0] - a[1] for a, b in zip(spans, spans[1:], strict=False)]
    if not gaps:
        return [(top + bottom) / 2 for top, bottom in spans]
    leading = min(gaps)  # the gap between two lines of one cell
    cells = [[spans[0]]]
    for before, span in zip(spans, spans[1:], strict=False):
        if span[0] - before[1] > leading + CELL_GAP_EM * em:
            cells.append([span])
        else:
            cells[-1].append(span)
    return [(cell[0][0] + cell[-1][1]) / 2 for cell in cells]


def centred_pair(mids: Sequence[float], frags: Sequence[Fragment], em: float, share: float) -> bool:
    """True when the rows at ``mids`` (a narrow part: labels) stand level with the middles
    of the cells of ``frags`` (the part beside it), a ``share`` of them both ways, and some
    cell holds more than one line (else the rows pair line by line already)."""
    cells = cell_mids(frags, em)
    if len(cells) < 2 or len(cells) == len(fragments_to_rows(frags)):
        return False
    reach = CENTRED_ROW_TOLERANCE_EM * em
    paired = sum(1 for m in mids if any(abs(m - n) <= reach for n in cells))
    return paired >= share * max(len(mids), len(cells))
