"""The header row of a key table: which column each printed header cell names.

A cell's text is read as column labels from ``key_tables.yaml`` (one printed cell may hold
several when the cells ran together): the first label of the row names the key column,
the others a location, contents, creatures or other column
(``converter.detect.areas_tables`` reads the rows under it).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from itertools import combinations

from converter.ruledata import load_lexicon

MAX_CELL_WORDS = 6  # a header cell's line has a few words at most (two cells run together)

# Column roles in the lexicon's order; the key column is always the first.
ROLES = ("key", "location", "contents", "creatures", "other")


@cache
def _labels() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(role, one label of it at a position, the longest first) for every role."""
    header = load_lexicon("key_tables")["header"]
    return tuple(
        (
            role,
            re.compile(
                r"\s*(?:" + "|".join(sorted(header[role], key=len, reverse=True)) + r")(?=\s|$)",
                re.IGNORECASE,
            ),
        )
        for role in ROLES
    )


def names_key(text: str) -> bool:
    """Whether ``text`` can open a header row: it starts with a key label. ``cell_roles(text,
    True)`` is never truthy without it, and this one match is much cheaper than the walk over
    every role (a wrapped cell has hundreds of readings, most of them naming no key)."""
    return _labels()[0][1].match(text) is not None


@cache
def _key_width() -> int | None:
    """The most characters a key label spans (None when a label has no bound): the key
    pattern reads no further into a text that opens with no space than this and the one
    character after it, so texts alike that far are named a key alike."""
    try:
        parser = importlib.import_module("re._parser")  # CPython's own, 3.11 and later
        labels = "|".join(load_lexicon("key_tables")["header"]["key"])
        high = int(parser.parse(f"(?:{labels})", re.IGNORECASE).getwidth()[1])
    except (ImportError, re.error, AttributeError):
        return None
    return high if high < int(parser.MAXREPEAT) else None


def key_in_readings(text: str, wrapped: Sequence[str]) -> bool:
    """``any(names_key(r) for r in cell_readings(text, wrapped))``, read from the readings'
    openings only: a cell wrapped onto n lines has some 3^n readings, most alike for as far
    as the key pattern reads (``_key_width``), so their openings are few."""
    width = _key_width()
    if width is None or not text or text[0].isspace():
        return any(names_key(r) for r in cell_readings(text, wrapped))
    return any(names_key(r) for r in _reading_openings(text, wrapped, width + 1))


def _reading_openings(text: str, wrapped: Sequence[str], keep: int) -> set[str]:
    """The first ``keep`` characters of every reading of ``cell_readings(text, wrapped)``:
    the same joins, each wrapped reading cut to its opening (what follows it in a reading
    starts at ``keep`` or later)."""
    if not wrapped:
        return {text[:keep]}
    words = text.split()
    out: set[str] = set()
    for more in _wrapped_openings(wrapped, keep):
        out.update(
            reading[:keep]
            for reading in (f"{text} {more}", f"{text}{more}", f"{text.removesuffix('-')}{more}")
        )
        out.update(
            " ".join([*words[:k], words[k] + more, *words[k + 1 :]])[:keep]
            for k in range(len(words) - 1)
        )
    return out


def _wrapped_openings(wrapped: Sequence[str], keep: int) -> Iterable[str]:
    """The first ``keep`` characters of every reading of ``_wrapped_readings(wrapped)``. A
    reading longer than ``keep`` has its opening for good (the joins after it add at its end,
    and dropping a last hyphen leaves ``keep`` characters), so only shorter ones are joined on."""
    parts = [part.strip() for part in wrapped if part.strip()]
    if not parts or len(parts) - 1 > MAX_CELL_WORDS:
        return {reading[:keep] for reading in _wrapped_readings(wrapped)}
    done: set[str] = set()
    open_ = {parts[0]} if len(parts[0]) <= keep else set()
    if not open_:
        done.add(parts[0][:keep])
    for part in parts[1:]:
        joined_on: set[str] = set()
        for reading in open_:
            for joined in (
                f"{reading} {part}",
                f"{reading}{part}",
                f"{reading.removesuffix('-')}{part}",
            ):
                if len(joined) <= keep:
                    joined_on.add(joined)
                else:
                    done.add(joined[:keep])
        open_ = joined_on
    return done | open_


