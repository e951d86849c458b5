"""Kerned gaps on a line: where a page's word-gap tolerance cannot tell them from word gaps.

A DTP export (InDesign, Affinity) cuts a word into glyph runs and puts its tracking and
kerning between them; a tracked heading's runs then stand 0.05–0.25 em apart inside a word
("Cav|e Bea|r"), as wide as the narrowest word gaps elsewhere on the page (a bold line set with
its natural space, 0.25 em). The page's histogram has no empty stretch between the two, so its
tolerance falls among the kerned gaps. A line knows more than its page: its word gaps in one
face are set by one space (equal on a ragged line, stretched alike on a justified one), while
its kerned gaps inside words are a fraction of that. So in one face of one line, the gaps
between two letters that are clearly narrower than the line's other gaps between letters are
letters, not words (``kerned_joins``).

Only gaps between two letters are weighed: a gap beside a digit, a stop or a bracket ("2  Flag",
"cave.  The", "(1  in") may be set wider or narrower by rule (a key's quad, sentence spacing),
and says nothing of the face's word space. Pure functions over ``lines.Glyph``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from converter.read.lines import SPACES, WORD_GAP_RANGE_EM, Glyph

# Tunables (documented in docs/extraction.md).
KERN_WORD_RATIO = 1.4  # a face's word gaps on a line are at least this many times its kerned ones
KERN_WORD_MAX_EM = 0.6  # a wider gap is no word space of the face (a quad, a tab stop)


def kerned_joins(glyphs: Sequence[Glyph], word_gap_em: float) -> frozenset[int]:
    """Indices of glyphs whose gap before them is a kerned gap inside a word, though wider than
    the page's tolerance ``word_gap_em``: in one face (font and size) of the line, the gaps
    between two letters over the tolerance sort into two classes parted by a ratio of
    ``KERN_WORD_RATIO`` or more, and the narrow class stays under the widest tolerance a page
    may have (``WORD_GAP_RANGE_EM``); the narrow class is letters. Empty when no face has
    both."""
    by_face: dict[tuple[str, float], list[tuple[int, float]]] = defaultdict(list)
    for k in range(1, len(glyphs)):
        glyph, before = glyphs[k], glyphs[k - 1]
        if glyph.space_before or glyph.text in SPACES or before.text in SPACES:
            continue
        if not (glyph.text.isalpha() and before.text.isalpha()):
            continue
        face = (glyph.font, round(glyph.size, 1))
        if face != (before.font, round(before.size, 1)):
            continue
        gap = (glyph.x0 - before.x1) / max(glyph.size, 1.0)
        if word_gap_em < gap <= KERN_WORD_MAX_EM:
            by_face[face].append((k, gap))
    joined: set[int] = set()
    for gaps in by_face.values():
        cut = _narrow_class(sorted(gap for _, gap in gaps))
        if cut is not None:
            joined.update(k for k, gap in gaps if gap <= cut)
    return frozenset(joined)


def _narrow_class(gaps: Sequence[float]) -> float | None:
    """The widest gap of the narrow class: ``gaps`` (sorted) part below the word class at the
    highest step of ``KERN_WORD_RATIO`` or more whose lower side stays under the widest page
    tolerance (a gap that wide is a word gap anywhere); None when there is no such step. The
    highest, not the steepest: kerned gaps vary among themselves ("Ca|rrio|n": 0.1 and 0.2
    em), the word gaps above them do not."""
    steps = [
        gaps[i]
        for i in range(len(gaps) - 1)
        if gaps[i] <= WORD_GAP_RANGE_EM[1] and gaps[i + 1] >= KERN_WORD_RATIO * gaps[i]
    ]
    return steps[-1] if steps else None
