"""GM overrides: load, validate, apply, and fail loudly when one matches nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from stages import encounters_of

from converter.dmd_models import Encounter
from converter.errors import OverridesError
from converter.mapping.catalog import make_catalog
from converter.mapping.overrides import apply_overrides, load_overrides, overrides_from_data
from converter.mapping.tables import load_tables
from converter.models import Area, CreatureMention, Source, StatBlock

SRC = Source("m.pdf", 2)


def encounters() -> tuple[Encounter, ...]:
    troll = StatBlock("Troll", 2, "5e", SRC, hp=84, cr="5", size="Large", type="giant")
    goblin = StatBlock("Goblin", 2, "5e", SRC, hp=7, cr="1/4", size="Small", type="humanoid")
    areas = [
        Area(
            "3",
            "Troll bridge",
            2,
            "A troll and four goblins. The room is flooded.",
            SRC,
            creatures=(
                CreatureMention("troll", 1, "a", SRC),
                CreatureMention("goblin", 4, "four", SRC),
            ),
        ),
        Area("5", "Empty cell", 3, "Dust.", SRC),
    ]
    found, _ = encounters_of(
        areas, [troll, goblin], tables=load_tables(), catalog=make_catalog([]), file="m.pdf"
    )
    return found


def apply(*entries: dict) -> tuple[Encounter, ...]:
    return apply_overrides(encounters(), overrides_from_data({"overrides": list(entries)}))


def test_brief_example_file(tmp_path: Path) -> None:
    path = tmp_path / "overrides.yaml"
    path.write_text(
        "overrides:\n"
        '  - match: {area: "3", obstacle: troll}\n'
        "    set: {rating: 8}\n"
        '    reason: "The troll here is the boss of level 1"\n'
        '  - match: {area: "5"}\n'
        "    set: {skipped: true}\n"
        '    reason: "Cut for time"\n'
    )
    result = apply_overrides(encounters(), load_overrides(path))
    troll = result[0].obstacles[0]
    assert troll.rating == 8 and troll.why.startswith("The troll here is the boss of level 1")
    assert "was: OR 6" in troll.why
    assert result[1].skipped and not result[0].skipped


def test_reapplying_to_a_fresh_conversion_gives_the_same_result() -> None:
    entry = {
        "match": {"area": "Troll Bridge", "threat": "Flooding"},
        "set": {"rating": 4},
        "reason": "waist-deep",
    }
    assert apply(entry) == apply(entry)
    assert {t.name: t.rating for t in apply(entry)[0].threats}["Flooding"] == 4


def test_count_override_rerates_the_additional_foes() -> None:
    result = apply(
        {
            "match": {"area": "3", "creature": "goblin"},
            "set": {"count": 9},
            "reason": "the whole warband",
        }
    )
    goblins = next(c for c in result[0].creatures if c.name == "goblin")
    assert goblins.count == 9
    foes = {t.name: t for t in result[0].obstacles[0].threats}["Additional foes (goblin)"]
    assert foes.rating == 9 and "whole warband" in foes.why


def test_add_and_remove_threats() -> None:
    added = apply(
        {
            "match": {"area": "3", "obstacle": "Troll"},
            "set": {"add_threat": {"name": "Club", "rating": 2}},
            "reason": "big club",
        }
    )
    assert {t.name: t.rating for t in added[0].obstacles[0].threats}["Club"] == 2
    removed = apply(
        {
            "match": {"area": "3", "obstacle": "troll", "threat": "Huge"},
            "set": {"remove": True},
            "reason": "a runt",
        }
    )
    assert "Huge" not in {t.name for t in removed[0].obstacles[0].threats}


def test_unmatched_override_is_an_error_naming_it() -> None:
    with pytest.raises(OverridesError, match=r"override #1 .*'dragon'.* matches nothing"):
        apply(
            {
                "match": {"area": "3", "obstacle": "dragon"},
                "set": {"rating": 9},
                "reason": "no dragon here",
            }
        )
    with pytest.raises(OverridesError, match="#1.*area: '99'"):
        apply({"match": {"area": "99"}, "set": {"skipped": True}, "reason": "gone"})


@pytest.mark.parametrize(
    "entry",
    [
        {"match": {"area": "3"}, "set": {"rating": 8}, "reason": "x"},
        {"match": {"area": "3", "obstacle": "troll"}, "set": {"skipped": True}, "reason": "x"},
        {"match": {"area": "3", "obstacle": "troll"}, "set": {"rating": 13}, "reason": "x"},
        {"match": {"area": "3", "obstacle": "troll"}, "set": {"rating": 8}},
        {
            "match": {"area": "3", "obstacle": "troll"},
            "set": {"rating": 8, "count": 2},
            "reason": "two things",
        },
        {"match": {"obstacle": "troll"}, "set": {"rating": 8}, "reason": "no area"},
    ],
)
def test_invalid_entries_are_refused(entry: dict) -> None:
    with pytest.raises(OverridesError):
        overrides_from_data({"overrides": [entry]})


def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "overrides.yaml"
    path.write_text("overrides: [\n")
    with pytest.raises(OverridesError, match="not valid YAML"):
        load_overrides(path)
    with pytest.raises(OverridesError, match="cannot read"):
        load_overrides(tmp_path / "missing.yaml")


def test_overrides_add_an_obstacle_a_weakness_a_strength_and_a_way_around() -> None:
    result = apply(
        {
            "match": {"area": "5"},
            "set": {"add_obstacle": {"name": "Collapsing ceiling", "rating": 4, "kind": "hazard"}},
            "reason": "The ceiling here is about to give way (read aloud on p.3)",
        },
        {
            "match": {"area": "3", "obstacle": "troll"},
            "set": {"add_weakness": {"name": "sunlight"}},
            "reason": "This troll turns to stone in daylight",
        },
        {
            "match": {"area": "3", "obstacle": "troll"},
            "set": {"add_strength": {"name": "iron hide", "cancelled_by": ["magic weapon"]}},
            "reason": "Only enchanted blades bite",
        },
        {
            "match": {"area": "3", "obstacle": "troll"},
            "set": {"add_avoid": "pay the bridge toll"},
            "reason": "The troll lets anyone pass for a silver piece",
        },
        {
            "match": {"area": "3", "threat": "Flooding"},
            "set": {"add_avoid": "open the sluice"},
            "reason": "The sluice drains the room",
        },
    )
    (ceiling,) = result[1].obstacles
    assert (ceiling.id, ceiling.kind, ceiling.rating) == ("collapsing-ceiling", "hazard", 4)
    assert ceiling.why.startswith("The ceiling here is about to give way")
    troll = result[0].obstacles[0]
    assert troll.weaknesses[-1].name == "sunlight"
    assert troll.strengths[-1].cancelled_by == ("magic weapon",)
    assert [a.how for a in troll.avoid] == ["pay the bridge toll"]
    flooding = {t.name: t for t in result[0].threats}["Flooding"]
    assert [a.how for a in flooding.avoid] == ["open the sluice"]
    assert flooding.avoid[0].why == "The sluice drains the room (GM override)"


def test_overrides_rename_a_threat_an_obstacle_and_the_area() -> None:
    result = apply(
        {
            "match": {"area": "3", "obstacle": "troll"},
            "set": {"rename": "Old Grumblegut"},
            "reason": "The troll has a name in the read-aloud text",
        },
        {
            "match": {"area": "3", "threat": "Flooding"},
            "set": {"rename": "Rising tide"},
            "reason": "It is the sea coming in",
        },
        {"match": {"area": "5"}, "set": {"rename": "Bone cell"}, "reason": "Heading was cut"},
    )
    troll = result[0].obstacles[0]
    assert troll.name == "Old Grumblegut" and troll.id == "troll"
    assert "was: named 'Troll'" in troll.why
    # the rest of the fight still follows the renamed leader
    assert any(o.after == "troll" for o in result[0].obstacles)
    assert "Rising tide" in {t.name for t in result[0].threats}
    assert result[1].area.name == "Bone cell"


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (
            {
                "match": {"area": "3", "obstacle": "troll"},
                "set": {"add_obstacle": {"name": "x", "rating": 1, "kind": "trap"}},
            },
            "match only the area",
        ),
        ({"match": {"area": "3"}, "set": {"add_weakness": {"name": "fire"}}}, "needs an obstacle"),
        (
            {"match": {"area": "3"}, "set": {"add_avoid": "sneak by"}},
            "needs an obstacle or a threat",
        ),
        ({"match": {"area": "3", "obstacle": "troll"}, "set": {"rename": "Bob"}}, "reason"),
    ],
)
def test_new_changes_are_checked_before_use(entry: dict, message: str) -> None:
    if message == "reason":
        entry = {**entry}  # no reason: the schema refuses it
        with pytest.raises(OverridesError, match="reason"):
            overrides_from_data({"overrides": [entry]})
        return
    with pytest.raises(OverridesError, match=message):
        overrides_from_data({"overrides": [{**entry, "reason": "because"}]})


def test_an_added_way_for_a_missing_obstacle_matches_nothing() -> None:
    with pytest.raises(OverridesError, match="matches nothing"):
        apply(
            {
                "match": {"area": "3", "obstacle": "dragon"},
                "set": {"add_avoid": "feed it"},
                "reason": "no dragon here",
            }
        )
