"""The truth YAML of a generated module, in the corpus truth format (TRUTH-FORMAT.md)."""

from __future__ import annotations

import hashlib
from typing import Any

import yaml

from .blocks import Module
from .render import Rendered

AREA_FIELDS = ("key", "name", "page", "creatures", "hazards")
BLOCK_FIELDS = ("name", "page", "style", "ac", "hp", "hit_dice", "cr", "size", "type")
# written only when the block has it: ``styles``, every family consistent with what is
# printed, when the print does not single one out (``style`` stays the one it was written as)
OPTIONAL_BLOCK_FIELDS = ("styles",)


def merged_creatures(creatures: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One entry per creature name: two sentences about goblins in one area are one group."""
    merged: dict[str, dict[str, Any]] = {}
    for creature in creatures:
        entry = merged.get(creature["name"])
        if entry is None:
            merged[creature["name"]] = dict(creature)
        elif entry["count"] is None or creature["count"] is None:
            entry["count"] = None
        else:
            entry["count"] += creature["count"]
    return list(merged.values())


def build_truth(module: Module, rendered: Rendered, file_name: str) -> dict[str, Any]:
    areas = []
    for area in module.areas:
        record = {**area, "page": rendered.pages[str(area["marker"])]}
        record["creatures"] = merged_creatures(list(area["creatures"]))  # type: ignore[call-overload]
        areas.append({name: record[name] for name in AREA_FIELDS})
    statblocks = [
        {
            name: {**block, "page": rendered.pages[str(block["marker"])]}[name]
            for name in (*BLOCK_FIELDS, *(f for f in OPTIONAL_BLOCK_FIELDS if f in block))
        }
        for block in module.statblocks
    ]
    return {
        "source": {
            "file": file_name,
            "sha256": hashlib.sha256(rendered.pdf).hexdigest(),
            "origin": f"bench/synth seed={module.seed} style={module.style} "
            f"switches={','.join(sorted(module.switches)) or '-'}",
            "license": "CC0-1.0",
            "pages": rendered.page_count,
        },
        "scope": {"areas": bool(areas), "statblocks": bool(statblocks)},
        "areas": areas,
        "statblocks": statblocks,
    }


def dump_truth(truth: dict[str, Any], module: Module) -> str:
    header = (
        f"# Ground truth for {truth['source']['file']}, written by bench/synth from the same\n"
        f"# values it typeset (style {module.style}). Decoy mentions (absent creatures) are\n"
        "# not listed; wandering-monster, rumour and example-encounter rows are neither areas,\n"
        "# stat blocks nor present creatures.\n"
    )
    return header + yaml.safe_dump(truth, sort_keys=False, allow_unicode=True, width=100)


STYLES_ALLOWED = {"5e", "5e-2024", "bx", "adnd", "3e", "other"}


def format_problems(truth: dict[str, Any]) -> list[str]:
    """Where ``truth`` departs from the corpus truth format; empty when it conforms."""
    problems: list[str] = []
    source = truth.get("source") or {}
    for name in ("file", "sha256", "origin", "license", "pages"):
        if name not in source:
            problems.append(f"source.{name} missing")
    scope = truth.get("scope") or {}
    if set(scope) != {"areas", "statblocks"} or not all(
        isinstance(v, bool) for v in scope.values()
    ):
        problems.append("scope must be {areas: bool, statblocks: bool}")
    pages = source.get("pages")
    for index, area in enumerate(truth.get("areas") or []):
        where = f"areas[{index}]"
        if tuple(area) != AREA_FIELDS:
            problems.append(f"{where}: fields {tuple(area)}")
        if area.get("key") is not None and not isinstance(area["key"], str):
            problems.append(f"{where}: key must be a string or null")
        if not isinstance(area.get("page"), int) or not 1 <= area["page"] <= (pages or 0):
            problems.append(f"{where}: page {area.get('page')!r} outside 1..{pages}")
        for creature in area.get("creatures") or []:
            if set(creature) != {"name", "count"} or creature["name"] != creature["name"].lower():
                problems.append(f"{where}: creature {creature}")
            if creature["count"] is not None and not isinstance(creature["count"], int):
                problems.append(f"{where}: count {creature['count']!r}")
        if not isinstance(area.get("hazards"), list):
            problems.append(f"{where}: hazards must be a list")
    for index, block in enumerate(truth.get("statblocks") or []):
        where = f"statblocks[{index}]"
        if tuple(block)[: len(BLOCK_FIELDS)] != BLOCK_FIELDS or not set(
            tuple(block)[len(BLOCK_FIELDS) :]
        ) <= set(OPTIONAL_BLOCK_FIELDS):
            problems.append(f"{where}: fields {tuple(block)}")
        if block.get("style") not in STYLES_ALLOWED:
            problems.append(f"{where}: style {block.get('style')!r}")
        styles = block.get("styles", [block.get("style")])
        if not isinstance(styles, list) or not (
            block.get("style") in styles and set(styles) <= STYLES_ALLOWED
        ):
            problems.append(f"{where}: styles {styles!r}")
        if not isinstance(block.get("page"), int) or not 1 <= block["page"] <= (pages or 0):
            problems.append(f"{where}: page {block.get('page')!r}")
        for name in ("ac", "hp"):
            if block.get(name) is not None and not isinstance(block[name], int):
                problems.append(f"{where}: {name} must be an integer or null")
        for name in ("hit_dice", "cr", "size", "type"):
            if block.get(name) is not None and not isinstance(block[name], str):
                problems.append(f"{where}: {name} must be a string or null")
    return problems
