"""A ruled frame whose text does not run down it row after row is no float.

A map drawn in a ruled frame (a grid over it), its room numbers standing far apart, beside
the key's running text (two pages imposed on a landscape sheet) has text beside it on its
rows and is narrower than the sheet's text, as a floated stat box is; but a table's rows
follow one another from its top rule to its foot, and a map's labels stand far apart. Such a
frame is left to the XY-cut: nothing is cut out round it. A stat box whose rows fill it is
still a float. Fragments are built directly (the rule reads only their boxes)."""

from __future__ import annotations

from converter.read.lines import Box, Fragment
from converter.read.ruled_floats import cut_round_float, split_ruled_floats

SIZE = 10.0


def _frag(x0: float, top: float, width: float) -> Fragment:
    return Fragment(x0, top, x0 + width, top + SIZE, SIZE, ())


def _prose(x0: float, top: float, lines: int) -> list[Fragment]:
    return [_frag(x0, top + 12.8 * k, 250) for k in range(lines)]


MAP: Box = (45.0, 100.0, 550.0, 740.0)
MAP_LABELS = [_frag(125, 240, 6), _frag(125, 570, 6), _frag(293, 240, 18), _frag(530, 720, 8)]
CAPTION = _frag(505, 84, 45)


def test_a_map_in_a_ruled_frame_is_no_float() -> None:
    frags = [CAPTION, *MAP_LABELS, *_prose(634, 60, 55)]
    assert split_ruled_floats(frags, [MAP]) == [frags]
    parts = [[f] for f in frags]  # however the cut parts the labels
    assert cut_round_float(frags, parts, [MAP], lambda fs: [fs]) == []


def test_a_stat_box_whose_rows_fill_it_is_a_float() -> None:
    box: Box = (45.0, 100.0, 200.0, 170.0)
    rows = [_frag(48, 103 + 13 * k, 120) for k in range(5)]
    caption = _frag(45, 86, 60)
    prose = _prose(210, 86, 9)
    frags = [caption, *rows, *prose]
    parts = split_ruled_floats(frags, [box])
    assert [caption, *rows] in parts
