"""The prep sheet: ``OUTDIR/<module>/sheet.md`` and ``sheet.html``, one section per area.

For a GM at the table: in reading order, each area's read-aloud text (the area's text when
the YAML has none), its creatures with counts, and each obstacle with its OR, threats,
weaknesses, strengths and ways around; with a party, each member's chance to clear each
obstacle in one roll (``party_odds``, the only function here that knows the rules engine).
Both files come from one list of blocks, so they say the same; every PDF string is escaped
for the format it lands in.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from converter.errors import OutputError
from converter.write.files import write_atomic
from converter.write.review_model import ModuleData, as_dict, as_list

# (encounter index, obstacle id) → [(member name, P(clear in one roll))]
Odds = dict[tuple[int, str], list[tuple[str, float]]]


@dataclass(frozen=True)
class Block:
    """One piece of the sheet: a heading, a paragraph, a quote or a labelled line."""

    kind: str  # h1 | h2 | h3 | p | quote | item
    text: str
    label: str = ""


def party_odds(files: Sequence[Path], party_file: Path) -> Odds:
    """Each member's P(success) against each obstacle, exactly as ``dmd odds`` computes it.

    The one coupling to ``rules``: ``rules.encounter_odds`` (the playtest policy's pool, with
    the party's danger dice), the function behind ``dmd odds ENCOUNTER --character``.
    """
    from fractions import Fraction

    from dmd_rules.encounter import load_encounter, load_party
    from dmd_rules.encounter_odds import encounter_odds

    party = load_party(party_file)
    odds: Odds = {}
    for index, path in enumerate(files):
        scene = load_encounter(path)
        for pc in party.members:
            rows, _ = encounter_odds(pc, scene, party.danger_dice)
            for row in rows:
                p_success = float(Fraction(row["p_success"]))
                odds.setdefault((index, row["obstacle"]), []).append((pc.name, p_success))
    return odds


def _names(items: Any) -> str:
    out = []
    for item in as_list(items):
        if isinstance(item, dict):
            name = str(item.get("name", item.get("text", "")))
            rating = item.get("rating")
            out.append(f"{name} {rating}" if rating is not None else name)
        else:
            out.append(str(item))
    return ", ".join(out) or "—"


def percent(p: float) -> str:
    """A chance in whole per cent that never rounds a risk away: 0.996 is ">99%", not 100%."""
    if 0.0 < p < 0.005:
        return "<1%"
    if 0.995 <= p < 1.0:
        return ">99%"
    return f"{p:.0%}"


def _obstacle_blocks(
    obstacle: Mapping[str, Any], odds: list[tuple[str, float]] | None
) -> list[Block]:
    title = f"{obstacle.get('name')} — OR {obstacle.get('rating')} ({obstacle.get('kind')})"
    if obstacle.get("after"):
        title += f", when {obstacle.get('after')} falls"
    blocks = [Block("h3", title)]
    for field, label in (
        ("threats", "Threats"),
        ("weaknesses", "Weaknesses"),
        ("strengths", "Strengths"),
    ):
        if as_list(obstacle.get(field)):
            blocks.append(Block("item", _names(obstacle.get(field)), label))
    ways = [as_dict(a).get("how") for a in as_list(obstacle.get("avoid"))]
    ways += as_list(obstacle.get("ways_around"))
    if ways:
        blocks.append(Block("item", _names(ways), "Ways around"))
    wants = [as_dict(w) for w in as_list(obstacle.get("wants"))]  # a social obstacle's person
    if wants:
        text = "; ".join(f"{w.get('kind')}: {w.get('what')}" for w in wants)
        blocks.append(Block("item", text, "Wants"))
    if odds is not None:
        text = ", ".join(f"{name} {percent(p)}" for name, p in odds) or "—"
        blocks.append(Block("item", text, "Odds to clear in one roll"))
    return blocks


def area_blocks(index: int, encounter: Mapping[str, Any], odds: Odds | None) -> list[Block]:
    """One area's section."""
    location = as_dict(encounter.get("location"))
    key = location.get("key")
    title = f"{key}. {location.get('name')}" if key else str(location.get("name"))
    title += f" (p. {location.get('page')})"
    if encounter.get("skipped"):
        title += " — skipped"
    blocks = [Block("h2", title)]
    read_aloud = encounter.get("read_aloud")
    if read_aloud:
        blocks.append(Block("quote", str(read_aloud)))
    elif encounter.get("text"):
        blocks.append(Block("p", str(encounter.get("text"))))
    creatures = [
        f"{c.get('count') if c.get('count') is not None else '?'} × {c.get('name')}"
        + (f" ({c.get('statblock')})" if c.get("statblock") else " (no stat block)")
        for c in (as_dict(c) for c in as_list(encounter.get("creatures")))
    ]
    if creatures:
        blocks.append(Block("item", ", ".join(creatures), "Creatures"))
    for obstacle in (as_dict(o) for o in as_list(encounter.get("obstacles"))):
        row = None if odds is None else odds.get((index, str(obstacle.get("id"))), [])
        blocks += _obstacle_blocks(obstacle, row)
    if as_list(encounter.get("threats")):
        blocks.append(Block("item", _names(encounter.get("threats")), "Area threats"))
    if as_list(encounter.get("hazards")):
        blocks.append(Block("item", _names(encounter.get("hazards")), "Hazards"))
    if as_list(encounter.get("wandering")):
        blocks.append(Block("item", _names(encounter.get("wandering")), "Wandering"))
    return blocks


def sheet_blocks(data: ModuleData, odds: Odds | None = None) -> list[Block]:
    """The whole sheet in reading order."""
    source = as_dict(data.module.get("source"))
    blocks = [Block("h1", f"Prep sheet: {source.get('file', 'module')}")]
    for index, encounter in enumerate(data.encounters):
        blocks += area_blocks(index, encounter, odds)
    return blocks


_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|~])")
_MD_LINE_START = re.compile(r"^(\d+)(?=[.)])|^(?=[#+=>-])")


