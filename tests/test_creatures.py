"""Creature mentions and counts in area text (converter.detect.creatures)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect.creatures import text_to_creatures
from converter.detect.creatures_names import (
    load_vocabulary,
    name_to_singular,
    plural_of,
    vocabulary_singulars,
)
from converter.models import Source

SOURCE = Source("test.pdf", 1)


def counts(text: str, known: tuple[str, ...] = ()) -> dict[str, int | None]:
    return {m.name: m.count for m in text_to_creatures(text, SOURCE, known)}


def test_digit_counts_and_plurals() -> None:
    assert counts("The entrance is guarded by 3 orcs, one in plain sight.") == {"orc": 3}
    assert counts("2 giant rats nest in the rubble.") == {"giant rat": 2}


def test_number_words_and_articles() -> None:
    assert counts("Five guards play dice while an ogre sleeps.") == {"guard": 5, "ogre": 1}
    assert counts("A goblin scavenger picks through the bins.") == {"goblin": 1}


def test_dozen_and_approximate_numbers() -> None:
    assert counts("The ghouls are ruled by a dozen vampires.") == {"vampire": 12, "ghoul": None}
    assert counts("A typical rock has about 500 ghouls.") == {"ghoul": 500}
    assert counts("half a dozen wolves howl") == {"wolf": 6}


def test_dice_are_not_fixed_counts() -> None:
    found = text_to_creatures("2d6 goblins wait here", SOURCE)
    assert [(m.name, m.count, m.count_text) for m in found] == [("goblin", None, "2d6")]
    assert counts("skeletons (1d6) rise from the graves") == {"skeleton": None}


def test_plural_without_number_has_no_count() -> None:
    assert counts("Some kobolds and several bats live here.") == {"kobold": None, "bat": None}
    assert counts("Kobolds scurry in the dark.") == {"kobold": None}


def test_describing_words_between_count_and_name() -> None:
    assert counts("Four Night Blade bandits sleep in hammocks.") == {"bandit": 4}
    assert counts("Inside, a human sized slug guards a mace.") == {"slug": 1}


def test_singular_without_article_counts_one() -> None:
    assert counts("Water cistern guarded by angry nixie.") == {"nixie": 1}


def test_longest_name_wins() -> None:
    found = counts("Gardren, a bandit captain, and four bandits hold the hall.")
    assert found == {"bandit captain": 1, "bandit": 4}
    assert counts("a bag filled with a swarm of rats") == {"swarm of rats": 1}


def test_first_numbered_mention_wins() -> None:
    assert counts("An orc waits. Later 4 orcs arrive. The orcs are tired.") == {"orc": 4}
    assert counts("3 orcs guard the door; the orc leader is asleep.") == {"orc": 3}


def test_known_names_from_stat_blocks() -> None:
    text = "The five squidmen have terrible powers. The ten giant spiders hunt."
    assert counts(text, ("Squidmen", "Giant Spider")) == {"squidman": 5, "giant spider": 10}
    assert counts("twenty eelmen", ("Eelman",)) == {"eelman": 20}


def test_definite_reference_keeps_no_count() -> None:
    assert counts("The trolls sleep.") == {"troll": None}


def test_source_is_kept() -> None:
    source = Source("x.pdf", 7)
    (mention,) = text_to_creatures("an ogre", source)
    assert mention.source == source
    assert mention.count_text == "an"


def test_plural_and_singular_forms() -> None:
    assert plural_of("squidman") == "squidmen"
    assert plural_of("harpy") == "harpies"
    assert plural_of("giant wolf") == "giant wolves"
    assert plural_of("lich") == "liches"
    assert name_to_singular("Orcs") == "orc"
    assert name_to_singular("Ape, Giant") == "giant ape"
    assert name_to_singular("Werewolves") == "werewolf"
    assert name_to_singular("Eelmen") == "eelman"


def test_vocabulary_is_lower_case_and_singular() -> None:
    vocabulary = load_vocabulary()
    assert len(vocabulary) > 200
    for singular, plural in vocabulary.items():
        assert singular == singular.lower()
        assert plural is None or plural == plural.lower()


WORDS = st.sampled_from(["orc", "orcs", "3", "five", "a", "the", "dozen", "2d6", ",", "ogre", "x"])


@settings(max_examples=60, deadline=None)
@given(st.lists(WORDS, max_size=12))
def test_counts_are_positive_or_none(words: list[str]) -> None:
    text = " ".join(words)
    first = text_to_creatures(text, SOURCE)
    assert first == text_to_creatures(text, SOURCE)
    names = [m.name for m in first]
    assert len(names) == len(set(names))
    for mention in first:
        assert mention.name == mention.name.lower()
        assert mention.count is None or mention.count >= 1


def test_everyday_words_and_place_modifiers_are_not_creatures() -> None:
    assert counts("A stair leads down into shadow.") == {}
    assert counts("A shadow lurks here.") == {"shadow": 1}
    assert counts("Guard Room. Bunks line the wall.") == {}
    assert counts("The orc nest stinks; 4 orcs sleep.") == {"orc": 4}


def test_a_swarm_is_one_creature_named_with_its_plural() -> None:
    assert counts("A swarm of crows circles the tower.") == {"swarm of crows": 1}
    assert counts("A swarm of crows circles.", ("Swarm of Crows",)) == {"swarm of crows": 1}
    assert counts("Two swarms of wasps buzz here.") == {"swarm of wasps": 2}
    assert counts("Swarms of crows circle.") == {"swarm of crows": None}
    assert counts("A swarm of rats and a swarm of this.") == {"swarm of rats": 1}
    assert name_to_singular("Swarm of Crows") == "swarm of crows"
    assert name_to_singular("Swarms of Crows") == "swarm of crows"
    assert plural_of("swarm of crows") == "swarms of crows"


def test_a_stat_line_number_is_no_count_of_the_next_name() -> None:
    # "ML 9, AL N Mire Lurker: …": the morale before the label belongs to the previous line.
    text = (
        "Two bandits doze. A mire lurker waits in the reeds. Bandits (2): AC 7, HD 1, "
        "hp 4, 5, ML 9, AL N Mire Lurker: AC 5, HD 4, hp 20, ML 10, AL C"
    )
    assert counts(text, ("Bandit", "Mire Lurker")) == {"bandit": 2, "mire lurker": 1}
    assert counts("Nearly 2,500 rats swarm the sewer.") == {"rat": 2500}


def test_unknown_creatures_open_a_sentence_as_the_subject_of_a_creatures_verb() -> None:
    # Names no vocabulary holds and no stat block gives: the sentence's grammar says they are there.
    text = (
        "Three dune lanterns are gleaming dully. Six ember moths lurk by the lamp. "
        "A lone salt wraith keeps watch at the well. A crowd of tin beggars huddle by the wall. "
        "One bog crone is chained to the post. Two brass sentinels stand guard at the gate."
    )
    assert counts(text) == {
        "ember moth": 6,
        "salt wraith": 1,
        "tin beggar": None,
        "bog crone": 1,
        "brass sentinel": 2,
    }


def test_unknown_creatures_after_an_opening_phrase_a_vague_count_or_before_who() -> None:
    # A clause's subject may follow a scene adverb or an opening phrase and its comma; "several"
    # counts a plural without a number; a relative "who" follows a person or a creature; after
    # an opening place the verb comes before its subject ("Behind … hides a single …").
    text = (
        "Several dune wardens drag a sack toward the stairs. Here six ember moths sing over a "
        "pot. Crouched behind a screen, two tin beggars wait for intruders. The hall belongs "
        "to four salt clerks, who take turns sleeping. An unknown number of reed stalkers "
        "hide in the rushes. Behind a spinning wheel hides a single ash wisp."
    )
    assert counts(text) == {
        "dune warden": None,
        "ember moth": 6,
        "tin beggar": 2,
        "salt clerk": 4,
        "reed stalker": None,
        "ash wisp": 1,
    }


def test_conditions_things_and_which_are_no_unknown_subjects() -> None:
    text = (
        "If the gong rings, two dune wardens wait at the gate. The shelf holds four copper "
        "urns, which gleam. Beyond the door, three statues wait in a row. Several lanterns "
        "hang from hooks. Behind the altar sits a single copper urn."
    )
    assert counts(text) == {}
    # a subject before the verb already: what follows the verb is its object
    assert counts("Behind it a ghoul guards a brass lantern.") == {"ghoul": 1}


def test_things_and_later_mentions_are_no_unknown_subjects() -> None:
    text = (
        "Two stone lions guard the stair. Four copper urns sit on a shelf. "
        "A mural shows six ember moths circling a lamp. If the gong rings, 2d4 dune wardens "
        "patrol here. A cold wind howls through the arrow slits. Two characters who search "
        "the rubble find a key."
    )
    assert counts(text) == {}


def _singular_by_scan(text: str) -> str | None:
    """The vocabulary scanned in order for a plural equal to ``text`` (the plain lookup)."""
    for singular, plural in load_vocabulary().items():
        if text == (plural or plural_of(singular)):
            return singular
    return None


def test_vocabulary_plurals_map_back_as_the_scan_does() -> None:
    vocabulary = load_vocabulary()
    plurals = [plural or plural_of(singular) for singular, plural in vocabulary.items()]
    for text in plurals + list(vocabulary) + ["giant orcs", "eelmen", "swarms of crows"]:
        assert vocabulary_singulars().get(text) == _singular_by_scan(text)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(sorted(load_vocabulary())), min_size=1, max_size=2), st.booleans())
def test_printed_plurals_come_back_singular_as_the_scan_finds(
    names: list[str], capitals: bool
) -> None:
    text = " ".join(plural_of(name) for name in names)
    printed = text.title() if capitals else text
    expected = _singular_by_scan(text)
    if expected is not None and text not in load_vocabulary():
        assert name_to_singular(printed) == expected
