"""The cycle collector kept off what a conversion holds (``converter.collector``): the objects
alive when a stage starts are frozen for its length and thawed after, the garbage the stage
makes is still collected, and a conversion that runs under it writes what it wrote before."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from converter.collector import YOUNG_THRESHOLD, objects_so_far_frozen
from converter.pipeline import convert_pdf

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "sunken-shrine.pdf"


class _Node:
    def __init__(self) -> None:
        self.other: _Node | None = None


def _cycle() -> None:
    first, second = _Node(), _Node()
    first.other, second.other = second, first


@pytest.fixture(autouse=True)
def _thawed() -> None:
    gc.unfreeze()  # another test's leftovers must not count


def test_the_objects_alive_at_the_start_are_frozen_and_thawed_after() -> None:
    kept = [_Node() for _ in range(50)]
    assert gc.get_freeze_count() == 0
    with objects_so_far_frozen():
        frozen = gc.get_freeze_count()
        made_inside = _Node()
        assert gc.get_freeze_count() == frozen  # what the block makes is not frozen
    assert frozen >= len(kept)
    assert gc.is_tracked(made_inside)
    assert gc.get_freeze_count() == 0


def test_the_garbage_made_inside_is_still_collected() -> None:
    gc.collect()
    with objects_so_far_frozen():
        for _ in range(10):
            _cycle()
        found = gc.collect()
    assert found >= 20  # the ten cycles of two nodes each


def test_thawed_after_a_failing_block() -> None:
    before = gc.get_threshold()
    with pytest.raises(RuntimeError), objects_so_far_frozen():
        assert gc.get_threshold()[0] == YOUNG_THRESHOLD > before[0]
        raise RuntimeError("a stage failed")
    assert gc.get_freeze_count() == 0
    assert gc.get_threshold() == before


def test_a_conversion_leaves_nothing_frozen_and_reads_the_same() -> None:
    first = convert_pdf(SAMPLE)
    assert gc.get_freeze_count() == 0
    gc.disable()  # the collector never runs: the output cannot depend on when it does
    try:
        second = convert_pdf(SAMPLE)
    finally:
        gc.enable()
    assert second.encounters == first.encounters
    assert second.detection == first.detection
