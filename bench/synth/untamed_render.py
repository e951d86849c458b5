"""PDF production artefacts of the untamed styles (``render.py`` hands these styles over here).

- ``scrambled`` and ``opd``: every flowable a frame draws becomes a form XObject; when the
  page is shown the forms are placed out of reading order, as InDesign-like producers write
  them (``scrambled``: the right column before the left, headings after the bodies, page
  furniture first; ``opd``: the boxes of a one-page sheet in a seeded random order).
- ``opd``: a landscape sheet whose key is in bordered boxes at scattered places round a
  central map; each box holds one block, shrunk to fit.
- ``scan``: the typeset PDF is rasterised, made grey, noisy and slightly uneven like a scan,
  and rebuilt as page images with the text as an invisible OCR layer (render mode 3), one
  text object per word, baselines jittered and each word stretched to its measured width;
  each line's words share one whole font size estimated from the line's height (±10 %), so
  heading and body sizes come through only roughly, and every word is in the same face.
  Turned text (a mind map) is written as whole words along its rotation, as an OCR engine
  that found the rotation writes it (a turned text matrix), never one letter per word.
"""

from __future__ import annotations

import io
import random
from typing import Any

from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import FrameBreak, KeepInFrame
from reportlab.platypus.frames import Frame

from .layout import Layout

TITLE_HEIGHT = 60.0


