"""The ranger styles' blocks as Typst source, set with Typst's own means: numbered headings
(the treatise's keys are not in the source), page columns and column breaks, floats placed
at the top or bottom of a column or across the page, boxed blocks for stat blocks and
read-aloud, a grid of ability scores, ruled tables with a header that repeats, footnotes,
cards in a grid, notes placed in the margin, landscape pages, the outline. Every marker is a
``metadata`` element (``mk``), or the label of its heading, whose page Typst reports
(``ranger_render``). The preamble is ``ranger_looks``'s."""

from __future__ import annotations

import html
import re

from .blocks import (
    AreaHeading,
    Block,
    Block5e,
    Flow,
    MarginNote,
    NewPage,
    NumberedList,
    Para,
    ReadAloud,
    RoomRow,
    RoomTable,
    SectionHeading,
    Sidebar,
    Table,
    Title,
)
from .ranger_looks import Plan, preamble
from .statlines_wide import modsave_rows

TAG = re.compile(r"<(/?)(\w+)[^>]*>")
WRAP = {"b": "#strong[", "strong": "#strong[", "i": "#emph[", "em": "#emph[", "super": "#super["}
ABILITIES = ("STR", "DEX", "CON", "INT", "WIS", "CHA")
BLOCK_FILLS = ('rgb("#fdf1dc")', 'rgb("#f2ead8")', "luma(245)")


def string(text: str) -> str:
    """A Typst string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def plain(text: str) -> str:
    text = html.unescape(text).replace("\n", " ")
    return f"#{string(text)}" if text else ""


def tx(markup: str) -> str:
    """reportlab's paragraph markup (<b>, <i>, <br/>, <font>, entities) as Typst markup: the
    words as string literals (nothing in them is read as markup), bold and italic as calls."""
    out: list[str] = []
    last = 0
    for match in TAG.finditer(markup):
        out.append(plain(markup[last : match.start()]))
        closing, name = match.group(1), match.group(2).lower()
        if name == "br":
            out.append("#linebreak()")
        elif name in WRAP:
            out.append("]" if closing else WRAP[name])
        last = match.end()
    out.append(plain(markup[last:]))
    return "".join(out)


def marks(markers: tuple[str, ...] | list[str]) -> str:
    return "".join(f"#mk({string(m)})" for m in markers if m)


def ability_grid(text: str) -> str:
    """The six scores as a table: abilities over score (modifier)."""
    scores = [int(s) for s in text.split()]
    heads = ", ".join(f"[*{a}*]" for a in ABILITIES)
    cells = ", ".join(f"[{s} ({(s - 10) // 2:+d})]" for s in scores)
    return f"#table(columns: 6, stroke: none, align: center, inset: 2pt, {heads}, {cells})"


def modsave_grid(text: str) -> str:
    """The 2024 block's ability rows (score, modifier, save) as a table."""
    rows = modsave_rows([int(v) for v in text.split()])
    width = max(len(r) for r in rows)
    cells = ", ".join(f"[{plain(c)}]" for r in rows for c in (*r, *[""] * (width - len(r))))
    return f"#table(columns: {width}, stroke: none, align: center, inset: 2pt, {cells})"


