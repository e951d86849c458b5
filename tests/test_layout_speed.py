"""Cheaper page-layout steps that give the same answers (issue #16, part 16): a page's edge
lines are told from its body without comparing whole lines over and over, the XY-cut's runs
of quiet bins are found in C, and the stacked-digit join is not asked for the page's body
size when fewer than two fragments open with a digit. Each is checked against the plain
form it replaces, and the work it saves is counted."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.models import BBox, PageText, TextLine, TextSpan
from converter.read import gutters, running_heads, stacked_digits
from converter.read.lines import Fragment, Glyph


def _line(text: str, page: int, top: float) -> TextLine:
    span = TextSpan(text, "F", 10, False, False)
    return TextLine(text, page, BBox(50, top, 300, top + 10), (span,))


def _plain_edge_lines(page: PageText) -> list[tuple[TextLine, bool]]:
    """``_edge_lines`` as it was: every edge line's gaps read over ``other not in edge``."""
    ordered = sorted(page.lines, key=lambda line: line.bbox.top)
    band = running_heads.HEADER_BAND * page.height
    top_edge = [ln for ln in ordered[: running_heads.EDGE_LINES] if ln.bbox.bottom <= band]
    bottom_edge = [
        ln for ln in ordered[-running_heads.EDGE_LINES :] if ln.bbox.top >= page.height - band
    ]
    edge = list(dict.fromkeys(top_edge + bottom_edge))
    out = []
    for line in edge:
        box = line.bbox
        below = line in top_edge
        gaps = [
            (other.bbox.top - box.bottom) if below else (box.top - other.bbox.bottom)
            for other in ordered
            if other not in edge
        ]
        gap = min(gaps, default=box.bottom - box.top)
        out.append((line, gap < running_heads.HEADER_GAP * (box.bottom - box.top)))
    return out


TOPS = st.sampled_from([10.0, 22.0, 40.0, 100.0, 400.0, 700.0, 740.0, 765.0, 780.0])
TEXTS = st.sampled_from(["Title", "12", "Body text", "Body text", ""])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(TEXTS, TOPS), max_size=9), st.integers(0, 8))
def test_edge_lines_are_the_plain_ones(lines: list[tuple[str, float]], copy: int) -> None:
    made = [_line(text, 1, top) for text, top in lines]
    if made:  # an equal line of its own (a line printed twice) is "in" the edge as before
        made.append(_line(made[copy % len(made)].text, 1, made[copy % len(made)].bbox.top))
    page = PageText(1, 612, 792, tuple(made))
    assert running_heads._edge_lines(page) == _plain_edge_lines(page)


def test_edge_lines_compare_whole_lines_only_of_the_same_text() -> None:
    lines = [_line("Running Head", 1, 20), _line("7", 1, 770)]
    lines += [_line(f"body line {i}", 1, 100 + 12 * i) for i in range(50)]
    page = PageText(1, 612, 792, tuple(lines))
    compared: list[str] = []
    plain = TextLine.__eq__

    def counted(self: TextLine, other: object) -> bool:
        compared.append(self.text)
        return plain(self, other)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(TextLine, "__eq__", counted)
        found = running_heads._edge_lines(page)
    assert [line.text for line, _ in found] == ["Running Head", "7"]
    assert len(compared) <= 2  # the old scan compared every body line with both edge lines


def _plain_runs(flags: list[bool]) -> list[tuple[int, int]]:
    out, start = [], -1
    for i, flag in enumerate(flags):
        if flag and start < 0:
            start = i
        elif not flag and start >= 0:
            out.append((start, i))
            start = -1
    if start >= 0:
        out.append((start, len(flags)))
    return out


@settings(max_examples=500, deadline=None)
@given(st.lists(st.booleans(), max_size=80))
def test_runs_are_the_plain_ones(flags: list[bool]) -> None:
    assert gutters.runs(flags) == _plain_runs(flags)
    assert gutters.runs(iter(flags)) == _plain_runs(flags)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.floats(-5, 50, allow_nan=False) | st.integers(-5, 50), max_size=60),
    st.floats(-5, 50, allow_nan=False),
)
def test_quiet_bins_read_through_a_bound_compare_as_through_the_plain_test(
    heights: list[float], limit: float
) -> None:
    assert gutters.runs(map(limit.__ge__, heights)) == _plain_runs([h <= limit for h in heights])
    counts = [int(h) for h in heights]
    assert gutters.runs(map((0).__eq__, counts)) == _plain_runs([c == 0 for c in counts])


