"""Area templates in narrow cells, read from PDFs written by reportlab in three fonts and sizes.

A label cell too narrow for its label wraps it a few letters a line ("Monster" / "s",
"Mons" / "ters", "M" / "on" / "st" / "er" / "s"), and the reader may run each piece into the
text on its row ("**Monster** carrion bats (6): AC 7 …" / "**s** 1d4; MV 90' …"). The pieces
make one label, the longest they spell: no piece is a creature ("s"), and none is part of a
creature's name ("Monster carrion bat") or of its statistics. A Monsters field is a list, one
item a line: an item that ends short of the cell's edge ends there ("9 ghouls" / "barrow
wight: AC 5 …" are two groups), one cut for want of room goes on ("6 vine" / "horrors: AC 6
…" is one). A listed name is read whole in the area's text ("gorgon hound", not the known
"gorgon")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from converted import converted_module
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
    "courier": ("Courier", "Courier-Bold", 7.5),
}
# (heading, [(label pieces, cell lines)], the creatures present with their counts)
CELLS: list[tuple[str, list[tuple[list[str], list[str]]], dict[str, int | None]]] = [
    (
        "1. Coffin Store",
        [
            (["Descript", "ion"], ["Roots have pushed through the", "ceiling. A bell tolls once."]),
            (
                ["Monster", "s"],
                ["9 ghouls", "barrow wight: AC 5 [14]; HD 3; hp", "13; Att claw 1d8; ML 6"],
            ),
            (["Traps"], ["None"]),
            (["Exits"], ["A curtain of beads."]),
        ],
        {"ghoul": 9, "barrow wight": 1},
    ),
    (
        "2. Loom Hall",
        [
            (["Descript", "ion"], ["A loom strung with grey thread", "stands by the far wall."]),
            (["Monster", "s"], ["None"]),
            (["Treas", "ure"], ["A jade brooch."]),
            (["Exits"], ["Double doors open east."]),
        ],
        {},
    ),
    (
        "3. Ash Pit",
        [
            (["Descri", "ption"], ["Ash drifts ankle-deep over the", "flagstones."]),
            (
                ["M", "on", "st", "er", "s"],
                [
                    "carrion bats (6): AC 7 [12]; HD",
                    "1; hp 5, 4, 4, 3, 2, 2; Att bite",
                    "1d4; MV 90'; ML 8",
                ],
            ),
            (["Traps"], ["None"]),
            (["Exits"], ["A narrow stair climbs west."]),
        ],
        {"carrion bat": 6},
    ),
    (
        "4. Wax Cellar",
        [
            (["Descript", "ion"], ["Wax drippings crust the floor", "of the cellar."]),
            (["Mons", "ters"], ["gorgon hound"]),
            (["Traps"], ["None"]),
            (["Exits"], ["A hole drops to the level below."]),
        ],
        {"gorgon hound": 1},
    ),
]


def _cells(
    pdf: canvas.Canvas, fonts: tuple[str, str, float], y: float, rows: Any, label_em: float = 5.5
) -> float:
    """Draw one area's label | text rows, the labels wrapped in a cell ``label_em`` wide,
    each piece on the baseline of a cell line; return the y under them."""
    regular, bold, size = fonts
    label_x, text_x = 74.0, 74.0 + label_em * size
    lead = size * 1.3
    for pieces, lines in rows:
        for k in range(max(len(pieces), len(lines))):
            if k < len(pieces):
                pdf.setFont(bold, size)
                pdf.drawString(label_x, y, pieces[k])
            if k < len(lines):
                pdf.setFont(regular, size)
                pdf.drawString(text_x, y, lines[k])
            y -= lead
        y -= 4
    return y


def _pdf(path: Path, fonts: tuple[str, str, float]) -> Path:
    _, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(bold, size + 8)
    pdf.drawString(72, 740, "Beneath the Glass Abbey")
    y = 700.0
    for heading, rows, _ in CELLS:
        pdf.setFont(bold, size + 2)
        pdf.drawString(72, y, heading)
        y -= size * 2.2
        y = _cells(pdf, fonts, y, rows) - size * 2
    pdf.showPage()
    pdf.save()
    return path


def _module(tmp_path: Path, pdf: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    return converted_module(pdf, tmp_path / "out")


@pytest.mark.parametrize("font", sorted(FONTS))
def test_wrapped_label_pieces_name_no_creature(tmp_path: Path, font: str) -> None:
    module, encounters = _module(tmp_path, _pdf(tmp_path / f"cells-{font}.pdf", FONTS[font]))
    names = [e["location"]["name"] for e in encounters]
    assert names == [heading.split(". ")[1] for heading, _, _ in CELLS], names
    for encounter, (_, _, present) in zip(encounters, CELLS, strict=True):
        found = {c["name"]: c["count"] for c in encounter["creatures"]}
        assert found == present, (encounter["location"]["name"], found)
    blocks = sorted(block["name"] for block in module["statblocks"])
    assert blocks == ["barrow wight", "carrion bat"], blocks


def _wrapped(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` cut into lines no wider than ``width``, at spaces."""
    lines = [""]
    for word in text.split():
        joined = f"{lines[-1]} {word}".strip()
        if lines[-1] and canvas.Canvas("/dev/null").stringWidth(joined, font, size) > width:
            lines.append(word)
        else:
            lines[-1] = joined
    return lines


