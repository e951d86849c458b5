"""Random text never makes the stat-line grammar raise or hang (bounded examples).

No clock: the number of examples bounds the work, and a hang shows as a test that never
ends (a per-example time limit flaked on a loaded machine, issue #12).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect.statblock_context import phrase_before_paren
from converter.detect.statline import family_of, find_statlines, read_fields

# Pieces that look like statistics, mixed with noise, so the runs get exercised.
_PIECES = st.sampled_from(
    [
        "AC",
        "HD",
        "hp",
        "HP",
        "CR",
        "MV",
        "#AT",
        "D",
        "Armor",
        "STR",
        "(",
        ")",
        "[",
        "]",
        ",",
        ";",
        "/",
        "+",
        "-",
        "½",
        "1d6",
        "2d8 + 2",
        "1/4",
        "6+1",
        "XP",
        "PB",
        " ",
        "\n",
        "\n\n",
        ". The",
        "dagger (d6)",
        "12",
        "-1",
        "3 wolves (",
        "an owl (",
    ]
)
_TEXT = st.lists(st.one_of(_PIECES, st.text(max_size=8)), max_size=60).map("".join)


@settings(max_examples=300, deadline=None)
@given(_TEXT)
def test_random_text_never_raises_nor_hangs(text: str) -> None:
    for line in find_statlines(text):
        assert 0 <= line.start < line.end <= len(text)
        read_fields(line)
        family_of(line)
    phrase_before_paren(text)
