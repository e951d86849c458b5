"""Small module PDFs laid out unlike the bundled sample, for the unseen-layout tests.

Each builder writes a deterministic PDF (reportlab, ``invariant=1``) and returns its path.
The text is original, written for these tests. Three styles:

- ``three_column_module``: A4, three text columns, a shaded sidebar box across two columns,
  keys printed ``Area 12: The Well`` or ``12 — The Well``, and a 5e 2024 stat block.
- ``old_school_module``: a 6×9 inch page, one column, bold ``1.`` keys run into the text,
  AD&D 1e stat lines and 3.5e stat blocks.
- ``page_per_room_module``: one room a page under a 16 pt name (no key), a read-aloud box per
  room, and a d8 random encounter table numbered 1–8.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from page_flow import Flow, Row, Run, wrap
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

KeyStyle = Literal["area-colon", "em-dash"]


def _canvas(path: Path, size: tuple[float, float], title: str) -> canvas.Canvas:
    pdf = canvas.Canvas(str(path), pagesize=size, invariant=1)
    pdf.setTitle(title)
    return pdf


# --- 1. three columns on A4 -------------------------------------------------------------

THREE_COLUMN_ROOMS: list[tuple[int, str, str]] = [
    (
        11,
        "The Gatehouse",
        "Ivy has pulled the gate off its hinges. Two goblins crouch behind the fallen door "
        "and throw stones at anyone who climbs the path. They flee to the well if one of "
        "them is hurt.",
    ),
    (
        12,
        "The Well",
        "A round shaft drops forty feet to black water. A rope ladder hangs from an iron "
        "ring. Four giant rats nest in the rubble around the rim and bite at ankles. "
        "Climbing down without the ladder needs a DC 12 Strength (Athletics) check.",
    ),
    (
        13,
        "The Lantern Hall",
        "Dozens of cracked lanterns hang from the beams. The goblin boss sits on a pile of "
        "stolen sacks here, counting copper coins, with three goblins at her feet. She "
        "bargains before she fights.",
    ),
    (
        14,
        "The Root Cellar",
        "Roots break through the walls of this damp cellar. A giant spider has spun its web "
        "between the shelves; a dead goblin hangs in it, wrapped in silk.",
    ),
    (
        15,
        "The Drowned Chapel of the Lantern Saint",  # wraps onto a second heading line
        "Knee-deep water covers the floor of a small chapel. Under the altar lies a chest "
        "holding 120 gp and a potion of healing. Nothing lives here but pale fish.",
    ),
]

SIDEBAR_TEXT = (
    "Running the Lantern Goblins. The goblins of the ruin serve a boss who loves light. "
    "Any character carrying a lit lantern draws their attention first. If the boss falls, "
    "the rest scatter into the woods and do not come back."
)


def goblin_boss_2024(ability_header: bool = True) -> list[Run | Row | None]:
    """An original 5e 2024-style stat block for a goblin boss; without ``ability_header``
    the ability rows follow the Speed line with no "MOD SAVE" line above them."""
    body = "Helvetica"
    bold = "Helvetica-Bold"

    def stat(label: str, text: str) -> Run:
        return Run(text, body, 7.5, 1.0, lead=label, lead_font=bold)

    def feature(name: str, text: str) -> Run:
        return Run(text, body, 7.5, 2.0, lead=name, lead_font="Helvetica-BoldOblique")

    return [
        Run("Goblin Boss", bold, 11, 8),
        Run("Small Fey (Goblinoid), Chaotic Neutral", "Helvetica-Oblique", 7.5, 1),
        Run("17   Initiative +2 (12)", body, 7.5, 4, lead="AC", lead_font=bold),
        stat("HP", "21 (6d6)"),
        stat("Speed", "30 ft."),
        *([Row(((40, "MOD"), (56, "SAVE"), (95, "MOD"), (111, "SAVE")), bold, 6)] * ability_header),
        Row(
            (
                (0, "Str"),
                (20, "10"),
                (40, "+0"),
                (56, "+0"),
                (75, "Dex"),
                (95, "15"),
                (111, "+2"),
                (130, "+2"),
            )
        ),
        Row(
            (
                (0, "Con"),
                (20, "10"),
                (40, "+0"),
                (56, "+0"),
                (75, "Int"),
                (95, "10"),
                (111, "+0"),
                (130, "+0"),
            )
        ),
        Row(
            (
                (0, "Wis"),
                (20, "8"),
                (40, "-1"),
                (56, "-1"),
                (75, "Cha"),
                (95, "12"),
                (111, "+1"),
                (130, "+1"),
            )
        ),
        stat("Skills", "Stealth +6"),
        stat("Senses", "Darkvision 60 ft.; Passive Perception 9"),
        stat("Languages", "Common, Goblin"),
        stat("CR", "1 (XP 200; PB +2)"),
        Run("Traits", bold, 9, 4),
        feature(
            "Lantern Greed.",
            "The boss has Advantage on attack rolls against a creature holding a lit lantern.",
        ),
        Run("Actions", bold, 9, 4),
        feature("Multiattack.", "The boss makes two Hook Knife attacks."),
        feature(
            "Hook Knife.",
            "Melee Attack Roll: +4, reach 5 ft. Hit: 5 (1d6 + 2) Slashing damage.",
        ),
        Run("Bonus Actions", bold, 9, 4),
        feature(
            "Duck and Weave.",
            "The boss takes the Disengage or Hide action.",
        ),
    ]


def _room_heading(number: int, name: str, style: KeyStyle) -> str:
    return f"Area {number}: {name}" if style == "area-colon" else f"{number} \u2014 {name}"


def three_column_module(
    path: Path,
    key_style: KeyStyle = "area-colon",
    block_in_room: bool = False,
    ability_header: bool = True,
) -> Path:
    """A4, three columns, a shaded sidebar across the first two columns, a 2024 stat block.

    The stat block heads the third column, or with ``block_in_room`` follows the text of the
    room the boss sits in (area 13), as many modules print it. ``ability_header`` prints
    the "MOD SAVE" line over the ability rows.
    """
    width, height = A4
    pdf = _canvas(path, A4, "The Lantern Ruin")
    margin, gutter = 36.0, 14.0
    column = (width - 2 * margin - 2 * gutter) / 3
    xs = [margin + i * (column + gutter) for i in range(3)]
    pdf.setFont("Helvetica-Bold", 20)
    pdf.drawString(margin, height - 60, "The Lantern Ruin")
    # The sidebar: a shaded box spanning the first two columns under the title.
    box_top, box_bottom = height - 80, height - 170
    pdf.setFillGray(0.85)
    pdf.rect(xs[0], box_bottom, 2 * column + gutter, box_top - box_bottom, stroke=0, fill=1)
    pdf.setFillGray(0)
    sidebar = Flow(pdf, [[(xs[0] + 8, box_top - 6, 2 * column + gutter - 16, box_bottom)]])
    sidebar.paragraph(Run(SIDEBAR_TEXT, "Helvetica", 8.5, 0, lead="", lead_font="Helvetica-Bold"))
    first_page = [
        (xs[0], box_bottom - 14, column, 50.0),
        (xs[1], box_bottom - 14, column, 50.0),
        (xs[2], box_top, column, 50.0),
    ]
    later = [(x, height - 50, column, 50.0) for x in xs]
    flow = Flow(pdf, [first_page, later])
    items: list[Run | Row | None] = [
        Run(
            "The ruin sits on a wooded hill above the river. Goblins moved in a month ago "
            "and light lanterns in every window at night.",
            space_before=0,
        )
    ]
    for number, name, text in THREE_COLUMN_ROOMS:
        items.append(Run(_room_heading(number, name, key_style), "Times-Bold", 11, 8))
        items.append(Run(text))
        if number == 13:
            if block_in_room:
                items.extend(goblin_boss_2024(ability_header))
            items.append(None)  # the rest of the rooms in the next column
    if not block_in_room:
        items.append(None)  # the stat block heads the third column, beside the sidebar
        items.extend(goblin_boss_2024(ability_header))
    flow.write(items)
    pdf.showPage()
    pdf.save()
    return path


# --- 2. old-school one column, 6 x 9 inches ---------------------------------------------

OLD_SCHOOL_ROOMS: list[tuple[str, str, str]] = [
    (
        "GUARD POST.",
        "A table and two stools stand by the door. 2d6 goblins dice here for copper pieces "
        "and raise the alarm at the first sign of trouble.",
        'Goblins (2d6): AC 6; MV 6"; HD 1-1; hp 4 each; #AT 1; D 1-6; AL LE',
    ),
    (
        "STORE ROOM.",
        "Sacks of grain are piled to the ceiling. A dozen rats gnaw at them and swarm "
        "anyone who disturbs the heap.",
        'Giant Rats (12): AC 7; MV 12"; HD 1/2; hp 2 each; #AT 1; D 1-3; AL N',
    ),
    (
        "OGRE'S DEN.",
        "Two ogres sleep on a heap of furs. The ogre's pet wolf lies chained by the fire "
        "and howls if anyone enters.",
        'Ogre (2): AC 5; MV 9"; HD 4+1; hp 20, 17; #AT 1; D 1-10; AL CE',
    ),
    (
        "CAPTAIN'S QUARTERS.",
        "An orc captain studies a map by candlelight. He fights to the death, shouting for "
        "the guards in area 1.",
        "",
    ),
]

ORC_CAPTAIN_35: list[str] = [
    "Orc Captain CR 3",
    "Male orc fighter 3",
    "CE Medium humanoid (orc)",
    "Init +1; Senses darkvision 60 ft.; Listen +1, Spot +1",
    "Languages Common, Orc",
    "AC 16, touch 11, flat-footed 15",
    "hp 27 (3d10+9)",
    "Fort +6, Ref +2, Will +1",
    "Speed 20 ft. (4 squares)",
    "Melee mwk falchion +8 (2d4+6/18-20)",
    "Base Atk +3; Grp +7",
    "Abilities Str 18, Dex 12, Con 16, Int 9, Wis 10, Cha 8",
]


def old_school_module(path: Path, named_keys: bool = True) -> Path:
    """A 6×9 inch one-column module with bold run-in keys and old-school statistics.

    With ``named_keys`` a room's bold lead is ``1. GUARD POST.``; without, only ``1.``, and
    the room's text names it (the title comes from its first words).
    """
    size = (6 * 72.0, 9 * 72.0)
    pdf = _canvas(path, size, "Under the Old Mill")
    margin = 48.0
    frame = [(margin, size[1] - 54, size[0] - 2 * margin, 54.0)]
    flow = Flow(pdf, [frame])
    items: list[Run | Row | None] = [
        Run("UNDER THE OLD MILL", "Times-Bold", 14, 0),
        Run(
            "Beneath the ruined mill lies a cellar held by goblins and their ogre allies. "
            "Refer to the map for the location of each room.",
            "Times-Roman",
            10,
            6,
        ),
    ]
    for number, (name, text, stats) in enumerate(OLD_SCHOOL_ROOMS, start=1):
        lead = f"{number}. {name}" if named_keys else f"{number}."
        items.append(Run(text, "Times-Roman", 10, 8, lead=lead))
        if stats:
            items.append(Run(stats, "Times-Italic", 9, 3))
        if number == 4:
            for k, line in enumerate(ORC_CAPTAIN_35):
                font = "Times-Bold" if k == 0 else "Times-Roman"
                items.append(Run(line, font, 9, 4 if k == 0 else 0))
    flow.write(items)
    pdf.showPage()
    pdf.save()
    return path


# --- 3. one room a page ------------------------------------------------------------------

PAGE_ROOMS: list[tuple[str, str, str]] = [
    (
        "The Flooded Crypt",
        "Cold black water laps at your knees. Stone coffins float, lids askew, and "
        "something pale drifts just under the surface.",
        "Four zombies lie in the water and rise when a light is brought in. A silver "
        "holy symbol worth 25 gp rests in the third coffin.",
    ),
    (
        "The Bone Gallery",
        "Skulls line every wall of this long hall, thousands of them, each in its own "
        "niche. A faint clicking echoes from the far end.",
        "Six skeletons guard the gallery and attack anyone who takes a skull. A secret "
        "door behind the largest skull leads to the vault.",
    ),
    (
        "The Warden's Vault Beneath the Drowned Chapel of Saint Ilsa",  # wraps
        "A heavy iron door stands open. Beyond it, a robed figure sits at a desk, "
        "writing by the light of a green candle.",
        "The warden, a wight, greets visitors politely and asks their names. It attacks "
        "when anyone touches the ledger on its desk.",
    ),
]

WANDERING: list[str] = [
    "1d4 giant rats squeal past",
    "a lost goblin begs for help",
    "2 zombies shamble out of the dark",
    "a cold wind puts out every torch",
    "1d6 skeletons march in step",
    "a ghostly bell tolls three times",
    "a giant centipede drops from the ceiling",
    "the warden's voice calls each character by name",
]


def page_per_room_module(
    path: Path, box_font: str = "Times-Italic", table_keys: str = "{n}"
) -> Path:
    """Letter pages, one room each under a 16 pt name, a read-aloud box and a d8 table.

    ``box_font`` sets the read-aloud type (roman boxes are common too); ``table_keys`` how
    the table's rolls are printed (``"{n}"`` or ``"{n}."``, which looks like a room key).
    """
    width, height = 612.0, 792.0
    pdf = _canvas(path, (width, height), "The Drowned Catacombs")
    margin = 72.0
    text_width = width - 2 * margin
    pdf.setFont("Helvetica-Bold", 22)
    pdf.drawString(margin, height - 90, "The Drowned Catacombs")
    flow = Flow(pdf, [[(margin, height - 120, text_width, 72.0)]])
    flow.write(
        [
            Run(
                "These catacombs lie under the chapel of a drowned village. The dead do not "
                "rest here. Check for wandering monsters every hour.",
                "Times-Roman",
                11,
                0,
            ),
            Run("Wandering Monsters", "Helvetica-Bold", 12, 14),
            Run("Roll a d8 each hour the party spends in the catacombs.", "Times-Roman", 11),
            Row(((0, "d8"), (40, "Encounter")), "Helvetica-Bold", 10),
            *[
                Row(
                    ((0, table_keys.format(n=n)), (40, text[:1].upper() + text[1:] + ".")),
                    "Times-Roman",
                    10.5,
                )
                for n, text in enumerate(WANDERING, start=1)
            ],
        ]
    )
    pdf.showPage()
    for name, read_aloud, text in PAGE_ROOMS:
        top = height - 80
        pdf.setFont("Helvetica-Bold", 16)
        for number, heading_line in enumerate(wrap(name, "Helvetica-Bold", 16, text_width)):
            pdf.drawString(margin, top - 19 * number, heading_line)  # long names wrap
        box_lines = wrap(read_aloud, box_font, 11, text_width - 20)
        box_height = len(box_lines) * 14 + 16
        box_top = top - 20 - 19 * (len(wrap(name, "Helvetica-Bold", 16, text_width)) - 1)
        pdf.setFillGray(0.9)
        pdf.rect(margin, box_top - box_height, text_width, box_height, stroke=1, fill=1)
        pdf.setFillGray(0)
        y = box_top - 18
        pdf.setFont(box_font, 11)
        for line in box_lines:
            pdf.drawString(margin + 10, y, line)
            y -= 14
        body = Flow(pdf, [[(margin, box_top - box_height - 14, text_width, 72.0)]])
        body.paragraph(Run(text, "Times-Roman", 11, 0))
        pdf.showPage()
    pdf.save()
    return path
