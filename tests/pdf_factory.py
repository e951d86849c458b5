"""Small PDFs made by the tests: good ones, and every kind of bad input a batch meets."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence
from pathlib import Path

from reportlab.lib.pagesizes import letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    PageTemplate,
    Paragraph,
    SimpleDocTemplate,
)

ROOM_TEXT = [
    ("Helvetica-Bold", "1. The Muddy Cave"),
    ("Helvetica", "Three goblins squat around a smoky fire. A locked chest (DC 12 to pick)"),
    ("Helvetica", "stands against the far wall."),
    ("Helvetica", "Goblins (3): AC 6, HD 1-1, hp 4 each, #AT 1, D 1d6, MV 60', ML 7"),
    ("Helvetica-Bold", "2. The Ogre's Nook"),
    ("Helvetica", "An ogre sleeps on a heap of furs. Ogre: AC 5, HD 4+1, hp 22, #AT 1,"),
    ("Helvetica", "D 2d6, MV 90', ML 10"),
]


def _canvas(path: Path, **kwargs: object) -> canvas.Canvas:
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1, **kwargs)
    pdf.setTitle(path.stem)
    return pdf


def text_pdf(path: Path, title: str = "A Tiny Module", **kwargs: object) -> Path:
    """A one-page module with two keyed rooms and two old-school stat lines."""
    pdf = _canvas(path, **kwargs)
    pdf.setFont("Helvetica-Bold", 16)
    pdf.drawString(72, 720, title)
    y = 690.0
    for font, line in ROOM_TEXT:
        pdf.setFont(font, 10)
        pdf.drawString(72, y, line)
        y -= 14
    pdf.showPage()
    pdf.save()
    return path


def encrypted_pdf(path: Path, password: str = "owlbear") -> Path:
    """The same module, encrypted with a user password."""
    from reportlab.lib.pdfencrypt import StandardEncryption

    return text_pdf(path, encrypt=StandardEncryption(password, canPrint=1))


def png_bytes(width: int = 64, height: int = 48) -> bytes:
    """A small greyscale PNG made by hand (a checkerboard 'map')."""
    rows = b"".join(
        b"\x00" + bytes(((x // 8 + y // 8) % 2) * 200 + 30 for x in range(width))
        for y in range(height)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


def image_only_pdf(path: Path) -> Path:
    """A scanned-looking PDF: one page holding only an image, no text layer."""
    import io

    pdf = _canvas(path)
    pdf.drawImage(ImageReader(io.BytesIO(png_bytes())), 72, 300, width=400, height=300)
    pdf.showPage()
    pdf.save()
    return path


def zero_page_pdf(path: Path) -> Path:
    """A syntactically valid PDF whose page tree is empty."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [] /Count 0 >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    path.write_bytes(bytes(out))
    return path


def truncated_pdf(path: Path, source: Path) -> Path:
    """The first 40% of a good PDF."""
    data = source.read_bytes()
    path.write_bytes(data[: int(len(data) * 0.4)])
    return path


def junk_pdf(path: Path) -> Path:
    """Random-looking bytes with a .pdf name."""
    path.write_bytes(bytes((i * 7919) % 256 for i in range(4096)))
    return path


def level_pdf(
    path: Path,
    roster: Flowable,
    entries: Sequence[tuple[str, str]],
    heading: ParagraphStyle,
    body: ParagraphStyle,
) -> Path:
    """A level's page: its banner ("Level 1: The Cloister"), the ``roster`` under it, then
    each entry's heading and text (the roster and denizens tests' module)."""
    story: list[Flowable] = [Paragraph("Level 1: The Cloister", heading), roster]
    for title, text in entries:
        story += [Paragraph(title, heading), Paragraph(text, body)]
    SimpleDocTemplate(str(path), pagesize=letter, invariant=1).build(story)
    return path


COLUMN_MARGIN = 36.0
COLUMN_GAP = 14.0


def column_width(page: tuple[float, float], columns: int) -> float:
    """The width of each of ``columns`` equal columns of ``columns_pdf`` on ``page``."""
    return (page[0] - 2 * COLUMN_MARGIN - (columns - 1) * COLUMN_GAP) / columns


def columns_pdf(path: Path, page: tuple[float, float], story: list[Flowable], columns: int) -> Path:
    """``story`` flowed down ``columns`` equal frames (``column_width``) on pages of ``page``."""
    width = column_width(page, columns)
    frames = [
        Frame(
            COLUMN_MARGIN + i * (width + COLUMN_GAP),
            COLUMN_MARGIN,
            width,
            page[1] - 2 * COLUMN_MARGIN,
            id=f"c{i}",
        )
        for i in range(columns)
    ]
    doc = BaseDocTemplate(str(path), pagesize=page, invariant=1)
    doc.addPageTemplates([PageTemplate(id="page", frames=frames)])
    doc.build(story)
    return path


def thin_rule(pdf: canvas.Canvas, x0: float, y0: float, x1: float, y1: float) -> None:
    """A table's ruling line, 0.6 pt."""
    pdf.setLineWidth(0.6)
    pdf.line(x0, y0, x1, y1)
