"""The conversion pipeline, stage by stage, as the README tells it.

``PDF → read (each page laid out) → layout (the document) → detect stat blocks → detect
areas → detect creatures → NLP over room text → map to D&MD → apply overrides → write``.  ``convert_pdf`` does one PDF in memory; ``convert_paths`` runs a batch,
one worker process per file, and never lets one bad file stop the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import yaml

from converter import __version__
from converter.errors import ConverterError, ExitCode, InputFileError, InputPdfError, UsageError
from converter.models import Conversion, Detection
from converter.write import DEFAULT_FORMATS

Status = Literal["converted", "unchanged", "skipped", "failed"]
OVERRIDES_FILE_NAME = "overrides.yaml"


@dataclass(frozen=True)
class ConvertOptions:
    """Everything a conversion needs, validated once at the border (the CLI)."""

    outdir: Path
    jobs: int = 1
    password: str | None = None
    overrides: Path | None = None
    force: bool = False
    formats: tuple[str, ...] = DEFAULT_FORMATS  # converter.write.WRITERS names, in this order

    def __post_init__(self) -> None:
        if self.jobs < 1:
            raise UsageError(f"--jobs must be at least 1, not {self.jobs}")


@dataclass(frozen=True)
class FileOutcome:
    """What happened to one input file of a batch."""

    path: str
    status: Status
    exit_code: int = int(ExitCode.ok)
    message: str = ""
    folder: str | None = None
    summary: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class BatchResult:
    """Every file's outcome, in input order."""

    outcomes: tuple[FileOutcome, ...]

    @property
    def failed(self) -> tuple[FileOutcome, ...]:
        """The files that could not be converted."""
        return tuple(o for o in self.outcomes if o.status == "failed")

    @property
    def exit_code(self) -> int:
        """0 when nothing failed; the failures' code when they agree; else 1."""
        codes = {o.exit_code for o in self.failed}
        if not codes:
            return int(ExitCode.ok)
        return codes.pop() if len(codes) == 1 else int(ExitCode.problems_found)


def convert_pdf(
    path: Path, *, jobs: int = 1, password: str | None = None, overrides: Path | None = None
) -> Conversion:
    """Convert one module PDF into encounters, in memory: every stage, in the README's order."""
    from converter.detect.areas import find_areas
    from converter.detect.creatures import find_creatures
    from converter.detect.maps import place_pins, unplaced_keys
    from converter.detect.nlp import analyze_rooms
    from converter.detect.statblocks import find_statblocks
    from converter.detect.wandering import find_wandering
    from converter.mapping.catalog import load_catalog
    from converter.mapping.creatures import rate_statblocks
    from converter.mapping.encounters import build_encounters
    from converter.mapping.overrides import apply_overrides, load_overrides
    from converter.mapping.tables import load_tables
    from converter.read.document import assemble_document
    from converter.read.extract import read_pages
    from converter.read.maps import find_maps

    pages = read_pages(path, password=password, jobs=jobs)  # read (each page laid out)
    document = assemble_document(pages)  # layout: headers, hyphens across pages
    if not any(page.has_text_layer for page in document.pages):
        raise InputPdfError(f"{path}: no text layer on any page (OCR it first)")
    statblocks, statblock_problems = find_statblocks(document)  # detect: stat blocks
    areas, area_problems = find_areas(document, statblocks)  # detect: keyed and named areas
    wandering = find_wandering(document)  # detect: random-encounter table rows
    areas = find_creatures(areas, statblocks)  # detect: the creatures in each area
    maps = place_pins(find_maps(path, document, password=password), areas)  # read maps, pin keys
    tables = load_tables()
    rooms = analyze_rooms(areas, tables.room_patterns)  # detect (NLP): traps, doors, cues
    catalog = load_catalog()
    encounters, mapping_problems = build_encounters(  # map: obstacles, threats, qualities
        areas, rooms, statblocks, tables=tables, catalog=catalog, file=document.file
    )
    ratings = rate_statblocks(statblocks, tables, catalog)  # map: every block's own numbers
    if overrides is not None:  # map: the GM's overrides, re-applied on every run
        encounters = apply_overrides(encounters, load_overrides(overrides))
    detection = Detection(
        statblocks,
        areas,
        statblock_problems + area_problems,
        maps=maps,
        unplaced_keys=unplaced_keys(areas, maps),
        wandering=wandering,
    )
    problems = document.problems + detection.problems + mapping_problems
    return Conversion(document, detection, encounters, problems, ratings)


