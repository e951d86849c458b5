"""The words the subject reader (``converter.detect.creatures_subjects``) reads sentences
with, from ``rules/lexicon/creature_subjects.yaml``: the verbs of what creatures do, in every
form a sentence prints them (third person, progressive, perfect), the states, vague counts,
openers and group words."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from converter.ruledata import load_lexicon

BE = frozenset({"is", "are"})


@dataclass(frozen=True)
class SubjectWords:
    """The words of ``rules/lexicon/creature_subjects.yaml`` the subject reader uses."""

    verbs: frozenset[tuple[str, ...]]
    bare_verbs: frozenset[str]  # "guard": the present with a plural subject
    singular_verbs: frozenset[str]  # "guards", "hurries": the present with a singular one
    perfects: frozenset[tuple[str, ...]]  # participle and the rest: ("made", "camp")
    auxiliaries: frozenset[str]  # "has", "have": the present perfect
    homes: tuple[tuple[str, ...], ...]  # "is home to": a place holds the creatures after it
    states: frozenset[str]
    vague: tuple[tuple[str, ...], ...]  # longest first
    scene: frozenset[str]
    relatives: frozenset[str]
    conditionals: frozenset[str]
    places: frozenset[str]
    participles: frozenset[str]
    settled: frozenset[str]
    pronouns: frozenset[str]
    coordinators: frozenset[str]
    groups: frozenset[str]
    party: frozenset[str]
    function_words: frozenset[str]
    max_words: int


def _third_person(verb: str) -> set[str]:
    forms = {verb, verb + "s", verb + "es"}
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        forms.add(verb[:-1] + "ies")
    return forms


def _progressive(verb: str) -> set[str]:
    forms = {verb + "ing"}
    if verb.endswith("e") and not verb.endswith("ee"):
        forms.add(verb[:-1] + "ing")
    forms.add(verb + verb[-1] + "ing")  # "sit" → "sitting"
    return forms


def _participles(verb: str, irregular: dict[str, str]) -> set[str]:
    """The past participles of ``verb``: the listed irregular one, else the -ed forms (more
    forms than English has do no harm: they are only matched against printed words)."""
    if verb in irregular:
        return {irregular[verb]}
    if verb.endswith("e"):
        return {verb + "d"}
    forms = {verb + "ed", verb + verb[-1] + "ed"}  # "lurk" → "lurked", "drag" → "dragged"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        forms.add(verb[:-1] + "ied")
    return forms


@cache
def subject_words() -> SubjectWords:
    """The subject reader's words, loaded once."""
    data = load_lexicon("creature_subjects")
    verbs: set[tuple[str, ...]] = set()
    bare: set[str] = set()
    singular: set[str] = set()
    perfects: set[tuple[str, ...]] = set()
    irregular = dict(data["irregular_participles"])
    for entry in data["animate_verbs"]:
        first, *rest = entry.split()
        bare.add(first)
        singular.update(_third_person(first) - {first})
        for form in _third_person(first) | _progressive(first):
            verbs.add((form, *rest))
        perfects.update((form, *rest) for form in _participles(first, irregular))
    vague = sorted((tuple(p.split()) for p in data["vague_counts"]), key=len, reverse=True)
    return SubjectWords(
        frozenset(verbs),
        frozenset(bare - singular),
        frozenset(singular - bare),
        frozenset(perfects),
        frozenset(data["perfect_auxiliaries"]),
        tuple(tuple(phrase.split()) for phrase in data["home_phrases"]),
        frozenset(data["animate_states"]),
        tuple(vague),
        frozenset(data["scene_adverbs"]),
        frozenset(data["person_relatives"]),
        frozenset(data["conditional_openers"]),
        frozenset(data["place_openers"]),
        frozenset(data["inverted_participles"]),
        frozenset(form for verb in data["settled_verbs"] for form in _third_person(verb)) | BE,
        frozenset(data["anaphora_pronouns"]),
        frozenset(data["clause_coordinators"]),
        frozenset(data["group_nouns"]),
        frozenset(data["party_words"]),
        frozenset(data["function_words"]),
        int(data["max_words"]),
    )


def vague_phrases() -> tuple[tuple[str, ...], ...]:
    """Indefinite amounts of several words ("any number of", "a few"), longest first: a
    plural after one is there, its number not stated (``creature_subjects.vague_counts``)."""
    return tuple(phrase for phrase in subject_words().vague if len(phrase) > 1)


def group_nouns() -> frozenset[str]:
    """Group words before "of" ("a crowd of ghouls"): a plural there, no count stated."""
    return subject_words().groups


@cache
def _descriptors() -> frozenset[str]:
    return frozenset(load_lexicon("creature_counts")["descriptors"])


def is_descriptor(word: str, by_ending: bool = True) -> bool:
    """True when ``word`` before a creature's name describes it (a state, size, colour or
    temper, ``creature_counts.descriptors``; a participle or an adjective by its ending; a
    hyphenated compound, "red-eyed") rather than being a part of its name ("mire" of "a mire hag").
    Without ``by_ending``, only the listed words: a word made so may name a kind ("horned
    demon", "winged ape"), which a subject read whole keeps."""
    if word in _descriptors():
        return True
    return by_ending and ("-" in word or (len(word) > 4 and word.endswith(_describing_endings())))


@cache
def _describing_endings() -> tuple[str, ...]:
    """The endings of a participle or an adjective (``creature_counts.describing_endings``)."""
    return tuple(load_lexicon("creature_counts")["describing_endings"])
