"""A roster's rooms cell: the keyed areas a creature kind is in, each with its number there.

A level's roster of kinds ("Denizens | Where | Stats") lists in its middle cell the rooms
each kind is found in: "3 (2), 7 (4)", "2 in 3", "3: 2", "3 ×2" (one form a module, the
shapes in ``rules/lexicon/stat_roster.yaml`` ``where_items``), items parted by a comma or a
semicolon. The cell is a list of rooms only when every item has one of those shapes; whether
its keys are areas of the module is the placing's question (``creatures_rostered``): a cell
of dice or page numbers names no area found, and places nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from converter.ruledata import load_lexicon

_PARTS = re.compile(r"\s*[,;]\s*")


@lru_cache(maxsize=1)
def _items() -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(form, re.I) for form in load_lexicon("stat_roster")["where_items"])


def _item(text: str) -> tuple[str, int | None] | None:
    for form in _items():
        match = form.fullmatch(text)
        if match is not None:
            count = match.groupdict().get("count")
            return match.group("key"), int(count) if count else None
    return None


def where_placements(cell: str) -> tuple[tuple[str, int | None], ...]:
    """The rooms a rooms cell lists, each key with its number there (None: not printed);
    empty when the cell is empty or any item is no room of the cell's shapes."""
    items = [part for part in _PARTS.split(cell.strip().rstrip(".,;")) if part]
    found = [_item(part) for part in items]
    if not found or any(item is None for item in found):
        return ()
    return tuple(item for item in found if item is not None)
