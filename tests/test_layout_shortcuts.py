"""The layout's one-pass shortcuts give what the plain expressions give (speed, issue #16)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from converter.read.lines import Fragment, fragments_to_box

COORD = st.floats(min_value=-2000, max_value=2000, allow_nan=False) | st.sampled_from(
    [0.0, -0.0, 12.5]
)
FRAGMENT = st.builds(Fragment, COORD, COORD, COORD, COORD, st.just(10.0), st.just(()))


@settings(max_examples=200, deadline=None)
@given(st.lists(FRAGMENT, min_size=1, max_size=12))
def test_fragments_box_is_the_min_and_max_of_each_side(frags: list[Fragment]) -> None:
    expected = (
        min(f.x0 for f in frags),
        min(f.top for f in frags),
        max(f.x1 for f in frags),
        max(f.bottom for f in frags),
    )
    got = fragments_to_box(frags)
    assert got == expected
    # the same float objects' signs too (min/max keep the first of equal values: 0.0 vs -0.0)
    assert [str(v) for v in got] == [str(v) for v in expected]
