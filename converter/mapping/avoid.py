"""Ways around a danger, read from room text (table ``avoid_patterns``): the bypasses,
mechanisms, passwords, bribes, conditions and routes a module prints, so a GM can let players
circumvent what the encounter lists.  Which obstacle or creature a way belongs to is decided by
``converter.mapping.room``, which knows where each is named."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from converter.dmd_models import Avoid
from converter.mapping.quoting import quote
from converter.mapping.tables import AvoidPattern
from converter.models import RoomAnalysis


@dataclass(frozen=True)
class WayFound:
    """A way around found in one sentence, at a character offset of the room text."""

    sentence: int
    offset: int
    kind: str  # the pattern's kind: bypass, mechanism, password, bribe, condition, route
    avoid: Avoid


def find_ways(
    text: str,
    analysis: RoomAnalysis,
    patterns: Sequence[AvoidPattern],
    page: int | None,
    trim: re.Pattern[str] | None = None,
) -> list[WayFound]:
    """Every way around the room text gives, sentence by sentence, in text order.  Where two
    patterns match the same words the first in the table wins."""
    found: list[WayFound] = []
    for index, (start, end) in enumerate(analysis.sentences):
        sentence = text[start:end]
        taken: list[tuple[int, int]] = []
        for pattern in patterns:
            for match in pattern.regex.finditer(sentence):
                span = match.span()
                if any(a < span[1] and span[0] < b for a, b in taken):
                    continue
                taken.append(span)
                how = " ".join(match.group("how").split())
                how = (trim.sub("", how) if trim else how).strip(" ,")
                why = f'"{quote(sentence)}" ({pattern.kind}: table avoid_patterns, {pattern.id})'
                way = Avoid(pattern.how.replace("{how}", how), why, page)
                found.append(WayFound(index, start + span[0], pattern.kind, way))
    return sorted(found, key=lambda w: w.offset)
