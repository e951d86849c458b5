"""The write stage: one ``Conversion`` → files under ``OUTDIR/<module-slug>/``.

``WRITERS`` maps an output format to the module that writes it; each such module has
``write(conversion, outdir, run) -> Written``. Adding a format (maps, a review page, a prep
sheet) is one module plus a line here. Writers use ``converter.write.files`` for folder names
and atomic writes, so a reader never sees a half-written file and a re-run gives the same
bytes. This package must not import pdfplumber, pypdfium2 or spaCy: it writes what the
earlier stages found.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Protocol

from converter.models import Conversion

WRITERS: dict[str, str] = {
    "yaml": "converter.write.yaml_files",
}
DEFAULT_FORMATS: tuple[str, ...] = ("yaml",)


@dataclass(frozen=True)
class RunInfo:
    """What a writer needs to know about the run beyond the conversion itself."""

    overrides_sha256: str | None = None
    folder_name: str | None = None  # the module's folder, decided for the whole batch


@dataclass(frozen=True)
class Written:
    """The files one writer wrote for one module."""

    format: str
    folder: Path
    files: tuple[Path, ...]


class Writer(Protocol):
    """A module listed in ``WRITERS``."""

    def write(self, conversion: Conversion, outdir: Path, run: RunInfo) -> Written: ...


def writer_for(name: str) -> Writer:
    """The writer module of one output format (imported on first use)."""
    try:
        module_name = WRITERS[name]
    except KeyError:
        raise ValueError(f"no writer for format {name!r}; known: {', '.join(WRITERS)}") from None
    module: Writer = import_module(module_name)
    return module


def write_all(
    conversion: Conversion,
    outdir: Path,
    run: RunInfo,
    formats: Sequence[str] = DEFAULT_FORMATS,
) -> tuple[Written, ...]:
    """Every requested format written for one module, in the order given."""
    return tuple(writer_for(name).write(conversion, outdir, run) for name in formats)
