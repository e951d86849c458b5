"""Stat-block fields → trait threats, Tough and size threats (tables ``trait_threats`` and
``size_to_threat``), and the merge that keeps one threat per name."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from converter.dmd_models import Threat
from converter.mapping.numbers import dice_average, number_from, parse_hit_dice
from converter.mapping.tables import Tables, TraitRule
from converter.models import StatBlock

_ASIDE = re.compile(r"\([^()]*(?:\)|$)")


def attack_count(attacks: str | None) -> int | None:
    """How many attacks an old-school line lists: ``"2 claws, 1 bite"`` → 3, ``"3"`` → 3."""
    if not attacks:
        return None
    # an aside in brackets is no attack ("3 1-4/1-4/1-10 (hugs for 2d6)" is three), and the
    # top of a damage range is no count ("1-10 Mv" is not ten)
    text = _ASIDE.sub(" ", attacks.lower().replace("#at", "")).strip()
    numbers = [
        int(n) for n in re.findall(r"(?<![\d/d–-])(\d+)(?![\d/d])\s*(?:[x×]\s*)?[a-z(]", text)
    ]
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


# A note in brackets (or an old-school special) holding a roll and words: "(hugs for 2d6)".
_DICE_NOTE = re.compile(r"\((?P<note>[^()]*?\d*d\d+[^()]*?)\s*(?:\)|$)", re.IGNORECASE)
_ROLL = re.compile(r"\d*d\d+(?:\s*[+-]\s*\d+)?", re.IGNORECASE)
_STAT_KEY = re.compile(r"\b(?:AC|HD|HP|MV|THAC0|CR|XP|ML|SZ|AL)\b\s*[\d:+-]", re.IGNORECASE)


def _is_dice_note(note: str, counting_words: frozenset[str]) -> bool:
    """A roll, no statistic, and a word that is not how the roll is counted ("each", "per")."""
    words = [w.lower() for w in re.findall(r"[A-Za-z]{3,}", note)]
    return (
        any(w not in counting_words for w in words)
        and _ROLL.search(note) is not None
        and _STAT_KEY.search(note) is None
    )


def dice_notes(sb: StatBlock, counting_words: frozenset[str]) -> tuple[str, ...]:
    """The notes of an old-school block that hold a roll and words, as printed: an aside in
    brackets of its attacks, damage or line ("Att 3 1-4/1-4/1-10 (hugs for 2d6)" → "hugs for
    2d6"), or a special note ("constricts for 1d8").  A bracket of statistics ("(hp 30)",
    "(AC 2, bite 1d8)"), a bare roll ("bite (d6)") or a count ("(1d6 each)") is no note."""
    if sb.features:  # a 5e block says what it does in its features
        return ()
    found: dict[str, str] = {}
    for source in (sb.attacks or "", sb.damage or "", sb.text or ""):
        for match in _DICE_NOTE.finditer(source):
            note = " ".join(match.group("note").split()).strip(" ,;.")
            if _is_dice_note(note, counting_words):
                found.setdefault(note.lower(), note)
    for special in sb.special:
        note = " ".join(special.split()).strip(" ,;.")
        if _is_dice_note(note, counting_words):
            found.setdefault(note.lower(), note)
    return tuple(found.values())


def dice_note_threats(sb: StatBlock, tables: Tables, where: str) -> list[Threat]:
    """One threat per dice note, rated by the average of its first roll (table
    ``trait_threats.dice_notes``): "hugs for 2d6" → "Harm (hugs for 2d6) 1"."""
    rows = tables.dice_note_rows
    if rows is None:
        return []
    threats = []
    for note in dice_notes(sb, tables.dice_note_counting_words):
        roll = _ROLL.search(note)
        amount = dice_average(roll.group(0)) if roll else None
        rating = rows.lookup(amount or 1) or rows.values[0]
        name = f"{tables.dice_note_name} ({note})"
        why = (
            f"'{note}' (a note with a roll) in {where}: {amount} damage → {name} {rating} "
            "(table trait_threats, dice_notes)"
        )
        threats.append(Threat(name, rating, why, sb.page))
    return threats


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
    """The "Tough" rating from hit points (5e) or hit dice (old-school). A block that prints
    its hit dice as dice and no one value of hit points (a group's list, "hp 5, 4, 3") is
    rated by the average those dice roll."""
    if style in ("5e", "5e-2024", "3e") or hit_dice is None or re.search(r"\dd\d", hit_dice):
        if hp is None:
            average = dice_average(hit_dice) if hit_dice else None
            rating = None if average is None else tables.tough_hp.lookup(average)
            if average is None or rating is None:
                return None
            return rating, f"{hit_dice} → average {average} hit points → Tough {rating}"
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
