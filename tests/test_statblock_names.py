"""How one-line (old-school) stat lines get their names, on synthetic Documents."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from converter.detect.statblocks import find_statblocks
from converter.models import BBox, Document, PageText, StatBlock, TextLine, TextSpan

BODY = 8.0
LICENCE = "Permission is granted to copy and distribute this licence text without any fee at all."


@dataclass
class _Page:
    """Lines written top to bottom; ``box()`` starts a new block (a paragraph or a box)."""

    number: int = 1
    lines: list[TextLine] = field(default_factory=list)
    block: int = 0
    top: float = 40.0

    def box(self) -> _Page:
        self.block += 1
        self.top += 6.0
        return self

    def add(
        self, text: str, size: float = BODY, bold: bool = False, column: int = 0, x0: float = 50.0
    ) -> _Page:
        span = TextSpan(text, "Test-Bold" if bold else "Test", size, bold, False)
        box = BBox(x0, self.top, x0 + 0.5 * size * len(text), self.top + size)
        self.lines.append(TextLine(text, self.number, box, (span,), column, self.block))
        self.top += size + 2.0
        return self

    def turned(self, text: str, x0: float, column: int = 1) -> _Page:
        """A line running up the page: its box is far taller than its font size."""
        span = TextSpan(text, "Test", BODY, False, False)
        box = BBox(x0, 300.0, x0 + BODY, 300.0 + 0.5 * BODY * len(text))
        self.lines.append(TextLine(text, self.number, box, (span,), column, self.block))
        return self


def _document(*pages: _Page) -> Document:
    return Document(
        file="test.pdf",
        path="/tmp/test.pdf",
        sha256="0" * 64,
        pages=tuple(
            PageText(number=page.number, width=612.0, height=792.0, lines=tuple(page.lines))
            for page in pages
        ),
    )


def _licence_page(number: int = 2) -> _Page:
    """A page of tiny print long enough to make 5 pt the document's body size."""
    page = _Page(number=number)
    for _ in range(40):
        page.add(LICENCE, size=5.0)
    return page


def _names(document: Document) -> list[tuple[str, int | None]]:
    blocks: Sequence[StatBlock] = find_statblocks(document)[0]
    return [(block.name, block.count) for block in blocks]


def test_line_of_body_size_is_no_heading_on_a_page_with_larger_type() -> None:
    page = _Page()
    page.add("Crossing the old bridge takes three rounds")
    page.add("Three hungry wolves wait on the far side.")
    page.add("HD 2+2 AC 7 1d6 F1 ML 8 XP 25")
    names = _names(_document(page, _licence_page()))
    assert names == [("hungry wolf", 3)]


def test_line_larger_than_its_page_body_still_names_the_stats() -> None:
    page = _Page()
    page.add("Wolf Pack", size=12.0)
    page.add("Grey beasts hunt in the hills and never rest.")
    page.box().add("HD 2+2 AC 7 1d6 F1 ML 8 XP 25")
    assert _names(_document(page, _licence_page())) == [("Wolf Pack", None)]


def test_bracketed_count_names_the_stats_after_it() -> None:
    page = _Page()
    page.add("The baboons climb the tower and avoid the strangling vines (1d4).")
    page.add("HD 4+4 AC 6 2d4 (keep choking) F3 ML 8 XP 290")
    page.add("Further on, past the gate, the party meets the guards (3).")
    page.add("HD 1 AC 5 1d8 F1 ML 9 XP 10")
    assert _names(_document(page)) == [("strangling vine", None), ("guard", 3)]


def test_bracket_after_a_thing_does_not_name_the_stats() -> None:
    page = _Page()
    page.add("Ogre Den", size=12.0)
    page.add("An ogre sleeps on a heap of gold pieces (500).")
    page.box().add("HD 4+1 AC 5 1d10 F4 ML 10 XP 125")
    assert _names(_document(page)) == [("Ogre Den", None)]


