"""Areas from the section tree: a section is an area when its heading is a key or a place
name and its body reads as a scene (see ``areas``).

The signals are data (``rules/lexicon/area_scene.yaml``): words of exits, room features,
dimensions, treasure, traps, creatures at something, senses, stat lines and words addressed
to the players count for a scene; rules text, credits, background narration and roll tables
count against it. Typography adds its own: a heading set apart from the body, an italic
paragraph of sentences opening the section (read-aloud text), a body of short rows (a table).
Each area gets a ``confidence`` (the weights added up, clipped to 0..1) and the names of the
signals that decided it. Names are the whole heading, never a cut phrase.
"""

from __future__ import annotations

import re
from collections.abc import Container, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache

from converter.detect.areas_capitals import parse_key_in
from converter.detect.areas_common import (
    SENTENCE_END_RE,
    SMALL_WORDS,
    Candidate,
    Context,
    Key,
    join_lines,
    keys_only,
    title_of,
)
from converter.detect.areas_cues import cue_text, found_in, pattern_cues
from converter.detect.areas_fields import spells_label
from converter.detect.areas_header_cells import column_header
from converter.detect.areas_heading_text import (
    heading_to_name,
)
from converter.detect.areas_key_candidates import opens_with_stat, system_label_line
from converter.detect.areas_note_titles import (
    note_title_under,
    place_levels_of,
    places_holding_notes,
)
from converter.detect.areas_section_blocks import is_creature_entry, line_in_block
from converter.detect.areas_siblings import between_kept, heading_key, steps_between_areas
from converter.detect.sections import Layer, body_and_notes, text_layer
from converter.models import Section, StatBlock, TextLine
from converter.ruledata import load_lexicon

SECTION_EVIDENCE = "scene under a heading"  # what the section reader tags its areas with
MAP_NOTE = "map note"  # a labelled note on a page of notes (a map, a mind map)
BETWEEN_SIBLINGS = "place name between areas of its style"  # kept below the floor
NAME_WORD_LETTERS = 3  # a place's name holds a word this long at least ("Dry Well")


@dataclass(frozen=True)
class Signal:
    name: str
    weight: float
    evidence: str
    pattern: re.Pattern[str]
    cues: tuple[str, ...] | None = None  # areas_cues: literals one of which a match holds


@dataclass(frozen=True)
class SceneRules:
    signals: tuple[Signal, ...]
    thresholds: dict[str, float]
    activity: re.Pattern[str]  # a heading naming an activity ("Running the Fair"), no place


@dataclass(frozen=True)
class Verdict:
    confidence: float
    evidence: tuple[str, ...]


@cache
def scene_rules() -> SceneRules:
    data = load_lexicon("area_scene")
    signals = tuple(
        make_signal(name, float(entry["weight"]), entry["evidence"], entry["pattern"])
        for group in ("scene", "other")
        for name, entry in data[group].items()
    )
    activity = re.compile(data["activity_heading"], re.I)
    return SceneRules(signals, dict(data["thresholds"]), activity)


def make_signal(name: str, weight: float, evidence: str, pattern: str) -> Signal:
    """A signal searched case-insensitively, with the cues that can rule it out cheaply."""
    return Signal(name, weight, evidence, re.compile(pattern, re.I), pattern_cues(pattern))


def text_signals(
    text: str, signals: Sequence[Signal] | None = None, rolls: str | None = None
) -> tuple[float, list[str]]:
    """The summed weight and the evidence of the scene and non-scene words in ``text``
    (the lexicon's signals unless others are given); a die table is sought in ``rolls``
    when given (the text but its stat lines, ``score_scene``).

    A signal with cues is tried only where the text holds one of them (``areas_cues``: same
    verdict; a body without any of a pattern's words cost the regex a full scan).
    """
    total, evidence = 0.0, []
    lowered = cue_text(text)
    roll_lowered = lowered if rolls is None else cue_text(rolls)
    for signal in scene_rules().signals if signals is None else signals:
        if signal.name == "roll" and rolls is not None:
            found = found_in(signal.pattern, signal.cues, rolls, roll_lowered)
        else:
            found = found_in(signal.pattern, signal.cues, text, lowered)
        if found:
            total += signal.weight
            evidence.append(signal.evidence)
    return total, evidence


def scene_evidence(verdict: Verdict) -> int:
    """How many scene signals (not typography, not counter-signals) a verdict holds."""
    scene = {s.evidence for s in scene_rules().signals if s.weight > 0}
    return sum(1 for e in verdict.evidence if e in scene or e == "stat block inside")


