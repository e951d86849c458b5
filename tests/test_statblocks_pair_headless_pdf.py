"""A two-column roster with no header row (``statblocks_pair_headless``).

Each page prints an area's creatures as a ruled table of two columns, a name cell and a cell
holding the whole B/X stat line, with no header row: the name column is narrow, so names of
two words wrap in their cell ("Giant" / "Beetle (2)") beside the stat line wrapped over two
or three lines. Three fonts, two sizes, the table alone on the page's column or in the left
of two columns whose other column's text stands on the same baselines. Before the rule, the
first word of a wrapped name named the block ("Giant", completed from the heading to "Giant
cistern") and the rest of the name joined the stat line. Every row is one block, named and
counted by its name cell; the paragraph under the table stays prose.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    PageTemplate,
    Paragraph,
    Table,
    TableStyle,
)

from converter.detect.statblocks import find_statblocks
from converter.detect.statblocks_pair_headless import headless_table
from converter.read import extract

ROWS = [
    (
        "Giant Beetle (2)",
        "AC 4 [15], HD 2 (12hp), Att 1 × claw (1d8), THAC0 17 [2], "
        "MV 90' (30'), SV D12 W13 P14 B15 S16 (2), ML 8, AL Chaotic, XP 25",
    ),
    (
        "Young Wyrm",
        "AC 2 [17], HD 7 (24hp), Att 1 × claw (1d10), THAC0 12 [7], "
        "MV 90' (30'), SV D12 W13 P14 B15 S16 (7), ML 6, AL Lawful, XP 75",
    ),
    (
        "Gorgon Hounds (5)",
        "AC 6 [13], HD 3+1 (7hp), Att 1 × slam (1d8), THAC0 16 [3], "
        "MV 90' (30'), SV D12 W13 P14 B15 S16 (3), ML 8, AL Chaotic, XP 35",
    ),
]
EXPECTED = [
    ("Giant Beetle", 2, 4, 12, "2"),
    ("Young Wyrm", None, 2, 24, "7"),
    ("Gorgon Hound", 5, 6, 7, "3+1"),
]
FONTS = {"helvetica": "Helvetica", "times": "Times-Roman", "courier": "Courier"}
PROSE = (
    "Soot from the eruption has blackened the wall behind a collapsed bookcase of almanacs. "
    "The floor is warm to the touch. Gathered round a bench of lens-grinding wheels, two giant "
    "beetles chant the names of the planets. A lone young wyrm counts copper pins into a jar."
)
AFTER = "Grey ash lies ankle-deep around a telescope tube split along its seam in the cistern."


def _table(font: str, size: float, width: float) -> Table:
    cell = ParagraphStyle("cell", fontName=font, fontSize=size, leading=size * 1.25)
    # as wide as "Hounds (5)": a name of two words wraps in its cell (an automatic layout)
    name_width = stringWidth("Hounds (5)", font, size) + 9
    cell_width = min(width, 330.0) - name_width
    cells = [[Paragraph(name, cell), Paragraph(stats, cell)] for name, stats in ROWS]
    table = Table(cells, colWidths=[name_width, cell_width], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                ("LEFTPADDING", (0, 0), (-1, -1), 4),
                ("RIGHTPADDING", (0, 0), (-1, -1), 4),
            ]
        )
    )
    return table


def _story(font: str, size: float, width: float, room: str) -> list[Flowable]:
    body = ParagraphStyle("body", fontName=font, fontSize=size, leading=size * 1.3)
    heading = ParagraphStyle("heading", fontName=font, fontSize=size + 2, leading=size * 2)
    return [
        Paragraph(room, heading),
        Paragraph(PROSE, body),
        _table(font, size, width),
        Paragraph(AFTER, body),
    ]


def _pdf(path: Path, font: str, size: float, columns: int) -> Path:
    page = landscape(letter)
    margin = 40.0
    gap = 20.0
    width = (page[0] - 2 * margin - (columns - 1) * gap) / columns
    frames = [
        Frame(margin + k * (width + gap), margin, width, page[1] - 2 * margin, id=f"c{k}")
        for k in range(columns)
    ]
    doc = BaseDocTemplate(str(path), pagesize=page, invariant=1)
    doc.addPageTemplates([PageTemplate("cols", frames=frames)])
    story = _story(FONTS[font], size, width, "4. Cistern")
    if columns == 2:
        # the right column: the same kind of area, its lines on the left column's baselines
        body = ParagraphStyle("body", fontName=FONTS[font], fontSize=size, leading=size * 1.3)
        story += [FrameBreak(), Paragraph("5. Reading Room", body), Paragraph(PROSE * 3, body)]
    doc.build(story)
    return path


@pytest.mark.parametrize("columns", [1, 2])
@pytest.mark.parametrize("size", [8.0, 9.5])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_each_row_of_a_headerless_roster_is_a_block_named_by_its_name_cell(
    tmp_path: Path, font: str, size: float, columns: int
) -> None:
    document = extract.read_pdf(_pdf(tmp_path / "headless.pdf", font, size, columns))
    texts = [line.text for line in document.lines]
    assert any(text.strip().startswith(("Beetle", "Hounds")) for text in texts), texts
    blocks, _ = find_statblocks(document)
    got = [(b.name, b.count, b.ac, b.hp, b.hit_dice) for b in blocks]
    assert got == EXPECTED


@pytest.mark.parametrize("engine", ["pdfium"])
def test_the_other_engine_reads_the_same_rows(tmp_path: Path, engine: str) -> None:
    document = extract.read_pdf(_pdf(tmp_path / "headless.pdf", "times", 9.5, 2), engine=engine)
    blocks, _ = find_statblocks(document)
    assert [(b.name, b.count) for b in blocks] == [(n, c) for n, c, *_ in EXPECTED]


PLAIN = (
    'Ash Imp (6): AC 4; MV 9"; HD 2+1; hp 6, 13, 6, 5, 12, 13; #AT 1; D 1-4; SA nil; SZ T',
    "CE",
    "5) ORE FLOOR",
    "------------",
    'Ogres (1d4+1) AC 5 HD 4 (hp 16) Att 3 1-4/1-4/1-10 Mv 12" THAC0 16 Int low Al Chaotic',
    "6) ADIT MOUTH",
)


@pytest.mark.parametrize("size", [8.0, 9.5])
def test_monospaced_stat_lines_under_headings_are_no_roster(tmp_path: Path, size: float) -> None:
    """A plain-text module in a monospaced face: a stat line's label and its first field
    one space apart, a heading at the left edge under it; no cell gap, no table."""
    path = tmp_path / "plain.pdf"
    canvas = Canvas(str(path), pagesize=letter, invariant=1)
    canvas.setFont("Courier", size)
    for k, text in enumerate(PLAIN):
        canvas.drawString(40, 700 - k * size * 1.3, text)
    canvas.save()
    document = extract.read_pdf(path)
    lines = document.lines
    assert all(headless_table(lines, i, frozenset()) is None for i in range(len(lines)))
