"""Stat blocks and keyed areas → D&MD encounters: obstacles, threats, weaknesses, strengths.

Pure: every number comes from a table under ``rules/tables/`` (documented in
``docs/mapping.md``), and every obstacle, threat and quality says ``why`` it has its rating.
spaCy is reached only through ``converter.detect.nlp``, imported when room text is read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml

from converter.catalog import Catalog, CatalogEntry, Resolution, normalize_name, resolve_creature
from converter.errors import RulesError
from converter.models import (
    Area,
    CreatureEntry,
    CreatureMention,
    Encounter,
    Hazard,
    Obstacle,
    Problem,
    Quality,
    StatBlock,
    Threat,
)

OR_TABLES = ("cr_to_or", "cr3e_to_or", "hd_to_or", "adnd_hd_to_or", "dc_to_or")
OTHER_TABLES = (
    "difficulty_to_or",
    "size_to_threat",
    "trait_threats",
    "creature_aliases",
    "room_patterns",
)
MIN_RATING, MAX_RATING = 1, 12
VETO_OR_TOLERANCE = 1  # a fuzzy catalog pick whose OR differs more than this is vetoed
STYLE_TO_OR_TABLE = {"5e": "cr_to_or", "5e-2024": "cr_to_or", "3e": "cr3e_to_or"}
HD_STYLE_TO_OR_TABLE = {"adnd": "adnd_hd_to_or"}  # every other old-school style: hd_to_or
NUMBER_WORDS = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
        ]
    )
}


# ---------------------------------------------------------------------------------- tables


@dataclass(frozen=True)
class Rows:
    """A threshold table: the value of the last row whose ``start`` ≤ x."""

    name: str
    starts: tuple[float, ...]
    values: tuple[int, ...]

    def lookup(self, x: float) -> int | None:
        """The value for ``x``, or None below the first row."""
        found = None
        for start, value in zip(self.starts, self.values, strict=True):
            if start <= x:
                found = value
        return found


@dataclass(frozen=True)
class Pattern:
    """One regular expression searched in one stat-block field."""

    field: str
    regex: re.Pattern[str]


@dataclass(frozen=True)
class TraitRule:
    """A trait-table entry: a threat, weakness or strength found by patterns."""

    id: str
    name: str
    patterns: tuple[Pattern, ...]
    rating: int | None = None
    count_rows: Rows | None = None


@dataclass(frozen=True)
class Tables:
    """Every mapping table, loaded and validated."""

    or_tables: Mapping[str, Rows]
    difficulty: Mapping[str, Any]
    in_six: Rows
    size: Mapping[str, Any]
    threat_rules: tuple[TraitRule, ...]
    weakness_rules: tuple[TraitRule, ...]
    strength_rules: tuple[TraitRule, ...]
    tough_name: str
    tough_hp: Rows
    tough_hd: Rows
    aliases: Mapping[str, str]
    room_patterns: Mapping[str, Any]


def load_table(name: str) -> Any:
    """Load ``rules/tables/<name>.yaml`` and validate it with its schema; RulesError if not."""
    import jsonschema

    try:
        text = (resources.files("rules") / "tables" / f"{name}.yaml").read_text("utf-8")
        schema_text = (resources.files("schemas") / "tables" / f"{name}.schema.json").read_text(
            "utf-8"
        )
    except OSError as exc:
        raise RulesError(f"rules table {name}: cannot read it ({exc})") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise RulesError(f"rules table {name}: not valid YAML ({exc})") from exc
    schema = json.loads(schema_text)
    error = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(schema).iter_errors(data)
    )
    if error is not None:
        raise RulesError(f"rules table {name}: {error.json_path}: {error.message}")
    return data


def _rows(name: str, rows: Sequence[Mapping[str, Any]], value_key: str) -> Rows:
    starts = tuple(float(r["from"]) for r in rows)
    if list(starts) != sorted(set(starts)):
        raise RulesError(f"rules table {name}: rows must ascend by `from` without repeats")
    return Rows(name, starts, tuple(int(r[value_key]) for r in rows))


def _trait_rules(kind: str, entries: Sequence[Mapping[str, Any]]) -> tuple[TraitRule, ...]:
    rules = []
    for entry in entries:
        try:
            patterns = tuple(
                Pattern(p["field"], re.compile(p["regex"], re.IGNORECASE | re.DOTALL))
                for p in entry["patterns"]
            )
        except re.error as exc:
            raise RulesError(f"rules table trait_threats: {kind} {entry['id']}: {exc}") from exc
        count_rows = entry.get("count_rows")
        rules.append(
            TraitRule(
                entry["id"],
                entry["name"],
                patterns,
                entry.get("rating"),
                _rows(f"trait_threats.{entry['id']}", count_rows, "rating") if count_rows else None,
            )
        )
    return tuple(rules)


@lru_cache(maxsize=1)
def load_tables() -> Tables:
    """Load and validate every table under ``rules/tables/`` (once per process)."""
    or_tables = {name: _rows(name, load_table(name)["rows"], "or") for name in OR_TABLES}
    difficulty = load_table("difficulty_to_or")
    traits = load_table("trait_threats")
    tough = traits["tough"]
    return Tables(
        or_tables=or_tables,
        difficulty=difficulty,
        in_six=_rows("difficulty_to_or.in_six", difficulty["in_six"], "or"),
        size=load_table("size_to_threat"),
        threat_rules=_trait_rules("threat", traits["threats"]),
        weakness_rules=_trait_rules("weakness", traits["weaknesses"]),
        strength_rules=_trait_rules("strength", traits["strengths"]),
        tough_name=tough["name"],
        tough_hp=_rows("trait_threats.tough.hp_rows", tough["hp_rows"], "rating"),
        tough_hd=_rows("trait_threats.tough.hd_rows", tough["hd_rows"], "rating"),
        aliases={
            normalize_name(k): v for k, v in load_table("creature_aliases")["aliases"].items()
        },
        room_patterns=load_table("room_patterns"),
    )


# ------------------------------------------------------------------------ reading numbers


def clamp_rating(
    value: int, why: str, low: int = MIN_RATING, high: int = MAX_RATING
) -> tuple[int, str]:
    """Keep a rating within ``low..high``; say so in the why when it had to move."""
    if value < low:
        return low, f"{why} (raised to {low})"
    if value > high:
        return high, f"{why} (clamped to {high})"
    return value, why


def parse_cr(text: str | None) -> float | None:
    """``"1/4"`` → 0.25, ``"½"`` → 0.5, ``"5"`` → 5.0; None for anything else."""
    if not text:
        return None
    cleaned = text.strip().replace("½", "1/2").replace("¼", "1/4").replace("⅛", "1/8")
    match = re.fullmatch(
        r"(\d+)\s*/\s*(\d+)|(\d+(?:\.\d+)?)", cleaned.split()[0] if cleaned else ""
    )
    if match is None:
        return None
    if match.group(3) is not None:
        return float(match.group(3))
    denominator = int(match.group(2))
    return int(match.group(1)) / denominator if denominator else None


def parse_hit_dice(text: str | None) -> float | None:
    """Old-school HD: ``"6+3"`` → 6.5, ``"1-1"`` → 0.75, ``"½"`` → 0.5, ``"3*"`` → 3.0.

    A 5e dice expression (``"8d10+40"``) reads as its number of dice.
    """
    if not text:
        return None
    cleaned = text.strip().replace("½", "1/2").replace("\u2212", "-").rstrip("*").strip()
    dice = re.match(r"(\d+)\s*d\s*\d+", cleaned)
    if dice:
        return float(dice.group(1))
    match = re.match(r"(\d+)\s*/\s*(\d+)|(\d+)\s*(?:([+-])\s*(\d+))?", cleaned)
    if match is None or not match.group(0):
        return None
    if match.group(1):
        denominator = int(match.group(2))
        return int(match.group(1)) / denominator if denominator else None
    base = float(match.group(3))
    if match.group(4) == "+" and int(match.group(5)) > 0:
        return base + 0.5
    if match.group(4) == "-" and int(match.group(5)) > 0:
        return max(base - 0.25, 0.0)
    return base


def number_from(text: str) -> int | None:
    """A number written as digits or as a word up to twelve."""
    cleaned = text.strip().lower()
    if cleaned.isdigit():
        return int(cleaned)
    return NUMBER_WORDS.get(cleaned)


# ----------------------------------------------------------------------- stat block → OR


def statblock_to_rating(sb: StatBlock, tables: Tables) -> tuple[int, str] | None:
    """The OR of a stat block from its printed CR or HD, by the table of its style."""
    cr = parse_cr(sb.cr)
    if cr is not None and sb.style not in HD_STYLE_TO_OR_TABLE and sb.style != "bx":
        table = STYLE_TO_OR_TABLE.get(sb.style, "cr_to_or")
        return _rating_from(tables, table, cr, f"CR {sb.cr.strip() if sb.cr else cr}")
    if sb.style not in STYLE_TO_OR_TABLE:
        hd = parse_hit_dice(sb.hit_dice)
        if hd is not None:
            table = HD_STYLE_TO_OR_TABLE.get(sb.style, "hd_to_or")
            return _rating_from(tables, table, hd, f"HD {sb.hit_dice}")
    if cr is not None:
        return _rating_from(tables, "cr_to_or", cr, f"CR {sb.cr}")
    return None


def _rating_from(tables: Tables, table: str, x: float, label: str) -> tuple[int, str] | None:
    value = tables.or_tables[table].lookup(x)
    if value is None:
        return None
    return clamp_rating(value, f"{label} → OR {value} (table {table})")


def entry_to_rating(entry: CatalogEntry, tables: Tables) -> tuple[int, str] | None:
    """The OR of a catalog entry from its 5e CR."""
    cr = parse_cr(entry.cr)
    return None if cr is None else _rating_from(tables, "cr_to_or", cr, f"CR {entry.cr}")


# --------------------------------------------------------------------- stat block → traits


def attack_count(attacks: str | None) -> int | None:
    """How many attacks an old-school line lists: ``"2 claws, 1 bite"`` → 3, ``"3"`` → 3."""
    if not attacks:
        return None
    text = attacks.lower().replace("#at", "").strip()
    numbers = [int(n) for n in re.findall(r"(?<![\d/d])(\d+)(?![\d/d])\s*(?:[x×]\s*)?[a-z(]", text)]
    if numbers:
        return sum(numbers)
    bare = re.fullmatch(r"\s*(\d+)\s*", text)
    if bare:
        return int(bare.group(1))
    parts = [p for p in re.split(r"[/,]| and ", text) if p.strip()]
    return len(parts) or None


def statblock_fields(sb: StatBlock) -> dict[str, list[str]]:
    """The fields the trait table's patterns search, as lists of strings."""
    count = attack_count(sb.attacks)
    return {
        "feature": [f.name for f in sb.features],
        "feature_text": [f"{f.name}. {f.text}" for f in sb.features],
        "special": list(sb.special),
        "speed": [sb.speed] if sb.speed else [],
        "attacks": [str(count)] if count else [],
        # 5e blocks list their features; searching their whole text would read condition
        # immunities ("paralyzed") as abilities, so only feature-less blocks offer it.
        "text": [sb.text] if sb.text and not sb.features else [],
    }


