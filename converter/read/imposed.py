"""Imposed booklet sheets: two booklet pages printed side by side on one landscape sheet.

A sheet is read as imposed when it is landscape and each half carries its own lone page
number in the bottom band (``8`` on the left, ``3`` on the right: imposition order, not
reading order). The page numbers are furniture and are dropped (running-header detection
cannot see them: their offset from the PDF page number changes from half to half), and the
two halves are read one after the other, the lower booklet page first. Reading order
across sheets is left as printed. Pure functions over laid-out pages.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.models import PageText, TextLine
from converter.read.layout import renumber_page

LANDSCAPE = 1.15  # width over height of a sheet holding two portrait pages
NUMBER_BAND = 0.1  # bottom share of the sheet where the page numbers stand
_LONE_NUMBER = re.compile(r"^[-–—]?\s*(\d{1,4})\s*[-–—]?$")


def _half(line: TextLine, middle: float) -> int:
    return 0 if (line.bbox.x0 + line.bbox.x1) / 2 < middle else 1


def half_page_numbers(page: PageText) -> dict[int, tuple[int, int]] | None:
    """``{half: (printed number, line index)}`` when the sheet is imposed, else None."""
    if page.width < LANDSCAPE * page.height or not page.lines:
        return None
    middle = page.width / 2
    crossing = [ln for ln in page.lines if ln.bbox.x0 < middle - 2 < middle + 2 < ln.bbox.x1]
    if crossing and len(crossing) > 0.1 * len(page.lines):
        return None  # text runs across the middle: one wide page, not two
    found: dict[int, list[tuple[int, int]]] = {0: [], 1: []}
    for index, line in enumerate(page.lines):
        match = _LONE_NUMBER.match(line.text.strip())
        if match and line.bbox.top >= (1 - NUMBER_BAND) * page.height:
            found[_half(line, middle)].append((int(match.group(1)), index))
    if len(found[0]) != 1 or len(found[1]) != 1:
        return None
    return {0: found[0][0], 1: found[1][0]}


def read_imposed_sheet(page: PageText) -> PageText:
    """An imposed sheet as two pages read one after the other; other pages unchanged."""
    numbers = half_page_numbers(page)
    if numbers is None:
        return page
    middle = page.width / 2
    drop = {index for _, index in numbers.values()}
    first = min(numbers, key=lambda half: numbers[half][0])
    kept = [ln for i, ln in enumerate(page.lines) if i not in drop]
    ordered = [ln for ln in kept if _half(ln, middle) == first]
    ordered += [ln for ln in kept if _half(ln, middle) != first]
    return renumber_page(page, ordered)


def read_imposed_sheets(pages: Sequence[PageText]) -> list[PageText]:
    """``read_imposed_sheet`` for every page."""
    return [read_imposed_sheet(page) for page in pages]