def opens_with_read_aloud(lines: Sequence[TextLine]) -> bool:
    """True when the body opens with an italic paragraph of sentences followed by roman
    text: what a GM reads aloud before the description."""
    if not lines or not lines[0].italic:
        return False
    block = [line for line in lines if line.block == lines[0].block and line.italic]
    rest = lines[len(block) :]
    text = join_lines(block)
    return (
        len(text.split()) >= 6
        and bool(re.search(r"[a-z]{2}[.!?]", text))
        and any(not line.italic for line in rest[:3])
    )


def _runs_on(line: TextLine, following: TextLine | None) -> bool:
    """True when a line's sentence goes on in the next line of its paragraph (no stop at its
    end, the next line starts in lower case): wrapped prose, however narrow the column."""
    if following is None or following.block != line.block:
        return False
    text = line.text.rstrip()
    return not text.endswith((".", "!", "?", ":", ";")) and following.text.lstrip()[:1].islower()


def looks_like_table(lines: Sequence[TextLine]) -> bool:
    """True for a body of short rows: most lines hold one to three words and end there (the
    lines of a paragraph in a narrow column are as short, but run on into the next)."""
    t = scene_rules().thresholds
    if len(lines) < t["table_min_lines"]:
        return False
    following: list[TextLine | None] = [*lines[1:], None]
    short = sum(
        1
        for line, after in zip(lines, following, strict=True)
        if len(line.text.split()) <= 3 and not _runs_on(line, after)
    )
    return short >= t["table_short_line_share"] * len(lines)


