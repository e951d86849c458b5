"""Which printed stat block a creature named in the text takes: the module's own numbers win.

A name takes, in this order:

0. the one named individual printed in its own area whose kind it is, when it counts one or
   nothing ("hobgoblin" takes "Old Ambrose (hobgoblin; AC 5, HD 2, hp 9)"): the person's own
   printed numbers, even when the module prints a block of the kind elsewhere;
1. the block of its own name anywhere in the module (normalized, singular or plural);
2. the one block printed in its own area that is the same creature (``same_creature``);
3. the one block printed anywhere in the module that is the same creature ("war boar" takes a
   bestiary's "Boar: HD 3+1", "baboons" an appendix's "higher baboons HD 2").

**Modifiers**: a head-noun match is refused when the block's modifier names a creature kind and
the name, as printed in its area, carries another ("the boar-headed demon" is no "vulture
demon": boar and vulture are two animals).  A modifier that names no creature ("four-armed",
"hungry") contradicts nothing.  The creature kinds are the catalog's one-word names.

**Same-named blocks** ("Gray elf" printed in two areas): a name takes the one printed inside
its own area (or, when the area's text holds one but its box does not, the first printed after
the box: the area ran on to the next column or page), else the one on its page, else the
nearest printed before it, else the first.

**Ambiguity**: when two blocks or more qualify ("wolf" beside "Dire Wolf" and "Winter Wolf"),
the blocks of the name's own area decide, then those on its own page; if still more than one
remains, none is taken (the catalog stands in) and the candidates are reported, so the GM picks
with an override.  A block that another name of the same area took by its exact name is no
candidate ("a silt troll and two trolls": the trolls do not take the silt troll's block).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.statblock_individual import individuals_in, kinds_agree
from converter.mapping.creatures import singular, statblock_key
from converter.models import Area, Source, StatBlock


def same_creature(mention_key: str, block_key: str) -> bool:
    """Whether a printed block is clearly the creature a name names: the same head noun (the
    last word, singular/plural tolerant) and one name's words all within the other's ("troll"
    ~ "Silt Troll", "giant rat" ~ "Rats (3)"). Two different head nouns never match ("goblin"
    vs "Goblin Boss"), nor do two different modifiers ("dire wolf" vs "winter wolf")."""
    mention_words, mention_set = _name_words(mention_key)
    block_words, block_set = _name_words(block_key)
    if not mention_words or not block_words or mention_words[-1] != block_words[-1]:
        return False
    return mention_set <= block_set or block_set <= mention_set


@lru_cache(maxsize=65_536)
def _name_words(key: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """A key's words made singular, in order and as a set: every name of a module is held
    against every block of it, so each key is split once."""
    words = tuple(singular(w) for w in key.split())
    return words, frozenset(words)


def printed_modifiers(name: str, text: str) -> list[frozenset[str]]:
    """The word printed right before each naming of ``name`` in ``text``, split at hyphens and
    made singular ("the boar-headed demon" → {boar, headed})."""
    words = r"\s+".join(re.escape(w) for w in name.split())
    pattern = re.compile(rf"([A-Za-z'-]+)\s+{words}(?:e?s)?\b", re.IGNORECASE)
    return [
        frozenset(singular(part) for part in found.group(1).lower().split("-") if part)
        for found in pattern.finditer(text)
    ]


def modifiers_contradict(
    mention_key: str, block_key: str, text: str, kinds: frozenset[str]
) -> bool:
    """Whether the block's modifier names a creature kind and the name is printed with
    another kind before it ("boar-headed demon" against "vulture demon")."""
    mention_words, mention_set = _name_words(mention_key)
    block_words, _ = _name_words(block_key)
    block_kinds = {w for w in block_words[:-1] if w in kinds and w not in mention_set}
    if not block_kinds or not text:
        return False
    return any(
        (found & kinds) - block_kinds - mention_set
        for found in printed_modifiers(mention_key, text)
    )


def nearest_printed(
    options: Sequence[StatBlock], where: Source | None, listed: bool = False
) -> StatBlock:
    """Of same-named blocks, the one printed inside the area ``where`` (its page and box), else
    on its page, else the nearest printed before it, else the first. ``listed``: the area's
    text holds a block of this name (``Area.statblocks``); when none lies inside its box, the
    area ran on past it (to the next column or over a page break), so its block is the first
    one printed after the box."""
    if where is None or len(options) == 1:
        return options[0]
    inside = [sb for sb in options if _inside(sb.source, where)]
    if not inside and listed:
        inside = [sb for sb in options if _after(sb.source, where)][:1]
    page = where.read_on  # pages in reading order: an imposed booklet's sheets are not
    on_page = [sb for sb in options if sb.source.read_on == page]
    before = sorted(
        (sb for sb in options if sb.source.read_on < page), key=lambda sb: -sb.source.read_on
    )
    return (inside or on_page or before or list(options))[0]


def _inside(block: Source, area: Source) -> bool:
    if block.read_on != area.read_on or block.bbox is None or area.bbox is None:
        return False
    box, room = block.bbox, area.bbox
    middle_x, middle_y = (box.x0 + box.x1) / 2, (box.top + box.bottom) / 2
    return room.x0 <= middle_x <= room.x1 and room.top <= middle_y <= room.bottom


def _after(block: Source, area: Source) -> bool:
    """Whether ``block`` is printed after the area's box in reading order: below it or in a
    column to its right on its page, or on the next page read (where a run-on area goes on)."""
    if block.read_on == area.read_on + 1:
        return True
    if block.read_on != area.read_on or block.bbox is None or area.bbox is None:
        return False
    return block.bbox.top >= area.bbox.bottom or block.bbox.x0 >= area.bbox.x1


@dataclass(frozen=True)
class BlockMatch:
    """The block a name takes (or None), how it was found, and the candidates that made the
    match ambiguous (empty unless ``block`` is None for that reason)."""

    block: StatBlock | None
    how: str = ""  # individual | exact | area | module | appositive | ""
    ambiguous: tuple[str, ...] = ()
    proper: str = ""  # appositive: the proper name the mention describes

    def note(self, name: str) -> str:
        """What a ``why`` adds about the match: nothing for an exact name."""
        if self.block is None or self.how == "exact":
            return ""
        if self.how == "appositive":
            return (
                f"; '{name}' is {self.proper} (\"{self.proper} the … {name}\": one creature), "
                f"stat block '{self.block.name}' p.{self.block.page}"
            )
        if self.how == "individual":
            return (
                f"; '{name}' takes stat block '{self.block.name}' p.{self.block.page} (the "
                f"{self.block.kind} named in this area)"
            )
        where = "printed in this area" if self.how == "area" else "printed in the module"
        return (
            f"; '{name}' takes stat block '{self.block.name}' p.{self.block.page} ({where}, "
            "same head noun)"
        )


def name_to_block(
    name: str,
    blocks: Mapping[str, StatBlock],
    *,
    local: Iterable[str] = (),
    claimed: frozenset[str] = frozenset(),
    page: int | None = None,
    text: str = "",
    kinds: frozenset[str] = frozenset(),
    same_named: Mapping[str, Sequence[StatBlock]] | None = None,
    where: Source | None = None,
    count: int | None = None,
) -> BlockMatch:
    """The printed block ``name`` takes (see the module docstring). ``blocks`` are the
    module's blocks by ``statblock_key``, ``local`` the names of the blocks printed in the
    name's area, ``claimed`` the keys other names of the area took exactly, ``page`` the
    page the name is read on (``Source.read_on``), ``text`` the area's text and ``kinds`` the creature kinds
    (for the modifiers), ``same_named`` every block of a key, ``where`` the area and
    ``count`` how many of it the text puts there."""
    key = statblock_key(name)
    individual = _individual_of(key, blocks, local) if count in (None, 1) else None
    if individual is not None:
        return BlockMatch(individual, "individual")
    local_keys = {statblock_key(n) for n in local}
    if key in blocks:
        options = (same_named or {}).get(key) or (blocks[key],)
        return BlockMatch(nearest_printed(options, where, key in local_keys), "exact")
    candidates = [
        k
        for k in blocks
        if k not in claimed
        and same_creature(key, k)
        and not modifiers_contradict(key, k, text, kinds)
    ]
    if not candidates:
        return BlockMatch(None)
    in_area = [k for k in candidates if k in local_keys]
    if in_area:
        candidates, how = in_area, "area"
    else:
        how = "module"
        on_page = [k for k in candidates if blocks[k].source.read_on == page]
        if len(candidates) > 1 and on_page:
            candidates = on_page
    if len(candidates) == 1:
        options = (same_named or {}).get(candidates[0]) or (blocks[candidates[0]],)
        return BlockMatch(nearest_printed(options, where, candidates[0] in local_keys), how)
    return BlockMatch(None, ambiguous=tuple(blocks[k].name for k in candidates))


def _individual_of(
    key: str, blocks: Mapping[str, StatBlock], local: Iterable[str]
) -> StatBlock | None:
    """The one named individual of kind ``key`` whose block the area prints, else None."""
    found = [
        block
        for block in (blocks.get(statblock_key(n)) for n in dict.fromkeys(local))
        if block is not None and block.kind and statblock_key(block.kind) == key
    ]
    return found[0] if len(found) == 1 else None


def with_own_individuals(
    area: Area, blocks: Mapping[str, StatBlock], statblocks: Sequence[StatBlock]
) -> Mapping[str, StatBlock]:
    """``blocks`` with each named individual ``area`` prints by the block printed there: a
    person's name reused in another place is another person ("Mother Grell (cultist; …" here,
    "(mercenary; …" there), with numbers of their own."""
    names = [n for n in area.statblocks if (b := blocks.get(statblock_key(n))) and b.kind]
    own: dict[str, StatBlock] = {}
    for person in individuals_in(area.text, names):
        for block in statblocks:
            read_on = area.source.read_on  # its page or the next one read
            printed_here = read_on <= block.source.read_on <= read_on + 1
            same = block.name == person.name and kinds_agree(block.kind or "", person.kind)
            if same and printed_here:
                own.setdefault(statblock_key(block.name), block)
    return {**blocks, **own} if own else blocks
