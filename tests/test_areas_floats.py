"""Boxes the text flows around, on lines built as the reader gives them: each box is read
after the entry of the text it starts beside, and marked a float (``areas_floats``); two
columns of running text, and a table's columns, are no floats."""

from __future__ import annotations

from converter.detect.areas import find_areas
from converter.detect.areas_margins import notes_and_floats, notes_beside_text
from converter.models import BBox, Document, PageText, Source, StatBlock, TextLine, TextSpan


def _line(
    text: str, x0: float, x1: float, top: float, size: float, column: int, block: int
) -> TextLine:
    span = TextSpan(text, "Case", size, False, False)
    return TextLine(text, 1, BBox(x0, top, x1, top + size), (span,), column, block)


def _wiki_page() -> list[TextLine]:
    """A title and a paragraph across the page; areas 1 to 3 in lines that stop short of two
    stacked boxes floated right (the second beside area 2 and area 3's heading); area 3's
    text across the page under them. In the reader's order: the text beside, then the
    boxes, then the text under them."""
    wide, short, small = (50.0, 550.0), (50.0, 380.0), (400.0, 540.0)
    lines = [
        _line("The Ash Orrery", 50, 220, 40, 18, 0, 0),
        _line("The college was buried in a single night when the hill woke.", *wide, 70, 9, 1, 1),
        _line("1 Cold Hall", 50, 130, 90, 11, 2, 2),
        _line("Water drips from the vaulted roof and the floor is", *short, 105, 9, 2, 3),
        _line("sticky underfoot. A ghoul gnaws on a bone.", *short, 117, 9, 2, 3),
        _line("2 Vat House", 50, 130, 140, 11, 2, 4),
        _line("Old sacks lie by the wall under a shelf of jars.[1]", *short, 155, 9, 2, 5),
        _line("3 Forge", 50, 110, 180, 11, 2, 6),
    ]
    ghoul = ["Ghoul", "Armour Class 6", "Hit Dice 2", "Hit points 9", "Morale 12"]
    kobold = ["Kobold", "Armour Class 7", "Hit Dice 1", "Hit points 4", "Morale 6"]
    lines += [_line(t, *small, 92 + 10 * k, 7.5, 3, 7) for k, t in enumerate(ghoul)]
    lines += [_line(t, *small, 148 + 10 * k, 7.5, 3, 8) for k, t in enumerate(kobold)]
    lines += [
        _line(
            "A kobold sleeps by the forge, a spear on its knees, under the bellows",
            *wide,
            210,
            9,
            4,
            9,
        ),
        _line("of the great furnace.", 50, 150, 222, 9, 4, 9),
    ]
    return lines


def test_a_floated_box_is_read_after_the_entry_it_starts_beside() -> None:
    page = _wiki_page()
    out, notes = notes_beside_text(page)
    texts = [line.text for line in out]
    assert texts.index("1 Cold Hall") < texts.index("Ghoul") < texts.index("2 Vat House")
    assert texts.index("Morale 12") < texts.index("2 Vat House")
    assert texts.index("2 Vat House") < texts.index("Kobold") < texts.index("3 Forge")
    assert texts.index("Morale 6") < texts.index("3 Forge")
    assert {out[k].text for k in notes} == {line.text for line in page if line.column == 3}


def test_the_floats_are_marked_apart_from_a_margins_notes() -> None:
    page = _wiki_page()
    out, notes, floats = notes_and_floats(page)
    assert floats == notes
    assert {out[k].text for k in floats} >= {"Ghoul", "Kobold", "Hit Dice 1"}


def test_two_columns_under_a_title_are_no_floats() -> None:
    """A stat block in smaller type at the top of a second column, under a title across both:
    the line over it is the title, but the line under it is its own column's text."""
    left, right = (50.0, 290.0), (310.0, 550.0)
    page = [
        _line("The Ash Orrery Across The Page", 50, 550, 40, 18, 0, 0),
        *[_line(f"Left column text line {k}.", *left, 70 + 12 * k, 9, 1, 1) for k in range(8)],
        *[_line(f"Ghoul AC 6 HD 2 hp {k}", *right, 70 + 10 * k, 7.5, 2, 2) for k in range(3)],
        *[_line(f"Right column text line {k}.", *right, 110 + 12 * k, 9, 2, 3) for k in range(4)],
    ]
    out, notes, floats = notes_and_floats(page)
    assert list(out) == page
    assert not notes and not floats


