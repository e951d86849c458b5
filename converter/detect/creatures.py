"""Find the creatures an area's text names, with the counts the text gives.

Conventions (see also the corpus TRUTH-FORMAT.md):

- names are singular and lower case (``"giant rat"``);
- a number or number word before the name is the count (``"3 orcs"``, ``"five guards"``,
  ``"a dozen vampires"``, ``"about 500 ghouls"``);
- an article or a singular noun means one (``"an ogre"``, ``"guarded by angry nixie"``); so
  does a possessive owner (``"the ogre's pet wolf"``; a plural, ``"the priest's hounds"``,
  is uncounted);
- a swarm is one creature named with its plural (``"a swarm of crows"``: one
  ``"swarm of crows"``; ``"two swarms of wasps"``: two);
- a plural without a number, or a dice expression (``"2d6 goblins"``, ``"goblins (1d6)"``),
  is not a fixed count: ``count`` is ``None`` and ``count_text`` keeps the dice as printed;
- when a creature is named several times, the first numbered mention wins, else one for a
  singular mention, else ``None``.

Up to two describing words may sit between the count and the name
(``"four Night Blade bandits"``, ``"a human sized slug"``).

Only creatures present when the party arrives are listed: the rules that leave a mention
out (cross-references, likenesses, backstory, denials, things, verbs, quoted speech, tables,
chances, goals, references to another area's stat block, inscriptions quoted after a colon)
are in ``converter.detect.creatures_presence``. A pointer to another place ("the ogre (see
area 7)") moves a creature out; a pointer to where its statistics are printed ("3 beetles
(see appendix)", "see page 31") does not (``rules/lexicon/creature_pointers.yaml``).

Two names for one creature are folded into one: a name right before the name of a stat block
printed in the same text (``"the pirate gray elves"``: every ``pirate`` of the text is a gray
elf); a name that is the last word of a longer name in the same text (``"two enormous
crabs"`` and ``"2 giant crabs"``; ``"the troll"`` after ``"a silt troll"``) unless both carry
different numbers; a proper name opening a clause and its lower-case epithet
(``"Cheirofrastus the boar-headed demon"`` is one demon; ``"Polard the Mule"`` is a nickname).

Some mentions say more than their words: a creature name before a lair word is there,
uncounted (``"baboon lair"``); a singular name before a "-men" word is a group (``"Minotaur
fishermen"``); a number before a word in -ed describes (``"a four armed bone golem"`` is one
golem); a "-man" word over a known animal is a creature (``"monkeymen"``); a number of crew
(``"10 crew"``) counts the one creature the text names without a number; and a character known
only by a proper name (no English word) that opens two clauses or more as their subject is
there (``"… while Ralavaz languishes in the mud. If Ralavaz is rescued …"``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from converter.detect.creatures_presence import (
    ARTICLES,
    Token,
    absent_reason,
    arrival_sentences,
    has_owner_before,
    is_definite_reference,
    is_duty_idiom,
    is_everyday_word,
    is_stat_value,
    is_swarm_member,
    is_thing_modifier,
    is_verb_use,
    named_characters,
    text_to_present_text,
)
from converter.detect.creatures_subjects import Subject, group_nouns, unknown_subjects
from converter.models import Area, CreatureMention, Source
from converter.numberwords import CARDINALS, DOZEN, ONE_WORDS
from converter.read.repair import is_word

VOCABULARY_PATH = Path(__file__).resolve().parents[1] / "data" / "creature_names.yaml"


def _words(text: str) -> frozenset[str]:
    """A set of words written as one space-separated string (long lists stay readable)."""
    return frozenset(text.split())


NUMBER_WORDS: dict[str, int] = {
    **{word: value for word, value in CARDINALS.items() if value},
    **DOZEN,
    **ONE_WORDS,
    "pair": 2,
    "couple": 2,
}
# Words after which a plural noun has no fixed count.
VAGUE_WORDS = {"some", "several", "many", "few", "numerous", "countless", "dozens", "hundreds"}
# Words that end the search for a count: a definite reference or a clause boundary.
BARRIERS = _words(
    "the these those this that his her its their our your my and or of with by to in on at for "
    "from is are was were has have had be if as than no not every each all any other others"
)
# Words that may sit between a count and the name without changing it.
SOFTENERS = {"about", "around", "roughly", "approximately", "nearly", "almost", "some", "over"}
MAX_MODIFIERS = 2
# Nouns after a creature name that say where the creature lives: it is there, uncounted.
LAIR_NOUNS = {"lair", "nest", "den", "warren", "hive", "roost", "burrow"}
# Collective words whose number counts the text's one uncounted creature ("10 crew").
CREW_WORDS = {"crew", "crewmen", "sailors", "oarsmen", "hands"}
MAN_WORD_RE = re.compile(r"^([a-z]{3,})(man|men)$")
# "a swarm of crows": a swarm of any small creature is one creature, named with the plural.
SWARM_RE = re.compile(r"^swarms?\s+of\s+([a-z].*)$")

TOKEN_RE = re.compile(
    r"\d+\s*[dD]\s*\d+(?:\s*[-+×x]\s*\d+)?"  # dice: 2d6, 1d4+1
    r"|\d{1,3}(?:,\d{3})+(?!\d)|\d+"  # numbers: 3, 500, 1,000 (a comma after one ends it)
    r"|[A-Za-zÀ-ÿ’']+(?:-[A-Za-zÀ-ÿ’']+)*"  # words, hyphenated words
    r"|[^\sA-Za-z\d]"  # punctuation, one character at a time
)
DICE_RE = re.compile(r"^\d+\s*[dD]\s*\d+")
TIMES_SIGNS = {"×", "x"}  # "ghoul ×3", "3x ghoul": a multiplier's sign


@dataclass(frozen=True)
class _Form:
    name: str  # singular
    plural: bool
    from_module: bool  # a name from the module's own stat blocks


@dataclass(frozen=True)
class _Previous:
    """The name matched just before, while the text is read left to right: two names in a
    row may be one creature ("pirate gray elves"), or a name and its epithet."""

    start: int  # first token of the mention, its count included
    end: int  # the token after the name
    form: _Form
    kept: bool  # it became a mention (the last one found)


def plural_of(singular: str) -> str:
    """Return the regular English plural of a creature name (last word inflected; the head
    of a "<noun> of <creatures>" name: "swarm of crows" → "swarms of crows")."""
    owner, of, rest = singular.partition(" of ")
    if of and owner and " " not in owner:
        return plural_of(owner) + of + rest
    head, _, last = singular.rpartition(" ")
    prefix = head + " " if head else ""
    if last.endswith("man"):
        return prefix + last[:-3] + "men"
    if last.endswith(("s", "x", "z", "ch", "sh")):
        return prefix + last + "es"
    if last.endswith("y") and len(last) > 1 and last[-2] not in "aeiou":
        return prefix + last[:-1] + "ies"
    if last.endswith("lf"):
        return prefix + last[:-1] + "ves"
    return prefix + last + "s"


@lru_cache(maxsize=1)
def load_vocabulary() -> dict[str, str | None]:
    """Read the bundled creature-name vocabulary: singular name → plural (None = regular)."""
    raw = yaml.safe_load(VOCABULARY_PATH.read_text(encoding="utf-8")) or {}
    return {str(k).lower(): (None if v is None else str(v).lower()) for k, v in raw.items()}


def name_to_singular(name: str) -> str:
    """Normalise a printed creature or stat-block name to a singular lower-case name.

    ``"Orcs"`` → ``"orc"``, ``"Giant Worm"`` → ``"giant worm"``, ``"Ape, Giant"`` →
    ``"giant ape"``, ``"Squidmen"`` → ``"squidman"``.
    """
    text = re.sub(r"\s+", " ", name.replace("’", "'")).strip().lower()
    text = re.sub(r"\s*\(.*?\)\s*", " ", text).strip()
    if "," in text:
        first, _, rest = text.partition(",")
        text = f"{rest.strip()} {first.strip()}".strip()
    vocabulary = load_vocabulary()
    if text in vocabulary:
        return text
    for singular, plural in vocabulary.items():
        if text == (plural or plural_of(singular)):
            return singular
    swarm = SWARM_RE.match(text)
    if swarm:
        return "swarm of " + swarm.group(1)  # "Swarm of Crows": the swarm is one, of crows
    return _guess_singular(text)


def _guess_singular(text: str) -> str:
    head, _, last = text.rpartition(" ")
    prefix = head + " " if head else ""
    if last.endswith("men") and len(last) > 4:
        return prefix + last[:-3] + "man"
    if last.endswith("ves") and last[:-3] in {"wol", "el", "dwar", "thie", "hal"}:
        return prefix + last[:-3] + "f"
    if last.endswith("ies") and len(last) > 4:
        return prefix + last[:-3] + "y"
    if last.endswith(("ches", "shes", "xes", "sses")):
        return prefix + last[:-2]
    if last.endswith("s") and not last.endswith(("ss", "us", "is")) and len(last) > 3:
        return prefix + last[:-1]
    return text


@lru_cache(maxsize=32)
def _forms(names: tuple[str, ...]) -> dict[tuple[str, ...], _Form]:
    """Map each singular and plural word sequence to its name and number."""
    vocabulary: dict[str, tuple[str | None, bool]] = {
        singular: (plural, False) for singular, plural in load_vocabulary().items()
    }
    for name in names:
        singular = name_to_singular(name)
        if singular:
            vocabulary[singular] = (vocabulary.get(singular, (None, False))[0], True)
    forms: dict[tuple[str, ...], _Form] = {}
    for singular, (plural, from_module) in vocabulary.items():
        plural_form = plural or plural_of(singular)
        forms.setdefault(
            tuple(plural_form.split()), _Form(singular, plural_form != singular, from_module)
        )
        forms[tuple(singular.split())] = _Form(singular, False, from_module)
    return forms


def _tokens(text: str) -> list[Token]:
    return [
        Token(m.group(0), m.group(0).lower().replace("’", "'")) for m in TOKEN_RE.finditer(text)
    ]


def _number_value(tokens: Sequence[Token], index: int) -> tuple[int | None, str] | None:
    """Read a count ending at ``tokens[index]``: returns (value, printed text) or None."""
    token = tokens[index]
    word = token.lower
    if DICE_RE.match(word):
        return None, token.text
    if word.isascii() and word.replace(",", "").isdigit():  # not "²"
        return int(word.replace(",", "")), token.text
    if "-" in word and all(part in NUMBER_WORDS for part in word.split("-")):
        return sum(NUMBER_WORDS[part] for part in word.split("-")), token.text
    if word in ("dozen", "pair", "couple", "hundred"):
        before = tokens[index - 1].lower if index > 0 else ""
        base = NUMBER_WORDS[word]
        if before in ARTICLES:
            if index >= 2 and tokens[index - 2].lower == "half" and word == "dozen":
                return 6, f"half a {word}"
            return base, f"{tokens[index - 1].text} {token.text}"
        if before in NUMBER_WORDS and word in ("dozen", "hundred"):
            return NUMBER_WORDS[before] * base, f"{tokens[index - 1].text} {token.text}"
        return base, token.text
    if word in NUMBER_WORDS:
        return NUMBER_WORDS[word], token.text
    if word in ARTICLES:
        return 1, token.text
    return None


def _count_before(tokens: Sequence[Token], start: int, plural: bool) -> Subject | None:
    """Look left of a name at ``start`` for its count, skipping a few describing words."""
    modifiers = 0
    index = start - 1
    while index >= 0:
        word = tokens[index].lower
        if word == "of" and index > 0 and tokens[index - 1].lower in ("dozen", "pair", "couple"):
            index -= 1
            continue
        vague_of = group_nouns() | VAGUE_WORDS
        if word == "of" and index > 0 and tokens[index - 1].lower in vague_of:
            # "a crowd of ghouls", "dozens of rats": a plural, its number not stated
            return Subject("", None, f"{tokens[index - 1].text} of", False)
        read = None if is_stat_value(tokens, index) else _number_value(tokens, index)
        # "a four armed golem": a number before an -ed word and a singular name describes
        # (a count agrees with its noun); before a plural it counts ("3 horned demons").
        compound = index + 1 < start and tokens[index + 1].lower.endswith("ed") and not plural
        if read is not None and word not in ARTICLES and compound:
            index -= 1
            continue
        if read is not None:
            value, printed = read
            if word in ARTICLES and plural:
                return None
            numbered = word not in ARTICLES
            return Subject("", value, printed, numbered)
        if word in VAGUE_WORDS:
            return Subject("", None, tokens[index].text, False)
        if word in SOFTENERS:
            index -= 1
            continue
        if word in BARRIERS or not word[:1].isalpha() or modifiers >= MAX_MODIFIERS:
            return None
        modifiers += 1
        index -= 1
    return None


def _dice_after(tokens: Sequence[Token], end: int) -> str | None:
    """Return a dice count printed in brackets after a name (``goblins (1d6)``), if any."""
    if _bracketed_after(tokens, end) and DICE_RE.match(tokens[end + 1].lower):
        return tokens[end + 1].text
    return None


def _number_after(tokens: Sequence[Token], end: int) -> int | None:
    """A count printed in brackets after a name (``Orcs (5)``, ``giant rats (6)``), the
    roster's way of counting: the number alone between the brackets."""
    if _bracketed_after(tokens, end) and tokens[end + 1].lower.isascii():
        word = tokens[end + 1].lower
        return int(word) if word.isdigit() and 0 < int(word) < 1000 else None
    return None


