"""The Dask extra is optional: without it every command but ``--scheduler`` works, and
nothing imports it until ``--scheduler`` is given (``dmd --help`` stays fast)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from pdf_factory import text_pdf

from converter.errors import ExitCode

ROOT = Path(__file__).resolve().parents[1]

WITHOUT_DISTRIBUTED = """
import sys
sys.modules["distributed"] = None  # as if the [cluster] extra were not installed
from converter.cli import main
main()
"""


def test_the_cli_does_not_import_dask() -> None:
    code = "import sys, converter.cli, converter.pipeline; print(sorted({'distributed', 'dask'} & set(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.stdout.strip() == "[]", result.stderr


def test_scheduler_without_the_extra_says_what_to_install(tmp_path: Path) -> None:
    pdf = text_pdf(tmp_path / "good.pdf")
    args = ["convert", str(pdf), "-o", str(tmp_path / "out"), "--scheduler", "tcp://127.0.0.1:1"]
    result = subprocess.run(
        [sys.executable, "-c", WITHOUT_DISTRIBUTED, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert result.returncode == int(ExitCode.usage), result.stderr
    assert "dmd-converter[cluster]" in result.stderr
    assert result.stderr.count("\n") == 1
    assert not (tmp_path / "out" / "good").exists()