def _rule_rating(rule: TraitRule, fields: Mapping[str, Sequence[str]]) -> tuple[int, str] | None:
    for pattern in rule.patterns:
        for value in fields.get(pattern.field, ()):
            match = pattern.regex.search(value)
            if match is None:
                continue
            snippet = (value if pattern.field == "feature" else match.group(0))[:60].strip()
            if rule.count_rows is None:
                return rule.rating or 1, f"'{snippet}' ({pattern.field})"
            n_text = match.groupdict().get("n")
            n = number_from(n_text) if n_text else None
            if n is None:
                if n_text is None and rule.rating is None:
                    rating = rule.count_rows.values[0]
                    return rating, f"'{snippet}' ({pattern.field})"
                continue
            counted = rule.count_rows.lookup(n)
            if counted is None:
                return None
            return counted, f"'{snippet}' ({pattern.field}, n={n})"
    return None


def fields_to_traits(
    fields: Mapping[str, Sequence[str]], rules: Iterable[TraitRule]
) -> tuple[tuple[str, int, str], ...]:
    """``(id, rating, found)`` for each rule whose patterns match the fields."""
    found = []
    for rule in rules:
        hit = _rule_rating(rule, fields)
        if hit is not None:
            found.append((rule.id, hit[0], hit[1]))
    return tuple(found)


