"""The hinter styles of the synthetic module generator (Dungeon World-like entries, landscape
pages printed turned, keys after the names, a roll table at every page foot, rulebook
citations instead of stats, 5e adjustment boxes), and the older sets left byte-identical."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pdfplumber
import pytest
from synth.blocks import AreaHeading, Para, Sidebar
from synth.generate import Generated
from synth.hinter_render import KeyLastHeading, roll_rows, roll_title
from synth.statlines_hinter import adjustments, citation
from synth.styles import HINTER_STYLES
from synth.words import NUMBER_WORDS, vocabulary
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    assert_stat_values_on_their_page,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_only,
    squash,
)

# One seed per hinter style, decoys forced, and a second sideways module: 92 draws its pages
# turned on portrait paper, 96 a /Rotate (keylast 93 prints its keys in the margin or flush
# right; scaling 90 has seven adjustment boxes; several draw mind_map, whose named nodes are
# areas without a key).
CASES = [
    (94, "citations", ("decoys",)),
    (95, "footroll", ("decoys",)),
    (93, "keylast", ("decoys",)),
    (91, "pbta", ("decoys",)),
    (90, "scaling", ("decoys",)),
    (92, "sideways", ("decoys",)),
    (96, "sideways", ("decoys",)),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}
TURNED, ROTATED = 92, 96

# sha256 (first 16 hex) of the PDF and of the truth text of modules of every older set, taken
# at 514c94d (/work/wt/base), before the hinter styles were added (reportlab 5.1.0, Pillow
# 13.0.0, DejaVu fonts installed): the six stark styles and one module of each older set.
PINNED_OLDER = [
    (99500, "stark", "1a50eba41393268f", "7d725fcf528ead71"),  # footnoted
    (99501, "stark", "b63ab80b74d236aa", "1aa43c9de491f881"),  # magazine
    (99502, "stark", "854150219dd0023f", "c061ddad680028ea"),  # nested
    (99503, "stark", "79d730be65f67d1a", "57354ecbc650ee15"),  # ocrtext
    (99504, "stark", "1ad1f1491ea5838c", "6fcc60228bf557b9"),  # anthology
    (99505, "stark", "f16dc66d25449a36", "93cf3906f265f9bb"),  # dualstat
    (13, "classic", "f1f03a6a72966fdd", "3106b82697925efd"),  # ose
    (69002, "wide", "f5343f979972629d", "67574aeb92210fa2"),  # keyedtable
    (81003, "wild", "82351ad09e88b9d5", "e77e4b9dbd9b06e1"),  # pointcrawl
    (84004, "feral", "243fc342d4d04894", "c4f3f39c48717fb8"),  # spread
    (99005, "untamed", "0febab66dfd90b9f", "efff9bc2956b5c43"),  # wordkeys
    (99500, "rogue", "bb0af5531b61586f", "a871ea810691967e"),  # outline
    (99704, "stray", "49430b7a0e7744d6", "abf3f1b773753bc5"),  # homebrew
    (99805, "errant", "46b3e863006bc6a9", "ea8a6508208b20ca"),  # judges
    (99902, "outland", "df9dd5ca76a8c5bd", "969aefb68471b1cf"),  # endnotes
    (99006, "drift", "8052337b0623bfe0", "4391e194edf41967"),  # calendar
]


generated, texts = case_fixtures(CASES)


def blocks_of(item: Generated, kind: type) -> list:  # type: ignore[type-arg]
    return [b for b in item.module.blocks if isinstance(b, kind)]


class TestHinterSet(StyleSetChecks):
    NAME, STYLES = "hinter", HINTER_STYLES
    AGAIN = (CASES[1], CASES[2], CASES[5], CASES[6])


@pinned_only
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_hinter_styles_draw_only_their_share_of_the_switches() -> None:
    modules = modules_drawing_the_wild_share("hinter", never={"dark_theme"})
    for module in modules:
        if module.style == "sideways":
            assert not module.switches & {"imposed", "image_column"}
        if module.style == "footroll":
            assert "imposed" not in module.switches


def test_stat_values_are_printed_on_the_blocks_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    assert_stat_values_on_their_page(generated, texts)


def test_pbta_entries_have_hp_and_armor_but_no_armour_class(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Each entry is an ``other`` block with the printed HP and no AC (Armor is no armour
    class); its instinct is printed on its page."""
    seed = BY_STYLE["pbta"]
    blocks = generated[seed].truth["statblocks"]
    assert blocks and all(b["style"] == "other" and b["ac"] is None for b in blocks)
    assert all(b["hp"] in {3, 6, 12, 7, 10, 16, 11, 14, 20} for b in blocks)
    for block in blocks:
        page = texts[seed][block["page"] - 1]
        assert "instinct" in page and "armor" in page, block


