"""The room-pattern table read as records (``PatternLabel``), the creatures a room names
(``CreatureNaming``), and the pure functions that price what a pattern finds: a printed
difficulty's OR, a harm's rating, a lone check's name (tables ``room_patterns``, ``dc_to_or``,
``difficulty_to_or``).  ``converter.mapping.room`` places them on obstacles."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, cast

from converter.dmd_models import ObstacleKind
from converter.mapping.numbers import clamp_rating, dice_average
from converter.mapping.tables import Rows, Tables, _rows, rating_from
from converter.models import RoomFinding

Role = Literal["obstacle", "situation", "difficulty", "harm", "ignore"]


@dataclass(frozen=True, order=True)
class CreatureNaming:
    """A present creature named in room text: where (character offset) and which (the name of
    its entry).  Ordered by offset, as the text reads."""

    offset: int
    name: str


@dataclass(frozen=True)
class PatternLabel:
    """One label of ``room_patterns.labels``, read once; the table's header says what each
    role means.  Fields a role does not use keep their defaults."""

    label: str
    role: Role
    kind: ObstacleKind = "contest"  # obstacle: the kind of obstacle it becomes
    difficulty: str = ""  # obstacle: its default OR in difficulty_to_or.kind_defaults
    name: str | None = None  # obstacle: a fixed name; None names it by the matched text
    threat: str = ""  # situation, harm: the threat it gives
    rating: int | None = None  # situation, harm: a fixed rating
    rows: Rows | None = None  # harm: the damage's average → rating, when not fixed
    value: str = ""  # difficulty: dc | save | in_six | open_doors
    creates: str = ""  # difficulty: the label of the obstacle it becomes when alone
    cancels: frozenset[str] = frozenset()  # ignore: situation labels it plays down
    needs_obstacle: bool = False  # harm: kept only on a room obstacle

    @classmethod
    def read(cls, label: str, config: Mapping[str, Any]) -> PatternLabel:
        """The record of one label's table entry."""
        rows = config.get("rows")
        return cls(
            label=label,
            role=cast(Role, config["role"]),
            kind=cast(ObstacleKind, config.get("kind", "contest")),
            difficulty=str(config.get("difficulty", "")),
            name=config.get("name"),
            threat=str(config.get("threat", "")),
            rating=int(config["rating"]) if "rating" in config else None,
            rows=_rows(f"room_patterns.{label}", rows, "rating") if rows else None,
            value=str(config.get("value", "")),
            creates=str(config.get("creates", "")),
            cancels=frozenset(config.get("cancels", ())),
            needs_obstacle=bool(config.get("needs_obstacle", False)),
        )


def read_labels(patterns: Mapping[str, Any]) -> dict[str, PatternLabel]:
    """Every label of the ``room_patterns`` table, as records."""
    return {label: PatternLabel.read(label, config) for label, config in patterns["labels"].items()}


def difficulty_to_rating(value: str, text: str, tables: Tables) -> tuple[int, str]:
    """The OR a printed difficulty gives: a DC, an old-school save, N-in-6, Open Doors."""
    numbers = [int(n) for n in re.findall(r"\d+", text)]
    table = tables.difficulty
    if value == "dc" and numbers:
        rated = rating_from(tables, "dc_to_or", numbers[0], f"DC {numbers[0]}")
        if rated is not None:
            return rated
    if value == "in_six" and numbers:
        rating = tables.in_six.lookup(numbers[0]) or tables.in_six.values[0]
        why = f"'{text}' read as the party's chance → OR {rating} (difficulty_to_or.in_six)"
        return clamp_rating(rating, why)
    if value == "open_doors":
        sign = re.search(r"([-+\u2212])\s*(\d+)", text)
        modifier = 0 if sign is None else int(sign.group(2)) * (1 if sign.group(1) == "+" else -1)
        doors = table["open_doors"]
        rating = int(doors["base"]) - modifier * int(doors["per_penalty"])
        why = f"'{text}' → OR {rating} (difficulty_to_or.open_doors: base {doors['base']}"
        return clamp_rating(rating, f"{why}, {doors['per_penalty']} per point of penalty)")
    if value == "save":
        word = save_subject(text, table["save_aliases"])
        rating = int(table["saves"].get(word, table["save_default"]))
        return clamp_rating(rating, f"'{text}' → OR {rating} (difficulty_to_or.saves)")
    rating = int(table["kind_defaults"]["contest"])
    return rating, f"'{text}': unreadable difficulty, default OR {rating}"


