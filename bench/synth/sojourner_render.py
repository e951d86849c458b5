"""The ``lotfp`` style's PDFs, set by fpdf2 (pure Python), a producer none of the older sets
uses: one column on a digest, A5 or 6×9 page, the running title at the head of each page after
the first and the folio at the foot, the body in DejaVu (or reportlab's Vera where DejaVu is
missing). fpdf2 writes its text line by line (a text object a line, the words of a justified
line spaced by word spacing), with subset TrueType fonts and a ToUnicode map.

Each block's marker is logged with the page its first line is drawn on: a block is moved to a
new page first when fewer than two of its lines would fit (a heading keeps three of the next
block's lines with it), so the page fpdf2's own break would take it to is the page logged.
The creation date is fixed and the file identifier drawn from the module's name, so the same
seed gives the same bytes."""

from __future__ import annotations

import datetime
import hashlib
import random
import re
from html import unescape
from typing import Any

from .blocks import (
    AreaHeading,
    MindMap,
    Module,
    NewPage,
    NumberedList,
    Para,
    ReadAloud,
    SectionHeading,
    Sidebar,
    Table,
    Title,
)
from .fonts import DEJAVU, REPORTLAB_FONTS
from .layout import PAGE_SIZES
from .render import Rendered

EPOCH = datetime.datetime(2020, 1, 1, tzinfo=datetime.UTC)
FACES = {
    "dejavu-serif": ("DejaVuSerif", "-Bold", "-Italic", "-BoldItalic"),
    "dejavu-sans": ("DejaVuSans", "-Bold", "-Oblique", "-BoldOblique"),
}
VERA = ("Vera", "VeraBd", "VeraIt", "VeraBI")


def fpdf_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("fpdf") is not None


def markdown(text: str) -> str:
    """reportlab mini-markup as fpdf2's markdown: <b> as **, <i> as __, <br/> a new line;
    other tags dropped, entities read, a doubled hyphen (fpdf2's underline mark) an en dash."""
    text = text.replace("--", "\u2013")
    text = re.sub(r"</?b>", "**", text)
    text = re.sub(r"</?i>", "__", text)
    text = re.sub(r"<br\s*/?>", "\n", text)
    return unescape(re.sub(r"<[^>]+>", "", text))


