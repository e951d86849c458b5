"""One exception tree for tool failures; each class carries the exit code the CLI returns.

Content problems (a stat block that will not parse) are not exceptions: they are
``models.Problem`` records carried in the results.  Only the CLI maps these classes to
exit codes; the library raises them.
"""

from __future__ import annotations

from enum import IntEnum

from dmd_rules import errors as rules_errors


class ExitCode(IntEnum):
    """Exit codes of ``dmd``; documented in the README."""

    ok = 0
    problems_found = 1  # validation failed, or a batch had a file that failed
    usage = 2  # bad arguments (Typer's own code), or an unreadable file given to validate
    input_pdf = 3  # a PDF that cannot be read: corrupt, encrypted, not a PDF, no pages
    schema_or_rules = 4  # a schema, rules table or overrides file is invalid
    output = 5  # the output folder cannot be written
    page_lost = 6  # converted, but a page could not be read (damaged content): it is missing
    worker_lost = 7  # the worker converting the file was killed (out of memory, a signal)
    internal = 15  # a bug: please report it with the -v traceback
    ctrl_c = 130
    terminated = 143  # SIGTERM: the workers were stopped; a re-run resumes


class ConverterError(Exception):
    """Base of every error the tool reports as one line and an exit code."""

    exit_code: ExitCode = ExitCode.internal

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class UsageError(ConverterError, rules_errors.UsageError):
    """The command line asks for something that cannot be done."""

    exit_code = ExitCode.usage


class InputFileError(ConverterError, rules_errors.InputFileError):
    """An input file is missing or unreadable."""

    exit_code = ExitCode.usage


class InputPdfError(ConverterError):
    """A PDF that cannot be read (corrupt, truncated, not a PDF, zero pages)."""

    exit_code = ExitCode.input_pdf


class BudgetError(InputPdfError):
    """A PDF whose content inflates beyond the budget (a decompression bomb, or just huge)."""


class EncryptedPdfError(InputPdfError):
    """A PDF that needs a password we were not given (or the wrong one)."""


class SchemaError(ConverterError, rules_errors.SchemaError):
    """A bundled schema is itself invalid, or a document does not fit its schema."""

    exit_code = ExitCode.schema_or_rules


class RulesError(ConverterError):
    """A rules table (CR → OR, size → threat …) is missing or invalid."""

    exit_code = ExitCode.schema_or_rules


class OverridesError(RulesError):
    """An overrides file is invalid, or an override matches nothing."""


class OutputError(ConverterError):
    """The output cannot be written."""

    exit_code = ExitCode.output


# The rules engine raises its own errors (``rules`` never imports ``converter``); the CLI
# gives them the exit codes of the converter classes that subclass them.
RULES_EXIT_CODES: tuple[tuple[type[rules_errors.RulesError], ExitCode], ...] = (
    (rules_errors.UsageError, ExitCode.usage),
    (rules_errors.InputFileError, ExitCode.usage),
    (rules_errors.SchemaError, ExitCode.schema_or_rules),
)


def exit_code_of(exc: ConverterError | rules_errors.RulesError) -> ExitCode:
    """The exit code for a tool error, whether the converter or the rules engine raised it."""
    if isinstance(exc, ConverterError):
        return exc.exit_code
    return next((code for cls, code in RULES_EXIT_CODES if isinstance(exc, cls)), ExitCode.internal)
