"""A room's stat lines led by the creature's name in bold ("Clay Golem (2): HP 36, Armor 1,
…"), set under the room's heading after its prose, are the room's: the section tree reads
each lead as a run-in sub-heading, which cut the lines off the section's scene, and a
name-only room lost its creatures' evidence ("stat block inside", "stat line",
``areas_sections._stat_lines_led``). Before, the rooms of such modules fell below the floor
together and none was found. Checked on generated wanderer capszine modules (two seeds, two
faces and sizes), whose headings are the room's name alone."""

from __future__ import annotations

import pytest
from synth.wanderer_render import weasyprint_available
from synth_checks import named_areas_of

SEEDS = (92181, 92182)


@pytest.mark.skipif(not weasyprint_available(), reason="needs WeasyPrint and Pango")
@pytest.mark.parametrize("seed", SEEDS)
def test_stat_lines_led_by_a_name_are_the_rooms(seed: int) -> None:
    found, truth, areas = named_areas_of(seed, "capszine", "wanderer")
    assert found - truth == set(), areas
    assert len(found & truth) >= len(truth) - 1, areas
