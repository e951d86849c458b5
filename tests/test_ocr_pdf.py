"""Words printed only as pictures, read with Tesseract (``converter.read.ocr``), from
reportlab PDFs made here: area headings drawn into images (three DejaVu faces and sizes,
two wordings) with no text layer for them, a scanned page (a typeset page rendered by
pypdfium2 and placed as one image in a new PDF), and a map whose labels are in the picture.
The headings and the scan's areas are found; the map's labels never become text; ``--ocr
off`` reads as before; without Tesseract one warning names the pages. The texts are this
file's own. Tests that run Tesseract skip when it is not installed."""

from __future__ import annotations

import io
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from page_flow import wrap
from PIL import Image, ImageDraw, ImageFont
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas
from scanned_pages import scan_of

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.models import Document
from converter.read import lines as layout_lines
from converter.read import ocr
from converter.read.extract import read_pdf

needs_tesseract = pytest.mark.skipif(
    shutil.which("tesseract") is None, reason="tesseract is not installed (apt tesseract-ocr)"
)
FOLDER = Path("/usr/share/fonts/truetype/dejavu")
SCALE = 4  # pixels a point in the heading pictures, as display type exported as an image


@dataclass(frozen=True)
class Face:
    file: str
    size: float


FACES = [
    Face("DejaVuSerif-Bold", 15.0),
    Face("DejaVuSans-Bold", 13.0),
    Face("DejaVuSansCondensed-Bold", 18.0),
]
NAMES = ["Gate Tower", "Well Court", "Chapel of Ash", "Long Barracks"]
FORMS = ["{k}. {n}", "Room {k} {n}"]
TEXTS = [
    "A portcullis hangs half open over the way in; two guards dice by the winch.",
    "A round shaft drops to black water and cold air rises from far below the stones.",
    "Burnt pews face an altar of black stone cracked down the middle by old fire.",
    "Twelve cots line the walls and a chest under the window holds a few coins.",
]
MORE = "The air is still and cold, and every sound carries far along the stone."


def _font(face: Face, size: float) -> ImageFont.FreeTypeFont:
    path = FOLDER / f"{face.file}.ttf"
    if not path.exists():
        pytest.skip(f"{face.file} is not installed")
    return ImageFont.truetype(str(path), round(size * SCALE))


def _picture(words: str, face: Face) -> tuple[ImageReader, float, float]:
    """The words in brown on white, as type turned to outlines and exported; the picture
    and its width and height in points (one line of the type, a little leading)."""
    font = _font(face, face.size)
    left, top, right, bottom = font.getbbox(words)
    pad = 2 * SCALE
    size = (right + 2 * pad, round(face.size * 1.35 * SCALE))
    image = Image.new("RGB", size, "white")
    ImageDraw.Draw(image).text((pad, pad), words, font=font, fill=(92, 52, 24))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return ImageReader(io.BytesIO(buffer.getvalue())), size[0] / SCALE, size[1] / SCALE


def _headings_pdf(path: Path, face: Face, form: str) -> Path:
    """Two pages of two rooms each, every heading a picture and nothing in the text layer."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    for page in range(2):
        y = A4[1] - 80
        if page == 0:  # the module's title and its key's, in the text layer
            pdf.setFont("Times-Bold", 22)
            pdf.drawString(60, y - 22, "The Salt Abbey")
            pdf.setFont("Times-Bold", 12)
            pdf.drawString(60, y - 48, "Key to the Abbey")
            y -= 72
        for key in (2 * page + 1, 2 * page + 2):
            heading = form.format(k=key, n=NAMES[key - 1])
            picture, width, height = _picture(heading, face)
            pdf.drawImage(picture, 60, y - height, width=width, height=height)
            y -= height + 12
            pdf.setFont("Times-Roman", 10)
            for line in wrap(f"{TEXTS[key - 1]} {MORE} {MORE}", "Times-Roman", 10, 320.0):
                pdf.drawString(60, y, line)
                y -= 12.5
            y -= 18
        pdf.showPage()
    pdf.save()
    return path


def _areas(document: Document) -> list[tuple[str, str]]:
    blocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, blocks)
    return [(area.key, area.name) for area in areas]


def _ocr_lines(document: Document) -> list[str]:
    return [
        line.text
        for page in document.pages
        for line in page.lines
        if any(span.font.startswith(ocr.OCR_PREFIX) for span in line.spans)
    ]


EXPECTED = [(str(key), name) for key, name in enumerate(NAMES, start=1)]


@needs_tesseract
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("face", FACES, ids=[f.file for f in FACES])
def test_headings_printed_as_pictures_are_read_as_areas(
    tmp_path: Path, face: Face, form: str
) -> None:
    document = read_pdf(_headings_pdf(tmp_path / "pictures.pdf", face, form))
    assert _areas(document) == EXPECTED
    heading = next(line for line in document.pages[0].lines if NAMES[0] in line.text)
    assert heading.spans[0].font == ocr.OCR_HEADING_FONT  # provenance: the OCR+ subset
    assert heading.spans[0].bold and heading.spans[0].size > 11  # display type, not body
    assert not any(p.rule == "ocr-unavailable" for p in document.problems)


@needs_tesseract
def test_the_pdfium_engine_finds_the_same_pictures(tmp_path: Path) -> None:
    """Both character engines give the OCR step each picture's box: the same areas."""
    path = _headings_pdf(tmp_path / "pictures.pdf", FACES[2], FORMS[0])
    assert _areas(read_pdf(path, engine="pdfium")) == EXPECTED


