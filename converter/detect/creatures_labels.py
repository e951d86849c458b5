"""The labels of an area that name it, not who is in it (docs/extraction.md, "Creatures").

``area_to_creatures`` reads an area's name with its text. Two printed labels are names, not
presences:

- a lead label: the entry opens with one verbless noun phrase, a describing word before its
  head and a full stop, with no article, determiner or count ("*Peat hags.* The ground is
  soft …", "Stone rows.", "Valley woods."): the terrain or feature the entry is keyed by. A
  creature is present where a sentence says so, with a count, an article or a verb; a lead
  whose first word is itself a creature ("Goblins attack.") stays text;
- a proper title with a number word: every word capitalised and a spelled number before a
  capitalised word ("Nine Maidens", "The Seven Sisters", "Three Crows Inn"): a place name,
  whose plural names no one present (a count in prose is printed in figures or lower case).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from converter.detect.creatures_names import load_vocabulary, plural_of, vocabulary_singulars
from converter.detect.creatures_presence import ARTICLES, DETERMINERS
from converter.detect.creatures_subject_words import is_descriptor
from converter.detect.statblock_common import is_plural
from converter.numberwords import CARDINALS, DOZEN, ONE_WORDS, PAIRS

# One capitalised word, one or two lower-case words, a full stop, then the next sentence.
LEAD_LABEL_RE = re.compile(r"\s*([A-Z][a-z'’-]+(?: [a-z'’-]+){1,2})\.\s+(?=[A-Z\"“(])")
COUNT_WORDS = frozenset(CARDINALS) | frozenset(DOZEN) | frozenset(ONE_WORDS) | frozenset(PAIRS)


def _is_creature_word(word: str) -> bool:
    lower = word.lower()
    return lower in load_vocabulary() or lower in vocabulary_singulars()


def _is_creature_plural(words: Sequence[str], known: Iterable[str]) -> bool:
    """True when ``words`` are the plural of a creature the vocabulary or the module's stat
    blocks (``known``) name ("Goblins", "Hill Trolls")."""
    phrase = " ".join(words).lower()
    if phrase in vocabulary_singulars():
        return True
    return any(phrase in (name.lower(), plural_of(name.lower())) for name in known) and (
        is_plural(words[-1])
    )


def _is_creature_group(words: Sequence[str], known: Iterable[str]) -> bool:
    """True when ``words`` are describing words before a creature's plural ("Hungry ghouls",
    "Pale grey wolves"): a group of creatures, said as a terse sentence, not a terrain label
    (``is_descriptor``; "Peat hags": peat is what the hags are of)."""
    lead = 0
    while lead < len(words) - 1 and is_descriptor(words[lead].lower()):
        lead += 1
    return lead > 0 and _is_creature_plural(words[lead:], known)


def without_lead_label(text: str, known: Iterable[str] = ()) -> str:
    """``text`` without its lead label ("Peat hags. The ground …" → "The ground …"), or as
    it is when it opens with a sentence, a creature's name or a group of creatures
    ("Hungry ghouls. They gnaw …"); ``known`` are the module's stat-block names."""
    match = LEAD_LABEL_RE.match(text)
    if match is None:
        return text
    words = match.group(1).split()
    stops = ARTICLES | DETERMINERS | COUNT_WORDS
    if any(w.lower() in stops for w in words) or _is_creature_word(words[0]):
        return text
    if _is_creature_group(words, known):
        return text
    return text[match.end() :]


def is_proper_title(name: str, known: Iterable[str] = ()) -> bool:
    """True when ``name`` is a place name with a number word in it ("Nine Maidens"), not a
    count and a creature's plural, which names the encounter ("Four Goblins")."""
    words = name.split()
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return False
    if words[0].lower() in COUNT_WORDS and _is_creature_plural(words[1:], known):
        return False
    return any(
        w.lower() in CARDINALS and words[i + 1][:1].isupper() for i, w in enumerate(words[:-1])
    )


def area_reading_text(name: str, text: str, known: Iterable[str] = ()) -> str:
    """The text an area's creatures are read from: its name (unless its text holds it or it
    is a proper title) and its text without a lead label; ``known`` are the module's
    stat-block names."""
    body = without_lead_label(text, known)
    if name in text or is_proper_title(name, known):
        return body
    return f"{name}. {body}"
