"""``join_lines`` puts its words one space apart with ``str.split`` instead of a regex
(issue #16 part 16): ``\\s`` and ``str.split`` know the same whitespace, every code point
checked, so the paragraph is the one ``re.sub(r"\\s+", " ", text).strip()`` gave."""

from __future__ import annotations

import re
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect.areas_common import join_lines
from converter.models import BBox, TextLine, TextSpan

WHITESPACE = [chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()]


def test_regex_and_split_know_the_same_whitespace() -> None:
    regex = [chr(c) for c in range(sys.maxunicode + 1) if re.fullmatch(r"\s", chr(c))]
    assert regex == WHITESPACE


def _line(text: str, size: float = 10.0) -> TextLine:
    return TextLine(text, 1, BBox(10, 10, 200, 22), (TextSpan(text, "F", size, False, False),))


TEXTS = st.text(alphabet=st.sampled_from(["a", "B", "7", "é", *WHITESPACE]), max_size=12)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(TEXTS, st.sampled_from([6.0, 10.0])), max_size=6))
def test_a_paragraph_is_joined_as_the_regex_joined_it(lines: list[tuple[str, float]]) -> None:
    made = [_line(text, size) for text, size in lines]
    kept = [
        line.text.strip()
        for line in made
        if not (line.size < 9.0 and re.fullmatch(r"[\dA-Z ]{1,4}", line.text.strip()))
    ]
    expected = re.sub(r"\s+", " ", " ".join(kept)).strip()
    subs: list[str] = []
    plain = re.sub

    def counted(*args: object, **kwargs: object) -> str:
        subs.append("sub")
        return plain(*args, **kwargs)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(re, "sub", counted)
        joined = join_lines(made, 10.0)
    assert joined == expected
    assert not subs