def test_with_ocr_off_the_pictures_stay_unread(tmp_path: Path) -> None:
    document = read_pdf(_headings_pdf(tmp_path / "pictures.pdf", FACES[0], FORMS[0]), ocr="off")
    assert _ocr_lines(document) == []
    assert _areas(document) == []
    assert not any(p.rule == "ocr-unavailable" for p in document.problems)


def test_without_tesseract_one_warning_names_the_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ocr.shutil, "which", lambda name: None)
    path = _headings_pdf(tmp_path / "pictures.pdf", FACES[1], FORMS[1])
    document = read_pdf(path)
    warnings = [p for p in document.problems if p.rule == "ocr-unavailable"]
    assert len(warnings) == 1 and "page(s) 1, 2 " in warnings[0].message
    assert [line.text for p in document.pages for line in p.lines] == [
        line.text for p in read_pdf(path, ocr="off").pages for line in p.lines
    ]


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in program is a shell script")
def test_a_failed_tesseract_run_is_named_like_a_missing_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    failing = tmp_path / "tesseract"
    failing.write_text("#!/bin/sh\necho 'cannot read' >&2\nexit 1\n", encoding="utf-8")
    failing.chmod(0o755)
    monkeypatch.setattr(ocr.shutil, "which", lambda name: str(failing))
    path = _headings_pdf(tmp_path / "pictures.pdf", FACES[1], FORMS[1])
    document = read_pdf(path)
    warnings = [p for p in document.problems if p.rule == "ocr-unavailable"]
    assert len(warnings) == 1 and "page(s) 1, 2 " in warnings[0].message
    assert "failed" in warnings[0].message


def _typeset(path: Path) -> Path:
    """One page of a module as a typesetter made it: bold headings over paragraphs."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    y = A4[1] - 72
    for key, (name, text) in enumerate(zip(NAMES, TEXTS, strict=True), start=1):
        pdf.setFont("Times-Bold", 15)
        pdf.drawString(72, y, f"{key}. {name}")
        y -= 20
        pdf.setFont("Times-Roman", 11)
        for line in wrap(f"{text} {MORE}", "Times-Roman", 11, 440.0):
            pdf.drawString(72, y, line)
            y -= 14
        y -= 16
    pdf.showPage()
    pdf.save()
    return path


def _scan_of(source: Path, path: Path) -> Path:
    """``source``'s first page rendered at 200 dpi, placed as one full-page image."""
    return scan_of(source, path)


@needs_tesseract
def test_a_scanned_page_is_read(tmp_path: Path) -> None:
    path = _scan_of(_typeset(tmp_path / "typeset.pdf"), tmp_path / "scan.pdf")
    document = read_pdf(path)
    assert _areas(document) == EXPECTED
    assert "portcullis" in " ".join(line.text for line in document.pages[0].lines)
    assert not any(p.rule == "no-text-layer" for p in document.problems)
    again = read_pdf(path)  # one thread, one scale: the same words every time
    assert [ln.text for ln in again.pages[0].lines] == [ln.text for ln in document.pages[0].lines]


def test_a_scan_without_tesseract_is_warned_of(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ocr.shutil, "which", lambda name: None)
    path = _scan_of(_typeset(tmp_path / "typeset.pdf"), tmp_path / "scan.pdf")
    rules = [p.rule for p in read_pdf(path).problems]
    assert rules.count("ocr-unavailable") == 1 and "no-text-layer" in rules


