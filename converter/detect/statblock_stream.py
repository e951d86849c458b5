"""The document's text as one cleaned stream, with maps back to its lines, bold runs and headings.

The old-school parser and the naming rules both read it; it lives apart from both so that
neither imports the other for it.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

from converter.detect.statblock_common import clean_text
from converter.models import TextLine

# Key words counted to spot a stat line that did not parse (and that no heading holds).
LOOSE_KEYS = re.compile(r"\b(HD|AC|MV|ML|XP|THAC0|#AT|SV)\b")
_TITLE_RATING = re.compile(r"\s+CR\s*\d+(?:/\d+)?\s*$")


@dataclass(frozen=True)
class Stream:
    """The document's cleaned text as one string, with maps back to lines and bold runs."""

    text: str
    line_starts: tuple[int, ...]
    lines: tuple[TextLine, ...]
    bold: tuple[tuple[int, int], ...]
    headings: tuple[tuple[int, int, str], ...]  # (start, end, text without its number)

    def line_at(self, offset: int) -> int:
        """Return the index of the line holding ``offset``."""
        return max(0, bisect.bisect_right(self.line_starts, offset) - 1)


def _heading_text(line: TextLine, size: float) -> str | None:
    text = line.text.strip()
    words = text.split()
    if not words or len(words) > 7 or len(text) > 60 or text[-1] in ".,;:!?-":
        return None
    if not (text[0].isupper() or text[0].isdigit()) or LOOSE_KEYS.search(text):
        return None
    if line.size >= size + 0.9 or ((line.bold or line.italic) and line.size >= size - 0.5):
        # A d20 title line "Ash Imp CR 1/2" names the creature without its rating.
        return _TITLE_RATING.sub("", re.sub(r"^\d+[.)]?\s+", "", text))
    return None


def build_stream(lines: Sequence[TextLine], size: float) -> Stream:
    """Return the text stream for ``lines`` (cleaned, one line per ``\\n``)."""
    parts: list[str] = []
    starts: list[int] = []
    bold: list[tuple[int, int]] = []
    headings: list[tuple[int, int, str]] = []
    offset = 0
    for line in lines:
        text = clean_text(line.text)
        starts.append(offset)
        cursor = 0
        for span in line.spans:
            piece = clean_text(span.text).strip()
            if not piece:
                continue
            found = text.find(piece, cursor)
            if found < 0:
                continue
            if span.bold:
                bold.append((offset + found, offset + found + len(piece)))
            cursor = found + len(piece)
        heading = _heading_text(line, size)
        if heading:
            headings.append((offset, offset + len(text), heading))
        parts.append(text)
        offset += len(text) + 1
    return Stream("\n".join(parts), tuple(starts), tuple(lines), tuple(bold), tuple(headings))
