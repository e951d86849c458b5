"""Parser for 5e stat blocks, 2014 (``Armor Class 17``) and 2024 (``AC 15 Initiative +2``).

A block is anchored on its size/type line ("Large aberration, lawful evil") followed within a
few lines by an armor-class line; the name is the line just above the size/type line. The
block runs until the next block's name, or a heading that is not one of the block's own
section headings (Actions, Reactions ...).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from converter.detect.areas_common import parse_key_text
from converter.detect.statblock_common import (
    clean_name,
    clean_text,
    dice_text,
    int_or_none,
    join_lines,
    lines_source,
)
from converter.detect.statblocks_5e_split import (
    Head,
    challenge_tails,
    give_tails,
    orphan_bodies,
    pair_halves,
    set_together,
)
from converter.detect.vertical_field_lines import prints_hit_dice
from converter.models import Document, Feature, Problem, StatBlock, TextLine
from converter.ruledata import load_lexicon

_WORDS = load_lexicon("stat_words")
_SIZES = "|".join(_WORDS["sizes_5e"])
_SIZE_TYPE = re.compile(
    rf"^(?P<size>{_SIZES})(?:\s+or\s+(?:{_SIZES}))?\s+(?P<type>[A-Za-z][\w-]*)(?P<rest>[^,]*)"
    r"(?:,\s*(?P<align>.+))?$",
    re.IGNORECASE,
)
_AC = re.compile(r"^(?:Armou?r Class|AC)\s*:?\s*(?P<ac>-?\d+)")
_HP = re.compile(r"^(?:Hit ?Points?(?: ?s)?|HP)\b\s*:?\s*(?P<hp>\d+)?\s*(?:\((?P<dice>[^)]*)\))?")
_CR = re.compile(
    r"^(?:Challenge(?: Rating)?|CR)\s*:?\s*(?P<cr>\d+\s*/\s*\d+|\d+|[½¼⅛]|[—–-]+)"
    r"\s*(?:\((?P<paren>[^)]*)\)?)?"
)
_XP = re.compile(r"(?:XP\s*(?P<a>[\d,]+)|(?P<b>[\d,]+)\s*XP)")
# Each key of a 5e block's header, its pattern and whether a compact block may run it together
# with the next key on one line ("Armor Class 15 · Hit Points 11 (2d8 + 2) · Speed 30 ft.").
_HEADER_KEY_TEXTS: tuple[tuple[str, str, bool], ...] = (
    ("ac", r"Armou?r Class|AC", True),
    ("hp", r"Hit ?Points?(?: ?s)?|HP", True),
    ("speed", r"Speed", True),
    ("abilities", r"STR\s+DEX|MOD\s+SAVE|Str\s+\d+", False),
    ("saves", r"Saving Throws|Saves", False),
    ("skills", r"Skills", False),
    ("vulnerabilities", r"Damage Vulnerabilities|Vulnerabilities", False),
    ("resistances", r"Damage Resistances|Resistances", False),
    ("condition_immunities", r"Condition Immunities", False),
    ("immunities", r"Damage Immunities|Immunities", False),
    ("gear", r"Gear", False),
    ("senses", r"Senses", False),
    ("languages", r"Languages", False),
    ("challenge", r"Challenge|CR", True),
    ("pb", r"Proficiency Bonus", False),
)
_HEADER_KEYS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (key, re.compile(rf"^(?:{pattern})\b\s*:?\s*", re.IGNORECASE))
    for key, pattern, _ in _HEADER_KEY_TEXTS
)
_ABILITY_ROW = re.compile(
    rf"^[\d\s()+\-−–—]+$|^(?:{'|'.join(_WORDS['abilities_5e'])})\s+\d", re.IGNORECASE
)
SECTIONS: dict[str, str] = dict(_WORDS["sections_5e"])
# Sub-headings of a spell list, printed bold or italic like feature names.
_SPELL_LEVEL = re.compile(_WORDS["spell_levels_5e"], re.I)
_PLAIN_FEATURE = re.compile(r"^(?P<name>[A-Z][\w’'-]*(?: [\w’'/()-]+){0,5}?)\. (?=[A-Z])")
_LOOKAHEAD = 4
# Ability scores ("7 (-2) 12 (+1) …") set on the name's baseline in the next column ran into
# the name line: no name holds a score with its modifier.
_ABILITY_TAIL = re.compile(r"\s+\d+\s*\([+\-−–]\d+\).*$")


@dataclass(frozen=True)
class _Anchor:
    name_index: int | None
    type_index: int  # the size/type line, or the AC line when the block prints none
    ac_index: int


def _size_type_at(lines: Sequence[TextLine], index: int) -> re.Match[str] | None:
    text = clean_text(lines[index].text).strip()
    if text.endswith(",") and index + 1 < len(lines) and not _AC.match(lines[index + 1].text):
        # a narrow column wraps the type line after its comma: "Medium Humanoid," / "Neutral Evil"
        text = f"{text} {clean_text(lines[index + 1].text).strip()}"
    if len(text) > 90:
        return None
    return _SIZE_TYPE.match(text)


def _find_anchors(lines: Sequence[TextLine]) -> list[_Anchor]:
    anchors: list[_Anchor] = []
    for index, line in enumerate(lines):
        if not _AC.match(clean_text(line.text).strip()):
            continue
        for type_index in range(index - 1, max(-1, index - _LOOKAHEAD), -1):
            if _size_type_at(lines, type_index):
                anchors.append(_Anchor(_name_index(lines, type_index), type_index, index))
                break
        else:
            # Some NPC blocks print no size/type line: "Armor Class 12" then "Hit Points 9 (2d8)"
            # (never a "Hit Dice" line between: that is an old-school block's, one field a line).
            name_index = _name_index(lines, index)
            below = lines[index + 1 : index + 3]
            if (
                name_index is not None
                and _looks_like_title(lines[name_index], line.size)
                and any(_hit_points_line(line) for line in below)
                and not any(prints_hit_dice(clean_text(line.text).strip()) for line in below)
            ):
                anchors.append(_Anchor(name_index, index, index))
    return anchors


def _hit_points_line(line: TextLine) -> bool:
    match = _HP.match(clean_text(line.text).strip())
    return bool(match and match.group("hp"))


def _looks_like_title(line: TextLine, body: float) -> bool:
    text = line.text.strip()
    return text[:1].isupper() and (line.bold or line.size >= body + 1.0)


def _name_index(lines: Sequence[TextLine], type_index: int) -> int | None:
    if type_index == 0:
        return None
    candidate = lines[type_index - 1]
    text = candidate.text.strip()
    if not text or len(text) > 70 or text.endswith((".", ",", ";", ":")):
        return None
    index = type_index - 1
    if index > 0 and _continues_name(lines[index - 1], candidate):
        return index - 1  # a long name wrapped onto two lines ("Ancient Brass" / "Dragon")
    return index


def _continues_name(upper: TextLine, lower: TextLine) -> bool:
    text = upper.text.strip()
    return (
        upper.page == lower.page
        and upper.column == lower.column
        and upper.bold
        and lower.bold
        and abs(upper.size - lower.size) < 0.3
        and 0 <= lower.bbox.top - upper.bbox.bottom < 0.6 * lower.size
        and bool(text)
        and not text.endswith((".", ",", ";", ":"))
        and text.lower() not in SECTIONS
        and len(text) + len(lower.text) <= 60
    )


# A block is set in its own type: a line this much larger than the block's armor-class line
# is a heading or the module's body text resuming after the block (across a page or column
# break), not a line of the block.
_LARGER_THAN_BLOCK = 0.6


def _is_heading(line: TextLine, size: float) -> bool:
    text = line.text.strip().lower().rstrip(":")
    if text in SECTIONS:
        return False
    return line.size >= size + _LARGER_THAN_BLOCK


_LIST_PHRASE = re.compile(rf"\b(?:{'|'.join(_WORDS['list_phrase_words_5e'])})\b")


def _split_list(value: str) -> tuple[str, ...]:
    """Split "radiant; bludgeoning, piercing, and slashing from nonmagical attacks"."""
    items: list[str] = []
    for part in value.split(";"):
        part = part.strip(" .")
        if not part:
            continue
        if _LIST_PHRASE.search(part):
            items.append(part)
            continue
        for item in re.split(r",\s*(?:and\s+)?|\s+and\s+", part):
            if item.strip(" ."):
                items.append(item.strip(" ."))
    return tuple(items)


def _feature_start(line: TextLine, plain_fonts: bool) -> str | None:
    """Return the feature name a line opens with, or None."""
    prefix = line.bold_prefix
    if not prefix:
        first = next((s for s in line.spans if s.text.strip()), None)
        if first is not None and first.italic and first.text.strip().endswith("."):
            prefix = first.text.strip()
    if prefix and prefix.endswith(".") and len(prefix) <= 70:
        name = prefix[:-1].strip()
        return None if _SPELL_LEVEL.match(name) else name
    if plain_fonts:
        match = _PLAIN_FEATURE.match(line.text.strip())
        if match and not _SPELL_LEVEL.match(match.group("name")):
            return match.group("name")
    return None


@dataclass
class _FeatureDraft:
    name: str
    section: str
    texts: list[str]


def _parse_block(
    document: Document, lines: Sequence[TextLine], anchor: _Anchor, end: int
) -> StatBlock:
    type_match = _size_type_at(lines, anchor.type_index)
    start = anchor.name_index if anchor.name_index is not None else anchor.type_index
    block_lines = lines[start:end]
    name = ""
    if anchor.name_index is not None:
        name = clean_name(
            _ABILITY_TAIL.sub(
                "", " ".join(lines[i].text for i in range(anchor.name_index, anchor.type_index))
            )
        )
    fields = _challenge_above_armor(lines, anchor)
    current: str | None = None
    features: list[_FeatureDraft] = []
    section = "trait"
    plain_fonts = not any(s.bold for line in block_lines for s in line.spans)
    in_features = False
    for line in lines[anchor.ac_index : end]:
        text = clean_text(line.text).strip()
        lowered = text.lower().rstrip(":")
        if lowered in SECTIONS:
            section, in_features = SECTIONS[lowered], True
            continue
        pieces = [] if in_features else _keyed_pieces(text)
        if len(pieces) > 1:
            for piece, (current, end) in pieces:
                fields.setdefault(current, []).append(piece[end:])
            continue
        feature = _feature_start(line, plain_fonts) if current != "abilities" else None
        key = None if in_features or _runs_on(fields, current, text) else _header_key(text)
        if key is not None and (feature is None or key[0] not in ("ac",)):
            current = key[0]
            fields.setdefault(current, []).append(text[key[1] :])
            continue
        # A bold "Name." lead-in opens the features; with plain fonts only after the last keys.
        closing = current in ("challenge", "pb", "languages") or not plain_fonts
        if feature is not None and (in_features or closing):
            in_features = True
            rest = text[len(feature) :].lstrip(" .")
            features.append(_FeatureDraft(feature, section, [rest]))
            continue
        if not in_features and current is not None:
            fields[current].append(text)
            continue
        if feature is not None:
            in_features = True
            features.append(_FeatureDraft(feature, section, [text[len(feature) :].lstrip(" .")]))
        elif features:
            features[-1].texts.append(text)
        elif in_features:
            features.append(_FeatureDraft(section.replace("_", " ").title(), section, [text]))
    return _block_from_fields(document, name, type_match, fields, features, block_lines)


def _challenge_above_armor(lines: Sequence[TextLine], anchor: _Anchor) -> dict[str, list[str]]:
    """The challenge printed between the type line and the armor class ("Medium Undead" /
    "CR 1 Brute 200 XP" / "AC 12 HP 22 (5d8)", Tales of the Valiant): the header is one block
    whatever the order of its keys, so it is the block's rating as if printed at its end."""
    for line in lines[anchor.type_index + 1 : anchor.ac_index]:
        text = clean_text(line.text).strip()
        key = _header_key(text)
        if key is not None and key[0] == "challenge":
            return {"challenge": [text[key[1] :]]}
    return {}


