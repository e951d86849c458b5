"""The wild styles of the synthetic module generator, and the older sets left byte-identical."""

from __future__ import annotations

import io
import re

import pdfplumber
import pytest
from synth.blocks import MarginNote, NodeMap, RoomTable
from synth.generate import Generated
from synth.styles import WILD_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_only,
)

# One seed per wild style, with switches forced on so the usual noise is typeset too.
CASES = [
    (31, "path", ("decoys", "sidebars", "continued_areas")),
    (32, "trifold", ("rumour_table", "wandering_table", "decoys")),
    (33, "digest", ("inline_stats", "ligatures", "decoys")),
    (34, "roomtable", ("decoys", "wandering_table", "runhead_headings")),
    (35, "pointcrawl", ("numbered_lists", "page_background", "decoys")),
    (36, "margin", ("decoys", "hyphenation", "continued_areas")),
]

# sha256 of the PDF and of the truth text of classic and wide modules, taken before the wild
# styles were added (reportlab 5.1.0, Pillow 13.0.0, DejaVu fonts installed): adding a style
# set must not move a single byte of the older ones.
PINNED = [
    (3, None, (), "classic", "eb87c2c0d7f2373c", "c2e9b6c05585b059"),
    (13, None, (), "classic", "f1f03a6a72966fdd", "3106b82697925efd"),
    (102, None, (), "classic", "50227152f29a6f2f", "6db95cf9a29761f7"),
    (600, None, (), "wide", "db17e3631bc5b4e6", "8c78dd6fd6c88463"),
    (605, None, (), "wide", "f108bd97828374f2", "77a201aa709cd17f"),
    (7, None, (), "all", "c524a6bfaf56f25e", "0168f541a1dbee67"),
    (32, "adnd", ("imposed",), "classic", "cb8ad22ae586de70", "55d710dd6071abf0"),
]


generated, texts = case_fixtures(CASES)


class TestWildSet(StyleSetChecks):
    NAME, STYLES = "wild", WILD_STYLES
    AGAIN = (CASES[0], CASES[5])


@pinned_only
@pytest.mark.parametrize(("seed", "style", "switches", "style_set", "pdf", "truth"), PINNED)
def test_classic_and_wide_bytes_are_unchanged(
    seed: int, style: str | None, switches: tuple[str, ...], style_set: str, pdf: str, truth: str
) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth, style, switches)


def test_wild_styles_draw_only_their_share_of_the_wide_switches() -> None:
    for module in modules_drawing_the_wild_share("wild"):
        if module.style in ("trifold", "margin"):
            assert not module.switches & {"imposed", "image_column"}


def test_each_style_prints_its_own_layout(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    whole = {seed: "".join(pages) for seed, pages in texts.items()}
    assert "defense" in whole[31] and "statistics" in whole[31] and "xp" in whole[31]
    assert re.search(r"cr\d", whole[31])
    assert any(isinstance(b, RoomTable) for b in generated[34].module.blocks)
    assert "roomdescriptionmonsters" in whole[34]
    assert any(isinstance(b, NodeMap) for b in generated[35].module.blocks)
    assert "hp,0armor" in whole[35] or "hp,1armor" in whole[35] or "hp,2armor" in whole[35]
    assert re.search(r"ac\d+,hp\d+,atk", whole[33]) and ",lv" in whole[33]
    margin = generated[36]
    assert any(isinstance(b, MarginNote) for b in margin.module.blocks)
    assert any(re.fullmatch(r"\d+(-\d|[abc])", str(a["key"])) for a in margin.truth["areas"])
    with pdfplumber.open(io.BytesIO(generated[32].pdf)) as document:
        first = document.pages[0]
        assert first.width > first.height  # a pamphlet: a landscape sheet in panels
