"""Words a browser may break: a space char that takes no room is a break point, not a word gap.

Chromium (Skia's PDF backend) writes a word holding soft hyphens as one run per piece with a
space char between them, the next piece drawn where that space starts; where the line did
break, the hyphen it prints is such a piece too. The reader must read the word whole. The
printed cases need Chromium and are skipped without it (as tests/test_synth_roamer.py)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pytest
from synth.roamer_print import chromium, print_pdf

from converter.read.extract import read_pdf
from converter.read.glyphs import chars_to_glyphs

needs_chromium = pytest.mark.skipif(
    chromium() is None, reason="printing a web page needs Chromium, which is not installed"
)


def _char(text: str, x0: float, width: float, bottom: float = 100.0) -> dict[str, Any]:
    return {
        "text": text,
        "x0": x0,
        "x1": x0 + width,
        "top": bottom - 10.0,
        "bottom": bottom,
        "size": 10.0,
        "fontname": "F",
        "matrix": (1, 0, 0, 1, x0, bottom),
    }


@pytest.mark.parametrize(
    ("next_x0", "next_bottom", "spaced"),
    [
        (20.0, 100.0, False),  # drawn where the space starts: a break point
        (20.3, 100.0, False),  # rounding
        (23.0, 100.0, True),  # after the space's width: a word gap
        (26.0, 100.0, True),  # a justified line's wider gap
        (20.0, 114.0, True),  # on the next line: not this space's place
        (2.0, 100.0, True),  # back to the line's start (a second, overprinted pass)
    ],
)
def test_a_space_that_takes_no_room_is_no_word_gap(
    next_x0: float, next_bottom: float, spaced: bool
) -> None:
    chars = [
        _char("o", 14.0, 6.0),
        _char(" ", 20.0, 3.0),
        _char("g", next_x0, 6.0, next_bottom),
    ]
    glyphs = chars_to_glyphs(chars)
    assert glyphs[-1].space_before is spaced


def _page(words: list[str], font: str, size: int, width: str, align: str) -> str:
    # Each word's pieces joined by soft hyphens; a narrow column so that some lines break
    # inside a word and others do not.
    text = " ".join(
        "\u00ad".join(html.escape(piece) for piece in word.split("|")) for word in words
    )
    return (
        '<html><head><meta charset="utf-8"></head>'
        f'<body style="font-family: {font}; font-size: {size}pt; width: {width};'
        f' text-align: {align}"><p>{text}</p></body></html>'
    )


SENTENCES = [
    "The ske|le|ton and two aco|ly|tes wait by the hob|go|blin mer|ce|nary near the un|der|ground "
    "ri|ver, where cave cra|wlers ga|ther in the dark|ness below the ob|ser|va|to|ry.",
    "Four brig|ands guard the trea|su|ry; a gar|goyle watches the ca|the|dral door while "
    "the sen|ti|nels sleep be|side the bar|ri|cade of bro|ken fur|ni|ture.",
]
LOOKS = [
    ("DejaVu Serif", 11, "3in", "justify"),
    ("DejaVu Sans", 9, "2.2in", "left"),
    ("DejaVu Sans Condensed", 13, "2.6in", "justify"),
]


@needs_chromium
@pytest.mark.parametrize("look", LOOKS)
@pytest.mark.parametrize("sentence", SENTENCES)
def test_soft_hyphened_words_read_whole(
    tmp_path: Path, look: tuple[str, int, str, str], sentence: str
) -> None:
    words = sentence.split()
    path = tmp_path / "page.pdf"
    path.write_bytes(print_pdf(_page(words, *look)))
    lines = [line.text for page in read_pdf(path).pages for line in page.lines]
    text = " ".join(lines)
    for word in words:
        whole = word.replace("|", "").strip(",.;")
        assert whole in text, (whole, lines)
