"""``literal_first``: the rewritten patterns find exactly what the lexicon's patterns find."""

from __future__ import annotations

import re
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect import oneline_tokens as oldschool
from converter.detect.literal_first import literal_first

# Pieces the stat-line tokens are made of, and their neighbours, to build texts from.
WORDS = [
    "AC", "AC 6", "Armor Class 15", "Armour Class", "HD", "HD 4+1", "Hit Dice 3", "hp", "HP 11",
    "(2d8 + 2)", "MV 120'", "Move", "ML 8", "XP 25", "25 XP", "#AT 1", "Att 1 bite", "D 1-4",
    "Dmg 1d6", "SV F2", "Save as", "THAC0 17", "AL C", "Al", "CR 1/3", "LV 3", "Init +2",
    "S +1, D -1, C +0, I +0, W +0, Ch -1", "SA", "SD", "Act 1d20", "LN Medium humanoid",
    "xAC", "_HD", "9HD", "ACE", "HDs", "a", "the", "1d6", ":", ";", ",", "(", ")", ".", "-",
    "\n", " ", "  ", "é", "ÀC", "5 hp", "12hp", "1,200 XP", "x5 XP", "F2", "MU 3", "NM", "xF2",
    "LG Large", "N Medium", "CE Huge", "/LN Small", "Size/Type: Large dragon", "; Tiny", "7",
]  # fmt: skip


def _matches(pattern: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], dict[str, str]]]:
    return [(m.span(), m.groupdict()) for m in pattern.finditer(text)]


def _plain_tokens() -> list[re.Pattern[str]]:
    """The token table compiled as the lexicon writes it, without the rewrite."""
    with mock.patch.object(oldschool, "compile_literal_first", re.compile):
        return [pattern for _, pattern in oldschool._token_patterns()]


PLAIN_TOKENS = _plain_tokens()


def test_the_rewrite_applies_to_most_stat_tokens() -> None:
    rewritten = sum(
        a.pattern != b.pattern for (_, a), b in zip(oldschool.TOKENS, PLAIN_TOKENS, strict=True)
    )
    assert rewritten >= len(PLAIN_TOKENS) // 2


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=40).map("".join))
def test_every_stat_token_pattern_matches_the_same(text: str) -> None:
    for (_, fast), plain in zip(oldschool.TOKENS, PLAIN_TOKENS, strict=True):
        assert _matches(fast, text) == _matches(plain, text), plain.pattern


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\bLV\s*(?P<v>\d+)", r"LV(?<=\bLV)\s*(?P<v>\d+)"),
        (r"\b(?:HD|Hit Dice)\s*:?", r"(?:HD(?<=\bHD)|Hit Dice(?<=\bHit Dice))\s*:?"),
        (r"\b(?:AC|Armou?r Class)", r"(?:AC(?<=\bAC)|Armo(?<=\bArmo)u?r Class)"),
        (r"\b(doors?|rooms?)\b", r"(door(?<=\bdoor)s?|room(?<=\broom)s?)\b"),
        (r"\b(?:HD|Hit Dice)?x", r"\b(?:HD|Hit Dice)?x"),  # optional: the boundary stands alone
        # A named group opening with a digit: the boundary goes behind the first digit.
        (r"\b(?P<v>\d+)\s*hp\b", r"(?P<v>\d(?<=\b\d)\d*)\s*hp\b"),
        (r"\b(?P<v>\d[\d,]*)\s*XP", r"(?P<v>\d(?<=\b\d)[\d,]*)\s*XP"),
        (r"\b(?P<v>\d?)x", r"\b(?P<v>\d?)x"),  # the digit may be left out: left alone
        # A one-character guard moves behind the letters of each alternative, nested too.
        (r"(?<![\w/])(?P<v>LG|N)\b", r"(?P<v>LG(?<![\w/]LG)|N(?<![\w/]N))\b"),
        (r"(?<![\w#])(?P<v>(?:F|MU) ?\d)", r"(?P<v>(?:F(?<![\w#]F)|MU(?<![\w#]MU)) ?\d)"),
        (r"(?<![\w/])(?:\d+x)?\d", r"(?<![\w/])(?:\d+x)?\d"),  # an optional group: left alone
        (r"(?<![\w/])(?:x|\d)", r"(?<![\w/])(?:x|\d)"),  # an alternative without letters
        (r"\b\d+", r"\b\d+"),
        (r"\b(?:s?x|y)", r"\b(?:s?x|y)"),  # an alternative without a leading literal
        (r"#\s*AT", r"#\s*AT"),
    ],
)
def test_rewrites_only_the_plain_shape(pattern: str, expected: str) -> None:
    assert literal_first(pattern) == expected


@pytest.mark.parametrize(
    "pattern",
    [
        r"\b(?:HD|Hit Dice)\s*:?\s*(?P<v>\d+)",
        r"\b(doors?|door ways?|[ab]x)\b",
        r"\bAC(?:x|y)",
        r"\b(?P<v>\d+)\s*HD\b",
        r"(?<![\w/])(?P<v>(?:H|HD|D) ?\d{1,2})\b",
        r"(?<![\w#])(?P<v>doors?|Ac)(?=\s)",
    ],
)
@given(text=st.text(alphabet="HDitceAoyrsw x9:_-/#\n", max_size=60))
@settings(max_examples=200, deadline=None)
def test_rewritten_pattern_finds_the_same(pattern: str, text: str) -> None:
    assert _matches(re.compile(literal_first(pattern)), text) == _matches(re.compile(pattern), text)


def _opens_fast(pattern: re.Pattern[str]) -> bool:
    """True when ``re`` searches ``pattern`` by skipping to a literal or a set of first
    characters (the same test ``re`` makes when it compiles it; its internals, Python 3.11+)."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    parsed = _parser.parse(pattern.pattern, pattern.flags)
    if _compiler._get_literal_prefix(parsed, pattern.flags)[0]:
        return True
    return _compiler._get_charset_prefix(parsed, pattern.flags) is not None


def test_every_stat_token_but_bare_dice_opens_with_a_fast_start() -> None:
    slow = [kind for kind, pattern in oldschool.TOKENS if not _opens_fast(pattern)]
    assert slow == ["dice"]  # "(?:\d+ × )?1d6": an optional group first, left as printed


def test_the_size_and_type_tokens_find_what_the_one_pattern_found() -> None:
    data = oldschool.ONELINE
    behind = "|".join(rf"(?<=\b{a} )" for a in data["alignments"])
    sizes, types = "|".join(data["sizes_3e"]), "|".join(data["types_3e"])
    one = re.compile(
        rf"(?:\bSize/Type:\s*|(?<= )(?:{behind})|(?<=; ))(?P<v>{sizes})\s+(?P<d>(?i:{types}))\b"
    )
    text = (
        "Orc: CE Medium humanoid; Size/Type: Large dragon (fire); x; Tiny construct ; Small\n"
        "undead N Medium humanoid (orc) LG  Huge giant, NLG Large beast; LN\nSmall fey LN Small "
        "Fey; Huge;Large animal"
    )
    both = [m for kind, p in oldschool.TOKENS if kind == "st" for m in p.finditer(text)]
    expected = [(m.span(), m.groupdict()) for m in one.finditer(text)]
    assert sorted((m.span(), m.groupdict()) for m in both) == expected
    assert len(expected) == 6
