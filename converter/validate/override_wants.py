"""An override that adds a want to an obstacle that is not social (a check of ``dmd validate``).

Only a person met by talking has wants (docs/mapping.md, "GM overrides"): ``dmd convert``
refuses ``add_want`` on any other obstacle. ``validate`` says so earlier, as a warning on the
entry's line, by following the obstacles' kinds through the file: those of the encounters the
sibling module.yaml lists (when there are any), then each entry in order: an ``add_obstacle``
adds one of its kind, ``kind`` changes a kind, ``rename`` a name, ``remove`` takes one away.
An obstacle the file cannot see (no encounters beside it, no entry adding it) is not judged.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from converter.models import Level

Issue = tuple[list[Any], Level, str, str, bool]
RULE = "override-want-not-social"


@dataclass
class _Known:
    """One obstacle as the entries so far leave it."""

    id: str
    name: str
    kind: str


def _fold(value: Any) -> str:
    return str(value).strip().casefold()


def _slug(text: str) -> str:
    """An added obstacle's id from its name, as ``dmd convert`` makes it (its slug rule)."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-") or "obstacle"


def _areas(encounters: Iterable[Mapping[str, Any]]) -> list[tuple[set[str], list[_Known]]]:
    """Each encounter's area names (key and name, folded) and its obstacles."""
    out = []
    for encounter in encounters:
        location = encounter.get("location")
        location = location if isinstance(location, dict) else {}
        names = {_fold(v) for v in (location.get("key"), location.get("name")) if v is not None}
        obstacles = encounter.get("obstacles")
        known = [
            _Known(str(o.get("id")), str(o.get("name")), str(o.get("kind")))
            for o in (obstacles if isinstance(obstacles, list) else [])
            if isinstance(o, dict)
        ]
        out.append((names, known))
    return out


def _area(areas: list[tuple[set[str], list[_Known]]], wanted: Any) -> list[_Known]:
    """The obstacles of the area an entry matches; an area the encounters lack is the file's."""
    folded = _fold(wanted)
    for names, known in areas:
        if folded in names:
            return known
    areas.append(({folded}, []))
    return areas[-1][1]


def want_kind_checks(
    overrides: list[dict[str, Any]], encounters: Iterable[Mapping[str, Any]]
) -> list[Issue]:
    """A warning for each ``add_want`` whose obstacle is known and is not social."""
    areas = _areas(encounters)
    issues: list[Issue] = []
    for i, entry in enumerate(overrides):
        match, change = entry["match"], entry["set"]
        known = _area(areas, match["area"])
        if "add_obstacle" in change:
            added = change["add_obstacle"]
            made = _slug(str(added.get("id") or added["name"]))
            known.append(_Known(made, str(added["name"]), str(added["kind"])))
            continue
        if "obstacle" not in match or "threat" in match:
            continue
        wanted = _fold(match["obstacle"])
        matched = [o for o in known if wanted in (_fold(o.id), _fold(o.name))]
        if change.get("remove") is True:
            known[:] = [o for o in known if o not in matched]
        for obstacle in matched:
            if "kind" in change:
                obstacle.kind = str(change["kind"])
            if "rename" in change:
                obstacle.name = str(change["rename"])
        wrong = [o for o in matched if o.kind != "social"]
        if "add_want" in change and wrong:
            msg = (
                f"add_want: obstacle {match['obstacle']!r} in area {match['area']!r} is of "
                f"kind {wrong[0].kind}, not social; only a person met by talking has wants "
                "(dmd convert refuses this; an entry with set: {kind: social} before it "
                "makes it one)"
            )
            issues.append((["overrides", i, "set", "add_want"], "warning", msg, RULE, True))
    return issues
