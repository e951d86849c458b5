"""Pages holding grids whose text is centred in its cells, drawn with reportlab for the tests.

A map key or roster printed as a ruled table often centres every cell's lines on the
cell's middle: a key column of numbers, a name column, a creatures column, a treasure
column, each line centred on its column's axis, so the lines' left edges wander and only
their middles line up. ``Grid`` says how one such grid is drawn (face, header row or none,
rules or none, which wording, how narrow the cells are so that they wrap); ``build`` draws a
page of one or two grids, or a grid beside a column of body text, and returns the rows it
drew (the truth a test checks the areas against).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)
from text_faces import Face

# key, name, creatures, treasure: two wordings of one keep's map key
WORDINGS: dict[str, list[tuple[str, str, str, str]]] = {
    "keep": [
        ("1", "Gatehouse", "4 goblins with spears", "12 sp in a pouch"),
        ("2", "Guard Room", "2 hobgoblins", "none"),
        ("3", "Well Shaft", "giant rats, a swarm of them", "a silver ring at the bottom"),
        ("4", "Store Room", "none", "sacks of grain, a keg of oil"),
        ("5", "Chapel", "a wight behind the altar", "a gold censer worth 50 gp"),
        ("6", "Tower Stair", "3 skeletons", "none"),
    ],
    "marsh": [
        ("12", "Reed Beds", "lizardmen hunting eels", "none"),
        ("13", "Sunken Hut", "a bog hag", "a copper kettle, 30 cp"),
        ("14", "Causeway", "none", "a rusted sword in the mud"),
        ("15", "Heron Isle", "2 giant herons", "eggs worth 5 gp each"),
        ("16", "Drowned Shrine", "a ghoul and 3 zombies", "an idol of jade, 200 gp"),
    ],
}
UNKNOWN_HEADER = ("\u2116", "Where", "Who", "Spoils")  # words no vocabulary lists
KNOWN_HEADER = ("Area", "Location", "Creatures", "Treasure")
BODY = (
    "The keep stands on a spur above the river. Its walls are old but sound, and the "
    "garrison keeps watch from the gate and the tower. Travellers who come by the north "
    "road see the smoke of its kitchens long before they see its walls. "
)


@dataclass(frozen=True)
class Grid:
    face: Face
    wording: str = "keep"
    header: str = "none"  # none, unknown, known
    ruled: bool = True
    narrow: bool = False  # cells narrow enough that names and creatures wrap over 2-3 lines


def _style(face: Face, bold: bool = False) -> ParagraphStyle:
    return ParagraphStyle(
        "cell",
        fontName=face.bold if bold else face.body,
        fontSize=face.size,
        leading=face.size * 1.2,
        alignment=1,  # centred
    )


def table(grid: Grid) -> Table:
    body, bold = _style(grid.face), _style(grid.face, True)
    data = []
    if grid.header != "none":
        names = UNKNOWN_HEADER if grid.header == "unknown" else KNOWN_HEADER
        data.append([Paragraph(f"<b>{h}</b>", bold) for h in names])
    for key, name, creatures, treasure in WORDINGS[grid.wording]:
        data.append([Paragraph(key, body), Paragraph(name, body), Paragraph(creatures, body)])
        data[-1].append(Paragraph(treasure, body))
    widths = [36, 62, 70, 80] if grid.narrow else [40, 110, 150, 170]
    out = Table(data, colWidths=widths)
    style: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
        ("TOPPADDING", (0, 0), (-1, -1), 4),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
    ]
    if grid.ruled:
        style.append(("GRID", (0, 0), (-1, -1), 0.6, colors.black))
    out.setStyle(TableStyle(style))
    return out


def rows(grid: Grid) -> list[tuple[str, str, str, str]]:
    return WORDINGS[grid.wording]


def build(path: Path, grids: list[Grid], beside: bool = False) -> list[tuple[str, str, str, str]]:
    """Draw ``grids`` on one letter page under a title (``beside``: the first grid in the
    right column of two, body text in the left) and return every row drawn, in order."""
    face = grids[0].face
    title = ParagraphStyle("title", fontName=face.bold, fontSize=14, leading=17)
    text = ParagraphStyle("body", fontName=face.body, fontSize=face.size, leading=face.size * 1.25)
    story: list[Flowable] = [Paragraph("THE KEEP ON THE SPUR", title), Spacer(1, 8)]
    doc = BaseDocTemplate(str(path), pagesize=letter, invariant=1)
    width, height = letter
    if beside:
        left = Frame(40, 40, 230, height - 80, id="left")
        right = Frame(280, 40, width - 320, height - 80, id="right")
        doc.addPageTemplates([PageTemplate(frames=[left, right])])
        story += [Paragraph(BODY * 2, text), Spacer(1, 6), Paragraph(BODY, text), FrameBreak()]
    else:
        doc.addPageTemplates([PageTemplate(frames=[Frame(40, 40, width - 80, height - 80)])])
        story.append(Paragraph(BODY, text))
    drawn: list[tuple[str, str, str, str]] = []
    for grid in grids:
        story += [Spacer(1, 10), table(grid), Spacer(1, 10)]
        drawn += rows(grid)
    story.append(Paragraph("The rest of the keep is rubble.", text))
    doc.build(story)
    return drawn
