"""The pdfium char loop's shortcuts read what the plain tests read (issue #16 part 17)."""

from __future__ import annotations

from pathlib import Path

import pytest

from converter.read import pdfium_chars

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "sunken-shrine.pdf"


def test_the_blank_set_is_what_strip_takes_away() -> None:
    # the loop asks ``char in _BLANK`` where it asked ``not char.strip()``: every code point
    blanks = {chr(code) for code in range(0x110000) if not chr(code).strip()}
    assert blanks == pdfium_chars._BLANK


def _pages(document: object) -> list[object]:
    count = len(document)  # type: ignore[arg-type]
    return [pdfium_chars.read_page(document, number) for number in range(1, count + 1)]


def test_chars_asked_one_by_one_read_as_the_page_text(monkeypatch: pytest.MonkeyPatch) -> None:
    # A page whose text needs two UTF-16 units for a char is read char by char (the list the
    # loop falls back on): the same glyphs as from the page text in one call.
    document = pdfium_chars.open_document(SAMPLE, None)
    try:
        whole = _pages(document)
        asked: list[int] = []

        def no_page_text(pdfium_c: object, textpage: object, count: int) -> None:
            asked.append(count)

        monkeypatch.setattr(pdfium_chars, "_page_text", no_page_text)
        one_by_one = _pages(document)
    finally:
        document.close()
    assert asked and sum(asked) > 1000
    assert one_by_one == whole
