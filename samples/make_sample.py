"""Typeset the bundled sample module into a realistic two-column PDF.

Usage: ``python samples/make_sample.py [OUT.pdf]`` (default: ``samples/sunken-shrine.pdf``).

The source text lives in ``samples/source/sunken-shrine.md``. The output is deterministic
(same source, same bytes): reportlab runs in invariant mode and the map is a PNG built
pixel by pixel here, so nothing depends on the clock, fonts on the machine or a download.
"""

from __future__ import annotations

import io
import re
import struct
import sys
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    Image,
    KeepTogether,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "source" / "sunken-shrine.md"
DEFAULT_OUT = HERE / "sunken-shrine.pdf"

PAGE_WIDTH, PAGE_HEIGHT = LETTER
MARGIN_X = 48.0
MARGIN_TOP = 62.0
MARGIN_BOTTOM = 58.0
GUTTER = 18.0
COLUMN_WIDTH = (PAGE_WIDTH - 2 * MARGIN_X - GUTTER) / 2
TITLE_HEIGHT = 104.0

DARK_RED = colors.HexColor("#7a200d")
STATBLOCK_BACKGROUND = colors.HexColor("#fdf1dc")
STATBLOCK_BAR = colors.HexColor("#e69a28")
READ_ALOUD_BACKGROUND = colors.HexColor("#f2efe6")


# ---------------------------------------------------------------------------------------
# Source text → blocks


@dataclass(frozen=True)
class Heading:
    """A ``##`` section heading or a ``###`` room heading."""

    level: int
    text: str


@dataclass(frozen=True)
class Para:
    """A paragraph of body text with inline ``**bold**`` / ``*italic*`` markup."""

    text: str


@dataclass(frozen=True)
class NumberedEntry:
    """One numbered line of a table printed as a list (``1. …``)."""

    number: str
    text: str


@dataclass(frozen=True)
class ReadAloud:
    """Boxed text the GM reads to the players."""

    text: str


@dataclass(frozen=True)
class StatBlockSpec:
    """A 5e stat block as written in the source's YAML."""

    data: dict[str, Any]


@dataclass(frozen=True)
class MapPage:
    """The directive that puts the map on a page of its own."""

    caption: str


@dataclass(frozen=True)
class NewPage:
    """The directive that starts the next chapter on a fresh page."""


Block = Heading | Para | NumberedEntry | ReadAloud | StatBlockSpec | MapPage | NewPage

NUMBERED = re.compile(r"^(\d+)\.\s+(.*)$", re.DOTALL)


def source_to_meta_and_body(text: str) -> tuple[dict[str, Any], str]:
    """Split the YAML front matter from the Markdown body."""
    if not text.startswith("---\n"):
        raise ValueError("source must start with YAML front matter")
    front, body = text[4:].split("\n---\n", 1)
    meta = yaml.safe_load(front)
    if not isinstance(meta, dict):
        raise ValueError("front matter must be a mapping")
    return meta, body


def chunks_of(body: str) -> Iterator[str]:
    """Yield blank-line-separated chunks, keeping fenced blocks whole."""
    chunk: list[str] = []
    fenced = False
    for line in body.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        if not line.strip() and not fenced:
            if chunk:
                yield "\n".join(chunk)
            chunk = []
            continue
        chunk.append(line)
    if chunk:
        yield "\n".join(chunk)


def chunk_to_block(chunk: str) -> Block:
    """Classify one chunk of the body."""
    if chunk.startswith("```statblock"):
        data = yaml.safe_load(chunk.split("\n", 1)[1].rsplit("```", 1)[0])
        return StatBlockSpec(data)
    if chunk.strip() == "::pagebreak":
        return NewPage()
    if chunk.startswith("::map"):
        return MapPage(chunk[len("::map") :].strip())
    if chunk.startswith("### "):
        return Heading(3, chunk[4:].strip())
    if chunk.startswith("## "):
        return Heading(2, chunk[3:].strip())
    joined = " ".join(line.strip() for line in chunk.splitlines())
    if joined.startswith("> "):
        return ReadAloud(joined.replace(" > ", " ")[2:])
    numbered = NUMBERED.match(joined)
    if numbered:
        return NumberedEntry(numbered.group(1), numbered.group(2))
    return Para(joined)


