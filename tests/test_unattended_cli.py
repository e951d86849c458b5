"""The command line in unattended use: FIFOs, standard input, bad --png and --pages, LICENSE."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from pdf_factory import text_pdf

from converter.errors import ExitCode

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_ENCOUNTERS = ROOT / "samples" / "expected" / "sunken-shrine" / "encounters"


def dmd(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "converter", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        input=stdin,
        timeout=120,  # a hang (a FIFO opened for reading) fails instead of blocking the run
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("given", ["the-fifo", "its-folder"])
def test_a_fifo_is_refused_in_one_line_not_opened(tmp_path: Path, given: str) -> None:
    fifo = tmp_path / "x.yaml"
    os.mkfifo(fifo)
    target = fifo if given == "the-fifo" else tmp_path
    result = dmd("validate", str(target))
    assert result.returncode == 2, result.stdout + result.stderr
    (line,) = [line for line in result.stdout.splitlines() if "x.yaml" in line]
    assert "a FIFO, not a regular file" in line


def test_validate_reads_standard_input() -> None:
    good = sorted(SAMPLE_ENCOUNTERS.glob("*.yaml"))[0].read_text(encoding="utf-8")
    valid = dmd("validate", "-", stdin=good)
    assert valid.returncode == 0, valid.stdout + valid.stderr
    broken = good.replace("kind: encounter", "kind: encounter\nrating: eleven", 1)
    invalid = dmd("validate", "-", stdin=broken)
    assert invalid.returncode == 1
    assert invalid.stdout.startswith("<stdin>:")


def test_inspect_png_on_an_existing_file_is_exit_5(tmp_path: Path) -> None:
    pdf = text_pdf(tmp_path / "m.pdf")
    taken = tmp_path / "taken.png"
    taken.write_bytes(b"not a folder")
    result = dmd("inspect", str(pdf), "--png", str(taken))
    assert result.returncode == int(ExitCode.output), result.stderr
    assert result.stderr.count("\n") == 1 and "taken.png" in result.stderr


def test_inspect_a_page_past_the_end_is_exit_2(tmp_path: Path) -> None:
    pdf = text_pdf(tmp_path / "m.pdf")
    result = dmd("inspect", str(pdf), "--pages", "9")
    assert result.returncode == int(ExitCode.usage), result.stderr
    assert "no page 9 (the PDF has 1 pages)" in result.stderr


def test_license_file_matches_pyproject() -> None:
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert declared["project"]["license"] == "MIT"
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted" in text


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_one_long_conversion_shows_page_progress_on_a_terminal(tmp_path: Path) -> None:
    import hostile_pdfs

    pdf = hostile_pdfs.module_pdf(tmp_path / "book.pdf", pages=12)
    seen: list[tuple[int, int]] = []
    from converter.read.extract import read_pages

    read_pages(pdf, on_page=lambda done, total: seen.append((done, total)))
    assert seen == [(n, 12) for n in range(1, 13)]  # the library reports every page
    chunked: list[tuple[int, int]] = []
    read_pages(pdf, jobs=2, on_page=lambda done, total: chunked.append((done, total)))
    assert chunked[-1] == (12, 12) and len(chunked) > 1  # and in page chunks with workers

    leader, follower = os.openpty()
    env = dict(os.environ, COLUMNS="100", TERM="xterm")
    with subprocess.Popen(
        [sys.executable, "-m", "converter", "convert", str(pdf), "-o", str(tmp_path / "out")],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=follower,
        env=env,
    ) as process:
        os.close(follower)
        terminal = b""
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            terminal += chunk
        process.wait(timeout=120)
    os.close(leader)
    assert process.returncode == 0
    assert b"reading pages" in terminal
    plain = dmd("convert", str(pdf), "-o", str(tmp_path / "plain"))
    assert "reading pages" not in plain.stderr and "\x1b[" not in plain.stderr


def test_inspect_json_is_machine_readable(tmp_path: Path) -> None:
    import json

    pdf = text_pdf(tmp_path / "m.pdf")
    result = dmd("inspect", str(pdf), "--json")
    assert result.returncode == 0, result.stderr
    (page,) = json.loads(result.stdout)
    assert page["page"] == 1 and page["text_layer"] is True
    assert {a["key"] for a in page["areas"]} >= {"1", "2"}


def test_the_pre_commit_hook_skips_other_peoples_yaml(tmp_path: Path) -> None:
    from converter.validate.files import validate_paths

    others = {
        "deploy.yaml": "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n",
        "multi.yaml": "kind: Service\n---\nkind: ConfigMap\n",
        "template.yaml": "image:\n  tag: {{ .Values.tag }}\n",
        "values.yaml": "replicaCount: 1\nimage:\n  repository: nginx\n",
    }
    for name, text in others.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    ours = "# yaml-language-server: $schema=../schemas/encounter.schema.json\nkind: [\n"
    (tmp_path / "broken-encounter.yaml").write_text(ours, encoding="utf-8")
    (tmp_path / "flow.yaml").write_text("{kind: encounter, text: 1}\n", encoding="utf-8")
    report = validate_paths([str(tmp_path)], ignore_unknown=True)
    assert sorted(Path(s).name for s in report.skipped) == sorted(others)
    assert {Path(f.file).name for f in report.findings} == {"broken-encounter.yaml", "flow.yaml"}
    plain = validate_paths([str(tmp_path / "deploy.yaml")])  # without the flag: still an error
    assert [f.rule for f in plain.findings] == ["kind"]
