"""A table's header cell set like a heading ("d6 | Encounter", "Room | Monsters"): no place.

A reader may give a table column by column, so a header cell comes out as a bold line over
its column's lines, as a heading over its text does. What tells it apart is the row it
stands in: another cell in the same type level with it, and its words a column's label.
"""

from __future__ import annotations

from converter.detect.areas_common import TABLE_HEADING_RE, Context, heading_level
from converter.detect.areas_table_cells import column_tolerance
from converter.detect.areas_table_header import cell_roles

HEADER_ROW_REACH = 40  # lines read either side of a heading for the cells level with it


def column_header(ctx: Context, index: int) -> bool:
    """True for a table's column label set as a cell of its header row ("d6 | Encounter",
    "Room | Monsters", "d8 | Rumour"): its text is column labels (``key_tables.yaml``) or
    a table's word (``area_keys.yaml`` ``table_heading``) and another cell in the same type
    stands level with it on its page. A row of labels heads a table's
    columns; the column under it is no place's description."""
    line = ctx.lines[index]
    text = line.text.strip()
    if cell_roles(text, False) is None and not TABLE_HEADING_RE.search(text):
        return False
    tolerance = column_tolerance()
    level = heading_level(line)
    for j in range(max(0, index - HEADER_ROW_REACH), min(len(ctx.lines), index + HEADER_ROW_REACH)):
        other = ctx.lines[j]
        if (
            j != index
            and other.page == line.page
            and abs(other.bbox.top - line.bbox.top) <= tolerance
            and heading_level(other) == level
            and (other.bbox.x1 < line.bbox.x0 or other.bbox.x0 > line.bbox.x1)
        ):
            return True
    return False
