"""A raster map written as the JPEG the PDF embeds, when the page shows that JPEG unchanged.

A map was always rendered from its page box and encoded as a PNG. For a map the PDF holds as a
JPEG (``DCTDecode``) that costs a render and a PNG encode (LGMRD's 3000 × 2500 px map: 0.09 s
and 0.15 s, a quarter of a pdfium conversion) to write a 1.4 MB PNG of an 82 KB JPEG, its
pixels resampled on the way. When nothing on the page changes what the JPEG shows, the
JPEG's own bytes are the map: its own pixels, at its own size, the same bytes from the same
PDF whichever engine read the text. The page must show the image as it is:

- one image object of the page itself (not inside a form), drawn upright and unflipped, not
  rotated or skewed, wholly on the page, no bigger than ``MAX_SIDE`` a side;
- nothing drawn after it over its box (no text printed over it: room keys over a map need the
  render), no annotation with an appearance there, no clip but rectangles around the whole
  image, no transparency in its graphics state;
- a JPEG of one (grey) or three (RGB) components in a grey, RGB or ICC-based colour space,
  without a soft mask, a colour-key or stencil mask, a ``Decode`` array or decode parameters
  (pdfminer reads the image's dictionary: pdfium's API does not tell masks), and without an
  EXIF orientation other than upright (a viewer would turn the picture, the PDF does not).

Anything else is rendered as before. A stream that ends without the JPEG end marker (pdfium
reads it all the same) gets the marker, so the file opens in any viewer.
"""

from __future__ import annotations

import ctypes
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from converter.models import BBox

JPEG_START = b"\xff\xd8"
JPEG_END = b"\xff\xd9"
COLOUR_SPACES = {"DeviceGray": 1, "DeviceRGB": 3}  # and ICC-based ones of 1 or 3 components
UNSEEN_KEYS = ("SMask", "Mask", "Decode", "DecodeParms", "DP")  # change what the page shows
UPRIGHT = 1  # the EXIF orientation that shows the pixels as stored


@dataclass(frozen=True)
class Jpeg:
    """An embedded JPEG to write as it is: its bytes and size in pixels."""

    data: bytes
    width: int
    height: int


def embedded_jpeg(
    page: Any, bbox: BBox, path: Path, number: int, password: str | None, max_side: int
) -> Jpeg | None:
    """The JPEG that page ``number`` (an open pypdfium2 page) shows unchanged in ``bbox``,
    or None when the map must be rendered."""
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    width, height = float(page.get_width()), float(page.get_height())
    objects = list(page.get_objects(max_depth=1))
    at = [i for i, obj in enumerate(objects) if _is_image_at(pdfium_c, obj, bbox, height)]
    if len(at) != 1:
        return None
    image = objects[at[0]]
    box = image.get_bounds()
    if min(box[0], box[1]) < 0 or box[2] > width or box[3] > height:
        return None
    if not _shown_as_drawn(pdfium_c, image, box) or _covered(
        pdfium_c, page, objects[at[0] + 1 :], box
    ):
        return None
    data = _raw_jpeg(pdfium_c, image)
    size = jpeg_size(data) if data is not None else None
    if data is None or size is None or max(size[1:]) > max_side:
        return None
    _, px_width, px_height = size
    if not _plain_image_dictionary(path, password, number, data, size):
        return None
    if not data.rstrip(b"\x00").endswith(JPEG_END):
        data += JPEG_END
    return Jpeg(data, px_width, px_height)


def _is_image_at(pdfium_c: Any, obj: Any, bbox: BBox, page_height: float) -> bool:
    if obj.type != pdfium_c.FPDF_PAGEOBJ_IMAGE:
        return False
    left, bottom, right, top = obj.get_bounds()
    return BBox(left, page_height - top, right, page_height - bottom) == bbox


def _shown_as_drawn(pdfium_c: Any, image: Any, box: tuple[float, ...]) -> bool:
    """Upright, opaque graphics state, a DCT filter alone, clipped by nothing inside its box."""
    matrix = pdfium_c.FS_MATRIX()
    if not pdfium_c.FPDFPageObj_GetMatrix(image.raw, matrix):
        return False
    if matrix.b != 0 or matrix.c != 0 or matrix.a <= 0 or matrix.d <= 0:
        return False
    if pdfium_c.FPDFPageObj_HasTransparency(image.raw):
        return False
    if _filters(pdfium_c, image.raw) != ["DCTDecode"]:
        return False
    return _clip_is_outside(pdfium_c, image.raw, box)


