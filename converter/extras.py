"""Which optional extras are installed, checked before work starts, with what to install.

The base distribution validates files and runs the rules engine; conversion needs spaCy
(the ``convert`` extra, used only by ``converter.detect.nlp``); ``--scheduler`` needs Dask
(the ``cluster`` extra, used only by ``converter.cluster``). A missing extra is a one-line
usage error (exit 2) naming the ``pip install`` that brings it, never an ``ImportError``
half-way through a batch.
"""

from __future__ import annotations

import importlib.util

from converter.errors import UsageError

CONVERT_EXTRA_HINT = "pip install 'dmd-converter[convert]'"


def can_convert() -> bool:
    """True when spaCy, which only conversion needs (the ``convert`` extra), is installed."""
    return importlib.util.find_spec("spacy") is not None


def require_conversion_extra() -> None:
    """Fail at once (``UsageError``, exit 2) when spaCy is missing, saying what to install."""
    if not can_convert():
        raise UsageError(f"dmd convert needs spaCy, which is not installed: {CONVERT_EXTRA_HINT}")
