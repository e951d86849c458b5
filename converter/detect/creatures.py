"""Find the creatures an area's text names, with the counts the text gives.

Conventions (see also the corpus TRUTH-FORMAT.md):

- names are singular and lower case (``"giant rat"``);
- a number or number word before the name is the count (``"3 orcs"``, ``"five guards"``,
  ``"a dozen vampires"``, ``"about 500 ghouls"``);
- an article or a singular noun means one (``"an ogre"``, ``"guarded by angry nixie"``);
- a plural without a number, or a dice expression (``"2d6 goblins"``, ``"goblins (1d6)"``),
  is not a fixed count: ``count`` is ``None`` and ``count_text`` keeps the dice as printed;
- when a creature is named several times, the first numbered mention wins, else one for a
  singular mention, else ``None``.

Up to two describing words may sit between the count and the name
(``"four Night Blade bandits"``, ``"a human sized slug"``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from converter.models import CreatureMention, Source

VOCABULARY_PATH = Path(__file__).resolve().parents[1] / "data" / "creature_names.yaml"

NUMBER_WORDS: dict[str, int] = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "dozen": 12,
    "single": 1,
    "lone": 1,
    "pair": 2,
    "couple": 2,
}
ARTICLES = {"a", "an"}
# Words after which a plural noun has no fixed count.
VAGUE_WORDS = {"some", "several", "many", "few", "numerous", "countless", "dozens", "hundreds"}
# Words that end the search for a count: a definite reference or a clause boundary.
BARRIERS = {
    "the",
    "these",
    "those",
    "this",
    "that",
    "his",
    "her",
    "its",
    "their",
    "our",
    "your",
    "my",
    "and",
    "or",
    "of",
    "with",
    "by",
    "to",
    "in",
    "on",
    "at",
    "for",
    "from",
    "is",
    "are",
    "was",
    "were",
    "has",
    "have",
    "had",
    "be",
    "if",
    "as",
    "than",
    "no",
    "not",
    "every",
    "each",
    "all",
    "any",
    "other",
    "others",
}
# Words that may sit between a count and the name without changing it.
SOFTENERS = {"about", "around", "roughly", "approximately", "nearly", "almost", "some", "over"}
MAX_MODIFIERS = 2
# Nouns after a creature name that make the name a modifier of a place.
PLACE_NOUNS = {
    "room",
    "chamber",
    "hall",
    "post",
    "tower",
    "house",
    "quarter",
    "den",
    "pen",
    "kennel",
    "lair",
    "nest",
    "barrack",
    "bridge",
    "cave",
    "pit",
    "gate",
    "door",
    "shrine",
    "temple",
    "camp",
    "village",
    "stable",
    "yard",
    "statue",
    "skull",
    "bone",
    "hide",
    "skin",
}
# Vocabulary names that are also everyday words: without a count they are not taken as
# creatures ("leading down into shadow", "statues of kneeling knights").
COMMON_WORDS = {
    "shadow",
    "nightmare",
    "spy",
    "giant",
    "mule",
    "ghost",
    "scout",
    "noble",
    "knight",
    "priest",
    "soldier",
    "horse",
    "cat",
    "owl",
    "hawk",
    "raven",
    "frog",
    "toad",
    "crab",
    "deer",
    "goat",
    "elephant",
    "dragon",
    "demon",
    "devil",
    "angel",
    "golem",
    "dwarf",
    "elf",
    "gnome",
    "monkey",
    "lion",
    "tiger",
    "bear",
    "snake",
    "spider",
    "bat",
    "rat",
    "wolf",
    "hound",
    "mage",
    "druid",
    "commoner",
    "pirate",
    "beetle",
    "centipede",
    "scorpion",
    "lizard",
    "vulture",
    "eagle",
    "slug",
}

TOKEN_RE = re.compile(
    r"\d+\s*[dD]\s*\d+(?:\s*[-+×x]\s*\d+)?"  # dice: 2d6, 1d4+1
    r"|\d[\d,]*"  # numbers: 3, 500, 1,000
    r"|[A-Za-zÀ-ÿ’']+(?:-[A-Za-zÀ-ÿ’']+)*"  # words, hyphenated words
    r"|[^\sA-Za-z\d]"  # punctuation, one character at a time
)
DICE_RE = re.compile(r"^\d+\s*[dD]\s*\d+")


@dataclass(frozen=True)
class _Token:
    text: str
    lower: str


@dataclass(frozen=True)
class _Form:
    name: str  # singular
    plural: bool
    from_module: bool  # a name from the module's own stat blocks


@dataclass(frozen=True)
class _Mention:
    name: str
    count: int | None
    count_text: str
    numbered: bool  # the count came from a number, not from an article or a singular noun


def plural_of(singular: str) -> str:
    """Return the regular English plural of a creature name (last word inflected)."""
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


def _tokens(text: str) -> list[_Token]:
    return [
        _Token(m.group(0), m.group(0).lower().replace("’", "'")) for m in TOKEN_RE.finditer(text)
    ]


def _number_value(tokens: Sequence[_Token], index: int) -> tuple[int | None, str] | None:
    """Read a count ending at ``tokens[index]``: returns (value, printed text) or None."""
    token = tokens[index]
    word = token.lower
    if DICE_RE.match(word):
        return None, token.text
    if word.replace(",", "").isdigit():
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


def _count_before(tokens: Sequence[_Token], start: int, plural: bool) -> _Mention | None:
    """Look left of a name at ``start`` for its count, skipping a few describing words."""
    modifiers = 0
    index = start - 1
    while index >= 0:
        word = tokens[index].lower
        if word == "of" and index > 0 and tokens[index - 1].lower in ("dozen", "pair", "couple"):
            index -= 1
            continue
        read = _number_value(tokens, index)
        if read is not None:
            value, printed = read
            if word in ARTICLES and plural:
                return None
            numbered = word not in ARTICLES
            return _Mention("", value, printed, numbered)
        if word in VAGUE_WORDS:
            return _Mention("", None, tokens[index].text, False)
        if word in SOFTENERS:
            index -= 1
            continue
        if word in BARRIERS or not word[:1].isalpha() or modifiers >= MAX_MODIFIERS:
            return None
        modifiers += 1
        index -= 1
    return None


def _dice_after(tokens: Sequence[_Token], end: int) -> str | None:
    """Return a dice count printed in brackets after a name (``goblins (1d6)``), if any."""
    if (
        end + 2 < len(tokens)
        and tokens[end].text == "("
        and tokens[end + 2].text == ")"
        and DICE_RE.match(tokens[end + 1].lower)
    ):
        return tokens[end + 1].text
    return None


def _mentions(text: str, forms: dict[tuple[str, ...], _Form]) -> list[_Mention]:
    tokens = _tokens(text)
    longest = max((len(k) for k in forms), default=1)
    found: list[_Mention] = []
    index = 0
    previous: tuple[int, int, _Form] | None = None  # start, end, form of the last match
    while index < len(tokens):
        form: _Form | None = None
        length = 0
        for length in range(min(longest, len(tokens) - index), 0, -1):
            form = forms.get(tuple(t.lower for t in tokens[index : index + length]))
            if form is not None:
                break
        if form is None:
            index += 1
            continue
        count_from = index
        if previous is not None and previous[1] == index:
            # Two names in a row: "a slug guards the mace", "the orc guard" (the second is a
            # verb or a role), but "pirate gray elves" when only the second is the module's.
            if not (form.from_module and not previous[2].from_module):
                index += length
                continue
            found.pop()
            count_from = previous[0]
        mention = _mention_at(tokens, count_from, index + length, form)
        if mention is not None:
            found.append(mention)
        previous = (count_from, index + length, form)
        index += length
    return found


def _mention_at(tokens: Sequence[_Token], start: int, end: int, form: _Form) -> _Mention | None:
    """The mention of ``form`` printed at ``tokens[start:end]``, with the count before it."""
    dice = _dice_after(tokens, end)
    if dice is not None:
        return _Mention(form.name, None, dice, True)
    if not form.plural and end < len(tokens) and tokens[end].lower.rstrip("s") in PLACE_NOUNS:
        return None  # "Guard Room", "the orc nest", "troll bridge": it names a place
    counted = _count_before(tokens, start, form.plural)
    if counted is not None:
        return _Mention(form.name, counted.count, counted.count_text, counted.numbered)
    if form.name in COMMON_WORDS and not form.from_module:
        return None  # "down into shadow", "hooded priests": a word, not a creature here
    return _Mention(form.name, None if form.plural else 1, "", False)


def _merge(mentions: Sequence[_Mention]) -> list[_Mention]:
    """One mention per creature: the first numbered one, else a singular one, else any."""
    order: list[str] = []
    best: dict[str, _Mention] = {}
    for mention in mentions:
        if mention.name not in best:
            order.append(mention.name)
            best[mention.name] = mention
            continue
        current = best[mention.name]
        if current.numbered:
            continue
        if mention.numbered or (current.count is None and mention.count is not None):
            best[mention.name] = mention
    return [best[name] for name in order]


def text_to_creatures(
    text: str, source: Source, known_names: Iterable[str] = ()
) -> tuple[CreatureMention, ...]:
    """Return the creatures ``text`` names, one per creature, with their counts.

    ``known_names`` adds names to the bundled vocabulary, typically the names of the
    module's stat blocks (``"Giant Slug"``, ``"Squidmen"``); they are singularised.
    """
    forms = _forms(tuple(known_names))
    return tuple(
        CreatureMention(name=m.name, count=m.count, count_text=m.count_text, source=source)
        for m in _merge(_mentions(text, forms))
    )
