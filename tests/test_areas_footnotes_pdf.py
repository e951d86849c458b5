"""Page-foot notes belong to the area citing them; a "(continued)" heading resumes its place.

Modules written by reportlab in three fonts and sizes. The rooms' creature sentences end in
a raised note mark (numerals, or the symbols * † set twice on one page); each note, a stat
line in small type at the page's foot under a short rule, opens with its mark, set as a
raised glyph of its own or as a small span at the note's start. Before, the band ran on into
the last room on the page and every noted creature was read as present there. A room running
over the page ends with a jump line ("Continued on next page") and goes on under its heading
repeated with a continuation word ("1. Cistern (continued)"), which is no new area.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import A5
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
MARKS = {"numbers": ["1", "2"], "symbols": ["*", "†"], "again": ["*", "*"]}
ROOMS = [
    (
        "1. Cistern",
        [
            "Broken slates crunch underfoot by a row of",
            "hooded lamps. Four kobolds have made camp here",
            "and trim each other's hair with a knife.",
        ],
    ),
    (
        "2. Vat House",
        [
            "Water drips onto a brass telescope on a tripod.",
            "Six cave bears snore in a heap by the stove.",
        ],
    ),
    (
        "3. Bellfounder's Forge",
        [
            "A sluice wheel jammed with reeds turns slowly",
            "in the race. Two ghouls roast eels over a",
            "brazier. Steps wind down to the north.",
        ],
    ),
]
NOTES = [
    ("Kobold (4): AC 7, HD 1, hp 5, 4, 3, 6, #AT 1, D 1d6,", "MV 90' (30'), SV F1, ML 10, AL C"),
    ("Cave Bear (6): AC 6, HD 5, hp 22, #AT 3, D 1d10,", "MV 120' (40'), SV F3, ML 9, AL N"),
]
EXPECTED = {"1": {"kobold": 4}, "2": {"cave bear": 6}, "3": {"ghoul": 2}}


def _mark(
    pdf: canvas.Canvas, face: str, size: float, xy: tuple[float, float], mark: str, raised: bool
) -> None:
    """A note mark after a line: raised and small, or (not ``raised``) in the text's type."""
    pdf.setFont(face, size * 0.65 if raised else size)
    pdf.drawString(xy[0], xy[1] + (size * 0.4 if raised else 0), mark)


def _room(
    pdf: canvas.Canvas,
    fonts: tuple[str, str, float],
    y: float,
    room: int,
    mark: str | None,
    raised: bool = True,
) -> float:
    """One room, its creature sentence's line ending in ``mark``; returns the next y."""
    regular, bold, size = fonts
    title, prose = ROOMS[room]
    pdf.setFont(bold, size + 3)
    pdf.drawString(36, y, title)
    y -= size * 1.7
    for k, line in enumerate(prose):
        pdf.setFont(regular, size)
        pdf.drawString(36, y, line)
        if mark and k == 1:
            x = 36.5 + pdf.stringWidth(line, regular, size)
            _mark(pdf, regular, size, (x, y), mark, raised)
        y -= size * 1.3
    return y - size


def _notes(
    pdf: canvas.Canvas, fonts: tuple[str, str, float], marks: list[str], *, inline: bool
) -> None:
    """The band at the page's foot: a short rule, then each note opening with its mark, in a
    type smaller than the body's, set as a typesetter sets it (a paragraph a note, the mark
    raised); ``inline``: the mark is a smaller span on the note's baseline."""
    regular, bold, size = fonts
    note = size * 0.8
    style = ParagraphStyle("note", fontName=regular, fontSize=note, leading=note * 1.18)
    top = 36 + note * 1.2 * 2 * len(NOTES) + 6
    pdf.line(36, top, 108, top)
    y = top - 3
    for mark, (first, second) in zip(marks, NOTES, strict=True):
        name, rest = first.split(":", 1)
        cited = (
            f'<font size="{note * 0.7:.1f}">{mark}</font>' if inline else f"<super>{mark}</super>"
        )
        paragraph = Paragraph(f'{cited} <font name="{bold}">{name}:</font>{rest} {second}', style)
        height = paragraph.wrap(A5[0] - 72, 1000)[1]
        y -= height
        paragraph.drawOn(pdf, 36, y)


