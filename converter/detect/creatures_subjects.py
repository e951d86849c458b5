"""Creatures no vocabulary knows, read from the grammar of a scene sentence.

A module's own monsters ("lamprey eels", "a brass sentinel") often have no stat block and no
entry in the bundled vocabulary. A sentence still says they are there when it opens with a
counted noun phrase that is the subject of something only a creature does: "Four lamprey
eels copy old scrolls.", "A lone grey ooze keeps watch from a ledge.", "2 dune wardens are
sharpening their blades.", "A band of mire hags squat around a fire." (no count stated). The
verbs, states and group words are in ``rules/lexicon/creature_subjects.yaml``. A terse key
says it with no verb: a sentence that is only a count and a plural name ("9 Mire Toads.",
"Many Soot Rats.") lists a group that is there (``creatures_listed``).

Only a sentence's opening is read: a mention later in a sentence ("a mural shows wolves
hunting", "if the alarm sounds, 2d6 guards arrive") is left to the vocabulary reader and its
presence rules. A subject whose head is a thing, a place or a likeness ("two statues guard
the door") is no creature.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass

from converter.detect.creatures_presence import (
    IMAGE_NOUNS,
    PLACE_NOUNS,
    THING_NOUNS,
    Token,
)
from converter.detect.creatures_subject_counts import ARTICLES as _ARTICLES
from converter.detect.creatures_subject_counts import (
    DICE_RE,
    INDEFINITE_ARTICLES,
    NUMBER_WORDS,
)
from converter.detect.creatures_subject_counts import (
    count_at as _count_at,
)
from converter.detect.creatures_subject_words import BE as _BE
from converter.detect.creatures_subject_words import is_descriptor
from converter.detect.creatures_subject_words import subject_words as _words
from converter.detect.statblock_common import is_plural, singular_name
from converter.ruledata import load_lexicon

SENTENCE_ENDS = {".", "!", "?", ";"}
_LONGEST_VERB = 4  # words in the longest verb phrase of the lexicon ("take up residence")


@dataclass(frozen=True)
class Subject:
    """A creature name read from the text (a sentence's subject, or any mention the creature
    detector reads): singular name, count and count as printed."""

    name: str
    count: int | None
    count_text: str
    numbered: bool  # the count came from a number, not from an article, noun or group word


def _is_animate(tokens: Sequence[Token], index: int) -> bool:
    """True when ``tokens[index:]`` opens with what only a creature does."""
    words = _words()
    lowered = tuple(t.lower for t in tokens[index : index + _LONGEST_VERB + 1])
    if any(lowered[:size] in words.verbs for size in range(1, _LONGEST_VERB + 1)):
        return True
    if lowered[:1] and lowered[0] in words.settled - _BE and lowered[1:2] in words.verbs:
        return lowered[1].endswith("ing")  # "sits mending a net": what only a creature does
    if lowered[:1] and lowered[0] in words.auxiliaries:  # "have made camp", "has lurked"
        return any(lowered[1 : 1 + size] in words.perfects for size in range(1, _LONGEST_VERB + 1))
    if lowered[:1] and lowered[0] in _BE and len(lowered) > 1:
        return lowered[1:2] in words.verbs or lowered[1] in words.states
    return False


def opens_relative(tokens: Sequence[Token], index: int) -> bool:
    """True when ``tokens[index:]`` is "that" / "which" and a creature's verb: a relative
    clause about the noun before it ("the clay golem that hunts this hex")."""
    return (
        index + 1 < len(tokens)
        and tokens[index].lower in ("that", "which")
        and _is_animate(tokens, index + 1)
    )


def _is_relative(tokens: Sequence[Token], index: int) -> bool:
    """True when ``tokens[index:]`` is ", who …", or "that" / "which" and a creature's verb
    ("The clay golem that hunts this hex …"): what comes before is a person or creature."""
    if opens_relative(tokens, index):
        return True
    return (
        index + 1 < len(tokens)
        and tokens[index].text == ","
        and tokens[index + 1].lower in _words().relatives
    )


def _ends_subject(
    tokens: Sequence[Token],
    index: int,
    opening: bool,
    inverted: bool,
    settled: bool = False,
    cited: bool = False,
) -> bool:
    """True when a creature's noun phrase may end before ``tokens[index]``: a creature's verb
    follows (when the phrase opens its clause), or a relative "who" (wherever it stands); a
    subject after its verb ends with its clause; with ``settled``, a verb of being somewhere
    follows ("Only a mire hag remains", which the caller must see confirmed); with ``cited``,
    the mark of a monster book's citation follows (``cited_subjects``)."""
    if cited:
        return opening and _cited_at(tokens, index)
    if inverted:
        # a noun phrase after its verb ends with its clause: the sentence's end, or a comma
        # before what goes on about it ("… is home to eight cave crawlers, and they feign …"),
        # or a word that is a whole place ("There are 2d4 cave crawlers here; they …")
        text = tokens[index].text
        return text in SENTENCE_ENDS or text == "," or tokens[index].lower in _WHOLE_PLACES
    if settled:
        return opening and tokens[index].lower in _words().settled
    return (opening and _is_animate(tokens, index)) or _is_relative(tokens, index)


