"""Load a data file of ``rules/`` (a mapping table or a detection vocabulary) with its schema.

``rules/tables/<name>.yaml`` are the mapping tables (``schemas/tables/``) and
``rules/lexicon/<name>.yaml`` the words, phrase patterns and thresholds the detectors read
(``schemas/lexicon/``). Detection code holds no vocabulary of its own: a word it needs is in a
lexicon file, so a reviewer can grep the code for module-specific phrases and find none.
A file that does not fit its schema is a ``RulesError`` naming the file and the JSON path.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any, Literal

import yaml

from converter.errors import RulesError

Folder = Literal["tables", "lexicon"]


def load_rules_data(folder: Folder, name: str) -> Any:
    """Load ``rules/<folder>/<name>.yaml`` and validate it with its schema."""
    import jsonschema

    label = "rules table" if folder == "tables" else "lexicon"
    try:
        text = (resources.files("dmd_rules") / folder / f"{name}.yaml").read_text("utf-8")
        schema_text = (resources.files("dmd_schemas") / folder / f"{name}.schema.json").read_text(
            "utf-8"
        )
    except OSError as exc:
        raise RulesError(f"{label} {name}: cannot read it ({exc})") from exc
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise RulesError(f"{label} {name}: not valid YAML ({exc})") from exc
    schema = json.loads(schema_text)
    error = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(schema).iter_errors(data)
    )
    if error is not None:
        raise RulesError(f"{label} {name}: {error.json_path}: {error.message}")
    return data


@cache
def load_lexicon(name: str) -> Any:
    """A detection vocabulary, loaded and validated once per process (treat it as read-only)."""
    return load_rules_data("lexicon", name)
