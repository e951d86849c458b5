"""Which creature mentions are creatures present (converter.detect.creatures): cross-references,
comparisons, backstory, statistics and things are left out; two names for one creature fold."""

from __future__ import annotations

import pytest

from converter.detect.creatures import text_to_creatures
from converter.models import Source

SOURCE = Source("test.pdf", 1)


def counts(
    text: str, known: tuple[str, ...] = (), local: tuple[str, ...] = ()
) -> dict[str, int | None]:
    found = text_to_creatures(text, SOURCE, known, local_names=local)
    return {m.name: m.count for m in found}


def test_cross_references_are_not_present() -> None:
    text = "Four cultists argue. If the alarm sounds, the goblins in area 3 bar their door."
    assert counts(text) == {"cultist": 4}
    assert counts("They can call a sky squid, see p. 5.", ("Sky Squid",)) == {}
    assert counts("Besides the guards described above, four bandits sleep here.") == {"bandit": 4}
    assert counts("The ogre (see area 7) is away; 2 orcs remain.") == {"orc": 2}


def test_comparisons_and_transformations_are_not_present() -> None:
    assert counts("The pillars rise like a troll from the water.") == {}
    assert counts("A ship built into what looks like a gargantuan centipede.") == {}
    assert counts("The vampire can shape change into a large bat at will.") == {"vampire": 1}
    assert counts("Their song can call forth a kraken.") == {}
    assert counts("A hulking brute, larger than an ogre, blocks the way.") == {}


def test_backstory_and_roles_are_not_present() -> None:
    text = "Vask sleeps here. A former river pirate, he shares the room with an ogre."
    assert counts(text) == {"ogre": 1}
    assert counts("Clearly, being a pirate is lucrative.") == {}
    assert counts("Save or be paralysed unless you're an elf.") == {}
    assert counts("There are no goblins here, only 3 rats.") == {"rat": 3}


def test_a_denial_does_not_reach_over_a_list() -> None:
    assert counts("no catapults and a greedy pirate crew") == {"pirate": 1}


def test_statistics_and_things_are_not_creatures() -> None:
    text = "2 bog hounds are chained here; use the wolf statistics."
    assert counts(text, ("Bog Hound",)) == {"bog hound": 2}
    assert counts("The rock is easy to avoid with a spy glass.") == {}
    assert counts("They are not involved in the slave trade.", ("Slave",)) == {}
    badge = "A scribe polishes a pilgrim badge on its sleeve."
    assert counts(badge, ("Scribe", "Pilgrim")) == {"scribe": 1}


def test_a_name_used_as_a_verb_is_not_a_creature() -> None:
    assert counts("Two bandits guard this cavern.") == {"bandit": 2}


def test_a_name_before_a_local_stat_block_is_another_name_for_it() -> None:
    text = "A ship with twenty elven pirates. The greedy pirate gray elves attack."
    known = ("Gray Elf", "Pirate")
    assert counts(text, known, local=("Gray Elf",)) == {"gray elf": 20}
    # without the stat block printed here, the names stay apart
    assert "pirate" in counts(text, known)


def test_a_short_name_folds_into_the_longer_name() -> None:
    text = "Two enormous crabs click their claws. He is attended by 2 giant crabs."
    assert counts(text) == {"giant crab": 2}
    text = "A silt troll lairs here. The troll hates fire."
    assert counts(text, ("Silt Troll",)) == {"silt troll": 1}
    # different numbers are different creatures
    assert counts("2 dire wolves and 4 wolves howl.") == {"dire wolf": 2, "wolf": 4}


def test_a_definite_singular_does_not_count_one_after_a_plural() -> None:
    assert counts("Whales sing here. Your ship is swallowed by the whale.") == {"whale": None}


def test_man_words_over_known_animals_and_crew_numbers() -> None:
    text = 'Monkeyman Caravel. "Monkeymen" sail a caravel with a catapult and 10 crew.'
    assert counts(text) == {"monkeyman": 10}
    assert counts("Ratmen sail here.") == {"ratman": None}
    assert counts("A woman and a fisherman wait.") == {}
    # two uncounted creatures: the crew number is not given to either
    assert counts("Ratmen and lizardmen crew the ship, 12 crew in all.") == {
        "ratman": None,
        "lizardman": None,
    }


