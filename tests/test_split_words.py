"""Words split without a hyphen (``converter.read.split_words``): a stray OCR space inside a
word, and a word a narrow box cut at a full line. Generated in several wordings and cases;
the PDF cases (fonts and sizes) are ``tests/test_read_split_words_pdf.py`` and
``tests/data/creatures_pdf/ocr_split_words_are_one_word.yaml``."""

from __future__ import annotations

import pytest

from converter.models import BBox, TextLine, TextSpan
from converter.read import repair
from converter.read.split_words import (
    is_label_piece,
    join_split_words,
    opens_field,
    printed_words,
)

# (word, where an OCR layer split it): neither piece is a word of its own
SPLITS = [
    ("skeleton", 4),
    ("skeletons", 4),
    ("scribe", 3),
    ("acolyte", 5),
    ("harpy", 3),
    ("sentinel", 6),
    ("salamander", 5),
]
TEMPLATES = [
    "Here 9 {} whittle pegs.",
    "A {}, grey with dust, waits",
    "{} (3): AC 7, HD 1",
    "the {}.",
]


def _split(word: str, at: int) -> str:
    return f"{word[:at]} {word[at:]}"


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize(("word", "at"), SPLITS)
@pytest.mark.parametrize("case", ["lower", "title", "upper"])
def test_a_word_split_by_a_stray_space_is_one_word(
    template: str, word: str, at: int, case: str
) -> None:
    shaped = getattr(word, case)() if case != "lower" else word
    text = template.format(_split(shaped, at))
    assert join_split_words(text) == template.format(shaped)


@pytest.mark.parametrize(
    "text",
    [
        "a war dog and a sea hag",  # words apart: as printed
        "Mons ters: 2 goblins",  # the start of a field label
        "AC 7 HD 2 hp 4 SA nil",  # labels and values
        "Key Creatures Num ber",  # a roster column's label cut in its cell
        "Skel Eton the Bold",  # a capital opens a word of its own
        "x1 eton, skel-eton",  # a digit or a hyphen runs on into the piece
        "T he door",  # one letter is a word (or a label) of its own
    ],
)
def test_words_labels_and_names_stay_apart(text: str) -> None:
    assert join_split_words(text) == text


def test_label_pieces_and_field_lines() -> None:
    assert is_label_piece("Mons") and is_label_piece("HD") and is_label_piece("Trea")
    assert not is_label_piece("skel") and not is_label_piece("ander")
    for line in ("Treasure: 40 gp", "HD 4, AC 5", "Exits", "Monsters:", "Area 5"):
        assert opens_field(line), line
    for line in ("ander. A brass telescope", "eton whittles pegs", "(120 gp)."):
        assert not opens_field(line), line


def _boxed(text: str, top: float, right: float) -> TextLine:
    span = TextSpan(text, "F", 6.5, False, False)
    return TextLine(text, 1, BBox(400, top, right, top + 7), (span,), 0, 0)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Mons", "ters: 2 goblins"),  # a narrow field label cut in two: a label start
        ("Monsters: Trea", "sure: 40 gp"),  # two narrow labels: never one word
        ("Loot: a gob", "lin's purse"),  # the first piece is a word of its own
        ("Exits: north, Trea", "sure: none"),  # a label cut in two after a field
    ],
)
def test_no_unmarked_join_at_a_label(first: str, second: str) -> None:
    lines = [_boxed(first, 100, 430), _boxed(second, 108, 430)]
    assert [line.text for line in repair.join_hyphenated_lines(lines)] == [first, second]


# (word, where an OCR layer split it): a piece is a word of its own ("gob", "beet", "old",
# "lam" and "prey"), so the word list alone cannot tell the split from two words
SPLITS_OF_WORDS = [("goblins", 3), ("beetles", 4), ("kobold", 3), ("lamprey", 3), ("beetle", 3)]


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize(("word", "at"), SPLITS_OF_WORDS)
@pytest.mark.parametrize("case", ["lower", "title", "upper"])
def test_a_split_word_the_document_prints_whole_is_one_word(
    template: str, word: str, at: int, case: str
) -> None:
    shaped = getattr(word, case)() if case != "lower" else word
    text = template.format(_split(shaped, at))
    elsewhere = printed_words([f"{word.title()} (2): AC 6, HD 1", "Treasure: none"])
    assert join_split_words(text, elsewhere) == template.format(shaped)
    assert join_split_words(text) == text  # printed nowhere else: two words, as printed


@pytest.mark.parametrize(
    ("text", "elsewhere"),
    [
        ("the days drag on and on", "Dragon: AC 2"),  # a grammar word: a phrase
        ("we go at dawn", "Goat: AC 7"),
        ("an arm or a leg", "Armor Class 5"),
        ("band it together", "Bandit (4): AC 7"),
        ("Mons ters: 2 goblins", "Monsters wander"),  # a label's start
    ],
)
def test_a_phrase_stays_though_the_document_prints_the_joined_word(
    text: str, elsewhere: str
) -> None:
    assert join_split_words(text, printed_words([elsewhere])) == text


def test_the_document_joins_a_split_line_by_line_and_keeps_the_places() -> None:
    span = TextSpan("Two gob lins whittle", "Times-Roman", 9.0, False, False)
    xs = tuple(x for i in range(len(span.text)) for x in (10.0 + 5 * i, 14.0 + 5 * i))
    line = TextLine(span.text, 1, BBox(10, 10, 110, 19), (span,), char_x=xs)
    (joined,) = repair.join_printed_splits([line], printed_words(["Goblins (2)"]))
    assert joined.text == "Two goblins whittle"
    placed = joined.placed_chars
    assert placed is not None and "".join(c for c, _, _ in placed) == joined.text
    assert placed[7] == ("l", 50.0, 54.0)  # the "l" keeps its own place, printed 9th
