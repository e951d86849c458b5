"""The validator's report formats: text (file:line:col), JSON, GitHub annotations, summary."""

from __future__ import annotations

import json

from converter.validate.files import Finding, ValidationReport
from converter.validate.report import (
    finding_to_github,
    report_to_github,
    report_to_json,
    report_to_text,
    summary_line,
)

SAMPLE = ValidationReport(
    files=("a, b:c.yaml", "ok.yaml"),
    findings=(
        Finding("a, b:c.yaml", 3, 5, "error", "50% off\nnext line", "/x/0", "schema"),
        Finding("a, b:c.yaml", 7, 1, "warning", "duplicate", "", "duplicate-threat"),
        Finding("gone.yaml", 0, 0, "error", "cannot read: no such file", "", "unreadable"),
    ),
)


def test_text_format_is_file_line_col_level_message_pointer() -> None:
    lines = report_to_text(SAMPLE).splitlines()
    assert lines[0] == ["a, b:c.yaml:3:5: error: 50% off", "next line [/x/0]"][0]
    assert lines[2] == "a, b:c.yaml:7:1: warning: duplicate"
    assert lines[3] == "gone.yaml: error: cannot read: no such file"


def test_json_format_round_trips() -> None:
    document = json.loads(report_to_json(SAMPLE))
    assert document["exit_code"] == 2 and document["valid"] is False
    assert document["files"] == 2 and document["errors"] == 2 and document["warnings"] == 1
    assert document["findings"][0] == {
        "file": "a, b:c.yaml",
        "line": 3,
        "col": 5,
        "level": "error",
        "rule": "schema",
        "message": "50% off\nnext line",
        "pointer": "/x/0",
    }


def test_github_format_escapes_properties_and_data() -> None:
    lines = report_to_github(SAMPLE).splitlines()
    assert len(lines) == 3
    assert lines[0] == (
        "::error file=a%2C b%3Ac.yaml,line=3,col=5,title=dmd validate (schema)"
        "::50%25 off%0Anext line [/x/0]"
    )
    assert lines[1].startswith("::warning file=a%2C b%3Ac.yaml,line=7,col=1,")
    assert lines[2].startswith("::error file=gone.yaml,title=")
    info = Finding("f.yaml", 1, 1, "info", "fyi", "", "note")
    assert finding_to_github(info).startswith("::notice ")


def test_summary_line_counts() -> None:
    assert summary_line(SAMPLE) == "dmd validate: 2 files, 2 errors, 1 warning"
    empty = ValidationReport(files=("a.yaml",), findings=())
    assert summary_line(empty) == "dmd validate: 1 file, no problems"
