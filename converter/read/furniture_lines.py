"""A region's top and bottom lines that stand apart from its text: page furniture (a folio,
a running head) rather than a column's first heading or last line. Pure functions over the
``Fragment`` records of ``converter.read.lines``; used by ``converter.read.regions``.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.read.lines import Fragment


def set_apart_lines(frags: Sequence[Fragment], blank: float) -> list[Fragment]:
    """The region's top and bottom lines when an empty band at least ``blank`` tall parts
    each from the rest of the text: a folio or a running head, not a column's first heading
    or last line."""
    out: list[Fragment] = []
    for lowest in (False, True):
        edge = max(frags, key=lambda f: f.bottom) if lowest else min(frags, key=lambda f: f.top)
        line = [f for f in frags if f.top < edge.bottom and edge.top < f.bottom]
        rest = [f for f in frags if not any(f is g for g in line)]
        if not rest:
            return []
        if lowest:
            apart = min(f.top for f in line) - max(f.bottom for f in rest) >= blank
        else:
            apart = min(f.top for f in rest) - max(f.bottom for f in line) >= blank
        out += line if apart else []
    return out