_NUMBERS_ONLY = re.compile(r"^[\d\s()+\-−–—]+\)[\d\s()+\-−–—]*$")


def _runs_on(fields: dict[str, list[str]], current: str | None, text: str) -> bool:
    """True when ``text`` is the wrapped end of the field before it: that field's text left a
    parenthesis open and this line of figures closes it ("Hit Points 42 (5d10" / "+ 15)" in
    a narrow card). Read alone, the line of figures passed for a row of ability scores."""
    if current is None or current == "abilities" or not _NUMBERS_ONLY.match(text):
        return False
    texts = fields.get(current, [])
    opened = "".join(texts)
    return opened.count("(") > opened.count(")")


# Where a line holding several keys is cut: a separator mark or spaces, then the next key
# ("Armor Class 15 · Hit Points 11 (2d8 + 2) · Speed 30 ft." on one line).
_KEY_BREAK = re.compile(
    r"\s*[·•|;,]?\s+(?=(?:" + "|".join(p for _, p, runs in _HEADER_KEY_TEXTS if runs) + r")\b)"
)


def _keyed_pieces(text: str) -> list[tuple[str, tuple[str, int]]]:
    """The keyed fields of a line that runs several keys together, each with its key and the
    key's end, the separators between them dropped; [] unless every piece opens with a key."""
    pieces = [p.strip(" ·•|;,") for p in _KEY_BREAK.split(text)]
    keyed = [(p, _header_key(p)) for p in pieces if p]
    if len(keyed) < 2 or any(key is None for _, key in keyed):
        return []
    return [(p, key) for p, key in keyed if key is not None]


