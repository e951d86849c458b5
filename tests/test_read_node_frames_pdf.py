"""Mind-map nodes in rounded frames set edge to edge, read apart (reportlab pages, this file's
own texts): a rounded rectangle is a frame as a rectangle is, frames overlapping only along
an edge that holds no text are still separate boxes, and a frame parts the text turned
inside it as it parts upright text. Three faces, two wordings, the page upright and turned
either way, both character engines."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FACES = [
    ("Helvetica", "Helvetica-Bold", 8.0),
    ("Times-Roman", "Times-Bold", 9.0),
    ("Courier", "Courier-Bold", 7.5),
]

# Two wordings of a row of three nodes: (title, text), the text wrapped to the frame's width.
NODES = [
    [
        ("Old Moot Stone", "Four horned demons are gnawing on the bones of an ox."),
        ("Saltmarrow Gate", "Cobwebs choke the upper corners of the old guard room."),
        ("Hobb's Cairn", "Three salamanders copy old scrolls by candlelight here."),
    ],
    [
        ("Kettle Falls", "The walls are scratched with old tally marks and names."),
        ("Foxglove Hollow", "Water drips steadily from the ceiling into a copper pan."),
        ("Ravenholt Keep", "The floor is slick with lichen and the smell of rot."),
    ],
]
NODE_W, NODE_H, OVERLAP = 124.0, 44.0, 5.0  # each frame drawn over the last one's edge
VARIANTS = [(face, words, turn) for face in FACES for words in (0, 1) for turn in (0, 90, -90)]
IDS = [f"{face[0]}-{words}-{turn}" for face, words, turn in VARIANTS]


def _node_page(
    path: Path, face: tuple[str, str, float], words: int, turn: int, overlap: float = OVERLAP
) -> None:
    """Two rows of three nodes (the second row the same nodes again), each ``overlap`` over
    the last one's edge, the whole map turned ``turn`` degrees about the page's middle."""
    body, bold, size = face
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.translate(A4[0] / 2, A4[1] / 2)
    pdf.rotate(turn)
    left = -1.5 * NODE_W + overlap
    for row, y in enumerate((60.0, -60.0)):
        for k, (title, text) in enumerate(NODES[words]):
            x = left + k * (NODE_W - overlap) + (18 if row else -18)
            pdf.setFillGray(1.0)
            pdf.roundRect(x, y - NODE_H / 2, NODE_W, NODE_H, 6, stroke=1, fill=1)
            pdf.setFillGray(0.0)
            middle = x + NODE_W / 2
            pdf.setFont(bold, size)
            pdf.drawCentredString(middle, y + 10, title)
            pdf.setFont(body, size - 2)
            for n, line in enumerate(wrap(text, body, size - 2, NODE_W - 12)):
                pdf.drawCentredString(middle, y - 1 - n * (size - 1), line)
    pdf.save()


@pytest.mark.parametrize(("face", "words", "turn"), VARIANTS, ids=IDS)
@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
def test_touching_node_frames_part_their_text(
    tmp_path: Path, face: tuple[str, str, float], words: int, turn: int, engine: str
) -> None:
    path = tmp_path / "nodes.pdf"
    _node_page(path, face, words, turn)
    (page,) = read_pdf(path, engine=engine).pages
    texts = [" ".join(line.text.split()) for line in page.lines]
    body, _, size = face
    for title, text in NODES[words]:
        lines = wrap(text, body, size - 2, NODE_W - 12)
        assert texts.count(title) == 2, texts  # each node's title a line of its own
        at = texts.index(title)
        assert texts[at + 1 : at + 1 + len(lines)] == lines, texts  # each node read whole


WIDE_OVERLAP = 20.0  # each node drawn far over the last: its text runs on into the strip


@pytest.mark.parametrize(("face", "words", "turn"), VARIANTS, ids=IDS)
def test_node_text_running_into_the_next_node_stays_its_own(
    tmp_path: Path, face: tuple[str, str, float], words: int, turn: int
) -> None:
    """Nodes drawn each 20 pt over the last one's edge, their lines wrapped to the node's
    whole width: a line runs into the strip two frames share, its middle in its own frame.
    The frames are still separate boxes; before, text in the strip made them one, and each
    row of nodes was read as one line per row ("Grimsby Mill The Chained Library")."""
    path = tmp_path / "nodes.pdf"
    _node_page(path, face, words, turn, WIDE_OVERLAP)
    (page,) = read_pdf(path).pages
    texts = [" ".join(line.text.split()) for line in page.lines]
    body, _, size = face
    for title, text in NODES[words]:
        lines = wrap(text, body, size - 2, NODE_W - 12)
        assert texts.count(title) == 2, texts
        at = texts.index(title)
        assert texts[at + 1 : at + 1 + len(lines)] == lines, texts


def _shapes_page(path: Path) -> None:
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    pdf.roundRect(50, 600, 160, 60, 8, stroke=1, fill=0)  # a frame
    pdf.roundRect(250, 600, 60, 160, 4, stroke=1, fill=1)  # a frame standing up
    pdf.circle(120, 400, 50, stroke=1, fill=0)  # no frame: no straight sides
    pdf.roundRect(250, 350, 120, 100, 50, stroke=1, fill=0)  # a blob: its corners are sides
    wavy = pdf.beginPath()  # a cloud: more than four curves
    wavy.moveTo(50, 100)
    for k in range(6):
        wavy.curveTo(60 + 40 * k, 130, 80 + 40 * k, 130, 90 + 40 * k, 100)
    wavy.lineTo(290, 40)
    wavy.lineTo(50, 40)
    wavy.close()
    pdf.drawPath(wavy, stroke=1, fill=0)
    pdf.save()


def test_only_rounded_rectangles_are_frames(tmp_path: Path) -> None:
    from converter.read.shapes import plumber_rounded_rects

    path = tmp_path / "shapes.pdf"
    _shapes_page(path)
    with pdfplumber.open(path) as pdf:
        page = pdf.pages[0]
        found = sorted(
            (round(x0), round(top)) for x0, top, _, _ in plumber_rounded_rects(page.curves)
        )
    height = A4[1]
    assert found == [(50, round(height - 660)), (250, round(height - 760))]