def body_to_blocks(body: str) -> list[Block]:
    """Turn the Markdown body into typed blocks in reading order."""
    return [chunk_to_block(chunk) for chunk in chunks_of(body)]


def markup_to_rml(text: str) -> str:
    """Convert ``**bold**`` / ``*italic*`` to reportlab paragraph markup, escaping the rest."""
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    escaped = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", escaped)
    return re.sub(r"\*(.+?)\*", r"<i>\1</i>", escaped)


# ---------------------------------------------------------------------------------------
# Styles


def make_styles() -> dict[str, ParagraphStyle]:
    """The module's paragraph styles: Times for prose, Helvetica inside stat blocks."""
    body = ParagraphStyle(
        "body", fontName="Times-Roman", fontSize=9.5, leading=11.6, alignment=TA_JUSTIFY
    )
    stat = ParagraphStyle("stat", fontName="Helvetica", fontSize=8.2, leading=10.0)
    return {
        "body": body,
        "first": ParagraphStyle("first", parent=body, spaceBefore=0),
        "indented": ParagraphStyle("indented", parent=body, firstLineIndent=10),
        "numbered": ParagraphStyle(
            "numbered", parent=body, leftIndent=12, firstLineIndent=-12, spaceBefore=2.5
        ),
        "statline": ParagraphStyle(
            "statline", parent=body, alignment=0, leftIndent=8, spaceBefore=3, spaceAfter=3
        ),
        "h2": ParagraphStyle(
            "h2",
            fontName="Times-Bold",
            fontSize=15,
            leading=18,
            textColor=DARK_RED,
            spaceBefore=10,
            spaceAfter=3,
        ),
        "h3": ParagraphStyle(
            "h3", fontName="Times-Bold", fontSize=11.5, leading=14, spaceBefore=8, spaceAfter=2
        ),
        "read": ParagraphStyle("read", parent=body, fontName="Times-Italic", alignment=TA_JUSTIFY),
        "title": ParagraphStyle(
            "title",
            fontName="Times-Bold",
            fontSize=30,
            leading=34,
            alignment=TA_CENTER,
            textColor=DARK_RED,
        ),
        "subtitle": ParagraphStyle(
            "subtitle", fontName="Times-Italic", fontSize=12.5, leading=16, alignment=TA_CENTER
        ),
        "byline": ParagraphStyle(
            "byline", fontName="Times-Roman", fontSize=9, leading=12, alignment=TA_CENTER
        ),
        "caption": ParagraphStyle(
            "caption", fontName="Times-Italic", fontSize=9.5, leading=12, alignment=TA_CENTER
        ),
        "licence": ParagraphStyle(
            "licence", parent=body, fontName="Times-Italic", fontSize=8, leading=9.6
        ),
        "stat": stat,
        "stat_name": ParagraphStyle(
            "stat_name", fontName="Times-Bold", fontSize=13.5, leading=15.5, textColor=DARK_RED
        ),
        "stat_meta": ParagraphStyle(
            "stat_meta", fontName="Helvetica-Oblique", fontSize=8.2, leading=10.0
        ),
        "stat_red": ParagraphStyle("stat_red", parent=stat, textColor=DARK_RED),
        "stat_section": ParagraphStyle(
            "stat_section",
            fontName="Times-Roman",
            fontSize=11.5,
            leading=13,
            textColor=DARK_RED,
            spaceBefore=3,
        ),
        "stat_feature": ParagraphStyle("stat_feature", parent=stat, spaceBefore=3),
        "ability_head": ParagraphStyle(
            "ability_head",
            parent=stat,
            fontName="Helvetica-Bold",
            alignment=TA_CENTER,
            textColor=DARK_RED,
        ),
        "ability": ParagraphStyle("ability", parent=stat, alignment=TA_CENTER),
    }


# ---------------------------------------------------------------------------------------
# Custom flowables


