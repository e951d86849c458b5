"""The lines a heading's row is searched among are its page's (issue #16 part 17)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from converter.detect import areas_key_after as after
from converter.detect.areas_common import Context
from converter.detect.areas_context import document_to_context
from converter.read.extract import read_pdf

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "samples" / "sunken-shrine.pdf"


def _plain_nearby(ctx: Context, index: int) -> range:
    """The window before: every line within ``ROW_REACH``, whatever its page."""
    return range(max(0, index - after.ROW_REACH), min(len(ctx.lines), index + after.ROW_REACH))


@pytest.fixture(scope="module")
def sample_ctx() -> Context:
    return document_to_context(read_pdf(SAMPLE))


def _interleaved(ctx: Context) -> Context:
    """The same lines with the pages mixed: by their place on the sheet, every page at once."""
    lines = tuple(sorted(ctx.lines, key=lambda line: (line.bbox.top, line.bbox.x0, line.page)))
    return replace(ctx, lines=lines)


@pytest.mark.parametrize("mixed", [False, True], ids=["in order", "pages mixed"])
def test_nearby_is_the_window_on_the_lines_page(sample_ctx: Context, mixed: bool) -> None:
    ctx = _interleaved(sample_ctx) if mixed else sample_ctx
    assert len({line.page for line in ctx.lines}) > 1
    for index, line in enumerate(ctx.lines):
        expected = [j for j in _plain_nearby(ctx, index) if ctx.lines[j].page == line.page]
        assert list(after._nearby(ctx, index)) == expected


@pytest.mark.parametrize("mixed", [False, True], ids=["in order", "pages mixed"])
def test_readers_of_the_row_find_what_the_whole_window_finds(
    sample_ctx: Context, monkeypatch: pytest.MonkeyPatch, mixed: bool
) -> None:
    ctx = _interleaved(sample_ctx) if mixed else sample_ctx
    indices = range(len(ctx.lines))

    def read() -> list[object]:
        return [
            (
                after._number_beside(ctx, i),
                after.keys_a_heading(ctx, i),
                [after._past_column_of(ctx, i, j) for j in (i - 1, i + 1) if 0 <= j < len(indices)],
            )
            for i in indices
        ]

    paged = read()
    monkeypatch.setattr(after, "_nearby", _plain_nearby)
    assert paged == read()
