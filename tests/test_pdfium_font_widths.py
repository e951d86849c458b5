"""The pdfium engine asks a font's advance widths through a call typed on the font's plain
address (issue #16: pypdfium2's binding wraps the pointer and each argument, which costs
more than the call). Its answers are the binding's, char for char, on an embedded font."""

from __future__ import annotations

import ctypes
from pathlib import Path

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from converter.read import pdfium_chars
from converter.read.pdfium_fonts import font_of

CHARS = "Aaélm W.,;1-?\u2019\u00ad\u4e00"  # letters, marks, a soft hyphen, one it lacks


def _page(path: Path) -> Path:
    vera = Path(reportlab.__file__).parent / "fonts" / "Vera.ttf"
    pdfmetrics.registerFont(TTFont("VeraTest", str(vera)))
    c = canvas.Canvas(str(path))
    c.setFont("VeraTest", 11)
    c.drawString(72, 700, "Aa élm W.,;1-?")
    c.save()
    return path


def test_the_typed_width_call_answers_as_the_binding(tmp_path: Path) -> None:
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    pdf = pdfium_chars.open_document(_page(tmp_path / "vera.pdf"), None)
    try:
        page = pdf[0]
        text = pdfium_c.FPDFPage_GetObject(page.raw, 0)
        handle = pdfium_c.FPDFTextObj_GetFont(text)
        font = font_of(pdfium_c, handle)
        assert font.handle is not None  # an embedded font: pdfium is asked
        for char in CHARS:
            value = ctypes.c_float()
            known = pdfium_c.FPDFFont_GetGlyphWidth(
                handle, ord(char), ctypes.c_float(1000.0), ctypes.byref(value)
            )
            expected = float(value.value) * 0.001 if known else None
            assert font.width(pdfium_c, char) == expected, char
        assert font.width(pdfium_c, "A") and font.widths["A"] > 0  # kept after the first ask
        page.close()
    finally:
        pdf.close()
