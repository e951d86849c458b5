"""A number set in display type with its digits one under another: one number.

An area's key printed far larger than the text, in a cell or margin with room for one digit,
is set as a column of digits, "1" over "0", read top down: a table cell wrapped it, or the
designer stacked it beside the entry as a drop number. Read apart, the upper digit keyed the
entry as "1" (a duplicate) and the lower one stood as a line of its own or headed a line of
the entry's text ("0 leads down."): area 10 was lost, its creatures counted in the area before.

``join_stacked_digits`` reads a segment's fragments before they are cut into rows. The digits
opening a fragment (alone in it, or before the entry's text on their baseline), set at least
``DISPLAY_SCALE`` times the segment's body, take the digits opening a lower fragment as their
next ones when both are of one size and weight, over the same x-range, the lower top at most
``MAX_STEP_EM`` of their size under the upper's (the number's own leading; the key of the
next entry stands at least a line of its entry lower), nothing else in their column between
them, and no bold title after the lower digits (the key of an entry of its own). A number
has at most ``MAX_DIGITS`` digits; the joined digits stand in the upper ones' place.

Pure functions over the ``Fragment`` records of ``converter.read.lines``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from converter.read.lines import SPACES, Fragment, Glyph
from converter.read.spans import font_to_style

# Tunables (documented in docs/extraction.md).
DISPLAY_SCALE = 1.8  # stacked digits are set at least this many times the segment's body
# The lower digit's top lies within this many sizes under the upper's: stacked digits are set
# at their own leading (1.0-1.25 sizes), the next entry's key a line of its entry lower.
MAX_STEP_EM = 1.35
SIZE_SLACK = 0.05  # the digits' sizes agree within this share, as two glyphs of one font
MAX_DIGITS = 3  # an area key has at most this many digits
BESIDE_EM = 2.0  # the text a number heads starts within this many of its sizes to its right


@dataclass(frozen=True)
class _Digits:
    """The display digits opening fragment ``index``: ``count`` glyphs, their box."""

    index: int
    count: int
    x0: float
    x1: float
    top: float
    bottom: float
    size: float
    bold: bool


def _body_size(frags: Sequence[Fragment]) -> float:
    """The median size of the segment's printed glyphs: its body type."""
    sizes = sorted(g.size for f in frags for g in f.glyphs if g.text not in SPACES)
    return sizes[len(sizes) // 2] if sizes else 10.0


def _opening_digits(index: int, frag: Fragment, body: float) -> _Digits | None:
    """The run of digits opening ``frag`` (with the full stop that closes it), when it is
    of one size and at least ``DISPLAY_SCALE`` times ``body``."""
    glyphs = frag.glyphs
    first = glyphs[0]
    if not first.text.isdigit() or first.size < DISPLAY_SCALE * body:
        return None
    count = 1
    while count < len(glyphs) and count < MAX_DIGITS and _same_run(first, glyphs[count]):
        count += 1
    if count < len(glyphs) and glyphs[count].text == "." and glyphs[count].font == first.font:
        count += 1
    run = glyphs[:count]
    return _Digits(
        index,
        count,
        min(g.x0 for g in run),
        max(g.x1 for g in run),
        min(g.top for g in run),
        max(g.bottom for g in run),
        first.size,
        font_to_style(first.font).bold,
    )


def _same_run(first: Glyph, glyph: Glyph) -> bool:
    return glyph.text.isdigit() and glyph.font == first.font and glyph.size == first.size


def _number(frag: Fragment, digits: _Digits) -> str:
    return "".join(g.text for g in frag.glyphs[: digits.count])


def _beside(digits: _Digits, frags: Sequence[Fragment]) -> Glyph | None:
    """The first printed glyph of the text the digits head: after them on their baseline,
    else the topmost fragment beside them (within ``BESIDE_EM`` of their size to their right,
    level with them), if any."""
    frag = frags[digits.index]
    own = next((g for g in frag.glyphs[digits.count :] if g.text not in SPACES), None)
    if own is not None:
        return own
    reach = digits.x1 + BESIDE_EM * digits.size
    level = [
        f
        for k, f in enumerate(frags)
        if k != digits.index
        and digits.x1 - SIZE_SLACK * digits.size <= f.x0 <= reach
        and f.top < digits.bottom
        and f.bottom > digits.top
    ]
    if not level:
        return None
    nearest = min(level, key=lambda f: (f.top, f.x0))
    return next((g for g in nearest.glyphs if g.text not in SPACES), None)


def _continues(upper: _Digits, lower: _Digits, frags: Sequence[Fragment], used: set[int]) -> bool:
    """True when ``lower``'s digits are the next ones of the number ``upper`` ends."""
    if lower.index in used or abs(lower.size - upper.size) > SIZE_SLACK * upper.size:
        return False
    if lower.bold != upper.bold or not 0 < lower.top - upper.top <= MAX_STEP_EM * upper.size:
        return False
    overlap = min(upper.x1, lower.x1) - max(upper.x0, lower.x0)
    if overlap < 0.5 * min(upper.x1 - upper.x0, lower.x1 - lower.x0):
        return False
    after = _beside(lower, frags)
    if after is not None and font_to_style(after.font).bold:
        return False  # a bold title after a key: an entry of its own
    left, right = min(upper.x0, lower.x0), max(upper.x1, lower.x1)
    return not any(
        k not in (upper.index, lower.index)
        and upper.top < f.top < lower.top
        and f.x0 < right
        and f.x1 > left
        for k, f in enumerate(frags)
    )


def _stack_under(
    head: _Digits, found: Sequence[_Digits], frags: Sequence[Fragment], used: set[int]
) -> list[_Digits]:
    """The digits stacked under ``head``, top down."""
    stack = [head]
    digits = len(_number(frags[head.index], head))
    for lower in found:
        if _number(frags[stack[-1].index], stack[-1]).endswith("."):
            break
        more = len(_number(frags[lower.index], lower).rstrip("."))
        if digits + more <= MAX_DIGITS and _continues(stack[-1], lower, frags, used):
            stack.append(lower)
            digits += more
    return stack


def _rebuilt(glyphs: Sequence[Glyph]) -> Fragment:
    """A fragment of ``glyphs``, its box theirs, its size the largest."""
    return Fragment(
        min(g.x0 for g in glyphs),
        min(g.top for g in glyphs),
        max(g.x1 for g in glyphs),
        max(g.bottom for g in glyphs),
        max(g.size for g in glyphs),
        tuple(glyphs),
    )


def _one_number(stack: Sequence[_Digits], frags: Sequence[Fragment]) -> Fragment:
    """The top fragment with every stacked digit in its number's place: each digit gets an
    equal share of the stack's x-range, on the top line; the text after it stays."""
    top = frags[stack[0].index]
    digits = [g for d in stack for g in frags[d.index].glyphs[: d.count]]
    x0, x1 = min(d.x0 for d in stack), max(d.x1 for d in stack)
    step = (x1 - x0) / len(digits)
    placed = [
        g._replace(
            x0=x0 + k * step,
            x1=x0 + (k + 1) * step,
            top=top.glyphs[0].top,
            bottom=top.glyphs[0].bottom,
            space_before=False,
        )
        for k, g in enumerate(digits)
    ]
    return _rebuilt([*placed, *top.glyphs[stack[0].count :]])


def _without_digits(frag: Fragment, digits: _Digits) -> Fragment | None:
    """The fragment's text after its digits (``None`` when they were all of it)."""
    rest = list(frag.glyphs[digits.count :])
    while rest and rest[0].text in SPACES:
        rest.pop(0)
    if not rest:
        return None
    rest[0] = rest[0]._replace(space_before=False)
    return _rebuilt(rest)


def join_stacked_digits(frags: Sequence[Fragment]) -> list[Fragment]:
    """Fragments with each number whose digits stand one under another read as one number
    ("1" over "0" → "10"), in the top digit's fragment; a lower digit leaves its fragment,
    and a fragment left empty is dropped."""
    if sum(1 for f in frags if f.glyphs and f.glyphs[0].text.isdigit()) < 2:
        return list(frags)  # ``_opening_digits`` needs a digit first: no two stacks to join
    body = _body_size(frags)
    found = sorted(
        (d for k, f in enumerate(frags) if f.glyphs and (d := _opening_digits(k, f, body))),
        key=lambda d: (d.top, d.x0),
    )
    if len(found) < 2:
        return list(frags)
    out: dict[int, Fragment | None] = {}
    used: set[int] = set()
    for i, head in enumerate(found):
        if head.index in used:
            continue
        stack = _stack_under(head, found[i + 1 :], frags, used)
        if len(stack) < 2:
            continue
        used.update(d.index for d in stack)
        out[head.index] = _one_number(stack, frags)
        for lower in stack[1:]:
            out[lower.index] = _without_digits(frags[lower.index], lower)
    if not out:
        return list(frags)
    kept = [out.get(k, f) for k, f in enumerate(frags)]
    return [f for f in kept if f is not None]
