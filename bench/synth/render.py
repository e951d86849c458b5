"""Typeset a ``Module`` with reportlab: page templates, story, imposition, page log.

``render(module)`` returns the PDF bytes, the physical page of every marker and the page
count. Pages are logged as platypus draws each marked flowable (``flowables.PageRecorder``);
with imposed booklet sheets the logical pages become forms placed two to a sheet, and the
log is mapped to the sheet each logical page landed on.
"""

from __future__ import annotations

import dataclasses
import io
import random
from dataclasses import dataclass
from typing import Any

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Frame,
    LayoutError,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
)

from . import hinter_render as hr
from . import image_only
from . import nomad_render as nr
from . import pilgrim_render as pr
from . import stark_render as sk
from . import story as story_mod
from . import untamed_render as ur
from . import vagrant_render as vr
from . import voyager_pages as vp
from . import voyager_render as vv
from . import wayfarer_render as wr
from .blocks import MindMap, Module, NewPage, Para, Table, Title
from .decoration import Decoration
from .flowables import PageRecorder
from .form_pages import FormPagesCanvas
from .layout import (
    Layout,
    choose_layout,
    with_feral_style,
    with_rogue_style,
    with_stray_style,
    with_untamed_style,
    with_wide_switches,
    with_wild_style,
)
from .styles import ROAMER_STYLES, STYLES

TITLE_HEIGHT = 112.0


