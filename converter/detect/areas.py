"""Find the keyed and named areas of an adventure module.

Two kinds of evidence make an area:

- **Numbered keys** (``"12."``, ``"12 "``, ``"Area 12:"``, ``"B3."``, ``"XII."``, ``"1A"``,
  ``"12 — Title"``, a lone ``"12"`` over a title line, hex keys ``"0304"``) at the start of a
  paragraph or heading. Every candidate is scored on its typography (bold key,
  heading line, capitalised title, paragraph start); candidates are chained into key sequences
  (1, 2, 3 … or 1, 1A, 1B, 2 …) and a whole sequence is kept or dropped. A sequence is dropped
  when it is a table or list rather than a map key: a die heading or "roll a d10" just before
  it whose die size equals its length, a heading such as "Rumours" or "Random Encounters",
  lower-case or one-line entries, or text that never talks about places.
- **Named headings**: headings of one style that sit under a heading about locations
  ("Notable Locations", "Areas of the Keep", "Map Key"), or that are each followed by an
  area-description label line (``"Area Aspects: …"``).

An area's text runs from its key to the next area or the next heading of its level (run-in
labels such as "Treasure." stay inside; a separate box of stat lines in smaller type ends an
inline-keyed area). Tiny number-only map labels are left out of the text. Creatures come from
``converter.detect.creatures`` over the area's name and text, with the module's stat-block names
as extra known names; stat blocks whose box lies inside the area are linked by name.

Problems: ``area-key-gap`` (a key missing from a sequence), ``area-duplicate-key``,
``area-empty``, ``areas-none`` (info: nothing found).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from converter.detect.creatures import name_to_singular, text_to_creatures
from converter.models import Area, BBox, Document, Problem, Source, StatBlock, TextLine

KEY_RE = re.compile(
    r"^(?:(?P<word>(?i:area|room|location|site|cave|chamber|encounter|hex))\s+)?"
    r"(?P<key>(?P<prefix>[A-Z]{1,2}-?)?(?P<num>\d{1,3}|\d{4}(?=[.:\s]))(?P<suffix>[A-Za-z])?)"
    r"(?P<punct>[.:)]|\s|$)\s*(?P<rest>\S.*)?$"
)
ROMAN_RE = re.compile(r"^(?P<key>[IVXLC]{1,7})\.\s+(?P<rest>[A-Z].*)$")
ROMAN_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}

LOCATION_HEADING_RE = re.compile(
    r"\b(locations?|areas?|rooms?|map key|key to|keyed|places|sites|chambers|level \d+|"
    r"dungeon key|encounter areas|the key)\b",
    re.IGNORECASE,
)
TABLE_HEADING_RE = re.compile(
    r"(\b\d*d\d+\b|\brumou?rs?\b|\brandom\b|\btables?\b|\bspells?\b|\bspellbook\b|\bnames?\b|"
    r"\bhooks?\b|\beffects?\b|\bresults?\b|\btemplates?\b|\bsteps?\b|\bevents?\b|\bitems?\b|"
    r"\btreasures?\b|\bcontents\b|\bquests?\b|\bgenerators?\b|"
    r"\blists?\b|\boptions\b|\bwandering\b)",
    re.IGNORECASE,
)
# "roll a d10", "Roll 1d8 on the table below"; a line that opens with a die is a table header.
ROLL_DIE_RE = re.compile(r"\broll(?:s|ing)?\b(?:\s+[\w']+){0,3}?\s+1?d(\d+)\b", re.IGNORECASE)
DIE_HEADER_RE = re.compile(r"^\s*1?d(\d+)\b", re.IGNORECASE)
AREA_LABEL_RE = re.compile(r"^(area|room|location)\s+\w+\s*:", re.IGNORECASE)
PLACE_WORDS_RE = re.compile(
    r"\b(doors?|doorways?|rooms?|chambers?|corridors?|passages?|passageways?|stairs?|"
    r"staircases?|walls?|floors?|ceilings?|north|south|east|west|exits?|entrances?|caves?|"
    r"caverns?|halls?|pits?|tunnels?|niches?|alcoves?|vaults?|area \d+|#\d+|decks?|"
    r"shores?|island|ruins|tower|gates?|altar|throne|crypt|cellar|bridge|roofs?|ditch|moat|"
    r"village|town|inn|tavern|shop|forge|castle|house|hut|hovel|temple|shrine|camp|lair|"
    r"nest|road|river|lake|forest|garden|courtyard|street|market|sewers?)\b"
    r"|\d+\s*(?:ft\.?|feet|foot|['’])\s*(?:x|by|wide|long|deep|high|tall|square|climb|drop)"
    r"|\d+\s*['’]?\s*x\s*\d+",
    re.IGNORECASE,
)
RULES_WORDS_RE = re.compile(
    r"\b(the target|targets?|saving throw|failed save|your turn|following table)\b", re.IGNORECASE
)
STAT_LINE_RE = re.compile(r"\b(HD\s*\d|AC\s*-?\d|Armor Class|Hit Dice|Challenge \d)", re.IGNORECASE)
SMALLER_TYPE = 0.5
SMALL_WORDS = {"a", "an", "the", "of", "and", "or", "in", "on", "at", "to", "with", "for"}
SENTENCE_END_RE = re.compile(r"[.!?:;\"”)]\s*$")

MIN_CANDIDATE_SCORE = 1.5
MIN_CHAIN_MEAN = 1.8
MIN_PLACE_RATIO = 0.3
MIN_HEADING_CHAIN_MEAN = 3.5
MIN_ENTRY_WORDS = 12
MAX_PREDECESSORS = 400
MAX_KEY_GAP_LINES = 300  # consecutive keys further apart belong to different lists
MAX_KEY_GAP_PAGES = 3
MAX_RULES_RATIO = 0.5
SAME_KEY_MARGIN = 0.5
MIN_PROSE_WORDS = 8
MIN_PROSE_LINE_WORDS = 4
SECTION_REACH = 15  # lines between a heading and the list it introduces
MAX_TITLE_WORDS = 8
MAX_HEADING_WORDS = 12
HEX_KEY_DIGITS = 4


@dataclass(frozen=True)
class _Key:
    text: str
    prefix: str
    number: int
    suffix: str


@dataclass(frozen=True)
class _Candidate:
    index: int  # into the document's line list
    key: _Key
    name: str
    rest: str  # text after the key on the key line
    page: int
    heading: bool  # the key line is a heading line of its own
    score: float
    title_lines: int = 1  # 2 when the key stands alone and the title is the next line


@dataclass(frozen=True)
class _Context:
    lines: tuple[TextLine, ...]
    body_size: float
    headings: frozenset[int]  # indices of heading lines


# --- text helpers -----------------------------------------------------------------------


def small_caps_to_text(text: str) -> str:
    """Join small-caps pieces the text layer splits (``"V ILLAGE OF H OMMLET"``, ``"1 A ."``)."""
    letters = [c for c in text if c.isalpha()]
    if not letters or any(c.islower() for c in letters):
        return text
    joined = re.sub(r"\s+([’'])\s*(?=[A-Z]\b)", r"\1", text)
    joined = re.sub(r"(?<![A-Za-z’'])([A-Z]) (?=[A-Z])", r"\1", joined)
    joined = re.sub(r"^(\d+)\s+([A-Z])\s*\.", r"\1\2.", joined)
    return re.sub(r"\s+([.:,])", r"\1", joined)


def heading_to_name(text: str) -> str:
    """Turn a printed heading into an area name: tidy spaces, title-case ALL-CAPS text."""
    name = re.sub(r"\s+", " ", small_caps_to_text(text)).strip(" .:-–—")
    letters = [c for c in name if c.isalpha()]
    if letters and all(c.isupper() for c in letters) and len(letters) > 3:
        words = [w.lower() for w in name.split(" ")]
        name = " ".join(
            w if k > 0 and w in SMALL_WORDS else w[:1].upper() + w[1:] for k, w in enumerate(words)
        )
    return name


def _roman_to_int(text: str) -> int | None:
    total, previous = 0, 0
    for char in reversed(text.upper()):
        value = ROMAN_VALUES.get(char)
        if value is None:
            return None
        total = total - value if value < previous else total + value
        previous = max(previous, value)
    return total or None


def _join_lines(lines: Sequence[TextLine], body_size: float = 0.0) -> str:
    """Join lines into one paragraph, leaving out tiny number-only map labels."""
    kept = [
        line.text.strip()
        for line in lines
        if not (line.size < body_size - 1.0 and re.fullmatch(r"[\dA-Z ]{1,4}", line.text.strip()))
    ]
    return re.sub(r"\s+", " ", " ".join(kept)).strip()


# --- document analysis ------------------------------------------------------------------


def _body_size(lines: Sequence[TextLine]) -> float:
    sizes: Counter[float] = Counter()
    for line in lines:
        sizes[round(line.size, 1)] += len(line.text)
    return sizes.most_common(1)[0][0] if sizes else 0.0


def _is_heading(line: TextLine, body_size: float) -> bool:
    words = line.text.split()
    if not words or len(words) > MAX_HEADING_WORDS or not any(c.isalpha() for c in line.text):
        return False
    if line.text.rstrip().endswith((",", ";")) or line.text.lstrip()[:1].islower():
        return False
    bigger = line.size >= body_size + 0.8
    caps = len(words) >= 1 and line.text.upper() == line.text and line.size >= body_size - 0.2
    return line.bold or bigger or (caps and len(line.text) > 3)


def _heading_level(line: TextLine) -> tuple[float, bool]:
    return (round(line.size, 1), line.bold)


def _context(document: Document) -> _Context:
    lines = document.lines
    body = _body_size(lines)
    headings = frozenset(i for i, line in enumerate(lines) if _is_heading(line, body))
    return _Context(lines, body, headings)


def _paragraph_start(ctx: _Context, index: int) -> bool:
    if index == 0 or index in ctx.headings:
        return True
    line, previous = ctx.lines[index], ctx.lines[index - 1]
    if previous.page != line.page or previous.column != line.column:
        return True
    if previous.block != line.block or index - 1 in ctx.headings:
        return True
    return bool(SENTENCE_END_RE.search(previous.text))


def _parse_key(line: TextLine) -> tuple[_Key, str, bool] | None:
    """Return (key, text after the key, key has explicit punctuation) for a key line."""
    text = small_caps_to_text(line.text.strip())
    match = KEY_RE.match(text)
    if match:
        key = _Key(
            match.group("key").upper(),
            (match.group("prefix") or "").upper().rstrip("-"),
            int(match.group("num")),
            (match.group("suffix") or "").upper(),
        )
        punct = match.group("punct").strip() != "" or bool(match.group("word"))
        rest = (match.group("rest") or "").strip()
        if rest[:1] in ("—", "–", "-"):  # "12 — The Well"
            rest, punct = rest.lstrip("—–- "), True
        return key, rest, punct
    roman = ROMAN_RE.match(text)
    if roman:
        value = _roman_to_int(roman.group("key"))
        if value is not None:
            return _Key(roman.group("key"), "roman", value, ""), roman.group("rest"), True
    return None


def _entry_lines(ctx: _Context, index: int, limit: int = 40) -> list[TextLine]:
    """The lines after a key line up to the next heading or key-like paragraph start."""
    out: list[TextLine] = []
    for j in range(index + 1, min(index + 1 + limit, len(ctx.lines))):
        if j in ctx.headings:
            break
        if _paragraph_start(ctx, j) and _parse_key(ctx.lines[j]) is not None:
            break
        out.append(ctx.lines[j])
    return out


def _title_of(text: str) -> str:
    """The title at the start of an inline key's text: its first sentence, cut at the first
    comma or after a few words when it runs long ("Orc alchemist at his desk, growing …")."""
    match = re.match(r"^(.{2,160}?)[.!?:](?:\s|$)", text)
    title = match.group(1) if match else text
    if len(title.split()) > MAX_TITLE_WORDS:
        head = title.split(",")[0]
        words = head.split()
        title = " ".join(words[:MAX_TITLE_WORDS]) if len(words) >= 2 else head
    return title.strip(" ,:;")


def _key_only_heading(ctx: _Context, index: int) -> bool:
    """True when line ``index`` is a lone key in a heading style followed by a title line."""
    line = ctx.lines[index]
    if index + 1 >= len(ctx.lines) or not (line.bold or line.size >= ctx.body_size + 0.8):
        return False
    title = ctx.lines[index + 1]
    return (
        title.page == line.page
        and (title.bold or title.size >= ctx.body_size + 0.8)
        and 0 < len(title.text.split()) <= MAX_HEADING_WORDS
    )


def _candidate(ctx: _Context, index: int) -> _Candidate | None:
    line = ctx.lines[index]
    parsed = _parse_key(line)
    if parsed is None:
        return None
    key, rest, punct = parsed
    title_lines = 1
    if not rest and _key_only_heading(ctx, index):
        # the key stands alone ("12" set large or bold); the title is the next line
        rest, title_lines = ctx.lines[index + 1].text.strip(), 2
    if not rest or not rest[0].isalpha() or key.number == 0:
        return None
    heading = (index in ctx.headings or title_lines == 2) and len(rest.split()) <= MAX_HEADING_WORDS
    bold_prefix = small_caps_to_text(line.bold_prefix)
    packed = re.sub(r"\s+", "", bold_prefix).upper()
    packed = re.sub(r"^(AREA|ROOM|LOCATION|SITE|CAVE|CHAMBER|ENCOUNTER|HEX)", "", packed)
    key_bold = bool(packed) and packed.startswith(key.text)
    score = 0.0
    score += 2.0 if key_bold else 0.0
    score += 1.0 if heading else 0.0
    score += 0.5 if punct else 0.0
    score += 1.0 if rest[0].isupper() else -2.0
    score += 1.0 if _paragraph_start(ctx, index) else -1.5
    if not heading:
        entry = _entry_lines(ctx, index, limit=3)
        if not entry:
            score -= 1.0
    name = heading_to_name(rest) if heading else heading_to_name(_title_of(rest))
    return _Candidate(index, key, name, rest, line.page, heading, score, title_lines)


def _is_hex(key: _Key) -> bool:
    return len(key.text) == HEX_KEY_DIGITS and key.text.isdigit()


def _follows(a: _Key, b: _Key) -> float | None:
    """How well key ``b`` continues a sequence after key ``a``: a penalty, or None."""
    if a.prefix != b.prefix:
        return None
    if _is_hex(a) and _is_hex(b):
        return 0.0 if b.number > a.number else None  # hex-crawl keys: 0101, 0104, 0203 …
    if b.number == a.number and b.suffix and b.suffix > a.suffix:
        return 0.0 if ord(b.suffix) - ord(a.suffix or "@") == 1 else 1.0
    if b.number == a.number + 1 and b.suffix in ("", "A"):
        return 0.0
    if a.number < b.number <= a.number + 3 and b.suffix in ("", "A"):
        return 1.0 * (b.number - a.number - 1)
    return None


def _too_far(a: _Candidate, b: _Candidate) -> bool:
    return b.index - a.index > MAX_KEY_GAP_LINES or b.page - a.page > MAX_KEY_GAP_PAGES


def _same_key_neighbours(candidates: Sequence[_Candidate]) -> tuple[list[int], list[int]]:
    """For each candidate, the nearest earlier and later candidate with the same key text
    and a score at least as high (less a margin); -1 / len when there is none."""
    by_key: dict[str, list[int]] = {}
    for i, cand in enumerate(candidates):
        by_key.setdefault(cand.key.text, []).append(i)
    previous_same = [-1] * len(candidates)
    next_same = [len(candidates)] * len(candidates)
    for indices in by_key.values():
        for pos, i in enumerate(indices):
            floor = candidates[i].score - SAME_KEY_MARGIN
            earlier = [k for k in indices[:pos] if candidates[k].score >= floor]
            later = [k for k in indices[pos + 1 :] if candidates[k].score >= floor]
            previous_same[i] = earlier[-1] if earlier else -1
            next_same[i] = later[0] if later else len(candidates)
    return previous_same, next_same


def _chains(candidates: Sequence[_Candidate]) -> list[list[_Candidate]]:
    """Split candidates into key sequences, best first, greedily."""
    remaining = list(candidates)
    chains: list[list[_Candidate]] = []
    while len(remaining) >= 2:
        best: list[float] = []
        back: list[int] = []
        # A sequence never jumps over another copy of either key: "3" of one list does not
        # continue to "4" of the next list when that list has its own "3" in between.
        # (Only copies set at least as strongly count: a plain step list inside a room's
        # text does not break the room key around it.)
        previous_same, next_same = _same_key_neighbours(remaining)
        for i, cand in enumerate(remaining):
            value, link = cand.score, -1
            for j in range(max(0, i - MAX_PREDECESSORS, previous_same[i] + 1), i):
                if _too_far(remaining[j], cand) or next_same[j] < i:
                    continue
                penalty = _follows(remaining[j].key, cand.key)
                if penalty is None:
                    continue
                through = best[j] + cand.score - penalty
                if through > value:
                    value, link = through, j
            best.append(value)
            back.append(link)
        end = max(range(len(remaining)), key=lambda k: best[k])
        chain_indices = [end]
        while back[chain_indices[-1]] != -1:
            chain_indices.append(back[chain_indices[-1]])
        chain_indices.reverse()
        if len(chain_indices) < 2 or best[end] <= 0:
            break
        chains.append([remaining[k] for k in chain_indices])
        taken = set(chain_indices)
        remaining = [c for k, c in enumerate(remaining) if k not in taken]
    return chains


def _section_heading(ctx: _Context, index: int) -> str:
    """The text of the nearest heading before line ``index`` that is not itself a key, when
    it is close enough to introduce the list at ``index``."""
    for j in range(index - 1, max(-1, index - 1 - SECTION_REACH), -1):
        if j in ctx.headings and _parse_key(ctx.lines[j]) is None:
            return ctx.lines[j].text
    return ""


def _intro_lines(ctx: _Context, index: int, limit: int = 8) -> list[str]:
    """The few lines just before line ``index`` (back to the previous heading)."""
    out: list[str] = []
    for j in range(index - 1, max(-1, index - 1 - limit), -1):
        out.append(ctx.lines[j].text)
        if j in ctx.headings:
            break
    return out[::-1]


def _intro_dice(ctx: _Context, index: int) -> set[int]:
    """Die sizes an introduction asks to roll or a table header names before line ``index``."""
    lines = _intro_lines(ctx, index)
    sides = {int(m.group(1)) for m in ROLL_DIE_RE.finditer(" ".join(lines))}
    sides.update(int(m.group(1)) for m in map(DIE_HEADER_RE.match, lines) if m)
    return sides


def _is_table(ctx: _Context, chain: Sequence[_Candidate]) -> bool:
    """True when a key sequence is a die table or list, not a map key."""
    first = chain[0].index
    section = _section_heading(ctx, first)
    if LOCATION_HEADING_RE.search(section) and not TABLE_HEADING_RE.search(section):
        return False
    if _intro_dice(ctx, first) & {max(c.key.number for c in chain), len(chain)}:
        return True
    return bool(TABLE_HEADING_RE.search(section))


def _ratio(ctx: _Context, chain: Sequence[_Candidate], pattern: re.Pattern[str]) -> float:
    """The share of a sequence's entries whose text matches ``pattern``."""
    hits = 0
    for cand in chain:
        hits += 1 if pattern.search(_entry_text(ctx, cand)) else 0
    return hits / len(chain)


