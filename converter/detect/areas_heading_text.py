"""A heading's printed text made into a name: decorative glyphs before and after it dropped,
small-caps pieces the text layer splits joined, ALL-CAPS title-cased. Read by every area
detector (``areas_common`` keeps the keys and the context they share)."""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

from converter.ruledata import load_lexicon

# lower case in a title, no name word ("of", "the"): the same list areas_common reads
SMALL_WORDS = frozenset(load_lexicon("function_words")["small_words"])


def _all_letters_capital(text: str) -> bool:
    """Some letter, and no small letter (stops at the first: most text is running text)."""
    letters = False
    for char in text:
        if char.isalpha():
            if char.islower():
                return False
            letters = True
    return letters


@cache
def _decorative_glyph_rules() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    data = load_lexicon("heading")["decorative_glyphs"]
    return frozenset(data["categories"]), frozenset(data["marks"]), frozenset(data["not_glyphs"])


def is_decorative_glyph(char: str) -> bool:
    """True for a decorative glyph a heading may open or end with (``heading.yaml``
    ``decorative_glyphs``): a symbol beyond ASCII, an icon, a glyph the font does not name or
    an ornament mark; never a letter, digit, space, operator or price."""
    categories, marks, not_glyphs = _decorative_glyph_rules()
    if char in marks:
        return True
    if (char.isascii() and char.isprintable()) or char.isspace() or char in not_glyphs:
        return False
    return unicodedata.category(char) in categories


def strip_lead_glyphs(text: str) -> str:
    """A heading's text without the decorative glyphs before it ("▸ Room 3: Cellar" → "Room
    3: Cellar", "▼ 3." → "3."): they decorate the heading and are no part of its key."""
    start, glyphs = 0, 0
    while start < len(text) and (text[start].isspace() or is_decorative_glyph(text[start])):
        glyphs += not text[start].isspace()
        start += 1
    return text[start:] if glyphs and start < len(text) else text


def strip_end_glyphs(text: str) -> str:
    """A heading's text without the decorative glyphs after it ("Cellar ¶" → "Cellar"): a
    web page's anchor mark or an icon ends a heading and is no part of its name."""
    end = len(text)
    while end > 0 and (text[end - 1].isspace() or is_decorative_glyph(text[end - 1])):
        end -= 1
    return text[:end] if end else text


# How many line texts the per-text caches of the key readers hold: every distinct line of a
# document, so that a stage asking again finds the answer (the SRD has 28,000 line texts;
# at 16,384, a pass over the document emptied the cache before the next pass asked, and
# three in four asks of the SRD were computed again). Bounded for a batch of documents.
TEXT_CACHE_SIZE = 1 << 16


@lru_cache(maxsize=TEXT_CACHE_SIZE)
def small_caps_to_text(text: str) -> str:
    """A heading's text as read: decorative glyphs before it dropped (``strip_lead_glyphs``)
    and small-caps pieces the text layer splits joined (``"V ILLAGE OF H OMMLET"``, ``"1 A
    ."``). Remembered per text: the area detectors ask it of the same lines again and again
    (LGMRD: 20,000 asks of 3,300 lines), and the answer is a string of the text alone."""
    text = strip_lead_glyphs(text)
    if not _all_letters_capital(text):
        return text
    joined = re.sub(r"\s+([’'])\s*(?=[A-Z]\b)", r"\1", text)
    joined = re.sub(r"(?<![A-Za-z’'])([A-Z]) (?=[A-Z])", r"\1", joined)
    joined = re.sub(r"^(\d+)\s+([A-Z])\s*\.", r"\1\2.", joined)
    return re.sub(r"\s+([.:,])", r"\1", joined)


def heading_to_name(text: str) -> str:
    """Turn a printed heading into an area name: tidy spaces, title-case ALL-CAPS text."""
    name = re.sub(r"\s+", " ", strip_end_glyphs(small_caps_to_text(text))).strip(" .:-–—")
    letters = [c for c in name if c.isalpha()]
    if letters and all(c.isupper() for c in letters) and len(letters) > 3:
        words = [w.lower() for w in name.split(" ")]
        name = " ".join(
            w if k > 0 and w in SMALL_WORDS else w[:1].upper() + w[1:] for k, w in enumerate(words)
        )
    return name


# A line ending on a dash or a comma, or inside a bracket it opened, is left open: what it
# says goes on over the line break ("4 Loading Shaft —" / "7 salamanders").
_OPEN_END_RE = re.compile(r"(?:[,—–]|\s-|\([^()]*|\[[^\[\]]*)\s*$")


def left_open(text: str) -> bool:
    """True when a line stops where its words cannot end: on a dash or a comma, or inside a
    bracket it opened."""
    return _OPEN_END_RE.search(text) is not None
