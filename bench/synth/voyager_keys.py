"""The voyager styles' keys. Every style prints an ordinary key (a heading, maybe read-aloud
text, the room's paragraph, the stat text); what is new is how the PDF writes its text
(``voyager_render``). The old-school styles print the older one-line grammars
(``outland_keys``, one family a module); the 5e styles print a full block for each kind the
first time it appears (2014, with PB, or 2024 as the module's family)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import statlines as st
from .blocks import AreaHeading, Block5e, Para, SectionHeading
from .outland_keys import read_aloud, stat_lines

if TYPE_CHECKING:
    from .voyager import VoyagerAssembler

# each style's heading forms (one a module) and its share of rooms with read-aloud text
FORMS = {
    "kerned": ("{n}.", "Area {n}:", "{n}"),
    "wordbold": ("{n}.", "{n})", "Room {n}."),
    "browser": ("{n}.", "{n}", "Area {n}."),
    "glyphs": ("{n}.", "Area {n}.", "{n}"),
    "whiteout": ("{n}.", "{n}", "Room {n}:"),
    "cropped": ("{n}.", "{n} \u2014", "Area {n}."),
}
READ_ALOUD = {"kerned": 0.35, "glyphs": 0.3, "cropped": 0.2}


def stat_text(writer: VoyagerAssembler, groups: list[Any]) -> None:
    """The groups' stat text: one-liners, or a full 5e block the first time a kind appears."""
    if not writer.family.startswith("5e"):
        for line, stat in stat_lines(writer, groups):
            writer.add(Para(line, (stat,), kind="stat"))
        return
    for kind, _ in groups:
        if kind.name in writer.blocks_printed:
            continue
        writer.blocks_printed.add(kind.name)
        numbers = st.roll_numbers(writer.rng, kind, 1)
        marker = writer.record_block(writer.family, kind, numbers, 1, full=True)
        lines = st.block_5e(writer.rng, writer.family, numbers)
        writer.add(Block5e(marker, tuple(lines), cross_column=writer.rng.random() < 0.3))


def plain_key(writer: VoyagerAssembler) -> None:
    """Section heading, then each room: heading, read-aloud (some styles), paragraph, stats."""
    rng, style = writer.rng, writer.style.name
    writer.add(SectionHeading(writer.fpick("key_titles")))
    form = rng.choice(FORMS[style])
    for number, name in enumerate(writer.locations(rng.randint(7, 12)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, form.format(n=number), name))
        read_aloud(writer, READ_ALOUD.get(style, 0.0))
        writer.add(Para(writer.body_markup(text)))
        stat_text(writer, groups)


WRITERS = {style: plain_key for style in FORMS}
