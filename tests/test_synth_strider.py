"""The strider styles of the synthetic module generator: modules written as a word-processor
document (flat ODT) and exported to PDF by LibreOffice. The pages of the truth come from the
export's named destinations; here they are checked against the PDF's text, page by page."""

from __future__ import annotations

import io
import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import pdfplumber
import pytest
from synth.assemble import build_module
from synth.generate import make_module
from synth.strider_odt import document, spans
from synth.strider_render import outline_form, steady
from synth.strider_styles import make_plan
from synth.styles import STRIDER_STYLES, STYLES
from synth_checks import StyleSetChecks, case_fixtures, squash

pytestmark = pytest.mark.skipif(
    shutil.which("soffice") is None,
    reason="the strider styles export with LibreOffice: soffice is not installed "
    "(apt-get install libreoffice-writer-nogui)",
)

# One seed per strider style, decoys and inline stats forced.
CASES = [
    (900, "celled", ("decoys", "inline_stats")),
    (901, "footed", ("decoys", "inline_stats", "wandering_table")),
    (902, "framed", ("decoys", "sidebars")),
    (903, "listnum", ("decoys", "inline_stats")),
    (904, "rostered", ("decoys", "inline_stats")),
    (905, "sectioned", ("decoys", "inline_stats")),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

generated, texts = case_fixtures(CASES)


class TestStriderSet(StyleSetChecks):
    NAME, STYLES = "strider", STRIDER_STYLES
    AGAIN = (CASES[1], CASES[3])


def source_of(seed: int, style: str, switches: tuple[str, ...] = ()) -> str:
    """The flat ODT document the module is exported from."""
    module = build_module(seed, style, switches, "strider")
    plan = make_plan(seed, STYLES[style], "Title", outline_form(module))
    return document(module.blocks, plan, style)


def test_case_fixture_covers_every_style(generated: Mapping[int, Any]) -> None:
    assert {item.module.style for item in generated.values()} == set(STRIDER_STYLES)


def test_outline_numbering_prints_the_keys_the_document_does_not_hold(
    generated: Mapping[int, Any], texts: Mapping[int, list[str]]
) -> None:
    """listnum: the keys ("3.", "3)", "2.4") are written by the outline numbering: the
    document's headings hold the names only, the PDF prints key and name together."""
    seed = BY_STYLE["listnum"]
    source = source_of(seed, "listnum", ("decoys", "inline_stats"))
    item = generated[seed]
    for area in item.truth["areas"]:
        assert f">{escape(area['name'])}</text:h>" in source
        page = texts[seed][area["page"] - 1].replace(".", "").replace(")", "")
        assert str(area["key"]).replace(".", "") + squash(area["name"]) in page, area


def test_each_style_writes_its_word_processor_means() -> None:
    """The document uses what each style is about: tables for the blocks and rosters, frames,
    a section of columns with column breaks, footnotes and page fields."""
    wanted = {
        "celled": ("<table:table ", "Armor Class"),
        "rostered": ("<table:table ",),
        "framed": ("<draw:frame ",),
        "sectioned": ('<text:section text:style-name="Sect', "_Column"),
        "footed": ("<text:page-number", "Title_First"),
    }
    for style, needles in wanted.items():
        source = source_of(BY_STYLE[style], style, dict((s, w) for _, s, w in CASES)[style])
        for needle in needles:
            assert needle in source, (style, needle)


def test_footnotes_and_leaders_in_footed() -> None:
    """Over a few footed modules: footnotes, a dot-leader key list and a landscape page."""
    sources = [source_of(seed, "footed", ("wandering_table",)) for seed in range(910, 916)]
    assert any("<text:note " in s for s in sources)
    assert any('style:name="Leader"' in s and "<text:tab/>" in s for s in sources)
    assert any("_Landscape" in s.split("<office:body>")[1] for s in sources)


def test_a_landscape_page_is_landscape(generated: Mapping[int, Any]) -> None:
    item = generated[BY_STYLE["footed"]]
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        shapes = {page.width > page.height for page in pdf.pages}
    source = source_of(BY_STYLE["footed"], "footed", CASES[1][2])
    assert shapes == (
        {True, False} if "_Landscape" in source.split("<office:body>")[1] else {False}
    )


def test_markup_becomes_spans() -> None:
    text = spans("<b>Goblins (3):</b> AC 6<br/>and <i>more</i> &amp; <font size=8>less</font>")
    assert text == (
        '<text:span text:style-name="B">Goblins (3):</text:span> AC 6<text:line-break/>and '
        '<text:span text:style-name="I">more</text:span> &amp; less'
    )


def test_steady_replaces_clock_and_ids_with_equal_lengths() -> None:
    pdf = b"/CreationDate(D:20261207093012Z')>>\n/ID [ <" + b"A" * 32 + b">\n<" + b"B" * 32 + b"> ]"
    out = steady(pdf, "m")
    assert len(out) == len(pdf) and b"20261207000000" in out and b"A" * 32 not in out


def test_the_strider_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a strider module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(903, None, (), str(tmp_path), style_set="strider")
    assert result["style"] in STRIDER_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()


def test_generation_is_the_same_twice(generated: Mapping[int, Any]) -> None:
    again = make_module(*CASES[4][:2], CASES[4][2])
    assert again.pdf == generated[CASES[4][0]].pdf
