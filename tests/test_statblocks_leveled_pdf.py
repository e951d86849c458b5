"""Levelled d20 blocks (Pathfinder 2e) read from PDFs written by reportlab, in two fonts, sizes
and wordings.

A page of an adventure in two columns: area headings, prose that gives each group's count,
and blocks named in a shaded bar with the level at the bar's right end ("CREATURE 3"), a row
of trait tags under it (in boxes, or spaced words; with or without an alignment), then lines
that open with bold labels; the second block runs on into the next column. Each block must
come back once, named by its bar without its level, its size and type read from the tags,
and no challenge rating or hit dice (a level is neither). Lines that only look like parts
of such a block (a hazard's bar, a level in prose, a trait row under no bar) make none.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.detect.statblocks import find_statblocks
from converter.detect.statblocks_leveled import find_leveled_blocks, trait_row
from converter.models import BBox, Document, PageText, TextLine, TextSpan
from converter.pipeline import convert_pdf
from converter.read import extract

Rows = list[tuple[str, str]]

FIRST_COLUMN: Rows = [
    ("head", "A2. Scriptorium"),
    ("body", "Dust lies thick on the desks. Three"),
    ("body", "scribes copy old scrolls by the light"),
    ("body", "of a single candle."),
    ("bar", "SCRIBE|CREATURE \u20131"),  # an en dash for the minus, as typeset
    ("tags", "NE MEDIUM HUMANOID"),
    ("entry", "Perception|+7; darkvision"),
    ("entry", "Skills|Society +8, Stealth +6"),
    ("entry", "Str|+1, Dex +3, Con +0, Int +4, Wis"),
    ("wrap", "+2, Cha +1"),
    ("entry", "AC|16; Fort +5, Ref +8, Will +7"),
    ("entry", "HP|20"),
    ("entry", "Speed|25 feet"),
    ("entry", "Melee|[one-action] quill +8, Damage"),
    ("wrap", "1d6+2 piercing"),
    ("head", "A3. Furnace"),
    ("body", "A cinder hound sleeps by the coals."),
    ("bar", "CINDER HOUND|CREATURE 3"),
    # the tag row wrapped in a narrow column, its last tag (the type) alone on a line
    ("tags", "UNCOMMON LARGE FIRE"),
    ("tags", "ANIMAL"),
    ("entry", "Perception|+9; scent (imprecise) 30"),
    ("wrap", "feet"),
    ("entry", "Skills|Athletics +10, Stealth +9"),
]
SECOND_COLUMN: Rows = [
    ("entry", "Str|+4, Dex +2, Con +3, Int -4"),
    ("entry", "AC|19; Fort +12, Ref +9, Will +7"),
    ("entry", "HP|45; Immunities fire"),
    ("entry", "Speed|40 feet"),
    ("entry", "Melee|[one-action] jaws +12, Damage"),
    ("wrap", "2d8+4 piercing plus 1d6 fire"),
    ("entry", "Ember Breath|[two-actions] The hound"),
    ("wrap", "breathes a cone of embers."),
    ("head", "A4. Gatehouse"),
    ("body", "The portcullis is rusted shut. It"),
    ("body", "rises if the winch is turned, the"),
    ("body", "old creature 3 times heavier than"),
    ("body", "it looks."),
    ("bar", "RUSTY PORTCULLIS|HAZARD 2"),
    ("tags", "MECHANICAL TRAP"),
    ("entry", "Stealth|DC 18 (trained)"),
    ("entry", "AC|20; Fort +11, Ref +5"),
    ("entry", "HP|30"),
    ("body", "Small Medium Large"),
]
FONTS = {
    "times": ("Times-Roman", "Times-Bold", 9.5),
    "helvetica": ("Helvetica", "Helvetica-Bold", 10.5),
}
COLUMN_WIDTH = 200.0
COLUMN_GAP = 40.0


def _tags(
    pdf: canvas.Canvas, x: float, y: float, text: str, bold: str, size: float, boxed: bool
) -> None:
    """Trait tags: each word in a filled box, or the words spaced apart on the line."""
    for word in text.split():
        width = pdf.stringWidth(word, bold, size)
        if boxed:
            pdf.setFillColorRGB(0.36, 0.0, 0.0)
            pdf.rect(x - 2, y - 2, width + 4, size + 2, stroke=0, fill=1)
            pdf.setFillGray(1.0)
        pdf.setFont(bold, size)
        pdf.drawString(x, y, word)
        pdf.setFillGray(0.0)
        x += width + (8 if boxed else size * 0.6)


def _column(
    pdf: canvas.Canvas, rows: Rows, x: float, fonts: tuple[str, str, float], boxed: bool
) -> None:
    regular, bold, size = fonts
    stat = size - 1.0
    y = 720.0
    for role, text in rows:
        if role == "bar":
            name, _, level = text.partition("|")
            pdf.setFillGray(0.25)
            pdf.rect(x - 2, y - 3, COLUMN_WIDTH, size + 4, stroke=0, fill=1)
            pdf.setFillGray(1.0)
            pdf.setFont(bold, size + 0.5)
            pdf.drawString(x + 3, y, name)
            pdf.drawRightString(x + COLUMN_WIDTH - 6, y, level)
            pdf.setFillGray(0.0)
        elif role == "tags":
            _tags(pdf, x, y, text, bold, stat - 0.5, boxed)
        elif role == "entry":
            label, _, rest = text.partition("|")
            pdf.setFont(bold, stat)
            pdf.drawString(x, y, label)
            pdf.setFont(regular, stat)
            pdf.drawString(x + pdf.stringWidth(label + " ", bold, stat), y, rest)
        else:
            face = bold if role == "head" else regular
            pdf.setFont(face, {"head": size + 2.5, "body": size}.get(role, stat))
            pdf.drawString(x, y, text)
        y -= size * 1.5


def _pdf(path: Path, fonts: tuple[str, str, float], boxed: bool) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    _column(pdf, FIRST_COLUMN, 60.0, fonts, boxed)
    _column(pdf, SECOND_COLUMN, 60.0 + COLUMN_WIDTH + COLUMN_GAP, fonts, boxed)
    pdf.showPage()
    pdf.save()
    return path


CASES = [(font, boxed) for font in sorted(FONTS) for boxed in (True, False)]


@pytest.mark.parametrize(("font", "boxed"), CASES)
def test_levelled_blocks_from_a_pdf(tmp_path: Path, font: str, boxed: bool) -> None:
    document = extract.read_pdf(_pdf(tmp_path / f"{font}-{boxed}.pdf", FONTS[font], boxed))
    blocks, _ = find_statblocks(document)
    read = [
        (b.name.lower(), b.count, b.style, b.ac, b.hp, b.size, b.type, b.hit_dice, b.cr)
        for b in blocks
    ]
    assert read == [
        ("scribe", None, "3e", 16, 20, "Medium", "humanoid", None, None),
        ("cinder hound", None, "3e", 19, 45, "Large", "animal", None, None),
    ]
    assert blocks[0].alignment == "NE" and blocks[1].alignment is None
    assert "Ember Breath" in blocks[1].text  # the block ran on into the next column
    # the level is kept apart from the name and the CR: it is what rates the block
    assert [b.level for b in blocks] == ["-1", "3"]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_prose_counts_a_levelled_block(tmp_path: Path, font: str) -> None:
    """The bar prints no count: the area's prose gives it ("Three scribes")."""
    conversion = convert_pdf(_pdf(tmp_path / f"{font}.pdf", FONTS[font], True))
    found = {
        e.area.key: {c.name: c.count for c in e.creatures}
        for e in conversion.encounters
        if e.area.key is not None
    }
    assert found["A2"] == {"scribe": 3}
    assert found["A3"] == {"cinder hound": 1}