def booklet_sheets(pages: int) -> list[tuple[int, int]]:
    """(left, right) logical pages of each printed sheet side: 8|1, 2|7, 6|3, 4|5 for 8."""
    total = pages + (-pages) % 4
    return [(total - i, i + 1) if i % 2 == 0 else (i + 1, total - i) for i in range(total // 2)]


class ImposingCanvas(FormPagesCanvas):
    """Draws every logical page into a form, then prints the forms two to a landscape sheet."""

    def save(self) -> None:
        written = self._close_logical()
        width, height = self._pagesize
        self.setPageSize((2 * width, height))
        self.sheets = list(booklet_sheets(written))
        for left, right in self.sheets:
            for offset, page in ((0.0, left), (width, right)):
                if page <= written:
                    self.saveState()
                    self.translate(offset, 0)
                    self.doForm(f"logical{page}")
                    self.restoreState()
            self.setStrokeColor(colors.lightgrey)
            self.line(width, 0, width, 8)  # the fold mark
            Canvas.showPage(self)
        Canvas.save(self)


@dataclass
class Rendered:
    pdf: bytes
    pages: dict[str, int]  # marker → physical page
    page_count: int
    logical: dict[str, int] | None = None  # marker → logical page (before imposition)


class ModuleDoc(BaseDocTemplate):
    def __init__(self, out: io.BytesIO, module: Module, layout: Layout, rng: random.Random):
        super().__init__(
            out,
            pagesize=layout.page_size,
            leftMargin=layout.margin_x,
            rightMargin=layout.margin_x,
            topMargin=layout.margin_top,
            bottomMargin=layout.margin_bottom,
            title=module.name,
            author="bench/synth",
            creator="bench/synth",
            invariant=1,
        )
        self.layout, self.module = layout, module
        self.decoration = Decoration(layout, module, rng)
        body = self.column_frames(layout.body_height, "body")
        first = [
            self.title_frame(),
            *self.column_frames(layout.body_height - TITLE_HEIGHT, "first"),
        ]
        if module.style == "onepage":
            first = [self.title_frame(), *self.onepage_frames()]
        if module.style == "trifold":
            first = self.panel_frames()
        if module.style == "spread":
            first = self.spread_frames()
        if module.style == "opd":
            first, self.decoration.map_box = ur.opd_frames(layout, module.seed)
        if module.style == "scrambled":  # each frame's flowables become out-of-order forms
            first, body = ur.piece_frames(first), ur.piece_frames(body)
        full = [Frame(layout.margin_x, layout.margin_bottom, layout.body_width, layout.body_height)]
        self.addPageTemplates(
            [
                PageTemplate(
                    "first", first, onPage=self.decoration.first_page, autoNextPageTemplate="body"
                ),
                PageTemplate("body", body, onPage=self.decoration.body_page),
                PageTemplate("full", full, onPage=self.decoration.plain_page),
            ]
        )

    def title_frame(self) -> Frame:
        lay = self.layout
        top = lay.margin_bottom + lay.body_height
        return Frame(lay.margin_x, top - TITLE_HEIGHT, lay.body_width, TITLE_HEIGHT, id="title")

    def column_x(self) -> tuple[float, float]:
        """Left edge and width of the text area beside any image strip."""
        lay = self.layout
        if lay.note_width:
            return lay.margin_x, lay.body_width - lay.note_width - lay.gutter
        if lay.image_side is None:
            return lay.margin_x, lay.body_width
        width = lay.body_width - lay.image_width - lay.gutter
        left = lay.margin_x + (lay.image_width + lay.gutter if lay.image_side == "left" else 0)
        return left, width

    def column_frames(self, height: float, prefix: str) -> list[Frame]:
        lay = self.layout
        left, width = self.column_x()
        column = (width - (lay.columns - 1) * lay.gutter) / lay.columns
        return [
            Frame(
                left + i * (column + lay.gutter),
                lay.margin_bottom,
                column,
                height,
                leftPadding=0,
                rightPadding=0,
                topPadding=0,
                bottomPadding=0,
                id=f"{prefix}{i}",
            )
            for i in range(lay.columns)
        ]

    def panel_frames(self) -> list[Frame]:
        """A pamphlet's first side: the title over the first panel only, then three panels."""
        lay = self.layout
        panels = self.column_frames(lay.body_height, "panel")
        first = panels[0]
        title = Frame(
            first._x1,
            first._y1 + lay.body_height - TITLE_HEIGHT,
            first._width,
            TITLE_HEIGHT,
            id="title",
        )
        rest = Frame(
            first._x1,
            first._y1,
            first._width,
            lay.body_height - TITLE_HEIGHT,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
            id="panel0b",
        )
        return [title, rest, *panels[1:]]

    def spread_frames(self) -> list[Frame]:
        """The map over the left 56 % (drawn by Decoration), title and two key columns right."""
        lay = self.layout
        map_width = lay.body_width * 0.56
        left = lay.margin_x + map_width + lay.gutter
        width = lay.body_width - map_width - lay.gutter
        column = (width - lay.gutter) / 2
        top = lay.margin_bottom + lay.body_height
        frames = [Frame(left, top - TITLE_HEIGHT, width, TITLE_HEIGHT, id="title")]
        for i in range(2):
            frames.append(
                Frame(
                    left + i * (column + lay.gutter),
                    lay.margin_bottom,
                    column,
                    lay.body_height - TITLE_HEIGHT,
                    leftPadding=0,
                    rightPadding=0,
                    topPadding=0,
                    bottomPadding=0,
                    id=f"key{i}",
                )
            )
        self.decoration.map_box = (lay.margin_x, lay.margin_bottom, map_width, lay.body_height)
        return frames

    def onepage_frames(self) -> list[Frame]:
        """Outer columns full height, middle columns below the map (drawn by Decoration)."""
        lay = self.layout
        height = lay.body_height - TITLE_HEIGHT
        column = (lay.body_width - (lay.columns - 1) * lay.gutter) / lay.columns
        frames = []
        for i in range(lay.columns):
            inner = 0 < i < lay.columns - 1
            frame_height = height * 0.42 if inner else height
            frames.append(
                Frame(
                    lay.margin_x + i * (column + lay.gutter),
                    lay.margin_bottom,
                    column,
                    frame_height,
                    leftPadding=0,
                    rightPadding=0,
                    topPadding=0,
                    bottomPadding=0,
                    id=f"one{i}",
                )
            )
        self.decoration.map_box = (
            lay.margin_x + column + lay.gutter,
            lay.margin_bottom + height * 0.42 + 8,
            lay.body_width - 2 * (column + lay.gutter),
            height * 0.58 - 14,
        )
        return frames


def render(module: Module) -> Rendered:
    """Typeset ``module`` (``_render``; a roamer module is printed by Chromium instead); with
    ``image_only`` on, each page as a scan of itself."""
    if module.style in ROAMER_STYLES:
        from .roamer_print import render_roamer  # it builds a ``Rendered`` of this module

        rendered = render_roamer(module)
    else:
        rendered = _render(module)
    if "image_only" not in module.switches:
        return rendered
    return dataclasses.replace(rendered, pdf=image_only.rasterise(rendered.pdf, module.seed))


def _render(module: Module) -> Rendered:
    """Typeset ``module``; if reportlab's hyphenation trips over a split, set it unhyphenated;
    if a table lands in a box too narrow for its cells, print its rows as lines."""
    try:
        return render_styled(module)
    except LayoutError:
        if "hyphenation" not in module.switches:
            raise
    except ValueError as error:
        # an opd box under the map may be a few ems wide: a table shrunk into it leaves its
        # first column narrower than the cells' padding, and reportlab gives up. Only such a
        # module is set again (every other module's bytes are as before), its tables as the
        # lines of a note; no table row is an area or a block, so the truth is the same.
        if "negative availWidth" not in str(error) or not any(
            isinstance(b, Table) for b in module.blocks
        ):
            raise
        module.blocks = [_table_as_lines(b) if isinstance(b, Table) else b for b in module.blocks]
        return _render(module)
    # reportlab can fail to split a paragraph whose words it hyphenated (a re-wrapped first
    # part grows taller than the space it was cut for); the module then prints unhyphenated.
    blocks = [
        dataclasses.replace(b, text=b.text.replace("\xad", "")) if isinstance(b, Para) else b
        for b in module.blocks
    ]
    module.blocks = blocks
    module.switches = module.switches - {"hyphenation"}
    return render_styled(module)


def _table_as_lines(table: Table) -> Para:
    """A table's title, header and rows as the lines of one note."""
    lines = [f"<b>{table.title}</b>", " ".join(table.header)]
    lines += [f"{roll} {text}" for roll, text in table.rows]
    return Para("<br/>".join(lines), kind="note")


def render_styled(module: Module) -> Rendered:
    """One pass, or for page-foot footnotes two: the first logs where each note's reference
    lands, the second draws the notes there (the band is reserved in both, so the flow and
    the log do not move)."""
    if module.style != "footnoted":
        return render_once(module)
    first = render_once(module)
    assert first.logical is not None
    plan = sk.foot_plan(module, first.logical, sk.stark_words())
    second = render_once(module, plan)
    if second.logical != first.logical:
        raise RuntimeError(f"{module.name}: footnotes moved the flow")
    return second


def render_once(module: Module, plan: sk.FootPlan | None = None) -> Rendered:
    style = STYLES[module.style]
    rng = random.Random(module.seed * 7919 + 17)  # the layout's own stream, from the seed
    title = next(b.title for b in module.blocks if isinstance(b, Title))
    layout = with_wide_switches(choose_layout(rng, style, module.switches, title), module.switches)
    layout = with_wild_style(layout, module.style)
    layout = with_feral_style(layout, module.style)
    layout = with_untamed_style(layout, module.style)
    layout = with_rogue_style(layout, module.style)
    layout = with_stray_style(layout, module.style)
    folio_margin = layout.margin_bottom
    layout = sk.with_stark_style(layout, module.style)
    layout = hr.with_hinter_style(layout, module.style)
    layout = nr.with_nomad_style(layout, module.style)
    layout = pr.with_pilgrim_style(layout, module.style)
    layout = vr.with_vagrant_style(layout, module.style)
    layout = wr.with_wayfarer_style(layout, module.style)
    out = io.BytesIO()
    doc = ModuleDoc(out, module, layout, rng)
    if module.style == "footnoted":  # notes, continued lines and folio in the reserved band
        painter = sk.FootPainter(layout, plan or sk.FootPlan({}, set(), {}, ""), folio_margin)
        for template in doc.pageTemplates:
            template.onPage = painter.wrap(template.onPage)
    if module.style == "footroll":  # a roll table and the folio in the reserved band
        roller = hr.RollPainter(layout, module.seed, folio_margin)
        for template in doc.pageTemplates:
            template.onPage = roller.wrap(template.onPage)
    marks = vr.page_painter(module.style, layout, module.seed, title)
    for template in doc.pageTemplates if marks else ():  # printer's marks or header
        template.onPage = marks.wrap(template.onPage)
    vp.hang_hidden(doc, module.style, layout, module.seed)  # a draft under the page, a slug
    recorder = PageRecorder(lambda: int(doc.page))
    wr.paint_pages(doc, module, layout, recorder)  # a draft's marks, a megadungeon's heads
    builder = story_mod.StoryBuilder(layout, recorder, module)
    flowables: list[Any] = []
    if module.style == "opd":  # a contest sheet: every block in a box of its own
        flowables = ur.opd_flowables([builder.flowables(block) for block in module.blocks])
    for block in module.blocks if module.style != "opd" else ():
        if isinstance(block, NewPage):
            flowables += [NextPageTemplate("body"), PageBreak()]
        elif isinstance(block, (sk.AdPage, vr.MapPage, wr.GridMap)):  # a full page inside the key
            flowables += [NextPageTemplate("full"), PageBreak(), *builder.flowables(block)]
            flowables += [NextPageTemplate("body"), PageBreak()]
        elif isinstance(block, MindMap):
            flowables += [
                NextPageTemplate("full"),
                PageBreak(),
                builder.mind_map(block),
                NextPageTemplate("body"),
            ]
        else:
            flowables += builder.flowables(block)
    imposed = "imposed" in module.switches or module.style in ("facing", "pocketmod")
    canvas_maker: type[Canvas] = Canvas
    if imposed:  # booklet sheets, or reader spreads
        canvas_maker = {"facing": vr.SpreadCanvas, "pocketmod": wr.PocketCanvas}.get(
            module.style, ImposingCanvas
        )
    captured: list[Any] = []  # the imposing (or spreads) canvas, for its sheets

    def make_canvas(*args: Any, **kwargs: Any) -> Canvas:
        if module.style in ("scrambled", "opd"):
            order = "random" if module.style == "opd" else "scrambled"
            return ur.PieceCanvas(*args, order=order, seed=module.seed, **kwargs)
        if module.style == "sideways":  # /Rotate, or the content turned on a portrait page
            mode = ("rotate", "turned")[module.seed // 6 % 2]
            return hr.TurningCanvas(
                *args, mode=mode, angle=(90, 270)[module.seed // 12 % 2], **kwargs
            )
        if module.style in vv.PRODUCERS:  # text written as InDesign, Word, a browser, Canva
            return vv.producer_canvas(module.style, module.seed, layout, *args, **kwargs)
        if module.style == "cropped":  # bleed and pasteboard round a CropBox on the trim
            return vp.CropCanvas(*args, **kwargs)
        canvas = canvas_maker(*args, **kwargs)
        if isinstance(canvas, (ImposingCanvas, vr.SpreadCanvas, wr.PocketCanvas)):
            captured.append(canvas)
        return canvas

    doc.build(flowables, canvasmaker=make_canvas)
    logical = recorder.pages
    marked = [str(entry["marker"]) for entry in (*module.areas, *module.statblocks)]
    missing = {marker for marker in marked if marker not in logical}
    if missing:
        raise RuntimeError(f"{module.name}: markers never drawn: {sorted(missing)}")
    if module.style == "scan":  # the typeset pages become a scan with an OCR text layer
        return Rendered(ur.rescan(out.getvalue(), module.seed), dict(logical), int(doc.page))
    if not imposed:
        pages = {m: p for m, p in logical.items()}
        return Rendered(out.getvalue(), pages, int(doc.page), dict(logical))
    sheets = captured[-1].sheets
    physical = {page: index + 1 for index, pair in enumerate(sheets) for page in pair}
    pages = {m: physical[p] for m, p in logical.items()}
    return Rendered(out.getvalue(), pages, len(sheets), dict(logical))
