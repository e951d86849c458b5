"""Text repairs after layout: ligatures, hyphen runs, U+FFFD from a word list, line-end hyphens,
an OCR layer's "rn" for "m".

The word list (``converter/data/words.txt``) is common English (SCOWL) plus D&D vocabulary;
it decides which ligature a U+FFFD stood for (``�nd`` → ``find``) and whether a word broken
at a line end was a hyphenated compound (``half-`` / ``orc`` stays ``half-orc``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from converter.models import PageText, TextLine, TextSpan
from converter.read.layout import renumber_page
from converter.read.split_words import (
    MIN_PART,
    is_split_word,
    is_stat_label,
    join_split_words,
    opens_field,
    printed_words,
    same_case,
    stray_spaces,
)
from converter.wordlist import is_word, word_list  # noqa: F401 (repair.word_list, as before)

LIGATURES = {
    "\ufb00": "ff",
    "\ufb01": "fi",
    "\ufb02": "fl",
    "\ufb03": "ffi",
    "\ufb04": "ffl",
    "\ufb05": "ft",
    "\ufb06": "st",
}
# What a U+FFFD most often hides when a font lacks a ToUnicode map: ligatures, in order of
# how common they are.
FFFD_GUESSES = ("fi", "fl", "ff", "ffi", "ffl", "ft", "st")
# When no ligature makes a word, the glyph was one letter of a font subset without a map
# ("\ufffdmmune" → "immune"): tried only for words this long, so a lone or short run of
# U+FFFD (a bullet, a dash) is never guessed into "a" or "I".
LETTER_GUESSES = "abcdefghijklmnopqrstuvwxyz"
MIN_LETTER_GUESS_WORD = 4

_LIGATURE_RE = re.compile("[\ufb00-\ufb06]")
# A run of hyphen-like characters holding a Unicode one (``-\u00ad\u2010``) → one hyphen-minus;
# soft hyphens alone are invisible break hints and vanish mid-line.  ASCII ``--`` is a dash
# and is left alone.
_HYPHEN_RUN = re.compile("-*[\u00ad\u2010\u2011][-\u00ad\u2010\u2011]*")
_WORD_WITH_FFFD = re.compile(r"[A-Za-z\ufffd]*\ufffd[A-Za-z\ufffd]*")
_HYPHEN_CHARS = frozenset("-\u00ad\u2010\u2011")
# OCR reads an "m" as "rn" (the two letters' strokes run together: "frorn", "sorne"): a word
# holding "rn" that the word list does not know, but knows with an "m" there, is that word.
_RN_WORD = re.compile(r"[A-Za-z]*rn[A-Za-z]*")


def _hyphen_run_to_text(match: re.Match[str]) -> str:
    # A soft hyphen alone is an invisible break hint: it shows only at a line end.
    if set(match.group(0)) == {"\u00ad"} and match.end() < len(match.string):
        return ""
    return "-"


def repair_fffd_word(word: str) -> str:
    """Replace each U+FFFD in ``word`` with the ligature letters that make a listed word."""
    if "\ufffd" not in word:
        return word
    candidates = [""]
    for part in word.split("\ufffd")[:-1]:
        candidates = [c + part + g for c in candidates for g in FFFD_GUESSES]
        if len(candidates) > 400:
            return word
    tail = word.split("\ufffd")[-1]
    for candidate in candidates:
        if is_word(candidate + tail):
            return candidate + tail
    return word


def _one_letter_repair(word: str) -> str:
    """``word`` with its one U+FFFD read as the single letter that makes a listed word, or
    ``word`` unchanged (two U+FFFD, a short word or no such letter)."""
    if word.count("\ufffd") != 1 or len(word) < MIN_LETTER_GUESS_WORD:
        return word
    head, tail = word.split("\ufffd")
    for letter in LETTER_GUESSES:
        if is_word(head + letter + tail):
            return head + letter + tail
    return word


def _repair_fffd_match(match: re.Match[str]) -> str:
    """The repaired word of a U+FFFD match: ligatures first, then one letter. A word mended
    by a letter at its start right after a digit ("6\ufffdmmune") starts a word of its own:
    the lost glyph stood between them ("6 immune")."""
    word = match.group(0)
    repaired = repair_fffd_word(word)
    if repaired != word:
        return repaired
    repaired = _one_letter_repair(word)
    start = match.start()
    glued = start > 0 and match.string[start - 1].isdigit() and word.startswith("\ufffd")
    return f" {repaired}" if glued and repaired != word else repaired


def _rn_read_as_m(match: re.Match[str]) -> str:
    """The word of ``match`` with one "rn" read as the "m" OCR mistook for it, when only that
    makes it a listed word ("frorn" → "from"; "turn", "Thorn" and unknown names stay).

    Only a word in lower case: a capitalised one may be a name the list does not know, and
    names are printed as their writer spelled them ("Arn", "Carn", "Hern" would read as the
    words "Am", "Cam", "Hem"), on a typeset page as on an OCR layer."""
    word = match.group(0)
    if not word.islower() or is_word(word):
        return word
    for at in (k for k in range(len(word) - 1) if word.startswith("rn", k)):
        mended = f"{word[:at]}m{word[at + 2 :]}"
        if is_word(mended):
            return mended
    return word


def repair_text(text: str) -> str:
    """Expand ligatures, normalise hyphen runs and repair U+FFFD words and an OCR layer's "rn"
    for "m" in a span's text."""
    if _LIGATURE_RE.search(text):
        text = _LIGATURE_RE.sub(lambda m: LIGATURES[m.group(0)], text)
    if not text.isascii() and not _HYPHEN_CHARS.isdisjoint(text):
        text = _HYPHEN_RUN.sub(_hyphen_run_to_text, text)
    if "\ufffd" in text:
        text = _WORD_WITH_FFFD.sub(_repair_fffd_match, text)
    if "rn" in text:
        text = _RN_WORD.sub(_rn_read_as_m, text)
    return join_split_words(text)


