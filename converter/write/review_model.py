"""The review page's model: what was found on each page, built from the written YAML.

It works from what the YAML holds (module.yaml and encounters/*.yaml, or the same dicts built
from a ``Conversion``), so ``dmd review`` can run on any converted folder. Fields that later
versions add (an area's ``confidence``/``evidence``, ``ways_around``, ``wandering``, maps and
pins with a ``source``) are read when present and never required. The prep sheet reads the
same folder data.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from converter.dmd_models import Conversion
from converter.errors import UsageError

LOW_CONFIDENCE = 0.6
UNRESOLVED = ("none", None)
GUESSED = ("catalog-fuzzy",)
LARGE_COUNT = 50  # more foes than one scene holds: often a population, not an encounter


@dataclass(frozen=True)
class ModuleData:
    """A converted module as its YAML holds it."""

    folder: Path
    module: Mapping[str, Any]
    encounters: tuple[Mapping[str, Any], ...]
    overrides: Mapping[str, Any] | None = None
    encounter_files: tuple[Path, ...] = ()  # beside ``encounters`` when read from a folder


@dataclass(frozen=True)
class Box:
    """A rectangle drawn over a page image, linked to the record it belongs to."""

    kind: str
    page: int
    bbox: tuple[float, float, float, float]
    label: str
    target: str  # the id of the record (or page section) it links to


@dataclass(frozen=True)
class CheckItem:
    """One entry of the "check these" list: why a person should look, and where."""

    order: tuple[int, float, int]  # (reason rank, confidence, reading position)
    reason: str
    label: str
    target: str | None
    page: int | None


@dataclass(frozen=True)
class PageInfo:
    """A rendered page (or ``image`` None when the PDF could not be found)."""

    number: int
    width_pt: float = 612.0
    height_pt: float = 792.0
    image: str | None = None
    width_px: int = 0
    height_px: int = 0


@dataclass
class ReviewModel:
    """Everything the HTML shows, gathered once from the YAML dicts."""

    data: ModuleData
    boxes: list[Box] = field(default_factory=list)
    record_pages: dict[str, int] = field(default_factory=dict)
    checks: list[CheckItem] = field(default_factory=list)


def read_yaml_file(path: Path) -> Any:
    """Parse one YAML file; a UsageError naming it when it is missing or not YAML."""
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    except yaml.YAMLError as exc:
        raise UsageError(f"{path}: not valid YAML ({exc})") from exc


def load_module_folder(folder: Path) -> ModuleData:
    """``OUTDIR/<module>``: module.yaml, the encounter files it lists, overrides.yaml if any."""
    module_file = folder / "module.yaml"
    if not module_file.is_file():
        raise UsageError(f"{folder}: no module.yaml here (give a folder dmd convert wrote)")
    module = read_yaml_file(module_file)
    if not isinstance(module, dict) or module.get("kind") != "module":
        raise UsageError(f"{module_file}: not a dmd module file")
    encounters, files = [], []
    for rel in module.get("encounters") or []:
        data = read_yaml_file(folder / str(rel))
        if isinstance(data, dict):
            encounters.append(data)
            files.append(folder / str(rel))
    overrides_file = folder / "overrides.yaml"
    overrides = read_yaml_file(overrides_file) if overrides_file.is_file() else None
    return ModuleData(folder, module, tuple(encounters), overrides, tuple(files))


def conversion_data(conversion: Conversion, folder: Path) -> ModuleData:
    """The same dicts the YAML writer writes, straight from a conversion (``convert --review``)."""
    from converter.write.files import encounter_file_name
    from converter.write.yaml_files import encounter_to_dict, module_to_dict

    names = [encounter_file_name(i + 1, e) for i, e in enumerate(conversion.encounters)]
    module = module_to_dict(conversion, [f"encounters/{n}" for n in names])
    encounters = tuple(encounter_to_dict(e) for e in conversion.encounters)
    overrides_file = folder / "overrides.yaml"
    overrides = read_yaml_file(overrides_file) if overrides_file.is_file() else None
    return ModuleData(folder, module, encounters, overrides)


def as_list(value: Any) -> list[Any]:
    """A YAML list field, or [] when absent or of another type."""
    return value if isinstance(value, list) else []


def as_dict(value: Any) -> Mapping[str, Any]:
    """A YAML mapping field, or {} when absent or of another type."""
    return value if isinstance(value, dict) else {}


def confidence_of(encounter: Mapping[str, Any]) -> float | None:
    """An area's confidence (0–1) wherever a converter version put it, else None."""
    location = as_dict(encounter.get("location"))
    for value in (encounter.get("confidence"), location.get("confidence")):
        if isinstance(value, dict):
            value = value.get("score", value.get("value"))
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
    return None


def area_match(encounter: Mapping[str, Any]) -> str:
    """What an override's ``match.area`` says for this area: its key, else its name."""
    location = as_dict(encounter.get("location"))
    key = location.get("key")
    return str(key) if key not in (None, "") else str(location.get("name", ""))


def encounter_id(index: int) -> str:
    """The HTML id of the n-th encounter record (reading order)."""
    return f"enc-{index}"


def statblock_id(index: int) -> str:
    """The HTML id of the n-th stat block record."""
    return f"sb-{index}"


def _bbox(source: Any) -> tuple[int, tuple[float, float, float, float]] | None:
    source = as_dict(source)
    bbox, page = source.get("bbox"), source.get("page")
    if not isinstance(page, int) or not isinstance(bbox, list) or len(bbox) != 4:
        return None
    try:
        x0, top, x1, bottom = (float(v) for v in bbox)
    except (TypeError, ValueError):
        return None
    return page, (x0, top, x1, bottom)


