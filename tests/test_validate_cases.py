"""Data-driven validation cases: every file under tests/schemas/{valid,invalid}/ is a test.

An invalid case states what it expects in leading comments, one finding a line:

    # expect: 10:11 greater than the maximum of 12
    # expect: 9:10 warning: threat 'Cold' appears twice

(line:col of the finding, an optional level, then a fragment of the message).  The findings
must be exactly those, in that order.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from converter.validate.files import validate_paths

CASES = Path(__file__).resolve().parent / "schemas"
EXPECT = re.compile(r"^# expect: (\d+):(\d+) (?:(error|warning|info): )?(.+)$", re.MULTILINE)


def case_files(kind: str) -> list[Path]:
    return sorted((CASES / kind).glob("*.yaml"))


def expectations(path: Path) -> list[tuple[int, int, str, str]]:
    text = path.read_text(encoding="utf-8")
    return [
        (int(line), int(col), level or "error", fragment.strip())
        for line, col, level, fragment in EXPECT.findall(text)
    ]


def test_there_are_cases_of_both_kinds() -> None:
    assert len(case_files("valid")) >= 5
    assert len(case_files("invalid")) >= 20


@pytest.mark.parametrize("path", case_files("valid"), ids=lambda p: p.stem)
def test_valid_case_has_no_findings(path: Path) -> None:
    report = validate_paths([str(path)])
    assert report.findings == ()
    assert report.exit_code() == 0


@pytest.mark.parametrize("path", case_files("invalid"), ids=lambda p: p.stem)
def test_invalid_case_gives_the_expected_findings(path: Path) -> None:
    expected = expectations(path)
    assert expected, f"{path.name} has no '# expect: line:col message' comment"
    report = validate_paths([str(path)])
    found = [(f.line, f.col, f.level) for f in report.findings]
    assert found == [(line, col, level) for line, col, level, _ in expected], report.findings
    for finding, (_, _, _, fragment) in zip(report.findings, expected, strict=True):
        assert fragment in finding.message
        assert "\n" not in finding.message
    wants_error = any(level == "error" for _, _, level, _ in expected)
    assert report.exit_code() == (1 if wants_error else 0)
    assert report.exit_code(strict=True) == 1
