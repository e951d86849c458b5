"""Stat-block fields → trait threats, Tough and size threats (tables ``trait_threats`` and
``size_to_threat``), and the merge that keeps one threat per name."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from converter.mapping.numbers import number_from, parse_hit_dice
from converter.mapping.tables import Tables, TraitRule
from converter.models import StatBlock, Threat


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


_DICE = r"(?:\d+\s*[×x]\s*)?\d*d\d+(?:\s*[+-]\s*\d+)?"
_DAMAGE_CHAIN = re.compile(rf"(?<![\w/]){_DICE}(?:\s*/\s*{_DICE})+", re.IGNORECASE)
_TIMES = re.compile(r"^\s*(\d+)\s*[×x]", re.IGNORECASE)


def damage_attack_count(damage: str | None, text: str | None) -> int | None:
    """How many attacks an old-school damage line lists, one per die roll between slashes
    ("1d8/1d8/1d8" → 3, "8×3d6/4d8" → 9).  The line as printed in the block's text is read
    first: it stops where an aside in brackets begins ("1d8/1d8/1d8 (2d6 if both claws hit)"
    is three attacks, the hug is no fourth), which the damage field may have merged in."""
    for source in (text or "", damage or ""):
        chain = _DAMAGE_CHAIN.search(source)
        if chain is not None:
            parts = chain.group(0).split("/")
            return sum(int(m.group(1)) if (m := _TIMES.match(p)) else 1 for p in parts)
    return None


def statblock_fields(sb: StatBlock) -> dict[str, list[str]]:
    """The fields the trait table's patterns search, as lists of strings."""
    count = attack_count(sb.attacks)
    if count is None and not sb.features:  # an old-school line with no attack count
        count = damage_attack_count(sb.damage, sb.text)
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


def _matches(
    pattern: re.Pattern[str], value: str, denied: re.Pattern[str] | None
) -> Iterable[re.Match[str]]:
    """The matches of a pattern in one value, but for those a note denies ("immune to
    paralysis" gives no paralysis threat): ``denied`` is searched in the text before each."""
    for match in pattern.finditer(value):
        if denied is None or denied.search(value[: match.start()]) is None:
            yield match


def _rule_rating(
    rule: TraitRule, fields: Mapping[str, Sequence[str]], denied: re.Pattern[str] | None = None
) -> tuple[int, str] | None:
    for pattern in rule.patterns:
        for value in fields.get(pattern.field, ()):
            match = next(iter(_matches(pattern.regex, value, denied)), None)
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
    fields: Mapping[str, Sequence[str]],
    rules: Iterable[TraitRule],
    denied: re.Pattern[str] | None = None,
) -> tuple[tuple[str, int, str], ...]:
    """``(id, rating, found)`` for each rule whose patterns match the fields (a match that
    ``denied`` finds denied before it does not count)."""
    found = []
    for rule in rules:
        hit = _rule_rating(rule, fields, denied)
        if hit is not None:
            found.append((rule.id, hit[0], hit[1]))
    return tuple(found)


_LIST_SPLIT = re.compile(r"\s*(?:,|;|&|\band\b|\bor\b)\s*", re.IGNORECASE)


def fields_to_listed(
    fields: Mapping[str, Sequence[str]], rules: Iterable[TraitRule]
) -> tuple[tuple[str, tuple[str, ...], str], ...]:
    """``(id, items, found)`` for each rule whose pattern matches a printed list: the items of
    its ``(?P<items>…)`` group, split at commas, "and" and "or" ("immune to fire, ice and
    lightning" → fire, ice, lightning)."""
    found = []
    for rule in rules:
        for pattern in rule.patterns:
            hits = [
                (m, value)
                for value in fields.get(pattern.field, ())
                if (m := pattern.regex.search(value)) is not None and m.groupdict().get("items")
            ]
            if hits:
                match, _ = hits[0]
                items = [i.strip(" .'-").lower() for i in _LIST_SPLIT.split(match.group("items"))]
                snippet = f"'{match.group(0)[:60].strip()}' ({pattern.field})"
                found.append((rule.id, tuple(dict.fromkeys(i for i in items if i)), snippet))
                break
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
