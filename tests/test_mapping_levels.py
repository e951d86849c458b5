"""A 4e-like block's level and role → OR (``rules/tables/level_to_or.yaml``), brute-forced over
every level and role a bar can print: within 1..12, never falling as the level or the worth of
the role rises, the combat roles changing nothing, each why naming what was printed; and the
role's shift in levels matching the experience budget it stands for."""

from __future__ import annotations

import math
from itertools import product

import pytest
from test_statblock_ratings import _module_schema

from converter.dmd_models import Conversion
from converter.mapping.catalog import load_catalog
from converter.mapping.creatures import rate_statblocks, statblock_to_rating
from converter.mapping.levels import role_worth, standard_level
from converter.mapping.tables import Tables, load_table, load_tables
from converter.models import BBox, Detection, Document, PageText, Source, StatBlock
from converter.ruledata import load_lexicon
from converter.write.yaml_files import module_to_dict

TABLES: Tables = load_tables()
SOURCE = Source("delve.pdf", 1, BBox(36, 100, 290, 180))
COMBAT_ROLES = ["Artillery", "Brute", "Controller", "Lurker", "Skirmisher", "Soldier"]
WORTH_ROLES = ["Minion", "", "Elite", "Solo"]  # in the order of their worth
LEVELS = range(0, 31)  # the bar's number is one or two digits; the games print 1 to 30
# A standard creature's experience award by level, levels 1-20 (the figures the worth of a
# role is counted in): the shift of a role must buy about the worth it names.
AWARD = [100, 125, 150, 175, 200, 250, 300, 350, 400, 500,
         600, 700, 800, 1000, 1200, 1400, 1600, 2000, 2400, 2800]  # fmt: skip


def _rated(level: int, role: str) -> tuple[int, str]:
    block = StatBlock("Dune Warden", 1, "other", SOURCE, level=str(level), role=role)
    rated = statblock_to_rating(block, TABLES)
    assert rated is not None, (level, role)
    return rated


def _role(worth: str, combat: str) -> str:
    return " ".join(w for w in (worth, combat) if w)


@pytest.mark.parametrize("combat", COMBAT_ROLES)
def test_every_level_and_role_rates_in_order(combat: str) -> None:
    grid = {(w, lv): _rated(lv, _role(w, combat))[0] for w, lv in product(WORTH_ROLES, LEVELS)}
    assert all(1 <= r <= 12 for r in grid.values())
    for worth in WORTH_ROLES:  # a higher level is never an easier obstacle
        ratings = [grid[(worth, lv)] for lv in LEVELS]
        assert ratings == sorted(ratings), worth
    for level in LEVELS:  # a role worth more is never an easier obstacle
        ratings = [grid[(w, level)] for w in WORTH_ROLES]
        assert ratings == sorted(ratings), level
    # the combat role and a "(Leader)" say how it fights, not what it is worth
    for worth, level in product(WORTH_ROLES, LEVELS):
        plain = _rated(level, worth or "Soldier")[0]
        assert grid[(worth, level)] == plain == _rated(level, f"{_role(worth, combat)} (Leader)")[0]


@pytest.mark.parametrize("worth", WORTH_ROLES)
def test_every_why_names_the_printed_level_role_and_table(worth: str) -> None:
    for level in LEVELS:
        role = _role(worth, "Brute")
        rating, why = _rated(level, role)
        assert why.startswith(f"level {level} {role}: ")
        assert why.endswith(f"→ OR {rating} (table level_to_or)")
        found = role_worth(role, TABLES)
        if worth:
            assert found is not None and found[0] == worth.lower()
            assert f"of level {standard_level(level, found[1], TABLES)} →" in why
        else:
            assert found is None and f"a standard creature of level {level} →" in why


def test_a_role_s_shift_buys_the_worth_it_names() -> None:
    for word, worth in TABLES.role_worth.items():
        compared = 0
        for level in range(1, len(AWARD) + 1):
            moved = standard_level(level, worth, TABLES)
            if 1 <= moved <= len(AWARD):
                compared += 1
                bought = AWARD[moved - 1] / AWARD[level - 1]
                assert abs(math.log2(bought / worth)) < 0.35, (word, level, moved, bought)
        assert compared >= 5, word


def test_every_worth_role_is_a_role_the_bar_can_print() -> None:
    printed = {r.lower() for r in load_lexicon("stat_roled")["roles"]}
    assert set(load_table("level_to_or")["roles"]) <= printed


def test_the_first_row_reaches_the_lowest_level_a_role_gives() -> None:
    lowest = min(standard_level(0, w, TABLES) for w in TABLES.role_worth.values())
    assert TABLES.or_tables["level_to_or"].starts[0] <= lowest


def test_a_one_line_level_stays_hit_dice_and_a_cr_still_wins() -> None:
    shadowdark = StatBlock("Troll", 1, "other", SOURCE, level="6")
    assert statblock_to_rating(shadowdark, TABLES) == (
        6,
        "level 6 read as HD 6 → OR 6 (table hd_to_or)",
    )
    printed_cr = StatBlock("Troll", 1, "other", SOURCE, level="13", role="Elite Brute", cr="5")
    assert statblock_to_rating(printed_cr, TABLES) == (6, "CR 5 → OR 6 (table cr_to_or)")


def test_the_role_is_written_to_module_yaml() -> None:
    block = StatBlock(
        "Bog Hag", 1, "other", SOURCE, level="5", role="Elite Controller (Leader)", size="Large"
    )
    document = Document("delve.pdf", "/tmp/delve.pdf", "ab" * 32, (PageText(1, 612, 792, ()),))
    ratings = rate_statblocks([block], TABLES, load_catalog())
    module = module_to_dict(Conversion(document, Detection((block,), ()), (), (), ratings), [])
    assert list(_module_schema().iter_errors(module)) == []
    (written,) = module["statblocks"]
    assert (written["level"], written["role"]) == ("5", "Elite Controller (Leader)")
    assert written["dmd"]["rating"] == 4
    assert [(t["name"], t["rating"]) for t in written["dmd"]["threats"]] == [("Large", 1)]
