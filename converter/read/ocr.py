"""Text that is only a picture, read back with Tesseract (``--ocr auto``).

Two kinds of picture hold words the text layer does not have (docs/extraction.md, "OCR"):

- a *line picture*: a picture (or a row of pictures side by side) shaped like one line of
  display type, ``LINE_HEIGHT_EM`` body sizes tall and at least ``MIN_ASPECT`` times as
  wide, with no character of the text layer over it (an area heading whose type was
  converted to outlines and exported as an image). When invisible text (render mode 3) lies
  over it, the text layer already has its words and it is left alone.
- a *scan*: a page with no text layer at all whose pictures cover ``SCAN_COVER`` of it.
  Its words are kept only when they read as prose (most of them in closely set runs of
  ``PROSE_LINE_WORDS`` words or more): a map's scattered labels are not text.

A map or an illustration on a page with text is never OCR'd: it is not line-shaped.
The picture test runs on the boxes the engine already has, and nothing is rendered unless a
picture qualifies. At most one Tesseract run a page (``MAX_PICTURES`` line pictures in it),
rendered by pypdfium2 at one fixed scale, one thread (``OMP_THREAD_LIMIT=1``): same input,
same words out. The words become glyphs in fonts named ``OCR_HEADING_FONT`` (bold: a
heading picture is display type) and ``OCR_SCAN_FONT``; the ``OCR+`` subset prefix is the
words' provenance. A scan is despeckled and levelled before it is read, and its words'
ink weighed (``ink``): a word with strokes ``BOLD_STROKE`` times the page's is set in
``OCR_SCAN_FONT`` + ``-Bold`` (docs/extraction.md, "OCR: a scan's layout").
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path
from statistics import median
from typing import Any, NamedTuple

from converter.models import OCR_FONT_PREFIX
from converter.read import ink
from converter.read import lines as layout_lines
from converter.read.glyphs import RawPage

OCR_PREFIX = OCR_FONT_PREFIX
OCR_HEADING_FONT = f"{OCR_PREFIX}Picture-Bold"
OCR_SCAN_FONT = f"{OCR_PREFIX}Scan"

LINE_HEIGHT_EM = (1.2, 5.0)  # a line picture's height, in the page's median glyph sizes
MIN_ASPECT = 2.0  # at least this many times as wide as tall: words in a row
ROW_GAP_EM = 1.0  # pictures side by side this close (in picture heights) are one line
MAX_PICTURES = 16  # line pictures OCR'd on one page (one Tesseract run)
SCAN_COVER = 0.5  # a text-less page whose pictures cover this share of it is a scan
PROSE_LINE_WORDS = 4  # a scan's words are kept when most stand in runs this long
WIDE_GAP_EM = 1.5  # a gap wider than this many line heights parts two labels
PROSE_SHARE = 0.6
GUTTER_GAP = 1.5  # a gap this many word heights wide between two words of a line parts it
MIN_CONFIDENCE = 50.0  # Tesseract's word confidence (0–100) below which a word is dropped
WORD_HEIGHT_SHARE = 0.5  # …unless (a scan) it is this share of the sure words' height
INK_SHARE = 0.5  # …and has strokes this share of theirs
RENDER_SCALE = 300 / 72  # 300 dpi: pixels per point of the rendered picture
PAD_PT = 2.0  # rendered around a line picture, so the type does not touch the edge
SNAP_SHARE = 0.2  # a line of a page this close to the median size of its OCR lines takes it
TESSERACT_TIMEOUT_S = 120
CAP_HEIGHT_EM = 0.72  # a capital's or an ascender's height, in type sizes (book faces 0.66–0.76)
SIZE_STEP_PT = 0.5  # OCR'd sizes are rounded to this: a pixel more or less is one size
BOLD_STROKE = 1.25  # a word this many times the page's median stroke (per type size) is bold
MIN_WEIGHED = 2  # letters or digits a word needs for its ink to be weighed
DESCENDERS = frozenset("gjpqyQ,;()[]{}|/")
TALL = frozenset("ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789bdfhklt")

Box = tuple[float, float, float, float]  # x0, top, x1, bottom in points, top-left origin


class Word(NamedTuple):
    """One word Tesseract read, in page points; ``line`` groups the words of one line.
    ``stroke`` is its ink's stroke width in points (``ink.stroke_width``; 0 when not measured)."""

    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    line: tuple[int, int, int, int]
    stroke: float = 0.0
    confidence: float = 100.0


