"""Detection and mapping stages chained as the pipeline chains them, for tests that start
from a document or from areas rather than from a PDF."""

from __future__ import annotations

from collections.abc import Sequence

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.nlp import analyze_rooms
from converter.dmd_models import Encounter
from converter.mapping.catalog import Catalog
from converter.mapping.encounters import build_encounters
from converter.mapping.tables import Tables
from converter.models import Area, Document, Problem, StatBlock


def areas_with_creatures(
    document: Document, statblocks: Sequence[StatBlock]
) -> tuple[tuple[Area, ...], tuple[Problem, ...]]:
    """``find_areas`` then ``find_creatures``."""
    areas, problems = find_areas(document, statblocks)
    return find_creatures(areas, statblocks), problems


def encounters_of(
    areas: Sequence[Area],
    statblocks: Sequence[StatBlock],
    *,
    tables: Tables,
    catalog: Catalog,
    file: str,
) -> tuple[tuple[Encounter, ...], tuple[Problem, ...]]:
    """``analyze_rooms`` then ``build_encounters``."""
    rooms = analyze_rooms(areas, tables.room_patterns)
    return build_encounters(areas, rooms, statblocks, tables=tables, catalog=catalog, file=file)
