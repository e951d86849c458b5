"""HTML fragments of the review page. Every string from the YAML passes through ``esc``.

Text from a PDF is untrusted: an area named ``<script>…`` must show as text. So nothing here
builds markup from a value without ``esc`` (element text and quoted attributes alike), and
the one JSON island is escaped so it cannot close its ``<script>`` element.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import html
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from importlib import resources
from typing import Any

from converter.validate.files import load_schemas
from converter.write.review_model import (
    Box,
    CheckItem,
    PageInfo,
    ReviewModel,
    area_match,
    as_dict,
    as_list,
    confidence_of,
    encounter_id,
    statblock_id,
)

# each kind its own colour (RGB hex), also shown in the legend
KIND_COLOURS: dict[str, str] = {
    "area": "#1f77b4",
    "statblock": "#d62728",
    "creature": "#ff7f0e",
    "obstacle": "#9467bd",
    "trap": "#8c564b",
    "map": "#2ca02c",
    "pin": "#e377c2",
}
STATBLOCK_FIELDS = ("style", "ac", "hp", "hit_dice", "cr", "size", "type", "count")
STATBLOCK_LABELS = {"ac": "AC", "hp": "HP", "hit_dice": "HD", "cr": "CR", "count": "×"}
STATBLOCK_SKIP = {"name", "page", "source", "features", *STATBLOCK_FIELDS}


def esc(value: Any) -> str:
    """Text or a quoted attribute value, safe whatever the PDF said."""
    return html.escape("" if value is None else str(value), quote=True)


def json_island(data: Any) -> str:
    """JSON for a ``<script type="application/json">``: no ``<``, ``>`` or ``&`` left raw."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=True)
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def _pct(value: float, whole: float) -> str:
    return f"{max(0.0, min(100.0, 100.0 * value / whole)):.3f}%"


def box_html(box: Box, page: PageInfo, number: int) -> str:
    """An absolutely placed link over the page image, in per cent of the page."""
    x0, top, x1, bottom = box.bbox
    style = (
        f"left:{_pct(x0, page.width_pt)};top:{_pct(top, page.height_pt)};"
        f"width:{_pct(x1 - x0, page.width_pt)};height:{_pct(bottom - top, page.height_pt)}"
    )
    return (
        f'<a class="box k-{esc(box.kind)}" id="box-{esc(box.target)}-{number}" '
        f'href="#{esc(box.target)}" style="{style}" title="{esc(box.kind)}: {esc(box.label)}">'
        f'<span class="tag">{esc(box.label)}</span></a>'
    )


def page_view_html(page: PageInfo, boxes: Sequence[Box], first_box: dict[str, str]) -> str:
    """The page image (lazy) with its boxes, or a placeholder of the page's shape."""
    parts = []
    # larger boxes first, so a stat block inside an area is drawn on top and stays clickable
    ordered = sorted(boxes, key=lambda b: -(b.bbox[2] - b.bbox[0]) * (b.bbox[3] - b.bbox[1]))
    for number, box in enumerate(ordered):
        first_box.setdefault(box.target, f"box-{box.target}-{number}")
        parts.append(box_html(box, page, number))
    if page.image is not None:
        img = (
            f'<img src="{esc(page.image)}" loading="lazy" decoding="async" '
            f'width="{page.width_px}" height="{page.height_px}" alt="page {page.number}">'
        )
    else:
        img = f'<div class="noimg" style="aspect-ratio:{page.width_pt:.1f}/{page.height_pt:.1f}"></div>'
    return f'<div class="pageview">{img}{"".join(parts)}</div>'


def _why(text: Any) -> str:
    return f' <span class="why">{esc(text)}</span>' if text else ""


def _number_input(change: str, value: Any, attrs: Mapping[str, Any], lo: int, hi: int) -> str:
    data = "".join(f' data-{k}="{esc(v)}"' for k, v in attrs.items() if v is not None)
    shown = esc(value if value is not None else "")
    return (
        f'<input type="number" class="edit" min="{lo}" max="{hi}" value="{shown}" '
        f'data-orig="{shown}" data-change="{change}"{data}>'
    )