def _header_key(text: str) -> tuple[str, int] | None:
    """Return (key, end of the key) when ``text`` opens a header line of the block."""
    for key, pattern in _HEADER_KEYS:
        match = pattern.match(text)
        if not match:
            continue
        if key == "abilities":
            return key, 0
        if key == "challenge" and not _CR.match(text):
            return None
        return key, match.end()
    if _ABILITY_ROW.match(text):
        return "abilities", 0
    return None


# A challenge printed on the line of another key ("Languages Common Challenge 1/4 (50 XP)",
# "Gear Spear CR 1/4 (XP 50; PB +2)") when the layout ran two keys into one line.
_CHALLENGE_INSIDE = re.compile(r"\b(?:Challenge(?: Rating)?|CR)\s*:?\s*(?=\d|[½¼⅛])")


def _embedded_challenge(fields: dict[str, list[str]]) -> str | None:
    for key in ("languages", "gear", "senses", "skills", "pb", "speed"):
        for text in fields.get(key, ()):
            match = _CHALLENGE_INSIDE.search(text)
            if match:
                return text[match.end() :]
    return None


def _block_from_fields(
    document: Document,
    name: str,
    type_match: re.Match[str] | None,
    fields: dict[str, list[str]],
    features: list[_FeatureDraft],
    block_lines: Sequence[TextLine],
) -> StatBlock:
    def value(key: str) -> str | None:
        texts = fields.get(key)
        return join_lines(texts) if texts else None

    ac_text = value("ac")
    hp_text = value("hp")
    hp_match = _HP.match("HP " + hp_text) if hp_text else None
    cr_text = value("challenge") or _embedded_challenge(fields)
    cr_match = _CR.match("CR " + cr_text) if cr_text else None
    xp: str | None = None
    if cr_match and cr_match.group("paren"):
        xp_match = _XP.search(cr_match.group("paren"))
        if xp_match:
            xp = xp_match.group("a") or xp_match.group("b")
    elif cr_match:
        # the XP set after the rating and a role word, no parenthesis ("CR 1 Brute 200 XP")
        xp_match = _XP.search(cr_text or "")
        xp = (xp_match.group("a") or xp_match.group("b")) if xp_match else None
    has_2024 = bool(ac_text and re.search(r"\bInitiative\b", ac_text)) or bool(
        cr_match and cr_match.group("paren") and "PB" in cr_match.group("paren")
    )
    dice = hp_match.group("dice") if hp_match else None
    alignment = type_match.group("align") if type_match else None
    return StatBlock(
        name=name,
        page=block_lines[0].page,
        style="5e-2024" if has_2024 else "5e",
        source=lines_source(document, block_lines),
        ac=int_or_none(ac_text),
        hp=int_or_none(hp_match.group("hp")) if hp_match else None,
        hit_dice=dice_text(dice) if dice and re.search(r"\d", dice) else None,
        cr=re.sub(r"\s+", "", cr_match.group("cr")) if cr_match else None,
        size=type_match.group("size").title() if type_match else None,
        type=type_match.group("type") if type_match else None,
        alignment=alignment.strip() if alignment else None,
        speed=value("speed"),
        saves=value("saves"),
        xp=xp,
        features=tuple(
            Feature(name=f.name, text=join_lines(f.texts), section=f.section) for f in features
        ),
        vulnerabilities=_split_list(value("vulnerabilities") or ""),
        resistances=_split_list(value("resistances") or ""),
        immunities=_split_list(value("immunities") or ""),
        condition_immunities=_split_list(value("condition_immunities") or ""),
        text="\n".join(line.text for line in block_lines),
    )


