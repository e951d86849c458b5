"""Stat blocks and catalog entries → creature profiles: the OR, threats, weaknesses and
strengths of one kind of creature, each with its ``why``."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from converter.dmd_models import Quality, StatBlockRating, Threat
from converter.mapping.catalog import (
    Catalog,
    CatalogEntry,
    Resolution,
    normalize_name,
    resolve_creature,
)
from converter.mapping.levels import MinionShare, level_rating, measure_rating, minion_share
from converter.mapping.numbers import average_damage, parse_cr, parse_hit_dice
from converter.mapping.profiles import profile_rating
from converter.mapping.tables import Tables, TraitRule, load_table, rating_from
from converter.mapping.traits import (
    dice_note_threats,
    fields_to_listed,
    fields_to_traits,
    merge_threats,
    size_threat,
    statblock_fields,
    tough_threat,
)
from converter.models import Problem, StatBlock

VETO_OR_TOLERANCE = 1  # a fuzzy catalog pick whose OR differs more than this is vetoed
STYLE_TO_OR_TABLE = {"5e": "cr_to_or", "5e-2024": "cr_to_or", "3e": "cr3e_to_or"}
HD_STYLE_TO_OR_TABLE = {"adnd": "adnd_hd_to_or"}  # every other old-school style: hd_to_or


def statblock_to_rating(sb: StatBlock, tables: Tables) -> tuple[int, str] | None:
    """The OR of a stat block from its printed CR or HD, by the table of its style."""
    cr = parse_cr(sb.cr)
    if cr is not None and sb.style not in HD_STYLE_TO_OR_TABLE and sb.style != "bx":
        table = STYLE_TO_OR_TABLE.get(sb.style, "cr_to_or")
        return rating_from(tables, table, cr, f"CR {sb.cr.strip() if sb.cr else cr}")
    if sb.style not in STYLE_TO_OR_TABLE or cr is None:
        # a d20 line without a rating (Castles & Crusades "HD 2d8, AC 14") is rated by its
        # hit dice as the old-school lines are: the tables agree on the same monster
        hd = parse_hit_dice(sb.hit_dice)
        if hd is not None:
            table = HD_STYLE_TO_OR_TABLE.get(sb.style, "hd_to_or")
            return rating_from(tables, table, hd, f"HD {sb.hit_dice}")
    if cr is not None:
        return rating_from(tables, "cr_to_or", cr, f"CR {sb.cr}")
    return level_rating(sb, tables) or measure_rating(sb, tables) or profile_rating(sb, tables)


def entry_to_rating(entry: CatalogEntry, tables: Tables) -> tuple[int, str] | None:
    """The OR of a catalog entry from its 5e CR."""
    cr = parse_cr(entry.cr)
    return None if cr is None else rating_from(tables, "cr_to_or", cr, f"CR {entry.cr}")


@dataclass(frozen=True)
class Profile:
    """What D&MD needs of one kind of creature, each value with its reason."""

    name: str
    statblock: str | None
    resolved_by: str  # module | catalog-exact | catalog-alias | catalog-head | catalog-fuzzy | none
    rating: int
    rating_why: str
    threats: tuple[Threat, ...] = ()
    weaknesses: tuple[Quality, ...] = ()
    strengths: tuple[Quality, ...] = ()
    # a creature of which several make one foe's worth (a 4e-like minion), else None
    minions: MinionShare | None = None


@cache
def _unlisted_conditions() -> frozenset[str]:
    """Condition immunities that make no strength (trait_threats.unlisted_condition_immunities)."""
    names = load_table("trait_threats").get("unlisted_condition_immunities", ())
    return frozenset(str(n).casefold() for n in names)


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
            (
                "condition immunity",
                [c for c in condition_immunities if c.casefold() not in _unlisted_conditions()],
            ),
        )
        for item in items
    )
    return weaknesses, strengths


def _trait_qualities(
    rules: Sequence[TraitRule], ids: Iterable[str], where: str, label: str, page: int | None
) -> tuple[Quality, ...]:
    by_id = {rule.id: rule for rule in rules}
    return tuple(
        Quality(
            by_id[i].name,
            f"{where} → {label} (table trait_threats, {i})",
            page,
            by_id[i].cancelled_by,
        )
        for i in ids
        if i in by_id
    )


def _listed_strengths(
    fields: dict[str, list[str]], tables: Tables, where: str, page: int | None
) -> tuple[Quality, ...]:
    """One strength per item of a printed list ("immune to fire, ice, lightning")."""
    rules = {rule.id: rule for rule in tables.listed_strength_rules}
    return tuple(
        Quality(
            rules[rule_id].name.replace("{item}", item),
            f"{found} in {where} → strength (table trait_threats, {rule_id})",
            page,
            rules[rule_id].cancelled_by,
        )
        for rule_id, items, found in fields_to_listed(fields, tables.listed_strength_rules)
        for item in items
    )


def _profile_rating(
    sb: StatBlock, tables: Tables, fallback: tuple[int, str] | None
) -> tuple[int, str]:
    """A stat block's OR and why: its CR or HD, else the catalog's ``fallback``, else the
    damage its line deals, else the default for an unknown creature."""
    rated = statblock_to_rating(sb, tables)
    if rated is None and fallback is not None:
        rated = (fallback[0], f"no usable CR or HD printed; {fallback[1]} (catalog fallback)")
    damage = average_damage(sb.damage) if rated is None else None
    if damage is not None:
        # the module's own numbers before a default: how hard the line says it hits
        by_damage = rating_from(
            tables, "damage_to_or", damage, f"damage {sb.damage} ≈ {damage:g} a round"
        )
        if by_damage is not None:
            rated = (by_damage[0], f"no usable CR or HD printed; {by_damage[1]}")
    if rated is None:
        default = int(tables.difficulty["unknown_creature"])
        rated = (default, f"no usable CR or HD printed: default OR {default} (unknown_creature)")
    return rated


def statblock_to_profile(
    sb: StatBlock,
    tables: Tables,
    size_source: tuple[CatalogEntry, str] | None = None,
    fallback: tuple[int, str] | None = None,
) -> Profile:
    """Map a module stat block; ``size_source`` lends a size to a block that prints none, and
    ``fallback`` (the catalog's OR) rates a block that prints no usable CR or HD."""
    rated = _profile_rating(sb, tables, fallback)
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
    denied = tables.trait_denied
    for trait_id, rating, found in fields_to_traits(fields, tables.threat_rules, denied):
        name = rules[trait_id].name
        why = f"{found} in {where} → {name} {rating} (table trait_threats, {trait_id})"
        threats.append(Threat(name, rating, why, sb.page))
    threats.extend(dice_note_threats(sb, tables, where))
    tough = tough_threat(sb.hp, sb.hit_dice, sb.style, tables)
    if tough is not None:
        threats.append(
            Threat(tables.tough_name, tough[0], f"{tough[1]} ({where}, trait_threats)", sb.page)
        )
    weak, strong = _damage_qualities(
        sb.vulnerabilities, sb.resistances, sb.immunities, sb.condition_immunities, where, sb.page
    )
    weak_ids = [t[0] for t in fields_to_traits(fields, tables.weakness_rules, denied)]
    strong_ids = [t[0] for t in fields_to_traits(fields, tables.strength_rules, denied)]
    listed = _listed_strengths(fields, tables, where, sb.page)
    return Profile(
        sb.name,
        sb.name,
        "module",
        rated[0],
        f"{rated[1]}, {where}",
        merge_threats(threats),
        weak + _trait_qualities(tables.weakness_rules, weak_ids, where, "weakness", sb.page),
        strong
        + _trait_qualities(tables.strength_rules, strong_ids, where, "strength", sb.page)
        + listed,
        _level_minions(sb, tables),
    )


def _level_minions(sb: StatBlock, tables: Tables) -> MinionShare | None:
    """A levelled block's minion share, when its level (not a printed CR or HD) rates it."""
    if parse_cr(sb.cr) is not None or parse_hit_dice(sb.hit_dice) is not None:
        return None
    return minion_share(sb, tables)


FIELD_WORDS = {  # how a why says where a catalog trait was found ("… has <words> → …")
    "speed": "a speed that matches",
    "attacks": "that many attacks",
    "feature_text": "a feature whose text matches",
    "special": "a special note that matches",
}


def _feature_named(rule: TraitRule, features: Sequence[str]) -> str:
    """How a why names the catalog feature behind a trait: "feature 'Relentless'", or the
    trait's own name when no feature name matched (a fly speed, a count of attacks)."""
    for pattern in rule.patterns:
        if pattern.field in ("feature", "feature_text"):
            hit = next((f for f in features if pattern.regex.search(f)), None)
            if hit is not None:
                return f"feature '{hit}'"
    fields = [p.field for p in rule.patterns]
    return FIELD_WORDS.get(fields[0], "text that matches") if fields else "text that matches"


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
    rules = {rule.id: rule for rule in tables.threat_rules}
    for trait_id, rating in entry.traits:
        if trait_id in rules:
            name = rules[trait_id].name
            found = _feature_named(rules[trait_id], entry.features)
            why = f"{where} has {found} → {name} {rating} (table trait_threats, {trait_id})"
            threats.append(Threat(name, rating, why))
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
    """A rough English singular, enough to meet a mention's singular name.

    "-men" → "-man" (lizardmen, squidmen; not abdomen or specimen) and "-ves" → "-f" only
    after l, r or ie (wolves, dwarves, thieves), so that slaves stay slave.
    """
    if re.search(r"[^oi]men$", name) and len(name) > 4:
        return name[:-3] + "man"
    if re.search(r"(?:[lr]|ie)ves$", name):
        return name[:-3] + "f"
    for plural, single in (("ies", "y"), ("ches", "ch"), ("shes", "sh"), ("es", "e")):
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


def group_statblocks(statblocks: Sequence[StatBlock]) -> dict[str, tuple[StatBlock, ...]]:
    """Every stat block of each lookup key, in the order printed (same-named blocks)."""
    grouped: dict[str, tuple[StatBlock, ...]] = {}
    for sb in statblocks:
        key = statblock_key(sb.name)
        grouped[key] = (*grouped.get(key, ()), sb)
    return grouped


def creature_kinds(catalog: Catalog) -> frozenset[str]:
    """The one-word creature names of the catalog ("boar", "vulture"): what a modifier must be
    to name a kind of creature (``blocks.modifiers_contradict``)."""
    return frozenset(singular(key) for key in catalog.index if key.isalpha())


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
    """A module stat block's profile. Its printed CR or HD always sets the OR; the catalog
    only lends a size to a block that prints none, and an OR to one that prints no CR or HD."""
    size_source = None
    fallback = None
    problem = None
    unrated = statblock_to_rating(sb, tables) is None
    if sb.size is None or unrated:
        resolution = resolve_creature(
            sb.name, catalog, aliases=tables.aliases, veto=_veto_for(sb, tables)
        )
        entry = resolution.entry
        if entry is not None and entry.size and sb.size is None:
            size_source = (entry, f"size from {resolution.why}")
        if entry is not None and unrated and resolution.tier != "catalog-fuzzy":
            theirs = entry_to_rating(entry, tables)
            if theirs is not None:
                where = f"SRD 5.1 '{entry.name}'" + (f" p.{entry.page}" if entry.page else "")
                fallback = (theirs[0], f"{theirs[1]}, {where}")
        elif resolution.vetoed:
            problem = Problem(
                sb.source.file, sb.page, "catalog-veto", "info", f"{sb.name}: {resolution.why}"
            )
    return statblock_to_profile(sb, tables, size_source, fallback), problem


def rate_statblocks(
    statblocks: Sequence[StatBlock], tables: Tables, catalog: Catalog
) -> tuple[StatBlockRating, ...]:
    """Every stat block's own D&MD numbers, in the order printed, whether or not an area uses
    it.  The printed CR or HD sets the OR; the catalog only lends a missing size.  (A catalog
    veto is reported where an area uses the block, so it is not repeated here.)"""
    ratings = []
    for sb in statblocks:
        profile, _ = statblock_profile(sb, tables, catalog)
        ratings.append(
            StatBlockRating(
                profile.rating,
                profile.rating_why,
                profile.threats,
                profile.weaknesses,
                profile.strengths,
            )
        )
    return tuple(ratings)
