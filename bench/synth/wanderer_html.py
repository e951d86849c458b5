"""A wanderer module as the HTML document its maker wrote for a print engine
(``wanderer_render`` renders it with WeasyPrint; ``wanderer_css`` has the style sheet).

Every marked element carries its marker as its ``id``: WeasyPrint writes each id as a named
destination, and the truth's pages are read from those (never guessed from the layout). Keys
written by a CSS counter are not in the HTML: the heading holds the name alone."""

from __future__ import annotations

import html
import random
import re
from dataclasses import dataclass, field

from . import wanderer_css as wc
from .blocks import (
    AreaHeading,
    Block,
    Block5e,
    Flow,
    Leaders,
    Module,
    NewPage,
    NumberedList,
    Para,
    ReadAloud,
    RosterTable,
    SectionHeading,
    Sidebar,
    StatTable,
    Table,
    Title,
)
from .statlines_wide import modsave_rows
from .styles import STYLES
from .wanderer_keys import COUNTER

ABILITIES = ("STR", "DEX", "CON", "INT", "WIS", "CHA")
COVER_STYLES = ("manual", "scholia")


def markup(text: str) -> str:
    """reportlab paragraph markup as HTML."""
    text = text.replace("<super>", "<sup>").replace("</super>", "</sup>")
    return re.sub(r"</?font[^>]*>", "", text)


@dataclass
class DocWriter:
    module: Module
    look: wc.Look
    rng: random.Random
    out: list[str] = field(default_factory=list)
    forms: dict[str, str] = field(default_factory=dict)  # css class -> counter form
    pending_break: bool = False
    in_land: bool = False
    title: str = ""

    @property
    def style(self) -> str:
        return self.module.style

    def put(self, piece: str) -> None:
        if self.pending_break:
            self.out.append('<div class="pb"></div>')
            self.pending_break = False
        self.out.append(piece)

    def block(self, block: Block, index: int) -> None:
        handler = getattr(self, f"on_{type(block).__name__.lower()}", None)
        if handler is None:
            raise TypeError(f"wanderer cannot write {type(block).__name__}")
        if isinstance(block, Leaders):
            self.on_leaders(block, index)
        else:
            handler(block)

    def on_title(self, b: Title) -> None:
        self.title = b.title
        cover = ' class="cover"' if self.style in COVER_STYLES else ""
        self.out.append(
            f"<div{cover}><h1>{html.escape(b.title)}</h1>"
            f'<p class="sub">{html.escape(b.subtitle)}</p><p class="by">{html.escape(b.byline)}</p>'
            "</div>"
        )

    def on_sectionheading(self, b: SectionHeading) -> None:
        level = ' class="l1"' if b.level == 1 else ""
        self.put(f"<h2{level}>{html.escape(b.text)}</h2>")

    def counter_class(self, form: str) -> str:
        for css_class, known in self.forms.items():
            if known == form:
                return css_class
        css_class = f"k{len(self.forms) + 1}"
        self.forms[css_class] = form
        return css_class

    def on_areaheading(self, b: AreaHeading) -> None:
        name = f'<span class="name">{html.escape(b.name)}</span>'
        if b.hang.startswith(COUNTER):
            css_class = self.counter_class(b.hang[len(COUNTER) :])
            self.put(f'<h3 id="{b.marker}" class="area {css_class}">{name}</h3>')
        else:
            label = f"{html.escape(b.label)} " if b.label else ""
            self.put(f'<h3 id="{b.marker}" class="area">{label}{name}</h3>')
        if self.style == "scholia":
            self.out.append(f'<div class="runhead">{html.escape(b.name)}</div>')

    def on_para(self, b: Para) -> None:
        text = markup(b.text)
        if b.kind == "footnote":
            note = f'<span class="fn">{text}</span>'
            if self.out and self.out[-1].endswith("</p>"):
                self.out[-1] = self.out[-1][: -len("</p>")] + note + "</p>"
            return
        anchor = "".join(f'<a id="{m}"></a>' for m in b.markers[1:])
        ident = f' id="{b.markers[0]}"' if b.markers else ""
        kind = "stat" if b.kind == "stat" else ("keep" if b.markers else "body")
        lead = f"<b>{html.escape(b.lead)}</b> " if b.lead else ""
        self.put(f'<p{ident} class="{kind}">{anchor}{lead}{text}</p>')

    def on_readaloud(self, b: ReadAloud) -> None:
        self.put(f'<div class="read">{markup(b.text)}</div>')

    def on_sidebar(self, b: Sidebar) -> None:
        self.put(
            f'<aside class="side"><h4>{html.escape(b.title)}</h4><p>{markup(b.text)}</p></aside>'
        )

    def on_numberedlist(self, b: NumberedList) -> None:
        self.put("<ol>" + "".join(f"<li>{markup(i)}</li>" for i in b.items) + "</ol>")

    def on_newpage(self, b: NewPage) -> None:
        self.pending_break = True

    def on_flow(self, b: Flow) -> None:
        if b.kind == "page":
            self.pending_break = True
        elif b.kind == "landscape" and not self.in_land:
            self.out.append('<div class="land"><div class="landcols">')
            self.in_land = True
        elif b.kind == "portrait" and self.in_land:
            self.out.append("</div></div>")
            self.in_land = False

    def on_table(self, b: Table) -> None:
        head = "".join(f"<th>{html.escape(h)}</th>" for h in b.header)
        rows = "".join(f"<tr><td>{markup(a)}</td><td>{markup(c)}</td></tr>" for a, c in b.rows)
        self.put(f"<h4>{html.escape(b.title)}</h4><table><tr>{head}</tr>{rows}</table>")

    def on_rostertable(self, b: RosterTable) -> None:
        head = ""
        if any(b.header):
            cells = "".join(f"<th>{html.escape(h)}</th>" for h in b.header)
            head = f"<thead><tr>{cells}</tr></thead>"
        rows = "".join(
            f'<tr><td id="{m}">{markup(r[0])}</td><td>{markup(r[1])}</td></tr>'
            for r, m in zip(b.rows, b.markers, strict=True)
        )
        self.put(f'<table class="roster">{head}{rows}</table>')

    def on_stattable(self, b: StatTable) -> None:
        rows = "".join(
            f"<tr><th>{html.escape(a)}</th><td>{html.escape(v)}</td></tr>" for a, v in b.rows
        )
        self.put(
            f'<table class="box" id="{b.marker}"><caption>{html.escape(b.name)}</caption>'
            f"{rows}</table>"
        )

    def on_block5e(self, b: Block5e) -> None:
        parts = [f'<div class="mon" id="{b.marker}">']
        for role, text in b.lines:
            if role == "rule":
                continue
            if role == "name":
                parts.append(f'<p class="name">{markup(text)}</p>')
            elif role == "meta":
                parts.append(f"<p><i>{markup(text)}</i></p>")
            elif role in ("abilities", "abilities2024"):
                scores = [int(s) for s in text.split()]
                heads = "".join(f"<th>{a}</th>" for a in ABILITIES)
                cells = "".join(f"<td>{s} ({(s - 10) // 2:+d})</td>" for s in scores)
                parts.append(f"<table><tr>{heads}</tr><tr>{cells}</tr></table>")
            elif role == "modsave":
                rows = modsave_rows([int(v) for v in text.split()])
                parts.append(
                    "<table>"
                    + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
                    + "</table>"
                )
            elif role in ("section", "band"):
                parts.append(f"<h4>{markup(text)}</h4>")
            else:
                parts.append(f"<p>{markup(text)}</p>")
        parts.append("</div>")
        self.put("".join(parts))

    def on_leaders(self, b: Leaders, index: int) -> None:
        """The key's contents: a link to each area that follows in this chapter, the key
        (typed, or the target's counters) before the name, the page behind dot leaders."""
        items = []
        for block in self.module.blocks[index + 1 :]:
            if isinstance(block, SectionHeading):
                break
            if not isinstance(block, AreaHeading):
                continue
            name = html.escape(block.name)
            if block.hang.startswith(COUNTER):
                css_class = self.counter_class(block.hang[len(COUNTER) :])
                items.append(f'<li><a class="{css_class}" href="#{block.marker}">{name}</a></li>')
            else:
                label = f"{html.escape(block.label)} " if block.label else ""
                items.append(f'<li><a href="#{block.marker}">{label}{name}</a></li>')
        self.put(f'<nav class="toc"><h4>{html.escape(b.title)}</h4><ul>{"".join(items)}</ul></nav>')


