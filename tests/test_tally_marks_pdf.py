"""Hit points printed as tick boxes or pips (``converter.detect.tally_marks``): on generated
lines, a lone row after an hp label reads as its count, one character for one; rows parted
by a slash, a row after a printed number and prose are left as printed. On drawn PDF pages
(DejaVu Sans and Sans Condensed, two sizes, boxes and circles) a B/X-like line over a lone
row of boxes has the boxes' count as its hit points; two creatures' rows give none."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.detect.tally_marks import read_tally_marks
from converter.read.extract import read_pdf

DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
MARKS = ["□", "○"]


def _row(mark: str, count: int) -> str:
    """``count`` marks in runs of five, as a tracker prints them."""
    runs = [mark * 5] * (count // 5) + ([mark * (count % 5)] if count % 5 else [])
    return " ".join(runs)


@pytest.mark.parametrize(
    ("mark", "count", "label", "after"),
    list(itertools.product(MARKS, [1, 4, 9, 23], ["hp", "HP"], ["", " each", "\nMonsters"])),
)
def test_a_lone_row_reads_as_its_count(mark: str, count: int, label: str, after: str) -> None:
    text = f"Goblin AC 6 [13] · HD 1 · ML 7\n{label} {_row(mark, count)}{after}"
    read = read_tally_marks(text)
    assert len(read) == len(text)
    assert f"{label} {count}" in read
    assert mark not in read


@pytest.mark.parametrize(
    "text",
    [
        "hp □□□□ / □□□",
        "hp ○○○○○ ○○○○○ ○○\n/ ○○○○○ ○",
        "hp 4 □□□□  3 □□□",
        "hp 5 each ○○○○○",
        "The shop sells □□□ tick boxes.",
        "chp ○○○",
    ],
)
def test_rows_that_give_no_one_value_stay(text: str) -> None:
    assert read_tally_marks(text) == text


def _face(name: str) -> tuple[str, str]:
    regular, bold = DEJAVU / f"{name}.ttf", DEJAVU / f"{name}-Bold.ttf"
    if not (regular.exists() and bold.exists()):
        pytest.skip(f"{name} is not installed")
    pdfmetrics.registerFont(TTFont(name, str(regular)))
    pdfmetrics.registerFont(TTFont(f"{name}-Bold", str(bold)))
    return name, f"{name}-Bold"


# (name, count printed, AC, HD, the hp row under the line, the hit points a reader reads)
BLOCKS = [
    ("Goblin", "", 6, "1", "hp {r7}", 7),
    ("Cave Crawlers", " ×3", 7, "3", "hp {r11} / {r9} / {r14}", None),
    ("Ash Imps", " (2d4)", 4, "2+2", "hp {r12} each", 12),
    ("Ogre", "", 5, "4+1", "hp {r23}", 23),
]


def tracker_page(path: Path, face: tuple[str, str], size: float, mark: str) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = 720.0
    rows = {f"r{n}": _row(mark, n) for n in (7, 9, 11, 12, 14, 23)}
    for name, count, ac, hd, row, _ in BLOCKS:
        pdf.setFont(face[1], size)
        lead = f"{name}{count} "
        pdf.drawString(50, y, lead)
        x = 50 + pdfmetrics.stringWidth(lead, face[1], size)
        pdf.setFont(face[0], size)
        line = f"AC {ac} [{19 - ac}] · HD {hd} · Att 1 × claw (1d6) · MV 90' · ML 8"
        pdf.drawString(x, y, line)
        pdf.drawString(50, y - size * 1.3, row.format(**rows))
        y -= size * 4.5
    pdf.save()
    return path


@pytest.mark.parametrize(
    ("font", "size", "mark"),
    list(itertools.product(["DejaVuSans", "DejaVuSansCondensed"], [8.0, 10.0], MARKS)),
)
def test_a_trackers_boxes_are_its_hit_points(
    tmp_path: Path, font: str, size: float, mark: str
) -> None:
    path = tracker_page(tmp_path / "tracker.pdf", _face(font), size, mark)
    blocks, _ = find_statblocks(read_pdf(path))
    read = {block.name.casefold(): block.hp for block in blocks}
    expected = {name.casefold().removesuffix("s"): hp for name, _, _, _, _, hp in BLOCKS}
    assert {name: read.get(name, "missing") for name in expected} == expected
