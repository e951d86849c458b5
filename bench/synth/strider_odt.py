"""The strider styles' blocks as a flat ODT document (one XML file, ``.fodt``): paragraph and
character styles, outline numbering, page styles with fields in headers and footers, tables,
text frames, sections with columns, footnotes and dot-leader tabs, as a word-processor user
leaves them. Every marker becomes a bookmark at the start of its paragraph or cell, which
the export turns into a named destination (``strider_render`` reads the pages from them).
The page styles and paragraph styles are ``strider_styles``'s."""

from __future__ import annotations

import re
from xml.sax.saxutils import escape

from .blocks import (
    AreaHeading,
    Block,
    Block5e,
    Flow,
    Leaders,
    NewPage,
    NumberedList,
    Para,
    ReadAloud,
    RosterTable,
    SectionHeading,
    Sidebar,
    Table,
    Title,
)
from .statlines_wide import modsave_rows
from .strider_styles import Plan, document_head

TAG = re.compile(r"<(/?)(\w+)[^>]*>")
SPAN = {"b": "B", "strong": "B", "i": "I", "em": "I"}


def spans(markup: str) -> str:
    """reportlab's paragraph markup (<b>, <i>, <br/>, <font>) as ODF spans and line breaks."""
    markup = markup.replace("&nbsp;", "\xa0")
    out: list[str] = []
    last = 0
    for match in TAG.finditer(markup):
        out.append(markup[last : match.start()])
        closing, name = match.group(1), match.group(2).lower()
        if name == "br":
            out.append("<text:line-break/>")
        elif name in SPAN:
            out.append("</text:span>" if closing else f'<text:span text:style-name="{SPAN[name]}">')
        last = match.end()
    out.append(markup[last:])
    return "".join(out)


def bold(markup: str) -> str:
    return f'<text:span text:style-name="B">{markup}</text:span>'


ABILITIES = ("STR", "DEX", "CON", "INT", "WIS", "CHA")


def block_rows(lines: tuple[tuple[str, str], ...]) -> list[list[str]]:
    """A full block's lines as table rows: one cell (name, type, a section, an entry, the
    abilities) or two (a property's label and value)."""
    rows: list[list[str]] = []
    for role, text in lines:
        if role == "rule":
            continue
        if role == "name":
            rows.append([f'<text:span text:style-name="BlockName">{spans(text)}</text:span>'])
        elif role == "meta":
            rows.append([f'<text:span text:style-name="I">{spans(text)}</text:span>'])
        elif role == "prop" and text.startswith("<b>") and "</b>" in text:
            label, value = text[3:].split("</b>", 1)
            rows.append([bold(spans(label)), spans(value.strip())])
        elif role in ("abilities", "abilities2024"):
            scores = [int(v) for v in text.split()]
            rows.append(
                [
                    "   ".join(
                        f"{n} {s} ({(s - 10) // 2:+d})"
                        for n, s in zip(ABILITIES, scores, strict=True)
                    )
                ]
            )
        elif role == "modsave":
            rows += [["  ".join(r)] for r in modsave_rows([int(v) for v in text.split()])[1:]]
        elif role in ("section", "band"):
            rows.append([bold(spans(text))])
        else:
            rows.append([spans(text)])
    return rows


def mark(marker: str) -> str:
    return f'<text:bookmark text:name="{marker}"/>' if marker else ""


def para(style: str, content: str, marker: str = "") -> str:
    return f'<text:p text:style-name="{style}">{mark(marker)}{content}</text:p>'


