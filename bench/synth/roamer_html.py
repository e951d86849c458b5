"""A roamer module as the web page its maker wrote (``roamer_print`` prints it with Chromium).

``page_html`` turns the module's blocks into HTML for the style's kind of page (``roamer_css``
has the look) and returns, beside the page, one ``Needle`` per marked element in the order the
page prints them: the visible text the element starts with. The pages of the truth are found
by looking for those texts in the printed PDF, never guessed from the HTML."""

from __future__ import annotations

import html
import random
import re
from dataclasses import dataclass, field

from . import roamer_css as rc
from . import roamer_parts as rp
from .blocks import (
    AreaHeading,
    Block,
    Block5e,
    Bullet,
    Module,
    NewPage,
    NumberedList,
    Para,
    ReadAloud,
    SectionHeading,
    Sidebar,
    StatTable,
    Table,
    Title,
)
from .roamer_parts import Needle
from .styles import STYLES


def plain(markup: str) -> str:
    """The visible text of a piece of markup."""
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


VOWELS = set("aeiouy")


def soft_hyphens(text: str) -> str:
    """Soft hyphens in the words of eight letters or more, after each vowel followed by a
    consonant three letters or more from either end: Chromium's headless print has no
    hyphenation dictionary, so a page that hyphenates carries its breaks in the text (as
    editors and Markdown tools that hyphenate for the web write them)."""

    def word(found: re.Match[str]) -> str:
        letters = found.group(0)
        cuts = [
            i
            for i in range(3, len(letters) - 2)
            if letters[i - 1] in VOWELS and letters[i] not in VOWELS
        ]
        for cut in reversed(cuts):
            letters = letters[:cut] + "\u00ad" + letters[cut:]
        return letters

    pieces = re.split(r"(<[^>]+>|&\w+;)", text)
    return "".join(p if p.startswith(("<", "&")) else re.sub(r"[a-z]{8,}", word, p) for p in pieces)


def markup(text: str) -> str:
    """reportlab paragraph markup as HTML (bold, italic, superscripts pass as they are)."""
    return text.replace("<super>", "<sup>").replace("</super>", "</sup>")


@dataclass
class PageWriter:
    module: Module
    look: rc.Look
    rng: random.Random
    parts: list[str] = field(default_factory=list)
    needles: list[Needle] = field(default_factory=list)
    in_card: bool = False
    in_grid: bool = False
    sections: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def style(self) -> str:
        return self.module.style

    def mark(self, markers: tuple[str, ...], text: str, mode: str = "flow") -> None:
        if markers:
            self.needles.append(Needle(markers, plain(text), mode))

    def out(self, piece: str) -> None:
        self.parts.append(piece)

    # -- the blocks ------------------------------------------------------------------------
    def block(self, block: Block) -> None:
        if self.style == "cardgrid" and not isinstance(block, AreaHeading) and not self.in_card:
            self.close_grid()
        if isinstance(block, Title):
            rp.title(self, block)
        elif isinstance(block, SectionHeading):
            self.close_grid()
            self.section(block)
        elif isinstance(block, AreaHeading):
            self.area_heading(block)
        elif isinstance(block, Para):
            self.para(block)
        elif isinstance(block, ReadAloud):
            rp.read_aloud(self, block)
        elif isinstance(block, Block5e):
            rp.monster(self, block)
        elif isinstance(block, StatTable):
            rp.infobox(self, block)
        elif isinstance(block, Bullet):
            self.mark(block.markers, block.text)
            self.out(f"<li>{markup(block.text)}</li>")
        elif isinstance(block, Table):
            rp.table(self, block)
        elif isinstance(block, Sidebar):
            rp.sidebar(self, block)
        elif isinstance(block, NumberedList):
            self.out("<ol>" + "".join(f"<li>{markup(i)}</li>" for i in block.items) + "</ol>")
        elif isinstance(block, NewPage):
            self.close_grid()
            self.out('<div style="break-before: page"></div>')

    def section(self, block: SectionHeading) -> None:
        tag = "h1" if self.style == "pandoc" else "h2"
        text = html.escape(block.text)
        if self.style == "wikiprint":
            if not self.sections:
                rp.toc(self)
            self.sections += 1
            edit = '<span class="edit">[edit]</span>' if self.rng.random() < 0.4 else ""
            text = f"{self.sections} {text}{edit}"
        self.out(f"<{tag}>{text}</{tag}>")

    def area_heading(self, block: AreaHeading) -> None:
        label, name = html.escape(block.label), html.escape(block.name)
        self.mark((block.marker,), f"{block.label} {block.name}")
        if self.style == "cardgrid":
            self.close_card()
            if not self.in_grid:
                self.out('<div class="grid">')
                self.in_grid = True
            self.out(f'<div class="card"><h3><span class="badge">{label}</span> {name}</h3>')
            self.in_card = True
            return
        tag = "h2" if self.style == "pandoc" else "h3"
        edit = ""
        if self.style == "wikiprint" and self.rng.random() < 0.4:
            edit = '<span class="edit">[edit]</span>'
        self.out(f"<{tag}>{label} {name}{edit}</{tag}>")

    def para(self, block: Para) -> None:
        text = markup(block.text)
        if self.look.hyphens and block.kind == "body":
            text = soft_hyphens(text)
        if self.style == "wikiprint" and block.kind == "body" and self.rng.random() < 0.35:
            text = rp.footnoted(self, text)
        lead = f"<b>{html.escape(block.lead)}</b> " if block.lead else ""
        self.mark(block.markers, f"{block.lead} {block.text}")
        keep = " keep" if block.markers else ""
        self.out(f'<p class="{block.kind}{keep}">{lead}{text}</p>')

    def close_card(self) -> None:
        if self.in_card:
            self.out("</div>")
            self.in_card = False

    def close_grid(self) -> None:
        self.close_card()
        if self.in_grid:
            self.out("</div>")
            self.in_grid = False


def wiki_order(blocks: list[Block]) -> list[Block]:
    """A wiki's infoboxes sit at the top of their section, floated beside its text."""
    ordered: list[Block] = []
    head = -1
    for block in blocks:
        if isinstance(block, AreaHeading | SectionHeading):
            head = len(ordered)
        if isinstance(block, StatTable) and head >= 0:
            ordered.insert(head + 1, block)
            head += 1
        else:
            ordered.append(block)
    return ordered


def grouped(blocks: list[Block]) -> list[Block | list[Bullet]]:
    """Runs of bullets as one list each."""
    out: list[Block | list[Bullet]] = []
    for block in blocks:
        if isinstance(block, Bullet):
            if out and isinstance(out[-1], list):
                out[-1].append(block)
            else:
                out.append([block])
        else:
            out.append(block)
    return out


def page_html(module: Module) -> tuple[str, list[Needle]]:
    look = rc.choose_look(STYLES[module.style], module.seed, module.switches)
    writer = PageWriter(module, look, random.Random(module.seed * 613 + 5))
    blocks = wiki_order(module.blocks) if module.style == "wikiprint" else module.blocks
    body_start = len(writer.parts)
    for item in grouped(blocks):
        if isinstance(item, list):
            rp.bullets(writer, item)
        else:
            writer.block(item)
    writer.close_grid()
    body = "\n".join(writer.parts[body_start:])
    return rp.document(writer, body), writer.needles
