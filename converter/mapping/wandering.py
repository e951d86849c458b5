"""Random-encounter rows → D&MD numbers, and the area whose text prints the table.

A row's creature takes, like a creature named in an area, the module's own numbers first: the
stat block printed on the row's own line ("2 1d10 baboons hungry for meat … HD 2 AC 6" is also
the block "baboon"), else the block of its name or head noun anywhere in the module
(``converter.mapping.blocks``), else the catalog by exact name or alias (never a fuzzy pick: a
table row is too often not a creature at all). Its rating is the one a fight with that many of
them would get: the creature's OR, its threats, and the extra foes of the count expression
("2d6" → average 7: "Additional foes" 6). A row that names nothing known gets no numbers.

A row belongs to the area whose text prints it (an inline "Wandering monsters: 1-2 giant rats
(1d4), …" in room 6); it is written in that area's encounter under ``wandering``, never as a
creature present there.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from converter.dmd_models import Encounter, StatBlockRating, WanderingRating
from converter.mapping.blocks import name_to_block
from converter.mapping.catalog import Catalog, resolve_creature
from converter.mapping.creatures import (
    Profile,
    entry_to_profile,
    index_statblocks,
    statblock_key,
    statblock_profile,
)
from converter.mapping.groups import additional_foes_threat
from converter.mapping.tables import Tables
from converter.models import Area, CreatureMention, StatBlock, WanderingEntry

LINE_TOLERANCE = 3.0  # points: a block whose first line starts this close to the row's is on it


def _block_on_line(entry: WanderingEntry, statblocks: Sequence[StatBlock]) -> StatBlock | None:
    """The stat block printed on the row's own line, if any."""
    box = entry.source.bbox
    if box is None:
        return None
    for sb in statblocks:
        other = sb.source.bbox
        if sb.source.read_on != entry.source.read_on or other is None:
            continue
        same_column = other.x0 < box.x1 and box.x0 < other.x1  # not a block across the page
        if same_column and abs(other.top - box.top) <= LINE_TOLERANCE:
            return sb
    return None


def _profile(
    entry: WanderingEntry,
    statblocks: Sequence[StatBlock],
    blocks: Mapping[str, StatBlock],
    tables: Tables,
    catalog: Catalog,
) -> Profile | None:
    where = f"wandering row '{entry.roll} {entry.name}' p.{entry.source.page}"
    block = _block_on_line(entry, statblocks)
    renamed = block is not None and statblock_key(block.name) != statblock_key(entry.name)
    note = f"; {where} prints stat block '{block.name}'" if block and renamed else ""
    if block is None:
        match = name_to_block(entry.name, blocks, page=entry.source.read_on)
        block, note = match.block, match.note(entry.name)
    if block is not None:
        profile, _ = statblock_profile(block, tables, catalog)
        return replace(profile, rating_why=profile.rating_why + note)
    # a row is often no creature ("asteroid field", "rain"): exact name or alias only
    resolution = resolve_creature(entry.name, catalog, aliases=tables.aliases, fuzzy=False)
    if resolution.entry is None:
        return None
    profile = entry_to_profile(resolution.entry, resolution, tables)
    fallback = "no stat block for it printed in the module: SRD catalog fallback"
    return replace(profile, rating_why=f"{profile.rating_why}; {fallback}")


def _count(count_text: str) -> int | None:
    return int(count_text) if count_text.isdecimal() else None


def rate_wandering(
    entries: Sequence[WanderingEntry],
    statblocks: Sequence[StatBlock],
    tables: Tables,
    catalog: Catalog,
) -> tuple[WanderingRating, ...]:
    """Each row with the D&MD numbers of a fight with those who turn up on it."""
    blocks = index_statblocks(statblocks)
    out = []
    for entry in entries:
        profile = _profile(entry, statblocks, blocks, tables, catalog)
        if profile is None:
            out.append(WanderingRating(entry))
            continue
        count_text = entry.count_text or "1"
        minions = profile.minions
        per_foe = minions.per_foe if minions is not None else None
        foes = additional_foes_threat(
            entry.name, _count(count_text), count_text, True, entry.source.page, per_foe
        )
        rated, why = profile.rating, profile.rating_why
        count = _count(count_text)
        if minions is not None and count is not None and count > 1:  # the first pack leads
            rated, pack_why = minions.pack(count)
            why = f"{pack_why}; {why}"
        rating = StatBlockRating(
            rated,
            why,
            profile.threats + ((foes,) if foes is not None else ()),
            profile.weaknesses,
            profile.strengths,
        )
        out.append(WanderingRating(entry, profile.statblock, profile.resolved_by, rating))
    return tuple(out)


def rate_events(
    groups: Sequence[CreatureMention],
    statblocks: Sequence[StatBlock],
    tables: Tables,
    catalog: Catalog,
) -> tuple[WanderingRating, ...]:
    """Each group an event brings to no room (``detect.event_groups``) rated as a wandering
    row of its count is: the fight the GM brings into the scene when the event comes."""
    rows = [
        WanderingEntry("", group.name, _digits(group), group.source, group.said) for group in groups
    ]
    return rate_wandering(rows, statblocks, tables, catalog)


def _digits(group: CreatureMention) -> str:
    """The group's count as digits when the sentence gives one ("Four" → "4"), else as printed."""
    return str(group.count) if group.count is not None else group.count_text


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def printing_area(entry: WanderingEntry, areas: Sequence[Area]) -> int | None:
    """The index of the area whose text prints the row, or None (a table of its own)."""
    row = _flat(entry.text)
    if not re.search(r"[a-z]", row):
        return None  # a roll alone says nothing about where it is printed
    for index, area in enumerate(areas):
        # read no later than the row (reading order: an imposed booklet's sheets are not)
        if area.source.read_on <= entry.source.read_on and row in _flat(area.text):
            return index
    return None


def place_wandering(
    encounters: Sequence[Encounter], rated: Sequence[WanderingRating]
) -> tuple[tuple[Encounter, ...], tuple[WanderingRating, ...]]:
    """Put each rated row into the encounter of the area printing its table; return the
    encounters and the rows, each row with the key (or name) of its area."""
    areas = [e.area for e in encounters]
    placed: dict[int, list[WanderingRating]] = {}
    rows = []
    for row in rated:
        index = printing_area(row.entry, areas)
        if index is not None:
            area = areas[index]
            row = replace(row, area=area.key or area.name)
            if row.rating is not None:
                placed.setdefault(index, []).append(row)
        rows.append(row)
    out = tuple(
        replace(e, wandering=tuple(placed[i])) if i in placed else e
        for i, e in enumerate(encounters)
    )
    return out, tuple(rows)
