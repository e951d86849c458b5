"""The record of a style preset: how a module is typeset (``styles`` holds the presets)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    name: str
    description: str
    families: tuple[str, ...]  # stat families printed as separate lines or blocks
    key_styles: tuple[str, ...]  # see content.format_key
    heading_styles: tuple[str, ...]  # see render.heading_markup
    columns: tuple[int, int]  # inclusive range
    page_sizes: tuple[str, ...]
    fonts: tuple[str, ...]  # font family presets, see render.FONT_FAMILIES
    body_sizes: tuple[float, float]
    read_aloud: str  # "box", "italic" or "none"
    appendix_blocks: bool  # full blocks gathered in a bestiary at the back