def tesseract_path(mode: str) -> str | None:
    """The Tesseract program to run, or None when OCR is off or Tesseract is not on PATH."""
    return shutil.which("tesseract") if mode == "auto" else None


def _row_boxes(images: Sequence[Box]) -> list[Box]:
    """Pictures side by side on one row (their heights overlapping by half the taller, the
    gap under ``ROW_GAP_EM`` heights) merged into one box: a heading exported word by word.
    A page background or a big picture behind is no part of a row: it is not as low."""
    rows: list[Box] = []
    for x0, top, x1, bottom in sorted(images, key=lambda b: (b[1], b[0])):
        for i, (rx0, rtop, rx1, rbottom) in enumerate(rows):
            height = max(bottom - top, rbottom - rtop)
            overlap = min(bottom, rbottom) - max(top, rtop)
            if overlap >= 0.5 * height and x0 >= rx0 and x0 - rx1 <= ROW_GAP_EM * height:
                rows[i] = (rx0, min(top, rtop), max(x1, rx1), max(bottom, rbottom))
                break
        else:
            rows.append((x0, top, x1, bottom))
    return rows


def _covered(box: Box, glyphs: Sequence[layout_lines.Glyph]) -> bool:
    """True when a character of the text layer (visible or not) has its centre in ``box``."""
    x0, top, x1, bottom = box
    return any(
        x0 <= (g.x0 + g.x1) / 2 <= x1 and top <= (g.top + g.bottom) / 2 <= bottom for g in glyphs
    )


def line_pictures(images: Sequence[Box], glyphs: Sequence[layout_lines.Glyph]) -> list[Box]:
    """The pictures (rows of pictures) shaped like a line of type with no text over them,
    on a page with a text layer; at most ``MAX_PICTURES``, top to bottom."""
    if not images or not glyphs:
        return []
    low, high = LINE_HEIGHT_EM
    body = median(g.size for g in glyphs)
    found = [
        box
        for box in _row_boxes(images)
        if low * body <= box[3] - box[1] <= high * body
        and box[2] - box[0] >= MIN_ASPECT * (box[3] - box[1])
        and not _covered(box, glyphs)
    ]
    return sorted(found, key=lambda b: (b[1], b[0]))[:MAX_PICTURES]


def is_scan(images: Sequence[Box], glyphs: Sequence[layout_lines.Glyph], page: Box) -> bool:
    """A page with no text layer whose pictures cover ``SCAN_COVER`` of it."""
    if glyphs or not images:
        return False
    px0, ptop, px1, pbottom = page
    area = (px1 - px0) * (pbottom - ptop)
    covered = sum(
        max(0.0, min(x1, px1) - max(x0, px0)) * max(0.0, min(bottom, pbottom) - max(top, ptop))
        for x0, top, x1, bottom in images
    )
    return area > 0 and covered >= SCAN_COVER * area


def parse_tsv(tsv: str, origins: Sequence[tuple[float, float]], scale: float) -> list[Word]:
    """Tesseract's TSV words (level 5) → ``Word`` records in page points: image ``page_num``
    (1-based) was rendered with its top-left corner at ``origins[page_num - 1]``."""
    words: list[Word] = []
    for row in tsv.splitlines()[1:]:
        cells = row.split("\t")
        if len(cells) < 12 or cells[0] != "5" or not cells[11].strip():
            continue
        image, block, par, line = (int(c) for c in cells[1:5])
        left, top, width, height = (int(c) for c in cells[6:10])
        ox, oy = origins[image - 1]
        words.append(
            Word(
                cells[11].strip(),
                ox + left / scale,
                oy + top / scale,
                ox + (left + width) / scale,
                oy + (top + height) / scale,
                (image, block, par, line),
                confidence=float(cells[10]),
            )
        )
    return words


