"""Run one task per worker process, at most N at a time, and survive any of them dying.

``concurrent.futures.ProcessPoolExecutor`` breaks the whole pool when one worker is killed
(the OOM killer, a stray ``kill -9``): every pending file then fails with "a process in the
pool was terminated abruptly". Here each task gets a fresh process, so a killed worker fails
only its own task, the next task starts a new process, and a worker's memory is given back
when its file is done. SIGTERM or Ctrl-C to the parent ends the workers before the parent
exits (each worker turns SIGTERM into ``SystemExit``, so its atomic writes clean up their
temporary files), and on Linux a worker also dies when the parent is killed outright.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from types import FrameType
from typing import Any, Generic, TypeVar

T = TypeVar("T")
R = TypeVar("R")

TERMINATE_GRACE_SECONDS = 5.0  # a worker asked to stop gets this long to clean up
PR_SET_PDEATHSIG = 1  # linux/prctl.h
REDELIVER_SECONDS = 0.05  # a SIGTERM swallowed in a callback is sent again after this long


@dataclass(frozen=True)
class Lost:
    """Why a task gave no result: its worker was killed, or the task raised (a bug)."""

    why: str
    internal: bool = False


class Terminated(BaseException):
    """SIGTERM arrived: stop the batch, like Ctrl-C (not an ``Exception``, so nothing eats it)."""


def _die_with_parent() -> None:
    """Ask Linux to send this worker SIGTERM when its parent dies (a no-op elsewhere)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def _exit_on_sigterm(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(128 + signum)


def _deliver_again(unraisable: Any) -> None:
    """``sys.unraisablehook`` of a worker: a SIGTERM whose ``SystemExit`` was raised where
    Python ignores exceptions (a weakref or ``__del__`` callback run by an import's lock or
    the collector) would print "Exception ignored … Traceback" and leave the worker running;
    it is sent again from another thread, so it lands once this hook has returned (and again,
    should it fall into such a callback once more)."""
    exc = unraisable.exc_value
    if isinstance(exc, SystemExit) and exc.code == 128 + signal.SIGTERM:
        import os
        import threading

        again = threading.Timer(REDELIVER_SECONDS, os.kill, (os.getpid(), signal.SIGTERM))
        again.daemon = True
        again.start()
        return
    sys.__unraisablehook__(unraisable)


def _worker(task: Callable[[Any], Any], item: Any, conn: Connection) -> None:
    sys.unraisablehook = _deliver_again
    signal.signal(signal.SIGTERM, _exit_on_sigterm)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides what Ctrl-C means
    _sigterm_mask(signal.SIG_UNBLOCK)  # blocked by _start: a SIGTERM sent meanwhile lands now
    _die_with_parent()
    try:
        try:
            outcome: Any = task(item)
        except Exception as exc:  # noqa: BLE001 - a bug in one task fails that task only
            outcome = Lost(f"internal error: {type(exc).__name__}: {exc}", internal=True)
        conn.send(outcome)
    finally:
        conn.close()


class _Running(Generic[T]):
    def __init__(self, index: int, item: T, process: Any, conn: Connection) -> None:
        self.index = index
        self.item = item
        self.process = process
        self.conn = conn
        self.result: Any = None
        self.received = False


def run_each(
    task: Callable[[T], R],
    items: Sequence[T],
    workers: int,
    on_lost: Callable[[T, Lost], R],
    on_done: Callable[[int, R], None],
) -> list[R]:
    """``task(item)`` for every item in its own process, ``workers`` at a time.

    A worker that dies without a result, or whose task raises, gives ``on_lost(item, lost)``. ``on_done`` is
    called with each result as it arrives; the list returned is in the order of ``items``.
    """
    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    results: dict[int, R] = {}
    pending = list(enumerate(items))
    running: list[_Running[T]] = []
    with _terminate_on_sigterm():
        try:
            while pending or running:
                while pending and len(running) < workers:
                    index, item = pending.pop(0)
                    running.append(_start(context, task, index, item))
                for finished in _wait_for_some(running):
                    running.remove(finished)
                    if not finished.received:
                        lost = Lost(_why_lost(finished.process.exitcode))
                        result = on_lost(finished.item, lost)
                    elif isinstance(finished.result, Lost):
                        result = on_lost(finished.item, finished.result)
                    else:
                        result = finished.result
                    results[finished.index] = result
                    on_done(finished.index, result)
        finally:
            _stop_all(running)
    return [results[i] for i in range(len(items))]


def _sigterm_mask(how: int) -> set[int]:
    """Block or unblock SIGTERM for this thread; returns the mask before."""
    if hasattr(signal, "pthread_sigmask"):  # POSIX; Windows has no SIGTERM to race
        return {int(number) for number in signal.pthread_sigmask(how, {signal.SIGTERM})}
    return set()


def _start(context: Any, task: Callable[[T], R], index: int, item: T) -> _Running[T]:
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=_worker, args=(task, item, sender), daemon=True)
    # A forked worker inherits the parent's SIGTERM handler (raise ``Terminated``) until
    # ``_worker`` installs its own; a SIGTERM in between printed a traceback from the worker.
    # Blocked across the fork, the signal waits in the worker for its own handler.
    before = _sigterm_mask(signal.SIG_BLOCK)
    try:
        process.start()
    finally:
        if signal.SIGTERM not in before:
            _sigterm_mask(signal.SIG_UNBLOCK)
    sender.close()  # the parent keeps only its end, so EOF means the worker has gone
    return _Running(index, item, process, receiver)


def _wait_for_some(running: list[_Running[T]]) -> Iterator[_Running[T]]:
    ready = set(wait([r.conn for r in running]))
    for entry in list(running):
        if entry.conn not in ready:
            continue
        try:
            entry.result = entry.conn.recv()
            entry.received = True
        except (EOFError, OSError):
            pass  # died before sending: on_lost
        entry.conn.close()
        entry.process.join()
        yield entry


def _why_lost(exitcode: int | None) -> str:
    if exitcode is not None and exitcode < 0:
        name = signal.Signals(-exitcode).name
        hint = " (out of memory?)" if -exitcode == signal.SIGKILL else ""
        return f"the worker was killed by {name}{hint}"
    return f"the worker ended without a result (exit status {exitcode})"


def _stop_all(running: list[_Running[T]]) -> None:
    for entry in running:
        if entry.process.is_alive():
            entry.process.terminate()
    for entry in running:
        entry.process.join(TERMINATE_GRACE_SECONDS)
        if entry.process.is_alive():
            entry.process.kill()
            entry.process.join()
        entry.conn.close()


@contextlib.contextmanager
def _terminate_on_sigterm() -> Iterator[None]:
    """Turn SIGTERM into ``Terminated`` while the batch runs (main thread only)."""

    def handler(signum: int, frame: FrameType | None) -> None:
        raise Terminated(f"terminated by {signal.Signals(signum).name}")

    try:
        previous = signal.signal(signal.SIGTERM, handler)
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def terminate_on_sigterm() -> contextlib.AbstractContextManager[None]:
    """The same SIGTERM handling for work done in this process (a one-file conversion)."""
    return _terminate_on_sigterm()
