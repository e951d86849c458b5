"""A key table's row, read by any of the table readers (``areas_tables``, ``areas_table_axes``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from converter.models import BBox


@dataclass(frozen=True)
class TableRow:
    index: int  # the key cell's line, into the context's lines
    key: str
    name: str
    contents: str  # the contents cell, then the other cells
    page: int
    box: BBox
    lines: tuple[int, ...]  # every line of the row
    creatures: tuple[str, ...] = ()  # the creatures cell's lines, top to bottom
    wraps: tuple[bool, ...] = ()  # each: it broke off the line above for want of room
    order: int = 0  # where the row is read: its table's rows go top to bottom


def top_to_bottom(rows: Sequence[TableRow]) -> list[TableRow]:
    """The rows in the table's order, top to bottom, each read at one of their key lines'
    places: a key run together with its name ("9 Gatehouse") may come later from the
    reader than the lone keys under it ("1" / "0"), and the table would be read out of
    order."""
    places = sorted(row.index for row in rows)
    ordered = sorted(rows, key=lambda row: row.box.top)
    return [replace(row, order=place) for row, place in zip(ordered, places, strict=True)]
