"""Key sequences: how well one area key continues another, and the greedy split of key
candidates into sequences, best first (``areas_keys`` scores the candidates and judges the
sequences)."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from converter.detect.areas_common import HEX_KEY_DIGITS, Candidate, Key

MAX_PREDECESSORS = 400
MAX_KEY_GAP_LINES = 300  # consecutive keys further apart belong to different lists
MAX_KEY_GAP_PAGES = 3
SAME_KEY_MARGIN = 0.5


def is_hex_key(key: Key) -> bool:
    digits = key.text.replace(".", "")
    return len(digits) == HEX_KEY_DIGITS and digits.isdigit()


_PARENT_PREFIX = re.compile(r"^(?P<parent>\d{1,3})[-–.]$")


def _parent(key: Key) -> int | None:
    """The number of the key a dash- or point-numbered sub-key stands under ("4-1" and "4.1"
    are under "4")."""
    match = _PARENT_PREFIX.match(key.prefix)
    return int(match.group("parent")) if match else None


def first_sub_key(a: Key, b: Key) -> bool:
    """True when ``b`` is the first sub-key numbered under ``a`` ("3" then "3.1" or "3-1")."""
    return not a.prefix and b.number == 1 and not b.suffix and _parent(b) == a.number


def _outranks_parent(a: Candidate, b: Candidate) -> bool:
    """True when a dash sub-key is set more strongly than the key it would stand under
    ("2-1" as a heading key after a plain list's "2."): sub-areas are printed no more
    prominently than their area, so that "2" is no parent of it (nor "2-5" of a list's "3")."""
    down = not a.key.prefix and _parent(b.key) == a.key.number
    up = not b.key.prefix and _parent(a.key) is not None
    if down:
        return b.score > a.score + SAME_KEY_MARGIN
    if up:
        return a.score > b.score + SAME_KEY_MARGIN
    return False


def follows(a: Key, b: Key) -> float | None:
    """How well key ``b`` continues a sequence after key ``a``: a penalty, or None.

    Sub-areas numbered under their area's key ("4", "4-1", "4-2", "5") continue it as letter
    suffixes do ("4", "4a", "4b", "5"): the first sub-key follows its parent, the next key of
    the parent's sequence follows the last sub-key."""
    if not a.prefix and b.number == 1 and not b.suffix and _parent(b) == a.number:
        return 0.0
    if not b.prefix and _parent(a) is not None and a.prefix != b.prefix:
        parent = _parent(a)
        return follows(Key(str(parent), "", parent or 0, ""), b)
    if a.prefix != b.prefix:
        return None
    if is_hex_key(a) and is_hex_key(b):
        return 0.0 if b.number > a.number else None  # hex-crawl keys: 0101, 0104, 0203 …
    if b.number == a.number and b.suffix and b.suffix > a.suffix:
        return 0.0 if ord(b.suffix) - ord(a.suffix or "@") == 1 else 1.0
    if b.number == a.number + 1 and b.suffix in ("", "A"):
        return 0.0
    if a.number < b.number <= a.number + 3 and b.suffix in ("", "A"):
        return 1.0 * (b.number - a.number - 1)
    return None


def _too_far(a: Candidate, b: Candidate, pages: Sequence[int]) -> bool:
    """True when ``b`` is too many lines or reading pages (``pages``: each line's) after ``a``."""
    gap = pages[b.index] - pages[a.index]
    return b.index - a.index > MAX_KEY_GAP_LINES or gap > MAX_KEY_GAP_PAGES


def _same_key_neighbours(candidates: Sequence[Candidate]) -> tuple[list[int], list[int]]:
    """For each candidate, the nearest earlier and later candidate with the same key text
    and a score at least as high (less a margin); -1 / len when there is none."""
    by_key: dict[str, list[int]] = {}
    for i, cand in enumerate(candidates):
        by_key.setdefault(cand.key.text, []).append(i)
    previous_same = [-1] * len(candidates)
    next_same = [len(candidates)] * len(candidates)
    for indices in by_key.values():
        for pos, i in enumerate(indices):
            floor = candidates[i].score - SAME_KEY_MARGIN
            earlier = [k for k in indices[:pos] if candidates[k].score >= floor]
            later = [k for k in indices[pos + 1 :] if candidates[k].score >= floor]
            previous_same[i] = earlier[-1] if earlier else -1
            next_same[i] = later[0] if later else len(candidates)
    return previous_same, next_same


def _key_positions(candidates: Sequence[Candidate]) -> dict[str, list[int]]:
    by_key: dict[str, list[int]] = {}
    for i, cand in enumerate(candidates):
        by_key.setdefault(cand.key.text, []).append(i)
    return by_key


def _restarts_between(
    candidates: Sequence[Candidate], copies: dict[str, list[int]], j: int, i: int
) -> bool:
    """True when another copy of key ``j``, set at least as strongly as key ``i``, lies
    between them: ``i`` continues that copy's sequence, not ``j``'s (a bold numbered list's
    "4." does not go on to "5" of the map key that restarted at "1" after it)."""
    floor = min(candidates[j].score, candidates[i].score) - SAME_KEY_MARGIN
    same = copies[candidates[j].key.text]  # ascending (``_key_positions``): the copies
    # strictly between j and i are one slice of it, found by bisection, not a scan of all
    between = same[bisect_right(same, j) : bisect_left(same, i)]
    return any(candidates[k].score >= floor for k in between)


def key_chains(candidates: Sequence[Candidate], pages: Sequence[int]) -> list[list[Candidate]]:
    """Split candidates into key sequences, best first, greedily (``pages``: each line's
    page in reading order, ``Context.reading_pages``)."""
    remaining = list(candidates)
    chains: list[list[Candidate]] = []
    while len(remaining) >= 2:
        best: list[float] = []
        back: list[int] = []
        # A sequence never jumps over another copy of either key: "3" of one list does not
        # continue to "4" of the next list when that list has its own "3" in between.
        # (Only copies set at least as strongly count: a plain step list inside a room's
        # text does not break the room key around it.)
        previous_same, next_same = _same_key_neighbours(remaining)
        copies = _key_positions(remaining)
        for i, cand in enumerate(remaining):
            value, link = cand.score, -1
            for j in range(max(0, i - MAX_PREDECESSORS, previous_same[i] + 1), i):
                if _too_far(remaining[j], cand, pages) or next_same[j] < i:
                    continue
                if _restarts_between(remaining, copies, j, i):
                    continue
                penalty = follows(remaining[j].key, cand.key)
                if penalty is None or _outranks_parent(remaining[j], cand):
                    continue
                through = best[j] + cand.score - penalty
                if through > value:
                    value, link = through, j
            best.append(value)
            back.append(link)
        end = max(range(len(remaining)), key=lambda k: best[k])
        chain_indices = [end]
        while back[chain_indices[-1]] != -1:
            chain_indices.append(back[chain_indices[-1]])
        chain_indices.reverse()
        if len(chain_indices) < 2 or best[end] <= 0:
            break
        chains.append([remaining[k] for k in chain_indices])
        taken = set(chain_indices)
        remaining = [c for k, c in enumerate(remaining) if k not in taken]
    return chains
