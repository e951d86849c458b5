"""Numbered area keys: candidates (scored by typography in ``areas_key_candidates``) chained
into key sequences, and sequences that read as tables or lists rather than map keys dropped
(see ``areas``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from converter.detect.areas_boxes import pinned_on_page, scattered_box_chains
from converter.detect.areas_capitals import parse_key_in
from converter.detect.areas_chains import first_sub_key, is_hex_key, key_chains
from converter.detect.areas_common import (
    KEY_LABELS,
    TABLE_HEADING_RE,
    Candidate,
    Context,
    entry_lines,
    heading_level,
    join_lines,
    parse_key,
)
from converter.detect.areas_heading_text import (
    small_caps_to_text,
)
from converter.detect.areas_key_after import KEY_AFTER
from converter.detect.areas_key_candidates import (
    KEY_LEADER,
    ROLL_DIE_RE,
    TITLE_RE,
    TITLE_WORDS,
    announces_places,
    bare_key,
    key_candidate,
)
from converter.detect.areas_sections import scene_rules, text_signals
from converter.models import TextLine
from converter.ruledata import load_lexicon

_WORDS = load_lexicon("area_keys")  # vocabulary: rules/lexicon/area_keys.yaml
DIE_HEADER_RE = re.compile(r"^\s*1?d(\d+)\b", re.IGNORECASE)
PLACE_WORDS_RE = re.compile(_WORDS["place_words"], re.IGNORECASE)
RULES_WORDS_RE = re.compile(_WORDS["rules_words"], re.IGNORECASE)
COORDINATE_KEY_RE = re.compile(_WORDS["coordinate_key"])  # a map grid's cell: "06.02"
# a capitalised name of a few words closed by a colon or a stop, the text going on after it
NAME_LEAD_RE = re.compile(r"^\s*(?P<name>[A-Z][^.:;!?]*)[.:](?:\s|$)")
LONE_KEY_LABEL_RE = re.compile(rf"^(?:{KEY_LABELS})\s+\S", re.IGNORECASE)
SENTENCE_RE = re.compile(r"\b[a-z]+[a-z,;]*\s+[a-z]+\b[^.!?]*[.!?]")
INNER_STOP_RE = re.compile(r"[.!?][\"”’)]?\s+\S")  # a sentence ends inside the text
HEAD_END_RE = re.compile(r"(?::|\s[—–])\s*$")  # a head ends the line in a colon or a dash
MIN_CANDIDATE_SCORE = 1.5
SIZE_STEP = 0.5  # pt: a heading this much larger than another is of a higher rank
MIN_LABELLED_SCORE = 2.5
MIN_CHAIN_MEAN = 1.8
MIN_PLACE_RATIO = 0.3
MIN_HEADING_CHAIN_MEAN = 3.5
HEADING_SHARE = 0.8  # a sequence with this share of its keys on heading lines is a heading key
MIN_ENTRY_WORDS = 12
MIN_TERSE_WORDS = 5  # ... or this many under named bold leads (a terse key: "4. Pike Store:")
MAX_RULES_RATIO = 0.5
HANGING_ITEM_LINES = 3  # a list item of this many lines at most, under its number ...
HANGING_INDENT_EM = 0.6  # ... with its other lines indented this far past the number
HANGING_SHARE = 0.75
SCENE_FLOOR = 0.6  # an entry scoring this much as a scene is a room, however it is set
SECTION_REACH = 15  # lines between a heading and the list it introduces


def _titles_its_boxes(ctx: Context, chain: Sequence[Candidate]) -> bool:
    """True when (nearly) every key of a scattered-box sequence opens its box with a title
    set apart: a bold run-in name ("**7 Weaving Hall** Smells of smoke.") or a line of its
    own. Such boxes are rooms, each a unit of its own round the map, and the text read before
    the first of them (a wandering table's box beside them) is no heading of theirs; a die
    table's rows open with their result in the body type ("1 A peat cutter")."""
    titled = sum(1 for c in chain if c.heading or _named_lead(ctx, c))
    return titled >= HEADING_SHARE * len(chain)


def _section_heading(ctx: Context, index: int) -> str:
    """The text of the nearest heading before line ``index`` that is not itself a key, when
    it is close enough to introduce the list at ``index``. A roster's header row ("Room
    Occupants No. AC HD hp Treasure") heads the roster's rows only: the keys after the
    roster are under the heading before it, and so are those after a die table (its
    heading, "Wandering Monsters (d6)", heads its rows only). A heading is under none set smaller than itself:
    a chapter's numbered heading after a die table ("3 The Abbey Island" after "Wandering
    Monsters (d6)") opens a part of its own, it is no row of the table."""
    line = ctx.lines[index]
    for j in range(index - 1, max(-1, index - 1 - SECTION_REACH), -1):
        if j in ctx.roster_lines or j in ctx.roll_lines:
            continue
        if j in ctx.headings and parse_key(ctx.lines[j]) is None:
            larger = index in ctx.headings and line.size > ctx.lines[j].size + SIZE_STEP
            return "" if larger else ctx.lines[j].text
    return ""


def _intro_lines(ctx: Context, index: int, limit: int = 8) -> list[str]:
    """The few lines just before line ``index`` (back to the previous heading or a die
    table's last line: a table's rows, "1d6 zombies: … D 1d10", ask no roll of what follows)."""
    out: list[str] = []
    for j in range(index - 1, max(-1, index - 1 - limit), -1):
        if j in ctx.roll_lines:
            break
        out.append(ctx.lines[j].text)
        if j in ctx.headings:
            break
    return out[::-1]


def _intro_dice(ctx: Context, index: int) -> set[int]:
    """Die sizes an introduction asks to roll or a table header names before line ``index``."""
    lines = _intro_lines(ctx, index)
    sides = {int(m.group(1)) for m in ROLL_DIE_RE.finditer(" ".join(lines))}
    sides.update(int(m.group(1)) for m in map(DIE_HEADER_RE.match, lines) if m)
    return sides


def _is_table(ctx: Context, chain: Sequence[Candidate]) -> bool:
    """True when a key sequence is a die table or list, not a map key."""
    first = chain[0].index
    if _under_location_heading(ctx, first):
        return False
    section = _section_heading(ctx, first)
    if _intro_dice(ctx, first) & {max(c.key.number for c in chain), len(chain)}:
        return True
    return bool(TABLE_HEADING_RE.search(section))


def _ratio(ctx: Context, chain: Sequence[Candidate], pattern: re.Pattern[str]) -> float:
    """The share of a sequence's entries whose text matches ``pattern``."""
    hits = 0
    for cand in chain:
        hits += 1 if pattern.search(_entry_text(ctx, cand)) else 0
    return hits / len(chain)


def _rules_ratio(ctx: Context, chain: Sequence[Candidate]) -> float:
    """The share of a sequence's entries whose own text, less their stat blocks' lines, reads
    as rules: a creature's ability ("Critical damage: breaks the target's shield", "the
    target must succeed on a saving throw") speaks as rules do, but it is the creature's."""
    hits = 0
    for cand in chain:
        hits += 1 if RULES_WORDS_RE.search(_entry_text(ctx, cand, prose_only=True)) else 0
    return hits / len(chain)


def keyed_starts(ctx: Context, tables: frozenset[int] = frozenset()) -> list[Candidate]:
    """The keyed area starts of the document. ``tables`` are the lines of key tables: their
    row keys are areas of their own and continue no key sequence printed outside them."""
    candidates = [
        c
        for c in (key_candidate(ctx, i) for i in range(len(ctx.lines)) if i not in tables)
        if c is not None and c.score >= MIN_CANDIDATE_SCORE
    ]
    kept: list[list[Candidate]] = []
    boxed = [
        chain
        for chain in scattered_box_chains(ctx, candidates)
        # a die table set in a box (a tinted band of rows 1-3 | 4-6) is a table, boxed or not;
        # boxes that each title their room stand apart from whatever was read before them
        if not (_is_table(ctx, chain) and not _titles_its_boxes(ctx, chain))
        and _reads_as_key(ctx, chain, pinned_on_page(ctx, chain))
    ]
    kept += [sorted(chain, key=lambda c: c.index) for chain in boxed]  # spans, as read
    in_boxes = {c.index for chain in boxed for c in chain}
    chains = key_chains([c for c in candidates if c.index not in in_boxes], ctx.reading_pages)
    for whole in chains:
        chain = _key_part(ctx, whole) or _coordinate_entries(ctx, whole)
        if chain and not any(_nested_in(chain, other, ctx) for other in kept):
            kept.append(_without_divisions(ctx, _without_list_items(ctx, chain)))
    chained = in_boxes | {c.index for chain in chains for c in chain}
    for cand in candidates:
        if KEY_AFTER in cand.evidence:
            continue  # a number after a name is a key only in a sequence: alone, a count
        lone = cand.index not in chained and _is_lone_key(ctx, cand)
        if lone and not any(_nested_in([cand], other) for other in kept):
            kept.append([cand])
    return sorted((c for chain in kept for c in chain), key=lambda c: c.index)


def _statements(ctx: Context, run: Sequence[Candidate]) -> bool:
    """True when every entry of ``run`` is a numbered statement: one whole sentence and
    nothing more ("1. The harbour watch no longer walks the lanes below the guildhall after
    dark."), no name set apart. A keyed description names its place before it describes it;
    a fact about the town, however it talks of lanes and slipways, names none."""
    return all(
        not cand.heading and not _named_lead(ctx, cand) and _one_sentence(_entry_text(ctx, cand))
        for cand in run
    )


def _one_sentence(text: str) -> bool:
    """True when ``text`` is one whole sentence of some length, no title before it."""
    text = text.strip()
    return (
        len(text.split()) > TITLE_WORDS
        and text.endswith((".", "!", "?"))
        and not INNER_STOP_RE.search(text[:-1])
    )


def _key_part(ctx: Context, chain: Sequence[Candidate]) -> list[Candidate]:
    """The part of a sequence that is a map key. Its first entries may sit under another
    heading than the rest, a die table's row "1" or a rules list's "1." that the key "1A"
    under "Key to the Dungeon" seems to continue: they are left out when their heading is
    about something else than places while the rest's is, or when the sequence with them
    reads as no map key and the rest does."""
    rest = list(chain)
    while len(rest) >= 2:
        sections = [_section_heading(ctx, c.index) for c in rest]
        run = next((i for i, s in enumerate(sections) if s != sections[0]), len(rest))
        foreign = bool(sections[0]) and not _under_location_heading(ctx, rest[0].index)
        if foreign and run < len(rest) and _under_location_heading(ctx, rest[run].index):
            rest = rest[run:]  # a list under "Background" the keys under "Level 2" continue
            continue
        if foreign and run < len(rest) and _statements(ctx, rest[:run]):
            rest = rest[run:]  # "Background": "1. The harbour watch …", then the key's "5"
            continue
        if foreign and run < len(rest) and _table_rows_before_key(ctx, rest, run):
            rest = rest[run:]  # a die table's rows "1", "2" the chapter "3 …" seems to go on
            continue
        if run > 1 or _is_key(ctx, rest):
            break
        rest = rest[1:]
    return rest if len(rest) >= 2 and _is_key(ctx, rest) else []


def _coordinate_entries(ctx: Context, chain: Sequence[Candidate]) -> list[Candidate]:
    """The entries of a sequence that reads as no map key as a whole (terse entries, no
    heading announcing places) that each carry a key's evidence of their own: a map grid's
    coordinate ("06.02", ``coordinate_key``: prose never prints one), later on the grid than
    the entry kept before it, and a capitalised name of a few words closed by a colon or a
    stop after it ("06.02 Chalk Flats: …"). Each is kept by its own evidence, the rest not."""
    out: list[Candidate] = []
    for cand in chain:
        if not COORDINATE_KEY_RE.fullmatch(cand.key.text):
            continue
        lead = NAME_LEAD_RE.match(_entry_text(ctx, cand))
        named = lead is not None and len(lead["name"].split()) <= TITLE_WORDS
        if named and (not out or _grid_cell(cand) > _grid_cell(out[-1])):
            out.append(cand)
    return out if len(out) >= 2 else []


def _grid_cell(cand: Candidate) -> tuple[int, ...]:
    return tuple(int(part) for part in cand.key.text.split("."))


def _table_rows_before_key(ctx: Context, chain: Sequence[Candidate], run: int) -> bool:
    """True when a sequence's first ``run`` entries are a die table's rows (under a table's
    caption, "Wharf Talk (d6)", set in the text's type) and the entries after them are set
    as headings and read as a map key: the rows are the table's however many there are, and
    the key starts after them. (A die table whose entries are headings themselves, "1. Kill
    the Boss" under "roll a d10", is one list with the entries after it.)"""
    rows, rest = chain[:run], chain[run:]
    typed_apart = not any(c.heading for c in rows) and rest[0].heading
    return typed_apart and _is_table(ctx, rows) and _is_key(ctx, rest)


def _without_list_items(ctx: Context, chain: Sequence[Candidate]) -> list[Candidate]:
    """A key sequence less the list items it picked up on the way: a short untitled item
    that hangs under its number, or that is set inline among keys set as headings (the
    "1." of a numbered rules list before the heading keys "1A", "1B" …)."""
    headings = sum(1 for c in chain if c.heading)
    out: list[Candidate] = []
    for cand in chain:
        short, hanging = _short_item(ctx, cand)
        others_headings = len(chain) > 1 and headings >= HEADING_SHARE * (len(chain) - 1)
        if not (short and (hanging or others_headings)):
            out.append(cand)
    return out


def _without_divisions(ctx: Context, chain: Sequence[Candidate]) -> list[Candidate]:
    """A key sequence less the numbered divisions of an outline: a heading "3 The Warehouses"
    with no text of its own, its first section "3.1 Net Loft" the very next line, set in a
    larger type than that section's heading. A chapter numbers the sections under it; the
    places are its sections. (An area whose sub-areas follow it has a text of its own before
    them, and is set no larger than they are: it stays.)"""
    out: list[Candidate] = []
    for cand, after in zip(chain, [*chain[1:], None], strict=True):
        division = (
            after is not None
            and first_sub_key(cand.key, after.key)
            and after.index == cand.index + cand.title_lines
            and ctx.lines[cand.index].size > ctx.lines[after.index].size
        )
        if not division:
            out.append(cand)
    return out


def _is_lone_key(ctx: Context, cand: Candidate) -> bool:
    """True when a key that continues no sequence is a map key by itself: a labelled key
    ("Area 1: The Gatehouse", "Room 4.") or a heading line of its own in a bold or larger
    type, followed by prose that talks about places (a room description, not a list item
    or a table row)."""
    line = ctx.lines[cand.index]
    labelled = bool(LONE_KEY_LABEL_RE.match(small_caps_to_text(line.text.strip())))
    styled = cand.heading and (line.bold or ctx.is_larger(line.size))
    if not (labelled and cand.score >= MIN_LABELLED_SCORE) and not (
        styled and cand.score >= MIN_HEADING_CHAIN_MEAN
    ):
        return False
    if _is_table(ctx, [cand]) or RULES_WORDS_RE.search(_entry_text(ctx, cand, prose_only=True)):
        return False
    body = entry_lines(ctx, cand.index + cand.title_lines - 1, limit=25)
    prose = join_lines(body) if cand.heading else f"{cand.rest} {join_lines(body)}"
    if len(prose.split()) < MIN_ENTRY_WORDS or not SENTENCE_RE.search(prose):
        return False
    return labelled or bool(PLACE_WORDS_RE.search(f"{cand.rest} {prose}"))


def _is_key(ctx: Context, chain: Sequence[Candidate]) -> bool:
    """True when a key sequence reads as a map key rather than a table, list or rules text.

    Heading keys (each key and title on a line of its own, in a heading style) are strong
    evidence by themselves; inline keys also need entries of some length that talk about
    places (doors, walls, corridors, dimensions …).
    """
    if _is_table(ctx, chain):
        return False
    return _reads_as_key(ctx, chain, _under_location_heading(ctx, chain[0].index))


def _reads_as_key(ctx: Context, chain: Sequence[Candidate], announced: bool) -> bool:
    """``_is_key`` without the text before the sequence (``announced``: a heading before it
    says the entries are places): the keys' own typography and the entries' text. Keys in
    boxes scattered over a page have no text before them that belongs to them."""
    mean = _mean_score(chain)
    if mean < MIN_CHAIN_MEAN or _is_hanging_list(ctx, chain):
        return False
    if _rules_ratio(ctx, chain) > MAX_RULES_RATIO:
        return False
    headings = sum(1 for c in chain if c.heading) / len(chain)
    if headings >= HEADING_SHARE and mean >= MIN_HEADING_CHAIN_MEAN:
        return True
    words = sorted(len(_entry_text(ctx, c).split()) for c in chain)
    named = sum(1 for c in chain if _named_lead(ctx, c)) >= HEADING_SHARE * len(chain)
    if words[len(words) // 2] < (MIN_TERSE_WORDS if named else MIN_ENTRY_WORDS):
        return False
    if announced:
        return True  # "Hex Key", "Map Key": the heading says what the entries are
    return _ratio(ctx, chain, PLACE_WORDS_RE) >= MIN_PLACE_RATIO


def _named_lead(ctx: Context, cand: Candidate) -> bool:
    """True when a key's line opens with a bold run-in lead holding the key and a short name
    ended by a stop, a colon, a dash or the end of the bold type ("**4. Pike Store:**", "**(4) Pike Store.**"): the
    head of a keyed description, however terse the text after it; a numbered list item sets
    its number apart, never a name."""
    if cand.heading:
        return False
    if cand.fixed_name:
        return True  # the lead ends at a change of type ("**③ Bakery** Walls …")
    parsed = parse_key_in(ctx, cand.index, small_caps_to_text(ctx.lines[cand.index].bold_prefix))
    if parsed is None or parsed[0].text != cand.key.text:
        return False
    name = parsed[1].strip()
    return (
        name[:1].isupper()
        and name.endswith((".", ":", "—", "–"))
        and len(name.split()) <= TITLE_WORDS
    )


def _under_location_heading(ctx: Context, index: int) -> bool:
    """True when the heading just before line ``index`` announces places."""
    return announces_places(_section_heading(ctx, index))


def _short_item(ctx: Context, cand: Candidate) -> tuple[bool, bool]:
    """(is an untitled list item, has a hanging indent) for a key candidate.

    A list item names no place (only its number is set apart, no bold title) and either ends
    within a few lines or hangs under its number (its other lines set past the number, as
    a numbered list is set, however long it runs)."""
    if cand.heading or KEY_LEADER in cand.evidence:
        return False, False  # a leader sets the name apart as a heading's line does
    line = ctx.lines[cand.index]
    lead = small_caps_to_text(line.bold_prefix).strip()
    if lead and bare_key(lead) != bare_key(cand.key.text):
        return False, False  # "12. Guard Room." names the place
    following = entry_lines(ctx, cand.index, limit=HANGING_ITEM_LINES + 1)
    following = _in_item_type(line, following)
    indent = min((ln.bbox.x0 for ln in following), default=line.bbox.x0) - line.bbox.x0
    hanging = indent >= HANGING_INDENT_EM * line.size
    if len(following) >= HANGING_ITEM_LINES and not hanging:
        return False, False
    if _titled(cand.rest, following):
        return False, False  # "1. Collapsed stair. A 20' x 30' chamber …" names the place
    entry = f"{cand.rest} {join_lines(following)}"
    if text_signals(entry)[0] + scene_rules().thresholds["key_weight"] >= SCENE_FLOOR:
        return False, False  # it reads as a room all the same
    return True, hanging


def _in_item_type(line: TextLine, following: Sequence[TextLine]) -> list[TextLine]:
    """The lines after an item's first that go on in its column and its weight. A list
    item is a running sentence in the body type: a line set wholly bold where the item is
    not opens something else (a table's caption, the next section), not the item's next
    line, even when the reader found no heading there. (Sizes are no test: an OCR layer's
    or an outlined key's measured size varies where the type does not.)"""
    out: list[TextLine] = []
    for following_line in following:
        if (following_line.page, following_line.column) != (line.page, line.column):
            continue
        if following_line.bold and not line.bold:
            break
        out.append(following_line)
    return out


def _titled(rest: str, following: Sequence[TextLine]) -> bool:
    """True when a key's text opens with a short title ended by a stop, a colon or a dash
    ("Collapsed stair. A 20' x 30' …", "Dove Cote —"), maybe broken over two lines of a
    narrow column ("Weighing" / "Room:"): a name set apart from the text it heads."""
    title = TITLE_RE.match(rest + " ")
    if title:
        return len(title.group(1).split()) <= TITLE_WORDS
    if not following:
        return False
    joined = f"{rest} {following[0].text.strip()}"
    return bool(HEAD_END_RE.search(joined)) and len(joined.split()) <= TITLE_WORDS + 1


def _is_hanging_list(ctx: Context, chain: Sequence[Candidate]) -> bool:
    """True when a sequence is a list inside the text rather than a key: every entry is an
    untitled item that reads as no room, or most are, and they hang under their numbers or
    run on from the paragraph before them (the first item is in the same block as the prose
    line above it)."""
    items = [_short_item(ctx, c) for c in chain]
    shorts = sum(1 for short, _ in items if short)
    if shorts < HANGING_SHARE * len(chain):
        return False
    if shorts == len(chain):
        return True  # not one entry names a place or reads as a room
    first = chain[0].index
    previous = ctx.lines[first - 1] if first > 0 else None
    runs_on = (
        previous is not None
        and first - 1 not in ctx.headings
        and (previous.page, previous.column, previous.block)
        == (ctx.lines[first].page, ctx.lines[first].column, ctx.lines[first].block)
    )
    return runs_on or any(hanging for _, hanging in items)


def _entry_text(ctx: Context, cand: Candidate, prose_only: bool = False) -> str:
    """A key's title and the text under it: a key alone on its line is followed by its title
    line, and the entry starts after that (the title is a heading line, where
    ``entry_lines`` would stop at once). ``prose_only``: without its stat blocks' lines."""
    start = cand.index + cand.title_lines - 1
    body = entry_lines(ctx, start, limit=25)
    if prose_only:
        body = [ln for k, ln in enumerate(body, start + 1) if k not in ctx.stat_lines]
    return cand.rest + " " + join_lines(body)


def _mean_score(chain: Sequence[Candidate]) -> float:
    return sum(c.score for c in chain) / len(chain)


def _nested_in(
    chain: Sequence[Candidate], outer: Sequence[Candidate], ctx: Context | None = None
) -> bool:
    """True when ``chain`` is a plainer list printed inside the span of the key ``outer``
    (the numbered steps of one room's text, not a second key; hex keys never are). A heading
    set at least as large as the outer key's, or one that announces a key of places ("Hex
    Key"), between the two closes the outer area: what follows it is not inside."""
    inside = outer[0].index < chain[0].index and chain[-1].index < outer[-1].index + 60
    if not inside or _mean_score(chain) >= _mean_score(outer) - 0.5:
        return False
    if all(is_hex_key(c.key) for c in chain) and not any(is_hex_key(c.key) for c in outer):
        return False  # hex keys name map hexes, never the steps of a room's text
    if ctx is None:
        return True
    last = outer[-1].index
    level = heading_level(ctx.lines[last])
    closed = any(
        j in ctx.headings
        and parse_key(ctx.lines[j]) is None
        and (heading_level(ctx.lines[j]) >= level or announces_places(ctx.lines[j].text))
        for j in range(last + 1, chain[0].index)
        if chain[0].index > last
    )
    return not closed
