"""A value worked out from a tuple of lines, kept for the last few tuples asked.

A conversion asks some whole-document values (the section tree, the body style, the running
text's ceiling) of two tuples of lines in turn: the document's own lines (the stat blocks'
players, the wandering tables' levels) and the areas' view of them (split keys, rows beside
labels). Kept for one tuple only, the document's value was worked out again after the view's.
A tuple of frozen lines cannot change, and equal lines give an equal value (the functions
kept are pure), so a kept value is the one a new computation would give.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from converter.models import TextLine

Value = TypeVar("Value")

KEPT_TUPLES = 2  # the document's lines and the areas' view of them


class LinesMemo(Generic[Value]):
    """The values of the last ``size`` tuples of lines asked (most recent last).

    A tuple is found by identity first (the kept tuple stays alive, so its id is never
    another's); with ``equal`` also by equality (equal frozen lines from another reading of
    the same document), tried only against a kept tuple of the same length."""

    def __init__(self, *, equal: bool, size: int = KEPT_TUPLES) -> None:
        self.equal = equal
        self.size = size
        self.kept: list[tuple[tuple[TextLine, ...], Value]] = []

    def find(self, lines: Sequence[TextLine]) -> tuple[bool, Value | None]:
        """(True, the value) when ``lines`` is kept, else (False, None)."""
        if not isinstance(lines, tuple):
            return False, None
        for held, value in self.kept:
            if held is lines:
                return True, value
        if self.equal:
            for held, value in self.kept:
                if len(held) == len(lines) and held == lines:
                    return True, value
        return False, None

    def keep(self, lines: Sequence[TextLine], value: Value) -> None:
        """Remember ``value`` for ``lines`` (a tuple only: a list could change under it)."""
        if not isinstance(lines, tuple):
            return
        self.kept = [(held, v) for held, v in self.kept if held is not lines]
        self.kept.append((lines, value))
        del self.kept[: -self.size]
