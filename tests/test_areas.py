"""Keyed-area detection on synthetic documents (converter.detect.areas)."""

from __future__ import annotations

from dataclasses import dataclass, field

from stages import areas_with_creatures

from converter.detect.areas import heading_to_name, small_caps_to_text
from converter.models import Area, BBox, Document, PageText, Source, StatBlock, TextLine, TextSpan

BODY = 10.0


@dataclass
class Builder:
    """Builds a Document line by line, one column per page, top to bottom."""

    pages: dict[int, list[TextLine]] = field(default_factory=dict)
    block: int = 0

    def add(
        self,
        text: str,
        page: int = 1,
        size: float = BODY,
        bold: bool = False,
        bold_lead: str = "",
        new_block: bool = False,
    ) -> Builder:
        """Add one line; ``bold_lead`` is a bold run at its start (e.g. the key)."""
        lines = self.pages.setdefault(page, [])
        if new_block:
            self.block += 1
        top = 40.0 + 14.0 * len(lines)
        spans: list[TextSpan] = []
        if bold_lead:
            spans.append(TextSpan(bold_lead + " ", "Serif-Bold", size, True, False))
            rest = text[len(bold_lead) :].lstrip()
            if rest:
                spans.append(TextSpan(rest, "Serif", size, False, False))
        else:
            spans.append(TextSpan(text, "Serif-Bold" if bold else "Serif", size, bold, False))
        box = BBox(50.0, top, 50.0 + 5.0 * len(text), top + size)
        lines.append(TextLine(text, page, box, tuple(spans), 0, self.block))
        return self

    def heading(self, text: str, page: int = 1, size: float = 13.0) -> Builder:
        return self.add(text, page, size=size, bold=True, new_block=True)

    def para(self, *texts: str, page: int = 1, lead: str = "") -> Builder:
        """A paragraph: its first line may carry a bold lead (the key)."""
        for k, text in enumerate(texts):
            self.add(text, page, bold_lead=lead if k == 0 else "", new_block=k == 0)
        return self

    def document(self) -> Document:
        pages = tuple(
            PageText(n, 612.0, 792.0, tuple(lines)) for n, lines in sorted(self.pages.items())
        )
        return Document("test.pdf", "/tmp/test.pdf", "0" * 64, pages)


def areas_of(doc: Document, statblocks: tuple[StatBlock, ...] = ()) -> tuple[Area, ...]:
    found, _problems = areas_with_creatures(doc, statblocks)
    return found


def dungeon() -> Builder:
    b = Builder().heading("The Sunken Shrine", size=20.0)
    b.para("1 A cave entrance with an open pit. The ground to the left", lead="1")
    b.para("is wet. The entrance is guarded by 3 orcs with bows.")
    b.para("2 A long corridor leads north to the nest. Wooden", lead="2")
    b.para("casks and straw. 4 orcs are sleeping here.")
    b.para("3 Breeding mud around an iron stove. A door leads east.", lead="3")
    b.para("4 Workshop for woodworking. An ogre works at the bench", lead="4")
    b.para("near the west wall.")
    return b


def test_bold_numbered_keys_give_areas_with_creatures() -> None:
    found = areas_of(dungeon().document())
    assert [a.key for a in found] == ["1", "2", "3", "4"]
    assert found[0].name.startswith("A cave entrance")
    assert {c.name: c.count for c in found[0].creatures} == {"orc": 3}
    assert {c.name: c.count for c in found[1].creatures} == {"orc": 4}
    assert {c.name: c.count for c in found[3].creatures} == {"ogre": 1}


def test_area_text_runs_to_the_next_key_only() -> None:
    found = areas_of(dungeon().document())
    assert "4 orcs are sleeping" in found[1].text
    assert "Breeding mud" not in found[1].text
    assert found[1].text.startswith("A long corridor")
    assert found[0].source.page == 1 and found[0].source.bbox is not None


def test_period_keys_under_an_areas_heading() -> None:
    b = Builder().heading("The cellar, level 1: areas 1 to 3")
    b.para("1. Collapsed stair. A 20' x 30' chamber of packed earth.", "2 giant rats nest here.")
    b.para("2. Turnip store. A vault lined with rotted bins. A goblin", "picks through the bins.")
    b.para("3. Cider press. A room dominated by a ruined press and a door.")
    found = areas_of(b.document())
    assert [(a.key, a.name) for a in found] == [
        ("1", "Collapsed stair"),
        ("2", "Turnip store"),
        ("3", "Cider press"),
    ]
    assert {c.name: c.count for c in found[0].creatures} == {"giant rat": 2}
    assert {c.name: c.count for c in found[1].creatures} == {"goblin": 1}


