"""Cards framed by four separate strokes, two or three to a row, are read card by card.

A layout program's table draws a card's frame (``BOX``) as four lines, tints the body under
the title and rules the title off or sets it on a coloured bar. No path was a rectangle
round the whole card, so the title stood outside every frame, the page was no page of text
boxes, and the lines of the cards in one row were read across the row, interleaved. Pages
written by reportlab's table in three fonts and sizes, two and three cards to a row, titles
over a rule and on a bar, read by both character engines."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

from converter.read.extract import read_pdf
from converter.read.strokes import stroked_frames

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
# each card's words start with its own letter, so every line read tells its card
LETTERS = "bdfgkmpt"
SYLLABLES = ("ala", "emo", "iru", "osa", "une", "ari", "olo", "eta")


def _words(card: int, count: int, shift: int) -> str:
    letter = LETTERS[card]
    return " ".join(letter + SYLLABLES[(k + shift) % 8] for k in range(count))


def _card(card: int, width: float, fonts: tuple[str, str, float], barred: bool) -> Table:
    regular, bold, size = fonts
    body = ParagraphStyle("body", fontName=regular, fontSize=size, leading=size * 1.2)
    head = ParagraphStyle(
        "head",
        parent=body,
        fontName=bold,
        fontSize=size + 1.5,
        leading=(size + 1.5) * 1.2,
        textColor=colors.white if barred else colors.darkred,
    )
    name = f"{card + 1}. {LETTERS[card].upper()}{SYLLABLES[card]} {LETTERS[card].upper()}osa"
    rows = [
        [Paragraph(name, head)],
        [Paragraph(_words(card, 14 + 3 * card, card), body)],
        [Paragraph(_words(card, 6, card + 3), body)],
    ]
    table = Table(rows, colWidths=[width])
    commands = [
        ("BOX", (0, 0), (-1, -1), 1.0, colors.darkred),
        ("BACKGROUND", (0, 1), (-1, -1), colors.Color(0.96, 0.94, 0.89)),
        ("BACKGROUND", (0, 0), (-1, 0), colors.darkred)
        if barred
        else ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.darkred),
    ]
    table.setStyle(TableStyle(commands))
    return table


def _pdf(path: Path, fonts: tuple[str, str, float], per_row: int, barred: bool) -> Path:
    avail = 612 - 2 * 54
    cards: list[Table | str] = [
        _card(card, avail / per_row - 8, fonts, barred) for card in range(len(LETTERS))
    ]
    while len(cards) % per_row:
        cards.append("")
    grid = Table(
        [cards[i : i + per_row] for i in range(0, len(cards), per_row)],
        colWidths=[avail / per_row] * per_row,
        hAlign="LEFT",
    )
    grid.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 8),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 9),
            ]
        )
    )
    doc = SimpleDocTemplate(str(path), pagesize=letter, leftMargin=54, rightMargin=54)
    doc.build([grid])
    return path


def _card_of(word: str) -> int | None:
    letters = word.strip(".,").lower()
    return LETTERS.index(letters[0]) if letters[:1] and letters[0] in LETTERS else None


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
@pytest.mark.parametrize("barred", [False, True], ids=["ruled", "barred"])
@pytest.mark.parametrize("per_row", [2, 3])
@pytest.mark.parametrize("font", sorted(FONTS))
def test_stroked_cards_are_read_card_by_card(
    tmp_path: Path, font: str, per_row: int, barred: bool, engine: str
) -> None:
    pdf = _pdf(tmp_path / f"cards-{font}-{per_row}.pdf", FONTS[font], per_row, barred)
    document = read_pdf(pdf, engine=engine)
    lines = [line.text for page in document.pages for line in page.lines]
    read: list[int] = []
    for text in lines:
        cards = {c for c in map(_card_of, text.split()) if c is not None}
        assert len(cards) == 1, (text, lines)  # no line runs on into the next card
        read.append(cards.pop())
    # each card read whole, title first (row by row or column by column: both are reading)
    runs = [card for k, card in enumerate(read) if k == 0 or read[k - 1] != card]
    assert sorted(runs) == list(range(len(LETTERS))), lines
    starts = [read.index(card) for card in runs]
    assert all(lines[k][0].isdigit() for k in starts), lines


def test_four_strokes_close_a_frame_and_inner_rules_part_no_frames() -> None:
    top, rule, bottom = 100.0, 118.0, 180.0
    card = [
        (50.0, top, 210.0, top),
        (50.0, bottom, 210.0, bottom),
        (50.0, top, 50.0, bottom),
        (210.0, top, 210.0, bottom),
        (50.0, rule, 210.0, rule),  # the rule under the title
    ]
    assert stroked_frames(card) == [(50.0, top, 210.0, bottom)]
    # without one side the strokes close nothing: a rule above and below a table is no frame
    assert stroked_frames(card[:3] + card[4:]) == []
    # the sides must span the frame: a short tick at the corner closes nothing
    assert stroked_frames([*card[:2], (50.0, top, 50.0, top + 5), card[3]]) == []


@pytest.mark.parametrize("noise", [0.0001, -0.0001, 0.3, -0.3])
@pytest.mark.parametrize("right_first", [False, True])
def test_cards_side_by_side_keep_their_frames_whatever_the_rounding(
    noise: float, right_first: bool
) -> None:
    """Two cards of one row: their top strokes lie on one line, but a layout program may
    write that line's position with a rounding error that differs from card to card. The
    stroke further along the line is still no continuation of the one before it (a gap
    parts them), so each card keeps its own frame."""
    top, bottom = 226.0, 308.0

    def card(x0: float, x1: float, shift: float) -> list[tuple[float, float, float, float]]:
        return [
            (x0, top + shift, x1, top + shift),
            (x0, top + shift, x0, bottom),
            (x1, top + shift, x1, bottom),
            (x0, top + 15.0, x1, top + 15.0),  # the rule under the title
            (x0, bottom, x1, bottom),
        ]

    left, right = card(44.0, 413.0, noise), card(421.0, 790.0, 0.0)
    strokes = [*right, *left] if right_first else [*left, *right]
    assert stroked_frames(strokes) == [
        (44.0, top + noise, 413.0, bottom),
        (421.0, top, 790.0, bottom),
    ]
