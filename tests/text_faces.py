"""The type a PDF test draws its pages in: a body face, its bold and one size (reportlab's
standard fonts, so no font file is needed). Each test lists the faces it runs over."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Face:
    body: str
    bold: str
    size: float
