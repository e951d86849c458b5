"""Room text through spaCy's rule-based matchers (blank pipeline, patterns from data)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from converter.detect import nlp
from converter.mapping.tables import load_tables

PATTERNS = load_tables().room_patterns


def labels(text: str) -> list[tuple[str, str]]:
    return [(f.label, f.text) for f in nlp.analyze_room_text(text, PATTERNS).findings]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A pit trap (DC 15 Dexterity saving throw).", [("TRAP", "pit trap"), ("DC", "DC 15")]),
        (
            "The door is locked (Open Doors at -1).",
            [("DOOR_LOCKED", "door is locked"), ("OPEN_DOORS", "Open Doors at -1")],
        ),
        ("There is a 1-in-6 chance.", [("IN_SIX", "1-in-6")]),
        ("a 2 in 6 chance", [("IN_SIX", "2 in 6 chance")]),
        ("Save vs. poison or die.", [("SAVE_OLD", "Save vs. poison"), ("DEADLY", "or die")]),
        ("A SECRET DOOR leads on.", [("DOOR_SECRET", "SECRET DOOR")]),
        ("taking 11 (2d10) fire damage", [("DAMAGE", "11 (2d10) fire damage")]),
        ("The hall is quiet.", []),
    ],
)
def test_findings(text: str, expected: list[tuple[str, str]]) -> None:
    assert labels(text) == expected


def test_sentences_and_separation_cues() -> None:
    text = "Four orcs guard the gate. Their chief sleeps in the next room."
    analysis = nlp.analyze_room_text(text, PATTERNS)
    assert len(analysis.sentences) == 2
    assert analysis.separate_sentences == frozenset({1})
    assert analysis.sentence_of(text.index("chief")) == 1
    assert analysis.sentence_text(text, 0) == "Four orcs guard the gate."


def test_pipeline_is_built_once_per_process() -> None:
    nlp.analyze_room_text("A trap.", PATTERNS)
    before = nlp._pipeline_for.cache_info()
    nlp.analyze_room_text("Another trap.", PATTERNS)
    after = nlp._pipeline_for.cache_info()
    assert after.hits == before.hits + 1 and after.misses == before.misses


def test_patterns_are_data() -> None:
    custom = {
        "entities": [{"label": "TRAP", "pattern": "snare of doom"}],
        "values": {},
        "separate_fight_cues": [],
    }
    found = nlp.analyze_room_text("A snare of doom waits.", custom).findings
    assert [(f.label, f.text) for f in found] == [("TRAP", "snare of doom")]


def test_spacy_is_imported_only_when_used() -> None:
    code = (
        "import sys; from converter.detect import nlp; a = 'spacy' in sys.modules; "
        "from converter.mapping.tables import load_tables; "
        "nlp.analyze_room_text('A trap.', load_tables().room_patterns); "
        "print(a, 'spacy' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "True"]
