"""Blocks, flowables, canvases and page painters of the wayfarer styles: text set word by word
with no space characters (``texset``) or tracked out with wide gaps (``largeprint``,
``GapText``), the town map's lettered grid (``GridMap``), the one-sheet PocketMod fold
(``PocketCanvas``), a playtest draft's watermark and line numbers (``DraftPainter``) and the
dictionary-style range of keys at each page head (``RangePainter``). The geometry a wayfarer
style fixes is applied after the layout draw (``with_wayfarer_style``, no draws), so no older
style's draws move.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import unescape

from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from .flowables import FullPageDrawing
from .fonts import Faces
from .form_pages import FormPagesCanvas

if TYPE_CHECKING:
    from .flowables import PageRecorder
    from .layout import Layout
    from .story import StoryBuilder


@dataclass(frozen=True)
class GapText:
    """A paragraph drawn word by word: ``role`` is "body", "stat", "head" (an area heading,
    its key ``lead`` set a quad apart) or "part" (a numbered chapter heading, no area)."""

    markup: str
    markers: tuple[str, ...] = ()
    role: str = "body"
    lead: str = ""


@dataclass(frozen=True)
class GridMap:
    """A full page: the town plan on a lettered, numbered grid; a building in each keyed square."""

    title: str
    note: str
    squares: tuple[str, ...]  # "C4", …
    columns: int
    rows: int


WAYFARER_BLOCKS = (GapText, GridMap)

# -- page geometry --------------------------------------------------------------------------


def with_wayfarer_style(layout: Layout, style: str) -> Layout:
    """A PocketMod panel is an eighth of the sheet; a draft is one ragged column with room for
    line numbers; large print is one ragged column at a large body size."""
    if style == "pocketmod":
        width, height = layout.page_size
        sheet = (max(width, height), min(width, height))  # the sheet lies landscape
        return replace(
            layout,
            page_size=(sheet[0] / 4, sheet[1] / 2),
            margin_x=12.0,
            margin_top=16.0,
            margin_bottom=16.0,
            columns=1,
            body_size=6.0,
            image_side=None,
            header="",
        )
    if style == "playtest":
        return replace(layout, columns=1, justify=False, margin_x=max(layout.margin_x, 58.0))
    if style == "largeprint":
        return replace(layout, columns=1, justify=False, body_size=min(layout.body_size + 5, 15.0))
    if style == "texset":
        return replace(layout, justify=True)
    return layout


# -- words set one by one --------------------------------------------------------------------
TOKEN = re.compile(r"<(/?)([a-z]+)[^>]*>|([^<\s]+)|(\s+)")


def markup_words(markup: str) -> list[tuple[str, int]]:
    """The words of simple markup with their weight: 0 roman, 1 bold, 2 italic, 3 both."""
    words: list[tuple[str, int]] = []
    bold = italic = False
    joined = False  # the next piece continues the last word (a tag inside a word)
    for match in TOKEN.finditer(markup):
        closing, tag, word, space = match.groups()
        if tag in ("b", "i"):
            if tag == "b":
                bold = not closing
            else:
                italic = not closing
            continue
        if tag or space:
            joined = tag is not None and joined
            continue
        text = unescape(word)
        if joined and words:
            words[-1] = (words[-1][0] + text, words[-1][1])
        else:
            words.append((text, int(bold) + 2 * int(italic)))
        joined = True
    return words


def face_of(faces: Faces, weight: int) -> str:
    return (faces.regular, faces.bold, faces.italic, faces.bold_italic)[weight]


class GapLines(Flowable):
    """Words broken into lines and drawn each at its own x: ``spaced`` False draws no space
    character at all (the gap is a move, justified lines spread the gaps, as pdfTeX sets
    text); True draws the spaces and tracks every letter out by ``track`` em."""

    def __init__(
        self,
        words: Sequence[tuple[str, int]],
        faces: Faces,
        size: float,
        *,
        spaced: bool,
        justify: bool,
        ink: Any,
        markers: Sequence[str] = (),
        recorder: PageRecorder | None = None,
        track: float = 0.0,
        quad_after: int = -1,
        space: tuple[float, float] = (0.0, 0.0),
        keep: bool = False,
    ) -> None:
        super().__init__()
        self.words, self.faces, self.size = list(words), faces, size
        self.spaced, self.justify, self.ink, self.track = spaced, justify, ink, track
        self.markers, self.recorder = tuple(markers), recorder
        self.quad_after, self.space, self.keepWithNext = quad_after, space, keep
        self.leading = size * (1.55 if spaced else 1.2)
        self.lines: list[list[int]] = []
        self.width = 0.0

    def word_width(self, index: int) -> float:
        text, weight = self.words[index]
        width = stringWidth(text, face_of(self.faces, weight), self.size)
        return width + self.track * self.size * len(text)

    def gap(self, index: int) -> float:
        """The natural gap after word ``index``: a quad after a heading's key."""
        if index == self.quad_after:
            return self.size
        return self.size * (0.45 if self.spaced else 0.33)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width, self.lines = avail_width, []
        line: list[int] = []
        used = 0.0
        for index in range(len(self.words)):
            width = self.word_width(index)
            extra = self.gap(line[-1]) if line else 0.0
            if line and used + extra + width > avail_width:
                self.lines.append(line)
                line, used, extra = [], 0.0, 0.0
            line.append(index)
            used += extra + width
        if line:
            self.lines.append(line)
        return avail_width, len(self.lines) * self.leading

    def getSpaceBefore(self) -> float:  # noqa: N802 - reportlab's name
        return self.space[0]

    def getSpaceAfter(self) -> float:  # noqa: N802 - reportlab's name
        return self.space[1]

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        self.wrap(avail_width, avail_height)
        fit = int(avail_height // self.leading)
        if fit < 2 or fit >= len(self.lines) or self.keepWithNext:
            return []
        cut = self.lines[fit][0]
        head, tail = self.copy(self.words[:cut]), self.copy(self.words[cut:])
        head.markers, head.recorder, head.space = self.markers, self.recorder, (self.space[0], 0)
        tail.space = (0.0, self.space[1])
        return [head, tail]

    def copy(self, words: Sequence[tuple[str, int]]) -> GapLines:
        return GapLines(
            words,
            self.faces,
            self.size,
            spaced=self.spaced,
            justify=self.justify,
            ink=self.ink,
            track=self.track,
            quad_after=self.quad_after if self.quad_after < len(words) else -1,
        )

    def draw(self) -> None:
        if self.recorder is not None:
            self.recorder.record(self.markers)
        canvas = self.canv
        canvas.setFillColor(self.ink)
        for number, line in enumerate(self.lines):
            y = (len(self.lines) - number - 1) * self.leading + self.leading - self.size
            widths = [self.word_width(i) for i in line]
            gaps = [self.gap(i) for i in line[:-1]]
            last = number == len(self.lines) - 1
            if self.justify and not last and gaps:  # spread the slack over the gaps
                slack = (self.width - sum(widths) - sum(gaps)) / len(gaps)
                gaps = [g + max(slack, 0.0) for g in gaps]
            x = 0.0
            for position, index in enumerate(line):
                self.draw_word(index, x, y, position < len(line) - 1)
                x += widths[position] + (gaps[position] if position < len(gaps) else 0.0)

    def draw_word(self, index: int, x: float, y: float, more: bool) -> None:
        text, weight = self.words[index]
        out = self.canv.beginText(x, y)
        out.setFont(face_of(self.faces, weight), self.size)
        out.setCharSpace(self.track * self.size)
        out.textOut(text + (" " if self.spaced and more else ""))
        self.canv.drawText(out)


def gap_text(builder: StoryBuilder, block: GapText) -> list[Flowable]:
    lay, style = builder.layout, builder.module.style
    spaced = style != "texset"
    size, faces, keep = lay.body_size, builder.body_faces, False
    words = markup_words(block.markup)
    quad = -1
    space = (0.0, size * 0.5)
    if block.role in ("head", "part"):
        size += 3.0 if block.role == "head" else 6.0
        faces, keep = builder.head_faces, True
        lead = [(w, 1) for w in block.lead.split()]
        quad = len(lead) - 1 if lead else -1
        words = lead + [(w, 1) for w, _ in words]
        space = (size * 0.8, size * 0.3)
    return [
        GapLines(
            words,
            faces,
            size,
            spaced=spaced,
            justify=lay.justify and block.role in ("body", "stat"),
            ink=lay.ink,
            markers=block.markers,
            recorder=builder.recorder,
            track=0.08 if spaced else 0.0,
            quad_after=quad,
            space=space,
            keep=keep,
        )
    ]


# -- the town plan on a grid -----------------------------------------------------------------
def column_letter(index: int) -> str:
    return "ABCDEFGHJK"[index]  # no I, as map grids leave it out


class GridDrawing(FullPageDrawing[GridMap]):
    """The plan: a river, streets and a block in every keyed square, the column letters along
    the top and foot and the row numbers down both sides."""

    def draw(self) -> None:
        canvas, block = self.canv, self.block
        canvas.saveState()
        canvas.setFillColor(self.ink)
        canvas.setFont(self.bold, 14)
        canvas.drawString(0, self.height - 16, block.title)
        canvas.setFont(self.regular, 8)
        canvas.drawRightString(self.width, self.height - 16, block.note)
        left, bottom = 16.0, 16.0
        width, height = self.width - 32, self.height - 56
        cw, ch = width / block.columns, height / block.rows
        canvas.setStrokeColor(colors.HexColor("#5b7fa6"))
        canvas.setLineWidth(9)
        canvas.bezier(
            left,
            bottom + height * 0.3,
            left + width * 0.3,
            bottom + height * 0.1,
            left + width * 0.6,
            bottom + height * 0.6,
            left + width,
            bottom + height * 0.4,
        )
        canvas.setStrokeColor(colors.HexColor("#9a9a9a"))
        canvas.setLineWidth(0.4)
        for c in range(block.columns + 1):
            canvas.line(left + c * cw, bottom, left + c * cw, bottom + height)
        for r in range(block.rows + 1):
            canvas.line(left, bottom + r * ch, left + width, bottom + r * ch)
        canvas.setFont(self.bold, 9)
        for c in range(block.columns):
            x = left + (c + 0.5) * cw
            canvas.drawCentredString(x, bottom + height + 4, column_letter(c))
            canvas.drawCentredString(x, bottom - 11, column_letter(c))
        for r in range(block.rows):
            y = bottom + height - (r + 0.5) * ch - 3
            canvas.drawCentredString(left - 8, y, str(r + 1))
            canvas.drawCentredString(left + width + 8, y, str(r + 1))
        canvas.setFillColor(self.accent)
        for square in block.squares:
            c, r = "ABCDEFGHJK".index(square[0]), int(square[1:]) - 1
            x, y = left + c * cw, bottom + height - (r + 1) * ch
            canvas.rect(x + cw * 0.25, y + ch * 0.3, cw * 0.5, ch * 0.4, stroke=0, fill=1)
        canvas.restoreState()


def wayfarer_flowables(builder: StoryBuilder, block: Any) -> list[Flowable]:
    if isinstance(block, GapText):
        return gap_text(builder, block)
    if isinstance(block, GridMap):
        lay, head = builder.layout, builder.head_faces
        return [GridDrawing(block, head.bold, head.regular, lay.ink, lay.accent)]
    raise TypeError(f"no wayfarer flowable for {type(block).__name__}")


# -- the PocketMod sheet ---------------------------------------------------------------------
# Eight panels on a landscape sheet: the top row turned upside down (it is the back of the
# folded strip), the cover at the bottom right.
POCKET_ORDER = ((5, 4, 3, 2), (6, 7, 8, 1))


def pocket_sheets(pages: int) -> list[tuple[int, ...]]:
    return [tuple(range(p, min(p + 8, pages + 1))) for p in range(1, pages + 1, 8)]


class PocketCanvas(FormPagesCanvas):
    """Draws every logical page into a form, then prints them eight to a sheet in the
    PocketMod fold, the top row turned 180 degrees, with dashed fold lines and the cut."""

    FORM_PREFIX = "pocket"

    def save(self) -> None:
        written = self._close_logical()
        width, height = self._pagesize
        self.sheets = pocket_sheets(written)
        for sheet in self.sheets:
            self.setPageSize((width * 4, height * 2))
            for row, places in enumerate(POCKET_ORDER):
                for column, place in enumerate(places):
                    if place > len(sheet):
                        continue
                    self.saveState()
                    if row == 0:  # upside down in the top row
                        self.translate((column + 1) * width, 2 * height)
                        self.rotate(180)
                    else:
                        self.translate(column * width, 0)
                    self.doForm(f"pocket{sheet[place - 1]}")
                    self.restoreState()
            self.setStrokeColor(colors.HexColor("#b0b0b0"))
            self.setLineWidth(0.4)
            self.setDash(2, 3)
            for column in range(1, 4):
                self.line(column * width, 0, column * width, 2 * height)
            self.line(0, height, 4 * width, height)
            self.setDash()
            Canvas.showPage(self)
        Canvas.save(self)


# -- page painters ---------------------------------------------------------------------------
class DraftPainter:
    """A playtest draft: a pale diagonal watermark under the text and line numbers down the
    left margin at the body's leading (every line or every fifth, per page or running on)."""

    def __init__(self, layout: Layout, seed: int, mark: str) -> None:
        self.layout, self.mark = layout, mark
        self.every = (1, 5)[seed // 6 % 2]
        self.running = seed // 12 % 2 == 1
        self.count = 0

    def wrap(self, on_page: Any) -> Any:
        def paint(canvas: Canvas, doc: Any) -> None:
            on_page(canvas, doc)
            canvas.saveState()
            self.paint(canvas)
            canvas.restoreState()

        return paint

    def paint(self, canvas: Canvas) -> None:
        lay = self.layout
        canvas.setFillColor(colors.HexColor("#dedede"))
        canvas.setFont("Helvetica-Bold", 40)
        canvas.translate(lay.width / 2, lay.height / 2)
        canvas.rotate(52)
        canvas.drawCentredString(0, 0, self.mark)
        canvas.rotate(-52)
        canvas.translate(-lay.width / 2, -lay.height / 2)
        canvas.setFillColor(colors.HexColor("#7a7a7a"))
        canvas.setFont("Helvetica", 6.5)
        leading = lay.body_size * 1.22
        y = lay.height - lay.margin_top - lay.body_size
        if not self.running:
            self.count = 0
        while y > lay.margin_bottom:
            self.count += 1
            if self.count % self.every == 0:
                canvas.drawRightString(lay.margin_x - 14, y, str(self.count))
            y -= leading


class RangePainter:
    """Dictionary heads: after a page is drawn, the keys of the areas that begin on it (or the
    one running on from before) at the page's outer top corner, "Areas 14-19"."""

    def __init__(
        self, layout: Layout, recorder: PageRecorder, areas: Sequence[tuple[str, str]], forms: Any
    ) -> None:
        self.layout, self.recorder, self.areas = layout, recorder, areas
        self.range_form, self.single_form = forms
        self.last = ""

    def wrap(self, on_page_end: Any) -> Any:
        def paint(canvas: Canvas, doc: Any) -> None:
            on_page_end(canvas, doc)
            canvas.saveState()
            self.paint(canvas, int(doc.page))
            canvas.restoreState()

        return paint

    def paint(self, canvas: Canvas, page: int) -> None:
        here = [key for marker, key in self.areas if self.recorder.pages.get(marker) == page]
        if here:
            text = self.single_form.format(a=here[0]) if len(here) == 1 else None
            text = text or self.range_form.format(a=here[0], b=here[-1])
            self.last = here[-1]
        elif self.last:
            text = self.single_form.format(a=self.last)
        else:
            return
        lay = self.layout
        canvas.setFont("Helvetica-Bold", lay.body_size + 2)
        canvas.setFillColor(lay.accent)
        y = lay.height - lay.margin_top / 2 - 2
        if page % 2:
            canvas.drawRightString(lay.width - lay.margin_x, y, text)
        else:
            canvas.drawString(lay.margin_x, y, text)


def paint_pages(doc: Any, module: Any, layout: Layout, recorder: PageRecorder) -> None:
    """Hang a draft's watermark and line numbers on every page's start, or a megadungeon's
    range of keys on every page's end (its areas are logged by then); the words are drawn
    from the seed, not the content's stream."""
    if module.style not in ("playtest", "rangeheads"):
        return
    from .set_writer import load_words  # the writer's words; imported late (no cycle)
    from .wayfarer import WAYFARER_DATA

    words, pick = load_words(WAYFARER_DATA), random.Random(module.seed * 41 + 3)
    if module.style == "playtest":
        draft = DraftPainter(layout, module.seed, pick.choice(words["watermarks"]))
        for template in doc.pageTemplates:
            template.onPage = draft.wrap(template.onPage)
        return
    areas = [(a["marker"], str(a["key"])) for a in module.areas if a["key"]]
    forms = (pick.choice(words["range_forms"]), pick.choice(words["single_forms"]))
    heads = RangePainter(layout, recorder, areas, forms)
    for template in doc.pageTemplates:
        template.onPageEnd = heads.wrap(template.onPageEnd)
