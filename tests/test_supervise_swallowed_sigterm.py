"""A worker's SIGTERM that lands inside a callback where Python ignores exceptions.

The worker turns SIGTERM into ``SystemExit``; when the signal arrives while a weakref or
``__del__`` callback runs (an import's module lock, the collector), Python prints "Exception
ignored … Traceback" and the worker goes on with its file. The clean-clone CI run saw exactly
that in ``test_sigterm_stops_the_workers_and_a_rerun_resumes``. The worker's unraisable hook
sends the signal again, so it lands once the callback is over: the worker stops, silently.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import os, signal, sys, time, weakref
from converter import supervise
if sys.argv[1] == "hooked":
    sys.unraisablehook = supervise._deliver_again
signal.signal(signal.SIGTERM, supervise._exit_on_sigterm)

class Thing:
    pass

def callback(_ref):
    os.kill(os.getpid(), signal.SIGTERM)
    for _ in range(1000):
        pass  # the handler runs here, inside the callback

thing = Thing()
ref = weakref.ref(thing, callback)
del thing
for _ in range(300):
    time.sleep(0.01)  # the worker's task goes on
print("finished the task")
"""


def run(mode: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", SCRIPT, mode], cwd=ROOT, capture_output=True, text=True, timeout=60
    )


def test_a_sigterm_swallowed_by_a_callback_is_delivered_again() -> None:
    result = run("hooked")
    assert result.returncode == 143, result.stdout + result.stderr
    assert "finished the task" not in result.stdout
    assert "Traceback" not in result.stderr


def test_without_the_hook_python_swallows_it_and_the_task_goes_on() -> None:
    # what the hook is for: the same script without it prints a traceback and runs on
    result = run("plain")
    assert result.returncode == 0 and "finished the task" in result.stdout
    assert "Exception ignored" in result.stderr
