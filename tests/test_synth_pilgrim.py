"""The pilgrim styles of the synthetic module generator (room cards several to a row, keys in
the outer margin of facing pages, 5e roleplaying blocks, unkeyed sub-headings, keys covering a
run of rooms, drawn map excerpts), and the older sets left byte-identical."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pdfplumber
import pytest
from synth.blocks import AreaHeading, Para
from synth.generate import Generated
from synth.pilgrim import pilgrim_words
from synth.pilgrim_render import MapInset, MirrorHead, RoomCards, SubHead
from synth.styles import PILGRIM_STYLES
from synth.words import vocabulary
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    assert_stat_values_on_their_page,
    assert_statblocks_on_their_page,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_setup,
    squash,
)

# One seed per pilgrim style, decoys forced, and a second module of the styles whose forms
# differ by module (npc5e 97 and 103: block and compact forms; rangekeys 99: en-dash ranges).
CASES = [
    (90, "insets", ("decoys",)),
    (91, "mirror", ("decoys",)),
    (92, "npc5e", ("decoys",)),
    (93, "rangekeys", ("decoys",)),
    (94, "roomcards", ("decoys",)),
    (95, "subheads", ("decoys",)),
    (97, "npc5e", ()),
    (99, "rangekeys", ()),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

# sha256 (first 16 hex) of the PDF and of the truth text of modules of every older set, taken
# at 2725961 (main's head before the pilgrim styles were added; reportlab 5.1.0, Pillow 13.0.0,
# DejaVu fonts installed): the six nomad styles and one module of each older set.
PINNED_OLDER = [
    (99000, "nomad", "836eaeb6bba4e694", "17ccabf465661649"),  # bignum
    (99001, "nomad", "812b008bf735066d", "e4630cfd5bed274b"),  # bodyhead
    (99002, "nomad", "7db29c60c485f4b3", "1f3f4edd201479a3"),  # icons
    (99003, "nomad", "458c562af10e2f15", "b4c9dd35915016dc"),  # nodes
    (99004, "nomad", "308d67d8e9f007de", "f18233e73e28b897"),  # occupants
    (99005, "nomad", "d7e401af56cdb1a0", "db5d77b58a138feb"),  # tracker
    (99003, "hinter", "83afc431d5b88eb4", "dbc457c1a572c737"),  # pbta
    (99500, "stark", "1a50eba41393268f", "7d725fcf528ead71"),  # footnoted
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


def keyed(item: Generated) -> list[dict]:  # type: ignore[type-arg]
    return [a for a in item.truth["areas"] if a["key"]]


def plurals() -> dict[str, str]:
    """Monster plurals and the plurals of the people's roles (npc5e)."""
    roles = {r[0]: r[1] for r in pilgrim_words()["npc_roles"].values()}
    return {kind.name: kind.plural for kind in vocabulary().creatures} | roles


class TestPilgrimSet(StyleSetChecks):
    NAME, STYLES = "pilgrim", PILGRIM_STYLES
    AGAIN = (CASES[1], CASES[2], CASES[4])

    def test_statblocks_and_creatures_are_printed_on_their_page(  # people have roles
        self, generated: dict[int, Generated], texts: dict[int, list[str]]
    ) -> None:
        truths = {seed: item.truth for seed, item in generated.items()}
        assert_statblocks_on_their_page(truths, texts, plurals(), creatures=True)


@pytest.mark.skipif(not pinned_setup(), reason="bytes pinned on reportlab 5.1.0 with DejaVu")
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_pilgrim_styles_draw_only_their_share_of_the_switches() -> None:
    modules = modules_drawing_the_wild_share("pilgrim", never={"dark_theme"})
    for module in modules:
        if module.style in ("roomcards", "mirror"):
            assert not module.switches & {"imposed", "image_column"}, module.style


def test_stat_values_are_printed_on_the_blocks_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    assert_stat_values_on_their_page(generated, texts)


def test_room_cards_hold_every_area_side_by_side(generated: dict[int, Generated]) -> None:
    """Every area is a card; some two cards' titles stand on one line (a grid, not a list)."""
    item = generated[BY_STYLE["roomcards"]]
    grids = blocks_of(item, RoomCards)
    assert len(grids) == 1 and not blocks_of(item, AreaHeading)
    areas = keyed(item)
    assert [c.marker for c in grids[0].cards] == [a["marker"] for a in item.module.areas][
        : len(areas)
    ]
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        page = pdf.pages[areas[0]["page"] - 1]
        words = page.extract_words()
    tops = {}
    for area in areas[:2]:
        first = area["name"].split()[0]
        tops[area["key"]] = [round(w["top"]) for w in words if w["text"] == first]
    assert set(tops[areas[0]["key"]]) & set(tops[areas[1]["key"]]), tops


