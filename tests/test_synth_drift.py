"""The drift styles of the synthetic module generator (pre-generated characters, nested
sub-keys, a day-a-room calendar, classed NPCs, per-level rosters, two-column stat boxes), and
the older sets left byte-identical."""

from __future__ import annotations

from pathlib import Path

import pytest
from synth.blocks import AreaHeading, NewPage, Para, RosterTable
from synth.drift import drift_words
from synth.drift_render import TwinBox
from synth.generate import Generated, make_module
from synth.styles import DRIFT_STYLES, STYLE_SETS
from synth.switches import WIDE_SWITCHES, WILD_WIDE_SWITCHES
from synth.words import vocabulary
from synth_checks import (
    assert_areas_on_their_page,
    assert_decoys_are_not_present,
    assert_pinned_bytes,
    assert_statblocks_on_their_page,
    assert_truths_follow_the_format,
    case_fixtures,
    pinned_only,
    squash,
)

# One seed per drift style, decoys forced (calendar 92 prints a day a page, subkeys 94 is an
# imposed booklet).
CASES = [
    (92, "calendar", ("decoys",)),
    (95, "levelroster", ("decoys",)),
    (98, "npcs", ("decoys",)),
    (96, "pregens", ("decoys",)),
    (94, "subkeys", ("decoys",)),
    (97, "twincol", ("decoys",)),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

# sha256 (first 16 hex) of the PDF and of the truth text of modules of every older set, taken
# at 7633c0c (/work/wt/base), before the drift styles were added (reportlab 5.1.0, Pillow
# 13.0.0, DejaVu fonts installed): the six outland styles and one module of each older set.
PINNED_OLDER = [
    (99900, "outland", "02385ed9066aafe7", "e3f2890a1d09797f"),  # bands
    (99901, "outland", "f64e19a51fc2a2c6", "aa6059be5877923e"),  # callouts
    (99902, "outland", "df9dd5ca76a8c5bd", "969aefb68471b1cf"),  # endnotes
    (99903, "outland", "999c68b1ad36ac58", "18dd2d6f7a3d8d1d"),  # ledger
    (99904, "outland", "d11fd2d38de5d7bf", "dc3fdd5126de197a"),  # outlines
    (99905, "outland", "57f004679901f444", "517255e00f7d5a0a"),  # slides
    (9, "classic", "748c4a30ef369be2", "8cc391b2049d0fd9"),  # fifth
    (69003, "wide", "45be055c9bc5e204", "ba78228b4166187d"),  # modern
    (81004, "wild", "a5867cf1226153e9", "6ddb66015347f328"),  # roomtable
    (84005, "feral", "964b5992fac9c46e", "55c3cd9ae290b474"),  # tournament
    (99005, "untamed", "0febab66dfd90b9f", "efff9bc2956b5c43"),  # wordkeys
    (99507, "rogue", "2dc1d41c35130929", "1b023171dd1330ab"),  # stattable
    (99701, "stray", "859b5e2bde93e673", "c1e8f7f0b66073f0"),  # wiki
    (99802, "errant", "9a0ab60bab9c791f", "8269c9ea48288b86"),  # thirteenth
]


generated, texts = case_fixtures(CASES)


def plurals() -> dict[str, str]:
    """Plural of every name a truth record can carry: the vocabulary's creatures, the NPC roles
    and the NPCs' own names (printed as they are)."""
    names = {kind.name: kind.plural for kind in vocabulary().creatures}
    names |= {role[0]: role[1] for role in drift_words()["npc_roles"]}
    return names | {name.lower(): name.lower() for name in drift_words()["npc_names"]}


def blocks_of(item: Generated, kind: type) -> list:  # type: ignore[type-arg]
    return [b for b in item.module.blocks if isinstance(b, kind)]


@pinned_only
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_drift_set_rotates_by_seed_and_older_sets_keep_their_members() -> None:
    assert STYLE_SETS["drift"] == tuple(sorted(DRIFT_STYLES)) and len(DRIFT_STYLES) == 6
    older = {s for name, styles in STYLE_SETS.items() if name != "drift" for s in styles}
    assert len(STYLE_SETS["all"]) == 14 and not set(DRIFT_STYLES) & older
    seeds = range(900, 900 + len(DRIFT_STYLES))
    assert {make_module(s, style_set="drift").module.style for s in seeds} == set(DRIFT_STYLES)


def test_same_seed_same_bytes(generated: dict[int, Generated]) -> None:
    for seed, style, switches in CASES:
        again = make_module(seed, style, switches)
        assert again.pdf == generated[seed].pdf, style
        assert again.truth_text == generated[seed].truth_text, style


def test_drift_styles_draw_only_their_share_of_the_switches() -> None:
    for seed in range(700, 712):
        module = make_module(seed, style_set="drift").module
        assert module.switches & set(WIDE_SWITCHES) <= set(WILD_WIDE_SWITCHES), seed
        assert "dark_theme" not in module.switches
        if module.style in ("calendar", "levelroster"):
            assert "image_column" not in module.switches


def test_truth_follows_the_format(generated: dict[int, Generated]) -> None:
    assert_truths_follow_the_format(generated)


def test_areas_are_printed_on_their_stated_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    assert_areas_on_their_page({seed: item.truth for seed, item in generated.items()}, texts)


def test_statblocks_and_creatures_are_printed_on_their_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    truths = {seed: item.truth for seed, item in generated.items()}
    roster = BY_STYLE["levelroster"]  # its creatures stand in the roster, pages before
    keyed = {seed: truth for seed, truth in truths.items() if seed != roster}
    assert_statblocks_on_their_page(keyed, texts, plurals(), creatures=True)
    assert_statblocks_on_their_page({roster: truths[roster]}, texts, plurals())


def test_stat_values_are_printed_on_the_blocks_page(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    """Every truthed AC, hit dice, hit points and CR value is printed on its block's page (or
    the next: a stat box or a roster row may break across the page)."""
    checked = 0
    for seed, item in generated.items():
        for block in item.truth["statblocks"]:
            pages = "".join(texts[seed][block["page"] - 1 : block["page"] + 1])
            for field in ("ac", "hit_dice", "hp", "cr"):
                if block[field] is not None:
                    assert squash(str(block[field])) in pages, (seed, block, field)
                    checked += 1
    assert checked > 100


def test_decoys_are_not_present_creatures(generated: dict[int, Generated]) -> None:
    assert_decoys_are_not_present(generated)


def test_count_words_give_the_counts(generated: dict[int, Generated]) -> None:
    """ "Half a dozen" is 6 and "a score of" 20 in the truth, and such a count is printed so."""
    counted = {
        c["count"] for g in generated.values() for a in g.truth["areas"] for c in a["creatures"]
    }
    assert {6, 20} <= counted
    prose = " ".join(p.text for g in generated.values() for p in blocks_of(g, Para)).lower()
    assert "half a dozen" in prose and "a score of" in prose


def test_pregens_are_no_creatures_and_no_blocks(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    item = generated[BY_STYLE["pregens"]]
    writer_names = [p.lead.split(",")[0] for p in blocks_of(item, Para) if p.lead]
    assert len(writer_names) >= 5 and all(n in drift_words()["pregen_names"] for n in writer_names)
    printed = "".join(texts[BY_STYLE["pregens"]])
    assert all(squash(name) in printed for name in writer_names)
    blocks = {b["name"] for b in item.truth["statblocks"]}
    creatures = {c["name"] for a in item.truth["areas"] for c in a["creatures"]}
    assert not (set(writer_names) & blocks) and not {n.lower() for n in writer_names} & creatures
    assert "Tournament Scoring" in {t.title for t in item.module.blocks if hasattr(t, "title")}


def test_subkeys_are_areas_beside_their_parent(generated: dict[int, Generated]) -> None:
    areas = generated[BY_STYLE["subkeys"]].truth["areas"]
    parents = {a["key"] for a in areas if a["key"] and a["key"].isdigit()}
    subs = [a for a in areas if a["key"] and not a["key"].isdigit()]
    assert subs and all(a["key"].rstrip("abcdABCD").split(".")[0] in parents for a in subs)
    assert any(a["creatures"] for a in subs)


def test_calendar_keys_are_the_days_one_a_page(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["calendar"]]
    keyed = [a for a in item.truth["areas"] if a["key"]]
    assert [a["key"] for a in keyed] == [str(d) for d in range(1, len(keyed) + 1)]
    labels = [h.label for h in blocks_of(item, AreaHeading)]
    assert all(label.split()[0] in ("Day", "Night", "Door") for label in labels)
    assert len(blocks_of(item, NewPage)) >= len(keyed)  # seed 92 prints a day a page
    assert len({a["page"] for a in keyed}) == len(keyed)


def test_npc_blocks_are_levels_not_hit_dice(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["npcs"]]
    roles = {r[0] for r in drift_words()["npc_roles"]}
    npc_areas = [c for a in item.truth["areas"] for c in a["creatures"] if c["name"] in roles]
    assert npc_areas
    npc_blocks = [b for b in item.truth["statblocks"] if b["hit_dice"] is None]
    assert len(npc_blocks) == len(npc_areas)
    assert all(b["style"] == "bx" and b["hp"] and b["ac"] is not None for b in npc_blocks)


def test_level_rosters_hold_every_block(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["levelroster"]]
    rosters = blocks_of(item, RosterTable)
    assert rosters and all(r.header[:3] == ("Room", "Occupants", "No.") for r in rosters)
    markers = [m for r in rosters for m in r.markers if m]
    assert markers == [b["marker"] for b in item.module.statblocks]
    assert sum(len(r.rows) for r in rosters) >= len(item.truth["areas"]) - len(
        [a for a in item.truth["areas"] if a["key"] is None]
    )


def test_twin_boxes_hold_the_stats_in_two_columns(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["twincol"]]
    boxes = blocks_of(item, TwinBox)
    assert [b.marker for b in boxes] == [b["marker"] for b in item.module.statblocks]
    assert all(
        b.left[0].startswith("<b>AC</b>") and b.right[0].startswith("<b>MV</b>") for b in boxes
    )
    assert len({(b.fill, b.bar) for b in boxes}) == 1  # one look a module


def test_the_drift_set_runs_through_eval_synth(tmp_path: Path) -> None:
    """Generation, conversion and scoring run end to end on a drift module (no figure is
    asserted: the set measures the detectors, it is not tuned to them)."""
    import eval_synth

    result = eval_synth.run_one(900, None, (), str(tmp_path), style_set="drift")
    assert result["style"] in DRIFT_STYLES and result["counts"]
    assert (tmp_path / "pdf" / f"{result['name']}.pdf").is_file()