def test_a_number_before_an_ed_word_describes() -> None:
    assert counts("The throne room is guarded by a four armed bone golem.") == {"bone golem": 1}
    assert counts("Three headless zombies shuffle about.") == {"zombie": 3}
    # a count agrees with its noun: before a plural the number counts, -ed word or not
    assert counts("The cave holds 3 horned demons.") == {"demon": 3}
    assert counts("Four winged wolves circle the tower.") == {"wolf": 4}


def test_lairs_and_groups_have_their_creatures_uncounted() -> None:
    assert counts("baboon lair full of the sound of madness") == {"baboon": None}
    assert counts("Minotaur fishermen mistrust anybody.") == {"minotaur": None}
    assert counts("The baboon treasure lies in a chest.") == {}


def test_an_epithet_after_a_proper_name_is_the_creature() -> None:
    text = "Cheirofrastus the boar-headed demon rules this place."
    assert counts(text, ("Cheirofrastus",)) == {"demon": 1}
    # a module's own name before a determiner is not taken for a verb
    assert counts("Cheirofrastus the mighty rules.", ("Cheirofrastus",)) == {"cheirofrastus": 1}


def test_a_sentence_opening_word_is_not_a_proper_name() -> None:
    assert counts("While the priest is on this level, 2d4 skeletons wait.") == {"skeleton": None}


def test_speech_and_tables_of_possibilities_are_not_present() -> None:
    text = 'Cursing is heard: "All orcs should be killed!" Inside, a slug guards a mace.'
    assert counts(text) == {"slug": 1}
    text = "3 stirges roost above the sacks. Wandering monsters: 1-2 giant rats (1d4)."
    assert counts(text) == {"stirge": 3}
    text = "Whales sing. Roll 1d6 for what happens: 1. a lich rises 2. a wraith screams"
    assert counts(text) == {"whale": None}


def test_a_die_titled_table_without_a_colon_is_possibilities() -> None:
    # a page-foot table: its title names a die, its rows follow as lines with no colon between
    for title in ("On this page, roll d6 each turn", "Roll a d8 hourly", "roll 1d6 per watch"):
        text = f"Six newts doze. {title} 1 1d4 ogres hunting 2 An ash imp 3 Two wolves"
        assert counts(text) == {"newt": 6}
    # prose that rolls a die and then counts is no table: its creatures stay
    text = "Roll 1d6 for each of the 1 or 2 doors. Six newts doze."
    assert counts(text) == {"newt": 6}
    text = "Roll 1d6 as 1 Orc enters. 2 Orcs sit here. Six newts doze."
    assert counts(text)["newt"] == 6


def test_a_title_closed_by_its_die_opens_a_table_of_possibilities() -> None:
    # whatever the title's words, a die in brackets closing it and rows 1 and 2 make a table
    titles = ("Wandering (d6)", "If the dice say so (d8)", "Lurkers (1 in 6, then d6)")
    for title in titles:
        text = f"Six newts doze. {title} 1 A hill troll (see area 4) 2 1d8 wolves hunting"
        assert counts(text) == {"newt": 6}
    # a damage or count die in brackets before prose is no table: its creatures stay
    text = "An ogre swings a club (1d8) 1 time, and 2 Orcs laugh. Six newts doze."
    assert counts(text) == {"ogre": 1, "orc": 2, "newt": 6}
    text = "Goblins (2d4) sleep here; 1 of them snores. Six newts doze."
    assert counts(text) == {"goblin": None, "newt": 6}


def test_a_gm_instruction_to_change_the_encounter_is_not_present() -> None:
    # an "adjusting the encounter" list: each item tells how to change the fight, after a label
    for label in ("Strong: ", "Very strong: ", "Party of 7: ", ""):
        text = f"Six newts doze. {label}Add two skeletons. {label}Remove one ogre."
        assert counts(text) == {"newt": 6}
    assert counts("Replace the wolves with three bears. Six newts doze.") == {"newt": 6}
    # a sentence that only starts with the same letters is told as ever
    assert counts("Additional goblins wait here. Six newts doze.")["newt"] == 6
    assert "goblin" in counts("Additional goblins wait here.")