def plain(text: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", text))


class Setter:
    """One module on fpdf2's pages: the page furniture and a writer per block type."""

    def __init__(self, module: Module) -> None:
        from fpdf import FPDF

        rng = random.Random(module.seed * 7919 + 25)
        self.module = module
        self.size = rng.choice(tuple(_style(module).page_sizes))
        width, height = PAGE_SIZES[self.size]
        self.body = round(rng.uniform(8.5, 10.0), 1)
        self.lead = self.body * rng.choice((1.3, 1.4, 1.5))
        self.justify = rng.random() < 0.6
        self.pages: dict[str, int] = {}
        self.title = ""
        pdf = FPDF(unit="pt", format=(width, height))
        margin = rng.uniform(30, 40) if width < 500 else rng.uniform(44, 60)
        pdf.set_margins(margin, margin + 8, margin)
        pdf.set_auto_page_break(True, margin=margin + 6)
        pdf.set_creation_date(EPOCH)
        pdf.set_title(module.name)
        pdf.set_producer("fpdf2")
        pdf.file_id = lambda: _ident(module.name)  # type: ignore[method-assign]
        self.face = self.add_fonts(pdf, rng)
        pdf.header = self.header  # type: ignore[method-assign]
        pdf.footer = self.footer  # type: ignore[method-assign]
        self.pdf = pdf

    def add_fonts(self, pdf: Any, rng: random.Random) -> str:
        name = rng.choice(sorted(FACES))
        base, *styles = FACES[name]
        files = [DEJAVU / f"{base}{s}.ttf" for s in ("", *styles)]
        if not all(f.is_file() for f in files):  # no DejaVu: reportlab's bundled Vera
            name, files = "vera", [REPORTLAB_FONTS / f"{face}.ttf" for face in VERA]
        for style, path in zip(("", "B", "I", "BI"), files, strict=True):
            pdf.add_font("body", style, str(path))
        return name

    # -- page furniture ---------------------------------------------------------------------
    def header(self) -> None:
        pdf = self.pdf
        if pdf.page_no() == 1 or not self.title:
            return
        pdf.set_font("body", "I", self.body - 1.5)
        pdf.set_y(pdf.t_margin - 16)
        pdf.cell(0, 10, self.title, align="C")
        pdf.set_y(pdf.t_margin)

    def footer(self) -> None:
        pdf = self.pdf
        pdf.set_y(-(pdf.b_margin - 4))
        pdf.set_font("body", "", self.body - 1)
        pdf.cell(0, 10, str(pdf.page_no()), align="C")

    # -- placing ----------------------------------------------------------------------------
    def room(self, lines: float) -> None:
        """A new page unless ``lines`` lines fit below the cursor."""
        pdf = self.pdf
        if pdf.get_y() + lines * self.lead > pdf.page_break_trigger:
            pdf.add_page()

    def log(self, markers: tuple[str, ...] | list[str]) -> None:
        for marker in markers:
            self.pages.setdefault(marker, self.pdf.page_no())

    def text(self, markup: str, style: str = "", size: float = 0.0, indent: float = 0.0) -> None:
        pdf = self.pdf
        pdf.set_font("body", style, size or self.body)
        pdf.set_x(pdf.l_margin + indent)
        align = "J" if self.justify else "L"
        pdf.multi_cell(
            pdf.epw - indent,
            self.lead,
            markdown(markup),
            align=align,
            markdown=True,
            new_x="LMARGIN",
        )

    # -- blocks -----------------------------------------------------------------------------
    def block(self, block: Any) -> None:
        pdf = self.pdf
        if isinstance(block, Title):
            self.title = plain(block.title)
            pdf.set_font("body", "B", self.body * 2.2)
            pdf.multi_cell(0, self.body * 2.6, plain(block.title), align="C", new_x="LMARGIN")
            self.text(f"<i>{block.subtitle}</i>")
            self.text(block.byline)
            pdf.ln(self.lead)
        elif isinstance(block, SectionHeading):
            self.room(7)  # kept with the heading or table under it and a few lines
            pdf.ln(self.lead * 0.6)
            size = self.body + (3 if block.level == 1 else 1.5)
            text = plain(block.text)
            pdf.set_font("body", "B", size)
            pdf.multi_cell(
                0, size * 1.25, text.upper() if block.level == 1 else text, new_x="LMARGIN"
            )
        elif isinstance(block, AreaHeading):
            self.room(4)
            pdf.ln(self.lead * 0.4)
            self.log((block.marker,))
            head = f"{block.label} {block.name}{block.tail}".strip()
            self.text(f"<b>{head}</b>", size=self.body + 1.5)
        elif isinstance(block, Para):
            self.para(block)
        elif isinstance(block, ReadAloud):
            self.room(2)
            self.text(f"<i>{block.text}</i>", indent=14)
        elif isinstance(block, Table):
            self.table(block)
        elif isinstance(block, Sidebar):
            self.room(4)
            pdf.ln(self.lead * 0.3)
            pdf.set_font("body", "B", self.body)
            pdf.set_fill_color(232, 228, 218)
            body = f"**{markdown(block.title)}**\n{markdown(block.text)}"
            pdf.multi_cell(
                0, self.lead, body, border=1, fill=True, markdown=True, padding=5, new_x="LMARGIN"
            )
            pdf.ln(self.lead * 0.3)
        elif isinstance(block, NumberedList):
            for number, item in enumerate(block.items, start=1):
                self.room(1)
                self.text(f"{number}. {item}", indent=10)
        elif isinstance(block, NewPage):
            pdf.add_page()
        elif isinstance(block, MindMap):  # only when forced: its places as a list, no drawing
            self.block(SectionHeading(block.title, level=2))
            for node in block.nodes:
                self.room(2)
                self.log((node.marker,))
                self.text(f"<b>{node.name}.</b> {node.text}")
        else:
            raise TypeError(f"the fpdf2 setter has no way to print a {type(block).__name__}")

    def para(self, block: Para) -> None:
        self.room(2)
        self.log(block.markers)
        text = f"<b>{block.lead}</b> {block.text}" if block.lead else block.text
        if block.kind == "stat":
            self.text(text, indent=10)
        elif block.kind == "note":
            self.text(text, style="I", size=self.body - 1)
        else:
            self.text(text)

    def table(self, block: Table) -> None:
        pdf = self.pdf
        self.room(4)
        pdf.ln(self.lead * 0.3)
        pdf.set_font("body", "B", self.body)
        pdf.multi_cell(0, self.lead, plain(block.title), new_x="LMARGIN")
        pdf.set_font("body", "", self.body - 0.5)
        with pdf.table(
            col_widths=(1, 7), text_align="LEFT", line_height=self.lead, first_row_as_headings=True
        ) as table:
            for row in (block.header, *block.rows):
                cells = table.row()
                for cell in row:
                    cells.cell(plain(cell))
        pdf.ln(self.lead * 0.3)

    def output(self) -> bytes:
        return bytes(self.pdf.output())


def _style(module: Module) -> Any:
    from .styles import STYLES

    return STYLES[module.style]


def _ident(name: str) -> str:
    digest = hashlib.md5(name.encode("utf-8")).hexdigest().upper()  # noqa: S324
    return f"<{digest}><{digest}>"


def render_fpdf(module: Module) -> Rendered:
    if not fpdf_available():
        raise RuntimeError("the lotfp synth style needs fpdf2 (pip install 'fpdf2>=2.7,<3')")
    setter = Setter(module)
    setter.pdf.add_page()
    for block in module.blocks:
        setter.block(block)
    pdf = setter.output()
    wanted = [str(r["marker"]) for r in (*module.areas, *module.statblocks)]
    missing = [m for m in wanted if m not in setter.pages]
    if missing:
        raise RuntimeError(f"{module.name}: no page logged for {', '.join(missing[:5])}")
    return Rendered(pdf, {m: setter.pages[m] for m in wanted}, setter.pdf.page_no())
