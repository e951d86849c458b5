"""Imposed booklet sheets: two booklet pages printed side by side on one landscape sheet.

A sheet is read as imposed when it is landscape and each half carries its own lone page
number at its foot or head (``8`` on the left, ``3`` on the right: imposition order, not
reading order; or both on one line, ``8 3``, when the reader ran them together). The page
numbers are furniture and are dropped (running-header detection cannot see them: their
offset from the PDF page number changes from half to half), and so is a half's running head
that carries its folio (``8 The Cellars``). Each sheet is first read half by half, the lower
booklet page first; once running heads are gone, ``reading_order`` puts the halves of the
whole document back in booklet order: by their printed numbers when every sheet prints
them, else by saddle-stitch arithmetic (sheet i holds pages n-i and i+1) when the folios
printed agree with it; otherwise sheet order is kept. Every line keeps its sheet's number
and box. Pure functions over laid-out pages.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from converter.models import PageText, TextLine
from converter.read.layout import renumber_page

LANDSCAPE = 1.15  # width over height of a sheet holding two portrait pages
NUMBER_BAND = 0.1  # top or bottom share of the sheet where the page numbers stand
_LONE_NUMBER = re.compile(r"^(?:page\s+)?[-–—]?\s*(\d{1,4})\s*[-–—]?$", re.I)  # as layout's
_TWO_NUMBERS = re.compile(r"^(\d{1,4})\s+(\d{1,4})$")
# a running head with the folio at one end: "6 The Pewter Crown", "The Pewter Crown 3"
_HEAD_FOLIO = re.compile(
    r"^(?:(?P<first>\d{1,4})\s+(?P<after>\D.*)|(?P<before>.*\D)\s+(?P<last>\d{1,4}))$"
)
_Folios = dict[int, tuple[int, int]]  # half → (printed number, line index)


@dataclass(frozen=True)
class Half:
    """One booklet page of a sheet: the sheet's index and which half (0 left, 1 right)."""

    sheet: int
    side: int


def _half(line: TextLine, middle: float) -> int:
    return 0 if (line.bbox.x0 + line.bbox.x1) / 2 < middle else 1


def _is_landscape(page: PageText) -> bool:
    return page.width >= LANDSCAPE * page.height


def _crosses(line: TextLine, middle: float) -> bool:
    return line.bbox.x0 < middle - 2 < middle + 2 < line.bbox.x1


def _band_folios(page: PageText, top: bool) -> _Folios:
    """The lone numbers of one band (foot or head): each half's, when it has exactly one."""
    middle = page.width / 2
    found: dict[int, list[tuple[int, int]]] = {0: [], 1: []}
    for index, line in enumerate(page.lines):
        inside = (
            line.bbox.bottom <= NUMBER_BAND * page.height
            if top
            else line.bbox.top >= (1 - NUMBER_BAND) * page.height
        )
        if not inside:
            continue
        text = line.text.strip()
        pair = _TWO_NUMBERS.match(text)
        if pair and _crosses(line, middle):  # both folios run together into one line
            found[0].append((int(pair.group(1)), index))
            found[1].append((int(pair.group(2)), index))
        elif match := _LONE_NUMBER.match(text):
            found[_half(line, middle)].append((int(match.group(1)), index))
    return {side: numbers[0] for side, numbers in found.items() if len(numbers) == 1}


def _running_head_folios(page: PageText) -> _Folios:
    """Each half's folio printed in its running head or foot, at one end ("6  The Pewter
    Crown" over the left page, "The Pewter Crown  3" over the right): a running head
    repeats its words on every page, so when the outermost lines of the two halves in a
    band say the same words beside a number, the numbers are the pages' folios. Both
    halves or nothing (one half's line alone may be a heading's key, "3 Loom Hall")."""
    middle = page.width / 2
    for top in (True, False):
        found: _Folios = {}
        words: set[str] = set()
        for side in (0, 1):
            mine = [
                (i, ln)
                for i, ln in enumerate(page.lines)
                if _half(ln, middle) == side
                and not _crosses(ln, middle)
                and _in_band(page, ln, top)
            ]
            if not mine:
                break
            index, line = (min if top else max)(mine, key=lambda m: m[1].bbox.top)
            match = _HEAD_FOLIO.match(" ".join(line.text.split()))
            if match is None:
                break
            found[side] = (int(match.group("first") or match.group("last")), index)
            words.add(match.group("after") or match.group("before"))
        if len(found) == 2 and len(words) == 1:
            return found
    return {}


def _in_band(page: PageText, line: TextLine, top: bool) -> bool:
    if top:
        return line.bbox.bottom <= NUMBER_BAND * page.height
    return line.bbox.top >= (1 - NUMBER_BAND) * page.height


def half_folios(page: PageText) -> _Folios:
    """Each half's printed page number where it prints one (the foot's, else the head's,
    else the running head's), on a landscape sheet with room for two pages; else nothing."""
    if not _two_pages(page):
        return {}
    foot, head = _band_folios(page, top=False), _band_folios(page, top=True)
    lone = foot if len(foot) >= len(head) else head
    if len(lone) < 2 and len(running := _running_head_folios(page)) == 2:
        return running
    return lone


