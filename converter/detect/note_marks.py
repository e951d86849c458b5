"""Note marks in running text: a numeral or a note symbol set small against the word before it.

A footnote or endnote is cited by a mark printed right after a word, with no space, set
smaller than the text round it ("… leads back to the cottages.²"). The mark is no word of
the sentence: left in the area's text it joined the next line's words, and a paragraph's
last mark before a stat line was read as that line's count ("cottages.2 Bog Hags (several):"
gave two bog hags). ``line_text`` is a line's text without them; the typography decides (a
span set at most ``mark_scale`` of the line's largest type, glued to the text before it,
made of marks only), never the digits alone. Vocabulary: ``rules/lexicon/page_furniture.yaml``.

A typesetter that prints the mark with the font's own superior figures (an OpenType ``sups``
glyph, as Typst's ``super`` does) sets it in the text's size on the text's baseline: only the
glyph's drawing is raised, and the text layer gives "… climbs to the lamp room.4". What still
tells it is where it stands: glued to the stop that closes a word, no space between. A count
stands before its noun, parted from the word before it, a number after a stop opens a new
sentence after a space, and a decimal ("2.5") has a digit before its point; so a numeral
glued to a word's closing stop (``_GLUED_CALL_RE``) is a note's call, left out as the small
marks are.
"""

from __future__ import annotations

import re

from converter.models import TextLine
from converter.ruledata import load_lexicon

_FURNITURE = load_lexicon("page_furniture")
MARK_SCALE: float = _FURNITURE["thresholds"]["mark_scale"]  # a mark's type / its text's
_SYMBOLS = "".join(re.escape(s) for s in _FURNITURE["note_symbols"])
# One or more marks: numerals, or a note symbol once or repeated ("**", "††"), comma-parted.
_MARK = rf"(?:\d{{1,3}}|([{_SYMBOLS}])\1{{0,2}})"
MARKS_RE = re.compile(rf"{_MARK}(?:,{_MARK})*")
# A numeral glued to the stop (and closing quote or bracket) after a word of two letters or
# more, a space or the line's end after it: a note's call in the text's own type.
_GLUED_CALL_RE = re.compile(r"([^\W\d_]{2}[)\]]?[.,;:!?][)\"'’”]?)\d{1,3}(?=\s|$)")


def line_text(line: TextLine) -> str:
    """``line.text`` without the note marks glued to its words (see the module's doc)."""
    spans = line.spans
    if len(spans) < 2:
        return _GLUED_CALL_RE.sub(r"\1", line.text)
    largest = max(span.size for span in spans)
    kept: list[str] = []
    for span in spans:
        before = kept[-1] if kept else ""
        if (
            before
            and not before[-1].isspace()
            and span.size <= MARK_SCALE * largest
            and MARKS_RE.fullmatch(span.text.rstrip())
        ):
            kept.append(span.text[len(span.text.rstrip()) :])  # a space after it stays
            continue
        kept.append(span.text)
    return _GLUED_CALL_RE.sub(r"\1", "".join(kept))
