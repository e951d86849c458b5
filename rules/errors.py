"""The rules engine's one exception tree.

The engine raises these; it never turns them into exit codes. The ``dmd`` command line
(in ``converter``) maps each class to the exit code it returned before the engine had its
own errors: ``UsageError`` and ``InputFileError`` → 2, ``SchemaError`` → 4.
"""

from __future__ import annotations


class RulesError(Exception):
    """Base of every error the engine reports as one readable line."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class UsageError(RulesError):
    """A request the rules cannot carry out (unknown action, no such obstacle …)."""


class InputFileError(RulesError):
    """An input file (character, party, encounter) is missing or unreadable."""


class SchemaError(RulesError):
    """A document does not fit its schema or the rules (a bundled schema is unreadable)."""
