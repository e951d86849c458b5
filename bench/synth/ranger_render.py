"""The ranger styles' PDFs: the module's Typst source (``ranger_typ``) compiled by Typst
(the ``typst`` Python package, which bundles the compiler), with the faces of its own plus
the system's DejaVu and reportlab's Vera and no other system font, the date left out (same
seed, same bytes). The pages of the truth are Typst's own: the source's first element, in
``context``, gathers the page of every ``mk`` metadata and labelled heading (and the number
the heading numbering printed), read back with ``typst.query``. The temporary folder goes
when the run ends."""

from __future__ import annotations

import importlib.util
import json
import tempfile
from pathlib import Path
from typing import Any

from .blocks import AreaHeading, Module
from .fonts import DEJAVU, REPORTLAB_FONTS
from .ranger_keys import NUMBERINGS
from .ranger_looks import make_plan
from .ranger_typ import document
from .render import Rendered
from .styles import STYLES

FONT_PATHS = [str(DEJAVU), str(REPORTLAB_FONTS)]


def typst_available() -> bool:
    return importlib.util.find_spec("typst") is not None


def numbering_of(module: Module) -> str:
    for block in module.blocks:
        if isinstance(block, AreaHeading) and block.hang in NUMBERINGS:
            return block.hang
    return ""


def source_of(module: Module) -> str:
    plan = make_plan(module.seed, STYLES[module.style], numbering_of(module))
    return document(module.blocks, plan)


def compile_typst(source: str, name: str) -> tuple[bytes, dict[str, Any]]:
    """The PDF and the gathered pages (``marks`` and ``heads``) of a Typst source."""
    try:
        import typst
    except ImportError as error:
        raise RuntimeError("the ranger styles need Typst: pip install typst") from error
    with tempfile.TemporaryDirectory(prefix="ranger-typst-") as temp:
        path = Path(temp) / f"{name}.typ"
        path.write_text(source, encoding="utf-8")
        compiler = typst.Compiler(str(path), font_paths=FONT_PATHS, ignore_system_fonts=True)
        pdf = compiler.compile(format="pdf")
        found = json.loads(compiler.query("<pages>", field="value", one=True))
    return bytes(pdf), found


def page_count(pdf: bytes) -> int:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    try:
        return len(doc)
    finally:
        doc.close()


def check_numbers(module: Module, heads: list[list[Any]]) -> None:
    """The keys the heading numbering printed are the truth's keys (the treatise's)."""
    printed = {str(label): str(number).rstrip(".") for label, _, number in heads if number}
    for area in module.areas:
        marker = str(area["marker"])
        if marker in printed and printed[marker] != str(area["key"]):
            raise RuntimeError(
                f"{module.name}: {marker} numbered {printed[marker]}, not {area['key']}"
            )


def render_ranger(module: Module) -> Rendered:
    pdf, found = compile_typst(source_of(module), module.name)
    pages = {str(m): int(p) for m, p in found["marks"]}
    pages.update({str(m): int(p) for m, p, _ in found["heads"]})
    check_numbers(module, found["heads"])
    wanted = [str(r["marker"]) for r in (*module.areas, *module.statblocks)]
    missing = [m for m in wanted if m not in pages]
    if missing:
        raise RuntimeError(f"{module.name}: no page found for {', '.join(missing[:5])}")
    return Rendered(pdf, {m: pages[m] for m in wanted}, page_count(pdf))