def _body_end(lines: Sequence[TextLine], ac_index: int, limit: int) -> int:
    """The index after a block's last line: it runs from its armor class to ``limit``, a
    heading or larger text, or a paragraph run in under an area's key."""
    end = ac_index + 1
    size = lines[ac_index].size
    while end < limit and not _is_heading(lines[end], size) and not _opens_keyed(lines[end]):
        end += 1
    return end


def _opens_keyed(line: TextLine) -> bool:
    """True for a line whose bold lead is an area's key and name ("**Area 4: Cistern.**
    Pumice grit …", "**3. Cistern.**"): a keyed entry run in after the block, in the text's
    type, not one of its features ("**Keen Senses.**" names an ability, with no key)."""
    lead = line.bold_prefix.strip()
    parsed = parse_key_text(lead) if lead[:1].isalnum() else None
    return parsed is not None and parsed[2] and any(c.isalpha() for c in parsed[1])


def _orphan_heads(
    lines: Sequence[TextLine], anchors: Sequence[_Anchor], taken: set[int]
) -> list[Head]:
    """Name and size/type lines with no armor class under them (their body is elsewhere)."""
    anchored = {anchor.type_index for anchor in anchors}
    heads = []
    for index in range(1, len(lines)):
        if index in taken or index in anchored or not _size_type_at(lines, index):
            continue
        name_index = _name_index(lines, index)
        if name_index is not None and _looks_like_title(lines[name_index], lines[index].size):
            heads.append(Head(name_index, index))
    return heads