# ---------------------------------------------------------------------------------------------
# Hyphenation across line ends

_TRAILING_PART = re.compile(r"([A-Za-z]+)[-\u00ad\u2010\u2011]+$")
_LEADING_PART = re.compile(r"^([a-z][A-Za-z]*(?:[’'][a-z]+)?)([.,;:!?)\]’'\"”]*)(?=\s|$)")
_LEADING_CAPITALS = re.compile(r"^([A-Z]+)([.,;:!?)\]’'\"”]*)(?=\s|$)")


def joined_word(before: str, after: str) -> str:
    """How ``before-`` at a line end and ``after`` at the next line's start are written.

    Returns the joined word without the hyphen when that is a word or when neither part is
    a word on its own (``mon-`` / ``ster``); keeps the hyphen for compounds of two words.
    """
    whole = before + after
    if is_word(whole):
        return whole
    if is_word(before) and is_word(after):
        return f"{before}-{after}"
    return whole


def join_hyphenated_lines(
    lines: Sequence[TextLine], printed: frozenset[str] = frozenset()
) -> list[TextLine]:
    """Join words broken across line ends, moving the tail up a line.

    Joins inside a block and across a column change; ``"a 15-foot"`` style words whose first
    part ends with a digit keep their hyphen.  Lines left empty are dropped. ``printed``: the
    words the document prints whole (``split_words.printed_words``).
    """
    out = list(lines)
    right_edges: dict[tuple[int, int], float] = {}
    for line in lines:
        key = (line.page, line.block)
        right_edges[key] = max(right_edges.get(key, line.bbox.x1), line.bbox.x1)
    for i in range(len(out) - 1):
        first, second = out[i], out[i + 1]
        # Inside a block, or from the foot of one column to the head of the next.
        if first.page != second.page or (
            first.block != second.block and first.column == second.column
        ):
            continue
        joined = join_line_pair(first, second)
        if joined is None and first.block == second.block:
            edge = right_edges[(first.page, first.block)]
            joined = join_unmarked_break(first, second, edge, printed)
        if joined is not None:
            out[i], out[i + 1] = joined
    return [line for line in out if line.text.strip()]


_UNMARKED_END = re.compile(r"(?:^|\s)([A-Za-z]+)$")
_UNMARKED_TAIL = re.compile(r"^([a-z]+)\S*")
# a name's piece closed by its count bracket or colon, the statistics after them: "S (2): AC
# 5", "ES: HD 3", "s (5): AC 6" (the word after is checked to be a stat field's label)
_NAME_TAIL = re.compile(
    r"^([A-Za-z]{1,3})(?=\s*(?:\([^()]{0,12}\)\s*:?|:)\s*(?P<label>[A-Za-z#]+))"
)
WORD_SPACE_EM = 0.25  # the least word space a line sets before a word it has room for


