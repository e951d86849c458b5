"""Custom reportlab flowables: paragraphs that log their page, boxes, and the mind map."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph
from reportlab.platypus.paragraph import ParagraphStyle

from .blocks import MindMap

PageLog = dict[str, int]
BlockT = TypeVar("BlockT")


class FullPageDrawing(Flowable, Generic[BlockT]):
    """A drawing that fills its frame's width and most of its height (a full-page map or
    plan): the block it draws, the faces and the two inks; subclasses draw."""

    def __init__(self, block: BlockT, bold: str, regular: str, ink: Any, accent: Any) -> None:
        super().__init__()
        self.block, self.bold, self.regular, self.ink, self.accent = (
            block,
            bold,
            regular,
            ink,
            accent,
        )
        self.width = self.height = 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width, self.height = avail_width, avail_height * 0.94
        return self.width, self.height


class PageRecorder:
    """Remembers the (logical) page each marker was first drawn on."""

    def __init__(self, current_page: Callable[[], int]) -> None:
        self.current_page = current_page
        self.pages: PageLog = {}

    def record(self, markers: Sequence[str]) -> None:
        for marker in markers:
            self.pages.setdefault(marker, self.current_page())


class TrackedParagraph(Paragraph):
    """A paragraph that logs its markers' page when drawn.

    A paragraph whose markers may sit after its first line is kept whole (moved to the next
    frame rather than split), so every marker's page is the page it is printed on; one that
    would not fit an empty frame is split anyway, and its later markers may then be one page
    early, which the scorer's ±1 page tolerance absorbs.
    """

    def __init__(
        self,
        text: Any,
        style: ParagraphStyle,
        *args: Any,
        markers: Sequence[str] = (),
        recorder: PageRecorder | None = None,
        keep_whole: float = 0.0,
        **kwargs: Any,
    ) -> None:
        super().__init__(text, style, *args, **kwargs)
        self.markers = tuple(markers)
        self.recorder = recorder
        self.keep_whole = keep_whole  # the tallest frame; 0 means "may split"

    def split(self, avail_width: float, avail_height: float) -> list[Any]:
        if self.keep_whole:
            _, height = self.wrap(avail_width, self.keep_whole * 4)
            if height <= self.keep_whole:
                return []
        parts = super().split(avail_width, avail_height)
        if parts:
            parts[0].markers = self.markers
            parts[0].recorder = self.recorder
            for part in parts[1:]:
                part.markers, part.recorder = (), None
        return list(parts)

    def draw(self) -> None:
        if getattr(self, "recorder", None) is not None:
            self.recorder.record(self.markers)  # type: ignore[union-attr]
        super().draw()


class Box(Flowable):
    """Paragraphs in a filled, ruled rectangle (read-aloud text, sidebars, callouts)."""

    def __init__(
        self,
        paragraphs: Sequence[Paragraph],
        fill: Any,
        stroke: Any,
        accent_bar: bool = False,
        padding: float = 6.0,
    ) -> None:
        super().__init__()
        self.paragraphs = list(paragraphs)
        self.fill, self.stroke, self.accent_bar, self.padding = fill, stroke, accent_bar, padding
        self.heights: list[float] = []
        self.box_width = 0.0
        self.spaceBefore, self.spaceAfter = 4.0, 5.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        inner = avail_width - 2 * self.padding - (4 if self.accent_bar else 0)
        self.heights = [p.wrap(inner, avail_height)[1] for p in self.paragraphs]
        self.box_width = avail_width
        return avail_width, sum(self.heights) + 2 * self.padding

    def draw(self) -> None:
        height = sum(self.heights) + 2 * self.padding
        canvas = self.canv
        canvas.saveState()
        canvas.setFillColor(self.fill)
        canvas.setStrokeColor(self.stroke)
        canvas.setLineWidth(0.8)
        if self.accent_bar:
            canvas.roundRect(0, 0, self.box_width, height, 4, stroke=0, fill=1)
            canvas.setFillColor(self.stroke)
            canvas.rect(0, 0, 3, height, stroke=0, fill=1)
        else:
            canvas.rect(0, 0, self.box_width, height, stroke=1, fill=1)
        canvas.restoreState()
        x = self.padding + (4 if self.accent_bar else 0)
        y = height - self.padding
        for paragraph, paragraph_height in zip(self.paragraphs, self.heights, strict=True):
            y -= paragraph_height
            paragraph.drawOn(canvas, x, y)


class ColumnFoot(Flowable):
    """Blank space that leaves only ``room`` points of the column, so what follows breaks."""

    def __init__(self, room: float) -> None:
        super().__init__()
        self.room = room

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.height = avail_height - self.room if avail_height > self.room + 20 else 0.0
        return avail_width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        return []

    def draw(self) -> None:
        pass


class MindMapFlowable(Flowable):
    """A pointcrawl drawn as nodes joined by lines, the whole map turned 90 degrees."""

    def __init__(
        self, mind_map: MindMap, recorder: PageRecorder, font: str, bold: str, ink: Any
    ) -> None:
        super().__init__()
        self.mind_map, self.recorder = mind_map, recorder
        self.font, self.bold, self.ink = font, bold, ink
        self.size = (0.0, 0.0)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.size = (avail_width, avail_height - 4)
        return self.size

    def node_centres(self, width: float, height: float) -> list[tuple[float, float]]:
        count = len(self.mind_map.nodes)
        per_row = (count + 1) // 2
        centres = []
        for index in range(count):
            row, col = divmod(index, per_row)
            x = width * (col + 0.5) / per_row + (18 if row else -18)
            y = height * (0.7 if row == 0 else 0.3)
            centres.append((x, y))
        return centres

    def draw(self) -> None:
        self.recorder.record([node.marker for node in self.mind_map.nodes])
        width, height = self.size
        canvas = self.canv
        canvas.saveState()
        # Printed rotated: the map's own width runs up the page.
        canvas.translate(width, 0)
        canvas.rotate(90)
        map_w, map_h = height, width
        centres = self.node_centres(map_w, map_h)
        canvas.setStrokeColor(self.ink)
        canvas.setFillColor(self.ink)
        canvas.setFont(self.bold, 12)
        canvas.drawString(12, map_h - 20, self.mind_map.title)
        for a, b in self.mind_map.edges:
            canvas.line(*centres[a], *centres[b])
        for node, (x, y) in zip(self.mind_map.nodes, centres, strict=True):
            canvas.setFillColor(colors.white)
            canvas.roundRect(x - 62, y - 22, 124, 44, 6, stroke=1, fill=1)
            canvas.setFillColor(self.ink)
            canvas.setFont(self.bold, 8)
            canvas.drawCentredString(x, y + 10, plain(node.name))
            canvas.setFont(self.font, 6)
            for offset, line in enumerate(wrap_words(plain(node.text), 34)[:3]):
                canvas.drawCentredString(x, y - 1 - 7 * offset, line)
        canvas.restoreState()


def plain(markup: str) -> str:
    """Undo the XML escaping of block text for direct canvas drawing."""
    return markup.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def wrap_words(text: str, width: int) -> list[str]:
    lines: list[str] = [""]
    for word in text.split():
        if lines[-1] and len(lines[-1]) + len(word) + 1 > width:
            lines.append(word)
        else:
            lines[-1] = f"{lines[-1]} {word}".strip()
    return lines
