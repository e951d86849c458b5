"""Every stat block gets its own D&MD numbers in module.yaml, also one that sits in no area;
the printed CR or HD always beats the catalog's."""

from __future__ import annotations

import json
from importlib import resources

import jsonschema
import pytest
from referencing import Registry, Resource

from converter.dmd_models import Conversion
from converter.mapping.catalog import Catalog, load_catalog
from converter.mapping.creatures import rate_statblocks
from converter.mapping.tables import Tables, load_tables
from converter.models import Area, BBox, Detection, Document, PageText, Source, StatBlock
from converter.write.yaml_files import module_to_dict

FILE = "bestiary.pdf"
SOURCE = Source(FILE, 3, BBox(36, 100, 290, 180))


@pytest.fixture(scope="module")
def tables() -> Tables:
    return load_tables()


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def _block(name: str, **printed: object) -> StatBlock:
    return StatBlock(name=name, page=3, source=SOURCE, **printed)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("block", "rating", "why_starts"),
    [
        # the SRD ogre is CR 2; this module's ogre is much tougher, and its HD wins
        (_block("Ogre", style="bx", hit_dice="8+3"), 7, "HD 8+3 → OR 7 (table hd_to_or)"),
        # the SRD goblin is CR 1/4; a printed CR 3 goblin boss is rated by its CR
        (_block("Goblin", style="5e", cr="3", size="Small"), 4, "CR 3 → OR"),
        # a d20 line that prints no rating (Castles & Crusades "HD 8d8, AC 16") is rated by
        # its hit dice, not left to the catalog's SRD ogre
        (_block("Ogre", style="3e", hit_dice="8d8", ac=16), 7, "HD 8d8 → OR 7 (table hd_to_or)"),
        # the rating still wins where one is printed
        (_block("Ogre", style="3e", hit_dice="8d8", cr="3"), 4, "CR 3 → OR 4 (table cr3e"),
        # a levelled d20 block prints a creature level, no CR and no HD: its level rates it
        (_block("Ogre", style="3e", level="3", ac=17), 4, "creature level 3 → OR 4 (table"),
        (_block("Troll", style="3e", level="5"), 6, "creature level 5 → OR 6"),
        (_block("Goblin", style="3e", level="-1"), 1, "creature level -1 → OR 1"),
        # a one-line "LV 6" (a game where a monster's level is its number of hit dice)
        (_block("Ogre", style="other", level="6"), 6, "level 6 read as HD 6 → OR 6 (table hd"),
        # a 4e-like bar's level and role ("Ogre Savage  Level 8 Brute"): no hit dice either
        (
            _block("Ogre", style="other", level="8", role="Brute"),
            3,
            "level 8 Brute: a standard creature of level 8 → OR 3 (table level_to_or)",
        ),
        (_block("Ogre", style="other", level="8", role="Elite Brute"), 6, "level 8 Elite Brute"),
        # printed hit dice beat a level printed beside them
        (_block("Ogre", style="bx", hit_dice="4+1", level="9"), 5, "HD 4+1 → OR 5"),
    ],
)
def test_the_printed_hd_or_cr_beats_the_catalog(
    block: StatBlock, rating: int, why_starts: str, tables: Tables, catalog: Catalog
) -> None:
    (rated,) = rate_statblocks([block], tables, catalog)
    assert rated.rating == rating
    assert rated.why.startswith(why_starts)
    assert "SRD" not in rated.why and "catalog" not in rated.why


def _module_schema() -> jsonschema.protocols.Validator:
    schemas = {
        name: json.loads(
            (resources.files("dmd_schemas") / f"{name}.schema.json").read_text("utf-8")
        )
        for name in ("encounter", "module")
    }
    registry: Registry = Registry()
    for name, schema in schemas.items():
        resource = Resource.from_contents(schema)
        registry = registry.with_resource(f"{name}.schema.json", resource)
        registry = registry.with_resource(str(schema["$id"]), resource)
    return jsonschema.Draft202012Validator(schemas["module"], registry=registry)


