"""Shared helpers for the stat-block parsers: text clean-up, numbers, dice and names."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache

from converter.models import BBox, Document, Source, TextLine
from converter.numberwords import CARDINALS, DOZEN, ONE_WORDS, PAIRS
from converter.ruledata import load_lexicon

# Minus-like glyphs printed in place of "-" (U+2212 minus, en dash, soft hyphen, U+2010 hyphen).
_MINUS_GLYPHS = str.maketrans({"\u2212": "-", "\u2013": "-", "\u00ad": "-", "\u2010": "-"})
_HYPHEN_RUN = re.compile(r"-{2,}")
# TeX old-style figures come out as "1 d 8", "6 + 1", "AC - 1": close those gaps up.
_SPACED_DICE = re.compile(r"(?<=\d) d (?=\d)")
_SPACED_SIGN = re.compile(r"(?<=\d) ?([+-]) ?(?=\d)")
_SPACED_NEGATIVE = re.compile(r"\b(AC|Armou?r Class) - (?=\d)")
# Small caps split by the text layer: "M ONSTER F OO" -> "MONSTER FOO".
_SMALL_CAPS = re.compile(r"\b([A-Z]) (?=[A-Z]{2,}\b)")
_SPACE_BEFORE_PUNCT = re.compile(r" +([,.;:!?)])")
_SPACE_AFTER_PAREN = re.compile(r"\( +")
_MULTI_SPACE = re.compile(r"\s+")

_INDEFINITE = load_lexicon("function_words")["indefinite_articles"]  # "a", "an" count one
NUMBER_WORDS: dict[str, int] = {
    **dict.fromkeys(_INDEFINITE, 1),
    **ONE_WORDS,
    **PAIRS,
    **{word: value for word, value in CARDINALS.items() if value},
    **DOZEN,
}
# The counts an article gives ("a goblin", "a pair of guards", "a score of"), no number printed.
ARTICLE_COUNTS = frozenset(_INDEFINITE) | frozenset(PAIRS)

# A game-system label opening a stat line's name ("5E Goblins (4):", "[OSE] Ogre", "B/X:
# Wolves", "Old School Ogre"): it names the rules family of the line, never the creature.
_SYSTEM_LABELS = sorted(load_lexicon("stat_words")["system_labels"], key=len, reverse=True)
SYSTEM_LABEL = re.compile(
    r"^\s*(?:\[(?:{0})\]|\((?:{0})\)|(?:{0})(?![\w&/.]))[ \t]*:?[ \t\n]+".format(
        "|".join(re.escape(label) for label in _SYSTEM_LABELS)
    ),
    re.IGNORECASE,
)


# Words of a name and nothing else: no number, no bracket, no field (a line's wrapped name).
_NAME_WORDS = re.compile(r"[A-Za-z][A-Za-z’' -]*$")


def drop_system_label(name: str) -> str:
    """``name`` without a game-system label before it ("5E Goblins" → "Goblins"); a name
    that is nothing but a label is kept."""
    label = SYSTEM_LABEL.match(name)
    if label is None or not re.search(r"[A-Za-z]", name[label.end() :]):
        return name
    return name[label.end() :]


def system_label_wrap(before: str, text: str) -> str:
    """``text``, a label opening its line, with the name words of the line over it when that
    line opens with a system label ("Old School MARSH" / "TOAD AC 8 …": "MARSH\nTOAD")."""
    before = before.rstrip(" \t")
    if "\n" in text or not before.endswith("\n"):
        return text  # the label wraps already, or opens mid-line
    above = before[:-1].rpartition("\n")[2].strip()
    return f"{above}\n{text}" if opens_system_label(above) else text


def opens_system_label(line: str) -> bool:
    """A line opening with a game system's label and a word after it ("Old School MARSH" /
    "TOAD (2): AC 7"): a dual-statted line's label, its name wrapped on the next line. Such
    a line ends for no want of room, yet it is no caption of its own: a system label always
    opens a stat line, so the words after it are the start of the creature's name."""
    label = SYSTEM_LABEL.match(line + "\n")
    return label is not None and _NAME_WORDS.match(line[label.end() - 1 :].strip()) is not None