def threat_html(threat: Mapping[str, Any], obstacle: str | None) -> str:
    """A threat with an editable rating."""
    rating = _number_input(
        "rating", threat.get("rating"), {"threat": threat.get("name"), "obstacle": obstacle}, 1, 12
    )
    return f'<li><span class="tname">{esc(threat.get("name"))}</span> {rating}{_why(threat.get("why"))}</li>'


def _named_list(title: str, items: Iterable[Any]) -> str:
    rows = []
    for item in items:
        if isinstance(item, dict):
            name = item.get("name", item.get("text", ""))
            rows.append(f"<li>{esc(name)}{_why(item.get('why'))}</li>")
        else:
            rows.append(f"<li>{esc(item)}</li>")
    if not rows:
        return ""
    return f'<div class="sub"><b>{esc(title)}</b><ul>{"".join(rows)}</ul></div>'


@functools.cache
def override_choices() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The obstacle kinds and the want kinds an overrides file may name, from its schema (so
    the page offers exactly what ``dmd convert`` and ``dmd validate`` take)."""
    defs = load_schemas().by_name["overrides.schema.json"]["$defs"]
    kinds = defs["override"]["properties"]["set"]["properties"]["kind"]["enum"]
    wants = defs["want"]["properties"]["kind"]["enum"]
    return tuple(str(k) for k in kinds), tuple(str(w) for w in wants)


def _select(css: str, options: Sequence[str], chosen: Any, attrs: Mapping[str, Any]) -> str:
    data = "".join(f' data-{k}="{esc(v)}"' for k, v in attrs.items() if v is not None)
    listed = list(options) if chosen is None or chosen in options else [str(chosen), *options]
    shown = "".join(
        f'<option value="{esc(o)}"{" selected" if o == chosen else ""}>{esc(o)}</option>'
        for o in listed
    )
    return f'<select class="{css}"{data}>{shown}</select>'


def obstacle_change_html(obstacle: Mapping[str, Any]) -> str:
    """Change an obstacle's kind (run a fight as a talk, a thing as an object) and add what a
    social one's person wants: exported as ``kind`` and ``add_want`` overrides."""
    kinds, want_kinds = override_choices()
    oid, kind = obstacle.get("id"), obstacle.get("kind")
    return (
        '<div class="ochange">kind '
        + _select("kind-edit", kinds, kind, {"obstacle": oid, "orig": kind})
        + " · add a want "
        + _select("want-kind", want_kinds, None, {})
        + f' <input type="text" class="want-what" data-obstacle="{esc(oid)}" '
        'placeholder="what the person wants (a social obstacle)"></div>'
    )


def add_obstacle_html() -> str:
    """An obstacle the converter missed (a person met by talking with what they want, a thing
    in the way until broken …): exported as an ``add_obstacle`` override of the area."""
    kinds, want_kinds = override_choices()
    return (
        '<div class="addob"><b>add an obstacle</b> '
        '<input type="text" class="add-name" placeholder="name"> OR '
        '<input type="number" class="add-rating" min="1" max="12"> '
        + _select("add-kind", kinds, None, {})
        + " wants "
        + _select("add-want-kind", want_kinds, None, {})
        + ' <input type="text" class="add-want-what" placeholder="(social only)"></div>'
    )


def obstacle_html(obstacle: Mapping[str, Any]) -> str:
    """An obstacle: editable OR and kind, why, threats, weaknesses, strengths, ways around
    and, for a person met by talking, what they want (and a want to add)."""
    oid = obstacle.get("id")
    rating = _number_input("rating", obstacle.get("rating"), {"obstacle": oid}, 1, 12)
    threats = "".join(threat_html(as_dict(t), oid) for t in as_list(obstacle.get("threats")))
    return (
        f'<div class="obstacle" data-obstacle="{esc(oid)}">'
        f'<div><b>{esc(obstacle.get("name"))}</b> <span class="okind">{esc(obstacle.get("kind"))}</span>'
        f" OR {rating}"
        + (f" (comes on when {esc(obstacle.get('after'))} falls)" if obstacle.get("after") else "")
        + f' <label class="rm"><input type="checkbox" class="remove" data-obstacle="{esc(oid)}"> remove</label>'
        f"{_why(obstacle.get('why'))}</div>"
        + obstacle_change_html(obstacle)
        + (f'<div class="sub"><b>threats</b><ul>{threats}</ul></div>' if threats else "")
        + _named_list("weaknesses", as_list(obstacle.get("weaknesses")))
        + _named_list("strengths", as_list(obstacle.get("strengths")))
        + _named_list("ways around", ways_around(obstacle))
        + _named_list("wants", wants(obstacle))
        + "</div>"
    )


