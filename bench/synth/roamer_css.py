"""The roamer styles' style sheets: the look of each browser-made module (``roamer_html``
writes the page, this the CSS). ``Look`` holds a module's draws (page, faces, size, dark
theme, justification); every colour prints (``print-color-adjust: exact``) as a browser
prints a page whose author asked for it."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from .fonts import TRUETYPE
from .style import Style

PAGES = {
    "letter": "8.5in 11in",
    "a4": "210mm 297mm",
    "a5": "148mm 210mm",
    "screen": "8.5in 24in",  # a page printed as one long screen
}
DARK = {"brewery": 0.1, "notion": 0.3, "blogpost": 0.35, "pandoc": 0.15, "cardgrid": 0.3}
JUSTIFY = {"brewery": 0.7, "wikiprint": 0.2, "notion": 0.1}
BADGES = ("#b5462a", "#2a6fb5", "#3f8f4a", "#8a3fb5", "#b58a2a")


@dataclass(frozen=True)
class Look:
    page: str
    body: str  # font family preset name
    heading: str
    size: float
    dark: bool
    justify: bool
    hyphens: bool
    columns: int
    masonry: bool  # cardgrid: CSS columns instead of a grid
    badge: str


def choose_look(style: Style, seed: int, switches: frozenset[str]) -> Look:
    rng = random.Random(seed * 7919 + 17)  # the layout's own stream, from the seed
    name = style.name
    justify = rng.random() < JUSTIFY.get(name, 0.3)
    low, high = style.body_sizes
    return Look(
        page=rng.choice(style.page_sizes),
        body=rng.choice(style.fonts),
        heading=rng.choice(style.fonts),
        size=round(rng.uniform(low, high) * 2) / 2,
        dark=rng.random() < DARK.get(name, 0.0) or "dark_theme" in switches,
        justify=justify,
        hyphens=rng.random() < (0.7 if justify else 0.25) or "hyphenation" in switches,
        columns=rng.randint(*style.columns),
        masonry=rng.random() < 0.4,
        badge=rng.choice(BADGES),
    )


def font_faces(family: str, css_name: str) -> str:
    """@font-face rules for the four faces of a preset, from their TTF files (Vera when the
    preset's files are missing)."""
    folder, files, _ = TRUETYPE[family]
    if not (folder / f"{files[0]}.ttf").exists():
        folder, files, _ = TRUETYPE["vera"]
    rules = []
    for file, (weight, slant) in zip(
        files,
        (("normal", "normal"), ("bold", "normal"), ("normal", "italic"), ("bold", "italic")),
        strict=True,
    ):
        url = Path(folder / f"{file}.ttf").resolve().as_uri()
        rules.append(
            f"@font-face{{font-family:'{css_name}';src:url('{url}') format('truetype');"
            f"font-weight:{weight};font-style:{slant};}}"
        )
    return "\n".join(rules)


def base_css(look: Look) -> str:
    ink, paper = ("#e6e2d8", "#1e1f24") if look.dark else ("#1b1b1b", "#ffffff")
    return f"""
{font_faces(look.body, "Body")}
{font_faces(look.heading, "Head")}
{font_faces("dejavu-mono", "Mono")}
html {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
body {{ font-family: 'Body'; font-size: {look.size}pt; line-height: 1.35; color: {ink};
  background: {paper}; margin: 0; text-align: {"justify" if look.justify else "left"};
  hyphens: {"auto" if look.hyphens else "manual"}; }}
h1, h2, h3, h4 {{ font-family: 'Head'; break-after: avoid; hyphens: manual;
  text-align: left; }}
table {{ border-collapse: collapse; break-inside: avoid; margin: 0.6em 0; }}
td, th {{ padding: 2px 6px; vertical-align: top; text-align: left; }}
code {{ font-family: 'Mono'; font-size: 0.86em; }}
.keep {{ break-inside: avoid; }}
.readaloud {{ break-inside: avoid; }}
"""


def page_rule(look: Look, margin: str, boxes: str = "") -> str:
    paper = "#1e1f24" if look.dark else "#ffffff"
    return f"@page {{ size: {PAGES[look.page]}; margin: {margin}; background: {paper}; {boxes} }}"


def margin_box(where: str, content: str, size: float = 7.5, colour: str = "#777") -> str:
    return (
        f"@{where} {{ content: {content}; font-family: 'Body'; font-size: {size}pt; "
        f"color: {colour}; }}"
    )


def brewery_css(look: Look, title: str) -> str:
    accent = "#c9ad6a" if look.dark else "#58180d"
    box = "#2b2a26" if look.dark else "#fdf1dc"
    boxes = margin_box("bottom-center", "counter(page)", 9, accent) + margin_box(
        "bottom-right", f'"{title}"', 7.5, accent
    )
    return f"""{page_rule(look, "0.55in 0.55in 0.7in 0.55in", boxes)}
.flow {{ column-count: 2; column-gap: 0.3in; column-fill: auto; }}
h1 {{ column-span: all; font-size: 2.6em; color: {accent}; margin: 0 0 0.1em; }}
.sub {{ column-span: all; font-style: italic; margin-bottom: 1em; }}
h2 {{ font-size: 1.6em; color: {accent}; border-bottom: 2px solid #c9ad6a; margin: 0.5em 0 0.2em; }}
h3 {{ font-size: 1.25em; color: {accent}; margin: 0.6em 0 0.15em; }}
p {{ margin: 0 0 0.4em; }}
.readaloud {{ background: {"#2e2b22" if look.dark else "#faf7ea"}; border-left: 3px solid #c9ad6a;
  padding: 0.4em 0.6em; margin: 0.4em 0; box-shadow: 0 0 4px #998; font-style: normal; }}
.note {{ background: {"#23302a" if look.dark else "#e0e5c1"}; border-top: 3px solid #171717;
  border-bottom: 3px solid #171717; padding: 0.4em 0.6em; margin: 0.5em 0; break-inside: avoid; }}
.note h4 {{ margin: 0 0 0.2em; font-variant: small-caps; }}
.mon {{ background: {box}; padding: 0.3em 0.5em; margin: 0.6em 0; break-inside: avoid;
  box-shadow: 1px 4px 10px -3px #888; font-family: 'Body'; font-size: 0.95em; text-align: left; }}
.mon .taper {{ height: 5px; background: #922610; clip-path: polygon(0 0, 100% 50%, 0 100%);
  margin: 0.25em 0; }}
.mon .edge {{ height: 4px; background: #e69a28; }}
.mon h4 {{ font-family: 'Head'; font-variant: small-caps; font-size: 1.5em; color: #922610;
  margin: 0.1em 0 0; }}
.mon .meta {{ font-style: italic; margin-bottom: 0.2em; }}
.mon table td, .mon table th {{ text-align: center; color: #922610; padding: 0 4px; }}
.mon .prop, .mon .entry {{ margin: 0.1em 0; }}
.mon .section {{ font-variant: small-caps; font-size: 1.2em; color: #922610;
  border-bottom: 1px solid #922610; margin-top: 0.3em; }}
tr:nth-child(even) td {{ background: {"#2b2a26" if look.dark else "#e0e5c1"}; }}
"""


def notion_css(look: Look) -> str:
    callout = "#2d2f33" if look.dark else "#f1f1ef"
    return f"""{page_rule(look, "0.75in 0.9in")}
h1 {{ font-size: 2.3em; margin: 0.2em 0 0.3em; }}
h2 {{ font-size: 1.55em; margin: 1.1em 0 0.3em; }}
h3 {{ font-size: 1.22em; margin: 1em 0 0.2em; }}
p {{ margin: 0.2em 0 0.5em; }}
.callout {{ background: {callout}; border-radius: 4px; padding: 0.7em 0.9em 0.7em 2.4em;
  margin: 0.5em 0; break-inside: avoid; position: relative; }}
.callout .icon {{ position: absolute; left: 0.8em; top: 0.6em; }}
details {{ margin: 0.2em 0 0.5em; }}
summary {{ font-weight: bold; list-style: none; }}
summary::before {{ content: "\\25BE  "; }}
ul {{ margin: 0.2em 0 0.5em; padding-left: 1.6em; }}
li {{ margin: 0.15em 0; }}
.readaloud {{ border-left: 3px solid {"#ddd" if look.dark else "#222"}; padding-left: 0.9em;
  margin: 0.5em 0; }}
th {{ border: 1px solid #aaa; background: {callout}; }} td {{ border: 1px solid #aaa; }}
"""


def blog_css(look: Look, title: str, url: str, stamp: str) -> str:
    boxes = (
        margin_box("top-left", f'"{stamp}"', 7.5, "#444")
        + margin_box("top-right", f'"{title}"', 7.5, "#444")
        + margin_box("bottom-left", f'"{url}"', 7, "#444")
        + margin_box("bottom-right", 'counter(page) "/" counter(pages)', 7.5, "#444")
    )
    side = "#2a2c31" if look.dark else "#f4f1ea"
    return f"""{page_rule(look, "0.45in 0.4in", boxes)}
.masthead {{ background: {"#34363c" if look.dark else "#27405e"}; color: #fff; padding: 1em 1.2em; }}
.masthead .site {{ font-family: 'Head'; font-size: 2em; font-weight: bold; }}
.nav {{ background: {side}; padding: 0.35em 1.2em; font-size: 0.9em; }}
.nav span {{ margin-right: 1.4em; }}
.wrap {{ display: flex; gap: 1.4em; padding: 0.8em 1.2em; align-items: flex-start; }}
article {{ flex: 1 1 70%; min-width: 0; }}
aside {{ flex: 0 0 27%; font-size: 0.85em; }}
.widget {{ background: {side}; padding: 0.5em 0.7em; margin-bottom: 0.8em; break-inside: avoid; }}
.widget h4 {{ margin: 0 0 0.3em; text-transform: uppercase; letter-spacing: 0.05em; }}
.postdate {{ font-size: 0.85em; text-transform: uppercase; color: #888; }}
h1 {{ font-size: 1.9em; margin: 0.1em 0 0.4em; }}
h2 {{ font-size: 1.4em; margin: 1em 0 0.3em; }}
h3 {{ font-size: 1.15em; margin: 0.9em 0 0.2em; }}
p {{ margin: 0 0 0.6em; }}
.readaloud {{ font-style: italic; margin: 0.3em 1em; }}
.comments {{ border-top: 2px solid #888; margin-top: 1.5em; padding-top: 0.5em; }}
.comment {{ margin: 0.6em 0; break-inside: avoid; }}
.comment .who {{ font-weight: bold; }} .comment .when {{ color: #888; font-size: 0.85em; }}
td, th {{ border-bottom: 1px solid #999; }}
"""


def pandoc_css(look: Look) -> str:
    rule = "#555" if look.dark else "#d0d7de"
    return f"""{page_rule(look, "0.8in 0.9in")}
h1 {{ font-size: 2em; border-bottom: 1px solid {rule}; padding-bottom: 0.2em; }}
h2 {{ font-size: 1.45em; border-bottom: 1px solid {rule}; padding-bottom: 0.15em; margin: 1.2em 0 0.4em; }}
h3 {{ font-size: 1.2em; margin: 1em 0 0.3em; }}
p {{ margin: 0 0 0.7em; }}
blockquote {{ margin: 0 0 0.7em; padding: 0 1em; color: {"#aaa" if look.dark else "#59636e"};
  border-left: 0.25em solid {rule}; }}
code {{ background: {"#2d2f36" if look.dark else "#eff1f3"}; padding: 0.1em 0.3em; border-radius: 4px;
  white-space: pre-wrap; }}
.stat {{ margin: 0 0 0.5em; }}
th, td {{ border: 1px solid {rule}; padding: 3px 10px; }}
tr:nth-child(even) td {{ background: {"#25272c" if look.dark else "#f6f8fa"}; }}
hr {{ border: 0; border-top: 2px solid {rule}; margin: 1.2em 0; }}
"""


def cards_css(look: Look) -> str:
    card = "#2a2c31" if look.dark else "#ffffff"
    layout = (
        f"column-count: {look.columns}; column-gap: 0.18in;"
        if look.masonry
        else f"display: grid; grid-template-columns: repeat({look.columns}, 1fr); "
        "gap: 0.16in; align-items: start;"
    )
    return f"""{page_rule(look, "0.45in", margin_box("bottom-center", "counter(page)", 8))}
h1 {{ font-size: 2em; margin: 0 0 0.1em; }} h2 {{ font-size: 1.35em; margin: 0.8em 0 0.3em; }}
.grid {{ {layout} }}
.card {{ background: {card}; border: 1px solid #bbb; border-top: 5px solid {look.badge};
  border-radius: 6px; padding: 0.5em 0.6em; break-inside: avoid; margin-bottom: 0.16in; }}
.card h3 {{ font-size: 1.1em; margin: 0 0 0.3em; }}
.badge {{ display: inline-block; background: {look.badge}; color: #fff; border-radius: 9px;
  padding: 0 0.45em; margin-right: 0.35em; font-size: 0.9em; }}
.card p {{ margin: 0 0 0.35em; }}
.card .stat {{ font-size: 0.9em; border-top: 1px dashed #999; padding-top: 0.2em; }}
th, td {{ border: 1px solid #999; }}
.callout {{ border: 1px solid {look.badge}; padding: 0.4em 0.6em; break-inside: avoid; }}
"""


def wiki_css(look: Look) -> str:
    box = "#26282d" if look.dark else "#f8f9fa"
    return f"""{page_rule(look, "0.6in 0.7in", margin_box("bottom-right", "counter(page)", 8))}
.from {{ font-size: 0.85em; color: #777; }}
h1 {{ font-family: 'Body'; font-weight: normal; font-size: 2em; border-bottom: 1px solid #a2a9b1;
  margin: 0.1em 0 0.2em; }}
h2 {{ font-family: 'Body'; font-weight: normal; font-size: 1.5em; border-bottom: 1px solid #a2a9b1;
  margin: 1em 0 0.3em; }}
h3 {{ font-size: 1.15em; margin: 0.8em 0 0.2em; }}
.edit {{ font-size: 0.7em; font-weight: normal; color: #36c; margin-left: 0.5em; }}
.toc {{ display: inline-block; border: 1px solid #a2a9b1; background: {box}; padding: 0.5em 1em;
  break-inside: avoid; font-size: 0.92em; }}
.toc div.t {{ font-weight: bold; text-align: center; }}
.toc ol {{ margin: 0.2em 0; padding-left: 0; list-style: none; }}
.toc ol ol {{ padding-left: 1.4em; }}
.infobox {{ float: right; clear: right; width: 32%; margin: 0 0 0.6em 1em; border: 1px solid #a2a9b1;
  background: {box}; font-size: 0.88em; }}
.infobox caption {{ font-weight: bold; font-size: 1.15em; padding: 0.2em; }}
.infobox th {{ text-align: left; }}
sup {{ font-size: 0.7em; color: #36c; }}
.refs {{ font-size: 0.9em; }}
p {{ margin: 0.3em 0 0.6em; }}
.readaloud {{ margin: 0.3em 1.5em; font-style: italic; }}
th, td {{ border: 1px solid #a2a9b1; }}
"""


BLOG_NAMES = ("Cinder & Quill", "The Ten-Foot Pole Vault", "Hexes and Hearths", "Lanternlit")
BLOG_HOSTS = ("cinderquill.blogspot.com", "hexhearth.wordpress.com", "lanternlit.substack.com")
COMMENTS = (
    "Ran this last Friday and the {name} fight nearly wiped the party. Loved it!",
    "Great post, thanks for sharing!",
    "Is there a higher-resolution map somewhere?",
    "My players never found the orrery's secret. Next time I'll add a {name} to give a hint.",
    "Stealing the star vault for my own campaign.",
    "How would you convert the {name} to 5e?",
)
REFERENCES = (
    "Warden's Journal, vol. 2, p. 14.",
    "Ostrow, M. The Ashfall Chronicle (3rd ed.), ch. 4.",
    "Scavengers' ledger, entry for the ninth summer.",
    "See the talk page for the dispute over the dome's age.",
)
