"""The section tree (``sections.build_sections``): its one-pass stack gives the tree the
definition gives, looked for heading by heading, on trees of every shape; and the line
styles it is built from (``line_style``): the first span holding the most characters."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from converter.detect.sections import build_sections, line_style
from converter.models import BBox, Heading, Section, TextLine, TextSpan, TextStyle

STYLE = TextStyle("Serif", 12.0, True, False, False)


def by_definition(headings: list[Heading], line_count: int) -> list[Section]:
    """Each section ends at the next heading of its level or above; its parent is the last
    heading before it of a higher level whose section still runs at it."""
    out: list[Section] = []
    for position, heading in enumerate(headings):
        later = [h for h in headings[position + 1 :] if h.level <= heading.level]
        end = later[0].index if later else line_count
        following = headings[position + 1].index if position + 1 < len(headings) else line_count
        start = heading.index if heading.run_in else heading.index + heading.lines
        parents = [
            k
            for k in range(position)
            if headings[k].level < heading.level and out[k].end > heading.index
        ]
        parent = parents[-1] if parents else None
        out.append(Section(heading, start, end, max(start, min(end, following)), parent))
    return out


@st.composite
def heading_runs(draw: st.DrawFn) -> tuple[list[Heading], int]:
    count = draw(st.integers(0, 40))
    gaps = draw(st.lists(st.integers(1, 6), min_size=count, max_size=count))
    levels = draw(st.lists(st.integers(1, 5), min_size=count, max_size=count))
    run_ins = draw(st.lists(st.booleans(), min_size=count, max_size=count))
    headings, index = [], 0
    for gap, level, run_in in zip(gaps, levels, run_ins, strict=True):
        index += gap
        lines = 0 if run_in else draw(st.integers(1, min(gap, 3)))
        headings.append(Heading(index, f"Heading {index}", lines, STYLE, level, run_in))
    return headings, index + draw(st.integers(1, 10))


@given(heading_runs())
def test_the_tree_is_the_definitions(run: tuple[list[Heading], int]) -> None:
    headings, line_count = run
    assert build_sections(headings, line_count) == by_definition(headings, line_count)


def test_a_chapter_holds_its_rooms_and_ends_at_the_next_chapter() -> None:
    levels = [1, 2, 3, 3, 2, 1, 2]
    headings = [Heading(10 * k, f"H{k}", 1, STYLE, level) for k, level in enumerate(levels)]
    tree = build_sections(headings, 80)
    assert [s.parent for s in tree] == [None, 0, 1, 1, 0, None, 5]
    assert [s.end for s in tree] == [50, 40, 30, 40, 50, 80, 80]
    assert [s.body_end for s in tree] == [10, 20, 30, 40, 50, 60, 80]


def _line(*spans: tuple[str, str, float, bool]) -> TextLine:
    made = tuple(TextSpan(text, font, size, bold, False) for text, font, size, bold in spans)
    return TextLine("".join(s.text for s in made), 1, BBox(0, 0, 100, 12), made)


@given(
    st.lists(
        st.tuples(
            st.sampled_from(["", " ", "Ab", "Cave ", "ROOM", "the rats"]),
            st.sampled_from(["ABCDEF+Minion-Bold", "Times-Roman", "Gill Sans"]),
            st.sampled_from([9.0, 9.2, 12.0, 14.6]),
            st.booleans(),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_a_line_takes_the_style_of_its_first_longest_span(
    spans: list[tuple[str, str, float, bool]],
) -> None:
    line = _line(*spans)
    lengths = [len(text.strip()) for text, *_ in spans]
    text, font, size, bold = spans[lengths.index(max(lengths))]
    style = line_style(line)
    assert (style.size, style.bold) == (round(size * 2) / 2, bold)
    assert style.family == font.removeprefix("ABCDEF+").split("-")[0]
    assert line_style(_line(*spans)) is style  # equal styles are one object, made once
