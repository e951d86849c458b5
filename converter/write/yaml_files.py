"""Records → YAML files: stable key order, a schema modeline, atomic writes.

Output layout for one module (the contract in the README)::

    OUTDIR/schemas/*.schema.json            copies, so the modelines resolve offline
    OUTDIR/<module-slug>/module.yaml
    OUTDIR/<module-slug>/encounters/NN-<slug>.yaml
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from converter import __version__
from converter.dmd_models import (
    Avoid,
    Conversion,
    CreatureEntry,
    Encounter,
    Hazard,
    Obstacle,
    Quality,
    StatBlockRating,
    Threat,
    WanderingRating,
)
from converter.errors import OutputError
from converter.models import Feature, Problem, Source, StatBlock, WanderingEntry
from converter.write import RunInfo, Written
from converter.write.files import encounter_file_name, module_slug, write_atomic

MODULE_SCHEMA_REF = "../schemas/module.schema.json"
ENCOUNTER_SCHEMA_REF = "../../schemas/encounter.schema.json"


@dataclass(frozen=True)
class WrittenModule:
    """Where one conversion was written."""

    folder: Path
    module_file: Path
    encounter_files: tuple[Path, ...]


def source_to_dict(source: Source) -> dict[str, Any]:
    """``{file, page, bbox}`` as written to YAML, and ``ocr: true`` when OCR read its words."""
    out: dict[str, Any] = {"file": source.file, "page": source.page}
    if source.bbox is not None:
        out["bbox"] = source.bbox.as_list()
    if source.ocr:
        out["ocr"] = True
    return out


def feature_to_dict(feature: Feature) -> dict[str, Any]:
    """A trait or action as written to YAML."""
    return {"name": feature.name, "text": feature.text, "section": feature.section}


def rating_to_dict(rating: StatBlockRating) -> dict[str, Any]:
    """A stat block's D&MD numbers, as an obstacle gives them."""
    return {
        "rating": rating.rating,
        "why": rating.why,
        "threats": [threat_to_dict(t) for t in rating.threats],
        "weaknesses": [quality_to_dict(q) for q in rating.weaknesses],
        "strengths": [quality_to_dict(q) for q in rating.strengths],
    }


def statblock_to_dict(block: StatBlock, rating: StatBlockRating | None = None) -> dict[str, Any]:
    """A stat block with its raw values as printed, in the module file's field order, then
    its D&MD numbers (``dmd``) when it was rated."""
    out: dict[str, Any] = {
        "name": block.name,
        "page": block.page,
        "style": block.style,
        "ac": block.ac,
        "hp": block.hp,
        "hit_dice": block.hit_dice,
        "cr": block.cr,
        "size": block.size,
        "type": block.type,
    }
    optional = {
        "level": block.level,
        "role": block.role,
        "alignment": block.alignment,
        "speed": block.speed,
        "attacks": block.attacks,
        "damage": block.damage,
        "morale": block.morale,
        "xp": block.xp,
        "saves": block.saves,
        "count": block.count,
        "kind": block.kind,
    }
    out.update({key: value for key, value in optional.items() if value is not None})
    lists = {
        "features": [feature_to_dict(f) for f in block.features],
        "vulnerabilities": list(block.vulnerabilities),
        "resistances": list(block.resistances),
        "immunities": list(block.immunities),
        "condition_immunities": list(block.condition_immunities),
        "special": list(block.special),
    }
    out.update({key: value for key, value in lists.items() if value})
    out["source"] = source_to_dict(block.source)
    if block.evidence:
        out["evidence"] = list(block.evidence)
    if rating is not None:
        out["dmd"] = rating_to_dict(rating)
    return out


def _with_page(out: dict[str, Any], page: int | None) -> dict[str, Any]:
    if page is not None:
        out["page"] = page
    return out


def threat_to_dict(threat: Threat) -> dict[str, Any]:
    """A threat: name, rating and why, with its source page (and the ways around it)."""
    out = _with_page({"name": threat.name, "rating": threat.rating, "why": threat.why}, threat.page)
    if threat.avoid:
        out["avoid"] = [avoid_to_dict(a) for a in threat.avoid]
    if threat.foe is not None:
        out["foe"] = threat.foe
    if threat.trigger is not None:
        out["trigger"] = threat.trigger
    return out


