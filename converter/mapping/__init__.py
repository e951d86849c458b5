"""Stat blocks and keyed areas → D&MD encounters: obstacles, threats, weaknesses, strengths.

Pure: every number comes from a table under ``rules/tables/`` (documented in
``docs/mapping.md``), and every obstacle, threat and quality says ``why`` it has its rating.
spaCy is reached only through ``converter.detect.nlp``, imported when room text is read.

The package: ``tables`` (load and validate the rules tables), ``numbers`` (printed CRs, hit
dice, counts), ``traits`` (stat-block fields → threats), ``creatures`` (stat blocks and catalog
entries → profiles), ``room`` (room text → traps, doors, hazards, situation threats) and
``encounters`` (areas → encounters, the group rule).
"""

from __future__ import annotations

from converter.mapping.creatures import (
    Profile,
    entry_to_profile,
    entry_to_rating,
    index_statblocks,
    singular,
    statblock_key,
    statblock_profile,
    statblock_to_profile,
    statblock_to_rating,
)
from converter.mapping.encounters import (
    Present,
    additional_foes_name,
    additional_foes_threat,
    area_creatures,
    area_to_encounter,
    build_encounters,
    creature_sentences,
    fight_leader,
    fight_to_obstacle,
    fights_of,
    slug,
    with_leader_bonus,
    with_unique_ids,
)
from converter.mapping.numbers import (
    MAX_RATING,
    MIN_RATING,
    clamp_rating,
    dice_average,
    number_from,
    parse_cr,
    parse_hit_dice,
)
from converter.mapping.room import (
    RoomResult,
    difficulty_to_rating,
    harm_to_rating,
    room_text_to_obstacles,
)
from converter.mapping.tables import (
    OR_TABLES,
    OTHER_TABLES,
    Pattern,
    Rows,
    Tables,
    TraitRule,
    _rows,
    load_table,
    load_tables,
    rating_from,
)
from converter.mapping.traits import (
    attack_count,
    fields_to_traits,
    merge_threats,
    size_threat,
    statblock_fields,
    tough_threat,
)

__all__ = [
    "MAX_RATING",
    "MIN_RATING",
    "OR_TABLES",
    "OTHER_TABLES",
    "Pattern",
    "Present",
    "Profile",
    "RoomResult",
    "Rows",
    "Tables",
    "TraitRule",
    "_rows",
    "additional_foes_name",
    "additional_foes_threat",
    "area_creatures",
    "area_to_encounter",
    "attack_count",
    "build_encounters",
    "clamp_rating",
    "creature_sentences",
    "dice_average",
    "difficulty_to_rating",
    "entry_to_profile",
    "entry_to_rating",
    "fight_leader",
    "fight_to_obstacle",
    "fields_to_traits",
    "fights_of",
    "harm_to_rating",
    "index_statblocks",
    "load_table",
    "load_tables",
    "merge_threats",
    "number_from",
    "parse_cr",
    "parse_hit_dice",
    "rating_from",
    "room_text_to_obstacles",
    "singular",
    "size_threat",
    "slug",
    "statblock_fields",
    "statblock_key",
    "statblock_profile",
    "statblock_to_profile",
    "statblock_to_rating",
    "tough_threat",
    "with_leader_bonus",
    "with_unique_ids",
]
