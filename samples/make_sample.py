"""Typeset the bundled sample module into a realistic two-column PDF.

Usage: ``python samples/make_sample.py [OUT.pdf]`` (default: ``samples/sunken-shrine.pdf``).

The source text lives in ``samples/source/sunken-shrine.md``. The output is deterministic
(same source, same bytes): reportlab runs in invariant mode and the map is a PNG built
pixel by pixel, so nothing depends on the clock, fonts on the machine or a download.

Two sibling modules hold the bulkier parts: ``sample_map.py`` draws the map PNG and
``sample_statblocks.py`` typesets the 5e stat blocks (and holds the house red and the inline
markup converter that the body text shares with them).
"""

from __future__ import annotations

import re
import sys
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
    KeepTogether,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
)

# samples/ is no package. Run as a script, Python already puts this folder first on sys.path;
# loaded by file path (tests/test_sample_pdf.py uses importlib) it does not, so add it here
# before importing the sibling modules.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from sample_map import MAP_COLUMNS, MAP_ROWS, KeyedMap, map_to_png
from sample_statblocks import DARK_RED, markup_to_rml, statblock_to_table

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
        KeyedMap(png, width=width, height=height),
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
            table = statblock_to_table(block.data, COLUMN_WIDTH, styles)
            story += [Spacer(1, 6), table, Spacer(1, 4)]
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