def _next_clause(tokens: Sequence[Token], start: int) -> int | None:
    """The index of the first word of the clause after the one holding ``tokens[start]``:
    after the sentence's end, or after a comma and a word joining a clause to it ("…
    is here, and it is asleep")."""
    coordinators = _words().coordinators
    for j in range(start, len(tokens) - 1):
        if tokens[j].text in SENTENCE_ENDS:
            return j + 1
        if tokens[j].text == "," and tokens[j + 1].lower in coordinators:
            return j + 2
    return None


def _confirmed(tokens: Sequence[Token], start: int) -> bool:
    """True when the clause after the one holding ``tokens[start]`` opens with a pronoun and a
    creature's verb ("… remains here. It gnaws on a bone.", "…; they argue", "… is here,
    and it is asleep"): what the clause before set somewhere is a creature."""
    after = _next_clause(tokens, start)
    if after is None or after + 1 >= len(tokens):
        return False
    return tokens[after].lower in _words().pronouns and _is_animate(tokens, after + 1)


def _subject_at(
    tokens: Sequence[Token],
    start: int,
    opening: bool = True,
    inverted: bool = False,
    settled: bool = False,
    cited: bool = False,
) -> Subject | None:
    counted = _count_at(tokens, start)
    if counted is None:
        return None
    used, count, printed = counted
    index = start + used
    name: list[str] = []
    while index < len(tokens) and len(name) < _words().max_words:
        if name and _ends_subject(tokens, index, opening, inverted, settled, cited):
            break
        word = tokens[index]
        if (
            not (word.text.isalpha() and word.text.islower())
            or word.lower in _words().function_words
        ):
            return None
        name.append(word.lower)
        index += 1
    if not name or index >= len(tokens):
        return None
    if not _ends_subject(tokens, index, opening, inverted, settled, cited):
        return None
    head = name[-1]
    plural = is_plural(head)
    definite = tokens[start].lower == "the"
    if definite and not (opens_relative(tokens, index) or _is_relative(tokens, index)):
        # "The water hides 2d4 skeletons": things do what creatures do under "the"; only a
        # relative clause of a creature's verb ("The reed stalker that hunts …") says a being
        return None
    if definite:
        count = None if plural else 1
    if (count == 1 and plural) or (count not in (1, None) and not plural):
        return None  # "a lantern beetles", "three lantern beetle": not one noun phrase
    if count is None and not plural:
        return None  # "a band of" is followed by a plural
    if not _verb_agrees(tokens[index].lower, plural):
        return None  # "A crude nest fills …", "An iron pry bar …": the "verb" was a noun
    single = singular_name(" ".join(name)).lower()
    if single.split()[-1] in THING_NOUNS | PLACE_NOUNS | IMAGE_NOUNS:
        return None  # "two statues guard the door": a thing, however it is said to act
    if _words().party.intersection(name):
        return None  # "a character who searches the rubble": the party, not a foe
    numbered = count is not None and tokens[start].lower not in _ARTICLES
    return Subject(single, count, printed, numbered)


def _verb_agrees(word: str, plural: bool) -> bool:
    """False when ``word`` is a creature's verb in the present whose number the subject's
    head does not take: a singular head takes "guards", a plural one "guard". A word that
    is both a noun and a verb ("nest", "barricade", "pry", "count") then stands in its noun
    phrase, not after it ("A crude barricade blocks the stair"). Other words (a progressive,
    "who") say nothing of number."""
    words = _words()
    return not (
        (plural and word in words.singular_verbs) or (not plural and word in words.bare_verbs)
    )


# Where a token stands in its clause (``_openings``).
_INSIDE, _SENTENCE_START, _CLAUSE_START = 0, 1, 2


