"""Room boxes round a one-page dungeon's map that each open with a key and a title set apart
("**7 Weaving Hall** Smells of smoke.") are its key, whatever box was read before the first
of them: a wandering table's box (under "Wandering Monsters", a die in its header) beside
them is no heading of theirs (``areas_keys._titles_its_boxes``). Before, the page's boxes
were judged a die table by the text read before the lowest key's box, and the module came
out with two areas or none. Checked on generated one-page dungeons (four seeds: several
faces, sizes, page layouts and wordings), against their truth."""

from __future__ import annotations

import pytest
from synth_checks import keyed_areas_of

SEEDS = (99817, 99828, 99841, 99843)


@pytest.mark.parametrize("seed", SEEDS)
def test_titled_room_boxes_beside_a_die_table_are_the_key(seed: int) -> None:
    found, truth, areas = keyed_areas_of(seed, "opd", "untamed")
    assert found == truth, areas
