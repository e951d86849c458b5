"""A short right column (a few lines at its top, then a long blank, then the head of a
block at its foot beside the left column's last lines) is still a column, with or without
a running header crossing the gutter and a page number in the far corner (reportlab PDFs
in two faces and sizes; this file's own texts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

PAGE_H = A4[1]
LEFT_X, GUTTER_X1, RIGHT_X = 48.0, 289.0, 303.0  # the gutter is 289–303
PROSE = (
    "reeds close over the causeway and the water under it is black and still while "
    "frogs fall silent as the party passes and a heron watches from a drowned stump"
)
WORDS = PROSE.split()
RIGHT_TOP = ["Reactions", "Parry. The knight adds 2 to its AC against one"]
RIGHT_FOOT = [
    "Bog Hound",
    "Medium beast, unaligned",
    "Armor Class 13 (natural armor)",
    "Hit Points 22 (4d8 + 4)",
    "Speed 40 ft., swim 20 ft.",
]


def _lines(font: str, size: float, count: int) -> list[str]:
    """``count`` lines of prose, each ending before the gutter."""
    out: list[str] = []
    k = 0
    while len(out) < count:
        line: list[str] = []
        while (
            stringWidth(" ".join([*line, WORDS[k % len(WORDS)]]), font, size)
            <= GUTTER_X1 - LEFT_X - 4.0
        ):
            line.append(WORDS[k % len(WORDS)])
            k += 1
        out.append(" ".join(line))
    return out


def _text(pdf: canvas.Canvas, font: str, size: float, x: float, top: float, text: str) -> None:
    pdf.setFont(font, size)
    pdf.drawString(x, PAGE_H - top - size, text)


def _write(
    path: Path, font: str, bold: str, size: float, *, crossing: str, top_lines: bool
) -> list[str]:
    """A page whose left column runs from top to foot and whose right column holds
    ``RIGHT_TOP`` (when ``top_lines``) and, ~600 pt lower, ``RIGHT_FOOT``; the running header
    or the footer runs across the gutter as ``crossing`` says. Returns the left column's
    lines."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    lead = size * 1.3
    _text(pdf, font, 8.0, 18.0, 10.0, "Fenwatch - Print view")
    if crossing == "header":
        _text(pdf, font, 8.0, 262.0, 23.0, "Under the Fenwatch")
    left = _lines(font, size, int((760.0 - 52.0) / lead))
    for k, line in enumerate(left):
        _text(pdf, font, size, LEFT_X, 52.0 + k * lead, line)
    if top_lines:
        _text(pdf, bold, size + 2.0, RIGHT_X, 48.0, RIGHT_TOP[0])
        _text(pdf, font, size, RIGHT_X, 48.0 + (size + 2.0) * 1.2, RIGHT_TOP[1])
    foot_top = 52.0 + (len(left) - 2) * lead
    _text(pdf, bold, size + 4.0, RIGHT_X, foot_top, RIGHT_FOOT[0])
    for k, line in enumerate(RIGHT_FOOT[1:]):
        _text(pdf, font, size, RIGHT_X, foot_top + (size + 4.0) * 1.2 + k * lead, line)
    # The footer stands closer under the foot block than an open band: no empty band cuts
    # the page top from bottom.
    footer_top = foot_top + (size + 4.0) * 1.2 + len(RIGHT_FOOT) * lead + 2.0 * size
    url = "https://example.org/fenwatch/print"
    if crossing == "footer":
        url += "/chapter-two/the-drowned-causeway-under-the-heron"
    _text(pdf, font, 8.0, 18.0, footer_top, url)
    _text(pdf, font, 8.0, 572.0, footer_top, "5")
    pdf.showPage()
    pdf.save()
    return left


@pytest.mark.parametrize(
    ("font", "bold", "size"),
    [("Helvetica", "Helvetica-Bold", 8.0), ("Times-Roman", "Times-Bold", 9.5)],
)
@pytest.mark.parametrize("crossing", ["header", "footer", "none"])
@pytest.mark.parametrize("top_lines", [True, False])
def test_block_head_at_the_foot_of_a_short_column_stays_in_its_column(
    tmp_path: Path, font: str, bold: str, size: float, crossing: str, top_lines: bool
) -> None:
    path = tmp_path / "foot.pdf"
    left = _write(path, font, bold, size, crossing=crossing, top_lines=top_lines)
    texts = [line.text for line in read_pdf(path).lines]
    right = (RIGHT_TOP if top_lines else []) + RIGHT_FOOT
    for line in left + right:
        assert line in texts, (line, texts)
    # Column by column: the right column's lines follow the left column, in their order.
    at = [texts.index(line) for line in right]
    assert at == sorted(at), texts
    assert at[0] > texts.index(left[-1]), texts
