"""Small encounter and module documents written as YAML, for the validator's tests
(test_validate, test_validate_inputs, test_validate_references)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

CASES = Path(__file__).resolve().parent / "schemas"
ENCOUNTER_MODELINE = "# yaml-language-server: $schema=../../schemas/encounter.schema.json\n"
MODULE_MODELINE = "# yaml-language-server: $schema=../schemas/module.schema.json\n"


def write_yaml(path: Path, data: Any, modeline: str = "") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(modeline + yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def encounter(creatures: list[dict[str, Any]], obstacle_blocks: list[str | None]) -> dict[str, Any]:
    obstacles: list[dict[str, Any]] = [
        {
            "id": f"ob-{i}",
            "name": f"Obstacle {i}",
            "rating": 3,
            "kind": "creature",
            "why": "test",
            "statblock": block,
            "threats": [],
            "weaknesses": [],
            "strengths": [],
        }
        for i, block in enumerate(obstacle_blocks)
    ]
    return {
        "kind": "encounter",
        "location": {"key": "1", "name": "Hall", "page": 1},
        "text": "x",
        "creatures": creatures,
        "obstacles": obstacles,
        "threats": [],
        "hazards": [],
    }


def module(encounters: list[str], blocks: list[str]) -> dict[str, Any]:
    return {
        "kind": "module",
        "source": {"file": "m.pdf", "sha256": "0" * 64, "pages": 3},
        "statblocks": [
            {
                "name": name,
                "page": 1,
                "style": "5e",
                "ac": 12,
                "hp": 7,
                "hit_dice": None,
                "cr": "1",
                "size": None,
                "type": None,
            }
            for name in blocks
        ],
        "encounters": encounters,
        "problems": [],
    }