def test_turned_stat_line_ignores_upright_headings() -> None:
    page = _Page()
    page.add("Island Encounters", size=12.0)
    page.add("Nothing much happens on the beach today, or ever.")
    page.box().add("Reaching the sarcophagus takes three rounds", size=12.0)
    page.box().turned("The baboons climb the tower and avoid the strangling vines (1d4).", x0=400.0)
    page.turned("HD 4+4 AC 6 2d4 (keep choking) F3 ML 8 XP 290", x0=390.0)
    assert _names(_document(page)) == [("strangling vine", None)]


def _boxed_stats_page(after: str, heading: str = "Baboon treasure") -> _Page:
    page = _Page()
    page.add("1. owl bear (1d4) HD 5 AC 5 1d8/1d8/1d8 F3 ML 9 XP 350")
    page.box().add(heading, size=11.0)
    page.add("4000 silver coins of the rocket men")
    page.box().add("These clueless meat monkeys are the owl bears’ favorites…", size=7.2)
    page.box().add("HD 8 AC 2", size=6.4).add("1d8/1d8/1d8/1d8", size=6.4)
    page.add("F4 ML 12 MV 6", size=6.4)
    page.box().add(after)
    return page


def test_boxed_stats_take_the_creature_of_the_short_box_after_them() -> None:
    page = _boxed_stats_page("throne room guarded by a four armed bone golem")
    assert _names(_document(page))[1] == ("bone golem", 1)


def test_boxed_stats_keep_a_heading_that_names_a_creature() -> None:
    page = _boxed_stats_page("throne room guarded by a four armed bone golem", heading="Ogre")
    assert _names(_document(page))[1] == ("Ogre", None)


def test_field_of_the_entry_after_the_stats_does_not_rename_them() -> None:
    page = _boxed_stats_page("Numbers: 2d6 sharks or 1d4 giant sharks.")
    assert _names(_document(page))[1] == ("Baboon treasure", None)


def test_kind_word_before_a_noun_is_no_creature_ahead() -> None:
    page = _boxed_stats_page("the pool is home to 1d4 giant sharks")
    assert _names(_document(page))[1] == ("Baboon treasure", None)


def test_there_are_also_brings_in_a_known_creature() -> None:
    page = _Page()
    page.add("Squid, Giant", size=12.0)
    page.add("Squids have eight arms and two tentacles.")
    page.box().add("HD 6 AC 7 1d6/1d10 F3 MV 12 ML 7 XP 600")
    page.box().add("There are also huge, ship-sized kraken, monsters summoned from the abyss.")
    page.add("These will readily attack harbors.")
    page.box().add("HD 12 AC 4 8×2d6 F6 MV 9 ML 10 XP 1200")
    assert _names(_document(page)) == [("Squid, Giant", None), ("kraken", None)]


def test_there_is_a_chance_names_nothing_new() -> None:
    page = _Page()
    page.add("Squid, Giant", size=12.0)
    page.add("Squids have eight arms and two tentacles.")
    page.box().add("HD 6 AC 7 1d6/1d10 F3 MV 12 ML 7 XP 600")
    page.box().add("There is a 1 in 6 chance that the ogres below hear the fight.")
    page.add("Those in the water fight on and on.")
    page.box().add("HD 6 AC 7 1d6/1d10 F3 MV 12 ML 7 XP 600")
    assert _names(_document(page))[1] == ("Squid, Giant", None)


def test_count_of_things_does_not_hide_a_later_count_of_creatures() -> None:
    page = _Page()
    page.add("Opening the gate takes two turns, and 3 bored guards watch it.")
    page.add("HD 1 AC 5 1d8 F1 ML 9 XP 10")
    assert _names(_document(page)) == [("bored guard", 3)]


def test_level_before_a_number_is_a_rank_not_a_count() -> None:
    page = _Page()
    page.add("They travel with powerful level 5 magic users as riders.")
    page.add("HD 5 AC 4 1d6 M5 MV 12 ML 9 XP 500")
    assert _names(_document(page)) == [("magic user", None)]