def test_a_small_table_beside_its_own_column_is_no_float() -> None:
    """A die column beside a table's entries in the same small type, under a line across the
    page: the text beside it is the table's, set as small as it."""
    page = [
        _line(
            "Wandering Monsters roll each turn across the whole page here.", 50, 550, 40, 9, 0, 0
        ),
        *[_line(f"{k + 1}", 50, 60, 60 + 10 * k, 7.5, 1, 1) for k in range(6)],
        *[
            _line(f"{k + 1}d4 ghouls picking at the ash", 300, 540, 60 + 10 * k, 7.5, 2, 2)
            for k in range(6)
        ],
        _line(
            "The vaults stay warm all winter, and things have moved in there.",
            50,
            550,
            130,
            9,
            3,
            3,
        ),
    ]
    out, notes, floats = notes_and_floats(page)
    assert list(out) == page
    assert not floats


def test_a_sidebar_beside_a_page_of_columns_is_no_float() -> None:
    """A boxed table in small type on a one-page dungeon, beside two narrow columns of keys
    at their own left edges and under a line across the page: no one column of text wraps
    around it, so it is read where the reader put it."""
    page = [
        _line("The Ash Orrery, a one-page dungeon for four to six players.", 50, 550, 40, 9, 0, 0),
        *[
            _line(f"C{k} Room text of the first column.", 50, 180, 70 + 12 * k, 9, 1, 1)
            for k in range(6)
        ],
        *[
            _line(f"D{k} Room text of the second column.", 200, 330, 70 + 12 * k, 9, 2, 2)
            for k in range(6)
        ],
        _line("Example encounters by level", 360, 460, 70, 7.5, 3, 3),
        *[
            _line(f"{k + 1} {k + 2} skeletons and 1 ash imp", 360, 470, 82 + 10 * k, 7, 3, 4)
            for k in range(4)
        ],
        _line(
            "The vaults stay warm all winter, and things have moved in there.",
            50,
            550,
            150,
            9,
            4,
            5,
        ),
    ]
    out, notes, floats = notes_and_floats(page)
    assert list(out) == page
    assert not floats


def test_a_list_item_run_across_a_box_is_the_text_beside_it() -> None:
    """The line over the first box is an item of a numbered list, indented under the text's
    left edge: it starts inside the text beside the box and runs across the box, so the text
    still wraps around the box (failed before: the box was read after the line it stands
    level with, in the middle of a later entry's sentence)."""
    page = _wiki_page()
    item = _line("1. The last warden left the keys in the lock of the door.", 68, 550, 70, 9, 1, 1)
    page[1] = item
    out, notes = notes_beside_text(page)
    texts = [line.text for line in out]
    assert texts.index("1 Cold Hall") < texts.index("Ghoul") < texts.index("2 Vat House")
    assert {out[k].text for k in notes} == {line.text for line in page if line.column == 3}


def test_a_caption_level_with_a_gap_in_the_text_is_part_of_its_stack() -> None:
    """The second box's caption falls level with the gap between two of the text's
    paragraphs (no line beside it), its rows beside the next heading: it is still a box of
    the stack, so neither box is read in the middle of the text (failed before: the caption
    stood between the boxes as a line of its own, and the first box was no float)."""
    page = [line for line in _wiki_page() if line.column != 3]
    ghoul = ["Ghoul", "Armour Class 6", "Hit Dice 2", "Hit points 9", "Morale 12"]
    page += [_line(t, 400, 540, 92 + 10 * k, 7.5, 3, 7) for k, t in enumerate(ghoul)]
    page.append(_line("Kobold", 440, 500, 166, 7.5, 3, 8))
    rows = ["Armour Class 7", "Hit Dice 1", "Hit points 4"]
    page += [_line(t, 400, 540, 178 + 10 * k, 7.5, 3, 9) for k, t in enumerate(rows)]
    out, notes, floats = notes_and_floats(page)
    assert {out[k].text for k in floats} == {*ghoul, "Kobold", *rows}


def test_a_float_caption_naming_a_block_is_no_text_of_the_area() -> None:
    """The kobold box starts beside area 2 and is read after its text; its caption names the
    box's stat block, so it is that block's name line, and neither it nor the box's rows are
    area 2's text, where the caption read as a kobold present (failed before)."""
    page = _wiki_page()
    caption = next(line for line in page if line.text == "Kobold")
    block = StatBlock("Kobold", 1, "bx", Source("case.pdf", 1, caption.bbox))
    document = Document("case.pdf", "case.pdf", "0" * 64, (PageText(1, 612.0, 792.0, tuple(page)),))
    areas, _ = find_areas(document, (block,))
    texts = {area.name: area.text for area in areas}
    assert "Old sacks lie by the wall" in texts["Vat House"]
    assert "Kobold" not in texts["Vat House"]
    assert "Hit Dice 1" not in texts["Vat House"]