def _keyed_starts(ctx: _Context) -> list[_Candidate]:
    candidates = [
        c
        for c in (_candidate(ctx, i) for i in range(len(ctx.lines)))
        if c is not None and c.score >= MIN_CANDIDATE_SCORE
    ]
    kept: list[list[_Candidate]] = []
    for chain in _chains(candidates):
        if _is_key(ctx, chain) and not any(_nested_in(chain, other) for other in kept):
            kept.append(chain)
    return sorted((c for chain in kept for c in chain), key=lambda c: c.index)


def _is_key(ctx: _Context, chain: Sequence[_Candidate]) -> bool:
    """True when a key sequence reads as a map key rather than a table, list or rules text.

    Heading keys (each key and title on a line of its own, in a heading style) are strong
    evidence by themselves; inline keys also need entries of some length that talk about
    places (doors, walls, corridors, dimensions …).
    """
    mean = _mean_score(chain)
    if mean < MIN_CHAIN_MEAN or _is_table(ctx, chain):
        return False
    if _ratio(ctx, chain, RULES_WORDS_RE) > MAX_RULES_RATIO:
        return False
    headings = sum(1 for c in chain if c.heading) / len(chain)
    if headings >= 0.8 and mean >= MIN_HEADING_CHAIN_MEAN:
        return True
    words = sorted(len(_entry_text(ctx, c).split()) for c in chain)
    if words[len(words) // 2] < MIN_ENTRY_WORDS:
        return False
    return _ratio(ctx, chain, PLACE_WORDS_RE) >= MIN_PLACE_RATIO


def _entry_text(ctx: _Context, cand: _Candidate) -> str:
    return cand.rest + " " + _join_lines(_entry_lines(ctx, cand.index, limit=25))


def _mean_score(chain: Sequence[_Candidate]) -> float:
    return sum(c.score for c in chain) / len(chain)


def _nested_in(chain: Sequence[_Candidate], outer: Sequence[_Candidate]) -> bool:
    """True when ``chain`` is a plainer list printed inside the span of the key ``outer``
    (the numbered steps of one room's text, not a second key)."""
    inside = outer[0].index < chain[0].index and chain[-1].index < outer[-1].index + 60
    return inside and _mean_score(chain) < _mean_score(outer) - 0.5


def _has_area_label(ctx: _Context, index: int) -> bool:
    """True when the line after heading ``index`` starts with an "Area …:" label."""
    following = index + 1
    return following < len(ctx.lines) and bool(
        AREA_LABEL_RE.match(ctx.lines[following].bold_prefix or "")
    )


def _has_prose(ctx: _Context, index: int) -> bool:
    """True when the text under heading ``index`` holds a sentence (not a table column)."""
    lines: list[TextLine] = []
    for j in range(index + 1, min(index + 30, len(ctx.lines))):
        if j in ctx.headings and not AREA_LABEL_RE.match(ctx.lines[j].bold_prefix or ""):
            break
        lines.append(ctx.lines[j])
    text = _join_lines(lines, ctx.body_size)
    first = [len(line.text.split()) for line in lines[:3]]
    if not first or sum(first) / len(first) < MIN_PROSE_LINE_WORDS:
        return False  # a table column: one or two words a line
    return len(text.split()) >= MIN_PROSE_WORDS and bool(re.search(r"[a-z]{2}[.!?]", text))


def _named_starts(ctx: _Context, keyed: Sequence[_Candidate]) -> list[_Candidate]:
    """Headings under a locations heading, or headings followed by an "Area …:" label."""
    keyed_lines = {c.index + k for c in keyed for k in range(c.title_lines)}
    heading_list = sorted(ctx.headings)
    labelled: Counter[tuple[float, bool]] = Counter()
    for i in heading_list:
        if _has_area_label(ctx, i):
            labelled[_heading_level(ctx.lines[i])] += 1
    keyed_starts = sorted(c.index for c in keyed)
    found: list[_Candidate] = []
    parent: tuple[float, bool] | None = None
    parent_index = -1
    for i in heading_list:
        if i in keyed_lines or _parse_key(ctx.lines[i]) is not None:
            continue
        line = ctx.lines[i]
        level = _heading_level(line)
        has_label = _has_area_label(ctx, i)
        if parent is not None and level >= parent:
            parent = None
        if LOCATION_HEADING_RE.search(line.text) and not TABLE_HEADING_RE.search(line.text):
            parent, parent_index = level, i
            continue
        under_parent = parent is not None and level < parent
        if under_parent and any(parent_index < k < i for k in keyed_starts):
            continue  # a sub-heading inside a keyed area of this section
        if line.text.rstrip().endswith((".", ":")):
            continue  # a run-in label, not a place name
        named = under_parent or (has_label and labelled[level] >= 2 and parent is None)
        if named and _has_prose(ctx, i):
            name = heading_to_name(line.text)
            key = _Key("", "", 0, "")
            found.append(_Candidate(i, key, name, "", line.page, True, 0.0))
    return found


def _area_end(ctx: _Context, start: _Candidate, next_start: int | None) -> int:
    """The index after an area's last line."""
    limit = next_start if next_start is not None else len(ctx.lines)
    level = _heading_level(ctx.lines[start.index])
    key_size = ctx.lines[start.index].size
    for j in range(start.index + start.title_lines, limit):
        if _starts_stat_summary(ctx, j, key_size):
            return j
        if j not in ctx.headings:
            continue
        line = ctx.lines[j]
        if line.text.rstrip().endswith((".", ":")) and line.size < key_size + 0.8:
            continue  # a run-in label inside the area ("Treasure.", "Development:")
        if not start.heading or _heading_level(line) >= level:
            return j
    return limit


def _starts_stat_summary(ctx: _Context, index: int, key_size: float) -> bool:
    """True for the first line of a separate box of game statistics set in a smaller type
    than the area text (a one-page dungeon's monster summary), which ends an inline area."""
    line, previous = ctx.lines[index], ctx.lines[index - 1]
    if line.block == previous.block or line.size > key_size - SMALLER_TYPE:
        return False
    return bool(STAT_LINE_RE.search(line.text))


def _area_source(ctx: _Context, file: str, start: int, end: int) -> Source:
    first = ctx.lines[start]
    box: BBox = first.bbox
    for line in ctx.lines[start:end]:
        if line.page == first.page and line.column == first.column:
            box = box.union(line.bbox)
    return Source(file, first.page, box)


def _statblocks_inside(
    ctx: _Context, statblocks: Sequence[StatBlock], start: int, end: int
) -> tuple[str, ...]:
    lines = ctx.lines[start:end]
    names: list[str] = []
    for block in statblocks:
        box = block.source.bbox
        for line in lines:
            if line.page != block.page:
                continue
            if box is None:
                break  # a block without a position cannot be placed in an area
            if (
                line.bbox.top <= box.top + 2 <= line.bbox.bottom + 2
                and line.bbox.x0 - 2 <= box.x0 <= line.bbox.x1
            ):
                names.append(block.name)
                break
    return tuple(dict.fromkeys(names))


def _build_area(
    ctx: _Context,
    document: Document,
    start: _Candidate,
    end: int,
    statblocks: Sequence[StatBlock],
    known_names: tuple[str, ...],
) -> Area:
    body_lines = ctx.lines[start.index + start.title_lines : end]
    text = _join_lines(body_lines, ctx.body_size)
    name = start.name
    if not start.heading:
        text = (start.rest + " " + text).strip()
        name = heading_to_name(_title_of(text))
    source = _area_source(ctx, document.file, start.index, end)
    mention_text = text if name in text else f"{name}. {text}"
    creatures = text_to_creatures(mention_text, source, known_names)
    return Area(
        key=start.key.text or None,
        name=name,
        page=ctx.lines[start.index].page,
        text=text,
        source=source,
        creatures=creatures,
        statblocks=_statblocks_inside(ctx, statblocks, start.index, end),
    )


def find_areas(
    document: Document, statblocks: Sequence[StatBlock]
) -> tuple[tuple[Area, ...], tuple[Problem, ...]]:
    """Find the keyed and named areas of ``document`` in reading order.

    ``statblocks`` are the stat blocks found in the same document: their names become known
    creature names, and those printed inside an area are linked by name.
    """
    ctx = _context(document)
    if not ctx.lines:
        return (), ()
    keyed = _keyed_starts(ctx)
    starts = sorted([*keyed, *_named_starts(ctx, keyed)], key=lambda c: c.index)
    known_names = tuple(dict.fromkeys(name_to_singular(b.name) for b in statblocks))
    areas: list[Area] = []
    for position, start in enumerate(starts):
        following = starts[position + 1].index if position + 1 < len(starts) else None
        end = _area_end(ctx, start, following)
        areas.append(_build_area(ctx, document, start, end, statblocks, known_names))
    problems = _problems(document, areas)
    return tuple(areas), problems


def _missing_keys(before: str, after: str) -> list[str]:
    """Plain numeric keys skipped between two consecutive keys ("3", "6" -> ["4", "5"])."""
    short = len(before) < HEX_KEY_DIGITS and len(after) < HEX_KEY_DIGITS
    if short and before.isdigit() and after.isdigit() and 1 < int(after) - int(before) <= 3:
        return [str(n) for n in range(int(before) + 1, int(after))]
    return []


def _problems(document: Document, areas: Sequence[Area]) -> tuple[Problem, ...]:
    problems: list[Problem] = []
    if not areas and document.lines:
        problems.append(
            Problem(document.file, None, "areas-none", "info", "no keyed or named areas found")
        )
    seen: Counter[str] = Counter(a.key for a in areas if a.key)
    for key, times in sorted(seen.items()):
        if times > 1:
            problems.append(
                Problem(
                    document.file,
                    None,
                    "area-duplicate-key",
                    "info",
                    f"area key {key} is used by {times} areas",
                )
            )
    keyed = [a for a in areas if a.key]
    for before, after in zip(keyed, keyed[1:], strict=False):
        missing = _missing_keys(before.key or "", after.key or "")
        if missing:
            problems.append(
                Problem(
                    document.file,
                    after.page,
                    "area-key-gap",
                    "warning",
                    f"no area keyed {', '.join(missing)} between {before.key} and {after.key}",
                )
            )
    for area in areas:
        if not area.text:
            problems.append(
                Problem(
                    document.file,
                    area.page,
                    "area-empty",
                    "info",
                    f"area {area.name!r} has no text",
                )
            )
    return tuple(problems)
