"""The sample module's 5e stat blocks, typeset in the 2014 layout.

A stat block is a one-column table (so platypus may split it between rows, across a column
break) on a tan background, with red tapered rules between its parts. ``statblock_to_table``
takes the block's YAML data from the source text, the column width and the paragraph styles
made by ``samples/make_sample.py``.

The house red and the inline markup converter live here because both the stat blocks and
the body text use them; ``make_sample.py`` imports them from this module.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

DARK_RED = colors.HexColor("#7a200d")
STATBLOCK_BACKGROUND = colors.HexColor("#fdf1dc")
STATBLOCK_BAR = colors.HexColor("#e69a28")


def markup_to_rml(text: str) -> str:
    """Convert ``**bold**`` / ``*italic*`` to reportlab paragraph markup, escaping the rest."""
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    escaped = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", escaped)
    return re.sub(r"\*(.+?)\*", r"<i>\1</i>", escaped)


class TaperedRule(Flowable):
    """The red wedge that separates the parts of a 5e stat block."""

    def __init__(self, width: float, thickness: float = 2.2) -> None:
        super().__init__()
        self.rule_width = width
        self.thickness = thickness

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.rule_width, self.thickness + 4

    def draw(self) -> None:
        path = self.canv.beginPath()
        path.moveTo(0, 2)
        path.lineTo(self.rule_width, 2 + self.thickness / 2)
        path.lineTo(0, 2 + self.thickness)
        path.close()
        self.canv.setFillColor(DARK_RED)
        self.canv.drawPath(path, stroke=0, fill=1)


def modifier_text(score: int) -> str:
    """``18`` → ``"18 (+4)"``; negative modifiers use an en dash as printed books do."""
    modifier = (score - 10) // 2
    sign = "+" if modifier >= 0 else "\u2013"
    return f"{score} ({sign}{abs(modifier)})"


def ability_table(scores: Sequence[int], width: float, styles: dict[str, ParagraphStyle]) -> Table:
    """The six ability scores as a header row and a value row."""
    names = ["STR", "DEX", "CON", "INT", "WIS", "CHA"]
    rows = [
        [Paragraph(name, styles["ability_head"]) for name in names],
        [Paragraph(modifier_text(score), styles["ability"]) for score in scores],
    ]
    table = Table(rows, colWidths=[width / 6] * 6)
    sides = ("LEFT", "RIGHT", "TOP", "BOTTOM")
    table.setStyle(TableStyle([(f"{side}PADDING", (0, 0), (-1, -1), 0) for side in sides]))
    return table


def features_to_rows(
    features: Sequence[Sequence[str]], styles: dict[str, ParagraphStyle]
) -> list[Flowable]:
    """``[name, text]`` pairs → run-in paragraphs (``Bite.`` in bold italic)."""
    return [
        Paragraph(
            f"<b><i>{markup_to_rml(name)}.</i></b> {markup_to_rml(text)}", styles["stat_feature"]
        )
        for name, text in features
    ]


def statblock_to_table(
    data: dict[str, Any], width: float, styles: dict[str, ParagraphStyle]
) -> Table:
    """A 2014-layout stat block ``width`` points wide, as a table that may split between rows."""
    inner = width - 12

    def label(name: str, value: str) -> Paragraph:
        return Paragraph(f"<b>{name}</b> {markup_to_rml(str(value))}", styles["stat_red"])

    def section(name: str) -> Paragraph:
        return Paragraph(name, styles["stat_section"])

    rows: list[Flowable] = [
        Paragraph(markup_to_rml(data["name"]), styles["stat_name"]),
        Paragraph(markup_to_rml(data["meta"]), styles["stat_meta"]),
        TaperedRule(inner),
        label("Armor Class", data["armor_class"]),
        label("Hit Points", data["hit_points"]),
        label("Speed", data["speed"]),
        TaperedRule(inner),
        ability_table(data["abilities"], inner, styles),
        TaperedRule(inner),
        *[label(name, value) for name, value in data["properties"]],
        TaperedRule(inner),
        *features_to_rows(data.get("traits", []), styles),
    ]
    section_rows = [len(rows)]  # the "Actions" / "Legendary Actions" titles, ruled below
    rows += [section("Actions"), *features_to_rows(data["actions"], styles)]
    if data.get("legendary"):
        section_rows.append(len(rows))
        rows += [
            section("Legendary Actions"),
            Paragraph(markup_to_rml(data["legendary_intro"]), styles["stat_feature"]),
            *features_to_rows(data["legendary"], styles),
        ]
    table = Table([[row] for row in rows], colWidths=[width])
    commands: list[tuple[Any, ...]] = [
        ("BACKGROUND", (0, 0), (-1, -1), STATBLOCK_BACKGROUND),
        ("LEFTPADDING", (0, 0), (-1, -1), 6),
        ("RIGHTPADDING", (0, 0), (-1, -1), 6),
        ("TOPPADDING", (0, 0), (-1, -1), 0.6),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6),
        ("TOPPADDING", (0, 0), (0, 0), 4),
        ("BOTTOMPADDING", (0, -1), (0, -1), 5),
        ("LINEABOVE", (0, 0), (0, 0), 3, STATBLOCK_BAR),
        ("LINEBELOW", (0, -1), (0, -1), 3, STATBLOCK_BAR),
    ]
    commands += [("LINEBELOW", (0, row), (0, row), 0.6, DARK_RED) for row in section_rows]
    table.setStyle(TableStyle(commands))
    return table
