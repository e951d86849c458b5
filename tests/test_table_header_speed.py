"""Key-table headers: the tests that skip a cell's readings are never wrong: a reading the
one-label test turns away is one ``cell_roles`` reads as no key-column cell either, and the
readings' openings (all the key test reads) are those of the readings themselves."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect.areas_table_header import (
    _reading_openings,
    cell_readings,
    cell_roles,
    header_roles,
    key_in_readings,
    names_key,
)
from converter.ruledata import load_lexicon

_HEADER = load_lexicon("key_tables")["header"]
# the labels as printed (regex marks dropped), in both cases, and text that is no label
WORDS = sorted(
    {w.replace("\\.?", ".").replace("s?", "s") for labels in _HEADER.values() for w in labels}
    | {"Ke", "y", "Roo", "m", "1.", "Gate", "the", "-", "#1", "", "K-", "o-", "3. Monster"}
)
WORD = st.sampled_from(WORDS).map(lambda w: w.upper() if len(w) % 2 else w)
SEP = st.sampled_from([" ", "", "  ", "\t", "-", " -"])
TEXT = st.lists(st.tuples(WORD, SEP), max_size=5).map(lambda ws: "".join(a + b for a, b in ws))


@settings(max_examples=400, deadline=None)
@given(TEXT, st.lists(TEXT, max_size=3))
def test_names_key_never_turns_away_a_key_cell(text: str, wrapped: list[str]) -> None:
    for reading in cell_readings(text.strip(), wrapped):
        if cell_roles(reading, True):
            assert names_key(reading)


def test_names_key_reads_the_key_labels() -> None:
    assert names_key("Key Location Contents")
    assert names_key("# Room")
    assert names_key("  No. Area")
    assert not names_key("Keystone")  # a whole label or nothing
    assert not names_key("Location Key")
    assert cell_roles("Key Location", True) == ("key", "location")


@settings(max_examples=400, deadline=None)
@given(TEXT, st.lists(TEXT, max_size=8), st.integers(min_value=1, max_value=12))
def test_reading_openings_are_the_readings_cut(text: str, wrapped: list[str], keep: int) -> None:
    text = text.strip()
    assert _reading_openings(text, wrapped, keep) == {
        reading[:keep] for reading in cell_readings(text, wrapped)
    }


@settings(max_examples=400, deadline=None)
@given(TEXT, st.lists(TEXT, max_size=8))
def test_key_in_readings_is_any_reading_naming_a_key(text: str, wrapped: list[str]) -> None:
    for cell in (text, text.strip()):
        assert key_in_readings(cell, wrapped) == any(
            names_key(reading) for reading in cell_readings(cell, wrapped)
        )


def test_key_in_readings_reads_wrapped_labels() -> None:
    assert key_in_readings("Ke", ["y"])  # "Ke" / "y" in a narrow key column
    assert key_in_readings("#", ["Room"])
    assert not key_in_readings("3. Monster", ["4. Monster", "5. Monster"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(TEXT, st.lists(TEXT, max_size=2)), min_size=1, max_size=4))
def test_only_labelled_readings_need_trying_together(cells: list[tuple[str, list[str]]]) -> None:
    """``_find_header`` tries together only the readings of each cell that name a column:
    the first header the full product of readings gives is the first the product of those
    gives (``header_roles`` takes no cell naming nothing), so the header found is the same."""
    readings = [cell_readings(text.strip(), wrapped) for text, wrapped in cells]
    labelled = [[r for r in rs if cell_roles(r, k == 0)] for k, rs in enumerate(readings)]
    full = next((c for c in product(*readings) if header_roles(c) is not None), None)
    kept = next((c for c in product(*labelled) if header_roles(c) is not None), None)
    assert full == kept