def side_order(blocks: list[Block]) -> list[Block]:
    """A floated box goes before its area's paragraph, so the prose wraps round it."""
    ordered: list[Block] = []
    head = -1
    for block in blocks:
        if isinstance(block, AreaHeading):
            head = len(ordered) + 1
        if isinstance(block, StatTable) and head >= 0:
            ordered.insert(head, block)
            head += 1
        else:
            if isinstance(block, SectionHeading):
                head = -1
            ordered.append(block)
    return ordered


def document_html(module: Module) -> str:
    look = wc.choose_look(STYLES[module.style], module.seed, module.switches)
    writer = DocWriter(module, look, random.Random(module.seed * 617 + 3))
    blocks = side_order(module.blocks) if module.style == "sidebox" else module.blocks
    if module.style == "sidebox":
        module = Module(module.name, module.seed, module.style, module.switches, blocks)
        writer.module = module
    for index, block in enumerate(blocks):
        writer.block(block, index)
    if writer.in_land:
        writer.out.append("</div></div>")
    body = "\n".join(writer.out)
    if module.style == "booklet" or (module.style == "capszine" and look.columns > 1):
        first = body.find("</div>") + len("</div>")  # the title stays above the columns
        body = f'{body[:first]}<div class="cols">{body[first:]}</div>'
    css = "\n".join(
        (
            wc.body_css(look),
            wc.margin_boxes(module.style, look, html.escape(writer.title).replace('"', "'")),
            wc.style_css(module.style, look, writer.forms),
        )
    )
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(writer.title)}</title><style>{css}</style></head>"
        f"<body>{body}</body></html>"
    )
