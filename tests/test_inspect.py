"""``dmd inspect`` shows, page by page, what a conversion finds there."""

from __future__ import annotations

from pathlib import Path

import pytest

from converter.errors import UsageError
from converter.inspection import PageReport, inspect_pdf
from converter.models import Area, StatBlock

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "sunken-shrine.pdf"


def _areas(areas: tuple[Area, ...] | list[Area]) -> list[tuple[object, ...]]:
    return [(a.key, a.name, tuple((c.name, c.count) for c in a.creatures)) for a in areas]


def _blocks(blocks: tuple[StatBlock, ...] | list[StatBlock]) -> list[tuple[object, ...]]:
    return [(b.name, b.hp, b.ac) for b in blocks]


def _shown(report: PageReport) -> tuple[object, ...]:
    return _areas(report.areas), _blocks(report.statblocks)


@pytest.fixture(scope="module")
def conversion():  # type: ignore[no-untyped-def]
    pytest.importorskip("spacy")
    from converter.pipeline import convert_pdf

    return convert_pdf(SAMPLE)


def test_each_page_shows_what_the_conversion_found_there(conversion) -> None:  # type: ignore[no-untyped-def]
    detection = conversion.detection
    for page in conversion.document.pages:
        (report,) = inspect_pdf(SAMPLE, pages=[page.number])
        expected = (
            _areas([a for a in detection.areas if a.page == page.number]),
            _blocks([b for b in detection.statblocks if b.page == page.number]),
        )
        assert _shown(report) == expected, f"page {page.number}"


def test_pages_are_shown_in_order_once() -> None:
    reports = inspect_pdf(SAMPLE, pages=[3, 2, 3])
    assert [r.page.number for r in reports] == [2, 3]


def test_a_page_past_the_last_is_a_usage_error_naming_the_file() -> None:
    with pytest.raises(
        UsageError, match=r"sunken-shrine\.pdf: no page 99 \(the PDF has \d+ pages\)"
    ):
        inspect_pdf(SAMPLE, pages=[99])
    with pytest.raises(UsageError, match=r"no page 99"):
        inspect_pdf(SAMPLE, pages=[99], alone=True)


def test_alone_reads_only_the_pages_asked_for() -> None:
    reports = inspect_pdf(SAMPLE, pages=[2], alone=True)
    assert [r.page.number for r in reports] == [2]
    whole = inspect_pdf(SAMPLE)
    assert len(whole) > 1
    # a page read alone keeps its areas' keys and names (creatures named by blocks printed
    # on other pages may be missing: that is what --alone warns of)
    (alone,) = reports
    assert [(a.key, a.name) for a in alone.areas] == [(a.key, a.name) for a in whole[1].areas]
