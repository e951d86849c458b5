"""The pieces of a roamer page (``roamer_html``): titles, boxes, stat blocks, tables, lists,
a wiki's contents and references, a blog's masthead, sidebar and comments, the document."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import roamer_css as rc
from .blocks import (
    AreaHeading,
    Block5e,
    Bullet,
    ReadAloud,
    SectionHeading,
    Sidebar,
    StatTable,
    Table,
    Title,
)

if TYPE_CHECKING:
    from .roamer_html import PageWriter


@dataclass(frozen=True)
class Needle:
    markers: tuple[str, ...]
    text: str  # the element's first visible words
    mode: str = "flow"  # flow: in reading order | float: beside it | past: skip over it


ABILITIES = ("STR", "DEX", "CON", "INT", "WIS", "CHA")
COMMENTERS = ("Grognard Gary", "Anonymous", "tenfootpole", "Mira K.", "DungeonDad", "Lexi")
WIDGETS = (
    ("About Me", "I write small dungeons for old games and post them here for free."),
    ("Labels", "adventure (14) \u00b7 free (22) \u00b7 OSR (31) \u00b7 5e (4) \u00b7 maps (9)"),
    ("Blog Archive", "\u25be 2026 (18) \u25be December (2) \u25b8 November (3) \u25b8 October (1)"),
    ("Followers", "Followers (212)"),
)


def title(writer: PageWriter, block: Title) -> None:
    name = html.escape(block.title)
    if writer.style == "wikiprint":
        writer.out(f'<div class="from">From the Orrery Wiki</div><h1>{name}</h1>')
    elif writer.style == "blogpost":
        writer.out(f'<div class="postdate">Sunday, 6 December 2026</div><h1>{name}</h1>')
    else:
        writer.out(f"<h1>{name}</h1>")
    writer.out(
        f'<p class="sub"><i>{html.escape(block.subtitle)}</i> \u2014 {html.escape(block.byline)}</p>'
    )


def toc(writer: PageWriter) -> None:
    """The wiki's contents box: every section and area, numbered as the page numbers them."""
    rows: list[str] = []
    lines: list[str] = []
    section = 0
    for block in writer.module.blocks:
        if isinstance(block, SectionHeading):
            if rows:
                rows.append("</ol></li>")
            section += 1
            rows.append(f"<li>{section} {html.escape(block.text)}<ol>")
            lines.append(f"{section} {block.text}")
        elif isinstance(block, AreaHeading):
            rows.append(f"<li>{html.escape(block.label)} {html.escape(block.name)}</li>")
            lines.append(f"{block.label} {block.name}")
    rows.append("</ol></li>")
    writer.needles.append(Needle((), " ".join(lines), "past"))
    writer.out(f'<div class="toc"><div class="t">Contents</div><ol>{"".join(rows)}</ol></div>')


def read_aloud(writer: PageWriter, block: ReadAloud) -> None:
    text = html.escape(block.text)
    if writer.style == "pandoc":
        writer.out(f"<blockquote><p>{text}</p></blockquote>")
    elif writer.style == "notion":
        writer.out(f'<div class="readaloud">{text}</div>')
    else:
        writer.out(f'<div class="readaloud"><i>{text}</i></div>')


def monster(writer: PageWriter, block: Block5e) -> None:
    """A framed 5e block between tapered rules (the Homebrewery look)."""
    writer.mark((block.marker,), " ".join(text for _, text in block.lines[:2]))
    parts = ['<div class="mon"><div class="edge"></div>']
    for role, text in block.lines:
        if role == "name":
            parts.append(f"<h4>{html.escape(text)}</h4>")
        elif role == "meta":
            parts.append(f'<div class="meta">{text}</div>')
        elif role == "rule":
            parts.append('<div class="taper"></div>')
        elif role in ("abilities", "abilities2024"):
            scores = [int(s) for s in text.split()]
            cells = "".join(f"<td>{s} ({(s - 10) // 2:+d})</td>" for s in scores)
            heads = "".join(f"<th>{a}</th>" for a in ABILITIES)
            parts.append(f"<table><tr>{heads}</tr><tr>{cells}</tr></table>")
        elif role == "section":
            parts.append(f'<div class="section">{html.escape(text)}</div>')
        else:
            parts.append(f'<div class="{role}">{text}</div>')
    parts.append('<div class="edge"></div></div>')
    writer.out("".join(parts))


def infobox(writer: PageWriter, block: StatTable) -> None:
    writer.mark((block.marker,), " ".join((block.name, *block.rows[0])), "float")
    rows = "".join(
        f"<tr><th>{html.escape(a)}</th><td>{html.escape(b)}</td></tr>" for a, b in block.rows
    )
    writer.out(f'<table class="infobox"><caption>{html.escape(block.name)}</caption>{rows}</table>')


