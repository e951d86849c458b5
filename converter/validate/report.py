"""Validation reports as text: one formatter per ``dmd validate --format``.

- ``text``: ``file:line:col: level: message [json-pointer]``, one finding a line (the form
  compilers use, so editors and CI log parsers pick it up);
- ``json``: one JSON object with the counts and every finding;
- ``github``: GitHub Actions workflow commands (``::error file=…,line=…,col=…::message``),
  which GitHub shows as annotations on the pull request.

Findings without a position (an unreadable file, a glob that matches nothing) have line 0
and print without ``:line:col``.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from converter.validate.files import Finding, ValidationReport

FORMATS = ("text", "json", "github")
GITHUB_COMMAND = {"error": "error", "warning": "warning", "info": "notice"}


def finding_to_text(finding: Finding) -> str:
    """``file:line:col: level: message [pointer]``."""
    where = finding.file if finding.line == 0 else f"{finding.file}:{finding.line}:{finding.col}"
    pointer = f" [{finding.pointer}]" if finding.pointer else ""
    return f"{where}: {finding.level}: {finding.message}{pointer}"


def report_to_text(report: ValidationReport) -> str:
    """Every finding as one text line."""
    return "".join(finding_to_text(f) + "\n" for f in report.findings)


def report_to_json(report: ValidationReport, strict: bool = False) -> str:
    """The whole report as one JSON document (stable key order)."""
    document = {
        "version": 1,
        "valid": report.exit_code(strict) == 0,
        "exit_code": report.exit_code(strict),
        "files": len(report.files),
        "skipped": list(report.skipped),
        "errors": report.errors,
        "warnings": report.warnings,
        "findings": [
            {
                "file": f.file,
                "line": f.line,
                "col": f.col,
                "level": f.level,
                "rule": f.rule,
                "message": f.message,
                "pointer": f.pointer,
            }
            for f in report.findings
        ],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def finding_to_github(finding: Finding) -> str:
    """A GitHub Actions ``::error``/``::warning``/``::notice`` workflow command."""
    props = [f"file={_escape_property(finding.file)}"]
    if finding.line:
        props += [f"line={finding.line}", f"col={finding.col}"]
    props.append(f"title={_escape_property(f'dmd validate ({finding.rule})')}")
    pointer = f" [{finding.pointer}]" if finding.pointer else ""
    command = GITHUB_COMMAND[finding.level]
    return f"::{command} {','.join(props)}::{_escape_data(finding.message + pointer)}"


def report_to_github(report: ValidationReport) -> str:
    """Every finding as one GitHub workflow command."""
    return "".join(finding_to_github(f) + "\n" for f in report.findings)


def summary_line(report: ValidationReport) -> str:
    """``dmd validate: 12 files, 2 errors, 1 warning`` (for stderr)."""

    def plural(n: int, word: str) -> str:
        return f"{n} {word}{'' if n == 1 else 's'}"

    parts = [plural(len(report.files), "file")]
    if report.skipped:
        parts.append(f"{len(report.skipped)} skipped (unknown kind)")
    if not report.findings:
        parts.append("no problems")
    else:
        parts += [plural(report.errors, "error"), plural(report.warnings, "warning")]
    return "dmd validate: " + ", ".join(parts)


def formatter(name: str, strict: bool = False) -> Callable[[ValidationReport], str]:
    """The formatter for one ``--format`` value."""
    if name == "json":
        return lambda report: report_to_json(report, strict)
    return {"text": report_to_text, "github": report_to_github}[name]
