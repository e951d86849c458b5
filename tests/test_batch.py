"""Batch conversion: bad files never stop a batch, resume, --jobs gives the same bytes."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from pdf_factory import (
    encrypted_pdf,
    image_only_pdf,
    junk_pdf,
    text_pdf,
    truncated_pdf,
    zero_page_pdf,
)

from converter.errors import ExitCode
from converter.pipeline import ConvertOptions, convert_paths

ROOT = Path(__file__).resolve().parents[1]


def dmd(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from converter.cli import main; main()", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("library")
    good = text_pdf(folder / "good.pdf")
    text_pdf(folder / "second.pdf", title="Another Tiny Module")
    encrypted_pdf(folder / "locked.pdf")
    truncated_pdf(folder / "truncated.pdf", good)
    zero_page_pdf(folder / "empty.pdf")
    junk_pdf(folder / "junk.pdf")
    (folder / "notes.pdf").write_text("not a pdf at all\n", encoding="utf-8")
    image_only_pdf(folder / "scanned.pdf")
    return folder


BAD = ("locked", "truncated", "empty", "junk", "notes", "scanned")


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def test_batch_goes_on_past_every_bad_file(library: Path, tmp_path: Path) -> None:
    result = dmd("convert", str(library), "-o", str(tmp_path / "out"), "--jobs", "2")
    assert result.returncode == int(ExitCode.input_pdf), result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert "8 file(s): 2 converted, 0 unchanged, 6 failed" in result.stdout
    failed_lines = [line for line in result.stdout.splitlines() if line.startswith("  failed:")]
    assert len(failed_lines) == len(BAD)
    for name in BAD:
        (line,) = [f for f in failed_lines if f"{name}.pdf" in f]
        assert "(exit 3)" in line
    assert (tmp_path / "out" / "good" / "module.yaml").is_file()
    assert (tmp_path / "out" / "second" / "module.yaml").is_file()
    assert not (tmp_path / "out" / "junk").exists()


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("locked", "password"),
        ("truncated", "truncated.pdf"),
        ("empty", "no pages"),
        ("junk", "junk.pdf"),
        ("scanned", "no text layer"),
    ],
)
def test_each_bad_file_gets_a_clear_message(
    library: Path, tmp_path: Path, name: str, fragment: str
) -> None:
    result = convert_paths([library / f"{name}.pdf"], ConvertOptions(outdir=tmp_path))
    (outcome,) = result.outcomes
    assert outcome.status == "failed"
    assert outcome.exit_code == int(ExitCode.input_pdf)
    assert f"{name}.pdf" in outcome.message
    assert fragment.lower() in outcome.message.lower()
    assert "\n" not in outcome.message


def test_encrypted_pdf_converts_with_its_password(library: Path, tmp_path: Path) -> None:
    wrong = convert_paths(
        [library / "locked.pdf"], ConvertOptions(outdir=tmp_path, password="kobold")
    )
    assert wrong.outcomes[0].status == "failed"
    right = convert_paths(
        [library / "locked.pdf"], ConvertOptions(outdir=tmp_path, password="owlbear")
    )
    assert right.outcomes[0].status == "converted", right.outcomes[0].message
    assert right.outcomes[0].summary["areas"] >= 1


def test_resume_skips_unchanged_and_force_converts(library: Path, tmp_path: Path) -> None:
    source = tmp_path / "in"
    source.mkdir()
    shutil.copy(library / "good.pdf", source / "good.pdf")
    options = ConvertOptions(outdir=tmp_path / "out")
    assert convert_paths([source], options).outcomes[0].status == "converted"
    assert convert_paths([source], options).outcomes[0].status == "unchanged"
    forced = ConvertOptions(outdir=tmp_path / "out", force=True)
    assert convert_paths([source], forced).outcomes[0].status == "converted"
    text_pdf(source / "good.pdf", title="Edited Title")  # same name, new content
    assert convert_paths([source], options).outcomes[0].status == "converted"


def test_output_is_identical_whatever_jobs(library: Path, tmp_path: Path) -> None:
    inputs = [library / "good.pdf", library / "second.pdf", library / "junk.pdf"]
    one = convert_paths(inputs, ConvertOptions(outdir=tmp_path / "one", jobs=1))
    two = convert_paths(inputs, ConvertOptions(outdir=tmp_path / "two", jobs=2))
    assert [o.status for o in one.outcomes] == [o.status for o in two.outcomes]
    assert snapshot(tmp_path / "one") == snapshot(tmp_path / "two")
