"""The stark styles of the synthetic module generator (an anthology of two adventures, a
magazine adventure with advertisements and pull quotes, page-foot footnotes, lists inside
areas, dual stats, an OCR'd retype), and the older sets left byte-identical."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from synth.blocks import AreaHeading, Bullet, Para, Table
from synth.generate import Generated
from synth.render import render_once
from synth.stark_render import (
    AdPage,
    AdventureTitle,
    Footnote,
    PullQuote,
    foot_plan,
    stark_words,
)
from synth.statlines_stark import ocr_key, ocr_numbers, ocr_prose
from synth.styles import STARK_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_areas_on_their_page,
    assert_pinned_bytes,
    assert_stat_values_on_their_page,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_only,
    squash,
)

# One seed per stark style, decoys forced (footnoted 97 has an area running over a page,
# ocrtext 91 prints key 1 as "l", magazine 95 has two advertisements; several draw mind_map,
# whose named nodes are areas without a key).
CASES = [
    (96, "anthology", ("decoys",)),
    (92, "dualstat", ("decoys",)),
    (97, "footnoted", ("decoys",)),
    (95, "magazine", ("decoys",)),
    (93, "nested", ("decoys",)),
    (91, "ocrtext", ("decoys",)),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}
OCR = BY_STYLE["ocrtext"]

# sha256 (first 16 hex) of the PDF and of the truth text of modules of every older set, taken
# at 64dba6b (/work/wt/base), before the stark styles were added (reportlab 5.1.0, Pillow
# 13.0.0, DejaVu fonts installed): the six drift styles and one module of each older set.
PINNED_OLDER = [
    (99000, "drift", "2fee9f8f8cd18d3e", "a412323559d6755f"),  # calendar
    (99001, "drift", "c239c2fc5590ba44", "f2e9804055db0de7"),  # levelroster
    (99002, "drift", "e897522f06c8c1b4", "eaf9a780ace6207d"),  # npcs
    (99003, "drift", "149a8139f2c19369", "236da9fed6fc240a"),  # pregens
    (99004, "drift", "5f10d0b269b7589d", "cb535e1dbc1b226e"),  # subkeys
    (99005, "drift", "08718a804dcc9018", "7f6111c12a77313a"),  # twincol
    (12, "classic", "ef259dc506b4b65f", "05585053fec45757"),  # onepage
    (69001, "wide", "92a8e48dca532bf1", "ab9ffa09d20ce3a7"),  # hexcrawl
    (81002, "wild", "807594937d5cac99", "13662414b4e7b3fe"),  # path
    (84003, "feral", "e2686c16e9d01c51", "3399d132aa8d1d83"),  # osrzine
    (99004, "untamed", "ede75b56e12af15e", "420dd83ccaed7e27"),  # swcc
    (99505, "rogue", "7fe5cc99285dc1c4", "84b8ffc8e11559f5"),  # cards
    (99703, "stray", "cca334c6f8325830", "a223f33de8f85cb9"),  # fourth
    (99804, "errant", "ad7fecc1bd56619d", "46b5fd3789cdebec"),  # becmi
    (99901, "outland", "f64e19a51fc2a2c6", "aa6059be5877923e"),  # callouts
]


generated, texts = case_fixtures(CASES)


def blocks_of(item: Generated, kind: type) -> list:  # type: ignore[type-arg]
    return [b for b in item.module.blocks if isinstance(b, kind)]


def ocr_fold(text: str) -> str:
    """What an OCR slip cannot tell apart, made one: l and 1, o and 0, s and 5."""
    return text.translate(str.maketrans("l0s", "1o5"))


class TestStarkSet(StyleSetChecks):
    NAME, STYLES = "stark", STARK_STYLES
    AGAIN = (CASES[0], CASES[2], CASES[3])

    def test_areas_are_printed_on_their_stated_page(
        self, generated: dict[int, Generated], texts: dict[int, list[str]]
    ) -> None:
        """As for every set, with the OCR'd module read with its slips folded (a key printed
        "l2" is key 12 to a careful reader)."""
        truths = {seed: item.truth for seed, item in generated.items()}
        folded = {seed: [ocr_fold(p) for p in pages] for seed, pages in texts.items()}
        plain = {seed: truth for seed, truth in truths.items() if seed != OCR}
        assert_areas_on_their_page(plain, texts)
        ocr_truth = generated[OCR].truth
        for area in ocr_truth["areas"]:
            area = {
                **area,
                "name": ocr_fold(area["name"].lower()),
                "key": ocr_fold(area["key"] or ""),
            }
            assert_areas_on_their_page({OCR: {**ocr_truth, "areas": [area]}}, folded)


@pinned_only
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_stark_styles_draw_only_their_share_of_the_switches() -> None:
    modules = modules_drawing_the_wild_share("stark", never={"dark_theme"})
    for module in modules:
        if module.style == "magazine":
            assert "image_column" not in module.switches
        if module.style == "footnoted":
            assert "imposed" not in module.switches


def test_stat_values_are_printed_on_the_blocks_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Every truthed AC, hit dice, hit points and CR value is printed on its block's page (the
    OCR'd module's digits folded with their slips)."""
    plain = {seed: item for seed, item in generated.items() if seed != OCR}
    assert_stat_values_on_their_page(plain, texts)
    pages = ocr_fold("".join(texts[OCR]))
    for block in generated[OCR].truth["statblocks"]:
        for field in ("ac", "hit_dice", "hp"):
            if block[field] is not None:
                assert ocr_fold(squash(str(block[field]))) in pages, (block, field)