def join_unmarked_break(
    first: TextLine, second: TextLine, right_edge: float, printed: frozenset[str] = frozenset()
) -> tuple[TextLine, TextLine] | None:
    """Move up the rest of a word broken at a line end with no hyphen: a narrow box cuts a
    word too long for its measure where the line is full ("A salam" / "ander (HD4", "Kn" /
    "ee-deep mud"), and an OCR text's stray space inside a word falls at a line end ("Here
    eight acoly" / "tes polish"). Either way the line broke for want of room: the next line's
    first piece would not have fitted after it before the box's right edge. The two parts
    are one split word (``is_split_word``) and the next line opens no field of its own; None
    when the line ended on a whole word or had room for the piece."""
    if opens_field(second.text):
        return None
    end = _UNMARKED_END.search(first.text.rstrip())
    if end is None:
        return None
    tail = _UNMARKED_TAIL.match(second.text)
    if tail is None or not is_split_word(end.group(1), tail.group(1), printed):
        tail = _name_tail(end.group(1), second.text)
    if tail is None:
        return None
    moved = tail.group(0)
    size = max((span.size for span in first.spans), default=0.0)
    if first.bbox.x1 + WORD_SPACE_EM * size + _opening_width(second, len(moved)) <= right_edge:
        return None  # the piece had room on the line: the line ended where its text did
    joined, rest = _replace_line_end(first, moved), _drop_line_start(second, len(moved))
    if not rest.text.strip():
        # the word was the next line's whole text ("⑦ Tann" / "er's" / "Yard"): the line now
        # stands where both were printed, so a heading wrapped on under it stays set tight
        joined = replace(joined, bbox=joined.bbox.union(second.bbox))
    return joined, rest


def _name_tail(before: str, text: str) -> re.Match[str] | None:
    """The piece of a name's word broken for want of room that opens ``text``, or None: a
    narrow cell cuts a name inside its last word ("CINDER NEWT" / "S (2): AC 5 …",
    "GLOAMWARDEN" / "S: AC 3 …", "Smoulder Lizard" / "s (5): …"). The piece is in the case
    of the word the line above ends on (capitals after capitals, lower case after a word in
    lower or title case), ends before the count's bracket or the colon that opens the
    statistics (a stat field's label follows: "APPENDIX" / "B: MONSTERS" is no name), and
    is one letter or no word of its own: no name is one letter, and a whole word
    ("BRAMBLE" / "STALKER (3): …") is a word of its own, printed so."""
    tail = _NAME_TAIL.match(text)
    if len(before) < MIN_PART or tail is None:
        return None
    piece = tail.group(1)
    if not same_case(before, piece) or not is_stat_label(tail.group("label")):
        return None
    return tail if len(piece) == 1 or not is_word(piece) else None


def _opening_width(line: TextLine, count: int) -> float:
    """The printed width of the line's first ``count`` characters: measured on its letters
    when the reader placed them, else their share of the line's width."""
    spans = line.char_spans()
    if spans is not None and count:
        return spans[count - 1][1] - spans[0][0]
    return (line.bbox.x1 - line.bbox.x0) * count / max(len(line.text), 1)


def join_line_pair(first: TextLine, second: TextLine) -> tuple[TextLine, TextLine] | None:
    """Move the tail of a word broken after ``first`` up from ``second``; None if unbroken.
    The tail is in lower case ("mon-" / "ster"), or in capitals after a word of capitals
    ("SALA-" / "MANDERS (2): …", a name in a narrow cell): "Fire-" / "Breath" stays."""
    text = first.text.rstrip()
    if not text or text[-1] not in _HYPHEN_CHARS or text.endswith("--"):
        return None  # "--" is a dash, not a break
    before_match = _TRAILING_PART.search(text)
    lead = _LEADING_PART.match(second.text)
    if lead is None and before_match is not None and _capitals_word(before_match.group(1)):
        # a word of capitals goes on in capitals ("CINDER SALA-" / "MANDERS (2): AC 5"); a
        # letter alone is a range's start ("rooms A-" / "D"), no word
        lead = _LEADING_CAPITALS.match(second.text)
    if lead is None:
        return None
    tail = lead.group(1)
    if before_match is not None:
        before = before_match.group(1)
        new_end = joined_word(before, tail)[len(before) :]
    elif text[:-1].rstrip("".join(_HYPHEN_CHARS))[-1:].isdigit():
        new_end = "-" + tail
    else:
        return None
    moved = new_end + lead.group(2)
    return _replace_line_end(first, moved), _drop_line_start(second, len(lead.group(0)))