def _bracketed_after(tokens: Sequence[Token], end: int) -> bool:
    """True when one token stands in brackets right after ``tokens[end - 1]``."""
    return end + 2 < len(tokens) and tokens[end].text == "(" and tokens[end + 2].text == ")"


def _man_word_form(token: Token, forms: dict[tuple[str, ...], _Form]) -> _Form | None:
    """A "-man" word over a known animal (``"monkeymen"``, ``"sharkman"``) as a creature."""
    match = MAN_WORD_RE.match(token.lower)
    if match is None or match.group(1) in ("wo", "hu"):
        return None
    stem = forms.get((match.group(1),))
    if stem is None:
        return None
    return _Form(match.group(1) + "man", match.group(2) == "men", False)


def _swarm_form(tokens: Sequence[Token]) -> _Form | None:
    """ "a swarm of crows", "two swarms of wasps": a swarm of any creatures in -s, named
    as printed (the swarm counts, its creatures are plural)."""
    match = SWARM_RE.match(" ".join(t.lower for t in tokens))
    if len(tokens) < 3 or match is None or not is_swarm_member(match.group(1), BARRIERS):
        return None
    return _Form("swarm of " + match.group(1), tokens[0].lower == "swarms", False)


def _mentions(
    text: str, forms: dict[tuple[str, ...], _Form], local: frozenset[str] = frozenset()
) -> list[Subject]:
    """Every creature mention of ``text``; ``local`` are the singular names of the stat
    blocks printed in this passage, whose other names ("pirates" for "pirate gray elves")
    are renamed to them."""
    tokens = _tokens(text)
    longest = max((len(k) for k in forms), default=1)
    found: list[Subject] = []
    aliases: dict[str, str] = {}
    absent: set[str] = set()  # names a mention said are not there
    index = 0
    previous: _Previous | None = None
    while index < len(tokens):
        form: _Form | None = None
        length = 0
        for length in range(min(longest, len(tokens) - index), 0, -1):
            form = forms.get(tuple(t.lower for t in tokens[index : index + length]))
            if form is not None:
                break
        if form is None:
            form, length = _man_word_form(tokens[index], forms), 1
        if form is None:
            form, length = _swarm_form(tokens[index : index + 3]), 3
        if form is None:
            index += 1
            continue
        count_from = index
        if previous is not None and previous.end == index:
            # Two names in a row: "a slug guards the mace", "the orc guard" (the second is a
            # verb or a role), but "pirate gray elves" when the second is the module's and the
            # first is not, or both are and the first is a singular noun before a plural
            # head: then the first name is another word for the second.
            before = previous.form
            head_noun = form.plural and not before.plural and before.from_module
            if not (form.from_module and (head_noun or not before.from_module)):
                index += length
                continue
            if previous.kept:
                found.pop()
            if form.name in local:
                aliases[before.name] = form.name
            count_from = previous.start
        mention = None
        if absent_reason(tokens, count_from, index + length) is not None:
            absent.add(form.name)
        else:
            mention = _mention_at(tokens, count_from, index + length, form)
        block_elsewhere = form.from_module and bool(local) and form.name not in local
        uncounted = mention is not None and not mention.count_text
        if block_elsewhere and uncounted and is_definite_reference(tokens, count_from):
            mention = None  # "the squidmen" by the sky squid's block: theirs is elsewhere
        if mention is not None:
            named = _epithet_of(tokens, count_from)
            same = named is not None and previous is not None and previous.end == named + 1
            if same and previous is not None and previous.kept:
                found.pop()  # a name and its epithet are one creature: keep the epithet
            found.append(mention)
        previous = _Previous(count_from, index + length, form, mention is not None)
        index += length
    # A bare "the gargoyle" where "a stone gargoyle" was ruled out is that same carving:
    # only mentions with a number or an article of their own stay.
    found = [m for m in found if m.name not in absent or m.count_text]
    found = [m if m.name not in aliases else _renamed(m, aliases[m.name]) for m in found]
    characters = [Subject(name, 1, "", False) for name in named_characters(tokens, forms)]
    return found + characters + _crew_counts(tokens)