def _fragment(text: str, x0: float, top: float, size: float = 10.0) -> Fragment:
    glyphs = tuple(
        Glyph(ch, x0 + k * 0.5 * size, top, x0 + (k + 1) * 0.5 * size, top + size, size, "F")
        for k, ch in enumerate(text)
    )
    return Fragment(x0, top, glyphs[-1].x1, top + size, size, glyphs)


def test_stacked_digits_skip_the_body_size_without_two_digit_openers() -> None:
    rng = random.Random(16)
    words = ["goblin", "door", "7 rats", "the hall", "12", "west"]
    asked: list[int] = []
    plain = stacked_digits._body_size

    def counted(frags: object) -> float:
        asked.append(1)
        return plain(frags)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(stacked_digits, "_body_size", counted)
        for _ in range(200):
            frags = [
                _fragment(rng.choice(words), 50, 20.0 * k, rng.choice([10.0, 24.0]))
                for k in range(rng.randint(0, 6))
            ]
            openers = sum(1 for f in frags if f.glyphs[0].text.isdigit())
            before = len(asked)
            out = stacked_digits.join_stacked_digits(frags)
            assert (len(asked) > before) == (openers >= 2)
            if openers < 2:
                assert out == frags
    # Two display digits one under the other are still one key.
    stacked = [_fragment("1", 50, 100, 24), _fragment("0", 50, 124, 24)]
    stacked += [_fragment(f"body text {k}", 90, 100 + 12 * k) for k in range(6)]
    assert [f.glyphs[0].text for f in stacked_digits.join_stacked_digits(stacked)][0] == "1"
    joined = stacked_digits.join_stacked_digits(stacked)
    assert "".join(g.text for g in joined[0].glyphs).startswith("10")


def _plain_coverage(
    frags: list[Fragment], x0: float, width: int, cap: float
) -> tuple[list[float], list[int]]:
    """The heights and counts per bin, as one loop made them both."""
    height, count = [0.0] * (width + 2), [0] * (width + 2)
    for f in frags:
        a, b = int(f.x0 - x0), int(f.x1 - x0 + 0.999)
        h = min(f.bottom - f.top, cap)
        height[a] += h
        height[b] -= h
        count[a] += 1
        count[b] -= 1
    sums, counts, run, n = [], [], 0.0, 0
    for k in range(width + 2):
        run, n = (height[k] if k == 0 else run + height[k]), n + count[k]
        sums.append(run)
        counts.append(n)
    return sums, counts


def _fragments(rng: random.Random, count: int) -> list[Fragment]:
    out = []
    for _ in range(count):
        x0, top = rng.uniform(40, 500), rng.uniform(40, 700)
        size = rng.choice([8.0, 9.5, 10.0, 18.0, 30.0])
        out.append(Fragment(x0, top, x0 + rng.uniform(0, 200), top + size, size, ()))
    return out


def test_bin_heights_and_counts_are_the_plain_ones_each_made_alone() -> None:
    rng = random.Random(1616)
    for _ in range(200):
        frags = _fragments(rng, rng.randint(1, 40))
        x0 = min(f.x0 for f in frags)
        width = int(max(f.x1 for f in frags) - x0) + 1
        cap = rng.choice([12.0, 30.0, float("inf")])
        heights, counts = _plain_coverage(frags, x0, width, cap)
        assert gutters.coverage(frags, x0, width, cap) == heights
        assert gutters.covering(frags, x0, width) == counts


def test_the_gutter_search_counts_fragments_without_summing_heights() -> None:
    frags = [
        _fragment(f"left column line {k} of running text", 50, 100 + 12 * k) for k in range(12)
    ]
    frags += [_fragment(f"right column {k} of running text", 320, 100 + 12 * k) for k in range(12)]
    summed: list[int] = []
    plain = gutters.coverage

    def counted(*args: object) -> list[float]:
        summed.append(1)
        return plain(*args)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(gutters, "coverage", counted)
        assert len(gutters.find_gutters(frags)) == 1
    assert not summed  # the old search summed every bin's heights and threw them away
