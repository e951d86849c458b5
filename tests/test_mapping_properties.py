"""Property: whatever a stat block holds, every OR is 1..12 and every rating at least 1."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from stages import encounters_of

from converter.mapping.catalog import make_catalog
from converter.mapping.tables import load_tables
from converter.models import Area, CreatureMention, Feature, Source, StatBlock

SRC = Source("p.pdf", 1)
TABLES = load_tables()
SIZES = st.sampled_from(["Tiny", "Small", "Medium", "Large", "Huge", "Gargantuan", "huge", "?"])
NUMBERISH = st.one_of(
    st.none(),
    st.integers(-5, 400).map(str),
    st.sampled_from(["1/4", "½", "1/0", "6+3", "1-1", "3*", "8d10+40", "—", "", "0d0", "99d4"]),
    st.text(max_size=8),
)
FEATURES = st.lists(
    st.builds(
        Feature,
        st.sampled_from(
            ["Regeneration", "Multiattack", "Fire Breath", "Spellcasting", "Brute", "Web", "x"]
        ),
        st.sampled_from(
            [
                "makes twelve attacks",
                "makes 40 attacks",
                "is a 25th-level spellcaster",
                "can take 9 legendary actions",
                "paralyzed, petrified, poison damage",
                "",
            ]
        ),
    ),
    max_size=4,
)
STATBLOCKS = st.builds(
    StatBlock,
    name=st.sampled_from(["Troll", "Goblin", "Thing", "Hill Giant"]),
    page=st.integers(1, 50),
    style=st.sampled_from(["5e", "5e-2024", "bx", "adnd", "3e", "other"]),
    source=st.just(SRC),
    ac=st.one_of(st.none(), st.integers(-10, 40)),
    hp=st.one_of(st.none(), st.integers(0, 2000)),
    hit_dice=NUMBERISH,
    cr=NUMBERISH,
    size=st.one_of(st.none(), SIZES),
    type=st.one_of(st.none(), st.sampled_from(["giant", "humanoid", "dragon"])),
    attacks=st.one_of(st.none(), st.sampled_from(["2 claws, 1 bite", "30", "claw/claw/bite"])),
    count=st.one_of(st.none(), st.integers(1, 500)),
    features=FEATURES,
    special=st.lists(st.sampled_from(["regenerates", "breath", "poison", "drains levels"])),
    vulnerabilities=st.lists(st.sampled_from(["fire", "cold"]), max_size=2),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(STATBLOCKS, min_size=1, max_size=3), st.integers(1, 500))
def test_every_or_and_rating_is_in_range(blocks: list[StatBlock], count: int) -> None:
    names = tuple(b.name for b in blocks)
    mention = CreatureMention(blocks[0].name.lower(), count, str(count), SRC)
    area = Area(
        "1",
        "Room",
        1,
        "A trap (DC 40) and flames. Open Doors at -9.",
        SRC,
        creatures=(mention,),
        statblocks=names,
    )
    encounters, _ = encounters_of(
        [area], blocks, tables=TABLES, catalog=make_catalog([]), file="p.pdf"
    )
    obstacles = encounters[0].obstacles
    assert obstacles
    for obstacle in obstacles:
        assert 1 <= obstacle.rating <= 12, obstacle
        assert obstacle.why
        for threat in obstacle.threats:
            assert 1 <= threat.rating <= 12, threat
            assert threat.why
    for threat in encounters[0].threats:
        assert 1 <= threat.rating <= 12
