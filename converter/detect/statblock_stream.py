"""The document's text as one cleaned stream, with maps back to its lines, bold runs and headings.

The old-school parser and the naming rules both read it; it lives apart from both so that
neither imports the other for it.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

from converter.detect.areas_fields import label_pieces
from converter.detect.ocr_slips import repair_stat_slips
from converter.detect.statblock_common import clean_text
from converter.detect.statline import find_statlines
from converter.detect.tally_marks import read_tally_marks
from converter.models import OCR_FONT_PREFIX, PageText, TextLine, TextSpan
from converter.ruledata import load_lexicon

# Key words counted to spot a stat line that did not parse (and that no heading holds).
LOOSE_KEYS = re.compile(r"\b(HD|AC|MV|ML|XP|THAC0|#AT|SV)\b")
_TITLE_RATING = re.compile(r"\s+CR\s*\d+(?:/\d+)?\s*$")
# Page furniture: a line alone in the top or bottom tenth of its page, at least this many of
# its own heights away from the page's other text, not bold and set at most a point larger than
# the body (a chapter's title at a page's head is bold or larger), holding no stat label.
_EDGE_BAND = 0.1
_FURNITURE_GAP = 1.5
_FURNITURE_SIZE_REACH = 1.0
# A line of note marks alone ("§", "††"; rules/lexicon/page_furniture.yaml): a note's mark
# hung in the margin or raised, read as a line of its own beside the note's text.
_NOTE_MARKS = "".join(re.escape(s) for s in load_lexicon("page_furniture")["note_symbols"])
_MARKS_ONLY = re.compile(rf"^\s*[{_NOTE_MARKS}]+\s*$")


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

    def line_text(self, index: int) -> str:
        """Line ``index`` as the stream reads it: cleaned, a label cell's piece run into its
        row left out (``build_stream``)."""
        end = self.line_starts[index + 1] if index + 1 < len(self.line_starts) else None
        return self.text[self.line_starts[index] : end].strip()


def _heading_shaped(text: str) -> bool:
    """True for a short line that may be a title: a few words, capitalised or numbered, no
    closing stop and no stat label."""
    words = text.split()
    if not words or len(words) > 7 or len(text) > 60 or text[-1] in ".,;:!?-":
        return False
    return (text[0].isupper() or text[0].isdigit()) and not LOOSE_KEYS.search(text)


def _heading_text(line: TextLine, size: float) -> str | None:
    text = line.text.strip()
    if not _heading_shaped(text):
        return None
    if line.size >= size + 0.9 or ((line.bold or line.italic) and line.size >= size - 0.5):
        # A d20 title line "Ash Imp CR 1/2" names the creature without its rating.
        return _TITLE_RATING.sub("", re.sub(r"^\d+[.)]?\s+", "", text))
    return None


def name_lines(stream: Stream) -> tuple[tuple[int, int], ...]:
    """The offsets of the stream's lines that stand as a title on their own: its headings, and
    a short line set wholly bold at no smaller a size than the line under it: a stat box's
    name bar set in the size of the box's fields, smaller than the body ("Acolyte", "Bog Hags
    (8)" over "AC 9 [10] MV 120' (20')")."""
    found = {(start, end) for start, end, _ in stream.headings}
    for index, line in enumerate(stream.lines[:-1]):
        below = stream.lines[index + 1]
        start, end = stream.line_starts[index], stream.line_starts[index + 1] - 1
        text = stream.text[start:end].strip()
        if line.bold and line.size >= below.size - 0.5 and _heading_shaped(text):
            found.add((start, end))
    return tuple(sorted(found))


def title_between(titles: Sequence[tuple[int, int]], start: int, end: int) -> bool:
    """True when a whole title line of ``titles`` (``name_lines``, sorted) stands between
    offsets ``start`` and ``end``."""
    index = bisect.bisect_left(titles, (start, -1))
    return index < len(titles) and titles[index][1] <= end