@lru_cache(maxsize=65536)
def clean_text(text: str) -> str:
    """Return ``text`` with minus glyphs unified and spaced-out dice/numbers closed up."""
    text = text.translate(_MINUS_GLYPHS)
    if "--" in text:
        text = _HYPHEN_RUN.sub("-", text)
    if " - " in text:
        text = _SPACED_NEGATIVE.sub(r"\1 -", text)
    if " d " in text:
        text = _SPACED_DICE.sub("d", text)
    if " +" in text or "+ " in text or " -" in text or "- " in text:
        text = _SPACED_SIGN.sub(r"\1", text)
    return text


def clean_name(text: str) -> str:
    """Return a printed name tidied: small caps rejoined, spacing fixed, an opening bracket
    after it dropped, all-caps title-cased."""
    text = clean_text(text)
    text = _SMALL_CAPS.sub(r"\1", text)
    text = _SPACE_BEFORE_PUNCT.sub(r"\1", text)
    text = _SPACE_AFTER_PAREN.sub("(", text)
    # a bracket opening the statistics ("7 grey oozes [AC 8, …") closes no part of the name
    text = _MULTI_SPACE.sub(" ", text).strip(" .,:;").rstrip(" ([{").rstrip(" .,:;")
    letters = [c for c in text if c.isalpha()]
    if letters and all(c.isupper() for c in letters) and len(letters) > 3:
        text = text.title().replace("’S", "’s").replace("'S", "'s")
    return text


def dice_text(text: str) -> str:
    """Return a hit-dice expression as printed with the spaces removed (``7d10 + 21`` → ``7d10+21``)."""
    return re.sub(r"\s+", "", clean_text(text))


def int_or_none(text: str | None) -> int | None:
    """Return ``text`` (``"1,800"``, ``"-1"``) as an int, or None when it holds no number."""
    if text is None:
        return None
    digits = clean_text(text).replace(",", "").replace(" ", "")
    match = re.match(r"^[+-]?\d+", digits)
    return int(match.group(0)) if match else None


_IE_SINGULARS = frozenset(load_lexicon("stat_words")["ie_singulars"])