class PieceCanvas(Canvas):
    """Draws each flowable into a form; ``showPage`` places the page's forms in ``order``."""

    def __init__(self, *args: Any, order: str = "scrambled", seed: int = 0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pieces: list[tuple[str, str, bool]] = []  # (form name, frame id, is a heading)
        self.order, self.serial = order, 0
        self.shuffle = random.Random(seed * 613 + 5)

    def begin_piece(self) -> str:
        self.serial += 1
        name = f"piece{self.serial}"
        self.beginForm(name)
        return name

    def end_piece(self, name: str, frame: str, heading: bool) -> None:
        self.endForm()
        self.pieces.append((name, frame, heading))

    def placed(self) -> list[str]:
        if self.order == "random":
            names = [name for name, _, _ in self.pieces]
            self.shuffle.shuffle(names)
            return names
        frames = sorted({frame for _, frame, _ in self.pieces}, reverse=True)  # right col first
        return [
            name
            for frame in frames
            for heading in (False, True)  # within a frame: the bodies, then the headings
            for name, f, h in self.pieces
            if f == frame and h == heading
        ]

    def showPage(self) -> None:  # noqa: N802 - reportlab's name
        for name in self.placed():
            self.doForm(name)
        self.pieces = []
        super().showPage()


class PieceFrame(Frame):
    """A frame whose flowables are drawn as pieces of a ``PieceCanvas``."""

    def add(self, flowable: Any, canv: Any, trySplit: int = 0) -> int:  # noqa: N803
        if not isinstance(canv, PieceCanvas):
            return int(Frame._add(self, flowable, canv, trySplit))
        name = canv.begin_piece()
        try:
            done = int(Frame._add(self, flowable, canv, trySplit))
        finally:
            style = getattr(flowable, "style", None)
            heading = getattr(style, "name", "") in ("area", "h", "sbname")
            canv.end_piece(name, str(self.id), heading)
        return done


def piece_frames(frames: list[Frame]) -> list[Frame]:
    """The same frames, as ``PieceFrame``s (same geometry, same padding, same id)."""
    out = []
    for f in frames:
        out.append(
            PieceFrame(
                f._x1,
                f._y1,
                f._width,
                f._height,
                leftPadding=f._leftPadding,
                rightPadding=f._rightPadding,
                topPadding=f._topPadding,
                bottomPadding=f._bottomPadding,
                id=f.id,
                showBoundary=getattr(f, "showBoundary", 0),
            )
        )
    return out


def spaced_cuts(
    rng: random.Random, length: float, share: tuple[float, float], count: int
) -> list[float]:
    """0, `count` random cuts, `length`; drawn again while a piece is under a tenth of `length`.

    Two cuts a few points apart left a box too small for any line (reportlab's shrink-to-fit
    then failed); the draws go on from the same stream, so a seed whose first draw is fine for one side
    still moves the boxes drawn after any redraw.
    """
    while True:
        edges = [0.0, *sorted(rng.uniform(*share) * length for _ in range(count)), length]
        if min(b - a for a, b in zip(edges, edges[1:], strict=False)) >= length / 10:
            return edges


def opd_frames(layout: Layout, seed: int) -> tuple[list[Frame], tuple[float, float, float, float]]:
    """Title top centre, a map in the middle, bordered boxes scattered round it (shuffled)."""
    rng = random.Random(seed * 389 + 11)
    x0, y0 = layout.margin_x, layout.margin_bottom
    width, height = layout.body_width, layout.body_height
    side = width * rng.uniform(0.24, 0.28)
    mid_x, mid_w = x0 + side + 6, width - 2 * side - 12
    lower = height * rng.uniform(0.26, 0.32)
    map_box = (mid_x, y0 + lower + 6, mid_w, height - lower - TITLE_HEIGHT - 12)
    boxes: list[tuple[float, float, float, float]] = []
    for left in (x0, x0 + width - side):  # four boxes down each side, uneven heights
        edges = spaced_cuts(rng, height, (0.12, 0.88), 3)
        for a, b in zip(edges, edges[1:], strict=False):
            boxes.append((left, y0 + a, side, b - a - 4))
    cuts = spaced_cuts(rng, mid_w, (0.2, 0.8), 2)
    boxes += [(mid_x + a, y0, b - a - 4, lower) for a, b in zip(cuts, cuts[1:], strict=False)]
    rng.shuffle(boxes)
    frames = [
        Frame(mid_x, y0 + height - TITLE_HEIGHT, mid_w, TITLE_HEIGHT, id="title", showBoundary=0)
    ]
    for index, (x, y, w, h) in enumerate(boxes):
        frames.append(
            Frame(
                x,
                y,
                w,
                h,
                leftPadding=3,
                rightPadding=3,
                topPadding=3,
                bottomPadding=2,
                id=f"box{index}",
                showBoundary=1,
            )
        )
    return piece_frames(frames), map_box


def opd_flowables(built: list[list[Any]]) -> list[Any]:
    """Each block's flowables in a box of its own, shrunk to fit (the title in its frame)."""
    out: list[Any] = []
    for index, flowables in enumerate(built):
        if index == 0:  # the title, without its own FrameBreak
            flowables = [f for f in flowables if not isinstance(f, type(FrameBreak))]
        out += [KeepInFrame(0, 0, flowables, mode="shrink"), FrameBreak()]
    return out


def rescan(pdf: bytes, seed: int) -> bytes:
    """The PDF as a scan: grey noisy page rasters under an invisible, word-by-word text layer."""
    import numpy as np
    import pdfplumber
    import pypdfium2 as pdfium  # type: ignore[import-untyped]
    from PIL import Image, ImageFilter

    rng = random.Random(seed * 271 + 3)
    noise = np.random.default_rng(seed)
    document = pdfium.PdfDocument(pdf)
    out = io.BytesIO()
    canvas = Canvas(out, invariant=1)
    canvas.setTitle("scan")
    with pdfplumber.open(io.BytesIO(pdf)) as plumbed:
        for page, plumb in zip(document, plumbed.pages, strict=True):
            width, height = page.get_size()
            bitmap = page.render(scale=110 / 72, grayscale=True).to_pil().convert("L")
            grey = np.asarray(bitmap, dtype=np.float32)
            grey = (35 + grey * 0.78 + noise.normal(0, 9, grey.shape)).astype(np.float32)
            shade = np.linspace(0, noise.uniform(4, 16), grey.shape[1], dtype=np.float32)
            grey = np.clip(grey - shade[None, :], 0, 255)
            speckle = noise.random(grey.shape) < 0.0015
            grey[speckle] = 40
            image = Image.fromarray(grey.astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.5))
            image = image.rotate(rng.uniform(-0.5, 0.5), fillcolor=200)
            buffer = io.BytesIO()
            image.save(buffer, format="PNG")
            canvas.setPageSize((width, height))
            canvas.drawImage(ImageReader(io.BytesIO(buffer.getvalue())), 0, 0, width, height)
            upright = plumb.filter(lambda obj: obj.get("upright", True))
            words = upright.extract_words(use_text_flow=True, keep_blank_chars=False)
            skew = rng.uniform(-0.004, 0.004)
            for word, size in zip(words, line_sizes(words, rng), strict=True):
                text = word["text"]
                natural = canvas.stringWidth(text, "Helvetica", size) or 1.0
                baseline = height - float(word["bottom"]) + size * 0.2
                baseline += skew * float(word["x0"]) + rng.uniform(-0.4, 0.4)
                obj = canvas.beginText(float(word["x0"]), baseline)
                obj.setTextRenderMode(3)
                obj.setFont("Helvetica", size)
                obj.setHorizScale(100.0 * (float(word["x1"]) - float(word["x0"])) / natural)
                obj.textOut(text)
                canvas.drawText(obj)
            turned = [c for c in plumb.chars if not c.get("upright", True)]
            for turned_word in turned_words(turned, rng):
                write_turned_word(canvas, turned_word)
            canvas.showPage()
    document.close()
    canvas.save()
    return out.getvalue()