def ways_around(obstacle: Mapping[str, Any]) -> list[Any]:
    """The ways around an obstacle as the encounter lists them (``avoid``: how and why), and
    the older ``ways_around`` names."""
    found: list[Any] = [
        {"name": a.get("how"), "why": a.get("why")}
        for a in (as_dict(a) for a in as_list(obstacle.get("avoid")))
    ]
    return found + as_list(obstacle.get("ways_around"))


def wants(obstacle: Mapping[str, Any]) -> list[Any]:
    """What a social obstacle's person asks for, offers, likes or fears (``wants``: kind, what,
    why), as "asks: find her lost goat": the GM plays the person from these."""
    return [
        {"name": f"{w.get('kind')}: {w.get('what')}", "why": w.get("why")}
        for w in (as_dict(w) for w in as_list(obstacle.get("wants")))
    ]


def creature_html(creature: Mapping[str, Any]) -> str:
    """A creature with an editable count and how its stat block was found."""
    count = _number_input(
        "count", creature.get("count"), {"creature": creature.get("name")}, 1, 999
    )
    block = creature.get("statblock")
    resolved = creature.get("resolved_by")
    flag = ' class="flag"' if block is None or resolved in ("none", "catalog-fuzzy") else ""
    found = f"→ {esc(block)}" if block else "→ no stat block"
    return f'<li{flag}>{count} × {esc(creature.get("name"))} {found} <span class="why">({esc(resolved)})</span></li>'


def _confidence_html(encounter: Mapping[str, Any]) -> str:
    confidence = confidence_of(encounter)
    if confidence is None:
        return ""
    low = " low" if confidence < 0.6 else ""
    return f'<span class="conf{low}">confidence {confidence:.2f}</span>'


def ocr_badge(source: Any) -> str:
    """A badge on a record whose words OCR read from a picture (``source.ocr``)."""
    if not as_dict(source).get("ocr"):
        return ""
    return ' <span class="ocr" title="read by OCR from a picture: check it against the page">OCR</span>'


def _evidence_html(encounter: Mapping[str, Any]) -> str:
    evidence = encounter.get("evidence", as_dict(encounter.get("location")).get("evidence"))
    if isinstance(evidence, str | int | float):
        evidence = [evidence]
    return _named_list("evidence", as_list(evidence))


def _text_html(encounter: Mapping[str, Any]) -> str:
    read_aloud = encounter.get("read_aloud")
    text = str(encounter.get("text") or "")
    parts = []
    if read_aloud:
        parts.append(f'<blockquote class="aloud">{esc(read_aloud)}</blockquote>')
    if text:
        head = text[:140] + ("…" if len(text) > 140 else "")
        parts.append(f"<details><summary>{esc(head)}</summary><p>{esc(text)}</p></details>")
    return "".join(parts)


def controls_html(record_id: str) -> str:
    """Accept / reject / (edit = change the numbers above) and the reason for the override."""
    return (
        '<div class="controls">'
        f'<label><input type="radio" name="st-{record_id}" value="accept"> accept</label> '
        f'<label><input type="radio" name="st-{record_id}" value="reject"> reject</label> '
        f'<label><input type="radio" name="st-{record_id}" value="" checked> undecided</label> '
        '<input type="text" class="reason" placeholder="reason (for the overrides file)">'
        "</div>"
    )


