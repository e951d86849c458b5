"""The wanderer styles' PDFs: the module's HTML document (``wanderer_html``) rendered by
WeasyPrint, which writes every element id as a named destination: the truth's pages are
read from those (pypdfium2, as the strider set reads LibreOffice's). WeasyPrint stamps no
clock unless the document asks (no ``dcterms.created`` here), and the file identifier is
given from the module's name, so the same seed gives the same bytes."""

from __future__ import annotations

import hashlib
import importlib.util
import logging

from .blocks import Module
from .render import Rendered
from .strider_render import destinations
from .wanderer_html import document_html


def weasyprint_available() -> bool:
    """WeasyPrint is installed and finds its Pango (it loads the libraries on import)."""
    if importlib.util.find_spec("weasyprint") is None:
        return False
    try:
        import weasyprint  # noqa: F401
    except OSError:  # the OS's Pango is missing or too old
        return False
    return True


def render_html(page: str, name: str) -> bytes:
    """The document rendered to PDF by WeasyPrint (its warnings about CSS it ignores kept
    quiet), with a file identifier drawn from the module's name."""
    if not weasyprint_available():
        raise RuntimeError("the wanderer styles need WeasyPrint (pip install weasyprint)")
    from weasyprint import HTML

    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    ident = hashlib.md5(name.encode("utf-8")).hexdigest().encode("ascii")  # noqa: S324
    pdf = HTML(string=page, base_url=".").write_pdf(pdf_identifier=ident)
    assert pdf is not None
    return bytes(pdf)


def render_wanderer(module: Module) -> Rendered:
    pdf = render_html(document_html(module), module.name)
    found, count = destinations(pdf)
    wanted = [str(r["marker"]) for r in (*module.areas, *module.statblocks)]
    missing = [m for m in wanted if m not in found]
    if missing:
        raise RuntimeError(f"{module.name}: no page found for {', '.join(missing[:5])}")
    return Rendered(pdf, {m: found[m] for m in wanted}, count)
