"""The wanderer styles' style sheets: what a print engine does and a browser does not. ``Look``
holds a module's draws (page, margins, faces, size, columns, justification, hyphenation,
header habits); ``style_sheet`` writes the CSS: ``@page`` rules with margin boxes (running
headers from ``string-set`` or ``position: running()``, ``counter(page)``/``counter(pages)``
footers), named pages (a cover without margin boxes, landscape pages), footnotes, counters
that write the keys, spanning headings in columns, floats, bookmarks."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .roamer_css import font_faces
from .style import Style

PAGES = {
    "letter": ("8.5in 11in", "11in 8.5in"),
    "a4": ("210mm 297mm", "297mm 210mm"),
    "a5": ("148mm 210mm", "210mm 148mm"),
    "digest": ("5.5in 8.5in", "8.5in 5.5in"),
}
JUSTIFY = {"scholia": 0.9, "capszine": 0.8, "booklet": 0.6, "manual": 0.2, "sidebox": 0.5}
INKS = ("#1b1b1b", "#202830", "#2b1d14")
ACCENTS = ("#7a1f1f", "#1f4f7a", "#2f5f2f", "#5a2f7a", "#333333")


@dataclass(frozen=True)
class Look:
    page: str
    margin: float  # mm
    body: str  # font family preset name
    heading: str
    size: float
    columns: int
    justify: bool
    hyphens: bool
    float_side: str
    accent: str
    header_title: bool  # the module's title in a margin box too
    toc_bookmarks: bool  # the areas are bookmarks (level 2) as well as the chapters


def choose_look(style: Style, seed: int, switches: frozenset[str]) -> Look:
    rng = random.Random(seed * 7717 + 23)  # the layout's own stream, from the seed
    name = style.name
    justify = rng.random() < JUSTIFY.get(name, 0.3)
    low, high = style.body_sizes
    return Look(
        page=rng.choice(style.page_sizes),
        margin=round(rng.uniform(14, 24)),
        body=rng.choice(style.fonts),
        heading=rng.choice(style.fonts),
        size=round(rng.uniform(low, high) * 2) / 2,
        columns=rng.randint(*style.columns),
        justify=justify,
        hyphens=(justify and rng.random() < 0.8) or "hyphenation" in switches,
        float_side=rng.choice(("left", "left", "right")),
        accent=rng.choice(ACCENTS),
        header_title=rng.random() < 0.5,
        toc_bookmarks=rng.random() < 0.7,
    )


def content_of(form: str, target: bool) -> str:
    """A key form ("Area {n}:", "{c}.{n}") as a CSS ``content`` value written by counters
    (``target``: the counters of the element a link points to)."""
    out: list[str] = []
    text = form
    while text:
        cut = min((text.find(t) for t in ("{n}", "{c}") if t in text), default=-1)
        if cut < 0:
            out.append(f'"{text}"')
            break
        if cut:
            out.append(f'"{text[:cut]}"')
        name = "area" if text[cut : cut + 3] == "{n}" else "chapter"
        out.append(f"target-counter(attr(href), {name})" if target else f"counter({name})")
        text = text[cut + 3 :]
    return " ".join(out)


def margin_boxes(style: str, look: Look, title: str) -> str:
    """The ``@page`` rules: each style's running header and page footer."""
    ink = "font-size: 7.5pt; color: #555;"
    top = f'"{title}"' if look.header_title else '""'
    rules = {
        "manual": (
            f"@top-left {{ content: string(chapter); {ink} }}"
            f"@top-right {{ content: {top}; {ink} }}"
            f'@bottom-center {{ content: "Page " counter(page) " of " counter(pages); {ink} }}'
        ),
        "scholia": (
            f"@top-center {{ content: element(areahead); {ink} font-style: italic; }}"
            f"@bottom-right {{ content: counter(page); {ink} }}"
            "@footnote { border-top: 0.5pt solid #999; padding-top: 3pt; }"
        ),
        "booklet": (
            f"@top-right {{ content: string(chapter); {ink} text-transform: uppercase; }}"
            f"@top-left {{ content: {top}; {ink} }}"
            f"@bottom-center {{ content: counter(page); {ink} }}"
        ),
        "sidebox": (
            f"@top-left {{ content: {top}; {ink} }}"
            f'@bottom-right {{ content: "p. " counter(page); {ink} }}'
        ),
        "atlas": (
            f"@top-left {{ content: string(chapter); {ink} }}"
            f'@bottom-center {{ content: counter(page) " / " counter(pages); {ink} }}'
        ),
        "capszine": f'@bottom-center {{ content: "\\2014  " counter(page) "  \\2014"; {ink} }}',
    }
    size, wide = PAGES[look.page]
    blank = "@top-left{content:none}@top-right{content:none}@top-center{content:none}"
    blank += "@bottom-center{content:none}@bottom-right{content:none}"
    return (
        f"@page {{ size: {size}; margin: {look.margin}mm {look.margin - 2}mm; {rules[style]} }}"
        f"@page :first {{ {blank} }}"
        f"@page cover {{ {blank} }}"
        f"@page landscape {{ size: {wide}; margin: {look.margin - 4}mm; }}"
    )


