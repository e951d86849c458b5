"""A short chapter heading set across two columns between two runs of them (CSS
``column-span: all`` under a roll table's two halves) is read between the runs: the table's
right half before the heading, the left column's rooms under it before the right column's.
A heading of the left column with the right column running on beside it, or with a picture's
blank beside it whose text starts lower down, stays in its column. Made on landscape pages in
two fonts and sizes (``converter.read.spanning_heads``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.pdfgen import canvas
from synth_checks import keyed_areas_of

from converter.read.extract import read_pdf

FONTS = {
    "times-letter": ("Times-Roman", "Times-Bold", 9.5, landscape(letter)),
    "helvetica-a4": ("Helvetica", "Helvetica-Bold", 8.5, landscape(A4)),
}
LEFT_TOP = ("Wandering Monsters (1 in 6)", "d6 Who", "1 A horned demon", "2 2d6 young wyrms")
RIGHT_TOP = ("3 A lost scavenger", "4 1d4+1 ghouls at a sledge", "5 A clay golem", "6 A mercenary")
ROOM = (
    "Pumice grit crunches underfoot near a cracked clepsydra still ticking.",
    "A score of cultists squabble over a sack of brass gears. A spiral stair",
    "climbs to the dome, and a trapdoor drops to the cistern below it.",
)
LEFT_ROOMS = ("1. Refectory", "2. Dome Floor", "3. Eastern Stair")
RIGHT_ROOMS = ("4. Kiln Room", "5. Map Room", "6. Cloister Walk")


def _column(
    pdf: canvas.Canvas, x: float, y: float, lines: tuple[str, ...], font: str, size: float
) -> float:
    pdf.setFont(font, size)
    for line in lines:
        pdf.drawString(x, y, line)
        y -= size * 1.7
    return y


def _rooms(pdf: canvas.Canvas, x: float, y: float, names: tuple[str, ...], font: tuple) -> None:
    regular, bold, size, _ = font
    for name in names:
        pdf.setFont(bold, size * 1.12)
        pdf.drawString(x, y, name)
        y = _column(pdf, x, y - size * 1.6, ROOM, regular, size) - size * 0.8


def _write(path: Path, font: tuple, beside: str) -> Path:
    """The page: a table's halves, the heading "Locations", two columns of rooms. ``beside``
    is what the right column holds at the heading's height: nothing (``spanning``), its
    own text running on (``running``), or a picture's blank whose text starts lower
    (``picture``)."""
    regular, bold, size, page = font
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    left, right = 40.0, page[0] / 2 + 10
    top = page[1] - 50
    _column(pdf, left, top, LEFT_TOP, regular, size)
    y = _column(pdf, right, top, RIGHT_TOP, regular, size)
    y -= size * 3.0
    pdf.setFont(bold, size * 1.45)
    pdf.drawString(left, y, "Locations")
    under = y - size * 3.2
    _rooms(pdf, left, under, LEFT_ROOMS, font)
    if beside == "running":
        _column(pdf, right, y + size * 1.7, ROOM * 2, regular, size)
        _rooms(pdf, right, under - size * 7, RIGHT_ROOMS, font)
    elif beside == "picture":
        pdf.rect(right, under - size * 6, 200, size * 8, stroke=1, fill=0)
        _rooms(pdf, right, under - size * 8, RIGHT_ROOMS, font)
    else:
        _rooms(pdf, right, under, RIGHT_ROOMS, font)
    pdf.showPage()
    pdf.save()
    return path


def _lines(path: Path) -> list[str]:
    return [line.text.strip() for line in read_pdf(path).lines]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_spanning_heading_is_read_between_the_column_runs(tmp_path: Path, font: str) -> None:
    lines = _lines(_write(tmp_path / "s.pdf", FONTS[font], "spanning"))
    heading = lines.index("Locations")
    assert all(lines.index(row) < heading for row in RIGHT_TOP), lines
    assert heading < lines.index(LEFT_ROOMS[0]), lines
    # the left column's last room ends before the right column's first
    assert lines.index(LEFT_ROOMS[-1]) < lines.index(RIGHT_ROOMS[0]), lines
    assert lines.index(RIGHT_TOP[-1]) < lines.index(LEFT_ROOMS[0]), lines


@pytest.mark.parametrize("beside", ["running", "picture"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_column_heading_beside_the_other_column_stays_in_its_column(
    tmp_path: Path, font: str, beside: str
) -> None:
    lines = _lines(_write(tmp_path / "c.pdf", FONTS[font], beside))
    heading = lines.index("Locations")
    # read column by column: the left column whole (its heading, its rooms), then the right
    assert lines.index(LEFT_TOP[-1]) < heading < lines.index(LEFT_ROOMS[-1]), lines
    assert lines.index(LEFT_ROOMS[-1]) < lines.index(RIGHT_TOP[0]), lines


@pytest.mark.parametrize("seed", [99503, 99510])
def test_body_line_beside_a_stat_table_is_no_spanning_heading(seed: int) -> None:
    """A page of rooms with stat tables in small type (rogue ``stattable``): the tables' many
    cells are most of the fragments but few of the letters, so the body is weighed by its
    letters (``banners.body_size``), and a body line packed among its column's lines is no
    heading set apart, whatever blank the other column shows beside it. Read as one, the
    page was cut into bands at body lines and rooms were lost."""
    found, truth, areas = keyed_areas_of(seed, "stattable", "rogue")
    assert found == truth, areas


def test_spanning_heading_over_a_gutter_too_narrow_to_be_clear() -> None:
    """A zine's balanced columns set close (wanderer ``capszine`` 92014, WeasyPrint): the
    gutter between them, 4 pt, is narrower than a clear gutter's least width, so the region
    is parted there as a gutter only overflowing lines cross; the heading "LOCATIONS" set
    across the columns between the roll table's halves and the rooms is read between them
    all the same. Read as two columns, the table's right half came after the left column's
    rooms, and its creatures were counted in the last of them."""
    import tempfile

    pytest.importorskip("weasyprint")
    from synth.generate import make_module

    item = make_module(92014, "capszine", (), "wanderer")
    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "module.pdf"
        pdf.write_bytes(item.pdf)
        lines = [" ".join(line.text.split()) for line in read_pdf(pdf).lines]
    heading = lines.index("LOCATIONS")
    rows = [k for k, line in enumerate(lines) if line.startswith(("5 2d6 bog hags", "6 1d8"))]
    assert rows and max(rows) < heading, lines
    assert heading < lines.index("1 Chart Room"), lines
