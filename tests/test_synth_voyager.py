"""The voyager styles of the synthetic module generator (ordinary keyed modules whose text
layers are written as InDesign, Word, a browser's print and a Canva-like export write them, a
draft left hidden under the page, a print file's CropBox inside its MediaBox), and the older
sets left byte-identical. Each style's text layer is read back from the PDF with pdfplumber."""

from __future__ import annotations

import io
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from synth.generate import Generated
from synth.styles import VOYAGER_STYLES
from synth.voyager import voyager_words
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    generate_cases,
    modules_drawing_the_wild_share,
    pinned_setup,
    squash,
)

# One seed per voyager style, decoys forced, and a second module of the styles whose way
# differs by module (wordbold: drawn twice or filled and stroked; whiteout: white ink or an
# opaque frame).
CASES = [
    (900, "browser", ("decoys",)),
    (901, "cropped", ("decoys",)),
    (902, "glyphs", ("decoys",)),
    (903, "kerned", ("decoys",)),
    (904, "whiteout", ("decoys",)),
    (905, "wordbold", ("decoys",)),
    (906, "wordbold", ()),
    (910, "whiteout", ()),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

# sha256 (first 16 hex) of the PDF and of the truth text of modules of older sets, taken at
# aa02c32 (main's head before the voyager styles were added; reportlab 5.1.0, Pillow 13.0.0,
# DejaVu fonts installed): the six rover styles and one module of six older sets.
PINNED_OLDER = [
    (98000, "rover", "a33fbd3f17f90615", "a22555fb07c6efbc"),  # dotleader
    (98001, "rover", "7012d7013e13f275", "92da576b74788964"),  # landscape
    (98002, "rover", "d16dd88782da472f", "ea7a5f228741fa0a"),  # sitebook
    (98003, "rover", "b020c58d0d07b79d", "af8c9367aa084420"),  # whatbox
    (98004, "rover", "36fcd47d5bfa0179", "a1d6ab40f7f052c6"),  # bullets
    (98005, "rover", "a737b63890980b21", "c3bb2279762cac6f"),  # denizens
    (99605, "wayfarer", "32040c9520b359ee", "0262ce49773c1e70"),  # texset
    (99004, "vagrant", "e31f78798015cf4b", "5b77eb308bac2212"),  # printready
    (99500, "stark", "1a50eba41393268f", "7d725fcf528ead71"),  # footnoted
    (99000, "untamed", "27d93551a409aa8e", "ad8222d4c1f15113"),  # opd
    (1005, "classic", "cbf7e0f76f18ab47", "b15323c4e812e41f"),  # ose
    (99800, "errant", "026f05fc5653a446", "9d69db1d53791d8f"),  # mork
]


def page_texts(pdf: bytes) -> list[str]:
    """As ``synth_checks.page_texts``, but with a glyph drawn twice at one place read once (a
    Word file's fake bold) and only what lies inside the page's CropBox (what a viewer shows)."""
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        out = []
        for page in document.pages:
            shown = page.within_bbox(page.cropbox).dedupe_chars(tolerance=1)
            raw = "".join(c["text"] for c in shown.chars)
            out.append(squash(shown.extract_text() or "") + "|" + squash(raw))
        return out


@pytest.fixture(scope="module")
def generated() -> dict[int, Any]:
    return generate_cases(CASES)


@pytest.fixture(scope="module")
def texts(generated: dict[int, Any]) -> dict[int, list[str]]:
    return {seed: page_texts(item.pdf) for seed, item in generated.items()}


def keyed(item: Generated) -> list[dict[str, Any]]:
    return [a for a in item.truth["areas"] if a["key"]]


def chars_of(item: Generated) -> list[dict[str, Any]]:
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        return [c for page in pdf.pages for c in page.chars]


def streams_of(item: Generated) -> list[bytes]:
    """Each page's content stream, decompressed."""
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        out = []
        for page in pdf.pages:
            contents = page.page_obj.contents
            out.append(b"".join(stream.get_data() for stream in contents))
        return out


class TestVoyagerSet(StyleSetChecks):
    NAME, STYLES = "voyager", VOYAGER_STYLES
    AGAIN = (CASES[0], CASES[3], CASES[5])


@pytest.mark.skipif(not pinned_setup(), reason="bytes pinned on reportlab 5.1.0 with DejaVu")
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_voyager_styles_draw_only_their_share_of_the_switches() -> None:
    modules = modules_drawing_the_wild_share("voyager", never={"dark_theme", "imposed"})
    for module in modules:
        if module.style == "wordbold":
            assert "hyphenation" in module.switches
        if module.style == "whiteout":
            assert not module.switches & {"page_background", "image_column"}


def test_kerned_text_has_no_space_glyphs_but_kerned_runs_and_ligatures(
    generated: dict[int, Generated],
) -> None:
    item = generated[BY_STYLE["kerned"]]
    chars = chars_of(item)
    assert not [c for c in chars if c["text"] == " "]
    assert any("\ufb00" <= c["text"] <= "\ufb04" for c in chars)
    stream = b"".join(streams_of(item))
    assert len(re.findall(rb"\[\([^\]]*\) ?-?[\d.]+ ?\(", stream)) > 50  # runs with kerns


def test_wordbold_fakes_bold_in_the_regular_face(generated: dict[int, Generated]) -> None:
    for seed, way in ((905, "twice"), (906, "stroke")):
        item = generated[seed]
        chars = chars_of(item)
        assert not [c for c in chars if "Bold" in c["fontname"]], seed
        streams = b"".join(streams_of(item))
        if way == "stroke":
            assert b"2 Tr" in streams
        else:  # every heading's glyphs twice, 0.3 pt apart
            seen = {(c["text"], round(c["top"], 1), round(c["x0"], 1)) for c in chars}
            pairs = sum(
                1 for c in chars if (c["text"], round(c["top"], 1), round(c["x0"] - 0.3, 1)) in seen
            )
            assert pairs >= sum(len(area["name"]) for area in keyed(item)), seed


def test_browser_interleaves_the_columns_and_draws_headings_last(
    generated: dict[int, Generated],
) -> None:
    item = generated[BY_STYLE["browser"]]
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        for area in keyed(item):
            page = pdf.pages[area["page"] - 1]
            chars = page.chars  # content-stream order
            middle = page.width / 2
            sides = [c["x0"] < middle for c in chars if c["size"] < 11]
            switches = sum(1 for a, b in zip(sides, sides[1:], strict=False) if a != b)
            assert switches > 10, area  # left line, right line, left line, …
            body = max({c["size"] for c in chars}, key=[c["size"] for c in chars].count)
            big = [i for i, c in enumerate(chars) if c["size"] > body * 1.15]
            small = [i for i, c in enumerate(chars) if abs(c["size"] - body) < 0.01]
            assert big and max(small) < min(big), area  # the headings after the body


def test_glyphs_places_every_glyph_in_a_text_object_of_its_own(
    generated: dict[int, Generated],
) -> None:
    item = generated[BY_STYLE["glyphs"]]
    chars = chars_of(item)
    objects = sum(stream.count(b"BT") for stream in streams_of(item))
    assert not [c for c in chars if c["text"] == " "]
    assert objects >= 0.95 * len(chars)


def test_whiteout_draft_text_is_in_the_file_but_not_seen(generated: dict[int, Generated]) -> None:
    titles = set(voyager_words()["draft_titles"])
    for seed in (904, 910):
        item = generated[seed]
        raw = "".join(c["text"] for c in chars_of(item))
        assert any(title in raw for title in titles), seed
        assert not {a["name"] for a in item.truth["areas"]} & titles, seed
        if seed == 904:  # white ink
            white = [c for c in chars_of(item) if c["non_stroking_color"] in ((1, 1, 1), (1,))]
            assert white, seed


def test_cropped_pages_hide_the_slug_outside_the_cropbox(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["cropped"]]
    slugs = tuple(voyager_words()["slugs"])
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        for page in pdf.pages:
            x0, y0, x1, y1 = page.cropbox
            assert x0 > 0 and y0 > 0 and (x1, y1) != (page.width, page.height)
            outside = "".join(
                c["text"]
                for c in page.chars
                if not (x0 <= c["x0"] and c["x1"] <= x1)
                or not (y0 <= page.height - c["bottom"] and page.height - c["top"] <= y1)
            )
            assert any(slug in outside for slug in slugs)


def test_the_voyager_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a voyager module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(903, None, (), str(tmp_path), style_set="voyager")
    assert result["style"] in VOYAGER_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()


def test_case_fixture_covers_every_style(generated: Mapping[int, Any]) -> None:
    assert {item.module.style for item in generated.values()} == set(VOYAGER_STYLES)
