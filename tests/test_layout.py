"""Unit tests of the pure layout functions on synthetic glyphs (no PDF involved)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.models import BBox, PageText, TextLine, TextSpan
from converter.read import layout, running_heads, segment_lines
from converter.read import lines as layout_lines
from converter.read import spans as layout_spans
from converter.read.lines import Glyph

CHAR_W = 5.0  # every synthetic glyph is 5 pt wide, 10 pt tall


def word_glyphs(
    text: str,
    x: float,
    top: float,
    *,
    size: float = 10.0,
    font: str = "Body-Regular",
    space_glyphs: bool = True,
    word_gap: float = 0.0,
) -> list[Glyph]:
    """Glyphs for ``text`` on one baseline starting at ``x`` (space glyphs or plain gaps)."""
    out: list[Glyph] = []
    for ch in text:
        if ch == " ":
            if space_glyphs:
                out.append(Glyph(" ", x, top, x + CHAR_W / 2, top + size, size, font))
                x += CHAR_W / 2
            else:
                x += word_gap
            continue
        out.append(Glyph(ch, x, top, x + CHAR_W, top + size, size, font))
        x += CHAR_W
    return out


def column_glyphs(lines: list[str], x: float, top: float, pitch: float = 12.0) -> list[Glyph]:
    out: list[Glyph] = []
    for i, text in enumerate(lines):
        out += word_glyphs(text, x, top + i * pitch)
    return out


def page_of(glyphs: list[Glyph], width: float = 612, height: float = 792) -> PageText:
    return layout.glyphs_to_page(1, width, height, glyphs)


def test_two_columns_are_read_column_by_column_not_across() -> None:
    left = [f"left line {i} of a text column" for i in range(8)]
    right = [f"right line {i} of a text column" for i in range(8)]
    # Interleave the stream the way some generators do: row by row across the gutter.
    glyphs: list[Glyph] = []
    for i in range(8):
        glyphs += word_glyphs(left[i], 50, 100 + 12 * i)
        glyphs += word_glyphs(right[i], 320, 100 + 12 * i)
    page = page_of(glyphs)
    texts = [line.text for line in page.lines]
    assert texts == left + right
    assert {line.column for line in page.lines[:8]} == {0}
    assert {line.column for line in page.lines[8:]} == {1}
    assert len(page.columns) == 2
    assert page.columns[0].x1 < page.columns[1].x0


def test_full_width_bands_stay_in_order_around_two_columns() -> None:
    title = "A TITLE THAT RUNS RIGHT ACROSS BOTH OF THE COLUMNS BELOW IT ON THE PAGE"
    footer = "A FOOTER THAT ALSO RUNS RIGHT ACROSS BOTH OF THE COLUMNS ABOVE IT HERE"
    glyphs = word_glyphs(title, 50, 60)
    words = "of the column text"
    for part, top in (("upper", 100), ("lower", 240)):
        glyphs += column_glyphs([f"{part} left {i} {words}" for i in range(6)], 50, top)
        glyphs += column_glyphs([f"{part} right {i} {words}" for i in range(6)], 320, top)
        if part == "upper":
            glyphs += word_glyphs(footer, 50, 200)
    texts = [line.text for line in page_of(glyphs).lines]
    expected = (
        [title]
        + [f"upper left {i} {words}" for i in range(6)]
        + [f"upper right {i} {words}" for i in range(6)]
        + [footer]
        + [f"lower left {i} {words}" for i in range(6)]
        + [f"lower right {i} {words}" for i in range(6)]
    )
    assert texts == expected


def test_page_number_in_a_narrow_gutter_does_not_join_the_columns() -> None:
    # Two columns 10 pt (one em) apart, and under them, two lines down, a page number set in
    # the middle of the gutter: it crosses the gutter but is no text of either column.
    left = [f"left {i} words of a column" for i in range(8)]
    right = [f"right {i} words of a column" for i in range(8)]
    glyphs = column_glyphs(left, 50, 100)
    right_x = max(g.x1 for g in glyphs) + 10
    glyphs += column_glyphs(right, right_x, 100)
    glyphs += word_glyphs("7", right_x - 7.5, 100 + 12 * 7 + 24)
    texts = [line.text for line in page_of(glyphs).lines]
    assert texts == [*left, *right, "7"]


def test_running_header_starting_in_a_narrow_gutter_does_not_join_the_columns() -> None:
    # A running header set over the right column but starting a little left of it, inside
    # the one-em gutter: it blocks all but two points of the gutter, yet is one line.
    left = [f"left {i} words of a column" for i in range(8)]
    right = [f"right {i} words of a column" for i in range(8)]
    glyphs = column_glyphs(left, 50, 100)
    right_x = max(g.x1 for g in glyphs) + 10
    glyphs += column_glyphs(right, right_x, 100)
    glyphs += word_glyphs("Secrets of the Abbey", right_x - 8, 82)
    texts = [line.text for line in page_of(glyphs).lines]
    assert texts == ["Secrets of the Abbey", *left, *right]


def test_five_narrow_columns() -> None:
    # 23 glyphs of 5 pt: 11.5 em wide columns (wider than a table's), 10 pt apart.
    glyphs: list[Glyph] = []
    for c in range(5):
        glyphs += column_glyphs(
            [f"col {c} row {r} of the text" for r in range(10)], 10 + c * 125, 80
        )
    page = page_of(glyphs, width=640)
    assert [line.text for line in page.lines] == [
        f"col {c} row {r} of the text" for c in range(5) for r in range(10)
    ]
    assert len(page.columns) == 5


def test_narrow_side_by_side_cells_are_a_table_read_by_rows() -> None:
    glyphs: list[Glyph] = []
    for r in range(6):
        glyphs += word_glyphs(f"{r + 1}", 50, 100 + 12 * r)
        glyphs += word_glyphs(f"result number {r + 1}", 90, 100 + 12 * r)
    texts = [line.text for line in page_of(glyphs).lines]
    assert texts == [f"{r + 1} result number {r + 1}" for r in range(6)]


def test_two_row_table_is_read_row_by_row() -> None:
    glyphs = word_glyphs("STR", 50, 100) + word_glyphs("DEX", 90, 100)
    glyphs += word_glyphs("10", 50, 112) + word_glyphs("14", 90, 112)
    texts = [line.text for line in page_of(glyphs).lines]
    assert texts == ["STR DEX", "10 14"]


def test_word_gap_tolerance_is_learned_from_tex_spacing() -> None:
    # No space glyphs: words are 0.3 em apart, letters touch.
    lines = [f"HD {i} AC 7 damage roll and more words" for i in range(12)]
    glyphs: list[Glyph] = []
    for i, text in enumerate(lines):
        glyphs += word_glyphs(text, 50, 100 + 12 * i, space_glyphs=False, word_gap=3.0)
    gaps = layout_lines.new_gap_histogram()
    layout_lines.glyphs_to_fragments(glyphs, gaps)
    assert gaps[0] > 100 and sum(gaps[14:16]) > 50  # letters touch; words 0.3 em apart
    tolerance = layout_lines.gaps_to_word_tolerance(gaps)
    assert 0.1 <= tolerance < 0.3
    assert [line.text for line in page_of(glyphs).lines] == lines


def _kerned_runs(runs: list[str], x: float, top: float, size: float) -> list[Glyph]:
    """A DTP export's heading: glyph runs (" " a word gap of 0.55 em) each moved 0.05 em a
    glyph after its last glyph, as a tracked heading's runs are ("Ghou|l": 0.2 em)."""
    out: list[Glyph] = []
    for run in runs:
        if run == " ":
            x += 0.55 * size
            continue
        for ch in run:
            out.append(Glyph(ch, x, top, x + CHAR_W, top + size, size, "Head-Bold"))
            x += CHAR_W
        x += 0.05 * size * len(run)
    return out