def _map_picture() -> ImageReader:
    """A plan of rooms with their names and keys written in: labels, not prose."""
    font = ImageFont.truetype(str(FOLDER / "DejaVuSans-Bold.ttf"), 40)
    image = Image.new("RGB", (1200, 1100), "white")
    draw = ImageDraw.Draw(image)
    for i, name in enumerate(NAMES):
        x, y = 80 + (i % 2) * 560, 80 + (i // 2) * 520
        draw.rectangle((x, y, x + 480, y + 440), outline="black", width=8)
        draw.text((x + 40, y + 180), f"{i + 1} {name}", font=font, fill="black")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return ImageReader(io.BytesIO(buffer.getvalue()))


@needs_tesseract
@pytest.mark.parametrize("with_text", [True, False])
def test_a_map_with_labels_is_not_read(tmp_path: Path, with_text: bool) -> None:
    """A map beside the text is no line of type; a map alone on a page is no prose."""
    if not (FOLDER / "DejaVuSans-Bold.ttf").exists():
        pytest.skip("DejaVu Sans is not installed")
    path = tmp_path / "map.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    if with_text:
        pdf.drawImage(_map_picture(), 60, 360, width=360, height=330)
        pdf.setFont("Times-Roman", 10)
        for k, line in enumerate(wrap(f"{TEXTS[0]} {MORE}", "Times-Roman", 10, 440.0)):
            pdf.drawString(60, 320 - 12.5 * k, line)
    else:
        pdf.drawImage(_map_picture(), 20, 40, width=555, height=760)
    pdf.showPage()
    pdf.save()
    document = read_pdf(path)
    assert _ocr_lines(document) == []


def _glyph(x0: float, top: float, size: float) -> layout_lines.Glyph:
    return layout_lines.Glyph("a", x0, top, x0 + 0.5 * size, top + size, size, "Times")


BODY = [_glyph(60 + 5 * i, 400 + 12 * (i % 9), 10.0) for i in range(40)]


def test_which_pictures_are_lines_of_type() -> None:
    """A heading-high wide picture, or a row of them, is read; one with (invisible) text
    over it, a near-square map and a body-high sliver are not."""
    heading = (60.0, 100.0, 220.0, 122.0)
    row = [(60.0, 200.0, 90.0, 222.0), (96.0, 200.0, 200.0, 222.0)]  # key and name apart
    hidden = (60.0, 300.0, 220.0, 322.0)
    square = (300.0, 100.0, 560.0, 380.0)
    sliver = (60.0, 600.0, 400.0, 606.0)
    under = [_glyph(70 + 3 * i, 312, 1.5) for i in range(30)]  # 1.5 pt invisible words
    found = ocr.line_pictures([heading, *row, hidden, square, sliver], BODY + under)
    assert found == [heading, (60.0, 200.0, 200.0, 222.0)]
    background = (0.0, 0.0, 595.0, 842.0)  # a page background is no part of a heading's row
    assert ocr.line_pictures([background, heading], BODY) == [heading]
    assert ocr.line_pictures([heading], []) == []  # no text layer: a scan's test, not this


def test_a_scan_is_a_text_less_page_mostly_picture() -> None:
    page = (0.0, 0.0, 595.0, 842.0)
    assert ocr.is_scan([(0.0, 0.0, 595.0, 842.0)], [], page)
    assert not ocr.is_scan([(0.0, 0.0, 595.0, 842.0)], BODY, page)
    assert not ocr.is_scan([(100.0, 100.0, 300.0, 300.0)], [], page)  # a small picture


def test_words_become_glyphs_sized_from_their_cap_height() -> None:
    """'Cistern' (no descender) is as tall as the cap height; a line's words share its
    size, and each word after the first starts after a space."""
    line = (1, 1, 1, 1)
    words = [
        ocr.Word("4.", 60.0, 100.0, 70.0, 110.8, line),
        ocr.Word("Cistern", 76.0, 100.0, 130.0, 110.8, line),
    ]
    glyphs = ocr.words_to_glyphs(words, ocr.OCR_HEADING_FONT, snap=True)
    assert "".join(g.text for g in glyphs) == "4.Cistern"
    assert {g.size for g in glyphs} == {15.0}
    assert [g.space_before for g in glyphs].count(True) == 1 and glyphs[2].space_before


def test_a_map_s_scattered_labels_are_not_prose() -> None:
    def word(text: str, x0: float, line: int) -> ocr.Word:
        return ocr.Word(text, x0, 0.0, x0 + 8.0, 10.0, (1, line, 1, 1))

    # two rooms' labels side by side, read as one line, and a lone key
    labels = [word(w, x, 1) for w, x in (("1", 0), ("Gate", 10), ("Tower", 20), ("2", 200))]
    labels += [word("Well", 210, 1), word("Court", 220, 1), word("3", 0, 2)]
    prose = [word(w, 10.0 * (i % 6), 1 + i // 6) for i, w in enumerate((MORE * 2).split())]
    assert not ocr.reads_as_prose(labels)
    assert ocr.reads_as_prose(prose)


@needs_tesseract
def test_convert_says_which_areas_ocr_read_and_validates(tmp_path: Path) -> None:
    """``dmd convert`` writes ``ocr: true`` in the source of an area whose heading OCR read,
    the output validates, and ``--ocr off`` finds none of those areas."""
    import yaml
    from typer.testing import CliRunner

    from converter.cli import app

    pdf = _headings_pdf(tmp_path / "pictures.pdf", FACES[0], FORMS[0])
    runner = CliRunner()
    done = runner.invoke(app, ["convert", str(pdf), "-o", str(tmp_path / "out"), "-q", "-j", "1"])
    assert done.exit_code == 0, done.output
    assert runner.invoke(app, ["validate", str(tmp_path / "out")]).exit_code == 0
    encounters = sorted((tmp_path / "out").glob("*/encounters/*.yaml"))
    sources = [
        yaml.safe_load(f.read_text(encoding="utf-8"))["location"]["source"] for f in encounters
    ]
    assert len(sources) == len(NAMES) and all(s.get("ocr") is True for s in sources)
    off = ["convert", str(pdf), "-o", str(tmp_path / "off"), "-q", "-j", "1", "--ocr", "off"]
    assert runner.invoke(app, off).exit_code == 0
    assert not list((tmp_path / "off").glob("*/encounters/*.yaml"))
