"""Text set outside the column it belongs to: hanging keys and initials.

* A *hanging key* is an area number set in the margin beside the heading or line it keys
  (common in OSR zines); an *initial* is a paragraph's first letter printed large: a drop
  cap sunk over the first lines, or a raised cap standing on the first line (classic
  modules).  Both sit apart from the column's text, and the XY-cut gives them a segment of
  their own: read that way the key loses its heading and the first word its first letter.
* ``attach_margin_strips`` gives such a *margin strip* back to the column it hangs beside:
  a narrow segment of short tokens, each aligned to the top or bottom of a line of the
  column (a key is typeset on its line) or an initial beside the line it starts.  Map
  labels beside a column stand at any height and in a smaller size, so they stay apart.
* ``rows_with_initials`` puts each initial at the head of the paragraph's first line (the
  topmost line beside it), joined to the word it starts, instead of the row its middle
  happens to fall in (a drop cap three lines tall would merge the lines beside it).

Pure functions over the ``Fragment`` records of ``converter.read.lines``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import SPACES, Fragment, fragments_to_rows
from converter.read.stacked_digits import join_stacked_digits

# Tunables (documented in docs/extraction.md).
STRIP_TOKEN_CHARS = 4  # a margin strip holds tokens of at most this many letters ("12a")
MARGIN_STRIP_EM = 5.0  # a margin strip, and its distance to the column, at most this many ems
STRIP_EDGE_EM = 0.5  # the tokens of a strip share a left or right edge this closely
KEY_ALIGN_EM = 0.25  # a hanging key's top or bottom is this close to its line's
KEY_SIZE_SHARE = 0.8  # a hanging key is set at least this share of its line's size
INITIAL_SCALE = 1.8  # an initial is at least this many times the body size
INITIAL_REACH_EM = 5.0  # ... and stands at most this many body ems left of its line
DISPLAY_KEY_RISE_EM = 0.5  # a display key's top stands at most this many line ems above it


def _letters(frag: Fragment) -> str:
    return "".join(g.text for g in frag.glyphs if g.text not in SPACES)


def _median_size(frags: Sequence[Fragment]) -> float:
    sizes = sorted(f.size for f in frags)
    return sizes[len(sizes) // 2] if sizes else 10.0


def _is_initial_shape(frag: Fragment) -> bool:
    """One letter, perhaps after an opening quote: the shape of a drop or raised cap."""
    letters = _letters(frag)
    return (
        1 <= len(letters) <= 2
        and letters[-1].isalpha()
        and letters[:-1] in ("", "“", '"', "‘", "'")
    )


def _is_display_key_shape(frag: Fragment) -> bool:
    """A number of one to three digits, perhaps closed by a full stop: an area key."""
    letters = _letters(frag).rstrip(".")
    return 1 <= len(letters) <= 3 and letters.isdigit()


def is_initial(frag: Fragment, body: float) -> bool:
    """True for a paragraph's large first letter: one letter ``INITIAL_SCALE`` times the body."""
    return frag.size >= INITIAL_SCALE * body and _is_initial_shape(frag)


# ---------------------------------------------------------------------------------------------
# Margin strips → the column they hang beside


def _box(frags: Sequence[Fragment]) -> tuple[float, float, float, float]:
    return (
        min(f.x0 for f in frags),
        min(f.top for f in frags),
        max(f.x1 for f in frags),
        max(f.bottom for f in frags),
    )


def _strip_shape(seg: Sequence[Fragment]) -> bool:
    """Short tokens sharing a left or right edge: keys and initials set flush in a margin."""
    if not seg or any(len(_letters(f)) > STRIP_TOKEN_CHARS for f in seg):
        return False
    edge = STRIP_EDGE_EM * min(f.size for f in seg)
    lefts = [f.x0 for f in seg]
    rights = [f.x1 for f in seg]
    return max(lefts) - min(lefts) <= edge or max(rights) - min(rights) <= edge