def confident(words: Sequence[Word], *, weighed: bool) -> list[Word]:
    """The words to keep: those of confidence ``MIN_CONFIDENCE`` or more and, when their
    ink was ``weighed`` (a scan's), a less sure word with a letter or a digit, ink in it
    (``INK_SHARE`` of the sure words' median stroke) and ``WORD_HEIGHT_SHARE`` of their
    median height: confidence says whether its letters are right, not whether there is a
    word, and a hole in a line reads as a gutter (the line cut in two, a key lost). A speck
    read as "©" or ";", or the paper's grain read as letters, has no such ink."""
    sure = [w for w in words if w.confidence >= MIN_CONFIDENCE]
    if not weighed or not sure:
        return sure
    stroke = median(w.stroke for w in sure)
    height = median(w.bottom - w.top for w in sure)
    return [
        w
        for w in words
        if w.confidence >= MIN_CONFIDENCE
        or (
            any(c.isalnum() for c in w.text)
            and w.stroke >= INK_SHARE * stroke
            and w.bottom - w.top >= WORD_HEIGHT_SHARE * height
        )
    ]


def _lines(words: Sequence[Word]) -> list[list[Word]]:
    grouped: dict[tuple[int, int, int, int], list[Word]] = {}
    for word in words:
        grouped.setdefault(word.line, []).append(word)
    return [sorted(line, key=lambda w: w.x0) for _, line in sorted(grouped.items())]


def split_at_gutters(line: Sequence[Word]) -> list[list[Word]]:
    """A line of Tesseract's cut where two words stand further apart than ``GUTTER_GAP``
    times its median word height: words of running text are parted by a space (under an em
    even when justified), a wider gap is a gutter or a table's column, and a line across it
    is two lines side by side (two columns' lines at one height, read as one by Tesseract).
    Each part is weighed, sized and placed on its own and starts without a space."""
    if not line:
        return []
    height = median(w.bottom - w.top for w in line)
    parts = [[line[0]]]
    for word in line[1:]:
        if word.x0 - parts[-1][-1].x1 > GUTTER_GAP * height:
            parts.append([word])
        else:
            parts[-1].append(word)
    return parts


def _runs(line: Sequence[Word]) -> list[list[Word]]:
    """A line's words split where the gap is wider than ``WIDE_GAP_EM`` line heights:
    Tesseract joins a map's labels side by side into one line, prose has no such gap."""
    height = max(w.bottom for w in line) - min(w.top for w in line)
    runs = [[line[0]]]
    for word in line[1:]:
        if word.x0 - runs[-1][-1].x1 > WIDE_GAP_EM * height:
            runs.append([word])
        else:
            runs[-1].append(word)
    return runs


def reads_as_prose(words: Sequence[Word]) -> bool:
    """True when most words stand in runs of ``PROSE_LINE_WORDS`` or more closely set words:
    running text, not a map's scattered labels."""
    if not words:
        return False
    runs = [run for line in _lines(words) for run in _runs(line)]
    in_prose = sum(len(run) for run in runs if len(run) >= PROSE_LINE_WORDS)
    return in_prose >= PROSE_SHARE * len(words)


def type_size(line: Sequence[Word]) -> float:
    """A line's type size from its word boxes: a word with a capital, a digit or an ascender
    and no descender is as tall as the type's cap height (``CAP_HEIGHT_EM`` of its size);
    the line's is the median of its words' (a speck or a piece of the next line caught in
    one word's box makes that box taller, not the type larger). Without one, the median
    word box is taken for ascender to descender (about one size)."""
    tall = [
        w.bottom - w.top
        for w in line
        if not DESCENDERS & set(w.text) and TALL & set(w.text) and w.bottom > w.top
    ]
    if tall:
        return round(median(tall) / CAP_HEIGHT_EM / SIZE_STEP_PT) * SIZE_STEP_PT
    height = median(w.bottom - w.top for w in line)
    return round(height / SIZE_STEP_PT) * SIZE_STEP_PT


def _band(line: Sequence[Word]) -> tuple[float, float]:
    """A line's top and bottom: where most of its words stand (the medians of their tops
    and bottoms), so one word's box stretched by noise does not make the line taller."""
    return median(w.top for w in line), median(w.bottom for w in line)


