"""Words a narrow key-table cell broke in the middle (``converter.detect.areas_tables``).

A typesetter breaks a word inside itself only when the word alone is wider than its cell:
it moves a word that does not fit to the next line whole, and cuts it only on a line of
its own. So a line that goes on inside a word ("Chambe" / "r", "Salamande" / "rs (2)") is
told by the cell's geometry and the grammar of a name, never by the words: the line above
ends in a letter, its last word fills the cell (not one more letter would have fitted
after it), and the line under it starts in the middle of a word, with a lower-case
letter. Such a fragment is the rest of the word above, joined to it without a space; a
line that only started a new word (a name wrapped at a space, "Brass" / "sentinel") keeps
its space.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.models import TextLine


def broke_mid_word(
    above: TextLine, above_text: str, below: TextLine, text: str, right: float
) -> bool:
    """Whether ``text`` (the start of ``below``'s cell text) goes on inside the last word
    of ``above_text`` (a piece of ``above``), in a cell whose text ends at ``right``."""
    above_text, text = above_text.rstrip(), text.lstrip()
    if not (above_text[-1:].isalpha() or above_text[-1:] in "'’") or not text[:1].islower():
        return False
    end = _piece_end(above, above_text)
    return end is not None and end + _first_letter_width(below, text) > right


def join_pieces(pieces: Sequence[tuple[str, TextLine]], right: float) -> list[str]:
    """A cell's pieces of text, top to bottom, each with the line it was read from (a piece
    may be part of its line: the name before the contents the reader ran on into it): a
    piece that goes on inside the word above it (``broke_mid_word``) is joined to it."""
    out: list[str] = []
    above: tuple[str, TextLine] | None = None
    for text, line in pieces:
        text = text.strip()
        if not text:
            continue
        if out and above is not None and broke_mid_word(above[1], above[0], line, text, right):
            out[-1] += text
        else:
            out.append(text)
        above = (text, line)
    return out


def _piece_end(line: TextLine, text: str) -> float | None:
    """Where ``text``, a piece of ``line``, ends: the line's end when it ends the line, else
    its last letter's, measured when the reader placed the letters (else unknown)."""
    whole = line.text.rstrip()
    if whole.endswith(text):
        return line.bbox.x1
    spans = line.char_spans()
    at = whole.find(text)
    if spans is None or at < 0 or at + len(text) > len(spans):
        return None
    return spans[at + len(text) - 1][1]


def _first_letter_width(line: TextLine, text: str) -> float:
    """The printed width of the first letter of ``text``, the end of ``line``: measured on
    its letters when the reader placed them, else the line's mean letter width."""
    spans = line.char_spans()
    at = line.text.rfind(text)
    if spans is not None and 0 <= at < len(spans):
        return spans[at][1] - spans[at][0]
    return (line.bbox.x1 - line.bbox.x0) / max(len(line.text.strip()), 1)
