"""Numbered area key candidates: a line that opens with a key, read with its title and
scored by typography (a bold or heading key, a capital after it, a paragraph start), for
``areas_keys`` to chain into sequences and judge."""

from __future__ import annotations

import re

from converter.detect.areas_capitals import parse_key_in
from converter.detect.areas_common import (
    LOCATION_HEADING_RE,
    MAX_HEADING_WORDS,
    SMALL_WORDS,
    TABLE_HEADING_RE,
    Candidate,
    Context,
    Key,
    capitals_end,
    ends_in_leader,
    entry_lines,
    key_slip_read,
    keys_only,
    paragraph_start,
    parse_key,
    parse_key_text,
    title_of,
    wrapped_heading_lines,
)
from converter.detect.areas_header_cells import column_header
from converter.detect.areas_heading_text import (
    heading_to_name,
    small_caps_to_text,
)
from converter.detect.areas_key_after import KEY_AFTER, key_after_name, keys_a_heading
from converter.detect.ocr_slips import read_caps_key_slip
from converter.detect.statblock_common import SYSTEM_LABEL, is_plural
from converter.detect.statline import find_fields, find_statlines
from converter.ruledata import load_lexicon

_WORDS = load_lexicon("area_keys")  # vocabulary: rules/lexicon/area_keys.yaml
# "roll a d10", "Roll 1d8 on the table below"; a line that opens with a die is a table header.
ROLL_DIE_RE = re.compile(_WORDS["roll_die"], re.IGNORECASE)
# The plural forms first ("AREAS 5–6:"), so the whole word goes before the key is compared.
_LABEL_WORDS = [*_WORDS["run_label_words"], *_WORDS["key_label_words"]]
KEY_LABEL_RE = re.compile("^(?:" + "|".join(map(re.escape, _LABEL_WORDS)) + ")")
TITLE_RE = re.compile(r"^([^.!?:]{1,60})(?:[.:]|\s[—–])\s")  # "Guard Room.", "Dove Cote —"
TITLE_WORDS = 5  # a first sentence this short is the entry's title
STAT_PROBE_CHARS = 24  # the start of a key's text read for a stat field
KEY_TITLE_GAP_EM = 1.5  # a lone key's title line starts at most this far under it
KEY_OPENERS = "(["  # brackets opening a key printed inside them ("(3) Guard Post.")
LEAD_SEPARATORS = (":", ".", "—", "–")  # what ends a run-in lead ("Rm 5 BISHOP'S STAIR:")
LEAD_SIZE_SLACK = 0.5  # points: a run-in lead is set in its paragraph's size
KEY_LEADER = "leader between key and name"  # the evidence of a name set after a leader
# The tail of a leader broken at a line's end: its marks at the next line's start, each
# parted from the next by at most one space of any width, then a space before the name.
_LEADER_TAIL_MARKS = "".join(load_lexicon("key_shapes")["leader_marks"])
_LEADER_TAIL_RE = re.compile(
    rf"[{re.escape(_LEADER_TAIL_MARKS)}](?:[ \u2009\u200a\u202f]?[{re.escape(_LEADER_TAIL_MARKS)}])*\s+"
)


def _key_only_heading(ctx: Context, index: int) -> bool:
    """True when line ``index`` is a lone key in a heading style followed by a title line.
    A bare key printed on a map is followed in reading order by whatever comes next on the
    page: a heading over the key of places ("Area Key", "Level 0") or over a table
    ("Wandering Monsters (roll d8 …)") further away, neither right under the key nor beside
    it on its row, is no title of the label's; nor, wherever it stands, is a line that opens
    with a key of its own ("C5" / "C3 Smoke Hole"): that line is the next entry's head, nor a
    table's header cell ("d6 | Rumour", ``column_header``). Nor is a line of another column
    that is not beside the key on its row: a label alone in its column (a map's pin read as
    a column of its own) has no title, and the next column's heading ("0C" / "THE RUINS")
    heads that column's text."""
    line = ctx.lines[index]
    if index + 1 >= len(ctx.lines) or not (line.bold or ctx.is_larger(line.size)):
        return False
    title = ctx.lines[index + 1]
    size = max(line.size, title.size)
    under = title.column == line.column and (
        title.bbox.top - line.bbox.bottom <= KEY_TITLE_GAP_EM * size
    )
    beside = abs(title.bbox.top - line.bbox.top) <= 0.5 * size and title.bbox.x0 >= line.bbox.x1
    heads_other = announces_places(title.text) or bool(ROLL_DIE_RE.search(title.text))
    far_in_own_column = title.column == line.column and not heads_other
    return (
        title.page == line.page
        and (under or beside or far_in_own_column)
        and parse_key(title) is None
        and (title.bold or ctx.is_larger(title.size))
        and 0 < len(title.text.split()) <= MAX_HEADING_WORDS
        and not column_header(ctx, index + 1)
    )


