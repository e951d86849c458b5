"""The pdfium character engine against the pdfplumber one (the reference).

Both engines must hand the layout the same page: the same lines, spans, columns and blocks,
boxes equal to a tenth of a point (pdfium keeps positions in 32-bit floats). Where they read a
PDF differently, a test below shows the difference and says which reader is right.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.errors import UsageError
from converter.models import BBox, Document
from converter.read import ENGINE_NAMES, pdfium_chars
from converter.read.extract import ENGINES, read_pdf
from converter.read.glyphs import chars_to_glyphs
from tests.test_extract import corpus_pdf, two_column_pdf
from tests.test_layout_rotated import BOXES, MORE_BOXES, turned_pdf

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "sunken-shrine.pdf"


# pdfium keeps glyph positions in 32-bit floats and advances text by integer widths (pdfminer:
# the PDF's own, 64-bit), so boxes drift apart a little along a line. Almost every box agrees
# to 0.05 pt; none may be off by a point.
BOX_TOLERANCE = 0.05
BOX_OUTLIERS = 0.02  # the share of boxes allowed past BOX_TOLERANCE
BOX_LIMIT = 1.0


def digest(document: Document) -> list[tuple[Any, ...]]:
    """What the later stages see of a document, boxes aside (``boxes`` has them)."""
    out: list[tuple[Any, ...]] = []
    for page in document.pages:
        out.append(("page", page.number, page.width, page.height, page.image_count))
        out.append(("columns", len(page.columns)))
        for line in page.lines:
            spans = [(s.text, s.font.split("+")[-1], s.size, s.bold, s.italic) for s in line.spans]
            out.append((line.text, line.column, line.block, spans))
    out.append(("problems", [(p.page, p.rule) for p in document.problems]))
    return out


def boxes(document: Document) -> list[BBox]:
    return [c for p in document.pages for c in p.columns] + [
        line.bbox for p in document.pages for line in p.lines
    ]


def check_boxes(a: Sequence[BBox], b: Sequence[BBox]) -> None:
    assert len(a) == len(b)
    deviations = [
        max(
            abs(p - q)
            for p, q in zip(
                (x.x0, x.top, x.x1, x.bottom), (y.x0, y.top, y.x1, y.bottom), strict=True
            )
        )
        for x, y in zip(a, b, strict=True)
    ]
    assert max(deviations, default=0.0) < BOX_LIMIT
    assert sum(d > BOX_TOLERANCE for d in deviations) <= BOX_OUTLIERS * len(deviations)


def both(path: Path, pages: Sequence[int] | None = None) -> tuple[list[Any], list[Any]]:
    """Both engines' digests of ``path``, after checking that their boxes agree."""
    plumber = read_pdf(path, pages=pages, engine="pdfplumber")
    pdfium = read_pdf(path, pages=pages, engine="pdfium")
    check_boxes(boxes(pdfium), boxes(plumber))
    return digest(plumber), digest(pdfium)


def test_the_registry_names_every_engine_once() -> None:
    assert tuple(ENGINES) == ENGINE_NAMES
    assert ENGINE_NAMES[0] == "pdfplumber"  # the default and the golden files' reference


def test_an_unknown_engine_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="unknown engine 'mupdf'"):
        read_pdf(SAMPLE, engine="mupdf")


def test_the_sample_reads_the_same() -> None:
    plumber, pdfium = both(SAMPLE)
    assert pdfium == plumber


def test_page_workers_read_the_same_as_one_process() -> None:
    # Each worker opens its own pdfium document: nothing is shared across processes.
    one = digest(read_pdf(SAMPLE, engine="pdfium", jobs=1))
    assert digest(read_pdf(SAMPLE, engine="pdfium", jobs=2)) == one


def test_two_columns_headers_and_page_numbers_read_the_same(tmp_path: Path) -> None:
    plumber, pdfium = both(two_column_pdf(tmp_path / "cols.pdf"))
    assert pdfium == plumber


@pytest.mark.parametrize("glyph_by_glyph", [False, True], ids=["spaces", "no-spaces"])
@pytest.mark.parametrize("boxes", [BOXES, MORE_BOXES], ids=["90-270-30-330", "180-135-60"])
def test_turned_text_reads_the_same(
    tmp_path: Path, boxes: tuple[tuple[int, float, float], ...], glyph_by_glyph: bool
) -> None:
    plumber, pdfium = both(turned_pdf(tmp_path / "turned.pdf", boxes, glyph_by_glyph))
    assert pdfium == plumber


