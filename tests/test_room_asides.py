"""A save or harm in brackets belongs to what the brackets are about (room_patterns
``aside_name_reach_words``): never read from the wrong creature."""

from __future__ import annotations

from test_mapping_review import convert, mention

from converter.models import Source, StatBlock

SRC = Source("module.pdf", 4)


def slug() -> StatBlock:
    return StatBlock("Giant Slug", 4, "bx", SRC, hit_dice="2")


def test_a_save_in_an_aside_about_an_item_is_not_the_creatures() -> None:
    encounter = convert(
        "Inside, a giant slug guards a rusty axe of spite (when wielding the axe, save vs. "
        "spells or shout an insult; it also mutters when not wielded).",
        mention("giant slug", 1, "a"),
        blocks=(slug(),),
    )
    creature = next(o for o in encounter.obstacles if o.kind == "creature")
    assert [t.name for t in creature.threats] == []
    # what the axe does to whoever wields it is its curse, no obstacle in the party's way
    # (room_patterns.item_use_before_save)
    assert [o.name for o in encounter.obstacles] == ["Giant Slug"]


def test_a_save_that_befalls_an_items_wearer_is_no_obstacle_but_a_trap_save_is() -> None:
    encounter = convert(
        "A silver circlet lies on the bier; anyone wearing the circlet must save vs. spells "
        "or obey the dead king. The lid hides a poison needle trap: save vs. poison or die.",
    )
    assert [(o.name, o.kind) for o in encounter.obstacles] == [("Poison needle trap", "trap")]


def test_a_save_in_brackets_right_after_the_name_is_the_creatures() -> None:
    encounter = convert(
        "Three ghouls (touch: save vs. paralysis) crouch over a corpse.",
        mention("ghoul", 3, "Three"),
        blocks=(StatBlock("Ghoul", 4, "bx", SRC, hit_dice="2"),),
    )
    ghoul, rest = encounter.obstacles
    assert "Paralysis" in {t.name for t in ghoul.threats}
    assert rest.after == ghoul.id and "Paralysis" in {t.name for t in rest.threats}


def test_a_save_in_brackets_naming_the_creature_is_the_creatures() -> None:
    encounter = convert(
        "A bronze altar stands here (if anyone touches it, the giant slug spits acid: save vs. "
        "poison or die).",
        mention("giant slug", 1, "the"),
        blocks=(slug(),),
    )
    creature = next(o for o in encounter.obstacles if o.kind == "creature")
    assert {"Poison", "Deadly"} <= {t.name for t in creature.threats}