def line_sizes(words: list[dict[str, Any]], rng: random.Random) -> list[float]:
    """The font size an OCR engine gives each word: one whole size per text line, estimated
    from the line's box height (as Tesseract's PDF renderer does), not the typeset size."""
    sizes: list[float] = []
    start = 0
    for index in range(1, len(words) + 1):
        if index < len(words) and abs(float(words[index]["top"]) - float(words[start]["top"])) < 2:
            continue
        line = words[start:index]
        box = max(float(w["bottom"]) - float(w["top"]) for w in line)
        sizes += [float(max(3, round(box * rng.uniform(0.9, 1.15))))] * len(line)
        start = index
    return sizes


class TurnedWord:
    """A word of turned text as an OCR engine writes it: its text, its baseline's start
    (page space), its direction (a unit vector), its length along it and its font size."""

    def __init__(
        self, origin: tuple[float, float], direction: tuple[float, float], start: float
    ) -> None:
        self.origin, self.direction, self.start = origin, direction, start
        self.text, self.length, self.size = "", 0.0, 0.0


def turned_words(chars: list[dict[str, Any]], rng: random.Random) -> list[TurnedWord]:
    """The page's turned (non-upright) glyphs as whole words along their own baselines.

    Glyphs are grouped by direction (their text matrix's first row) and baseline (their
    origin's offset across that direction), ordered along it and cut at spaces and gaps;
    each line gets one whole size from its height across the baseline, as upright lines do,
    and each word's baseline is jittered across by up to 0.4 pt."""
    lines: dict[tuple[float, float, float], list[tuple[float, dict[str, Any]]]] = {}
    for char in chars:
        a, b, _c, _d, e, f = (float(v) for v in char["matrix"])
        norm = (a * a + b * b) ** 0.5 or 1.0
        ux, uy = round(a / norm, 3), round(b / norm, 3)
        across = round((-e * uy + f * ux) / 2.0)  # baselines under 2 pt apart are one line
        lines.setdefault((ux, uy, across), []).append((e * ux + f * uy, char))
    words: list[TurnedWord] = []
    # Reading order: by direction, then the highest baseline (across it) first.
    for (ux, uy, _), placed in sorted(lines.items(), key=lambda kv: (kv[0][:2], -kv[0][2])):
        placed.sort(key=lambda item: item[0])
        line_words: list[TurnedWord] = []
        end: float | None = None
        for along, char in placed:
            if not char["text"].strip():
                end = None
                continue
            if end is None or along - end > 1.5:  # a gap wider than any kerning: a new word
                e, f = (float(v) for v in char["matrix"][4:])
                jitter = rng.uniform(-0.4, 0.4)
                origin = (e - uy * jitter, f + ux * jitter)
                line_words.append(TurnedWord(origin, (ux, uy), along))
            word = line_words[-1]
            end = along + float(char.get("adv") or 0.0)
            word.text += char["text"]
            word.length = end - word.start
        height = max(abs(float(c["width"]) * uy) + abs(float(c["height"]) * ux) for _, c in placed)
        size = float(max(3, round(height * rng.uniform(0.9, 1.15))))
        for word in line_words:
            word.size = size
        words += line_words
    return words


def write_turned_word(canvas: Canvas, word: TurnedWord) -> None:
    """One invisible text object along the word's direction, stretched to its length."""
    ux, uy = word.direction
    natural = canvas.stringWidth(word.text, "Helvetica", word.size) or 1.0
    obj = canvas.beginText()
    obj.setTextTransform(ux, uy, -uy, ux, *word.origin)
    obj.setTextRenderMode(3)
    obj.setFont("Helvetica", word.size)
    obj.setHorizScale(100.0 * word.length / natural)
    obj.textOut(word.text)
    canvas.drawText(obj)