def _openings(tokens: Sequence[Token]) -> list[int]:
    """For each token, whether a clause's subject may start there: a sentence's first word, or
    the one after a scene adverb ("Here six wardens wait") or after the comma that closes a
    sentence's opening phrase ("Crouched behind a screen, two wardens wait"), unless that phrase
    is a condition ("If the gong rings, two wardens patrol")."""
    words = _words()
    opens = [_INSIDE] * len(tokens)
    first, begun = "", 0  # the sentence's first word, and where it is
    for index, token in enumerate(tokens):
        previous = tokens[index - 1] if index else None
        if previous is None or previous.text in SENTENCE_ENDS:
            opens[index], first, begun = _SENTENCE_START, token.lower, index
        else:
            after_adverb = previous.lower in words.scene and opens[index - 1] == _SENTENCE_START
            after_phrase = previous.text == "," and first not in words.conditionals
            after_place = first in words.places and _after_place_phrase(tokens, index)
            after_there = _after_existential(tokens, index, opens)
            # "This is where four eels sharpen stakes": the cleft's clause opens after it
            after_cleft = tuple(t.lower for t in tokens[begun:index]) in _CLEFTS
            opened = after_adverb or after_phrase or after_place or after_there or after_cleft
            opens[index] = _CLAUSE_START if opened else _INSIDE
    return opens


def _after_existential(tokens: Sequence[Token], index: int, opens: Sequence[int]) -> bool:
    """True when ``tokens[index]`` follows a sentence's opening "There are" / "There is"
    (``creature_subjects.existential_openers``): what is said to be there opens after it
    ("There are 1d8 lamprey eels (MM 138) here")."""
    if index < 2 or opens[index - 2] != _SENTENCE_START:
        return False
    return f"{tokens[index - 2].lower} {tokens[index - 1].lower}" in _EXISTENTIALS


_EXISTENTIALS = frozenset(load_lexicon("creature_subjects")["existential_openers"])
_CLEFTS = frozenset(tuple(p.split()) for p in load_lexicon("creature_subjects")["cleft_openers"])
_PLACE_PHRASE_WORDS = 4  # the most words of an opening place phrase ("in the old east hall")


def _after_place_phrase(tokens: Sequence[Token], index: int) -> bool:
    """True when ``tokens[index]`` opens a counted subject right after a sentence's opening
    place phrase, set with no comma ("In this room three wyrms play dice", "Beneath the
    stair 2d4 rats nest"): a preposition, one determiner and its noun, then a number or a
    vague count. An article or "the" there is left alone: "In the hall a chest …" may be
    the inverted order's subject, which ``_after_inverted_verb`` reads."""
    start = index - 1
    while start > 0 and tokens[start - 1].text not in SENTENCE_ENDS:
        start -= 1
    place = tokens[start + 1 : index]
    if len(place) == 1 and place[0].lower in _WHOLE_PLACES:
        place = []  # "In here 3 mire wardens mend a net": a place of one word, then the count
    elif not 2 <= len(place) <= _PLACE_PHRASE_WORDS or place[0].lower not in _PLACE_DETERMINERS:
        return False
    if not all(t.text.isalpha() and t.text.islower() for t in place[1:]):
        return False
    words = _words()
    if any(
        t.lower in _PLACE_DETERMINERS
        or t.lower in words.function_words
        or t.lower in words.settled
        or (t.lower,) in words.verbs
        for t in place[1:]
    ):
        # a second noun phrase, a preposition opening one ("Behind a cart with one wheel
        # hides a ghoul": the wheel is the cart's), or a verb: "Around the stove sit three
        # trolls"
        return False
    word = tokens[index].lower
    counted = word.isdigit() or word in NUMBER_WORDS or DICE_RE.match(word) is not None
    vague = any(word == phrase[0] and len(phrase) == 1 for phrase in words.vague)
    # "Near a broken harp a young wyrm polishes a helmet": an indefinite article after a
    # whole place phrase opens a new noun phrase, the subject (its verb is checked after)
    return (counted or vague) and word not in _ARTICLES or word in INDEFINITE_ARTICLES


# Words that open a noun phrase of their own (a determiner, or a pronoun standing for one).
_PLACE_DETERMINERS = frozenset(load_lexicon("creature_subjects")["place_determiners"])
# Words that are a whole place after a preposition ("In here", "Behind it", "Among them").
_WHOLE_PLACES = frozenset(load_lexicon("creature_subjects")["whole_place_words"])


