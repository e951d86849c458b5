"""Which lines are a vertical block's rows (``vertical_field_lines.field_line``): a field whose
lexicon entry gives a `value` shape is a row only with such a value after it."""

from __future__ import annotations

import pytest

from converter.detect.vertical_field_lines import field_line


@pytest.mark.parametrize(
    "text",
    [
        "TREASURE: Q",
        "TREASURE: J, M, D (Q x5)",
        "TREASURE: Nil",
        "Treasure: Incidental",
        "TREASURE: M (Q, B, S)",
    ],
)
def test_a_sheets_treasure_letters_are_a_row(text: str) -> None:
    found = field_line(text)
    assert found is not None and found.field == "treasure_letters"


@pytest.mark.parametrize(
    "text",
    [
        "Treasure: A psalter with",
        "Treasure: 40 gp",
        "Treasure:",
        "Treasure",
        "Treasure: The deed to the",
    ],
)
def test_a_rooms_treasure_line_is_no_row(text: str) -> None:
    """A room's run-in "Treasure:" lead, its line cut by the column, or a heading."""
    assert field_line(text) is None
