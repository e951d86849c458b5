"""The rambler styles of the synthetic module generator (3.5 Monster Manual tables in a New
Monsters appendix, AD&D 2e semicolon parentheses in the sentence, an Open Game License after
the key, Tales-of-the-Valiant-like blocks, a transposed quick-reference table a level, PF1
entries left to the Bestiary), and the older sets left byte-identical. Each style's structure
is read back from the PDF with pdfplumber; the converter is not run here (the set was written
blind, and is measured once, in docs/synth.md)."""

from __future__ import annotations

import io
import re
from typing import Any

import pdfplumber
import pytest
from synth.generate import Generated
from synth.styles import RAMBLER_STYLES
from synth_checks import (
    StyleSetChecks,
    assert_pinned_bytes,
    case_fixtures,
    modules_drawing_the_wild_share,
    pinned_setup,
    squash,
)

# One seed per rambler style, decoys forced, and a second module of the styles whose forms
# differ by module.
CASES = [
    (900, "mmtable", ("decoys",)),
    (901, "twoeline", ("decoys",)),
    (902, "oglback", ("decoys",)),
    (903, "tovblock", ("decoys",)),
    (904, "crosstab", ("decoys",)),
    (905, "bestiaryref", ("decoys",)),
    (906, "twoeline", ()),
    (907, "mmtable", ()),
]
BY_STYLE = {style: seed for seed, style, _ in CASES}

# sha256 (first 16 hex) of the PDF and of the truth text of modules of older sets, taken at
# 7b7790c (main's head before the rambler styles were added; reportlab 5.1.0, Pillow 13.0.0,
# DejaVu fonts installed): the six trekker styles, whose switch draw the rambler set shares,
# and one module of two other sets.
PINNED_OLDER = [
    (97000, "trekker", "f5e761c9480c868b", "7226f67179d2d8e0"),  # eventkey
    (97001, "trekker", "b29b8d6cc9a4e651", "d66b217ab7b07120"),  # hundreds
    (97002, "trekker", "4b5e729de2677cb7", "33717bdeee8091cf"),  # asarea
    (97003, "trekker", "0f0045751092d166", "fa20e48deaa7c407"),  # contheads
    (97004, "trekker", "68e8f87184459ead", "58ba036cad45f77f"),  # deckplan
    (97005, "trekker", "87da5d08a6db70ad", "fc4d6e2662770f8d"),  # district
    (99901, "voyager", "c71182e54cb3b6fe", "201262de31ff1526"),  # cropped
    (98001, "rover", "7012d7013e13f275", "92da576b74788964"),  # landscape
]


generated, texts = case_fixtures(CASES)


def pdf_pages(item: Generated) -> list[str]:
    with pdfplumber.open(io.BytesIO(item.pdf)) as pdf:
        return [str(p.extract_text() or "") for p in pdf.pages]


def blocks_with_pages(item: Generated) -> list[tuple[dict[str, Any], str]]:
    pages = pdf_pages(item)
    return [(b, pages[b["page"] - 1]) for b in item.truth["statblocks"]]


class TestRamblerSet(StyleSetChecks):
    NAME, STYLES = "rambler", RAMBLER_STYLES
    AGAIN = (CASES[0], CASES[1], CASES[4])


@pytest.mark.skipif(not pinned_setup(), reason="bytes pinned on reportlab 5.1.0 with DejaVu")
@pytest.mark.parametrize(("seed", "style_set", "pdf", "truth"), PINNED_OLDER)
def test_older_sets_bytes_are_unchanged(seed: int, style_set: str, pdf: str, truth: str) -> None:
    assert_pinned_bytes(seed, style_set, pdf, truth)


def test_rambler_styles_draw_only_their_share_of_the_switches() -> None:
    for module in modules_drawing_the_wild_share("rambler", never={"dark_theme"}):
        assert not module.switches & {"letter_sign_keys", "runon_keys"}
        if module.style == "crosstab":
            assert "image_column" not in module.switches


