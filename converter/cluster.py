"""Run one task per PDF on a Dask distributed cluster, with the local pool's contract.

``run_on_cluster`` is ``converter.supervise.run_each`` for a library bigger than one machine:
the same ``task``, ``on_lost`` and ``on_done``, results in input order. Each task is submitted
impure (``pure=False``), so a task whose worker died is run again rather than looked up, and
Dask reschedules it on another worker; the writes are atomic and give the same bytes, so a
retried task never leaves a half-written module. A task retried until the scheduler gives up
(``distributed.scheduler.allowed-failures``) is lost like a killed local worker.

This is the only module that imports ``distributed`` (an optional extra, ``[cluster]``),
and only when ``--scheduler`` is given, so ``dmd --help`` stays fast without it.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import CancelledError
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from converter import __version__
from converter.errors import UsageError
from converter.extras import CONVERT_EXTRA_HINT, can_convert
from converter.supervise import Lost

T = TypeVar("T")
R = TypeVar("R")

CONNECT_TIMEOUT = "30s"  # a scheduler that does not answer by then is reported, not waited for
EXTRA_HINT = "pip install 'dmd-converter[cluster]'"

# pypdfium2 (page images) is not thread-safe and a worker may run several threads: one
# conversion at a time per worker process. Start workers with ``--nthreads 1`` so the
# scheduler does not queue tasks behind this lock (docs/cluster.md).
_ONE_AT_A_TIME = threading.Lock()


class SchedulerError(UsageError):
    """``--scheduler`` names a cluster that cannot be used (exit 2, like a bad argument)."""


@dataclass(frozen=True)
class OneAtATime(Generic[T, R]):
    """``task`` run under the worker's lock; a picklable callable the workers import."""

    task: Callable[[T], R]

    def __call__(self, item: T) -> R:
        with _ONE_AT_A_TIME:
            return self.task(item)


def worker_version() -> str:
    """The dmd a worker has installed, and whether it can convert (run on every worker
    before the batch): ``__version__`` when all is well."""
    if not can_convert():
        return f"{__version__} without spaCy ({CONVERT_EXTRA_HINT})"
    return __version__


def _import_distributed() -> Any:
    try:
        import distributed
    except ImportError:
        raise UsageError(f"--scheduler needs the Dask cluster extra: {EXTRA_HINT}") from None
    return distributed


def connect(address: str) -> Any:
    """A ``distributed.Client`` of the scheduler at ``address``, its workers checked.

    Every worker must run this dmd version, or the output would depend on which worker
    converted which file.
    """
    distributed = _import_distributed()
    try:
        client = distributed.Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise SchedulerError(f"--scheduler {address}: cannot connect ({exc})") from None
    try:
        versions = client.run(worker_version)
    except Exception as exc:  # noqa: BLE001 - any failure here means the cluster is unusable
        client.close()
        raise SchedulerError(f"--scheduler {address}: the workers did not answer ({exc})") from None
    wrong = sorted(f"{worker} has dmd {v}" for worker, v in versions.items() if v != __version__)
    if wrong:
        client.close()
        raise SchedulerError(
            f"--scheduler {address}: every worker needs dmd {__version__} with spaCy: "
            + "; ".join(wrong)
        )
    return client


def _lost_of(exc: BaseException, distributed: Any) -> Lost:
    if isinstance(exc, distributed.KilledWorker):
        return Lost(f"the worker was lost on every try, the last time {exc}")
    if isinstance(exc, CancelledError):  # the scheduler dropped it (restarted, or lost it)
        return Lost(f"the cluster cancelled the task ({exc})")
    return Lost(f"internal error: {type(exc).__name__}: {exc}", internal=True)


def _outcome(future: Any, item: T, on_lost: Callable[[T, Lost], R], distributed: Any) -> R:
    """A finished task's result; a lost or failed task fails its file only."""
    try:
        result = future.result()
    except Exception as exc:  # noqa: BLE001 - a lost or failed task fails its file only
        return on_lost(item, _lost_of(exc, distributed))
    return on_lost(item, result) if isinstance(result, Lost) else result


def run_on_cluster(
    task: Callable[[T], R],
    items: Sequence[T],
    address: str,
    on_lost: Callable[[T, Lost], R],
    on_done: Callable[[int, R], None],
) -> list[R]:
    """``task(item)`` for every item on the cluster at ``address``; see ``run_each``.

    On Ctrl-C or SIGTERM the tasks not yet finished are cancelled before the exception
    goes on (a task already running finishes its atomic writes on its worker).
    """
    distributed = _import_distributed()
    client = connect(address)
    futures: list[Any] = []
    try:
        wrapped = OneAtATime(task)
        futures = [client.submit(wrapped, item, pure=False) for item in items]
        index_of = {future.key: index for index, future in enumerate(futures)}
        results: dict[int, R] = {}
        killed: list[int] = []
        for future in distributed.as_completed(futures, loop=client.loop):
            index = index_of[future.key]
            if future.status == "error" and isinstance(
                future.exception(), distributed.KilledWorker
            ):
                killed.append(index)  # maybe only queued beside the task that killed it
                continue
            results[index] = _outcome(future, items[index], on_lost, distributed)
            on_done(index, results[index])
        # A dying worker takes every task it holds, so a file lost with its worker gets one
        # more try alone: only a file that kills its worker by itself fails.
        for index in sorted(killed):
            futures = [client.submit(wrapped, items[index], pure=False)]
            results[index] = _outcome(futures[0], items[index], on_lost, distributed)
            on_done(index, results[index])
    except BaseException:
        with contextlib.suppress(Exception):  # a lost scheduler must not hide why we stopped
            client.cancel(futures)
        raise
    finally:
        client.close()
    return [results[i] for i in range(len(items))]
