"""read_pdf on PDFs generated with reportlab in tmp_path, and on corpus pages when present."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from converter.errors import EncryptedPdfError, InputPdfError, UsageError
from converter.read.extract import read_pdf

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"


def corpus_pdf(name: str) -> Path:
    path = CORPUS / name
    if not path.exists():
        pytest.skip(f"corpus file {name} is absent")
    return path


PLACES = ("Caves", "Crypts", "Towers", "Wells", "Halls", "Gates")


def title(n: int) -> str:
    """A different title per page: repeated ones would be running headers."""
    return f"{PLACES[n - 1]}: a title that spans across both of the columns"


def two_column_pdf(path: Path, pages: int = 3, **kwargs: object) -> Path:
    c = canvas.Canvas(str(path), pagesize=letter, **kwargs)
    for n in range(1, pages + 1):
        c.setFont("Helvetica", 9)
        c.drawString(72, 760, "The Sunken Shrine - running header")
        c.setFont("Helvetica-Bold", 16)
        c.drawString(72, 720, title(n))
        c.setFont("Helvetica", 10)
        for i in range(20):
            y = 690 - 12 * i
            c.drawString(72, y, f"Left column line {i} of page {n}")
            c.drawString(320, y, f"Right column line {i} of page {n}")
        c.drawString(300, 40, str(n))
        c.showPage()
    c.save()
    return path


def test_columns_reading_order_headers_and_page_numbers(tmp_path: Path) -> None:
    pdf = two_column_pdf(tmp_path / "cols.pdf")
    doc = read_pdf(pdf)
    assert doc.file == "cols.pdf"
    assert doc.sha256 == hashlib.sha256(pdf.read_bytes()).hexdigest()
    assert len(doc.pages) == 3
    for page in doc.pages:
        n = page.number
        texts = [line.text for line in page.lines]
        assert texts[0] == title(n)
        assert texts[1:21] == [f"Left column line {i} of page {n}" for i in range(20)]
        assert texts[21:] == [f"Right column line {i} of page {n}" for i in range(20)]
        assert page.lines[0].bold and page.lines[0].size == 16
        assert len(page.columns) == 3
        assert {line.column for line in page.lines[21:]} == {2}
    assert doc.problems == ()


def test_jobs_do_not_change_the_output(tmp_path: Path) -> None:
    pdf = two_column_pdf(tmp_path / "cols.pdf", pages=6)
    assert read_pdf(pdf, jobs=2) == read_pdf(pdf, jobs=1)


def test_page_selection(tmp_path: Path) -> None:
    pdf = two_column_pdf(tmp_path / "cols.pdf", pages=4)
    doc = read_pdf(pdf, pages=[2, 4])
    assert [p.number for p in doc.pages] == [2, 4]
    with pytest.raises(UsageError, match="no page 9"):  # the caller's mistake, not the PDF's
        read_pdf(pdf, pages=[9])


def test_hyphenation_is_joined_across_lines(tmp_path: Path) -> None:
    path = tmp_path / "hyph.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 10)
    for i, text in enumerate(["A terrible mon-", "ster guards the half-", "orc camp."]):
        c.drawString(72, 700 - 12 * i, text)
    c.save()
    texts = [line.text for line in read_pdf(path).lines]
    assert texts == ["A terrible monster", "guards the half-orc", "camp."]


def test_rotated_text_is_its_own_line(tmp_path: Path) -> None:
    path = tmp_path / "rot.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 10)
    for i in range(5):
        c.drawString(120, 700 - 12 * i, f"Body text line {i}")
    c.saveState()
    c.translate(80, 600)
    c.rotate(90)
    c.drawString(0, 0, "Sideways label")
    c.restoreState()
    c.save()
    (page,) = read_pdf(path).pages
    texts = [line.text for line in page.lines]
    assert texts[:5] == [f"Body text line {i}" for i in range(5)]
    assert "Sideways label" in texts[5:]


def test_image_only_page_is_reported(tmp_path: Path) -> None:
    from PIL import Image

    image = tmp_path / "map.png"
    Image.new("RGB", (40, 30), (120, 80, 40)).save(image)
    path = tmp_path / "img.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 10)
    c.drawString(72, 700, "A page with text")
    c.showPage()
    c.drawImage(ImageReader(str(image)), 72, 300, 400, 300)
    c.showPage()
    c.rect(72, 72, 100, 100)  # a page with a drawing but no text and no image: blank
    c.showPage()
    c.save()
    doc = read_pdf(path)
    assert doc.pages[0].has_text_layer
    assert not doc.pages[1].has_text_layer
    assert doc.pages[1].image_count == 1
    assert not doc.pages[2].has_text_layer and doc.pages[2].image_count == 0
    (problem,) = doc.problems  # none for the blank page
    assert (problem.rule, problem.level, problem.page) == ("no-text-layer", "warning", 2)
    assert problem.message == "no text layer on page 2 (OCR it first)"


def test_encrypted_pdf_needs_its_password(tmp_path: Path) -> None:
    pdf = two_column_pdf(tmp_path / "locked.pdf", pages=1, encrypt="sesame")
    with pytest.raises(EncryptedPdfError, match="locked.pdf"):
        read_pdf(pdf)
    with pytest.raises(EncryptedPdfError, match="wrong password"):
        read_pdf(pdf, password="nope")
    assert read_pdf(pdf, password="sesame").pages[0].lines


def test_not_a_pdf(tmp_path: Path) -> None:
    path = tmp_path / "notes.pdf"
    path.write_text("just some text\n")
    with pytest.raises(InputPdfError, match="notes.pdf: not a PDF"):
        read_pdf(path)


def test_truncated_pdf(tmp_path: Path) -> None:
    whole = two_column_pdf(tmp_path / "whole.pdf", pages=2).read_bytes()
    path = tmp_path / "cut.pdf"
    path.write_bytes(whole[: len(whole) // 3])
    with pytest.raises(InputPdfError, match=r"cut\.pdf"):
        read_pdf(path)


def test_zero_page_pdf(tmp_path: Path) -> None:
    path = tmp_path / "empty.pdf"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [] /Count 0 >>",
    ]
    body = b"%PDF-1.4\n"
    offsets = []
    for i, obj in enumerate(objects, start=1):
        offsets.append(len(body))
        body += b"%d 0 obj\n" % i + obj + b"\nendobj\n"
    xref = len(body)
    body += b"xref\n0 3\n0000000000 65535 f \n"
    body += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    body += b"trailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % xref
    path.write_bytes(body)
    with pytest.raises(InputPdfError, match="empty.pdf: the PDF has no pages"):
        read_pdf(path)


# --- corpus pages (skipped when ../shared/corpus is absent) ---------------------------------


@pytest.mark.corpus
def test_darkloch_rooms_are_not_interleaved() -> None:
    doc = read_pdf(corpus_pdf("HH_Darkloch.pdf"))
    texts = [line.text for line in doc.lines]
    room1 = next(i for i, t in enumerate(texts) if t.startswith("1 A cave entrance"))
    room2 = next(i for i, t in enumerate(texts) if t.startswith("2 A long corridor"))
    room12 = next(i for i, t in enumerate(texts) if t.startswith("12 Orc guard"))
    assert room1 < room2 < room12
    assert all("Orc guard" not in t for t in texts[room1:room2])
    # Map labels beside a column do not split its sentences.
    killed = next(i for i, t in enumerate(texts) if t.endswith("should be killed. All"))
    assert texts[killed + 1].startswith("humans should be killed")
    assert len(doc.pages[0].columns) >= 4


@pytest.mark.corpus
def test_srd_hyphen_sequences_become_plain_hyphens() -> None:
    doc = read_pdf(corpus_pdf("SRD_CC_v5.1.pdf"), pages=[123])
    text = "\n".join(line.text for line in doc.lines)
    assert "Range: Self (15-foot cone)" in text
    assert "\u00ad" not in text and "\u2010" not in text and "\u2011" not in text


@pytest.mark.corpus
def test_sepulchre_fffd_is_repaired() -> None:
    doc = read_pdf(corpus_pdf("HH_Sepulchre_of_the_Clone.pdf"), pages=[1])
    text = " ".join(line.text for line in doc.lines)
    assert "sometimes find a man" in text
    assert "chance of finding the button" in text
    assert text.count("\ufffd") <= 1


@pytest.mark.corpus
def test_ref_guide_tex_words_are_separated() -> None:
    doc = read_pdf(corpus_pdf("HH_Ref_Guide_2017.pdf"), pages=[14])
    assert any("HD 3 AC 7" in line.text for line in doc.lines)


@pytest.mark.corpus
def test_minimod_raster_page_is_reported() -> None:
    doc = read_pdf(corpus_pdf("osrforge_minimod_Root_Cellar_of_Old_Wenna.pdf"))
    no_text = [p.number for p in doc.pages if not p.has_text_layer]
    assert no_text == [4]
    assert doc.pages[3].image_count >= 1
    assert [p.rule for p in doc.problems] == ["no-text-layer"]


def test_boxed_text_is_its_own_block(tmp_path: Path) -> None:
    path = tmp_path / "box.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 10)
    for i in range(9):
        c.drawString(72, 700 - 12 * i, f"Line {i} of the room text")
    c.rect(66, 700 - 12 * 5 - 3, 300, 36, stroke=1, fill=0)  # frames lines 3, 4 and 5
    c.save()
    lines = read_pdf(path).lines
    blocks = [line.block for line in lines]
    assert blocks[0] == blocks[1] == blocks[2]
    assert blocks[3] == blocks[4] == blocks[5] != blocks[2]
    assert blocks[6] == blocks[7] == blocks[8] != blocks[5]


def test_slanted_label_is_read_along_its_baseline(tmp_path: Path) -> None:
    path = tmp_path / "slant.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 10)
    c.drawString(72, 700, "A plain upright line of text")
    c.saveState()
    c.translate(300, 400)
    c.rotate(40)
    c.drawString(0, 0, "stairs down")
    c.restoreState()
    c.save()
    lines = read_pdf(path).lines
    assert [line.text for line in lines] == ["A plain upright line of text", "stairs down"]
    slanted = lines[1].bbox
    # The baseline runs from (300, 392) up and right for about 55 pt at 40°.
    assert 288 < slanted.x0 < 300 and 335 < slanted.x1 < 350
    assert 345 < slanted.top < 360 and 390 < slanted.bottom < 400


def test_render_boxes_draws_each_box_in_its_colour(tmp_path: Path) -> None:
    from PIL import Image

    from converter.models import BBox
    from converter.read.extract import render_boxes

    pdf = two_column_pdf(tmp_path / "cols.pdf", pages=1)
    out = tmp_path / "page.png"
    page = read_pdf(pdf).pages[0]
    boxes = [(column, (220, 20, 20), f"col {i}") for i, column in enumerate(page.columns)]
    render_boxes(pdf, 1, boxes, out, resolution=72)
    with Image.open(out) as image:
        assert image.size == (612, 792)
        left = page.columns[1]
        # The middle of the left column box's left edge is drawn red.
        pixel = image.convert("RGB").getpixel((int(left.x0) + 1, int((left.top + left.bottom) / 2)))
        assert isinstance(pixel, tuple)
        r, g, b = pixel[:3]
        assert r > 150 and g < 100 and b < 100
    with pytest.raises(InputPdfError, match="no page 3"):
        render_boxes(pdf, 3, [(BBox(0, 0, 10, 10), (0, 0, 0), "")], out)


def test_gc_settings_are_restored_after_reading(tmp_path: Path) -> None:
    import gc

    pdf = two_column_pdf(tmp_path / "cols.pdf", pages=2)
    before = gc.get_threshold()
    read_pdf(pdf)
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


@pytest.mark.corpus
def test_sepulchre_free_form_boxes_keep_heading_and_text_together() -> None:
    doc = read_pdf(corpus_pdf("HH_Sepulchre_of_the_Clone.pdf"), pages=[1])
    texts = [line.text for line in doc.lines]
    lake = texts.index("Lake")
    assert texts[lake + 1 : lake + 3] == ["Minotaur fishermen", "mistrust anybody"]
    forest = texts.index("Forest")
    assert texts[forest + 1].startswith("Dense, thorny, slow going.")
    assert "stairs" in texts  # slanted label read along its baseline


@pytest.mark.corpus
def test_ref_guide_margin_notes_do_not_split_the_main_column() -> None:
    doc = read_pdf(corpus_pdf("HH_Ref_Guide_2017.pdf"), pages=range(14, 20))
    texts = [line.text for line in doc.lines]
    i = next(k for k, t in enumerate(texts) if t.startswith("Ingredients: If you"))
    assert texts[i + 1].startswith("with a bright green poison")
    assert not any("alex schroeder" in t for t in texts)  # running headers are gone
