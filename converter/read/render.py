"""Page images for the review page: PDF pages → PNG bytes (pypdfium2, no drawing).

The only other PDF user besides ``extract``; the write stage calls ``render_pages`` and
draws its boxes in HTML over the image, so this module knows nothing of records.
"""

from __future__ import annotations

import io
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from converter.errors import EncryptedPdfError, InputPdfError


@dataclass(frozen=True)
class PageImage:
    """One rendered page: its PNG bytes, its size in pixels and in PDF points."""

    number: int
    png: bytes
    width_px: int
    height_px: int
    width_pt: float
    height_pt: float


def render_pages(
    path: Path,
    numbers: Sequence[int],
    *,
    scale: float = 1.25,
    password: str | None = None,
) -> Iterator[PageImage]:
    """Yield the PNG of each wanted page (1-based), in the order given, one at a time.

    A generator, so a 400-page book never holds more than one page image in memory.
    Raises ``InputPdfError`` for an unreadable PDF or a page it does not have.
    """
    import pypdfium2  # type: ignore[import-untyped]

    try:
        pdf = pypdfium2.PdfDocument(str(path), password=password)
    except pypdfium2.PdfiumError as exc:
        if "password" in str(exc).lower():
            raise EncryptedPdfError(f"{path.name}: encrypted; give --password") from exc
        raise InputPdfError(f"{path.name}: cannot open the PDF ({exc})") from exc
    try:
        count = len(pdf)
        for number in numbers:
            if not 1 <= number <= count:
                raise InputPdfError(f"{path.name}: no page {number} (the PDF has {count} pages)")
            yield _render_one(pdf[number - 1], number, scale)
    finally:
        pdf.close()


def _render_one(page: Any, number: int, scale: float) -> PageImage:
    width_pt, height_pt = page.get_size()
    bitmap = page.render(scale=scale)
    image = bitmap.to_pil().convert("RGB")
    buffer = io.BytesIO()
    # compress_level 3, no optimize pass: same pixels → same bytes; level 6 takes about
    # twice as long for ~15% smaller files
    image.save(buffer, format="PNG", compress_level=3)
    page.close()
    return PageImage(
        number, buffer.getvalue(), image.width, image.height, float(width_pt), float(height_pt)
    )
