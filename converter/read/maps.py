"""Find the maps of a module and pull each as a PNG: raster images, vector drawings, pages.

Only a few pages are opened a second time, so a 400-page rulebook costs almost nothing:

- **raster**: a page the read stage saw images on is opened with pypdfium2, which lists its
  image objects with their boxes and native pixel sizes. An image is a map when it is big
  (``MIN_RASTER_SIDE`` points a side or more), is not repeated at the same place on several
  pages (a page background or ornament), and either carries room keys printed over it as text
  or sits on a page with little other text (a map page with a heading and a caption), or has
  a caption calling it a map (``rules/lexicon/maps.yaml``). One that
  fills the page (``PAGE_COVER``) is a ``page`` map: a scanned or full-bleed map page.
- **vector**: on a page whose text has ``MIN_KEY_LINES`` bare keys ("12", "B3") set as lines
  of their own, the drawn paths are grouped into drawings by nearness, and a drawing is a map
  when it is big and dense with strokes but holds few words (a table has as many words as
  rules).

Everything here uses pypdfium2 (its page objects, text boxes and renderer): a second pass of
pdfminer over a dense page would cost as much as reading it the first time.

Each map is rendered from its page box with pypdfium2: a raster image at its native
resolution (so text printed over it comes along), a vector drawing at ``VECTOR_DPI``; both
capped at ``MAX_SIDE`` pixels a side, as VTTs accept. A raster map the PDF embeds as a JPEG
that its page shows unchanged is written as that JPEG instead (``map_jpeg``). The words on or just beside a map that
look like keys travel with it as ``MapLabel`` records; ``converter.detect.maps`` turns the
ones that name an area into pins. PNG bytes are written by Pillow without metadata, so the
same PDF gives the same bytes.
"""

from __future__ import annotations

import io
import re
import zlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from converter.models import BBox, Document, MapImage, MapKind, MapLabel, PageText

MIN_RASTER_SIDE = 200.0  # points: smaller images are art, icons or ornaments
PAGE_COVER = 0.85  # share of the page an image covers to be a whole-page map
MAX_OTHER_WORDS = 60  # words off the image on a page that is "a map with a caption"
MIN_KEYS_OVER_IMAGE = 2
REPEATED_ON_PAGES = 3  # the same image box on this many pages is a background
MIN_KEY_LINES = 3
MIN_DRAWING_OBJECTS = 40
MIN_DRAWING_SIDE = 90.0  # points, the longer side
MIN_DRAWING_DEPTH = 36.0  # points, the shorter side (a strip of rooms is a map too)
MAX_WORDS_PER_OBJECT = 0.3
JOIN_GAP = 4.0  # points between strokes of one drawing
MAX_CLUSTERED_OBJECTS = 6000
LABEL_MARGIN = 8.0  # points beside a map where its keys may be printed
VECTOR_DPI = 150
MAX_SIDE = 4096
MIN_GRID_SQUARES = 12
SEGMENTS_PER_STROKE = 5  # a rectangle is a move, three lines and a close
PUNCTUATION = ".,:;!?()[]\"'“”‘’"
KEY_LABEL_RE = re.compile(r"^(?:[A-Z]{1,2}-?\d{1,3}[a-z]?|\d{1,3}[A-Za-z]?|[A-Z])$")


@dataclass(frozen=True)
class _Found:
    """A map before rendering: where it is and how to render it."""

    page: int
    bbox: BBox
    kind: MapKind
    scale: float
    labels: tuple[MapLabel, ...]
    grid: float | None = None


def is_key_label(text: str) -> bool:
    """True for a word that can be a room key on a map: ``12``, ``B3``, ``7a``, ``A``."""
    return bool(KEY_LABEL_RE.match(text))


def candidate_pages(document: Document) -> tuple[list[int], list[int]]:
    """The pages worth opening again: (pages with images, pages with bare key lines)."""
    raster = [p.number for p in document.pages if p.image_count > 0]
    vector = [p.number for p in document.pages if _key_lines(p) >= MIN_KEY_LINES]
    return raster, vector


def _key_lines(page: PageText) -> int:
    return sum(1 for line in page.lines if is_key_label(line.text.strip()))


