"""A key table's header row printed again, its cells run together differently by the reader.

The reader may run two narrow cells of one row together on one line, and which two depends
on the lines around them: the header row at the top of a page came out as "Key" | "Area
Description" | "Encounter" and the same row printed again in the middle of the page as
"Key Area" | "Description" | "Encounter" (outland ledger, an imposed sheet). The header is
compared word by word, each word at the x its letters were placed at, so the second reading
is the header again all the same; a row's own lines (a key and a name, a sentence) are not.
The lines are set here with each face's own letter widths (reportlab's metrics), in three
faces and sizes and two header wordings.
"""

from __future__ import annotations

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from converter.detect.areas_table_breaks import HeaderCells, header_again
from converter.models import BBox, TextLine, TextSpan

FACES = [("Times-Bold", 9.0), ("Helvetica-Bold", 8.0), ("Courier-Bold", 7.5)]
WORDINGS = {
    "key-area": ("Key", "Area", "Description", "Encounter"),
    "no-room": ("No.", "Room", "Contents", "Monsters"),
}
COLUMNS = (50.0, 78.0, 140.0, 300.0)  # a narrow key column, as a ledger's
TOL, ROW_TOL = 3.0, 2.0


def _line(face: tuple[str, float], top: float, cells: list[tuple[float, str]]) -> TextLine:
    """One line holding ``cells`` (each at its x), its letters placed by the face's widths."""
    font, size = face
    text, xs = "", []
    for n, (x, cell) in enumerate(cells):
        if n:
            xs += [xs[-1], x]  # the space the reader put between the cells
            text += " "
        for char in cell:
            width = stringWidth(char, font, size)
            xs += [x, x + width]
            x += width
            text += char
    span = TextSpan(text, font, size, True, False)
    return TextLine(text, 1, BBox(cells[0][0], top, xs[-1], top + size), (span,), char_x=tuple(xs))


def _row(
    face: tuple[str, float], top: float, words: tuple[str, ...], joins: list[list[int]]
) -> list[TextLine]:
    """The header's words read as lines, ``joins`` the column indices each line holds."""
    return [_line(face, top, [(COLUMNS[k], words[k]) for k in cols]) for cols in joins]


SPLITS = {
    "area-with-description": [[0], [1, 2], [3]],
    "key-with-area": [[0, 1], [2], [3]],
    "apart": [[0], [1], [2], [3]],
}


@pytest.mark.parametrize("again", sorted(SPLITS))
@pytest.mark.parametrize("first", sorted(SPLITS))
@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f[0]}-{f[1]}")
def test_header_again_however_its_cells_ran_together(
    face: tuple[str, float], wording: str, first: str, again: str
) -> None:
    words = WORDINGS[wording]
    header = HeaderCells.of(_row(face, 100.0, words, SPLITS[first]))
    repeat = _row(face, 400.0, words, SPLITS[again])
    assert header_again(repeat[0], repeat, header, TOL, ROW_TOL)


@pytest.mark.parametrize("wording", sorted(WORDINGS))
@pytest.mark.parametrize("face", FACES, ids=lambda f: f"{f[0]}-{f[1]}")
def test_a_rows_lines_are_no_header(face: tuple[str, float], wording: str) -> None:
    """A row's key run together with its name, and its sentence, repeat no header word at
    its column; one header word alone in a row (a name cell reading like a label) is not
    the header either."""
    words = WORDINGS[wording]
    header = HeaderCells.of(_row(face, 100.0, words, SPLITS["area-with-description"]))
    row = [
        _line(face, 400.0, [(COLUMNS[0], "10"), (COLUMNS[1], "Guild Hall")]),
        _line(face, 400.0, [(COLUMNS[2], "A draught stirs the dust.")]),
        _line(face, 400.0, [(COLUMNS[3], "Goblins (4)")]),
    ]
    assert not any(header_again(line, row, header, TOL, ROW_TOL) for line in row)
    lone = [_line(face, 500.0, [(COLUMNS[1], words[1])]), _line(face, 500.0, [(COLUMNS[3], "—")])]
    assert not header_again(lone[0], lone, header, TOL, ROW_TOL)