def place_name(text: str) -> bool:
    """True for a heading that reads as the name of a place: a few capitalised words, no
    digits, no sentence or label punctuation."""
    words = text.split()
    if not words or len(words) > scene_rules().thresholds["max_name_words"]:
        return False
    if re.search(r"\d|[:;,!?()\[\]]|\.$", text) or not words[0][:1].isupper():
        return False
    if scene_rules().activity.match(text.strip()):
        return False  # "Running the Manor": a verb and its object, what the GM does there
    if not any(len(w) >= NAME_WORD_LETTERS and w.lower() not in SMALL_WORDS for w in words):
        return False  # "K", "The", "G w": letters or a small word, shreds of a word
    if spells_label(words):
        return False  # "Treasure", "Exi ts": a field label of an area's form, whole or wrapped
    return sum(1 for w in words if w[:1].isupper()) >= max(1, len(words) // 2)


def score_scene(
    lines: Sequence[TextLine],
    *,
    keyed: bool,
    named: bool,
    run_in: bool,
    stat_inside: bool,
    stat_lines: Sequence[TextLine] = (),
) -> Verdict:
    """Confidence and evidence for a body of lines under a key or a place name. A die table
    is not sought in ``stat_lines`` (the creatures' stat text among ``lines``): a die there
    numbers a creature (a damage die, hit dice, a B/X save "SV D12 W13 …"), it asks for no
    roll, as a parent's stat lines ask none (``_introduced_as_roll``)."""
    t = scene_rules().thresholds
    evidence: list[str] = []
    total = 0.0
    if keyed:
        total += t["key_weight"]
    elif named:
        total += t["name_weight"]
        evidence.append("place-name heading")
    evidence.append("run-in lead" if run_in else "heading style differs from body")
    total += 0.05 if run_in else 0.1
    if opens_with_read_aloud(lines):
        total += t["read_aloud_weight"]
        evidence.append("read-aloud text")
    if stat_inside:
        total += t["stat_weight"]
        evidence.append("stat block inside")
    if looks_like_table(lines):
        total -= 0.4
        evidence.append("table rows")
    rolls = [ln for ln in lines if not any(ln is stat for stat in stat_lines)]
    weight, words = text_signals(join_lines(lines), rolls=join_lines(rolls) if stat_lines else None)
    total += weight
    evidence += [w for w in words if w not in evidence]
    return Verdict(round(min(max(total, 0.0), 1.0), 2), tuple(evidence))


def section_starts(
    ctx: Context, sections: Sequence[Section], statblocks: Sequence[StatBlock]
) -> list[tuple[Candidate, Verdict]]:
    """The sections that read as areas, as candidates with their verdicts.

    Areas set in one heading style are most of the sections of that style: a rules chapter
    whose headings now and then hit a few place words does not make areas of them."""
    t = scene_rules().thresholds
    by_page: dict[int, list[StatBlock]] = {}
    for block in statblocks:
        by_page.setdefault(block.page, []).append(block)
    considered: dict[int, tuple[Candidate, Verdict, bool]] = {}
    _, notes = body_and_notes(ctx.lines)  # as the section tree of these lines found them
    asked_for_rolls: dict[int, bool] = {}
    for position, section in enumerate(sections):
        if _introduced_as_roll(ctx, sections, section, asked_for_rolls):
            continue
        found = _consider_on_page(ctx, section, by_page, notes)
        if found is not None:
            considered[position] = found
    groups: dict[tuple[int, bool, bool, bool], list[int]] = {}
    for position, (cand, _, _) in considered.items():
        heading = sections[position].heading
        on_notes = text_layer(ctx.lines[heading.index]) in notes
        group = (heading.level, heading.run_in, bool(cand.key.text), on_notes)
        groups.setdefault(group, []).append(position)
    kept: set[int] = set()
    between: set[int] = set()  # kept for their place between areas of their style
    for members in groups.values():
        good = [p for p in members if considered[p][2]]
        share = len(good) / len(members)
        if share < t["min_style_share"]:
            continue
        if len(good) == 1 and considered[good[0]][1].confidence < t["lone_area"]:
            continue
        kept.update(good)
        if len(good) >= t["min_sibling_areas"]:
            # Set like the areas around it, a place name whose scene passes the floor is one
            # too, with fewer signals than a heading standing alone would need.
            kept.update(p for p in members if _fair_sibling(considered[p][1]))
            # a place name between two areas of its style is one (``areas_siblings``)
            unkeyed = [p for p in members if not considered[p][0].key.text]
            between.update(between_kept(unkeyed, kept, lambda p: _plain_scene(considered[p][1])))
    kept.update(_placed_in_key(sections, sorted(considered), kept))
    kept.update(between)
    out: list[tuple[Candidate, Verdict]] = []
    accepted: set[int] = set()
    place_levels = place_levels_of(sections, considered, kept)
    for position in places_holding_notes(ctx, sections, considered, kept, place_levels):
        # a place whose text runs on past a note's title: judged with its parts
        whole = replace(sections[position], body_end=sections[position].end)
        found = _consider_on_page(ctx, whole, by_page, notes)
        if found is not None and found[2]:
            considered[position] = found
            kept.add(position)
    for position in sorted(kept):
        cand, verdict, _ = considered[position]
        if not cand.key.text and _ancestor_in(ctx, sections, position, accepted, notes):
            continue  # a sub-heading of an area ("Treasure", "The Idol") belongs to it
        if not cand.key.text and note_title_under(ctx, sections, position, place_levels):
            continue  # a sidebar's title under a heading set like the places
        if position in between:
            cand = replace(cand, evidence=(*cand.evidence, BETWEEN_SIBLINGS))
        out.append((cand, verdict))
        accepted.add(position)
    return out


def _placed_in_key(
    sections: Sequence[Section], positions: Sequence[int], kept: Container[int]
) -> set[int]:
    """The sections whose heading key is one step from the key of a kept sibling at the same
    heading level ("B." between areas "A." and "C."): an area by its place in the key,
    however short its text."""
    keys = [heading_key(sections[p].heading.text) for p in positions]
    levels = [sections[p].heading.level for p in positions]
    good = [p in kept for p in positions]
    return {positions[k] for k in steps_between_areas(keys, levels, good)}


def _plain_scene(verdict: Verdict) -> bool:
    """True when a section's scene holds a signal of a place and none against one (rules
    text, credits, background narration, a roll table, table rows)."""
    against = {s.evidence for s in scene_rules().signals if s.weight < 0} | {"table rows"}
    return scene_evidence(verdict) >= 1 and not against & set(verdict.evidence)


def _fair_sibling(verdict: Verdict) -> bool:
    return verdict.confidence >= scene_rules().thresholds["min_area"] and (
        MAP_NOTE not in verdict.evidence
    )


def _consider_on_page(
    ctx: Context,
    section: Section,
    by_page: Mapping[int, Sequence[StatBlock]],
    notes: Container[Layer],
) -> tuple[Candidate, Verdict, bool] | None:
    """``_consider`` with the blocks of the section's pages (``by_page``) and the note
    layers of the section tree (``notes``)."""
    line = ctx.lines[section.heading.index]
    # a section run on over a page turn may be a block whose name ends one page and
    # whose statistics open the next: its name is that block's too
    turned = {ctx.lines[k].page for k in range(section.start, section.body_end)} - {line.page}
    named_blocks = [b for page in sorted(turned) for b in by_page.get(page, [])]
    on_notes = text_layer(line) in notes
    blocks = by_page.get(line.page, [])
    return _consider(ctx, section, blocks, notes_page=on_notes, turned=named_blocks)


def _consider(
    ctx: Context,
    section: Section,
    blocks: Sequence[StatBlock],
    *,
    notes_page: bool = False,
    turned: Sequence[StatBlock] = (),
) -> tuple[Candidate, Verdict, bool] | None:
    """A section under a key or a place name with a body of some length: its candidate, its
    verdict and whether the verdict makes it an area. On a page of notes (a map, a mind
    map: small type under bold labels) a labelled note is a place when nothing speaks
    against it; its text is short by nature. ``turned`` are the blocks of the pages the
    section's body runs on to past a page turn: a heading naming one is that block's name."""
    t = scene_rules().thresholds
    heading = section.heading
    line = ctx.lines[heading.index]
    parsed = parse_key_in(ctx, heading.index, heading.text)
    key, rest = (parsed[0], parsed[1]) if parsed else (None, "")
    if key is not None and rest and not rest[:1].isalpha():
        key = None
    if key is not None and keys_only(rest):
        return None  # a row of map labels ("K5 K6 K7"), not a key over an entry
    if key is not None and opens_with_stat(rest):
        return None  # "AT1 DM1-8 AL:C", "HD4 HTK15 AC3": a stat line in capitals, no key
    if heading.run_in:
        return None  # run-in keys are the key detector's: it knows lists from keys
    if system_label_line(ctx, heading.index):
        return None  # "5E Hobgoblins (6): AC 14, HP" / "15 …": the rules family, no key
    named = key is None and place_name(heading.text)
    if key is None and not named:
        return None
    if key is None and column_header(ctx, heading.index):
        return None  # a table's header cell over its column
    # a margin's notes are asides to the text beside them: no evidence that it is a place
    body = [
        ctx.lines[k] for k in range(section.start, section.body_end) if k not in ctx.margin_notes
    ]
    if heading.run_in:
        body = body[:1] + [ln for ln in body[1:] if ln.block == line.block]
    if key is not None and not rest and _continues_cut_sentence(ctx, heading.index, body):
        return None
    if is_creature_entry(rest or heading.text, line, [*blocks, *turned]):
        return None
    in_blocks = sum(1 for ln in body if any(line_in_block(ln, b) for b in blocks))
    if body and in_blocks > 0.5 * len(body):
        return None
    text = join_lines(body, ctx.body_size)
    if len(text.split()) < t["min_note_words" if notes_page else "min_body_words"]:
        return None
    stats = [ctx.lines[k] for k in range(section.start, section.body_end) if k in ctx.stat_lines]
    led = [] if heading.run_in else _stat_lines_led(ctx, section)
    verdict, good = _section_verdict(
        [*body, *led],
        [*stats, *led],
        key,
        named,
        heading.run_in,
        in_blocks > 0 or bool(led),
        notes_page,
    )
    name = heading_to_name(rest if key is not None else heading.text)
    after_lead = line.text.strip()[len(heading.text) :].strip() if heading.run_in else ""
    if not name:
        name = heading_to_name(title_of(after_lead or text))
    cand = Candidate(
        heading.index,
        key or Key("", "", 0, ""),
        name,
        after_lead,
        line.page,
        not heading.run_in,
        0.0,
        heading.lines if not heading.run_in else 1,
        end=section.end,
        evidence=(SECTION_EVIDENCE, *verdict.evidence),
        fixed_name=True,
    )
    return cand, verdict, good


def _stat_lines_led(ctx: Context, section: Section) -> list[TextLine]:
    """The stat lines running on from the section's body, each opening with the creature's
    name as a bold lead ("Clay Golem (2): HP 36, Armor 1, …"): the section tree reads such a
    lead as a run-in sub-heading, but the line is the room's creature, part of its scene."""
    led: list[TextLine] = []
    for k in range(section.body_end, section.end):
        if k not in ctx.stat_lines:
            break
        led.append(ctx.lines[k])
    return led


def _section_verdict(
    body: Sequence[TextLine],
    stats: Sequence[TextLine],
    key: Key | None,
    named: bool,
    run_in: bool,
    stat_inside: bool,
    notes_page: bool,
) -> tuple[Verdict, bool]:
    """A section body's verdict as a scene (``stats``: its stat lines), and whether it makes
    the section an area: a named section also needs read-aloud text or enough signals, a
    labelled note on a page of notes only nothing against it."""
    t = scene_rules().thresholds
    verdict = score_scene(
        body,
        keyed=key is not None,
        named=named,
        run_in=run_in,
        stat_inside=stat_inside,
        stat_lines=stats,
    )
    good = verdict.confidence >= t["min_area"]
    if named and notes_page:
        against = {s.evidence for s in scene_rules().signals if s.weight < 0}
        good = not against & set(verdict.evidence)
        verdict = Verdict(max(verdict.confidence, t["min_area"]), (MAP_NOTE, *verdict.evidence))
    elif named:
        signals = scene_evidence(verdict)
        good = good and ("read-aloud text" in verdict.evidence or signals >= t["min_named_signals"])
    if key is not None:
        verdict = Verdict(verdict.confidence, (f"key {key.text}", *verdict.evidence))
    return verdict, good


def _continues_cut_sentence(ctx: Context, index: int, body: Sequence[TextLine]) -> bool:
    """True when the text under the bare key at line ``index`` opens in lower case and the
    text read before the key (map labels passed over) broke off mid-sentence: the body is
    the rest of a description run over from the box before ("… four spider queens are
    searching the" / "0B" "–1C" / "rubble. Two beetles …"), the key a map's pin read
    between, no entry's head. Map labels read after the key are passed over as those
    before it are ("–1C" / "0B" / "rubble. …"): the body opens where the prose does."""
    prose = [line for line in body if not keys_only(line.text)]
    if not prose or not prose[0].text.lstrip()[:1].islower():
        return False
    before = index - 1
    while before >= 0 and keys_only(ctx.lines[before].text):
        before -= 1
    return before >= 0 and not SENTENCE_END_RE.search(ctx.lines[before].text)


def labels_in_sentence(ctx: Context, index: int) -> int | None:
    """When line ``index`` opens a run of map labels (keys only, "A2 A3" / "A6 A7") read in
    the middle of a sentence, the text before them broken off ("… 2 salam-", "… Two") and
    the text after them going on in lower case ("anders squat …"), the index after the
    run: the labels are a map's, read between the two halves, and end no entry. Else None."""
    after = index
    while after < len(ctx.lines) and keys_only(ctx.lines[after].text):
        after += 1
    before = index - 1
    while before >= 0 and keys_only(ctx.lines[before].text):
        before -= 1
    if after == index or after >= len(ctx.lines) or before < 0:
        return None
    cut = not SENTENCE_END_RE.search(ctx.lines[before].text)
    return after if cut and ctx.lines[after].text.lstrip()[:1].islower() else None


def _introduced_as_roll(
    ctx: Context, sections: Sequence[Section], section: Section, asked: dict[int, bool]
) -> bool:
    """True when the section's parent heading or introduction asks for a die roll: its
    entries are the results of a table ("Roll a d4 to pick …"), not places. ``asked`` holds
    the parents read so far: the sections under one heading share its answer."""
    if section.parent is None:
        return False
    answer = asked.get(section.parent)
    if answer is None:
        parent = sections[section.parent]
        # a stat block's lines are the creatures' (a roster's count "1d8" in its No. column,
        # a damage die): a die there numbers creatures, it asks for no roll
        own = [k for k in range(parent.start, parent.body_end) if k not in ctx.stat_lines]
        intro = " ".join([parent.heading.text, *(ctx.lines[k].text for k in own)])
        roll = next(s for s in scene_rules().signals if s.name == "roll")
        answer = asked[section.parent] = bool(roll.pattern.search(intro))
    return answer


def _ancestor_in(
    ctx: Context,
    sections: Sequence[Section],
    position: int,
    accepted: set[int],
    notes: Container[Layer],
) -> bool:
    """True when an accepted area is an ancestor of the section; a note on a page of notes (a
    map or a mind map set in small type, maybe turned) is a sub-heading only of an area of its
    own layer, not of an area of the running text whose heading came before the map; and a
    heading of the running text after the map is no part of the map's last note."""
    layer = text_layer(ctx.lines[sections[position].heading.index])
    parent = sections[position].parent
    while parent is not None:
        parent_layer = text_layer(ctx.lines[sections[parent].heading.index])
        apart = parent_layer != layer and (layer in notes or parent_layer in notes)
        if parent in accepted and not apart:
            return True
        parent = sections[parent].parent
    return False


def on_its_own_map(ctx: Context, note: Candidate, area: Candidate) -> bool:
    """True when ``note`` is a labelled note of a map or mind map printed on another layer
    than ``area``'s heading (another page, or turned): the map holds places of its own, not
    parts of the last area of the running text before it."""
    layers = (text_layer(ctx.lines[note.index]), text_layer(ctx.lines[area.index]))
    return MAP_NOTE in note.evidence and layers[0] != layers[1]
