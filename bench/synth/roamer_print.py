"""Print a roamer module's page with headless Chromium and read where each marked element
landed: the truth's pages come from the printed PDF's text, page by page (pypdfium2), never
from a guess at the HTML's layout."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
import unicodedata
from pathlib import Path

import pypdfium2 as pdfium

from .blocks import Module
from .render import Rendered
from .roamer_html import page_html
from .roamer_parts import Needle

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")
FONT_NAMES = (b"DejaVu", b"Vera")


def chromium() -> str | None:
    """The Chromium binary, or None when the machine has none."""
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


def print_pdf(page: str, budget: int = 3000) -> bytes:
    """The page printed by headless Chromium: its own header and footer off, a fresh profile
    for every call (parallel runs never share one), time for the web fonts to load."""
    binary = chromium()
    if binary is None:
        raise RuntimeError("the roamer styles need Chromium (chromium) to print their pages")
    with tempfile.TemporaryDirectory(prefix="roamer-") as tmp:
        source, target = Path(tmp) / "page.html", Path(tmp) / "page.pdf"
        source.write_text(page, encoding="utf-8")
        command = [
            binary,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-pdf-header-footer",
            "--disable-pdf-tagging",  # the structure tree names DOM nodes by run-dependent ids
            "--no-first-run",
            "--disable-extensions",
            f"--user-data-dir={tmp}/profile",
            f"--virtual-time-budget={budget}",
            f"--print-to-pdf={target}",
            source.as_uri(),
        ]
        subprocess.run(command, capture_output=True, timeout=120, check=False)
        if not target.exists():
            raise RuntimeError("Chromium printed no PDF")
        return undated(target.read_bytes())


def undated(pdf: bytes) -> bytes:
    """The PDF with its creation and modification dates set to one fixed date of the same
    length (the offsets stay right), so a seed's bytes do not depend on the clock."""
    return re.sub(rb"(/(?:CreationDate|ModDate) \(D:)\d{14}", rb"\g<1>20260101000000", pdf)


def folded(text: str) -> str:
    """Letters and digits only, case-folded, ligatures spelt out: what a page's text and an
    element's text share however the browser broke, hyphenated or spaced them."""
    return re.sub(r"[\W_]", "", unicodedata.normalize("NFKC", text).casefold())


def page_texts(pdf: bytes) -> list[str]:
    document = pdfium.PdfDocument(pdf)
    try:
        return [folded(document[i].get_textpage().get_text_range()) for i in range(len(document))]
    finally:
        document.close()


def find(texts: list[str], needle: str, start: tuple[int, int]) -> tuple[int, int] | None:
    """Where ``needle`` next starts at or after ``start`` (page, offset); a needle cut by a
    page break is looked for by its first words."""
    for length in (len(needle), 24, 12):
        probe = needle[:length]
        for page in range(start[0], len(texts)):
            offset = texts[page].find(probe, start[1] if page == start[0] else 0)
            if offset >= 0:
                return page, offset
    return None


def locate(texts: list[str], needles: list[Needle]) -> dict[str, int]:
    """Each marker's 1-based page: the needles are found in reading order; a floated box is
    looked for from its section's page, and does not move the reading place."""
    pages: dict[str, int] = {}
    here = (0, 0)
    for needle in needles:
        text = folded(needle.text)[:48]
        start = (here[0], 0) if needle.mode == "float" else here
        found = find(texts, text, start) or find(texts, text, (0, 0))
        if found is None:
            raise RuntimeError(f"printed page lacks {needle.text[:60]!r}")
        for marker in needle.markers:
            pages[marker] = found[0] + 1
        if needle.mode == "flow":
            here = (found[0], found[1] + 1)
        elif needle.mode == "past":
            here = (found[0], found[1] + len(text))
    return pages


def render_roamer(module: Module) -> Rendered:
    page, needles = page_html(module)
    pdf = print_pdf(page)
    if not any(name in pdf for name in FONT_NAMES):  # the fonts were late: give them longer
        pdf = print_pdf(page, budget=10000)
    texts = page_texts(pdf)
    return Rendered(pdf, locate(texts, needles), len(texts))
