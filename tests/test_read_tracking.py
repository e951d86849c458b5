"""Tracked (letter-spaced) lines on synthetic glyphs: the key stays with its heading, short
tracked words are read as words, and ordinary text is left alone (this file's own texts)."""

from __future__ import annotations

from converter.read import lines as layout_lines
from converter.read import spans, tracking
from converter.read.lines import Glyph, RawLine

SIZE = 10.0
ADVANCE = 5.5  # every synthetic glyph is this wide before tracking


def tracked(text: str, x: float, track: float, *, word_space: float = 0.0) -> list[Glyph]:
    """Glyphs for ``text`` as a setter with character spacing ``track`` draws it: every
    advance (spaces too) widened by ``track``, spaces by ``word_space`` more."""
    out: list[Glyph] = []
    for ch in text:
        width = ADVANCE / 2 if ch == " " else ADVANCE
        out.append(Glyph(ch, x, 100.0, x + width, 100.0 + SIZE, SIZE, "Head-Bold"))
        x += width + track + (word_space if ch == " " else 0.0)
    return out


def line_text(glyphs: list[Glyph], word_gap_em: float = 0.25) -> str:
    line = RawLine(glyphs[0].x0, 100.0, glyphs[-1].x1, 100.0 + SIZE, tuple(glyphs))
    return "".join(span.text for span in spans.raw_line_to_spans(line, word_gap_em))


def test_tracked_key_heading_is_one_fragment() -> None:
    for track, word_space in ((4.5, 4.5), (3.0, 0.0), (6.0, 6.0)):
        glyphs = tracked("5. COPPER VAT —", 50.0, track, word_space=word_space)
        frags = tracking.join_tracked_fragments(layout_lines.glyphs_to_fragments(glyphs))
        assert len(frags) == 1, (track, [len(f.glyphs) for f in frags])


def test_plain_runs_across_a_wide_gap_stay_apart() -> None:
    # Untracked words 1.2 em apart (a gutter, a table cell) and a tracked run followed by an
    # untracked one: neither is a word gap of tracking.
    plain = tracked("Gate house", 50.0, 0.0) + tracked("Cold wind", 120.0, 0.0)
    assert len(tracking.join_tracked_fragments(layout_lines.glyphs_to_fragments(plain))) == 2
    mixed = tracked("HALL ", 50.0, 4.5) + tracked("the end", 118.0, 0.0)
    assert len(tracking.join_tracked_fragments(layout_lines.glyphs_to_fragments(mixed))) == 2


def test_short_tracked_words_are_read_as_words() -> None:
    assert line_text(tracked("RAG PIT —", 50.0, 4.5, word_space=4.5)) == "RAG PIT —"
    assert line_text(tracked("OX PEN", 50.0, 3.5)) == "OX PEN"


def test_one_letter_words_of_plain_text_are_not_tracking() -> None:
    # TeX-like text without space glyphs: one-letter words sit a word gap from their
    # neighbours, but the longer words have tight letters, so nothing is joined.
    glyphs: list[Glyph] = []
    x = 50.0
    for word in ("take", "a", "look", "at", "a", "map"):
        glyphs += tracked(word, x, 0.0)
        x = glyphs[-1].x1 + 4.0
    assert line_text(glyphs) == "take a look at a map"