@lru_cache(maxsize=4096)  # a header search reads a cell in every row span holding it
def cell_roles(text: str, first: bool) -> tuple[str, ...] | None:
    """The column roles a header cell's text names, left to right, or None when it is no
    header cell: the labels read whole, the longest first ("Room Description" is a key and
    a contents label in the first cell, one contents label later); only the first label of
    the row is a key column."""

    def walk(position: int, opening: bool) -> tuple[str, ...] | None:
        if not text[position:].strip():
            return () if not opening else None
        found = [
            (match.end(), role)
            for role, pattern in _labels()
            if (role == "key") == opening and (match := pattern.match(text, position))
        ]
        for end, role in sorted(found, key=lambda item: -item[0]):
            rest = walk(end, False)
            if rest is not None:
                return (role, *rest)
        return None

    return walk(0, first)


def split_roles(text: str, first: bool, parts: int) -> tuple[str, ...] | None:
    """A reading of a header cell as ``parts`` labels run together ("Area Description" as
    a location and a contents label, where ``cell_roles`` reads one contents label), or
    None: asked when the lines under the cell start at more than one column."""
    words = text.split()
    if parts < 2 or len(words) < parts:
        return None
    for cuts in combinations(range(1, len(words)), parts - 1):
        pieces = [
            " ".join(words[a:b]) for a, b in zip((0, *cuts), (*cuts, len(words)), strict=True)
        ]
        roles = [cell_roles(piece, first and k == 0) for k, piece in enumerate(pieces)]
        if all(r is not None and len(r) == 1 for r in roles):
            return tuple(r[0] for r in roles if r)
    return None


def header_roles(texts: Sequence[str]) -> tuple[tuple[str, ...], ...] | None:
    """The roles of a header row's cells, or None when the cells make no key-table header:
    a key column, a location column only right after it, a contents or creatures column,
    and no column but the other ones named twice."""
    roles = []
    for k, text in enumerate(texts):
        found = cell_roles(text, k == 0)
        if not found:
            return None
        roles.append(found)
    flat = [role for cell in roles for role in cell]
    once = [role for role in flat if role != "other"]
    if len(once) > len(set(once)) or not {"contents", "creatures"} & set(flat):
        return None  # a column named twice: two tables side by side (an imposed sheet)
    if "location" in flat[2:]:
        return None  # a location names the key beside it
    return tuple(roles)


def cell_readings(text: str, wrapped: Sequence[str]) -> list[str]:
    """The ways a header cell's text reads with the lines it wrapped onto: after a space,
    or joined to the last word (a word broken without a hyphen, or with one), or joined to
    an earlier word when two cells ran together on the first line ("Ke Room" / "y")."""
    if not wrapped:
        return [text]
    words = text.split()
    readings: list[str] = []
    for more in _wrapped_readings(wrapped):
        readings += [f"{text} {more}", f"{text}{more}", f"{text.removesuffix('-')}{more}"]
        for k in range(len(words) - 1):
            readings.append(" ".join([*words[:k], words[k] + more, *words[k + 1 :]]))
    return list(dict.fromkeys(readings))


def _wrapped_readings(wrapped: Sequence[str]) -> list[str]:
    """The ways the lines a header cell wrapped onto read together: each break between two
    of them is a space or falls inside a word, as the first one's does. A cell narrower
    than its label breaks it at every letter or two ("K" / "e" / "y" under a one-digit key
    column), so every break is as likely inside a word as the first. Past ``MAX_CELL_WORDS``
    breaks only the plain readings are taken (the count of readings doubles with each)."""
    parts = [part.strip() for part in wrapped if part.strip()]
    if not parts:
        return [""]
    if len(parts) - 1 > MAX_CELL_WORDS:
        return list(dict.fromkeys([" ".join(parts), "".join(parts)]))
    readings = [parts[0]]
    for part in parts[1:]:
        readings = [
            joined
            for reading in readings
            for joined in (
                f"{reading} {part}",
                f"{reading}{part}",
                f"{reading.removesuffix('-')}{part}",
            )
        ]
    return list(dict.fromkeys(readings))