def _footnoted(
    path: Path, font: str, marks: list[str], *, inline: bool = False, raised: bool = True
) -> Path:
    """One page: three rooms, the first two ending in a note's mark, and the notes at the
    foot (``raised``: the marks in the text are raised and small, else in its type)."""
    fonts = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    pdf.setFont(fonts[1], fonts[2] + 7)
    y = A5[1] - 50
    pdf.drawString(36, y, "Rook Hill Observatory")
    y -= fonts[2] * 3
    for room in range(3):
        y = _room(pdf, fonts, y, room, marks[room] if room < len(marks) else None, raised)
    _notes(pdf, fonts, marks, inline=inline)
    pdf.showPage()
    pdf.save()
    return path


def _creatures(encounters: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    return {
        e["location"]["key"]: {c["name"]: c["count"] for c in e["creatures"]} for e in encounters
    }


@pytest.mark.parametrize("inline", [False, True], ids=["raised", "inline"])
@pytest.mark.parametrize("marks", sorted(MARKS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_footnote_belongs_to_the_area_citing_it(
    tmp_path: Path, font: str, marks: str, inline: bool
) -> None:
    pdf = _footnoted(tmp_path / f"notes-{font}.pdf", font, MARKS[marks], inline=inline)
    encounters = converted_module(pdf, tmp_path / "out")[1]
    assert [e["location"]["key"] for e in encounters] == ["1", "2", "3"]
    assert _creatures(encounters) == EXPECTED, _creatures(encounters)
    last = encounters[-1]["text"]
    assert "Kobold" not in last and "MV 90'" not in last, last


@pytest.mark.parametrize("font", sorted(FONTS))
def test_notes_nobody_cites_stay_where_they_are_read(tmp_path: Path, font: str) -> None:
    """The rooms end in numerals set in the text's own type ("… with a knife.1"): no note
    mark, so nothing tells the band from the last room's own stat lines in small type under
    its text; it stays where the reading order puts it, and no earlier room takes it."""
    pdf = _footnoted(tmp_path / f"uncited-{font}.pdf", font, ["1", "2"], raised=False)
    encounters = converted_module(pdf, tmp_path / "out")[1]
    creatures = _creatures(encounters)
    assert creatures["1"] == {"kobold": 4} and creatures["2"] == {"cave bear": 6}, creatures
    assert creatures["3"] == {"ghoul": 2, "kobold": 4, "cave bear": 6}, creatures


CONTINUED = {"brackets": "(continued)", "short": "(cont.)", "dash": "— cont'd"}
JUMPS = {"brackets": "Continued on next page", "short": "(continued)", "dash": "Turn to page 2"}


def _continued(path: Path, font: str, word: str, jump: str) -> Path:
    """Room 1 runs over the page: a jump line at its foot, its heading again with ``word``
    at the top of the next page, then the rest of its text and room 2."""
    regular, bold, size = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    y = A5[1] - 50
    pdf.setFont(bold, size + 7)
    pdf.drawString(36, y, "Rook Hill Observatory")
    y = _room(pdf, FONTS[font], y - size * 3, 0, None)
    pdf.setFont(regular, size - 1.5)
    pdf.drawRightString(A5[0] - 36, 40, jump)
    pdf.showPage()
    y = A5[1] - 50
    pdf.setFont(bold, size)  # the heading repeated in the body's type, as a running head
    pdf.drawString(36, y, f"1. Cistern {word}")
    y -= size * 1.6
    pdf.setFont(regular, size)
    for line in ("Three ghouls crouch by the sluice gate,", "gnawing a lamb bone."):
        pdf.drawString(36, y, line)
        y -= size * 1.3
    _room(pdf, FONTS[font], y - size, 1, None)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("wording", sorted(CONTINUED))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_continued_heading_resumes_its_area(tmp_path: Path, font: str, wording: str) -> None:
    pdf = _continued(tmp_path / f"cont-{font}.pdf", font, CONTINUED[wording], JUMPS[wording])
    encounters = converted_module(pdf, tmp_path / "out")[1]
    keys = [(e["location"]["key"], e["location"]["name"]) for e in encounters]
    assert keys == [("1", "Cistern"), ("2", "Vat House")], keys
    creatures = _creatures(encounters)
    assert creatures == {"1": {"kobold": 4, "ghoul": 3}, "2": {"cave bear": 6}}, creatures
    first = encounters[0]["text"]
    assert "ghouls crouch" in first and JUMPS[wording] not in first, first


# A count at one line's end and its creature's name opening the next, whose end carries the
# note's mark: raised high in tight leading, the mark is read as a line of its own between
# the two ("Half a" / "*" / "dozen ghouls"), and left in the text it cut the count from the
# name (twelve ghouls for "Half a dozen", the note's count for "Nine").
SPLIT_ROOMS = [
    (
        "1. Cistern",
        [
            "Reeds choke the sluice by a row of hooded lamps. Half a",
            "dozen ghouls gnaw a lamb bone.",
        ],
    ),
    (
        "2. Vat House",
        [
            "Water drips onto a brass telescope on a tripod. Nine",
            "kobolds snore in a heap by the stove.",
        ],
    ),
]
SPLIT_NOTES = [
    ("Ghoul (6): AC 6, HD 2, hp 9, #AT 3, D 1d3,", "MV 90' (30'), SV F2, ML 9, AL C"),
    ("Kobold (9): AC 7, HD 1, hp 4, #AT 1, D 1d6,", "MV 90' (30'), SV F1, ML 6, AL C"),
]
RAISES = {"half": 0.45, "most": 0.6}


def _split_counts(path: Path, font: str, marks: list[str], raise_by: float) -> Path:
    regular, bold, size = FONTS[font]
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    y = A5[1] - 50
    pdf.setFont(bold, size + 7)
    pdf.drawString(36, y, "Rook Hill Observatory")
    y -= size * 3
    for (title, prose), mark in zip(SPLIT_ROOMS, marks, strict=True):
        pdf.setFont(bold, size + 3)
        pdf.drawString(36, y, title)
        y -= size * 1.7
        for k, line in enumerate(prose):
            pdf.setFont(regular, size)
            pdf.drawString(36, y, line)
            if k == 1:
                pdf.setFont(regular, size * 0.8)
                x = 36.5 + pdf.stringWidth(line, regular, size)
                pdf.drawString(x, y + size * raise_by, mark)
            y -= size * 1.15
        y -= size
    regular_note = size * 0.8
    style = ParagraphStyle(
        "note", fontName=regular, fontSize=regular_note, leading=regular_note * 1.18
    )
    top = 36 + regular_note * 1.2 * 2 * len(SPLIT_NOTES) + 6
    pdf.line(36, top, 108, top)
    y = top - 3
    for mark, (first, second) in zip(marks, SPLIT_NOTES, strict=True):
        name, rest = first.split(":", 1)
        paragraph = Paragraph(
            f'<super>{mark}</super> <font name="{bold}">{name}:</font>{rest} {second}', style
        )
        y -= paragraph.wrap(A5[0] - 72, 1000)[1]
        paragraph.drawOn(pdf, 36, y)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("raised", sorted(RAISES))
@pytest.mark.parametrize("marks", sorted(MARKS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_mark_between_two_lines_leaves_the_count_whole(
    tmp_path: Path, font: str, marks: str, raised: str
) -> None:
    pdf = _split_counts(tmp_path / f"split-{font}.pdf", font, MARKS[marks], RAISES[raised])
    encounters = converted_module(pdf, tmp_path / "out")[1]
    creatures = _creatures(encounters)
    assert creatures == {"1": {"ghoul": 6}, "2": {"kobold": 9}}, creatures
    texts = " ".join(e["text"] for e in encounters)
    assert "Half a dozen ghouls" in texts and "Nine kobolds" in texts, texts