def page_furniture(pages: Sequence[PageText], size: float) -> frozenset[int]:
    """The indices (into the document's lines) of the running heads and feet the reader left
    in: the outermost line of a page's top or bottom edge, standing apart from the text, not
    bold, not set larger than the body but by a point, and holding no stat label ("Into the Salt Caves · Pf2 edition" on the only page after
    the title, too short a booklet for it to repeat). Such a line never names a stat block,
    though a block cut at the page's foot goes on right after it in reading order."""
    found: set[int] = set()
    offset = 0
    for page in pages:
        ordered = sorted(range(len(page.lines)), key=lambda i: page.lines[i].bbox.top)
        if len(ordered) >= 2:
            for edge, nearest in ((ordered[0], ordered[1]), (ordered[-1], ordered[-2])):
                if _stands_apart(page, page.lines[edge], page.lines[nearest], size):
                    found.add(offset + edge)
        offset += len(page.lines)
    return frozenset(found)


def _stands_apart(page: PageText, line: TextLine, nearest: TextLine, size: float) -> bool:
    box, other = line.bbox, nearest.bbox
    height = box.bottom - box.top
    top = box.bottom <= _EDGE_BAND * page.height
    bottom = box.top >= (1 - _EDGE_BAND) * page.height
    if not (top or bottom) or line.bold or line.size > size + _FURNITURE_SIZE_REACH:
        return False
    if LOOSE_KEYS.search(line.text) or any(find_statlines(line.text)):
        return False  # a stat line alone at a page's foot is a block's, not furniture
    gap = other.top - box.bottom if top else box.top - other.bottom
    return gap >= _FURNITURE_GAP * height


def _spans_after_label(line: TextLine) -> tuple[TextSpan, ...]:
    """The spans of ``line`` after the bold ones it opens with (a label cell's piece)."""
    for k, span in enumerate(line.spans):
        if not span.bold and span.text.strip():
            return line.spans[k:]
    return ()


def _read_by_ocr(line: TextLine) -> bool:
    """True when the read stage's OCR read the line's words from a picture."""
    return any(span.font.startswith(OCR_FONT_PREFIX) for span in line.spans)


def _add_span(spans: list[tuple[int, int]], start: int, end: int) -> None:
    """Add ``start``–``end`` to ``spans``, joined to the last when only a line break parts them."""
    if spans and spans[-1][1] + 1 >= start:
        spans[-1] = (spans[-1][0], end)
    else:
        spans.append((start, end))


def build_stream(
    lines: Sequence[TextLine], size: float, furniture: frozenset[int] = frozenset()
) -> Stream:
    """Return the text stream for ``lines`` (cleaned, one line per ``\\n``); the lines of
    ``furniture`` (``page_furniture``) stand in it empty, so no name is read from them, and
    a line opening with a piece of a label cell run into its row ("**Monster** carrion bat:
    AC 7 …") stands in it without that piece (``areas_fields.label_pieces``)."""
    pieces = label_pieces(lines)
    parts: list[str] = []
    starts: list[int] = []
    bold: list[tuple[int, int]] = []
    headings: list[tuple[int, int, str]] = []
    ocr_spans: list[tuple[int, int]] = []
    offset = 0
    for index, line in enumerate(lines):
        # a note's mark says nothing of the text round it: read as furniture is, it would
        # stand between a wrapped stat line's label and its value ("XP" / "§" / "75")
        marks_only = bool(_MARKS_ONLY.match(line.text))
        text = "" if index in furniture or marks_only else clean_text(pieces.get(index, line.text))
        starts.append(offset)
        cursor = 0
        for span in _spans_after_label(line) if index in pieces else line.spans:
            piece = clean_text(span.text).strip()
            if not piece:
                continue
            found = text.find(piece, cursor)
            if found < 0:
                continue
            if span.bold:
                bold.append((offset + found, offset + found + len(piece)))
            cursor = found + len(piece)
        heading = None if index in furniture or marks_only else _heading_text(line, size)
        if heading:
            headings.append((offset, offset + len(text), heading))
        parts.append(text)
        if text and _read_by_ocr(line):
            _add_span(ocr_spans, offset, offset + len(text))
        offset += len(text) + 1
    # OCR slips in numeric stat slots ("HD l") read as digits (Tesseract's own, "AC &", only
    # in the lines it read), a lone row of hit-point boxes as its count ("hp □□□□" → "hp 4");
    # one character for one, so offsets hold
    text = read_tally_marks(repair_stat_slips("\n".join(parts), ocr_spans))
    return Stream(text, tuple(starts), tuple(lines), tuple(bold), tuple(headings))