def test_kerned_runs_inside_a_word_are_letter_gaps() -> None:
    # Spaceless body text, words 0.32 em apart; a few headings whose glyph runs stand
    # 0.05-0.2 em apart inside a word: the tolerance sits in the empty stretch just below the
    # word gaps, not among the runs' gaps (a quiet stretch over them put it at 0.17 em).
    body = [f"the tide {i} floods every cave and more words" for i in range(16)]
    glyphs: list[Glyph] = []
    for i, text in enumerate(body):
        glyphs += word_glyphs(text, 50, 200 + 12 * i, space_glyphs=False, word_gap=3.2)
    headings = [["Ghou", "l"], ["Lant", "ern", " ", "B", "eetl", "e"], ["Cul", "tis", "t"]]
    for i, runs in enumerate(headings):
        glyphs += _kerned_runs(runs, 50, 60 + 30 * i, 12.0)
    gaps = layout_lines.new_gap_histogram()
    layout_lines.glyphs_to_fragments(glyphs, gaps)
    assert layout_lines.gaps_to_word_tolerance(gaps) > 0.2
    texts = [line.text for line in page_of(glyphs).lines]
    assert texts[:3] == ["Ghoul", "Lantern Beetle", "Cultist"]
    assert texts[3:] == body


def test_word_gap_tolerance_defaults_without_evidence() -> None:
    assert (
        layout_lines.gaps_to_word_tolerance(layout_lines.new_gap_histogram())
        == layout_lines.WORD_GAP_DEFAULT_EM
    )