def md_escape(text: str, line_start: bool = False) -> str:
    """Text a Markdown renderer shows as written: no emphasis, links or raw HTML from a PDF.

    Backslash-escapes the characters that start markup anywhere and, for text that begins
    a line, a start that would make a heading, quote or list of it (``1.`` → ``1\\.``).
    """
    flat = _MD_SPECIAL.sub(r"\\\1", " ".join(text.split()))
    return _MD_LINE_START.sub(lambda m: (m.group(1) or "") + "\\", flat) if line_start else flat


def to_markdown(blocks: Sequence[Block]) -> str:
    """The sheet as Markdown."""
    out = []
    for b in blocks:
        text = md_escape(b.text)
        if b.kind in ("h1", "h2", "h3"):
            out.append(f"{'#' * int(b.kind[1])} {text}\n")
        elif b.kind == "quote":
            out.append(f"> {text}\n")
        elif b.kind == "p":
            out.append(f"{md_escape(b.text, line_start=True)}\n")
        else:
            out.append(f"- **{md_escape(b.label)}:** {text}")
            continue
    return "\n".join(_join_items(out)) + "\n"


def _join_items(lines: list[str]) -> list[str]:
    """A blank line after each run of list items, so Markdown ends the list there."""
    out: list[str] = []
    for i, line in enumerate(lines):
        out.append(line)
        following = lines[i + 1] if i + 1 < len(lines) else ""
        if line.startswith("- ") and not following.startswith("- "):
            out.append("")
    return out


SHEET_CSS = (
    "body{font:15px/1.45 Georgia,serif;max-width:50em;margin:1em auto;padding:0 1em}"
    "h2{border-top:2px solid #444;padding-top:.4em;break-after:avoid}"
    "h3{font-size:1em;margin:.6em 0 .2em}"
    "blockquote{margin:.4em 0;padding:.3em .8em;background:#f6f0e0;border-left:4px solid #c9a}"
    "ul{margin:.2em 0;padding-left:1.2em}"
    "section{break-inside:avoid-page}"
)


def to_html(blocks: Sequence[Block]) -> str:
    """The sheet as one self-contained HTML file."""
    body: list[str] = []
    items: list[str] = []
    open_section = False

    def flush() -> None:
        if items:
            body.append(f"<ul>{''.join(items)}</ul>")
            items.clear()

    for b in blocks:
        text = html.escape(b.text, quote=True)
        if b.kind == "item":
            items.append(f"<li><b>{html.escape(b.label)}:</b> {text}</li>")
            continue
        flush()
        if b.kind == "h2":
            body.append(("</section>" if open_section else "") + "<section>")
            open_section = True
        tag = {"quote": "blockquote"}.get(b.kind, b.kind)
        body.append(f"<{tag}>{text}</{tag}>")
    flush()
    if open_section:
        body.append("</section>")
    title = html.escape(blocks[0].text) if blocks else "Prep sheet"
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{title}</title><style>{SHEET_CSS}</style></head><body>\n"
        + "\n".join(body)
        + "\n</body></html>\n"
    )


def write_sheet(data: ModuleData, party: Path | None = None) -> tuple[Path, Path]:
    """Write ``sheet.md`` and ``sheet.html`` in the module folder."""
    odds = party_odds(data.encounter_files, party) if party is not None else None
    blocks = sheet_blocks(data, odds)
    md_file, html_file = data.folder / "sheet.md", data.folder / "sheet.html"
    try:
        write_atomic(md_file, to_markdown(blocks))
        write_atomic(html_file, to_html(blocks))
    except OSError as exc:
        raise OutputError(
            f"{data.folder}: cannot write the prep sheet: {exc.strerror or exc}"
        ) from exc
    return md_file, html_file
