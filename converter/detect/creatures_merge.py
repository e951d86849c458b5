"""One mention per creature, from the mentions a text names it by (docs/extraction.md,
"Creatures"): the first numbered mention wins, a short name folds into the longer name that
ends with it ("crab" into "giant crab"), a crew's number ("10 crew") counts the one
creature named without a number, and a count the text prints counts a creature the area's
list names without one. ``converter.detect.creatures`` gives the conventions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from converter.detect.creatures_names import plural_of
from converter.detect.creatures_subjects import Subject
from converter.models import CreatureMention


def merge_mentions(mentions: Sequence[Subject]) -> list[Subject]:
    """One mention per creature: the first numbered one, else one with an article ("a
    goblin"), else any ("the goblin" does not count one after "goblins")."""
    order: list[str] = []
    best: dict[str, Subject] = {}
    for mention in mentions:
        if mention.name not in best:
            order.append(mention.name)
            best[mention.name] = mention
            continue
        current = best[mention.name]
        if current.numbered:
            continue
        articled = mention.count is not None and mention.count_text != ""
        if mention.numbered or (current.count is None and articled):
            best[mention.name] = mention
    return [best[name] for name in order]


def fold_short_names(mentions: Sequence[Subject]) -> list[Subject]:
    """Fold a name into a longer name ending with it ("crab" into "giant crab") unless both
    carry different numbers; the longer name takes the shorter's number when it has none."""
    out = list(mentions)
    for short in mentions:
        longer = [m for m in out if m.name.endswith(" " + short.name)]
        if len(longer) != 1 or short not in out:
            continue
        target = longer[0]
        if short.numbered and target.numbered and short.count != target.count:
            continue
        if short.numbered and not target.numbered:
            out[out.index(target)] = Subject(target.name, short.count, short.count_text, True)
        out.remove(short)
    return out


def apply_crew(mentions: Sequence[Subject]) -> list[Subject]:
    """Give a crew number ("10 crew") to the one creature named without a number."""
    crews = [m for m in mentions if not m.name]
    named = [m for m in mentions if m.name]
    uncounted = [m for m in named if not m.numbered]
    if len(crews) == 1 and len(uncounted) == 1:
        crew, target = crews[0], uncounted[0]
        named[named.index(target)] = Subject(target.name, crew.count, crew.count_text, True)
    return named


def counted_by_text(
    listed: Sequence[CreatureMention], found: Sequence[CreatureMention], text: str
) -> tuple[CreatureMention, ...]:
    """The creatures an area's list names (a "Creatures:" field, a key table's cell), each
    taking the count its ``text`` prints before its plural when the list prints none: a list
    item with no count is a name, often with the kind's statistics ("Ogre: AC 14, HP 27"),
    printed once however many stand there, so its one is a default; "Here 6 ogres sort
    salvage" says how many ("a crowd of ogres", "1d4+1 ogres": no fixed number). A count
    before a singular name is no such count (the list's own "bite 1d3" / "hooded lurker")."""
    printed = {m.name: m for m in found if m.count_text and _counts_plural(m, text)}
    return tuple(
        replace(m, count=printed[m.name].count, count_text=printed[m.name].count_text)
        if not m.count_text and m.name in printed
        else m
        for m in listed
    )


def _counts_plural(mention: CreatureMention, text: str) -> bool:
    """True when ``text`` prints ``mention``'s count before its plural (up to two describing
    words between: "6 ogres", "two grey clay golems")."""
    between = r"(?:[\w'’-]+\s+){0,2}"
    plural = re.escape(plural_of(mention.name))
    pattern = rf"(?<!\w){re.escape(mention.count_text)}\s+{between}{plural}(?!\w)"
    return re.search(pattern, " ".join(text.split()), re.IGNORECASE) is not None
