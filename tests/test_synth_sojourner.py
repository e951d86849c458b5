"""The sojourner styles of the synthetic module generator (Dolmenwood-, Hyperborea- and
LotFP-like stat text, the occupants in the heading, a wandering table with statistics at each
level's head, roll tables inside rooms), and the older sets left byte-identical. Each style's
structure is read back from the PDF with pdfplumber; the converter is not run here (the set
was written blind, and is measured once, in docs/synth.md)."""

from __future__ import annotations

import io
import re
from typing import Any

import pdfplumber
import pytest
from synth.blocks import AreaHeading, RosterTable, Table
from synth.generate import Generated
from synth.styles import SOJOURNER_STYLES
from synth.words import vocabulary
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_setup,
    squash,
)

# One seed per sojourner style, decoys forced, and a second module of the styles whose forms
# differ by module.
CASES = [
    (950, "dolmen", ("decoys",)),
    (951, "hyperline", ("decoys",)),
    (952, "lotfp", ("decoys",)),
    (953, "headcount", ("decoys",)),
    (954, "wanderstat", ("decoys",)),
    (955, "roomrolls", ("decoys",)),
    (956, "headcount", ()),
    (957, "roomrolls", ()),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

# sha256 (first 16 hex) of the PDF and of the truth text of modules of older sets, taken at
# 119f651 (main's head before the sojourner styles were added; reportlab 5.1.0, Pillow 13.0.0,
# DejaVu fonts installed): the six rambler styles (the last set added, whose switch draw the
# sojourner set shares with another salt), a trekker, a rover and a classic module.
PINNED_OLDER = [
    (91000, "rambler", "434e587e81631503", "8a8160485ee39220"),  # tovblock
    (91001, "rambler", "61151270e312c3df", "178d914805f16fae"),  # twoeline
    (91002, "rambler", "772b06fa1363fc80", "2e1760fb63dcbdb3"),  # bestiaryref
    (91003, "rambler", "60941d639cfc97d4", "038c5346d08c454b"),  # crosstab
    (91004, "rambler", "acf8a373946a23a5", "a29fc96bb1ab04ad"),  # mmtable
    (91005, "rambler", "51730427bd6b6a4b", "bf1d010af19e587e"),  # oglback
    (97003, "trekker", "0f0045751092d166", "fa20e48deaa7c407"),  # contheads
    (98001, "rover", "7012d7013e13f275", "92da576b74788964"),  # landscape
    (90000, "classic", "00959d509ec0d6d0", "fa4091639012a3ae"),  # adnd
]


generated, texts = case_fixtures(CASES)


def pdf_pages(item: Generated) -> list[str]:
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        return [str(p.extract_text() or "") for p in pdf.pages]


def blocks_with_pages(item: Generated) -> list[tuple[dict[str, Any], str]]:
    """Each block with the text of its page and the next (a block may run over a break)."""
    pages = pdf_pages(item)
    return [(b, "\n".join(pages[b["page"] - 1 : b["page"] + 1])) for b in item.truth["statblocks"]]


def present_names(item: Generated) -> set[str]:
    return {c["name"] for a in item.truth["areas"] for c in a["creatures"]}


class TestSojournerSet(StyleSetChecks):
    NAME, STYLES = "sojourner", SOJOURNER_STYLES
    AGAIN = (CASES[0], CASES[2], CASES[3], CASES[4])


@pytest.mark.skipif(not pinned_setup(), reason="bytes pinned on reportlab 5.1.0 with DejaVu")
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_sojourner_styles_draw_only_their_share_of_the_switches() -> None:
    for module in modules_drawing_the_wild_share("sojourner", never={"dark_theme"}):
        assert not module.switches & {"letter_sign_keys", "runon_keys"}
        if module.style == "wanderstat":
            assert "wandering_table" not in module.switches


def test_dolmen_blocks_carry_level_saves_and_descriptor(generated: dict[int, Generated]) -> None:
    found = blocks_with_pages(generated[BY_STYLE["dolmen"]])
    assert found
    for block, page in found:
        assert block["style"] == "other" and block["size"] and block["type"], block
        assert re.fullmatch(r"\d+d8", block["hit_dice"]), block
        flat = page.replace("\n", " ")
        assert f"HP {block['hit_dice']} ({block['hp']})" in flat, block
        assert re.search(r"Saves D\d+ R\d+ H\d+ B\d+ S\d+", flat)
        assert re.search(r"Morale \d+ XP \d+", flat) and "\u2014" in flat


def test_hyperline_runs_open_with_alignment_size_and_dexterity(
    generated: dict[int, Generated],
) -> None:
    found = blocks_with_pages(generated[BY_STYLE["hyperline"]])
    assert found
    for block, page in found:
        assert block["style"] == "adnd" and block["hit_dice"], block
        flat = page.replace("\n", " ")
        assert re.search(r"AL [A-Z]+; SZ [SML]; MV \d+; DX \d+; AC -?\d+;", flat), block
        assert re.search(r"SV \d+; ML \d+; XP \d+; hp \d+", flat)


def test_lotfp_runs_put_the_hit_dice_after_their_number(generated: dict[int, Generated]) -> None:
    found = blocks_with_pages(generated[BY_STYLE["lotfp"]])
    assert found
    for block, page in found:
        assert block["style"] == "other" and block["hit_dice"].isdigit(), block
        flat = page.replace("\n", " ")
        assert re.search(
            rf"Armor {block['ac']}, Move \d+', {block['hit_dice']} Hit Di(e|ce), ", flat
        )
        assert re.search(r"\d+hp, [a-z ]+ \d*d\d+, Morale \d+\.", flat)


def test_lotfp_is_set_by_fpdf2_on_a_small_page(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["lotfp"]]
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        assert pdf.metadata.get("Producer") == "fpdf2"
        sizes = {(round(p.width), round(p.height)) for p in pdf.pages}
    assert len(sizes) == 1 and sizes <= {(396, 612), (420, 595), (432, 648)}, sizes
    assert b"ReportLab" not in item.pdf


def test_headcount_headings_name_the_occupants(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    for seed in (BY_STYLE["headcount"], 956):
        item = generated[seed]
        heads = [b for b in item.module.blocks if isinstance(b, AreaHeading)]
        with_tail = [h for h in heads if h.tail]
        assert with_tail, seed
        pairs = zip(item.module.areas, item.truth["areas"], strict=True)
        by_marker = {a["marker"]: truth for a, truth in pairs}
        for head in with_tail:
            area = by_marker[head.marker]
            assert area["creatures"], head
            page = texts[seed][area["page"] - 1]
            plain = re.sub(r"<[^>]+>", "", head.tail)
            assert squash(head.name + plain.replace("&amp;", "&")) in page, head
            for creature in area["creatures"]:
                assert squash(creature["name"].split()[0]) in squash(plain), (head, creature)


def test_wanderstat_tables_give_statistics_of_absent_kinds(
    generated: dict[int, Generated],
) -> None:
    item = generated[BY_STYLE["wanderstat"]]
    tables = [b for b in item.module.blocks if isinstance(b, RosterTable)]
    assert len(tables) >= 2
    row_markers = {m for t in tables for m in t.markers}
    pairs = zip(item.module.statblocks, item.truth["statblocks"], strict=True)
    rows = [truth for block, truth in pairs if block["marker"] in row_markers]
    assert len(rows) >= 6
    present = present_names(item)
    for block in rows:
        assert block["style"] == "bx" and block["hp"] is None and block["hit_dice"], block
        assert block["name"].lower() not in present, block
    first_area = min(a["page"] for a in item.truth["areas"] if a["key"])
    assert min(b["page"] for b in rows) <= first_area


def test_roomrolls_tables_name_only_creatures_no_room_holds(
    generated: dict[int, Generated],
) -> None:
    kinds = vocabulary().creatures
    for seed in (BY_STYLE["roomrolls"], 957):
        item = generated[seed]
        tables = [b for b in item.module.blocks if isinstance(b, Table) and b.header[1] == "Result"]
        assert tables, seed
        present = present_names(item)
        named = {
            k.name
            for t in tables
            for _, row in t.rows
            for k in kinds
            if re.search(rf"\b({re.escape(k.name)}|{re.escape(k.plural)})\b", row)
        }
        assert not named & present, (seed, named & present)
        text = "\n".join(pdf_pages(item))
        assert all(t.title.replace("&amp;", "&") in text for t in tables)