def _filters(pdfium_c: Any, raw: Any) -> list[str]:
    names = []
    buffer = ctypes.create_string_buffer(64)
    for index in range(pdfium_c.FPDFImageObj_GetImageFilterCount(raw)):
        pdfium_c.FPDFImageObj_GetImageFilter(raw, index, buffer, len(buffer))
        names.append(buffer.value.decode("latin-1"))
    return names


def _clip_is_outside(pdfium_c: Any, raw: Any, box: tuple[float, ...]) -> bool:
    """True when every clip path is an upright rectangle holding the whole image box."""
    clip = pdfium_c.FPDFPageObj_GetClipPath(raw)
    if not clip:
        return True
    x, y = ctypes.c_float(), ctypes.c_float()
    for path in range(pdfium_c.FPDFClipPath_CountPaths(clip)):
        points = []
        for index in range(pdfium_c.FPDFClipPath_CountPathSegments(clip, path)):
            segment = pdfium_c.FPDFClipPath_GetPathSegment(clip, path, index)
            if pdfium_c.FPDFPathSegment_GetType(segment) == pdfium_c.FPDF_SEGMENT_BEZIERTO:
                return False
            pdfium_c.FPDFPathSegment_GetPoint(segment, x, y)
            points.append((x.value, y.value))
        if not _rectangle_around(points, box):
            return False
    return True


def _rectangle_around(points: list[tuple[float, float]], box: tuple[float, ...]) -> bool:
    if len(points) < 4:
        return False
    xs, ys = {p[0] for p in points}, {p[1] for p in points}
    if len(xs) != 2 or len(ys) != 2:
        return False
    slack = 0.01  # points: pdfium keeps the clip in 32-bit floats
    return (
        min(xs) <= box[0] + slack
        and min(ys) <= box[1] + slack
        and max(xs) >= box[2] - slack
        and max(ys) >= box[3] - slack
    )


def _covered(pdfium_c: Any, page: Any, later: list[Any], box: tuple[float, ...]) -> bool:
    """Whether anything drawn after the image, or an annotation with an appearance, overlaps it."""
    for obj in later:
        if _overlap(obj.get_bounds(), box):
            return True
    rect = pdfium_c.FS_RECTF()
    for index in range(pdfium_c.FPDFPage_GetAnnotCount(page.raw)):
        annot = pdfium_c.FPDFPage_GetAnnot(page.raw, index)
        try:
            shown = pdfium_c.FPDFAnnot_HasKey(annot, b"AP")
            placed = pdfium_c.FPDFAnnot_GetRect(annot, rect)
            if shown and (
                not placed or _overlap((rect.left, rect.bottom, rect.right, rect.top), box)
            ):
                return True
        finally:
            pdfium_c.FPDFPage_CloseAnnot(annot)
    return False


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _raw_jpeg(pdfium_c: Any, image: Any) -> bytes | None:
    size = pdfium_c.FPDFImageObj_GetImageDataRaw(image.raw, None, 0)
    if size <= 0:
        return None
    buffer = (ctypes.c_ubyte * size)()
    pdfium_c.FPDFImageObj_GetImageDataRaw(image.raw, buffer, size)
    data = bytes(buffer)
    return data if data.startswith(JPEG_START) else None


# The start-of-frame markers of every JPEG coding (not DHT C4, JPG C8, DAC CC).
FRAME_MARKERS = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}


def jpeg_size(data: bytes) -> tuple[int, int, int] | None:
    """(components, width, height) of a JPEG of 1 or 3 components shown upright, else None.

    Reads the marker segments up to the frame header; an EXIF orientation other than upright
    gives None."""
    at = 2
    while at + 4 <= len(data):
        if data[at] != 0xFF:
            return None
        marker = data[at + 1]
        if marker == 0xFF:  # fill byte
            at += 1
            continue
        (length,) = struct.unpack_from(">H", data, at + 2)
        segment = data[at + 4 : at + 2 + length]
        exif = marker == 0xE1 and segment.startswith(b"Exif\x00\x00")
        if exif and exif_orientation(segment[6:]) not in (None, UPRIGHT):
            return None
        if marker in FRAME_MARKERS:
            if len(segment) < 6:
                return None
            height, width = struct.unpack_from(">HH", segment, 1)
            components = segment[5]
            return (
                (components, width, height) if components in (1, 3) and width and height else None
            )
        if marker == 0xDA:  # the scan starts before any frame: not a JPEG we know
            return None
        at += 2 + length
    return None


