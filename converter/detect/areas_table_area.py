"""An area from a key table's row (converter.detect.areas_tables reads the rows): its key and
name, its contents and creatures cells as its text, the creatures cell's list as its
creatures, and the stat blocks printed inside the row's box."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from converter.detect.areas_common import SENTENCE_END_RE, Context
from converter.detect.areas_sections import scene_rules, score_scene
from converter.detect.areas_tables import TableRow
from converter.detect.creatures import text_to_creatures
from converter.detect.creatures_cells import cell_creatures
from converter.models import Area, CreatureMention, Document, Source, StatBlock

TABLE_EVIDENCE = "key table row"


def row_to_area(
    ctx: Context, document: Document, row: TableRow, statblocks: Sequence[StatBlock]
) -> Area:
    """An area for a table row: its key and name, the contents, creatures and other cells as
    its text, the creatures cell's list as its creatures."""
    cells = [ctx.lines[i] for i in row.lines]
    verdict = score_scene(cells, keyed=True, named=False, run_in=True, stat_inside=False)
    floor = float(scene_rules().thresholds["min_area"])
    inside = tuple(
        dict.fromkeys(
            b.name
            for b in statblocks
            if b.page == row.page
            and b.source.bbox is not None
            and row.box.top - 1 <= b.source.bbox.top <= row.box.bottom + 1
            and row.box.x0 - 1 <= b.source.bbox.x0 <= row.box.x1 + 1
        )
    )
    evidence = tuple(dict.fromkeys((TABLE_EVIDENCE, f"key {row.key}", *verdict.evidence)))
    source = Source(
        document.file, row.page, row.box, document.reading_page_of(ctx.lines[min(row.lines)])
    )
    text = row.contents
    if row.creatures:
        text = " ".join(
            (text if SENTENCE_END_RE.search(text) or not text else text + ".", *row.creatures)
        )
    return Area(
        key=row.key,
        name=row.name or row.key,
        page=row.page,
        text=text.strip(),
        source=source,
        creatures=counted_by_description(
            cell_creatures(row.creatures, source, row.wraps), row.contents, statblocks
        ),
        statblocks=inside,
        confidence=max(verdict.confidence, floor),
        evidence=evidence,
    )


def counted_by_description(
    listed: Sequence[CreatureMention], description: str, statblocks: Sequence[StatBlock]
) -> tuple[CreatureMention, ...]:
    """The creatures cell's ``listed`` creatures, each item that prints no count taking the
    count the row's ``description`` prints for the same creature ("Mercenary: AC 15, HP 7"
    beside "Three mercenaries play dice"). A bare name in the cell labels who is there (over
    a stat line it names the kind whose numbers follow), so its "one" is only the grammar of
    a singular noun; a count printed in the description says how many. The description is
    read alone: the cell's own stat lines ("bite 1d3" / "hooded lurker") count nobody."""
    if not listed or not description or all(m.count_text for m in listed):
        return tuple(listed)
    known = tuple(dict.fromkeys(b.name for b in statblocks))
    found = text_to_creatures(description, listed[0].source, known)
    printed = {m.name: m for m in found if m.count_text}
    return tuple(
        replace(m, count=printed[m.name].count, count_text=printed[m.name].count_text)
        if not m.count_text and m.name in printed
        else m
        for m in listed
    )
