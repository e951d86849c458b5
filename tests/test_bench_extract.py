"""bench/bench_extract.py's split of a whole conversion into the engine's own read and the
shared rest (issue #16): what it counts, never how long it took."""

from __future__ import annotations

from pathlib import Path

import pytest
from bench_extract import own_reads, shared_and_own_needed

from converter.errors import InputPdfError
from converter.read import extract
from converter.read.extract import read_pages

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "sunken-shrine.pdf"


@pytest.mark.parametrize("engine", ["pdfplumber", "pdfium"])
def test_own_reads_counts_every_page_the_engine_reads_and_puts_the_reader_back(
    engine: str,
) -> None:
    reader = extract.ENGINES[engine]
    with own_reads(engine) as spent:
        pages = read_pages(SAMPLE, engine=engine)
    assert spent.pages == len(pages.pages) > 0
    assert spent.seconds >= 0.0
    assert extract.ENGINES[engine] is reader


def test_own_reads_counts_only_its_own_engine() -> None:
    with own_reads("pdfium") as spent:
        read_pages(SAMPLE, engine="pdfplumber")
    assert spent.pages == 0


def test_own_reads_puts_the_reader_back_after_a_failure(tmp_path: Path) -> None:
    reader = extract.ENGINES["pdfium"]
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4\nnot a PDF at all")
    with pytest.raises(InputPdfError), own_reads("pdfium"):
        read_pages(broken, engine="pdfium")
    assert extract.ENGINES["pdfium"] is reader


def test_the_ceiling_and_the_saving_four_times_needs() -> None:
    ceiling, needed = shared_and_own_needed(plumber=8.0, pdfium=2.5, pdfium_own=0.7)
    assert ceiling == pytest.approx(8.0 / 1.8)
    assert needed == pytest.approx(2.0)  # 3x + 4y >= 4 * 2.5 - 8
    x = needed / 3  # saved in the shared rest alone: both conversions lose it
    assert (8.0 - x) / (2.5 - x) == pytest.approx(4.0)
    y = needed / 4  # saved in pdfium's own read alone
    assert 8.0 / (2.5 - y) == pytest.approx(4.0)
    _, met = shared_and_own_needed(plumber=8.0, pdfium=1.9, pdfium_own=0.5)
    assert met < 0
