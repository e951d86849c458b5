"""Rivers of justified text (``converter.read.rivers``): in a narrow justified box, the
stretched word gaps of its lines line up into a clear vertical stretch. The box is still one
column, read line by line: whether the words right of the river start ragged (two words a
line) or nearly flush with a line crossing the river above them that spans the whole measure
(a one-page dungeon's room box opening with its key). Two real narrow columns, justified and
aligned row by row, stay two columns. Made in three fonts and sizes, each box with its own
wording; each layout is checked to hold the clear stretch it is about."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FONTS = {
    "helvetica-6": ("Helvetica", 6.0),
    "times-7.5": ("Times-Roman", 7.5),
    "courier-6.5": ("Courier", 6.5),
}
# Two words a line, the last ones of different widths: what stands right of the river starts
# ragged. The last line of a paragraph is set short, left alone.
RAGGED = [
    (
        [
            ("5 Bakery", "Walls"),
            ("caked", "in"),
            ("mud.", "Some"),
            ("rats.", "1d6"),
            ("A", "scratches."),
        ],
        "A bag of 4 gp.",
    ),
    (
        [
            ("3 Kiln", "Soot"),
            ("on", "every"),
            ("ledge.", "Two"),
            ("bats.", "Six"),
            ("owls", "roosting."),
        ],
        "Cold ash.",
    ),
]
# A key line crossing the river, then lines ending in words of near one width ("AC8",
# "Two", "AC6"): the river's right side starts nearly flush.
CROSSING = [
    (
        "7 Prayer Cell Dank,",
        [
            ("dripping. 2d6", "grey"),
            ("oozes (HD3", "AC8"),
            ("hp19 d8).", "Two"),
            ("goblins (HD1", "AC6"),
        ],
        "d6).",
    ),
    (
        "4 Chain Room Cold,",
        [
            ("silent. Some", "rats"),
            ("gnaw (HD1", "AC7"),
            ("hp3 d4). An", "orc"),
            ("waits (HD1", "AC6"),
        ],
        "d8).",
    ),
]


def _measure(font: str, size: float, lines: list[list[str]]) -> float:
    """A measure a little wider than the widest pair of words, so each line's gap stretches."""
    widest = max(stringWidth(" ".join(pair), font, size) for pair in lines)
    return widest + 3.0 * size


def _justified(
    pdf: canvas.Canvas,
    font: str,
    size: float,
    x: float,
    y: float,
    measure: float,
    pair: tuple[str, str],
) -> tuple[float, float]:
    """Set the pair's first words at the measure's left edge and its last word flush at its
    right edge; return where the first words end and the last word starts."""
    first, last = pair
    pdf.setFont(font, size)
    pdf.drawString(x, y, first)
    start = x + measure - stringWidth(last, font, size)
    pdf.drawString(start, y, last)
    return x + stringWidth(first, font, size), start


def _spread(
    pdf: canvas.Canvas, font: str, size: float, x: float, y: float, measure: float, text: str
) -> None:
    """Set ``text`` justified: its word gaps stretched alike over the whole measure."""
    words = text.split()
    widths = [stringWidth(w, font, size) for w in words]
    gap = (measure - sum(widths)) / (len(words) - 1)
    pdf.setFont(font, size)
    left = x
    for word, width in zip(words, widths, strict=True):
        pdf.drawString(left, y, word)
        left += width + gap


