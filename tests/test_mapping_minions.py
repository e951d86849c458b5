"""Minions count in foes' worth, not heads (table group_rule.minions, level_to_or roles): a
4e-like block whose role is worth a share of a standard creature ("Level 1 Minion
Skirmisher") makes one foe with the others of its pack, the fight's obstacle is the first
pack rated as the standard creature worth as much, each further pack is an additional foe,
and a horde counts packs. Texts and blocks are made up for these tests; the PDF end of it is
``test_mapping_roled_pdf``."""

from __future__ import annotations

import math

import pytest
from stages import encounters_of

from converter.dmd_models import Obstacle
from converter.mapping.catalog import make_catalog
from converter.mapping.groups import load_group_rule
from converter.mapping.levels import standard_level
from converter.mapping.tables import load_tables, rating_from
from converter.mapping.wandering import rate_wandering
from converter.models import Area, CreatureMention, Source, StatBlock, WanderingEntry

SRC = Source("delve.pdf", 2)
TABLES = load_tables()
EMPTY = make_catalog([])
RULE = load_group_rule()
(MINION_WORTH,) = [w for w in TABLES.role_worth.values() if w < 1]
PER_FOE = round(1 / MINION_WORTH)
LEVELS = (1, 4, 9, 16)


def skulker(level: int) -> StatBlock:
    return StatBlock("Kobold Skulker", 2, "other", SRC, level=str(level), role="Minion Skirmisher")


def standard(level: int) -> StatBlock:
    return StatBlock("Kobold Skulker", 2, "other", SRC, level=str(level), role="Skirmisher")


PRIEST = StatBlock("Kobold Wyrmpriest", 2, "other", SRC, level="3", role="Artillery (Leader)")


def fight(blocks: list[StatBlock], *counts: tuple[str, int]) -> tuple[Obstacle, ...]:
    mentions = tuple(CreatureMention(name, n, str(n), SRC) for name, n in counts)
    text = " and ".join(f"{n} {name}s" for name, n in counts) + " lurk here."
    area = Area("7", "Warren", 2, text, SRC, creatures=mentions)
    encounters, _ = encounters_of([area], blocks, tables=TABLES, catalog=EMPTY, file="d.pdf")
    return encounters[0].obstacles


def standard_or(level: int) -> int:
    rated = rating_from(TABLES, "level_to_or", level, "")
    assert rated is not None
    return rated[0]


def foes(obstacle: Obstacle, kind: str = "kobold skulker") -> int:
    return sum(t.rating for t in obstacle.threats if t.name == f"Additional foes ({kind})")


@pytest.mark.parametrize("level", LEVELS)
def test_a_full_pack_is_one_standard_foe_of_its_level(level: int) -> None:
    (pack,) = fight([skulker(level)], ("kobold skulker", PER_FOE))
    (alone,) = fight([standard(level)], ("kobold skulker", 1))
    assert pack.name == RULE.pack_name.format(name="Kobold Skulker")
    assert pack.rating == alone.rating == standard_or(level)
    assert foes(pack) == 0
    assert f"{PER_FOE} minions make one foe's worth" in pack.why


@pytest.mark.parametrize("level", LEVELS)
def test_a_lone_minion_is_rated_as_its_share(level: int) -> None:
    (one,) = fight([skulker(level)], ("kobold skulker", 1))
    assert one.name == "Kobold Skulker"
    assert one.rating == standard_or(standard_level(level, MINION_WORTH, TABLES))
    assert one.rating <= standard_or(level)


@pytest.mark.parametrize("count", range(1, 4 * PER_FOE * RULE.horde_from))
def test_minions_are_counted_in_packs_not_heads(count: int) -> None:
    packs = math.ceil(count / PER_FOE)
    first, *rest = fight([skulker(1)], ("kobold skulker", count))
    heads = fight([standard(1)], ("kobold skulker", count))
    if packs >= RULE.horde_from:  # a horde of packs: one obstacle, no rest
        assert first.name.endswith("horde") and rest == []
        bonus = RULE.horde_or_bonus.lookup(packs)
        assert bonus is not None and first.rating == standard_or(1) + bonus
        assert f"{count} × kobold skulker (minions, {PER_FOE} to a foe's worth" in first.why
        return
    assert foes(first) == packs - 1  # each further pack is one additional foe
    assert foes(first) <= foes(heads[0]) or heads[0].name.endswith("horde")
    if packs == 1:
        assert rest == []
        return
    (after,) = rest  # the next pack leads the others when the first falls
    assert after.after == first.id and after.name.endswith("(the rest)")
    assert foes(after) == packs - 2
    next_pack = min(count - PER_FOE, PER_FOE)  # the rest's own first pack, perhaps a part one
    assert after.rating == standard_or(standard_level(1, next_pack * MINION_WORTH, TABLES))
    assert f"the {count - PER_FOE} left fight on" in after.why


def test_eight_minions_beside_a_leader_are_two_foes_not_a_horde() -> None:
    count = 2 * PER_FOE
    leader, rest = fight([PRIEST, skulker(1)], ("kobold wyrmpriest", 1), ("kobold skulker", count))
    assert leader.name == "Kobold Wyrmpriest"
    threats = {t.name: t for t in leader.threats}
    assert "Horde (kobold skulker)" not in threats
    extra = threats["Additional foes (kobold skulker)"]
    assert extra.rating == 2 and extra.foe == "kobold skulker"
    assert f"{count} × kobold skulker (minions, {PER_FOE} to a foe's worth: 2 foes)" in extra.why
    assert rest.name == "Kobold Skulker pack (the rest)" and foes(rest) == 1
    # the same number of standard creatures is a horde beside the priest
    (standing, _) = fight(
        [PRIEST, standard(1)], ("kobold wyrmpriest", 1), ("kobold skulker", count)
    )
    if count >= RULE.horde_from:
        assert any(t.name == "Horde (kobold skulker)" for t in standing.threats)


def test_a_pack_worth_more_than_the_leader_leads() -> None:
    # four level-9 minions are one level-9 standard foe, worth more than a level-3 priest
    leader, _ = fight([PRIEST, skulker(9)], ("kobold wyrmpriest", 1), ("kobold skulker", PER_FOE))
    assert leader.name == "Kobold Skulker pack" and leader.rating == standard_or(9)
    assert foes(leader, "kobold wyrmpriest") == 1


def test_a_printed_cr_is_no_minion_share() -> None:
    printed = StatBlock(
        "Kobold Skulker", 2, "other", SRC, level="1", role="Minion Skirmisher", cr="1/8"
    )
    first, rest = fight([printed], ("kobold skulker", PER_FOE))
    assert first.name == "Kobold Skulker" and foes(first) == PER_FOE - 1
    assert first.why.startswith("CR 1/8")


def test_a_wandering_row_of_minions_counts_packs() -> None:
    row = WanderingEntry("1-2", "kobold skulker", str(2 * PER_FOE), SRC, "1-2 kobold skulker")
    (rated,) = rate_wandering([row], [skulker(1)], TABLES, EMPTY)
    assert rated.rating is not None
    assert rated.rating.rating == standard_or(1)
    threats = {t.name: t.rating for t in rated.rating.threats}
    assert threats["Additional foes (kobold skulker)"] == 1
