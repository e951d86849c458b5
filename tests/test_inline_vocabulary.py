"""The code that reads a module's text holds no word lists of its own (issue #10 §3):
vocabulary lives in rules/lexicon/*.yaml (reading, detection) and rules/tables/*.yaml (the
mapping). ``bench/inline_vocabulary.py`` finds set, list, tuple and dict literals, split
strings and regex alternations that spell three or more English words in converter/detect,
converter/read, converter/mapping and the top-level modules of converter/; a new one fails
this test until its words move to a data file (or, for a name the code gives its own records,
it is allowed below)."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Lists of English words that are the code's own identifiers, never matched against a
# module's text: each entry is (file under converter/, its words), with why it stays.
ALLOWED: dict[tuple[str, frozenset[str]], str] = {
    ("detect/areas_outline.py", frozenset({"roman", "upper", "number", "lower"})): (
        "the names of the key kinds' regex groups and their ranks"
    ),
    ("detect/areas_table_header.py", frozenset({"key", "location", "contents", "creatures", "other"})): (
        "column roles, the keys of rules/lexicon/key_tables.yaml's header"
    ),
    ("detect/creatures_cells.py", frozenset({"contents", "creatures", "other"})): (
        "column roles (as in areas_table_header)"
    ),
    ("detect/areas_table_axes.py", frozenset({"location", "contents", "creatures"})): (
        "column roles of a centred grid (as in areas_table_header)"
    ),
    ("read/paint_order.py", frozenset({"char", "image", "curve"})): (
        "the kinds of page object a paint step numbers (pdfminer's layout classes)"
    ),
    (
        "detect/creatures_sentences.py",
        frozenset({"verb", "condition", "future", "delay", "subordinate", "departure"}),
    ): "the kinds of an arrival trigger, named after rules/lexicon/creature_comings.yaml's keys",
    ("detect/statblocks_5e.py", frozenset({"languages", "gear", "senses", "skills", "speed"})): (
        "field keys of the parsed block (rules/lexicon/stat_fields.yaml names the fields)"
    ),
    (
        "detect/oneline_fields.py",
        frozenset(
            {
                "style", "ac", "hp", "cr", "level", "size", "type", "alignment", "speed",
                "attacks", "damage", "morale", "xp", "saves", "special",
            }
        ),
    ): "the keys of the stat-block record it returns",
    ("read/spans.py", frozenset({"font", "parts", "size"})): "the span builder's __slots__",
    ("mapping/creatures.py", frozenset({"speed", "attacks", "special"})): (
        "stat-block field keys (traits.statblock_fields) → how a why names them; output prose"
    ),
    ("mapping/overrides.py", frozenset({"obstacle", "threat", "creature"})): (
        "the match keys of an override (schemas/overrides.schema.json)"
    ),
    ("mapping/overrides.py", frozenset({"match", "set", "reason"})): (
        "the keys of an override entry it writes (schemas/overrides.schema.json)"
    ),
    ("mapping/room_labels.py", frozenset({"obstacle", "situation", "difficulty", "harm", "ignore"})): (
        "the roles of a room_patterns label (schemas/tables/room_patterns.schema.json)"
    ),
    ("mapping/traits.py", frozenset({"feature", "special", "speed", "attacks", "text"})): (
        "the stat-block fields trait_threats' patterns name (its schema's field enum)"
    ),
    ("mapping/traits.py", frozenset({"type", "feature", "name"})): (
        "the probes size_to_threat's bulk rules match (its schema's match enum)"
    ),
    (
        "dmd_models.py",
        frozenset({"creature", "trap", "hazard", "door", "puzzle", "contest", "social", "object"}),
    ): "the obstacle kinds of the D&MD model (schemas/encounter.schema.json)",
    ("models.py", frozenset({"error", "warning", "info"})): "the levels of a problem",
    ("models.py", frozenset({"raster", "vector", "page"})): "the kinds of a map",
    ("pipeline.py", frozenset({"converted", "unchanged", "skipped", "failed"})): (
        "the status of one conversion in a batch"
    ),
}  # fmt: skip


def _load_scanner() -> ModuleType:
    path = ROOT / "bench" / "inline_vocabulary.py"
    spec = importlib.util.spec_from_file_location("inline_vocabulary", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def scanner() -> ModuleType:
    return _load_scanner()


def _key(finding: Any) -> tuple[str, frozenset[str]]:
    path = Path(finding.path).relative_to(ROOT / "converter").as_posix()
    return path, frozenset(w.lower() for w in finding.words)


def test_detection_code_has_no_inline_word_lists(scanner: ModuleType) -> None:
    new = [f.describe() for f in scanner.scan() if _key(f) not in ALLOWED]
    assert not new, (
        "word lists inline in the converter's code; move them to rules/lexicon/*.yaml or "
        "rules/tables/*.yaml (docs/extraction.md, 'Where vocabulary lives'):\n" + "\n".join(new)
    )


@pytest.mark.parametrize(
    ("source", "kind", "words"),
    [
        ('WORDS = {"full", "guarded", "filled"}', "collection", ("full", "guarded", "filled")),
        ('X = ["Lake", "forest", "Swamp", 3]', "collection", ("Lake", "forest", "Swamp")),
        ('X = {"a": 1, "an": 1, "the": None}', "collection", ("a", "an", "the")),
        ('X = "by from into onto".split()', "split", ("by", "from", "into", "onto")),
        (r'R = r"\b(?:rooms?|chambers?|halls?)\b"', "regex", ("room", "chamber", "hall")),
        (r'R = r"^(?i:area|room)\s+|(?:next\s+door|upstairs)"', "regex", ("area", "room", "next door", "upstairs")),
        ('R = rf"(?:{x}|caves?|caverns?|tombs?)"', "regex", ("cave", "cavern", "tomb")),
    ],
)  # fmt: skip
def test_scan_finds_each_way_of_writing_a_word_list(
    scanner: ModuleType, tmp_path: Path, source: str, kind: str, words: tuple[str, ...]
) -> None:
    file = tmp_path / "detector.py"
    file.write_text(source + "\n", encoding="utf-8")
    ast.parse(source)
    found = scanner.scan([file])
    assert [(f.kind, f.words) for f in found] == [(kind, words)]


@pytest.mark.parametrize(
    "source",
    [
        'X = {"a", "an"}',  # two words: under the threshold
        'R = r"\\b(HD|AC|HP|MV)\\s*\\d"',  # field abbreviations in capitals are no words
        'X = ("—", "–", "-", "·")',  # signs
        'R = r"(?P<roman>[IVXLC]{2,})|(?P<upper>[A-Z])|(?P<lower>[a-z])"',  # group names
        'def f():\n    """Rooms, halls, chambers | caves | tombs."""',  # prose in a docstring
        'X = ("xqzt", "vvbn", "ppqr")',  # not English
    ],
)
def test_scan_leaves_grammar_and_prose_alone(
    scanner: ModuleType, tmp_path: Path, source: str
) -> None:
    file = tmp_path / "detector.py"
    file.write_text(source + "\n", encoding="utf-8")
    assert scanner.scan([file]) == []
