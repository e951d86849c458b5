"""Area headings that open (or end) with a decorative glyph, read from reportlab PDFs.

A wiki or Notion page printed from a browser sets a toggle triangle before a heading ("▸ Room
3: Cellar", "▼ 3. Cellar"), a pilcrow anchor after it ("3. Cellar ¶"); other layouts lead a
heading with a bullet, a star or a callout's icon. The glyph decorates the heading: the key
and the name are read as if it were not there. A value's sign ("+2 Longsword") or a price is
no glyph, and a callout led by an icon ("⚠ Note") is still no area.

The page is set in three DejaVu faces (they print the glyphs), at two sizes, in two
wordings of the headings (the texts are this file's own).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer

from converter.detect.areas import find_areas
from converter.detect.areas_common import (
    parse_key_text,
)
from converter.detect.areas_heading_text import (
    strip_end_glyphs,
    strip_lead_glyphs,
)
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

FOLDER = Path("/usr/share/fonts/truetype/dejavu")
FACES = {
    "sans": ("DejaVuSans", "DejaVuSans-Bold"),
    "serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
    "condensed": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold"),
}
NAMES = ["Salt Cellar", "Weaver's Loft", "Drowned Chapel", "Rope Walk", "Bell Tower"]
# Two wordings: each heading's glyph and key form ({k} the key, {n} the name).
WORDINGS = [
    ["▸ Room {k}: {n}", "▸ Room {k}: {n}", "▼ {k}. {n}", "★ {k}. {n}", "{k}. {n} ¶"],
    ["• {k} — {n}", "▶ Area {k}: {n}", "◆ {k}. {n}", "› {k}. {n}", "▾ Room {k}: {n} ¶"],
]
TEXTS = [
    "Dust lies thick on the shelves; a cracked jar leaks brine onto the floor.",
    "Looms stand in rows under the rafters. Two giant rats nest in a bale of wool.",
    "Water stands knee-deep between the pews. A door leads east to the vestry.",
    "A long gallery where old ropes hang from hooks. A ghoul waits in the dark.",
    "The bell is cracked and silent. Wind whistles through the louvres.",
]


@dataclass(frozen=True)
class Face:
    regular: str
    bold: str
    size: float


def _face(name: str, size: float) -> Face:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    regular, bold = FACES[name]
    paths = [FOLDER / f"{regular}.ttf", FOLDER / f"{bold}.ttf"]
    if not all(path.exists() for path in paths):
        pytest.skip(f"{regular} is not installed (no triangles in the standard faces)")
    for font, path in zip((regular, bold), paths, strict=True):
        pdfmetrics.registerFont(TTFont(font, str(path)))
    return Face(regular, bold, size)


def _pdf(path: Path, face: Face, wording: list[str]) -> Path:
    body = ParagraphStyle(
        "body", fontName=face.regular, fontSize=face.size, leading=face.size * 1.3
    )
    head = ParagraphStyle("head", fontName=face.bold, fontSize=face.size + 3, leading=face.size * 2)
    story: list[Flowable] = [
        Paragraph("The Salt Abbey", ParagraphStyle("title", parent=head, fontSize=face.size * 2.4)),
        Spacer(1, 14),
        Paragraph("▼ Locations", ParagraphStyle("part", parent=head, fontSize=face.size + 6)),
    ]
    for key, (form, name, text) in enumerate(zip(wording, NAMES, TEXTS, strict=True), start=1):
        story += [Paragraph(form.format(k=key, n=name), head), Paragraph(text, body)]
        if key == 2:  # a callout led by an icon: no key, no area
            story += [
                Paragraph("⚠ Note", head),
                Paragraph("Nothing here is worth a fight; reward players who talk.", body),
            ]
    SimpleDocTemplate(str(path), pagesize=A4, invariant=1).build(story)
    return path


@pytest.mark.parametrize("size", [9.0, 11.0])
@pytest.mark.parametrize("wording", [0, 1])
@pytest.mark.parametrize("face", sorted(FACES))
def test_glyph_led_headings_are_areas(tmp_path: Path, face: str, wording: int, size: float) -> None:
    pdf = _pdf(tmp_path / "glyphs.pdf", _face(face, size), WORDINGS[wording])
    document = read_pdf(pdf)
    blocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, blocks)
    assert [(area.key, area.name) for area in areas] == [
        (str(key), name) for key, name in enumerate(NAMES, start=1)
    ]
    assert "Two giant rats" in areas[1].text


@pytest.mark.parametrize(
    ("printed", "key", "rest"),
    [
        ("▸ Room 3: Cellar", "3", "Cellar"),
        ("▼ 12. Crypt", "12", "Crypt"),
        ("•  4 — Well", "4", "Well"),
        ("¶ Area 7: Stair", "7", "Stair"),
        ("★▸ 2a. Loft", "2A", "Loft"),
    ],
)
def test_a_lead_glyph_is_no_part_of_the_key(printed: str, key: str, rest: str) -> None:
    parsed = parse_key_text(printed)
    assert parsed is not None
    assert (parsed[0].text, parsed[1]) == (key, rest)


@pytest.mark.parametrize(
    "printed",
    [
        "+2 Longsword",
        "$5 a night",
        "£3 Ale",
        "© 2024 Salt Press",
        "<3 hearts",
        "③ Bakery",
        "\t3. Well",
    ],
)
def test_signs_and_numerals_are_no_decoration(printed: str) -> None:
    """An operator, a price, an owner's mark and a numeral glyph stay as printed."""
    assert strip_lead_glyphs(printed) == printed


def test_an_anchor_after_a_heading_is_dropped() -> None:
    assert strip_end_glyphs("Bell Tower ¶") == "Bell Tower"
    assert strip_end_glyphs("Bell Tower ★ ") == "Bell Tower"
    assert strip_end_glyphs("Cost 5 gp") == "Cost 5 gp"