def set_on_line(key: tuple[float, float, float], line: tuple[float, float, float]) -> bool:
    """True when a key (top, bottom, size) is typeset on a line (top, bottom, size): the same
    top or bottom, in about the same size, or set larger on the line's foot (a display
    numeral hung beside a smaller heading shares its baseline, not its top).  A map label
    stands at its own height and is usually set smaller."""
    ktop, kbottom, ksize = key
    top, bottom, size = line
    if ksize < KEY_SIZE_SHARE * size:
        return False
    tolerance = KEY_ALIGN_EM * size
    if size < KEY_SIZE_SHARE * ksize:
        return abs(kbottom - bottom) <= tolerance
    return abs(ktop - top) <= tolerance or abs(kbottom - bottom) <= tolerance


def heads_line(key: tuple[float, float, float], line: tuple[float, float, float]) -> bool:
    """True when a key (top, bottom, size) set ``INITIAL_SCALE`` times a line's size has its
    top within the line (or up to ``DISPLAY_KEY_RISE_EM`` above it: a big numeral's box
    stands taller over its digits than a line's over its letters): a display numeral in a
    cell of its own, set from the first line of the entry it keys downwards."""
    ktop, _, ksize = key
    top, bottom, size = line
    return ksize >= INITIAL_SCALE * size and top - DISPLAY_KEY_RISE_EM * size <= ktop <= bottom


def _key_aligned(key: Fragment, column: Sequence[Fragment]) -> bool:
    """A hanging key is typeset on a line of the column, or a display key heads one."""
    spot = (key.top, key.bottom, key.size)
    return any(
        set_on_line(spot, line) or (_is_display_key_shape(key) and heads_line(spot, line))
        for line in ((f.top, f.bottom, f.size) for f in column)
    )


def _initial_beside(cap: Fragment, column: Sequence[Fragment]) -> bool:
    return any(f.top < cap.bottom and cap.top < f.bottom for f in column)


def hangs_beside(strip: Sequence[Fragment], column: Sequence[Fragment]) -> bool:
    """True when ``strip`` is a margin strip of ``column``: narrow, close to it, and every token
    either a key aligned to one of its lines or an initial beside one."""
    body = _median_size(column)
    sx0, _, sx1, _ = _box(strip)
    cx0, _, cx1, _ = _box(column)
    if sx1 - sx0 > MARGIN_STRIP_EM * body:
        return False
    gap = cx0 - sx1 if sx1 <= cx0 else sx0 - cx1
    if not -1.0 <= gap <= MARGIN_STRIP_EM * body:
        return False
    return all(
        _initial_beside(f, column) if is_initial(f, body) else _key_aligned(f, column)
        for f in strip
    )


def _strip_target(i: int, segments: Sequence[Sequence[Fragment]], strips: set[int]) -> int:
    """The column segment strip ``i`` hangs beside (the one to its right first: keys and
    initials come before the text they start), or -1."""
    sx0, stop, sx1, sbottom = _box(segments[i])
    right: list[tuple[float, int]] = []
    left: list[tuple[float, int]] = []
    for j, seg in enumerate(segments):
        if j == i or j in strips:
            continue
        x0, top, x1, bottom = _box(seg)
        if top > sbottom or bottom < stop:
            continue
        if x0 >= sx1 - 0.5:
            right.append((x0 - sx1, j))
        elif x1 <= sx0 + 0.5:
            left.append((sx0 - x1, j))
    for side in (right, left):
        if side:
            j = min(side)[1]
            if hangs_beside(segments[i], segments[j]):
                return j
    return -1


def attach_margin_strips(segments: list[list[Fragment]]) -> list[list[Fragment]]:
    """Merge each margin strip into the column segment it hangs beside (reading order kept:
    the strip's tokens are read on the lines they align with)."""
    if len(segments) < 2:
        return segments
    strips = {i for i, seg in enumerate(segments) if _strip_shape(seg)}
    if not strips:
        return segments
    targets = {i: _strip_target(i, segments, strips) for i in sorted(strips)}
    if all(j < 0 for j in targets.values()):
        return segments
    out: list[list[Fragment]] = []
    for k, seg in enumerate(segments):
        if targets.get(k, -1) >= 0:
            continue
        merged = list(seg)
        for i, j in targets.items():
            if j == k:
                merged += segments[i]
        out.append(merged)
    return out


# ---------------------------------------------------------------------------------------------
# Initials → the head of the line they start