def _renamed(mention: Subject, name: str) -> Subject:
    return Subject(name, mention.count, mention.count_text, mention.numbered)


def _crew_counts(tokens: Sequence[Token]) -> list[Subject]:
    """Numbers of crew ("10 crew"), as nameless mentions for ``_apply_crew``."""
    out: list[Subject] = []
    for index, token in enumerate(tokens):
        if token.lower in CREW_WORDS and index > 0:
            read = _number_value(tokens, index - 1)
            if read is not None and read[0] is not None and tokens[index - 1].lower not in ARTICLES:
                out.append(Subject("", read[0], read[1], True))
    return out


def _multiplier(tokens: Sequence[Token], start: int, end: int) -> tuple[int, str] | None:
    """A count printed as a multiplier beside the name ("ghoul ×3", "ghoul x3", "3× ghoul"):
    (value, as printed), or None."""
    if end + 1 < len(tokens) and tokens[end].lower in TIMES_SIGNS:
        number = tokens[end + 1]
        if number.lower.isascii() and number.lower.isdigit():
            return int(number.lower), f"{tokens[end].text}{number.text}"
    if start >= 2 and tokens[start - 1].lower in TIMES_SIGNS:
        number = tokens[start - 2]
        if number.lower.isascii() and number.lower.isdigit():
            return int(number.lower), f"{number.text}{tokens[start - 1].text}"
    return None


