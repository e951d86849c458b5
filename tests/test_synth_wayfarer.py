"""The wayfarer styles of the synthetic module generator (a key set as pdfTeX sets it, a town
keyed by its map's grid squares, a PocketMod sheet, a playtest draft, a large-print edition,
a megadungeon's page heads giving the range of keys), and the older sets left byte-identical.
Each style's feature is read back from the PDF with pdfplumber."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pdfplumber
import pytest
from synth.generate import Generated
from synth.styles import WAYFARER_STYLES
from synth.wayfarer_render import GridMap
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    assert_stat_values_on_their_page,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_setup,
)

# One seed per wayfarer style, decoys forced, and a second module of the styles whose forms
# differ by module (playtest 908: a number every fifth line; rangeheads 910: keys from 1 or on).
CASES = [
    (900, "gridref", ("decoys",)),
    (901, "largeprint", ("decoys",)),
    (902, "playtest", ("decoys",)),
    (903, "pocketmod", ("decoys",)),
    (904, "rangeheads", ("decoys",)),
    (905, "texset", ("decoys",)),
    (908, "playtest", ()),
    (910, "rangeheads", ()),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

# sha256 (first 16 hex) of the PDF and of the truth text of modules of every older set, taken
# at 91de288 (main's head before the wayfarer styles were added; reportlab 5.1.0, Pillow 13.0.0,
# DejaVu fonts installed): the six vagrant styles and one module of each older set.
PINNED_OLDER = [
    (99000, "vagrant", "d701fad0750b6174", "66de3af1d49c55a0"),  # facing
    (99001, "vagrant", "ab8d5a210215dd04", "81ad0299087d284a"),  # handouts
    (99002, "vagrant", "1acee83bbcb663d6", "6ab5a9ac91e42c36"),  # hexlair
    (99003, "vagrant", "6506310aac7273aa", "f95ef64eeb99f2f8"),  # plaintext
    (99004, "vagrant", "e31f78798015cf4b", "5b77eb308bac2212"),  # printready
    (99005, "vagrant", "937b58bd31467f87", "56ae7c1b0016f19d"),  # readaloud
    (99601, "pilgrim", "0fa481c0890578fb", "e26bf49dc0b59574"),  # mirror
    (99005, "nomad", "d7e401af56cdb1a0", "db5d77b58a138feb"),  # tracker
    (99003, "hinter", "83afc431d5b88eb4", "dbc457c1a572c737"),  # pbta
    (99504, "stark", "1ad1f1491ea5838c", "6fcc60228bf557b9"),  # anthology
    (14, "classic", "a10aa75d288a24a3", "c1e8f20d5305fd4f"),  # third
    (69005, "wide", "6e0c1857b703a9a5", "0534d4a157bd81df"),  # zine
    (81002, "wild", "807594937d5cac99", "13662414b4e7b3fe"),  # path
    (84003, "feral", "e2686c16e9d01c51", "3399d132aa8d1d83"),  # osrzine
    (99004, "untamed", "ede75b56e12af15e", "420dd83ccaed7e27"),  # swcc
    (99503, "rogue", "526bd4426955ae15", "21fa6bccda624529"),  # typewriter
    (99702, "stray", "6e2ecc6245c93f09", "a900ef5a7950cc87"),  # fields
    (99804, "errant", "ad7fecc1bd56619d", "46b5fd3789cdebec"),  # becmi
    (99901, "outland", "f64e19a51fc2a2c6", "aa6059be5877923e"),  # callouts
    (99005, "drift", "08718a804dcc9018", "7f6111c12a77313a"),  # twincol
]


generated, texts = case_fixtures(CASES)


def keyed(item: Generated) -> list[dict[str, Any]]:
    return [a for a in item.truth["areas"] if a["key"]]


def lines_of(page: Any) -> dict[float, list[dict[str, Any]]]:
    """The page's upright characters by baseline, left to right."""
    rows: dict[float, list[dict[str, Any]]] = {}
    for char in page.chars:
        rows.setdefault(round(char["bottom"], 1), []).append(char)
    return {y: sorted(chars, key=lambda c: c["x0"]) for y, chars in sorted(rows.items())}


class TestWayfarerSet(StyleSetChecks):
    NAME, STYLES = "wayfarer", WAYFARER_STYLES
    AGAIN = (CASES[2], CASES[3], CASES[5])


@pytest.mark.skipif(not pinned_setup(), reason="bytes pinned on reportlab 5.1.0 with DejaVu")
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_wayfarer_styles_draw_only_their_share_of_the_switches() -> None:
    modules = modules_drawing_the_wild_share("wayfarer", never={"dark_theme"})
    for module in modules:
        if module.style in ("texset", "largeprint"):
            assert not module.switches & {"letterspaced", "ligatures", "imposed"}
        if module.style == "pocketmod":
            assert not module.switches & {"imposed", "image_column", "mind_map"}


def test_stat_values_are_printed_on_the_blocks_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    assert_stat_values_on_their_page(generated, texts)