def test_hypothetical_cases_are_not_present() -> None:
    assert counts("If you're not an orc, it is sludge; if an orc, it is honey.") == {}


def test_a_plural_name_used_as_a_verb_is_not_a_creature() -> None:
    assert counts("A skeleton in an apron guards the room.") == {"skeleton": 1}


def test_traces_likenesses_and_remains_of_a_creature_are_not_the_creature() -> None:
    # what a creature left or what stands for it: "<noun> of <creature>", "<creature> <noun>"
    text = (
        "Old tracks of a marsh toad lead north. Signs of an owlbear are everywhere. "
        "Troll footprints cross the mud. A statue of an ogre stands here. A painting of two "
        "wolves hangs by the door. The remains of three goblins lie in a heap."
    )
    assert counts(text, ("Marsh Toad",)) == {}
    # a trace tied to its maker by "left/made by": the maker passed by
    text = (
        "A muddy trail left by a harpy leads out of the room. Fresh tracks made by two wolves "
        "cross the mud. Droppings left here by bats cover the floor. Old prints laid by "
        "a marsh toad fade."
    )
    assert counts(text, ("Marsh Toad",)) == {}
    # "left by" after no trace is no trace: "a door left open by a goblin who sleeps here"
    assert counts("The door was left open by a goblin who sleeps here.") == {"goblin": 1}
    # the same words as verbs after a creature are no trace
    assert counts("A troll tracks the party. Two goblins sign the pact.") == {
        "troll": 1,
        "goblin": 2,
    }
    # a thing noun in -s after "a <creature>" is its verb: the creature stays, not its remains
    assert counts("Only a bog wight remains here.", ("Bog Wight",)) == {"bog wight": 1}
    assert counts("Ghoul remains lie by the door.") == {}


def test_likenesses_and_creatures_elsewhere_are_not_present() -> None:
    assert counts("The nave has statues of elves with raised hands.") == {}
    text = "A stone gargoyle juts out above the door. The gargoyle can speak."
    assert counts(text) == {}
    assert counts("They avoid the stirges above.") == {}
    assert counts("Two orcs guard it; the ogre elsewhere sleeps.") == {"orc": 2}


def test_only_a_clause_opening_proper_name_takes_an_epithet() -> None:
    assert counts("Rain seeks help against Meron the elf and his men.") == {}
    assert counts("Four bandits (Sanda, Polard the Mule, Julette) sit here.") == {"bandit": 4}


def test_a_sentence_giving_a_chance_is_a_possibility() -> None:
    text = "The crew are 20 eelmen. There is a 1 in 6 chance that its hold holds fifty slaves."
    assert counts(text, ("Eelman", "Slave")) == {"eelman": 20}


def test_a_character_known_only_by_name_is_there_when_the_text_follows_it() -> None:
    text = (
        "Two bandits watch the pit while Ralavaz languishes in the mud, held here by his "
        "brother Gardren. If Ralavaz is rescued, he tells how his brother Gardren was alive."
    )
    assert counts(text) == {"bandit": 2, "ralavaz": 1}
    # a name that an appositive describes is carried by its creature noun
    text = "Gardren, a bandit captain, sits here. Gardren wields a sword. Gardren laughs."
    assert counts(text) == {"bandit captain": 1}
    # a statistic's label opening clauses of stat lines is no character ("Atk")
    text = (
        "Two bandits wait. Fen Lurker: Init +1; Atk claw +2 melee (1d4); AC 12; HD 2d8. "
        "Bog Hound: Init +0; Atk bite +1 melee (1d6); AC 11; HD 1d8."
    )
    assert "atk" not in counts(text)


@pytest.mark.parametrize(
    "text",
    [
        # capitalised only where a sentence opens: a noun the word list lacks, no one's name
        "Two rats sit here. Draughts make the lamp flames lean east. Draughts chill the room.",
        "Mould furs the walls. Two rats sit here. Mould hides the far door!",
        "Two rats sit here.\nVapours rise from a crack. When the door opens: Vapours\nspill out.",
    ],
)
def test_a_capital_only_at_sentence_starts_is_no_name(text: str) -> None:
    assert counts(text) == {"rat": 2}