def _mention_at(tokens: Sequence[Token], start: int, end: int, form: _Form) -> Subject | None:
    """The mention of ``form`` printed at ``tokens[start:end]``, with the count before it."""
    dice = _dice_after(tokens, end)
    if dice is not None:
        return Subject(form.name, None, dice, True)
    bracketed = _number_after(tokens, end)
    if bracketed is not None:
        return Subject(form.name, bracketed, str(bracketed), True)
    times = _multiplier(tokens, start, end)
    if times is not None:
        return Subject(form.name, times[0], times[1], True)
    after = tokens[end].lower if end < len(tokens) else ""
    article = start > 0 and tokens[start - 1].lower in ARTICLES
    if not form.plural and after in LAIR_NOUNS:
        return Subject(form.name, None, "", False)  # "baboon lair": its owners live there
    if not form.plural and is_thing_modifier(after, article):
        return None  # "Guard Room", "troll bridge", "spy glass", "wolf statistics"
    if not form.plural and is_duty_idiom(tokens, start):
        return None  # "three skeletons stand guard", "two orcs keep watch": a duty, not a foe
    counted = _count_before(tokens, start, form.plural)
    if counted is not None:
        return Subject(form.name, counted.count, counted.count_text, counted.numbered)
    if has_owner_before(tokens, start, MAX_MODIFIERS, BARRIERS):
        return Subject(form.name, None if form.plural else 1, "", False)  # "the ogre's wolf"
    if not form.from_module and is_verb_use(after):
        return None  # "two bandits guard this cavern", "a skeleton guards the room": a verb
    if not form.plural and after.endswith("men") and after != form.name.split()[-1]:
        return Subject(form.name, None, "", False)  # "minotaur fishermen": a group
    if not form.plural and _epithet_of(tokens, start) is not None:
        return Subject(form.name, 1, "", False)  # "Cheirofrastus the boar-headed demon"
    if is_everyday_word(form.name) and not form.from_module:
        return None  # "down into shadow", "hooded priests": a word, not a creature here
    return Subject(form.name, None if form.plural else 1, "", False)


