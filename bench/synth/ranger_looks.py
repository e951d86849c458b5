"""The look of a ranger module, drawn by seed (``make_plan``), and the Typst preamble that sets
it (``preamble``): page size and margins, faces, body size, columns, justification and
hyphenation, running header and footer, the heading numbering and the show rules of each
style, the helpers the body calls (``mk`` marks a truth record; ``ranger_typ`` writes the rest)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .style import Style

# paper: Typst's own name, or (width, height) in inches
PAPERS = {"letter": "us-letter", "a4": "a4", "a5": "a5", "halfletter": (5.5, 8.5)}
# faces Typst names differently from their files: a condensed cut is the family, narrowed
STRETCH = {"DejaVu Sans Condensed": "DejaVu Sans", "DejaVu Serif Condensed": "DejaVu Serif"}
ACCENTS = ('rgb("#7a200d")', 'rgb("#1f3a5f")', 'rgb("#2f5d2f")', 'rgb("#58180d")', "black")
PARCHMENT = ('rgb("#f6edd9")', 'rgb("#eee5ce")', 'rgb("#f9f2e3")')
# the heading numbering of a treatise: chapter.area, or the area's number alone (level 1 bare)
NUMBERING = {
    "c.n": '"1.1"',
    "n.": '(..n) => if n.pos().len() > 1 { str(n.pos().at(1)) + "." }',
}


@dataclass(frozen=True)
class Plan:
    rng: random.Random
    style: str
    paper: str
    margin: float  # cm, the narrow margins
    outer: float  # cm, the wide margin of ``sidenotes`` (0 elsewhere)
    body: str
    heading: str
    size: float
    columns: int
    justify: bool
    hyphenate: bool
    leading: float  # em
    accent: str
    header: str  # none | title | both
    footer: str  # plain | of | none
    numbering: str  # the treatise's NUMBERING key, or ""
    tracking: float  # pt, the zine headings' letter-spacing
    per_row: int  # cards to a row
    zebra: bool

    @property
    def landscape_columns(self) -> int:
        return self.per_row + 1


def face(name: str) -> str:
    """A Typst ``font:``/``stretch:`` pair for a face name."""
    if name in STRETCH:
        return f'font: "{STRETCH[name]}", stretch: 87.5%'
    return f'font: "{name}"'


def make_plan(seed: int, style: Style, numbering: str) -> Plan:
    rng = random.Random(seed * 660011 + 307)  # own stream: the content's draws are untouched
    low, high = style.body_sizes
    name = style.name
    return Plan(
        rng=rng,
        style=name,
        paper=rng.choice(style.page_sizes),
        margin=round(rng.uniform(1.2, 2.2), 2)
        if name != "folded"
        else round(rng.uniform(1.0, 1.5), 2),
        outer=round(rng.uniform(5.0, 6.2), 2) if name == "sidenotes" else 0.0,
        body=rng.choice(style.fonts),
        heading=rng.choice(style.fonts),
        size=round(rng.uniform(low, high) * 2) / 2,
        columns=rng.randint(*style.columns),
        justify=rng.random() < (0.9 if name in ("treatise", "folded", "parchment") else 0.4),
        hyphenate=rng.random() < 0.7,
        leading=round(rng.uniform(0.5, 0.7), 2),
        accent=rng.choice(ACCENTS),
        header=rng.choice(("none", "title", "both")),
        footer=rng.choice(("plain", "of", "none")),
        numbering=numbering,
        tracking=round(rng.uniform(0.5, 1.5), 1),
        per_row=rng.choice((2, 2, 3)),
        zebra=rng.random() < 0.5,
    )


def page_rule(plan: Plan, title: str) -> str:
    paper = PAPERS[plan.paper]
    size = (
        f'paper: "{paper}"'
        if isinstance(paper, str)
        else f"width: {paper[0]}in, height: {paper[1]}in"
    )
    m = plan.margin
    if plan.outer:
        margin = f"(left: {plan.outer}cm, right: {m}cm, top: {m}cm, bottom: {m + 0.3}cm)"
    else:
        margin = f"(x: {m}cm, top: {m}cm, bottom: {m + 0.3}cm)"
    fill = f", fill: {plan.rng.choice(PARCHMENT)}" if plan.style == "parchment" else ""
    header = {
        "none": "none",
        "title": f"context if here().page() > 1 {{ align(right, text(size: 0.8em, smallcaps({title}))) }}",
        "both": f"context if here().page() > 1 {{ text(size: 0.8em)[#smallcaps({title}) #h(1fr) "
        "#counter(page).display()] }",
    }[plan.header]
    footer = {
        "plain": 'context align(center, text(size: 0.85em, counter(page).display("1")))',
        "of": 'context align(center, text(size: 0.85em, counter(page).display("Page 1 of 1", '
        "both: true)))",
        "none": "none",
    }[plan.footer if plan.header != "both" else "none"]
    return (
        f"#set page({size}, margin: {margin}, columns: {plan.columns}{fill},\n"
        f"  header: {header},\n  footer: {footer})"
    )


STYLE_RULES = {
    "treatise": (
        "#show heading.where(level: 1): it => { v(0.8em); text(size: 1.4em, it); v(0.3em) }\n"
        "#show heading.where(level: 2): set text(size: 1.1em)\n"
        "#set par(first-line-indent: 1em)\n"
    ),
    "parchment": (
        "#show heading.where(level: 1): it => block(below: 0.6em)[#text(fill: ACCENT, size: 1.5em, "
        "smallcaps(it.body)) #v(-0.7em) #line(length: 100%, stroke: 1pt + ACCENT)]\n"
        "#show heading.where(level: 2): set text(fill: ACCENT, size: 1.15em)\n"
    ),
    "folded": (
        "#show heading: it => block(above: 0.9em, below: 0.5em, "
        'text(tracking: TRACKINGpt, weight: "bold", smallcaps(it.body)))\n'
        "#show heading.where(level: 1): set text(size: 1.3em)\n"
    ),
    "sidenotes": "#show heading.where(level: 1): set text(size: 1.4em)\n",
    "tabular": "#show heading.where(level: 1): set text(size: 1.3em, fill: ACCENT)\n",
    "cardstock": "#show heading.where(level: 1): set text(size: 1.4em, fill: ACCENT)\n",
}


def preamble(plan: Plan, title: str, byline: str) -> str:
    """The document's set and show rules and its helpers; ``title`` is a Typst string."""
    numbering = f"#set heading(numbering: {NUMBERING[plan.numbering]})\n" if plan.numbering else ""
    rules = (
        STYLE_RULES[plan.style]
        .replace("ACCENT", plan.accent)
        .replace("TRACKING", str(plan.tracking))
    )
    return (
        f"#set document(title: {title}, author: {byline}, date: none)\n"
        f"{page_rule(plan, title)}\n"
        f'#set text({face(plan.body)}, size: {plan.size}pt, lang: "en", '
        f"hyphenate: {str(plan.hyphenate).lower()})\n"
        f"#set par(justify: {str(plan.justify).lower()}, leading: {plan.leading}em)\n"
        f"#show heading: set text({face(plan.heading)})\n"
        "#set columns(gutter: 1.2em)\n"
        f"{numbering}{rules}"
        "#let mk(n) = [#metadata(n) <mk>]\n"
        "#context [#metadata((\n"
        "  marks: query(<mk>).map(m => (m.value, m.location().page())),\n"
        '  heads: query(heading).filter(h => h.has("label")).map(h => (str(h.label), '
        'h.location().page(), if h.numbering == none { "" } else '
        "{ numbering(h.numbering, ..counter(heading).at(h.location())) })),\n"
        ")) <pages>]\n"
    )