def test_rumour_table_is_not_an_area() -> None:
    b = Builder().heading("Rumours")
    for n, text in enumerate(["The mayor hides a secret.", "Wolves took the miller."], 1):
        b.para(f"{n}. {text} Nobody knows more about the old door.", lead=f"{n}.")
    assert areas_of(b.document()) == ()


def test_die_table_is_not_an_area() -> None:
    b = Builder().heading("Wandering monsters")
    b.add("d6 Encounter", bold=True, new_block=True)
    for n, text in enumerate(["Goblins in the hall", "A lost dwarf", "Giant rats"], 1):
        b.para(f"{n} {text}")
    assert areas_of(b.document()) == ()


def test_roll_a_die_list_of_headings_is_not_an_area() -> None:
    b = Builder().heading("Quest Designs", size=16.0)
    b.para("Roll a d4 to pick one of these four designs for your game.")
    for n, title in enumerate(["Kill the Boss", "Find Something", "Rescue", "Defend"], 1):
        b.heading(f"{n}. {title}")
        b.para("The heroes go to a dangerous location with many rooms and doors.")
    assert areas_of(b.document()) == ()


def test_lower_case_list_is_not_an_area() -> None:
    b = Builder().heading("Ship Damage")
    for n, text in enumerate(["the mast breaks", "fire on the deck", "a hole in the hull"], 1):
        b.para(f"{n}. {text} and the crew shouts.")
    assert areas_of(b.document()) == ()


def test_text_without_places_is_not_a_key() -> None:
    b = Builder().heading("Advice", size=16.0)
    for n in range(1, 5):
        b.para(f"{n}. Listen to your players. Ask them what they want from the game.", lead=f"{n}.")
    assert areas_of(b.document()) == ()


def test_named_headings_under_a_locations_heading() -> None:
    b = Builder().heading("The Village", size=16.0).para("A quiet place on a river.")
    b.heading("Notable Locations", size=14.0)
    b.heading("The Old Mill", size=11.5).para("A creaking mill by the river. Two guards doze.")
    b.heading("The Green Tavern", size=11.5).para("A tavern with a stirge in the rafters.")
    b.heading("Concluding the Adventure", size=14.0).para("The end of the story.")
    found = areas_of(b.document())
    assert [(a.key, a.name) for a in found] == [(None, "The Old Mill"), (None, "The Green Tavern")]
    assert {c.name: c.count for c in found[0].creatures} == {"guard": 2}
    assert "end of the story" not in found[1].text


def test_headings_followed_by_area_labels() -> None:
    b = Builder().heading("The Tower", size=16.0)
    for name in ("Broken Hall", "Mud Pit"):
        b.heading(name, size=11.5)
        b.add("Area Aspects: collapsed beams, mud", bold_lead="Area Aspects:", new_block=True)
        b.para("Four bandits sleep here.")
    found = areas_of(b.document())
    assert [a.name for a in found] == ["Broken Hall", "Mud Pit"]
    assert {c.name: c.count for c in found[1].creatures} == {"bandit": 4}


def test_heading_keys_with_sub_keys_and_a_nested_step_list() -> None:
    b = Builder().heading("Map Regions", size=16.0)
    b.heading("1. Village of Hommlet").para("This is the village by the road.")
    b.heading("1A. Inn of the Welcome Wench", size=12.0).para("Inside the village is the inn.")
    b.heading("1B. Blacksmith's Forge", size=12.0).para("There's a forge in town.")
    b.heading("2. Foo's Castle").para("A hovel of mud and sticks with a gate.")
    b.para("1. The gate opens when knocked thrice.")
    b.para("2. The door behind it is locked.")
    b.heading("2A. Moat", size=12.0).para("This ditch has a board spanning it.")
    found = areas_of(b.document())
    assert [a.key for a in found] == ["1", "1A", "1B", "2", "2A"]
    assert "door behind it" in found[3].text


def test_area_and_letter_prefixed_and_roman_keys() -> None:
    b = Builder().heading("Dungeon Key")
    b.para(
        "Area 1: Gatehouse. A rusty portcullis bars the north",
        "passage; its winch is broken.",
        lead="Area 1:",
    )
    b.para(
        "Area 2: Guard room. Five guards play cards by the door",
        "and curse their captain.",
        lead="Area 2:",
    )
    assert [a.key for a in areas_of(b.document())] == ["1", "2"]
    c = Builder().heading("Level B")
    c.para(
        "B1. Stairs. The stairs end in a wet hall where",
        "water drips from the ceiling.",
        lead="B1.",
    )
    c.para(
        "B2. Crypt. Three zombies stand by the west wall", "and wait for the living.", lead="B2."
    )
    found = areas_of(c.document())
    assert [a.key for a in found] == ["B1", "B2"]
    assert {m.name: m.count for m in found[1].creatures} == {"zombie": 3}
    r = Builder().heading("The Keep")
    r.para("I. Courtyard. A muddy yard behind the gate where", "crows pick at bones.", lead="I.")
    r.para("II. Great hall. Long tables and a cold hearth", "by the north wall.", lead="II.")
    r.para(
        "III. Chapel. A cracked altar stands by the east",
        "door under a broken window.",
        lead="III.",
    )
    assert [a.key for a in areas_of(r.document())] == ["I", "II", "III"]


