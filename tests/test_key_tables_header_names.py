"""A key table's header row names columns, never a creature, even run into the first row.

A header row set bold ("Room Description Monsters") and the first row's key set bold under
it ("1") read back as one bold run: "Room Description Monsters 1". Over a stat line in the
first row (its creatures cell), that run is no creature's name. Wordings of three header
vocabularies, keys of several shapes; a lone place name or a heading that merely holds a
column word ("Monster Lair 3") is no header row.
"""

from __future__ import annotations

import pytest

from converter.detect.creatures_cells import is_header_row
from converter.detect.statblocks import find_statblocks
from converter.models import BBox, Document, PageText, TextLine, TextSpan


@pytest.mark.parametrize(
    "text",
    [
        "Room Description Monsters",
        "Room Description Monsters 1",
        "Key Area Contents Creatures 12",
        "No. Location Details Occupants B3",
        "Area Description Encounter 7a.",
    ],
)
def test_a_header_row_and_the_first_key_under_it_is_a_header_row(text: str) -> None:
    assert is_header_row(text)


@pytest.mark.parametrize("text", ["Monster Lair 3", "Room 12", "The Creature Pens 4", "Area 1"])
def test_a_heading_with_one_column_word_is_no_header_row(text: str) -> None:
    assert not is_header_row(text)


def _line(top: float, spans: list[tuple[str, bool]]) -> TextLine:
    text = "".join(s for s, _ in spans)
    printed = tuple(
        TextSpan(s, "Sans-Bold" if bold else "Sans", 8.0, bold, False) for s, bold in spans
    )
    return TextLine(text, 1, BBox(40, top, 40 + 4.4 * len(text), top + 8), printed)


@pytest.mark.parametrize(
    ("header", "key"),
    [("Room Description Monsters", "1"), ("Key Contents Occupants", "4"), ("# Notes Foes", "2")],
)
def test_a_stat_line_under_the_header_row_is_not_named_after_it(header: str, key: str) -> None:
    lines = [
        _line(100, [("Map Key", True)]),
        _line(114, [("Monsters are listed with their numbers; a dash means none.", False)]),
        _line(128, [(header, True)]),
        # the row's cells run together: key, text, the creatures cell's item
        _line(140, [(key, True), (" Soot streaks the plaster above gnoll", False)]),
        _line(150, [("Furnace Room a cold oven and the AC 5, HD 2, hp", False)]),
        _line(160, [("grate beside it. 11, bite 1d8", False)]),
    ]
    page = PageText(number=1, width=612.0, height=792.0, lines=tuple(lines))
    document = Document(file="t.pdf", path="/tmp/t.pdf", sha256="0" * 64, pages=(page,))
    blocks, _ = find_statblocks(document)
    assert blocks
    words = {w.lower() for w in header.split()}
    for block in blocks:
        assert not words & {w.lower() for w in block.name.split()}, block.name
