"""Batches on a Dask cluster (``--scheduler``): the local batch's contract, one task per PDF.

A ``LocalCluster`` of two worker processes (one thread each) stands for the machines; the
tests skip when the ``[cluster]`` extra (``distributed``) is not installed.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pdf_factory import junk_pdf, text_pdf

from converter.errors import ExitCode
from converter.pipeline import ConvertOptions, convert_paths

distributed = pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning", "ignore::ResourceWarning")


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    import cloudpickle
    import cluster_faults
    import dask

    cloudpickle.register_pickle_by_value(cluster_faults)  # the workers need not import tests/
    # One retry after a lost worker, then the task fails: enough to test both, and quick.
    with (
        dask.config.set({"distributed.scheduler.allowed-failures": 1}),
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as local,
    ):
        yield local


@pytest.fixture
def client(cluster: Any) -> Iterator[Any]:
    import cluster_faults

    with distributed.Client(cluster.scheduler_address, set_as_default=False) as connected:
        # a test before may have killed a worker: its nanny restarts it, slowly on a loaded
        # machine, and a client.run meanwhile reaches no worker at all
        connected.wait_for_workers(2, timeout=120)
        yield connected
        with contextlib.suppress(ValueError):  # a test that planted no fault
            connected.unregister_worker_plugin(cluster_faults.Planted.name)


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("library")
    text_pdf(folder / "good.pdf")
    text_pdf(folder / "second.pdf", title="Another Tiny Module")
    text_pdf(folder / "third.pdf", title="A Third Tiny Module")
    junk_pdf(folder / "junk.pdf")
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


@pytest.fixture(scope="module")
def local_run(library: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reference: the same library converted by the local pool with ``--jobs 1``."""
    out = tmp_path_factory.mktemp("local") / "out"
    convert_paths([library], ConvertOptions(outdir=out, jobs=1))
    return out


def dmd(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from converter.cli import main; main()", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        timeout=600,
    )


def test_cluster_output_and_summary_match_a_local_run(
    cluster: Any, library: Path, tmp_path: Path
) -> None:
    """Byte-identical files, the same summary and exit code, the address from the env."""
    local = dmd("convert", str(library), "-o", str(tmp_path / "local"), "--jobs", "1")
    address = {"DASK_SCHEDULER_ADDRESS": cluster.scheduler_address}
    remote = dmd("convert", str(library), "-o", str(tmp_path / "remote"), env=address)
    assert remote.returncode == local.returncode == int(ExitCode.input_pdf), remote.stderr
    assert "Traceback" not in remote.stderr
    assert "4 file(s): 3 converted, 0 unchanged, 1 failed" in remote.stdout
    assert remote.stdout.replace("remote", "local") == local.stdout
    assert snapshot(tmp_path / "remote") == snapshot(tmp_path / "local")


def test_a_rerun_on_the_cluster_resumes(cluster: Any, library: Path, tmp_path: Path) -> None:
    options = ConvertOptions(outdir=tmp_path / "out", scheduler=cluster.scheduler_address)
    first = convert_paths([library], options)
    assert [o.status for o in first.outcomes] == ["converted", "failed", "converted", "converted"]
    again = convert_paths([library], options)
    assert [o.status for o in again.outcomes] == ["unchanged", "failed", "unchanged", "unchanged"]


def test_a_worker_killed_mid_task_is_retried_and_the_batch_finishes(
    client: Any, cluster: Any, library: Path, local_run: Path, tmp_path: Path
) -> None:
    import cluster_faults

    markers = tmp_path / "markers"
    markers.mkdir()
    client.register_plugin(cluster_faults.Planted("second.pdf", str(markers)))
    seen: list[str] = []
    options = ConvertOptions(outdir=tmp_path / "out", scheduler=cluster.scheduler_address)
    result = convert_paths([library], options, on_done=lambda o: seen.append(o.path))
    assert (markers / "kill-0").exists(), "no worker was killed"
    assert [o.status for o in result.outcomes] == ["converted", "failed", "converted", "converted"]
    assert sorted(seen) == sorted(str(p) for p in library.glob("*.pdf")), "each file told once"
    assert result.exit_code == int(ExitCode.input_pdf)  # junk.pdf's, not a lost worker's
    assert not list((tmp_path / "out").rglob("*.tmp")), "a half-written file was left"
    assert snapshot(tmp_path / "out") == snapshot(local_run)  # every module, written whole