def _title_cased(text: str) -> bool:
    """True when most words of ``text`` but the small ones are capitalised: a heading
    wrapped over lines reads as a title ("The Drowned Chapel of" / "the Lantern Saint"), a
    list item's sentence does not ("Smugglers used the halls until a" / "sickness …")."""
    words = [w for w in text.split() if w.lower() not in SMALL_WORDS and w[:1].isalpha()]
    return 2 * sum(1 for w in words if w[:1].isupper()) >= len(words)


def _sentence_runs_on(ctx: Context, index: int) -> bool:
    """True when the sentence of line ``index`` goes on in the next line of its paragraph
    (no stop at its end, the next line starts in lower case or with a number that is no
    key, "… a reward of" / "200 gp for …"): the first line of a list
    item ("1. Smugglers used the halls until a" / "sickness …"), not a heading, however
    large it is set. (A heading wrapped in its own style is read whole before this is
    asked: ``index`` is its last line.)"""
    if index + 1 >= len(ctx.lines):
        return False
    line, following = ctx.lines[index], ctx.lines[index + 1]
    if (following.page, following.column, following.block) != (line.page, line.column, line.block):
        return False
    text = line.text.rstrip()
    if capitals_end(line.text, following.text):
        return False  # "5. BELL LOFT" / "c0bwebs hang …": the capitals were a title
    start = following.text.lstrip()[:1]
    parsed = parse_key(following) if start.isdigit() else None
    goes_on = start.islower() or (start.isdigit() and (parsed is None or parsed[1][:1].islower()))
    return goes_on and not text.endswith((".", "!", "?", ":", ";"))


def _bold_key_ends_line(ctx: Context, index: int, key: Key) -> bool:
    """True when line ``index`` is only a bold key and its entry goes on in the next line of
    the same paragraph: a key run on inside a paragraph, set at the end of a line."""
    line = ctx.lines[index]
    if index + 1 >= len(ctx.lines) or index + 1 in ctx.headings:
        return False
    following = ctx.lines[index + 1]
    same = (following.page, following.column, following.block) == (
        line.page,
        line.column,
        line.block,
    )
    packed = re.sub(r"\s+", "", small_caps_to_text(line.bold_prefix)).upper()
    return same and bool(packed) and bare_key(packed) == key.text and following.text.strip() != ""


def _runs_on_after_title(rest: str) -> bool:
    """True when a key's text goes on after a short title on its own line ("Pike Store:
    Dark, damp. 40 sp."): a terse entry whole on its line has text, though no line follows."""
    title = TITLE_RE.match(rest + " ")
    return (
        title is not None
        and len(title.group(1).split()) <= TITLE_WORDS
        and len(rest[title.end() :].split()) >= 2
    )


def bare_key(lead: str) -> str:
    """A key lead without the marks set around or after it ("(3)", "3.", "3:" → "3")."""
    return lead.lstrip(KEY_OPENERS).rstrip(".:)]")


def _whole_sentence(text: str) -> bool:
    """True when a key's text is one whole sentence ("1. Smugglers used the lower halls until
    a sickness emptied them."): a numbered fact or rule, however its line is set, where a
    heading names a place in a few words."""
    words = text.split()
    lower = sum(1 for word in words if word[:1].islower())
    return text.rstrip().endswith((".", "!", "?")) and len(words) > TITLE_WORDS and lower >= 3


_COUNTED_THINGS = re.compile(r"[a-z][a-z’'-]*[.:]?")
_COUNTED_LABEL = re.compile(r"(?P<label>(?:[A-Za-z][\w’'-]*\s+){0,3}[A-Za-z][\w’'-]*s)\s+")


