"""Reading pages: the stretches of a document's lines read on one page, and their order.

A line's ``page`` is the number of the PDF page (the sheet) it is printed on. In most
documents the sheets are read in their order and the two agree. An imposed booklet read in
booklet order (``converter.read.imposed``) is read half-sheet by half-sheet, so a sheet's
two halves come far apart (sheet 1 holds booklet pages 8 and 1) and its number says
nothing of what is read before or after. Detectors that ask "which lines are on this
page", "is this earlier", or "how many pages apart" therefore ask these functions, never
the sheet number: order is reading order, never sheet order. The records detection makes
carry the page they are read on in their ``Source`` (``Source.read_on``, from
``Document.reading_pages``, where each half of a booklet's middle sheet is a page of its
own), and the later stages compare those, never ``page``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.models import TextLine


def page_runs(lines: Sequence[TextLine]) -> list[range]:
    """The index ranges of the runs of consecutive lines printed on one sheet: a reading
    page each (the two halves of a booklet's middle sheet, read one after the other, make
    one run, as every other sheet read in page order does)."""
    runs: list[range] = []
    start = 0
    for index in range(1, len(lines) + 1):
        if index == len(lines) or lines[index].page != lines[start].page:
            runs.append(range(start, index))
            start = index
    return runs if lines else []


def reading_page_numbers(lines: Sequence[TextLine]) -> tuple[int, ...]:
    """Each line's page in reading order: its sheet's number while the sheets are read in
    their order (a page without text still counts in a distance), else, for an imposed
    booklet read out of sheet order, the ordinal of its run (1 for the first page read)."""
    runs = page_runs(lines)
    firsts = [lines[run.start].page for run in runs]
    in_sheet_order = all(a < b for a, b in zip(firsts, firsts[1:], strict=False))
    out: list[int] = []
    for ordinal, run in enumerate(runs, start=1):
        number = lines[run.start].page if in_sheet_order else ordinal
        out.extend([number] * len(run))
    return tuple(out)
