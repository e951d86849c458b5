"""The sample module's map: a PNG drawn pixel by pixel, with no drawing library.

Both levels of the shrine go on squared paper and the PNG is encoded with zlib and struct.
The room keys are not in the bitmap: each room gets a blank label patch, and ``KeyedMap``
(a reportlab flowable) prints the keys over the image as real text, as published maps do, so
the converter can pin every room. The compass "N" stays in the bitmap (5×7 glyphs). Same
code, same bytes: nothing depends on fonts, the clock or a download.
``samples/make_sample.py`` places the map on its page with ``KeyedMap(map_to_png(), …)``.
"""

from __future__ import annotations

import io
import struct
import zlib
from dataclasses import dataclass

from reportlab.platypus import Flowable, Image

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


def key_centre(room: MapRoom) -> tuple[int, int]:
    """Where a room's key is printed, in map pixels (the well's key sits in a corner)."""
    if room.key == "8":
        return room.x * CELL + 14, room.y * CELL + 14
    return room.x * CELL + room.w * CELL // 2, room.y * CELL + room.h * CELL // 2


KEY_FONT = "Helvetica-Bold"
KEY_FONT_PIXELS = 21  # the key's cap height is about 15 map pixels, as the 5×7 glyphs were


class KeyedMap(Flowable):  # type: ignore[misc]
    """The map image with every room key printed over it as text."""

    def __init__(self, png: bytes, width: float, height: float) -> None:
        super().__init__()
        self.image = Image(io.BytesIO(png), width=width, height=height)
        self.width, self.height = width, height
        self.hAlign = "CENTER"  # as the plain Image was

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.image.wrap(available_width, available_height)
        return self.width, self.height

    def draw(self) -> None:
        self.image.drawOn(self.canv, 0, 0)
        scale = self.width / (MAP_COLUMNS * CELL)  # points per map pixel
        size = KEY_FONT_PIXELS * scale
        self.canv.setFont(KEY_FONT, size)
        self.canv.setFillColorRGB(*(v / 255 for v in INK))
        for room in MAP_ROOMS:
            cx, cy = key_centre(room)
            baseline = self.height - cy * scale - size * 0.36
            self.canv.drawCentredString(cx * scale, baseline, room.key)


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
    for room in MAP_ROOMS:  # a blank patch where KeyedMap prints the key
        width = (len(room.key) * 6 - 1) * 3
        cx, cy = key_centre(room)
        raster.fill(cx - width // 2 - 3, cy - 12, cx + width // 2 + 4, cy + 13, FLOOR)
    divider = (LOWER_TOP - 1) * CELL - CELL // 2
    for x in range(0, raster.width, 16):
        raster.fill(x, divider - 1, x + 9, divider + 2, INK)
    raster.text(raster.width - 40, 14, "N", 4, INK)
    raster.fill(raster.width - 30, 46, raster.width - 26, 96, INK)
    for step in range(10):
        raster.fill(raster.width - 28 - step, 46 + step, raster.width - 27 + step, 47 + step, INK)
    return raster.to_png()
