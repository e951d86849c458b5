"""A story game's creature entry is named by the bold name that opens it, not the area heading.

A keyed area ("1. Frater") has a paragraph of prose, then a Dungeon World-like entry in one of
three forms: the book's (a bold name, its tags after it on the line and wrapped onto the next,
then "Spear (d6 damage) 3 HP 1 Armor"), the dashed one ("**Lamprey Eel** — horde, small, …"
wrapped, "HP 3 · Armor 1 · Damage d6") and the compact one ("**Lamprey Eel** (Horde, Small)
HP 3; Armor 1; …"). The block takes the entry's name with its printed hit points; the heading
names the area only, and no creature of the area is named after the area. Two faces, two sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.pipeline import convert_pdf

FACES = {
    "times": ("Times-Roman", "Times-Bold", "Times-Italic"),
    "helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique"),
}
PROSE = (
    "Peat smoke hangs under the rafters above a cold bread oven. Somewhere water drips into "
    "a bucket. Crouched by a heap of nets, 4 bog lurchers count tin tokens."
)
NAME, TAGS, HP = "Bog Lurcher", "Horde, Small, Devious, Intelligent, Organized", 3
FORMS = {
    # (text after the bold name on its line, italic; the lines after it)
    "book": (TAGS, [f"Spear (d6 damage) {HP} HP 1 Armor", "Close, Reach"]),
    "dashed": (f"— {TAGS.lower()}.", [f"HP {HP} · Armor 1 · Damage d6 (spear, close)"]),
    "compact": (f"({TAGS})", [f"HP {HP}; Armor 1; spear d6 (close, reach)."]),
}
MARGIN = 72.0


def _entry(pdf: canvas.Canvas, face: str, size: float, form: str, top: float) -> float:
    """Draw the entry from ``top`` in a column narrow enough to wrap its first line."""
    regular, bold, italic = FACES[face]
    width = 200.0
    after_name, lines = FORMS[form]
    name_width = stringWidth(NAME + " ", bold, size)
    pdf.setFont(bold, size)
    pdf.drawString(MARGIN, top - size, NAME)
    tag_lines = wrap(after_name, italic, size, width, first_offset=name_width)
    pdf.setFont(italic, size)
    pdf.drawString(MARGIN + name_width, top - size, tag_lines[0])
    for tags in tag_lines[1:]:
        top -= size * 1.3
        pdf.drawString(MARGIN, top - size, tags)
    pdf.setFont(regular, size)
    for text in lines:
        for line in wrap(text, regular, size, width):
            top -= size * 1.3
            pdf.drawString(MARGIN, top - size, line)
    pdf.setFont(bold, size)
    top -= size * 1.3
    pdf.drawString(MARGIN, top - size, "Instinct: to drown the living")
    return top - size * 2.6


def _write(path: Path, face: str, size: float, form: str) -> Path:
    regular, bold, _ = FACES[face]
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    top = letter[1] - MARGIN
    for heading in ("1. Frater", "2. Almonry"):
        pdf.setFont(bold, size * 1.4)
        pdf.drawString(MARGIN, top - size * 1.4, heading)
        top -= size * 1.4 * 1.8
        pdf.setFont(regular, size)
        for line in wrap(PROSE, regular, size, 300.0):
            pdf.drawString(MARGIN, top - size, line)
            top -= size * 1.3
        top = _entry(pdf, face, size, form, top - size)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("form", sorted(FORMS))
@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("size", [8.5, 10.0])
def test_an_entry_is_named_by_its_bold_name(
    tmp_path: Path, face: str, size: float, form: str
) -> None:
    conversion = convert_pdf(_write(tmp_path / "entry.pdf", face, size, form))
    blocks = conversion.detection.statblocks
    assert [(b.name, b.hp) for b in blocks] == [(NAME, HP), (NAME, HP)]
    for encounter in conversion.encounters:
        names = {c.name for c in encounter.creatures}
        assert names == {NAME.lower()}, (encounter.area.key, names)
