"""The conversion pipeline, stage by stage, as the README tells it.

``PDF → read (each page laid out) → layout (the document) → detect stat blocks → detect
areas → detect creatures → NLP over room text → map to D&MD → apply overrides → write``.  ``convert_pdf`` does one PDF in memory; ``convert_paths`` runs a batch,
one worker process per file, and never lets one bad file stop the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

import yaml

from converter import __version__
from converter.collector import objects_so_far_frozen
from converter.dmd_models import Conversion, Encounter
from converter.errors import (
    ConverterError,
    ExitCode,
    InputFileError,
    InputPdfError,
    OutputError,
    UsageError,
)
from converter.folders import plan_folders, record_owners
from converter.models import Detection, Document, Problem, StatBlock
from converter.read import ENGINE_NAMES, OCR_MODES
from converter.read.budget import DEFAULT_MAX_CONTENT_BYTES
from converter.write import DEFAULT_FORMATS

NOTHING_FOUND = "nothing-found"  # the problem rule of a module read with no area and no block

PageProgress = Callable[[int, int], None]  # (pages read, pages in all)

Status = Literal["converted", "unchanged", "skipped", "failed"]
OVERRIDES_FILE_NAME = "overrides.yaml"
MODULE_FILE_NAME = "module.yaml"


@dataclass(frozen=True)
class ConvertOptions:
    """Everything a conversion needs, validated once at the border (the CLI)."""

    outdir: Path
    jobs: int = 1
    password: str | None = None
    overrides: Path | None = None
    force: bool = False
    formats: tuple[str, ...] = DEFAULT_FORMATS  # converter.write.WRITERS names, in this order
    strict: bool = False  # summary warnings (garbage text, no areas) fail the file too
    max_content_bytes: int = DEFAULT_MAX_CONTENT_BYTES
    engine: str = ENGINE_NAMES[0]  # the character reader (converter.read.extract.ENGINES)
    scheduler: str | None = None  # a Dask scheduler's address: one task per PDF there
    ocr: str = OCR_MODES[
        0
    ]  # words printed only as pictures: read with Tesseract (auto) or not (off)

    def __post_init__(self) -> None:
        if self.ocr not in OCR_MODES:
            raise UsageError(f"--ocr must be one of {', '.join(OCR_MODES)}, not {self.ocr!r}")
        if self.engine not in ENGINE_NAMES:
            choices = ", ".join(ENGINE_NAMES)
            raise UsageError(f"--engine must be one of {choices}, not {self.engine!r}")
        if self.jobs < 1:
            raise UsageError(f"--jobs must be at least 1, not {self.jobs}")
        if self.max_content_bytes < 1:
            raise UsageError("the content budget must be at least 1 byte")


@dataclass(frozen=True)
class FileOutcome:
    """What happened to one input file of a batch."""

    path: str
    status: Status
    exit_code: int = int(ExitCode.ok)
    message: str = ""
    folder: str | None = None
    summary: dict[str, int] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class BatchResult:
    """Every file's outcome, in input order."""

    outcomes: tuple[FileOutcome, ...]
    notes: tuple[str, ...] = ()  # decisions made before the work started (renamed folders)

    @property
    def failed(self) -> tuple[FileOutcome, ...]:
        """The files that could not be converted."""
        return tuple(o for o in self.outcomes if o.status == "failed")

    @property
    def exit_code(self) -> int:
        """0 when every file is clean; the codes of the others when they agree; else 1.

        A converted file is not clean when a page was lost (``page_lost``) or, with
        ``--strict``, when its summary has warnings.
        """
        codes = {o.exit_code for o in self.outcomes if o.exit_code}
        if not codes:
            return int(ExitCode.ok)
        return codes.pop() if len(codes) == 1 else int(ExitCode.problems_found)


def convert_pdf(
    path: Path,
    *,
    jobs: int = 1,
    password: str | None = None,
    overrides: Path | None = None,
    max_content_bytes: int = DEFAULT_MAX_CONTENT_BYTES,
    on_page: PageProgress | None = None,
    engine: str = ENGINE_NAMES[0],
    ocr: str = OCR_MODES[0],
) -> Conversion:
    """Convert one module PDF into encounters, in memory: every stage, in the README's order."""
    from converter.read.document import assemble_document
    from converter.read.extract import read_pages

    pages = read_pages(  # read (each page laid out)
        path,
        password=password,
        jobs=jobs,
        max_content_bytes=max_content_bytes,
        on_page=on_page,
        engine=engine,
        ocr=ocr,
    )
    document = assemble_document(pages)  # layout: headers, hyphens across pages
    if not any(page.has_text_layer for page in document.pages):
        raise InputPdfError(f"{path}: no text layer on any page (OCR it first)")
    with objects_so_far_frozen():  # what was read lives to the end (converter.collector)
        return detect_and_map(path, document, password=password, overrides=overrides)


