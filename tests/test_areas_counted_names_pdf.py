"""A block's name line with the group's number in brackets ("GREY OOZES (3)" over its stat
line) is no key: not an area of its own, and no candidate of the key sequence that would take
the place of the room's own heading with that number. Generated modules of the peregrine set
(its tuning seeds), in their own faces, sizes and columns."""

from __future__ import annotations

import pytest

from tests.synth_checks import keyed_areas_of


@pytest.mark.parametrize("seed", [88005, 88009, 88015])
def test_a_counted_block_name_leaves_the_rooms_keys_to_their_headings(seed: int) -> None:
    """Dragonbane-like modules (one to three columns): the name of each group's block in
    capitals, its count in brackets, under a room whose key may be the same number."""
    found, truth, areas = keyed_areas_of(seed, "dragonbane", "peregrine")
    assert truth <= found, (sorted(truth - found), areas)
