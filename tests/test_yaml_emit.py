"""The YAML writer's two emitters write the same bytes.

``yaml_files.to_yaml`` hands data to libyaml only when ``emits_alike`` finds nothing the two
emitters write differently; these tests throw seeded random text at both and compare.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
import yaml

from converter.write import yaml_files

pytestmark = pytest.mark.skipif(
    yaml_files._FastDumper is None, reason="PyYAML built without libyaml"
)

PIECES = [
    *"abcXYZ :-#'\",.?!()0123{}[]|>&*%@`\\é’—\n",
    "word ",
    "  ",
    "\n\n",
    "- ",
    ": ",
    " #",
    "---",
    "...",
    "yes",
    "null",
    "1e3",
    "~",
    "0x1F",
    "2026-12-01",
    "\t",
    "\x85",
    "\ufeff",
    "\u2028",
    "\x07",
    "\U0001f600",
    "\ufffd",
    "\xa0",
]


def _dump(data: Any, dumper: type) -> str:
    return yaml.dump(
        data,
        Dumper=dumper,
        sort_keys=False,
        allow_unicode=True,
        width=100,
        default_flow_style=False,
    )


def _text(rng: random.Random) -> str:
    length = rng.randint(0, rng.choice([5, 40, 300]))
    return "".join(rng.choice(PIECES) for _ in range(length))


def _record(rng: random.Random) -> dict[str, Any]:
    text = _text(rng)
    key = text.replace("\n", "")[: rng.choice([10, 64, 200])]
    return {
        "name": text,
        "items": [text, {"text": text, key or "k": 1}],
        key or "k": [text, "", None, True, 3, -0.5, 1e20, 1 / 3],
        "": text,
    }


def test_fast_dump_is_byte_identical_whenever_chosen() -> None:
    rng = random.Random(64000)
    fast = yaml_files._FastDumper
    assert fast is not None
    chosen = 0
    for _ in range(3000):
        data = _record(rng)
        if rng.random() < 0.7:
            del data[""]  # most records have no empty key, which libyaml writes its own way
        if yaml_files.emits_alike(data):
            chosen += 1
            assert _dump(data, fast) == _dump(data, yaml_files._Dumper), data
    assert chosen > 300  # the check lets ordinary text through, not only trivial data


def test_awkward_text_falls_back_to_pyyaml() -> None:
    for text in ["tab\there", "bom\ufeff", "emoji \U0001f600", "a \nb", "\nlead", "trail\n"]:
        assert not yaml_files.emits_alike({"text": text})
    assert not yaml_files.emits_alike({"": 1})
    assert not yaml_files.emits_alike({"k" * 65: 1})
    assert yaml_files.emits_alike({"text": "Two orcs — one ’asleep’.\nThe door: locked (DC 15)."})


def test_to_yaml_equals_pyyaml_output() -> None:
    rng = random.Random(64001)
    for _ in range(300):
        data = _record(rng)
        expected = _dump(data, yaml_files._Dumper)
        assert (
            yaml_files.to_yaml(data, "s.json")
            == f"# yaml-language-server: $schema=s.json\n{expected}"
        )