def _weights(lines: Sequence[Sequence[Word]], sizes: Sequence[float]) -> list[list[bool]]:
    """Which words are bold, by their ink (``Word.stroke``): a word whose stroke width, as
    a share of its line's type size, is ``BOLD_STROKE`` times the page's median word's or
    more. A line larger than the page's median size is weighed as if at that size (a
    larger line's measured size is the likelier to be swollen by noise, and a heading's
    heavier strokes set it apart as bold does). A word of fewer than ``MIN_WEIGHED`` letters or digits is too little ink to weigh
    and takes the weight of the word before it (the one after, first in its line)."""
    typical = median(sizes) if sizes else 0.0
    weighed = [
        [
            w.stroke / min(size, typical) if size > 0 and _letters(w) >= MIN_WEIGHED else 0.0
            for w in line
        ]
        for line, size in zip(lines, sizes, strict=True)
    ]
    known = [r for row in weighed for r in row if r > 0]
    if not known:
        return [[False] * len(line) for line in lines]
    body = median(known)
    out = []
    for row in weighed:
        bold: list[bool | None] = [None if r <= 0 else r >= BOLD_STROKE * body for r in row]
        first = next((b for b in bold if b is not None), False)
        filled, last = [], first
        for b in bold:
            last = last if b is None else b
            filled.append(last)
        out.append(filled)
    return out


def _letters(word: Word) -> int:
    return sum(c.isalnum() for c in word.text)


def words_to_glyphs(words: Sequence[Word], font: str, *, snap: bool) -> list[layout_lines.Glyph]:
    """Each word's characters as glyphs, the word's box shared out evenly; every glyph of a
    line has the line's top, bottom (``_band``) and size (``type_size``). ``snap``: lines
    within ``SNAP_SHARE`` of the median size take it (a scan's body lines are one size).
    Words whose ink was weighed (a scan's) and read bold (``_weights``) are set in ``font``
    + ``-Bold``."""
    lines = [part for line in _lines(words) for part in split_at_gutters(line)]
    heights = [type_size(line) for line in lines]
    typical = median(heights) if heights else 0.0
    sizes = [
        typical if snap and abs(height - typical) <= SNAP_SHARE * typical else height
        for height in heights
    ]
    weights = _weights(lines, sizes)
    glyph = layout_lines.Glyph
    out: list[layout_lines.Glyph] = []
    for line, size, bold in zip(lines, sizes, weights, strict=True):
        top, bottom = _band(line)
        for index, (word, heavy) in enumerate(zip(line, bold, strict=True)):
            face = f"{font}-Bold" if heavy and not font.endswith("-Bold") else font
            step = (word.x1 - word.x0) / len(word.text)
            for i, char in enumerate(word.text):
                x0 = word.x0 + i * step
                space = index > 0 and i == 0
                out.append(glyph(char, x0, top, x0 + step, bottom, size, face, 0, space))
    return out


def _with_stroke(word: Word, masks: Sequence[Any], origins: Sequence[tuple[float, float]]) -> Word:
    """``word`` with its stroke width (points) measured on the picture it was read from."""
    image = word.line[0] - 1
    ox, oy = origins[image]
    box = tuple(
        round((v - o) * RENDER_SCALE)
        for v, o in ((word.x0, ox), (word.top, oy), (word.x1, ox), (word.bottom, oy))
    )
    stroke = ink.stroke_width(masks[image], box)  # type: ignore[arg-type]
    return word._replace(stroke=stroke / RENDER_SCALE)


