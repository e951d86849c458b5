"""Which creature mentions of an area's text are creatures present when the party arrives.

``converter.detect.creatures`` finds the names and counts; this module says which mentions to
leave out. First the text is cut to what is there now
(``creatures_sentences.text_to_present_text``: quoted speech, tables of possibilities,
chances, purposes, arrivals and departures are left out). Then a mention is left out when
(see ``absent_reason``):

- it points elsewhere: ``"the goblins in area 3"``, ``"the orc guard in #12"``, ``"a sky
  squid, see p. 5"``, ``"the guards described above"``, ``"the stirges above"``;
- it is a comparison, a transformation or a likeness: ``"like a troll"``, ``"larger than an
  ogre"``, ``"shape change into a large bat"``, ``"call forth a sky squid"``, ``"statues of
  elves"``, ``"a stone gargoyle"`` (and then a bare ``"the gargoyle"`` is that likeness too);
- it is the past, a role or a case: ``"a former river pirate"``, ``"being a pirate"``,
  ``"unless you're an elf"``, ``"if an orc"``, ``"no goblins"``; the agent of a past passive
  (``"the treasure has been taken by the baboons"``: they did it, and are elsewhere); the
  subject of a clause about the module's history (``"the bandits have long since ignored
  it"``, ``"the dwarves once ruled"``, ``"the elves used to"``);
- it is denied: ``"not"`` with only articles and describing words between it and the name
  (``"it is not a goblin"``, ``"they're not interested slaves"``), but not the object of a
  denied verb (``"do not wake the goblins"``, ``"does not see 3 orcs"``);
- it names statistics or a thing (``is_thing_modifier``): ``"use the wolf statistics"``,
  ``"a spy glass"``, ``"dwarven golem plate"``, ``"the slave trade"``, ``"a golden dwarf
  diadem"``, or what is made or taken from one, the head noun after the creature word
  deciding (``"whale oil"``, ``"spider silk"``, ``"troll meat"``);
- the name is the noun of a duty idiom (``is_duty_idiom``): ``"three skeletons stand guard"``,
  ``"the dogs are on guard"``;
- the name is a verb (``is_verb_use``): ``"two bandits guard this cavern"``, ``"a skeleton
  guards the room"`` (a vocabulary name without a count, followed by a determiner; a
  module's own names stay);
- it is an everyday word (``is_everyday_word``): a vocabulary name such as ``"shadow"`` or
  ``"priest"`` without a count and not one of the module's own names;
- it refers to another area (``is_definite_reference``): in a text that prints stat blocks
  of its own, a module creature whose stat block is printed elsewhere, named only with
  "the", "these" or "those" (``"The squidmen know the songs to summon"`` beside the sky
  squid's block).
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence, Set
from dataclasses import dataclass
from functools import cache

from converter.detect.statline import field_labels
from converter.numberwords import CARDINALS
from converter.read.repair import is_word
from converter.ruledata import load_lexicon


@dataclass(frozen=True)
class Token:
    """A word, number, dice expression or punctuation mark of a text, as printed and in
    lower case (with the typographic apostrophe made plain)."""

    text: str
    lower: str


def _word_set(name: str) -> frozenset[str]:
    """One word list of ``rules/lexicon/creature_presence.yaml`` (what each list is for is
    said there)."""
    return frozenset(load_lexicon("creature_presence")[name])


_PRESENCE = load_lexicon("creature_presence")  # its phrase patterns, as written there

# An indefinite article before a name ("if an orc", "a lone goblin").
ARTICLES = frozenset(load_lexicon("function_words")["indefinite_articles"])
PLACE_NOUNS = _word_set("place_nouns")
LAIR_NOUNS = _word_set("lair_nouns")
# a thing, statistics, or what is made or taken from a creature ("whale oil", "spider silk")
THING_NOUNS = _word_set("thing_nouns") | _word_set("substance_nouns")
ABSENCE_MARKERS = _word_set("absence_markers")
DEPICTION_VERBS = _word_set("depiction_verbs")
DEPICTION_REACH = 14  # words looked at before a name for a depiction verb in its clause
HYPOTHETICAL_WORDS = _word_set("hypothetical_words")
MATERIAL_WORDS = _word_set("material_words")
IMAGE_NOUNS = _word_set("image_nouns")
LIST_BOUNDARIES = _word_set("list_boundaries")
TROPHY_WORDS = _word_set("trophy_words")
PART_OR_LEADER_NOUNS = _word_set("part_or_leader_nouns")
PART_OR_LEADER_PLACES = _word_set("part_or_leader_places")
CARCASS_VERBS = _word_set("carcass_verbs")
REWARD_QUANTIFIERS = _word_set("reward_quantifiers")
COIN_UNITS = _word_set("coin_units")
DOCUMENT_NOUNS = _word_set("document_nouns")
WRITING_VERBS = _word_set("writing_verbs")
TELLING_VERBS = _word_set("telling_verbs")
TOPIC_WORDS = _word_set("topic_words")
TOPIC_REACH = 2  # words between a verb of telling and its topic word ("warns travellers of")
SUBJECT_REACH = 6  # words looked at before a verb of saying for the document that says it
PAST_TIME_WORDS = _word_set("past_time_words")
IRREGULAR_PAST = _word_set("irregular_past")
PAST_BOUNDARIES = _word_set("past_boundaries")
PAST_PASSIVE_WORDS = _word_set("past_passive_words")
ABSENCE_REACH = 4  # words looked at before a name (past its count and describing words)
# What follows a name that points to another place or passage of the module.
CROSS_REFERENCE_RE = re.compile(_PRESENCE["cross_reference"], re.IGNORECASE)
# What follows a name that puts it in the module's history: "the bandits have long since
# ignored the guardian", "the dwarves once ruled here", "the elves used to".
# A relative pronoun may stand between ("the trolls that once nested here").
BACKSTORY_AFTER_RE = re.compile(_PRESENCE["backstory_after"], re.IGNORECASE)
DUTY_VERBS = _word_set("duty_verbs")
DETERMINERS = _word_set("determiners")
POSSESSIVE_DETERMINERS = _word_set("possessive_determiners")

# An owner in the possessive ("the ogre's", "the priests'") and words in 's that are none.
POSSESSIVE_RE = re.compile(r"^[a-z][a-z-]*(?:'s|s')$")
CONTRACTIONS = _word_set("contractions")
SWARM_MEMBER_RE = re.compile(r"[a-z]{3,}s")
CLAUSE_OPENERS = _word_set("clause_openers")
SENTENCE_ENDS = frozenset(".!?:")  # marks after which a capital is the sentence's
CLAUSE_MARKS = frozenset(",;")  # marks inside a sentence
MIN_SUBJECT_CLAUSES = 2

DEFINITE_WORDS = _word_set("definite_words")

COMMON_WORDS = _word_set("common_words")


@cache
def trace_nouns() -> frozenset[str]:
    """What a creature leaves behind ("tracks", "spoor"): ``rules/lexicon/creature_traces``."""
    return frozenset(load_lexicon("creature_traces")["trace_nouns"])


# "see" or "cf." opening a pointer right after a name, in parentheses or after a comma.
SEE_RE = re.compile(r"^[\s,;:(\[–—-]*(?:see|cf)\b", re.IGNORECASE)


@cache
def _pointer_words() -> tuple[frozenset[str], frozenset[str], int]:
    """``rules/lexicon/creature_pointers``: place words, statistics words, reach."""
    data = load_lexicon("creature_pointers")
    return frozenset(data["place_words"]), frozenset(data["statistics_words"]), data["reach"]


def _points_elsewhere(tokens: Sequence[Token], end: int) -> bool:
    """True when a "see …" pointer after a name sends the reader to another place of the
    adventure ("the ogre, see area 7"); a pointer to where the creature's statistics are
    printed ("3 beetles (see appendix)", "see page 31", 'see "Creatures" at the end') keeps it
    here. A pointer naming neither is taken as a place, as before."""
    following = " ".join(t.text for t in tokens[end : end + 3])
    if not SEE_RE.match(following):
        return False
    places, statistics, reach = _pointer_words()
    start = next(i for i in range(end, end + 3) if tokens[i].lower in ("see", "cf"))
    words = [t.lower.strip(".\"“”'‘’") for t in tokens[start + 1 : start + 1 + reach]]
    words = words[: next((i for i, w in enumerate(words) if w in (")", "]", ";")), len(words))]
    if any(w in places for w in words):
        return True
    return not any(w in statistics for w in words)


def absent_reason(tokens: Sequence[Token], start: int, end: int) -> str | None:
    """Why the name at ``tokens[start:end]`` is not a creature present, or None."""
    following = " ".join(t.text for t in tokens[end : end + 6])
    if CROSS_REFERENCE_RE.match(following) or _points_elsewhere(tokens, end):
        return "cross-reference"
    if BACKSTORY_AFTER_RE.match(following):
        return "backstory"
    for index in range(start - 1, max(-1, start - 1 - ABSENCE_REACH), -1):
        word = tokens[index].lower
        if not (word[:1].isalnum() or word == "'") or word in LIST_BOUNDARIES:
            break  # a clause or list item ends: the words before it concern something else
        if word in ABSENCE_MARKERS:
            return word
        if index == start - 1 and word in MATERIAL_WORDS:
            return word  # "a stone gargoyle": a carving of one
        before = tokens[index - 1].lower if index > 0 else ""
        if index == start - 1 and word in TROPHY_WORDS:
            return word  # "a stuffed owlbear": a trophy of one
        if word == "of" and (before in IMAGE_NOUNS or before.rstrip("s") in IMAGE_NOUNS):
            return before  # "statues of elves", "a painting of a dragon", "the skin of a troll"
        if word == "of" and before in PART_OR_LEADER_NOUNS and _a_part_of(tokens, index, start):
            return before  # "the head of a goblin": a part; "the head of the bandits" leads
        if word == "of" and index >= 2 and tokens[index - 2].lower in TROPHY_WORDS:
            return tokens[index - 2].lower  # "the stuffed head of an owlbear"
        if word in CARCASS_VERBS:
            return word  # "orcs are butchering a mule": meat, not a creature to meet
        if word in REWARD_QUANTIFIERS and before == "for":
            return word  # "50 gp for any troll brought in": a bounty, not a troll here
        if word == "of" and before in trace_nouns():
            return before  # "old tracks of a marsh toad": it passed by, it is not here
        if word == "by" and _trace_made(tokens, index):
            return "by"  # "a muddy trail left by a harpy": it passed by, it is not here
        if word in TOPIC_WORDS and _told_of(tokens, index):
            return word  # "a banner warns travellers of the kobolds": told of, not here
        if word in HYPOTHETICAL_WORDS and tokens[index + 1].lower in ARTICLES:
            return word  # "if an orc", "unless a cleric": a case, not a creature here
        if word == "not" and _only_describing(tokens[index + 1 : start]):
            return word  # "it is not a goblin", "they're not interested slaves"
        if word == "by" and index >= 2 and tokens[index - 2].lower in PAST_PASSIVE_WORDS:
            return word  # "has been taken by the baboons": they did it, they are elsewhere
    return _depicted(tokens, start) or _written(tokens, start) or _in_the_past(tokens, start)


def _told_of(tokens: Sequence[Token], topic: int) -> bool:
    """True when a verb of telling stands up to ``TOPIC_REACH`` words before the topic word at
    ``topic``, in its clause ("warns travellers of", "speaks of", "sings about")."""
    return any(
        tokens[i].lower in TELLING_VERBS for i in _clause_before(tokens, topic, 1 + TOPIC_REACH)
    )


def _trace_made(tokens: Sequence[Token], by: int) -> bool:
    """True when the "by" at ``by`` names the maker of a trace: a trace noun, then a verb of
    leaving or making ("a trail left by a harpy", "tracks made by two wolves", "droppings
    left here by bats"; ``creature_traces.trace_participles``) up to a word apart."""
    participles = _trace_participles()
    for verb in range(by - 1, max(0, by - 3), -1):
        if tokens[verb].lower in participles:
            return tokens[verb - 1].lower in trace_nouns()
    return False


@cache
def _trace_participles() -> frozenset[str]:
    return frozenset(load_lexicon("creature_traces")["trace_participles"])


def _a_part_of(tokens: Sequence[Token], of: int, start: int) -> bool:
    """True when a part-or-leader noun and the "of" at ``of`` name a part of the creature at
    ``start``: an indefinite article or a count follows "of" ("the head of a goblin", "the
    heads of two orcs": one creature or a counted few, never a group named as a whole), no
    other "of" stands between ("the head of a column of orcs"), and no preposition of place
    puts the phrase at the front of a line ("at the head of two orcs")."""
    word = tokens[of + 1].lower
    if any(t.lower == "of" for t in tokens[of + 1 : start]):
        return False
    place = tokens[of - 3].lower if of >= 3 else ""
    if place in PART_OR_LEADER_PLACES and tokens[of - 2].lower in DEFINITE_WORDS:
        return False
    return word in ARTICLES or word in CARDINALS or word.isdigit()


def _clause_before(tokens: Sequence[Token], start: int, reach: int) -> list[int]:
    """The indices of the words before ``start`` in its clause, nearest first, at most
    ``reach``: a punctuation mark ends the clause."""
    indices: list[int] = []
    for index in range(start - 1, max(-1, start - 1 - reach), -1):
        word = tokens[index].lower
        if not (word[:1].isalnum() or word == "'"):
            break
        indices.append(index)
    return indices


def _written(tokens: Sequence[Token], start: int) -> str | None:
    """The verb of saying whose subject is a document and whose clause holds the name at
    ``start`` ("a letter on the table complains that the ghouls never paid", "the ledger lists
    a debt owed by kobolds"), or None: the name is what the writing says, not who is here."""
    for index in _clause_before(tokens, start, DEPICTION_REACH):
        if tokens[index].lower not in WRITING_VERBS:
            continue
        subject = _clause_before(tokens, index, SUBJECT_REACH)
        if any(compound_head(tokens[i].lower) in DOCUMENT_NOUNS for i in subject):
            return tokens[index].lower
    return None


def compound_head(word: str) -> str:
    """The head of a hyphenated compound, its last part: a "day-book" is a book, a "war-song"
    a song (English puts a compound's head last)."""
    return word.rpartition("-")[2] or word


def _in_the_past(tokens: Sequence[Token], start: int) -> str | None:
    """The past time word ("once", "formerly") before a past verb whose clause holds the name
    at ``start`` ("an empty cage once held a harpy", "the hall formerly housed two ogres"), or
    None: a past state, over now. "now", "still" or a new clause in between end the reach
    ("the cage once held a bear and now holds 2 wolves")."""
    for index in _clause_before(tokens, start, DEPICTION_REACH):
        word = tokens[index].lower
        if word in PAST_BOUNDARIES or word in LIST_BOUNDARIES:
            return None
        verb = tokens[index + 1].lower
        if word in PAST_TIME_WORDS and (verb.endswith("ed") or verb in IRREGULAR_PAST):
            return word
    return None


def _depicted(tokens: Sequence[Token], start: int) -> str | None:
    """The depiction verb whose object clause holds the name at ``start`` ("a mural shows a
    dragon and a knight", "a banner shows a wight crushing a knight"), or None: the clause
    ends at a punctuation mark (", and two goblins sleep below it" is told, not shown). One
    colon does not end it: what follows a colon spells out the image the verb named ("a
    tapestry shows a hunt: riders chasing a goblin into a marsh"), as an inscription's words
    follow a colon."""
    colon = False
    for index in range(start - 1, max(-1, start - 1 - DEPICTION_REACH), -1):
        word = tokens[index].lower
        if word == ":" and not colon:
            colon = True
            continue
        if not (word[:1].isalnum() or word == "'"):
            return None
        if word in DEPICTION_VERBS:
            return word
    return None


def _only_describing(between: Sequence[Token]) -> bool:
    """True when the words between "not" and a name only describe it: a determiner or a
    number there makes the name the object of a denied verb ("do not wake the goblins",
    "does not see 3 orcs"), which says nothing of whether it is there."""
    return not any(
        t.lower in DETERMINERS or t.lower in CARDINALS or t.lower[:1].isdigit() or t.lower == "only"
        for t in between
    )


def is_thing_modifier(after: str, article_before: bool) -> bool:
    """True when a singular name followed by the word ``after`` qualifies a place, a thing,
    a made image or statistics ("Guard Room", "troll bridge", "spy glass", "wolf statuette",
    "wolf statistics") or is a trace of one ("troll footprints");
    ``article_before`` says an article precedes the name: then a word in -s after it is a
    verb ("a troll lairs here"), not a plural place."""
    if article_before and after.endswith("s") and not after.endswith("ss"):
        # "a" agrees with a singular head, so a word in -s after "a <name>" is the verb:
        # "a troll lairs here", "a troll tracks the party", "only a ghoul remains here"
        return False
    plural_place = after.endswith("s") and after[:-1] in PLACE_NOUNS
    trace = after in trace_nouns()  # "troll footprints": a trace of one, not the troll
    # "a wolf statuette", "two hag figurines": the made thing is the head noun and the name
    # its modifier, as in "a statuette of a wolf"
    image = after in IMAGE_NOUNS or (after.endswith("s") and after[:-1] in IMAGE_NOUNS)
    return after in PLACE_NOUNS or plural_place or after in THING_NOUNS or trace or image


def is_priced_thing(tokens: Sequence[Token], end: int) -> bool:
    """True when the word after a name at ``tokens[:end]`` is a noun priced in brackets ("a
    silver camel bell (40 gp)", "an ogre tooth (5 sp)"): the name is the first noun of a
    noun–noun compound, modifying the thing its worth is printed for, no creature."""
    if end >= len(tokens) or not tokens[end].lower.isalpha():
        return False
    bracket = tokens[end + 1 : end + 4]
    return (
        len(bracket) == 3
        and bracket[0].text == "("
        and bracket[1].lower.replace(",", "").isdigit()
        and bracket[2].lower in COIN_UNITS
    )


def is_duty_idiom(tokens: Sequence[Token], start: int) -> bool:
    """True when a singular name at ``tokens[start]`` is the noun of a duty idiom ("three
    skeletons stand guard", "two orcs keep watch", "the dogs are on guard")."""
    return start > 0 and tokens[start - 1].lower in DUTY_VERBS


def is_verb_use(after: str, determined: bool = False) -> bool:
    """True when a name without a count followed by ``after`` is a verb ("two bandits guard
    this cavern", "a skeleton guards the room"); a bare name (``determined`` False: no article
    or determiner before it) followed by "a"/"an" is one too ("three rats (AC 7) guard a
    door": a noun phrase is not followed by an article, unless it is the first object of a
    verb, "give the guard a coin", and then it has a determiner); so is one followed by a
    possessive ("Motive: Guards its lair", "hands the guard his pay" keeps its guard)."""
    return after in DETERMINERS or (
        not determined and (after in ARTICLES or after in POSSESSIVE_DETERMINERS)
    )


def is_definite_reference(tokens: Sequence[Token], start: int) -> bool:
    """True when the name at ``tokens[start]`` follows "the", "these" or "those" right away.

    In a text that prints stat blocks of its own, such a mention of a module creature whose
    block is printed elsewhere ("The squidmen know the songs to summon these creatures" by
    the sky squid's block) refers to that creature's own area: it is not there."""
    return start > 0 and tokens[start - 1].lower in DEFINITE_WORDS


def has_owner_before(tokens: Sequence[Token], start: int, reach: int, barriers: Set[str]) -> bool:
    """True when a possessive owner stands before the name at ``tokens[start]``, past up to
    ``reach`` describing words ("the ogre's pet wolf", "the priests' hounds"): a kept
    creature, there with its owner. A word in ``barriers`` or a punctuation mark ends the
    search; "it's" or "there's" is no owner."""
    for index in range(start - 1, max(-1, start - 2 - reach), -1):
        word = tokens[index].lower
        if POSSESSIVE_RE.match(word) and word not in CONTRACTIONS:
            return True
        if word in barriers or not word[:1].isalpha():
            return False
    return False


def is_swarm_member(word: str, barriers: Set[str]) -> bool:
    """True when ``word`` after "a swarm of" names the swarm's creatures (a plural in -s,
    "crows", "wasps"), not a determiner or pronoun ("a swarm of this")."""
    return bool(SWARM_MEMBER_RE.fullmatch(word)) and word not in barriers


def is_everyday_word(name: str) -> bool:
    """True for a vocabulary name that is also an everyday word ("down into shadow",
    "hooded priests"): without a count it is not taken as a creature."""
    return name in COMMON_WORDS


def named_characters(tokens: Sequence[Token], known: Container[tuple[str, ...]]) -> list[str]:
    """Characters known only by a proper name (lower case): a capitalised word that is no
    English word nor a ``known`` name and opens ``MIN_SUBJECT_CLAUSES`` clauses or more as
    their subject ("… while Ralavaz languishes in the mud", "If Ralavaz is rescued"), unless
    an appositive says what it is ("Gardren, a bandit captain": the creature noun carries it).
    It must be printed capitalised once where no sentence start asks for a capital: a word
    seen only opening sentences may be any noun the word list lacks ("Draughts make the lamp
    flames lean", twice in an area, is no one).
    A statistic's label is no name ("…; Atk claw +2 melee …" in a stat line), nor is a word
    of two or three capitals ("SA nil; SZ L; INT low": an abbreviation)."""
    subject: dict[str, int] = {}
    described: set[str] = set()
    unforced: set[str] = set()  # printed capitalised where no sentence start asks for it
    labels = field_labels()
    for index, token in enumerate(tokens):
        text = token.text
        owner = text[:-2] if token.lower.endswith("'s") else text  # "near Ralavaz's bed"
        if owner[:1].isupper() and owner.isalpha() and not opens_a_sentence(tokens, index):
            unforced.add(owner)
        if not (text[:1].isupper() and text.isalpha()) or (token.lower,) in known:
            continue
        if token.lower in labels or (text.isupper() and len(text) <= 3):
            continue  # a label, or an abbreviation in capitals ("SA nil; SZ L"): no one's name
        after = tokens[index + 1].text if index + 1 < len(tokens) else ""
        if after == "," and index + 2 < len(tokens) and tokens[index + 2].lower in ARTICLES:
            described.add(text)
        opener = tokens[index - 1].lower if index > 0 else "."
        if opener in CLAUSE_OPENERS and after[:1].islower() and after.isalpha():
            subject[text] = subject.get(text, 0) + 1
    return [
        name.lower()
        for name, times in subject.items()
        if times >= MIN_SUBJECT_CLAUSES
        and name not in described
        and name in unforced
        and not is_word(name)
    ]


def opens_a_sentence(tokens: Sequence[Token], index: int) -> bool:
    """True when the word at ``index`` opens a sentence: the text's start, a full stop, "!",
    "?" or a colon before it, past any opening quote, bracket or dash. Its capital is the
    sentence's, so it says nothing of the word ("Draughts make the lamp flames lean")."""
    for back in range(index - 1, -1, -1):
        mark = tokens[back].lower
        if mark in SENTENCE_ENDS:
            return True
        if mark[:1].isalnum() or mark in CLAUSE_MARKS:
            return False
    return True
