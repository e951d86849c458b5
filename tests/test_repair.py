"""Text repairs: ligatures, hyphen runs, U+FFFD from the word list, line-end hyphenation."""

from __future__ import annotations

from converter.models import BBox, PageText, TextLine, TextSpan
from converter.read import repair


def test_word_list_is_bundled_and_holds_game_words() -> None:
    words = repair.word_list()
    assert len(words) > 20_000
    assert {"find", "off", "effect", "orc", "goblin", "darkvision"} <= words
    assert repair.is_word("Orcs")
    assert not repair.is_word("mon")


def test_ligatures_are_expanded() -> None:
    assert (
        repair.repair_text("\ufb01nd the \ufb02ask, \ufb00 \ufb03 \ufb04")
        == "find the flask, ff ffi ffl"
    )


def test_hyphen_runs_become_one_hyphen() -> None:
    assert repair.repair_text("a 15-\u00ad\u2010\u2011foot cone") == "a 15-foot cone"
    assert repair.repair_text("quasi\u2010divine") == "quasi-divine"
    # A soft hyphen mid-line is an invisible break hint; at the end it shows.
    assert repair.repair_text("mon\u00adster") == "monster"
    assert repair.repair_text("mon\u00ad") == "mon-"
    assert repair.repair_text("plain -- ascii") == "plain -- ascii"
    assert repair.repair_text("then--“quote”, a 15-\u2010foot") == "then--“quote”, a 15-foot"


def test_fffd_is_repaired_from_the_word_list() -> None:
    assert repair.repair_text("they \ufffdnd a man") == "they find a man"
    assert repair.repair_text("switch o\ufffd the e\ufffdect") == "switch off the effect"
    assert repair.repair_text("\ufffdy and \ufffdshermen") == "fly and fishermen"
    # No candidate is a word: left alone rather than guessed.
    assert repair.repair_text("\ufffdqzx") == "\ufffdqzx"


def test_fffd_is_one_letter_when_no_ligature_makes_a_word() -> None:
    # A glyph of a font subset without a map: "gr\ufffdnite" is no ligature word, "granite" is.
    assert repair.repair_text("walls of gr\ufffdnite") == "walls of granite"
    # Ligatures are tried first: "\ufffdre" is "fire", never "are" or "ore".
    assert repair.repair_text("MV 9 \ufffdmmune to \ufffdre") == "MV 9 immune to fire"
    # A word mended at its start right after a number was a word of its own.
    assert repair.repair_text("MV 9\ufffdmmune to cold") == "MV 9 immune to cold"
    # Short words are never guessed into a letter ("\ufffdxe" may be no "axe"); two are left
    # alone.
    assert repair.repair_text("an \ufffdxe") == "an \ufffdxe"
    assert repair.repair_text("\ufffdo\ufffdq") == "\ufffdo\ufffdq"


def test_an_ocr_rn_is_read_as_the_m_it_stands_for() -> None:
    # OCR runs an "m" into "rn": a word the list knows only with "m" there is that word
    # (failed before: "frorn" hid the "from" of "come up from", so arriving ogres were there).
    text = "If the gong is struck, 1d6 ogres come up frorn the pits. Two rats; it is warrn."
    assert repair.repair_text(text) == (
        "If the gong is struck, 1d6 ogres come up from the pits. Two rats; it is warm."
    )
    # Listed words and names the list does not know stay as printed; so does a capitalised
    # word whose "m" reading is a word: it may be a name ("Arn" is no "Am", "Carn" no "Cam").
    assert repair.repair_text("Thorn and Kharn turn to the barn") == (
        "Thorn and Kharn turn to the barn"
    )
    assert repair.repair_text("Arn, Carn and Hern wait; Sorne sleep") == (
        "Arn, Carn and Hern wait; Sorne sleep"
    )


def test_joined_word_decides_between_break_and_compound() -> None:
    assert repair.joined_word("mon", "ster") == "monster"
    assert repair.joined_word("travel", "ling") == "travelling"
    assert repair.joined_word("half", "orc") == "half-orc"
    assert repair.joined_word("quasi", "xyzzy") == "quasixyzzy"


def _line(text: str, top: float, block: int = 0, column: int = 0) -> TextLine:
    half = len(text) // 2
    spans = (
        TextSpan(text[:half], "F-Bold", 10, True, False),
        TextSpan(text[half:], "F", 10, False, False),
    )
    return TextLine(text, 1, BBox(50, top, 300, top + 10), spans, column, block)


def test_hyphenated_lines_are_joined_and_spans_kept_consistent() -> None:
    lines = [
        _line("the mon-", 100),
        _line("ster attacks a half-", 112),
        _line("orc in a 15-", 124),
        _line("foot pit.", 136),
    ]
    out = repair.join_hyphenated_lines(lines)
    assert [line.text for line in out] == [
        "the monster",
        "attacks a half-orc",
        "in a 15-foot",
        "pit.",
    ]
    for line in out:
        assert line.text == "".join(s.text for s in line.spans)


def test_no_join_across_blocks_or_before_capitals() -> None:
    lines = [_line("the end of a-", 100, 0), _line("nother block", 112, 1)]
    assert [line.text for line in repair.join_hyphenated_lines(lines)] == [
        "the end of a-",
        "nother block",
    ]
    lines = [_line("Fire-", 100), _line("Breath is a name", 112)]
    assert repair.join_hyphenated_lines(lines)[0].text == "Fire-"
    lines = [_line("and then--", 100), _line("silence fell", 112)]
    assert repair.join_hyphenated_lines(lines)[0].text == "and then--"


