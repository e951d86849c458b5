"""Blocks, flowables and page furniture of the stark styles: an anthology's second title
page, a magazine's pull quote and full-page advertisement, and the page-foot footnotes (with
"continued" lines) of the ``footnoted`` style.

Footnotes need to know the page each reference lands on, so a footnoted module is set twice
(``render.render``): the first pass logs the pages, the second draws each page's notes in a
band reserved at its foot in both passes (the band is the same height either way, so the
flow, and every logged page, is the same in both).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, HRFlowable, Paragraph, Spacer, TableStyle
from reportlab.platypus import Table as RLTable

from .flowables import PageRecorder
from .fonts import faces

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

    from .blocks import Module
    from .layout import Layout
    from .story import StoryBuilder


@dataclass(frozen=True)
class AdventureTitle:
    """The title page of an anthology's adventure (not an area): title, levels, author."""

    title: str
    subtitle: str
    byline: str


@dataclass(frozen=True)
class PullQuote:
    """A sentence of the page repeated large between rules (a magazine's pull quote)."""

    text: str


@dataclass(frozen=True)
class AdPage:
    """A full-page advertisement between two pages of the key (``render`` breaks the page
    before and after it)."""

    headline: str
    text: str
    address: str


@dataclass(frozen=True)
class Footnote:
    """A footnote printed at the foot of the page its ``marker`` is logged on; no flowable."""

    marker: str
    text: str  # markup, with its number


@dataclass(frozen=True)
class AreaEnd:
    """Where an area's last line is printed: logs ``marker`` + "-end" (no ink, no height)."""

    marker: str


class EndMark(Flowable):  # type: ignore[misc]
    """A flowable of no size that logs its page when drawn."""

    def __init__(self, marker: str, recorder: PageRecorder) -> None:
        super().__init__()
        self.marker, self.recorder = marker, recorder

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return 0.0, 0.0

    def draw(self) -> None:
        self.recorder.record((self.marker,))


STARK_BLOCKS = (AdventureTitle, PullQuote, AdPage, Footnote, AreaEnd)


def adventure_title(builder: StoryBuilder, block: AdventureTitle) -> list[Flowable]:
    size = builder.layout.body_size
    big = ParagraphStyle(
        "advtitle",
        fontName=builder.head_faces.bold,
        fontSize=size * 2.6,
        leading=size * 3.0,
        alignment=TA_CENTER,
        textColor=builder.layout.accent,
        spaceAfter=size,
    )
    small = ParagraphStyle(
        "advsub",
        parent=big,
        fontName=builder.body_faces.italic,
        fontSize=size * 1.2,
        leading=size * 1.5,
        textColor=builder.layout.ink,
    )
    return [
        Spacer(1, builder.layout.body_height * 0.18),
        Paragraph(block.title, big),
        Paragraph(block.subtitle, small),
        Paragraph(block.byline, small),
        Spacer(1, size * 2),
    ]


def pull_quote(builder: StoryBuilder, block: PullQuote) -> list[Flowable]:
    size = builder.layout.body_size * 1.45
    style = ParagraphStyle(
        "pull",
        fontName=builder.body_faces.italic,
        fontSize=size,
        leading=size * 1.2,
        alignment=TA_CENTER,
        textColor=builder.layout.accent,
    )
    rule = {"width": "80%", "thickness": 1.2, "color": builder.layout.accent}
    return [
        HRFlowable(spaceBefore=4, spaceAfter=4, **rule),
        Paragraph(block.text, style),
        HRFlowable(spaceBefore=4, spaceAfter=6, **rule),
    ]


def ad_page(builder: StoryBuilder, block: AdPage) -> list[Flowable]:
    width = builder.layout.body_width
    size = builder.layout.body_size
    head = ParagraphStyle(
        "adhead",
        fontName=builder.head_faces.bold,
        fontSize=size * 3.2,
        leading=size * 3.6,
        alignment=TA_CENTER,
        textColor=colors.white,
    )
    body = ParagraphStyle(
        "adbody",
        fontName=builder.body_faces.bold,
        fontSize=size * 1.6,
        leading=size * 2.1,
        alignment=TA_CENTER,
    )
    rows = [
        [Paragraph(block.headline, head)],
        [Paragraph(block.text, body)],
        [Paragraph(block.address, ParagraphStyle("adaddr", parent=body, fontSize=size))],
    ]
    table = RLTable(rows, colWidths=[width * 0.8], hAlign="CENTER")
    table.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 3, colors.black),
                ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#7a1f1f")),
                ("TOPPADDING", (0, 0), (-1, -1), 18),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 18),
            ]
        )
    )
    return [Spacer(1, builder.layout.body_height * 0.15), table]