def encounter_html(index: int, encounter: Mapping[str, Any], back: str | None) -> str:
    """One area's record: key, name, confidence, text, creatures, obstacles, controls."""
    location = as_dict(encounter.get("location"))
    rid = encounter_id(index)
    key = location.get("key")
    back_link = f'<a class="back" href="#{esc(back)}">▲ box</a> ' if back else ""
    creatures = "".join(creature_html(as_dict(c)) for c in as_list(encounter.get("creatures")))
    obstacles = "".join(obstacle_html(as_dict(o)) for o in as_list(encounter.get("obstacles")))
    area_threats = "".join(threat_html(as_dict(t), None) for t in as_list(encounter.get("threats")))
    skipped = ' <span class="skipped">skipped</span>' if encounter.get("skipped") else ""
    return (
        f'<article class="record enc" id="{rid}" data-area="{esc(area_match(encounter))}">'
        f'<header>{back_link}<span class="key">{esc(key) if key else "–"}</span> '
        f'<h3>{esc(location.get("name"))}</h3> <span class="pg">p.{esc(location.get("page"))}</span>'
        f"{_confidence_html(encounter)}{ocr_badge(location.get('source'))}{skipped}</header>"
        + _text_html(encounter)
        + _evidence_html(encounter)
        + (f'<div class="sub"><b>creatures</b><ul>{creatures}</ul></div>' if creatures else "")
        + obstacles
        + (
            f'<div class="sub"><b>area threats</b><ul>{area_threats}</ul></div>'
            if area_threats
            else ""
        )
        + _named_list("hazards", as_list(encounter.get("hazards")))
        + _named_list("wandering", as_list(encounter.get("wandering")))
        + add_obstacle_html()
        + controls_html(rid)
        + "</article>"
    )


def statblock_html(index: int, block: Mapping[str, Any], back: str | None) -> str:
    """A stat block's record: its printed numbers and any D&MD figures a later version adds."""
    rid = statblock_id(index)
    back_link = f'<a class="back" href="#{esc(back)}">▲ box</a> ' if back else ""
    facts = [
        f"{STATBLOCK_LABELS.get(k, k)} {esc(block[k])}"
        for k in STATBLOCK_FIELDS
        if block.get(k) is not None
    ]
    extra = [
        f"{esc(k)} {esc(v)}"
        for k, v in block.items()
        if k not in STATBLOCK_SKIP and isinstance(v, str | int | float) and not isinstance(v, bool)
    ]
    features = ", ".join(esc(as_dict(f).get("name")) for f in as_list(block.get("features")))
    return (
        f'<article class="record sb" id="{rid}" data-statblock="{esc(block.get("name"))}">'
        f'<header>{back_link}<span class="key">stat block</span> <h3>{esc(block.get("name"))}</h3>'
        f' <span class="pg">p.{esc(block.get("page"))}</span>{ocr_badge(block.get("source"))}'
        "</header>"
        f'<div class="facts">{" · ".join(facts + extra)}</div>'
        + (f'<div class="sub"><b>features</b> {features}</div>' if features else "")
        + _named_list("evidence", as_list(block.get("evidence")))
        + controls_html(rid)
        + "</article>"
    )


def summary_html(model: ReviewModel) -> str:
    """Counts a GM reads first."""
    module, encounters = model.data.module, model.data.encounters
    counts = {
        "pages": as_dict(module.get("source")).get("pages", 0),
        "areas": len(encounters),
        "stat blocks": len(as_list(module.get("statblocks"))),
        "creatures": sum(
            as_dict(c).get("count") or 1 for e in encounters for c in as_list(e.get("creatures"))
        ),
        "obstacles": sum(len(as_list(e.get("obstacles"))) for e in encounters),
        "problems": len(as_list(module.get("problems"))),
        "to check": len(model.checks),
    }
    cells = "".join(f'<div class="count"><b>{esc(v)}</b> {esc(k)}</div>' for k, v in counts.items())
    return f'<div class="counts">{cells}</div>'


def check_html(item: CheckItem) -> str:
    """One "check these" row, linking to its record or page."""
    page = f" p.{item.page}" if item.page is not None else ""
    label = esc(item.label) + page
    link = f'<a href="#{esc(item.target)}">{label}</a>' if item.target else label
    return f"<li>{link}: {esc(item.reason)}</li>"