def test_boxes_and_images_read_the_same(tmp_path: Path) -> None:
    from reportlab.lib.utils import ImageReader

    from tests.pdf_factory import png_bytes

    path = tmp_path / "box.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 10)
    for i in range(9):
        c.drawString(72, 700 - 12 * i, f"Line {i} of the room text")
    c.rect(66, 700 - 12 * 5 - 3, 300, 36, stroke=1, fill=0)  # frames lines 3, 4 and 5
    c.rect(400, 100, 5, 5, stroke=1, fill=1)  # too small to frame text
    import io

    c.drawImage(ImageReader(io.BytesIO(png_bytes())), 400, 300, width=64, height=48)
    c.save()
    pages = {name: pdfium_chars_page(path, name) for name in ENGINE_NAMES}
    assert pages["pdfium"].boxes == pages["pdfplumber"].boxes
    assert len(pages["pdfplumber"].boxes) == 1  # the small square frames no text
    assert pages["pdfium"].image_count == pages["pdfplumber"].image_count == 1
    plumber, pdfium = both(path)
    assert pdfium == plumber


def pdfium_chars_page(path: Path, engine: str) -> Any:
    """One page as the engine hands it to the layout (``RawPage``)."""
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        reader = ENGINES[engine](pdf, path, None)
        try:
            return reader.read(1)
        finally:
            reader.close()


def test_generated_spaces_are_not_glyphs_and_mark_no_gap(tmp_path: Path) -> None:
    # TeX-like text: every glyph placed on its own, no space glyph in the stream. pdfium puts
    # its own spaces in the word gaps; pdfminer sees none, and neither must the layout.
    path = turned_pdf(tmp_path / "tex.pdf", (), glyph_by_glyph=True)
    c = canvas.Canvas(str(path), pagesize=letter)
    obj = c.beginText()
    obj.setFont("Helvetica", 10)
    pos = 72.0
    for word in ("no", "space", "glyphs"):
        for ch in word:
            obj.setTextOrigin(pos, 700)
            obj.textOut(ch)
            pos += stringWidth(ch, "Helvetica", 10)
        pos += 4.0
    c.drawText(obj)
    c.save()
    plumber = pdfium_chars_page(path, "pdfplumber").glyphs
    pdfium = pdfium_chars_page(path, "pdfium").glyphs
    assert "".join(g.text for g in pdfium) == "nospaceglyphs"
    assert [(g.text, g.space_before) for g in pdfium] == [(g.text, g.space_before) for g in plumber]
    assert read_pdf(path, engine="pdfium").lines[0].text == "no space glyphs"


def test_a_space_closing_a_text_object_still_counts(tmp_path: Path) -> None:
    # "Bite. " in bold, then "Melee" in italic: pdfium drops the real space that ends the
    # first text object and puts one of its own in the gap; pdfminer reads the real one.
    path = tmp_path / "runs.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    obj = c.beginText(72, 700)
    obj.setFont("Helvetica-Bold", 9)
    obj.textOut("Bite. ")
    obj.setFont("Helvetica-Oblique", 9)
    obj.textOut("Melee Weapon Attack")
    c.drawText(obj)
    c.save()
    plumber = pdfium_chars_page(path, "pdfplumber").glyphs
    pdfium = pdfium_chars_page(path, "pdfium").glyphs
    assert [(g.text, g.space_before) for g in pdfium] == [(g.text, g.space_before) for g in plumber]
    assert next(g for g in pdfium if g.text == "M").space_before


def test_font_size_of_a_scaled_matrix_is_the_drawn_size(tmp_path: Path) -> None:
    # Text drawn at Tf 1 and scaled 12× by its matrix: pdfium reports size 1.0.
    path = tmp_path / "scaled.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    c.saveState()
    c.translate(72, 700)
    c.scale(12, 12)
    c.setFont("Helvetica", 1)
    c.drawString(0, 0, "Scaled heading")
    c.restoreState()
    c.save()
    plumber = pdfium_chars_page(path, "pdfplumber").glyphs
    pdfium = pdfium_chars_page(path, "pdfium").glyphs
    assert {round(g.size, 3) for g in pdfium} == {round(g.size, 3) for g in plumber} == {12.0}


def test_standard_font_positions_differ_and_pdfminer_is_right(tmp_path: Path) -> None:
    # A standard font that is not embedded has no /Widths: pdfminer places glyphs with the
    # font's AFM metrics (what the PDF specification prescribes and Acrobat shows), pdfium
    # with the metrics of its substitute font. They differ for the en dash of
    # Helvetica-BoldOblique, so what follows it moves. pdfplumber stays the reference.
    path = tmp_path / "dash.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica-BoldOblique", 10)
    c.drawString(72, 700, "5\u20136")
    c.save()
    expected = 72 + stringWidth("5\u2013", "Helvetica-BoldOblique", 10)
    six = {
        name: next(g for g in pdfium_chars_page(path, name).glyphs if g.text == "6")
        for name in ENGINE_NAMES
    }
    assert six["pdfplumber"].x0 == pytest.approx(expected, abs=0.001)
    assert abs(six["pdfium"].x0 - expected) > 0.1