def test_blocks_start_at_vertical_gaps() -> None:
    glyphs = column_glyphs(["para one a", "para one b"], 50, 100)
    glyphs += column_glyphs(["para two a", "para two b"], 50, 150)
    page = page_of(glyphs)
    assert [line.block for line in page.lines] == [0, 0, 1, 1]


def test_fonts_give_spans_with_bold_and_italic() -> None:
    glyphs = word_glyphs("Armor Class ", 50, 100, font="ABCDEF+Body-Bold")
    glyphs += word_glyphs("15 (natural armor)", 50 + 12 * CHAR_W * 0.83, 100, font="Body-Italic")
    (line,) = page_of(glyphs).lines
    assert line.bold_prefix == "Armor Class"
    assert [s.bold for s in line.spans] == [True, False]
    assert [s.italic for s in line.spans] == [False, True]
    assert line.text == "".join(s.text for s in line.spans)


def test_font_names_to_style() -> None:
    assert layout_spans.font_to_style("XYZ+CMBX10") == (True, False, False)
    assert layout_spans.font_to_style("XYZ+CMTI9") == (False, True, False)
    assert layout_spans.font_to_style("Garamond-BoldItalic") == (True, True, False)
    assert layout_spans.font_to_style("URWBookmanL-DemiBold") == (True, False, False)
    assert layout_spans.font_to_style("LMSans10-Oblique") == (False, True, False)
    assert layout_spans.font_to_style("URWBookmanL-Ligh-Slant_167") == (False, True, False)
    assert layout_spans.font_to_style("Body-Regular") == (False, False, False)
    assert layout_spans.font_to_style("TeXPalladioL-SC") == (False, False, True)
    assert layout_spans.font_to_style("ABC+Sf-Kp-Sc-Medium").small_caps
    assert layout_spans.font_to_style("CMCSC10").small_caps
    assert layout_spans.is_small_caps("XYZ+TeXPalladioL-SC")
    assert not layout_spans.is_small_caps("Scala-Regular")


def test_rotated_glyphs_read_in_their_own_direction_as_separate_lines() -> None:
    glyphs = column_glyphs([f"body line {i}" for i in range(5)], 50, 100)
    # "UP" drawn bottom to top at x=20: each glyph's box stacks upwards.
    y = 300.0
    for ch in "GOING UP":
        glyphs.append(Glyph(ch, 20, y - CHAR_W, 30, y, 10, "Body", layout_lines.UPWARD))
        y -= CHAR_W
    page = page_of(glyphs)
    texts = [line.text for line in page.lines]
    assert texts[:5] == [f"body line {i}" for i in range(5)]
    assert texts[5] == "GOING UP"
    rotated = page.lines[5]
    assert rotated.bbox.x0 >= 19 and rotated.bbox.x1 <= 31
    assert rotated.bbox.top < rotated.bbox.bottom