@pytest.mark.parametrize(
    ("text", "size", "kind", "alignment"),
    [
        ("CE SMALL HUMANOID", "Small", "humanoid", "CE"),
        ("Uncommon N Large Magical Beast", "Large", "magical beast", "N"),
        ("RARE GARGANTUAN DRAGON FIRE", "Gargantuan", "dragon", None),
        ("TINY FEY", "Tiny", "fey", None),
    ],
)
def test_trait_rows(text: str, size: str, kind: str, alignment: str | None) -> None:
    traits = trait_row(text)
    assert traits is not None
    assert (traits.size, traits.type, traits.alignment) == (size, kind, alignment)


@pytest.mark.parametrize(
    "text",
    [
        "MECHANICAL TRAP",  # no size: a hazard's tags
        "The large hall is empty",  # prose: lower-case words
        "Medium",  # one word
        "AC 19; Fort +12, Ref +9",  # a field line
        "MEDIUM HUMANOID 3",  # a number is no tag
        "A Large Hall Where The Old Ogre King Held His Feasts Long Ago",  # too many words
    ],
)
def test_not_trait_rows(text: str) -> None:
    assert trait_row(text) is None


def _line(text: str, top: float, x0: float = 50.0, size: float = 8.5, lead: str = "") -> TextLine:
    """A line at ``top``; ``lead`` is a bold label opening it, a line of ``text`` all bold
    when ``lead`` is "*"."""
    spans: tuple[TextSpan, ...]
    if lead == "*":
        spans = (TextSpan(text, "Sans-Bold", size + 1.0, True, False),)
    elif lead:
        rest = text[len(lead) :]
        spans = (
            TextSpan(lead, "Sans-Bold", size, True, False),
            TextSpan(rest, "Sans", size, False, False),
        )
    else:
        spans = (TextSpan(text, "Sans", size, False, False),)
    box = BBox(x0, top, x0 + 4.5 * len(text), top + size + 1.0)
    return TextLine(text, 1, box, spans)


