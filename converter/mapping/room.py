"""Room text → trap, door, puzzle and hazard obstacles, checks, harms and situation threats
(tables ``room_patterns``, ``dc_to_or``, ``difficulty_to_or``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from converter.mapping.numbers import clamp_rating, dice_average
from converter.mapping.tables import Tables, _rows, rating_from
from converter.mapping.traits import merge_threats
from converter.models import (
    Area,
    Hazard,
    Obstacle,
    ObstacleKind,
    RoomAnalysis,
    RoomFinding,
    Threat,
)

QUOTE_CHARS = 100  # how much of a sentence a lone check's why quotes


@dataclass(frozen=True)
class RoomResult:
    """What room text gives an encounter: obstacles, area threats, hazards, and threats that
    belong to a creature named beside them (``creature_threats``: creature name → threats)."""

    obstacles: list[Obstacle]
    threats: list[Threat]
    hazards: list[Hazard]
    creature_threats: dict[str, list[Threat]] = field(default_factory=dict)


@dataclass
class _Draft:
    """A room obstacle being assembled (mutable while the sentence's findings attach)."""

    label: str
    kind: ObstacleKind
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

    @property
    def last_sentence(self) -> int:
        """The last sentence that names or refers to the obstacle."""
        return max((self.sentence, *self.also))


def difficulty_to_rating(label: str, value: str, text: str, tables: Tables) -> tuple[int, str]:
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
        word = save_subject(text)
        rating = int(table["saves"].get(word, table["save_default"]))
        return clamp_rating(rating, f"'{text}' → OR {rating} (difficulty_to_or.saves)")
    rating = int(table["kind_defaults"]["contest"])
    return rating, f"'{text}': unreadable difficulty, default OR {rating}"


def save_subject(text: str) -> str:
    """The subject of an old-school save as the saves table names it (``wand`` → ``wands``)."""
    word = text.lower().split()[-1].rstrip(".")
    return {"wand": "wands", "spell": "spells", "dragon": "breath"}.get(word, word)


def harm_to_rating(config: Mapping[str, Any], text: str) -> tuple[int, str]:
    """A harm's rating: fixed, or the damage's average picked from the label's rows."""
    if "rating" in config:
        return int(config["rating"]), f"'{text}' → {config['threat']} {config['rating']}"
    first = re.search(r"\d*d\d+|\d+", text)
    printed = first.group(0) if first else ""
    amount = int(printed) if printed.isdigit() else (dice_average(printed) or 1)
    rows = _rows("room_patterns.DAMAGE", config["rows"], "rating")
    rating = rows.lookup(amount) or rows.values[0]
    return rating, f"'{text}': {amount} damage → {config['threat']} {rating}"


def quote(sentence: str) -> str:
    """A sentence as a why quotes it: on one line, cut at ``QUOTE_CHARS``."""
    flat = " ".join(sentence.split())
    return flat if len(flat) <= QUOTE_CHARS else flat[: QUOTE_CHARS - 1].rstrip() + "…"


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


def _recent(
    drafts: Sequence[_Draft], sentence: int, reach: int, want: Callable[[_Draft], bool]
) -> _Draft | None:
    """The obstacle named most recently at or before ``sentence``, at most ``reach`` back."""
    near = [
        d
        for d in drafts
        if want(d) and any(sentence - reach <= s <= sentence for s in (d.sentence, *d.also))
    ]
    return max(
        near, key=lambda d: max(s for s in (d.sentence, *d.also) if s <= sentence), default=None
    )


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


def join_adjacent(
    findings: Sequence[RoomFinding], text: str, roles: Mapping[str, str]
) -> list[RoomFinding]:
    """Obstacle findings of one label separated only by spaces or a hyphen are one thing
    ("poison needle dart trap" is one trap, not a needle and a dart trap)."""
    out: list[RoomFinding] = []
    for f in findings:
        last = out[-1] if out else None
        if (
            last is not None
            and roles.get(f.label) == "obstacle"
            and last.label == f.label
            and last.sentence == f.sentence
            and re.fullmatch(r"[\s-]*", text[last.end : f.start])
        ):
            out[-1] = replace(last, text=text[last.start : f.end], end=f.end)
        else:
            out.append(f)
    return out


def _cancelled(
    finding: RoomFinding, findings: Sequence[RoomFinding], labels: Mapping[str, Any]
) -> bool:
    """True when a phrase that plays the danger down ("ankle-deep water" for a flooded room)
    is printed in the same or a neighbouring sentence."""
    return any(
        finding.label in labels[other.label].get("cancels", ())
        and abs(other.sentence - finding.sentence) <= 1
        for other in findings
    )


def _is_contest(finding: RoomFinding, area: Area, patterns: Mapping[str, Any]) -> bool:
    """A lone N-in-6 is a contest when what follows is something someone does ("chance to hear
    the ghouls"), not an event ("chance that the ship is on its way back")."""
    after = patterns.get("in_six_contest_after")
    return after is None or re.match(after, area.text[finding.end :], re.IGNORECASE) is not None


def check_name(text: str, after: str, patterns: Mapping[str, Any]) -> str:
    """A lone check's name: the ability or skill printed after its DC when there is one
    ("Wisdom (Perception) check (DC 14)"), else "Check (DC 14)"."""
    context = patterns.get("check_context")
    match = re.match(context, after, re.IGNORECASE) if context else None
    if match and match.group(1).strip():
        words = " ".join(match.group(1).split())
        return f"{words[0].upper()}{words[1:]} ({text})"
    return f"Check ({text})"


def room_text_to_obstacles(
    area: Area,
    analysis: RoomAnalysis,
    tables: Tables,
    creature_sentences: Mapping[int, Sequence[tuple[int, str]]] | None = None,
) -> RoomResult:
    """Traps, doors, puzzles, hazards, checks and dangers of the place found in room text.

    ``creature_sentences`` maps a sentence to the creatures it names (``(offset, name)``): an
    old-school save or a deadly harm there, with no room obstacle near, is the threat of the
    creature named closest before it, not an obstacle.
    """
    patterns = tables.room_patterns
    labels = patterns["labels"]
    defaults = tables.difficulty["kind_defaults"]
    same_within = int(patterns.get("same_obstacle_within", 0))
    reach = int(patterns.get("difficulty_reach", 1))
    named = creature_sentences or {}
    drafts: list[_Draft] = []
    seen: dict[tuple[str, str], _Draft] = {}

    def new_draft(label: str, text: str, sentence: int) -> _Draft:
        config = labels[label]
        name = config["name"] or text.capitalize()
        if label == "CHECK":
            name = text
        rating = int(defaults[config["difficulty"]])
        why = f"'{text}' ({label}, room_patterns): default OR {rating} for {config['difficulty']}"
        draft = _Draft(label, config["kind"], name, rating, why, sentence, text, threats=[])
        drafts.append(draft)
        return draft

    def creatures_near(sentence: int, offset: int) -> list[str]:
        here = named.get(sentence, ())
        before = [name for start, name in sorted(here, reverse=True) if start < offset]
        after = [name for start, name in sorted(here) if start >= offset]
        previous = [name for _, name in sorted(named.get(sentence - 1, ()), reverse=True)]
        return before + previous + after

    roles = {label: config["role"] for label, config in labels.items()}
    findings = join_adjacent([f for f in analysis.findings if f.label in labels], area.text, roles)
    for f in findings:
        config = labels[f.label]
        if config["role"] != "obstacle":
            continue
        key = (f.label, f.text.lower())
        again = seen.get(key)
        if again is None and config["name"]:  # a fixed-name obstacle named again close by
            again = next(
                (
                    d
                    for d in reversed(drafts)
                    if d.label == f.label and f.sentence - d.last_sentence <= same_within
                ),
                None,
            )
        if again is not None:  # named again: the same obstacle, referred to once more
            again.also = (*again.also, f.sentence)
        else:
            seen[key] = new_draft(f.label, f.text, f.sentence)
    _fold_generic_mentions(drafts)
    creature_threats: dict[str, list[Threat]] = {}
    for f in findings:
        config = labels[f.label]
        if config["role"] != "difficulty":
            continue
        doors_only: bool = config["creates"].startswith("DOOR")

        def fits(d: _Draft, doors_only: bool = doors_only) -> bool:
            return d.kind == "door" if doors_only else d.kind != "contest"

        def unpriced(d: _Draft, doors_only: bool = doors_only) -> bool:
            return not d.priced and fits(d, doors_only)

        rating, why = difficulty_to_rating(f.label, config["value"], f.text, tables)
        target = _target(drafts, f.sentence, unpriced)
        if target is None:
            target = _recent(drafts, f.sentence, reach, fits)
        if target is not None and target.priced:  # a second way past the same obstacle
            way = check_name(f.text, area.text[f.end :], patterns) if f.label == "DC" else f.text
            target.why += f"; another way in the text: {way} → OR {rating}"
            target.also = (*target.also, f.sentence)
            continue
        sentence_text = analysis.sentence_text(area.text, f.sentence)
        creatures = creatures_near(f.sentence, f.start)
        if target is None and config["value"] == "save" and creatures:
            subject = tables.difficulty.get("save_threats", {}).get(save_subject(f.text))
            if subject is not None:
                threat = Threat(
                    subject["threat"],
                    int(subject["rating"]),
                    f"'{f.text}' beside {creatures[0]} in \"{quote(sentence_text)}\" → "
                    f"{subject['threat']} {subject['rating']} (difficulty_to_or.save_threats)",
                    area.page,
                )
                creature_threats.setdefault(creatures[0], []).append(threat)
                continue
        if target is None and config["value"] == "in_six" and not _is_contest(f, area, patterns):
            continue  # "a 1 in 6 chance that the ship is on its way back": an event, no obstacle
        if target is None:
            target = new_draft(config["creates"], f.text, f.sentence)
            if target.label == "CHECK" and config["value"] == "dc":
                target.name = check_name(f.text, area.text[f.end :], patterns)
            elif target.label == "CHECK" and config["value"] == "save":
                target.name = f.text[:1].upper() + f.text[1:]
            if target.label == "CHECK":
                why = f'{why}; from "{quote(sentence_text)}"'
        target.rating = rating
        target.why = f"'{target.text}' ({target.label}, room_patterns): {why}"
        target.priced = True
        if not target.in_sentence(f.sentence):  # the text is still about it here
            target.also = (*target.also, f.sentence)
    threats: list[Threat] = []
    hazards: dict[str, Hazard] = {}
    for f in findings:
        config = labels[f.label]
        sentence_text = analysis.sentence_text(area.text, f.sentence)
        if config["role"] == "harm":
            rating, why = harm_to_rating(config, f.text)
            threat = Threat(
                config["threat"], rating, f"{why} (room_patterns, {f.label})", area.page
            )
            target = _target(drafts, f.sentence, lambda d: True)
            if target is None or not (
                target.in_sentence(f.sentence) or target.kind in ("trap", "hazard")
            ):
                creatures = creatures_near(f.sentence, f.start)
                if config.get("needs_obstacle"):
                    continue  # too weak alone: bare dice may be anyone's attack or a count
                if creatures:  # a creature's own attack: only a deadly one is worth a threat
                    if "rating" in config:
                        creature_threats.setdefault(creatures[0], []).append(threat)
                    continue
                threats.append(threat)
            elif target.threats is not None:
                target.threats.append(threat)
        elif config["role"] == "situation" and _cancelled(f, findings, labels):
            continue
        elif config["role"] == "situation":
            why = f"'{f.text}' in the room text → {config['threat']} {config['rating']}"
            threats.append(
                Threat(config["threat"], int(config["rating"]), f"{why} (room_patterns)", area.page)
            )
            # one hazard per danger of the place, however often the text names it
            hazards.setdefault(
                config["threat"],
                Hazard(f.text.lower(), sentence_text, f"{why} ({f.label})", area.page),
            )
    for d in drafts:
        if d.kind in ("trap", "hazard"):
            sentence_text = analysis.sentence_text(area.text, d.sentence)
            why = f"'{d.text}' matched {d.label} (room_patterns)"
            hazards.setdefault(
                f"{d.label}:{d.text.lower()}", Hazard(d.text.lower(), sentence_text, why, area.page)
            )
    obstacles = [
        Obstacle("", d.name, d.rating, d.kind, d.why, area.page, merge_threats(d.threats or []))
        for d in drafts
    ]
    return RoomResult(
        obstacles, list(merge_threats(threats)), list(hazards.values()), creature_threats
    )