def test_box_mapping_round_trips() -> None:
    g = Glyph("x", 10, 20, 15, 30, 10, "F", layout_lines.DOWNWARD)
    u = layout.rotate_to_upright(g)
    assert layout.box_from_upright((u.x0, u.top, u.x1, u.bottom), layout_lines.DOWNWARD) == BBox(
        10, 20, 15, 30
    )


def test_overprinted_duplicates_are_dropped() -> None:
    glyphs = word_glyphs("Bold", 50, 100)
    glyphs += [g._replace(x0=g.x0 + 0.2, x1=g.x1 + 0.2) for g in word_glyphs("Bold", 50, 100)]
    (line,) = page_of(glyphs).lines
    assert line.text == "Bold"


def test_label_beside_column_text_does_not_split_a_sentence() -> None:
    glyphs = column_glyphs([f"room text line {i}" for i in range(6)], 150, 100)
    glyphs += word_glyphs("7", 60, 125, size=6)  # a map label at the height of line 2
    page = page_of(glyphs)
    texts = [line.text for line in page.lines]
    body = [t for t in texts if t != "7"]
    assert body == [f"room text line {i}" for i in range(6)]
    assert "7" in texts


def _line(text: str, page: int, top: float, height: float = 792.0) -> TextLine:
    span = TextSpan(text, "F", 10, False, False)
    return TextLine(text, page, BBox(50, top, 300, top + 10), (span,))


def test_running_headers_and_page_numbers_are_removed() -> None:
    pages = []
    for n in range(1, 6):
        lines = (
            _line("The Sunken Shrine", n, 20),
            _line(f"Body text of page {n}", n, 100),
            _line(f"More body {n}", n, 112),
            _line(str(n + 10), n, 760),
        )
        pages.append(PageText(n, 612, 792, lines, (BBox(50, 20, 300, 770),)))
    out = running_heads.strip_running_headers(pages)
    for page in out:
        assert [line.text for line in page.lines] == [
            f"Body text of page {page.number}",
            f"More body {page.number}",
        ]
        assert [line.block for line in page.lines] == [0, 0]


def test_a_heading_repeated_at_the_top_of_columns_is_not_a_header() -> None:
    pages = []
    for n in range(1, 21):
        first = "Actions" if n <= 4 else f"Some other creature {n}"
        lines = (
            _line(first, n, 60),  # in the header band, but the body follows right below
            _line(f"Bite. Melee attack number {n}", n, 72),
            _line(f"More body {n}", n, 84),
        )
        pages.append(PageText(n, 612, 792, lines))
    out = running_heads.strip_running_headers(pages)
    assert [page.lines[0].text for page in out[:4]] == ["Actions"] * 4
    # The same line set apart from the body by a gap is a running header.
    spaced = [
        PageText(p.number, p.width, p.height, (p.lines[0], _line("Body", p.number, 120)))
        for p in pages[:4]
    ]
    assert all(page.lines[0].text == "Body" for page in running_heads.strip_running_headers(spaced))


def test_single_page_keeps_margin_numbers() -> None:
    page = PageText(1, 612, 792, (_line("Intro", 1, 100), _line("1", 1, 760)))
    assert running_heads.strip_running_headers([page]) == [page]


def test_free_form_page_keeps_each_text_box_together() -> None:
    # Text around a map: three boxes side by side at different pitches, no clean gutter
    # because a wide heading line runs across the middle of them.
    glyphs = column_glyphs([f"intro line {i} is long" for i in range(6)], 40, 100, pitch=10)
    glyphs += column_glyphs(["Lake"] + [f"lake text {i}" for i in range(5)], 180, 104, pitch=11)
    glyphs += column_glyphs([f"tower {i}" for i in range(4)], 300, 96, pitch=13)
    glyphs += word_glyphs("a wide heading that runs across the middle of the page", 40, 190)
    page = page_of(glyphs)
    texts = [line.text for line in page.lines]

    def run(prefix: str) -> list[int]:
        return [i for i, t in enumerate(texts) if t.startswith(prefix)]

    for prefix in ("intro", "lake text", "tower"):
        found = run(prefix)
        assert found == list(range(found[0], found[0] + len(found))), (prefix, texts)
    assert texts[texts.index("Lake") + 1] == "lake text 0"


