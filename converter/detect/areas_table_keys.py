"""The keys of a key table's rows (``converter.detect.areas_tables``): the lines at the key
column that open a row, and each one's key, mended where a narrow key column broke it."""

from __future__ import annotations

from collections.abc import Sequence

from converter.detect.areas_common import Key, parse_key_text
from converter.models import TextLine


def row_keys(
    kept: Sequence[tuple[int, TextLine]],
    x: float,
    tol: float,
    wrap_gap_em: float,
    earlier: int | None = None,
) -> tuple[list[tuple[int, TextLine]], dict[int, str]]:
    """The lines that open a row (a key at the key column ``x``) and each one's key. A key
    column narrower than a key breaks its digits over lines ("1" / "0" for 10): a line
    right under a key's (no row gap) that starts with digits goes on with that key when,
    read apart, the keys would not count up as a table's keys do (``_key_went_on``).
    A key's letters may stand alone over its digits the same way ("Q" / "1" for Q1,
    ``_prefixed``). ``tol``: how far a line may start from ``x``; ``wrap_gap_em``: the
    widest gap, in the line's size, between a key's line and the rest of its number.
    ``earlier``: the last key of the table's part above (the same header printed again over
    this part), which the first key here follows: a part's first row counts on from it."""
    at_key = _prefixed([(i, ln) for i, ln in kept if abs(ln.bbox.x0 - x) <= tol], wrap_gap_em)
    keys: list[tuple[int, TextLine]] = []
    texts: dict[int, str] = {}
    above: TextLine | None = None  # the key column's line above, in the same row
    for n, (i, line, key, last) in enumerate(at_key):
        if keys and above is not None and key.text.isdigit():
            opened = keys[-1][0]
            before = _key_number(texts[keys[-2][0]]) if len(keys) > 1 else earlier
            after = _next_key(at_key, n + 1, wrap_gap_em)
            tight = line.bbox.top - above.bbox.bottom <= wrap_gap_em * max(line.size, 1.0)
            if tight and _key_went_on(texts[opened], key.text, before, after):
                texts[opened] += key.text
                above = last
                continue
        above = None
        if key.number > 0:
            keys.append((i, line))
            texts[i] = key.text
            above = last if key.text[-1:].isdigit() else None
    return keys, texts


def prefix_alone(text: str) -> str | None:
    """The letters of a key printed without its number ("Q", "S-"), or None: the text a
    key's number would follow, read as that key's prefix."""
    text = text.strip()
    parsed = parse_key_text(f"{text}1") if text[:1].isalpha() else None
    if parsed is None or parsed[1] or parsed[0].number != 1:
        return None
    return text if parsed[0].prefix == text.upper().rstrip("-") and parsed[0].prefix else None


def _prefixed(
    at_x: Sequence[tuple[int, TextLine]], wrap_gap_em: float
) -> list[tuple[int, TextLine, Key, TextLine]]:
    """The key column's lines that hold a key, each with its key and its last line. A key
    column too narrow for a letter-prefixed key breaks it after the letters: a line of the
    letters alone with the digits right under it (no row gap) is one key, read from both
    lines, even where the reader ran the name cell's words onto the letters' line ("Q
    Sluice" / "2 Gate"): no row's cell in a key column starts with a key's letters alone."""
    out: list[tuple[int, TextLine, Key, TextLine]] = []
    skip: set[int] = set()
    for n, (i, line) in enumerate(at_x):
        if i in skip:
            continue
        # the letters may have run together with the name cell beside them ("Q Sluice")
        letters = prefix_alone(line.text.split()[0]) if line.text.split() else None
        if letters is not None and n + 1 < len(at_x):
            j, below = at_x[n + 1]
            tight = below.bbox.top - line.bbox.bottom <= wrap_gap_em * max(below.size, 1.0)
            joined = parse_key_text(f"{letters}{below.text.strip()}")
            if tight and below.text.strip()[:1].isdigit() and joined is not None:
                out.append((i, line, joined[0], below))
                skip.add(j)
                continue
        parsed = parse_key_text(line.text)
        if parsed is not None:
            out.append((i, line, parsed[0], line))
    return out


def _next_key(
    at_key: Sequence[tuple[int, TextLine, Key, TextLine]], start: int, wrap_gap_em: float
) -> int | None:
    """The number of the next key from ``at_key[start]`` on, read with the digits broken
    under it (its own key column's break: "1" / "4" is 14, not 1): a key is the same
    width in every row of a narrow column, so the next row breaks as this one does."""
    for n in range(start, len(at_key)):
        _, line, key, last = at_key[n]
        if key.number <= 0:
            continue
        if n + 1 < len(at_key) and key.text[-1:].isdigit():
            _, below, more, _ = at_key[n + 1]
            tight = below.bbox.top - last.bbox.bottom <= wrap_gap_em * max(below.size, 1.0)
            if tight and more.text.isdecimal():
                return int(f"{key.number}{more.text}")
        return key.number
    return None


def _key_number(text: str) -> int | None:
    digits = "".join(ch for ch in text if ch.isdecimal())
    return int(digits) if digits else None


def _key_went_on(first: str, digits: str, before: int | None, after: int | None) -> bool:
    """Whether ``digits`` under the key ``first`` are the rest of its number: read apart,
    the second key would not follow the first (1 / 0, 1 / 1), or the table has passed the
    first already (11 above 1 / 2), or only the joined key is followed by the next one."""
    opened = _key_number(first)
    if opened is None:
        return False
    apart, joined = int(digits), int(f"{opened}{digits}")
    if apart <= opened or (before is not None and before >= opened):
        return True
    return after is not None and after == joined + 1 and after != apart + 1
