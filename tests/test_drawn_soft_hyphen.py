"""A soft hyphen (U+00AD) that took room on the line was printed: it reads as a hyphen-minus.

Typst maps the one hyphen glyph of a font subset to U+00AD once a line broke at it, so every
later minus of that face ("HP 7 (3d8 - 6)", "STR 6 (-2)") is written as a soft hyphen in the
text layer. A soft hyphen is a break hint that prints nothing unless the line broke there:
one that moved the text on by a hyphen's width was drawn, wherever it stands. The printed
case needs Typst and is skipped without it (as tests/test_synth_ranger.py)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pdfplumber
import pytest

from converter.read.extract import read_pdf
from converter.read.glyphs import chars_to_glyphs


def _char(text: str, x0: float, width: float) -> dict[str, Any]:
    return {
        "text": text,
        "x0": x0,
        "x1": x0 + width,
        "top": 90.0,
        "bottom": 100.0,
        "size": 10.0,
        "fontname": "F",
        "matrix": (1, 0, 0, 1, x0, 100.0),
    }


# (width of the U+00AD glyph at 10 pt, the text it reads as)
CASES = [
    (3.38, "-"),  # DejaVu Serif's hyphen, drawn
    (2.9, "-"),  # a narrower face's
    (0.0, "\u00ad"),  # a break hint that took no room: still a soft hyphen
    (0.5, "\u00ad"),  # rounding
]


@pytest.mark.parametrize(("width", "text"), CASES)
def test_a_soft_hyphen_that_took_room_was_printed(width: float, text: str) -> None:
    chars = [_char("8", 10.0, 6.0), _char("\u00ad", 16.0, width), _char("6", 16.0 + width, 6.0)]
    assert chars_to_glyphs(chars)[1].text == text


@pytest.mark.parametrize("width", [3.38, 0.0])
def test_a_soft_hyphen_right_after_a_letter_is_a_hyphenation_hint(width: float) -> None:
    """A hint inside a word ("hobgo\u00adblins") drawn with its glyph's width by a producer
    that writes the word's break points into the text: still a soft hyphen, which the
    repairs drop in mid-line and join across a line end (it was read as "hobgo-blins")."""
    chars = [_char("o", 10.0, 6.0), _char("\u00ad", 16.0, width), _char("b", 16.0 + width, 6.0)]
    assert chars_to_glyphs(chars)[1].text == "\u00ad"


TYPST_SOURCE = """#set page(width: 5cm, height: 10cm, margin: 0.5cm)
#set text(font: "DejaVu Serif", size: 10pt, hyphenate: true, lang: "en")
#set par(justify: true)
The mercenaries argue about the extraordinary bargain at the barrel while the hobgoblins
whistle unconvincingly. Zombie: HP 7 (3d8 - 6), STR 6 (-2).
"""


@pytest.mark.skipif(
    importlib.util.find_spec("typst") is None,
    reason="the printed case compiles with Typst: the typst package is not installed",
)
@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
def test_typst_minus_after_a_hyphenated_line_reads_as_minus(tmp_path: Path, engine: str) -> None:
    import typst

    source = tmp_path / "minus.typ"
    source.write_text(TYPST_SOURCE, encoding="utf-8")
    pdf = typst.compile(
        str(source), font_paths=["/usr/share/fonts/truetype/dejavu"], ignore_system_fonts=True
    )
    (tmp_path / "minus.pdf").write_bytes(pdf)
    text = " ".join(line.text for line in read_pdf(tmp_path / "minus.pdf", engine=engine).lines)
    with pdfplumber.open(tmp_path / "minus.pdf") as opened:  # the case is in the text layer
        assert "(3d8 \u00ad 6)" in "".join(c["text"] for c in opened.pages[0].chars)
    assert "(3d8 - 6)" in text and "(-2)" in text
    assert "hobgoblins" in text and "unconvincingly" in text
