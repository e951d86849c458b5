"""The mapping's rules tables: load each ``rules/tables/*.yaml``, validate it with its schema,
and turn it into typed rows and trait rules (a table that does not fit is a ``RulesError``)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from converter.errors import RulesError
from converter.mapping.catalog import normalize_name
from converter.mapping.numbers import clamp_rating
from converter.ruledata import load_rules_data

OR_TABLES = (
    "cr_to_or",
    "cr3e_to_or",
    "hd_to_or",
    "adnd_hd_to_or",
    "creature_level_to_or",
    "level_to_or",
    "dc_to_or",
    "damage_to_or",
    "thing_hp_to_or",
    "skill_to_or",
    "mr_to_or",
    "toughness_to_or",
    "wounds_to_or",
    "characteristics_hp_to_or",
    "combat_to_or",
    "attribute_level_to_or",
    "creature_difficulty_to_or",
    "level_and_target_to_or",
    "st_to_or",
)
OTHER_TABLES = (
    "difficulty_to_or",
    "size_to_threat",
    "trait_threats",
    "creature_aliases",
    "room_patterns",
    "avoid_patterns",
    "group_rule",
    "social_cues",
)


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
    cancelled_by: tuple[str, ...] = ()  # strengths: the assets that undo it


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
    # strengths named by each item of a printed list ("immune to fire, cold and sleep")
    listed_strength_rules: tuple[TraitRule, ...] = ()
    # searched before a trait's match: a note that denies it ("immune to paralysis")
    trait_denied: re.Pattern[str] | None = None
    avoid_patterns: tuple[AvoidPattern, ...] = ()  # ways around a danger in room text
    avoid_trim: re.Pattern[str] | None = None  # cut from the end of every way
    avoid_to_only_creature: frozenset[str] = frozenset()  # kinds the area's only fight takes
    avoid_elsewhere: re.Pattern[str] | None = None  # a thing useful against another area's danger
    # words before such a thing in its sentence that are no part of it ("Also a bowl …")
    avoid_elsewhere_lead: re.Pattern[str] | None = None
    # an aside in brackets with dice and words ("(hugs for 2d6)"): its threat's name and rows
    dice_note_name: str = "Harm"
    dice_note_rows: Rows | None = None
    dice_note_counting_words: frozenset[str] = frozenset()
    # a 4e-like role's worth in standard creatures ("elite": 2), and how many levels up a
    # standard creature's worth doubles (level_to_or)
    role_worth: Mapping[str, float] = field(default_factory=dict)
    role_aliases: Mapping[str, str] = field(default_factory=dict)  # "mook" -> "minion"
    levels_per_doubling: float = 4.0
    # the characteristics a block prints, each before its number, to be rated by its Hit
    # Points (``characteristics_hp_to_or``: BRP and kin, "STR 14 CON 12 SIZ 13 … POW 9")
    characteristic_marks: tuple[str, ...] = ()
    # a measure table's roles ("toughness_to_or": a Wild Card) and the rows each is rated up
    measure_roles: Mapping[str, Mapping[str, int]] = field(default_factory=dict)


@dataclass(frozen=True)
class AvoidPattern:
    """One way-around pattern of ``avoid_patterns``: its ``how`` group is the way as printed,
    worded by ``how`` ("{how}" replaced)."""

    id: str
    kind: str
    regex: re.Pattern[str]
    how: str = "{how}"


def _avoid_patterns(entries: Sequence[Mapping[str, Any]]) -> tuple[AvoidPattern, ...]:
    try:
        return tuple(
            AvoidPattern(
                e["id"], e["kind"], re.compile(e["regex"], re.IGNORECASE), e.get("how", "{how}")
            )
            for e in entries
        )
    except re.error as exc:
        raise RulesError(f"rules table avoid_patterns: {exc}") from exc


def load_table(name: str) -> Any:
    """Load ``rules/tables/<name>.yaml`` and validate it with its schema; RulesError if not."""
    return load_rules_data("tables", name)


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
                tuple(entry.get("cancelled_by", ())),
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
    avoid = load_table("avoid_patterns")
    levels = load_table("level_to_or")
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
        listed_strength_rules=_trait_rules("listed strength", traits.get("listed_strengths", ())),
        trait_denied=_regex("trait_threats", "denied_before", traits.get("denied_before")),
        avoid_patterns=_avoid_patterns(avoid["patterns"]),
        avoid_trim=_regex("avoid_patterns", "trim", avoid.get("trim")),
        avoid_to_only_creature=frozenset(avoid.get("to_the_only_creature", ())),
        avoid_elsewhere=_regex("avoid_patterns", "elsewhere", avoid.get("elsewhere")),
        avoid_elsewhere_lead=_lead_words(avoid.get("elsewhere_lead_words", ())),
        dice_note_name=str(traits.get("dice_notes", {}).get("name", "Harm")),
        dice_note_rows=(
            _rows("trait_threats.dice_notes.rows", traits["dice_notes"]["rows"], "rating")
            if "dice_notes" in traits
            else None
        ),
        dice_note_counting_words=frozenset(
            w.lower() for w in traits.get("dice_notes", {}).get("counting_words", ())
        ),
        role_worth={str(k).lower(): float(v) for k, v in levels["roles"].items()},
        role_aliases={
            str(k).lower(): str(v).lower() for k, v in levels.get("role_aliases", {}).items()
        },
        levels_per_doubling=float(levels["levels_per_doubling"]),
        characteristic_marks=tuple(load_table("characteristics_hp_to_or")["printed_with"]),
        measure_roles={
            name: {str(k).lower(): int(v) for k, v in load_table(name)["roles"].items()}
            for name in ("skill_to_or", "mr_to_or", "toughness_to_or")
            if "roles" in load_table(name)
        },
    )


def _lead_words(words: Sequence[str]) -> re.Pattern[str] | None:
    """The words or phrases that open a text, and the spaces after them (any case)."""
    if not words:
        return None
    phrases = "|".join(r"\s+".join(map(re.escape, w.split())) for w in words)
    return re.compile(rf"^(?:{phrases})\s+", re.IGNORECASE)


def _regex(table: str, key: str, regex: str | None) -> re.Pattern[str] | None:
    try:
        return None if regex is None else re.compile(regex, re.IGNORECASE)
    except re.error as exc:
        raise RulesError(f"rules table {table}: {key}: {exc}") from exc


def rating_from(tables: Tables, table: str, x: float, label: str) -> tuple[int, str] | None:
    """The OR that threshold table ``table`` gives ``x``, with a why naming ``label``."""
    value = tables.or_tables[table].lookup(x)
    if value is None:
        return None
    return clamp_rating(value, f"{label} → OR {value} (table {table})")
