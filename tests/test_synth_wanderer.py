"""The wanderer styles of the synthetic module generator: modules written as HTML and CSS for
a print engine and rendered to PDF by WeasyPrint. The pages of the truth come from the PDF's
named destinations (WeasyPrint writes one per element id); here they are checked against
the PDF's text, page by page. Skipped where WeasyPrint (or the Pango it needs) is missing."""

from __future__ import annotations

import hashlib
import html
import io
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from synth.assemble import build_module
from synth.generate import make_module
from synth.styles import WANDERER_STYLES
from synth.wanderer_css import content_of
from synth.wanderer_html import document_html
from synth.wanderer_render import weasyprint_available
from synth_checks import StyleSetChecks, case_fixtures, squash

needs_weasyprint = pytest.mark.skipif(
    not weasyprint_available(),
    reason="the wanderer styles render with WeasyPrint, which is not installed "
    "(pip install '.[test]'; it needs the OS's Pango >= 1.44)",
)

# One seed per wanderer style, decoys and inline stats forced.
CASES = [
    (900, "atlas", ("decoys", "wandering_table")),
    (901, "booklet", ("decoys",)),
    (902, "manual", ("decoys", "inline_stats")),
    (903, "scholia", ("decoys", "inline_stats")),
    (904, "sidebox", ("decoys", "inline_stats")),
    (905, "capszine", ("decoys", "inline_stats", "hyphenation")),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}
SWITCHES = {style: switches for _, style, switches in CASES}

generated, texts = case_fixtures(CASES)


def source_of(style: str) -> str:
    """The HTML document the case of ``style`` is rendered from."""
    return document_html(build_module(BY_STYLE[style], style, SWITCHES[style], "wanderer"))


@needs_weasyprint
class TestWandererSet(StyleSetChecks):
    NAME, STYLES = "wanderer", WANDERER_STYLES
    AGAIN = (CASES[2],)


@needs_weasyprint
def test_case_fixture_covers_every_style(generated: Mapping[int, Any]) -> None:
    assert {item.module.style for item in generated.values()} == set(WANDERER_STYLES)


def test_each_style_writes_the_print_engines_means() -> None:
    """The style sheet uses what only a print engine does, each style its share of it."""
    wanted = {
        "manual": (
            "string-set: chapter",
            "counter(pages)",
            "target-counter(attr(href), page)",
            "leader('.')",
            "page: cover",
            "::before",
        ),
        "scholia": (
            "position: running(areahead)",
            "element(areahead)",
            "float: footnote",
            'class="fn"',
        ),
        "booklet": ("column-span: all", "columns: "),
        "sidebox": ("float: left", 'class="box"')
        if "float: left" in source_of("sidebox")
        else ("float: right", 'class="box"'),
        "atlas": ("@page landscape", 'class="land"', "<thead>"),
        "capszine": ("text-transform: uppercase", "font-variant: small-caps", "hyphens: auto"),
    }
    for style, needles in wanted.items():
        source = source_of(style)
        assert "@page" in source and "@font-face" in source, style
        for needle in needles:
            assert needle in source, (style, needle)


def test_counted_keys_are_not_in_the_html() -> None:
    """manual: the keys are written by a CSS counter; the headings hold the names alone."""
    source = source_of("manual")
    module = build_module(902, "manual", SWITCHES["manual"], "wanderer")
    for area in module.areas:
        found = re.search(rf'<h3 id="{area["marker"]}"[^>]*>(.*?)</h3>', source)
        assert found is not None
        assert html.unescape(re.sub(r"<[^>]+>", "", found.group(1))) == area["name"]


def test_counter_forms_become_css_content() -> None:
    assert content_of("Area {n}:", False) == '"Area " counter(area) ":"'
    assert content_of("{c}.{n}", True) == (
        'target-counter(attr(href), chapter) "." target-counter(attr(href), area)'
    )


def test_the_html_is_pinned() -> None:
    """The documents are written by this code alone (no engine): their bytes are pinned, so a
    change to an older set's writers that moves the wanderer content shows here."""
    digest = hashlib.sha256(source_of("manual").encode()).hexdigest()[:16]
    assert digest == PINNED_MANUAL_HTML


PINNED_MANUAL_HTML = "0f7a7bf4257e04d8"


@needs_weasyprint
def test_keys_printed_by_counters_are_on_the_page(
    generated: Mapping[int, Any], texts: Mapping[int, list[str]]
) -> None:
    """manual: the PDF prints each area's key (from the counter) right before its name."""
    seed = BY_STYLE["manual"]
    for area in generated[seed].truth["areas"]:
        page = texts[seed][area["page"] - 1].replace(":", "")
        assert (
            squash(f"{area['key']}{area['name']}") in page.replace(".", "")
            or squash(f"{area['key']}.{area['name']}") in page
        ), area


@needs_weasyprint
def test_atlas_key_is_on_landscape_pages(generated: Mapping[int, Any]) -> None:
    item = generated[BY_STYLE["atlas"]]
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        wide = {i + 1 for i, page in enumerate(pdf.pages) if page.width > page.height}
    assert wide and {area["page"] for area in item.truth["areas"]} <= wide


@needs_weasyprint
def test_the_wanderer_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a wanderer module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(905, None, (), str(tmp_path), style_set="wanderer")
    assert result["style"] in WANDERER_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()


@needs_weasyprint
def test_generation_is_the_same_twice(generated: Mapping[int, Any]) -> None:
    again = make_module(*CASES[4][:2], CASES[4][2])
    assert again.pdf == generated[CASES[4][0]].pdf