def opens_with_stat(rest: str) -> bool:
    """True when the text after a number opens with a stat field ("–2 Dex 6 …", a signed
    modifier in an ability grid), or with a plural creature name and then its stat line,
    maybe in brackets ("8 Mud Mephits AC 7 · HD 2 · …", "2 Zombies (AC 8 HD 2 hp 8,11)"):
    the number is a game statistic or a count, not a key. So is a lone plural noun in lower
    case ("5 comments:", "12 replies"): a count of things, where a key's name is a title."""
    if _COUNTED_THINGS.fullmatch(rest.strip()) and is_plural(rest.strip().rstrip(".:")):
        return True
    probe = rest[: STAT_PROBE_CHARS * 2]
    fields = find_fields(probe[:STAT_PROBE_CHARS])
    if fields and fields[0].start == 0:
        return True
    label = _COUNTED_LABEL.match(probe)
    if label is None or not is_plural(label.group("label").split()[-1]):
        return False
    lines = find_statlines(probe)
    start = label.end() + (1 if probe[label.end() : label.end() + 1] in ("(", "[") else 0)
    return bool(lines) and lines[0].start == start


def system_label_line(ctx: Context, index: int) -> bool:
    """True when a line opens with a game-system label and runs on into a stat line within a
    name's length ("5E Vine Horrors (5): AC 13, HP 7 …"): the label names the rules the line
    is for, so its "5E" is no key and the line no heading. A stat line wraps where its column
    ends, maybe before its first statistic or after one ("5E Mercenaries" / "(6): AC 14, HP
    …", "5e: Ghouls (2): AC 13, HP" / "17 (2d8 + 8), …"): read with the next line of its
    paragraph, it is the same stat line."""
    text = ctx.lines[index].text
    label = SYSTEM_LABEL.match(text)
    if label is None:
        return False
    if index + 1 < len(ctx.lines):
        line, following = ctx.lines[index], ctx.lines[index + 1]
        if (following.page, following.column, following.block) == (
            line.page,
            line.column,
            line.block,
        ):
            text = f"{text.rstrip()} {following.text.strip()}"
    lines = find_statlines(text[label.end() :])
    return bool(lines) and lines[0].start <= STAT_PROBE_CHARS * 2


# A name of one capital letter is none: a compass point ("N" of a north arrow) or a grid letter
# set beside or under a map's label, never a place's name.
_LONE_LETTER_RE = re.compile(r"[A-Z]\.?")


