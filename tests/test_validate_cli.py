"""`dmd validate` and `dmd schema` as users run them: exit code, stdout and stderr together."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from converter.cli import app
from converter.errors import UsageError

ROOT = Path(__file__).resolve().parents[1]
VALID = ROOT / "tests" / "schemas" / "valid"
INVALID = ROOT / "tests" / "schemas" / "invalid"
DMD = Path(sys.executable).with_name("dmd")


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner(env={"GITHUB_ACTIONS": None, **(env or {})}).invoke(app, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_valid_files_exit_0_with_only_a_summary() -> None:
    count = len(list(VALID.glob("*.yaml")))
    assert run("validate", str(VALID)) == (0, "", f"dmd validate: {count} files, no problems\n")


def test_invalid_file_exit_1_with_one_line_per_finding() -> None:
    path = INVALID / "rating-too-high.yaml"
    code, out, err = run("validate", str(path))
    assert code == 1
    assert out == (
        f"{path}:10:11: error: 13 is greater than the maximum of 12 [/obstacles/0/rating]\n"
    )
    assert err == "dmd validate: 1 file, 1 error, 0 warnings\n"


def test_a_missing_path_is_exit_2_even_beside_a_valid_file(tmp_path: Path) -> None:
    missing = tmp_path / "nope.yaml"
    code, out, err = run("validate", str(VALID / "party.yaml"), str(missing))
    assert code == 2
    assert out == f"{missing}: error: cannot read: no such file or directory\n"
    assert err.startswith("dmd validate: 2 files, 1 error")


def test_no_paths_is_a_usage_error() -> None:
    code, out, err = run("validate")
    assert code == 2
    assert out == ""
    assert "Missing argument" in err


def test_json_format() -> None:
    code, out, _ = run("validate", "--format", "json", str(INVALID / "duplicate-key.yaml"))
    document = json.loads(out)
    assert code == 1 == document["exit_code"]
    assert [(f["line"], f["col"], f["rule"]) for f in document["findings"]] == [
        (5, 1, "yaml-duplicate-key")
    ]


def test_github_format_is_chosen_inside_github_actions_unless_told_otherwise() -> None:
    path = str(INVALID / "count-zero.yaml")
    code, out, _ = run("validate", path, env={"GITHUB_ACTIONS": "true"})
    assert code == 1
    assert out.startswith(f"::error file={path},line=7,col=10,title=dmd validate (schema)::0 is")
    _, text_out, _ = run("validate", "--format", "text", path, env={"GITHUB_ACTIONS": "true"})
    assert text_out.startswith(f"{path}:7:10: error: ")


def test_strict_makes_warnings_fail_and_quiet_drops_the_summary() -> None:
    path = str(INVALID / "duplicate-threat.yaml")
    assert run("validate", "-q", path)[0::2] == (0, "")
    code, out, _ = run("validate", "--strict", path)
    assert code == 1 and ": warning: threat 'Cold'" in out


def test_max_bytes_option(tmp_path: Path) -> None:
    code, out, _ = run("validate", "--max-bytes", "100", str(VALID / "encounter-full.yaml"))
    assert code == 1
    assert "over the size limit of 100 bytes" in out
    assert run("validate", "--max-bytes", "0", str(VALID))[0] == 2


def test_ignore_unknown(tmp_path: Path) -> None:
    (tmp_path / "ci.yml").write_text("on: push\n", encoding="utf-8")
    assert run("validate", "--ignore-unknown", str(tmp_path)) == (
        0,
        "",
        "dmd validate: 1 file, 1 skipped (unknown kind), no problems\n",
    )
    assert run("validate", str(tmp_path))[0] == 1


def test_schema_prints_a_bundled_schema_by_kind_or_file_name() -> None:
    text = (ROOT / "schemas" / "encounter.schema.json").read_text(encoding="utf-8")
    for name in ("encounter", "encounter.schema.json"):
        code, out, err = run("schema", name)
        assert (code, err) == (0, "")
        assert out.rstrip("\n") == text.rstrip("\n")
        assert json.loads(out)["properties"]["kind"]["const"] == "encounter"


def test_schema_without_a_name_lists_the_kinds() -> None:
    code, out, _ = run("schema")
    assert code == 0
    rows = dict(line.split("\t") for line in out.splitlines())
    assert rows["encounter"] == "encounter.schema.json"
    assert rows["module"] == "module.schema.json"


def test_unknown_schema_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="no schema named 'monster'"):
        run("schema", "monster")


def test_installed_dmd_script_smoke(tmp_path: Path) -> None:
    if not DMD.exists():
        pytest.skip(f"{DMD} is not installed")
    ok = subprocess.run(
        [str(DMD), "validate", str(VALID)], capture_output=True, text=True, timeout=60
    )
    assert (ok.returncode, ok.stdout) == (0, "")
    bad = subprocess.run(
        [str(DMD), "validate", "--format", "json", str(INVALID)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 1
    assert len(json.loads(bad.stdout)["findings"]) >= 20
    unknown = subprocess.run(
        [str(DMD), "schema", "monster"], capture_output=True, text=True, timeout=60
    )
    assert unknown.returncode == 2
    assert unknown.stderr.startswith("dmd: error: no schema named 'monster'")
    assert "Traceback" not in unknown.stderr


def test_pre_commit_hook_definition_runs_dmd_validate(tmp_path: Path) -> None:
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    (hook,) = [h for h in hooks if h["id"] == "dmd-validate"]
    assert hook["language"] == "python" and "yaml" in hook["types"]
    program, *args = shlex.split(hook["entry"])
    assert program == "dmd"
    (tmp_path / ".gitlab-ci.yml").write_text("stages: [test]\n", encoding="utf-8")
    staged = [str(tmp_path / ".gitlab-ci.yml"), str(VALID / "encounter-full.yaml")]
    assert run(*args, *staged)[0] == 0  # foreign YAML is skipped, ours is checked
    assert run(*args, str(INVALID / "count-zero.yaml"), *staged)[0] == 1
