"""Keyed areas → D&MD encounters: the creatures present, the group rule (one fight per area,
extra foes as threats), room obstacles and unique obstacle ids."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from converter.dmd_models import Avoid, CreatureEntry, Encounter, Obstacle, Threat
from converter.mapping.apposition import described_as
from converter.mapping.blocks import (
    BlockMatch,
    name_to_block,
    nearest_printed,
    with_own_individuals,
)
from converter.mapping.captives import at_rest_why, captive_why
from converter.mapping.catalog import Catalog, resolve_creature
from converter.mapping.creatures import (
    Profile,
    creature_kinds,
    entry_to_profile,
    group_statblocks,
    index_statblocks,
    statblock_key,
    statblock_profile,
)
from converter.mapping.elsewhere import ways_from_elsewhere
from converter.mapping.groups import (
    GroupRule,
    Present,
    fight_leader,
    group_obstacle,
    kept_threat,
    load_group_rule,
    reinforcement_threat,
    rest_obstacle,
    rest_of_fight,
)
from converter.mapping.numbers import clamp_rating
from converter.mapping.room import RoomResult, room_text_to_obstacles
from converter.mapping.room_labels import CreatureNaming
from converter.mapping.social import Social, social_obstacles
from converter.mapping.tables import Tables
from converter.mapping.traits import merge_threats
from converter.models import Area, CreatureMention, Problem, RoomAnalysis, StatBlock


def _mention_profile(
    mention: CreatureMention,
    match: BlockMatch,
    tables: Tables,
    catalog: Catalog,
    file: str,
) -> tuple[Profile, list[Problem]]:
    """A mention's profile: the printed block it takes, else the catalog (the fallback, and
    its why says so), else a placeholder."""
    page = mention.source.page
    if match.block is not None:
        profile, problem = statblock_profile(match.block, tables, catalog)
        profile = replace(profile, rating_why=profile.rating_why + match.note(mention.name))
        return profile, [problem] if problem else []
    problems = []
    fallback = "no stat block for it printed in the module: SRD catalog fallback"
    if match.ambiguous:
        listed = ", ".join(f"'{n}'" for n in match.ambiguous)
        fallback = (
            f"stat blocks {listed} share its head noun (ambiguous): SRD catalog fallback; "
            "name the block with an override"
        )
        problems.append(
            Problem(
                file, page, "creature-block-ambiguous", "warning", f"{mention.name}: {fallback}"
            )
        )
    resolution = resolve_creature(mention.name, catalog, aliases=tables.aliases)
    if resolution.entry is not None:
        if resolution.tier == "catalog-fuzzy":
            problems.append(Problem(file, page, "creature-fuzzy-match", "warning", resolution.why))
        profile = entry_to_profile(resolution.entry, resolution, tables)
        return replace(profile, rating_why=f"{profile.rating_why}; {fallback}"), problems
    default = int(tables.difficulty["unknown_creature"])
    why = (
        f"{resolution.why}: default OR {default} (difficulty_to_or.unknown_creature); "
        "set the rating with an override"
    )
    name = mention.name.capitalize()
    problems.append(Problem(file, page, "creature-unresolved", "warning", resolution.why))
    return Profile(name, None, "none", default, why), problems


def _name_regex(name: str) -> re.Pattern[str]:
    words = r"\s+".join(re.escape(w) for w in name.split())
    return re.compile(rf"\b{words}(?:e?s)?\b", re.IGNORECASE)


def _sentence_naming(name: str, text: str, analysis: RoomAnalysis) -> int | None:
    match = _name_regex(name).search(text)
    return None if match is None else int(analysis.sentence_of(match.start()))


def creature_sentences(
    present: Sequence[Present], text: str, analysis: RoomAnalysis
) -> dict[int, list[CreatureNaming]]:
    """Each sentence that names a present creature → each naming, in text order."""
    named: dict[int, list[CreatureNaming]] = {}
    for p in present:
        for name in dict.fromkeys((p.entry.name, statblock_key(p.entry.name))):
            for match in _name_regex(name).finditer(text):
                sentence = int(analysis.sentence_of(match.start()))
                named.setdefault(sentence, []).append(CreatureNaming(match.start(), p.entry.name))
    return {k: sorted(set(v)) for k, v in named.items()}


def _refers_to(key: str, present: Sequence[Present], count: int | None) -> int | None:
    """The index of a present creature that a shorter name refers to ("the troll" after "a
    silt troll"): its words end the other's name, and it counts at most one."""
    words = key.split()
    if count not in (None, 1):
        return None
    for index, p in enumerate(present):
        other = statblock_key(p.entry.name).split()
        if len(other) > len(words) and other[-len(words) :] == words:
            return index
    return None


def _printed_in(sb: StatBlock, area: Area) -> bool:
    """True when ``sb`` is the block printed in ``area`` (its name among the area's blocks,
    on the area's page or the next one read): "Kobolds (3)" printed there counts "kobolds",
    while a block of that name printed in another area or an appendix counts the kobolds
    there."""
    read_on = area.source.read_on  # reading order: an imposed booklet's sheets are not
    return sb.name in area.statblocks and read_on <= sb.source.read_on <= read_on + 1


@dataclass(frozen=True)
class ModuleBlocks:
    """What matching a name to a block needs beyond the index: every block of a key (same-named
    blocks) and the catalog's creature kinds (for modifiers)."""

    same_named: Mapping[str, Sequence[StatBlock]]
    kinds: frozenset[str]


def area_creatures(
    area: Area,
    blocks: Mapping[str, StatBlock],
    tables: Tables,
    catalog: Catalog,
    file: str,
    analysis: RoomAnalysis,
    printed: ModuleBlocks | None = None,
) -> tuple[list[Present], list[Problem]]:
    """The creatures of an area: its mentions, then stat blocks printed in it and not named.
    A mention an appositive describes ("Cheirofrastus the boar-headed demon") is the named
    one (``apposition``): listed by the text's name, with the named one's block."""
    printed = printed or ModuleBlocks({}, frozenset())
    present: list[Present] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    claimed = frozenset(
        statblock_key(m.name) for m in area.creatures if statblock_key(m.name) in blocks
    )
    described = described_as(area.creatures, area.text, area.statblocks)
    for mention in area.creatures:
        proper = described.get(mention.name)  # "demon" is Cheirofrastus: his block
        key = statblock_key(mention.name)
        again = seen.get(key, _refers_to(key, present, mention.count))
        if proper is not None and again is None:
            again = seen.get(statblock_key(proper))
        if again is not None:  # named again ("the orcs"): keep the first, fill a missing count
            old = present[again]
            if old.entry.count is None and mention.count is not None:
                entry = replace(old.entry, count=mention.count)
                present[again] = replace(old, entry=entry, count_text=mention.count_text)
            continue
        match = _block_of(mention, area, blocks, printed, claimed, proper)
        sb = match.block
        profile, found = _mention_profile(mention, match, tables, catalog, file)
        problems.extend(found)
        count, count_text = mention.count, mention.count_text
        # "Kobolds (3)" counts "kobolds" where the block is printed (the area's page or the
        # next), never another area's; an amount the text gives ("many", "2d6") stays
        printed_here = sb is not None and sb.count is not None and _printed_in(sb, area)
        if count is None and not count_text and printed_here and sb is not None:
            count, count_text = sb.count, str(sb.count)
        entry = CreatureEntry(mention.name, count, profile.statblock, profile.resolved_by)
        sentence = _sentence_naming(mention.name, area.text, analysis)
        seen[key] = len(present)
        if proper is not None:  # the named one is this mention: not listed again
            seen.setdefault(statblock_key(proper), len(present))
        if sb is not None:  # the block is this mention's: not listed again below
            seen.setdefault(statblock_key(sb.name), len(present))
        present.append(Present(entry, profile, count_text, sentence, mention.source.page))
    for block in _unnamed_blocks(area, blocks, printed, seen):
        profile, problem = statblock_profile(block, tables, catalog)
        problems.extend([problem] if problem else [])
        count = block.count or 1
        entry = CreatureEntry(block.name, count, block.name, "module")
        sentence = _sentence_naming(statblock_key(block.name), area.text, analysis)
        present.append(Present(entry, profile, str(count), sentence, block.page))
    return present, problems


def _block_of(
    mention: CreatureMention,
    area: Area,
    blocks: Mapping[str, StatBlock],
    printed: ModuleBlocks,
    claimed: frozenset[str],
    proper: str | None = None,
) -> BlockMatch:
    """The printed block a mention of ``area`` takes (``blocks.name_to_block``); a mention an
    appositive describes takes the block of the ``proper`` name it describes."""
    if proper is not None:
        named = _block_of(replace(mention, name=proper), area, blocks, printed, claimed)
        if named.block is not None:
            return replace(named, how="appositive", proper=proper)
    return name_to_block(
        mention.name,
        blocks,
        local=area.statblocks,
        claimed=claimed,
        page=mention.source.read_on,
        text=area.text,
        kinds=printed.kinds,
        same_named=printed.same_named,
        where=area.source,
        count=mention.count,
    )


def _unnamed_blocks(
    area: Area, blocks: Mapping[str, StatBlock], printed: ModuleBlocks, seen: Mapping[str, int]
) -> list[StatBlock]:
    """The blocks printed in an area that no mention took, each of its own key once (of
    same-named blocks, the one printed here)."""
    out: dict[str, StatBlock] = {}
    for block_name in area.statblocks:
        key = statblock_key(block_name)
        sb = blocks.get(key)
        if key in seen or key in out or sb is None:
            continue
        out[key] = nearest_printed(printed.same_named.get(key) or (sb,), area.source, True)
    return list(out.values())


def fights_of(present: Sequence[Present], separate: frozenset[int]) -> list[list[Present]]:
    """Split an area's creatures into fights: one fight unless a creature's sentence holds a
    separation cue, which makes it a fight of its own."""
    together = [p for p in present if p.sentence is None or p.sentence not in separate]
    apart = [[p] for p in present if p.sentence is not None and p.sentence in separate]
    return ([together] if together else []) + apart


def with_leader_bonus(
    obstacle: Obstacle,
    fight: Sequence[Present],
    area: Area,
    analysis: RoomAnalysis,
    named: Mapping[int, Sequence[CreatureNaming]],
    tables: Tables,
) -> Obstacle:
    """Raise the OR when the text puts a boss among several of the leader's kind ("5 orcs: the
    boss and his best friends"): the boss is one of them, tougher than the stat block's rank
    and file (``difficulty_to_or.leader_words``, ``leader_bonus``)."""
    words = tables.difficulty.get("leader_words") or []
    bonus = int(tables.difficulty.get("leader_bonus", 0))
    leader = fight_leader(fight)
    if not words or not bonus or (leader.entry.count or 0) < 2:
        return obstacle
    names = " ".join(p.entry.name.lower() for p in fight) + " " + leader.profile.name.lower()
    sentences = [
        analysis.sentence_text(area.text, index)
        for index, found in sorted(named.items())
        if any(naming.name == leader.entry.name for naming in found)
    ]
    for word in words:
        if word in names.split():
            continue  # "bandit captain" is its own kind, with its own block
        pattern = re.compile(rf"\b{re.escape(word)}\b", re.IGNORECASE)
        if any(pattern.search(text) for text in (area.name, *sentences)):
            rating, why = clamp_rating(obstacle.rating + bonus, obstacle.why)
            why += (
                f"; '{word}' among the {leader.entry.count} {leader.entry.name}: +{bonus} for "
                "the one leading them (difficulty_to_or.leader_bonus); set the boss's own OR "
                "with an override"
            )
            return replace(obstacle, rating=rating, why=why)
    return obstacle


def with_room_findings(obstacle: Obstacle, fight: Sequence[Present], room: RoomResult) -> Obstacle:
    """The fight's obstacle with the threats and ways the room text gives its creatures (a save
    beside them, "give her some fish"). A threat of another kind than the leader's is named by
    its kind ("Paralysis (ghoul)"), as the foes' own threats are (``groups.kept_threats``)."""
    leader = fight_leader(fight).entry.name if fight else None
    extra = [
        t if p.entry.name == leader else kept_threat(t, p.entry.name)
        for p in fight
        for t in room.creature_threats.get(p.entry.name, [])
    ]
    if extra:
        obstacle = replace(obstacle, threats=merge_threats((*obstacle.threats, *extra)))
    return with_ways(
        obstacle, [w for p in fight for w in room.creature_avoid.get(p.entry.name, [])]
    )


def with_ways(obstacle: Obstacle, ways: Iterable[Avoid]) -> Obstacle:
    """The obstacle with more ways around it, each listed once."""
    merged = tuple(dict.fromkeys((*obstacle.avoid, *ways)))
    return obstacle if merged == obstacle.avoid else replace(obstacle, avoid=merged)


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


def with_socials(
    obstacles: Sequence[Obstacle], fights: Sequence[Sequence[Present]], socials: Sequence[Social]
) -> list[Obstacle]:
    """The fights with the social obstacles put in: a person who fights alone is met by talking
    instead (the social obstacle takes the fight's place, its stat block and ways around, and
    says what the fight would be); anyone else's social obstacle is added after the fights."""
    out = list(obstacles)
    for social in socials:
        alone = [
            i
            for i, fight in enumerate(fights)
            if len(fight) == 1 and fight[0].entry.name == social.creature
        ]
        if not alone:
            out.append(social.obstacle)
            continue
        fight = out[alone[0]]
        block = f" (stat block '{fight.statblock}')" if fight.statblock else ""
        why = f"{social.obstacle.why}; as a fight: OR {fight.rating}{block}"
        out[alone[0]] = replace(
            social.obstacle, why=why, statblock=fight.statblock, avoid=fight.avoid
        )
    return out


def area_to_encounter(
    area: Area,
    analysis: RoomAnalysis,
    blocks: Mapping[str, StatBlock],
    *,
    tables: Tables,
    catalog: Catalog,
    file: str,
    printed: ModuleBlocks | None = None,
) -> tuple[Encounter, tuple[Problem, ...]]:
    """One keyed area and its analysed text → one encounter: creature fights, room obstacles,
    situation threats."""
    rule = load_group_rule()
    listed, problems = area_creatures(area, blocks, tables, catalog, file, analysis, printed)
    listed = [with_captive_role(p, area, analysis, rule) for p in listed]
    present = [p for p in listed if p.entry.role is None]
    fights = fights_of(present, analysis.separate_sentences)
    # captives are still named: a save beside one is no hazard of the room
    named = creature_sentences(listed, area.text, analysis)
    room = room_text_to_obstacles(area, analysis, tables, named)
    fight_obstacles: list[Obstacle] = []
    rests: dict[int, Obstacle] = {}  # index of a fight's obstacle → the rest of its group
    for fight in fights:
        first = fight[0].sentence
        cue = analysis.cue_in(first) if first in analysis.separate_sentences else None
        obstacle = group_obstacle(fight, rule, cue)
        obstacle = with_leader_bonus(obstacle, fight, area, analysis, named, tables)
        obstacle = with_room_findings(obstacle, fight, room)
        if len(fights) == 1:  # a way with nothing named near: "give her some fish"
            obstacle = with_ways(obstacle, room.unplaced_avoid)
        fight_obstacles.append(obstacle)
        rest = rest_obstacle(fight, rule, obstacle.name)
        if rest is not None:  # the fallen leader's own findings stay with the leader
            left = rest_of_fight(fight, rule)
            rests[len(fight_obstacles) - 1] = with_room_findings(rest, left, room)
    socials = social_obstacles(area.text, analysis, named, area.page)
    # A person met by talking takes a lone fight's place (never one with a rest); the rest of a
    # group comes on right after its leader's obstacle.
    creature_obstacles: list[Obstacle] = []
    follow_on: dict[int, int] = {}  # index of a rest obstacle → index of its leader's
    for i, obstacle in enumerate(with_socials(fight_obstacles, fights, socials)):
        creature_obstacles.append(obstacle)
        if i in rests:
            follow_on[len(creature_obstacles)] = len(creature_obstacles) - 1
            creature_obstacles.append(rests[i])
    obstacles = with_unique_ids(creature_obstacles + room.obstacles)
    obstacles = tuple(
        replace(o, after=obstacles[follow_on[i]].id) if i in follow_on else o
        for i, o in enumerate(obstacles)
    )
    encounter = Encounter(
        area=area,
        creatures=tuple(p.entry for p in listed),
        obstacles=obstacles,
        threats=tuple(room.threats) + reinforcements(area, analysis, rule),
        hazards=tuple(room.hazards),
    )
    return encounter, tuple(problems)


def with_captive_role(
    member: Present, area: Area, analysis: RoomAnalysis, rule: GroupRule
) -> Present:
    """A creature held by the foes here (a slave, a charmed crew) is listed as a captive, one
    lying in its resting place as at rest; neither joins a fight (``captives``)."""
    why = captive_why(member.entry.name, area.text, analysis, rule.captives)
    role = "captive"
    if why is None and rule.at_rest:  # "the final resting place of the clone"
        why, role = at_rest_why(member.entry.name, area.text, analysis, rule.at_rest), "at-rest"
    if why is None:
        return member
    return replace(member, entry=replace(member.entry, role=role, why=why))


def reinforcements(area: Area, analysis: RoomAnalysis, rule: GroupRule) -> tuple[Threat, ...]:
    """The area threats of creatures its text brings in later (``Area.arrivals``), each with
    the sentence that brings them."""
    sentences = [analysis.sentence_text(area.text, i) for i in range(len(analysis.sentences))]
    return tuple(
        reinforcement_threat(
            arrival,
            arrival.said or next((s for s in sentences if arrival.trigger in s), arrival.trigger),
            rule,
        )
        for arrival in area.arrivals
    )


def build_encounters(
    areas: Sequence[Area],
    rooms: Sequence[RoomAnalysis],
    statblocks: Sequence[StatBlock],
    *,
    tables: Tables,
    catalog: Catalog,
    file: str,
) -> tuple[tuple[Encounter, ...], tuple[Problem, ...]]:
    """Every keyed area, with its text's analysis (``rooms``, in the same order) → an
    encounter, with the problems met on the way."""
    if len(rooms) != len(areas):
        raise ValueError(f"{len(areas)} areas but {len(rooms)} room analyses")
    blocks = index_statblocks(statblocks)
    printed = ModuleBlocks(group_statblocks(statblocks), creature_kinds(catalog))
    encounters: list[Encounter] = []
    problems: list[Problem] = []
    for area, analysis in zip(areas, rooms, strict=True):
        own = with_own_individuals(area, blocks, statblocks)
        encounter, found = area_to_encounter(
            area, analysis, own, tables=tables, catalog=catalog, file=file, printed=printed
        )
        encounters.append(encounter)
        problems.extend(found)
    encounters = list(
        ways_from_elsewhere(encounters, tables.avoid_elsewhere, tables.avoid_elsewhere_lead)
    )
    if not catalog.entries and any(p.rule == "creature-unresolved" for p in problems):
        problems.append(
            Problem(file, None, "catalog-empty", "info", "the creature catalog is empty")
        )
    return tuple(encounters), tuple(problems)