def body_css(look: Look) -> str:
    align = "justify" if look.justify else "left"
    hyphens = "auto" if look.hyphens else "manual"
    return (
        f"{font_faces(look.body, 'Body')}\n{font_faces(look.heading, 'Head')}\n"
        f"html {{ font-family: Body; font-size: {look.size}pt; line-height: 1.3; color: #1b1b1b; }}"
        "body { margin: 0; counter-reset: chapter area; }"
        f"p {{ margin: 0 0 0.45em; text-align: {align}; hyphens: {hyphens}; orphans: 2; widows: 2; }}"
        "p.keep, p.stat { break-inside: avoid; }"
        "h1, h2, h3, h4 { font-family: Head; break-after: avoid; }"
        "h1 { font-size: 2.1em; margin: 0 0 0.3em; bookmark-level: none; }"
        f"h2 {{ font-size: 1.45em; color: {look.accent}; margin: 0.9em 0 0.4em;"
        " string-set: chapter content(); bookmark-level: 1; }"
        "h2.l1 { counter-increment: chapter; counter-reset: area; }"
        f"h3 {{ font-size: 1.12em; margin: 0.8em 0 0.25em; bookmark-level: {2 if look.toc_bookmarks else 'none'}; }}"
        "h3.area { counter-increment: area; }"
        "h4 { font-size: 1em; margin: 0.5em 0 0.2em; }"
        ".sub { font-style: italic; } .by { margin-bottom: 2em; }"
        ".cover { page: cover; padding-top: 30%; text-align: center; }"
        ".cover p { text-align: center; }"
        ".pb { break-before: page; }"
        ".read { border: 0.6pt solid #888; background: #f1eee6; padding: 4pt 6pt; margin: 0 0 0.5em;"
        " font-style: italic; break-inside: avoid; }"
        ".side { border-left: 2pt solid #888; padding: 2pt 8pt; margin: 0.4em 0; background: #f4f4f4;"
        " break-inside: avoid; }"
        "table { border-collapse: collapse; margin: 0.3em 0 0.6em; width: 100%; }"
        "td, th { border: 0.5pt solid #999; padding: 2pt 4pt; vertical-align: top; text-align: left; }"
        "tr { break-inside: avoid; }"
        ".mon { border-top: 2pt solid #7a1f1f; border-bottom: 2pt solid #7a1f1f; background: #fbf6ea;"
        " padding: 3pt 6pt; margin: 0.4em 0; break-inside: avoid; }"
        ".mon .name { font-family: Head; font-weight: bold; font-size: 1.2em; }"
        ".mon p { margin: 0 0 0.15em; text-align: left; }"
        ".mon table { table-layout: fixed; font-size: 0.78em; }"
        ".mon td, .mon th { padding: 1pt 1pt; text-align: center; }"
        ".land { page: landscape; }"
        ".toc ul { list-style: none; padding: 0; margin: 0 0 1em; }"
        ".toc li { margin: 0 0 0.15em; }"
        ".toc a { color: inherit; text-decoration: none; }"
        ".toc a::after { content: leader('.') target-counter(attr(href), page); }"
    )


def style_css(style: str, look: Look, forms: dict[str, str]) -> str:
    """What each style adds: the counter keys, columns, floats, footnotes, small capitals."""
    css = []
    for css_class, form in forms.items():
        css.append(f"h3.{css_class}::before {{ content: {content_of(form, False)} ' '; }}")
        css.append(f".toc a.{css_class}::before {{ content: {content_of(form, True)} ' '; }}")
    if style == "scholia":
        css.append(".runhead { position: running(areahead); }")
        css.append(".fn { float: footnote; font-size: 0.85em; text-align: left; }")
        css.append("::footnote-call { font-size: 0.7em; vertical-align: super; }")
        css.append("::footnote-marker { font-size: 0.85em; }")
    if style == "booklet" or (style == "capszine" and look.columns > 1):
        gap = "1.4em" if style == "booklet" else "1em"
        css.append(f".cols {{ columns: {look.columns}; column-gap: {gap}; }}")
        css.append(".cols h2 { column-span: all; }")
    if style == "atlas":
        css.append(".landcols { columns: 2; column-gap: 1.5em; }")
        css.append(".land h2 { column-span: all; }")
    if style == "sidebox":
        side = look.float_side
        other = "right" if side == "left" else "left"
        css.append(
            f"table.box {{ float: {side}; width: 38%; margin: 0.2em 0.8em 0.4em 0;"
            f" margin-{other}: 0.9em; margin-{side}: 0; font-size: 0.88em; }}"
        )
        css.append("table.box caption { font-weight: bold; text-align: left; caption-side: top; }")
        css.append("h3, h2 { clear: both; }")
    if style == "capszine":
        css.append("h2 { text-transform: uppercase; letter-spacing: 0.04em; }")
        css.append("h3 .name { font-variant: small-caps; }")
        css.append("h1 { text-transform: uppercase; }")
        css.append(".fn { float: footnote; font-size: 0.85em; }")
    if style == "manual":
        css.append(".fn { float: footnote; font-size: 0.85em; }")
        css.append(f"h2.l1 {{ border-bottom: 1pt solid {look.accent}; padding-bottom: 2pt; }}")
    return "\n".join(css)