def test_a_block_in_no_area_gets_its_numbers_too(tables: Tables, catalog: Catalog) -> None:
    used = _block("Cave Bear", style="bx", hit_dice="6", attacks="2 claws, 1 bite")
    appendix = _block(
        "Basilisk", style="bx", hit_dice="6+1", special=("gaze turns to stone",), attacks="1"
    )
    hound = _block("Moon Hound", style="bx", hit_dice="4", special=("requires silver to hit",))
    area = Area("1", "The Den", 1, "A cave bear sleeps here.", SOURCE)
    document = Document(FILE, f"/tmp/{FILE}", "ab" * 32, (PageText(1, 612, 792, ()),) * 3)
    blocks = (used, appendix, hound)
    ratings = rate_statblocks(blocks, tables, catalog)
    conversion = Conversion(document, Detection(blocks, (area,)), (), (), ratings)
    module = module_to_dict(conversion, [])
    assert list(_module_schema().iter_errors(module)) == []
    bear, basilisk, moon_hound = (b["dmd"] for b in module["statblocks"])
    assert bear["rating"] == 6
    assert [t["name"] for t in bear["threats"]] == ["Several attacks", "Tough"]
    assert basilisk["rating"] == 6
    assert [t["name"] for t in basilisk["threats"]] == ["Petrification", "Gaze", "Tough"]
    assert all(t["why"] for t in basilisk["threats"])
    (silver,) = moon_hound["strengths"]
    assert silver["cancelled_by"] == ["silver weapon", "magic weapon"]


def test_ratings_and_blocks_must_pair_up(tables: Tables, catalog: Catalog) -> None:
    block = _block("Orc", style="bx", hit_dice="1")
    document = Document(FILE, f"/tmp/{FILE}", "ab" * 32, (PageText(1, 612, 792, ()),))
    conversion = Conversion(
        document, Detection((block, block), ()), (), (), (rate_statblocks([block], tables, catalog))
    )
    with pytest.raises(ValueError):
        module_to_dict(conversion, [])


def test_an_areas_creature_takes_the_printed_block_not_the_catalog(
    tables: Tables, catalog: Catalog
) -> None:
    from stages import encounters_of

    from converter.models import CreatureMention

    ogre = _block("Ogre", style="bx", hit_dice="8+3")
    area = Area(
        "2",
        "The Gate",
        3,
        "An ogre bars the gate.",
        SOURCE,
        creatures=(CreatureMention("ogre", 1, "an", SOURCE),),
    )
    (encounter,), _ = encounters_of([area], [ogre], tables=tables, catalog=catalog, file=FILE)
    (entry,) = encounter.creatures
    (obstacle,) = encounter.obstacles
    assert entry.resolved_by == "module"
    assert obstacle.rating == 7 and obstacle.why.startswith("HD 8+3 → OR 7")


@pytest.mark.parametrize(
    ("damage", "rating", "per_round"),
    [
        ("2d8/4d8/1d8", 5, "31.5"),  # a boss that bites for 4d8: hits like a CR 4
        ("1-6/1-6/1-12", 3, "13.5"),  # AD&D ranges: 3.5 + 3.5 + 6.5
        ("1d4", 1, "2.5"),  # a rat's nip
    ],
)
def test_a_line_without_cr_or_hd_is_rated_by_its_damage(
    damage: str, rating: int, per_round: str, tables: Tables, catalog: Catalog
) -> None:
    # a name no catalog entry matches, a line that prints AC and damage but no HD or CR
    block = _block("Vorthaxian the Unbound", style="bx", ac=-1, damage=damage)
    (rated,) = rate_statblocks([block], tables, catalog)
    assert rated.rating == rating
    assert f"≈ {per_round} a round" in rated.why and "damage_to_or" in rated.why


def test_the_damage_rule_waits_for_printed_hd_and_the_catalog(
    tables: Tables, catalog: Catalog
) -> None:
    printed = _block("Vorthaxian the Unbound", style="bx", hit_dice="2", damage="4d8/4d8")
    (rated,) = rate_statblocks([printed], tables, catalog)
    assert rated.why.startswith("HD 2 →")
    known = _block("Ogre", style="bx", damage="1d4")
    (rated,) = rate_statblocks([known], tables, catalog)
    assert "catalog fallback" in rated.why and "damage_to_or" not in rated.why
    bare = _block("Vorthaxian the Unbound", style="bx", ac=4)
    (rated,) = rate_statblocks([bare], tables, catalog)
    assert "default OR" in rated.why
