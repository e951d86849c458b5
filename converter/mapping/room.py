"""Room text → trap, door, puzzle and hazard obstacles, checks, harms and situation threats
(tables ``room_patterns``, ``dc_to_or``, ``difficulty_to_or``).

The findings of a room are read in three passes, one small function per pattern role: the
obstacles are named first (``_name_obstacle``), then each printed difficulty prices one of them
or becomes a check of its own (``_price_difficulty``), then each harm joins the obstacle it
belongs to or a creature (``_attach_harm``) and each situation becomes a threat of the place
(``_place_situation``).  The order matters: a difficulty may create the check that a harm of
the next sentence belongs to.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from converter.detect.creatures_sentences import possibilities_start
from converter.dmd_models import Avoid, Hazard, Obstacle, ObstacleKind, Threat
from converter.mapping.avoid import WayFound, find_ways
from converter.mapping.quoting import quote
from converter.mapping.room_context import Room
from converter.mapping.room_labels import (
    CreatureNaming,
    check_name,
    difficulty_to_rating,
    harm_to_rating,
    in_six_is_contest,
    join_adjacent,
    played_down,
    read_labels,
    save_danger,
    save_is_an_items,
    save_subject,
)
from converter.mapping.tables import Tables
from converter.mapping.things import Thing, thing_rating, things_in
from converter.mapping.traits import merge_threats
from converter.models import Area, RoomAnalysis, RoomFinding, Source

HARM_THING_REACH = 30  # characters after a harm read for what it is done to ("… to the hull")


@dataclass(frozen=True)
class RoomResult:
    """What room text gives an encounter: obstacles, area threats, hazards, and threats that
    belong to a creature named beside them (``creature_threats``: creature name → threats), and
    the ways around a creature the text gives (``creature_avoid``: creature name → ways)."""

    obstacles: list[Obstacle]
    threats: list[Threat]
    hazards: list[Hazard]
    creature_threats: dict[str, list[Threat]] = field(default_factory=dict)
    creature_avoid: dict[str, list[Avoid]] = field(default_factory=dict)
    unplaced_avoid: list[Avoid] = field(default_factory=list)  # with nothing named near


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
    threats: list[Threat] = field(default_factory=list)
    also: tuple[int, ...] = ()  # sentences that refer to it generically ("the trap")
    avoid: list[Avoid] = field(default_factory=list)
    source: Source | None = None  # an object's: where its statistics are printed

    def in_sentence(self, sentence: int) -> bool:
        """True when the obstacle is named, or referred to, in the sentence."""
        return sentence == self.sentence or sentence in self.also

    @property
    def last_sentence(self) -> int:
        """The last sentence that names or refers to the obstacle."""
        return max((self.sentence, *self.also))


@dataclass
class _Found:
    """What the passes have found so far (filled in place, pass after pass)."""

    drafts: list[_Draft] = field(default_factory=list)
    seen: dict[tuple[str, str], _Draft] = field(default_factory=dict)  # (label, text) → draft
    threats: list[Threat] = field(default_factory=list)
    hazards: dict[str, Hazard] = field(default_factory=dict)  # one per danger of the place
    situation_at: dict[int, str] = field(default_factory=dict)  # sentence → its danger's name
    creature_threats: dict[str, list[Threat]] = field(default_factory=dict)
    creature_avoid: dict[str, list[Avoid]] = field(default_factory=dict)
    unplaced_avoid: list[Avoid] = field(default_factory=list)


def _target(
    drafts: Sequence[_Draft], sentence: int, want: Callable[[_Draft], bool]
) -> _Draft | None:
    """The first wanted obstacle of the sentence, else the last of the sentence before."""
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


def _new_draft(room: Room, label: str, text: str, sentence: int) -> _Draft:
    """An obstacle at its kind's default OR, named as its label says."""
    config = room.labels[label]
    name = text if label == "CHECK" else (config.name or text.capitalize())
    rating = int(room.tables.difficulty["kind_defaults"][config.difficulty])
    why = f"'{text}' ({label}, room_patterns): default OR {rating} for {config.difficulty}"
    return _Draft(label, config.kind, name, rating, why, sentence, text)


# --- role obstacle ----------------------------------------------------------------------------