def _epithet_of(tokens: Sequence[Token], start: int) -> int | None:
    """The index of the proper name a singular name at ``start`` is the epithet of ("Vask the
    sergeant", "Cheirofrastus the boar-headed demon"), or None."""
    if not tokens[start].text[:1].islower():
        return None  # "Polard the Mule": a nickname, not a creature
    index = start - 1
    while index >= 0 and start - index <= MAX_MODIFIERS and tokens[index].lower != "the":
        if not tokens[index].text[:1].islower():
            return None
        index -= 1
    if index < 1 or tokens[index].text != "the":
        return None
    name = tokens[index - 1]
    if not (name.text[:1].isupper() and name.text.isalpha()) or name.lower in BARRIERS:
        return None
    # Only a name that opens a sentence or clause, as its subject ("Cheirofrastus the demon
    # rules this place", not "help against Meron the elf"); and there a capital says nothing
    # by itself: "While the priest …" is no name.
    clause_start = index < 2 or tokens[index - 2].text in (".", "!", "?", ":", ";", ",")
    return index - 1 if clause_start and not is_word(name.text) else None


def _merge(mentions: Sequence[Subject]) -> list[Subject]:
    """One mention per creature: the first numbered one, else one with an article ("a
    goblin"), else any ("the goblin" does not count one after "goblins")."""
    order: list[str] = []
    best: dict[str, Subject] = {}
    for mention in mentions:
        if mention.name not in best:
            order.append(mention.name)
            best[mention.name] = mention
            continue
        current = best[mention.name]
        if current.numbered:
            continue
        articled = mention.count is not None and mention.count_text != ""
        if mention.numbered or (current.count is None and articled):
            best[mention.name] = mention
    return [best[name] for name in order]