def test_texset_prints_no_space_and_spreads_justified_gaps(
    generated: dict[int, Generated],
) -> None:
    """No space character on the key's pages after its first (which holds the front matter's
    end); the words of a line are apart by a gap of their
    own (at least a fifth of the size), and most full lines end at one right edge."""
    item = generated[BY_STYLE["texset"]]
    keys = [a["key"] for a in keyed(item)]
    assert all(re.fullmatch(r"\d\.\d", k) for k in keys) and keys[0].endswith(".1")
    pages = range(keyed(item)[0]["page"] + 1, keyed(item)[-1]["page"] + 1)
    assert pages
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        gaps, ends = 0, []
        for number in pages:
            page = pdf.pages[number - 1]
            body = [c for c in page.chars if 60 < c["top"] < page.height - 60]
            assert body and not [c for c in body if c["text"] == " "]
            for row in lines_of(page).values():
                pairs = zip(row, row[1:], strict=False)
                gaps += sum(1 for a, b in pairs if b["x0"] - a["x1"] > a["size"] * 0.2)
                if len(row) > 60:
                    ends.append(round(row[-1]["x1"]))
    assert gaps > 100
    edge = max(set(ends), key=ends.count)  # the measure's right edge
    assert ends.count(edge) >= 0.6 * len(ends) and len(ends) > 5


def test_gridref_keys_are_grid_squares_after_the_plan(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Keys are the squares of the plan ("C4"), in grid order, each square once; the plan's
    page prints every column letter and row number and comes before the first entry."""
    seed = BY_STYLE["gridref"]
    item = generated[seed]
    keys = [a["key"] for a in keyed(item)]
    assert all(re.fullmatch(r"[A-HJK]\d{1,2}", k) for k in keys) and len(set(keys)) == len(keys)
    assert keys == sorted(keys, key=lambda k: (k[0], int(k[1:])))
    plan = next(b for b in item.module.blocks if isinstance(b, GridMap))
    assert plan.squares == tuple(keys)
    at = [i for i, text in enumerate(texts[seed]) if re.sub(r"\s", "", plan.title).lower() in text]
    assert at and at[0] + 1 < keyed(item)[0]["page"] + 1
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        words = {w["text"] for w in pdf.pages[at[0]].extract_words()}
    assert {"A", "B", "C", "1", "2", str(plan.rows)} <= words


def test_pocketmod_prints_eight_panels_a_sheet_the_top_row_turned(
    generated: dict[int, Generated],
) -> None:
    """The sheet is landscape; the top half's characters are drawn upside down (their matrix
    turned 180 degrees), the bottom half's upright; every area is on sheet 1 or later."""
    item = generated[BY_STYLE["pocketmod"]]
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        page = pdf.pages[0]
        assert page.width > page.height
        top = [c for c in page.chars if c["bottom"] < page.height / 2]
        bottom = [c for c in page.chars if c["top"] > page.height / 2]
        assert top and bottom
        assert all(c["matrix"][0] < 0 and c["matrix"][3] < 0 for c in top)
        assert all(c["matrix"][0] > 0 for c in bottom)
        assert max(c["size"] for c in bottom if c["top"] > page.height * 0.75) <= 8.0
    assert {a["page"] for a in item.truth["areas"]} <= set(range(1, len(pdf.pages) + 1))


def test_playtest_draft_has_watermark_line_numbers_and_notes(
    generated: dict[int, Generated],
) -> None:
    """Every page carries the watermark (text turned up the page) and line numbers in the left margin,
    rising down the page; bracketed notes stand between the paragraphs and are no areas."""
    for seed in (902, 908):
        item = generated[seed]
        mark = {"PLAYTEST DRAFT", "DRAFT - NOT FOR DISTRIBUTION", "REVIEW COPY"}
        with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
            for page in pdf.pages:
                raw = "".join(c["text"] for c in page.chars if c["matrix"][1] > 0.5)
                assert any(m.replace(" ", "") in raw.replace(" ", "") for m in mark)
                margin = [w for w in page.extract_words() if w["x1"] < 50]
                numbers = [int(w["text"]) for w in margin if w["text"].isdigit()]
                assert len(numbers) >= 8 and numbers == sorted(numbers)
        names = {a["name"] for a in item.truth["areas"]}
        assert not {n for n in names if n.startswith("[")}


def test_largeprint_is_large_and_tracked(generated: dict[int, Generated]) -> None:
    """The key's text is 13 pt or more, and the letters within a word stand apart (tracking)."""
    item = generated[BY_STYLE["largeprint"]]
    page_no = keyed(item)[-1]["page"]
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        page = pdf.pages[page_no - 1]
        body = [c for c in page.chars if 60 < c["top"] < page.height - 60]
        sizes = {round(c["size"]) for c in body if c["text"].isalpha()}
        assert sizes and min(sizes) >= 13
        tracked = [
            b["x0"] - a["x1"]
            for row in lines_of(page).values()
            for a, b in zip(row, row[1:], strict=False)
            if a["text"].isalpha() and b["text"].isalpha()
        ]
    assert sorted(tracked)[len(tracked) // 2] > 0.8


def test_rangeheads_give_the_keys_begun_on_each_page(generated: dict[int, Generated]) -> None:
    """Each page whose areas begin on it heads them with the first and last key (or the one),
    at the top of the page, in the forms 'Areas 1-8', 'Rooms 1-8', '1-8', 'Area 9', …"""
    for seed in (904, 910):
        item = generated[seed]
        by_page: dict[int, list[str]] = {}
        for area in keyed(item):
            by_page.setdefault(area["page"], []).append(area["key"])
        with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
            for number, keys in by_page.items():
                page = pdf.pages[number - 1]
                head = " ".join(w["text"] for w in page.extract_words() if w["top"] < 30)
                want = keys[0] if len(keys) == 1 else f"{keys[0]}-{keys[-1]}"
                assert re.search(rf"(^|\s){re.escape(want)}($|\s)", head), (number, head, keys)


def test_the_wayfarer_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a wayfarer module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(905, None, (), str(tmp_path), style_set="wayfarer")
    assert result["style"] in WAYFARER_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()