def key_candidate(ctx: Context, index: int) -> Candidate | None:
    line = ctx.lines[index]
    if system_label_line(ctx, index):
        return None
    parsed = parse_key_in(ctx, index)
    if parsed is None:
        return _key_after_candidate(ctx, index)
    if keys_a_heading(ctx, index):
        return None  # a number flush right on a heading's row is that heading's key
    key, rest, punct = parsed
    title_lines = 1
    continued = False
    tail = "" if rest else _name_after_leader_tail(ctx, index)
    if tail:
        # "3 . . . . . . . . ." / ". . Chapter Steps": the leader ran on past the line's end
        rest, title_lines = tail, 2
        if _leader_name_wraps(ctx, index + 1, rest):  # … and the name past that line's
            rest, title_lines = f"{rest} {ctx.lines[index + 2].text.strip()}", 3
    key_alone = not rest and _key_only_heading(ctx, index)
    if key_alone:
        # the key stands alone ("12" set large or bold); the title is the next line
        rest, title_lines = ctx.lines[index + 1].text.strip(), 2
    elif not rest and _bold_key_ends_line(ctx, index, key):
        # a run-on key at the end of a line ("… the room. **05.08**" / "Mill Race. Four …")
        rest, title_lines, continued = ctx.lines[index + 1].text.strip(), 2, True
    leader = _after_leader(line.text, rest)  # the name ends its line: the leader fills it
    if leader and not tail and _leader_name_wraps(ctx, index, rest):
        # "4 . . . . . . Collapsed" / "Cloister": the leader pushed the name's end over
        rest, title_lines = f"{rest} {ctx.lines[index + 1].text.strip()}".strip(), 2
    wrapped_lead = bool(rest) and _lead_wraps(ctx, index, rest)
    typed_lead = ""  # a wrapped bold lead the change of type ends, no separator: the name
    if wrapped_lead:
        # a run-in lead wrapped to the next line ("Rm 5 BISHOP'S" / "STAIR: Soot-black …")
        # goes on to its separator: the key's text is both lines, read as one run-in entry
        typed_lead = _typed_lead_rest(ctx, index)
        typed_lead = f"{rest} {typed_lead}" if typed_lead else ""
        rest, title_lines = f"{rest} {ctx.lines[index + 1].text.strip()}", 2
    if not rest or not rest[0].isalpha() or (key.number == 0 and not key.suffix):
        return None
    if _LONE_LETTER_RE.fullmatch(rest.strip()):
        return None  # "8" / "N": a map's label and its north arrow, no place's name
    if keys_only(rest) or opens_with_stat(rest):
        return None
    wrapped = 0
    if (index in ctx.headings or key_alone) and not wrapped_lead:
        # a key alone on its line ("8." / "Cartographer's" / "Study") is no heading line of
        # its own (no letters), but its title line is, and may wrap as any heading does
        wrapped = wrapped_heading_lines(ctx, index + title_lines - 1)
        more = ctx.lines[index + title_lines : index + title_lines + wrapped]
        rest = " ".join([rest, *(following.text.strip() for following in more)])
        title_lines += wrapped
    heading = (
        not continued
        and not wrapped_lead
        and (index in ctx.headings or key_alone)
        and len(rest.split()) <= MAX_HEADING_WORDS
        and not _whole_sentence(rest)
        and not _sentence_runs_on(ctx, index + title_lines - 1)
        and (wrapped == 0 or _title_cased(rest))
    )
    bold_prefix = line.bold_prefix.strip()
    if index in ctx.slip_keys:  # "L. WELL HOUSE": the key its sequence reads is set bold
        bold_prefix = read_caps_key_slip(bold_prefix)
    bold_prefix = key_slip_read(small_caps_to_text(bold_prefix))
    packed = re.sub(r"\s+", "", bold_prefix).upper()
    packed = _without_key_word(KEY_LABEL_RE.sub("", packed), ctx.key_words).lstrip(KEY_OPENERS)
    key_bold = bool(packed) and (packed.startswith(key.text) or _bold_numeral(packed, key))
    score = 0.0
    score += 2.0 if key_bold else 0.0
    score += 1.0 if heading else 0.0
    score += 0.5 if punct else 0.0
    score += 1.0 if rest[0].isupper() else -2.0
    score += 1.0 if paragraph_start(ctx, index) else -1.5
    # whether any line follows as the key's entry: the first line decides (entry_lines stops
    # there or keeps it), so one is read, not three
    if not heading and not entry_lines(ctx, index, limit=1) and not _runs_on_after_title(rest):
        score -= 1.0  # a key with nothing under it and no text after its title
    lead = "" if heading else _bold_lead_title(ctx, index, key, rest)
    lead = typed_lead or (rest if leader and not heading else lead)
    name = _without_own_subkeys(heading_to_name(lead or (rest if heading else title_of(rest))), key)
    return Candidate(
        index,
        key,
        name,
        rest,
        line.page,
        heading,
        score,
        title_lines,
        evidence=(KEY_LEADER,) if leader and rest else (),
        fixed_name=bool(lead),
    )


def _key_after_candidate(ctx: Context, index: int) -> Candidate | None:
    """A heading line that names the place first and prints its key after the name ("Prior's
    Cell — 7", ``areas_key_after``): scored as a bold heading key with its stop, since the
    key is set in the heading's type and apart from the name as a stop sets it."""
    after = key_after_name(ctx, index)
    if after is None:
        return None
    key, name, title_lines = after
    line = ctx.lines[index]
    score = 2.0 + 1.0 + 0.5 + 1.0 + (1.0 if paragraph_start(ctx, index) else -1.5)
    return Candidate(
        index,
        key,
        name,
        name,
        line.page,
        True,
        score,
        title_lines,
        evidence=(KEY_AFTER,),
        fixed_name=True,
    )


