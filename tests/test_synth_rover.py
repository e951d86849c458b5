"""The rover styles of the synthetic module generator (terse bullet rooms with inline stats, a
key set like a contents page, "What's here | What happens" boxes, a site book with small-caps
run-in names and gathered stats, a per-level denizens roster, a landscape screen edition), and
the older sets left byte-identical. Each style's feature is read back from the PDF with
pdfplumber."""

from __future__ import annotations

import io
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from synth.generate import Generated
from synth.styles import ROVER_STYLES
from synth.words import vocabulary
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    assert_statblocks_and_creatures_on_their_page,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_setup,
    squash,
)

# One seed per rover style, decoys forced, and a second module of the styles whose forms
# differ by module.
CASES = [
    (900, "bullets", ("decoys",)),
    (901, "denizens", ("decoys",)),
    (902, "dotleader", ("decoys",)),
    (903, "landscape", ("decoys",)),
    (904, "sitebook", ("decoys",)),
    (905, "whatbox", ("decoys",)),
    (907, "denizens", ()),
    (908, "bullets", ()),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

# sha256 (first 16 hex) of the PDF and of the truth text of modules of older sets, taken at
# f8a42fa (main's head before the rover styles were added; reportlab 5.1.0, Pillow 13.0.0,
# DejaVu fonts installed): the six wayfarer styles and one module of some older sets.
PINNED_OLDER = [
    (99600, "wayfarer", "cce4b22b37057fc4", "ef14c3d436d019f3"),  # gridref
    (99601, "wayfarer", "1c83f23626d7e41e", "44db1496408ed851"),  # largeprint
    (99602, "wayfarer", "21c15e83c0ae9cb0", "6d35405e9615fff2"),  # playtest
    (99603, "wayfarer", "7c013232853c0d6b", "3b536ca57f03a2da"),  # pocketmod
    (99604, "wayfarer", "899f8f26c471ad47", "cc4e9719f0084403"),  # rangeheads
    (99605, "wayfarer", "32040c9520b359ee", "0262ce49773c1e70"),  # texset
    (99002, "vagrant", "1acee83bbcb663d6", "6ab5a9ac91e42c36"),  # hexlair
    (99604, "pilgrim", "607e706561919f96", "d6748602c983fb32"),  # roomcards
    (99901, "outland", "f64e19a51fc2a2c6", "aa6059be5877923e"),  # callouts
    (1003, "classic", "64428a03bcdf2f66", "1bc1586b5b77cbff"),  # oldschool
    (69001, "wide", "92a8e48dca532bf1", "ab9ffa09d20ce3a7"),  # hexcrawl
    (99003, "drift", "149a8139f2c19369", "236da9fed6fc240a"),  # pregens
]


generated, texts = case_fixtures(CASES)


def keyed(item: Generated) -> list[dict[str, Any]]:
    return [a for a in item.truth["areas"] if a["key"]]


def page_text(item: Generated, page: int) -> str:
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        return str(pdf.pages[page - 1].extract_text() or "")


class TestRoverSet(StyleSetChecks):
    NAME, STYLES = "rover", ROVER_STYLES
    AGAIN = (CASES[0], CASES[1], CASES[5])

    def test_statblocks_and_creatures_are_printed_on_their_page(
        self, generated: Mapping[int, Any], texts: Mapping[int, list[str]]
    ) -> None:
        """As every set's, except that a denizens module names its creatures only in the
        level's roster, which stands before the level's rooms: there a creature is named on
        its area's page or one before it."""
        rooms = {s: g for s, g in generated.items() if g.module.style != "denizens"}
        assert_statblocks_and_creatures_on_their_page(rooms, texts)
        plurals = {kind.name: kind.plural for kind in vocabulary().creatures}
        for seed, item in generated.items():
            if item.module.style != "denizens":
                continue
            pages = texts[seed]
            for area in item.truth["areas"]:
                near = "".join(pages[max(0, area["page"] - 2) : area["page"]])
                for creature in area["creatures"]:
                    names = (squash(creature["name"]), squash(plurals[creature["name"]]))
                    assert any(n in near for n in names), (seed, area["name"], creature)


@pytest.mark.skipif(not pinned_setup(), reason="bytes pinned on reportlab 5.1.0 with DejaVu")
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_rover_styles_draw_only_their_share_of_the_switches() -> None:
    modules = modules_drawing_the_wild_share("rover", never={"dark_theme"})
    for module in modules:
        if module.style == "landscape":
            assert "image_column" in module.switches and "imposed" not in module.switches
        if module.style == "dotleader":
            assert not module.switches & {"letterspaced", "split_headings", "hanging_keys"}


def test_bullets_print_each_group_in_a_bullet_with_inline_stats(
    generated: dict[int, Generated],
) -> None:
    for seed in (BY_STYLE["bullets"], 908):
        item = generated[seed]
        text = "\n".join(page_text(item, p) for p in range(1, item.truth["source"]["pages"] + 1))
        # the glyph is drawn in its own face (ZapfDingbats prints the square as "n")
        assert len(re.findall(r"^(n|[\u2022\u25aa\u2013]) ", text, re.M)) >= len(keyed(item))
        assert item.truth["statblocks"]
        assert re.search(r"\d+ ?(hp|HP)", text)


def test_dotleader_headings_join_key_and_name_by_dots(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["dotleader"]]
    for area in keyed(item):
        text = squash(page_text(item, area["page"]))
        assert re.search(rf"{area['key']}[.\u2009]{{8,}}{squash(area['name'])}", text), area


def test_whatbox_rooms_are_two_cell_boxes(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["whatbox"]]
    heads = {"What's here", "What you see", "Here"}
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        text = "\n".join(p.extract_text() or "" for p in pdf.pages)
        rects = sum(len(p.rects) + len(p.lines) for p in pdf.pages)
    assert sum(text.count(h) for h in heads) >= len(keyed(item))
    assert rects >= len(keyed(item))


def test_sitebook_names_are_small_caps_run_ins(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["sitebook"]]
    for area in keyed(item):
        text = page_text(item, area["page"])
        first, rest = area["name"].split()[0][:1], area["name"].split()[0][1:].upper()
        assert f"{first}{rest}" in text, area


def test_denizens_roster_names_the_rooms_of_every_creature(
    generated: dict[int, Generated],
) -> None:
    for seed in (BY_STYLE["denizens"], 907):
        item = generated[seed]
        with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
            text = "\n".join(p.extract_text() or "" for p in pdf.pages)
        assert "Where" in text
        for area in keyed(item):
            for creature in area["creatures"]:
                assert creature["count"] is not None, area


def test_landscape_pages_are_wide(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["landscape"]]
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        assert all(p.width > p.height for p in pdf.pages)


def test_the_rover_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a rover module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(905, None, (), str(tmp_path), style_set="rover")
    assert result["style"] in ROVER_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()