# --- corpus pages (skipped when ../shared/corpus is absent) ---------------------------------


@pytest.mark.corpus
@pytest.mark.parametrize(
    ("name", "pages"),
    [
        ("HH_Darkloch.pdf", None),
        ("osrforge_minimod_Root_Cellar_of_Old_Wenna.pdf", None),
        ("SRD_CC_v5.1.pdf", [123]),
    ],
)
def test_corpus_pages_read_the_same(name: str, pages: list[int] | None) -> None:
    plumber, pdfium = both(corpus_pdf(name), pages)
    assert pdfium == plumber


@pytest.mark.corpus
def test_srd_multi_char_codes_stay_one_glyph() -> None:
    # The SRD maps one char code to "-\xad‐‑": pdfminer keeps one glyph, pdfium lists four
    # chars at one origin, which are joined again.
    path = corpus_pdf("SRD_CC_v5.1.pdf")
    doc = pdfium_chars.open_document(path, None)
    try:
        glyphs = pdfium_chars.read_page(doc, 3).glyphs
    finally:
        doc.close()
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        reference = chars_to_glyphs(pdf.pages[2].chars)
    assert [g.text for g in glyphs] == [g.text for g in reference]
    assert "-\xad\u2010\u2011" in [g.text for g in glyphs]


@pytest.mark.corpus
def test_ref_guide_line_end_hyphens_are_hyphens() -> None:
    # pdfium marks a hyphen ending a line as U+0002 / U+FFFE; it was a hyphen in the PDF.
    doc = read_pdf(corpus_pdf("HH_Ref_Guide_2017.pdf"), pages=[2], engine="pdfium")
    text = " ".join(line.text for line in doc.lines)
    assert "\x02" not in text and "\ufffe" not in text
    assert "entertain" in text or "enter-tain" in text


def test_fractional_widths_drift_in_pdfium_and_pdfminer_is_right(tmp_path: Path) -> None:
    # An embedded TrueType font whose /Widths have decimals (reportlab writes 601.07…):
    # pdfium keeps integer widths and advances the text with them, so glyphs drift along a
    # line; pdfminer uses the PDF's widths. On 2 of 100 generated modules (bench/synth) the
    # drift moved a column cut. pdfplumber stays the reference.
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    pdfmetrics.registerFont(TTFont("Vera", "Vera.ttf"))
    text = "abcdefghijklmnopqrstuvwxyz" * 3
    path = tmp_path / "vera.pdf"
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Vera", 10)
    c.drawString(36, 700, text)
    c.save()
    expected = 36 + stringWidth(text[:-1], "Vera", 10)
    last = {name: pdfium_chars_page(path, name).glyphs[-1] for name in ENGINE_NAMES}
    assert last["pdfplumber"].x0 == pytest.approx(expected, abs=0.001)
    assert abs(last["pdfium"].x0 - expected) > 0.01
    assert abs(last["pdfium"].x0 - expected) < BOX_LIMIT


def test_a_damaged_stream_reads_further_with_pdfium(tmp_path: Path) -> None:
    # Page 2's content stream breaks off: pdfminer drops what follows the damage, pdfium's
    # parser recovers the next heading. Both name the page. pdfium is right: the text is there.
    from tests.hostile_pdfs import damaged_stream_pdf

    path = damaged_stream_pdf(tmp_path / "damaged.pdf")
    plumber, pdfium = (read_pdf(path, engine=name) for name in ENGINE_NAMES)
    assert [(p.page, p.rule) for p in pdfium.problems] == [(2, "page-unreadable")]
    assert [(p.page, p.rule) for p in plumber.problems] == [(2, "page-unreadable")]
    plumber_lines = [line.text for line in plumber.lines]
    pdfium_lines = [line.text for line in pdfium.lines]
    assert set(plumber_lines) <= set(pdfium_lines)
    assert len(pdfium_lines) > len(plumber_lines)


def test_an_encrypted_pdf_reads_the_same_with_its_password(tmp_path: Path) -> None:
    from tests.pdf_factory import encrypted_pdf

    path = encrypted_pdf(tmp_path / "locked.pdf")
    plumber, pdfium = (
        digest(read_pdf(path, password="owlbear", engine=name)) for name in ENGINE_NAMES
    )
    assert pdfium == plumber
