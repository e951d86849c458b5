"""The block with an ordinal level and a role (13th Age), read whole from its name to its
defences.

Such a block prints a name, under it a line that gives the level as an ordinal, the role and
the type in brackets ("2nd level leader [humanoid]", "Large 5th level troop [beast]"), then
entry lines set in one size: "Initiative: +3", attacks ("Dagger +7 vs. AC—10 damage"),
triggers ("Natural 16+: …", "Miss: …"), traits, and the defences ("AC 17", "PD 15  HP 25",
"MD 13", in any order and grouping).

The rules (vocabulary in ``rules/lexicon/stat_ordinal.yaml``):
- a block opens at a level line (perhaps a size or strength word, an ordinal, the level word,
  one or two role words, perhaps a bracketed type) right under its name: a bold line of a few
  words, no sentence, set no smaller than the level line, in the same column;
- it runs on while lines are set in the level line's size, or goes on past a column's or
  page's foot at the next line that opens with one of its labels; it ends with its last line
  that prints a defence or the hit points (what follows in its size is the page's);
- it is a block only when it prints the armour class, the hit points and another defence
  (PD, MD): the defences are what tell it from a paragraph in small type;
- the style is ``other`` (no CR, no hit dice; the level is kept as printed and rated as a
  level); the bracketed type is the game's own and is not read as a 5e type.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from converter.detect.oneline_fields import block_fields
from converter.detect.statblock_common import clean_name, clean_text, lines_source
from converter.detect.statblock_entries import SIZE_TOLERANCE, in_size, resume_after_break
from converter.models import Document, StatBlock, TextLine
from converter.ruledata import load_lexicon

_NAME_BREAKS = re.compile(r"[.:;!?](?:\s|$)")  # a key or a sentence, never a creature's name


@dataclass(frozen=True)
class _Grammar:
    level_line: re.Pattern[str]
    label: re.Pattern[str]  # any label that opens an entry line
    defence: re.Pattern[str]  # a defence or the hit points, anywhere on a line
    armor: re.Pattern[str]
    hit_points: re.Pattern[str]
    others: re.Pattern[str]  # a defence beyond AC: PD, MD
    minion_roles: frozenset[str]  # role words kept as the block's role ("mook")
    name_words: int
    resume_reach: int


def _alternation(words: Sequence[str]) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


def _labelled(label: str) -> str:
    """A label followed by its number: "AC 17", "HP 25", "PD: 15"."""
    return rf"\b{label}\b:?\s*[+-]?\d"


@lru_cache(maxsize=1)
def _grammar() -> _Grammar:
    data = load_lexicon("stat_ordinal")
    strengths = _alternation(data["strengths"])
    roles = _alternation(data["roles"])
    defences = [data["armor_label"], data["hit_point_label"], *data["defence_labels"]]
    labels = _alternation([*defences, *data["entry_labels"]])
    return _Grammar(
        level_line=re.compile(
            rf"(?i:(?:{strengths})\s+)?(?P<level>\d{{1,2}})(?i:st|nd|rd|th)\s+"
            rf"(?i:{_alternation(data['level_words'])})\s+"
            rf"(?P<role>(?i:{roles})(?:\s+(?i:{roles}))?)"
            r"(?:\s*\[[^\[\]]{1,40}\])?"
        ),
        label=re.compile(rf"(?:{labels})\b"),
        defence=re.compile("|".join(_labelled(re.escape(label)) for label in defences)),
        armor=re.compile(_labelled(re.escape(data["armor_label"]))),
        hit_points=re.compile(_labelled(re.escape(data["hit_point_label"]))),
        others=re.compile(
            "|".join(_labelled(re.escape(label)) for label in data["defence_labels"])
        ),
        name_words=data["name_words"],
        resume_reach=data["resume_reach"],
        minion_roles=frozenset(str(w).lower() for w in data.get("minion_roles", ())),
    )


def _name_above(lines: Sequence[TextLine], texts: Sequence[str], index: int) -> str | None:
    """The creature's name on the line right over the level line ``index``, or None when
    that line is no name (not bold, another column, a sentence, too many words)."""
    if index == 0:
        return None
    above, level = lines[index - 1], lines[index]
    if (above.page, above.column) != (level.page, level.column) or not above.bold:
        return None
    if above.size < level.size - SIZE_TOLERANCE:
        return None
    raw = texts[index - 1]
    name = clean_name(raw)
    words = name.split()
    if not words or len(words) > _grammar().name_words or not name[0].isalpha():
        return None
    return None if _NAME_BREAKS.search(raw.strip()) else name


def _follow(lines: Sequence[TextLine], texts: Sequence[str], level: int) -> list[int]:
    """The entry lines after the level line: those set in its size, on past a column's or
    page's foot at the next line opening with a label, cut after the last defence line."""
    grammar = _grammar()
    size = lines[level].size
    span = [level]
    index = level + 1
    while index < len(lines):
        line = lines[index]
        placed = (line.page, line.column) == (lines[span[-1]].page, lines[span[-1]].column)
        if placed and in_size(line, size, False) and not grammar.level_line.fullmatch(texts[index]):
            span.append(index)
            index += 1
            continue
        resumed = resume_after_break(
            grammar.label, grammar.resume_reach, lines, texts, span, len(lines), size
        )
        if resumed is None or resumed < index:
            break
        span.append(resumed)
        index = resumed + 1
    defended = [n for n, i in enumerate(span) if grammar.defence.search(texts[i])]
    return span[: defended[-1] + 1] if defended else []