def tough_threat(
    hp: int | None, hit_dice: str | None, style: str, tables: Tables
) -> tuple[int, str] | None:
    """The "Tough" rating from hit points (5e) or hit dice (old-school)."""
    if style in ("5e", "5e-2024", "3e") or hit_dice is None or re.search(r"\dd\d", hit_dice):
        if hp is None:
            return None
        rating = tables.tough_hp.lookup(hp)
        return None if rating is None else (rating, f"{hp} hit points → Tough {rating}")
    hd = parse_hit_dice(hit_dice)
    rating = tables.tough_hd.lookup(hd) if hd is not None else None
    return None if rating is None else (rating, f"HD {hit_dice} → Tough {rating}")


def size_threat(
    size: str | None, type_: str | None, features: Sequence[str], name: str, tables: Tables
) -> tuple[str, int, str] | None:
    """The size threat (name, rating, why) from the size step plus the bulk steps."""
    sizes = tables.size["sizes"]
    canonical = (size or "").strip().capitalize()
    if canonical not in sizes:
        return None
    step = int(sizes[canonical])
    notes = []
    probes = {
        "type": [(type_ or "").lower()],
        "feature": [f.lower() for f in features],
        "name": [name.lower()],
    }
    for rule in tables.size["bulk"]:
        value = rule["value"].lower()
        if any(p == value or p.startswith(value + " ") for p in probes[rule["match"]]):
            step += int(rule["steps"])
            notes.append(f"+{rule['steps']} {rule['match']} {rule['value']}: {rule['why']}")
    step = min(step, int(tables.size["max_step"]))
    names = {int(t["step"]): t["name"] for t in tables.size["threats"]}
    if step < 1 or step not in names:
        return None
    bulk = f" {'; '.join(notes)}" if notes else ""
    why = f"size {canonical}{bulk} → {names[step]} {step} (table size_to_threat)"
    return names[step], step, why