def find_maps(
    path: Path, document: Document, *, password: str | None = None
) -> tuple[MapImage, ...]:
    """Every map of the PDF, in page order, rendered to PNG.

    The text was read already; a PDF that pdfium cannot open (a damage pdfminer got past)
    gives no maps rather than failing the conversion.
    """
    raster_pages, vector_pages = candidate_pages(document)
    if not raster_pages and not vector_pages:
        return ()
    import pypdfium2 as pdfium  # type: ignore[import-untyped]

    try:
        pdf = pdfium.PdfDocument(str(path), password=password)
    except pdfium.PdfiumError:
        return ()
    try:
        images = _raster_candidates(pdf, raster_pages)
        wanted = sorted(set(images) | set(vector_pages))
        found = _inspect_pages(pdf, wanted, images, set(vector_pages))
        return tuple(_picture(pdf, item, index, path, password) for index, item in _numbered(found))
    finally:
        pdf.close()


def _numbered(found: Sequence[_Found]) -> list[tuple[int, _Found]]:
    out: list[tuple[int, _Found]] = []
    per_page: Counter[int] = Counter()
    for item in sorted(found, key=lambda f: (f.page, f.bbox.top, f.bbox.x0)):
        per_page[item.page] += 1
        out.append((per_page[item.page], item))
    return out


def _raster_candidates(pdf: Any, pages: Sequence[int]) -> dict[int, list[tuple[BBox, float]]]:
    """Big images per page as (box in top-left points, native pixels per point)."""
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    boxes: dict[int, list[tuple[BBox, float]]] = {}
    for number in pages:
        page = pdf[number - 1]
        try:
            height = page.get_height()
            for obj in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE], max_depth=4):
                left, bottom, right, top = obj.get_bounds()
                if min(right - left, top - bottom) < MIN_RASTER_SIDE:
                    continue
                px_width, _ = obj.get_px_size()
                bbox = BBox(left, height - top, right, height - bottom)
                boxes.setdefault(number, []).append((bbox, px_width / (right - left)))
        finally:
            page.close()
    repeats = Counter(tuple(b.as_list()) for found in boxes.values() for b, _ in found)
    kept = {
        number: [(b, s) for b, s in found if repeats[tuple(b.as_list())] < REPEATED_ON_PAGES]
        for number, found in boxes.items()
    }
    return {number: found for number, found in kept.items() if found}


def _inspect_pages(
    pdf: Any,
    numbers: Sequence[int],
    images: dict[int, list[tuple[BBox, float]]],
    vector_pages: set[int],
) -> list[_Found]:
    """Look at each candidate page: words for every map, strokes where a drawing may be."""
    found: list[_Found] = []
    for number in numbers:
        page = pdf[number - 1]
        try:
            words = page_words(page)
            size = (float(page.get_width()), float(page.get_height()))
            rasters = _raster_maps(number, size, images.get(number, []), words)
            found += rasters
            if number in vector_pages:
                taken = [r.bbox for r in rasters]
                found += _vector_maps(number, page_strokes(page), words, taken)
        finally:
            page.close()
    return found


def page_words(page: Any) -> list[tuple[str, BBox]]:
    """The page's words with their boxes (top-left points), from pdfium's text page.

    A word ends at a blank, a line change or a gap wider than a quarter of the glyph height.
    """
    height = page.get_height()
    text_page = page.get_textpage()
    words: list[tuple[str, BBox]] = []
    chars: list[str] = []
    box: BBox | None = None
    try:
        for index in range(text_page.count_chars()):
            char = text_page.get_text_range(index, 1)
            left, bottom, right, top = text_page.get_charbox(index, loose=True)
            glyph = BBox(left, height - top, right, height - bottom)
            if box is not None and (not char.strip() or _breaks(box, glyph)):
                words.append(("".join(chars), box))
                chars, box = [], None
            if char.strip():
                chars.append(char)
                box = glyph if box is None else box.union(glyph)
        if box is not None:
            words.append(("".join(chars), box))
    finally:
        text_page.close()
    return words


def _breaks(word: BBox, glyph: BBox) -> bool:
    size = max(glyph.bottom - glyph.top, 1.0)
    same_line = abs((glyph.top + glyph.bottom) - (word.top + word.bottom)) / 2 < size / 2
    return not same_line or glyph.x0 - word.x1 > size / 4 or glyph.x1 < word.x0


