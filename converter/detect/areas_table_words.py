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
    of ``above_text`` (the end of ``above``'s), in a cell whose text ends at ``right``."""
    above_text, text = above_text.rstrip(), text.lstrip()
    if not (above_text[-1:].isalpha() or above_text[-1:] in "'’") or not text[:1].islower():
        return False
    return above.bbox.x1 + _first_letter_width(below, text) > right


def join_pieces(pieces: Sequence[tuple[str, TextLine]], right: float) -> list[str]:
    """A cell's pieces of text, top to bottom, each with the line it was read from: a piece
    that goes on inside the word above it (``broke_mid_word``) is joined to it."""
    out: list[str] = []
    above: TextLine | None = None
    for text, line in pieces:
        text = text.strip()
        if not text:
            continue
        if out and above is not None and broke_mid_word(above, out[-1], line, text, right):
            out[-1] += text
        else:
            out.append(text)
        above = line
    return out


def _first_letter_width(line: TextLine, text: str) -> float:
    """The printed width of the first letter of ``text``, the end of ``line``: measured on
    its letters when the reader placed them, else the line's mean letter width."""
    spans = line.char_spans()
    at = line.text.rfind(text)
    if spans is not None and 0 <= at < len(spans):
        return spans[at][1] - spans[at][0]
    return (line.bbox.x1 - line.bbox.x0) / max(len(line.text.strip()), 1)