def merge_threats(threats: Iterable[Threat]) -> tuple[Threat, ...]:
    """One threat per name, keeping the highest rating, in first-seen order."""
    merged: dict[str, Threat] = {}
    for threat in threats:
        old = merged.get(threat.name.lower())
        if old is None or threat.rating > old.rating:
            merged[threat.name.lower()] = threat
    return tuple(merged.values())


# ------------------------------------------------------------------ creatures → profiles


@dataclass(frozen=True)
class Profile:
    """What D&MD needs of one kind of creature, each value with its reason."""

    name: str
    statblock: str | None
    resolved_by: str  # module | catalog-exact | catalog-alias | catalog-fuzzy | none
    rating: int
    rating_why: str
    threats: tuple[Threat, ...] = ()
    weaknesses: tuple[Quality, ...] = ()
    strengths: tuple[Quality, ...] = ()


def _damage_qualities(
    vulnerabilities: Sequence[str],
    resistances: Sequence[str],
    immunities: Sequence[str],
    condition_immunities: Sequence[str],
    where: str,
    page: int | None,
) -> tuple[tuple[Quality, ...], tuple[Quality, ...]]:
    weaknesses = tuple(
        Quality(v, f"damage vulnerability '{v}' ({where}) → weakness", page)
        for v in vulnerabilities
    )
    strengths = tuple(
        Quality(f"{item} ({label})", f"{label} '{item}' ({where}) → strength", page)
        for label, items in (
            ("damage resistance", resistances),
            ("damage immunity", immunities),
            ("condition immunity", condition_immunities),
        )
        for item in items
    )
    return weaknesses, strengths


def _trait_qualities(
    rules: Sequence[TraitRule], ids: Iterable[str], where: str, label: str, page: int | None
) -> tuple[Quality, ...]:
    by_id = {rule.id: rule for rule in rules}
    return tuple(
        Quality(by_id[i].name, f"{where} → {label} (table trait_threats, {i})", page)
        for i in ids
        if i in by_id
    )


def statblock_to_profile(
    sb: StatBlock, tables: Tables, size_source: tuple[CatalogEntry, str] | None = None
) -> Profile:
    """Map a module stat block; ``size_source`` lends a size to a block that prints none."""
    rated = statblock_to_rating(sb, tables)
    if rated is None:
        default = int(tables.difficulty["unknown_creature"])
        rated = (default, f"no usable CR or HD printed: default OR {default} (unknown_creature)")
    where = f"stat block '{sb.name}' p.{sb.page}"
    threats: list[Threat] = []
    size, type_, features = sb.size, sb.type, [f.name for f in sb.features]
    size_note = ""
    if size is None and size_source is not None:
        entry, note = size_source
        size, type_ = entry.size, type_ or entry.type
        features = features or list(entry.features)
        size_note = f" ({note})"
    sized = size_threat(size, type_, features, sb.name, tables)
    if sized is not None:
        threats.append(Threat(sized[0], sized[1], sized[2] + size_note, sb.page))
    fields = statblock_fields(sb)
    rules = {rule.id: rule for rule in tables.threat_rules}
    for trait_id, rating, found in fields_to_traits(fields, tables.threat_rules):
        name = rules[trait_id].name
        why = f"{found} in {where} → {name} {rating} (table trait_threats, {trait_id})"
        threats.append(Threat(name, rating, why, sb.page))
    tough = tough_threat(sb.hp, sb.hit_dice, sb.style, tables)
    if tough is not None:
        threats.append(
            Threat(tables.tough_name, tough[0], f"{tough[1]} ({where}, trait_threats)", sb.page)
        )
    weak, strong = _damage_qualities(
        sb.vulnerabilities, sb.resistances, sb.immunities, sb.condition_immunities, where, sb.page
    )
    weak_ids = [t[0] for t in fields_to_traits(fields, tables.weakness_rules)]
    strong_ids = [t[0] for t in fields_to_traits(fields, tables.strength_rules)]
    return Profile(
        sb.name,
        sb.name,
        "module",
        rated[0],
        f"{rated[1]}, {where}",
        merge_threats(threats),
        weak + _trait_qualities(tables.weakness_rules, weak_ids, where, "weakness", sb.page),
        strong + _trait_qualities(tables.strength_rules, strong_ids, where, "strength", sb.page),
    )


