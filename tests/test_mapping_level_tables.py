"""The level tables against 5e: the same monster, printed with a level in a levelled game
(tests/data/mapping/levels_vs_cr.yaml: the 4e Monster Manual's level and role, the Pathfinder
Bestiary's creature level), lands at or next to the OR ``cr_to_or`` gives its 5e CR, with no
drift up or down on the whole, none for any worth of role, and no monster further off than
the editions' own disagreements (docs/mapping.md, "A level and a role")."""

from __future__ import annotations

import statistics
from pathlib import Path
from typing import Any

import pytest
import yaml

from converter.mapping.creatures import statblock_to_rating
from converter.mapping.levels import minion_share, role_worth
from converter.mapping.numbers import parse_cr
from converter.mapping.tables import load_tables, rating_from
from converter.models import Source, StatBlock

TABLES = load_tables()
PAIRS = yaml.safe_load(
    (Path(__file__).parent / "data" / "mapping" / "levels_vs_cr.yaml").read_text("utf-8")
)
STYLE = {"4e": "other", "pf2": "3e"}  # the style each family's block is read in
FARTHEST = 4  # the 5e lich (CR 21) against the 4e human lich (level 14 elite)


def _ors(pair: dict[str, Any], edition: str) -> tuple[int, int]:
    """The OR the level table gives the levelled block (a pack of minions for a minion), and
    the OR ``cr_to_or`` gives the 5e monster."""
    block = StatBlock(
        pair["name"], 1, STYLE[edition], Source("x.pdf", 1), level=str(pair["level"]),
        role=pair.get("role"),
    )  # fmt: skip
    share = minion_share(block, TABLES)
    rated = share.pack(share.per_foe) if share is not None else statblock_to_rating(block, TABLES)
    cr = parse_cr(str(pair["cr"]))
    assert rated is not None and cr is not None, pair
    fives = rating_from(TABLES, "cr_to_or", cr, "")
    assert fives is not None
    return rated[0], fives[0]


def _gaps(edition: str, pairs: list[dict[str, Any]] | None = None) -> list[int]:
    return [a - b for a, b in (_ors(p, edition) for p in pairs or PAIRS[edition])]


@pytest.mark.parametrize("edition", sorted(PAIRS))
def test_a_levelled_monster_lands_next_to_its_5e_or(edition: str) -> None:
    gaps = _gaps(edition)
    assert len(gaps) >= 30
    assert statistics.median(gaps) == 0  # no drift up or down
    assert abs(statistics.mean(gaps)) <= 0.25
    assert sum(abs(g) <= 1 for g in gaps) >= 0.8 * len(gaps)
    assert max(abs(g) for g in gaps) <= FARTHEST


@pytest.mark.parametrize("worth", ["minion", "standard", "elite", "solo"])
def test_no_worth_of_role_drifts(worth: str) -> None:
    def word(pair: dict[str, Any]) -> str:
        found = role_worth(pair["role"], TABLES)
        return found[0] if found is not None else "standard"

    pairs = [p for p in PAIRS["4e"] if word(p) == worth]
    assert len(pairs) >= 4, worth
    gaps = _gaps("4e", pairs)
    assert abs(statistics.mean(gaps)) <= 0.5, (worth, gaps)


@pytest.mark.parametrize("edition", sorted(PAIRS))
def test_no_part_of_the_level_range_drifts(edition: str) -> None:
    """The low, middle and high thirds of the monsters by level each stay centred."""
    pairs = sorted(PAIRS[edition], key=lambda p: _ors(p, edition)[1])
    third = len(pairs) // 3
    for part in (pairs[:third], pairs[third:-third], pairs[-third:]):
        gaps = _gaps(edition, part)
        assert abs(statistics.mean(gaps)) <= 0.75, [p["name"] for p in part]
