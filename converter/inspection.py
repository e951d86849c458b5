"""What ``dmd inspect`` shows: per page, what extraction and detection found."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from converter.errors import UsageError
from converter.models import Area, BBox, PageText, Problem, StatBlock

# Colours of the boxes drawn with --png: columns, areas, stat blocks.
COLUMN_COLOUR = (40, 90, 220)
AREA_COLOUR = (20, 160, 60)
STATBLOCK_COLOUR = (210, 40, 40)


@dataclass(frozen=True)
class PageReport:
    """One page's findings."""

    page: PageText
    areas: tuple[Area, ...]
    statblocks: tuple[StatBlock, ...]
    problems: tuple[Problem, ...]


def parse_page_ranges(text: str) -> tuple[int, ...]:
    """``"3-5,9"`` → ``(3, 4, 5, 9)``; a bad range is a usage error."""
    pages: set[int] = set()
    for part in text.split(","):
        match = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", part)
        if not match:
            raise UsageError(f"--pages: cannot read {part.strip()!r} (use e.g. 3-5,9)")
        first = int(match.group(1))
        last = int(match.group(2) or first)
        if first < 1 or last < first:
            raise UsageError(f"--pages: {part.strip()!r} is not a range of pages from 1")
        pages.update(range(first, last + 1))
    return tuple(sorted(pages))


def boxes_for_page(report: PageReport) -> list[tuple[BBox, tuple[int, int, int], str]]:
    """The rectangles to draw on a page image, with their colour and label."""
    boxes: list[tuple[BBox, tuple[int, int, int], str]] = [
        (column, COLUMN_COLOUR, f"col {i}") for i, column in enumerate(report.page.columns)
    ]
    for area in report.areas:
        if area.source.bbox is not None:
            boxes.append((area.source.bbox, AREA_COLOUR, area.key or area.name))
    for block in report.statblocks:
        if block.source.bbox is not None:
            boxes.append((block.source.bbox, STATBLOCK_COLOUR, block.name))
    return boxes


def inspect_pdf(
    path: Path,
    *,
    pages: Sequence[int] | None = None,
    password: str | None = None,
    png_dir: Path | None = None,
    resolution: int = 80,
    engine: str = "pdfplumber",
    alone: bool = False,
    ocr: str = "auto",
) -> list[PageReport]:
    """Report per page what a conversion finds there; optionally draw it.

    The whole PDF is read and detected as ``dmd convert`` does, and only ``pages`` are
    shown: what a page yields depends on the others (the body size that makes a heading,
    a stat block printed pages later, a key sequence), so reading the pages on their own
    could show a GM something the conversion never does. ``alone`` reads only ``pages``:
    faster on a long book, and said to differ.
    """
    from converter.detect.areas import find_areas
    from converter.detect.creatures_stage import find_creatures
    from converter.detect.individual_roles import with_apposed_kinds
    from converter.detect.ocr_marks import mark_ocr
    from converter.detect.statblocks import statblock_findings
    from converter.read.extract import read_pdf, render_boxes
    from converter.read.picture_headings import picture_heading_problems

    document = read_pdf(
        path, password=password, pages=pages if alone else None, engine=engine, ocr=ocr
    )
    shown = _pages_to_show(path, document.pages, pages)
    findings = statblock_findings(document)  # the stages of converter.pipeline.detect_and_map
    statblocks = findings.blocks
    areas, area_problems = find_areas(document, statblocks, findings.tables)
    statblocks = with_apposed_kinds(statblocks, areas)
    areas = find_creatures(areas, statblocks)
    areas, statblocks = mark_ocr(document, areas, statblocks)  # as convert marks them
    # headings printed as pictures: the areas that cannot be found are named, as convert does
    pictures = picture_heading_problems(path, document, password=password)
    problems = document.problems + findings.problems + area_problems + pictures
    reports = [
        PageReport(
            page,
            tuple(a for a in areas if a.page == page.number),
            tuple(b for b in statblocks if b.page == page.number),
            tuple(p for p in problems if p.page == page.number),
        )
        for page in shown
    ]
    if png_dir is not None:
        png_dir.mkdir(parents=True, exist_ok=True)
        for report in reports:
            out = png_dir / f"page-{report.page.number:03d}.png"
            render_boxes(
                path,
                report.page.number,
                boxes_for_page(report),
                out,
                resolution=resolution,
                password=password,
            )
    return reports


def _pages_to_show(
    path: Path, read: Sequence[PageText], wanted: Sequence[int] | None
) -> list[PageText]:
    """The read pages that were asked for; a page past the last is a usage error."""
    if wanted is None:
        return list(read)
    by_number = {page.number: page for page in read}
    missing = [number for number in sorted(set(wanted)) if number not in by_number]
    if missing:
        raise UsageError(f"{path.name}: no page {missing[0]} (the PDF has {len(read)} pages)")
    return [by_number[number] for number in sorted(set(wanted))]
