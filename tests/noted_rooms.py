"""Rooms whose prose cites notes printed elsewhere (a module's endnotes or back matter), drawn
on a reportlab canvas for the area tests that read such pages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

Marks = Literal["raised", "inline", "none"]
Room = tuple[str, Sequence[str]]  # a bold title, its prose lines (a trailing number: a mark)


def draw_noted_rooms(
    pdf: canvas.Canvas,
    title: str,
    rooms: Sequence[Room],
    faces: tuple[str, str, float],
    marks: Marks,
) -> float:
    """The module's ``title`` and its ``rooms`` from the top of an A5 page; each line's note
    mark (its trailing digits) set as a superscript (``raised``), in the text's type
    (``inline``) or left out (``none``). Returns the baseline below the last room."""
    regular, bold, size = faces
    y = A5[1] - 50
    pdf.setFont(bold, size + 7)
    pdf.drawString(36, y, title)
    y -= size * 3
    for room_title, prose in rooms:
        pdf.setFont(bold, size + 3)
        pdf.drawString(36, y, room_title)
        y -= size * 1.7
        for line in prose:
            _prose_line(pdf, regular, size, y, line, marks)
            y -= size * 1.3
        y -= size
    return y


def _prose_line(
    pdf: canvas.Canvas, face: str, size: float, y: float, line: str, marks: Marks
) -> None:
    text = line.rstrip("0123456789")
    mark = line[len(text) :]
    pdf.setFont(face, size)
    pdf.drawString(36, y, line if marks == "inline" else text)
    if marks == "raised" and mark:
        pdf.setFont(face, size * 0.65)
        pdf.drawString(36 + pdf.stringWidth(text, face, size) + 0.5, y + size * 0.4, mark)
