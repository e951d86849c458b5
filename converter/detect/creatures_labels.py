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

from converter.detect.creatures_names import load_vocabulary, vocabulary_singulars
from converter.detect.creatures_presence import ARTICLES, DETERMINERS
from converter.numberwords import CARDINALS, DOZEN, ONE_WORDS, PAIRS

# One capitalised word, one or two lower-case words, a full stop, then the next sentence.
LEAD_LABEL_RE = re.compile(r"\s*([A-Z][a-z'’-]+(?: [a-z'’-]+){1,2})\.\s+(?=[A-Z\"“(])")
COUNT_WORDS = frozenset(CARDINALS) | frozenset(DOZEN) | frozenset(ONE_WORDS) | frozenset(PAIRS)


def _is_creature_word(word: str) -> bool:
    lower = word.lower()
    return lower in load_vocabulary() or lower in vocabulary_singulars()


def without_lead_label(text: str) -> str:
    """``text`` without its lead label ("Peat hags. The ground …" → "The ground …"), or as
    it is when it opens with a sentence."""
    match = LEAD_LABEL_RE.match(text)
    if match is None:
        return text
    words = match.group(1).split()
    stops = ARTICLES | DETERMINERS | COUNT_WORDS
    if any(w.lower() in stops for w in words) or _is_creature_word(words[0]):
        return text
    return text[match.end() :]


def is_proper_title(name: str) -> bool:
    """True when ``name`` is a place name with a number word in it ("Nine Maidens")."""
    words = name.split()
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return False
    return any(
        w.lower() in CARDINALS and words[i + 1][:1].isupper() for i, w in enumerate(words[:-1])
    )


def area_reading_text(name: str, text: str) -> str:
    """The text an area's creatures are read from: its name (unless its text holds it or it
    is a proper title) and its text without a lead label."""
    body = without_lead_label(text)
    if name in text or is_proper_title(name):
        return body
    return f"{name}. {body}"
