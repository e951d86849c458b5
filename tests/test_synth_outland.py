"""The outland styles of the synthetic module generator, and the older sets left
byte-identical."""

from __future__ import annotations

import pytest
from synth.blocks import Bullet, FieldTable, NewPage, Para
from synth.generate import Generated, make_module
from synth.outland_render import (
    BandHeading,
    CalloutMap,
    LedgerTable,
    NoteBox,
    PictureHeading,
    SlideTitle,
)
from synth.styles import OUTLAND_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    assert_stat_values_on_their_page,
    assert_truths_follow_the_format,
    case_fixtures,
    modules_drawing_the_wild_share,
    page_texts,
    pinned_only,
    squash,
)

# One seed per outland style, with switches forced on so the usual noise is typeset too
# (seed 81's headings keep their words as tiny invisible text; 86's have none).
CASES = [
    (81, "outlines", ("decoys", "hyphenation")),
    (82, "slides", ("decoys", "rumour_table")),
    (83, "ledger", ("decoys", "wandering_table")),
    (84, "endnotes", ("decoys", "sidebars")),
    (85, "bands", ("decoys", "continued_areas", "credits_page")),
    (86, "callouts", ("decoys", "wandering_table")),
]
HIDDEN = (86, "outlines", ("decoys",))

# sha256 (first 16 hex) of the PDF and of the truth text of modules of every older set, taken
# at 6061a75 (/work/wt/base), before the outland styles were added (reportlab 5.1.0, Pillow
# 13.0.0, DejaVu fonts installed): the six stray styles and one module of each older set.
PINNED_OLDER = [
    (99600, "stray", "97dddc2cb8047e00", "549f5fdcc1ef9f1c"),  # fields
    (99601, "stray", "cbea74a1dd6050bf", "c65a2383646288af"),  # fourth
    (99602, "stray", "0d0fae0c87a5fab2", "62a9f2360188d171"),  # homebrew
    (99603, "stray", "c592f9a20c590e4b", "ea4c4184f4687e51"),  # knave
    (99604, "stray", "e9189873bcad20e6", "ba12c33e0c0bea28"),  # legend
    (99605, "stray", "4ae2a4e4dd9a13e5", "c69607702431598d"),  # wiki
    (8, "classic", "b8894787ca44a9a7", "21d94275f75f41b3"),  # adnd
    (69002, "wide", "f5343f979972629d", "67574aeb92210fa2"),  # keyedtable
    (81003, "wild", "82351ad09e88b9d5", "e77e4b9dbd9b06e1"),  # pointcrawl
    (84004, "feral", "243fc342d4d04894", "c4f3f39c48717fb8"),  # spread
    (99004, "untamed", "ede75b56e12af15e", "420dd83ccaed7e27"),  # swcc
    (99506, "rogue", "b9b0aaa9f62f8f98", "7f5c8839b99c1b29"),  # outline
]


generated, texts = case_fixtures(CASES)


class TestOutlandSet(StyleSetChecks):
    NAME, STYLES = "outland", OUTLAND_STYLES
    AGAIN = tuple(CASES)

    def test_truth_follows_the_format(self, generated: dict[int, Generated]) -> None:
        super().test_truth_follows_the_format(generated)
        assert_truths_follow_the_format({HIDDEN[0]: make_module(*HIDDEN)})  # picture headings


def blocks_of(item: Generated, kind: type) -> list:  # type: ignore[type-arg]
    return [b for b in item.module.blocks if isinstance(b, kind)]


@pinned_only
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_outland_styles_draw_only_their_share_of_the_switches() -> None:
    for module in modules_drawing_the_wild_share("outland", never={"dark_theme"}):
        if module.style == "slides":
            assert not {"imposed", "image_column", "continued_areas"} & module.switches


def test_stat_values_are_printed_on_the_blocks_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Every truthed AC, hit dice, hit points and CR value is printed on its block's page (or
    the next: a ledger row or a legend cell may break across the page)."""
    assert_stat_values_on_their_page(generated, texts, spill=1)


def test_picture_headings_keep_tiny_words_or_none(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    shown = blocks_of(generated[81], PictureHeading)
    assert shown and all(h.hidden == "tiny" for h in shown)
    hidden = make_module(*HIDDEN)
    headings = blocks_of(hidden, PictureHeading)
    assert len(headings) == len(hidden.truth["areas"]) and headings[0].hidden == "none"
    pages = page_texts(hidden.pdf)
    for area in hidden.truth["areas"]:  # truth keeps the area; its name is in no text layer
        assert squash(area["name"]) not in pages[area["page"] - 1] or area["name"] in {
            c["name"] for c in area["creatures"]
        }


def test_slides_put_one_area_on_each_page(generated: dict[int, Generated]) -> None:
    item = generated[82]
    titles = blocks_of(item, SlideTitle)
    assert len(titles) == len(item.truth["areas"]) <= len(blocks_of(item, NewPage))
    pages = [a["page"] for a in item.truth["areas"]]
    assert pages == sorted(set(pages))
    notes = blocks_of(item, NoteBox)
    assert len(notes) == len(titles) and blocks_of(item, Bullet)
    assert [m for n in notes for ms in n.markers for m in ms] == [
        b["marker"] for b in item.module.statblocks
    ]


def test_ledger_is_one_table_repeating_its_header(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    item = generated[83]
    (ledger,) = blocks_of(item, LedgerTable)
    assert len(ledger.rows) == len([a for a in item.truth["areas"] if a["key"]])
    pages = sorted({a["page"] for a in item.truth["areas"]})
    assert len(pages) >= 2  # the rows run over more than one page
    header = squash("".join(ledger.header))
    for page in pages[1:]:
        assert header in texts[83][page - 1], page


def test_endnotes_number_the_sentences_and_hold_the_stats(
    generated: dict[int, Generated],
) -> None:
    item = generated[84]
    notes = [b for b in blocks_of(item, Para) if b.kind == "footnote"]
    boxes = blocks_of(item, NoteBox)
    stat_markers = [m for n in notes for m in n.markers]
    stat_markers += [m for b in boxes for ms in b.markers for m in ms]
    assert sorted(stat_markers) == sorted(b["marker"] for b in item.module.statblocks)
    assert [n.text.split(".")[0] for n in notes] == [str(i) for i in range(1, len(notes) + 1)]
    prose = " ".join(b.text for b in blocks_of(item, Para))
    assert prose.count("<super>") == len(notes)
    assert prose.count("(see sidebar)") == sum(len(b.lines) for b in boxes)


def test_bands_head_every_area(generated: dict[int, Generated]) -> None:
    item = generated[85]
    bands = blocks_of(item, BandHeading)
    assert [b.marker for b in bands] == [a["marker"] for a in item.module.areas]
    assert len({(b.fill, b.tab) for b in bands}) == 1  # one look a module


def test_callout_map_labels_match_the_legend(generated: dict[int, Generated]) -> None:
    item = generated[86]
    (plan,) = blocks_of(item, CalloutMap)
    (legend,) = blocks_of(item, FieldTable)
    keys = [str(a["key"]) for a in item.truth["areas"] if a["key"]]
    assert list(plan.labels) == [row[0] for row in legend.rows] == keys
    assert [ms[0] for ms in legend.markers] == [a["marker"] for a in item.module.areas]