def test_statblocks_inside_an_area_are_linked() -> None:
    doc = dungeon().document()
    line = next(ln for ln in doc.lines if "4 orcs are sleeping" in ln.text)
    block = StatBlock("Orc", 1, "bx", Source("test.pdf", 1, line.bbox))
    elsewhere = StatBlock("Dragon", 9, "bx", Source("test.pdf", 9, line.bbox))
    found = areas_of(doc, (block, elsewhere))
    assert found[1].statblocks == ("Orc",)
    assert all(a.statblocks == () for k, a in enumerate(found) if k != 1)


def test_statblock_names_are_known_creatures() -> None:
    b = Builder().heading("Areas")
    b.para(
        "1. Deck. The five squidmen stand by the rail of", "the deck and watch the sky.", lead="1."
    )
    b.para("2. Hold. Ten slaves sit in the hold by the door,", "chained to the wall.", lead="2.")
    blocks = (StatBlock("Squidman", 1, "bx", Source("test.pdf", 1)),)
    found = areas_of(b.document(), blocks)
    assert {c.name: c.count for c in found[0].creatures} == {"squidman": 5}


def test_empty_and_keyless_documents() -> None:
    assert areas_with_creatures(Builder().document(), ()) == ((), ())
    b = Builder().heading("Rules").para("Roll a d20 and add your bonus.")
    found, problems = areas_with_creatures(b.document(), ())
    assert found == ()
    assert [p.rule for p in problems] == ["areas-none"]


def test_run_in_labels_stay_inside_the_area() -> None:
    b = Builder().heading("Areas")
    b.para("1. Vault. A damp vault behind a heavy door. Nothing", "moves here.", lead="1.")
    b.add("Treasure.", bold=True, new_block=True)
    b.para("A chest holds 200 gp. A giant spider guards it.")
    b.para("2. Well. A dry well in the floor of this small room,", "thirty feet deep.", lead="2.")
    b.heading("Wandering Monsters")
    b.para("Roll every hour: 1d6 goblins come up the stairs.")
    found = areas_of(b.document())
    assert [a.key for a in found] == ["1", "2"]
    assert {c.name: c.count for c in found[0].creatures} == {"giant spider": 1}
    assert "goblins" not in found[1].text


def test_small_caps_headings_are_joined() -> None:
    assert small_caps_to_text("1 A . I NN OF THE W ELCOME W ENCH") == "1A. INN OF THE WELCOME WENCH"
    assert small_caps_to_text("2. F OO ’ S C ASTLE") == "2. FOO’S CASTLE"
    assert small_caps_to_text("Mixed case stays") == "Mixed case stays"
    assert heading_to_name("MONKEYMAN CARAVEL") == "Monkeyman Caravel"
    assert heading_to_name("V ILLAGE OF H OMMLET") == "Village of Hommlet"


def test_same_document_gives_same_areas() -> None:
    doc = dungeon().document()
    assert areas_with_creatures(doc, ()) == areas_with_creatures(doc, ())


def test_lone_key_lines_and_dashed_titles() -> None:
    b = Builder().heading("Dungeon Level 1", size=16.0)
    b.heading("1").heading("Gatehouse", size=12.0)
    b.para("A portcullis bars the north passage. Two guards watch.")
    b.heading("2").heading("Barracks", size=12.0)
    b.para("Bunks line the walls. Six soldiers sleep here.")
    found = areas_of(b.document())
    assert [(a.key, a.name) for a in found] == [("1", "Gatehouse"), ("2", "Barracks")]
    assert found[0].text.startswith("A portcullis")
    assert {c.name: c.count for c in found[1].creatures} == {"soldier": 6}
    d = Builder().heading("Key to the Caves")
    d.para("1 — The Well. A dry well in the middle of the cave floor,", "thirty feet deep.")
    d.para("2 — Bat Roost. Hundreds of bats hang from the ceiling", "of this damp cave.")
    assert [(a.key, a.name) for a in areas_of(d.document())] == [
        ("1", "The Well"),
        ("2", "Bat Roost"),
    ]


def test_missing_key_is_reported() -> None:
    b = Builder().heading("Areas")
    for n in (1, 2, 4):
        b.para(
            f"{n}. Cell. A damp cell with a locked door and straw", "on the floor.", lead=f"{n}."
        )
    found, problems = areas_with_creatures(b.document(), ())
    assert [a.key for a in found] == ["1", "2", "4"]
    assert [p.rule for p in problems] == ["area-key-gap"]
    assert "3" in problems[0].message


