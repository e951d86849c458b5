"""OCR slips in numeric stat slots (``converter.detect.ocr_slips``), on generated lines: each
label and separator with each slip reads as the digits, one character for one; prose and a
label's letters run into a word are never changed."""

from __future__ import annotations

import itertools

import pytest

from converter.detect.areas_common import parse_key_text
from converter.detect.ocr_slips import repair_stat_slips

# (printed value, value a careful reader reads)
SLIPS = [("l", "1"), ("7+l", "7+1"), ("S", "5"), ("lO", "10"), ("2O", "20"), ("I2", "12")]
LABELS = ["HD", "Hit Dice", "AC", "hp", "ML"]
SEPARATORS = [" ", ": ", " :"]


@pytest.mark.parametrize(
    ("label", "sep", "slip"), list(itertools.product(LABELS, SEPARATORS, SLIPS))
)
def test_slot_slip_reads_as_digits(label: str, sep: str, slip: tuple[str, str]) -> None:
    printed, read = slip
    line = f"Goblin: AC 6, {label}{sep}{printed}, MV 90' (30'), ML 7"
    repaired = repair_stat_slips(line)
    assert len(repaired) == len(line)
    assert f"{label}{sep}{read}," in repaired


@pytest.mark.parametrize("printed", ["THACO lS", "THACo 15", "THAC0 l5"])
def test_thaco_is_thac0(printed: str) -> None:
    line = f'Ogre: AC 5; MV 9"; HD 4+1; hp 20; {printed}; AL CE'
    assert "THAC0 15" in repair_stat_slips(line)


@pytest.mark.parametrize(
    "prose",
    [
        "Lord Ivan keeps the AC I ledger here; Sam has the key (AC 5, HD 2).",
        "HEX 0903 — THORNMOOR CROSS. Hills, AC 3, HD 6 beasts graze.",
        "The hp lore is old. AC 5, HD 2, hp 9: the Dam Lock holds.",
    ],
)
def test_prose_keeps_its_letters(prose: str) -> None:
    assert repair_stat_slips(prose) == prose


@pytest.mark.parametrize(
    ("heading", "number"),
    [("l. Well House", 1), ("lO. Brass Chapel", 10), ("l2: Rookery", 12), ("l Clock Room", 1)],
)
def test_key_slip_reads_as_number(heading: str, number: int) -> None:
    parsed = parse_key_text(heading)
    assert parsed is not None and parsed[0].number == number


@pytest.mark.parametrize("heading", ["I. Introduction", "lord of the manor", "Lo, the gate"])
def test_words_and_roman_numerals_are_no_slips(heading: str) -> None:
    parsed = parse_key_text(heading)
    assert parsed is None or parsed[0].prefix == "roman"


@pytest.mark.parametrize(
    ("label", "items", "read"),
    [
        ("hp", "l6, 2l", "16, 21"),
        ("HP", "9, lO, S", "9, 10, 5"),
        ("hp", "4, 8,\nl2", "4, 8,\n12"),
        ("HTK", "2O, l", "20, 1"),
    ],
)
def test_hit_point_list_items_are_slots(label: str, items: str, read: str) -> None:
    line = f"Kobolds (3): AC 7, HD 1, {label} {items}, #AT 1, D 1d4, ML 6"
    repaired = repair_stat_slips(line)
    assert len(repaired) == len(line)
    assert f"{label} {read}, #AT" in repaired


@pytest.mark.parametrize(
    ("printed", "read"),
    [("MV 9O' (3O')", "MV 90' (30')"), ("AC 6 [l3]", "AC 6 [13]"), ("Mv l2 (S)", "Mv 12 (5)")],
)
def test_bracketed_other_reading_is_a_slot(printed: str, read: str) -> None:
    line = f"Ghoul: {printed}, HD 2, hp 9, ML 9"
    assert repair_stat_slips(line).startswith(f"Ghoul: {read},")


@pytest.mark.parametrize(("label", "value", "read"), [("HD", "S", "5"), ("(hp", "1S)", "15)")])
def test_slot_wrapped_after_its_label(label: str, value: str, read: str) -> None:
    line = f"Cave Bear: AC 6, {label}\n{value} #AT 3, D 1d6, ML 9"
    assert f"{label}\n{read}" in repair_stat_slips(line)


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("Goblins (2): AC 6, HD 1, hp 4, I think, as the ledger says.", "hp 4, I think"),
        ("Ogre: AC 5, HD 4, MV 90' (see the map), ML 10", "(see the map)"),
        ("Ogre: AC 5, HD\nI went home. The hp 7 is the ogre's.", "HD\nI went"),
    ],
)
def test_no_list_or_wrap_reaches_words(line: str, kept: str) -> None:
    """A list goes on only for hit points, item by item, while each item parses whole; a
    bracket is a slot only when it holds one value; a wrapped slot is no sentence's word."""
    assert kept in repair_stat_slips(line)