def stark_flowables(builder: StoryBuilder, block: Any) -> list[Flowable]:
    if isinstance(block, AdventureTitle):
        return adventure_title(builder, block)
    if isinstance(block, PullQuote):
        return pull_quote(builder, block)
    if isinstance(block, AdPage):
        return ad_page(builder, block)
    if isinstance(block, Footnote):
        return []  # drawn by the FootPainter at the foot of its page
    if isinstance(block, AreaEnd):
        return [EndMark(f"{block.marker}-end", builder.recorder)]
    raise TypeError(f"no stark flowable for {type(block).__name__}")


# -- footnotes --------------------------------------------------------------------------------
def foot_band(layout: Layout) -> float:
    """The height reserved for footnotes at each page's foot (a fifth of the text height)."""
    return round(layout.body_height * 0.2, 1)


def with_stark_style(layout: Layout, style: str) -> Layout:
    """A footnoted module reserves its note band above the old bottom margin; its folio is
    drawn by the painter under the band (the decoration's would sit in it)."""
    if style != "footnoted":
        return layout
    band = foot_band(layout)
    return replace(layout, margin_bottom=layout.margin_bottom + band, page_number_at="none")


@dataclass
class FootPlan:
    """What the second pass draws on each logical page."""

    notes: dict[int, list[str]]  # page → note markup, in order
    continued_foot: set[int]  # pages whose last area runs on to the next page
    continued_top: dict[int, str]  # page → "7. Name (continued)"
    foot_words: str


def stark_words() -> dict[str, Any]:
    from .stark import stark_words as words

    return words()


def foot_plan(module: Module, logical: dict[str, int], words: dict[str, Any]) -> FootPlan:
    """Each page's notes and continued lines, from the first pass's page log."""
    notes: dict[int, list[str]] = {}
    for block in module.blocks:
        if isinstance(block, Footnote):
            notes.setdefault(logical[block.marker], []).append(block.text)
    top: dict[int, str] = {}
    foot: set[int] = set()
    for area in module.areas:  # an area whose last line is on a later page runs over
        first, last = logical[str(area["marker"])], logical.get(f"{area['marker']}-end")
        for page in range(first + 1, (last or first) + 1):
            top.setdefault(page, f"{area['key']}. {area['name']} (continued)")
            foot.add(page - 1)
    pick = sum(map(ord, module.name)) % len(words["continued_foot"])
    return FootPlan(notes, foot, top, words["continued_foot"][pick])


class FootPainter:
    """Draws a page's footnotes in the reserved band, its continued lines and its folio, after
    the page's own decoration (``wrap`` one template's ``onPage``)."""

    def __init__(self, layout: Layout, plan: FootPlan, folio_margin: float) -> None:
        self.layout, self.plan, self.folio_margin = layout, plan, folio_margin
        self.faces = faces(layout.font_family)

    def wrap(self, on_page: Any) -> Any:
        def paint(canvas: Canvas, doc: Any) -> None:
            on_page(canvas, doc)
            self.paint(canvas, int(doc.page))

        return paint

    def paint(self, canvas: Canvas, page: int) -> None:
        lay = self.layout
        canvas.saveState()
        canvas.setFillColor(lay.ink)
        canvas.setFont(self.faces.regular, 8)
        canvas.drawCentredString(lay.width / 2, self.folio_margin / 2, str(page))
        band_top = lay.margin_bottom - 4
        if page in self.plan.continued_foot:
            canvas.setFont(self.faces.italic, lay.body_size * 0.8)
            canvas.drawRightString(lay.width - lay.margin_x, band_top - 6, self.plan.foot_words)
            band_top -= lay.body_size
        if page in self.plan.continued_top:
            canvas.setFont(self.faces.bold_italic, lay.body_size)
            canvas.drawString(
                lay.margin_x, lay.height - lay.margin_top + 4, self.plan.continued_top[page]
            )
        notes = self.plan.notes.get(page, [])
        if notes:
            self.draw_notes(canvas, notes, band_top)
        canvas.restoreState()

    def draw_notes(self, canvas: Canvas, notes: list[str], top: float) -> None:
        lay = self.layout
        room = top - self.folio_margin - 2
        size = lay.body_size * 0.78
        while True:  # smaller type until the page's notes fit the band (5 pt at the least)
            style = ParagraphStyle(
                "fn",
                fontName=self.faces.regular,
                fontSize=size,
                leading=size * 1.18,
                alignment=TA_LEFT,
                textColor=lay.ink,
            )
            paragraphs = [Paragraph(note, style) for note in notes]
            heights = [p.wrap(lay.body_width, 1000)[1] for p in paragraphs]
            if sum(heights) + 4 <= room or size <= 5:
                break
            size -= 0.5
        canvas.setStrokeColor(lay.ink)
        canvas.setLineWidth(0.5)
        canvas.line(lay.margin_x, top, lay.margin_x + 72, top)
        y = top - 3
        for paragraph, height in zip(paragraphs, heights, strict=True):
            y -= height
            paragraph.drawOn(canvas, lay.margin_x, y)