def test_sideways_pages_are_turned_a_quarter(generated: dict[int, Generated]) -> None:
    """The /Rotate module keeps landscape boxes with a quarter turn; the turned one prints
    portrait pages whose letters run up or down the page."""
    with pdfplumber.open(io.BytesIO(generated[ROTATED].pdf)) as pdf:
        for page in pdf.pages:
            assert page.rotation in (90, 270)
            assert page.page_obj.mediabox[2] > page.page_obj.mediabox[3]
    with pdfplumber.open(io.BytesIO(generated[TURNED].pdf)) as pdf:
        for page in pdf.pages:
            assert page.rotation == 0 and page.width < page.height
            chars = [c for c in page.chars if c["text"].strip()]
            assert chars and sum(not c["upright"] for c in chars) > 0.9 * len(chars)


def test_keylast_prints_the_key_after_the_name(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    seed = BY_STYLE["keylast"]
    item = generated[seed]
    headings = blocks_of(item, KeyLastHeading)
    keyed = [a for a in item.truth["areas"] if a["key"]]
    assert len(headings) == len(keyed) >= 7 and not blocks_of(item, AreaHeading)
    for area in keyed:
        page = texts[seed][area["page"] - 1]
        after = re.escape(squash(area["name"])) + r"\W{0,3}" + re.escape(area["key"])
        assert re.search(after, page), area


def test_footroll_prints_a_different_table_at_each_page_foot(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Every page after the first prints its own six rows low on the page; the rows differ
    between pages; their creatures are in no area's truth unless the prose names them."""
    seed = BY_STYLE["footroll"]
    pages = texts[seed]
    assert len(pages) >= 3
    for number in range(2, len(pages) + 1):
        rows = roll_rows(seed, number)
        assert all(squash(row) in pages[number - 1] for row in rows), number
    assert len({tuple(roll_rows(seed, p)) for p in range(2, len(pages) + 1)}) == len(pages) - 1
    with pdfplumber.open(io.BytesIO(generated[seed].pdf)) as pdf:
        for page in pdf.pages[1:]:
            lines = page.extract_text_lines()
            title = [t for t in lines if squash(roll_title(seed)) in squash(t["text"])]
            assert title and title[-1]["top"] > page.height * 0.6, page.page_number


def test_citations_stand_in_for_stats(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Most groups carry a rulebook page instead of stats: fewer blocks than groups, and each
    citation is printed but is no block."""
    seed = BY_STYLE["citations"]
    item = generated[seed]
    groups = sum(len(a["creatures"]) for a in item.truth["areas"])
    assert 0 < len(item.truth["statblocks"]) < groups
    body = " ".join(p.text for p in blocks_of(item, Para))
    cited = re.findall(r"\((?:see )?(?:the )?[A-Z][\w/& ]*[ ,]+(?:p\. |page |B)?\d+\)", body)
    assert len(cited) >= groups // 2
    printed = "".join(texts[seed])
    assert all(squash(c) in printed for c in cited)


def test_citation_pages_are_fixed_per_kind() -> None:
    kinds = vocabulary().creatures[:5]
    book = ("MM", "({book} p. {page})")
    assert [citation(k, book) for k in kinds] == [citation(k, book) for k in kinds]
    assert all(re.fullmatch(r" \(MM p\. \d+\)", citation(k, book)) for k in kinds)


def test_scaling_boxes_never_remove_a_whole_group(generated: dict[int, Generated]) -> None:
    """An "Adjusting the Encounter" box removes fewer creatures than the area holds, and the
    creatures it adds are no area's (the truth counts are the prose's)."""
    seed = BY_STYLE["scaling"]
    item = generated[seed]
    plurals = {k.plural: k.name for k in vocabulary().creatures}
    areas = {a["marker"]: a for a in item.module.areas}
    boxes, removed, current = 0, 0, ""
    for block in item.module.blocks:
        if isinstance(block, AreaHeading):
            current = block.marker
        if not (isinstance(block, Sidebar) and "Very weak" in block.text):
            continue
        boxes += 1
        counts = {c["name"]: c["count"] for c in areas[current]["creatures"]}  # type: ignore[attr-defined]
        for number, name in re.findall(r"Remove (\w+) ([a-z ]+)\.", block.text):
            kind = plurals.get(name, name)
            assert kind in counts, (current, name)
            n = int(number) if number.isdigit() else NUMBER_WORDS.index(number)
            assert counts[kind] is None or n < counts[kind], (number, name)
            removed += 1
    assert boxes >= 3 and removed
    assert all(b["style"] == "5e" and b["cr"] for b in item.truth["statblocks"])


def test_adjustments_name_four_strengths() -> None:
    import random

    from synth.feral import Amount

    kinds = vocabulary().creatures
    lines = adjustments(random.Random(4), [(kinds[0], Amount(1, "single_lines"))], list(kinds[1:4]))
    assert [re.match(r"<b>(.+?):</b>", line).group(1) for line in lines] == [  # type: ignore[union-attr]
        "Very weak",
        "Weak",
        "Strong",
        "Very strong",
    ]
    assert lines[0].endswith("No change.")  # one creature: nobody to remove


def test_the_hinter_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a hinter module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(903, None, (), str(tmp_path), style_set="hinter")
    assert result["style"] in HINTER_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()