def creature_to_dict(creature: CreatureEntry) -> dict[str, Any]:
    """A creature of an encounter, with its role (a captive) and why when it has one."""
    out: dict[str, Any] = {
        "name": creature.name,
        "count": creature.count,
        "statblock": creature.statblock,
        "resolved_by": creature.resolved_by,
    }
    if creature.role is not None:
        out["role"] = creature.role
        out["why"] = creature.why or ""
    return out


def quality_to_dict(quality: Quality) -> dict[str, Any]:
    """A weakness or strength with its reason (and the assets that undo it, if any)."""
    out = _with_page({"name": quality.name, "why": quality.why}, quality.page)
    if quality.cancelled_by:
        out["cancelled_by"] = list(quality.cancelled_by)
    return out


def obstacle_to_dict(obstacle: Obstacle) -> dict[str, Any]:
    """An obstacle in the encounter schema's field order."""
    out: dict[str, Any] = {
        "id": obstacle.id,
        "name": obstacle.name,
        "rating": obstacle.rating,
        "kind": obstacle.kind,
        "why": obstacle.why,
    }
    _with_page(out, obstacle.page)
    if obstacle.source is not None:
        out["source"] = source_to_dict(obstacle.source)
    if obstacle.after is not None:
        out["after"] = obstacle.after
    if obstacle.statblock is not None:
        out["statblock"] = obstacle.statblock
    out["threats"] = [threat_to_dict(t) for t in obstacle.threats]
    out["weaknesses"] = [quality_to_dict(q) for q in obstacle.weaknesses]
    out["strengths"] = [quality_to_dict(q) for q in obstacle.strengths]
    if obstacle.avoid:
        out["avoid"] = [avoid_to_dict(a) for a in obstacle.avoid]
    if obstacle.wants:
        out["wants"] = [
            _with_page({"kind": w.kind, "what": w.what, "why": w.why}, w.page)
            for w in obstacle.wants
        ]
    return out


def encounter_to_dict(encounter: Encounter) -> dict[str, Any]:
    """One encounter file's content."""
    area = encounter.area
    out: dict[str, Any] = {
        "kind": "encounter",
        "location": {
            "key": area.key,
            "name": area.name,
            "page": area.page,
            "source": source_to_dict(area.source),
            "confidence": round(area.confidence, 2),
            "evidence": list(area.evidence),
        },
    }
    if encounter.skipped:
        out["skipped"] = True
    out["text"] = area.text
    out["creatures"] = [creature_to_dict(c) for c in encounter.creatures]
    out["obstacles"] = [obstacle_to_dict(o) for o in encounter.obstacles]
    out["threats"] = [threat_to_dict(t) for t in encounter.threats]
    out["hazards"] = [hazard_to_dict(h) for h in encounter.hazards]
    if encounter.wandering:
        out["wandering"] = [
            {k: v for k, v in wandering_to_dict(w.entry, w).items() if k not in ("area", "level")}
            for w in encounter.wandering
        ]
    return out


def avoid_to_dict(avoid: Avoid) -> dict[str, Any]:
    """A way around a danger, with the sentence it was read from."""
    return _with_page({"how": avoid.how, "why": avoid.why}, avoid.page)


def hazard_to_dict(hazard: Hazard) -> dict[str, Any]:
    """A hazard of the area, with the ways around it when the text gives some."""
    out = _with_page({"name": hazard.name, "text": hazard.text, "why": hazard.why}, hazard.page)
    if hazard.avoid:
        out["avoid"] = [avoid_to_dict(a) for a in hazard.avoid]
    return out


def problem_to_dict(problem: Problem) -> dict[str, Any]:
    """A content problem as listed in module.yaml (the file is implied)."""
    return {
        "page": problem.page,
        "rule": problem.rule,
        "level": problem.level,
        "message": problem.message,
    }


