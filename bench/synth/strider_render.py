"""The strider styles' PDFs: the module's flat ODT document (``strider_odt``) exported by
LibreOffice (``soffice --headless --convert-to pdf``), each run with a user profile and a
fontconfig file of its own (concurrent runs on one profile collide; the bench's Vera faces
join the system's DejaVu), the markers' bookmarks exported as named destinations, whose
pages are the truth's pages. The temporary folder goes when the run ends."""

from __future__ import annotations

import ctypes
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from .blocks import Module
from .fonts import REPORTLAB_FONTS
from .render import Rendered
from .strider_keys import OUTLINE_FORMS
from .strider_odt import document
from .strider_styles import make_plan
from .styles import STYLES

SOFFICE = "soffice"
EXPORT = (
    'pdf:writer_pdf_Export:{"ExportBookmarksToPDFDestination":{"type":"boolean","value":"true"}}'
)


def soffice_path() -> str | None:
    return shutil.which(SOFFICE)


def fontconfig(folder: Path) -> Path:
    """A fontconfig file: the system's fonts plus reportlab's Vera, a cache in ``folder``."""
    path = folder / "fonts.conf"
    path.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>'
        f"<dir>{REPORTLAB_FONTS}</dir><cachedir>{folder / 'fc-cache'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    return path


def export(fodt: str, name: str) -> bytes:
    """The document exported to PDF by a LibreOffice of its own."""
    binary = soffice_path()
    if binary is None:
        raise RuntimeError("the strider styles need LibreOffice (soffice) to export their PDFs")
    with tempfile.TemporaryDirectory(prefix="strider-lo-") as temp:
        folder = Path(temp)
        source = folder / f"{name}.fodt"
        source.write_text(fodt, encoding="utf-8")
        env = {**os.environ, "FONTCONFIG_FILE": str(fontconfig(folder)), "HOME": temp}
        command = [
            binary,
            "--headless",
            "--norestore",
            f"-env:UserInstallation=file://{folder / 'profile'}",
            "--convert-to",
            EXPORT,
            "--outdir",
            str(folder / "out"),
            str(source),
        ]
        subprocess.run(command, env=env, check=True, capture_output=True, timeout=300)
        pdf = folder / "out" / f"{name}.pdf"
        if not pdf.exists():
            raise RuntimeError(f"LibreOffice wrote no PDF for {name}")
        return pdf.read_bytes()


CLOCK = re.compile(rb"/CreationDate\(D:\d{14}")
STAMPS = re.compile(rb"(/ID \[ <|^<|/DocChecksum /)([0-9A-F]{32})", re.MULTILINE)


def steady(pdf: bytes, name: str) -> bytes:
    """The export with its clock and its random file ids replaced by ones of the same length
    drawn from the module's name (offsets stay valid): same seed, same bytes."""
    pdf = CLOCK.sub(b"/CreationDate(D:20261207000000", pdf)
    stamp = hashlib.md5(name.encode("utf-8")).hexdigest().upper().encode("ascii")  # noqa: S324
    return STAMPS.sub(lambda m: m.group(1) + stamp, pdf)


def destinations(pdf: bytes) -> tuple[dict[str, int], int]:
    """Named destination → 1-based page, and the page count."""
    doc = pdfium.PdfDocument(pdf)
    try:
        pages: dict[str, int] = {}
        for index in range(pdfium_c.FPDF_CountNamedDests(doc.raw)):
            size = ctypes.c_long(0)
            pdfium_c.FPDF_GetNamedDest(doc.raw, index, None, ctypes.byref(size))
            buffer = ctypes.create_string_buffer(size.value)
            dest = pdfium_c.FPDF_GetNamedDest(doc.raw, index, buffer, ctypes.byref(size))
            name = buffer.raw[: max(size.value - 2, 0)].decode("utf-16-le")
            pages[name] = pdfium_c.FPDFDest_GetDestPageIndex(doc.raw, dest) + 1
        return pages, len(doc)
    finally:
        doc.close()


def outline_form(module: Module) -> str:
    for block in module.blocks:
        hang = getattr(block, "hang", "")
        if hang in OUTLINE_FORMS:
            return str(hang)
    return ""


def render_strider(module: Module) -> Rendered:
    title = next((getattr(b, "title", "") for b in module.blocks if hasattr(b, "byline")), "")
    plan = make_plan(module.seed, STYLES[module.style], title, outline_form(module))
    pdf = steady(export(document(module.blocks, plan, module.style), module.name), module.name)
    found, count = destinations(pdf)
    wanted = [str(r["marker"]) for r in (*module.areas, *module.statblocks)]
    missing = [m for m in wanted if m not in found]
    if missing:
        raise RuntimeError(f"{module.name}: no page found for {', '.join(missing[:5])}")
    return Rendered(pdf, {m: found[m] for m in wanted}, count)