def _after_inverted_verb(
    tokens: Sequence[Token], index: int, first: int, settled: bool = False
) -> bool:
    """True when ``tokens[index]`` follows its verb in an inverted sentence, where English
    puts the subject after the verb: one opening with a place or a scene adverb, then a
    creature's verb ("Behind the altar lurks a single ghoul.", "Here lurk two wights."), or
    opening with what a creature is doing, then a place and "is"/"are" ("Waiting in the dark
    are four ghouls."). The place is one noun phrase with no comma; a second determiner
    before the verb is its subject already ("Inside, a slug guards a mace", "Behind it a
    ghoul guards a chest"). With ``settled``, the verb after a place is one of being somewhere
    ("Around the fire sit two tide hags"), which the caller must see confirmed."""
    words = _words()
    opener = tokens[first].lower if index >= 2 else ""
    verb = tokens[index - 1].lower if index >= 2 else ""
    if settled:
        if opener not in words.places or verb not in words.settled:
            return False
    elif opener in words.participles:
        if verb not in _BE:
            return False
    elif opener not in words.places | words.scene or (verb,) not in words.verbs:
        return False
    place = tokens[first + 1 : index - 1]
    scene_only = opener in words.scene and opener not in words.places
    if scene_only and place and place[0].lower not in words.places:
        # a scene adverb is followed by its verb or by a place phrase ("Here lurk two
        # wights", "Here in the dark lurk two wights"); anything else before the verb is its
        # subject already ("Here seven sprites graze a stolen flock": the flock is grazed)
        return False
    if _whole_place_then_more(place):
        return False
    determiners = sum(t.lower in _PLACE_DETERMINERS or t.lower.isdigit() for t in place)
    return determiners <= 1 and not any(t.text == "," for t in place)


def _whole_place_then_more(place: Sequence[Token]) -> bool:
    """True when a place phrase opens with a word that is a whole place by itself, an adverb
    or a pronoun ("In here", "Behind it", "Beneath them"), and goes on with anything but a
    further place phrase: what stands between it and the verb is the verb's subject ("In here
    2 goblins mend a torn net": the net is mended; "In here among the reeds lurks a ghoul" is
    inverted)."""
    if len(place) < 2:
        return False
    return place[0].lower in _WHOLE_PLACES and place[1].lower not in _words().places


def _after_home_phrase(tokens: Sequence[Token], index: int) -> bool:
    """True when ``tokens[index]`` follows a phrase saying a place holds creatures ("The
    chamber is home to eight cave crawlers."): the subject's place, as after a verb."""
    before = tuple(t.lower for t in tokens[max(0, index - 4) : index])
    return any(before[-len(phrase) :] == phrase for phrase in _words().homes)


def _placed_subjects(tokens: Sequence[Token]) -> list[tuple[Subject, int]]:
    found: list[tuple[Subject, int]] = []
    first = 0  # the index of the sentence's first word
    opens = _openings(tokens)
    for index, opening in enumerate(opens):
        if not index or tokens[index - 1].text in SENTENCE_ENDS:
            first = index
        subject = _subject_at(tokens, index, opening != _INSIDE)
        if (
            subject is None
            and opening == _INSIDE
            and (_after_inverted_verb(tokens, index, first) or _after_home_phrase(tokens, index))
        ):
            subject, opening = _subject_at(tokens, index, inverted=True), _SENTENCE_START
        if subject is None and _confirmed(tokens, index):
            # set somewhere, and the next clause says it acts: "Only a mire hag remains here.
            # It gnaws on a bone.", "Around the fire sit two tide hags; they argue."
            if _after_existential(tokens, index, opens):
                # "There are 2d4 cave crawlers here; they count tin tokens.": said to be
                # there, then acting: the phrase after "There are" ends with its clause
                subject = _subject_at(tokens, index, inverted=True)
            elif opening != _INSIDE:
                subject = _subject_at(tokens, index, settled=True)
            elif _after_inverted_verb(tokens, index, first, settled=True):
                subject, opening = _subject_at(tokens, index, inverted=True), _SENTENCE_START
        if subject is not None:
            found.append((subject, opening))
    return found


# What ``citations.drop_citations`` leaves in place of a monster book's citation for
# ``cited_subjects``: a character of the private use area, which no text prints.
CITATION_MARK = "\ue000"


def _cited_at(tokens: Sequence[Token], index: int) -> bool:
    """True when ``tokens[index]`` is a citation's mark followed by a lower-case word (the
    clause's verb) or the clause's end: the phrase before it is a clause's subject."""
    if tokens[index].text != CITATION_MARK:
        return False
    after = tokens[index + 1].text if index + 1 < len(tokens) else "."
    return after in SENTENCE_ENDS or after == "," or (after.isalpha() and after.islower())