def entry_to_profile(entry: CatalogEntry, resolution: Resolution, tables: Tables) -> Profile:
    """Map a catalog entry: the bundled SRD facts stand in for a missing stat block."""
    where = f"SRD 5.1 '{entry.name}' p.{entry.page}" if entry.page else f"SRD 5.1 '{entry.name}'"
    rated = entry_to_rating(entry, tables)
    if rated is None:
        default = int(tables.difficulty["unknown_creature"])
        rated = (default, f"no CR in the catalog: default OR {default} (unknown_creature)")
    threats: list[Threat] = []
    sized = size_threat(entry.size, entry.type, entry.features, entry.name, tables)
    if sized is not None:
        threats.append(Threat(sized[0], sized[1], f"{sized[2]}, {where}"))
    names = {rule.id: rule.name for rule in tables.threat_rules}
    for trait_id, rating in entry.traits:
        if trait_id in names:
            why = f"{where} has {trait_id} → {names[trait_id]} {rating} (table trait_threats)"
            threats.append(Threat(names[trait_id], rating, why))
    tough = tough_threat(entry.hp, entry.hit_dice, "5e", tables)
    if tough is not None:
        threats.append(Threat(tables.tough_name, tough[0], f"{tough[1]} ({where}, trait_threats)"))
    weak, strong = _damage_qualities(
        entry.vulnerabilities,
        entry.resistances,
        entry.immunities,
        entry.condition_immunities,
        where,
        None,
    )
    return Profile(
        entry.name,
        entry.name,
        resolution.tier,
        rated[0],
        f"{rated[1]}, {where}; {resolution.why}",
        merge_threats(threats),
        weak + _trait_qualities(tables.weakness_rules, entry.weaknesses, where, "weakness", None),
        strong + _trait_qualities(tables.strength_rules, entry.strengths, where, "strength", None),
    )


def statblock_key(name: str) -> str:
    """A stat block's lookup key: normalized, without a trailing count or plural ``s``."""
    key = normalize_name(re.sub(r"\(.*?\)|:.*$", "", name))
    return singular(key)


def singular(name: str) -> str:
    """A rough English singular, enough to meet a mention's singular name."""
    for plural, single in (("ies", "y"), ("ves", "f"), ("ches", "ch"), ("shes", "sh"), ("es", "e")):
        if name.endswith(plural) and len(name) > len(plural) + 2:
            return name[: -len(plural)] + single
    if name.endswith("s") and not name.endswith("ss") and len(name) > 3:
        return name[:-1]
    return name


def index_statblocks(statblocks: Sequence[StatBlock]) -> dict[str, StatBlock]:
    """The module's stat blocks by lookup key (the first block of a name wins)."""
    index: dict[str, StatBlock] = {}
    for sb in statblocks:
        index.setdefault(statblock_key(sb.name), sb)
    return index


def _veto_for(sb: StatBlock, tables: Tables) -> Callable[[CatalogEntry], str | None]:
    printed = statblock_to_rating(sb, tables)

    def veto(entry: CatalogEntry) -> str | None:
        theirs = entry_to_rating(entry, tables)
        if printed is None or theirs is None:
            return None
        if abs(printed[0] - theirs[0]) > VETO_OR_TOLERANCE:
            return f"printed {printed[1]} disagrees with catalog {theirs[1]}"
        return None

    return veto


def statblock_profile(
    sb: StatBlock, tables: Tables, catalog: Catalog
) -> tuple[Profile, Problem | None]:
    """A module stat block's profile, borrowing a size from the catalog when none is printed."""
    size_source = None
    problem = None
    if sb.size is None:
        resolution = resolve_creature(
            sb.name, catalog, aliases=tables.aliases, veto=_veto_for(sb, tables)
        )
        if resolution.entry is not None and resolution.entry.size:
            size_source = (resolution.entry, f"size from {resolution.why}")
        elif resolution.vetoed:
            problem = Problem(
                sb.source.file, sb.page, "catalog-veto", "info", f"{sb.name}: {resolution.why}"
            )
    return statblock_to_profile(sb, tables, size_source), problem


# ------------------------------------------------------------------ areas → creatures


@dataclass(frozen=True)
class Present:
    """A creature present in an area, with its profile and the sentence naming it."""

    entry: CreatureEntry
    profile: Profile
    count_text: str
    sentence: int | None
    page: int


def dice_average(text: str) -> int | None:
    """``"2d6"`` → 7, ``"1d4+1"`` → 4 (rounded half up); None when not a dice expression."""
    match = re.fullmatch(r"\s*(\d*)d(\d+)\s*(?:([+-])\s*(\d+))?\s*", text.lower())
    if match is None:
        return None
    dice, sides = int(match.group(1) or 1), int(match.group(2))
    bonus = int(match.group(4) or 0) * (-1 if match.group(3) == "-" else 1)
    return max(int(dice * (sides + 1) / 2 + bonus + 0.5), 1)


def _mention_profile(
    mention: CreatureMention,
    blocks: Mapping[str, StatBlock],
    tables: Tables,
    catalog: Catalog,
    file: str,
) -> tuple[Profile, list[Problem]]:
    sb = blocks.get(statblock_key(mention.name))
    if sb is not None:
        profile, problem = statblock_profile(sb, tables, catalog)
        return profile, [problem] if problem else []
    resolution = resolve_creature(mention.name, catalog, aliases=tables.aliases)
    page = mention.source.page
    if resolution.entry is not None:
        problems = []
        if resolution.tier == "catalog-fuzzy":
            problems.append(Problem(file, page, "creature-fuzzy-match", "warning", resolution.why))
        return entry_to_profile(resolution.entry, resolution, tables), problems
    default = int(tables.difficulty["unknown_creature"])
    why = (
        f"{resolution.why}: default OR {default} (difficulty_to_or.unknown_creature); "
        "set the rating with an override"
    )
    name = mention.name.capitalize()
    problem = Problem(file, page, "creature-unresolved", "warning", resolution.why)
    return Profile(name, None, "none", default, why), [problem]