class TaperedRule(Flowable):
    """The red wedge that separates the parts of a 5e stat block."""

    def __init__(self, width: float, thickness: float = 2.2) -> None:
        super().__init__()
        self.rule_width = width
        self.thickness = thickness

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.rule_width, self.thickness + 4

    def draw(self) -> None:
        path = self.canv.beginPath()
        path.moveTo(0, 2)
        path.lineTo(self.rule_width, 2 + self.thickness / 2)
        path.lineTo(0, 2 + self.thickness)
        path.close()
        self.canv.setFillColor(DARK_RED)
        self.canv.drawPath(path, stroke=0, fill=1)


class BoxedText(Flowable):
    """Read-aloud paragraphs inside a shaded, ruled rectangle; never split."""

    padding = 6.0

    def __init__(self, paragraphs: Sequence[Paragraph]) -> None:
        super().__init__()
        self.paragraphs = list(paragraphs)
        self.heights: list[float] = []
        self.box_width = 0.0
        self.spaceBefore = 4.0
        self.spaceAfter = 5.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        inner = avail_width - 2 * self.padding
        self.heights = [p.wrap(inner, avail_height)[1] for p in self.paragraphs]
        self.box_width = avail_width
        return avail_width, sum(self.heights) + 2 * self.padding

    def draw(self) -> None:
        height = sum(self.heights) + 2 * self.padding
        self.canv.setFillColor(READ_ALOUD_BACKGROUND)
        self.canv.setStrokeColor(colors.black)
        self.canv.setLineWidth(0.8)
        self.canv.rect(0, 0, self.box_width, height, stroke=1, fill=1)
        y = height - self.padding
        for paragraph, paragraph_height in zip(self.paragraphs, self.heights, strict=True):
            y -= paragraph_height
            paragraph.drawOn(self.canv, self.padding, y)


# ---------------------------------------------------------------------------------------
# Stat blocks


def modifier_text(score: int) -> str:
    """``18`` → ``"18 (+4)"``; negative modifiers use an en dash as printed books do."""
    modifier = (score - 10) // 2
    sign = "+" if modifier >= 0 else "\u2013"
    return f"{score} ({sign}{abs(modifier)})"


def ability_table(scores: Sequence[int], width: float, styles: dict[str, ParagraphStyle]) -> Table:
    """The six ability scores as a header row and a value row."""
    names = ["STR", "DEX", "CON", "INT", "WIS", "CHA"]
    rows = [
        [Paragraph(name, styles["ability_head"]) for name in names],
        [Paragraph(modifier_text(score), styles["ability"]) for score in scores],
    ]
    table = Table(rows, colWidths=[width / 6] * 6)
    sides = ("LEFT", "RIGHT", "TOP", "BOTTOM")
    table.setStyle(TableStyle([(f"{side}PADDING", (0, 0), (-1, -1), 0) for side in sides]))
    return table


def features_to_rows(
    features: Sequence[Sequence[str]], styles: dict[str, ParagraphStyle]
) -> list[Flowable]:
    """``[name, text]`` pairs → run-in paragraphs (``Bite.`` in bold italic)."""
    return [
        Paragraph(
            f"<b><i>{markup_to_rml(name)}.</i></b> {markup_to_rml(text)}", styles["stat_feature"]
        )
        for name, text in features
    ]