def save_subject(text: str, aliases: Mapping[str, str]) -> str:
    """The subject of an old-school save as the saves table names it (``wand`` → ``wands``:
    ``difficulty_to_or.save_aliases``)."""
    word = text.lower().split()[-1].rstrip(".")
    return aliases.get(word, word)


def harm_to_rating(label: PatternLabel, text: str) -> tuple[int, str]:
    """A harm's rating: fixed, or the damage's average picked from the label's rows."""
    if label.rating is not None:
        return label.rating, f"'{text}' → {label.threat} {label.rating}"
    first = re.search(r"\d*d\d+|\d+", text)
    printed = first.group(0) if first else ""
    amount = int(printed) if printed.isdecimal() else (dice_average(printed) or 1)
    if label.rows is None:
        raise ValueError(f"room_patterns.{label.label}: a harm needs a rating or rows")
    rating = label.rows.lookup(amount) or label.rows.values[0]
    return rating, f"'{text}': {amount} damage → {label.threat} {rating}"


def check_name(text: str, after: str, patterns: Mapping[str, Any]) -> str:
    """A lone check's name: the ability or skill printed after its DC when there is one
    ("Wisdom (Perception) check (DC 14)"), else "Check (DC 14)"."""
    context = patterns.get("check_context")
    match = re.match(context, after, re.IGNORECASE) if context else None
    if match and match.group(1).strip():
        words = " ".join(match.group(1).split())
        return f"{words[0].upper()}{words[1:]} ({text})"
    return f"Check ({text})"


def save_danger(sentence: str, save_at: int, patterns: Mapping[str, Any]) -> str | None:
    """What a lone save protects from, named in its sentence (``save_dangers``): the match
    nearest before the save (``save_at``, an offset into ``sentence``), else the first after."""
    regex = patterns.get("save_dangers")
    if not regex:
        return None
    found = list(re.finditer(regex, sentence, re.IGNORECASE))
    before = [m for m in found if m.start() < save_at]
    pick = before[-1] if before else (found[0] if found else None)
    if pick is None:
        return None
    name = " ".join(pick.group(1).split())
    return name[:1].upper() + name[1:]


def join_adjacent(
    findings: Sequence[RoomFinding], text: str, labels: Mapping[str, PatternLabel]
) -> list[RoomFinding]:
    """Obstacle findings of one label separated only by spaces or a hyphen are one thing
    ("poison needle dart trap" is one trap, not a needle and a dart trap)."""
    out: list[RoomFinding] = []
    for f in findings:
        last = out[-1] if out else None
        if (
            last is not None
            and labels[f.label].role == "obstacle"
            and last.label == f.label
            and last.sentence == f.sentence
            and re.fullmatch(r"[\s-]*", text[last.end : f.start])
        ):
            out[-1] = replace(last, text=text[last.start : f.end], end=f.end)
        else:
            out.append(f)
    return out


def played_down(
    finding: RoomFinding, findings: Sequence[RoomFinding], labels: Mapping[str, PatternLabel]
) -> bool:
    """True when a phrase that plays the danger down ("ankle-deep water" for a flooded room)
    is printed in the same or a neighbouring sentence."""
    return any(
        finding.label in labels[other.label].cancels and abs(other.sentence - finding.sentence) <= 1
        for other in findings
    )


def in_six_is_contest(finding: RoomFinding, text: str, patterns: Mapping[str, Any]) -> bool:
    """A lone N-in-6 is a contest when what follows is something someone does ("chance to hear
    the ghouls"), not an event ("chance that the ship is on its way back")."""
    after = patterns.get("in_six_contest_after")
    return after is None or re.match(after, text[finding.end :], re.IGNORECASE) is not None


def save_is_an_items(text: str, save_at: int, patterns: Mapping[str, Any]) -> bool:
    """True when a lone save is what an item does to whoever uses it (``item_use_before_save``,
    searched in the clause before the save): "a mace of hate (when wielding the mace, save vs.
    spells or say something hateful)" is the mace's curse, treasure to note and not an
    obstacle in the party's way."""
    regex = patterns.get("item_use_before_save")
    if not regex:
        return False
    clause = re.split(r"[.;!?]\s", text[max(0, save_at - 200) : save_at])[-1]
    return re.search(regex, clause, re.IGNORECASE) is not None