def table(writer: PageWriter, block: Table) -> None:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in block.header)
    rows = "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in block.rows)
    caption = html.escape(block.title)
    if writer.style == "pandoc":
        writer.out(f"<h3>{caption}</h3><table><tr>{head}</tr>{rows}</table>")
    else:
        writer.out(f"<h4>{caption}</h4><table><tr>{head}</tr>{rows}</table>")


def sidebar(writer: PageWriter, block: Sidebar) -> None:
    name = html.escape(block.title)
    if writer.style == "brewery":
        writer.out(f'<div class="note"><h4>{name}</h4>{block.text}</div>')
    elif writer.style == "pandoc":
        writer.out(f"<blockquote><p><b>{name}:</b> {block.text}</p></blockquote>")
    else:
        writer.out(
            f'<div class="callout"><span class="icon">\u2139</span><b>{name}.</b> {block.text}</div>'
        )


def bullets(writer: PageWriter, items: list[Bullet]) -> None:
    """A stat list: in a Notion-like page an opened toggle, elsewhere a plain list."""
    inner = []
    for item in items:
        writer.mark(item.markers, item.text)
        inner.append(f"<li>{item.text}</li>")
    if writer.rng.random() < 0.6:
        writer.out(f"<details open><summary>Creatures</summary><ul>{''.join(inner)}</ul></details>")
    else:
        writer.out(f"<p><b>Creatures:</b></p><ul>{''.join(inner)}</ul>")


def footnoted(writer: PageWriter, text: str) -> str:
    """A wiki paragraph with a reference mark after its first sentence."""
    writer.notes.append(writer.rng.choice(rc.REFERENCES))
    mark = f"<sup>[{len(writer.notes)}]</sup>"
    cut = text.find(". ")
    return text + mark if cut < 0 else f"{text[: cut + 1]}{mark}{text[cut + 1 :]}"


def blog_frame(writer: PageWriter, body: str) -> str:
    """The blog's masthead and nav, the post beside its sidebar of widgets, the comments."""
    rng, module = writer.rng, writer.module
    site = rng.choice(rc.BLOG_NAMES)
    nav = "".join(f"<span>{n}</span>" for n in ("Home", "About", "Free Adventures", "Contact"))
    widgets = "".join(
        f'<div class="widget"><h4>{html.escape(t)}</h4>{html.escape(x)}</div>' for t, x in WIDGETS
    )
    names = sorted({str(c["name"]) for a in module.areas for c in a["creatures"]})  # type: ignore[attr-defined]
    comments = []
    for index in range(rng.randint(2, 5)):
        text = rng.choice(rc.COMMENTS)
        if "{name}" in text and not names:
            text = "Great post, thanks for sharing!"
        text = text.format(name=rng.choice(names) if names else "")
        comments.append(
            f'<div class="comment"><span class="who">{rng.choice(COMMENTERS)}</span> '
            f'<span class="when">December {7 + index}, 2026 at {rng.randint(1, 11)}:{rng.randint(10, 59)} PM</span>'
            f"<p>{html.escape(text)}</p></div>"
        )
    return (
        f'<div class="masthead"><div class="site">{site}</div>'
        "<div>Dungeons, maps and rules for old-school games</div></div>"
        f'<div class="nav">{nav}</div><div class="wrap"><article>{body}'
        f'<div class="comments"><h3>{len(comments)} comments:</h3>{"".join(comments)}</div>'
        f"</article><aside>{widgets}</aside></div>"
    )


def document(writer: PageWriter, body: str) -> str:
    look, style = writer.look, writer.style
    title_text = next(b.title for b in writer.module.blocks if isinstance(b, Title))
    if style == "brewery":
        css = rc.brewery_css(look, html.escape(title_text))
        body = f'<div class="flow">{body}</div>'
    elif style == "notion":
        css = rc.notion_css(look)
    elif style == "blogpost":
        slug = "-".join(title_text.lower().split())
        url = f"https://{writer.rng.choice(rc.BLOG_HOSTS)}/2026/12/{slug}.html"
        css = rc.blog_css(look, html.escape(title_text), url, "12/7/26, 9:41 AM")
        body = blog_frame(writer, body)
    elif style == "pandoc":
        css = rc.pandoc_css(look)
    elif style == "cardgrid":
        css = rc.cards_css(look)
    else:
        css = rc.wiki_css(look)
        if writer.notes:
            refs = "".join(f"<li>^ {html.escape(n)}</li>" for n in writer.notes)
            body += f'<h2>References</h2><ol class="refs">{refs}</ol>'
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title_text)}</title><style>{rc.base_css(look)}{css}</style>"
        f"</head><body>{body}</body></html>"
    )