def test_mirror_keys_stand_in_the_outer_margin(generated: dict[int, Generated]) -> None:
    """Each key is printed large outside the text column: right of it on odd pages, left of
    it on even ones; the heading's own line holds the name alone."""
    item = generated[BY_STYLE["mirror"]]
    heads = blocks_of(item, MirrorHead)
    assert len(heads) == len(keyed(item)) >= 8
    sides = set()
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        for area in keyed(item):
            page = pdf.pages[area["page"] - 1]
            sizes = [round(c["size"], 1) for c in page.chars]
            prose = max(set(sizes), key=sizes.count)  # the body size, the commonest
            digits = [c for c in page.chars if c["size"] > prose * 1.7 and c["text"].isdigit()]
            body = [c for c in page.chars if c["size"] < prose * 1.5]
            left, right = min(c["x0"] for c in body), max(c["x1"] for c in body)
            assert digits, area
            if area["page"] % 2:
                assert all(c["x0"] > right - 1 for c in digits), area
            else:
                assert all(c["x1"] < left + 1 for c in digits), area
            sides.add(area["page"] % 2)
    assert sides == {0, 1}


def test_npc_blocks_name_the_people_met(generated: dict[int, Generated]) -> None:
    """Each person met is a present creature of their role; a block named after the person
    (or a line citing the role's book block) and four roleplaying lines follow the area."""
    roles = {r[0] for r in pilgrim_words()["npc_roles"].values()}
    people = dict(pilgrim_words()["npc_people"])
    known = {k.name for k in vocabulary().creatures}
    forms = set()
    for seed in (92, 97):
        item = generated[seed]
        met = [c for a in keyed(item) for c in a["creatures"] if c["name"] in roles]
        assert met and all(c["count"] == 1 and c["name"] not in known for c in met)
        blocks = [b for b in item.truth["statblocks"] if b["name"] in people]
        cited = [p for p in blocks_of(item, Para) if "stat block." in p.text]
        assert len(blocks) + len(cited) == len(met)
        traits = [p for p in blocks_of(item, Para) if "Flaw" in p.text and "Ideal" in p.text]
        assert len(traits) == len(met)
        for block in blocks:
            assert block["style"] == "5e" and block["cr"] and "d8" in block["hit_dice"]
            forms.add(block["type"])
    assert forms == {None, "humanoid"}  # the compact form prints no type line


def test_subheads_are_no_areas(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["subheads"]]
    subs = blocks_of(item, SubHead)
    names = {squash(a["name"]) for a in item.truth["areas"]}
    assert len(subs) >= 5 and not {squash(s.text) for s in subs} & names
    assert len(blocks_of(item, AreaHeading)) == len(keyed(item))


@pytest.mark.parametrize("seed", [93, 99])
def test_range_keys_cover_the_rooms_once(generated: dict[int, Generated], seed: int) -> None:
    """The keys run 1..N without gap or overlap; a range's groups say which room they are in,
    a room of the range."""
    item = generated[seed]
    covered: list[int] = []
    ranges = 0
    for area in keyed(item):
        ends = [int(n) for n in re.split(r"[-\u2013]", area["key"])]
        covered += list(range(ends[0], ends[-1] + 1))
        ranges += len(ends) > 1
    assert ranges and covered == list(range(1, len(covered) + 1))
    for para in blocks_of(item, Para):
        for room in re.findall(r"In (?:room )?(\d+), ", para.text):
            assert int(room) in covered


def test_range_modules_print_both_dashes(generated: dict[int, Generated]) -> None:
    keys = {a["key"] for seed in (93, 99) for a in keyed(generated[seed])}
    assert any("-" in k for k in keys) and any("\u2013" in k for k in keys)


def test_insets_label_only_existing_keys(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Each area has one map excerpt whose first room is its own; every label is an area's
    key (an excerpt adds no key), and the labels are printed on the area's page."""
    item = generated[BY_STYLE["insets"]]
    insets = blocks_of(item, MapInset)
    areas = keyed(item)
    assert [i.keys[0] for i in insets] == [a["key"] for a in areas]
    all_keys = {a["key"] for a in areas}
    for inset, area in zip(insets, areas, strict=True):
        assert set(inset.keys) <= all_keys and len(inset.keys) >= 2
        assert squash(inset.caption) in texts[BY_STYLE["insets"]][area["page"] - 1]


def test_the_pilgrim_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a pilgrim module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(904, None, (), str(tmp_path), style_set="pilgrim")
    assert result["style"] in PILGRIM_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()
