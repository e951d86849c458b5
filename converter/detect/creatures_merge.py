"""One mention per creature, from the mentions a text names it by (docs/extraction.md,
"Creatures"): the first numbered mention wins, a short name folds into the longer name that
ends with it ("crab" into "giant crab"), and a crew's number ("10 crew") counts the one
creature named without a number. ``converter.detect.creatures`` gives the conventions.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.detect.creatures_subjects import Subject


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
