"""Creature cases as data: ``tests/data/creatures_pdf/*.yaml`` (format in its README.md).

Each case's lines are written to a PDF in two fonts and sizes and converted by the whole
pipeline; each checked area's encounter must list exactly the creatures and counts given.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.pipeline import convert_pdf

CASES = sorted((Path(__file__).parent / "data" / "creatures_pdf").glob("*.yaml"))
# (regular face, bold face, body size): the stat lines are set 1.5 pt smaller.
FONTS = {
    "times": ("Times-Roman", "Times-Bold", 10.0),
    "helvetica": ("Helvetica", "Helvetica-Bold", 8.5),
}


COLUMN_X = (72.0, 320.0)


def _write_pdf(path: Path, lines: list[list[Any]], fonts: tuple[str, str, float]) -> Path:
    regular, bold, size = fonts
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    y = [720.0, 720.0]  # each column's next baseline
    for role, text, *place in lines:
        column = int(place[0].get("column", 0)) if place and role != "row" else 0
        if role == "page":
            pdf.showPage()
            y = [720.0, 720.0]
            continue
        if role == "gap":  # a paragraph gap: the lines after it are a paragraph of their own
            y[column] -= size * 1.2
            continue
        if role == "caption":  # a box's title: bold, in the stat lines' size
            role, face = "stats", bold
            pdf.setFont(face, size - 1.5)
            pdf.drawString(COLUMN_X[column], y[column], text)
            y[column] -= (size - 1.5) * 1.4
            continue
        if role == "row":  # a table row's cells on one baseline, each at its offset
            leads = int(place[0].get("bold", 0))  # its first cells set bold (a key)
            for k, (cell, offset) in enumerate(zip(text, place[0]["at"], strict=True)):
                pdf.setFont(bold if k < leads else regular, size)
                pdf.drawString(COLUMN_X[column] + offset, y[column], cell)
            y[column] -= size * 1.4
            continue
        wraps = bool(place and place[0].get("wrap"))  # a heading's wrapped line: set tight
        if role in ("heading", "title") and not wraps:
            y[column] -= size * 0.8
        # a lead: bold, body size; a title: a chapter's heading, bold and larger than a heading
        face = bold if role in ("heading", "lead", "title") else regular
        line_size = {"heading": size + 2, "title": size + 6, "stats": size - 1.5}.get(role, size)
        pdf.setFont(face, line_size)
        pdf.drawString(COLUMN_X[column], y[column], text)
        if place and "mark" in place[0]:  # a note mark: raised, set small, after the last word
            end = COLUMN_X[column] + pdf.stringWidth(text, face, line_size)
            pdf.setFont(face, 0.58 * line_size)
            pdf.drawString(end, y[column] + 0.33 * line_size, str(place[0]["mark"]))
        y[column] -= line_size * 1.4
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize("font", sorted(FONTS))
@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_creature_case(tmp_path: Path, path: Path, font: str) -> None:
    case: dict[str, Any] = yaml.safe_load(path.read_text("utf-8"))
    pdf = _write_pdf(tmp_path / f"{path.stem}.pdf", case["lines"], FONTS[font])
    conversion = convert_pdf(pdf)
    found = {
        e.area.key: {c.name: c.count for c in e.creatures}
        for e in conversion.encounters
        if e.area.key is not None
    }
    for key, creatures in case["areas"].items():
        assert found.get(str(key)) == creatures, (key, found)
    for key in case.get("not_keys", []):
        assert key not in found, (key, sorted(found))
    encounters = {e.area.key: e for e in conversion.encounters if e.area.key is not None}
    blocks = {b.name: b for b in conversion.detection.statblocks}
    for key, taken in case.get("blocks", {}).items():
        got = {c.name: c.statblock for c in encounters[str(key)].creatures}
        assert got == taken, (key, got)
    for name, wanted_blocks in case.get("block_fields", {}).items():
        printed = [b for b in conversion.detection.statblocks if b.name == name]
        assert len(printed) == len(wanted_blocks), (name, printed)
        got_fields = [
            {f: getattr(b, f) for f in wanted}
            for b, wanted in zip(printed, wanted_blocks, strict=True)
        ]
        assert got_fields == wanted_blocks, (name, printed)
    for key, wanted_arrivals in case.get("arrivals", {}).items():
        got_arrivals = {t.foe: t.trigger for t in encounters[str(key)].threats if t.trigger}
        assert got_arrivals == wanted_arrivals, (key, got_arrivals)
    got_events: dict[str, dict[str, int | None]] = {}
    for group in conversion.detection.events:
        got_events.setdefault(group.trigger, {})[group.name] = group.count
    assert got_events == case.get("events", {}), got_events
    for key, wanted in case.get("hit_dice", {}).items():
        fights = {o.statblock: o for o in encounters[str(key)].obstacles if o.statblock}
        got_hd = {}
        for c in encounters[str(key)].creatures:
            obstacle = fights.get(c.statblock)
            got_hd[c.name] = _hit_dice_in(obstacle.why) if obstacle else None
        assert got_hd == wanted, (key, got_hd, sorted(blocks))


def _hit_dice_in(why: str) -> str | None:
    """The hit dice an obstacle's why rates from ("HD 2 → OR 3 …")."""
    match = re.search(r"\bHD (\S+) →", why)
    return match.group(1) if match else None
