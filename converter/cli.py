"""The ``dmd`` command line: parse → call the library → map errors to exit codes.

This is the only place where ``ConverterError`` becomes an exit code.
"""

from __future__ import annotations

import importlib
import logging
import sys
import traceback

import typer

from converter import __version__
from converter.errors import ConverterError, ExitCode, exit_code_of
from converter.supervise import Terminated
from dmd_rules.errors import RulesError

COMMAND_MODULES = (
    "converter.commands.convert",
    "converter.commands.validate",
    "converter.commands.inspect",
    "converter.commands.resolve",
    "converter.commands.play",
    "converter.commands.characters",
    "converter.commands.review",
)

app = typer.Typer(
    name="dmd",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
    help=(
        "Turn D&D adventure module PDFs into Dice & More Dice encounters.\n\n"
        "Example: dmd convert samples/sunken-shrine.pdf -o out"
    ),
)

VERBOSE = {"on": False}


def _version(value: bool) -> None:
    if value:
        typer.echo(f"dmd {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    verbose: bool = typer.Option(False, "--verbose", "-v", help="Show tracebacks for errors."),
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """Turn D&D adventure module PDFs into Dice & More Dice encounters.

    Example: dmd convert samples/sunken-shrine.pdf -o out
    """
    VERBOSE["on"] = verbose
    if not verbose:  # pdfminer warns on stderr about what our one-line errors already say
        logging.getLogger("pdfminer").setLevel(logging.ERROR)


for _name in COMMAND_MODULES:
    try:
        _module = importlib.import_module(_name)
    except ModuleNotFoundError as exc:  # a command group not built yet
        if exc.name != _name:
            raise
        continue
    _module.register(app)


def main() -> None:
    """Console-script entry point: run the app, turning tool errors into exit codes."""
    try:
        app()  # Typer/Click handle usage errors themselves (exit 2)
    except (ConverterError, RulesError) as exc:
        if VERBOSE["on"]:
            traceback.print_exc()
        typer.echo(f"dmd: error: {exc.message}", err=True)
        sys.exit(int(exit_code_of(exc)))
    except KeyboardInterrupt:
        typer.echo("dmd: interrupted", err=True)
        sys.exit(int(ExitCode.ctrl_c))
    except Terminated as exc:
        typer.echo(f"dmd: {exc}; the workers were stopped, a re-run resumes", err=True)
        sys.exit(int(ExitCode.terminated))
    except SystemExit:
        raise
    except Exception as exc:  # noqa: BLE001 - the one place a bug becomes a message
        if VERBOSE["on"]:
            traceback.print_exc()
        else:
            typer.echo(
                f"dmd: internal error: {type(exc).__name__}: {exc} (run with -v for details)",
                err=True,
            )
        sys.exit(int(ExitCode.internal))


if __name__ == "__main__":
    main()
