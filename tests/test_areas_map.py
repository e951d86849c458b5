"""Areas on a map page: labels over the map and headed regions (converter.detect.areas_map)."""

from __future__ import annotations

from stages import areas_with_creatures

from converter.detect.areas_map import label_name
from converter.models import Area, BBox, Document, PageText, TextLine, TextSpan

WIDTH, HEIGHT = 420.0, 595.0


class Page:
    """Lines placed by hand: each block is a list of lines at a given position."""

    def __init__(self) -> None:
        self.lines: list[TextLine] = []
        self.block = 0
        self.top = 30.0

    def add_block(
        self,
        texts: list[str],
        x: float,
        size: float = 8.0,
        centred: bool = False,
        first_size: float | None = None,
    ) -> Page:
        """Add a block; centred lines share a middle at ``x``, else they start at ``x``;
        ``first_size`` sets the first line apart (a heading)."""
        for number, text in enumerate(texts):
            line_size = first_size if number == 0 and first_size else size
            width = len(text) * line_size * 0.45
            x0 = x - width / 2 if centred else x
            box = BBox(x0, self.top, x0 + width, self.top + line_size)
            span = TextSpan(text, "Gentium", line_size, False, False)
            self.lines.append(TextLine(text, 1, box, (span,), 0, self.block))
            self.top += line_size + 2
        self.block += 1
        self.top += 6
        return self


def _document(page: Page) -> Document:
    text = PageText(1, WIDTH, HEIGHT, tuple(page.lines))
    return Document("map.pdf", "map.pdf", "0" * 64, (text,))


def _map_page(labels: int = 3) -> Page:
    page = Page()
    page.add_block(["The Tomb of the Test"], 36, size=22)
    page.add_block(
        [
            "They say that a great magician lived on the island long ago, and that",
            "these days they sometimes find a man crawling out of the lake only to",
            "turn into an animal after a while, which nobody can explain at all.",
        ],
        36,
    )
    region = ["Lake", "Minotaur fishermen mistrust", "anybody crossing to the island."]
    page.add_block(region, 300, first_size=12.8)
    page.add_block(["Treasure list", "4000 silver coins", "a sword +1"], 36, first_size=11.2)
    centred = [
        ["baboon", "lair full of", "the sound", "of madness"],
        ["throne room", "guarded by a", "four armed", "bone golem"],
        ["furniture", "covered by", "blankets,", "chests locked"],
        ["great", "altar of", "transformation"],
    ][:labels]
    for texts in centred:
        page.add_block(texts, 320, centred=True)
    page.add_block(["outer", "wall"], 88)
    page.add_block(["the gate", "is locked"], 88, centred=True)
    page.add_block(
        ["Every day, the first creature", "touching the altar turns into", "a human."], 108
    )
    page.add_block(["HD 8 AC 2", "F4 ML 12 MV 6"], 224)
    return page


def _by_name(areas: tuple[Area, ...]) -> dict[str, Area]:
    return {a.name: a for a in areas}


def test_labels_and_regions_of_a_map_page() -> None:
    areas, _ = areas_with_creatures(_document(_map_page(labels=4)), ())
    found = _by_name(areas)
    assert set(found) == {
        "Lake",
        "Baboon lair",
        "Throne room",
        "Furniture",
        "Great altar of transformation",
        "Outer wall",
    }
    assert all(a.key is None and a.page == 1 for a in areas)
    assert {c.name: c.count for c in found["Throne room"].creatures} == {"bone golem": 1}
    assert {c.name: c.count for c in found["Baboon lair"].creatures} == {"baboon": None}
    assert {c.name: c.count for c in found["Lake"].creatures} == {"minotaur": None}
    # a label's area is its own block: the next note does not run into it
    assert found["Outer wall"].text == "outer wall"


def test_too_few_centred_labels_is_not_a_map_page() -> None:
    areas, _ = areas_with_creatures(_document(_map_page(labels=1)), ())
    assert areas == ()


def test_label_name_stops_at_describing_words() -> None:
    assert label_name("baboon lair full of the sound of madness") == "Baboon lair"
    assert label_name("The final resting place of the clone: a sarcophagus") == (
        "The final resting place of the clone"
    )
    assert label_name("outer wall") == "Outer wall"


def test_turned_labels_on_a_map_are_connectors_not_areas() -> None:
    page = _map_page()
    found_upright = {a.name for a in areas_with_creatures(_document(page), ())[0]}
    # the same labels turned 90°: each line's box is tall and narrow
    turned = Page()
    turned.lines = list(page.lines)
    turned.block = page.block
    for number, text in enumerate(["stairs down", "to the crypt"]):
        box = BBox(380.0 + 10 * number, 300.0, 388.0 + 10 * number, 300.0 + len(text) * 4.0)
        span = TextSpan(text, "Gentium", 8.0, False, False)
        turned.lines.append(TextLine(text, 1, box, (span,), 0, turned.block))
    names = {a.name for a in areas_with_creatures(_document(turned), ())[0]}
    assert names == found_upright
    assert not any("stairs" in name.lower() for name in names)