def test_mmtable_entries_stand_in_an_appendix_after_the_key(
    generated: dict[int, Generated], texts: dict[int, list[str]]
) -> None:
    for seed in (BY_STYLE["mmtable"], 907):
        item = generated[seed]
        last = max(a["page"] for a in item.truth["areas"])
        found = blocks_with_pages(item)
        assert found, seed
        for block, _ in found:
            assert block["page"] > last and block["style"] == "3e", (seed, block)
            # both reading orders (the table's cells read across the two columns)
            page = "".join(texts[seed][block["page"] - 1 : block["page"] + 1])
            for label in ("Size/Type:", "Base Attack/Grapple:", "flat-footed", "Challenge Rating:"):
                assert squash(label) in page, (seed, label)
            assert block["size"] and block["type"] and block["hit_dice"], block
        names = [b["name"] for b, _ in found]
        assert len(names) == len(set(names))


def test_twoeline_runs_carry_thac0_size_and_morale(generated: dict[int, Generated]) -> None:
    for seed in (BY_STYLE["twoeline"], 906):
        found = blocks_with_pages(generated[seed])
        assert found, seed
        for block, page in found:
            assert block["style"] == "adnd"
            assert re.search(r"THAC0 \d+; #AT 1", page) and re.search(r"SZ [TSMLHG];", page)
            assert re.search(r"ML (unsteady|average|steady|elite) \(\d+\)", page), seed


def test_oglback_license_follows_the_key_and_holds_nothing(
    generated: dict[int, Generated],
) -> None:
    item = generated[BY_STYLE["oglback"]]
    pages = pdf_pages(item)
    text = "\n".join(pages)
    for clause in ("1. Definitions:", "14. Reformation:", "15. COPYRIGHT NOTICE"):
        assert clause in text, clause
    licence = next(n for n, p in enumerate(pages, 1) if "COPYRIGHT NOTICE" in p)
    keyed = [a["page"] for a in item.truth["areas"]] + [b["page"] for b in item.truth["statblocks"]]
    assert max(keyed) <= licence and "Tome of Horrors" in pages[licence - 1]


def test_tovblock_prints_each_kind_once_with_its_role(generated: dict[int, Generated]) -> None:
    found = blocks_with_pages(generated[BY_STYLE["tovblock"]])
    assert found
    assert len({b["name"] for b, _ in found}) == len(found)
    for block, page in found:
        assert block["style"] == "5e" and block["size"] and block["cr"]
        assert re.search(rf"CR {re.escape(block['cr'])} [A-Z][a-z]+ \d+ XP", page), block
        assert "Perception" in page and "STR" in page


def test_crosstab_tables_give_each_kind_a_column(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["crosstab"]]
    found = blocks_with_pages(item)
    assert found
    for block, page in found:
        assert block["style"] == "bx" and block["hit_dice"], block
        assert re.search(r"^AC( \d+)+$", page, re.M) and re.search(r"^ML( \d+)+$", page, re.M)
    levels = {s for s in item.module.blocks if type(s).__name__ == "RosterTable"}
    assert len(levels) >= 2


def test_bestiaryref_entries_cite_the_bestiary(generated: dict[int, Generated]) -> None:
    item = generated[BY_STYLE["bestiaryref"]]
    keyed = [a["key"] for a in item.truth["areas"] if a["key"]]  # a mind map's places: no key
    assert keyed and all(re.fullmatch(r"[A-D]\d+", k) for k in keyed)
    found = blocks_with_pages(item)
    assert found
    for block, page in found:
        assert block["ac"] is None and block["hit_dice"] is None and block["hp"], block
        assert re.search(rf"CR {re.escape(block['cr'])}\b", page)
        assert re.search(r"\((Pathfinder RPG )?Bestiary( 2)? \d+\)", page)
    assert "Creatures:" in "\n".join(pdf_pages(item))
