"""The roamer styles of the synthetic module generator: modules made as web pages (a
Homebrewery-like booklet, a Docs/Notion export, a blog post, a Markdown print, a card grid, a
wiki page) and printed to PDF by headless Chromium. The truth's pages are read from the
printed PDF; these tests read the PDF back with pdfplumber and check them. Skipped where
Chromium is not installed (.ci/run installs it)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from synth.roamer_parts import Needle
from synth.roamer_print import chromium, folded, locate
from synth.styles import ROAMER_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_stat_values_on_their_page,
    generate_cases,
    texts_of,
)

needs_chromium = pytest.mark.skipif(
    chromium() is None, reason="the roamer styles print with Chromium, which is not installed"
)

# One seed per roamer style, decoys forced, and a second blog post (its comments and margins
# differ by module).
CASES = [
    (900, "blogpost", ("decoys",)),
    (901, "brewery", ("decoys",)),
    (902, "cardgrid", ("decoys",)),
    (903, "notion", ("decoys",)),
    (904, "pandoc", ("decoys",)),
    (905, "wikiprint", ("decoys",)),
    (906, "blogpost", ("dark_theme", "wandering_table")),
]


@pytest.fixture(scope="module")
def generated() -> dict[int, Any]:
    return generate_cases(CASES)


@pytest.fixture(scope="module")
def texts(generated: dict[int, Any]) -> dict[int, list[str]]:
    return texts_of(generated)


@needs_chromium
class TestRoamerSet(StyleSetChecks):
    NAME, STYLES = "roamer", ROAMER_STYLES
    AGAIN = (CASES[1], CASES[5])


@needs_chromium
def test_stat_values_are_printed_on_their_blocks_page(
    generated: Mapping[int, Any], texts: Mapping[int, list[str]]
) -> None:
    assert_stat_values_on_their_page(generated, texts)


@needs_chromium
def test_every_module_is_printed_by_chromium_with_the_bundled_faces(
    generated: Mapping[int, Any],
) -> None:
    """Skia wrote every PDF, embedding the generator's TTF faces (no system fallback only)."""
    for seed, item in generated.items():
        assert b"/Producer (Skia/PDF" in item.pdf, seed
        assert b"DejaVu" in item.pdf or b"Vera" in item.pdf, seed


@needs_chromium
def test_each_style_prints_its_kind_of_page(texts: Mapping[int, list[str]]) -> None:
    """What marks each kind of web page is on it: the blog's browser margins and comments,
    the wiki's contents box with its numbered sections and areas."""
    blog, wiki = "".join(texts[900]), "".join(texts[905])
    assert "https://" in blog and "comments:" in blog
    assert "contents1" in wiki and "2.1" in wiki


def test_pages_are_found_in_reading_order_across_page_breaks() -> None:
    """``locate``: a repeated name goes to its next print, a name cut by a page break to the
    page it starts on, a floated box is looked for from its section's page, and a contents
    box's entries are skipped over."""
    pages = [
        folded("Contents 1 Hall 2 Vault | 1 Hall. Dust."),
        folded("more dust 2 Vault"),
        folded("Bandit AC 7 ... the goblin. 3 Long Gallery of"),
        folded("Statues here."),
    ]
    needles = [
        Needle((), "Contents 1 Hall 2 Vault", "past"),
        Needle(("a1",), "1 Hall"),
        Needle(("a2",), "2 Vault"),
        Needle(("s1",), "Bandit", "float"),
        Needle(("a3",), "3 Long Gallery of Statues here and more"),
    ]
    assert locate(pages, needles) == {"a1": 1, "a2": 2, "s1": 3, "a3": 3}


@needs_chromium
def test_the_roamer_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a roamer module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(901, None, (), str(tmp_path), style_set="roamer")
    assert result["style"] in ROAMER_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()


@needs_chromium
def test_case_fixture_covers_every_style(generated: Mapping[int, Any]) -> None:
    assert {item.module.style for item in generated.values()} == set(ROAMER_STYLES)