class Body:
    """Writes the blocks in order; keeps the counters a document needs (tables, frames,
    notes, sections) and the style's habits (``plan``)."""

    def __init__(self, plan: Plan, style: str) -> None:
        self.plan, self.style = plan, style
        self.out: list[str] = []
        self.count = {"table": 0, "frame": 0, "note": 0, "section": 0}
        self.in_section = False
        self.pending_style = ""  # a paragraph style that carries a break or page style
        self.pending_frame = ""  # a wrapped frame waiting for the next body paragraph

    def next(self, name: str) -> int:
        self.count[name] += 1
        return self.count[name]

    def p(self, style: str, content: str, marker: str = "", more: tuple[str, ...] = ()) -> None:
        if self.pending_style:
            style, self.pending_style = f"{style}_{self.pending_style}", ""
        self.out.append(para(style, "".join(mark(m) for m in more) + content, marker))

    # -- blocks ------------------------------------------------------------------------------
    def block(self, block: Block) -> None:
        handler = getattr(self, f"on_{type(block).__name__.lower()}", None)
        if handler is None:
            raise TypeError(f"strider cannot write {type(block).__name__}")
        handler(block)

    def on_title(self, b: Title) -> None:
        self.p("Title_First" if self.plan.title_page else "Title", escape(b.title))
        self.p("Subtitle", escape(b.subtitle))
        self.p("Byline", escape(b.byline))

    def on_sectionheading(self, b: SectionHeading) -> None:
        level = min(b.level, 3)
        style = "H1" if level == 1 else "H3"
        if self.pending_style:
            style, self.pending_style = f"{style}_{self.pending_style}", ""
        self.out.append(
            f'<text:h text:style-name="{style}" text:outline-level="{level if level == 1 else 3}">'
            f"{escape(b.text)}</text:h>"
        )

    def heading_text(self, b: AreaHeading) -> str:
        name = escape(b.name)
        if self.plan.small_caps:
            name = f'<text:span text:style-name="SC">{name}</text:span>'
        label = escape(b.label)
        return f"{label} {name}" if label else name

    def on_areaheading(self, b: AreaHeading) -> None:
        text = self.heading_text(b)
        if b.hang in ("n.", "n)", "c.n") or not self.plan.fake_headings:
            style = "H2"
            if self.pending_style:
                style, self.pending_style = f"{style}_{self.pending_style}", ""
            self.out.append(
                f'<text:h text:style-name="{style}" text:outline-level="2">'
                f"{mark(b.marker)}{text}</text:h>"
            )
        else:  # Word habit: a bold body paragraph that only looks like a heading
            self.p("FakeHead", f'<text:span text:style-name="B">{text}</text:span>', b.marker)

    def body_text(self, text: str) -> str:
        content = spans(text)
        if self.plan.line_breaks and ". " in content and self.plan.rng.random() < 0.3:
            head, tail = content.split(". ", 1)
            content = f"{head}.<text:line-break/>{tail}"
        if self.plan.tab_indent:
            content = "<text:tab/>" + content
        return content

    def on_para(self, b: Para) -> None:
        marker = b.markers[0] if b.markers else ""
        if b.kind == "footnote":
            self.footnote(spans(b.text))
            return
        if b.kind == "stat":
            self.p("Stat", spans(b.text), marker)
            return
        if b.kind == "note":
            self.p("Small", spans(b.text), marker)
            return
        lead = f'<text:span text:style-name="B">{spans(b.lead)}</text:span> ' if b.lead else ""
        style = "BodyKeep" if len(b.markers) > 0 else "Body"  # an inline stat's page is exact
        frame, self.pending_frame = self.pending_frame, ""
        self.p(style, frame + lead + self.body_text(b.text), marker, b.markers[1:])

    def footnote(self, content: str) -> None:
        """A footnote on the paragraph written last."""
        n = self.next("note")
        note = (
            f'<text:note text:id="ftn{n}" text:note-class="footnote">'
            f"<text:note-citation>{n}</text:note-citation><text:note-body>"
            f'<text:p text:style-name="Footnote">{content}</text:p></text:note-body></text:note>'
        )
        if self.out and self.out[-1].endswith("</text:p>"):
            self.out[-1] = self.out[-1][: -len("</text:p>")] + note + "</text:p>"

    def on_readaloud(self, b: ReadAloud) -> None:
        if self.plan.frames:
            self.frame("ReadFrame", [para("ReadText", spans(b.text))], wrap=False)
        else:
            self.p("Read", spans(b.text))

    def on_sidebar(self, b: Sidebar) -> None:
        inner = [para("SideHead", escape(b.title)), para("SideText", spans(b.text))]
        if self.plan.frames or self.style in ("footed", "listnum"):
            self.frame("SideFrame", inner, wrap=True)
        else:
            self.out.extend(
                [para("SideHeadBox", escape(b.title)), para("SideTextBox", spans(b.text))]
            )

    def frame(self, style: str, inner: list[str], *, wrap: bool) -> None:
        """A text frame: a read-aloud one anchored to an empty paragraph of its own, a wrapped
        sidebar (narrower) anchored to the next body paragraph, which runs round it."""
        n = self.next("frame")
        width = self.plan.text_width * (0.42 if wrap else 0.96)
        xml = (
            f'<draw:frame draw:style-name="{style}" draw:name="Frame{n}" '
            f'text:anchor-type="paragraph" svg:width="{width:.1f}pt" draw:z-index="{n}">'
            f'<draw:text-box fo:min-height="12pt">{"".join(inner)}</draw:text-box></draw:frame>'
        )
        if wrap:
            self.pending_frame += xml
        else:
            self.out.append(f'<text:p text:style-name="Anchor">{xml}</text:p>')

    def on_numberedlist(self, b: NumberedList) -> None:
        items = "".join(
            f'<text:list-item><text:p text:style-name="ListText">{spans(i)}</text:p>'
            "</text:list-item>"
            for i in b.items
        )
        self.out.append(f'<text:list text:style-name="Numbers">{items}</text:list>')

    def on_newpage(self, b: NewPage) -> None:
        self.pending_style = "Page"

    def on_flow(self, b: Flow) -> None:
        if b.kind == "page":  # a page style change breaks the page already
            self.pending_style = self.pending_style or "Page"
        elif b.kind == "column":
            self.pending_style = "Column"
        elif b.kind in ("landscape", "portrait"):
            self.pending_style = b.kind.capitalize()
        elif b.kind == "columns":
            if self.in_section:
                self.out.append("</text:section>")
                self.in_section = False
            if b.columns > 1:
                n = self.next("section")
                self.out.append(
                    f'<text:section text:style-name="Sect{b.columns}" text:name="Section{n}">'
                )
                self.in_section = True

    # -- tables ------------------------------------------------------------------------------
    def table(self, rows: list[list[tuple[str, str]]], widths: tuple[int, ...], head: int) -> None:
        """A bordered table; each cell is (content, marker); the first ``head`` rows are set
        bold; a row of one cell spans the table."""
        n = self.next("table")
        cols = "".join(f'<table:table-column table:style-name="Tcol{w}"/>' for w in widths)
        parts = [f'<table:table table:name="Table{n}" table:style-name="Tab">{cols}']
        for index, row in enumerate(rows):
            cells = []
            for content, marker in row:
                style = "CellHead" if index < head else "Cell"
                cells.append(
                    f'<table:table-cell table:style-name="Cell" office:value-type="string">'
                    f"{para(style, content, marker)}</table:table-cell>"
                )
            if len(row) < len(widths):
                cells[-1] = cells[-1].replace(
                    "<table:table-cell ",
                    f'<table:table-cell table:number-columns-spanned="{len(widths)}" ',
                    1,
                )
                cells.extend("<table:covered-table-cell/>" for _ in range(len(widths) - 1))
            parts.append(f"<table:table-row>{''.join(cells)}</table:table-row>")
        parts.append("</table:table>")
        self.out.append("".join(parts))

    def on_table(self, b: Table) -> None:
        self.p("Caption", f'<text:span text:style-name="B">{escape(b.title)}</text:span>')
        rows = [[(f'<text:span text:style-name="B">{escape(h)}</text:span>', "") for h in b.header]]
        rows += [[(spans(a), ""), (spans(c), "")] for a, c in b.rows]
        self.table(rows, (1, 6), 1)

    def on_rostertable(self, b: RosterTable) -> None:
        rows: list[list[tuple[str, str]]] = []
        if any(b.header):
            rows.append(
                [(f'<text:span text:style-name="B">{escape(h)}</text:span>', "") for h in b.header]
            )
        for row, marker in zip(b.rows, b.markers, strict=True):
            rows.append([(spans(row[0]), marker), (spans(row[1]), "")])
        self.table(rows, (2, 7), 1 if any(b.header) else 0)

    def on_block5e(self, b: Block5e) -> None:
        rows = block_rows(b.lines)
        if self.style == "celled":
            marked = [
                [(c, b.marker if i == 0 and j == 0 else "") for j, c in enumerate(r)]
                for i, r in enumerate(rows)
            ]
            self.table(marked, (2, 5), 0)
            return
        for index, row in enumerate(rows):
            style = "BlockFirst" if index == 0 else "BlockLine"
            self.p(style, " ".join(row), b.marker if index == 0 else "")

    def on_leaders(self, b: Leaders) -> None:
        self.p("Caption", f'<text:span text:style-name="B">{escape(b.title)}</text:span>')
        for key, name in b.entries:
            self.p("Leader", f"{escape(key)}<text:tab/>{escape(name)}")


def document(blocks: list[Block], plan: Plan, style: str) -> str:
    body = Body(plan, style)
    for block in blocks:
        body.block(block)
    if body.pending_frame:
        body.out.append(para("Anchor", body.pending_frame))
    if body.in_section:
        body.out.append("</text:section>")
    text = "\n".join(body.out)
    return f"{document_head(plan)}<office:body><office:text>{text}</office:text></office:body></office:document>\n"
