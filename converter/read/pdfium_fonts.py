"""The pdfium engine's fonts: a font's name, descent and advance widths, as pdfminer has them.

Both are font units × 0.001, the product pdfminer forms, so that the boxes ``pdfium_chars``
rebuilds from them come out as pdfminer's, float for float. For the 14 standard fonts pdfminer
always uses its AFM metrics, whatever the PDF says, and so does this engine.
"""

from __future__ import annotations

import ctypes
from functools import cache
from typing import Any

SPACE_PROBES = 3  # real spaces measured, at most, to learn the width of a font's space


class Font:
    """One font of the page: its name, descent and the advance widths read so far."""

    def __init__(self, name: str, descent: float, widths: dict[str, float], handle: Any) -> None:
        self.name = name
        self.descent = descent  # text space units per unit of font size (negative)
        self.widths = widths  # per unit of font size, by Unicode
        # Both are font units × 0.001, the product pdfminer forms: the boxes ``pdfium_chars``
        # builds repeat its arithmetic step by step, so that the floats come out the same.
        self.handle = handle  # None for a standard font: its AFM widths are all there is
        self.address = (ctypes.cast(handle, ctypes.c_void_p).value or 0) if handle else 0
        self.unknown: set[str] = set()  # chars pdfium has no width for
        self.drawn_space = 0.0  # the advance of a space this font drew, per unit of size
        # real spaces still to measure for drawn_space (``pdfium_chars._note_drawn_space``)
        self.probes = 0

    def width(self, pdfium_c: Any, text: str) -> float | None:
        """The advance of ``text`` per unit of font size; None when pdfium cannot say."""
        width = self.widths.get(text)
        if width is not None or self.handle is None:
            return width if width is not None else 0.0
        if len(text) != 1 or text in self.unknown:
            return None
        call, value, value_at = _glyph_width(pdfium_c)
        # pdfium maps the Unicode back to the char code and reads the font's /Widths.
        if not call(self.address, ord(text), 1000.0, value_at):
            self.unknown.add(text)
            return None
        width = self.widths[text] = float(value.value) * 0.001
        return width

    def space_width(self, pdfium_c: Any) -> float:
        """The advance of this font's space, per unit of size (0.0 when unknown)."""
        return self.width(pdfium_c, " ") or self.drawn_space


@cache
def _glyph_width(pdfium_c: Any) -> tuple[Any, ctypes.c_float, int]:
    """``FPDFFont_GetGlyphWidth`` typed on the font's plain address, and the float it writes
    to (pdfium runs in one thread): pypdfium2's binding wraps the pointer and each argument,
    which costs more than the call (LGMRD: 8,700 widths asked, one a char, font and page)."""
    call = ctypes.cast(
        pdfium_c.FPDFFont_GetGlyphWidth,
        ctypes.CFUNCTYPE(
            ctypes.c_int, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_float, ctypes.c_void_p
        ),
    )
    value = ctypes.c_float()
    return call, value, ctypes.addressof(value)


@cache
def _standard_metrics() -> dict[str, Any]:
    from pdfminer.fontmetrics import FONT_METRICS

    return FONT_METRICS


@cache
def _standard_widths(name: str) -> tuple[float, dict[str, float]] | None:
    """pdfminer's descent and widths for one of the 14 standard fonts: it uses its AFM
    metrics for them whatever the PDF says."""
    metrics = _standard_metrics().get(name)
    if metrics is None:
        return None
    descriptor, widths = metrics
    descent = -abs(float(descriptor.get("Descent", 0)))
    return descent * 0.001, {k: v * 0.001 for k, v in widths.items()}


def font_of(pdfium_c: Any, handle: Any) -> Font:
    buffer = ctypes.create_string_buffer(256)
    length = pdfium_c.FPDFFont_GetBaseFontName(handle, buffer, 256) if handle else 0
    name = buffer.raw[: max(0, length - 1)].decode("utf-8", "replace") if length else "unknown"
    standard = _standard_widths(name)
    if standard is not None:
        return Font(name, standard[0], standard[1], None)
    value = ctypes.c_float()
    descent = 0.0
    if handle and pdfium_c.FPDFFont_GetDescent(handle, ctypes.c_float(1000.0), ctypes.byref(value)):
        descent = -abs(value.value) * 0.001
    font = Font(name, descent, {}, handle)
    if not font.width(pdfium_c, " "):
        font.probes = SPACE_PROBES
    return font