def _fold_short_names(mentions: Sequence[Subject]) -> list[Subject]:
    """Fold a name into a longer name ending with it ("crab" into "giant crab") unless both
    carry different numbers; the longer name takes the shorter's number when it has none."""
    out = list(mentions)
    for short in mentions:
        longer = [m for m in out if m.name.endswith(" " + short.name)]
        if len(longer) != 1 or short not in out:
            continue
        target = longer[0]
        if short.numbered and target.numbered and short.count != target.count:
            continue
        if short.numbered and not target.numbered:
            out[out.index(target)] = Subject(target.name, short.count, short.count_text, True)
        out.remove(short)
    return out


def _apply_crew(mentions: Sequence[Subject]) -> list[Subject]:
    """Give a crew number ("10 crew") to the one creature named without a number."""
    crews = [m for m in mentions if not m.name]
    named = [m for m in mentions if m.name]
    uncounted = [m for m in named if not m.numbered]
    if len(crews) == 1 and len(uncounted) == 1:
        crew, target = crews[0], uncounted[0]
        named[named.index(target)] = Subject(target.name, crew.count, crew.count_text, True)
    return named


def _unknown_subjects(
    text: str, named: set[str], forms: dict[tuple[str, ...], _Form]
) -> list[Subject]:
    """Creatures no vocabulary knows, from the subjects of the text's sentences and the
    groups a terse key lists."""
    return [
        Subject(s.name, s.count, s.count_text, s.numbered)
        for s in unknown_subjects(_tokens(text), named, forms)
    ]