ORIENTATION_TAG = 0x0112


def exif_orientation(tiff: bytes) -> int | None:
    """The orientation tag of an EXIF block's first directory, or None when it has none."""
    if len(tiff) < 8 or tiff[:2] not in (b"II", b"MM"):
        return None
    order = "<" if tiff[:2] == b"II" else ">"
    (first,) = struct.unpack_from(order + "I", tiff, 4)
    if first + 2 > len(tiff):
        return None
    (count,) = struct.unpack_from(order + "H", tiff, first)
    for index in range(count):
        entry = first + 2 + 12 * index
        if entry + 12 > len(tiff):
            return None
        tag, kind = struct.unpack_from(order + "HH", tiff, entry)
        if tag == ORIENTATION_TAG and kind == 3:  # SHORT
            return int(struct.unpack_from(order + "H", tiff, entry + 8)[0])
    return None


def _plain_image_dictionary(
    path: Path, password: str | None, number: int, data: bytes, size: tuple[int, int, int]
) -> bool:
    """Whether the page's image XObject holding ``data`` draws it as plain pixels (pdfminer):
    ``size`` is the JPEG's (components, width, height), which the dictionary must agree with."""
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdftypes import PDFStream, resolve1

    try:
        with path.open("rb") as handle:
            document = PDFDocument(PDFParser(handle), password=password or "")
            resources = page_resources(resolve1(document.catalog.get("Pages")), number)
            xobjects = resolve1((resources or {}).get("XObject")) or {}
            streams = [resolve1(x) for x in dict(xobjects).values()]
            held = [s for s in streams if isinstance(s, PDFStream) and s.rawdata == data]
            return len(held) == 1 and _plain(held[0].attrs, size)
    except Exception:  # noqa: BLE001 - a file pdfminer cannot walk again is simply rendered
        return False


MAX_TREE_DEPTH = 64  # a page tree deeper than this is taken for a cycle


def page_resources(root: Any, number: int) -> dict[str, Any] | None:
    """The resources of page ``number`` (1-based) of the page tree under ``root``, inherited
    ones included: down the tree by its nodes' counts, so the pages before it are never parsed
    (LGMRD's page 85: 6 nodes instead of 90). None where the tree is not as its counts say."""
    from pdfminer.pdftypes import resolve1

    node, inherited, remaining = root, None, number
    for _ in range(MAX_TREE_DEPTH):
        if not isinstance(node, dict):
            return None
        inherited = node.get("Resources", inherited)
        if "Kids" not in node:  # a page
            found = resolve1(inherited)
            return found if remaining == 1 and isinstance(found, dict) else None
        for kid in resolve1(node["Kids"]) or ():
            child = resolve1(kid)
            count = (
                resolve1(child.get("Count")) if isinstance(child, dict) and "Kids" in child else 1
            )
            if not isinstance(count, int):
                return None
            if remaining <= count:
                node = child
                break
            remaining -= count
        else:
            return None
    return None


def _plain(attrs: dict[str, Any], size: tuple[int, int, int]) -> bool:
    from pdfminer.pdftypes import resolve1

    components, width, height = size
    if any(key in attrs for key in UNSEEN_KEYS) or resolve1(attrs.get("ImageMask")):
        return False
    looks = (resolve1(attrs.get(key)) for key in ("BitsPerComponent", "Width", "Height"))
    if tuple(looks) != (8, width, height):
        return False
    return colour_components(resolve1(attrs.get("ColorSpace"))) == components


def colour_components(space: Any) -> int | None:
    """The components of a grey, RGB or ICC-based colour space (pdfminer objects), else None."""
    from pdfminer.pdftypes import PDFStream, resolve1

    name = getattr(space, "name", None)
    if name in COLOUR_SPACES:
        return COLOUR_SPACES[name]
    if (
        isinstance(space, list)
        and len(space) == 2
        and getattr(resolve1(space[0]), "name", None) == "ICCBased"
    ):
        profile = resolve1(space[1])
        count = resolve1(profile.get("N")) if isinstance(profile, PDFStream) else None
        return count if count in (1, 3) else None
    return None
