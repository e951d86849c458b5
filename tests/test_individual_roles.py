"""What a named person is, read from the prose (converter.detect.individual_roles): a role in
apposition after the name, a pointer to the rulebook's block; the name and the role are one."""

from __future__ import annotations

from dataclasses import replace

import pytest

from converter.detect.creatures_stage import find_creatures
from converter.detect.individual_roles import referenced_individuals, with_apposed_kinds
from converter.detect.statblock_individual import Individual, apposed_roles, individuals_in
from converter.models import Area, Source, StatBlock

SOURCE = Source("test.pdf", 1)


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Waiting by the stoup is Mother Ulla, an abbess, who counts beads.", "abbess"),
        ("Mother Ulla, an abbess, studies a map of the pass.", "abbess"),
        ("In the loft sits Mother Ulla, an old abbess; she is deaf.", "old abbess"),
        ("The key is held by Mother Ulla, a hedge witch.", "hedge witch"),
        ("Mother Ulla, an abbess — and a liar — waits.", "abbess"),
    ],
)
def test_a_role_in_apposition_is_what_the_person_is(text: str, role: str) -> None:
    assert apposed_roles("Mother Ulla", text) == (role,)
    assert individuals_in(text, ["Mother Ulla"]) == (Individual("Mother Ulla", role),)


@pytest.mark.parametrize(
    "text",
    [
        "Mother Ulla, Brother Anselm and a monk wait.",  # a list, no apposition
        "Mother Ulla, an abbess of the old order of the pass, waits.",  # longer than a role
        "Mother Ulla, the abbess, waits.",  # no indefinite article: no role read
        "Mother Ullas, an abbess, waits.",  # another name
    ],
)
def test_no_role_without_the_apposition(text: str) -> None:
    assert apposed_roles("Mother Ulla", text) == ()


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("Wendel Crake uses the drover stat block.", Individual("Wendel Crake", "drover")),
        ("Jory the Guide uses the statistics of a scout.", Individual("Jory the Guide", "scout")),
        ("Sister Hild has the statistics of an acolyte.", Individual("Sister Hild", "acolyte")),
        ("At dusk Dame Orsolya uses the knight statistics.", Individual("Dame Orsolya", "knight")),
        (
            "Old Tobin uses the bandit captain stat block.",
            Individual("Old Tobin", "bandit captain"),
        ),
    ],
)
def test_a_pointer_to_the_book_s_block_names_the_person_s_kind(
    text: str, person: Individual
) -> None:
    assert referenced_individuals(text) == (person,)


def test_no_person_no_pointer() -> None:
    assert referenced_individuals("The guards use the veteran stat block.") == ()
    assert referenced_individuals("each guard uses the veteran stat block.") == ()
    assert referenced_individuals("Wendel Crake uses the drover's crook.") == ()


def _block(name: str, kind: str | None = None) -> StatBlock:
    return StatBlock(name=name, page=1, style="5e", source=SOURCE, kind=kind)


def _area(text: str) -> Area:
    return Area(key="1", name="Almonry", page=1, text=text, source=SOURCE)


def test_a_person_s_block_takes_the_role_printed_after_the_name() -> None:
    areas = [_area("By the font is Brother Anselm, a monk, who counts beads.")]
    blocks = (_block("Brother Anselm"), _block("Fennick", "halfling cutpurse"), _block("Ogre"))
    kinds = [b.kind for b in with_apposed_kinds(blocks, areas)]
    assert kinds == ["monk", "halfling cutpurse", None]


def test_two_roles_for_one_name_give_no_kind() -> None:
    areas = [_area("Brother Anselm, a monk, prays."), _area("Brother Anselm, a thief, hides.")]
    assert with_apposed_kinds((_block("Brother Anselm"),), areas)[0].kind is None


def test_a_pointed_kind_is_known_only_where_the_pointer_is_printed() -> None:
    met = _area("Old Tobin, a pilgrim, dozes. Old Tobin uses the pilgrim stat block.")
    title = replace(
        _area("A low door. Nine Bells on the Pilgrim Way, for the referee only."), key="2"
    )
    found = {
        a.key: {c.name: c.count for c in a.creatures} for a in find_creatures([met, title], ())
    }
    assert found == {"1": {"pilgrim": 1}, "2": {}}