def _narrow_pdf(path: Path, fonts: tuple[str, str, float]) -> Path:
    """Run-in labels in a column just too narrow for "Monsters: 6 vine horrors:", so the
    creature's name wraps after "vine"; each item opens a line of its own."""
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    width = pdf.stringWidth("Monsters: ", bold, size) + pdf.stringWidth(
        "6 vine horrors:", regular, size
    )
    width -= size  # one em short: "horrors:" no longer fits after "vine"
    fields = {
        "Description": ["Wax drippings crust the floor around a copper bathtub."],
        "Monsters": [
            "6 vine horrors: AC 6 [13]; HD 4+2; hp 7, 12, 16, 19, 15, 19; Att club 1d10; ML 5",
            "2 ghouls",
        ],
        "Exits": ["A curtain of beads hides a passage north."],
    }
    pdf.setFont(bold, size + 2)
    pdf.drawString(72, 720, "1. Vat Room")
    y = 720 - size * 2.2
    for label, items in fields.items():
        room = width - pdf.stringWidth(f"{label}: ", bold, size)
        for k, item in enumerate(items):
            head, *rest = _wrapped(item, regular, size, room if k == 0 else width)
            x = 72.0
            if k == 0:
                pdf.setFont(bold, size)
                pdf.drawString(x, y, f"{label}:")
                x += pdf.stringWidth(f"{label}: ", bold, size)
            pdf.setFont(regular, size)
            pdf.drawString(x, y, head)
            y -= size * 1.3
            for line in _wrapped(" ".join(rest), regular, size, width) if rest else []:
                pdf.drawString(72, y, line)
                y -= size * 1.3
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_name_cut_for_want_of_room_goes_on(tmp_path: Path, font: str) -> None:
    module, encounters = _module(
        tmp_path, _narrow_pdf(tmp_path / f"narrow-{font}.pdf", FONTS[font])
    )
    assert [e["location"]["key"] for e in encounters] == ["1"]
    found = {c["name"]: c["count"] for c in encounters[0]["creatures"]}
    assert found == {"vine horror": 6, "ghoul": 2}, found
    assert [block["name"] for block in module["statblocks"]] == ["vine horror"]


# a label cell a few letters wide, its pieces two spaces from the text beside them
TIGHT = [
    (
        "1. Gallows Yard",
        [
            (["Des", "crip", "tion"], ["A gallows beam stands alone", "in the yard."]),
            (
                ["Mo", "nst", "ers"],
                [
                    "spider queens",
                    "(many): AC 5 [14];",
                    "HD 5+1; hp 24; Att",
                    "sting 1d10; MV 60';",
                    "ML 6",
                ],
            ),
            (["Exi", "ts"], ["A gate opens north."]),
        ],
    ),
    (
        "2. Tithe Barn",
        [
            (["Des", "crip", "tion"], ["Sacks of grain rot in heaps", "against the walls."]),
            (["Mo", "nst", "ers"], ["None"]),
            (["Exi", "ts"], ["A ladder climbs to the loft."]),
        ],
    ),
]


def _tight_pdf(path: Path, fonts: tuple[str, str, float]) -> Path:
    _, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont(bold, size + 8)
    pdf.drawString(72, 740, "Beneath the Glass Abbey")
    y = 700.0
    for heading, rows in TIGHT:
        pdf.setFont(bold, size + 2)
        pdf.drawString(72, y, heading)
        y -= size * 2.2
        width = max(pdf.stringWidth(p, bold, size) for pieces, _ in rows for p in pieces)
        space = pdf.stringWidth(" ", bold, size)
        y = _cells(pdf, fonts, y, rows, label_em=(width + 2 * space) / size)
        y -= size * 2
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_label_piece_before_a_creature_item_is_no_part_of_its_name(
    tmp_path: Path, font: str
) -> None:
    """ "**Mo** spider queens" / "**nst** (many): AC 5 …": the item on the line over its
    bracket names the stat line, read without the label's piece the reader ran into it."""
    module, encounters = _module(tmp_path, _tight_pdf(tmp_path / f"tight-{font}.pdf", FONTS[font]))
    found = [{c["name"]: c["count"] for c in e["creatures"]} for e in encounters]
    assert found == [{"spider queen": None}, {}], found
    assert [block["name"] for block in module["statblocks"]] == ["spider queen"]