def _defended(text: str) -> bool:
    """True when a block's text prints the armour class, the hit points and another defence."""
    grammar = _grammar()
    return all(
        pattern.search(text) for pattern in (grammar.armor, grammar.hit_points, grammar.others)
    )


def find_ordinal_blocks(document: Document) -> tuple[tuple[StatBlock, tuple[int, ...]], ...]:
    """The blocks with an ordinal level in ``document``, each with the indices of its lines."""
    lines = document.lines
    texts = [clean_text(line.text).strip() for line in lines]
    found: list[tuple[StatBlock, tuple[int, ...]]] = []
    for index, text in enumerate(texts):
        opening = _grammar().level_line.fullmatch(text)
        if opening is None or (name := _name_above(lines, texts, index)) is None:
            continue
        entries = _follow(lines, texts, index)
        body = "\n".join(texts[i] for i in entries[1:])
        if not entries or not _defended(body):
            continue
        span = (index - 1, *entries)
        block = _block(document, texts, name, opening.group("level"), span, body)
        found.append((replace(block, role=_minion_role(opening.group("role"))), span))
    return tuple(found)


def _minion_role(role: str) -> str | None:
    """The printed role when one of its words makes the block a minion ("mook", "mook
    archer"), else None: only a minion's role is kept, for the mapping's group rule; the
    other blocks' levels are rated as hit dice, as before (docs/mapping.md, "Minions")."""
    words = role.lower().split()
    return role if any(word in _grammar().minion_roles for word in words) else None


def _block(
    document: Document,
    texts: Sequence[str],
    name: str,
    level: str,
    span: tuple[int, ...],
    body: str,
) -> StatBlock:
    """The StatBlock of one block: its entries' fields and its level."""
    lines = document.lines
    fields = block_fields(body)
    fields.update(style="other", cr=None, hit_dice=None, level=level, size=None, type=None)
    name_line = lines[span[0]]
    block_lines = [
        lines[i]
        for i in span
        if (lines[i].page, lines[i].column) == (name_line.page, name_line.column)
    ]
    return StatBlock(
        name=name,
        page=name_line.page,
        source=lines_source(document, block_lines),
        text=" ".join(texts[i] for i in span),
        **fields,
    )