# A bracket of keys after a name: "(6a–6c)", "(4.1-4.3)", "(12A, 12B)"
_SUBKEY_BRACKET_RE = re.compile(
    r"\s*[(\[](?P<keys>\d{1,3}(?:\.\d{1,2}|[A-Za-z])(?:\s*[-–—,]\s*\d{1,3}(?:\.\d{1,2}|[A-Za-z]))+)[)\]]$"
)


def _without_own_subkeys(name: str, key: Key) -> str:
    """A name without the bracket of its own area's sub-keys after it ("Undercroft (6a–6c)"
    for key 6 is "Undercroft"): the bracket points to the entries that follow, as a map's
    "see 6a–6c" does, and is no part of the place's name. A bracket of other keys stays."""
    match = _SUBKEY_BRACKET_RE.search(name)
    if match is None or key.suffix or key.prefix:
        return name
    numbers = re.findall(r"(\d{1,3})(?:\.\d|[A-Za-z])", match.group("keys"))
    if not numbers or any(int(number) != key.number for number in numbers):
        return name
    return name[: match.start()].rstrip() or name


def _without_key_word(packed: str, words: frozenset[str]) -> str:
    """A bold lead packed in capitals ("DAY14—CHAPEL") without the document's own key word
    before its number (``Context.key_words``): the word labels the key, as "AREA" does."""
    for word in words:
        head = word.upper()
        if packed.startswith(head) and packed[len(head) :].lstrip(".")[:1].isdigit():
            return packed[len(head) :].lstrip(".")
    return packed


def _capitals_lead(line_text: str) -> str:
    """The words in capitals a line opens with (a run-in lead set in capitals), up to a
    spaced dash that ends them."""
    words: list[str] = []
    for word in line_text.split():
        letters = [c for c in word if c.isalpha()]
        if word in LEAD_SEPARATORS:
            return " ".join([*words, word])  # a spaced dash ends the lead ("ST HOBB —")
        if not letters or any(c.islower() for c in letters):
            break
        words.append(word)
    return " ".join(words)


def _after_leader(printed: str, rest: str) -> bool:
    """True when a key line's ``rest`` (its name, or nothing) comes after a leader."""
    text = small_caps_to_text(printed.strip())
    return ends_in_leader(text[: len(text) - len(rest)] if rest and text.endswith(rest) else text)


def _leader_name_wraps(ctx: Context, index: int, rest: str) -> bool:
    """True when the key line at ``index``, its name after a leader ("4 . . . . .
    Collapsed", or the leader alone: "3 . . . . . . .") and the name goes on at the next
    line: a leader fills the line up to the name, so a name too long for what is left wraps
    whole or in part to the next line, set in the name's type (bold throughout) and short,
    with no sentence in it. Prose under the heading is in the body's type."""
    if index + 1 >= len(ctx.lines):
        return False
    line, following = ctx.lines[index], ctx.lines[index + 1]
    if (following.page, following.block) != (line.page, line.block):
        return False
    if rest and not (line.spans and line.spans[-1].bold):
        return False  # the name on the key line is not in the type the next line is in
    words = following.text.split()
    return (
        following.bold
        and abs(line.size - following.size) <= LEAD_SIZE_SLACK
        and 0 < len(words) + len(rest.split()) <= MAX_HEADING_WORDS
        and parse_key(following) is None
        and not _whole_sentence(following.text.strip())
    )


def _name_after_leader_tail(ctx: Context, index: int) -> str:
    """The name on the line after the key line at ``index`` when that line holds only its
    key and a leader that ran on past the line's end: the next line of the paragraph, in the
    key line's size, opens with the leader's tail (one or more of its marks) and the name
    follows it in the name's type (bold), short and no sentence ("3 . . . . . . . . ." /
    ". . Chapter Steps"). A leader is filler however it is broken, so its tail is no part
    of the name; "" when the next line is not so set."""
    if index + 1 >= len(ctx.lines) or not ends_in_leader(ctx.lines[index].text.strip()):
        return ""
    line, following = ctx.lines[index], ctx.lines[index + 1]
    if (following.page, following.block) != (line.page, line.block):
        return ""
    if abs(line.size - following.size) > LEAD_SIZE_SLACK:
        return ""
    text = following.text.strip()
    tail = _LEADER_TAIL_RE.match(text)
    if tail is None:
        return ""
    name = text[tail.end() :]
    plain = "".join(span.text for span in following.spans if not span.bold)
    if plain.strip(_LEADER_TAIL_MARKS + " \u2009\u200a\u202f"):
        return ""  # some of the name is set in the body's type: no heading's name
    if not name[:1].isalpha() or len(name.split()) > MAX_HEADING_WORDS:
        return ""
    return "" if _whole_sentence(name) or parse_key(following) is not None else name


