"""Batch conversion: bad files never stop a batch, resume, --jobs gives the same bytes."""

from __future__ import annotations

import os
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


# Supervision: a killed worker fails only its file; SIGTERM stops the workers.


def test_a_killed_worker_fails_only_its_file(
    library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import signal

    from converter import pipeline

    source = tmp_path / "in"
    source.mkdir()
    for name in ("a", "b", "killed", "d", "e"):
        shutil.copy(library / "good.pdf", source / f"{name}.pdf")
    real = pipeline.convert_pdf

    def oom_on_one(path: Path, **kwargs: object) -> object:
        if path.name == "killed.pdf":  # as the OOM killer would
            os.kill(os.getpid(), signal.SIGKILL)
        return real(path, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(pipeline, "convert_pdf", oom_on_one)  # the forked workers inherit it
    result = convert_paths([source], ConvertOptions(outdir=tmp_path / "out", jobs=2))
    statuses = {Path(o.path).stem: o.status for o in result.outcomes}
    assert statuses == {
        "a": "converted",
        "b": "converted",
        "killed": "failed",
        "d": "converted",
        "e": "converted",
    }
    (lost,) = result.failed
    assert lost.exit_code == int(ExitCode.worker_lost)
    assert "killed.pdf" in lost.message and "SIGKILL" in lost.message
    assert result.exit_code == int(ExitCode.worker_lost)


SLOW_DMD = """
import sys, time
from converter import pipeline
real = pipeline.convert_pdf
def slow(path, **kwargs):
    result = real(path, **kwargs)
    time.sleep(60)  # stands for a long book
    return result
pipeline.convert_pdf = slow
from converter.cli import main
main()
"""


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(c) for c in (task / "children").read_text().split()]
    return found


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux /proc")
def test_sigterm_stops_the_workers_and_a_rerun_resumes(library: Path, tmp_path: Path) -> None:
    import signal
    import time

    source = tmp_path / "in"
    source.mkdir()
    for name in ("a", "b", "c"):
        shutil.copy(library / "good.pdf", source / f"{name}.pdf")
    out = tmp_path / "out"
    args = [sys.executable, "-c", SLOW_DMD, "convert", str(source), "-o", str(out), "-j", "2"]
    parent = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    workers: list[int] = []
    while len(workers) < 2 and time.monotonic() < deadline:
        time.sleep(0.2)
        workers = _children(parent.pid)
    assert len(workers) == 2, "the workers never started"
    parent.send_signal(signal.SIGTERM)
    _, stderr = parent.communicate(timeout=60)
    assert parent.returncode == int(ExitCode.terminated), stderr
    assert b"Traceback" not in stderr
    for pid in workers:  # reaped by the parent: gone, not orphaned
        assert not Path(f"/proc/{pid}").exists() or b"Z" in Path(f"/proc/{pid}/stat").read_bytes()
    assert not [p for p in out.rglob("*.tmp")], "a half-written file was left behind"
    assert not [p for p in out.rglob("module.yaml")]
    rerun = dmd("convert", str(source), "-o", str(out), "-j", "2")
    assert rerun.returncode == 0, rerun.stdout + rerun.stderr
    assert "3 converted" in rerun.stdout


# Resume: the recorded outputs must be present and whole.


@pytest.mark.parametrize("damage", ["delete-encounter", "truncate-encounter", "delete-schemas"])
def test_resume_restores_missing_or_damaged_output(
    library: Path, tmp_path: Path, damage: str
) -> None:
    out = tmp_path / "out"
    options = ConvertOptions(outdir=out)
    assert convert_paths([library / "good.pdf"], options).outcomes[0].status == "converted"
    before = snapshot(out)
    encounter = sorted((out / "good" / "encounters").glob("*.yaml"))[0]
    if damage == "delete-encounter":
        encounter.unlink()
    elif damage == "truncate-encounter":
        encounter.write_bytes(encounter.read_bytes()[:40])
    else:
        shutil.rmtree(out / "schemas")
    assert convert_paths([library / "good.pdf"], options).outcomes[0].status == "converted"
    assert snapshot(out) == before
    assert convert_paths([library / "good.pdf"], options).outcomes[0].status == "unchanged"


# File modes and the output folder.


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_output_files_follow_the_umask(
    library: Path, tmp_path: Path, umask: int, mode: int
) -> None:
    old = os.umask(umask)
    try:
        convert_paths([library / "good.pdf"], ConvertOptions(outdir=tmp_path / "out"))
    finally:
        os.umask(old)
    modes = {p.stat().st_mode & 0o777 for p in (tmp_path / "out").rglob("*") if p.is_file()}
    assert modes == {mode}


def test_a_file_in_the_output_folders_place_fails_before_any_work(
    library: Path, tmp_path: Path
) -> None:
    blocker = tmp_path / "out"
    blocker.write_text("not a folder\n", encoding="utf-8")
    for outdir in (blocker, blocker / "inner"):
        result = dmd("convert", str(library / "good.pdf"), "-o", str(outdir))
        assert result.returncode == int(ExitCode.output), result.stderr
        assert "converted" not in result.stdout + result.stderr
        assert result.stderr.count("\n") == 1 and str(blocker) in result.stderr


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_output_folder_fails_before_any_work(library: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    out.chmod(0o555)
    try:
        result = dmd("convert", str(library / "good.pdf"), "-o", str(out))
    finally:
        out.chmod(0o755)
    assert result.returncode == int(ExitCode.output), result.stderr
    assert "converted" not in result.stdout


def test_the_output_folder_is_checked_in_the_library_too(library: Path, tmp_path: Path) -> None:
    from converter.errors import OutputError

    (tmp_path / "out").write_text("x", encoding="utf-8")
    with pytest.raises(OutputError, match="is a file"):
        convert_paths([library / "good.pdf"], ConvertOptions(outdir=tmp_path / "out"))


def _sleep_a_while(_: object) -> None:
    import time

    time.sleep(30)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_worker_signalled_as_it_starts_exits_quietly() -> None:
    """SIGTERM right after the fork, before the worker has its own handler, must not run the
    parent's (which raises ``Terminated`` and printed a traceback from the worker)."""
    import multiprocessing
    import signal

    from converter import supervise

    context = multiprocessing.get_context("fork")
    with supervise._terminate_on_sigterm():
        for _ in range(5):
            entry = supervise._start(context, _sleep_a_while, 0, None)
            entry.process.terminate()  # as _stop_all does, at once
            entry.process.join(10)
            entry.conn.close()
            assert entry.process.exitcode == 128 + signal.SIGTERM
