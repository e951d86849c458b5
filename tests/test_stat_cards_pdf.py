"""Stat blocks printed as framed cards in a grid, two or three a row, read end to end.

Each card is a low filled name bar (lower than a box counts as a frame by itself) set edge to
edge on a tinted body, with or without a rule frame round both; the cards of a row stand a
few points apart, so only their frames part them. Every card must come back as one block
with its own name and its own fields (not its neighbour's), in old-school and 5e-like
grammars, two faces and sizes; a page holding a single row of cards (fewer frames than a
page of text boxes needs) must be read card by card too. Narrow cards wrap their values
("Hit Points 42 (5d10" / "+ 15)", "Att 1 × short sword" / "(1d8)").
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from module_factory import wrap
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf


@dataclass(frozen=True)
class Card:
    name: str
    ac: int
    hp: int
    dice: str  # the 5e hit dice "5d10 + 15"; the old-school hit dice are its first count
    attack: str


CARDS = [
    Card("Mire Warden", 13, 42, "5d10 + 15", "short sword"),
    Card("Glass Hound", 15, 11, "2d8 + 2", "bite"),
    Card("Bell Keeper", 12, 27, "5d8 + 5", "hammer"),
    Card("Reed Witch", 11, 9, "2d8", "claw"),
    Card("Salt Golem", 17, 60, "8d10 + 16", "slam"),
    Card("Tallow Imp", 14, 7, "2d6", "sting"),
]
FACES = {
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.0),
    "times": ("Times-Roman", "Times-Bold", 9.5),
}
GAP, MARGIN, BAR = 6.0, 36.0, 13.0  # points between cards, page margin, name bar height
PAD = 1.5  # points between a card's edge and its text (cards printed edge to edge)


def _old_school(card: Card) -> list[str]:
    hd = card.dice.split("d")[0]
    return [
        f"AC {card.ac} [{19 - card.ac}]",
        f"HD {hd} ({card.hp} hp)",
        f"Att 1 × {card.attack} (1d8)",
        "MV 90' (30')",
        "ML 8 · XP 25",
    ]


def _five_e(card: Card) -> list[str]:
    return [
        "Medium monstrosity, neutral evil",
        f"Armor Class {card.ac}",
        f"Hit Points {card.hp} ({card.dice})",
        "Speed 30 ft.",
        "STR 12 (+1) DEX 14 (+2) CON 13 (+1) INT 6 (–2) WIS 10 (+0) CHA 7 (–2)",
        "Challenge 1 (200 XP)",
        f"{card.attack.title()}. +4 to hit, 1d8 damage.",
    ]


def _draw_card(
    pdf: canvas.Canvas, card: Card, box: tuple[float, float, float], lines: list[str], face: str
) -> float:
    """Draw one card whose top left corner is (x, top); its height."""
    regular, bold, size = FACES[face]
    x, top, width = box
    body = [part for text in lines for part in wrap(text, regular, size, width - 2 * PAD)]
    height = len(body) * size * 1.35 + 8
    pdf.setFillColorRGB(0.48, 0.12, 0.12)
    pdf.rect(x, top - BAR, width, BAR, stroke=0, fill=1)
    pdf.setFillColorRGB(0.96, 0.94, 0.89)
    pdf.rect(x, top - BAR - height, width, height, stroke=0, fill=1)
    pdf.setFillColorRGB(1, 1, 1)
    pdf.setFont(bold, size + 1.5)
    pdf.drawString(x + PAD, top - BAR + 3.5, card.name)
    pdf.setFillColorRGB(0, 0, 0)
    pdf.setFont(regular, size)
    y = top - BAR - size - 2
    for text in body:
        pdf.drawString(x + PAD, y, text)
        y -= size * 1.35
    return BAR + height


def _write_grid(
    path: Path,
    cards: list[Card],
    per_row: int,
    grammar: str,
    face: str,
    ruled: bool,
    gap: float = GAP,
    width: float | None = None,
) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    width = width or (letter[0] - 2 * MARGIN - gap * (per_row - 1)) / per_row
    pdf.setFont(FACES[face][1], 14)
    pdf.drawString(MARGIN, letter[1] - MARGIN - 10, "MONSTER CARDS")
    top = letter[1] - MARGIN - 24
    for row in range(0, len(cards), per_row):
        tallest = 0.0
        for column, card in enumerate(cards[row : row + per_row]):
            x = MARGIN + column * (width + gap)
            lines = _old_school(card) if grammar == "old-school" else _five_e(card)
            height = _draw_card(pdf, card, (x, top, width), lines, face)
            tallest = max(tallest, height)
            if ruled:  # a rule frame round the card, drawn as four single lines
                bottom = top - height
                pdf.lines([(x, top, x + width, top), (x, bottom, x + width, bottom)])
                pdf.lines([(x, top, x, bottom), (x + width, top, x + width, bottom)])
        top -= tallest + 3 * GAP
    pdf.showPage()
    pdf.save()
    return path


def _blocks(path: Path) -> dict[str, tuple[int | None, int | None, str | None]]:
    blocks, _ = find_statblocks(read_pdf(path))
    return {b.name: (b.ac, b.hp, b.hit_dice) for b in blocks}


def _expected(cards: list[Card], grammar: str) -> dict[str, tuple[int, int, str]]:
    if grammar == "old-school":
        return {c.name: (c.ac, c.hp, c.dice.split("d")[0]) for c in cards}
    return {c.name: (c.ac, c.hp, c.dice.replace(" ", "")) for c in cards}


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("grammar", ["old-school", "5e"])
@pytest.mark.parametrize("per_row", [2, 3])
def test_each_card_is_read_as_its_own_block(
    tmp_path: Path, face: str, grammar: str, per_row: int
) -> None:
    ruled = face == "times"
    path = _write_grid(tmp_path / "cards.pdf", CARDS, per_row, grammar, face, ruled=ruled)
    assert _blocks(path) == _expected(CARDS, grammar)


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("grammar", ["old-school", "5e"])
@pytest.mark.parametrize("ruled", [False, True])
def test_a_single_row_of_cards_is_read_card_by_card(
    tmp_path: Path, face: str, grammar: str, ruled: bool
) -> None:
    row = CARDS[:2]  # two cards a hair apart: only their frames part them
    path = _write_grid(tmp_path / "row.pdf", row, 2, grammar, face, ruled=ruled, gap=1.0)
    assert _blocks(path) == _expected(row, grammar)


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("grammar", ["old-school", "5e"])
def test_values_wrapped_in_narrow_cards_stay_whole(tmp_path: Path, face: str, grammar: str) -> None:
    regular, _, size = FACES[face]
    # Just too narrow for "Hit Points 42 (5d10 + 15)" and "Att 1 × short sword (1d8)": the
    # dice's end and the damage wrap onto a line of their own.
    heads = ("Hit Points 42 (5d10 +", "Att 1 × short sword")
    width = max(stringWidth(head, regular, size) for head in heads) + 2 * PAD + 1
    path = _write_grid(tmp_path / "narrow.pdf", CARDS, 3, grammar, face, False, width=width)
    assert _blocks(path) == _expected(CARDS, grammar)