def _row_started_by(cap: Fragment, rows: Sequence[list[Fragment]], body: float) -> int:
    """Index of the topmost row beside ``cap`` when it starts there (its text begins right of
    the cap, within ``INITIAL_REACH_EM``), else -1."""
    for k, row in enumerate(rows):
        top = min(f.top for f in row)
        bottom = max(f.bottom for f in row)
        if min(cap.bottom, bottom) - max(cap.top, top) < 0.5 * (bottom - top):
            continue
        first = row[0]
        if cap.x1 - 1 <= first.x0 <= cap.x1 + INITIAL_REACH_EM * body:
            return k
        return -1
    return -1


def _reach_to(cap: Fragment, x: float) -> Fragment:
    """The cap with its box widened to the text it starts, so the word reads whole."""
    if x <= cap.x1:
        return cap
    glyphs = tuple(g._replace(x1=x) if g.x1 == cap.x1 else g for g in cap.glyphs)
    return cap._replace(x1=x, glyphs=glyphs)


def _row_span(row: Sequence[Fragment]) -> tuple[float, float, float]:
    return min(f.top for f in row), max(f.bottom for f in row), _median_size(row)


def _heads_row(key: Fragment, rows: Sequence[list[Fragment]], body: float) -> bool:
    """A display key heads the topmost line beside it when its top stands within that line
    (a large number in a cell of its own, set from the entry's first line down) and its
    foot is not set on it (a hanging key on its line's foot stays where the rows put it)."""
    k = _row_started_by(key, rows, body)
    if k < 0:
        return False
    spot = (key.top, key.bottom, key.size)
    line = _row_span(rows[k])
    return heads_line(spot, line) and not set_on_line(spot, line)


def _display_keys(frags: Sequence[Fragment], body: float) -> list[Fragment]:
    """Key numerals set ``INITIAL_SCALE`` times the body that head the line beside them."""
    big = [
        f
        for f in frags
        if len(f.glyphs) <= 4 and f.size >= INITIAL_SCALE * body and _is_display_key_shape(f)
    ]
    if not big:
        return []
    big_ids = {id(f) for f in big}
    rows = fragments_to_rows([f for f in frags if id(f) not in big_ids])
    return [f for f in big if _heads_row(f, rows, body)]


def _spaced(key: Fragment) -> Fragment:
    """The key with a space after it: a number in a cell of its own is a word of its own,
    however narrow the gutter to the text beside it."""
    last = key.glyphs[-1]
    if last.text in SPACES:
        return key
    space = last._replace(text=" ", x0=last.x1, space_before=False)
    return key._replace(glyphs=(*key.glyphs, space))


def rows_with_initials(frags: Sequence[Fragment]) -> list[list[Fragment]]:
    """``fragments_to_rows``, with each initial (and each display key) at the head of the
    line it starts. A key is a word of its own, never joined to the next; a number whose
    digits stand one under another is one key (``stacked_digits.join_stacked_digits``)."""
    body = _median_size(frags)
    frags = join_stacked_digits(frags)
    caps = [
        f
        for f in frags
        if len(f.glyphs) <= 3 and _is_initial_shape(f) and f.size >= INITIAL_SCALE * body
    ]
    keys = _display_keys(frags, body)
    key_ids = {id(f) for f in keys}
    caps += keys
    if not caps:
        return fragments_to_rows(frags)
    cap_ids = {id(f) for f in caps}
    rest = [f for f in frags if id(f) not in cap_ids]
    rows = fragments_to_rows(rest) if rest else []
    placed = [(cap, _row_started_by(cap, rows, body)) for cap in caps]
    loose = [cap for cap, k in placed if k < 0]
    if loose:  # a big letter starting no line (a section letter) is a row of its own
        rows = fragments_to_rows(rest + loose)
        placed = [(cap, _row_started_by(cap, rows, body)) for cap, k in placed if k >= 0]
        if any(k < 0 for _, k in placed):
            return fragments_to_rows(frags)
    for cap, k in placed:
        rows[k].insert(0, _spaced(cap) if id(cap) in key_ids else _reach_to(cap, rows[k][0].x0))
    return rows