def _apart_document(where: str) -> Document:
    """A bar whose level the reader gave apart from its name: a line of its own right after
    the name ("first") or after the whole block (a far right-hand run read last: "last"), or
    run into the next column's prose on the bar's row ("run-in": the bar crosses the gutter)."""
    name = _line("BOG HAG", 100.0, lead="*")
    text = "CREATURE 4 west walls." if where == "run-in" else "CREATURE 4"
    level = _line(text, 100.0, x0=200.0, size=9.5)
    body = [
        _line("CE MEDIUM FEY", 112.0),
        _line("Perception +10; darkvision", 124.0, lead="Perception"),
        _line("AC 20; Fort +11, Ref +9, Will +13", 136.0, lead="AC"),
        _line("HP 70", 148.0, lead="HP"),
        _line("Speed 25 feet, swim 25 feet", 160.0, lead="Speed"),
    ]
    lines = [name, level, *body] if where == "first" else [name, *body, level]
    return Document("t.pdf", "/tmp/t.pdf", "0" * 64, (PageText(1, 612.0, 792.0, tuple(lines)),))


@pytest.mark.parametrize("where", ["first", "last", "run-in"])
def test_level_read_apart_from_its_name(where: str) -> None:
    document = _apart_document(where)
    blocks, _ = find_statblocks(document)
    assert [(b.name, b.ac, b.hp, b.size, b.type, b.cr) for b in blocks] == [
        ("Bog Hag", 20, 70, "Medium", "fey", None)
    ]
    # a level alone on its line is the bar's; a line it runs into stays the prose's
    level = next(i for i, line in enumerate(document.lines) if line.text.startswith("CREATURE"))
    (_, span), *_ = find_leveled_blocks(document)
    assert (level in span) == (where != "run-in")


def test_no_level_no_block() -> None:
    """A bold name over a tag row, with no level on its row, opens no levelled block."""
    lines = [
        _line("BOG HAG", 100.0, lead="*"),
        _line("CE MEDIUM FEY", 112.0),
        _line("Perception +10; darkvision", 124.0, lead="Perception"),
    ]
    document = Document("t.pdf", "/tmp/t.pdf", "0" * 64, (PageText(1, 612.0, 792.0, tuple(lines)),))
    assert find_leveled_blocks(document) == ()