def _split_blocks(
    document: Document, anchors: Sequence[_Anchor], taken: set[int]
) -> list[tuple[StatBlock, tuple[int, ...]]]:
    """The blocks a break cut in two (``statblocks_5e_split``): each head with its body."""
    lines = document.lines
    heads = _orphan_heads(lines, anchors, taken)
    starts = sorted(
        [a.name_index if a.name_index is not None else a.type_index for a in anchors]
        + [head.name_index for head in heads]
    )
    found = []
    for head, body in pair_halves(lines, heads, orphan_bodies(lines, taken)):
        limit = next((start for start in starts if start > body), len(lines))
        end = min(_body_end(lines, body, limit), set_together(lines, body))
        head_part = list(range(head.name_index, head.type_index + 1))
        parts = [lines[i] for i in head_part] + list(lines[body:end])
        anchor = _Anchor(0, head.type_index - head.name_index, len(head_part))
        block = _parse_block(document, parts, anchor, len(parts))
        # Its box is where the statistics are printed: the head alone, far from them, opens
        # no box of text that would be the block's.
        block = replace(block, source=lines_source(document, lines[body:end]))
        found.append((block, (*head_part, *range(body, end))))
    return found


def find_5e_statblocks(document: Document) -> tuple[tuple[StatBlock, tuple[int, ...]], ...]:
    """Return every 5e (2014 or 2024) stat block in ``document`` with the line indices it spans
    (into ``document.lines``; the first is the block's first line in reading order)."""
    lines = document.lines
    anchors = _find_anchors(lines)
    blocks: list[tuple[StatBlock, tuple[int, ...]]] = []
    for number, anchor in enumerate(anchors):
        limit = len(lines)
        if number + 1 < len(anchors):
            following = anchors[number + 1]
            limit = (
                following.name_index if following.name_index is not None else following.type_index
            )
        end = _body_end(lines, anchor.ac_index, limit)
        start = anchor.name_index if anchor.name_index is not None else anchor.type_index
        blocks.append((_parse_block(document, lines, anchor, end), tuple(range(start, end))))
    taken = {index for _, span in blocks for index in span}
    blocks += _split_blocks(document, anchors, taken)
    taken = {index for _, span in blocks for index in span}
    return tuple(give_tails(lines, blocks, challenge_tails(lines, taken)))


_BLOCK_KEY = re.compile(r"^(?:Armou?r Class|Hit Points)\b")


def unparsed_5e_problems(document: Document, claimed: frozenset[int]) -> tuple[Problem, ...]:
    """Return a warning for each size/type line followed by block keys that did not parse.

    ``claimed`` holds the indices (into ``document.lines``) of lines inside parsed blocks.
    """
    lines = document.lines
    problems: list[Problem] = []
    for index in range(len(lines)):
        if index in claimed or not _size_type_at(lines, index):
            continue
        following = range(index + 1, min(len(lines), index + 1 + _LOOKAHEAD))
        if any(
            k not in claimed and _BLOCK_KEY.match(clean_text(lines[k].text).strip())
            for k in following
        ):
            text = " / ".join(line.text.strip() for line in lines[index : index + 3])
            problems.append(
                Problem(
                    file=document.file,
                    page=lines[index].page,
                    rule="statblock-unparsed",
                    level="warning",
                    message=f"5e stat block without a readable armor class: {text[:160]!r}",
                )
            )
    return tuple(problems)