def _two_pages(page: PageText) -> bool:
    """Landscape, with (almost) no text across the middle: room for two pages side by side."""
    if not _is_landscape(page) or not page.lines:
        return False
    crossing = [
        ln
        for ln in page.lines
        if _crosses(ln, page.width / 2) and not _TWO_NUMBERS.match(ln.text.strip())
    ]  # the two folios run together cross the fold, and say nothing of the text
    return not (crossing and len(crossing) > 0.1 * len(page.lines))


def half_page_numbers(page: PageText) -> _Folios | None:
    """``{half: (printed number, line index)}`` when the sheet is imposed, else None."""
    numbers = half_folios(page)
    if len(numbers) != 2 or numbers[0][0] == numbers[1][0]:
        return None
    return numbers


def _folio_heads(page: PageText, numbers: _Folios) -> set[int]:
    """Indexes of a half's outermost line in its top or bottom band that opens or ends with
    the half's own folio ("8 The Cellars of …"): a running head, whose number is no key."""
    middle = page.width / 2
    out: set[int] = set()
    for side, (folio, _) in numbers.items():
        mine = [
            (i, ln)
            for i, ln in enumerate(page.lines)
            if _half(ln, middle) == side and not _crosses(ln, middle)
        ]
        if not mine:
            continue
        for i, line in (
            min(mine, key=lambda m: m[1].bbox.top),
            max(mine, key=lambda m: m[1].bbox.bottom),
        ):
            words = line.text.split()
            in_band = (
                line.bbox.bottom <= NUMBER_BAND * page.height
                or line.bbox.top >= (1 - NUMBER_BAND) * page.height
            )
            if in_band and len(words) > 1 and str(folio) in (words[0], words[-1]):
                out.add(i)
    return out


def read_imposed_sheet(page: PageText, booklet: bool = False) -> PageText:
    """An imposed sheet as two pages read one after the other; other pages unchanged. In a
    ``booklet`` known from its order a half's folio goes even when the other half has none."""
    numbers = half_page_numbers(page) or (half_folios(page) if booklet else None)
    if not numbers:
        return page
    middle = page.width / 2
    drop = {index for _, index in numbers.values()} | _folio_heads(page, numbers)
    kept = [ln for i, ln in enumerate(page.lines) if i not in drop]
    if len(numbers) < 2:
        return renumber_page(page, kept)  # the order is the booklet's, set later
    first = min(numbers, key=lambda half: numbers[half][0])
    ordered = [ln for ln in kept if _half(ln, middle) == first]
    ordered += [ln for ln in kept if _half(ln, middle) != first]
    return renumber_page(page, ordered)


def read_imposed_sheets(pages: Sequence[PageText], booklet: bool = False) -> list[PageText]:
    """``read_imposed_sheet`` for every page."""
    return [read_imposed_sheet(page, booklet) for page in pages]


def saddle_stitch_number(sheet: int, side: int, sheets: int) -> int:
    """The booklet page on one half of sheet ``sheet`` (0-based) of a saddle-stitched
    booklet of ``sheets`` sheet sides: 8|1, 2|7, 6|3, 4|5 for four."""
    total = 2 * sheets
    outer, inner = total - sheet, sheet + 1
    return (outer, inner)[side] if sheet % 2 == 0 else (inner, outer)[side]


def reading_order(pages: Sequence[PageText]) -> dict[Half, int] | None:
    """Each half's booklet page number, when the whole document is an imposed booklet whose
    order can be trusted, else None (sheet order stays)."""
    if len(pages) < 2 or not all(_is_landscape(p) for p in pages):
        return None
    folios = {i: half_page_numbers(p) for i, p in enumerate(pages)}
    printed = {Half(i, side): n for i, f in folios.items() if f for side, (n, _) in f.items()}
    if printed and all(folios.values()) and len(set(printed.values())) == len(printed):
        return printed  # every half prints its number, none twice
    if not all(_two_pages(p) for p in pages if p.lines):
        return None
    arithmetic = {
        Half(i, side): saddle_stitch_number(i, side, len(pages))
        for i in range(len(pages))
        for side in (0, 1)
    }
    seen = {
        Half(i, side): n for i, p in enumerate(pages) for side, (n, _) in half_folios(p).items()
    }
    agree = [half for half, n in seen.items() if arithmetic[half] == n]
    if len(agree) >= 2 and len(agree) == len(seen):
        return arithmetic  # every folio printed is where this many sheets impose it
    return None


def _split(page: PageText) -> dict[int, PageText]:
    """The sheet's two halves, each keeping the sheet's column and block numbers and boxes:
    the halves share the sheet's page number, so (page, column, block) must stay unique."""
    middle = page.width / 2
    return {
        side: replace(page, lines=tuple(ln for ln in page.lines if _half(ln, middle) == side))
        for side in (0, 1)
    }


def put_in_reading_order(
    pages: Sequence[PageText], order: dict[Half, int] | None
) -> list[PageText]:
    """The sheets' halves as pages in booklet order (each keeps its sheet's number), when
    ``order`` is known; else the pages unchanged."""
    if order is None:
        return list(pages)
    halves = {i: _split(page) for i, page in enumerate(pages)}
    ranked = sorted(order, key=lambda half: (order[half], half.sheet, half.side))
    return [halves[h.sheet][h.side] for h in ranked if halves[h.sheet][h.side].lines]
