"""The trekker styles of the synthetic module generator (a key continued over pages under
"(continued)" headings, levels numbered by the hundred, a ship's deck plan keyed by deck letter,
stats printed once with later rooms pointing back "(as area 3)", an event key after the rooms,
a town keyed by district letter), and the older sets left byte-identical. Each style's
structure is read back from the PDF with pdfplumber."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from synth.generate import Generated
from synth.styles import TREKKER_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_setup,
    squash,
)

# One seed per trekker style, decoys forced, and a second module of the styles whose forms
# differ by module.
CASES = [
    (900, "asarea", ("decoys",)),
    (901, "contheads", ("decoys",)),
    (902, "deckplan", ("decoys",)),
    (903, "district", ("decoys",)),
    (904, "eventkey", ("decoys",)),
    (905, "hundreds", ("decoys",)),
    (907, "contheads", ()),
    (908, "asarea", ()),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

# sha256 (first 16 hex) of the PDF and of the truth text of modules of older sets, taken at
# aa02c32 (main's head before the trekker styles were added; reportlab 5.1.0, Pillow 13.0.0,
# DejaVu fonts installed): the six rover styles and one module of six older sets.
PINNED_OLDER = [
    (98000, "rover", "a33fbd3f17f90615", "a22555fb07c6efbc"),  # dotleader
    (98001, "rover", "7012d7013e13f275", "92da576b74788964"),  # landscape
    (98002, "rover", "d16dd88782da472f", "ea7a5f228741fa0a"),  # sitebook
    (98003, "rover", "b020c58d0d07b79d", "af8c9367aa084420"),  # whatbox
    (98004, "rover", "36fcd47d5bfa0179", "a1d6ab40f7f052c6"),  # bullets
    (98005, "rover", "a737b63890980b21", "c3bb2279762cac6f"),  # denizens
    (99606, "wayfarer", "a7ff0ea6212a3f1c", "a1cf37db0be395ab"),  # gridref
    (99004, "vagrant", "e31f78798015cf4b", "5b77eb308bac2212"),  # printready
    (99605, "pilgrim", "dd5ccc363e616db2", "6055585ed8677c74"),  # subheads
    (99902, "outland", "df9dd5ca76a8c5bd", "969aefb68471b1cf"),  # endnotes
    (1005, "classic", "cbf7e0f76f18ab47", "b15323c4e812e41f"),  # ose
    (81002, "wild", "807594937d5cac99", "13662414b4e7b3fe"),  # path
]


generated, texts = case_fixtures(CASES)


def keyed(item: Generated) -> list[dict[str, Any]]:
    return [a for a in item.truth["areas"] if a["key"]]


def pdf_pages(item: Generated) -> list[str]:
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        return [str(p.extract_text() or "") for p in pdf.pages]


class TestTrekkerSet(StyleSetChecks):
    NAME, STYLES = "trekker", TREKKER_STYLES
    AGAIN = (CASES[0], CASES[1], CASES[4])


@pytest.mark.skipif(not pinned_setup(), reason="bytes pinned on reportlab 5.1.0 with DejaVu")
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_trekker_styles_draw_only_their_share_of_the_switches() -> None:
    modules = modules_drawing_the_wild_share("trekker", never={"dark_theme"})
    for module in modules:
        assert not module.switches & {"letter_sign_keys", "runon_keys"}
        if module.style == "contheads":
            assert not module.switches & {"imposed", "continued_areas", "split_headings"}


def test_contheads_repeat_the_heading_on_the_next_page(generated: dict[int, Generated]) -> None:
    """Some entry's rest stands under its heading again, marked continued, on the next page."""
    for seed in (BY_STYLE["contheads"], 907):
        item = generated[seed]
        pages = pdf_pages(item)
        again = 0
        for area in keyed(item):
            if area["page"] >= len(pages):
                continue
            heads = re.findall(r"[^\n]*\bcont(?:inued|\.)", pages[area["page"]])
            marks = (squash(area["name"]), f"area{area['key']}")
            again += any(m in squash(h) for h in heads for m in marks)
        assert again >= 1, seed


def test_hundreds_keys_carry_their_level(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["hundreds"]]
    text = "\n".join(pdf_pages(item))
    levels = {int(a["key"]) // 100 for a in keyed(item)}
    assert len(levels) >= 2
    for area in keyed(item):
        assert re.fullmatch(r"[1-4]\d\d", area["key"]), area
    for level in levels:
        assert re.search(rf"Level {level}\b", text, re.I), level
    assert re.search(r"down to \d01\.", text)


def test_deckplan_keys_name_their_deck(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["deckplan"]]
    text = "\n".join(pdf_pages(item))
    assert re.search(r"Length \d+ feet", text)
    decks = {"F": "Forecastle", "M": "Main Deck", "G": "Gun Deck", "H": "Hold"}
    for area in keyed(item):
        assert re.fullmatch(r"[FMGH]\d", area["key"]), area
        assert decks[area["key"][0]].lower() in text.lower(), area


def test_asarea_prints_each_kind_once_and_points_back(generated: dict[int, Generated]) -> None:
    for seed in (BY_STYLE["asarea"], 908):
        item = generated[seed]
        names = [b["name"].lower() for b in item.truth["statblocks"]]
        assert len(names) == len(set(names)), seed
        text = " ".join(pdf_pages(item)).replace("\n", " ")
        pointers = re.findall(
            r"\((?:as area|stats as in area|see area) (\d+)|\(as (\d+) above\)", text
        )
        assert pointers, seed
        keys = {a["key"] for a in keyed(item)}
        assert all((a or b) in keys for a, b in pointers), seed


def test_eventkey_events_follow_the_rooms_and_are_no_areas(
    generated: dict[int, Generated],
) -> None:
    item = generated[BY_STYLE["eventkey"]]
    pages = pdf_pages(item)
    last = max(a["page"] for a in keyed(item))
    heads = [
        (n + 1, line)
        for n, page in enumerate(pages)
        for line in page.splitlines()
        if re.match(r"(E\d\.|Event \d:|Hour \d \u2014|Turn \d:) ", line)
    ]
    assert len(heads) >= 3
    assert all(page >= last for page, _ in heads)
    names = {a["name"] for a in item.truth["areas"]}
    assert not any(line.split(" ", 2)[-1] in names for _, line in heads)


def test_district_keys_carry_the_district_letter(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["district"]]
    text = "\n".join(pdf_pages(item))
    for area in keyed(item):
        assert re.fullmatch(r"[TKGH]\d", area["key"]), area
    assert len({a["key"][0] for a in keyed(item)}) >= 2
    assert re.search(r"(Watch patrols|Street encounters|By day the lanes)", text)


def test_the_trekker_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a trekker module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(905, None, (), str(tmp_path), style_set="trekker")
    assert result["style"] in TREKKER_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()
