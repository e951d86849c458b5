"""Key writers of three feral styles (spread, labyrinth, gazetteer) and the style → writer map.

Each writer takes the ``FeralAssembler`` and adds the key's blocks and truth through it; the
other three styles' writers are the assembler's own methods.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_feral as sf
from .blocks import AreaHeading, Para, SectionHeading
from .words import Kind

if TYPE_CHECKING:
    from .feral import Amount, FeralAssembler


def terse_who(writer: FeralAssembler, kind: Kind, amount: Amount) -> str:
    """How a spread key names a group: "Orc", "Orc, asleep", "4 Orcs", "2d4 Orcs", "Many Orcs"."""
    rng = writer.rng
    if amount.count == 1:
        return st.title(kind.name) + rng.choice(("", ", asleep", " (alert)"))
    plural = st.title(kind.plural)
    if amount.count is None:
        return f"{amount.dice} {plural}" if amount.forms == "range_lines" else f"Many {plural}"
    return f"{amount.count} {plural}"


def spread_key(writer: FeralAssembler) -> None:
    """A terse key in the sidebar beside the map: "**3 Guard Post.** 4 Orcs (...). 12 gp. Trap: pit 10'."""
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(("Key", "Map Key", "The Caves"))))
    lead_form = rng.choice(("{n} {name}.", "{n}. {name}:", "({n}) {name}."))
    for number, name in enumerate(writer.locations(rng.randint(8, 14)), start=1):
        marker = writer.marker("area")
        parts, markers, creatures = [escape(writer.fpick("spread_terse"))], [], []
        for kind in rng.sample(writer.roster, rng.choice((0, 1, 1, 1, 2))):
            amount = writer.amount()
            creatures.append({"name": kind.name, "count": amount.count})
            who = terse_who(writer, kind, amount)
            if rng.random() < 0.7:
                numbers = st.roll_numbers(rng, kind, amount.stat_count)
                who, entry = sf.terse_fragment(rng, numbers, who)
                markers.append(writer.record(entry))
            parts.append(f"{escape(who)}.")
        loot, trap = writer.fpick("spread_loot"), writer.fpick("spread_traps")
        parts.append(f"{escape(loot.capitalize())}.")
        hazards = []
        if rng.random() < 0.5:
            parts.append(escape(f"Trap: {trap}."))
            hazards = [trap] if trap != "none" else []
        writer.record_area(marker, str(number), name, {"creatures": creatures, "hazards": hazards})
        lead = escape(lead_form.format(n=number, name=name))
        writer.add(Para(" ".join(parts), (marker, *markers), lead=lead))


def labyrinth_key(writer: FeralAssembler) -> None:
    """'Room 4: Name' / '4. Name' headings; each group's numbers as a mini-table after the text."""
    rng = writer.rng
    label_form = rng.choice(("Room {n}:", "{n}.", "{n}"))
    writer.add(SectionHeading(rng.choice(("Level 1", "The Dungeon", "Encounter Key"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 10)), start=1):
        marker, text = writer.begin_area(str(number), name)
        writer.add(AreaHeading(marker, label_form.format(n=number), name))
        writer.add(Para(writer.body_markup(text), tuple(text.markers)))
        writer.add_blocks(text.trailing)


def gazetteer_key(writer: FeralAssembler) -> None:
    """Regions of hexes: 'Hex 0412 \u2014 Name' / '0412 Name' / run-in, terrain, chances, NPCs."""
    rng = writer.rng
    from .feral import feral_words

    regions = rng.sample(list(feral_words()["regions"]), rng.choice((1, 2)))
    cells = sorted(rng.sample([(c, r) for c in range(1, 20) for r in range(1, 16)], 12))
    names = rng.sample(list(feral_words()["hex_names"]), len(cells))
    per_region = rng.randint(4, 6)
    heading = rng.choice(("hex", "plain", "runin"))
    for index, region in enumerate(regions):
        writer.add(SectionHeading(region))
        writer.add(Para(escape(writer.fpick("hex_features")), kind="note"))
        for (col, row), name in list(zip(cells, names, strict=True))[
            index * per_region : (index + 1) * per_region
        ]:
            gazetteer_hex(writer, f"{col:02d}{row:02d}", name, region, heading)


def gazetteer_hex(writer: FeralAssembler, key: str, name: str, region: str, heading: str) -> None:
    rng = writer.rng
    marker, text = writer.begin_area(key, name)
    text.scene[0] = writer.fpick("hex_features")  # a hex has no room opening, nor doors
    text.exit = writer.fpick("hex_exits")
    if text.hazard:  # outdoors, a hazard of the land rather than a trap
        hazard = writer.fpick("hex_hazards")
        text.hazard, text.hazards[:] = f"Beware {hazard}.", [hazard]
    terrain = writer.fpick("terrains")
    body = f"<i>{escape(terrain.capitalize())}.</i> {writer.body_markup(text)}"
    if heading == "runin":
        writer.add(Para(body, (marker, *text.markers), lead=escape(f"{key} {name}.")))
    else:
        label = f"Hex {key} \u2014" if heading == "hex" else key
        writer.add(AreaHeading(marker, label, name))
        writer.add(Para(body, tuple(text.markers)))
    if rng.random() < 0.6:
        chance = writer.fpick("encounter_lines").format(region=region)
        writer.add(Para(escape(chance), kind="note"))
    present = {c["name"] for c in text.creatures}
    people = [k for k in writer.words.creatures if k.type == "humanoid" and k.name not in present]
    if rng.random() < 0.45:
        kind = rng.choice(people)
        npc = writer.fpick("npc_names")
        numbers = st.roll_numbers(rng, kind, 1)
        stats, entry = sf.npc_stats(numbers, npc)
        text.creatures.append({"name": kind.name, "count": 1})  # the NPC is present here
        words = f"{stats} {writer.fpick('npc_traits')} {writer.fpick('npc_wants')}"
        writer.add(Para(writer.prose(words), (writer.record(entry),), lead=escape(npc)))
    writer.add_blocks(text.trailing)


def _method(name: str) -> Callable[[FeralAssembler], None]:
    return lambda writer: getattr(writer, name)()


WRITERS: dict[str, Callable[[FeralAssembler], None]] = {
    "osrzine": _method("osrzine_key"),
    "tournament": _method("tournament_key"),
    "chapter": _method("chapter_key"),
    "spread": spread_key,
    "labyrinth": labyrinth_key,
    "gazetteer": gazetteer_key,
}
