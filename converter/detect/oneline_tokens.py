"""The token layer of the old-school stat-line parser (``statblocks_oldschool``).

Key/value tokens (``AC 6``, ``HD 4+1``, ``MV 120'``, ``#AT 1``, bare damage dice …) are found
in a text with the token table of ``rules/lexicon/stat_oneline.yaml``; a ``Run`` is a chain
of them that the parser grows while they sit close together. Kept apart from the parser so
that each reads in one sitting: this module knows the table, the parser knows the grammar.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from converter.detect.literal_first import compile_literal_first
from converter.ruledata import load_lexicon

# A damage die inside an attack; one die may be printed without its count ("claw (d8)").
DIE = r"(?<![A-Za-z])\d*d\d+(?:[+-]\d+)?"


def _placed(size: str, alignments: list[str]) -> str:
    """``size`` matched only right after an alignment ("LG Medium") or a semicolon and one
    blank ("; " or ";" and a line break: a narrow column wraps there)."""
    behind = "|".join([*(rf"(?<=\b{a} {size})" for a in alignments), rf"(?<=;\s{size})"])
    return f"{size}(?:{behind})"


def _token_patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The token table of ``stat_oneline.yaml`` with its ``<<name>>`` pieces filled in."""
    data = load_lexicon("stat_oneline")
    alignments = "|".join(data["alignments"])
    pieces = {
        **data["pieces"],
        "alignments": alignments,
        "sizes_3e": "|".join(data["sizes_3e"]),
        # Each size right after an alignment or a semicolon: the fixed-width look-behinds
        # tested once the size's letters matched (the same test of the text before it).
        "placed_sizes_3e": "|".join(_placed(size, data["alignments"]) for size in data["sizes_3e"]),
        "types_3e": "(?i:" + "|".join(data["types_3e"]) + ")",
    }
    compiled = []
    for token in data["tokens"]:
        pattern = re.sub(r"<<(\w+)>>", lambda m: pieces[m.group(1)], token["pattern"])
        compiled.append((token["field"], compile_literal_first(pattern)))  # same matches
    return tuple(compiled)


ONELINE = load_lexicon("stat_oneline")
TOKENS = _token_patterns()
MAX_GAP: int = ONELINE["max_gap"]
TITLE_REACH: int = ONELINE["title_reach"]
# Statistics only a creature has: flat "HP" with AC and none of these is a ship or an object.
CREATURE_KINDS = frozenset(ONELINE["creature_fields"])
# Statistics only the d20 grammar prints ("CR 2", "Init +1", "Fort +1, Ref +0, Will +2").
D20_KINDS = frozenset(ONELINE["d20_fields"])
OWN_GAME_MARKS = tuple(re.compile(mark) for mark in ONELINE["own_game_marks"])


@dataclass(frozen=True)
class Token:
    kind: str
    start: int
    end: int
    value: str
    extra: str | None = None
    lower_hp: bool = False
    listed: bool = False  # one value of a list, one per creature ("hp 5, 4, 3")


@dataclass
class Run:
    tokens: list[Token] = field(default_factory=list)

    @property
    def start(self) -> int:
        return self.tokens[0].start

    @property
    def end(self) -> int:
        return self.tokens[-1].end

    def kinds(self) -> set[str]:
        return {t.kind for t in self.tokens}

    def first(self, kind: str) -> Token | None:
        return next((t for t in self.tokens if t.kind == kind), None)


def line_tokens(text: str) -> list[Token]:
    found: list[Token] = []
    for kind, pattern in TOKENS:
        for match in pattern.finditer(text):
            groups = match.groupdict()
            value = groups.get("v") or match.group(0)
            lower_hp = kind == "hp" and match.group(0)[:2] == "hp"
            listed = bool(groups.get("each"))
            start, end = match.span()
            found.append(Token(kind, start, end, value.strip(), groups.get("d"), lower_hp, listed))
    found.sort(key=lambda t: (t.start, -(t.end - t.start)))
    kept: list[Token] = []
    for token in found:
        if kept and token.start < kept[-1].end:
            continue
        kept.append(token)
    return kept
