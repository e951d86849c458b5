"""Creatures an area's text names that are not there (converter.detect.creatures_presence and
creatures_sentences): the grammar of presence. Each rule is checked in several wordings, and
beside each a sentence of the same shape whose creature IS there must keep it."""

from __future__ import annotations

import pytest

from converter.detect.creatures import text_to_creatures
from converter.models import Source

KNOWN = ("Hill Troll", "Bog Hag")


def found(text: str) -> dict[str, int | None]:
    return {m.name: m.count for m in text_to_creatures(text, Source("t.pdf", 1), KNOWN)}


# Each absent sentence follows "Two rats sit here." so that the area's own creature is kept.
ABSENT = {
    "past state": [
        "An empty cage here once held a harpy.",
        "The cellar once housed three hill trolls.",
        "This hall formerly sheltered a family of ogres.",
        "The kennel previously kept 4 wolves, as the chains show.",
    ],
    "left, relative clause": [
        "The ogres that once nested here have moved to the lower caves.",
        "The goblins who once ruled this hall are gone.",
    ],
    "brought in": [
        "Shouting here brings 2d4 hobgoblins from the lower level after 1d6 rounds.",
        "Any light attracts 1d6 bats in 2 rounds.",
        "Ringing the bell draws three ogres within a turn.",
        "Noise draws 1d6 giant fire beetles up from the flooded lower level after 2 rounds.",
    ],
    "come up from": [
        "If the bell is rung, 2d6 ghouls come up from the cellars within a turn.",
        "Should anyone shout, four orcs come down from the tower.",
    ],
    "on a condition, any verb of moving in from elsewhere": [
        "If the abbey bell tolls, 2d6 hill trolls wade up from the fen within a turn.",
        "Should the drum be beaten, 2d4 ogres climb down from the ridge.",
        "When the horn sounds, 3 harpies fly in from the tower.",
        "Unless the lamps stay lit, 1d6 bats swoop over from the belfry.",
    ],
    "on a condition, appearing": [
        "Should the party linger, 2 ghouls appear.",
        "If the mirror is touched, a bog hag appears in the glass.",
        "When the candles go out, 1d4 wights appear within 2 rounds.",
    ],
    "body part": [
        "The stuffed head of an owlbear hangs over the hearth.",
        "The skin of a hill troll hangs from a hook.",
        "Claws of a wyvern are nailed to the door.",
        "A severed hand of a bog hag lies on the altar.",
        "A stuffed owlbear stands in the corner.",
        "The pelts of three wolves cover the floor.",
    ],
    "head of one creature or a counted few": [
        "The head of a goblin hangs over the door.",
        "A wanted poster offers 20 gp for the head of an owlbear.",
        "Above the hearth, the head of a hill troll leers at the room.",
        "The heads of two orcs rot on pikes by the gate.",
        "The heads of 3 bog hags sit in jars on the shelf.",
    ],
    "a creature's skull, in the possessive": [
        "A goblin's skull lies on the altar.",
        "On the shelf rests an ogre's skull, painted red.",
        "The hill troll’s head rots on a spike.",
        "Two orcs' skulls grin from a niche.",
    ],
    "a made thing in a creature's shape or form": [
        "A weathervane on the roof is cut in the shape of a hill troll.",
        "The door knocker is cast in the form of a bog hag.",
        "Its handle is carved into the shape of a wyvern.",
        "Shaped in the form of two wolves, the andirons flank the hearth.",
    ],
    "carcass": [
        "Here the cooks are butchering a mule.",
        "A fire burns where someone was roasting a boar.",
        "The floor is littered where they gnawed on a deer.",
    ],
    "bounty": [
        "A poster offers 50 gp for any hill troll brought in alive.",
        "The baron pays 10 sp for every goblin ear.",
    ],
    "writing": [
        "A letter on the table complains that the ghouls never paid their rent.",
        "A ledger lists a debt of 30 gp owed by kobolds.",
        "The captain's journal mentions two ogres seen in the hills.",
        "A note pinned to the wall warns of the bandits in the woods.",
        "A rusted cage is labelled HARPIES - DO NOT FEED.",
        "The lid is inscribed with a wyvern.",
    ],
}


@pytest.mark.parametrize(
    "sentence",
    [s for sentences in ABSENT.values() for s in sentences],
)
def test_a_creature_that_is_not_there_is_left_out(sentence: str) -> None:
    assert found(f"Two rats sit here. {sentence}") == {"rat": 2}


# The same shapes with the creature there: each must keep it.
PRESENT = [
    ("Once inside, the party sees a harpy on a perch.", {"harpy": 1}),
    ("Once held in chains, the hill troll now roams the hall.", {"hill troll": 1}),
    ("The cage once held a bear and now holds 2 wolves.", {"wolf": 2}),
    ("The ogres that guard the gate have moved to the door.", {"ogre": None}),
    ("The ogre brings his club down on the table.", {"ogre": 1}),
    ("Three ghouls come out of the pool when the party enters.", {"ghoul": 3}),
    ("If the party waits, 3 goblins crawl out from under a cart.", {"goblin": 3}),
    ("When the party enters, a ghoul appears to be asleep.", {"ghoul": 1}),
    ("Should anyone look, an ogre appears friendly.", {"ogre": 1}),
    ("Two bats have flown in from the marsh and roost here.", {"bat": 2}),
    ("An owlbear with a stuffed sack snores here.", {"owlbear": 1}),
    ("The head of the bandits, a scarred man, sits here.", {"bandit": None}),
    ("The head of the goblins sits by the fire.", {"goblin": None}),
    ("A goblin stands at the head of a column of orcs.", {"goblin": 1, "orc": None}),
    ("At the head of two orcs marches a goblin.", {"orc": 2, "goblin": 1}),
    ("A goblin's pet rat sleeps under the table.", {"rat": 1}),
    ("Two bandits sit at the table eating a stew.", {"bandit": 2}),
    ("A goblin reads a letter; two orcs watch it.", {"goblin": 1, "orc": 2}),
    ("Three rats (AC 7) guard a door.", {"rat": 3}),
    ("A bog hag offers the party a deal.", {"bog hag": 1}),
    ("Four wolves are eating. A bear watches them.", {"wolf": 4, "bear": 1}),
    ("A hill troll in the shape of a wolf prowls here.", {"hill troll": 1}),
    ("Two ogres take shape out of the mist.", {"ogre": 2}),
]


@pytest.mark.parametrize(("text", "expected"), PRESENT)
def test_a_creature_that_is_there_stays(text: str, expected: dict[str, int | None]) -> None:
    assert found(text) == expected


def test_a_bare_name_before_an_article_is_a_verb_but_not_after_a_determiner() -> None:
    # "(…) guard a door": the bare "guard" is what the rats do; "give the guard a coin": the
    # guard is there, the first object of "give"
    assert found("Some rats (the number changes) guard a sealed door.") == {"rat": None}
    assert found("The party may give the guard a coin.") == {"guard": 1}


def test_a_name_that_is_an_everyday_verb_needs_a_count() -> None:
    # "mimics voices" in a creature's abilities is what it does; a counted mimic is one
    assert found("Spear (d8); mimics voices, and three rats squeak.") == {"rat": 3}
    assert found("Two mimics wait among the chests.") == {"mimic": 2}
    assert found("A mimic lurks here as a door.") == {"mimic": 1}
