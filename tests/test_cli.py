"""The CLI as a user meets it: help, version, exit codes, one-line errors, lazy imports."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from converter import __version__
from converter.cli import app

ROOT = Path(__file__).resolve().parents[1]
DMD = [sys.executable, "-c", "from converter.cli import main; main()"]


def run_dmd(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*DMD, *args], capture_output=True, text=True, cwd=cwd or ROOT, timeout=300
    )


def command_names() -> list[str]:
    group = typer.main.get_group(app)
    names = []
    for name, command in group.commands.items():
        sub = getattr(command, "commands", None)
        names += [f"{name} {s}" for s in sub] if sub else [name]
    return sorted(names)


def test_version() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"dmd {__version__}"


@pytest.mark.parametrize("name", command_names())
def test_every_command_has_help_with_an_example_and_is_in_the_readme(name: str) -> None:
    result = CliRunner().invoke(app, [*name.split(), "--help"])
    assert result.exit_code == 0, result.output
    assert "Example:" in result.output
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"dmd {name}" in readme


def test_core_commands_are_registered() -> None:
    assert {"convert", "validate", "inspect"} <= set(command_names())


@pytest.mark.parametrize(
    "args", [["--help"], ["validate", str(ROOT / "tests" / "schemas" / "valid")]], ids=str
)
def test_help_and_validate_import_neither_pdfplumber_nor_spacy(args: list[str]) -> None:
    code = (
        "import sys\n"
        "from converter.cli import app\n"
        "from typer.testing import CliRunner\n"
        f"r = CliRunner().invoke(app, {args!r})\n"
        "assert r.exit_code == 0, r.output\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pdfplumber', 'pdfminer', 'spacy', 'thinc'))\n"
        "print(heavy)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_missing_input_is_a_one_line_usage_error(tmp_path: Path) -> None:
    result = run_dmd("convert", str(tmp_path / "nope.pdf"), "-o", str(tmp_path / "out"))
    assert result.returncode == 2
    assert result.stderr.strip() == f"dmd: error: {tmp_path / 'nope.pdf'}: no such file or folder"
    assert "Traceback" not in result.stderr


def test_bad_option_is_exit_2() -> None:
    result = CliRunner().invoke(app, ["convert", "--jobs", "many", "x.pdf"])
    assert result.exit_code == 2


def test_unknown_engine_is_a_one_line_usage_error(tmp_path: Path) -> None:
    sample = ROOT / "samples" / "sunken-shrine.pdf"
    result = run_dmd("convert", str(sample), "-o", str(tmp_path / "out"), "--engine", "mupdf")
    assert result.returncode == 2
    assert result.stderr.strip() == (
        "dmd: error: --engine must be one of pdfplumber, pdfium, not 'mupdf'"
    )


def test_inspect_reads_with_either_engine() -> None:
    sample = str(ROOT / "samples" / "sunken-shrine.pdf")
    outputs = {
        engine: run_dmd("inspect", sample, "--pages", "3", "--engine", engine)
        for engine in ("pdfplumber", "pdfium")
    }
    assert outputs["pdfplumber"].returncode == outputs["pdfium"].returncode == 0
    assert outputs["pdfium"].stdout == outputs["pdfplumber"].stdout


def test_not_a_pdf_fails_with_exit_3_and_names_the_file(tmp_path: Path) -> None:
    bogus = tmp_path / "notes.pdf"
    bogus.write_text("these are my session notes, not a PDF\n", encoding="utf-8")
    result = run_dmd("convert", str(bogus), "-o", str(tmp_path / "out"))
    assert result.returncode == 3, result.stderr
    assert str(bogus) in result.stdout + result.stderr
    assert "Traceback" not in result.stderr


def test_verbose_shows_traceback(tmp_path: Path) -> None:
    result = run_dmd("-v", "inspect", str(tmp_path / "nope.pdf"))
    assert result.returncode == 2
    assert "Traceback" in result.stderr
