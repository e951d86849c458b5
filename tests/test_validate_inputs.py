"""validate_paths given its files: folders and globs searched, missing and unreadable files,
and hostile files (bombs, deep nesting, junk, a file of very many errors), each read in
bounded work to one finding."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from yaml_documents import encounter, write_yaml

from converter.validate import files as validate_module
from converter.validate.files import expand_paths, validate_paths
from converter.validate.report import finding_to_text
from converter.validate.yamlsafe import DEFAULT_LIMITS

# --- paths -------------------------------------------------------------------------------


def test_folders_are_searched_recursively_in_order_skipping_hidden(tmp_path: Path) -> None:
    for name in ["b/2.yaml", "b/1.yml", "a.yaml", ".git/x.yaml", "notes.txt", "c/d/e.yaml"]:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("a: 1\n", encoding="utf-8")
    files, problems = expand_paths([str(tmp_path), str(tmp_path / "a.yaml")])
    assert problems == []
    assert [p.relative_to(tmp_path).as_posix() for p in files] == [
        "a.yaml",
        "b/1.yml",
        "b/2.yaml",
        "c/d/e.yaml",
    ]


def test_globs_missing_files_and_empty_folders(tmp_path: Path) -> None:
    for name in ["x1.yaml", "x2.yaml", "y.yaml"]:
        (tmp_path / name).write_text("a: 1\n", encoding="utf-8")
    (tmp_path / "empty").mkdir()
    files, problems = expand_paths(
        [str(tmp_path / "x*.yaml"), str(tmp_path / "z*.yaml"), str(tmp_path / "empty")]
    )
    assert [p.name for p in files] == ["x1.yaml", "x2.yaml"]
    assert [(p.rule, p.message) for p in problems] == [
        ("no-files", "no files match"),
        ("no-files", "no YAML files in folder"),
    ]


def test_missing_and_unreadable_files_give_exit_2_even_beside_invalid_ones(tmp_path: Path) -> None:
    bad = write_yaml(tmp_path / "bad.yaml", {"kind": "encounter"})
    dangling = tmp_path / "dangling.yaml"
    dangling.symlink_to(tmp_path / "gone.yaml")
    report = validate_paths([str(bad), str(tmp_path / "nope.yaml"), str(dangling)])
    unreadable = [f for f in report.findings if f.rule == "unreadable"]
    assert [Path(f.file).name for f in unreadable] == ["nope.yaml", "dangling.yaml"]
    assert all(f.line == 0 and "no such file" in f.message for f in unreadable)
    assert report.errors > len(unreadable)  # bad.yaml's schema errors are still reported
    assert report.exit_code() == 2


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
def test_a_file_without_read_permission_is_unreadable(tmp_path: Path) -> None:
    locked = write_yaml(tmp_path / "locked.yaml", {"kind": "encounter"})
    locked.chmod(0)
    report = validate_paths([str(locked)])
    assert [f.rule for f in report.findings] == ["unreadable"]
    assert report.exit_code() == 2


# --- hostile files through the whole validator -------------------------------------------


def hostile_files(folder: Path) -> dict[str, Path]:
    laughs = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        laughs.append(f"{name}: &{name} [{', '.join([f'*{prev}'] * 10)}]")
    contents = {
        "alias-bomb": "\n".join(laughs).encode(),
        "deep-nesting": b"kind: encounter\ntext: " + b"[" * 20_000 + b"]" * 20_000,
        "duplicate-keys": b"kind: encounter\ntext: a\ntext: b\n",
        "non-utf8": b"kind: encounter\ntext: \xff\xfe\n",
        "binary-junk": random.Random(7).randbytes(8192),
    }
    out = {}
    for name, data in contents.items():
        out[name] = folder / f"{name}.yaml"
        out[name].write_bytes(data)
    big = folder / "fifty-mb.yaml"
    with big.open("wb") as handle:
        line = b"- filler text for a very large file\n"
        for _ in range(50):
            handle.write(line * (1024 * 1024 // len(line) + 1))
    out["fifty-mb"] = big
    return out


HANG_CEILING_SECONDS = 60.0  # wall-clock bounds flaked on a loaded machine; bench/ times it


def test_each_hostile_file_is_one_finding_and_exit_1_in_bounded_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = hostile_files(tmp_path)
    expected_rules = {
        "alias-bomb": "yaml-alias-bomb",
        "deep-nesting": "yaml-depth",
        "duplicate-keys": "yaml-duplicate-key",
        "non-utf8": "yaml-encoding",
        "binary-junk": "yaml-binary",
        "fifty-mb": "yaml-too-large",
    }
    read_sizes: list[int] = []
    real_read = validate_module.read_yaml_bytes

    def counted_read(path: Any, limits: Any = DEFAULT_LIMITS) -> bytes:
        data = real_read(path, limits)
        read_sizes.append(len(data))
        return data

    monkeypatch.setattr(validate_module, "read_yaml_bytes", counted_read)
    for name, path in files.items():
        start = time.perf_counter()
        report = validate_paths([str(path)])
        assert time.perf_counter() - start < HANG_CEILING_SECONDS, name  # a hang, not speed
        assert read_sizes[-1] <= DEFAULT_LIMITS.max_bytes + 1, name  # the bound is counted
        assert [f.rule for f in report.findings] == [expected_rules[name]], name
        assert report.exit_code() == 1, name
        line = finding_to_text(report.findings[0])
        assert line.startswith(f"{path}:") and "\n" not in line


def test_a_file_with_very_many_errors_is_capped(tmp_path: Path) -> None:
    data = encounter([], [])
    data["threats"] = [{"name": f"t{i}", "rating": 99, "why": "y"} for i in range(20_000)]
    path = write_yaml(tmp_path / "many.yaml", data)
    start = time.perf_counter()
    report = validate_paths([str(path)])
    assert time.perf_counter() - start < HANG_CEILING_SECONDS  # the cap below bounds the work
    limit = validate_module.MAX_SCHEMA_ERRORS
    assert len(report.findings) == limit + 1
    rules = [f.rule for f in report.findings]
    assert rules.count("schema-truncated") == 1 and rules.count("schema") == limit
    lines = [f.line for f in report.findings if f.rule == "schema"]
    assert lines == sorted(lines) and len(set(lines)) == limit  # each at its own threat