def summarize(conversion: Conversion) -> dict[str, int]:
    """Counts a GM reads first: rooms, creatures, obstacles, threats, problems."""
    encounters = conversion.encounters
    return {
        "pages": len(conversion.document.pages),
        "areas": len(encounters),
        "statblocks": len(conversion.detection.statblocks),
        "creatures": sum(c.count or 1 for e in encounters for c in e.creatures),
        "obstacles": sum(len(e.obstacles) for e in encounters),
        "threats": sum(
            len(e.threats) + sum(len(o.threats) for o in e.obstacles) for e in encounters
        ),
        "hazards": sum(len(e.hazards) for e in encounters),
        "problems": len(conversion.problems),
    }


def _statblocks_to_dicts(conversion: Conversion) -> list[dict[str, Any]]:
    blocks = conversion.detection.statblocks
    if not conversion.ratings:
        return [statblock_to_dict(b) for b in blocks]
    return [statblock_to_dict(b, r) for b, r in zip(blocks, conversion.ratings, strict=True)]


def wandering_to_dict(entry: WanderingEntry, row: WanderingRating | None) -> dict[str, Any]:
    """A random-encounter row: roll, who, the count expression, and (when rated) the block
    or catalog entry they take, the area printing the table and their D&MD numbers."""
    out: dict[str, Any] = {"roll": entry.roll, "name": entry.name, "count_text": entry.count_text}
    if entry.level is not None:
        out["level"] = {"name": entry.level, "areas": list(entry.level_areas)}
    if row is not None:
        if row.area is not None:
            out["area"] = row.area
        if row.rating is not None:
            out["statblock"] = row.statblock
            out["resolved_by"] = row.resolved_by
            out["dmd"] = rating_to_dict(row.rating)
    out["source"] = source_to_dict(entry.source)
    return out


def _wandering(conversion: Conversion) -> dict[str, Any]:
    """The ``wandering`` list of module.yaml, left out when the module prints no such table."""
    entries = conversion.detection.wandering
    if not entries:
        return {}
    rows: Sequence[WanderingRating | None] = conversion.wandering or [None] * len(entries)
    return {"wandering": [wandering_to_dict(e, r) for e, r in zip(entries, rows, strict=True)]}


def _events(conversion: Conversion) -> dict[str, Any]:
    """The ``events`` list of module.yaml: each group an event brings to no room, with the
    event's heading, its sentence and the D&MD numbers of the fight; left out when none."""
    groups = conversion.detection.events
    if not groups:
        return {}
    rows: Sequence[WanderingRating | None] = conversion.events or [None] * len(groups)
    out = []
    for group, row in zip(groups, rows, strict=True):
        entry: dict[str, Any] = {
            "event": group.trigger,
            "name": group.name,
            "count": group.count,
            "count_text": group.count_text,
            "said": group.said,
        }
        if row is not None and row.rating is not None:
            entry.update(
                statblock=row.statblock, resolved_by=row.resolved_by, dmd=rating_to_dict(row.rating)
            )
        out.append({**entry, "source": source_to_dict(group.source)})
    return {"events": out}


def module_to_dict(
    conversion: Conversion,
    encounter_paths: Iterable[str],
    overrides_sha256: str | None = None,
) -> dict[str, Any]:
    """module.yaml's content."""
    document = conversion.document
    return {
        "kind": "module",
        "tool": {"name": "dmd", "version": __version__, "overrides_sha256": overrides_sha256},
        "source": {"file": document.file, "sha256": document.sha256, "pages": len(document.pages)},
        "summary": summarize(conversion),
        "statblocks": _statblocks_to_dicts(conversion),
        **_wandering(conversion),
        **_events(conversion),
        "encounters": list(encounter_paths),
        "problems": [problem_to_dict(p) for p in conversion.problems],
    }


def with_maps(
    module: dict[str, Any], conversion: Conversion, formats: Sequence[str]
) -> dict[str, Any]:
    """module.yaml with its maps, pins and tokens (``converter.write.vtt``) before problems."""
    from converter.write.vtt import maps_section

    section = maps_section(conversion, formats)
    if not section:
        return module
    problems = module.pop("problems")
    return {**module, **section, "problems": problems}


class _Dumper(yaml.SafeDumper):
    """Block style; long text as folded-free literal blocks when it has newlines."""


def _represent_str(dumper: yaml.representer.SafeRepresenter, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _represent_str)