def detect_and_map(
    path: Path, document: Document, *, password: str | None = None, overrides: Path | None = None
) -> Conversion:
    """The stages after the layout: detection, maps, NLP and mapping, in the README's order."""
    from converter.detect.areas import find_areas
    from converter.detect.creatures_stage import find_creatures
    from converter.detect.event_groups import event_groups
    from converter.detect.individual_roles import with_apposed_kinds
    from converter.detect.maps import place_pins, unplaced_keys
    from converter.detect.nlp import analyze_rooms
    from converter.detect.ocr_marks import mark_ocr
    from converter.detect.statblocks import statblock_findings
    from converter.detect.wandering import find_wandering, place_in_levels
    from converter.mapping.catalog import load_catalog
    from converter.mapping.creatures import rate_statblocks
    from converter.mapping.encounters import build_encounters
    from converter.mapping.overrides import apply_overrides, load_overrides
    from converter.mapping.tables import load_tables
    from converter.mapping.wandering import place_wandering, rate_events, rate_wandering
    from converter.read.maps import find_maps
    from converter.read.picture_headings import picture_heading_problems

    findings = statblock_findings(document)  # detect: stat blocks
    statblocks, statblock_problems = findings.blocks, findings.problems
    areas, area_problems = find_areas(document, statblocks, findings.tables)  # detect: areas
    statblocks = with_apposed_kinds(statblocks, areas)  # … a person's block: their role
    wandering = find_wandering(document)  # detect: random-encounter table rows
    wandering = place_in_levels(document, wandering, areas)  # … and the level of each table
    areas = find_creatures(areas, statblocks)  # detect: the creatures in each area
    areas, statblocks = mark_ocr(document, areas, statblocks)  # … those OCR read, marked so
    events = event_groups(document, areas, statblocks)  # … and those events bring to no room
    maps = place_pins(find_maps(path, document, password=password), areas)  # read maps, pin keys
    # headings printed as pictures: their areas cannot be found, so the GM is told
    pictures = picture_heading_problems(path, document, password=password)
    tables = load_tables()
    rooms = analyze_rooms(areas, tables.room_patterns)  # detect (NLP): traps, doors, cues
    catalog = load_catalog()
    encounters, mapping_problems = build_encounters(  # map: obstacles, threats, qualities
        areas, rooms, statblocks, tables=tables, catalog=catalog, file=document.file
    )
    ratings = rate_statblocks(statblocks, tables, catalog)  # map: every block's own numbers
    rows = rate_wandering(wandering, statblocks, tables, catalog)  # map: wandering rows
    encounters, rows = place_wandering(encounters, rows)  # … and the area printing each table
    arriving = rate_events(events, statblocks, tables, catalog)  # map: the events' groups
    if overrides is not None:  # map: the GM's overrides, re-applied on every run
        encounters = apply_overrides(encounters, load_overrides(overrides))
    detection = Detection(
        statblocks,
        areas,
        statblock_problems + area_problems + pictures,
        maps=maps,
        unplaced_keys=unplaced_keys(areas, maps),
        wandering=wandering,
        events=events,
    )
    problems = document.problems + detection.problems + mapping_problems
    problems += nothing_found(document.file, statblocks, encounters)
    return Conversion(document, detection, encounters, problems, ratings, rows, arriving)


def nothing_found(
    file: str, statblocks: Sequence[StatBlock], encounters: Sequence[Encounter]
) -> tuple[Problem, ...]:
    """A module read without one area or stat block gives a GM nothing: say so, never quietly."""
    if statblocks or encounters:
        return ()
    message = "no keyed area and no stat block found: nothing for a GM to run (dmd inspect shows what was read)"
    return (Problem(file, None, NOTHING_FOUND, "warning", message),)


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


def check_output_folder(outdir: Path) -> None:
    """Fail at once (``OutputError``, exit 5) when the output folder cannot be written.

    A probe file is created and removed: permission bits alone do not tell (root, ACLs,
    read-only mounts).
    """
    import tempfile

    if outdir.exists() and not outdir.is_dir():
        raise OutputError(f"{outdir}: the output folder is a file, not a folder")
    try:
        outdir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=outdir, prefix=".dmd-probe-"):
            pass
    except OSError as exc:
        raise OutputError(
            f"{outdir}: cannot write to the output folder ({exc.strerror or exc})"
        ) from exc