def _sentence_naming(name: str, text: str, analysis: Any) -> int | None:
    words = r"\s+".join(re.escape(w) for w in name.split())
    match = re.search(rf"\b{words}(?:e?s)?\b", text, re.IGNORECASE)
    return None if match is None else int(analysis.sentence_of(match.start()))


def area_creatures(
    area: Area,
    blocks: Mapping[str, StatBlock],
    tables: Tables,
    catalog: Catalog,
    file: str,
    analysis: Any,
) -> tuple[list[Present], list[Problem]]:
    """The creatures of an area: its mentions, then stat blocks printed in it and not named."""
    present: list[Present] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    for mention in area.creatures:
        key = statblock_key(mention.name)
        if key in seen:  # named again ("the orcs"): keep the first, fill a missing count
            old = present[seen[key]]
            if old.entry.count is None and mention.count is not None:
                entry = replace(old.entry, count=mention.count)
                present[seen[key]] = replace(old, entry=entry, count_text=mention.count_text)
            continue
        profile, found = _mention_profile(mention, blocks, tables, catalog, file)
        problems.extend(found)
        entry = CreatureEntry(mention.name, mention.count, profile.statblock, profile.resolved_by)
        sentence = _sentence_naming(mention.name, area.text, analysis)
        seen[key] = len(present)
        present.append(Present(entry, profile, mention.count_text, sentence, mention.source.page))
    for block_name in area.statblocks:
        key = statblock_key(block_name)
        sb = blocks.get(key)
        if key in seen or sb is None:
            continue
        profile, problem = statblock_profile(sb, tables, catalog)
        problems.extend([problem] if problem else [])
        count = sb.count or 1
        entry = CreatureEntry(sb.name, count, sb.name, "module")
        seen[key] = len(present)
        sentence = _sentence_naming(statblock_key(sb.name), area.text, analysis)
        present.append(Present(entry, profile, str(count), sentence, sb.page))
    return present, problems


def additional_foes_name(creature: str) -> str:
    """The name of the threat standing for the extra foes of one kind."""
    return f"Additional foes ({creature})"


def additional_foes_threat(
    creature: str, count: int | None, count_text: str, leader: bool, page: int | None
) -> Threat | None:
    """Each foe beyond the first is a threat (seed): one threat per kind, rated by number."""
    name = additional_foes_name(creature)
    if count is None:
        estimate = dice_average(count_text)
        if estimate is None:
            why = (
                f"count unstated ('{count_text}'): at least one more foe; "
                "set the count with an override"
            )
            return Threat(name, 1, why, page)
        count, count_text = estimate, f"{count_text} (average {estimate})"
    extra = count - 1 if leader else count
    if extra < 1:
        return None
    beside = "beside the leader" if leader else "with the leader"
    why = f"{count_text} × {creature}: {extra} {beside}, each additional foe is a threat"
    rating, why = clamp_rating(extra, why)
    return Threat(name, rating, why, page)


def fights_of(present: Sequence[Present], separate: frozenset[int]) -> list[list[Present]]:
    """Split an area's creatures into fights: one fight unless a creature's sentence holds a
    separation cue, which makes it a fight of its own."""
    together = [p for p in present if p.sentence is None or p.sentence not in separate]
    apart = [[p] for p in present if p.sentence is not None and p.sentence in separate]
    return ([together] if together else []) + apart


def fight_to_obstacle(fight: Sequence[Present]) -> Obstacle:
    """One obstacle for the leader (highest OR, first named on a tie), the others as threats."""
    leader = max(fight, key=lambda p: (p.profile.rating, -fight.index(p)))
    threats = list(leader.profile.threats)
    for member in fight:
        is_leader = member is leader
        threat = additional_foes_threat(
            member.entry.name, member.entry.count, member.count_text, is_leader, member.page
        )
        if threat is not None:
            threats.append(threat)
    others = [m.entry.name for m in fight if m is not leader]
    group = f"; leads {', '.join(others)} (group rule)" if others else ""
    return Obstacle(
        id="",
        name=leader.profile.name,
        rating=leader.profile.rating,
        kind="creature",
        why=leader.profile.rating_why + group,
        page=leader.page,
        threats=tuple(threats),
        weaknesses=leader.profile.weaknesses,
        strengths=leader.profile.strengths,
        statblock=leader.profile.statblock,
    )


# ------------------------------------------------------------------ room text → obstacles


