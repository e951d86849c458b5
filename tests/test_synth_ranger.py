"""The ranger styles of the synthetic module generator: modules written as Typst source and
compiled by Typst. The pages of the truth come from Typst's own introspection (``mk``
metadata and labelled headings, gathered in ``context``); here they are checked against the
PDF's text, page by page."""

from __future__ import annotations

import importlib.util
import io
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from synth.assemble import build_module
from synth.generate import make_module
from synth.ranger_render import source_of
from synth.ranger_typ import tx
from synth.styles import RANGER_STYLES
from synth_checks import StyleSetChecks, case_fixtures, squash

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("typst") is None,
    reason="the ranger styles compile with Typst: the typst package is not installed "
    "(pip install 'typst>=0.15,<0.16', in the test extras)",
)

# One seed per ranger style, decoys and inline stats forced (sidebars where they float).
CASES = [
    (900, "cardstock", ("decoys", "wandering_table")),
    (901, "folded", ("decoys", "inline_stats", "sidebars")),
    (902, "parchment", ("decoys", "sidebars")),
    (903, "sidenotes", ("decoys", "inline_stats")),
    (904, "tabular", ("decoys", "rumour_table")),
    (905, "treatise", ("decoys", "inline_stats")),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}
SWITCHES = {style: switches for _, style, switches in CASES}

generated, texts = case_fixtures(CASES)


class TestRangerSet(StyleSetChecks):
    NAME, STYLES = "ranger", RANGER_STYLES
    AGAIN = (CASES[1], CASES[3])


def source(seed: int, style: str, switches: tuple[str, ...] = ()) -> str:
    """The Typst source the module is compiled from."""
    return source_of(build_module(seed, style, switches, "ranger"))


def test_case_fixture_covers_every_style(generated: Mapping[int, Any]) -> None:
    assert {item.module.style for item in generated.values()} == set(RANGER_STYLES)


def test_heading_numbering_prints_the_keys_the_source_does_not_hold(
    generated: Mapping[int, Any], texts: Mapping[int, list[str]]
) -> None:
    """treatise: the keys ("3." or "2.4") are written by Typst's heading numbering: the source's
    headings hold the names only, the PDF prints key and name together."""
    seed = BY_STYLE["treatise"]
    text = source(seed, "treatise", SWITCHES["treatise"])
    assert "#set heading(numbering:" in text
    for area in generated[seed].truth["areas"]:
        assert f'== #"{area["name"]}" <' in text
        page = texts[seed][area["page"] - 1].replace(".", "")
        assert str(area["key"]).replace(".", "") + squash(area["name"]) in page, area


def test_each_style_writes_its_typst_means() -> None:
    """The source uses what each style is about: cards in a grid, floats across the page,
    boxed blocks with a grid of abilities, notes placed in the margin, a table whose header
    repeats, page columns, the outline and running page counters."""
    wanted = {
        "cardstock": ("#grid(columns:", "radius: 3pt"),
        "folded": ("columns: 2", "smallcaps(it.body)", "tracking:", "float: true"),
        "parchment": ('scope: "parent"', "#table(columns: 6", "fill: rgb("),
        "sidenotes": ("place(left + top, dx: -", "#box(width: 0pt, place("),
        "tabular": ("table.header(",),
        "treatise": ("#outline(", "#footnote[", "first-line-indent"),
    }
    for style, needles in wanted.items():
        text = source(BY_STYLE[style], style, SWITCHES[style])
        for needle in needles:
            assert needle in text, (style, needle)


def test_some_cards_are_on_landscape_pages() -> None:
    """Over a few cardstock modules, some turn their pages to landscape for the cards, and
    the PDF's pages are then wider than tall."""
    turned = 0
    for seed in range(910, 916):
        if "#set page(flipped: true)" not in source(seed, "cardstock"):
            continue
        turned += 1
        with pdfplumber.open(io.BytesIO(make_module(seed, "cardstock").pdf)) as pdf:
            assert any(page.width > page.height for page in pdf.pages), seed
    assert turned


def test_markup_becomes_typst_strings_and_calls() -> None:
    text = tx('<b>Goblins (3):</b> AC 6<br/>and <i>#more</i> &amp; <font size=8>"less"</font>')
    assert text == (
        '#strong[#"Goblins (3):"]#" AC 6"#linebreak()#"and "#emph[#"#more"]#" & "#"\\"less\\""'
    )


def test_the_ranger_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a ranger module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(905, None, (), str(tmp_path), style_set="ranger")
    assert result["style"] in RANGER_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()


def test_generation_is_the_same_twice(generated: Mapping[int, Any]) -> None:
    again = make_module(*CASES[4][:2], CASES[4][2])
    assert again.pdf == generated[CASES[4][0]].pdf