NOTE_WORDINGS = [
    (
        ("Kettle Falls", "walls scratched with", "old tally marks"),
        ("Grimsby Mill", "broken pottery under", "foot in the yard"),
    ),
    (
        ("Hollow Oak", "warnings chalked by", "the door in red"),
        ("Tallow Market", "empty stalls lean", "over the rat holes"),
    ),
]


@pytest.mark.parametrize("size", [6.0, 8.0, 10.0])
@pytest.mark.parametrize("wording", [0, 1])
def test_notes_side_by_side_without_space_glyphs_stay_apart(size: float, wording: int) -> None:
    # Two notes (a title over two lines) on shared baselines, far apart, as a mind map's
    # nodes in an OCR layer: no space glyphs, words 0.25 em apart, which is under the fixed
    # third of an em but over the word gap the page itself shows.
    glyphs: list[Glyph] = []
    for column, note in enumerate(NOTE_WORDINGS[wording]):
        for row, text in enumerate(note):
            x, top = 60 + 200 * column, 100 + 1.3 * size * row
            glyphs += word_glyphs(text, x, top, size=size, space_glyphs=False, word_gap=size / 4)
    texts = [line.text for line in page_of(glyphs).lines]
    for left, right in zip(*NOTE_WORDINGS[wording], strict=True):
        assert left in texts and right in texts, texts


def _raw(text: str, x: float, top: float) -> layout_lines.RawLine:
    glyphs = tuple(word_glyphs(text, x, top))
    return layout_lines.RawLine(x, top, glyphs[-1].x1, top + 10, glyphs)


def test_free_form_table_columns_are_zipped_into_rows() -> None:
    lines = [_raw(f"name {i}", 200, 100 + 12 * i) for i in range(4)]
    lines += [_raw(f"value {i}", 300, 100 + 12 * i) for i in range(4)]
    lines += [_raw(f"note {i} beside", 40, 94 + 11 * i) for i in range(3)]
    boxes = segment_lines.lines_to_boxes(lines)
    spans = [[layout_spans.raw_line_to_spans(line, 0.25)[0].text for line in box] for box in boxes]
    assert spans == [
        [f"note {i} beside" for i in range(3)],
        [f"name {i} value {i}" for i in range(4)],
    ]


@st.composite
def scattered_words(draw: st.DrawFn) -> list[Glyph]:
    """Non-overlapping words of random letters in random grid cells and sizes, some rotated."""
    glyphs: list[Glyph] = []
    cells = draw(
        st.lists(
            st.tuples(st.integers(0, 35), st.integers(0, 5)), min_size=1, max_size=40, unique=True
        )
    )
    for row, col in cells:
        word = draw(st.text(alphabet="abcdefgh0123456789", min_size=1, max_size=12))
        size = draw(st.sampled_from([6.0, 9.0, 10.0, 14.0]))
        x, top = col * 100.0 + draw(st.floats(0, 10)), row * 20.0
        for i, ch in enumerate(word):
            x0 = x + i * size * 0.5
            glyphs.append(Glyph(ch, x0, top, x0 + size * 0.5, top + size, size, "F"))
    for k in range(draw(st.integers(0, 4))):
        word = draw(st.text(alphabet="xyz", min_size=1, max_size=12))
        direction = draw(st.sampled_from([layout_lines.UPWARD, layout_lines.DOWNWARD]))
        for i, ch in enumerate(word):
            top = 100 + i * 5.0
            glyphs.append(Glyph(ch, 650 + 20 * k, top, 660 + 20 * k, top + 5, 10, "F", direction))
    return glyphs


@settings(max_examples=60, deadline=None)
@given(scattered_words())
def test_layout_keeps_every_glyph_exactly_once(glyphs: list[Glyph]) -> None:
    page = page_of(glyphs, width=800)
    out = Counter(ch for line in page.lines for ch in line.text if not ch.isspace())
    assert out == Counter(g.text for g in glyphs)
    for line in page.lines:
        assert line.text == "".join(s.text for s in line.spans)
        assert 0 <= line.column < len(page.columns)
    blocks = [line.block for line in page.lines]
    assert blocks == sorted(blocks)