def test_anthology_keys_start_again_in_the_second_adventure(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    item = generated[BY_STYLE["anthology"]]
    titles = blocks_of(item, AdventureTitle)
    assert len(titles) == 2
    areas = [a for a in item.truth["areas"] if a["key"]]  # not the mind map's nodes
    keys = [a["key"] for a in areas]
    second = keys.index("1", 1)
    assert keys == [str(n) for n in range(1, second + 1)] + [
        str(n) for n in range(1, len(keys) - second + 1)
    ]
    names = [a["name"] for a in areas]
    assert len(set(names)) == len(names)  # the same key twice, never the same place
    assert areas[second]["page"] > areas[second - 1]["page"]  # a new title page
    printed = "".join(texts[BY_STYLE["anthology"]])
    assert all(squash(re.sub("<[^>]+>", "", t.title)) in printed for t in titles)


def test_magazine_ads_stand_between_pages_of_the_key(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """An advertisement fills a page that no area starts on; its creatures are no area's; a
    pull quote repeats a creature sentence of the area before it; the cut areas say where they
    go on and where they came from."""
    item = generated[BY_STYLE["magazine"]]
    pages = texts[BY_STYLE["magazine"]]
    ads = blocks_of(item, AdPage)
    assert 1 <= len(ads) <= 2
    area_pages = {a["page"] for a in item.truth["areas"]}
    for ad in ads:
        on = [i + 1 for i, page in enumerate(pages) if squash(ad.text) in page]
        assert len(on) == 1 and on[0] not in area_pages
    notes = " ".join(p.text for p in blocks_of(item, Para) if p.kind == "note").lower()
    assert "page" in notes and ("continued" in notes or "turn to" in notes)
    sentences = [s for p in blocks_of(item, Para) for s in re.split(r"(?<=\.) ", p.text)]
    for quote in blocks_of(item, PullQuote):
        assert quote.text.strip("\u201c\u201d") in sentences


def test_footnotes_stand_at_the_foot_of_their_reference_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Every footnote is a stat block's; its text is printed on the block's page below the
    text of the page; an area that runs over a page says so at the foot and the top."""
    import io

    import pdfplumber

    seed = BY_STYLE["footnoted"]
    item = generated[seed]
    notes = blocks_of(item, Footnote)
    blocks = {b["marker"]: b for b in item.module.statblocks}
    assert notes and {n.marker for n in notes} <= set(blocks)
    referenced = [m for p in blocks_of(item, Para) for m in p.markers]
    assert [n.marker for n in notes] == [m for m in referenced if m in blocks]
    marks = [re.match(r"<super>(.+?)</super>", n.text) for n in notes]
    assert all(marks) and len({m.group(1) for m in marks if m}) > 1
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        for block in item.truth["statblocks"]:
            page = pdf.pages[block["page"] - 1]
            words = page.extract_words()
            name = block["name"].split()[0]
            lows = [w["bottom"] for w in words if w["text"].lower().startswith(name[:4].lower())]
            assert max(lows) > page.height * 0.7, block  # the note sits low on the page
    plan = foot_plan(item.module, render_once(item.module).logical or {}, stark_words())
    assert plan.continued_top
    for page, line in plan.continued_top.items():
        assert squash(line) in texts[seed][page - 1]
        assert squash(plan.foot_words) in texts[seed][page - 2]


def test_nested_lists_are_no_areas(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["nested"]]
    bullets, tables = blocks_of(item, Bullet), blocks_of(item, Table)
    assert len(bullets) >= 6
    keyed = [a for a in item.truth["areas"] if a["key"]]  # not the mind map's nodes
    assert len(keyed) == len(blocks_of(item, AreaHeading))
    items = set(stark_words()["list_items"])
    names = {a["name"] for a in item.truth["areas"]}
    assert not names & items
    inner = [t for t in tables if t.header[1] == "Find"]
    assert bullets or inner


def test_dual_stats_come_in_pairs(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["dualstat"]]
    stats = item.truth["statblocks"]
    fifth = [b for b in stats if b["style"] == "5e"]
    old = [b for b in stats if b["style"] != "5e"]
    assert fifth and len(fifth) == len(old)
    assert sorted(b["name"] for b in fifth) == sorted(b["name"] for b in old)
    assert all(b["cr"] and b["hit_dice"] and "d" in b["hit_dice"] for b in fifth)


def test_ocr_slips_are_in_print_not_in_truth(generated: dict[int, Generated]) -> None:
    item = generated[OCR]
    keys = [a["key"] for a in item.truth["areas"] if a["key"]]
    assert all(k.isdigit() for k in keys)
    labels = [h.label for h in blocks_of(item, AreaHeading)]
    assert any(re.search("[lO]", label) for label in labels)  # seed 91: key 1 printed "l"
    stat_text = " ".join(p.text for p in blocks_of(item, Para) if p.kind == "stat")
    assert re.search(r"(?<![A-Za-z])[lOS](?=[\d,/\-])", stat_text)  # "l9", "l-8", "S,"


def test_ocr_slip_functions_keep_tags_and_labels() -> None:
    import random

    rng = random.Random(3)
    line = "<b>Goblins (10):</b> AC 10, HD 1, hp 5, 1, 10"
    slipped = [ocr_numbers(rng, line, chance=1.0) for _ in range(3)]
    assert all(s.startswith("<b>Goblins (10):</b>") for s in slipped)
    assert "AC lO, HD l, hp S, l, lO" in slipped[0]
    prose = ocr_prose(random.Random(1), "<b>The</b> room has a door. The floor is wet.", ["The"])
    assert "<b>" in prose and squash(prose) == squash(
        "<b>The</b> room has a door. The floor is wet."
    )
    assert ocr_key(random.Random(0), "7") == "7"


def test_the_stark_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a stark module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(902, None, (), str(tmp_path), style_set="stark")
    assert result["style"] in STARK_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()
