"""The cheap order of ``join_split_words`` (issue #16): the pure tests of a pair run cheapest
first and a part's "is it a word" is remembered, so the text comes out as the plain scan
(each pair asked ``is_split_word`` after the adjacency, touch and case tests) writes it, and
the word list is asked about a part once per process, not once per pair it stands in.

Texts are drawn from split words (pieces that are no words), whole words, labels, digits,
apostrophes, hyphens and non-ASCII letters, joined by one or two spaces or none."""

from __future__ import annotations

import re
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.read import split_words
from converter.read.split_words import (
    _touches_more,
    is_split_word,
    join_split_words,
    same_case,
)

PIECES = (
    "skel", "eton", "etons", "SKEL", "ETON", "Skel", "salam", "ander", "acoly", "tes", "scr",
    "ibe", "the", "war", "dog", "shape", "changer", "Mons", "ters", "HD", "Area", "x1", "9",
    "it's", "o'", "well-", "-kept", "é", "naïve", "ö", "_", "’s",
)  # fmt: skip
SEPARATORS = (" ", "  ", "", ", ", ". ")
TEXTS = st.lists(st.tuples(st.sampled_from(PIECES), st.sampled_from(SEPARATORS)), max_size=8).map(
    lambda parts: "".join(piece + sep for piece, sep in parts)
)
_LETTERS = re.compile(r"[A-Za-z]+")
_AROUND = re.compile(r"[\w’'-]")  # what a part may not touch, as a regex reads it


def _plain_join(text: str, printed: frozenset[str] = frozenset()) -> str:
    """The plain scan: each pair of letter runs one space apart asked every test in turn."""
    if " " not in text:
        return text
    words = list(_LETTERS.finditer(text))
    pieces: list[str] = []
    last = index = 0
    while index < len(words) - 1:
        first, second = words[index], words[index + 1]
        touches = bool(
            (first.start() > 0 and _AROUND.match(text[first.start() - 1]))
            or (second.end() < len(text) and _AROUND.match(text[second.end()]))
        )
        if (
            second.start() == first.end() + 1
            and text[first.end()] == " "
            and not touches
            and same_case(first.group(), second.group())
            and is_split_word(first.group(), second.group(), printed)
        ):
            pieces.append(text[last : first.end()])
            last = first.end() + 1
            index += 2
            continue
        index += 1
    return "".join(pieces) + text[last:] if pieces else text


@settings(max_examples=500, deadline=None)
@given(TEXTS)
def test_the_cheap_order_writes_what_the_plain_scan_writes(text: str) -> None:
    assert join_split_words(text) == _plain_join(text)


# Words a document prints whole: joins of the pieces above, whole words among them, and
# phrases of a grammar word ("ofthe"), so that a pair of words of their own may join too.
PRINTED = st.frozensets(
    st.sampled_from(
        ("skeleton", "skeletons", "wardog", "shapechanger", "thewar", "salamander", "itself",
         "doghd", "monsters", "acolytes", "scribe", "the", "war", "dog")
    )
)  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(TEXTS, PRINTED)
def test_the_cheap_order_with_printed_words_writes_what_the_plain_scan_writes(
    text: str, printed: frozenset[str]
) -> None:
    """With the document's words (``join_printed_splits``), a pair of words of their own is
    turned away unless the two are printed whole: the plain scan asks it every test."""
    assert join_split_words(text, printed) == _plain_join(text, printed)


def test_a_pair_of_words_is_asked_no_further_unless_printed_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[tuple[str, str]] = []
    plain = split_words.is_split_word

    def counted(before: str, after: str, printed: frozenset[str] = frozenset()) -> bool:
        asked.append((before, after))
        return plain(before, after, printed)

    monkeypatch.setattr(split_words, "is_split_word", counted)
    line = "the old well and the war dog by the gate"
    assert (
        join_split_words(line, frozenset({"wardog"})) == "the old well and the wardog by the gate"
    )
    assert asked == [("war", "dog")]  # the only pair printed whole; every other part a word


def test_the_cheap_order_still_joins_and_keeps() -> None:
    assert join_split_words("Here 9 skel etons whittle") == "Here 9 skeletons whittle"
    assert join_split_words("a war dog and x1 eton") == "a war dog and x1 eton"


def test_a_part_touches_what_the_regex_says_for_every_char() -> None:
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        assert _touches_more(f"{char}ab cd", 1, 6) == bool(_AROUND.match(char)), hex(code)
        assert _touches_more(f"ab cd{char}", 0, 5) == bool(_AROUND.match(char)), hex(code)


def test_the_word_list_is_asked_once_per_part(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    plain = split_words._whole_word

    def counted(part: str) -> bool:
        asked.append(part)
        return plain(part)

    split_words._printed_word.cache_clear()
    monkeypatch.setattr(split_words, "_whole_word", counted)
    line = "the old well and the old gate and the old door by the old road"
    for _ in range(5):
        join_split_words(line)
    split_words._printed_word.cache_clear()  # no answer read through the stand-in stays
    assert len(asked) == len(set(asked))  # each part once, over five readings of the line
    assert set(asked) <= set(_LETTERS.findall(line))