class Recogniser:
    """Renders pictures of one open PDF and runs Tesseract on them, one page at a time.

    The pypdfium2 document is opened on the first page that needs it, never otherwise."""

    def __init__(self, path: Path, password: str | None, tesseract: str | None) -> None:
        self.path, self.password, self.tesseract = path, password, tesseract
        self._pdf: Any = None

    def _page(self, number: int) -> Any:
        if self._pdf is None:
            import pypdfium2  # type: ignore[import-untyped]

            self._pdf = pypdfium2.PdfDocument(str(self.path), password=self.password)
        return self._pdf[number - 1]

    def read(
        self, number: int, boxes: Sequence[Box], psm: int, *, scan: bool = False
    ) -> list[Word] | None:
        """The words Tesseract reads in ``boxes`` of page ``number`` (one run for all); None
        when the run failed (an error, a time-out), which the page's warning names. A
        ``scan`` is despeckled before it is read and each word's stroke width measured."""
        page = self._page(number)
        masks = []
        try:
            if page.get_rotation():  # a turned page's pixels are not in the text's axes
                return []
            width, height = page.get_size()
            with tempfile.TemporaryDirectory(prefix="dmd-ocr-") as folder:
                names, origins = [], []
                for i, (x0, top, x1, bottom) in enumerate(boxes):
                    x0, top = max(0.0, x0 - PAD_PT), max(0.0, top - PAD_PT)
                    x1, bottom = min(width, x1 + PAD_PT), min(height, bottom + PAD_PT)
                    crop = (x0, height - bottom, width - x1, top)  # left, bottom, right, top
                    bitmap = page.render(scale=RENDER_SCALE, crop=crop, grayscale=True)
                    image = bitmap.to_pil()
                    if scan:
                        image = ink.despeckle(image)
                        image = ink.level(image, ink.skew_degrees(ink.ink_mask(image)))
                        image = ink.light_on_dark(image)
                        masks.append(ink.ink_mask(image))
                    name = Path(folder) / f"{i:03d}.png"
                    image.save(name, format="PNG", compress_level=1)
                    names.append(str(name))
                    origins.append((x0, top))
                listing = Path(folder) / "images.txt"
                listing.write_text("\n".join(names) + "\n", encoding="utf-8")
                tsv = self._run(listing, psm)
        finally:
            page.close()
        if tsv is None:
            return None
        words = parse_tsv(tsv, origins, RENDER_SCALE)
        if masks:
            words = [_with_stroke(w, masks, origins) for w in words]
        return confident(words, weighed=bool(masks))

    def _run(self, listing: Path, psm: int) -> str | None:
        env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
        assert self.tesseract is not None  # PageOcr runs none without it
        command = [self.tesseract, str(listing), "stdout", "-l", "eng", "--psm", str(psm), "tsv"]
        try:
            done = subprocess.run(  # noqa: S603 - a fixed program found on PATH
                command, capture_output=True, env=env, timeout=TESSERACT_TIMEOUT_S, check=False
            )
        except (OSError, subprocess.TimeoutExpired):
            return None
        return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else None

    def close(self) -> None:
        if self._pdf is not None:
            self._pdf.close()
            self._pdf = None


class PageOcr:
    """The read stage's OCR step for one reader: per page, the glyphs read from its pictures
    and whether the page needed OCR that could not be done (Tesseract missing)."""

    def __init__(self, path: Path, password: str | None, mode: str) -> None:
        self.mode = mode
        self.recogniser = Recogniser(path, password, tesseract_path(mode))

    def read(self, number: int, raw: RawPage) -> tuple[list[layout_lines.Glyph], bool]:
        """(the OCR'd glyphs to add to page ``number``, True when it needs OCR that was not
        done); nothing at all is looked at on a page without pictures."""
        if self.mode == "off" or not raw.image_count:
            return [], False
        glyphs, images, page = raw.glyphs, raw.images or [], (0.0, 0.0, raw.width, raw.height)
        scan = is_scan(images, glyphs, page)
        pictures = [] if scan else line_pictures(images, glyphs)
        if not scan and not pictures:
            return [], False
        if self.recogniser.tesseract is None:
            return [], True
        if scan:
            words = self.recogniser.read(number, [page], psm=3, scan=True)
            if words is None:
                return [], True
            if not reads_as_prose(words):
                return [], False
            return words_to_glyphs(words, OCR_SCAN_FONT, snap=True), False
        words = self.recogniser.read(number, pictures, psm=7)
        if words is None:
            return [], True
        return words_to_glyphs(words, OCR_HEADING_FONT, snap=True), False

    def close(self) -> None:
        self.recogniser.close()
