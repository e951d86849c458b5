"""Faults planted in Dask worker processes by the cluster tests (``client.run(plant, ...)``).

A planted worker kills itself with SIGKILL, as the OOM killer would, half-way through
writing one module: every format but the last to be written is on disk, and a temporary
file of the last one, when the process dies. A marker file made with ``O_EXCL`` lets only
the first ``times`` tries die across all workers, so a retry (on the other worker, or on the
restarted one, which has no fault) can finish the module.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path
from typing import Any

from distributed.diagnostics.plugin import WorkerPlugin

_SAVED: dict[str, Any] = {}


def _first_tries(markers: Path, times: int) -> bool:
    """True for the first ``times`` calls across every worker process (one marker each)."""
    for attempt in range(times):
        try:
            os.close(os.open(markers / f"kill-{attempt}", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except FileExistsError:
            continue
        return True
    return False


class _DyingWriter:
    """A writer that kills its process instead of writing the module's last format."""

    def __init__(self, writer: Any, file_name: str, markers: Path, times: int) -> None:
        self.writer = writer
        self.file_name = file_name
        self.markers = markers
        self.times = times

    def write(self, conversion: Any, outdir: Path, run: Any) -> Any:
        if conversion.document.file == self.file_name:
            calls = _SAVED.setdefault("calls", {})
            calls[id(conversion)] = calls.get(id(conversion), 0) + 1
            last = calls[id(conversion)] == len(run.formats)
            if last and _first_tries(self.markers, self.times):
                folder = run.module_folder(conversion, outdir)
                folder.mkdir(parents=True, exist_ok=True)
                (folder / ".module.yaml.half.tmp").write_text("kind: mod", encoding="utf-8")
                os.kill(os.getpid(), signal.SIGKILL)
        return self.writer.write(conversion, outdir, run)


def plant(file_name: str, markers: str, times: int = 1) -> None:
    """Make this worker die half-way through writing the module of ``file_name``."""
    from converter import write

    real = _SAVED.setdefault("writer_for", write.writer_for)

    def dying_writer_for(name: str) -> Any:
        return _DyingWriter(real(name), file_name, Path(markers), times)

    write.writer_for = dying_writer_for


def remove() -> None:
    """Undo ``plant`` in this worker."""
    from converter import write

    if "writer_for" in _SAVED:
        write.writer_for = _SAVED.pop("writer_for")


class Planted(WorkerPlugin):
    """A Dask worker plugin: ``plant`` in every worker, restarted ones too."""

    name = "dmd-planted-fault"

    def __init__(self, file_name: str, markers: str, times: int = 1) -> None:
        self.args = (file_name, markers, times)

    def setup(self, worker: Any) -> None:
        plant(*self.args)

    def teardown(self, worker: Any) -> None:
        remove()


def pretend_version(version: str) -> str:
    """Make this worker report another dmd version; returns the one it had."""
    from converter import cluster

    real = str(cluster.__version__)
    cluster.__version__ = version  # a test's stand-in for an old install
    return real


class _StalledWriter:
    """A writer that, for one file, says so with a marker and waits for a release file."""

    def __init__(self, writer: Any, file_name: str, markers: Path) -> None:
        self.writer = writer
        self.file_name = file_name
        self.markers = markers

    def write(self, conversion: Any, outdir: Path, run: Any) -> Any:
        if conversion.document.file == self.file_name:
            (self.markers / "waiting").touch()
            for _ in range(600):  # at most a minute: a test that forgets to release ends
                if (self.markers / "release").exists():
                    break
                time.sleep(0.1)
        return self.writer.write(conversion, outdir, run)


class Stalled(WorkerPlugin):
    """A Dask worker plugin: the module of ``file_name`` waits before it is written."""

    name = "dmd-stalled-task"

    def __init__(self, file_name: str, markers: str) -> None:
        self.args = (file_name, markers)

    def setup(self, worker: Any) -> None:
        from converter import write

        real = _SAVED.setdefault("writer_for", write.writer_for)
        file_name, markers = self.args

        def stalled_writer_for(name: str) -> Any:
            return _StalledWriter(real(name), file_name, Path(markers))

        write.writer_for = stalled_writer_for

    def teardown(self, worker: Any) -> None:
        remove()