def _page_of_floats() -> list[TextLine]:
    """A page a browser filled after a page break: two boxes pushed over from the page before
    stack down the right margin from the page's top, level with area 5's heading, beside
    areas 5 and 6, whose lines stop short of them; the text ends above the second box's foot,
    so no line runs across the stack, over it or under it. The captions, segments of their
    own, are set as large as the text (so the boxes are no margin of notes), the rows smaller.
    In the reader's order: the text, then each caption and its rows."""
    short, small = (50.0, 380.0), (400.0, 540.0)
    lines = [
        _line("5 Cold Hall", 50, 130, 40, 11, 0, 0),
        _line("Water drips from the vaulted roof and the floor is", *short, 56, 9, 0, 0),
        _line("sticky underfoot. A ghoul gnaws on a bone.", *short, 68, 9, 0, 0),
        _line("6 Vat House", 50, 130, 90, 11, 0, 1),
        _line("Old sacks lie by the wall under a shelf of jars. Two", *short, 106, 9, 0, 1),
        _line("kobolds sort the sacks.", *short, 118, 9, 0, 1),
    ]
    ghoul = ["Ghoul", "Armour Class 6", "Hit Dice 2", "Hit points 9", "Morale 12"]
    kobold = ["Kobold", "Armour Class 7", "Hit Dice 1", "Hit points 4", "Morale 6"]
    for k, (top, box) in enumerate([(42.0, ghoul), (100.0, kobold)]):
        lines.append(_line(box[0], 430, 500, top, 9.2, 1 + 2 * k, 2 + 2 * k))  # the caption
        rows = box[1:]
        lines += [
            _line(t, *small, top + 12 + 10 * j, 7.5, 2 + 2 * k, 3 + 2 * k)
            for j, t in enumerate(rows)
        ]
    return lines


def test_a_stack_of_floats_from_the_page_top_past_the_text_end_is_floats() -> None:
    """Nothing runs across the stack because nothing stands over or under it: the page opens
    with it and the text ends beside it. It is still floats, read after the entry each box
    starts beside, not after the last entry (failed before: both boxes were read after area
    6's text, and their creatures counted there)."""
    page = _page_of_floats()
    out, notes, floats = notes_and_floats(page)
    texts = [line.text for line in out]
    assert texts.index("sticky underfoot. A ghoul gnaws on a bone.") < texts.index("Ghoul")
    assert texts.index("Morale 12") < texts.index("6 Vat House")
    assert {out[k].text for k in floats} == {ln.text for ln in page if ln.column}


def test_a_narrow_column_the_text_runs_on_under_is_no_float() -> None:
    """The same page, with the text going on under the boxes at its short width: a column
    beside the boxes, no text wrapped round them, so they are read where the reader put them."""
    page = _page_of_floats()
    page += [
        _line("The kobolds keep the keys of the vaults in a box.", 50, 380, 170 + 12 * k, 9, 0, 4)
        for k in range(3)
    ]
    out, notes, floats = notes_and_floats(page)
    assert not floats


def test_floats_holding_more_lines_than_the_text_are_still_floats() -> None:
    """Four boxes of many rows down the margin beside two short areas: the boxes' rows
    outnumber the text's lines, so the page's median line is a box row; the boxes are still
    set smaller than the page's text (its wide column), and are floats (failed before: they
    were measured against their own rows' size, and read after the last area)."""
    page = [line for line in _page_of_floats() if not line.column]
    page.append(_line("kobolds sort the sacks.", 50, 380, 118, 9, 0, 1))
    rows = [f"Row {j} of the box" for j in range(9)]
    for k in range(4):
        top = 42.0 + 110 * k
        page.append(_line(f"Beast {k}", 430, 500, top, 9.2, 1 + 2 * k, 2 + 2 * k))
        page += [
            _line(t, 400, 540, top + 12 + 10 * j, 7.5, 2 + 2 * k, 3 + 2 * k)
            for j, t in enumerate(rows)
        ]
    out, notes, floats = notes_and_floats(page)
    assert {out[k].text for k in floats} >= {"Beast 0", "Beast 3", "Row 8 of the box"}
    texts = [line.text for line in out]
    assert texts.index("Beast 0") < texts.index("6 Vat House")


def test_a_note_mark_read_apart_beside_a_box_is_no_edge_of_the_text() -> None:
    """A footnote mark "[2]" raised off a line beside the first box, kept by the reader as a
    line of its own where it stands (mid-line, smaller): it opens at no edge of the text, so
    the text beside the box is still one column wrapped round it (failed before: the mark
    was read as a second left edge, the box was no float and was read in the middle of the
    entry's sentence)."""
    page = _wiki_page()
    page.insert(5, _line("[2]", 120, 132, 114, 6, 2, 3))
    out, notes, floats = notes_and_floats(page)
    assert {out[k].text for k in floats} >= {"Ghoul", "Morale 12", "Kobold"}