def test_a_task_killed_on_every_try_fails_only_its_file(
    client: Any, cluster: Any, library: Path, tmp_path: Path
) -> None:
    import cluster_faults

    markers = tmp_path / "markers"
    markers.mkdir()
    # try and retry, then again try and retry alone (a file lost with its worker gets a
    # round of its own)
    client.register_plugin(cluster_faults.Planted("good.pdf", str(markers), 4))
    source = tmp_path / "in"
    source.mkdir()
    for name in ("good", "second"):
        shutil.copy(library / f"{name}.pdf", source / f"{name}.pdf")
    options = ConvertOptions(outdir=tmp_path / "out", scheduler=cluster.scheduler_address)
    result = convert_paths([source], options)
    assert (markers / "kill-3").exists(), "the retry alone was not killed"
    assert [o.status for o in result.outcomes] == ["failed", "converted"]
    (lost,) = result.failed
    assert lost.exit_code == int(ExitCode.worker_lost)
    assert "good.pdf" in lost.message and "worker" in lost.message
    assert result.exit_code == int(ExitCode.worker_lost)
    assert not list((tmp_path / "out").rglob("*.tmp"))


def test_an_unreachable_scheduler_is_a_usage_error(
    monkeypatch: pytest.MonkeyPatch, library: Path, tmp_path: Path
) -> None:
    from converter import cluster

    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", "1s")
    options = ConvertOptions(outdir=tmp_path / "out", scheduler="tcp://127.0.0.1:1")
    with pytest.raises(cluster.SchedulerError, match="cannot connect") as caught:
        convert_paths([library / "good.pdf"], options)
    assert caught.value.exit_code == ExitCode.usage
    assert not (tmp_path / "out" / "good").exists()


def test_workers_with_another_dmd_version_are_refused(
    client: Any, cluster: Any, library: Path, tmp_path: Path
) -> None:
    import cluster_faults

    from converter.cluster import SchedulerError

    real = next(iter(client.run(cluster_faults.pretend_version, "0.0.1").values()))
    try:
        options = ConvertOptions(outdir=tmp_path / "out", scheduler=cluster.scheduler_address)
        with pytest.raises(SchedulerError, match="has dmd 0.0.1"):
            convert_paths([library / "good.pdf"], options)
    finally:
        client.run(cluster_faults.pretend_version, real)
    assert not (tmp_path / "out" / "good").exists()


def _running_threads(dask_worker: Any) -> int:
    """How many tasks run in a worker's threads now, cancelled ones included."""
    return len(dask_worker.active_threads)


def test_sigterm_stops_a_cluster_batch_and_a_rerun_finishes_it(
    client: Any, cluster: Any, library: Path, local_run: Path, tmp_path: Path
) -> None:
    """SIGTERM while a task runs: exit 143 in one line, nothing half-written, a re-run resumes."""
    import signal
    import time

    import cluster_faults

    markers = tmp_path / "markers"
    markers.mkdir()
    client.register_plugin(cluster_faults.Stalled("third.pdf", str(markers)))
    out = tmp_path / "out"
    command = [sys.executable, "-c", "from converter.cli import main; main()"]
    args = ["convert", str(library), "-o", str(out), "--scheduler", cluster.scheduler_address]
    batch = subprocess.Popen(
        [*command, *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        for _ in range(1200):
            if (markers / "waiting").exists() or batch.poll() is not None:
                break
            time.sleep(0.1)
        assert (markers / "waiting").exists(), "the stalled task never started"
        batch.send_signal(signal.SIGTERM)
        _, stderr = batch.communicate(timeout=120)
    finally:
        (markers / "release").touch()
        if batch.poll() is None:
            batch.kill()
    assert batch.returncode == int(ExitCode.terminated), stderr
    assert "Traceback" not in stderr
    assert "SIGTERM" in stderr.strip().splitlines()[-1]  # after the junk file's own line
    client.unregister_worker_plugin(cluster_faults.Stalled.name)
    # the stalled task may still finish on its worker (a running task is not interrupted):
    # wait for the cluster to be idle so the re-run sees a settled folder. A task the gone
    # client's tasks were cancelled under still runs in its worker's thread until it returns
    # (the scheduler no longer lists it), so the workers' running threads are counted too.
    for _ in range(600):
        running = client.run(_running_threads)
        if not any(client.processing().values()) and not any(running.values()):
            break
        time.sleep(0.1)
    assert not list(out.rglob("*.tmp")), "a half-written file was left"
    again = convert_paths(
        [library], ConvertOptions(outdir=out, scheduler=cluster.scheduler_address)
    )
    assert [o.status for o in again.outcomes].count("failed") == 1  # junk.pdf only
    assert snapshot(out) == snapshot(local_run)
