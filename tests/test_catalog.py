"""The bundled SRD catalog and tiered creature-name resolution."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.errors import RulesError
from converter.mapping.catalog import (
    ATTRIBUTION,
    CatalogEntry,
    _nearest,
    entry_from_dict,
    entry_to_dict,
    load_catalog,
    make_catalog,
    normalize_name,
    resolve_creature,
)
from converter.mapping.tables import load_tables

CATALOG = make_catalog(
    [
        CatalogEntry("Orc", cr="1/2", size="Medium", type="humanoid"),
        CatalogEntry("Giant Spider", cr="1", size="Large", type="beast"),
        CatalogEntry("Troll", cr="5", size="Large", type="giant"),
        CatalogEntry("Lizardfolk", cr="1/2", size="Medium", type="humanoid"),
    ]
)
ALIASES = load_tables().aliases


def test_exact_tier_ignores_case_and_inverted_names() -> None:
    assert resolve_creature("ORC", CATALOG).tier == "catalog-exact"
    found = resolve_creature("Spider, Giant", CATALOG)
    assert (found.tier, found.entry and found.entry.name) == ("catalog-exact", "Giant Spider")


def test_alias_tier() -> None:
    found = resolve_creature("lizard man", CATALOG, aliases=ALIASES)
    assert found.tier == "catalog-alias" and found.entry is not None
    assert found.entry.name == "Lizardfolk" and "creature_aliases" in found.why


def test_fuzzy_tier_needs_085() -> None:
    close = resolve_creature("trol", CATALOG)
    assert close.tier == "catalog-fuzzy" and close.score >= 0.85 and "fuzzy" in close.why
    far = resolve_creature("troglodyte", CATALOG)
    assert far.tier == "none" and far.entry is None and "nearest" in far.why


def test_no_fuzzy_scan_when_the_caller_takes_no_fuzzy_pick(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a wandering table of hundreds of rows resolves by exact name or alias only; the fuzzy
    # scan compares the name with every catalog entry, so it must not run at all
    import difflib

    def no_scan(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("fuzzy scan ran")

    monkeypatch.setattr(difflib, "SequenceMatcher", no_scan)
    assert resolve_creature("trol", CATALOG, fuzzy=False).tier == "none"
    assert resolve_creature("orc", CATALOG, fuzzy=False).tier == "catalog-exact"
    found = resolve_creature("lizard man", CATALOG, aliases=ALIASES, fuzzy=False)
    assert found.tier == "catalog-alias"


def test_a_disagreeing_printed_value_vetoes_a_fuzzy_pick() -> None:
    found = resolve_creature("trol", CATALOG, veto=lambda entry: "printed HD 1 is far off")
    assert found.entry is None and found.vetoed and "vetoed" in found.why
    exact = resolve_creature("troll", CATALOG, veto=lambda entry: "never asked")
    assert exact.tier == "catalog-exact"  # a veto applies to fuzzy picks only


def test_normalize_name() -> None:
    assert normalize_name("  Devil\u2019s  Hound\u00ad ") == "devil's hound-"
    assert normalize_name("Rat, Giant") == "giant rat"


def test_entry_round_trips_through_json() -> None:
    entry = CatalogEntry("Troll", cr="5", features=("Regeneration",), traits=(("regenerates", 2),))
    assert entry_from_dict(json.loads(json.dumps(entry_to_dict(entry)))) == entry


def test_load_catalog_from_a_file_and_a_broken_one(tmp_path: Path) -> None:
    good = tmp_path / "c.json"
    good.write_text(json.dumps({"source": "Test", "monsters": [{"name": "Orc", "cr": "1/2"}]}))
    catalog = load_catalog(good)
    assert catalog.source == "Test" and catalog.index["orc"].cr == "1/2"
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(RulesError):
        load_catalog(bad)


def test_bundled_catalog_has_the_seed_creatures_and_attribution() -> None:
    bundled = Path(__file__).resolve().parents[1] / "converter" / "data" / "srd_catalog.json"
    if not bundled.is_file():
        pytest.skip("catalog not built (bench/build_catalog.py)")
    data = json.loads(bundled.read_text("utf-8"))
    assert data["attribution"] == ATTRIBUTION and data["license"] == "CC-BY-4.0"
    catalog = load_catalog()
    assert len(catalog.entries) > 300
    troll = catalog.index["troll"]
    assert (troll.size, troll.type, troll.cr) == ("Large", "giant", "5")
    assert dict(troll.traits).get("regenerates") == 2
    assert "Brute" in catalog.index["bugbear"].features
    assert all(len(f) < 80 for e in catalog.entries for f in e.features)  # names, not prose


def test_fuzzy_never_swaps_a_word() -> None:
    catalog = make_catalog([CatalogEntry("Stone Golem", cr="10"), CatalogEntry("Goblin")])
    bone = resolve_creature("bone golem", catalog)
    assert bone.entry is None and "another creature" in bone.why
    assert resolve_creature("gobblin", catalog).tier == "catalog-fuzzy"


@settings(max_examples=60, deadline=None)
@given(
    st.text(alphabet="abcdeghilmnorstuwy -'", max_size=14)
    | st.sampled_from(sorted(load_catalog().index)).map(lambda name: name[:-1] + "s")
)
def test_the_nearest_name_is_the_plain_scans_pick(key: str) -> None:
    """The fuzzy scan skips names whose upper bounds cannot pass the best so far: it picks
    the name, and gives the score, the plain scan over every ratio does."""
    catalog = load_catalog()
    plain: tuple[float, str] | None = None
    for candidate in sorted(catalog.index):
        score = difflib.SequenceMatcher(None, key, candidate).ratio()
        if plain is None or score > plain[0]:
            plain = (score, candidate)
    assert _nearest(key, catalog) == plain
