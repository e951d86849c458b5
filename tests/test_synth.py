"""The synthetic module generator (bench/synth): reproducible, well-formed, honest truth."""

from __future__ import annotations

import io
from pathlib import Path

import pdfplumber
import yaml
from synth.blocks import Table
from synth.generate import Generated, make_module
from synth.generate import main as generate_main
from synth.render import booklet_sheets
from synth.styles import STYLE_SETS, STYLES
from synth.switches import SWITCHES, WIDE_SWITCHES
from synth.truth import format_problems
from synth.words import vocabulary
from synth_checks import (
    assert_areas_on_their_page,
    assert_statblocks_on_their_page,
    case_fixtures,
    squash,
)

# One seed per style, with switches forced on so every mess kind is typeset at least once.
CASES = [
    (11, "oldschool", ("letter_sign_keys", "hyphenation", "decoys")),
    (12, "ose", ("imposed", "inline_stats", "wandering_table")),
    (13, "fifth", ("image_column", "rumour_table", "decoys")),
    (14, "onepage", ("runon_keys", "rotated_labels", "numbered_lists")),
    (15, "named", ("mind_map", "credits_page", "decoys")),
    (16, "third", ("sidebars", "dark_theme")),
    (17, "adnd", ("imposed", "decoys", "letter_sign_keys")),
    (18, "web", ("runon_keys", "inline_stats")),
    # the wide styles, with the wide switches forced on between them
    (19, "dcc", ("hanging_keys", "ligatures", "continued_areas")),
    (20, "keyedtable", ("page_background", "runhead_headings", "inline_stats")),
    (21, "hexcrawl", ("split_headings", "wide_justify", "decoys")),
    (22, "zine", ("letterspaced", "imposed", "ligatures")),
    (23, "newsletter", ("split_headings", "sidebars", "continued_areas")),
    (24, "modern", ("letterspaced", "page_background", "hanging_keys")),
]


generated, texts = case_fixtures(CASES)


def test_same_seed_same_bytes(generated: dict[int, Generated]) -> None:
    seed, style, switches = CASES[1]
    again = make_module(seed, style, switches)
    assert again.pdf == generated[seed].pdf
    assert again.truth_text == generated[seed].truth_text
    assert make_module(seed + 100, style, switches).pdf != generated[seed].pdf


def test_wide_style_same_seed_same_bytes(generated: dict[int, Generated]) -> None:
    seed, style, switches = CASES[10]
    again = make_module(seed, style, switches)
    assert again.pdf == generated[seed].pdf
    assert again.truth_text == generated[seed].truth_text


def test_style_sets_rotate_and_classic_rotation_is_unchanged() -> None:
    assert STYLE_SETS["classic"] == tuple(sorted(STYLE_SETS["classic"]))
    assert len(STYLE_SETS["classic"]) == 8 and len(STYLE_SETS["wide"]) >= 4
    assert make_module(5).module.style == STYLE_SETS["classic"][5 % 8]
    wide = {make_module(s, style_set="wide").module.style for s in range(600, 606)}
    assert wide == set(STYLE_SETS["wide"])


def test_wide_switches_never_drawn_for_classic_styles() -> None:
    for seed in range(40, 56):
        module = make_module(seed).module
        assert not module.switches & set(WIDE_SWITCHES), seed


def test_ligature_glyphs_are_in_the_text_layer(generated: dict[int, Generated]) -> None:
    with pdfplumber.open(io.BytesIO(generated[19].pdf)) as document:
        chars = "".join(c["text"] for page in document.pages for c in page.chars)
    assert "\ufb01" in chars or "\ufb02" in chars


def test_seed_alone_fixes_style_and_switches() -> None:
    first, second = make_module(5), make_module(5)
    assert first.pdf == second.pdf
    assert first.module.style in STYLES


def test_truth_follows_the_format(generated: dict[int, Generated]) -> None:
    for seed, item in generated.items():
        assert format_problems(item.truth) == [], seed
        assert yaml.safe_load(item.truth_text) == item.truth


def test_every_forced_switch_is_on(generated: dict[int, Generated]) -> None:
    for seed, style, switches in CASES:
        module = generated[seed].module
        assert module.style == style
        assert set(switches) <= module.switches <= set(SWITCHES)


def test_areas_are_printed_on_their_stated_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    assert_areas_on_their_page({seed: item.truth for seed, item in generated.items()}, texts)


def test_statblocks_are_printed_on_their_stated_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    plurals = {kind.name: kind.plural for kind in vocabulary().creatures}
    truths = {seed: item.truth for seed, item in generated.items()}
    assert_statblocks_on_their_page(truths, texts, plurals)


def test_decoys_are_not_present_creatures(generated: dict[int, Generated]) -> None:
    decoys = 0
    for item in generated.values():
        by_marker = {a["marker"]: a for a in item.module.areas}
        for marker, creature in item.module.decoys:
            present = {c["name"] for c in by_marker[marker]["creatures"]}  # type: ignore[attr-defined]
            assert creature not in present
            decoys += 1
    assert decoys > 0


def test_imposed_sheets_are_landscape_pairs(generated: dict[int, Generated]) -> None:
    item = generated[12]
    with pdfplumber.open(io.BytesIO(item.pdf)) as document:
        first = document.pages[0]
        assert first.width > first.height


def test_booklet_sheets_put_pages_in_imposition_order() -> None:
    assert booklet_sheets(8) == [(8, 1), (2, 7), (6, 3), (4, 5)]
    assert booklet_sheets(5) == [(8, 1), (2, 7), (6, 3), (4, 5)]  # padded to a multiple of 4


def test_table_rows_are_not_areas_and_only_marked_text_is_stats(
    generated: dict[int, Generated],
) -> None:
    item = generated[12]  # wandering_table forced on
    tables = [b for b in item.module.blocks if isinstance(b, Table)]
    assert any(t.title.startswith("Wandering Monsters") for t in tables)
    area_names = {squash(a["name"]) for a in item.truth["areas"]}
    assert len(item.truth["statblocks"]) == len(item.module.statblocks)  # only marked stat text
    for table in tables:
        for _roll, entry in table.rows:
            assert squash(entry) not in area_names


def test_command_line_writes_pdf_and_truth_pairs(tmp_path: Path) -> None:
    assert (
        generate_main(
            [
                "--seed",
                "3",
                "--count",
                "2",
                "--out",
                str(tmp_path),
                "--style",
                "onepage",
                "--switch",
                "decoys",
            ]
        )
        == 0
    )
    pdfs = sorted(tmp_path.glob("*.pdf"))
    assert [p.name for p in pdfs] == ["synth-00003-onepage.pdf", "synth-00004-onepage.pdf"]
    for pdf in pdfs:
        truth = yaml.safe_load(pdf.with_suffix("").with_suffix(".truth.yaml").read_text("utf-8"))
        assert truth["source"]["file"] == pdf.name
        assert "decoys" in truth["source"]["origin"]
