"""Font families: the standard 14 plus TrueType faces that get embedded.

Vera ships inside reportlab, so it is always there; DejaVu is a system font that a fresh CI
machine may lack, and a DejaVu family then falls back to Vera (sans) or Times (serif), so
generation never fails for want of a font (the bytes then differ from a machine with DejaVu).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

import reportlab
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

REPORTLAB_FONTS = Path(reportlab.__file__).resolve().parent / "fonts"
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


@dataclass(frozen=True)
class Faces:
    regular: str
    bold: str
    italic: str
    bold_italic: str


STANDARD = {
    "times": Faces("Times-Roman", "Times-Bold", "Times-Italic", "Times-BoldItalic"),
    "helvetica": Faces("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique"),
    "courier": Faces("Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"),
}
# family → (folder, four file names, fallback family)
TRUETYPE = {
    "vera": (REPORTLAB_FONTS, ("Vera", "VeraBd", "VeraIt", "VeraBI"), "helvetica"),
    "dejavu-sans": (
        DEJAVU,
        ("DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"),
        "vera",
    ),
    "dejavu-condensed": (
        DEJAVU,
        (
            "DejaVuSansCondensed",
            "DejaVuSansCondensed-Bold",
            "DejaVuSansCondensed-Oblique",
            "DejaVuSansCondensed-BoldOblique",
        ),
        "vera",
    ),
    "dejavu-serif": (
        DEJAVU,
        ("DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSerif-Italic", "DejaVuSerif-BoldItalic"),
        "times",
    ),
    "dejavu-serif-condensed": (
        DEJAVU,
        (
            "DejaVuSerifCondensed",
            "DejaVuSerifCondensed-Bold",
            "DejaVuSerifCondensed-Italic",
            "DejaVuSerifCondensed-BoldItalic",
        ),
        "times",
    ),
    "dejavu-mono": (  # the vagrant plain-text printout's face
        DEJAVU,
        (
            "DejaVuSansMono",
            "DejaVuSansMono-Bold",
            "DejaVuSansMono-Oblique",
            "DejaVuSansMono-BoldOblique",
        ),
        "courier",
    ),
}


@functools.cache
def faces(family: str) -> Faces:
    """Register ``family`` once (bold/italic mapped for <b>/<i> markup) and return its faces."""
    if family in STANDARD:
        return STANDARD[family]
    folder, files, fallback = TRUETYPE[family]
    paths = [folder / f"{name}.ttf" for name in files]
    if not all(path.is_file() for path in paths):
        return faces(fallback)
    names = [f"synth-{name}" for name in files]
    for name, path in zip(names, paths, strict=True):
        pdfmetrics.registerFont(TTFont(name, str(path)))
    regular, bold, italic, bold_italic = names
    addMapping(regular, 0, 0, regular)
    addMapping(regular, 1, 0, bold)
    addMapping(regular, 0, 1, italic)
    addMapping(regular, 1, 1, bold_italic)
    return Faces(regular, bold, italic, bold_italic)
