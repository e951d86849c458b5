"""Hostile PDFs written by hand, byte by byte: what an unattended batch must survive.

reportlab writes only well-formed files, so these are assembled from raw objects:
a damaged content stream, malformed page dictionaries, a decompression bomb, a font whose
codes are shifted (a garbage text layer), and modules whose names collide. Every page uses
the standard Helvetica font, so pdfminer needs no font file.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from pathlib import Path

from pdf_factory import ROOM_TEXT

FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
MEDIA_BOX = b"[0 0 612 792]"


def _escape(text: str) -> bytes:
    raw = text.encode("cp1252")
    return raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def text_operators(lines: Sequence[str], size: int = 10) -> bytes:
    """A content stream drawing each line at the left margin, top down."""
    out = [b"BT", f"/F1 {size} Tf".encode(), b"72 720 Td", f"{size + 4} TL".encode()]
    for line in lines:
        out.append(b"(" + _escape(line) + b") Tj T*")
    out.append(b"ET")
    return b"\n".join(out) + b"\n"


ROOM_NAMES = (
    "Muddy Cave",
    "Ogre's Nook",
    "Silent Crypt",
    "Flooded Hall",
    "Rotten Larder",
    "Old Well",
)


def room_lines(first_key: int, rooms: int) -> list[str]:
    """``rooms`` keyed rooms numbered from ``first_key``, each with a goblin stat line."""
    lines: list[str] = []
    for key in range(first_key, first_key + rooms):
        lines += [
            f"{key}. The {ROOM_NAMES[(key - 1) % len(ROOM_NAMES)]}",
            "Three goblins squat around a smoky fire beside a locked chest.",
            "Goblins (3): AC 6, HD 1-1, hp 4 each, #AT 1, D 1d6, MV 60', ML 7",
        ]
    return lines


def _stream(data: bytes, *, compress: bool = True, raw: bytes | None = None) -> bytes:
    body = raw if raw is not None else (zlib.compress(data) if compress else data)
    filters = b" /Filter /FlateDecode" if compress else b""
    return b"<< /Length %d%s >>\nstream\n" % (len(body), filters) + body + b"\nendstream"


def write_pdf(path: Path, pages: Sequence[tuple[bytes, bytes]]) -> Path:
    """A PDF of ``pages``, each (extra page-dict entries, content stream object)."""
    objects: list[bytes] = [b"", b"", FONT]  # 1 catalog, 2 page tree, 3 font
    kids: list[int] = []
    for extra, content in pages:
        objects.append(content)
        content_number = len(objects)
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 3 0 R >> >> "
            b"/Contents %d 0 R %s >>" % (content_number, extra or b"/MediaBox " + MEDIA_BOX)
        )
        kids.append(len(objects))
    objects[0] = b"<< /Type /Catalog /Pages 2 0 R >>"
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    path.write_bytes(bytes(out))
    return path


def module_pdf(path: Path, pages: int = 3, rooms_per_page: int = 2) -> Path:
    """A sound module: ``pages`` pages of keyed rooms with stat lines."""
    return write_pdf(
        path,
        [
            (b"", _stream(text_operators(room_lines(1 + p * rooms_per_page, rooms_per_page))))
            for p in range(pages)
        ],
    )


def damaged_stream_pdf(path: Path, pages: int = 3, damaged_page: int = 2) -> Path:
    """A sound module except that one page's compressed content stream is cut and garbled."""
    out = []
    for p in range(pages):
        content = text_operators(room_lines(1 + p * 2, 2))
        if p + 1 == damaged_page:
            packed = zlib.compress(content)
            garbled = packed[: len(packed) // 2] + bytes(range(7, 250, 3))
            out.append((b"", _stream(content, raw=garbled)))
        else:
            out.append((b"", _stream(content)))
    return write_pdf(path, out)


def malformed_page_pdf(path: Path, entry: bytes) -> Path:
    """A one-page module whose page dictionary holds ``entry`` (e.g. ``/MediaBox (abc)``)."""
    return write_pdf(path, [(entry, _stream(text_operators(room_lines(1, 2))))])


def bomb_pdf(path: Path, inflated_bytes: int) -> Path:
    """A small file whose one content stream inflates to ``inflated_bytes`` of spaces."""
    packer = zlib.compressobj(9)
    chunk = b" " * (1 << 20)
    parts = [packer.compress(text_operators(room_lines(1, 1)))]
    for _ in range(inflated_bytes // len(chunk)):
        parts.append(packer.compress(chunk))
    parts.append(packer.flush())
    return write_pdf(path, [(b"", _stream(b"", raw=b"".join(parts)))])


def shifted_font_pdf(path: Path, pages: int = 2) -> Path:
    """The text of a module with every letter shifted by three ("Wkh Pxggb Fdyh").

    A Type3 font whose codes are shifted reads like this: the glyphs look right on paper
    but the text layer is garbage.
    """

    def shift(line: str) -> str:
        return "".join(
            chr((ord(c) - base + 3) % 26 + base) if c.isascii() and c.isalpha() else c
            for c in line
            for base in [ord("a") if c.islower() else ord("A")]
        )

    text = [line for _, line in ROOM_TEXT] * 3
    return write_pdf(
        path, [(b"", _stream(text_operators([shift(t) for t in text]))) for _ in range(pages)]
    )


def prose_pdf(path: Path) -> Path:
    """Sound English text with no keyed area and no stat block: an essay, not a module."""
    lines = [
        "The weather in the valley was fair for most of the year.",
        "Farmers brought their harvest to the market before the first frost.",
        "Travellers spoke of the old road and of the bridge that was rebuilt twice.",
    ] * 4
    return write_pdf(path, [(b"", _stream(text_operators(lines)))])


def bestiary_pdf(path: Path) -> Path:
    """Stat blocks and no keyed areas: a bestiary, not an adventure."""
    lines = [
        "Goblin: AC 6, HD 1-1, hp 4, #AT 1, D 1d6, MV 60', ML 7",
        "Ogre: AC 5, HD 4+1, hp 22, #AT 1, D 2d6, MV 90', ML 10",
        "Troll: AC 4, HD 6+3, hp 33, #AT 3, D 1d6/1d6/1d10, MV 120', ML 10",
    ]
    return write_pdf(path, [(b"", _stream(text_operators(lines)))])
