"""Work the per-line searches of the stat-block finders skip, each answer the same.

Every line of a document is asked whether it opens a headerless roster's row and whether it
opens a transposed table's label column. A line that opens with no capital or digit opens no
headerless row, so its stat-line search is not made; a line that opens with no stat label
opens no label column, so its characters' places (``TextLine.placed_chars``, built once per
line and kept) are not built for it.
"""

from __future__ import annotations

import pytest

from converter.detect import statblocks_pair_headless, statblocks_profile
from converter.detect.statblocks_crosstab import _label_runs
from converter.detect.statblocks_pair_headless import _row_opening
from converter.models import BBox, TextLine, TextSpan


def _line(text: str, top: float, x0: float = 50.0) -> TextLine:
    xs = tuple(v for k in range(len(text)) for v in (x0 + 5.0 * k, x0 + 5.0 * k + 4.5))
    span = TextSpan(text, "Test", 9.5, False, False)
    return TextLine(text, 1, BBox(x0, top, x0 + 5.0 * len(text), top + 9.5), (span,), char_x=xs)


PROSE = ("goblins wait here", "  and a chest", "(see above)", "", "— the well")
OPENINGS = ("Giant Beetle (2)   AC 4 HD 2 MV 60", "Orc", "12 skeletons", "AC 6, HD 1")


def test_a_row_opening_searches_stat_lines_only_on_lines_opening_a_name() -> None:
    lines = [_line(text, 100.0 + 20 * k) for k, text in enumerate(PROSE + OPENINGS)]
    searched: list[str] = []
    plain = statblocks_pair_headless.find_statlines

    def counted(text: str) -> list:  # type: ignore[type-arg]
        searched.append(text)
        return plain(text)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(statblocks_pair_headless, "find_statlines", counted)
        for index in range(len(lines)):
            assert _row_opening(lines, index, frozenset()) is None or index >= len(PROSE)
    assert searched == list(OPENINGS)


def test_label_runs_build_places_only_for_label_lines() -> None:
    texts = ("AC 6 8 5", "goblins wait here", "HD 1 2 3", "hp 4 9 12", "the chest", "MV 60")
    lines = [_line(text, 100.0 + 12 * k) for k, text in enumerate(texts)]
    runs = _label_runs(lines, range(len(lines)))
    eager = [_line(text, 100.0 + 12 * k) for k, text in enumerate(texts)]
    assert all(line.placed_chars for line in eager)  # every line's places built first
    assert runs == _label_runs(eager, range(len(eager))) == [[0], [2, 3], [5]]
    built = [line.text for line in lines if "placed_chars" in line.__dict__]
    assert built == ["AC 6 8 5", "HD 1 2 3", "hp 4 9 12", "MV 60"]


def test_a_row_opening_pairs_no_places_of_a_line_it_turns_away() -> None:
    lines = [_line(text, 100.0 + 20 * k) for k, text in enumerate(PROSE + OPENINGS)]
    paired: list[str] = []
    plain = TextLine.char_spans

    def counted(line: TextLine) -> list[tuple[float, float]] | None:
        paired.append(line.text)
        return plain(line)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(TextLine, "char_spans", counted)
        found = [_row_opening(lines, index, frozenset()) for index in range(len(lines))]
    # the row opening at "Giant Beetle (2)": its stat line's first char ("AC", the 20th) at
    # 50 + 5 × 19, read off the line's flat places
    assert found == [None] * len(PROSE) + [(50.0, 145.0), None, None, None]
    # the places are known (``is_placed``) without pairing them; only the cell gap's test of
    # the row found pairs its line's
    assert paired == [OPENINGS[0]]


def _plain_heading_cells(line: TextLine) -> list[str] | None:
    """``_heading_cells`` as it was: every cell's headings read, then the first None looked for."""
    cells = [statblocks_profile._run_labels(cell) for cell in statblocks_profile._cells(line)]
    if not cells or any(run is None for run in cells):
        return None
    return [label for run in cells for label in run or ()]


HEADING_TEXTS = ("M WS BS S T W I A Ld", "MWSBS S T", "Goblins wait in the dark", "", "W I xq A")


def test_heading_cells_read_no_cell_after_one_that_spells_no_heading() -> None:
    lines = [_line(text, 100.0 + 12 * k) for k, text in enumerate(HEADING_TEXTS)]
    assert [statblocks_profile._heading_cells(ln) for ln in lines] == [
        _plain_heading_cells(ln) for ln in lines
    ]
    statblocks_profile._run_labels.cache_clear()
    read: list[str] = []
    plain = statblocks_profile._run_labels

    def counted(cell: str) -> tuple[str, ...] | None:
        read.append(cell)
        return plain(cell)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(statblocks_profile, "_run_labels", counted)
        assert statblocks_profile._heading_cells(lines[2]) is None
        assert statblocks_profile._heading_cells(lines[4]) is None
    assert read == ["Goblins", "W", "I", "xq"]