def overrides_for(path: Path, options: ConvertOptions, folder: str | None = None) -> Path | None:
    """The overrides file for one module: ``--overrides``, else one beside its output."""
    if options.overrides is not None:
        return options.overrides
    from converter.write.files import module_slug

    beside = options.outdir / (folder or module_slug(path.name)) / OVERRIDES_FILE_NAME
    return beside if beside.is_file() else None


def _load_yaml_mapping(path: Path) -> dict[str, Any] | None:
    try:
        with path.open("rb") as handle:
            data = yaml.load(handle, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (OSError, yaml.YAMLError):
        return None
    return data if isinstance(data, dict) else None


def outputs_are_whole(outdir: Path, folder: Path, previous: dict[str, Any]) -> bool:
    """True when every file the last run recorded is there and whole.

    Each listed encounter file must parse as an encounter, and ``OUTDIR/schemas/`` must hold
    the bundled schemas byte for byte, so a deleted or truncated file is written again.
    """
    from importlib import resources

    listed = previous.get("encounters")
    if not isinstance(listed, list):
        return False
    for name in listed:
        data = _load_yaml_mapping(folder / str(name))
        if data is None or data.get("kind") != "encounter":
            return False
    for entry in resources.files("dmd_schemas").iterdir():
        if entry.name.endswith(".schema.json"):
            copy = outdir / "schemas" / entry.name
            try:
                if copy.read_bytes() != entry.read_bytes():
                    return False
            except OSError:
                return False
    return True


def is_unchanged(
    path: Path, options: ConvertOptions, overrides: Path | None, folder: str | None = None
) -> bool:
    """True when the output already holds this exact PDF, tool version and overrides,
    and every file it recorded is still there and whole."""
    from converter.write.files import file_sha256, module_slug

    out_folder = options.outdir / (folder or module_slug(path.name))
    previous = _load_yaml_mapping(out_folder / MODULE_FILE_NAME)
    if previous is None:
        return False
    tool = previous.get("tool") or {}
    source = previous.get("source") or {}
    overrides_hash = file_sha256(overrides) if overrides is not None else None
    return (
        tool.get("version") == __version__
        and tool.get("overrides_sha256") == overrides_hash
        and source.get("sha256") == file_sha256(path)
        and outputs_are_whole(options.outdir, out_folder, previous)
    )


def summary_warnings(conversion: Conversion) -> tuple[str, ...]:
    """What a maintainer must hear about a converted file, one line each."""
    problems = conversion.problems
    warnings = [p.message for p in problems if p.rule == "page-unreadable"]
    garbage = sorted({p.page for p in problems if p.rule == "text-layer-garbage" and p.page})
    if garbage:
        listed = ", ".join(map(str, garbage))
        warnings.append(f"the text layer looks like garbage on page(s) {listed}: OCR them")
    blocks = len(conversion.detection.statblocks)
    if blocks and not conversion.encounters:
        warnings.append(f"{blocks} stat blocks, 0 areas: is this a bestiary?")
    warnings += [p.message for p in problems if p.rule == NOTHING_FOUND]  # after its causes
    return tuple(warnings)


def _outcome_code(conversion: Conversion, warnings: tuple[str, ...], strict: bool) -> int:
    if any(p.rule == "page-unreadable" for p in conversion.problems):
        return int(ExitCode.page_lost)
    if strict and warnings:
        return int(ExitCode.problems_found)
    return int(ExitCode.ok)


def convert_one(
    path: Path,
    options: ConvertOptions,
    page_jobs: int = 1,
    folder: str | None = None,
    on_page: PageProgress | None = None,
) -> FileOutcome:
    """Convert and write one PDF; a tool failure becomes a failed outcome, not an exception."""
    from converter.read.render import render_pages
    from converter.write import RunInfo, write_all
    from converter.write.files import file_sha256, module_slug
    from converter.write.yaml_files import summarize

    folder = folder or module_slug(path.name)
    try:
        overrides = overrides_for(path, options, folder)
        if not options.force and is_unchanged(path, options, overrides, folder):
            return FileOutcome(str(path), "unchanged", message="unchanged since the last run")
        conversion = convert_pdf(
            path,
            jobs=page_jobs,
            password=options.password,
            overrides=overrides,
            max_content_bytes=options.max_content_bytes,
            on_page=on_page,
            engine=options.engine,
            ocr=options.ocr,
        )
        overrides_hash = file_sha256(overrides) if overrides is not None else None
        run = RunInfo(overrides_hash, render_pages=render_pages, folder_name=folder)
        with objects_so_far_frozen():  # the conversion lives to the end (converter.collector)
            write_all(conversion, options.outdir, run, options.formats)  # write
    except ConverterError as exc:
        message = exc.message if exc.message.startswith(str(path)) else f"{path}: {exc.message}"
        return FileOutcome(str(path), "failed", int(exc.exit_code), message)
    warnings = summary_warnings(conversion)
    return FileOutcome(
        str(path),
        "converted",
        exit_code=_outcome_code(conversion, warnings, options.strict),
        folder=str(options.outdir / folder),
        summary=summarize(conversion),
        warnings=warnings,
    )


def convert_paths(
    inputs: Sequence[Path],
    options: ConvertOptions,
    on_done: Callable[[FileOutcome], None] | None = None,
    on_note: Callable[[str], None] | None = None,
    on_page: PageProgress | None = None,
) -> BatchResult:
    """Convert every PDF found in ``inputs``; a bad file is reported and the batch goes on.

    Before any work: the output folder is checked and every file's output folder decided
    (``on_note`` hears of renames). One file gets all the workers for its pages (``on_page``
    hears of its progress); several files get one worker process each, so a library
    converts ``jobs`` books at a time, and a worker that is killed fails only its own file.
    Outcomes come back in input order; each file's output is the same whatever ``jobs`` is.
    """
    from converter.extras import require_conversion_extra
    from converter.supervise import Lost, run_each, terminate_on_sigterm
    from converter.write.files import remove_temporaries

    files = expand_inputs(inputs)
    if options.scheduler is None:  # on a cluster, every worker is checked instead
        require_conversion_extra()
    if options.overrides is not None and len(files) > 1:
        raise UsageError("--overrides applies to one module; put overrides.yaml beside each output")
    check_output_folder(options.outdir)
    folders, notes = plan_folders(files, options.outdir)
    record_owners(options.outdir, folders)
    for note in notes:
        (on_note or (lambda text: None))(note)
    notify = on_done or (lambda outcome: None)
    if len(files) == 1 and options.scheduler is None:
        with terminate_on_sigterm():
            outcome = convert_one(files[0], options, options.jobs, folders[files[0]], on_page)
        notify(outcome)
        return BatchResult((outcome,), notes)

    def lost(path: Path, why: Lost) -> FileOutcome:
        remove_temporaries(options.outdir / folders[path])  # what the lost worker was writing
        code = ExitCode.internal if why.internal else ExitCode.worker_lost
        return FileOutcome(str(path), "failed", int(code), f"{path}: {why.why}")

    if options.scheduler is not None:
        with terminate_on_sigterm():
            outcomes = _convert_on_cluster(files, folders, options, lost, notify)
        return BatchResult(tuple(outcomes), notes)
    outcomes = run_each(
        lambda path: convert_one(path, options, folder=folders[path]),
        files,
        workers=min(options.jobs, len(files)),
        on_lost=lost,
        on_done=lambda index, outcome: notify(outcome),
    )
    return BatchResult(tuple(outcomes), notes)


@dataclass(frozen=True)
class PlannedFile:
    """One file of a cluster batch: as the user gave it, and as every worker finds it."""

    given: Path
    absolute: Path
    folder: str


def convert_planned(
    planned: PlannedFile, options: ConvertOptions, given_outdir: Path
) -> FileOutcome:
    """``convert_one`` on a worker (absolute paths: its working folder is not the user's),
    told in the user's own paths so the summary reads as a local run's."""
    outcome = convert_one(planned.absolute, options, folder=planned.folder)
    return replace(
        outcome,
        path=str(planned.given),
        message=outcome.message.replace(str(planned.absolute), str(planned.given)),
        folder=str(given_outdir / planned.folder) if outcome.folder else None,
    )


def _convert_on_cluster(
    files: Sequence[Path],
    folders: dict[Path, str],
    options: ConvertOptions,
    lost: Callable[[Path, Any], FileOutcome],
    notify: Callable[[FileOutcome], None],
) -> list[FileOutcome]:
    """One task per file on the Dask cluster at ``options.scheduler`` (shared file system)."""
    from functools import partial

    from converter.cluster import run_on_cluster

    overrides = options.overrides.resolve() if options.overrides is not None else None
    shared = replace(options, outdir=options.outdir.resolve(), overrides=overrides)
    planned = [PlannedFile(path, path.resolve(), folders[path]) for path in files]
    return run_on_cluster(
        partial(convert_planned, options=shared, given_outdir=options.outdir),
        planned,
        str(options.scheduler),
        on_lost=lambda item, why: lost(item.given, why),
        on_done=lambda index, outcome: notify(outcome),
    )
