"""Key-table headers: the one-label test that skips a cell's readings is never wrong: a
reading it turns away is one ``cell_roles`` reads as no key-column cell either."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect.areas_table_header import cell_readings, cell_roles, names_key
from converter.ruledata import load_lexicon

_HEADER = load_lexicon("key_tables")["header"]
# the labels as printed (regex marks dropped), in both cases, and text that is no label
WORDS = sorted(
    {w.replace("\\.?", ".").replace("s?", "s") for labels in _HEADER.values() for w in labels}
    | {"Ke", "y", "Roo", "m", "1.", "Gate", "the", "-", "#1", ""}
)
WORD = st.sampled_from(WORDS).map(lambda w: w.upper() if len(w) % 2 else w)
SEP = st.sampled_from([" ", "", "  ", "\t", "-"])
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