def expand_inputs(inputs: Iterable[Path]) -> tuple[Path, ...]:
    """Files as given, folders as their ``*.pdf`` files (recursively, sorted)."""
    found: list[Path] = []
    for given in inputs:
        if given.is_dir():
            found.extend(sorted(p for p in given.rglob("*") if p.suffix.lower() == ".pdf"))
        elif given.exists():
            found.append(given)
        else:
            raise InputFileError(f"{given}: no such file or folder")
    if not found:
        raise UsageError("no PDF files found in the given paths")
    return tuple(dict.fromkeys(found))


def overrides_for(path: Path, options: ConvertOptions) -> Path | None:
    """The overrides file for one module: ``--overrides``, else one beside its output."""
    if options.overrides is not None:
        return options.overrides
    from converter.write.files import module_slug

    beside = options.outdir / module_slug(path.name) / OVERRIDES_FILE_NAME
    return beside if beside.is_file() else None


def _previous_run(module_file: Path) -> dict[str, Any] | None:
    try:
        with module_file.open("rb") as handle:
            data = yaml.load(handle, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (OSError, yaml.YAMLError):
        return None
    return data if isinstance(data, dict) else None


def is_unchanged(path: Path, options: ConvertOptions, overrides: Path | None) -> bool:
    """True when the output already holds this exact PDF, tool version and overrides."""
    from converter.write.files import file_sha256, module_slug

    previous = _previous_run(options.outdir / module_slug(path.name) / "module.yaml")
    if previous is None:
        return False
    tool = previous.get("tool") or {}
    source = previous.get("source") or {}
    overrides_hash = file_sha256(overrides) if overrides is not None else None
    return (
        tool.get("version") == __version__
        and tool.get("overrides_sha256") == overrides_hash
        and source.get("sha256") == file_sha256(path)
    )


def convert_one(path: Path, options: ConvertOptions, page_jobs: int = 1) -> FileOutcome:
    """Convert and write one PDF; a tool failure becomes a failed outcome, not an exception."""
    from converter.read.render import render_pages
    from converter.write import RunInfo, write_all
    from converter.write.files import file_sha256, module_slug
    from converter.write.yaml_files import summarize

    try:
        overrides = overrides_for(path, options)
        if not options.force and is_unchanged(path, options, overrides):
            return FileOutcome(str(path), "unchanged", message="unchanged since the last run")
        conversion = convert_pdf(
            path, jobs=page_jobs, password=options.password, overrides=overrides
        )
        overrides_hash = file_sha256(overrides) if overrides is not None else None
        run = RunInfo(overrides_hash, render_pages=render_pages)
        write_all(conversion, options.outdir, run, options.formats)  # write
    except ConverterError as exc:
        message = exc.message if exc.message.startswith(str(path)) else f"{path}: {exc.message}"
        return FileOutcome(str(path), "failed", int(exc.exit_code), message)
    return FileOutcome(
        str(path),
        "converted",
        folder=str(options.outdir / module_slug(conversion.document.file)),
        summary=summarize(conversion),
    )


def convert_paths(
    inputs: Sequence[Path],
    options: ConvertOptions,
    on_done: Callable[[FileOutcome], None] | None = None,
) -> BatchResult:
    """Convert every PDF found in ``inputs``; a bad file is reported and the batch goes on.

    One file gets all the workers for its pages; several files get one worker each, so a
    library converts ``jobs`` books at a time.  Outcomes come back in input order, and
    each file's output is the same whatever ``jobs`` is.
    """
    files = expand_inputs(inputs)
    if options.overrides is not None and len(files) > 1:
        raise UsageError("--overrides applies to one module; put overrides.yaml beside each output")
    notify = on_done or (lambda outcome: None)
    if len(files) == 1 or options.jobs == 1:
        outcomes = []
        for path in files:
            outcomes.append(convert_one(path, options, page_jobs=options.jobs))
            notify(outcomes[-1])
        return BatchResult(tuple(outcomes))
    workers = min(options.jobs, len(files))
    results: dict[Path, FileOutcome] = {}
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(convert_one, path, options): path for path in files}
        for future in as_completed(futures):
            path = futures[future]
            try:
                outcome = future.result()
            except Exception as exc:  # noqa: BLE001 - a crashed worker fails one file only
                outcome = FileOutcome(
                    str(path), "failed", int(ExitCode.internal), f"{path}: internal error: {exc}"
                )
            results[path] = outcome
            notify(outcome)
    return BatchResult(tuple(results[path] for path in files))