def test_damage_dice_before_a_key_do_not_make_it_a_table() -> None:
    b = Builder().heading("The Pit", size=16.0)
    b.para("Falling into the pit deals 1d3 damage. The rooms below are dark.")
    for n in (1, 2, 3):
        b.para(
            f"{n}. Cell. A damp cell with a locked door and straw", "on the floor.", lead=f"{n}."
        )
    assert [a.key for a in areas_of(b.document())] == ["1", "2", "3"]


def test_hex_crawl_keys() -> None:
    b = Builder().heading("Hex Key")
    b.para("0101 Ruined Tower. A broken tower on a hill by the road,", "home to 3 harpies.")
    b.para("0104 Black Lake. A cold lake where a troll fishes from the", "shore at dusk.")
    b.para("0203 Old Mill. A mill by the river with a rotten door", "and a nest of rats.")
    found, problems = areas_with_creatures(b.document(), ())
    assert [a.key for a in found] == ["0101", "0104", "0203"]
    assert {c.name: c.count for c in found[0].creatures} == {"harpy": 3}
    assert problems == ()


def test_a_heading_whose_text_says_what_place_it_is_is_a_named_area() -> None:
    b = Builder().heading("Gods and Demons")
    b.para("The gods of the sea are fickle and their priests are greedy for gold.")
    b.heading("Tarnwick")
    b.para("This is the home of the river folk, a small village of reed huts", "on stilts.")
    b.para("The ruins of the old mill house eight wights.")
    b.heading("1. The Miller's Ledger", size=10.0)
    b.para("The miller wrote of a troll he once fed, long before the wights came.")
    b.heading("Rumours")
    b.para("People say that the mill wheel turns at night when nobody is near.")
    found = areas_of(b.document())
    assert [(a.key, a.name) for a in found] == [(None, "Tarnwick")]
    assert {c.name: c.count for c in found[0].creatures} == {"wight": 8}
    assert "ledger" not in found[0].text.lower()  # a numbered entry under the place ends it


def test_a_lone_labelled_or_heading_key_is_an_area() -> None:
    b = Builder().heading("The Old Keep", size=20.0)
    b.heading("Area 1: The Gatehouse")
    b.para("Two rusted portcullises block this narrow passage. The walls are", "scarred by fire.")
    found = areas_of(b.document())
    assert [(a.key, a.name) for a in found] == [("1", "The Gatehouse")]
    assert found[0].text.startswith("Two rusted portcullises")
    c = Builder().heading("The Old Keep", size=20.0)
    c.heading("4 The Guard Room")
    c.para("A table and four stools stand by the north wall. A goblin", "dozes in the corner.")
    found = areas_of(c.document())
    assert [(a.key, a.name) for a in found] == [("4", "The Guard Room")]
    assert {m.name: m.count for m in found[0].creatures} == {"goblin": 1}
    d = Builder()
    d.para("Room 7. The Larder. Shelves of rotting food line the walls of", "this cold cellar.")
    assert [(a.key, a.name) for a in areas_of(d.document())] == [("7", "The Larder")]


def test_a_lone_list_item_or_table_row_is_no_area() -> None:
    b = Builder().heading("Background", size=14.0)
    b.para("1. The party hears of gold in the hills and a ruined tower to explore.", lead="1.")
    assert areas_of(b.document()) == ()
    c = Builder().heading("The Old Keep", size=20.0)
    c.para("Roll a d6 each hour the party rests in the ruined tower.")
    c.heading("1 Wolves", size=10.0)
    c.para("Hungry beasts circle the camp.")
    assert areas_of(c.document()) == ()
    d = Builder().heading("The Old Keep", size=20.0)
    d.heading("3 Gate")
    d.heading("Notes", size=12.0)
    d.para("Nothing here is keyed and the gate is a ruin of old stone and moss.")
    assert areas_of(d.document()) == ()  # a heading key with no prose of its own


def test_section_sign_keys() -> None:
    b = Builder().heading("The Old Keep", size=20.0)
    b.heading("§11 The Vault")
    b.para("Iron doors seal this chamber. A ghoul crouches behind the", "chests.")
    b.heading("§ 12. The Crypt")
    b.para("Stone coffins line the walls of this room. Three skeletons", "wait here.")
    found = areas_of(b.document())
    assert [(a.key, a.name) for a in found] == [("11", "The Vault"), ("12", "The Crypt")]
    assert {m.name: m.count for m in found[1].creatures} == {"skeleton": 3}
    c = Builder().heading("Areas")
    for n in (1, 2):
        c.para(f"§{n}. Cell. A damp cell with a locked door and straw", "on the floor.")
    assert [a.key for a in areas_of(c.document())] == ["1", "2"]