def test_a_word_of_capitals_hyphenated_goes_on_in_capitals() -> None:
    """A name set in capitals, hyphenated in a narrow cell, is one word; two words of
    capitals keep their hyphen."""
    lines = [_line("CINDER SALA-", 100), _line("MANDERS (2): AC 5", 112)]
    assert [ln.text for ln in repair.join_hyphenated_lines(lines)] == [
        "CINDER SALAMANDERS",
        "(2): AC 5",
    ]
    lines = [_line("FIRE-", 100), _line("BREATHING NEWT (2): AC 5", 112)]
    assert repair.join_hyphenated_lines(lines)[0].text == "FIRE-BREATHING"
    lines = [_line("SEE ROOMS A-", 100), _line("D ON THE MAP", 112)]  # a range of keys
    assert repair.join_hyphenated_lines(lines)[0].text == "SEE ROOMS A-"


def test_a_line_that_is_only_the_tail_disappears() -> None:
    lines = [_line("a long-forgotten mon-", 100), _line("ster.", 112)]
    out = repair.join_hyphenated_lines(lines)
    assert [line.text for line in out] == ["a long-forgotten monster."]


def test_join_from_column_foot_to_next_column_head() -> None:
    lines = [_line("the hungry mon-", 700, 3, 0), _line("ster waits.", 80, 4, 1)]
    assert [line.text for line in repair.join_hyphenated_lines(lines)] == [
        "the hungry monster",
        "waits.",
    ]


def test_join_across_a_page_break_and_drop_the_emptied_line() -> None:
    page1 = PageText(1, 612, 792, (_line("Start of text", 600), _line("the gob-", 700)))
    tail = TextLine(
        "lin.", 2, BBox(50, 80, 300, 90), (TextSpan("lin.", "F", 10, False, False),), 0, 0
    )
    page2 = PageText(2, 612, 792, (tail, _line("Next paragraph here", 120, 1)))
    out = repair.join_hyphenated_pages([page1, page2])
    assert [line.text for line in out[0].lines] == ["Start of text", "the goblin."]
    assert [line.text for line in out[1].lines] == ["Next paragraph here"]
    assert [line.block for line in out[1].lines] == [0]


def _boxed(text: str, top: float, right: float) -> TextLine:
    span = TextSpan(text, "F", 6.5, False, False)
    return TextLine(text, 1, BBox(400, top, right, top + 7), (span,), 0, 0)


def test_a_word_broken_with_no_hyphen_at_a_full_line_is_joined() -> None:
    """A narrow box cuts a word too long for its measure where the line is full, with no
    hyphen: the parts make a word and neither is a word of its own."""
    lines = [
        _boxed("Room Kn", 100, 430),
        _boxed("ee-deep mud. A", 108, 429),
        _boxed("brass telesc", 116, 428),
        _boxed("ope (120 gp).", 124, 430),
        _boxed("A salam", 132, 430),
        _boxed("ander.", 140, 415),
    ]
    out = repair.join_hyphenated_lines(lines)
    assert [line.text for line in out] == [
        "Room Knee-deep",
        "mud. A",
        "brass telescope",
        "(120 gp).",
        "A salamander.",
    ]
    for line in out:
        assert line.text == "".join(s.text for s in line.spans)
    # "ander." was its line's whole text: the joined line stands where both were printed
    assert (out[-1].bbox.top, out[-1].bbox.bottom) == (132, 147)
    assert out[0].bbox.bottom == 107  # "ee-deep" left words on its line: the bbox stays


def test_no_unmarked_join_after_a_whole_word_or_short_of_the_edge() -> None:
    # a line ending on a whole word ended there, though the two would make one word
    # ("shape" / "changer:" as printed in a real module; "the" / "rope")
    for first, second in [("a nameless shape", "changer: HD 4"), ("Past the", "rope bridge")]:
        lines = [_boxed(first, 100, 430), _boxed(second, 108, 430)]
        assert [line.text for line in repair.join_hyphenated_lines(lines)] == [first, second]
    # a line ending short of the box's right edge ended there: its last word is whole
    lines = [_boxed("Tann", 100, 412), _boxed("er's Yard is wide and", 108, 430)]
    assert repair.join_hyphenated_lines(lines)[0].text == "Tann"


def test_a_name_broken_before_its_count_is_one_word_only_before_statistics() -> None:
    """A narrow cell cuts a name inside its last word, the piece closed by the count's
    bracket or the colon before the statistics, in the word's case: it goes up. A letter
    before a colon and no statistics ("APPENDIX" / "B: MONSTERS"), a piece in another case
    and a whole word stay where they were printed."""
    lines = [_boxed("CINDER NEWT", 100, 430), _boxed('S (2): AC 5; MV 9"', 108, 430)]
    assert [ln.text for ln in repair.join_hyphenated_lines(lines)] == [
        "CINDER NEWTS",
        '(2): AC 5; MV 9"',
    ]
    lines = [_boxed("Smoulder Lizard", 100, 430), _boxed("s: HP 4, Armor 1", 108, 430)]
    assert repair.join_hyphenated_lines(lines)[0].text == "Smoulder Lizards"
    for first, second in [
        ("APPENDIX", "B: MONSTERS OF THE FEN"),
        ("Cinder Newt", "S (2): AC 5"),
        ("MOSS", "HOUND (3): AC 7"),
    ]:
        lines = [_boxed(first, 100, 430), _boxed(second, 108, 430)]
        assert [ln.text for ln in repair.join_hyphenated_lines(lines)] == [first, second]