def _solid(x0: float, x1: float, top: float, size: float = 8.1) -> list[Glyph]:
    """One word of glyphs from ``x0`` to about ``x1``."""
    return word_glyphs("m" * max(1, int((x1 - x0) / CHAR_W)), x0, top, size=size)


def test_columns_run_on_past_a_blank_stretch_with_a_page_number_in_a_narrow_gutter() -> None:
    # Two columns under a running header; both stop halfway down and go on at the foot (an
    # entry pushed there). The left column's lines are ragged, two of them reaching almost
    # into the gutter, and the page number stands in it less than half an em from both
    # columns: no clear gutter half an em wide, yet the text runs column by column.
    left_top = [153, 113, 103, 273, 280, 181, 241, 139, 141, 291.5, 106, 93, 280, 182]
    glyphs = _solid(244.6, 350.6, 37.4, 8.0)
    for i, end in enumerate(left_top):
        glyphs += _solid(50.8, end, 61.4 + 11 * i)
    for i in range(5):
        glyphs += _solid(50.8, [120, 158, 153, 123, 103][i], 731.4 + 11 * i)
    for i in range(30):
        glyphs += _solid(302.9, [436.1, 497.9, 391.5, 543.5][i % 4], 62.3 + 11 * i)
    for i in range(6):
        glyphs += _solid(302.9, [383.2, 419.5, 435.6][i % 3], 731.4 + 11 * i)
    glyphs += _solid(295.1, 300.2, 810.6, 8.0)
    page = page_of(glyphs)
    body = [line for line in page.lines if 50 < line.bbox.top < 800]
    order = [(line.bbox.x0 > 300, line.bbox.top > 700) for line in body]
    assert order == sorted(order)


def test_columns_under_a_print_banner_and_a_running_header_run_on_past_a_blank_stretch() -> None:
    # A page printed from a web browser: the browser's banner at the top left, the page's
    # own running header centred under it across the gutter, then two columns that both
    # stop halfway down and go on at the foot. The header is furniture (only the banner is
    # above it), so the columns are read one after the other.
    left = [f"left {i} of the column text" for i in range(12)]
    right = [f"right {i} of the column text" for i in range(14)]
    glyphs = column_glyphs(left, 42, 55)
    gutter_x = max(g.x1 for g in glyphs)
    glyphs += column_glyphs(right, gutter_x + 14, 58)
    glyphs += word_glyphs("Harrowdeep print view", 18, 10, size=8.0)
    glyphs += word_glyphs("Harrowdeep chapter two of the vaults", gutter_x - 60, 30, size=8.0)
    glyphs += column_glyphs(["left foot a", "left foot b"], 42, 690)
    glyphs += column_glyphs(["right foot a", "right foot b"], gutter_x + 14, 690)
    texts = [line.text for line in page_of(glyphs).lines]
    body = [t for t in texts if "Harrowdeep" not in t]
    assert body == [*left, "left foot a", "left foot b", *right, "right foot a", "right foot b"]


def test_table_under_prose_keeps_its_rows_when_its_column_gap_is_clear() -> None:
    # A paragraph over a two-column table whose narrow label column stands a clear gap
    # from its values: the table's rows pair up, so the gap is between cells, not a gutter
    # (even when nothing crosses it), and each row reads label then value.
    prose = ["One line of prose runs across the whole width of the column."]
    labels = ["Armour", "Hit Dice", "Move", "Attacks", "Damage", "Save", "Morale", "Number"]
    values = ["9 [10]", "1 (4 hp)", "120' (40')", "1 weapon", "1d6", "F1", "8", "2d4"]
    glyphs = column_glyphs(prose, 60, 100)
    glyphs += column_glyphs(labels, 60, 160)
    glyphs += column_glyphs(values, 60 + 9 * CHAR_W, 160)
    texts = [line.text for line in page_of(glyphs).lines]
    assert texts == [*prose, *(f"{a} {b}" for a, b in zip(labels, values, strict=True))]