@dataclass
class _Draft:
    """A room obstacle being assembled (mutable while the sentence's findings attach)."""

    label: str
    kind: str
    name: str
    rating: int
    why: str
    sentence: int
    text: str
    priced: bool = False
    threats: list[Threat] | None = None
    also: tuple[int, ...] = ()  # sentences that refer to it generically ("the trap")

    def in_sentence(self, sentence: int) -> bool:
        """True when the obstacle is named, or referred to, in the sentence."""
        return sentence == self.sentence or sentence in self.also


def difficulty_to_rating(label: str, value: str, text: str, tables: Tables) -> tuple[int, str]:
    """The OR a printed difficulty gives: a DC, an old-school save, N-in-6, Open Doors."""
    numbers = [int(n) for n in re.findall(r"\d+", text)]
    table = tables.difficulty
    if value == "dc" and numbers:
        rated = _rating_from(tables, "dc_to_or", numbers[0], f"DC {numbers[0]}")
        if rated is not None:
            return rated
    if value == "in_six" and numbers:
        rating = tables.in_six.lookup(numbers[0]) or tables.in_six.values[0]
        return clamp_rating(rating, f"{text} chance → OR {rating} (difficulty_to_or.in_six)")
    if value == "open_doors":
        sign = re.search(r"([-+\u2212])\s*(\d+)", text)
        modifier = 0 if sign is None else int(sign.group(2)) * (1 if sign.group(1) == "+" else -1)
        doors = table["open_doors"]
        rating = int(doors["base"]) - modifier * int(doors["per_penalty"])
        why = f"'{text}' → OR {rating} (difficulty_to_or.open_doors: base {doors['base']}"
        return clamp_rating(rating, f"{why}, {doors['per_penalty']} per point of penalty)")
    if value == "save":
        word = text.lower().split()[-1].rstrip(".")
        word = {"wand": "wands", "spell": "spells", "dragon": "breath"}.get(word, word)
        rating = int(table["saves"].get(word, table["save_default"]))
        return clamp_rating(rating, f"'{text}' → OR {rating} (difficulty_to_or.saves)")
    rating = int(table["kind_defaults"]["contest"])
    return rating, f"'{text}': unreadable difficulty, default OR {rating}"


def harm_to_rating(config: Mapping[str, Any], text: str) -> tuple[int, str]:
    """A harm's rating: fixed, or the damage's average picked from the label's rows."""
    if "rating" in config:
        return int(config["rating"]), f"'{text}' → {config['threat']} {config['rating']}"
    first = text.split()[0]
    amount = int(first) if first.isdigit() else (dice_average(first) or 1)
    rows = _rows("room_patterns.DAMAGE", config["rows"], "rating")
    rating = rows.lookup(amount) or rows.values[0]
    return rating, f"'{text}': {amount} damage → {config['threat']} {rating}"


def _target(
    drafts: Sequence[_Draft], sentence: int, want: Callable[[_Draft], bool]
) -> _Draft | None:
    for candidates in (
        [d for d in drafts if d.in_sentence(sentence)],
        [d for d in drafts if d.in_sentence(sentence - 1)][::-1],
    ):
        for draft in candidates:
            if want(draft):
                return draft
    return None


def _fold_generic_mentions(drafts: list[_Draft]) -> None:
    """A one-word mention ("the trap") of a label that also has a specific one ("pit trap")
    refers to the nearest specific one before it: its sentence joins that obstacle's."""
    for generic in [d for d in drafts if " " not in d.text]:
        specific = [d for d in drafts if d.label == generic.label and " " in d.text]
        if not specific:
            continue
        before = [d for d in specific if d.sentence <= generic.sentence]
        host = before[-1] if before else specific[0]
        host.also = (*host.also, generic.sentence, *generic.also)
        drafts.remove(generic)


