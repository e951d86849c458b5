"""Area headings printed as pictures (reportlab, Pillow, this file's texts): each heading's
words drawn into an image one line of heading type tall, the room's paragraph under it.
With no text over the pictures the pages are warned of (their areas cannot be found);
with the words laid over them as invisible text, or with one ornament repeated over the
paragraphs instead, nothing is. Three faces and sizes, two wordings."""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

import pytest
from page_flow import wrap
from PIL import Image, ImageDraw
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from converter.models import BBox, TextLine, TextSpan
from converter.read.extract import read_pdf
from converter.read.picture_headings import RULE, heading_pictures, picture_heading_problems


@dataclass(frozen=True)
class Face:
    body: str
    size: float


FACES = [Face("Times-Roman", 10.0), Face("Helvetica", 9.0), Face("Courier", 11.0)]

ROOMS = [
    [
        (
            "1. Gate Tower",
            "A portcullis hangs half open over the way in; two guards dice by the winch.",
        ),
        ("2. Well Court", "A round shaft drops to black water and cold air rises from far below."),
        ("3. Chapel of Ash", "Burnt pews face an altar of black stone cracked down the middle."),
        (
            "4. Long Barracks",
            "Twelve cots line the walls and a chest under the window holds coins.",
        ),
    ],
    [
        ("Room 1 Toll Bridge", "A plank bridge crosses the gorge by the hut of the toll keepers."),
        ("Room 2 Mill Pond", "The pond lies behind a broken weir; a boat is tied to a post."),
        ("Room 3 Hanged Oak", "An old oak stands on a bare hill with a passage under its roots."),
        ("Room 4 Charcoal Camp", "Three kilns smoulder in a clearing watched by two burners."),
    ],
]
MORE = "The air is still and cold, and every sound carries far along the stone."
VARIANTS = [(face, words) for face in FACES for words in (0, 1)]
IDS = [f"{face.body}-{words}" for face, words in VARIANTS]


def _picture(words: str, height_pt: float) -> tuple[ImageReader, float]:
    """The words drawn dark on white at 4 px a point; the picture and its width in points."""
    scale = 4
    width_pt = 0.55 * height_pt * len(words)  # the width follows the words
    image = Image.new("RGB", (int(width_pt * scale), int(height_pt * scale)), "white")
    ImageDraw.Draw(image).text((4, 4), words, fill="black")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return ImageReader(io.BytesIO(buffer.getvalue())), width_pt


def _write(path: Path, face: Face, words: int, hidden: str) -> None:
    """Two pages of two rooms each; ``hidden``: "none" (the pictures alone), "text" (the
    words again as invisible text over each picture) or "ornament" (one flourish of one
    width over every paragraph instead of a heading picture)."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    height_pt = 2.2 * face.size
    for page in range(2):
        y = A4[1] - 80
        for heading, text in ROOMS[words][2 * page : 2 * page + 2]:
            shown = "~ * ~" * 6 if hidden == "ornament" else heading
            picture, width = _picture(shown, height_pt)
            if hidden == "ornament":
                width = 150.0
            pdf.drawImage(picture, 60, y - height_pt, width=width, height=height_pt)
            if hidden == "text":
                words_over = pdf.beginText(62, y - height_pt + 4)
                words_over.setTextRenderMode(3)  # invisible: laid over the picture
                words_over.setFont(face.body, face.size * 1.6)
                words_over.textLine(heading)
                pdf.drawText(words_over)
            y -= height_pt + face.size * 1.3
            pdf.setFont(face.body, face.size)
            for line in wrap(f"{text} {MORE} {MORE}", face.body, face.size, 300.0):
                pdf.drawString(60, y, line)
                y -= face.size * 1.25
            y -= 2 * face.size
        pdf.showPage()
    pdf.save()


def _problems(path: Path) -> list[int | None]:
    document = read_pdf(path, ocr="off")  # the warning is for pictures left unread
    return [p.page for p in picture_heading_problems(path, document) if p.rule == RULE]


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_pages_headed_by_pictures_without_text_are_warned_of(
    tmp_path: Path, face: Face, words: int
) -> None:
    path = tmp_path / "pictures.pdf"
    _write(path, face, words, "none")
    assert _problems(path) == [1, 2]


@pytest.mark.parametrize("hidden", ["text", "ornament"])
@pytest.mark.parametrize(("face", "words"), VARIANTS[::2], ids=IDS[::2])
def test_pictures_with_their_words_or_one_ornament_are_no_warning(
    tmp_path: Path, face: Face, words: int, hidden: str
) -> None:
    path = tmp_path / "pictures.pdf"
    _write(path, face, words, hidden)
    assert _problems(path) == []


def _line(text: str, x0: float, top: float, size: float) -> TextLine:
    span = TextSpan(text, "Times-Roman", size, bold=False, italic=False)
    return TextLine(text, 1, BBox(x0, top, x0 + 0.5 * size * len(text), top + size), (span,))


def test_a_lone_heading_picture_or_a_tall_picture_is_no_heading() -> None:
    """One picture of its height in the document proves no heading style; a picture many
    lines tall is art, however wide."""
    body = [
        _line("The room is cold and the floor is wet with rain", 60, 100 + 14 * k, 10.0)
        for k in range(3)
    ]
    lines = {1: body}
    banner = BBox(60, 74, 200, 96)  # 22 pt tall over the paragraph at 100
    other = BBox(60, 300, 180, 322)
    below = [_line("A second room with a narrow door and a bench", 60, 326, 10.0)]
    assert heading_pictures({1: [banner]}, lines) == {}
    assert heading_pictures({1: [banner, other]}, {1: body + below}) == {1: [banner, other]}
    tall = BBox(60, 20, 260, 96)
    assert heading_pictures({1: [tall, BBox(60, 250, 310, 322)]}, {1: body + below}) == {}


def test_inspect_shows_the_warning_on_its_page(tmp_path: Path) -> None:
    """``dmd inspect`` shows a page's picture-headings warning, as convert reports it."""
    from converter.inspection import inspect_pdf

    path = tmp_path / "pictures.pdf"
    _write(path, FACES[0], 0, "none")
    reports = inspect_pdf(path, pages=[2], ocr="off")
    assert [(p.page, p.rule) for p in reports[0].problems if p.rule == RULE] == [(2, RULE)]
