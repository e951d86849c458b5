"""Does a page's text layer read as words? A font whose codes are shifted or scrambled
(common with Type3 fonts) prints fine on paper but extracts as "Wkh Pxggb Fdyh".

Detection then finds nothing, and without this check the only sign is "no keyed or named
areas". The measure is the share of a page's words found in the bundled English word list
(``repair.is_word``): prose scores well above half even with invented names in it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from converter.models import PageText, Problem
from converter.read.repair import is_word

MIN_WORDS = 20  # fewer words than this (a map, a title page) say nothing either way
MIN_WORD_SHARE = 0.3  # below this share of dictionary words the text layer is garbage
_WORD = re.compile(r"[A-Za-z]{3,}")


def dictionary_share(page: PageText) -> tuple[int, float]:
    """How many words of three letters or more the page has, and the share that are listed."""
    words = Counter(w for line in page.lines for w in _WORD.findall(line.text))
    total = sum(words.values())
    if not total:
        return 0, 1.0
    # each distinct word looked up once: a page repeats most of its words
    return total, sum(count for word, count in words.items() if is_word(word)) / total


def garbage_text_problems(file: str, pages: Sequence[PageText]) -> tuple[Problem, ...]:
    """A ``text-layer-garbage`` warning for each page whose words are mostly not words."""
    problems = []
    for page in pages:
        count, share = dictionary_share(page)
        if count >= MIN_WORDS and share < MIN_WORD_SHARE:
            problems.append(
                Problem(
                    file=file,
                    page=page.number,
                    rule="text-layer-garbage",
                    level="warning",
                    message=(
                        f"page {page.number}: the text layer looks like garbage (only "
                        f"{share:.0%} of {count} words are English words): the font's codes "
                        "may be shifted; OCR the page"
                    ),
                )
            )
    return tuple(problems)