def problems_html(model: ReviewModel, shown: set[int]) -> str:
    """Every problem of module.yaml with its page (a link when that page is shown)."""
    rows = []
    for problem in (as_dict(p) for p in as_list(model.data.module.get("problems"))):
        page = problem.get("page")
        where = f"p.{esc(page)}" if page is not None else "whole file"
        if isinstance(page, int) and page in shown:
            where = f'<a href="#page-{page}">{where}</a>'
        rows.append(
            f"<li>{where} {esc(problem.get('level'))} {esc(problem.get('rule'))}: "
            f"{esc(problem.get('message'))}</li>"
        )
    if not rows:
        return ""
    return (
        f'<details class="problems"><summary>Problems ({len(rows)})</summary>'
        f"<ul>{''.join(rows)}</ul></details>"
    )


def page_nav_html(pages: Sequence[PageInfo]) -> str:
    """A link to every page section, for books with a hundred pages of records."""
    links = " ".join(f'<a href="#page-{p.number}">{p.number}</a>' for p in pages)
    return f'<nav class="pagenav">pages: {links}</nav>' if links else ""


def legend_html() -> str:
    """The colour of each kind, with a toggle to hide its boxes."""
    items = "".join(
        f'<label class="lg"><input type="checkbox" checked data-kind="{kind}">'
        f'<span class="sw" style="background:{colour}"></span>{kind}</label>'
        for kind, colour in KIND_COLOURS.items()
    )
    return f'<div class="legend">{items}</div>'


def kind_css() -> str:
    """One rule per kind: its box colour."""
    return "".join(
        f".k-{kind}{{border-color:{colour};background:{colour}1f}}.k-{kind} .tag{{background:{colour}}}"
        for kind, colour in KIND_COLOURS.items()
    )


def pages_html(model: ReviewModel, pages: Sequence[PageInfo]) -> str:
    """One section per page: the image with its boxes, the records beside it."""
    module = model.data.module
    first_box: dict[str, str] = {}
    sections = []
    blocks = [as_dict(b) for b in as_list(module.get("statblocks"))]
    for page in pages:
        view = page_view_html(page, [b for b in model.boxes if b.page == page.number], first_box)
        records = [
            encounter_html(i, e, first_box.get(encounter_id(i)))
            for i, e in enumerate(model.data.encounters)
            if model.record_pages.get(encounter_id(i)) == page.number
        ]
        records += [
            statblock_html(i, b, first_box.get(statblock_id(i)))
            for i, b in enumerate(blocks)
            if model.record_pages.get(statblock_id(i)) == page.number
        ]
        sections.append(
            f'<section class="page" id="page-{page.number}"><h2>Page {page.number}</h2>'
            f'<div class="row">{view}<div class="records">{"".join(records)}</div></div></section>'
        )
    return "".join(sections)


def render_html(model: ReviewModel, pages: Sequence[PageInfo], pdf_note: str | None) -> str:
    """The whole page: the template with its slots filled in one pass."""
    source = as_dict(model.data.module.get("source"))
    checks = "".join(check_html(c) for c in model.checks) or "<li>nothing flagged</li>"
    note = f'<p class="note">{esc(pdf_note)}</p>' if pdf_note else ""
    existing = as_list(as_dict(model.data.overrides).get("overrides"))
    values = {
        "TITLE": esc(source.get("file", "module")),
        "KIND_CSS": kind_css(),
        "NOTE": note,
        "SUMMARY": summary_html(model),
        "CHECKS": checks,
        "PROBLEMS": problems_html(model, {p.number for p in pages}),
        "LEGEND": legend_html() + page_nav_html(pages),
        "PAGES": pages_html(model, pages),
        "EXISTING": json_island(existing),
        "EXISTING_COUNT": str(len(existing)),
    }
    template = (resources.files("converter.write") / "review_template.html").read_text("utf-8")
    values["SCRIPT_HASH"] = script_hash(template)
    return re.sub(r"\{\{([A-Z_]+)\}\}", lambda m: values[m.group(1)], template)


def script_hash(template: str) -> str:
    """The CSP source of the template's one inline script: only it may run, no injected code.

    The script holds no slots, so its hash is the same before and after filling them.
    """
    found = re.search(r"<script>(.*?)</script>", template, re.DOTALL)
    assert found is not None and "{{" not in found.group(1)
    digest = hashlib.sha256(found.group(1).encode("utf-8")).digest()
    return "sha256-" + base64.b64encode(digest).decode("ascii")