def statblock_to_table(spec: StatBlockSpec, styles: dict[str, ParagraphStyle]) -> Table:
    """A 2014-layout stat block as a one-column table that may split between rows."""
    data = spec.data
    inner = COLUMN_WIDTH - 12

    def label(name: str, value: str) -> Paragraph:
        return Paragraph(f"<b>{name}</b> {markup_to_rml(str(value))}", styles["stat_red"])

    def section(name: str) -> Paragraph:
        return Paragraph(name, styles["stat_section"])

    rows: list[Flowable] = [
        Paragraph(markup_to_rml(data["name"]), styles["stat_name"]),
        Paragraph(markup_to_rml(data["meta"]), styles["stat_meta"]),
        TaperedRule(inner),
        label("Armor Class", data["armor_class"]),
        label("Hit Points", data["hit_points"]),
        label("Speed", data["speed"]),
        TaperedRule(inner),
        ability_table(data["abilities"], inner, styles),
        TaperedRule(inner),
        *[label(name, value) for name, value in data["properties"]],
        TaperedRule(inner),
        *features_to_rows(data.get("traits", []), styles),
    ]
    section_rows = [len(rows)]  # the "Actions" / "Legendary Actions" titles, ruled below
    rows += [section("Actions"), *features_to_rows(data["actions"], styles)]
    if data.get("legendary"):
        section_rows.append(len(rows))
        rows += [
            section("Legendary Actions"),
            Paragraph(markup_to_rml(data["legendary_intro"]), styles["stat_feature"]),
            *features_to_rows(data["legendary"], styles),
        ]
    table = Table([[row] for row in rows], colWidths=[COLUMN_WIDTH])
    commands: list[tuple[Any, ...]] = [
        ("BACKGROUND", (0, 0), (-1, -1), STATBLOCK_BACKGROUND),
        ("LEFTPADDING", (0, 0), (-1, -1), 6),
        ("RIGHTPADDING", (0, 0), (-1, -1), 6),
        ("TOPPADDING", (0, 0), (-1, -1), 0.6),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
        ("TOPPADDING", (0, 0), (0, 0), 4),
        ("BOTTOMPADDING", (0, -1), (0, -1), 5),
        ("LINEABOVE", (0, 0), (0, 0), 3, STATBLOCK_BAR),
        ("LINEBELOW", (0, -1), (0, -1), 3, STATBLOCK_BAR),
    ]
    commands += [("LINEBELOW", (0, row), (0, row), 0.6, DARK_RED) for row in section_rows]
    table.setStyle(TableStyle(commands))
    return table


# ---------------------------------------------------------------------------------------
# The map: a PNG drawn pixel by pixel

CELL = 20  # pixels per 10-foot square
MAP_COLUMNS, MAP_ROWS = 30, 34
INK = (34, 30, 28)
PAPER = (250, 247, 238)
GRID = (196, 214, 230)
FLOOR = (255, 255, 255)
WATER = (170, 205, 228)
DEEP_WATER = (96, 150, 196)

# 5×7 glyphs for the labels the map needs.
GLYPHS = {
    "0": ["01110", "10001", "10011", "10101", "11001", "10001", "01110"],
    "1": ["00100", "01100", "00100", "00100", "00100", "00100", "01110"],
    "2": ["01110", "10001", "00001", "00010", "00100", "01000", "11111"],
    "3": ["11110", "00001", "00001", "01110", "00001", "00001", "11110"],
    "4": ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
    "5": ["11111", "10000", "11110", "00001", "00001", "10001", "01110"],
    "6": ["00110", "01000", "10000", "11110", "10001", "10001", "01110"],
    "7": ["11111", "00001", "00010", "00100", "01000", "01000", "01000"],
    "8": ["01110", "10001", "10001", "01110", "10001", "10001", "01110"],
    "B": ["11110", "10001", "10001", "11110", "10001", "10001", "11110"],
    "N": ["10001", "11001", "10101", "10011", "10001", "10001", "10001"],
}


@dataclass(frozen=True)
class MapRoom:
    """A room on the map, in grid cells, with the key drawn at its centre."""

    key: str
    x: int
    y: int
    w: int
    h: int
    fill: tuple[int, int, int] = FLOOR


UPPER_TOP, LOWER_TOP = 1, 19
MAP_ROOMS = (
    MapRoom("4", 2, UPPER_TOP + 1, 5, 7),
    MapRoom("3", 2, UPPER_TOP + 10, 5, 3),
    MapRoom("7", 10, UPPER_TOP + 1, 8, 4),
    MapRoom("2", 10, UPPER_TOP + 7, 8, 5),
    MapRoom("1", 12, UPPER_TOP + 13, 4, 2),
    MapRoom("8", 21, UPPER_TOP + 1, 4, 4),
    MapRoom("5", 21, UPPER_TOP + 7, 6, 3),
    MapRoom("6", 21, UPPER_TOP + 11, 6, 3),
    MapRoom("B2", 2, LOWER_TOP + 2, 7, 7, WATER),
    MapRoom("B1", 12, LOWER_TOP + 1, 9, 7, WATER),
    MapRoom("B3", 24, LOWER_TOP + 2, 4, 4),
    MapRoom("B4", 13, LOWER_TOP + 10, 7, 4),
)
# Corridors and doorways, in grid cells: (x, y, w, h, fill).
MAP_PASSAGES = (
    (4, UPPER_TOP + 8, 1, 2, FLOOR),
    (7, UPPER_TOP + 10, 3, 1, FLOOR),
    (13, UPPER_TOP + 5, 2, 2, FLOOR),
    (13, UPPER_TOP + 12, 2, 1, FLOOR),
    (13, UPPER_TOP + 15, 2, 1, FLOOR),
    (18, UPPER_TOP + 2, 3, 1, FLOOR),
    (18, UPPER_TOP + 8, 3, 1, FLOOR),
    (23, UPPER_TOP + 10, 1, 1, FLOOR),
    (9, LOWER_TOP + 4, 3, 2, WATER),
    (21, LOWER_TOP + 3, 3, 1, WATER),
    (15, LOWER_TOP + 8, 2, 2, WATER),
)


