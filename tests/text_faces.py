"""The type a PDF test draws its pages in: a body face, its bold and one size (reportlab's
standard fonts, so no font file is needed). Each test lists the faces it runs over."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Face:
    body: str
    bold: str
    size: float


STANDARD = {"helvetica": ("Helvetica", "Helvetica-Bold"), "times": ("Times-Roman", "Times-Bold")}
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


def face_named(name: str, size: float, family: str = "DejaVuSans") -> Face:
    """The face ``name`` ("helvetica", "times": reportlab's own; anything else: the embedded
    TrueType DejaVu ``family`` and its bold, registered once), at ``size``. Skips the test
    when that DejaVu family is not installed."""
    if name in STANDARD:
        return Face(*STANDARD[name], size)
    import pytest
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    paths = [DEJAVU / f"{family}.ttf", DEJAVU / f"{family}-Bold.ttf"]
    if not all(path.exists() for path in paths):
        pytest.skip(f"{family} is not installed")
    for font, path in zip((family, f"{family}-Bold"), paths, strict=True):
        pdfmetrics.registerFont(TTFont(font, str(path)))
    return Face(family, f"{family}-Bold", size)