COLUMN_END: Rows = [
    ("head", "A2. Gatehouse"),
    ("body", "Lamp soot has turned the walls the"),
    ("body", "colour of old tea. A lone hill troll"),
    ("body", "watches the door without blinking."),
    ("body", "A crawl hole leads north."),
]
COLUMN_TOP: Rows = [
    ("bar", "HILL TROLL|CREATURE 5"),
    ("tags", "NE LARGE GIANT"),
    ("entry", "Perception|+11; low-light vision"),
    ("entry", "Skills|Athletics +10, Stealth +11"),
    ("entry", "Str|+4, Dex -2, Con +0, Int +2"),
    ("entry", "AC|20; Fort +13, Ref +11, Will +7"),
    ("entry", "HP|58"),
    ("entry", "Speed|20 feet"),
    ("entry", "Melee|[one-action] club +12, Damage"),
    ("wrap", "1d10+5 bludgeoning"),
    ("head", "A3. Well Room"),
    ("body", "A dried-up well head stands in the"),
    ("body", "corner. It is utterly silent here."),
]


@pytest.mark.parametrize(("font", "boxed"), CASES)
def test_a_block_opening_a_column_is_no_text_of_the_room_before(
    tmp_path: Path, font: str, boxed: bool
) -> None:
    """The room's text ends at the first column's foot and the next column opens with the
    block: its level and trait tags ("CREATURE 5", "NE LARGE GIANT") count no one."""
    path = tmp_path / f"top-{font}-{boxed}.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    _column(pdf, COLUMN_END, 60.0, FONTS[font], boxed)
    _column(pdf, COLUMN_TOP, 60.0 + COLUMN_WIDTH + COLUMN_GAP, FONTS[font], boxed)
    pdf.showPage()
    pdf.save()
    found = {
        e.area.key: {c.name: c.count for c in e.creatures}
        for e in convert_pdf(path).encounters
        if e.area.key is not None
    }
    assert found["A2"] == {"hill troll": 1}


OLD_SCHOOL_END: Rows = [
    ("head", "D6. Bathhouse"),
    ("body", "Cobwebs choke the corners. Two lamprey"),
    ("body", "eels guard the far door. Six goblins"),
    ("body", "squat around a smoky fire."),
    ("entry", "Lamprey Eels (2)|AC 8 [11], HD 1 (7hp), Att"),
    ("wrap", "1 × bite (1d6), MV 90' (30'), ML 8, XP 15"),
]
OLD_SCHOOL_TOP: Rows = [
    ("entry", "Goblins (6)|AC 6 [13], HD 1 (6hp), Att 1 ×"),
    ("wrap", "spear (1d6), MV 90' (30'), ML 6, XP 15"),
    ("head", "D7. Cloister"),
    ("body", "Three rotten barrels stand by a bench."),
    ("body", "One lamprey eel rummages through a"),
    ("body", "chest. A passage leads to the chapel."),
]


@pytest.mark.parametrize("font", sorted(FONTS))
def test_a_one_line_block_opening_a_column_is_read_as_before(tmp_path: Path, font: str) -> None:
    """A one-line block at a column's top, its name a bold lead in the statistics' type, has
    no heading of its own: the rooms round it keep their creatures."""
    path = tmp_path / f"oneline-{font}.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    _column(pdf, OLD_SCHOOL_END, 60.0, FONTS[font], True)
    _column(pdf, OLD_SCHOOL_TOP, 60.0 + COLUMN_WIDTH + COLUMN_GAP, FONTS[font], True)
    pdf.showPage()
    pdf.save()
    found = {
        e.area.key: {c.name: c.count for c in e.creatures}
        for e in convert_pdf(path).encounters
        if e.area.key is not None
    }
    assert found["D6"] == {"lamprey eel": 2, "goblin": 6}
    assert found["D7"] == {"lamprey eel": 1}