@pytest.mark.parametrize(
    "text",
    [
        "Ralavaz sleeps here. Ralavaz wakes when the party comes near Ralavaz's bed.",
        "Two rats sit here. Tell Ralavaz nothing. Ralavaz sleeps. Ralavaz wakes at noon.",
        "Two rats sit here, and Ralavaz watches them. Ralavaz laughs; Ralavaz waits.",
    ],
)
def test_a_name_printed_capitalised_mid_sentence_stays_a_character(text: str) -> None:
    assert counts(text)["ralavaz"] == 1


def test_a_sentence_of_purpose_is_a_goal() -> None:
    text = "Three harpies nest here. To open the vault, you must bribe an ogre."
    assert counts(text) == {"harpy": 3}
    text = "In order to cross, the party should tame a wyvern. A troll sleeps."
    assert counts(text) == {"troll": 1}
    # an opening "To" that is a place is no purpose
    assert counts("To the north, 3 orcs wait.") == {"orc": 3}
    assert counts("To one side, an ogre snores.") == {"ogre": 1}


def test_a_denial_before_a_name_and_its_describing_words() -> None:
    assert counts("It is not a goblin but a kobold.") == {"kobold": 1}
    assert counts("The hermits are not hungry ghouls.") == {}
    # the object of a denied verb may still be there
    assert counts("Do not wake the goblins.") == {"goblin": None}
    assert counts("The party does not see 3 orcs behind the door.") == {"orc": 3}
    assert counts("Not only goblins live here.") == {"goblin": None}


def test_the_agent_of_a_past_passive_is_elsewhere() -> None:
    assert counts("The gold was stolen by kobolds long ago.") == {}
    assert counts("Every book has been burned by the orcs.") == {}
    # a present passive keeps its creatures
    assert counts("The hall is guarded by 3 kobolds.") == {"kobold": 3}


def test_history_after_a_name_is_backstory() -> None:
    assert counts("Two ogres doze. The gnolls have long since fled this place.") == {"ogre": 2}
    assert counts("The dwarves once ruled these halls.") == {}
    assert counts("The elves used to dance here; a wight lurks now.") == {"wight": 1}
    # "once" as a conjunction is no history
    assert counts("The orcs attack once the door opens.") == {"orc": None}


def test_a_definite_name_whose_block_is_elsewhere_refers_to_its_own_area() -> None:
    text = "A hobgoblin chief broods here. The goblins fear him and bring him meat."
    known = ("Hobgoblin", "Goblin")
    assert counts(text, known, local=("Hobgoblin",)) == {"hobgoblin": 1}
    # without a stat block printed here, or with a count, the goblins stay
    assert counts(text, known) == {"hobgoblin": 1, "goblin": None}
    text = "A hobgoblin chief broods here with 3 goblins. The goblins fear him."
    assert counts(text, known, local=("Hobgoblin",)) == {"hobgoblin": 1, "goblin": 3}


def test_a_possessive_owner_makes_a_kept_creature_present() -> None:
    assert counts("The ogre's pet wolf growls. The pet wolf snarls at you.") == {"wolf": 1}
    assert counts("The priest's hounds bark at the door.") == {"hound": None}
    assert counts("The priests' hounds bark at the door.") == {"hound": None}
    assert counts("The ogre's three wolves howl.") == {"wolf": 3}
    assert counts("It's wolf weather, there's hound fur on the floor.") == {}
    # another presence rule still drops it: a likeness, a thing, a cross-reference
    assert counts("The ogre's stone wolf stands here.") == {}
    assert counts("The ogre's wolf statue stands here.") == {}
    assert counts("The ogre's wolves in area 3 howl.") == {}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Three skeletons stand guard by the door.", {("skeleton", 3)}),
        ("Four skeletons are on guard.", {("skeleton", 4)}),
        ("Two orcs keep guard here.", {("orc", 2)}),
        ("A guard stands at the gate.", {("guard", 1)}),
    ],
)
def test_a_duty_idiom_is_no_creature(text: str, expected: set[tuple[str, int]]) -> None:
    found = {(c.name, c.count) for c in text_to_creatures(text, Source("x.pdf", 1), ())}
    assert found == expected
