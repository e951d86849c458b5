"""The problems reported about the areas found: ``area-key-gap`` (a key missing from a
sequence), ``area-duplicate-key``, ``area-low-confidence``, ``area-empty`` and ``areas-none``
(info: nothing found).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from converter.detect.areas_common import HEX_KEY_DIGITS
from converter.detect.areas_sections import scene_rules
from converter.models import Area, Document, Problem


def _missing_keys(before: str, after: str) -> list[str]:
    """Plain numeric keys skipped between two consecutive keys ("3", "6" -> ["4", "5"])."""
    short = len(before) < HEX_KEY_DIGITS and len(after) < HEX_KEY_DIGITS
    if short and before.isdecimal() and after.isdecimal() and 1 < int(after) - int(before) <= 3:
        return [str(n) for n in range(int(before) + 1, int(after))]
    return []


def areas_to_problems(document: Document, areas: Sequence[Area]) -> tuple[Problem, ...]:
    problems: list[Problem] = []
    if not areas and document.lines:
        problems.append(
            Problem(document.file, None, "areas-none", "info", "no keyed or named areas found")
        )
    seen: Counter[str] = Counter(a.key for a in areas if a.key)
    for key, times in sorted(seen.items()):
        if times > 1:
            problems.append(
                Problem(
                    document.file,
                    None,
                    "area-duplicate-key",
                    "info",
                    f"area key {key} is used by {times} areas",
                )
            )
    keyed = [a for a in areas if a.key]
    for before, after in zip(keyed, keyed[1:], strict=False):
        # keys found elsewhere are not missing: a one-page dungeon's boxes stand in any order
        missing = [k for k in _missing_keys(before.key or "", after.key or "") if k not in seen]
        if missing:
            problems.append(
                Problem(
                    document.file,
                    after.page,
                    "area-key-gap",
                    "warning",
                    f"no area keyed {', '.join(missing)} between {before.key} and {after.key}",
                )
            )
    low = scene_rules().thresholds["low_confidence"]
    for area in areas:
        if area.confidence < low:
            problems.append(
                Problem(
                    document.file,
                    area.page,
                    "area-low-confidence",
                    "info",
                    f"area {area.name!r} may not be a keyed location "
                    f"(confidence {area.confidence:.2f}: {', '.join(area.evidence) or 'no evidence'})",
                )
            )
        if not area.text:
            problems.append(
                Problem(
                    document.file,
                    area.page,
                    "area-empty",
                    "info",
                    f"area {area.name!r} has no text",
                )
            )
    return tuple(problems)
