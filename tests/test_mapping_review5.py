"""Review 5 of issue #11 (docs/mapping-review.md): which printed block a name takes, who lies at
rest, and what each kind of foe keeps in a fight. Every text and block is written for these
tests (a "fiend" and its kin, a "gray gnome" printed twice, a bandit chief with ogres)."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from stages import encounters_of

from converter.dmd_models import Encounter
from converter.mapping.catalog import CatalogEntry, make_catalog
from converter.mapping.tables import load_tables
from converter.models import Area, BBox, CreatureMention, Source, StatBlock
from converter.write.yaml_files import encounter_to_dict

TABLES = load_tables()
# One-word catalog names are the creature kinds a modifier can name.
KINDS = make_catalog([CatalogEntry("Goat", cr="0"), CatalogEntry("Vulture", cr="0")])
SCHEMA = json.loads(
    (Path(__file__).parents[1] / "schemas" / "encounter.schema.json").read_text("utf-8")
)


def src(page: int, top: float = 100.0, bottom: float = 300.0) -> Source:
    return Source("m.pdf", page, BBox(50.0, top, 300.0, bottom))


def mention(name: str, count: int | None = 1, page: int = 2) -> CreatureMention:
    return CreatureMention(name, count, str(count or ""), src(page))


def block(name: str, hit_dice: str, page: int = 1, **fields: object) -> StatBlock:
    top = float(fields.pop("top", 120.0))  # type: ignore[arg-type]
    return StatBlock(name, page, "bx", src(page, top, top + 20), hit_dice=hit_dice, **fields)  # type: ignore[arg-type]


def area(
    text: str,
    *creatures: CreatureMention,
    page: int = 2,
    key: str = "4",
    blocks: tuple[str, ...] = (),
    top: float = 100.0,
) -> Area:
    return Area(key, f"Room {key}", page, text, src(page, top, top + 200), creatures, blocks)


def convert(areas: list[Area], blocks: list[StatBlock]) -> tuple[Encounter, ...]:
    encounters, _ = encounters_of(areas, blocks, tables=TABLES, catalog=KINDS, file="m.pdf")
    for encounter in encounters:
        data = {"kind": "encounter", **encounter_to_dict(encounter)}
        data.pop("$schema", None)
        jsonschema.Draft202012Validator(SCHEMA).validate(data)
    return encounters


def taken(encounter: Encounter) -> dict[str, str | None]:
    return {c.name: c.statblock for c in encounter.creatures}


# ------------------------------------------------------------ head nouns and modifiers


def test_a_bare_head_noun_takes_the_one_block_of_that_noun() -> None:
    (room,) = convert(
        [area("A fiend squats on the altar.", mention("fiend"))], [block("Vulture Fiend", "8+1")]
    )
    assert taken(room) == {"fiend": "Vulture Fiend"}


def test_a_modifier_naming_another_creature_refuses_the_block() -> None:
    # "goat-headed" names a goat; the printed block is a vulture's kind of fiend.
    (room,) = convert(
        [area("The fiend waits. A goat-headed fiend squats on the altar.", mention("fiend"))],
        [block("Vulture Fiend", "8+1")],
    )
    assert taken(room) == {"fiend": None}
    assert room.obstacles[0].rating == int(TABLES.difficulty["unknown_creature"])


def test_a_modifier_naming_no_creature_contradicts_nothing() -> None:
    (room,) = convert(
        [area("A four-armed fiend squats on the altar.", mention("fiend"))],
        [block("Vulture Fiend", "8+1")],
    )
    assert taken(room) == {"fiend": "Vulture Fiend"}


def test_a_proper_name_and_its_appositive_are_one_creature() -> None:
    text = "Vorgath the goat-headed fiend sleeps on a heap of bones. The fiend wakes at noise."
    (room,) = convert(
        [area(text, mention("fiend"), blocks=("Vorgath",))],
        [block("Vulture Fiend", "8+1"), block("Vorgath", "10", page=2, top=200.0)],
    )
    assert taken(room) == {"fiend": "Vorgath"}  # the text's name, the named one's block
    (fight,) = room.obstacles
    assert fight.name == "Vorgath" and fight.statblock == "Vorgath"
    assert not any(t.foe == "fiend" for t in fight.threats)


def test_a_common_noun_before_the_is_no_proper_name() -> None:
    # "three wolves the size of ponies": no name, no appositive; both kinds stay.
    text = "An ogre the goblin fears sits here. The goblin hides."
    (room,) = convert(
        [area(text, mention("ogre"), mention("goblin"))],
        [block("Ogre", "4+1"), block("Goblin", "1-1")],
    )
    assert set(taken(room)) == {"ogre", "goblin"}


# ------------------------------------------------------------------ same-named blocks


def test_same_named_blocks_each_serve_their_own_area_then_the_nearest_before() -> None:
    blocks = [
        block("Gray Gnome", "1", page=2, top=150.0),
        block("Gray Gnome", "3", page=3, top=150.0),
    ]
    rooms = convert(
        [
            area(
                "Two gray gnomes dig.",
                mention("gray gnome", 2),
                page=2,
                key="1",
                blocks=("Gray Gnome",),
            ),
            area(
                "A gray gnome sings.",
                mention("gray gnome"),
                page=3,
                key="2",
                blocks=("Gray Gnome",),
            ),
            area("A gray gnome naps.", mention("gray gnome"), page=4, key="3"),
        ],
        blocks,
    )
    hd_to_or = {1: rooms[0].obstacles[0].rating, 3: rooms[1].obstacles[0].rating}
    assert "HD 1" in rooms[0].obstacles[0].why and "p.2" in rooms[0].obstacles[0].why
    assert "HD 3" in rooms[1].obstacles[0].why and "p.3" in rooms[1].obstacles[0].why
    assert hd_to_or[1] < hd_to_or[3]
    # printed in no area: the nearest block printed before it (page 3), not the first
    assert "HD 3" in rooms[2].obstacles[0].why and "p.3" in rooms[2].obstacles[0].why


# ------------------------------------------------------------------------- at rest


def test_a_creature_in_its_resting_place_is_no_foe() -> None:
    text = "The final resting place of the king: a stone coffin and a dusty crown."
    (room,) = convert([area(text, mention("king"))], [block("King", "6")])
    (king,) = room.creatures
    assert king.role == "at-rest" and king.why is not None and "resting place of" in king.why
    assert room.obstacles == ()


def test_a_creature_met_awake_before_the_remains_stays_a_foe() -> None:
    text = "Three orcs guard the remains of the orc camp."
    (room,) = convert([area(text, mention("orc", 3))], [block("Orc", "1")])
    assert [c.role for c in room.creatures] == [None]
    assert room.obstacles[0].name == "Orc"


# ------------------------------------------------- each kind keeps its own threats


CHIEF_AND_OGRES = (
    "A bandit chief lounges on a throne; whoever meets his eyes must save vs. spells or be "
    "charmed. Two ogres stand guard. When an ogre hits, save vs. paralysis or be stunned."
)


def chief_fight() -> Encounter:
    (room,) = convert(
        [area(CHIEF_AND_OGRES, mention("bandit chief"), mention("ogre", 2))],
        [block("Bandit Chief", "6"), block("Ogre", "4+1", size="Large")],
    )
    return room


def test_an_extra_foe_keeps_what_makes_it_dangerous() -> None:
    leader = chief_fight().obstacles[0]
    assert leader.name == "Bandit Chief"
    names = {t.name: t.rating for t in leader.threats}
    assert names["Large (ogre)"] == 1  # the ogre's size, named by its kind
    assert names["Paralysis (ogre)"] == 2  # the save beside the ogre is the ogre's
    assert "Magic" in names  # the save beside the chief is the leader's own
    assert "Paralysis" not in names and "Large" not in names


def test_the_rest_of_a_fight_does_not_copy_the_fallen_leaders_threats() -> None:
    leader, rest = chief_fight().obstacles
    assert rest.after == leader.id and rest.name.startswith("Ogre")
    names = {t.name for t in rest.threats}
    assert {"Large", "Paralysis"} <= names  # the ogres' own, now the leaders'
    assert "Magic" not in names and not any("chief" in n for n in names)


def test_a_barrier_of_energy_is_a_hazard_with_its_way_around() -> None:
    text = "A shimmering barrier seals the arch; a niche holds a lever to switch off the barrier."
    (room,) = convert([area(text)], [])
    (barrier,) = room.obstacles
    assert (barrier.kind, barrier.name) == ("hazard", "Shimmering barrier")
    assert [a.how for a in barrier.avoid] == ["work a lever to switch off the barrier"]
    (meadow,) = convert([area("A field of poppies sways in a magic breeze.")], [])
    assert meadow.obstacles == ()
