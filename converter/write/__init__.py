"""The write stage: one ``Conversion`` → files under ``OUTDIR/<module-slug>/``.

``WRITERS`` maps an output format to the module that writes it; each such module has
``write(conversion, outdir, run) -> Written``. Adding a format (maps, a review page, a prep
sheet) is one module plus a line here. Writers use ``converter.write.files`` for folder names
and atomic writes, so a reader never sees a half-written file and a re-run gives the same
bytes. This package must not import pdfplumber, pdfminer, pypdfium2 or spaCy, nor the stages
before it (``converter.read``, ``converter.detect``, ``converter.mapping``), the pipeline or the
commands: it writes the ``Conversion`` record they made (checked by ``tests/import_rules.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from importlib import import_module
from pathlib import Path
from typing import Protocol

from converter.dmd_models import Conversion

WRITERS: dict[str, str] = {
    "yaml": "converter.write.yaml_files",
    "review": "converter.write.review",
    "vtt": "converter.write.vtt",  # maps as PNG + Universal VTT, creature tokens
    "foundry": "converter.write.foundry",  # Foundry VTT scenes and journal
}
DEFAULT_FORMATS: tuple[str, ...] = ("yaml", "vtt", "foundry")
RECORD_FORMAT = "yaml"  # writes module.yaml, the record of a finished module


class PageImage(Protocol):
    """One rendered PDF page, as ``converter.read.render.render_pages`` yields it."""

    @property
    def number(self) -> int: ...
    @property
    def png(self) -> bytes: ...
    @property
    def width_px(self) -> int: ...
    @property
    def height_px(self) -> int: ...
    @property
    def width_pt(self) -> float: ...
    @property
    def height_pt(self) -> float: ...


# (pdf, page numbers, *, scale, password) -> images: handed to writers by their caller, so the
# write stage never imports the read stage (only ``converter.read`` touches PDF libraries).
PageRenderer = Callable[..., Iterable[PageImage]]


@dataclass(frozen=True)
class RunInfo:
    """What a writer needs to know about the run beyond the conversion itself."""

    overrides_sha256: str | None = None
    render_pages: PageRenderer | None = None  # page images, for writers that show pages
    formats: tuple[str, ...] = DEFAULT_FORMATS  # every format this run writes
    folder_name: str | None = None  # the module's folder, decided for the whole batch

    def module_folder(self, conversion: Conversion, outdir: Path) -> Path:
        """Where every writer puts this module: the batch's choice, else the file's slug."""
        from converter.write.files import module_slug

        return outdir / (self.folder_name or module_slug(conversion.document.file))


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
    """Every requested format written for one module, the resume record last.

    ``module.yaml`` (the ``yaml`` format) is what a re-run trusts to skip an unchanged
    module, so it is written only once every other format is on disk: a worker killed
    half-way leaves no record, and the next try writes the module again. What such a
    killed try left half-written is removed first.
    """
    from converter.write.files import remove_temporaries

    run = replace(run, formats=tuple(formats))
    remove_temporaries(run.module_folder(conversion, outdir))
    ordered = sorted(formats, key=lambda name: name == RECORD_FORMAT)  # stable: the rest keep order
    return tuple(writer_for(name).write(conversion, outdir, run) for name in ordered)