def text_to_creatures(
    text: str, source: Source, known_names: Iterable[str] = (), local_names: Iterable[str] = ()
) -> tuple[CreatureMention, ...]:
    """Return the creatures ``text`` names, one per creature, with their counts.

    ``known_names`` adds names to the bundled vocabulary, typically the names of the
    module's stat blocks (``"Giant Slug"``, ``"Squidmen"``); they are singularised.
    ``local_names`` are the stat blocks printed in this text: another name set right before
    one of them ("the pirate gray elves") is taken as a second name for it.
    """
    forms = _forms(tuple(known_names))
    local = frozenset(name_to_singular(n) for n in local_names)
    present = text_to_present_text(text)
    mentions = _mentions(present, forms, local)
    mentions += _unknown_subjects(present, {m.name for m in mentions}, forms)
    return tuple(
        CreatureMention(name=m.name, count=m.count, count_text=m.count_text, source=source)
        for m in _apply_crew(_fold_short_names(_merge(mentions)))
    )


def text_to_arrivals(
    text: str, source: Source, known_names: Iterable[str] = ()
) -> tuple[CreatureMention, ...]:
    """The reinforcements ``text`` names: the creatures of its sentences that bring them in on
    a condition or after a delay ("If the alarm sounds, 2d6 harpies arrive"), each with its
    trigger as printed; ``text_to_creatures`` leaves them out."""
    forms = _forms(tuple(known_names))
    out: list[CreatureMention] = []
    for sentence, trigger in arrival_sentences(text):
        for m in _merge(_mentions(sentence, forms, frozenset())):
            if m.name and all(a.name != m.name for a in out):
                out.append(CreatureMention(m.name, m.count, m.count_text, source, trigger))
    return tuple(out)


def area_to_creatures(
    area: Area, known_names: tuple[str, ...], local_names: Iterable[str] | None = None
) -> tuple[CreatureMention, ...]:
    """The creatures mentioned as present in one area (its name counts as text), after the
    ones the area was read with (a key table's creatures cell lists them: that list wins);
    ``local_names`` stand for the names of the blocks printed in it."""
    text = area.text if area.name in area.text else f"{area.name}. {area.text}"
    local = area.statblocks if local_names is None else local_names
    found = text_to_creatures(text, area.source, known_names, local_names=local)
    listed = {mention.name for mention in area.creatures}
    # a name the list holds, or the last words of one ("spiders" of "cave spiders"), is listed
    more = (m for m in found if not any(n == m.name or n.endswith(f" {m.name}") for n in listed))
    return (*area.creatures, *more)