def _name_obstacle(room: Room, f: RoomFinding, found: _Found) -> None:
    """A trap, door, puzzle or hazard: a new obstacle, or one named again close by."""
    key = (f.label, f.text.lower())
    again = found.seen.get(key)
    if again is None and room.labels[f.label].name:  # a fixed-name obstacle named again
        again = next(
            (
                d
                for d in reversed(found.drafts)
                if d.label == f.label and f.sentence - d.last_sentence <= room.same_within
            ),
            None,
        )
    if again is not None:  # named again: the same obstacle, referred to once more
        again.also = (*again.also, f.sentence)
        return
    draft = _new_draft(room, f.label, f.text, f.sentence)
    found.drafts.append(draft)
    found.seen[key] = draft


# --- things with statistics -------------------------------------------------------------------


def _sentence_at(room: Room, offset: int) -> int:
    spans = room.analysis.sentences
    return next((i for i, (start, end) in enumerate(spans) if start <= offset < end), 0)


def _place_thing(room: Room, thing: Thing, found: _Found) -> None:
    """A thing printed with an armour class and hit points is an obstacle of kind ``object``
    rated by its hit points; a door the patterns found in the same phrase ("a barred door (AC
    15, hp 18)") is that thing: it takes the phrase's name and the rating, and stays a door."""
    sentence = _sentence_at(room, thing.offset)
    rating, why = thing_rating(thing, room.tables)
    same = next(
        (
            d
            for d in found.drafts
            if d.sentence == sentence and d.text.lower() in thing.name.lower() and not d.priced
        ),
        None,
    )
    name = thing.name[:1].upper() + thing.name[1:]
    if same is not None:  # named by the printed phrase, which says more than the label
        same.name, same.rating, same.priced = name, rating, True
        same.why, same.source = f"{same.why}; {why}", room.area.source
        return
    draft = _Draft("THING", "object", name, rating, why, sentence, thing.name, priced=True)
    draft.source = room.area.source
    found.drafts.append(draft)


# --- role difficulty --------------------------------------------------------------------------


def _difficulty_target(room: Room, f: RoomFinding, drafts: Sequence[_Draft]) -> _Draft | None:
    """The obstacle a difficulty prices: an unpriced one of its sentence or the one before,
    else the one named most recently within reach (doors only for a door difficulty)."""
    doors_only = room.labels[f.label].creates.startswith("DOOR")

    def fits(d: _Draft) -> bool:
        return d.kind == "door" if doors_only else d.kind != "contest"

    target = _target(drafts, f.sentence, lambda d: not d.priced and fits(d))
    return target if target is not None else _recent(drafts, f.sentence, room.reach, fits)


def _save_of_creature(room: Room, f: RoomFinding, found: _Found) -> bool:
    """An old-school save with no obstacle near, beside a creature: that creature's threat
    (difficulty_to_or.save_threats).  True when it was taken so."""
    creatures = room.creatures_near(f.sentence, f.start) or room.power_user(f)
    if room.labels[f.label].value != "save" or not creatures:
        return False
    difficulty = room.tables.difficulty
    subject = difficulty.get("save_threats", {}).get(
        save_subject(f.text, difficulty["save_aliases"])
    )
    if subject is None:
        return False
    why = (
        f"'{f.text}' beside {creatures[0]} in \"{quote(room.sentence(f.sentence))}\" → "
        f"{subject['threat']} {subject['rating']} (difficulty_to_or.save_threats)"
    )
    threat = Threat(subject["threat"], int(subject["rating"]), why, room.area.page)
    found.creature_threats.setdefault(creatures[0], []).append(threat)
    return True


def _lone_check(room: Room, f: RoomFinding, why: str) -> tuple[_Draft, str]:
    """The obstacle a difficulty becomes when it prices none (its label's ``creates``), and
    the why it is priced with: a check quotes its sentence."""
    label = room.labels[f.label]
    draft = _new_draft(room, label.creates, f.text, f.sentence)
    if draft.label != "CHECK":
        return draft, why
    if label.value == "dc":
        draft.name = check_name(f.text, room.area.text[f.end :], room.patterns)
    elif label.value == "save":
        draft.name = f.text[:1].upper() + f.text[1:]
        start = room.analysis.sentences[f.sentence][0]
        danger = save_danger(room.sentence(f.sentence), f.start - start, room.patterns)
        if danger is not None:  # named after what it is, not after its save
            draft.name, draft.kind = danger, "hazard"
            why += f"; a hazard: '{danger.lower()}' in its sentence (room_patterns.save_dangers)"
    return draft, f'{why}; from "{quote(room.sentence(f.sentence))}"'


