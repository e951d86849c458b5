"""What the pdfium engine's hidden-text reader costs, counted (issue #16, part 19): a page that
cannot hide text is passed by before its chars are read, a text object's bounds are read only
when a filled rectangle could meet them, and a text object is compared only with the filled
rectangles of the bands of the page it spans. Each bound is checked against the test it
stands in for (every text object against every rectangle), which must decide alike."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read import paint_order, pdfium_chars, pdfium_frame, pdfium_objects
from converter.read.hidden_text import SAME_COLOUR, Box, Fill
from converter.read.pdfium_objects import TextObject

BLACK, WHITE, GREY, RED = (0.0, 0.0, 0.0), (1.0, 1.0, 1.0), (0.6, 0.6, 0.6), (0.8, 0.1, 0.1)


def _every_pair(text: TextObject, box: Box, fills: list[Fill]) -> bool:
    """The test as it was written first: white ink, or any filled rectangle over the bounds
    drawn after the object, or one of its own colour drawn before it."""
    colour = text.colour
    if colour is not None and min(colour) >= 1 - SAME_COLOUR:
        return True
    for fill in fills:
        if fill.colour is None or not paint_order._meets(fill.box, box):
            continue
        if fill.step > text.step:
            return True
        if fill.step < text.step and paint_order._near(colour, fill.colour):
            return True
    return False


def _page_of_lines(seed: int) -> tuple[dict[int, TextObject], dict[int, Box], list[Fill]]:
    """Two columns of text lines (black, some red, a few white) and filled rectangles: rules
    and bands, black, grey, red and white, drawn before and after the lines."""
    rng = random.Random(seed)
    texts: dict[int, TextObject] = {}
    boxes: dict[int, Box] = {}
    fills: list[Fill] = []
    step = 0
    for line in range(120):
        for column in (0, 1):
            step += 1
            if rng.random() < 0.3:
                top = rng.uniform(0, 780)
                x0 = rng.uniform(0, 500)
                height = rng.choice((0.5, 1.0, 14.0, 60.0))
                box = (x0, top, x0 + rng.uniform(5, 250), top + height)
                fills.append(Fill(step, box, rng.choice((BLACK, GREY, RED, WHITE, None))))
                continue
            colour = rng.choices((BLACK, RED, WHITE, None), (20, 3, 1, 1))[0]
            address = 1000 + step
            texts[address] = TextObject(step, address, colour, (1.0, 0.0, 0.0, 1.0, 0.0, 0.0))
            x0, top = 60 + 260 * column, 40 + 6 * line
            boxes[address] = (x0, top, x0 + rng.uniform(20, 240), top + 12)
    return texts, boxes, fills


@pytest.mark.parametrize("seed", range(6))
def test_kept_text_objects_are_those_every_pair_keeps(seed: int) -> None:
    texts, boxes, fills = _page_of_lines(seed)
    kept = paint_order._Kept.of(texts, fills, lambda t: boxes[t.address])
    expected = [a for a, t in texts.items() if _every_pair(t, boxes[a], fills)]
    assert list(kept) == expected
    painted = [f for f in fills if f.colour is not None]
    pairs = len(texts) * len(painted)
    assert kept.examined < pairs / 4  # each object against the rectangles of its bands only
    last = max(f.step for f in painted)
    could_meet = [
        t
        for t in texts.values()
        if (t.colour is None or min(t.colour) < 1 - SAME_COLOUR)
        and (
            t.step < last
            or any(f.step < t.step and paint_order._near(t.colour, f.colour) for f in painted)
        )
    ]
    assert kept.bounded == len(could_meet)  # bounds read for these, and only these


def test_a_text_object_of_no_bounds_is_compared_with_every_rectangle() -> None:
    """pdfium gives no bounds: the whole plane, which meets any rectangle drawn later."""
    text = TextObject(1, 7, BLACK, (1.0, 0.0, 0.0, 1.0, 0.0, 0.0))
    fills = [Fill(2, (10.0, 700.0, 20.0, 710.0), GREY)]
    kept = paint_order._Kept.of({7: text}, fills, lambda t: (-1e9, -1e9, 1e9, 1e9))
    assert list(kept) == [7] and kept.examined == 1
    nowhere = paint_order._Kept.of({7: text}, fills, lambda t: (float("nan"),) * 4)
    assert list(nowhere) == []


def _read_counting(path: Path, monkeypatch: Any) -> tuple[list[int], Any]:
    """Read page 1 with pdfium, counting the per-char text-object lookups of the reader."""
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    object_of, char_box = paint_order._char_calls(pdfium_c)
    asked: list[int] = []

    def counting(page: int, i: int) -> Any:
        asked.append(i)
        return object_of(page, i)

    monkeypatch.setattr(paint_order, "_char_calls", lambda _: (counting, char_box))
    pdf = pdfium_chars.open_document(path, None)
    try:
        return asked, pdfium_chars.read_page(pdf, 1)
    finally:
        pdf.close()


def _page(path: Path, band: tuple[float, float, float], band_last: bool) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    if not band_last:
        pdf.setFillColorRGB(*band)
        pdf.rect(60, 580, 400, 40, stroke=0, fill=1)
    pdf.setFillColorRGB(0, 0, 0)
    pdf.setFont("Helvetica", 11)
    for k in range(30):
        pdf.drawString(72, 700 - 14 * k, f"Line {k} of a page with a band on it.")
    if band_last:
        pdf.setFillColorRGB(*band)
        pdf.rect(60, 580, 400, 40, stroke=0, fill=1)
    pdf.showPage()
    pdf.save()
    return path


def test_a_page_that_cannot_hide_text_reads_no_char_for_it(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """Black text over a grey band drawn before it, no white ink, no rectangle after the
    text: no glyph can be unseen, and no char is tied to its text object."""
    asked, page = _read_counting(_page(tmp_path / "seen.pdf", GREY, False), monkeypatch)
    assert asked == [] and page.hidden == 0 and len(page.glyphs) > 600


def test_a_page_that_may_hide_text_is_read_char_by_char(tmp_path: Path, monkeypatch: Any) -> None:
    """The same band drawn after the text covers three lines: every char is tied to its text
    object once, and the covered ones are not read."""
    asked, page = _read_counting(_page(tmp_path / "covered.pdf", WHITE, True), monkeypatch)
    assert sorted(asked) == list(range(len(asked))) and len(asked) > 600
    assert page.hidden > 60


def test_the_glyph_loop_takes_the_text_objects_the_hidden_pass_read(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """On a page whose chars the hidden-text pass tied to their text objects, the glyph loop
    asks pdfium for none of them again (part 20), and reads the glyphs it reads when it asks
    for each itself."""
    import pypdfium2.raw as pdfium_c

    calls = pdfium_chars._fast_calls(pdfium_c)
    asked: list[int] = []

    def counting(page: Any, i: int) -> Any:
        asked.append(i)
        return calls.each_text_object(page, i)

    counted = calls._replace(each_text_object=counting)
    monkeypatch.setattr(pdfium_chars, "_fast_calls", lambda _: counted)
    pdf = pdfium_chars.open_document(_page(tmp_path / "covered.pdf", WHITE, True), None)
    try:
        read = pdfium_chars.read_page(pdf, 1)
        assert asked == [] and read.hidden > 60
        page = pdf[0]
        frame = pdfium_frame.PageFrame.of(page)
        objects = pdfium_objects.walk_page(pdfium_c, page.raw, frame)
        textpage = pdfium_c.FPDFText_LoadPage(page.raw)
        try:
            hidden = paint_order.pdfium_hidden(pdfium_c, textpage, frame, None, objects)
            assert hidden.objects is not None and len(hidden.skip) == read.hidden
            alone = pdfium_chars._glyphs(pdfium_c, textpage, frame, hidden.skip)
        finally:
            pdfium_c.FPDFText_ClosePage(textpage)
        assert len(asked) > 600 and alone == read.glyphs
    finally:
        pdf.close()
