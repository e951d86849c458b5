"""The creature stage: each area with the creatures its name and text put there, and the
named individuals it prints as creatures ("Old Ambrose (hobgoblin; AC 5, …)" puts one
hobgoblin there). What a text names is read by ``creatures``; this module adds what the
module's stat blocks tell about an area.

A person's name is no creature name: the block of a named individual (``StatBlock.kind``, read
by ``statblock_individual``) lends the module's vocabulary its kind, not its name, and stands
in the area's local names as that kind. Each individual the area's text prints is one of their
kind there, unless the text already names that kind (then its count is the text's).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from converter.detect.creatures import (
    area_to_creatures,
    key_lists_in_lower_case,
    text_to_arrivals,
    text_to_creatures,
)
from converter.detect.creatures_names import load_vocabulary, name_to_singular
from converter.detect.creatures_rostered import with_rostered
from converter.detect.individual_roles import referenced_individuals
from converter.detect.statblock_individual import (
    Individual,
    apposed_roles,
    individuals_in,
    kinds_agree,
)
from converter.models import Area, CreatureMention, Moment, StatBlock


def find_creatures(areas: Sequence[Area], statblocks: Sequence[StatBlock]) -> tuple[Area, ...]:
    """Each area with the creatures its name and text put there (the pipeline's stage), and
    the reinforcements its text brings in later (``Area.arrivals``).

    The module's stat-block names are extra known creature names; the blocks printed inside
    an area are its local names. A key that lists the creatures it knows in lower case lists
    the ones it does not know so too (``key_lists_in_lower_case``). A named individual's block
    lends its kind instead, and the person printed in an area is one of their kind there. A
    person the area points to the rulebook's block ("… uses the drover stat block.") is one of
    that kind there, the kind a known name in that area only.
    """
    known_names = known_kinds(statblocks)
    lower_case = key_lists_in_lower_case((area.text for area in areas), known_names)
    rostered = with_rostered(areas, statblocks)  # a level roster's rows, listed first
    out = [_area_creatures(area, statblocks, known_names, lower_case) for area in rostered]
    # the module's own creatures, named by what they do where no vocabulary knew them, are
    # known names for every other area (``module_creatures``): read again where they stand
    met = module_creatures(out, known_names)
    if met:
        known_names = (*known_names, *met)
        stems = [_stem(name) for name in met]
        out = [
            _area_creatures(area, statblocks, known_names, lower_case)
            if any(stem in area.text.lower() for stem in stems)
            else done
            for area, done in zip(rostered, out, strict=True)
        ]
    return tuple(without_floated_blocks(out, statblocks))


def _area_creatures(
    area: Area, statblocks: Sequence[StatBlock], known_names: tuple[str, ...], lower_case: bool
) -> Area:
    """``area`` with its creatures and arrivals, ``known_names`` the module's names."""
    referenced = referenced_individuals(area.text)
    people = people_in(area, statblocks, referenced)
    here = tuple(dict.fromkeys((*known_names, *(person.kind for person in referenced))))
    found = area_to_creatures(area, here, people.local_names, lower_case)
    arrivals = text_to_arrivals(area.text, area.source, known_names)
    arrivals += event_arrivals(area.moments, known_names)
    return replace(area, creatures=people.with_kinds(found), arrivals=arrivals)


FLOAT_REACH_AREAS = 2  # a floated block lands this many rooms from its own, in reading order


def without_floated_blocks(areas: Sequence[Area], statblocks: Sequence[StatBlock]) -> list[Area]:
    """``areas`` without the creatures of blocks floated out of their own room into the
    room read before or after it (``_strays``) whose creature that neighbour names."""
    out = list(areas)
    for index, area in enumerate(areas):
        strays = _strays(area, statblocks)
        reach = FLOAT_REACH_AREAS
        neighbours = [*areas[max(0, index - reach) : index], *areas[index + 1 : index + 1 + reach]]
        named_there = {m.name for other in neighbours for m in other.creatures}
        dropped = strays & named_there
        if dropped:
            kept = tuple(m for m in area.creatures if m.name not in dropped)
            out[index] = replace(area, creatures=kept)
    return out


def _strays(area: Area, statblocks: Sequence[StatBlock]) -> set[str]:
    """The creatures whose one mention in ``area``'s text is a stat block's name line (the
    block's name as printed), in a room whose text names other creatures: a block floated
    out of its own room (to the next page's top, across the columns) lands in the text of
    the room read before it, and its name line is the room's one word of it. A room whose
    text names no creature but its blocks keeps them; and a block is only taken from a room
    when the room beside it names its creature (``without_floated_blocks``): a room may name
    its occupant by a role alone ("The guardian stirs.") over the kind's block."""
    whole = f"{area.name}\n{area.text}"  # a room's name may hold its text's first words
    text = whole.lower()
    printed = {name_to_singular(b.name) for b in statblocks if _name_line_in(b.name, whole)}
    found = area.creatures
    strays = {m.name for m in found if m.name in printed and text.count(_stem(m.name)) <= 1}
    if not strays or all(m.name in strays for m in found):
        return set()
    return strays


def _name_line_in(name: str, text: str) -> bool:
    """True when ``text`` prints the block's name as a block prints it over its statistics
    (capitalised, as printed; not a phrase before an inline parenthesis of statistics,
    "several gnomes (AC 5, …", which is the text's own mention; nor a sentence of its own
    in a terse key, "Scribe, asleep.", "Ash Imp.": a block's name has no stop after it, nor
    a comma and a clause in lower case)."""
    if not name[:1].isupper():
        return False
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)(?!\s*\(){_NOT_PROSE}", text) is not None


# what follows a name in a sentence and never a block's name line: a stop ending the sentence,
# a comma and a word in lower case ("Scribe, asleep.")
_NOT_PROSE = r"(?![.!?](?:\s|$))(?!,\s*[a-z])"


def module_creatures(areas: Sequence[Area], known_names: Sequence[str]) -> tuple[str, ...]:
    """The creature names the areas' texts gave, counted, that neither the vocabulary nor the
    module's stat blocks hold: a module's own monster, read where a sentence says what it does
    ("A lone mud mephit chews a strip of cod"). A module calls its monsters one thing
    throughout, so the name is a creature's wherever else it stands, as a vocabulary name is,
    with the same presence rules ("six mud mephits hum a shanty", where "hum" alone says
    nothing: braziers hum too). Sorted, for the same output every run."""
    vocabulary = _forms_known(tuple(known_names))
    return tuple(
        sorted(
            {
                mention.name
                for area in areas
                for mention in area.creatures
                if mention.count is not None
                and mention.name not in vocabulary
                and mention.name not in _pointed_kinds(area)
            }
        )
    )


def _pointed_kinds(area: Area) -> frozenset[str]:
    """The kinds ``area``'s text points a person to ("Old Tobin uses the pilgrim stat
    block"): known there because the pointer is printed there, not a monster the module met
    doing something, so no name for the other areas."""
    return frozenset(person.kind for person in referenced_individuals(area.text))


def _forms_known(known_names: tuple[str, ...]) -> frozenset[str]:
    """The singular names the vocabulary and ``known_names`` hold."""
    return frozenset(load_vocabulary()) | frozenset(name_to_singular(n) for n in known_names)


def _stem(name: str) -> str:
    """The start every written form of ``name`` shares, as a cheap test of where it may
    stand ("mud meph" of "mud mephit(s)", "wol" of "wolf", "wolves")."""
    last = name.split()[-1]
    return name[: len(name) - min(2, len(last) - 1)].lower()


def event_arrivals(
    moments: Sequence[Moment], known_names: tuple[str, ...]
) -> tuple[CreatureMention, ...]:
    """The groups the events send to an area (``Area.moments``): each an arrival there, its
    trigger the event's heading and its sentence the event's. A group on the move is read as
    if present in its sentence ("Four ghouls … make for area 5"), or as the sentence's own
    arrival when it comes on a condition ("If the party has left area 5, 3 ghouls move in")."""
    out: list[CreatureMention] = []
    for moment in moments:
        found = text_to_creatures(moment.sentence, moment.source, known_names)
        found += text_to_arrivals(moment.sentence, moment.source, known_names)
        for mention in found:
            if all(a.name != mention.name or a.trigger != moment.trigger for a in out):
                out.append(replace(mention, trigger=moment.trigger, said=moment.sentence))
    return tuple(out)


def known_kinds(statblocks: Sequence[StatBlock]) -> tuple[str, ...]:
    """The module's stat-block names as creature names, a named individual's as their kind."""
    return tuple(dict.fromkeys(name_to_singular(b.kind or b.name) for b in statblocks))


@dataclass(frozen=True)
class People:
    """The named individuals an area prints, and the names its blocks stand for."""

    individuals: tuple[Individual, ...]
    local_names: tuple[str, ...]  # the area's block names, an individual's as their kind
    area: Area

    def with_kinds(self, found: tuple[CreatureMention, ...]) -> tuple[CreatureMention, ...]:
        """``found`` and one of each individual's kind the text does not name."""
        named = {mention.name for mention in found}
        more: list[CreatureMention] = []
        for person in self.individuals:
            if not any(kinds_agree(person.kind, name) for name in named):
                named.add(person.kind)
                more.append(CreatureMention(person.kind, 1, "1", self.area.source))
        return (*found, *more)


def people_in(
    area: Area, statblocks: Sequence[StatBlock], referenced: Sequence[Individual] = ()
) -> People:
    """The named individuals among the blocks ``area`` prints, read from its text; the people
    of the module's other blocks its prose gives a role in apposition ("Wendel Crake, a drover,
    …": met here, their block printed elsewhere); and the people it points to the book's block
    (``referenced``)."""
    people = {b.name for b in statblocks if b.kind}
    names = people & set(area.statblocks)
    individuals = individuals_in(area.text, [n for n in area.statblocks if n in names])
    met = [
        Individual(name, role)
        for name in sorted(people - names)
        for role in apposed_roles(name, area.text)
    ]
    local = [n for n in area.statblocks if n not in names]
    local += [person.kind for person in individuals]
    return People((*individuals, *met, *referenced), tuple(dict.fromkeys(local)), area)