def cited_subjects(tokens: Sequence[Token]) -> list[Subject]:
    """The counted noun phrases that open a clause right before the mark of a monster book's
    citation ("3 watchmen (S&W p. 145) gut eels", "A lone mercenary (MM p. 110) hums"): the
    citation says where the creature's statistics are printed, so the phrase names a
    creature whatever its verb. ``tokens`` are read from a text marked by
    ``text_to_present_text(text, CITATION_MARK)``."""
    found = []
    for index, opening in enumerate(_openings(tokens)):
        subject = _subject_at(tokens, index, opening != _INSIDE, cited=True)
        if subject is not None:
            found.append(subject)
    return found


def subjects(tokens: Sequence[Token]) -> list[Subject]:
    """The creatures that open a clause of ``tokens`` as the subject of a creature's verb, and
    the counted noun phrases a relative "who" follows."""
    return [subject for subject, _ in _placed_subjects(tokens)]


def unknown_subjects(
    tokens: Sequence[Token],
    named: Container[str],
    known: Container[tuple[str, ...]],
    listed: Sequence[Subject] = (),
) -> list[Subject]:
    """The subjects (``subjects``) the vocabulary reader did not name, ``named`` being the
    names it found and ``known`` every name form it knows. A known name before the phrase's
    head says which creature it is ("a hobgoblin chief broods": the hobgoblin); a known name
    as its head is a kind of it ("a salt wraith") only when the vocabulary reader took that
    name as present, since its presence rules rejected the rest ("two stone lions guard the
    stair": carvings), and only in a sentence's own subject: elsewhere the vocabulary reader's
    name stands ("Inside, a human sized slug guards a mace": a slug). ``listed`` are the
    groups a list gives as its own (a terse key's fragments, ``creatures_listed``; a run-in
    roster's, ``creatures_rosters``), each read as a sentence's own subject."""
    out: list[Subject] = []
    for subject, opening in [*_placed_subjects(tokens), *_listed_unknown(listed, known)]:
        words = subject.name.split()
        if _described_known(words, named, known):
            continue
        heads = [" ".join(words[i:]) for i in range(len(words)) if tuple(words[i:]) in known]
        before_head = any(
            " ".join(words[i:j]) in named
            for i in range(len(words))
            for j in range(i + 1, len(words))
        )
        rejected = bool(heads) and (heads[0] not in named or opening != _SENTENCE_START)
        # "the" opens an unknown name only: a known one keeps the vocabulary reader's verdict
        # ("the ogre's pet wolf", "the ogre elsewhere" are its to judge)
        definite = subject.count_text.lower() == "the"
        if definite and any(span in known for span in _spans(words)):
            continue
        if not before_head and not rejected and subject.name not in named:
            out.append(subject)
    return out


def _described_known(
    words: Sequence[str], named: Container[str], known: Container[tuple[str, ...]]
) -> bool:
    """True when a subject is describing words before a name the vocabulary knows or its
    reader named ("two hungry ghouls", "a large grey wolf", "a hungry mire hag"): the words
    describe the creature, whose name is the rest (``is_descriptor``, the listed words only:
    "Two horned demons lurk" names horned demons)."""
    lead = 0
    while lead < len(words) - 1 and is_descriptor(words[lead], by_ending=False):
        lead += 1
    rest = words[lead:]
    return lead > 0 and (tuple(rest) in known or " ".join(rest) in named)


def _spans(words: Sequence[str]) -> list[tuple[str, ...]]:
    """Every run of consecutive words of a name ("pet wolf" → pet, pet wolf, wolf)."""
    return [tuple(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1)]


def counted_at(tokens: Sequence[Token], index: int) -> tuple[int, int | None, str] | None:
    """A subject's count (``_count_at``), or a dice expression: a number not fixed."""
    if DICE_RE.match(tokens[index].text):
        return 1, None, tokens[index].text
    return _count_at(tokens, index)


def name_words() -> tuple[int, frozenset[str]]:
    """The most words a creature's name has, and the function words none of them is."""
    return _words().max_words, _words().function_words


def _listed_unknown(
    groups: Sequence[Subject], known: Container[tuple[str, ...]]
) -> list[tuple[Subject, int]]:
    """The listed ``groups`` no vocabulary knows (a known name is the vocabulary reader's,
    with its presence rules), each as a sentence's own subject."""
    return [(group, _SENTENCE_START) for group in groups if tuple(group.name.split()) not in known]
