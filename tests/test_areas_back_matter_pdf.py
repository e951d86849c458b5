"""A heading that names a part of the book after its places (endnotes, an appendix, the
credits) ends the area it follows, even when it is set smaller than the area's own heading;
so does a plain "Notes" whose numbered entries the rooms before cite by raised note marks.
Modules written by reportlab in three fonts and sizes, three wordings of the heading: the
rooms' text points at numbered notes ("… trim each other's hair.1") printed after the last
room under a smaller heading, each note a creature's stat line. Before, the notes ran on into
the last room, and every creature of every note was read as present there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from converted import converted_module
from noted_rooms import draw_noted_rooms
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 8.0),
}
HEADINGS = {"endnotes": "Endnotes", "appendix": "Appendix A: Monsters", "capitals": "FOOTNOTES"}
ROOMS = [
    (
        "1. Cistern",
        [
            "Broken slates crunch underfoot by a row of",
            "hooded lamps. Four kobolds have made camp here",
            "and trim each other's hair with a knife.1",
        ],
    ),
    (
        "2. Vat House",
        [
            "Water drips onto a brass telescope on a tripod.",
            "Six cave bears snore in a heap by the stove.2",
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
    "1. Kobold (4) AC 7 [12], HD 1 (6hp), Att 1 × spear (1d6),",
    "MV 90' (30'), ML 10, AL Chaotic, XP 15",
    "2. Cave Bear (6) AC 6 [13], HD 5 (19hp), Att 1 × bite (1d10),",
    "MV 90' (30'), ML 9, AL Chaotic, XP 55",
    "3. Bandits (several) AC 7 [12], HD 1 (4hp), Att 1 × club",
    "(1d8), MV 90' (30'), ML 10, AL Lawful, XP 15",
]


def _pdf(path: Path, fonts: tuple[str, str, float], heading: str, *, raised: bool = False) -> Path:
    """The three rooms, then the notes under ``heading``; ``raised``: each note mark is set
    as a superscript (smaller, above the baseline) rather than in the text's type."""
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    y = draw_noted_rooms(
        pdf, "Rook Hill Observatory", ROOMS, (regular, bold, size), "raised" if raised else "inline"
    )
    pdf.setFont(bold, size + 2)  # the notes' heading: smaller than a room's, larger than text
    pdf.drawString(36, y, heading)
    y -= size * 1.6
    pdf.setFont(regular, size - 1)
    for line in NOTES:
        pdf.drawString(36, y, line)
        y -= size * 1.2
    pdf.showPage()
    pdf.save()
    return path


def _encounters(
    tmp_path: Path, font: str, heading: str, *, raised: bool = False
) -> list[dict[str, Any]]:
    pdf = _pdf(tmp_path / f"notes-{font}.pdf", FONTS[font], heading, raised=raised)
    return converted_module(pdf, tmp_path / "out")[1]


@pytest.mark.parametrize("wording", sorted(HEADINGS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_back_matter_heading_ends_the_last_area(tmp_path: Path, font: str, wording: str) -> None:
    encounters = _encounters(tmp_path, font, HEADINGS[wording])
    keys = [e["location"]["key"] for e in encounters]
    assert keys == ["1", "2", "3"], keys
    last = encounters[-1]
    assert HEADINGS[wording] not in last["text"] and "Kobold (4)" not in last["text"], last["text"]
    creatures = {
        e["location"]["key"]: {c["name"]: c["count"] for c in e["creatures"]} for e in encounters
    }
    assert creatures == {
        "1": {"kobold": 4},
        "2": {"cave bear": 6},
        "3": {"ghoul": 2},
    }, creatures


PLAIN_HEADINGS = {"notes": "Notes", "capitals": "NOTES", "long": "Notes on the Creatures"}


@pytest.mark.parametrize("wording", sorted(PLAIN_HEADINGS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_notes_cited_by_raised_marks_end_the_last_area(
    tmp_path: Path, font: str, wording: str
) -> None:
    """A plain "Notes" may be a room's own; these notes are the book's: their entries are
    numbered, and rooms before the last one cite those numbers by raised marks."""
    encounters = _encounters(tmp_path, font, PLAIN_HEADINGS[wording], raised=True)
    assert [e["location"]["key"] for e in encounters] == ["1", "2", "3"]
    last = encounters[-1]
    assert "Kobold (4)" not in last["text"], last["text"]
    creatures = {
        e["location"]["key"]: {c["name"]: c["count"] for c in e["creatures"]} for e in encounters
    }
    assert creatures == {"1": {"kobold": 4}, "2": {"cave bear": 6}, "3": {"ghoul": 2}}, creatures


@pytest.mark.parametrize("font", sorted(FONTS))
def test_notes_nobody_cites_stay_in_the_room(tmp_path: Path, font: str) -> None:
    """The same list with the marks set in the text's own type (no note marks): nothing
    says the notes are the book's, so a plain "Notes" stays a part of the last room."""
    encounters = _encounters(tmp_path, font, "Notes", raised=False)
    assert "Kobold (4)" in encounters[-1]["text"]
