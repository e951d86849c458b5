"""A key hung into the gutter beside the second column's heading, on a page whose folio is
centred under the columns (``regions._furniture_over_gutters``).

The folio stands in the gutter between the first column's line ends and the hung key, so the
only gap clear from top to foot is the one between the key and its heading. Page furniture
says nothing of how the text runs: it is cut off first, the key is a margin strip of the
column it hangs beside, and the second column's first room keeps its key. Before, the key
went with the first column and was read onto the end of the line beside it.

Each page is written in two font families and sizes and two key wordings; a test reads the
PDF with the real reader and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import LETTER
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Face, _read

LEFT, WIDTH = 50.0, 251.0  # the first column ends 5 pt short of the page's middle
KEY_AT = 311.0  # the second column's keys start 5 pt past the middle, right of the folio
KEY_GAP = 6.0  # a hung key ends this far left of its heading
KEYS = [["1-1", "1-2", "1-3", "1-4", "1-5"], ["7", "8", "9", "10", "11"]]
VARIANTS = [(face, words) for face in FACES for words in (0, 1)]
IDS = [f"{face.body}-{words}" for face, words in VARIANTS]


def _page(path: Path, face: Face, words: int) -> None:
    """Two columns of keyed rooms, every key hung left of its heading; the second column's
    first heading starts level with the middle of the first column's text, so its key, hung
    into the gutter, stands beside a line of the first column; the folio centred at the foot."""
    pdf = canvas.Canvas(str(path), pagesize=LETTER, invariant=1)
    head = face.size * 1.35
    key_w = max(pdf.stringWidth(key, face.bold, head) for key in KEYS[words])
    xs = [LEFT, KEY_AT + key_w + KEY_GAP]
    tops = [LETTER[1] - 60, LETTER[1] - 60 - 9 * face.size * 1.25]
    column = 0
    y = tops[0]
    for k, (name, aloud, text) in enumerate(PLACES[words]):
        if k == 3:
            column, y = 1, tops[1]
        x = xs[column]
        y -= head + 8
        key = KEYS[words][k]
        pdf.setFont(face.bold, head)
        pdf.drawString(x, y, f"{name}:")
        pdf.drawString(x - KEY_GAP - key_w, y, key)
        for line in wrap(f"{aloud} {text} {text}", face.body, face.size, WIDTH):
            y -= face.size * 1.25
            pdf.setFont(face.body, face.size)
            pdf.drawString(x, y, line)
    pdf.setFont(face.body, face.size)
    pdf.drawCentredString(LETTER[0] / 2, 30, "7")
    pdf.save()


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_a_key_hung_into_the_gutter_keys_its_heading(
    tmp_path: Path, face: Face, words: int
) -> None:
    path = tmp_path / "gutter.pdf"
    _page(path, face, words)
    _, areas = _read(path)
    found = {(area.key, area.name) for area in areas}
    for k, (name, _, _) in enumerate(PLACES[words]):
        assert (KEYS[words][k], name) in found, sorted(found, key=str)
    assert len(areas) == len(PLACES[words])
