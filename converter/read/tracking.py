"""Tracked (letter-spaced) lines at the fragment level: join the word groups that the plain
fragment cut (``lines.JOIN_GAP_EM``) took apart at a tracked word gap.

Pure functions over ``lines.Fragment``; ``layout.glyphs_to_page`` calls
``join_tracked_fragments`` on each direction's fragments before they are cut into columns.
"""

from __future__ import annotations

from converter.read.lines import JOIN_GAP_EM, SPACES, Fragment, Glyph
from converter.read.spans import LETTER_GAP_SPREAD_EM, LETTER_SPACED_RUN

TRACK_MIN_EM = 0.15  # even letter gaps at least this wide are tracking, not kerning
TRACK_WORD_GAPS = 3  # a tracked word gap is a plain one plus up to this many letter gaps


def join_tracked_fragments(frags: list[Fragment]) -> list[Fragment]:
    """Join fragments of one letter-spaced (tracked) line that ``JOIN_GAP_EM`` cut apart.

    Tracking widens every advance by the same amount *t*, so a word gap of a tracked heading
    is a plain word gap plus one to ``TRACK_WORD_GAPS`` times *t* (after the letter, after
    the space, and the word spacing some setters add): ``5 . C O P P E R  V A T`` is cut
    after ``5 .`` and the key lands in another column segment.  Two fragments next on one
    baseline, cut at a space, join when the letter gaps of both are even and as wide as each
    other (or one is a lone glyph), they hold at least ``LETTER_SPACED_RUN`` letter gaps
    between them, and the gap is under ``JOIN_GAP_EM`` plus ``TRACK_WORD_GAPS`` letter gaps.
    """
    if len(frags) < 2:
        return frags
    out = [frags[0]]
    state: tuple[float, int] | None = None  # the tracking of out[-1], measured when needed
    for frag in frags[1:]:
        last = out[-1]
        em = max(last.size, frag.size, 1.0)
        gap = frag.x0 - last.x1
        if (
            gap > JOIN_GAP_EM * em
            and abs(frag.bottom - last.bottom) <= 0.3 * em
            and (last.glyphs[-1].text in SPACES or frag.glyphs[0].space_before)
        ):
            track, count = state or _tracking(last)
            f_track, f_count = _tracking(frag)
            joined = _same_tracking(track, count, f_track, f_count)
            if joined and gap <= (JOIN_GAP_EM + TRACK_WORD_GAPS * joined) * em:
                out[-1] = Fragment(
                    last.x0,
                    min(last.top, frag.top),
                    max(last.x1, frag.x1),
                    max(last.bottom, frag.bottom),
                    max(last.size, frag.size),
                    last.glyphs + frag.glyphs,
                )
                state = (joined, count + f_count)
                continue
            state = (f_track, f_count)
        else:
            state = None
        out.append(frag)
    return out


def _same_tracking(track: float, count: int, f_track: float, f_count: int) -> float:
    """The letter gap (em) two runs share, or 0: both even and alike, or one a lone glyph
    (count 0), with ``LETTER_SPACED_RUN`` gaps in all; a count below 0 is a run not tracked."""
    if count < 0 or f_count < 0 or count + f_count < LETTER_SPACED_RUN:
        return 0.0
    if count and f_count:
        return track if abs(track - f_track) <= LETTER_GAP_SPREAD_EM else 0.0
    return track or f_track


def _tracking(frag: Fragment) -> tuple[float, int]:
    """A fragment's even letter gap in em and how many gaps it has ((0, 0) for a lone glyph),
    or (0, -1) when its letters are not evenly tracked (stops at the first tight gap)."""
    em = max(frag.size, 1.0)
    low = high = 0.0
    count = 0
    before: Glyph | None = None
    for g in frag.glyphs:
        if g.text in SPACES:
            before = None
            continue
        if before is not None and not g.space_before:
            gap = (g.x0 - before.x1) / em
            if gap < TRACK_MIN_EM:
                return 0.0, -1
            low, high = (gap, gap) if not count else (min(low, gap), max(high, gap))
            count += 1
        before = g
    if count and high - low > LETTER_GAP_SPREAD_EM:
        return 0.0, -1
    return ((low + high) / 2, count)
