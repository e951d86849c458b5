"""Find the keyed and named areas of an adventure module.

This module puts the areas together; the evidence comes from ``areas_keys`` (numbered keys),
``areas_named`` (named headings) and ``areas_map`` (labels on a map page), over the shared
records and text helpers of ``areas_common``; ``areas_blocks`` tells the stat blocks printed
in or under an area, ``areas_problems`` reports on the areas found. Three kinds of evidence
make an area:

- **Numbered keys** (``"12."``, ``"12 "``, ``"Area 12:"``, ``"B3."``, ``"XII."``, ``"1A"``,
  ``"12 — Title"``, ``"§11"``, ``"(12)"``, ``"7.1"``, a lone ``"12"`` over a title line, hex keys
  ``"0304"``; shapes in ``key_shapes.yaml``) at the start of a paragraph or heading. Every
  candidate is scored on its typography (bold key, heading line, capitalised title, paragraph
  start); candidates are chained into key sequences (1, 2, 3 … or 1, 1A, 1B, 2 …) and a whole
  sequence is kept or dropped. A sequence is dropped when it is a table or list rather than a
  map key: a die heading or "roll a d10" just before it whose die size equals its length, a
  heading such as "Rumours" or "Random Encounters", lower-case or one-line entries (a few
  words do under bold run-in leads naming the place, "**4. Pike Store:** Dark. 40 sp.": a
  list item sets only its number apart), or text that never talks about places; the list
  items a kept sequence picked up (an untitled item hanging under its number, or set inline
  among keys on heading lines: a rules list's "1." before "1A", "1B") are left out of it. A
  key that continues no sequence stands alone only on strong evidence: a label ("Area 1:",
  "Room 4.") or a bold or larger heading line of its own about a place, followed by prose.
- **Named headings**: headings of one style that sit under a heading about locations
  ("Notable Locations", "Areas of the Keep", "Map Key"), or that are each followed by an
  area-description label line (``"Area Aspects: …"``), or that each open with a read-aloud
  paragraph (italic over roman text, or inset as in a box; two or more of one style), or
  whose text opens by saying what place it is (``"This is the home of the sea elves …"``).
  A heading wrapped over two lines of a narrow column is one heading.
- **Map labels**: on a page with no key whose short, centred blocks of words show text set
  over a map, the labels that name a place ("throne room guarded by a four armed bone
  golem") and the headed regions around the map ("Lake", "Forest"); each is its own block.

Before any of this, a key printed alone in a left margin beside its heading (a hanging key)
is put back in front of it (``areas_hanging``). Left out: a running head read as a key (the
page's number before the module's title), a named heading that is a stat block's own first
lines, and a named heading over too few words for a scene, set in a style no other area
uses (a sidebar's aside among the areas), which would claim the next area as its text.

An area's text runs from its key to the next area or the next heading of its level (run-in
labels such as "Treasure." stay inside; a separate box of stat lines in smaller type ends an
inline-keyed area). A stat block printed right under an area's text, in the same column,
belongs to the area even when its name is set as large as the area's heading; its lines are
left out of the area's text. Tiny number-only map labels are left out of the text. Stat blocks
whose box lies inside the area are linked by name. The creatures present are the next stage's
(``converter.detect.creatures_stage.find_creatures``).

Problems: ``area-key-gap`` (a key missing from a sequence), ``area-duplicate-key``,
``area-empty``, ``areas-none`` (info: nothing found).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace

from converter.detect.areas_blocks import (
    block_body_lines,
    block_name_lines,
    counted_name_lines,
    heads_statblock,
    in_body_type,
    lines_in_regions,
    names_a_block,
    names_over_blocks,
    stat_text_lines,
    statblock_lines,
    statblocks_inside,
)
from converter.detect.areas_boxes import BOXED_KEY
from converter.detect.areas_common import (
    Candidate,
    Context,
    heading_level,
    join_lines,
    parse_key,
    title_of,
)
from converter.detect.areas_context import document_to_context
from converter.detect.areas_continued import (
    continued_heading_text,
    merge_resumed,
    resumed_places,
    resumes_place,
    wrapped_word,
)
from converter.detect.areas_endnotes import cited_note, gathers_notes, note_entries
from converter.detect.areas_events import event_entries, moment_lines, route_events
from converter.detect.areas_fields import field_creatures
from converter.detect.areas_footnotes import jump_lines, page_footnotes
from converter.detect.areas_heading_text import (
    heading_to_name,
    small_caps_to_text,
)
from converter.detect.areas_key_after import KEY_AFTER
from converter.detect.areas_keys import keyed_starts
from converter.detect.areas_leads import lead_starts
from converter.detect.areas_map import map_page_starts
from converter.detect.areas_named import named_starts
from converter.detect.areas_not_places import Title, aside, furniture, module_title, running_head
from converter.detect.areas_outline import chapter_number_starts, outline_sub_starts
from converter.detect.areas_problems import areas_to_problems
from converter.detect.areas_roll_tables import roll_tables, tables_inside_text
from converter.detect.areas_routes import drop_routes
from converter.detect.areas_section_blocks import part_of_statblock
from converter.detect.areas_sections import (
    BETWEEN_SIBLINGS,
    MAP_NOTE,
    SECTION_EVIDENCE,
    labels_in_sentence,
    on_its_own_map,
    scene_rules,
    score_scene,
    section_starts,
)
from converter.detect.areas_siblings import placed_by_siblings
from converter.detect.areas_sizes import ends_stat_line
from converter.detect.areas_summaries import (
    aside_before_page_turn,
    starts_stat_summary,
    stats_run_on,
)
from converter.detect.areas_table_area import row_to_area
from converter.detect.areas_tables import TableRow, table_rows
from converter.detect.sections import lines_to_sections
from converter.models import OCR_FONT_PREFIX, Area, BBox, Document, Problem, Source, StatBlock
from converter.read.layout import is_turned_line
from converter.ruledata import load_lexicon

__all__ = ["find_areas", "heading_to_name", "small_caps_to_text"]

# A heading naming a part of the book after its places ("Endnotes", "Appendix B", "Credits"):
# it ends the area it follows, whatever its size (``rules/lexicon/heading.yaml``).
BACK_MATTER_RE = re.compile(load_lexicon("heading")["back_matter"], re.IGNORECASE)
# A heading that numbers a part of the document ("Handout 2: The Letter", "Map 3 – The Mine",
# "Figure 1."): the part it titles is no text of the room it follows (``area_keys.part_label_words``)
PART_TITLE_RE = re.compile(
    r"^\s*(?:" + "|".join(load_lexicon("area_keys")["part_label_words"]) + r")\.?\s+\d+[a-z]?\b",
    re.IGNORECASE,
)


def _area_end(
    ctx: Context,
    start: Candidate,
    next_start: int | None,
    block_names: frozenset[int],
    ranks: dict[int, int],
    tables: Mapping[int, int] | None = None,
) -> tuple[int, frozenset[int]]:
    """The index after an area's last line, and the lines inside it that are asides read
    out of place (``aside_before_page_turn``), which are not its text; ``tables``: the die
    tables set inside a place's text (heading → index after the table), asides the place's
    text goes on after (``tables_inside_text``).

    ``block_names`` are the indices of stat-block name lines: a block printed under a room
    belongs to it, however large its name is set. ``ranks`` are the section tree's heading
    levels (1 = most prominent): a heading ranked at or above the area's own opens a new
    section (a page title measured against a page of small notes), whatever its size."""
    limit = next_start if next_start is not None else len(ctx.lines)
    level = heading_level(ctx.lines[start.index])
    key_size = ctx.lines[start.index].size
    own_rank = ranks.get(start.index) if start.heading else None
    body = start.index + start.title_lines
    upright = not is_turned_line(ctx.lines[start.index])
    asides: set[int] = set()
    for j in range(body, limit):
        if j in asides:
            continue
        if tables and j in tables:
            asides.update(range(j, tables[j]))  # what may come on a roll: not the room's
            continue
        if upright and is_turned_line(ctx.lines[j]):
            asides.add(j)  # a watermark across the page, a foot up its side: not the text
            continue
        if j > body and starts_stat_summary(ctx, j, key_size):
            if stats_run_on(ctx, j, limit):
                continue  # the area's stat lines, printed where its text broke
            page_turn = aside_before_page_turn(ctx, j, limit)
            if page_turn is None:
                return j, frozenset(asides)
            asides.update(range(j, page_turn))
            continue
        # A stat block's line or name set in the body's type opens no section: a run's name
        # in capitals ("CAVE" / "BEARS (6) HD5+2" in a terse key's paragraph) is the area's.
        in_block = (j in block_names or j in ctx.stat_lines) and in_body_type(ctx, j)
        heading = continued_heading_text(ctx, j) if j in ctx.headings else ""
        key_name = (start.key.text, start.name)
        if heading and (resumes_place(heading, *key_name) or wrapped_word(ctx, j)):
            # "(Area 6 continued)" over the rest of this place's text: no words of it (they
            # would open the sentence after it, hiding a condition that opens it)
            asides.add(j)
            continue
        if own_rank is not None and ranks.get(j, own_rank + 1) <= own_rank and not in_block:
            return j, frozenset(asides)
        if j not in ctx.headings or j in block_names:
            continue
        if (resumed := labels_in_sentence(ctx, j)) is not None:
            asides.update(range(j, resumed))  # "2 salam-" / "A2 A3" / "anders squat …"
            continue
        line = ctx.lines[j]
        if BACK_MATTER_RE.match(small_caps_to_text(line.text)):
            return j, frozenset(asides)  # the notes of the whole book, not this room's
        if PART_TITLE_RE.match(small_caps_to_text(line.text)):
            return j, frozenset(asides)  # a handout, map or figure after the room
        if gathers_notes(ctx, j, start.index):
            return j, frozenset(asides)  # endnotes cited from rooms before this one
        if line.text.rstrip().endswith((".", ":")) and line.size < key_size + 0.8:
            continue  # a run-in label inside the area ("Treasure.", "Development:")
        if not start.heading or heading_level(line) >= level:
            return j, frozenset(asides)
        if not start.key.text and parse_key(line) is not None:
            return j, frozenset(asides)  # a numbered entry under a named place ("1. The Book …")
    return limit, frozenset(asides)


def _before_back_matter(ctx: Context, start: Candidate, end: int) -> int:
    """``end``, or the first back-matter heading before it ("Index of Creatures", "Credits"):
    a section read from the heading tree may run on past one ranked below its own heading (a
    mind map's node, ranked against its small notes), but the index of the book is no part
    of it, whatever its rank."""
    for j in range(start.index + start.title_lines, end):
        if j in ctx.headings and BACK_MATTER_RE.match(small_caps_to_text(ctx.lines[j].text)):
            return j
    return end


def _area_source(ctx: Context, document: Document, start: int, end: int) -> Source:
    first = ctx.lines[start]
    box: BBox = first.bbox
    for line in ctx.lines[start:end]:
        if line.page == first.page and line.column == first.column:
            box = box.union(line.bbox)
    ocr = any(span.font.startswith(OCR_FONT_PREFIX) for span in first.spans)
    return Source(document.file, first.page, box, document.reading_page_of(first), ocr)


def _build_area(
    ctx: Context,
    document: Document,
    start: Candidate,
    end: int,
    statblocks: Sequence[StatBlock],
    block_lines: frozenset[int],
    asides: frozenset[int] = frozenset(),
    notes: Sequence[int] = (),
) -> Area:
    """The area from ``start`` to ``end`` but for its ``asides``, with the blocks on its
    ``notes`` (lines printed elsewhere that its text cites: footnotes)."""
    first = start.index + start.title_lines
    body_lines = [ctx.lines[j] for j in range(first, end) if j not in block_lines | asides]
    inside = statblocks_inside(ctx, statblocks, start.index, end, asides | ctx.floats, notes)
    text = join_lines(body_lines, ctx.body_size)
    name = start.name
    if not start.heading:
        text = (start.rest + " " + text).strip()
        name = name if start.fixed_name else heading_to_name(title_of(text))
    # a margin's notes are asides to the text beside them (a rulebook's sidebar on the
    # World Tree's branches beside a chapter on the gods): no evidence of a place
    own = [
        ctx.lines[j] for j in range(first, end) if j not in block_lines | asides | ctx.margin_notes
    ]
    scored = own if start.heading else [ctx.lines[start.index], *own]
    verdict = score_scene(
        scored,
        keyed=bool(start.key.text),
        named=not start.key.text,
        run_in=not start.heading,
        stat_inside=bool(inside),
        stat_lines=[
            line for j, line in enumerate(ctx.lines[first:end], first) if j in ctx.stat_lines
        ],
    )
    source = _area_source(ctx, document, start.index, end)
    key_evidence = (f"key {start.key.text}",) if start.key.text else ()
    evidence = tuple(dict.fromkeys((*start.evidence, *key_evidence, *verdict.evidence)))
    confidence = verdict.confidence
    if MAP_NOTE in start.evidence:  # a labelled note on a map page: short by nature
        confidence = max(confidence, scene_rules().thresholds["min_area"])
    if start.heading and start.evidence[:1] == ("key sequence",):
        # keys that follow one another, each on a heading line of its own: a map key
        confidence = min(1.0, confidence + scene_rules().thresholds["heading_sequence_weight"])
    return Area(
        key=start.key.text or None,
        name=name,
        page=ctx.lines[start.index].page,
        text=text,
        source=source,
        creatures=field_creatures(body_lines, source),  # a "Monsters" field's list
        statblocks=inside,
        confidence=confidence,
        evidence=evidence,
    )


def _counts_a_block(ctx: Context, start: Candidate, statblocks: Sequence[StatBlock]) -> bool:
    """True for a key read after a name ("Ogres (2)") on a stat block's name line: the
    creatures' count, no place (``areas_blocks.names_a_block``)."""
    return KEY_AFTER in start.evidence and names_a_block(ctx, start.index, statblocks)


def _found_starts(
    ctx: Context,
    document: Document,
    statblocks: Sequence[StatBlock],
    title: Title,
    in_tables: frozenset[int],
    roll_rows: frozenset[int] = frozenset(),
) -> tuple[list[Candidate], list[Candidate]]:
    """The starts of the key, name and map detectors in reading order, and the colon and
    dash leads on the lines they left (``title``: the module's, see ``running_head``;
    ``in_tables``: lines of key tables, whose rows are areas of their own; ``roll_rows``: a
    die table's rows, which are no keys and so neither open nor continue a key sequence: a
    table's "1"–"6" before a level's "Area 1." would make its key a repeat)."""
    keyed = [
        _with_evidence(c, "key sequence")
        for c in keyed_starts(ctx, in_tables | roll_rows | counted_name_lines(ctx, statblocks))
        if not running_head(ctx, c, title) and not _counts_a_block(ctx, c, statblocks)
    ]
    named = [
        _with_evidence(c, "named heading")
        for c in named_starts(ctx, keyed)
        if not heads_statblock(ctx, c, statblocks)
    ]
    widths = {page.number: page.width for page in document.pages}
    mapped = map_page_starts(ctx, widths, {c.page for c in [*keyed, *named]})
    mapped = [_with_evidence(c, "map label") for c in mapped]
    taken = {c.index + k for c in [*keyed, *named, *mapped] for k in range(c.title_lines)}
    # colon and dash leads inside an area found otherwise are its labels ("Hit Points:"), and
    # so are those inside a stat block's box (a wrapped row label: "Base" / "Attack/Grapple:")
    boxes = [(b.page, b.source.bbox) for b in statblocks if b.source.bbox is not None]
    taken |= lines_in_regions(ctx, boxes)
    leads = [_with_evidence(c, "place-name lead") for c in lead_starts(ctx, taken)]
    starts = [*keyed, *named, *mapped, *leads]
    stops = sorted(c.index for c in starts)
    styles = Counter(heading_level(ctx.lines[c.index]) for c in starts)
    named = [
        c
        for c in named
        if styles[heading_level(ctx.lines[c.index])] > 1 or not aside(ctx, c, stops)
    ]
    return sorted([*keyed, *named, *mapped], key=lambda c: c.index), leads


def find_areas(
    document: Document,
    statblocks: Sequence[StatBlock],
    block_tables: Sequence[tuple[int, BBox]] = (),
) -> tuple[tuple[Area, ...], tuple[Problem, ...]]:
    """Find the keyed and named areas of ``document`` in reading order.

    ``statblocks`` are the stat blocks found in the same document: their names become known
    creature names, and those printed inside an area are linked by name. ``block_tables``
    are the page regions printed as a block's table (a monster roster): their lines are the
    blocks' text, not the room's, as a block's own lines under its heading are.
    """
    ends_stat_line.cache_clear()  # its answers are kept for one document's lines, no more
    ctx = document_to_context(document)
    if not ctx.lines:
        return (), ()
    ctx = replace(
        ctx,
        stat_lines=stat_text_lines(ctx, statblocks),
        roster_lines=lines_in_regions(ctx, block_tables),
    )
    rows, in_tables = table_rows(ctx)  # a key printed as a table: each row is an area
    title = module_title(ctx)
    rolls = roll_tables(ctx)  # a die table's rows are no areas; its heading ends one
    roll_rows = frozenset(row for rows in rolls.values() for row in rows)
    spans = (range(head, max(rows) + 1) for head, rows in rolls.items())
    ctx = replace(ctx, roll_lines=frozenset(i for span in spans for i in span))
    found, leads = _found_starts(ctx, document, statblocks, title, in_tables, roll_rows)
    block_names = block_name_lines(ctx, statblocks)
    # a block's name over its box or its body lines end no area; only a name line heading
    # a box leaves the text
    past_names = (
        block_names | names_over_blocks(ctx, statblocks) | block_body_lines(ctx, statblocks)
    )
    sections = lines_to_sections(ctx.lines)
    ranks = {s.heading.index: s.heading.level for s in sections if not s.heading.run_in}
    sectioned = [c for c, _ in section_starts(ctx, sections, statblocks)]
    at_sections = {c.index for c in sectioned}
    sectioned = sorted(
        [*sectioned, *(c for c in leads if c.index not in at_sections)], key=lambda c: c.index
    )
    # a roster's header row (its labels over the blocks' rows) is no area's heading
    in_rosters = ctx.roster_lines
    no_heading = in_tables | in_rosters | roll_rows
    merged = _merge_starts(ctx, found, sectioned, past_names, ranks)
    starts = [
        s for s in merged if s.index not in no_heading and not furniture(ctx, s, merged, title)
    ]
    starts = sorted([*starts, *outline_sub_starts(ctx, starts)], key=lambda c: c.index)
    chapters = chapter_number_starts(ctx, starts)
    starts = [s for s in starts if s.index not in chapters]
    block_lines = statblock_lines(ctx, statblocks, block_names) | in_rosters
    rows = _rows_not_rostered(rows, starts, in_rosters)
    inner = tables_inside_text(ctx, rolls)  # a room's own table: its text goes on after it
    stops = sorted(
        {s.index for s in starts} | {min(r.lines) for r in rows} | (set(rolls) - set(inner))
    )
    footnotes = page_footnotes(ctx)
    areas: list[Area] = []
    for start in starts:
        following = next((i for i in stops if i > start.index), None)
        end, asides = start.end, frozenset[int]()
        if end is None:
            end, asides = _area_end(ctx, start, following, past_names, ranks, inner)
        else:
            end = _before_back_matter(ctx, start, end)
        if following is not None:
            end = min(end, following)
        # page-foot notes are furniture: each note's stats are the area citing it
        asides |= footnotes.furniture | jump_lines(ctx, start.index, end)
        notes = [k for k, ref in footnotes.cited_by.items() if start.index <= ref < end]
        areas.append(_build_area(ctx, document, start, end, statblocks, block_lines, asides, notes))
    # a heading repeating a place's key with "(continued)" goes on with that place
    resumed = resumed_places(ctx, starts)
    areas = merge_resumed(areas, resumed)
    starts = [s for i, s in enumerate(starts) if i not in resumed]
    by_siblings = placed_by_siblings(ctx, starts, areas, _floor())
    cited_notes = note_entries(ctx)  # a note the rooms cite is no place
    moments = moment_lines(sections)  # the entries of a chapter about time are no places …
    events = event_entries(ctx, sections, moments, document.file)  # … but send groups to rooms
    kept = [
        (start, area)
        for start, area in zip(starts, areas, strict=True)
        if not _not_a_place(ctx, start, area, statblocks, by_siblings)
        and start.index not in moments
        and not cited_note(ctx, cited_notes, start.index, area)
    ]
    areas = drop_routes(_drop_sceneless_runs([s for s, _ in kept], [a for _, a in kept]))
    if rows:
        survivors = {id(a) for a in areas}
        placed = [(s.index, a) for s, a in kept if id(a) in survivors]
        placed += [(row.order, row_to_area(ctx, document, row, statblocks)) for row in rows]
        areas = [a for _, a in sorted(placed, key=lambda item: item[0])]
    areas = list(route_events(areas, events))
    problems = areas_to_problems(document, areas)
    return tuple(areas), problems


def _rows_not_rostered(
    rows: Sequence[TableRow], starts: Sequence[Candidate], in_rosters: frozenset[int]
) -> list[TableRow]:
    """The key table's rows, less those of a level roster (a table with stat-field columns)
    whose keys the keyed entries after it print: there a row names the room its creatures
    are in (``creatures_rostered``) and is no area of its own."""
    keyed = {start.key.text for start in starts if start.key.text}
    return [row for row in rows if not (set(row.lines) & in_rosters and row.key in keyed)]


def _not_a_place(
    ctx: Context,
    start: Candidate,
    area: Area,
    blocks: Sequence[StatBlock],
    placed: frozenset[int] = frozenset(),
) -> bool:
    """A named area that is no place: it has no text of its own before the next area, or its
    heading is a stat fragment (an open parenthesis, a leading number), or its lines are a
    stat block's own ("Actions"), or the section reader's area fell below the floor once its
    text was cut at the next area (unless its key is ``placed`` by its siblings')."""
    from_section = start.evidence[:1] == (SECTION_EVIDENCE,)
    below = area.confidence < _floor() and start.index not in placed
    if from_section and below and not {MAP_NOTE, BETWEEN_SIBLINGS} & set(start.evidence):
        return True
    if start.key.text:
        return False
    if not area.text:
        return True  # a heading over the areas that follow it ("Hex Key"), no place itself
    if area.name.count("(") != area.name.count(")") or not area.name[:1].isalpha():
        return True
    lines = [ln for ln in ctx.lines[start.index : start.index + 12] if ln.page == area.page]
    return part_of_statblock(lines, [b for b in blocks if b.page == area.page])


def _floor() -> float:
    return float(scene_rules().thresholds["min_area"])


def _drop_sceneless_runs(starts: Sequence[Candidate], areas: Sequence[Area]) -> list[Area]:
    """Leave out runs of inline-keyed entries none of which reads as a scene: a numbered list
    of facts or rules ("1. Smugglers used the halls …") is not a map key."""
    floor = _floor()
    keep = [True] * len(areas)
    run: list[int] = []
    # keys in boxes scattered over a page are one run however they are read (``areas_boxes``)
    boxed = [k for k, start in enumerate(starts) if BOXED_KEY in start.evidence]
    for k, (start, area) in enumerate([*zip(starts, areas, strict=True), (None, None)]):
        inline = start is not None and not start.heading and "key sequence" in start.evidence
        if inline and area is not None and k not in boxed:
            run.append(k)
            continue
        for i in run if len(run) >= 2 and all(areas[i].confidence < floor for i in run) else ():
            keep[i] = False
        run = []
    if len(boxed) >= 2 and all(areas[i].confidence < floor for i in boxed):
        for i in boxed:
            keep[i] = False
    return [area for k, area in enumerate(areas) if keep[k]]


def _with_evidence(cand: Candidate, reason: str) -> Candidate:
    return replace(cand, evidence=(reason, *cand.evidence))


def _merge_starts(
    ctx: Context,
    found: Sequence[Candidate],
    sectioned: Sequence[Candidate],
    block_names: frozenset[int],
    ranks: dict[int, int],
) -> list[Candidate]:
    """The areas of the key, name and map detectors, with the section areas they missed.

    A section area inside an area already found is one of its parts (a sub-heading or a
    numbered step), unless its heading is set like that area's heading (a sibling)."""
    spans: list[tuple[int, int, Candidate]] = []
    for position, start in enumerate(found):
        following = found[position + 1].index if position + 1 < len(found) else None
        end = start.end
        if end is None:
            end = _area_end(ctx, start, following, block_names, ranks)[0]
        spans.append((start.index, max(end, start.index + start.title_lines), start))
    taken = {i for begin, _, c in spans for i in range(begin, begin + c.title_lines)}
    out = list(found)
    for cand in sectioned:
        if any(cand.index + k in taken for k in range(cand.title_lines)):
            continue
        inside = [
            c
            for begin, end, c in spans
            if begin < cand.index < end and not on_its_own_map(ctx, cand, c)
        ]
        level = heading_level(ctx.lines[cand.index])
        if any(not (c.heading and heading_level(ctx.lines[c.index]) == level) for c in inside):
            continue
        out.append(cand)
    return sorted(out, key=lambda c: c.index)
