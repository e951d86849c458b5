"""The stat-line searches and the vertical and inline-table passes do less work for the same
result: what they skip is counted, and what they find is checked against the plain reading."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect import statblocks_vertical, statline, wandering
from converter.models import Document, TextLine
from tests.test_literal_first import _opens_fast
from tests.test_statblocks import _document, _heading, _plain

PIECES = [
    "AC 6", "AC", "ac 5", "Armor Class 15", "HP 11", "11 HP", "hp 4", "HD 2", "2 HD", "Hit Dice",
    "STR 12", "12 STR", "Str", "D 1-4", "Dmg 1d6", "#AT 1", "xAC 3", "_HD 4", "9HD", "Init +2",
    "Fort +6, Ref +2, Will +1", "CR 1/4 (XP 50; PB +2)", "AL C", "1d6", "claws (d8)", "Will",
    "Ref", ", ", "; ", ": ", "=", "(", ")", ".", "\n", " ", "the", "a", "7", "-", "½", "é",
]  # fmt: skip


def _plain_candidates(text: str) -> list[tuple[str, int, int, str, bool]]:
    """``statline._candidates`` as it read before: the label guard in front of the label,
    every pattern over every window, the joined hint."""
    found = []
    spans = [m.span() for m in statline.grammar().hint.finditer(text)]
    with mock.patch.object(statline, "hint_spans", lambda _: iter(spans)):
        windows = statline._windows(text)
    for start, end in windows:
        for pattern in statline.grammar().patterns:
            regex = pattern.regex
            if not pattern.value_first and pattern.needles:
                # The label group rebuilt as the lexicon's labels behind one guard (labels of
                # one length in any order: two of them never match at one place).
                rest = regex.pattern[regex.pattern.index(r")\s*[:=]?\s*(?P<v>") + 1 :]
                labels = statline._alternatives(sorted(pattern.needles))
                regex = re.compile(rf"(?<![\w#])(?P<l>{labels}){rest}")
            for m in regex.finditer(text, start, end):
                found.append((pattern.field, m.start(), m.end(), m.group("v").strip(),
                              pattern.value_first))  # fmt: skip
    return found


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join))
def test_hint_spans_are_the_joined_hints(text: str) -> None:
    expected = [m.span() for m in statline.grammar().hint.finditer(text)]
    assert list(statline.hint_spans(text)) == expected


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40).map("".join))
def test_candidates_are_the_plain_reading(text: str) -> None:
    found = [
        (c.item.field, c.item.start, c.item.end, c.item.value, c.value_first)
        for c in statline._candidates(text)
    ]
    assert sorted(found) == sorted(_plain_candidates(text))


class _Counting:
    """A compiled pattern that counts the searches made with it."""

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex, self.calls = regex, 0
        self.groupindex = regex.groupindex

    def finditer(self, text: str, start: int, end: int) -> Iterator[re.Match[str]]:
        self.calls += 1
        return self.regex.finditer(text, start, end)


def test_a_pattern_is_not_searched_where_none_of_its_labels_is() -> None:
    rules = statline.grammar()
    counting = {id(p): _Counting(p.regex) for p in rules.patterns}
    patterns = tuple(replace(p, regex=counting[id(p)]) for p in rules.patterns)  # type: ignore[arg-type]
    with mock.patch.object(statline, "grammar", lambda: replace(rules, patterns=patterns)):
        fields = statline.find_fields("Orc\nAC 6, HD 1\nA cave.")
    assert [f.field for f in fields] == ["ac", "hd"]
    searched = {p.field for p in patterns if p.regex.calls}  # type: ignore[attr-defined]
    # The two fields printed, the unlabelled ones (dice, weapons, the Cypher System's level
    # and target number "3 (9)") that need no label, and damage and a class level, whose
    # labels "D" and "C" are in "HD" and "AC" (the test is on letters, a cheap one: no word
    # edge).
    assert searched == {"ac", "hd", "dmg", "class_level", "dice", "weapon", "level_and_target"}


def _counting_lines() -> tuple[list[int], property]:
    """``Document.lines`` counting how often it is built."""
    calls = [0]
    original: property = Document.__dict__["lines"]

    def lines(self: Document) -> tuple[TextLine, ...]:
        calls[0] += 1
        result: tuple[TextLine, ...] = original.__get__(self)
        return result

    return calls, property(lines)


def test_vertical_blocks_build_the_documents_lines_once() -> None:
    lines: list[TextLine] = []
    for number, name in enumerate(("Hobgoblin", "Orc", "Kobold", "Gnoll")):
        top = 80.0 + 150.0 * number
        lines += [
            _heading(name, 1, top),
            *_plain(
                ["Armor Class: 14", "Hit Dice: 1", "Movement: 30'", "Morale: 9"], start=top + 15
            ),
        ]
    document = _document([lines])
    calls, counted = _counting_lines()
    with mock.patch.object(Document, "lines", counted):
        blocks = statblocks_vertical.find_vertical_blocks(document, frozenset())
    assert [found.block.name for found in blocks] == ["Hobgoblin", "Orc", "Kobold", "Gnoll"]
    assert calls[0] == 1  # not once more for every block


def test_inline_table_items_point_at_their_own_lines() -> None:
    texts = [
        "The caves are quiet by day, but at night the",
        "wandering monsters (roll 1d6): 1 goblin, 2 two",
        "orcs, 3 bat swarm, 4 giant rat, 5 ogre, 6 nothing.",
    ]
    entries = wandering.find_wandering(_document([_plain(texts)]))
    assert [(e.roll, e.name, e.source.bbox.top) for e in entries[:4]] == [  # type: ignore[union-attr]
        ("1", "goblin", 112.0),
        ("2", "orc", 112.0),
        ("3", "bat swarm", 124.0),
        ("4", "giant rat", 124.0),
    ]


def test_the_hint_parts_and_the_label_first_fields_open_with_a_fast_start() -> None:
    rules = statline.grammar()
    assert not _opens_fast(rules.hint)  # joined, it is tried at every position of a text
    assert all(_opens_fast(part) for part in rules.hint_parts)
    slow = [p.field for p in rules.patterns if not p.value_first and not _opens_fast(p.regex)]
    # no label: a value first ("3 (9)", "1d6", "claws (d8)")
    assert slow == ["level_and_target", "dice", "weapon"]