class Raster:
    """An RGB pixel buffer with just the drawing operations the map needs."""

    def __init__(self, width: int, height: int, background: tuple[int, int, int]) -> None:
        self.width = width
        self.height = height
        self.pixels = bytearray(bytes(background) * (width * height))

    def fill(self, x0: int, y0: int, x1: int, y1: int, rgb: tuple[int, int, int]) -> None:
        """Fill the half-open pixel rectangle ``[x0, x1) × [y0, y1)``, clipped to the image."""
        x0, x1 = max(0, x0), min(self.width, x1)
        y0, y1 = max(0, y0), min(self.height, y1)
        if x0 >= x1:
            return
        run = bytes(rgb) * (x1 - x0)
        for y in range(y0, y1):
            start = (y * self.width + x0) * 3
            self.pixels[start : start + len(run)] = run

    def disc(self, cx: int, cy: int, radius: int, rgb: tuple[int, int, int]) -> None:
        """Fill a circle row by row."""
        for dy in range(-radius, radius + 1):
            half = int((radius * radius - dy * dy) ** 0.5)
            self.fill(cx - half, cy + dy, cx + half + 1, cy + dy + 1, rgb)

    def text(self, x: int, y: int, label: str, scale: int, rgb: tuple[int, int, int]) -> None:
        """Draw ``label`` with the 5×7 glyphs, top-left corner at ``(x, y)``."""
        for index, char in enumerate(label):
            for row, bits in enumerate(GLYPHS[char]):
                for col, bit in enumerate(bits):
                    if bit == "1":
                        px = x + (index * 6 + col) * scale
                        self.fill(px, y + row * scale, px + scale, y + (row + 1) * scale, rgb)

    def to_png(self) -> bytes:
        """Encode as an 8-bit RGB PNG."""
        stride = self.width * 3
        raw = b"".join(
            b"\x00" + bytes(self.pixels[y * stride : (y + 1) * stride]) for y in range(self.height)
        )

        def chunk(tag: bytes, payload: bytes) -> bytes:
            crc = zlib.crc32(tag + payload) & 0xFFFFFFFF
            return struct.pack(">I", len(payload)) + tag + payload + struct.pack(">I", crc)

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (
            b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b"")
        )