def page_strokes(page: Any) -> list[BBox]:
    """The boxes of the page's drawn paths; a path of many segments counts as several.

    pdfium's bounds grow by the stroke width on every side; that is taken off again, so a
    grid square drawn 18 points wide measures 18.
    """
    import ctypes

    import pypdfium2.raw as pdfium_c

    height = page.get_height()
    out: list[BBox] = []
    width = ctypes.c_float()
    for obj in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_PATH], max_depth=4):
        left, bottom, right, top = obj.get_bounds()
        stroke = width.value if pdfium_c.FPDFPageObj_GetStrokeWidth(obj.raw, width) else 0.0
        if min(right - left, top - bottom) > 2 * stroke:
            left, bottom, right, top = left + stroke, bottom + stroke, right - stroke, top - stroke
        box = BBox(left, height - top, right, height - bottom)
        weight = max(1, pdfium_c.FPDFPath_CountSegments(obj.raw) // SEGMENTS_PER_STROKE)
        out += [box] * weight
    return out


def _inside(box: BBox, area: BBox, margin: float = 0.0) -> bool:
    cx, cy = (box.x0 + box.x1) / 2, (box.top + box.bottom) / 2
    return (
        area.x0 - margin <= cx <= area.x1 + margin
        and area.top - margin <= cy <= area.bottom + margin
    )


def _labels(area: BBox, words: Sequence[tuple[str, BBox]]) -> tuple[MapLabel, ...]:
    return tuple(
        MapLabel(text, box)
        for text, box in words
        if is_key_label(text) and _inside(box, area, LABEL_MARGIN)
    )


def _raster_maps(
    number: int,
    size: tuple[float, float],
    images: Sequence[tuple[BBox, float]],
    words: Sequence[tuple[str, BBox]],
) -> list[_Found]:
    out: list[_Found] = []
    page_area = size[0] * size[1]
    for bbox, native in images:
        labels = _labels(bbox, words)
        others = sum(1 for _, box in words if not _inside(box, bbox, LABEL_MARGIN))
        keyed = len(labels) >= MIN_KEYS_OVER_IMAGE
        if not keyed and others > MAX_OTHER_WORDS and not has_map_caption(bbox, words):
            continue
        area = (bbox.x1 - bbox.x0) * (bbox.bottom - bbox.top)
        kind: MapKind = "page" if area >= PAGE_COVER * page_area else "raster"
        out.append(_Found(number, bbox, kind, native, labels))
    return out


def has_map_caption(bbox: BBox, words: Sequence[tuple[str, BBox]]) -> bool:
    """True when a word just above or below the image (lexicon ``maps``) calls it a map."""
    from converter.ruledata import load_lexicon

    cues = load_lexicon("maps")
    wanted, distance = set(cues["caption_words"]), float(cues["caption_distance"])
    for text, box in words:
        if text.strip(PUNCTUATION).lower() not in wanted:
            continue
        across = box.x1 >= bbox.x0 and box.x0 <= bbox.x1
        below = 0 <= box.top - bbox.bottom <= distance
        above = 0 <= bbox.top - box.bottom <= distance
        if across and (below or above):
            return True
    return False


def _vector_maps(
    number: int,
    boxes: Sequence[BBox],
    words: Sequence[tuple[str, BBox]],
    taken: Sequence[BBox],
) -> list[_Found]:
    out: list[_Found] = []
    for members in cluster_boxes(boxes, JOIN_GAP):
        if len(members) < MIN_DRAWING_OBJECTS:
            continue
        region = members[0]
        for box in members[1:]:
            region = region.union(box)
        sides = sorted((region.x1 - region.x0, region.bottom - region.top))
        if sides[0] < MIN_DRAWING_DEPTH or sides[1] < MIN_DRAWING_SIDE:
            continue
        if any(_inside(region, other) for other in taken):
            continue
        inside = sum(1 for _, box in words if _inside(box, region))
        if inside > MAX_WORDS_PER_OBJECT * len(members):
            continue  # a table or a boxed text: as many words as strokes
        scale = VECTOR_DPI / 72
        grid = grid_square(members)
        out.append(_Found(number, region, "vector", scale, _labels(region, words), grid))
    return out


def cluster_boxes(boxes: Sequence[BBox], gap: float) -> list[list[BBox]]:
    """Group boxes that touch or lie within ``gap`` of each other (union-find, x sweep)."""
    if len(boxes) > MAX_CLUSTERED_OBJECTS:
        return [list(boxes)]
    order = sorted(range(len(boxes)), key=lambda i: boxes[i].x0)
    parent = list(range(len(boxes)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for n, i in enumerate(order):
        a = boxes[i]
        for j in order[n + 1 :]:
            b = boxes[j]
            if b.x0 > a.x1 + gap:
                break
            if b.top <= a.bottom + gap and a.top <= b.bottom + gap:
                parent[root(i)] = root(j)
    groups: dict[int, list[BBox]] = {}
    for i in sorted(range(len(boxes)), key=lambda k: (boxes[k].top, boxes[k].x0)):
        groups.setdefault(root(i), []).append(boxes[i])
    return sorted(groups.values(), key=lambda g: (min(b.top for b in g), min(b.x0 for b in g)))


def grid_square(boxes: Sequence[BBox]) -> float | None:
    """The side of the most common small square among the strokes, when a grid is drawn."""
    sides = Counter(
        round((b.x1 - b.x0) * 2) / 2
        for b in boxes
        if 4.0 <= b.x1 - b.x0 <= 72.0 and abs((b.x1 - b.x0) - (b.bottom - b.top)) < 0.5
    )
    if not sides:
        return None
    side, count = sides.most_common(1)[0]
    return side if count >= MIN_GRID_SQUARES else None


def _picture(pdf: Any, item: _Found, index: int, path: Path, password: str | None) -> MapImage:
    """The map's picture: the JPEG the PDF embeds when its page shows it unchanged
    (``map_jpeg``), else its box rendered to a PNG."""
    if item.kind == "vector":
        return _render(pdf, item, index)
    from converter.read.map_jpeg import embedded_jpeg

    page = pdf[item.page - 1]
    try:
        jpeg = embedded_jpeg(page, item.bbox, path, item.page, password, MAX_SIDE)
    finally:
        page.close()
    if jpeg is None:
        return _render(pdf, item, index)
    return _map_image(item, index, jpeg.data, (jpeg.width, jpeg.height), "jpg")


def _map_image(
    item: _Found, index: int, picture: bytes, size: tuple[int, int], suffix: str
) -> MapImage:
    return MapImage(
        id=f"p{item.page}-{index}",
        page=item.page,
        bbox=item.bbox,
        kind=item.kind,
        picture=picture,
        width=size[0],
        height=size[1],
        scale=size[0] / (item.bbox.x1 - item.bbox.x0),
        labels=item.labels,
        grid=item.grid,
        suffix=suffix,
    )


def _render(pdf: Any, item: _Found, index: int) -> MapImage:
    """Render the map's box of its page to PNG bytes (no metadata: same input, same bytes)."""
    bbox = item.bbox
    width_pt, height_pt = bbox.x1 - bbox.x0, bbox.bottom - bbox.top
    scale = min(item.scale, MAX_SIDE / max(width_pt, height_pt))
    scale = (round(width_pt * scale) + 0.01) / width_pt  # pdfium truncates: 599.99 px is 600
    page = pdf[item.page - 1]
    try:
        page_w, page_h = page.get_width(), page.get_height()
        crop = (bbox.x0, page_h - bbox.bottom, page_w - bbox.x1, bbox.top)
        bitmap = page.render(scale=scale, crop=tuple(max(0.0, c) for c in crop))
        image = bitmap.to_pil()
        if image.mode != "RGB":  # pdfium's BGR bitmap already comes out as RGB: no copy
            image = image.convert("RGB")
    finally:
        page.close()
    out = io.BytesIO()
    # zlib's run-length strategy, no optimize pass: same pixels, same bytes. After PNG's row
    # filters a map is mostly runs; a 3000 x 2500 px map encodes in 0.19 s instead of 0.56 s
    # with the default strategy (a quarter of a pdfium conversion of LGMRD), for a file about
    # 15% larger (level 3 of the default strategy: 0.25 s, 25% larger).
    image.save(out, format="PNG", optimize=False, compress_level=6, compress_type=zlib.Z_RLE)
    return _map_image(item, index, out.getvalue(), image.size, "png")
