"""The entries of a list of notes the rooms cite are notes, not keyed places, however their
first line is set: a booklet marks its creatures with raised note numbers ("… seven acolytes
snore in a heap.²") and prints, after the rooms, numbered notes each holding a creature's
stat line under a bold label ("2. Acolytes (7): AC 9; MV 9"; HD 1 …"). A numbered entry
holding a stat block read as a keyed area with its creatures present (a second "1", "2" …
after the rooms). Modules written by reportlab in three fonts and sizes, three wordings of
the notes' heading, two stat grammars; the same list with no marks citing it stays areas."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from converted import converted_module
from noted_rooms import draw_noted_rooms
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

# regular, bold, italic, bold italic, body size
FONTS = {
    "times": ("Times-Roman", "Times-Bold", "Times-Italic", "Times-BoldItalic", 9.5),
    "helvetica": (
        "Helvetica",
        "Helvetica-Bold",
        "Helvetica-Oblique",
        "Helvetica-BoldOblique",
        8.5,
    ),
    "courier": ("Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique", 8.0),
}
HEADINGS = {"endnotes": "Endnotes", "notes": "Notes", "long": "Notes on the Creatures"}
ROOMS = [
    (
        "1. Kiln Room",
        [
            "Peat smoke hangs low here, curling about a rack",
            "of tanning frames. Seven acolytes toss bones",
            "against the wall.1",
        ],
    ),
    (
        "2. Clerk's Office",
        [
            "A draught from the floor grate stirs the dust",
            "around a kiln door. Two cave bears argue over",
            "a map scratched on slate.2",
        ],
    ),
    (
        "3. Lamp Gallery",
        [
            "Water drips onto a cracked bell lying on its side.",
            "Four ghouls scrape hides with blunt knives.3",
        ],
    ),
]
# (label, stat text as its lines) in each grammar; the labels count as notes do: the group
# as printed ("Acolyte (7)"), in dice, or vaguely, none a plural counted by a number (which
# the key reader already takes for a count, no key)
NOTES = {
    "adnd": [
        (
            "1. Acolyte (7):",
            ['AC 9; MV 9"; HD 1; hp 4, 3, 1, 1, 7, 8,', "1; #AT 1; D 1-8; SA nil; SZ M; AL CE"],
        ),
        (
            "2. Cave Bears (2d6):",
            ['AC 6; MV 12"; HD 5+1; hp 16; #AT 3;', "D 1-4/1-4/1-10; SA nil; SZ L; AL N"],
        ),
        (
            "3. Ghouls (several):",
            ['AC 6; MV 9"; HD 2; hp 9; #AT 3;', "D 1-3/1-3/1-6; SA paralysis; AL CE"],
        ),
    ],
    "bx": [
        ("1. Acolyte (7)", ['AC 7 HD 1 (hp 4) Att 1 1-6 Mv 12"', "THAC0 19 Int low Al Chaotic"]),
        ("2. Cave Bears (2d6)", ["AC 6 HD 5+1 (hp 16) Att 3 1-4/1-4/1-10", 'Mv 12" THAC0 15 Al N']),
        (
            "3. Ghouls (several)",
            ['AC 6 HD 2 (hp 9) Att 3 1-3/1-3/1-6 Mv 9"', "THAC0 18 Al Chaotic"],
        ),
    ],
}
EXPECTED = {"1": {"acolyte": 7}, "2": {"cave bear": 2}, "3": {"ghoul": 4}}


def _pdf(
    path: Path,
    fonts: tuple[str, str, str, str, float],
    heading: str,
    grammar: str,
    *,
    raised: bool = True,
) -> Path:
    """The three rooms, their note marks raised (or, with ``raised`` False, left out), then
    on the next page the notes under ``heading``, each a bold italic label and its stat line
    in italic."""
    regular, bold, italic, bold_italic, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=A5, invariant=1)
    draw_noted_rooms(
        pdf, "The Kiln-Father's Tomb", ROOMS, (regular, bold, size), "raised" if raised else "none"
    )
    pdf.showPage()  # the notes close the part on a page of their own
    y = A5[1] - 50
    pdf.setFont(bold, size + 4)  # a part's heading, set over the rooms' keys
    pdf.drawString(36, y, heading)
    y -= size * 1.6
    small = size - 2
    for label, stats in NOTES[grammar]:
        pdf.setFont(bold_italic, small)
        pdf.drawString(36, y, label)
        pdf.setFont(italic, small)
        pdf.drawString(36 + pdf.stringWidth(label + " ", bold_italic, small), y, stats[0])
        for line in stats[1:]:
            y -= small * 1.25
            pdf.drawString(36, y, line)
        y -= small * 1.6
    pdf.showPage()
    pdf.save()
    return path


def _encounters(
    tmp_path: Path, font: str, heading: str, grammar: str, *, raised: bool = True
) -> list[dict[str, Any]]:
    pdf = _pdf(tmp_path / f"notes-{font}.pdf", FONTS[font], heading, grammar, raised=raised)
    return converted_module(pdf, tmp_path / "out")[1]


def _creatures(encounters: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    return {
        e["location"]["key"]: {c["name"]: c["count"] for c in e["creatures"]} for e in encounters
    }


@pytest.mark.parametrize("grammar", sorted(NOTES))
@pytest.mark.parametrize("wording", sorted(HEADINGS))
@pytest.mark.parametrize("font", sorted(FONTS))
def test_cited_note_entries_are_no_areas(
    tmp_path: Path, font: str, wording: str, grammar: str
) -> None:
    encounters = _encounters(tmp_path, font, HEADINGS[wording], grammar)
    keys = [e["location"]["key"] for e in encounters]
    assert keys == ["1", "2", "3"], keys
    assert [e["location"]["name"] for e in encounters] == [t[3:] for t, _ in ROOMS]
    assert _creatures(encounters) == EXPECTED, _creatures(encounters)


@pytest.mark.parametrize("font", sorted(FONTS))
def test_uncited_numbered_entries_keep_their_reading(tmp_path: Path, font: str) -> None:
    """The same list with no note marks in the rooms: nothing says the entries are notes,
    so the rule leaves them as the key reader reads them (here keyed entries of their own)."""
    (tmp_path / "cited").mkdir()
    (tmp_path / "uncited").mkdir()
    cited = _encounters(tmp_path / "cited", font, "Endnotes", "adnd")
    uncited = _encounters(tmp_path / "uncited", font, "Endnotes", "adnd", raised=False)
    assert len(cited) == 3
    assert len(uncited) > len(cited), [e["location"]["name"] for e in uncited]
