"""``_restarts_between`` looks only at the copies of a key between two candidates (a slice
found by bisection); it answers as the scan of every copy does (speed, issue #16)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect.areas_chains import SAME_KEY_MARGIN, _key_positions, _restarts_between
from converter.detect.areas_common import Candidate, Key


def _candidate(index: int, text: str, score: float) -> Candidate:
    return Candidate(index, Key(text, "", int(text), ""), "Room", "", 1, False, score)


def _restarts_by_scan(candidates: list[Candidate], j: int, i: int) -> bool:
    floor = min(candidates[j].score, candidates[i].score) - SAME_KEY_MARGIN
    copies = [k for k, c in enumerate(candidates) if c.key.text == candidates[j].key.text]
    return any(j < k < i and candidates[k].score >= floor for k in copies)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["1", "2", "3"]), st.sampled_from([0.5, 1.0, 1.5, 2.0, 3.0])),
        min_size=2,
        max_size=14,
    ),
    st.data(),
)
def test_same_answer_as_the_scan_of_every_copy(
    keys: list[tuple[str, float]], data: st.DataObject
) -> None:
    candidates = [_candidate(k, text, score) for k, (text, score) in enumerate(keys)]
    copies = _key_positions(candidates)
    i = data.draw(st.integers(1, len(candidates) - 1))
    j = data.draw(st.integers(0, i - 1))
    assert _restarts_between(candidates, copies, j, i) == _restarts_by_scan(candidates, j, i)
