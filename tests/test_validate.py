"""validate_paths as a library, one file against its schema: modelines and kinds, schema
references, messages, findings' lines, edited files, parsing once (its files in
test_validate_inputs, cross-file checks in test_validate_references, report formats in
test_validate_report, the compiled schema check in test_validate_compiled)."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from yaml_documents import CASES, ENCOUNTER_MODELINE, MODULE_MODELINE, encounter, module, write_yaml

from converter.errors import SchemaError
from converter.validate import files as validate_module
from converter.validate.files import load_schemas, modeline_schema, validate_paths
from converter.validate.report import finding_to_text

# --- kinds, modelines, schemas, messages ---------------------------------------------------


def test_modeline_schema_reads_only_the_leading_comments() -> None:
    assert modeline_schema(ENCOUNTER_MODELINE + "kind: encounter\n") == (
        "encounter.schema.json",
        1,
    )
    assert modeline_schema("# hello\n\n" + MODULE_MODELINE) == ("module.schema.json", 3)
    assert modeline_schema("kind: x\n" + MODULE_MODELINE) is None


def test_a_schema_ref_into_another_schema_is_followed(tmp_path: Path) -> None:
    data = module([], ["Goblin"])
    data["statblocks"][0]["source"] = {"file": "m.pdf", "page": 0}
    report = validate_paths([str(write_yaml(tmp_path / "m" / "module.yaml", data))])
    assert [(f.pointer, f.message) for f in report.findings] == [
        ("/statblocks/0/source/page", "0 is less than the minimum of 1")
    ]


def test_dollar_schema_key_must_match_the_kind(tmp_path: Path) -> None:
    path = tmp_path / "e.yaml"
    path.write_text("kind: party\n$schema: ../schemas/module.schema.json\nmembers: [a]\n")
    rules = [(f.rule, f.line) for f in validate_paths([str(path)]).findings]
    assert ("modeline", 2) in rules


def test_ignore_unknown_skips_yaml_that_is_not_ours(tmp_path: Path) -> None:
    (tmp_path / "ci.yaml").write_text("on: push\njobs: {}\n", encoding="utf-8")
    (tmp_path / "typo.yaml").write_text("kind: encouter\n", encoding="utf-8")
    report = validate_paths([str(tmp_path)], ignore_unknown=True)
    assert [Path(s).name for s in report.skipped] == ["ci.yaml"]
    assert [(Path(f.file).name, f.rule) for f in report.findings] == [("typo.yaml", "kind")]
    strict = validate_paths([str(tmp_path)])
    assert {Path(f.file).name for f in strict.findings} == {"ci.yaml", "typo.yaml"}


def test_long_values_are_shortened_in_messages(tmp_path: Path) -> None:
    data = encounter([], [])
    data["creatures"] = {"long": "x" * 5000}
    report = validate_paths([str(write_yaml(tmp_path / "e.yaml", data))])
    (finding,) = report.findings
    assert "is not of type 'array'" in finding.message
    assert len(finding.message) < 150


def test_a_broken_bundled_schema_is_a_schema_error(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = dict(validate_module.schema_texts())
    texts["encounter.schema.json"] = '{"type": 12}'
    monkeypatch.setattr(validate_module, "schema_texts", lambda: texts)
    load_schemas.cache_clear()
    try:
        with pytest.raises(SchemaError, match="encounter.schema.json"):
            load_schemas()
    finally:
        load_schemas.cache_clear()


# --- finding lines, edited files, parsing once ---------------------------------------------


def test_finding_lines_match_the_documented_pattern() -> None:
    pattern = re.compile(r"^[^:]+:\d+:\d+: (error|warning|info): .+( \[/[^\]]*\])?$")
    report = validate_paths([str(CASES / "invalid")])
    for finding in report.findings:
        assert pattern.match(finding_to_text(finding)), finding


FULL_TEXT = (CASES / "valid" / "encounter-full.yaml").read_text(encoding="utf-8")


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, len(FULL_TEXT)), st.integers(0, 6), st.text("x: -[]{}'\n 7", max_size=4)
        ),
        min_size=1,
        max_size=4,
    )
)
def test_edited_files_never_crash_the_validator(edits: list[tuple[int, int, str]]) -> None:
    text = FULL_TEXT
    for at, cut, insert in edits:
        text = text[:at] + insert + text[at + cut :]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "e.yaml"
        path.write_text(text, encoding="utf-8")
        report = validate_paths([str(path)])
    assert report.exit_code() in (0, 1)
    lines = text.count("\n") + 1
    for finding in report.findings:
        assert 1 <= finding.line <= lines and finding.col >= 1
        assert "\n" not in finding.message


def test_clean_files_are_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_second_pass(*args: object) -> None:
        raise AssertionError("positions were looked up for a clean file")

    monkeypatch.setattr(validate_module, "locate_many", no_second_pass)
    report = validate_paths([str(CASES / "valid")])
    assert report.findings == () and len(report.files) >= 5


def test_the_benchmark_generates_valid_encounters(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "bench_validate", Path(__file__).resolve().parents[1] / "bench" / "bench_validate.py"
    )
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    paths = bench.write_encounters(tmp_path, 25, seed=3)
    report = validate_paths([str(tmp_path)])
    assert len(report.files) == len(paths) == 25
    assert report.findings == ()
    assert bench.write_encounters(tmp_path / "again", 25, seed=3)[0].read_bytes() == (
        paths[0].read_bytes()
    )
