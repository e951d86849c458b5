"""The groups an event brings that go to no room of the key: they come wherever the party is.

An event (an entry of a chapter about time, ``areas_events``) that sends a group to a room
("make for area 5") makes it that room's arrival (``Area.moments``). One that names no room
("Five ghouls come up the lane from the harbour, searching every room") sends its group to
the party, wherever it is when the event comes: a new obstacle brought into the scene, as a
wandering monster arrives on a Trouble 4 (docs/mapping.md "Event groups"). Such groups are
the module's, not a room's: each is read from its sentence as the routed ones are, kept with
the event's heading as printed and the sentence, and rated for the GM like a wandering row.
An event's stat line is its group's statistics, no sentence of what happens.
"""

from __future__ import annotations

from collections.abc import Sequence

from converter.detect.areas_context import document_to_context
from converter.detect.areas_events import (
    event_entries,
    moment_lines,
    time_heading,
    unrouted_moments,
)
from converter.detect.creatures_cells import has_stats
from converter.detect.creatures_stage import event_arrivals, known_kinds
from converter.detect.sections import lines_to_sections
from converter.models import Area, CreatureMention, Document, StatBlock


def event_groups(
    document: Document, areas: Sequence[Area], statblocks: Sequence[StatBlock]
) -> tuple[CreatureMention, ...]:
    """The groups of the events' sentences that name no area, each with its ``trigger`` (the
    event's heading) and ``said`` (its sentence); none is present in any area. A kind an
    event also sends to a room there is that room's arrival, not a second group."""
    if not any(time_heading().search(line.text) for line in document.lines):
        return ()  # no chapter about time: no events (a cheap look before the sections)
    ctx = document_to_context(document)
    sections = lines_to_sections(ctx.lines)
    events = event_entries(ctx, sections, moment_lines(sections), document.file)
    moments = [m for m in unrouted_moments(areas, events) if not has_stats(m.sentence)]
    if not moments:
        return ()
    met = tuple(c.name for a in areas for c in (*a.creatures, *a.arrivals))
    known = tuple(dict.fromkeys((*known_kinds(statblocks), *met)))
    routed = {(c.trigger, c.name) for a in areas for c in a.arrivals if c.trigger}
    return tuple(
        group
        for group in event_arrivals(moments, known)
        if (group.trigger, group.name) not in routed
    )