def room_text_to_obstacles(
    area: Area, analysis: Any, tables: Tables
) -> tuple[list[Obstacle], list[Threat], list[Hazard]]:
    """Traps, doors, puzzles, hazards, checks and dangers of the place found in room text."""
    labels = tables.room_patterns["labels"]
    defaults = tables.difficulty["kind_defaults"]
    drafts: list[_Draft] = []
    seen: dict[tuple[str, str], _Draft] = {}

    def new_draft(label: str, text: str, sentence: int) -> _Draft:
        config = labels[label]
        name = config["name"] or text.capitalize()
        if label == "CHECK":
            name = f"Check ({text})"
        rating = int(defaults[config["difficulty"]])
        why = f"'{text}' ({label}, room_patterns): default OR {rating} for {config['difficulty']}"
        draft = _Draft(label, config["kind"], name, rating, why, sentence, text, threats=[])
        drafts.append(draft)
        return draft

    findings = [f for f in analysis.findings if f.label in labels]
    for f in findings:
        if labels[f.label]["role"] != "obstacle":
            continue
        key = (f.label, f.text.lower())
        if key in seen:  # named again: the same obstacle, referred to in one more sentence
            again = seen[key]
            again.also = (*again.also, f.sentence)
        else:
            seen[key] = new_draft(f.label, f.text, f.sentence)
    _fold_generic_mentions(drafts)
    for f in findings:
        config = labels[f.label]
        if config["role"] != "difficulty":
            continue
        doors_only: bool = config["creates"].startswith("DOOR")

        def unpriced(d: _Draft, doors_only: bool = doors_only) -> bool:
            return not d.priced and (d.kind == "door" or not doors_only)

        target = _target(drafts, f.sentence, unpriced)
        if target is None:
            target = new_draft(config["creates"], f.text, f.sentence)
        target.rating, why = difficulty_to_rating(f.label, config["value"], f.text, tables)
        target.why = f"'{target.text}' ({target.label}, room_patterns): {why}"
        target.priced = True
    threats: list[Threat] = []
    hazards: list[Hazard] = []
    for f in findings:
        config = labels[f.label]
        sentence_text = analysis.sentence_text(area.text, f.sentence)
        if config["role"] == "harm":
            rating, why = harm_to_rating(config, f.text)
            threat = Threat(
                config["threat"], rating, f"{why} (room_patterns, {f.label})", area.page
            )
            target = _target(drafts, f.sentence, lambda d: True)
            (target.threats if target and target.threats is not None else threats).append(threat)
        elif config["role"] == "situation":
            why = f"'{f.text}' in the room text → {config['threat']} {config['rating']}"
            threats.append(
                Threat(config["threat"], int(config["rating"]), f"{why} (room_patterns)", area.page)
            )
            hazards.append(Hazard(f.text.lower(), sentence_text, f"{why} ({f.label})", area.page))
    for d in drafts:
        if d.kind in ("trap", "hazard"):
            sentence_text = analysis.sentence_text(area.text, d.sentence)
            why = f"'{d.text}' matched {d.label} (room_patterns)"
            hazards.append(Hazard(d.text.lower(), sentence_text, why, area.page))
    obstacles = [
        Obstacle("", d.name, d.rating, d.kind, d.why, area.page, merge_threats(d.threats or []))
        for d in drafts
    ]
    return obstacles, list(merge_threats(threats)), hazards


# ---------------------------------------------------------------------------- encounters


def slug(text: str) -> str:
    """A lowercase ASCII slug for obstacle ids (``^[a-z0-9][a-z0-9-]*$``)."""
    import unicodedata

    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-") or "obstacle"


def with_unique_ids(obstacles: Iterable[Obstacle]) -> tuple[Obstacle, ...]:
    """Give each obstacle an id from its name, unique within the encounter (``-2``, ``-3``)."""
    used: set[str] = set()
    out = []
    for obstacle in obstacles:
        base = slug(obstacle.name)
        candidate, n = base, 1
        while candidate in used:
            n += 1
            candidate = f"{base}-{n}"
        used.add(candidate)
        out.append(replace(obstacle, id=candidate))
    return tuple(out)


def area_to_encounter(
    area: Area,
    blocks: Mapping[str, StatBlock],
    *,
    tables: Tables,
    catalog: Catalog,
    file: str,
) -> tuple[Encounter, tuple[Problem, ...]]:
    """One keyed area → one encounter: creature fights, room obstacles, situation threats."""
    from converter.detect.nlp import analyze_room_text

    analysis = analyze_room_text(area.text, tables.room_patterns)
    present, problems = area_creatures(area, blocks, tables, catalog, file, analysis)
    fights = fights_of(present, analysis.separate_sentences)
    creature_obstacles = [fight_to_obstacle(fight) for fight in fights]
    room_obstacles, threats, hazards = room_text_to_obstacles(area, analysis, tables)
    encounter = Encounter(
        area=area,
        creatures=tuple(p.entry for p in present),
        obstacles=with_unique_ids(creature_obstacles + room_obstacles),
        threats=tuple(threats),
        hazards=tuple(hazards),
    )
    return encounter, tuple(problems)


def build_encounters(
    areas: Sequence[Area],
    statblocks: Sequence[StatBlock],
    *,
    tables: Tables,
    catalog: Catalog,
    file: str,
) -> tuple[tuple[Encounter, ...], tuple[Problem, ...]]:
    """Every keyed area → an encounter, with the problems met on the way."""
    blocks = index_statblocks(statblocks)
    encounters: list[Encounter] = []
    problems: list[Problem] = []
    for area in areas:
        encounter, found = area_to_encounter(
            area, blocks, tables=tables, catalog=catalog, file=file
        )
        encounters.append(encounter)
        problems.extend(found)
    if not catalog.entries and any(p.rule == "creature-unresolved" for p in problems):
        problems.append(
            Problem(file, None, "catalog-empty", "info", "the creature catalog is empty")
        )
    return tuple(encounters), tuple(problems)
