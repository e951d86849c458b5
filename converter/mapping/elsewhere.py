"""Ways around printed in another area than their danger (table ``avoid_patterns.elsewhere``).

A module often prints a thing in one room and says what it is good for in another: "Also a
bowl full of fat. Useful when retrieving the mace of hate in #9 because the slug can't attack."
That is a way around the slug of area 9, though area 17 prints it; it is written on area 9's
fight (the one whose creature the sentence names, else the area's only fight), with the
sentence and where the thing is in its ``why``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from converter.dmd_models import Avoid, Encounter, Obstacle
from converter.mapping.quoting import quote

# A sentence of an area's text (the thing is in the sentence before a fragment).
_SENTENCES = re.compile(r"(?<=[.!?])\s+(?=[A-Z\d\"“])")


def ways_from_elsewhere(
    encounters: Sequence[Encounter],
    regex: re.Pattern[str] | None,
    lead_words: re.Pattern[str] | None = None,
) -> tuple[Encounter, ...]:
    """``encounters`` with the ways other areas print for them added to their fights
    (``lead_words``: what opens a thing's sentence and is no part of it, cut off)."""
    out = list(encounters)
    if regex is None:
        return tuple(out)
    by_key = {e.area.key.lower(): i for i, e in enumerate(out) if e.area.key}
    for encounter in encounters:
        sentences = _SENTENCES.split(encounter.area.text)
        for index, sentence in enumerate(sentences):
            match = regex.search(sentence)
            if match is None or match.group("key").lower() not in by_key:
                continue
            target = by_key[match.group("key").lower()]
            if out[target].area.key == encounter.area.key:
                continue
            thing = _thing(sentence, match, sentences[index - 1] if index else "", lead_words)
            if thing:
                out[target] = _with_way(out[target], encounter, thing, sentence)
    return tuple(out)


def _thing(
    sentence: str, match: re.Match[str], before: str, lead_words: re.Pattern[str] | None
) -> str:
    """What the sentence says is useful: its subject, or the previous sentence's words when
    the sentence opens with the adjective ("Useful when …")."""
    subject = sentence[: match.start()].strip(" ,")
    if not subject:
        subject = before.strip().rstrip(".!?")
    return (lead_words.sub("", subject) if lead_words else subject).strip()


def _with_way(target: Encounter, home: Encounter, thing: str, sentence: str) -> Encounter:
    fights = [o for o in target.obstacles if o.kind == "creature" and o.after is None]
    named = [o for o in fights if _named_in(o, target, sentence)]
    chosen = named or (fights if len(fights) == 1 else [])
    if not chosen:
        return target
    where = f"area {home.area.key}" if home.area.key else home.area.name
    way = Avoid(
        f"use {thing[:1].lower()}{thing[1:]} (from {where})",
        f'"{quote(sentence)}" (printed in {where} for this area: table avoid_patterns, elsewhere)',
        home.area.page,
    )
    obstacles = tuple(
        replace(o, avoid=(*o.avoid, way)) if o in chosen and way not in o.avoid else o
        for o in target.obstacles
    )
    return replace(target, obstacles=obstacles)


def _named_in(obstacle: Obstacle, encounter: Encounter, sentence: str) -> bool:
    """True when the sentence names a creature of the obstacle (by its head noun)."""
    lowered = sentence.lower()
    names = {
        obstacle.name,
        *(c.name for c in encounter.creatures if c.statblock == obstacle.statblock),
    }
    return any(re.search(rf"\b{re.escape(n.split()[-1].lower())}", lowered) for n in names)
