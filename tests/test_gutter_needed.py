"""``gutters.find_gutters`` with a ``needed`` test: the caller keeps the same gutters as with
the plain search, and the costly tests are skipped when no gap could pass it (the column-run
search asks only for gutters the text above crosses, the edge lines and the furniture cut
only for gutters an edge line crosses). A spanning heading's sizes are tested before its
glyphs are counted."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from converter.read import column_runs, gutters, regions, spanning_heads
from converter.read.edge_lines import edge_line_bands
from converter.read.lines import Fragment, Glyph

_FIND_GUTTERS = gutters.find_gutters
WORDS = ["the", "goblin", "door", "west", "hall", "of", "a", "rats", "12", "torch", "stone"]


def _fragment(text: str, x0: float, top: float, size: float = 10.0) -> Fragment:
    glyphs = tuple(
        Glyph(ch, x0 + k * 0.5 * size, top, x0 + (k + 1) * 0.5 * size, top + size, size, "F")
        for k, ch in enumerate(text)
    )
    return Fragment(x0, top, glyphs[-1].x1, top + size, size, glyphs)


def _line(rng: random.Random, chars: int) -> str:
    words: list[str] = []
    while sum(len(w) + 1 for w in words) < chars:
        words.append(rng.choice(WORDS))
    return " ".join(words)[:chars].strip() or "x"


def _region(rng: random.Random) -> list[Fragment]:
    """One-column lines over two or three columns (some short, some ragged), a stray
    fragment or two: the shapes the column-run search and its gutters are asked of."""
    frags: list[Fragment] = []
    top = 50.0
    for _ in range(rng.randint(0, 6)):  # one-column text across the columns' gutters
        frags.append(_fragment(_line(rng, rng.randint(20, 100)), 40 + rng.uniform(0, 30), top))
        top += 12
    columns = rng.choice([2, 3])
    width = 500 / columns
    gap = rng.choice([4.0, 8.0, 15.0, 30.0])
    rows = rng.randint(2, 12)
    for c in range(columns):
        x0 = 40 + c * width
        for k in range(rng.randint(1, rows)):
            chars = int((width - gap) / 5 * rng.uniform(0.3, 1.0))
            frags.append(_fragment(_line(rng, max(chars, 1)), x0, top + 12 * k))
    for _ in range(rng.randint(0, 2)):
        frags.append(_fragment(_line(rng, rng.randint(1, 30)), rng.uniform(40, 500), top + 12))
    rng.shuffle(frags)
    return frags


def _plain(frags: Sequence[Fragment], needed: object = None) -> list[tuple[float, float]]:
    """The search without the early answer: ``needed`` is not looked at."""
    return _FIND_GUTTERS(frags)


def test_the_caller_keeps_the_gutters_the_plain_search_gives_it() -> None:
    rng = random.Random(7007)
    answered_early = 0
    for _ in range(400):
        frags = _region(rng)
        lo = rng.uniform(40, 540)
        hi = lo + rng.uniform(0, 200)

        def needed(g: tuple[float, float], lo: float = lo, hi: float = hi) -> bool:
            return lo <= (g[0] + g[1]) / 2 <= hi

        plain = gutters.find_gutters(frags)
        gated = gutters.find_gutters(frags, needed)
        assert [g for g in gated if needed(g)] == [g for g in plain if needed(g)]
        if any(needed(g) for g in plain):
            assert gated == plain  # the gutters are judged together, as before
        answered_early += gated != plain
    assert answered_early > 0


def test_split_column_run_cuts_as_with_the_plain_search() -> None:
    rng = random.Random(1616)
    cut = 0
    for _ in range(400):
        frags = sorted(_region(rng), key=lambda f: (f.top, f.x0))
        min_gap = gutters.MIN_GUTTER_EM * gutters.median_size(frags)
        gated = column_runs.split_column_run(frags, gutters.find_gutters, min_gap)
        assert gated == column_runs.split_column_run(frags, _plain, min_gap)
        cut += bool(gated)
    assert cut > 0


def test_no_costly_test_is_made_when_no_gap_is_needed() -> None:
    frags = [_fragment(f"left column line {k} of text", 50, 100 + 12 * k) for k in range(12)]
    frags += [_fragment(f"right column {k} of text", 320, 100 + 12 * k) for k in range(12)]
    assert gutters.find_gutters(frags)  # a gutter the plain search finds
    made: list[str] = []
    with pytest.MonkeyPatch.context() as patch:
        for name in ("river_between", "is_stretched_word_gap", "drop_table_gutters"):
            plain = getattr(gutters, name)

            def counted(*args: object, _plain: object = plain, _name: str = name) -> object:
                made.append(_name)
                return _plain(*args)  # type: ignore[operator]

            patch.setattr(gutters, name, counted)
        assert gutters.find_gutters(frags, lambda g: False) == []
        assert made == []
        assert gutters.find_gutters(frags, lambda g: True)
        assert made


def test_edge_line_bands_are_the_ones_the_plain_search_gives() -> None:
    rng = random.Random(2024)
    found = 0
    for _ in range(300):
        frags = _region(rng)
        frags.append(_fragment(_line(rng, 90), 60, 30))  # a running head over the columns
        gated = edge_line_bands(frags, regions.BLOCKER_LINES_EM, gutters.find_gutters)
        assert gated == edge_line_bands(frags, regions.BLOCKER_LINES_EM, _plain)
        found += bool(gated)
    assert found > 0


def test_furniture_over_gutters_is_the_one_the_plain_search_gives() -> None:
    rng = random.Random(3131)
    for _ in range(300):
        frags = _region(rng)
        frags.append(_fragment(str(rng.randint(1, 99)), 40 + rng.uniform(0, 500), 900))
        found = gutters.find_gutters(frags)
        gated = regions._furniture_over_gutters(frags, found)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(regions, "find_gutters", _plain)
            assert gated == regions._furniture_over_gutters(frags, found)


def test_a_spanning_heading_is_told_as_when_its_glyphs_were_counted_first() -> None:
    rng = random.Random(4242)
    for _ in range(2000):
        em = rng.choice([8.0, 10.0])
        row = [
            _fragment(_line(rng, rng.randint(1, 8)), 40 + 60 * k, 100, rng.choice([8, 10, 12, 14]))
            for k in range(rng.randint(1, 3))
        ]
        glyphs = sum(1 for f in row for g in f.glyphs if g.text.strip())
        counted_first = glyphs >= spanning_heads.MIN_HEADING_GLYPHS and all(
            f.size >= spanning_heads.HEADING_SCALE * em for f in row
        )
        assert spanning_heads._is_heading(row, em) == counted_first
