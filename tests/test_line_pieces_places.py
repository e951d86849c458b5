"""A line is cut into pieces at its wide gaps (``areas_table_axes.line_pieces``) from its
flat letter places, read at its inked letters' indices (issue #16, part 19): the same pieces
as the letter-by-letter walk it replaced (kept here as the reference), on lines of words,
wide gaps, every kind of blank (tabs, no-break and thin spaces), blanks only, and no places."""

from __future__ import annotations

import random

import pytest

from converter.detect.areas_table_axes import CELL_GAP_EM, Piece, line_pieces
from converter.models import BBox, TextLine, TextSpan

BLANKS = [" ", " ", " ", "\t", "\u00a0", "\u2009", "\u3000"]


def _letter_by_letter(index: int, line: TextLine) -> list[Piece]:
    chars = line.placed_chars
    whole = Piece(index, line.text.strip(), line.bbox.x0, line.bbox.x1, line.bbox.top,
                  line.bbox.bottom, line.size)  # fmt: skip
    if not chars:
        return [whole] if whole.text else []
    gap = CELL_GAP_EM * max(line.size, 1.0)
    runs: list[list[tuple[str, float, float]]] = [[]]
    last = None
    for char in chars:
        if not char[0].strip():
            runs[-1].append(char)
            continue
        if last is not None and char[1] - last > gap:
            runs.append([])
        runs[-1].append(char)
        last = char[2]
    out = []
    for run in runs:
        text = "".join(c for c, _, _ in run).strip()
        inked = [c for c in run if c[0].strip()]
        if text and inked:
            box = line.bbox
            out.append(
                Piece(index, text, inked[0][1], inked[-1][2], box.top, box.bottom, line.size)
            )
    return out


def _line(rng: random.Random) -> TextLine:
    size = rng.choice((0.5, 9.0, 11.0))
    text, xs, x = "", [], 50.0
    for _ in range(rng.randint(0, 14)):
        kind = rng.random()
        char = rng.choice(BLANKS) if kind < 0.3 else rng.choice("Ab3.é–")
        width = rng.uniform(0.0, 6.0)
        x += rng.choice((0.0, 0.5, 2.0, CELL_GAP_EM * size, 3 * CELL_GAP_EM * size))
        text += char
        xs += [x, x + width]
        x += width
    if rng.random() < 0.1:
        xs = []  # places not known
    bbox = BBox(50.0, 100.0, max(x, 51.0), 112.0)
    span = TextSpan(text, "Body", size, False, False)
    return TextLine(text, 1, bbox, (span,), char_x=tuple(xs))


@pytest.mark.parametrize("seed", range(8))
def test_pieces_are_those_of_the_letter_by_letter_walk(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(300):
        line = _line(rng)
        assert line_pieces(7, line) == _letter_by_letter(7, line), repr(line.text)
