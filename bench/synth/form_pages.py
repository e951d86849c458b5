"""A canvas that draws each logical page into a form of its own, for writers that print
those pages onto sheets afterwards (booklet imposition, reader spreads)."""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas


class FormPagesCanvas(Canvas):
    """Draws every logical page into a form named ``FORM_PREFIX`` + its number; a subclass's
    ``save`` prints the forms onto sheets (``_close_logical`` first)."""

    FORM_PREFIX = "logical"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.sheets: list[tuple[int, ...]] = []  # the logical pages on each sheet, set by save
        super().__init__(*args, **kwargs)
        self.logical_pages = 0
        self._begin_logical()

    def _begin_logical(self) -> None:
        self.logical_pages += 1
        self.beginForm(f"{self.FORM_PREFIX}{self.logical_pages}")

    def showPage(self) -> None:  # noqa: N802 - reportlab's name
        self.endForm()
        self._begin_logical()

    def _close_logical(self) -> int:
        """Ends the empty form platypus opened after its last page; the pages written."""
        self.endForm()
        return self.logical_pages - 1
