"""The cheap test before a scene signal's search (``areas_cues``): exact, and it saves searches."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

from converter.detect.areas_cues import FOLDS, cue_text, may_match, pattern_cues
from converter.detect.areas_sections import Signal, make_signal, scene_rules, text_signals


class CountingPattern:
    """A compiled pattern that counts its searches and its tries at one place."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern, self.searches, self.tries = pattern, 0, 0

    def search(self, text: str) -> Any:
        self.searches += 1
        return self.pattern.search(text)

    def match(self, text: str, at: int) -> Any:
        self.tries += 1
        return self.pattern.match(text, at)


def counted(signal: Signal) -> tuple[Signal, CountingPattern]:
    counter = CountingPattern(signal.pattern)
    return replace(signal, pattern=counter), counter  # type: ignore[arg-type]


def test_cues_are_each_alternatives_opening_literal() -> None:
    assert pattern_cues(r"\b(doors?|doorways?|Lead (?:north|up)|DC \d+)\b") == (
        "dc ",
        "door",
        "lead ",
    )
    assert pattern_cues(r"\b(?:AC\s*-?\d|Hit Points)") == ("ac", "hit points")


def test_no_cues_where_an_alternative_opens_otherwise() -> None:
    assert pattern_cues(r"\d+\s*(?:ft|feet)") is None  # a class first
    assert pattern_cues(r"\b(pit|\d+ gp)\b") is None  # one alternative without a literal
    assert pattern_cues(r"(?:^|\s)roll") is None  # an empty alternative after '^'
    assert pattern_cues(r"(?-i:Roll)s") is None  # a scoped flag: the case matters there
    assert pattern_cues(r"(unclosed") is None  # not a pattern: always searched (and fails)


def test_a_body_without_any_cue_is_not_searched() -> None:
    signal, counter = counted(make_signal("exit", 0.1, "exits", r"\b(doors?|stairs?)\b"))
    assert text_signals("A quiet meadow of tall grass.", [signal]) == (0.0, [])
    assert counter.searches == counter.tries == 0
    assert text_signals("The DOOR is shut.", [signal]) == (0.1, ["exits"])
    assert (counter.searches, counter.tries) == (0, 1)  # tried where 'door' stands, once


def test_tried_only_where_a_cue_opens_a_match() -> None:
    signal, counter = counted(make_signal("exit", 0.1, "exits", r"\b(doors?|stairs?)\b"))
    text = "Indoors, the outdoor stairs; a trapdoor."
    assert text_signals(text, [signal]) == (0.1, ["exits"])
    # 'door' in 'Indoors', 'outdoor' and 'trapdoor' fails its \b, 'stairs' matches: 4 tries
    assert (counter.searches, counter.tries) == (0, 4)
    assert text_signals("Indoors and outdoors.", [signal]) == (0.0, [])


def test_a_cue_inside_another_still_opens_its_own_matches() -> None:
    # 'ring' is inside 'bring' but does not open it: both stay cues, and 'bring' is found.
    assert pattern_cues(r"\b(ring|bring)\b") == ("bring", "ring")
    signal = make_signal("x", 0.2, "found", r"\b(ring|bring)\b")
    assert text_signals("They BRING ropes.", [signal]) == (0.2, ["found"])
    assert text_signals("They bringing ropes.", [signal]) == (0.0, [])


def test_a_char_folding_onto_ascii_makes_it_search() -> None:
    # Under re.I 'ſ' matches 's': "ſtairs" is a match the lowered text would not show.
    signal, counter = counted(make_signal("exit", 0.1, "exits", r"\b(doors?|stairs?)\b"))
    assert text_signals("Narrow \u017ftairs lead down.", [signal]) == (0.1, ["exits"])
    assert (counter.searches, counter.tries) == (1, 0)
    assert cue_text("Kelvin \u212a") is None
    assert not may_match(("door",), cue_text("Stairs"))


def test_same_verdict_as_the_bare_search_on_the_lexicon() -> None:
    rules = scene_rules().signals
    bare = [replace(s, cues=None) for s in rules]
    assert sum(s.cues is not None for s in rules) >= len(rules) // 2  # most have cues
    words = [w for s in rules for w in (s.cues or ())] + ["gold", "12 gp", "10 ft. wide", "d6"]
    extra = ["ROLL", "Stair", "ſ", "\u0130", "\u0131", "\u212a", "é", "’", "—", " ", "\n", "x"]
    extra += ["\u017ftairs", "h\u0131story", "\u0130llustrated", "loc\u212a", "pa\u017f\u017fage"]
    rng = random.Random(16)
    for _ in range(400):
        parts = rng.choices(words + extra, k=rng.randint(0, 12))
        text = " ".join(p.upper() if rng.random() < 0.2 else p for p in parts)
        assert text_signals(text) == text_signals(text, bare), text
    for fold in FOLDS:
        assert text_signals(f"a {fold} b") == text_signals(f"a {fold} b", bare)