def _price_difficulty(room: Room, f: RoomFinding, found: _Found) -> None:
    """A DC, save, N-in-6 or Open Doors roll: the OR of the obstacle it belongs to, another
    way past an obstacle already priced, a creature's threat, or a check of its own."""
    label = room.labels[f.label]
    rating, why = difficulty_to_rating(label.value, f.text, room.tables)
    target = _difficulty_target(room, f, found.drafts)
    if target is not None and target.priced:  # a second way past the same obstacle
        after = room.area.text[f.end :]
        way = check_name(f.text, after, room.patterns) if f.label == "DC" else f.text
        target.why += f"; another way in the text: {way} → OR {rating}"
        target.also = (*target.also, f.sentence)
        return
    if target is None:
        if _save_of_creature(room, f, found):
            return
        if label.value == "save" and save_is_an_items(room.area.text, f.start, room.patterns):
            return  # "(when wielding the mace, save vs. spells …)": the item's, not in the way
        if label.value == "in_six" and not in_six_is_contest(f, room.area.text, room.patterns):
            return  # "a 1 in 6 chance that the ship is on its way back": an event, no obstacle
        target, why = _lone_check(room, f, why)
        found.drafts.append(target)
    target.rating = rating
    target.why = f"'{target.text}' ({target.label}, room_patterns): {why}"
    target.priced = True
    if not target.in_sentence(f.sentence):  # the text is still about it here
        target.also = (*target.also, f.sentence)


# --- role harm --------------------------------------------------------------------------------


def harms_a_thing(room: Room, f: RoomFinding) -> bool:
    """True for a harm done to a thing, not to a character (``harm_to_things``: "roll 1d6 of
    ship damage", "2d6 damage to the hull"): no threat to anyone's character."""
    regex = room.patterns.get("harm_to_things")
    if room.labels[f.label].role != "harm" or not regex:
        return False
    near = room.area.text[f.start : f.end + HARM_THING_REACH]
    return re.search(regex, near, re.IGNORECASE) is not None


def _attach_harm(room: Room, f: RoomFinding, found: _Found) -> None:
    """Damage or death: a threat of the obstacle in its sentence (or of a trap or hazard just
    before), else of the creature named there (a deadly one only), else of the place."""
    label = room.labels[f.label]
    rating, why = harm_to_rating(label, f.text)
    threat = Threat(label.threat, rating, f"{why} (room_patterns, {f.label})", room.area.page)
    target = _target(found.drafts, f.sentence, lambda d: True)
    if target is not None and (target.in_sentence(f.sentence) or target.kind in ("trap", "hazard")):
        target.threats.append(threat)
        return
    if label.needs_obstacle:
        return  # too weak alone: bare dice may be anyone's attack or a count
    creatures = room.creatures_near(f.sentence, f.start)
    if creatures:  # a creature's own attack: only a deadly one is worth a threat
        if label.rating is not None:
            found.creature_threats.setdefault(creatures[0], []).append(threat)
        return
    found.threats.append(threat)


# --- role situation ---------------------------------------------------------------------------


def _place_situation(
    room: Room, f: RoomFinding, findings: Sequence[RoomFinding], found: _Found
) -> None:
    """Fire, darkness, flooding…: a threat of the place and its hazard, unless played down."""
    if played_down(f, findings, room.labels):
        return
    label = room.labels[f.label]
    why = f"'{f.text}' in the room text → {label.threat} {label.rating}"
    found.situation_at.setdefault(f.sentence, label.threat)
    found.threats.append(
        Threat(label.threat, int(label.rating or 0), f"{why} (room_patterns)", room.area.page)
    )
    # one hazard per danger of the place, however often the text names it
    found.hazards.setdefault(
        label.threat,
        Hazard(f.text.lower(), room.sentence(f.sentence), f"{why} ({f.label})", room.area.page),
    )


# --- ways around -------------------------------------------------------------------------------


