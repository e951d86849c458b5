"""Routes between places are no places: a pointcrawl's key of paths (split from ``areas.py``).

A pointcrawl numbers its paths the way a dungeon numbers its rooms ("3. Mill Pond to the
Old Gate (4 hours): a sunken lane"), so the key detector reads each as an area. What tells a
path from a place is its name: two of the document's own places joined by a word of
direction (``route_link`` in ``rules/lexicon/area_keys.yaml``). A place whose name merely
holds "to" ("Stair to the Crypt", "Road to Kell") joins no two places and stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.models import Area
from converter.ruledata import load_lexicon

_LINK = re.compile(load_lexicon("area_keys")["route_link"], re.IGNORECASE)
_TRAILING_NOTE = re.compile(r"\s*\([^()]*\)\s*[:.]?\s*$")  # "(2 watches)", a travel time


def _place_key(name: str) -> str:
    return " ".join(name.casefold().split()).strip(" .:;,")


def is_route(name: str, places: frozenset[str]) -> bool:
    """True when ``name`` joins two of ``places`` by a word of direction ("A to B (2 hours)")."""
    bare = _TRAILING_NOTE.sub("", name)
    for link in _LINK.finditer(bare):
        origin, goal = _place_key(bare[: link.start()]), _place_key(bare[link.end() :])
        if origin in places and goal in places and origin != goal:
            return True
    return False


def drop_routes(areas: Sequence[Area]) -> list[Area]:
    """The areas less the keyed paths between two of them (a pointcrawl's list of routes)."""
    places = frozenset(_place_key(area.name) for area in areas)
    return [area for area in areas if area.key is None or not is_route(area.name, places)]
