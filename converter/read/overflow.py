"""Lines that overflow their column into the next one.

A line set too wide for its column (a stat block's ability table, a long caption) runs on
under or over the next column's text. It crosses the gutter like a title or a table set
across both columns, but it is not one: beside it, on its own rows, the other column's text
goes on in another type size. Such a row is read as two columns' rows, and the overflowing
line stays with the column it starts in, together with the rest of its run on that baseline.

Pure functions over ``converter.read.lines.Fragment``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import Fragment

SIZE_STEP_PT = 0.5  # type sizes further apart than this are two styles
BESIDE_EM = 8.0  # the columns' text "beside" a line crossing the gutter lies this near its row


def _same_rows(a: Fragment, b: Fragment) -> bool:
    """True when ``b``'s middle lies within ``a``'s height (one row)."""
    return a.top <= (b.top + b.bottom) / 2 <= a.bottom


def overflowed(blocker: Fragment, frags: Sequence[Fragment], middle: float) -> bool:
    """True when ``blocker`` (crossing the gutter at x = ``middle``) overflows the column it
    starts in: on its row, the far column holds text of another type size. The row is
    either line's: a small line (a tracked heading in small capitals) overflowing beside
    larger text stands within that text's height, though the text's middle is below it."""
    left = blocker.x0 < middle
    for f in frags:
        if f is blocker or f.x0 < middle < f.x1:
            continue
        if not (_same_rows(blocker, f) or _same_rows(f, blocker)):
            continue
        far = f.x0 >= middle if left else f.x1 <= middle
        if far and abs(f.size - blocker.size) > SIZE_STEP_PT:
            return True
    return False


def stays_in_gutter(blocker: Fragment, frags: Sequence[Fragment], middle: float) -> bool:
    """True when ``blocker`` (crossing the gutter at x = ``middle``) reaches the text of one
    side only: it ends before the right-hand text starts, or starts after the left-hand text
    ends. Two columns of ability tables set too wide run into the gutter from both sides
    and may even touch there; a title or a table set across both columns covers text
    columns on both sides, and a page number standing in the gutter reaches neither."""
    return gutter_side(blocker, frags, middle) is not None


def gutter_side(blocker: Fragment, frags: Sequence[Fragment], middle: float) -> int | None:
    """0 or 1 when ``blocker`` reaches the text of the left or the right side only (see
    ``stays_in_gutter``), else None."""
    left_end, right_start = _side_edges(blocker, frags, middle)
    reaches_left = blocker.x0 < left_end - 0.5
    reaches_right = blocker.x1 > right_start + 0.5
    if reaches_left == reaches_right:
        return None
    return 0 if reaches_left else 1


def _side_edges(blocker: Fragment, frags: Sequence[Fragment], middle: float) -> tuple[float, float]:
    """Where the left side's text ends and the right side's starts beside ``blocker``: on
    the fragments within ``BESIDE_EM`` of its row, or on all of a side's when none of it
    stands there (a running header centred over the page may start inside the gutter, far
    above a stat line running into the gutter from the left column)."""
    reach = BESIDE_EM * max(blocker.size, 1.0)
    sides: list[float] = []
    for left in (True, False):
        side = [f for f in frags if (f.x1 <= middle if left else f.x0 >= middle)]
        near = [f for f in side if abs(f.top - blocker.top) <= reach] or side
        if left:
            sides.append(max((f.x1 for f in near), default=middle))
        else:
            sides.append(min((f.x0 for f in near), default=middle))
    return sides[0], sides[1]


def _on_baseline(a: Fragment, b: Fragment) -> bool:
    """True when ``a`` and ``b`` stand on one baseline in one type size (one run of text)."""
    return abs(a.size - b.size) <= SIZE_STEP_PT and abs(a.bottom - b.bottom) <= 0.3 * a.size


def split_overflowed(
    frags: Sequence[Fragment], middle: float, blockers: Sequence[Fragment]
) -> list[list[Fragment]]:
    """Cut a region at a gutter crossed only by overflowing lines: each fragment goes to the
    side its left edge is on, except that a line running into the gutter goes to the side
    whose text it reaches, and the run of a line overflowing from the left (the fragments
    of its size on its baseline, right of it) stays with that line."""
    sides: list[list[Fragment]] = [[], []]
    # A line running into the gutter belongs to the side whose text it reaches, wherever
    # its left edge falls (a line from the right column may start a point left of the cut).
    own = {id(b): gutter_side(b, frags, middle) for b in blockers}
    for f in frags:
        side = 0 if f.x0 < middle else 1
        if own.get(id(f)) is not None:
            sides[own[id(f)] or 0].append(f)
            continue
        for b in blockers:
            # The run is the rest of b's baseline, not the far column's own line of the
            # same size on the same row (its ability table beside this one).
            b_side = own.get(id(b))
            if b_side is None:
                b_side = 0 if b.x0 < middle else 1
            # A run goes on to the right of a line overflowing from the left column; a line
            # that stays in the gutter ends short of the right column's text, so what
            # starts there is that column's own line.
            if own.get(id(b)) == 0 and f.x0 >= _side_edges(b, frags, middle)[1] - 0.5:
                continue
            if b_side == 0 and f.x0 > b.x0 and _on_baseline(b, f):
                side = 0
                break
        sides[side].append(f)
    return [side for side in sides if side]


def return_overprinted(parts: list[list[Fragment]]) -> list[list[Fragment]]:
    """Give back to the column on its left each fragment that overprints the text of the
    column it was cut into: it overlaps a fragment of another type size on its row there,
    and continues a run of its own size on the same row in the column to the left (the
    right end of an overflowing line, cut off it at a gap that happens to fall on the
    gutter). Text set on purpose never overprints other text."""
    out = [list(part) for part in parts]
    for i in range(1, len(out)):
        moved = [f for f in _overprinting(out[i]) if _run_in(f, out[i - 1])]
        if moved:
            out[i] = [f for f in out[i] if f not in moved]
            out[i - 1].extend(moved)
    return [part for part in out if part]


def _overprinting(part: Sequence[Fragment]) -> list[Fragment]:
    """The fragments of ``part`` whose box overlaps one of another type size on its row."""
    found: list[Fragment] = []
    ordered = sorted(part, key=lambda f: f.top)
    for k, a in enumerate(ordered):
        for b in ordered[k + 1 :]:
            if b.top >= a.bottom:
                break
            if abs(a.size - b.size) <= SIZE_STEP_PT or b.x0 >= a.x1 or a.x0 >= b.x1:
                continue
            if _same_rows(a, b) or _same_rows(b, a):
                found.extend(f for f in (a, b) if f not in found)
    return found


def _run_in(f: Fragment, part: Sequence[Fragment]) -> bool:
    """True when ``part`` holds a fragment of ``f``'s size on ``f``'s baseline."""
    return any(
        abs(g.size - f.size) <= SIZE_STEP_PT and abs(g.bottom - f.bottom) <= 0.3 * f.size
        for g in part
    )