def _place_way(room: Room, way: WayFound, found: _Found) -> None:
    """A way around belongs to the room obstacle named in its sentence, else to the danger of
    the place named there, else to the creature named there (before it first), else to the
    obstacle, then the creature, of the sentence before.  With none of them near, a bribe,
    password or condition is left for the encounter
    (``unplaced_avoid``: the area's only fight takes it, as "give her some fish" two sentences
    after the nixie); any other way is dropped, as it may be about another area."""
    here = [d for d in found.drafts if d.in_sentence(way.sentence)]
    named = sorted(room.named.get(way.sentence, ()), reverse=True)
    creatures = [c for c in named if c.offset < way.offset] + named[::-1]
    before = [d for d in found.drafts if d.in_sentence(way.sentence - 1)]
    previous = sorted(room.named.get(way.sentence - 1, ()), reverse=True)
    if here:
        here[0].avoid.append(way.avoid)
    elif way.sentence in found.situation_at:  # "the flames die down if the flue is closed"
        name = found.situation_at[way.sentence]  # the first threat of the name: merge keeps it
        index = next(i for i, t in enumerate(found.threats) if t.name == name)
        threat = found.threats[index]
        found.threats[index] = replace(threat, avoid=(*threat.avoid, way.avoid))
    elif creatures or (not before and previous):
        name = (creatures or previous)[0].name
        found.creature_avoid.setdefault(name, []).append(way.avoid)
    elif before:
        before[-1].avoid.append(way.avoid)
    elif way.kind in room.tables.avoid_to_only_creature:
        found.unplaced_avoid.append(way.avoid)


def _obstacle_hazards(room: Room, found: _Found) -> None:
    """Each trap and hazard obstacle is also a hazard of the area."""
    for d in found.drafts:
        if d.kind in ("trap", "hazard"):
            why = f"'{d.text}' matched {d.label} (room_patterns)"
            ways = tuple(dict.fromkeys(d.avoid))
            name = (d.name if d.label == "CHECK" else d.text).lower()
            hazard = Hazard(name, room.sentence(d.sentence), why, room.area.page, ways)
            found.hazards.setdefault(f"{d.label}:{d.text.lower()}", hazard)


def room_text_to_obstacles(
    area: Area,
    analysis: RoomAnalysis,
    tables: Tables,
    creature_sentences: Mapping[int, Sequence[CreatureNaming]] | None = None,
) -> RoomResult:
    """Traps, doors, puzzles, hazards, checks and dangers of the place found in room text.

    ``creature_sentences`` maps a sentence to the creatures it names: an old-school save or a
    deadly harm there, with no room obstacle near, is the threat of the creature named closest
    before it, not an obstacle.
    """
    patterns = tables.room_patterns
    room = Room(
        area,
        analysis,
        tables,
        read_labels(patterns),
        creature_sentences or {},
        same_within=int(patterns.get("same_obstacle_within", 0)),
        reach=int(patterns.get("difficulty_reach", 1)),
        aside_reach=int(patterns.get("aside_name_reach_words", 1)),
    )
    told = possibilities_start(area.text)
    known = [
        f
        for f in analysis.findings
        if f.label in room.labels
        and (told is None or f.start < told)  # a table of what may be: not what is there
        and not harms_a_thing(room, f)
    ]
    findings = join_adjacent(known, area.text, room.labels)
    found = _Found()
    for f in findings:
        if room.labels[f.label].role == "obstacle":
            _name_obstacle(room, f, found)
    _fold_generic_mentions(found.drafts)
    for thing in things_in(area.text):
        if told is None or thing.offset < told:
            _place_thing(room, thing, found)
    for f in findings:
        if room.labels[f.label].role == "difficulty":
            _price_difficulty(room, f, found)
    for f in findings:
        role = room.labels[f.label].role
        if role == "harm":
            _attach_harm(room, f, found)
        elif role == "situation":
            _place_situation(room, f, findings, found)
    for way in find_ways(area.text, analysis, tables.avoid_patterns, area.page, tables.avoid_trim):
        _place_way(room, way, found)
    _obstacle_hazards(room, found)
    return _room_result(area, found)


def _room_result(area: Area, found: _Found) -> RoomResult:
    """What the passes found, as the encounter takes it: each draft an obstacle, the
    threats of the place merged."""
    obstacles = [
        Obstacle(
            "",
            d.name,
            d.rating,
            d.kind,
            d.why,
            area.page,
            merge_threats(d.threats),
            avoid=tuple(dict.fromkeys(d.avoid)),
            source=d.source,
        )
        for d in found.drafts
    ]
    threats = list(merge_threats(found.threats))
    hazards = list(found.hazards.values())
    return RoomResult(
        obstacles,
        threats,
        hazards,
        found.creature_threats,
        found.creature_avoid,
        found.unplaced_avoid,
    )