# libyaml's emitter writes the same bytes as PyYAML's, ten times faster, except where the
# two fold or escape differently: double-quoted scalars (control characters, tabs, BOM,
# line separators, a space beside a line break), characters beyond U+FFFF, literal blocks
# that open or close with a line break, empty or long keys. Data free of those is dumped
# by libyaml; any other goes through PyYAML (tests/test_yaml_emit.py compares the two).
_FastDumper: type | None = None
if getattr(yaml, "__with_libyaml__", False):

    class _CDumper(yaml.CSafeDumper):
        """``_Dumper``'s representers over libyaml's emitter."""

    _CDumper.add_representer(str, _represent_str)
    _FastDumper = _CDumper

_PLAIN_CHARS = re.compile("[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]")
_MAX_FAST_KEY = 64


def _same_in_libyaml(text: str) -> bool:
    """True when both emitters write ``text`` alike (see above)."""
    if _PLAIN_CHARS.search(text):
        return False
    return "\n" not in text or not (
        " \n" in text or "\n " in text or text.startswith("\n") or text.endswith((" ", "\n"))
    )


def emits_alike(data: Any) -> bool:
    """True when every string of ``data`` (keys and values) is one libyaml writes as PyYAML."""
    if isinstance(data, str):
        return _same_in_libyaml(data)
    if isinstance(data, dict):
        return all(
            isinstance(key, str)
            and 0 < len(key) <= _MAX_FAST_KEY
            and "\n" not in key
            and _same_in_libyaml(key)
            and emits_alike(value)
            for key, value in data.items()
        )
    if isinstance(data, list):
        return all(emits_alike(item) for item in data)
    return data is None or isinstance(data, (bool, int, float))


def to_yaml(data: dict[str, Any], schema_ref: str) -> str:
    """Serialise with the modeline first and the keys in the order given."""
    dumper = _FastDumper if _FastDumper is not None and emits_alike(data) else _Dumper
    body = yaml.dump(
        data,
        Dumper=dumper,
        sort_keys=False,
        allow_unicode=True,
        width=100,
        default_flow_style=False,
    )
    return f"# yaml-language-server: $schema={schema_ref}\n{body}"


def copy_schemas(outdir: Path) -> None:
    """Put the bundled schemas beside the output so the modelines resolve offline."""
    folder = resources.files("dmd_schemas")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".schema.json"):
            write_atomic(outdir / "schemas" / entry.name, entry.read_text(encoding="utf-8"))


def write_conversion(
    conversion: Conversion,
    outdir: Path,
    overrides_sha256: str | None = None,
    formats: Sequence[str] = (),
    folder_name: str | None = None,
) -> WrittenModule:
    """Write one module's files; remove encounter files a previous run left behind."""
    folder = outdir / (folder_name or module_slug(conversion.document.file))
    try:
        copy_schemas(outdir)
        names = [encounter_file_name(i + 1, e) for i, e in enumerate(conversion.encounters)]
        encounter_files = []
        for name, encounter in zip(names, conversion.encounters, strict=True):
            path = folder / "encounters" / name
            write_atomic(path, to_yaml(encounter_to_dict(encounter), ENCOUNTER_SCHEMA_REF))
            encounter_files.append(path)
        stale = folder / "encounters"
        if stale.is_dir():
            for old in stale.glob("*.yaml"):
                if old.name not in names:
                    old.unlink()
        module = module_to_dict(conversion, [f"encounters/{n}" for n in names], overrides_sha256)
        module = with_maps(module, conversion, formats)
        module_file = folder / "module.yaml"
        write_atomic(module_file, to_yaml(module, MODULE_SCHEMA_REF))
    except OSError as exc:
        raise OutputError(f"{folder}: cannot write output: {exc.strerror or exc}") from exc
    return WrittenModule(folder, module_file, tuple(encounter_files))


def write(conversion: Conversion, outdir: Path, run: RunInfo) -> Written:
    """The ``yaml`` writer of ``converter.write.WRITERS``: module.yaml and one file per area."""
    written = write_conversion(
        conversion, outdir, run.overrides_sha256, run.formats, run.folder_name
    )  # folder_name: the same folder as run.module_folder gives every writer
    return Written("yaml", written.folder, (written.module_file, *written.encounter_files))