def _add_box(model: ReviewModel, kind: str, source: Any, label: str, target: str) -> None:
    found = _bbox(source)
    if found is not None:
        model.boxes.append(Box(kind, found[0], found[1], label, target))


def _encounter_boxes(model: ReviewModel, index: int, encounter: Mapping[str, Any]) -> None:
    target = encounter_id(index)
    location = as_dict(encounter.get("location"))
    _add_box(model, "area", location.get("source"), area_match(encounter), target)
    for creature in as_list(encounter.get("creatures")):
        creature = as_dict(creature)
        _add_box(model, "creature", creature.get("source"), str(creature.get("name")), target)
    for obstacle in as_list(encounter.get("obstacles")):
        obstacle = as_dict(obstacle)
        kind = "trap" if obstacle.get("kind") == "trap" else "obstacle"
        _add_box(model, kind, obstacle.get("source"), str(obstacle.get("name")), target)
    for hazard in as_list(encounter.get("hazards")):
        hazard = as_dict(hazard)
        _add_box(model, "trap", hazard.get("source"), str(hazard.get("name")), target)


def _map_boxes(model: ReviewModel, keys: Mapping[str, str]) -> None:
    """Maps and their pins, when a converter version lists them in module.yaml."""
    for item in as_list(model.data.module.get("maps")):
        item = as_dict(item)
        found = _bbox(item.get("source"))
        if found is not None:
            page_target = f"page-{found[0]}"
            model.boxes.append(
                Box("map", found[0], found[1], str(item.get("name", "map")), page_target)
            )
        for pin in as_list(item.get("pins")):
            pin = as_dict(pin)
            key = str(pin.get("key", pin.get("area", "")))
            pin_found = _bbox(pin.get("source"))
            if pin_found is not None:
                target = keys.get(key.casefold(), f"page-{pin_found[0]}")
                model.boxes.append(Box("pin", pin_found[0], pin_found[1], key, target))


def _checks_for(index: int, encounter: Mapping[str, Any]) -> Iterator[CheckItem]:
    location = as_dict(encounter.get("location"))
    label = " ".join(str(v) for v in (location.get("key"), location.get("name")) if v)
    page = location.get("page") if isinstance(location.get("page"), int) else None
    target = encounter_id(index)
    confidence = confidence_of(encounter)
    if confidence is not None and confidence < LOW_CONFIDENCE:
        reason = f"low confidence {confidence:.2f}"
        yield CheckItem((0, confidence, index), reason, label, target, page)
    if as_dict(location.get("source")).get("ocr"):
        reason = "read by OCR from a picture: check its words and numbers against the page"
        yield CheckItem((2, 0.0, index), reason, label, target, page)
    for creature in as_list(encounter.get("creatures")):
        creature = as_dict(creature)
        resolved = creature.get("resolved_by")
        if creature.get("statblock") is None or resolved in UNRESOLVED:
            reason = f"creature {creature.get('name')!s} has no stat block"
            yield CheckItem((1, 0.0, index), reason, label, target, page)
        elif isinstance(creature.get("count"), int) and creature["count"] >= LARGE_COUNT:
            reason = f"{creature['count']} × {creature.get('name')!s}: a horde, or a misread count?"
            yield CheckItem((2, 0.0, index), reason, label, target, page)
        elif resolved in GUESSED:
            reason = f"creature {creature.get('name')!s} → {creature.get('statblock')!s} is a fuzzy match"
            yield CheckItem((2, 0.0, index), reason, label, target, page)


def _problem_checks(model: ReviewModel) -> Iterator[CheckItem]:
    for number, problem in enumerate(as_list(model.data.module.get("problems"))):
        problem = as_dict(problem)
        if problem.get("level") == "info":
            continue
        page = problem.get("page") if isinstance(problem.get("page"), int) else None
        reason = f"{problem.get('level')} {problem.get('rule')}: {problem.get('message')}"
        target = f"page-{page}" if page is not None else None
        yield CheckItem((3, 0.0, number), reason, "problem", target, page)


def build_model(data: ModuleData) -> ReviewModel:
    """Boxes, record pages and the "check these" list, in a stable order."""
    model = ReviewModel(data)
    keys: dict[str, str] = {}
    for index, encounter in enumerate(data.encounters):
        location = as_dict(encounter.get("location"))
        if isinstance(location.get("page"), int):
            model.record_pages[encounter_id(index)] = location["page"]
        keys.setdefault(area_match(encounter).casefold(), encounter_id(index))
        _encounter_boxes(model, index, encounter)
        model.checks.extend(_checks_for(index, encounter))
    for index, block in enumerate(as_list(data.module.get("statblocks"))):
        block = as_dict(block)
        if isinstance(block.get("page"), int):
            model.record_pages[statblock_id(index)] = block["page"]
        _add_box(
            model, "statblock", block.get("source"), str(block.get("name")), statblock_id(index)
        )
    _map_boxes(model, keys)
    model.checks.extend(_problem_checks(model))
    model.checks.sort(key=lambda c: c.order)
    return model


def pages_to_show(model: ReviewModel) -> list[int]:
    """Every page with a record, a box or a problem, in page order."""
    pages = set(model.record_pages.values()) | {b.page for b in model.boxes}
    pages |= {c.page for c in model.checks if c.page is not None}
    total = model.data.module.get("source", {}).get("pages")
    return sorted(p for p in pages if p >= 1 and (not isinstance(total, int) or p <= total))