class Body:
    """Writes the blocks in order, keeping what a Typst document needs to know: the last
    paragraph (a footnote joins it), whether the page is turned."""

    def __init__(self, plan: Plan) -> None:
        self.plan, self.style = plan, plan.style
        self.out: list[str] = []
        self.flipped = False
        self.note = ""  # a margin note waiting for the paragraph it goes beside

    def block(self, block: Block) -> None:
        handler = getattr(self, f"on_{type(block).__name__.lower()}", None)
        if handler is None:
            raise TypeError(f"ranger cannot write {type(block).__name__}")
        handler(block)

    def on_title(self, b: Title) -> None:
        head = (
            f'#text(size: 2.1em, weight: "bold")[{plain(b.title)}]\\ '
            f"#emph[{plain(b.subtitle)}]\\ #text(size: 0.9em)[{plain(b.byline)}]"
        )
        if self.style == "treatise":
            self.out.append(f"#v(18%)\n#align(center)[{head}]\n#v(2em)")
        elif self.plan.columns > 1:
            self.out.append(
                f'#place(top + center, float: true, scope: "parent", clearance: 1.5em)[{head}]'
            )
        else:
            self.out.append(f"#align(center)[{head}]\n#v(1em)")

    def on_sectionheading(self, b: SectionHeading) -> None:
        self.out.append(f"{'=' * (1 if b.level == 1 else 2)} {plain(b.text)}")

    def on_areaheading(self, b: AreaHeading) -> None:
        name = plain(b.name)
        label = plain(b.label)
        if self.style == "sidenotes" and label:  # the key hangs in the margin
            label = (
                f"#box(width: 0pt, place(right + bottom, dx: -1.2em, "
                f'text(size: 1.3em, weight: "bold")[{label}]))'
            )
        text = f"{label} {name}" if label else name
        self.out.append(f"== {text} <{b.marker}>")

    def on_para(self, b: Para) -> None:
        if b.kind == "footnote":  # on the paragraph written last
            note = f"#footnote[{tx(b.text)}]"
            kept = self.out[-1].startswith("#block(breakable: false)[")
            self.out[-1] = self.out[-1][:-1] + note + "]" if kept else self.out[-1] + note
            return
        lead = f"#strong[{tx(b.lead)}] " if b.lead else ""
        text = marks(b.markers) + lead + tx(b.text)
        if b.kind == "stat":
            self.out.append(f"#par(hanging-indent: 1em)[{text}]")
        elif b.kind == "note":
            self.out.append(f"#text(size: 0.85em)[{text}]")
        elif self.note:
            self.out.append(self.beside(text))
        elif b.markers:  # an inline stat's paragraph is kept whole: its page is exact
            self.out.append(f"#block(breakable: false)[{text}]")
        else:
            self.out.append(text)

    def on_readaloud(self, b: ReadAloud) -> None:
        if self.style == "parchment":
            box = (
                f"fill: {self.plan.accent}.lighten(88%), stroke: (left: 2.5pt + {self.plan.accent})"
            )
        elif self.style == "treatise":
            self.out.append(f"#pad(x: 1.5em)[#emph[{tx(b.text)}]]")
            return
        else:
            box = "fill: luma(235)"
        self.out.append(f"#block(width: 100%, inset: 6pt, {box})[#emph[{tx(b.text)}]]")

    def sidebar_box(self, b: Sidebar) -> str:
        return (
            f"block(width: 100%, inset: 7pt, fill: {self.plan.accent}.lighten(85%), "
            f"stroke: 0.8pt + {self.plan.accent})[#strong[{plain(b.title)}]\\ {tx(b.text)}]"
        )

    def on_sidebar(self, b: Sidebar) -> None:
        """A floated note: across the page in a two-column booklet, in its column in a zine;
        a plain box elsewhere."""
        box = self.sidebar_box(b)
        where = self.plan.rng.choice(("auto", "top", "bottom"))
        if self.style == "parchment":
            self.out.append(f'#place({where}, float: true, scope: "parent", {box})')
        elif self.style == "folded":
            self.out.append(f"#place({where}, float: true, {box})")
        else:
            self.out.append(f"#{box}")

    def on_numberedlist(self, b: NumberedList) -> None:
        self.out.append("#enum(" + ", ".join(f"[{tx(i)}]" for i in b.items) + ")")

    def on_newpage(self, b: NewPage) -> None:
        self.out.append("#pagebreak(weak: true)")

    def on_flow(self, b: Flow) -> None:
        if b.kind == "page":
            self.out.append("#pagebreak(weak: true)")
        elif b.kind == "column":
            self.out.append("#colbreak(weak: true)")
        elif b.kind in ("landscape", "portrait"):
            self.flipped = b.kind == "landscape"
            self.out.append(f"#set page(flipped: {str(self.flipped).lower()})")
        elif b.kind == "outline":  # the contents: an index of areas, not areas
            self.out.append(
                '#text(size: 1.2em, weight: "bold")[Contents]\n'
                "#outline(title: none, depth: 2, indent: auto)"
            )

    def on_marginnote(self, b: MarginNote) -> None:
        """A note in the wide margin beside the paragraph that follows (the room's stat lines
        or an aside): placed out of the flow, beside the keys' column."""
        width = round(self.plan.outer - 2.4, 2)
        self.note = (
            f"box(width: {width}cm, text(size: 0.8em, hyphenate: false)"
            f"[#set par(justify: false); {marks(b.markers)}{tx(b.text)}])"
        )

    def beside(self, text: str) -> str:
        """The paragraph with the waiting note placed beside it, the two kept together on a
        page, as tall as the taller of them (the next note starts below this one)."""
        note, self.note = self.note, ""
        dx = round(self.plan.outer - 0.6, 2)
        return (
            f"#layout(size => {{ let n = {note}; let p = block(width: size.width)[{text}]; "
            "let h = calc.max(measure(n).height, measure(p).height); "
            f"block(height: h, breakable: false, place(left + top, dx: -{dx}cm, n) + p) }})"
        )

    def table(
        self, title: str, header: tuple[str, ...], rows: list[list[str]], widths: str
    ) -> None:
        fill = "fill: (_, y) => if calc.odd(y) { luma(240) }, " if self.plan.zebra else ""
        head = ", ".join(f"[*{plain(h)}*]" for h in header)
        cells = ", ".join(f"[{c}]" for row in rows for c in row)
        caption = f"#strong[{plain(title)}]\n" if title else ""
        self.out.append(
            f"{caption}#table(columns: {widths}, {fill}stroke: 0.5pt, inset: 4pt, "
            f"table.header({head}), {cells})"
        )

    def on_table(self, b: Table) -> None:
        self.table(b.title, b.header, [[tx(a), tx(c)] for a, c in b.rows], "(auto, 1fr)")

    def on_roomtable(self, b: RoomTable) -> None:
        if self.style == "cardstock":
            self.cards(b.rows)
            return
        rows = [
            [
                marks((r.marker,)) + tx(r.room),
                tx(r.description),
                marks(r.stat_markers) + tx(r.monsters),
            ]
            for r in b.rows
        ]
        self.table("", b.header, rows, "(auto, 1.6fr, 1fr)")

    def cards(self, rows: tuple[RoomRow, ...]) -> None:
        """Each room a boxed card: a coloured bar with key and name, the room, the stat lines
        under a rule; two or three to a row (one more on a turned page)."""
        accent = self.plan.accent
        made = []
        for row in rows:
            name, body = row.description, ""
            if name.startswith("<b>") and "</b>" in name:
                name, body = name[3:].split("</b>", 1)
            stats = (
                f"#line(length: 100%, stroke: 0.5pt + {accent})\n{marks(row.stat_markers)}"
                f"#text(size: 0.92em)[{tx(row.monsters)}]"
                if row.monsters
                else ""
            )
            made.append(
                f"block(width: 100%, breakable: false, stroke: 0.8pt + {accent}, radius: 3pt, "
                f"clip: true)[#block(width: 100%, inset: 5pt, fill: {accent})"
                f'[#set text(fill: white, weight: "bold"); {marks((row.marker,))}{tx(row.room)}'
                f"#h(0.6em){tx(name)}]#pad(x: 6pt, bottom: 6pt)[{tx(body.strip())}\n\n{stats}]]"
            )
        per_row = self.plan.landscape_columns if self.flipped else self.plan.per_row
        self.out.append(
            f"#grid(columns: {per_row}, column-gutter: 8pt, row-gutter: 8pt, "
            + ", ".join(made)
            + ")"
        )

    def on_block5e(self, b: Block5e) -> None:
        """A boxed stat block: the name in the accent colour, rules, a grid of abilities; one
        marked to cross the columns floats across the page (top, bottom or where it fits)."""
        accent = self.plan.accent
        parts = [marks((b.marker,))]
        for role, text in b.lines:
            if role == "name":
                parts.append(
                    f'#text(size: 1.25em, weight: "bold", fill: {accent}, smallcaps[{tx(text)}])'
                )
            elif role == "meta":
                parts.append(f"#emph[{tx(text)}]")
            elif role == "rule":
                parts.append(f"#line(length: 100%, stroke: 1.2pt + {accent})")
            elif role == "abilities" or role == "abilities2024":
                parts.append(ability_grid(text))
            elif role == "modsave":
                parts.append(modsave_grid(text))
            elif role in ("section", "band"):
                parts.append(f"#text(fill: {accent}, size: 1.1em, smallcaps[{tx(text)}])")
            else:
                parts.append(tx(text))
        inner = "\n\n".join(parts)
        fill = self.plan.rng.choice(BLOCK_FILLS)
        box = (
            f"block(width: 100%, inset: 7pt, fill: {fill}, "
            f"stroke: (top: 2pt + {accent}, bottom: 2pt + {accent}), breakable: false)"
            f"[#set par(justify: false, spacing: 0.55em); {inner}]"
        )
        if b.cross_column and self.plan.columns > 1:
            self.out.append(f'#place(auto, float: true, scope: "parent", {box})')
        else:
            self.out.append(f"#{box}")


def document(blocks: list[Block], plan: Plan) -> str:
    """The module's Typst source."""
    title = next((b for b in blocks if isinstance(b, Title)), None)
    body = Body(plan)
    for block in blocks:
        body.block(block)
    head = preamble(
        plan, string(title.title if title else ""), string(title.byline if title else "")
    )
    return head + "\n\n".join(body.out) + "\n"
