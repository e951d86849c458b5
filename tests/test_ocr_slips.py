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