def map_to_png() -> bytes:
    """Draw both levels of the shrine on squared paper and return PNG bytes."""
    raster = Raster(MAP_COLUMNS * CELL, MAP_ROWS * CELL, PAPER)
    for gx in range(0, raster.width, CELL):
        raster.fill(gx, 0, gx + 1, raster.height, GRID)
    for gy in range(0, raster.height, CELL):
        raster.fill(0, gy, raster.width, gy + 1, GRID)
    wall = 3
    shapes = [(r.x, r.y, r.w, r.h, r.fill) for r in MAP_ROOMS] + list(MAP_PASSAGES)
    for x, y, w, h, _ in shapes:  # walls first, then floors over them, so passages open up
        raster.fill(
            x * CELL - wall, y * CELL - wall, (x + w) * CELL + wall, (y + h) * CELL + wall, INK
        )
    for x, y, w, h, fill in shapes:
        raster.fill(x * CELL, y * CELL, (x + w) * CELL, (y + h) * CELL, fill)
    rooms = {room.key: room for room in MAP_ROOMS}
    pools = rooms["B2"]
    for index, radius in enumerate((34, 26, 22)):
        cx = (pools.x * CELL) + 36 + (index % 2) * 68
        cy = (pools.y * CELL) + 34 + index * 46
        raster.disc(cx, cy, radius, DEEP_WATER)
    well = rooms["8"]
    raster.disc((well.x + 2) * CELL, (well.y + 2) * CELL, 22, INK)
    raster.disc((well.x + 2) * CELL, (well.y + 2) * CELL, 17, DEEP_WATER)
    for room in MAP_ROOMS:
        scale = 3
        width = (len(room.key) * 6 - 1) * scale
        cx = room.x * CELL + room.w * CELL // 2
        cy = room.y * CELL + room.h * CELL // 2
        if room.key == "8":
            cx, cy = room.x * CELL + 14, room.y * CELL + 14
        raster.fill(cx - width // 2 - 3, cy - 12, cx + width // 2 + 4, cy + 13, FLOOR)
        raster.text(cx - width // 2, cy - 10, room.key, scale, INK)
    divider = (LOWER_TOP - 1) * CELL - CELL // 2
    for x in range(0, raster.width, 16):
        raster.fill(x, divider - 1, x + 9, divider + 2, INK)
    raster.text(raster.width - 40, 14, "N", 4, INK)
    raster.fill(raster.width - 30, 46, raster.width - 26, 96, INK)
    for step in range(10):
        raster.fill(raster.width - 28 - step, 46 + step, raster.width - 27 + step, 47 + step, INK)
    return raster.to_png()


# ---------------------------------------------------------------------------------------
# Page templates


class ModuleDoc(BaseDocTemplate):
    """Two-column pages with a running header and a page number in the footer."""

    def __init__(self, out: Path, meta: dict[str, Any]) -> None:
        super().__init__(
            str(out),
            pagesize=LETTER,
            leftMargin=MARGIN_X,
            rightMargin=MARGIN_X,
            topMargin=MARGIN_TOP,
            bottomMargin=MARGIN_BOTTOM,
            title=meta["title"],
            author="dmd project",
            subject=meta["subtitle"],
            creator="samples/make_sample.py",
            invariant=1,
        )
        self.running_header = str(meta["header"])
        body_height = PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM
        top = MARGIN_BOTTOM + body_height
        title = Frame(
            MARGIN_X, top - TITLE_HEIGHT, PAGE_WIDTH - 2 * MARGIN_X, TITLE_HEIGHT, id="title"
        )
        self.addPageTemplates(
            [
                PageTemplate(
                    "first",
                    [title, *columns(body_height - TITLE_HEIGHT)],
                    onPage=self.decorate,
                    autoNextPageTemplate="body",
                ),
                PageTemplate("body", columns(body_height), onPage=self.decorate),
                PageTemplate(
                    "map",
                    [Frame(MARGIN_X, MARGIN_BOTTOM, PAGE_WIDTH - 2 * MARGIN_X, body_height)],
                    onPage=self.decorate,
                ),
            ]
        )

    def decorate(self, canvas: Canvas, doc: BaseDocTemplate) -> None:
        """Draw the running header and the page number."""
        canvas.saveState()
        canvas.setFont("Times-Italic", 9)
        canvas.setFillColor(DARK_RED)
        header_y = PAGE_HEIGHT - 38
        canvas.drawCentredString(PAGE_WIDTH / 2, header_y, self.running_header)
        canvas.setStrokeColor(DARK_RED)
        canvas.setLineWidth(0.6)
        canvas.line(MARGIN_X, header_y - 5, PAGE_WIDTH - MARGIN_X, header_y - 5)
        canvas.setFillColor(colors.black)
        canvas.setFont("Times-Roman", 9)
        canvas.drawCentredString(PAGE_WIDTH / 2, 32, str(doc.page))
        canvas.restoreState()


def columns(height: float) -> list[Frame]:
    """Two column frames of the given height, sitting on the bottom margin."""
    return [
        Frame(
            MARGIN_X + index * (COLUMN_WIDTH + GUTTER),
            MARGIN_BOTTOM,
            COLUMN_WIDTH,
            height,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
            id=f"column{index + 1}",
        )
        for index in range(2)
    ]


# ---------------------------------------------------------------------------------------
# Blocks → flowables


def title_flowables(meta: dict[str, Any], styles: dict[str, ParagraphStyle]) -> list[Flowable]:
    """The title block that spans both columns of page 1."""
    return [
        Spacer(1, 8),
        Paragraph(markup_to_rml(meta["title"]), styles["title"]),
        Spacer(1, 6),
        Paragraph(markup_to_rml(meta["subtitle"]), styles["subtitle"]),
        Paragraph(markup_to_rml(meta["byline"]), styles["byline"]),
        FrameBreak(),
    ]


def map_flowables(caption: str, styles: dict[str, ParagraphStyle]) -> list[Flowable]:
    """A page of its own holding the map image and its caption."""
    png = map_to_png()
    width = PAGE_WIDTH - 2 * MARGIN_X - 36
    height = width * (MAP_ROWS / MAP_COLUMNS)
    return [
        NextPageTemplate("map"),
        PageBreak(),
        Paragraph("Map of the Shrine", styles["h2"]),
        Spacer(1, 6),
        Image(io.BytesIO(png), width=width, height=height),
        Spacer(1, 8),
        Paragraph(markup_to_rml(caption), styles["caption"]),
        NextPageTemplate("body"),
        PageBreak(),
    ]


def blocks_to_flowables(
    blocks: Sequence[Block], styles: dict[str, ParagraphStyle]
) -> list[Flowable]:
    """Lay the blocks out; headings are kept with what follows them."""
    story: list[Flowable] = []
    pending: list[Flowable] = []  # a heading waiting for its first paragraph
    previous: Block | None = None
    for block in blocks:
        flowable: Flowable | None = None
        if isinstance(block, Heading):
            style = styles["h2"] if block.level == 2 else styles["h3"]
            pending.append(Paragraph(markup_to_rml(block.text), style))
        elif isinstance(block, MapPage):
            story += pending + map_flowables(block.caption, styles)
            pending = []
        elif isinstance(block, NewPage):
            story += [*pending, PageBreak()]
            pending = []
        elif isinstance(block, StatBlockSpec):
            story += pending
            story += [Spacer(1, 6), statblock_to_table(block, styles), Spacer(1, 4)]
            pending = []
        elif isinstance(block, ReadAloud):
            flowable = BoxedText([Paragraph(markup_to_rml(block.text), styles["read"])])
        elif isinstance(block, NumberedEntry):
            text = f"<b>{block.number}.</b> {markup_to_rml(block.text)}"
            flowable = Paragraph(text, styles["numbered"])
        else:
            flowable = Paragraph(markup_to_rml(block.text), para_style(block, previous, styles))
        if flowable is not None:
            if pending:
                flowable = KeepTogether([*pending, flowable])
                pending = []
            story.append(flowable)
        previous = block
    return story + pending


def para_style(
    block: Para, previous: Block | None, styles: dict[str, ParagraphStyle]
) -> ParagraphStyle:
    """Old-school stat lines stand apart; other paragraphs indent unless they follow a break."""
    if re.match(r"\*\*[^*]+\(\d+\):\*\*", block.text):
        return styles["statline"]
    if isinstance(previous, Para) and not block.text.startswith("**"):
        return styles["indented"]
    return styles["first"]


def build_pdf(out: Path, source: Path = SOURCE) -> int:
    """Typeset ``source`` into ``out``; return the number of pages written."""
    meta, body = source_to_meta_and_body(source.read_text(encoding="utf-8"))
    styles = make_styles()
    story = title_flowables(meta, styles) + blocks_to_flowables(body_to_blocks(body), styles)
    story += [Spacer(1, 10), Paragraph(markup_to_rml(meta["licence"]), styles["licence"])]
    doc = ModuleDoc(out, meta)
    doc.build(story)
    return int(doc.page)


def main(argv: Sequence[str]) -> int:
    """Command-line entry point."""
    out = Path(argv[1]) if len(argv) > 1 else DEFAULT_OUT
    pages = build_pdf(out)
    print(f"wrote {out} ({pages} pages)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
