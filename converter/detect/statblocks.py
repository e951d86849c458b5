"""Stat-block detector: finds creature statistics in a Document and parses them.

One parser per family: 5e 2014/2024 blocks (``statblocks_5e``) and old-school one-line stats
for B/X, AD&D and 3e (``statblocks_oldschool``), merged in reading order. Lines that look like
statistics but do not parse come back as ``statblock-unparsed`` warnings.
"""

from __future__ import annotations

from converter.detect.statblock_common import body_size
from converter.detect.statblocks_5e import find_5e_statblocks, unparsed_5e_problems
from converter.detect.statblocks_oldschool import build_stream, find_oldschool_statblocks
from converter.models import Document, Problem, StatBlock


def find_statblocks(document: Document) -> tuple[tuple[StatBlock, ...], tuple[Problem, ...]]:
    """Return the stat blocks found in ``document`` (reading order) and the problems met."""
    fifth = find_5e_statblocks(document)
    claimed = frozenset(index for _, span in fifth for index in span)
    stream = build_stream(document.lines, body_size(document))
    old, problems = find_oldschool_statblocks(document, stream, claimed)
    keyed = [(span.start, block) for block, span in fifth] + [(line, block) for block, line in old]
    keyed.sort(key=lambda item: item[0])
    return tuple(block for _, block in keyed), unparsed_5e_problems(document, claimed) + problems
