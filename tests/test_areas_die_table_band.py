"""A die table set in a band of boxed rows (rows 1-3 | 4-6 under "Wandering (d6)") is a table,
boxed or not: its rows open boxes of their own and stand out of key order on the page, as the
keys round a map do, but a sequence under a heading naming a die is no map key
(``areas_keys.keyed_starts``). Checked on generated footroll modules: two seeds, two fonts
and page sizes, whose tables' rows were read as areas "1 A peat cutter", "4 A bone rat"."""

from __future__ import annotations

import pytest
from synth_checks import keyed_areas_of

SEEDS = (99036, 99039)


@pytest.mark.parametrize("seed", SEEDS)
def test_roll_table_rows_in_a_page_foot_band_are_no_areas(seed: int) -> None:
    found, truth, areas = keyed_areas_of(seed, "footroll", "hinter")
    assert found - truth == set(), areas
    assert len(found & truth) >= len(truth) - 1  # the key itself is still read