def _lead_wraps(ctx: Context, index: int, rest: str) -> bool:
    """True when the key line at ``index`` holds only the start of a run-in lead that goes
    on at the next line of its paragraph: the key's text is set whole in the lead's type
    (bold, or capitals) and stops with no separator, and the next line opens in that type
    with a few words ending in one, then running text ("Rm 5 BISHOP'S" / "STAIR: Soot-black
    pillars …"). A lead in capitals ends with its separator, not with its line."""
    if index + 1 >= len(ctx.lines) or rest.rstrip().endswith(LEAD_SEPARATORS):
        return False
    line, following = ctx.lines[index], ctx.lines[index + 1]
    if (following.page, following.block) != (line.page, line.block):
        return False
    if abs(line.size - following.size) > LEAD_SIZE_SLACK:
        return False  # a heading over its text, not a lead running into it
    bold = bool(line.bold_prefix) and len(line.bold_prefix) >= len(line.text.strip())
    if not bold and _capitals_lead(rest) != rest.strip():
        return False  # the key's text is not all lead: a title and its sentence
    text = following.text.strip()
    lead = following.bold_prefix if bold else _capitals_lead(text)
    return (
        any(c.isalpha() for c in lead)
        and (lead.endswith(LEAD_SEPARATORS) or bool(_typed_lead_rest(ctx, index)))
        and len(lead) < len(text)
        and len(f"{rest} {lead}".split()) <= TITLE_WORDS
    )


def _typed_lead_rest(ctx: Context, index: int) -> str:
    """The rest of a bold run-in lead that the key line at ``index`` (bold throughout) does
    not hold, when the next line opens with it in bold and goes on in roman with no
    separator ("**2 Cage**" / "**Room** Knee-deep mud."): the change of type ends the lead
    as a stop would (``_bold_lead_title``); else ""."""
    if index + 1 >= len(ctx.lines):
        return ""
    line, following = ctx.lines[index], ctx.lines[index + 1]
    if not line.bold_prefix or len(line.bold_prefix) < len(line.text.strip()):
        return ""
    lead = small_caps_to_text(following.bold_prefix).strip()
    text = following.text.strip()
    if not lead[:1].isupper() or len(lead) >= len(text) or lead.endswith(LEAD_SEPARATORS):
        return ""
    return lead if text[len(lead) :][:1].isspace() else ""


def _bold_lead_title(ctx: Context, index: int, key: Key, rest: str) -> str:
    """The title of an inline key set in its bold run-in lead, when the lead ends before the
    title read from the punctuation does ("**③ Bakery** Walls covered in scratches." is
    "Bakery": the change of type sets the name apart as a stop would); else ""."""
    line = ctx.lines[index]
    if len(line.bold_prefix) >= len(line.text.strip()):
        return ""  # no change of type on the line: a bold heading, maybe wrapped
    parsed = parse_key_in(ctx, index, small_caps_to_text(line.bold_prefix))
    if parsed is None or parsed[0] != key:
        return ""
    lead = parsed[1].strip(" .:;,—–")
    short = lead[:1].isupper() and len(lead.split()) <= TITLE_WORDS
    if short and rest.startswith(lead) and len(lead) < len(title_of(rest)):
        return lead
    return ""


def _bold_numeral(packed: str, key: Key) -> bool:
    """True when a bold lead opens with the key printed as one numeral glyph ("③" for 3)."""
    parsed = parse_key_text(packed[:1] + " x")
    return parsed is not None and parsed[0] == key and packed[:1] != key.text[:1]


def announces_places(heading: str) -> bool:
    """True for a heading about places ("Hex Key", "Locations"), not a table ("Random
    Rooms")."""
    return bool(LOCATION_HEADING_RE.search(heading)) and not TABLE_HEADING_RE.search(heading)