def singular(word: str) -> str:
    """Return a rough singular of an English creature noun (``elves`` → ``elf``)."""
    lower = word.lower()
    if lower.endswith("ies") and lower[:-1] in _IE_SINGULARS:
        return word[:-1]
    rules = (
        ("men", "man"),
        ("lves", "lf"),
        ("ieves", "ief"),
        ("arves", "arf"),
        ("ies", "y"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("xes", "x"),
        ("sses", "ss"),
        ("ss", "ss"),
        ("us", "us"),
        ("is", "is"),
        ("s", ""),
    )
    for suffix, replacement in rules:
        if lower.endswith(suffix) and len(lower) > len(suffix):
            return word[: len(word) - len(suffix)] + replacement
    return word


_NOT_PLURAL = frozenset(load_lexicon("stat_words")["not_plural"])


def is_plural(word: str) -> bool:
    """Return True when ``word`` looks like an English plural noun."""
    lower = word.lower()
    if lower.endswith(("ss", "us", "is", "'s", "’s")) or len(lower) < 3 or lower in _NOT_PLURAL:
        return False
    return lower.endswith("s") or (lower.endswith("men") and len(lower) > 4)


def body_size(document: Document) -> float:
    """Return the most common font size of the document's text, weighted by characters."""
    sizes: Counter[float] = Counter()
    for line in document.lines:
        for span in line.spans:
            sizes[round(span.size, 1)] += len(span.text.strip())
    return sizes.most_common(1)[0][0] if sizes else 0.0


def lines_source(document: Document, lines: Sequence[TextLine]) -> Source:
    """Return a Source for ``lines``: the first line's page and the union of the boxes of the
    lines in its column there, and the page it is read on. A block run on from a column's foot to the next column's head
    starts where its first line is: the union of both pieces took its top from the one and
    its left edge from the other, a corner where some other text (an area's heading) began."""
    page, column = lines[0].page, lines[0].column
    box: BBox | None = None
    for line in lines:
        if (line.page, line.column) == (page, column):
            box = line.bbox if box is None else box.union(line.bbox)
    return Source(document.file, page, box, document.reading_page_of(lines[0]))


def join_lines(texts: Iterable[str]) -> str:
    """Join line texts into running text (lines arrive already de-hyphenated)."""
    return _MULTI_SPACE.sub(" ", " ".join(t.strip() for t in texts)).strip()


def singular_name(name: str) -> str:
    """Return a creature name with its last word made singular ("giant spiders" → "giant spider")."""
    head, _, last = name.rpartition(" ")
    if not is_plural(last):
        return name
    return f"{head} {singular(last)}" if head else singular(last)


# A number of creatures printed as a multiplier beside the name: "Ghoul ×3", "Ghoul x3",
# "3× ghoul", "3 x ghoul" (a letter x counts only set apart from the name's letters).
_TIMES_AFTER = re.compile(r"^(?P<name>.*?[^\s×])(?:\s*×|\s+[xX])\s*(?P<n>\d+)$")
_TIMES_BEFORE = re.compile(r"^(?P<n>\d+)\s*(?:×|[xX](?=\s))\s*(?P<name>[^\d\s].*)$")
# ... or bracketed after it, as a heading of a group's block prints it ("GOBLINS (×4)").
_TIMES_BRACKET = re.compile(r"^(?P<name>.*?[^\s(])\s*\(\s*(?:×|[xX])\s*(?P<n>\d+)\s*\)$")


def split_multiplier(name: str) -> tuple[str, int | None]:
    """Return a printed name without its multiplier and the count it gives ("Ghoul ×3" →
    ("Ghoul", 3), "3× ghoul" → ("ghoul", 3), "GOBLINS (×4)" → ("GOBLINS", 4)); a name without one comes back as it is."""
    text = name.strip()
    for pattern in (_TIMES_AFTER, _TIMES_BEFORE, _TIMES_BRACKET):
        match = pattern.match(text)
        if match and int(match.group("n")) > 0:
            return match.group("name").strip(" ,:;—–-"), int(match.group("n"))
    return name, None


# A group's number in brackets after its name, a count or the dice that roll it ("HILL TROLLS
# (2)", "Ogres (2D6)", "Acolytes (1d4+1)"): an entry's name line prints the group it heads.
_COUNT_BRACKET = re.compile(r"^(?P<name>.*?[^\s(])\s*\((?P<n>\d+|\d*[dD]\d+(?:\s*[+-]\s*\d+)?)\)$")


def split_bracket_count(name: str) -> tuple[str, int | None]:
    """Return an entry's name without the group's number in brackets after it and the count
    it gives ("Hill Trolls (2)" → ("Hill Trolls", 2); "Ogres (2D6)" → ("Ogres", None): a roll
    is no one number); a name without one, or a bracket of words ("Goblin (Chief)"), comes
    back as it is."""
    match = _COUNT_BRACKET.match(name.strip())
    if match is None:
        return name, None
    number = match.group("n")
    return match.group("name"), int(number) if number.isdecimal() and int(number) else None


# A die alone in a bracket closed by a colon ("Kobolds (1d8):", "Acolytes (1d4+1):") is the
# count of a group's label, not a statistic: an attack's damage bracket ("claw (1d8)") is
# followed by a separator or the next field, never closed by a colon.
_LABEL_COUNT_CLOSE = re.compile(r"[ \t]*\)[ \t]*:")


def counts_a_label(text: str, start: int, end: int) -> bool:
    """True when the dice at ``text[start:end]`` stand alone in a bracket that closes a
    label ("Kobolds (1d8):"): they open the next group's line, not the run before."""
    opened = text[:start].rstrip(" \t").endswith("(")
    return opened and _LABEL_COUNT_CLOSE.match(text, end) is not None