def _capitals_word(part: str) -> bool:
    """True for a piece of a word set in capitals, two letters or more ("SALA")."""
    return len(part) >= MIN_PART and part.isupper()


def _strip_hyphens(text: str) -> str:
    return text.rstrip().rstrip("".join(_HYPHEN_CHARS))


def _replace_line_end(line: TextLine, moved: str) -> TextLine:
    """Drop the line's trailing hyphen run and append ``moved`` to its last span."""
    spans = list(line.spans)
    while spans and not _strip_hyphens(spans[-1].text) and len(spans) > 1:
        spans.pop()
    last = spans[-1]
    spans[-1] = replace(last, text=_strip_hyphens(last.text) + moved)
    text = "".join(s.text for s in spans)
    return replace(line, text=text, spans=tuple(spans))


def _drop_line_start(line: TextLine, count: int) -> TextLine:
    """Remove the first ``count`` characters of the line (and the space after them)."""
    spans: list[TextSpan] = []
    left = count
    for span in line.spans:
        if left >= len(span.text):
            left -= len(span.text)
            continue
        spans.append(replace(span, text=span.text[left:]) if left else span)
        left = 0
    if spans:
        spans[0] = replace(spans[0], text=spans[0].text.lstrip())
    spans = [s for s in spans if s.text]
    text = "".join(s.text for s in spans)
    return replace(line, text=text, spans=tuple(spans))


def join_hyphenated_pages(pages: Sequence[PageText]) -> list[PageText]:
    """Apply ``join_hyphenated_lines`` to every page, then join words broken across pages;
    a word a stray space split is joined where the document prints it whole elsewhere
    (``join_printed_splits``)."""
    printed = printed_words(line.text for page in pages for line in page.lines)
    out: list[PageText] = []
    for page in pages:
        lines = join_printed_splits(page.lines, printed)
        lines = join_hyphenated_lines(lines, printed)
        if out and out[-1].lines and lines and out[-1].number + 1 == page.number:
            joined = join_line_pair(out[-1].lines[-1], lines[0])
            if joined is not None:
                out[-1] = replace(out[-1], lines=out[-1].lines[:-1] + (joined[0],))
                lines[0] = joined[1]
                lines = [line for line in lines if line.text.strip()]
        out.append(_with_lines(page, lines))
    return out


def join_printed_splits(lines: Sequence[TextLine], printed: frozenset[str]) -> list[TextLine]:
    """``lines`` with each word a stray space split joined where a part is a word of its own
    but the document prints the whole word elsewhere ("two gob lins" beside "Goblins (2)";
    ``split_words.is_split_word``). Each span is joined on its own; the characters' places
    lose the dropped spaces'."""
    return [_join_line_splits(line, printed) for line in lines]


def _join_line_splits(line: TextLine, printed: frozenset[str]) -> TextLine:
    """``line`` with the words a stray space split joined in each span; the line itself
    when none is (nearly every line: its places are not read then)."""
    spans: list[TextSpan] = []
    dropped: list[int] = []
    offset = 0
    for span in line.spans:
        spaces = stray_spaces(span.text, printed)
        text = span.text
        for space in reversed(spaces):
            text = text[:space] + text[space + 1 :]
        spans.append(replace(span, text=text) if spaces else span)
        dropped.extend(offset + space for space in spaces)
        offset += len(span.text)
    if not dropped:
        return line
    char_x = line.char_x
    if line.is_placed():
        gone = {2 * i for i in dropped} | {2 * i + 1 for i in dropped}
        char_x = tuple(x for i, x in enumerate(char_x) if i not in gone)
    text = "".join(span.text for span in spans)
    return replace(line, text=text, spans=tuple(spans), char_x=char_x)


def _with_lines(page: PageText, lines: list[TextLine]) -> PageText:
    if len(lines) == len(page.lines):
        return replace(page, lines=tuple(lines))
    return renumber_page(page, lines)  # a line vanished: keep columns and blocks dense
