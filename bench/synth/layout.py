"""Page geometry and the typographic choices for one module, drawn from its seed."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, A5, A6, LETTER, landscape

from .style import Style

PAGE_SIZES = {
    "letter": LETTER,
    "a4": A4,
    "a5": A5,
    "6x9": (432.0, 648.0),
    "letter-landscape": landscape(LETTER),
    "a4-landscape": landscape(A4),
    "digest": (396.0, 612.0),  # 5.5 x 8.5 in
    "a6": A6,  # pocket zines (drift calendar)
}
MIN_COLUMN_WIDTH = 105.0
INKS = ("#7a1f1f", "#1f3f7a", "#2e5e2e", "#5a2a6a", "#000000")


@dataclass(frozen=True)
class Layout:
    page_size: tuple[float, float]  # of one (logical) page
    margin_x: float
    margin_top: float
    margin_bottom: float
    gutter: float
    columns: int
    font_family: str
    heading_family: str
    body_size: float
    heading_style: str
    accent: colors.Color
    ink: colors.Color
    paper: colors.Color | None  # a page fill (dark theme), or None for white paper
    header: str
    page_number_at: str  # "centre", "outer", "none"
    image_side: str | None  # "left" / "right" when an image strip stands beside the columns
    image_width: float
    justify: bool
    note_width: float = 0.0  # a margin for notes right of the text column (wild "margin")

    @property
    def width(self) -> float:
        return self.page_size[0]

    @property
    def height(self) -> float:
        return self.page_size[1]

    @property
    def body_width(self) -> float:
        return self.width - 2 * self.margin_x

    @property
    def body_height(self) -> float:
        return self.height - self.margin_top - self.margin_bottom


def choose_layout(rng: random.Random, style: Style, switches: frozenset[str], title: str) -> Layout:
    size_name = rng.choice(style.page_sizes)
    if "imposed" in switches and size_name not in ("a5", "6x9"):
        size_name = rng.choice(("a5", "6x9"))  # booklets are folded from half-sheets
    page_size = PAGE_SIZES[size_name]
    margin_x = rng.uniform(30, 54) if page_size[0] > 500 else rng.uniform(24, 36)
    gutter = rng.uniform(10, 20)
    image_side = rng.choice(("left", "right")) if "image_column" in switches else None
    body_width = page_size[0] - 2 * margin_x
    image_width = body_width * rng.uniform(0.2, 0.3) if image_side else 0.0
    usable = body_width - image_width - (gutter if image_side else 0)
    wanted = rng.randint(*style.columns)
    fitting = max(1, int((usable + gutter) // (MIN_COLUMN_WIDTH + gutter)))
    dark = "dark_theme" in switches
    font_family = rng.choice(style.fonts)
    low, high = style.body_sizes
    body_size = round(rng.uniform(low, high) * 2) / 2
    if page_size[0] < 450:
        body_size = min(body_size, 9.5)
    return Layout(
        page_size=page_size,
        margin_x=margin_x,
        margin_top=rng.uniform(44, 62),
        margin_bottom=rng.uniform(40, 56),
        gutter=gutter,
        columns=min(wanted, fitting),
        font_family=font_family,
        heading_family=rng.choice((font_family, "helvetica", "times", "dejavu-sans")),
        body_size=body_size,
        heading_style=rng.choice(style.heading_styles),
        accent=colors.HexColor("#f0a04b" if dark else rng.choice(INKS)),
        ink=colors.HexColor("#e4e2dd" if dark else "#111111"),
        paper=colors.HexColor("#1d1f26") if dark else None,
        header=title if rng.random() < 0.6 else f"{title} \u00b7 {style.name.title()} edition",
        page_number_at=rng.choice(("centre", "outer", "none" if rng.random() < 0.2 else "centre")),
        image_side=image_side,
        image_width=image_width,
        justify=rng.random() < 0.6,
    )


def with_wide_switches(layout: Layout, switches: frozenset[str]) -> Layout:
    """Typography the wide switches force (no random draws: classic layouts stay as drawn)."""
    if "ligatures" in switches and not layout.font_family.startswith("dejavu"):
        # the standard 14 fonts' encoding has no ligature glyphs; DejaVu has \ufb01 \ufb02
        serif = layout.font_family in ("times", "courier")
        layout = replace(layout, font_family="dejavu-serif" if serif else "dejavu-sans")
    if "ligatures" in switches and not layout.heading_family.startswith("dejavu"):
        layout = replace(layout, heading_family="dejavu-sans")
    if "wide_justify" in switches:
        layout = replace(layout, justify=True, body_size=min(layout.body_size + 1.5, 11.0))
    return layout


def with_wild_style(layout: Layout, style: str) -> Layout:
    """Geometry the wild styles fix (no random draws, so older styles' layouts are untouched)."""
    if style == "trifold":  # three panels of a folded sheet: narrow margins, a wide fold gap
        return replace(layout, margin_x=22.0, gutter=44.0, margin_top=30.0, margin_bottom=30.0)
    if style == "margin":  # one column, keys hung left, notes in a broad right margin
        margin = max(layout.margin_x, 50.0)
        width = layout.width - 2 * margin
        return replace(layout, margin_x=margin, note_width=round(width * 0.28, 1), columns=1)
    return layout


def with_feral_style(layout: Layout, style: str) -> Layout:
    """Geometry the feral styles fix (no random draws, so older styles' layouts are untouched)."""
    if style == "spread":  # a landscape spread: narrow margins, the map takes the left half
        return replace(layout, margin_x=28.0, margin_top=36.0, margin_bottom=32.0, gutter=12.0)
    return layout


def with_untamed_style(layout: Layout, style: str) -> Layout:
    """Geometry the untamed styles fix (no random draws, so older styles' layouts are untouched)."""
    if style == "opd":  # a contest sheet: narrow margins, boxes round a central map
        return replace(layout, margin_x=20.0, margin_top=22.0, margin_bottom=20.0, columns=3)
    return layout


def with_rogue_style(layout: Layout, style: str) -> Layout:
    """Typography the rogue styles fix (no random draws, so older styles' layouts are untouched):
    a typed fanzine has one face for everything and a ragged right edge; a typeset booklet is
    justified."""
    if style == "typewriter":
        return replace(layout, font_family="courier", heading_family="courier", justify=False)
    if style == "typeset":
        return replace(layout, justify=True)
    return layout


def with_stray_style(layout: Layout, style: str) -> Layout:
    """Typography the stray styles fix (no random draws, so older styles' layouts are
    untouched): a browser-printed wiki page sets everything in its one sans face, which has
    the toggle triangles, pilcrows and callout icons the standard 14 fonts lack."""
    if style == "wiki":
        return replace(layout, font_family="dejavu-sans", heading_family="dejavu-sans")
    return layout