class Box:
    """A box's lines as they must be read, and the river its layout holds."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.ends: list[float] = []  # where each justified line's first words end
        self.starts: list[float] = []  # where its last word starts

    def add(self, pair: tuple[str, str], placed: tuple[float, float]) -> None:
        self.texts.append(" ".join(pair))
        self.ends.append(placed[0])
        self.starts.append(placed[1])

    def river(self) -> float:
        """The width of the clear stretch between the first words and the last ones."""
        return min(self.starts) - max(self.ends)

    def ragged(self) -> float:
        """How far apart the last words start."""
        return max(self.starts) - min(self.starts)


def _ragged_box(
    pdf: canvas.Canvas,
    font: str,
    size: float,
    x: float,
    y: float,
    lines: tuple[list[tuple[str, str]], str],
) -> Box:
    pairs, last = lines
    measure = _measure(font, size, [list(p) for p in pairs])
    box = Box()
    for pair in pairs:
        box.add(pair, _justified(pdf, font, size, x, y, measure, pair))
        y -= size * 1.25
    pdf.drawString(x, y, last)
    box.texts.append(last)
    return box


def _crossing_box(
    pdf: canvas.Canvas,
    font: str,
    size: float,
    x: float,
    y: float,
    lines: tuple[str, list[tuple[str, str]], str],
) -> Box:
    key_line, pairs, last = lines
    measure = max(
        _measure(font, size, [list(p) for p in pairs]), stringWidth(key_line, font, size) + size
    )
    _spread(pdf, font, size, x, y, measure, key_line)  # the key line is justified too
    box = Box()
    box.texts.append(key_line)
    for pair in pairs:
        y -= size * 1.25
        box.add(pair, _justified(pdf, font, size, x, y, measure, pair))
    y -= size * 1.25
    pdf.drawString(x, y, last)
    box.texts.append(last)
    return box


def _boxes_pdf(path: Path, font: str, kind: str) -> tuple[Path, list[Box]]:
    regular, size = FONTS[font]
    width, height = landscape(letter)
    pdf = canvas.Canvas(str(path), pagesize=(width, height), invariant=1)
    boxes = []
    for i in range(2):
        # boxes apart, the second lower: a one-page dungeon's boxes stand round its map
        x, y = 60.0 + 360.0 * i, height - 120.0 - 150.0 * i
        if kind == "ragged":
            boxes.append(_ragged_box(pdf, regular, size, x, y, RAGGED[i]))
        else:
            boxes.append(_crossing_box(pdf, regular, size, x, y, CROSSING[i]))
    pdf.showPage()
    pdf.save()
    return path, boxes


@pytest.mark.parametrize("kind", ["ragged", "crossing"])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_river_is_no_gutter(tmp_path: Path, font: str, kind: str) -> None:
    path, boxes = _boxes_pdf(tmp_path / f"{font}-{kind}.pdf", font, kind)
    size = FONTS[font][1]
    for box in boxes:  # the layout holds what the case is about
        assert box.river() >= 0.5 * size
        assert (box.ragged() >= 1.0 * size) == (kind == "ragged")
    page = read_pdf(path).pages[0]
    assert [line.text for line in page.lines] == [text for box in boxes for text in box.texts]
    # each box is one column segment, however its lines' gaps line up
    sizes = [len(box.texts) for box in boxes]
    assert [line.column for line in page.lines] == [0] * sizes[0] + [1] * sizes[1]


def test_real_columns_under_a_line_across_them_stay_columns(tmp_path: Path) -> None:
    """Two justified columns side by side, rows aligned, under an introduction's line that
    spans both exactly: the columns are wider than a river's few words, so their gutter is
    a gutter and the line across them a band (read: the line, then column by column)."""
    regular, size = FONTS["helvetica-6"]
    pdf = canvas.Canvas(str(tmp_path / "columns.pdf"), pagesize=landscape(letter), invariant=1)
    left = [
        "The reeds hide a sunken punt",
        "and the bones of whoever",
        "poled it long ago in the",
        "spring floods; frogs fall",
        "silent as the party wades",
        "in up to the knee and",
    ]
    right = [
        "Soot lies thick on every",
        "ledge and two bats hang",
        "from the beams above the",
        "kiln mouth, where the old",
        "miller kept his ledgers",
        "and a purse of silver",
    ]
    measure = max(stringWidth(t, regular, size) for t in left + right) + 2 * size
    gutter = 2.0 * size
    y0 = 400.0
    intro = "Read this aloud when the party first reaches the mill and its yard"
    _spread(pdf, regular, size, 60.0, y0 + size * 1.25, 2 * measure + gutter, intro)
    for column, rows in enumerate((left, right)):
        for row, text in enumerate(rows):
            x = 60.0 + column * (measure + gutter)
            _spread(pdf, regular, size, x, y0 - row * size * 1.25, measure, text)
    pdf.showPage()
    pdf.save()
    assert measure >= 10 * size  # wider than a river's words, as columns are
    page = read_pdf(tmp_path / "columns.pdf").pages[0]
    assert [line.text for line in page.lines] == [intro, *left, *right]


# A box of one justified line and a short last line: the line's stretched gaps part its words
# into fragments, three or more of them right of a gap the last line stops short of.
ONE_LINE = {
    "helvetica-6": ("5 Forge Walls covered in scratches. Six", "watchmen (HD1 AC5 d8)."),
    "times-7.5": ("2 Kiln House Soot on the sills and rafters. Two", "bats (HD1 AC8)."),
    "courier-6.5": ("3 Well Cold air rises from the shaft. A", "grey ooze."),
}


def _one_line_box(path: Path, font: str) -> tuple[Path, list[str], int]:
    """The box, its two lines, and how many words of the first stand right of the first of
    its gaps the last line stops short of."""
    regular, size = FONTS[font]
    first, last = ONE_LINE[font]
    words = first.split()
    measure = stringWidth(first, regular, size) + len(words) * 0.8 * size  # gaps near 1 em
    pdf = canvas.Canvas(str(path), pagesize=landscape(letter), invariant=1)
    x, y = 420.0, 400.0
    _spread(pdf, regular, size, x, y, measure, first)
    pdf.setFont(regular, size)
    pdf.drawString(x, y - size * 1.25, last)
    pdf.showPage()
    pdf.save()
    widths = [stringWidth(w, regular, size) for w in words]
    gap = (measure - sum(widths)) / (len(words) - 1)
    end, left, right_words = x + stringWidth(last, regular, size), x, 0
    for k, width in enumerate(widths):
        if left > end + 0.5 * size:
            right_words = len(words) - k
            break
        left += width + gap
    return path, [first, last], right_words


@pytest.mark.parametrize("font", sorted(ONE_LINE))
def test_a_one_line_justified_box_is_one_column(tmp_path: Path, font: str) -> None:
    """Its stretched gaps are alike, so the one right of the last line's end is a word gap,
    no gutter: the line is read whole, then the last line."""
    path, texts, right_words = _one_line_box(tmp_path / f"{font}-one.pdf", font)
    assert right_words >= 3  # the layout holds what the case is about
    page = read_pdf(path).pages[0]
    assert [line.text for line in page.lines] == texts
    assert {line.column for line in page.lines} == {0}
