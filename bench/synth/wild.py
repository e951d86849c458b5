"""Content of the wild styles: adventure path, trifold, digest, room table, pointcrawl, margin.

Added after the classic and wide styles had both been tuned on, by someone who had not read
the detectors, to keep measuring generalization: layouts of published modules that neither
set covers (heading bars and banded blocks, circled keys on a folded sheet, bulleted digest
entries, a Room | Description | Monsters key, a node diagram with numbered paths, keys and
stats in the margin, sub-keyed areas) with their own sentences (``data/words_wild.yaml``).
Truth is recorded as things are written, as in ``content.py``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from . import statlines as st
from . import statlines_wild as sx
from .blocks import (
    AreaHeading,
    Block,
    Block5e,
    ColumnBreakHint,
    MarginNote,
    NodeMap,
    NumberedList,
    Para,
    ReadAloud,
    RoomRow,
    RoomTable,
    SectionHeading,
    Sidebar,
    Table,
    Title,
)
from .wide import WideAssembler
from .words import Kind, article

WILD_DATA = Path(__file__).resolve().parent / "data" / "words_wild.yaml"


@functools.cache
def wild_words() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(WILD_DATA.read_text(encoding="utf-8"))
    return data


@dataclass
class WildText:
    """One area's parts, so each style can arrange them its own way."""

    scene: list[str]
    groups: list[tuple[str, list[str]]] = field(default_factory=list)  # sentence, stat markers
    cells: list[str] = field(default_factory=list)  # monster-cell texts (room table)
    hazard: str = ""
    decoy: str = ""
    treasure: str = ""
    exit: str = ""
    trailing: list[Block] = field(default_factory=list)
    creatures: list[dict[str, Any]] = field(default_factory=list)
    hazards: list[str] = field(default_factory=list)

    @property
    def markers(self) -> list[str]:
        return [m for _, ms in self.groups for m in ms]


class WildAssembler(WideAssembler):
    """The wide writer's sentence machinery with the wild styles' words, keys and layouts."""

    def wpick(self, name: str) -> Any:
        return self.rng.choice(wild_words()[name])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(wild_words()["locations"]), count)

    # -- front matter ----------------------------------------------------------------------
    def front_matter(self) -> None:
        rng = self.rng
        title = f"{self.pick('titles_first')} {self.pick('titles_second')}"
        levels = f"{rng.randint(1, 3)}\u2013{rng.randint(4, 7)}"
        self.add(
            Title(
                title,
                f"An adventure for characters of levels {levels}",
                f"by {self.pick('authors')}",
            )
        )
        self.add(SectionHeading(rng.choice(("Introduction", "The Story So Far", "Background"))))
        facts = rng.sample(list(wild_words()["facts"]), 4)
        self.add(Para(self.prose(" ".join(facts[:2]))))
        if "numbered_lists" in self.switches:
            self.add(NumberedList(tuple(escape(f) for f in facts)))
        if "sidebars" in self.switches:
            head, text = self.wpick("sidebars")
            self.add(Sidebar(escape(head), escape(text)))
        if "rumour_table" in self.switches:
            rumours = rng.sample(list(wild_words()["rumours"]), 8)
            rows = tuple((str(i + 1), escape(r)) for i, r in enumerate(rumours))
            self.add(Table("What the Locals Say (d8)", ("d8", "Rumour"), rows))
        if "wandering_table" in self.switches:
            self.wandering()

    def wandering(self) -> None:
        rng = self.rng
        rows = []
        for roll in range(1, 7):
            kind = rng.choice(self.words.creatures)
            form = self.wpick("wandering_forms")
            text = form.format(
                dice=rng.choice(("1d4", "1d6", "2d4", "1d3")),
                plural=kind.plural,
                name=kind.name,
                A=article(kind.name).capitalize(),
                area=rng.randint(2, 7),
            )
            rows.append((str(roll), escape(text)))
        chance = rng.choice(("2-in-6 each watch", "1 in 6 every three turns", "roll each hour"))
        self.add(Table(f"Random Encounters ({chance})", ("d6", "Encounter"), tuple(rows)))

    # -- area parts ------------------------------------------------------------------------
    def wild_body(self, marker: str, *, cells: bool = False) -> WildText:
        rng = self.rng
        text = WildText([self.wpick("openings").format(feature=self.wpick("features"))])
        if rng.random() < 0.6:
            text.scene.append(self.wpick("senses"))
        present = rng.sample(self.roster, rng.choice((0, 1, 1, 2, 2)))
        for kind in present:
            roll = rng.random()
            count = 1 if roll < 0.3 else (None if roll > 0.9 else rng.randint(2, 8))
            text.creatures.append({"name": kind.name, "count": count})
            if cells:
                numbers = st.roll_numbers(rng, kind, count or 3)
                cell, entry = sx.cell_text(rng, numbers, count)
                text.groups.append(("", [self.record(entry)]))
                text.cells.append(cell)
                continue
            stats, markers = "", []
            if "inline_stats" in self.switches and rng.random() < 0.5:
                inline, stat_marker = self.inline(kind, count or 3)
                stats, markers = f" {inline}", [stat_marker]
            else:
                text.trailing += self.wild_stats(kind, count or 1)
            text.groups.append((self.group_sentence(kind, count, stats), markers))
        if rng.random() < 0.25:
            hazard = self.wpick("hazards")
            text.hazard, text.hazards = f"Beware {hazard} (save to avoid).", [hazard]
        if "decoys" in self.switches and rng.random() < 0.6:
            decoy = rng.choice([k for k in self.words.creatures if k not in present])
            form = self.wpick("decoys")
            text.decoy = form.format(a=article(decoy.name), name=decoy.name, plural=decoy.plural)
            self.module.decoys.append((marker, decoy.name))
        if rng.random() < 0.4:
            text.treasure = f"{self.wpick('treasure').capitalize()}."
        text.exit = self.wpick("exits")
        return text

    def record(self, entry: dict[str, Any]) -> str:
        marker = self.marker("sb")
        self.module.statblocks.append({**entry, "marker": marker})
        return marker

    def wild_stats(self, kind: Kind, count: int) -> list[Block]:
        """The style's own stat text for one group, printed after the area's prose."""
        rng, family = self.rng, self.style.families[0]
        numbers = st.roll_numbers(rng, kind, count)
        if family in ("pf1band", "sd"):  # full blocks: one per kind in a module
            if kind.name in self.blocks_printed:
                return []
            self.blocks_printed.add(kind.name)
            if family == "pf1band":
                lines, entry = sx.pf1band_block(rng, numbers, count)
            else:
                lines, entry = sx.sd_block(
                    rng, numbers, self.wpick("flavour"), self.wpick("traits")
                )
            return [Block5e(self.record(entry), tuple(lines), cross_column=rng.random() < 0.3)]
        if rng.random() < 0.15:
            return []  # some groups get no numbers at all
        if family == "tri":
            line, entry = sx.tri_line(rng, numbers, count)
        elif family == "cairn":
            line, entry = sx.cairn_line(rng, numbers)
        else:
            line, entry = sx.marginal_line(rng, numbers, count)
            if rng.random() < 0.6:
                return [MarginNote(line, (self.record(entry),))]
        return [Para(line, (self.record(entry),), kind="stat")]

    def start_area(self, key: str | None, name: str, **kwargs: Any) -> tuple[str, WildText]:
        marker = self.marker("area")
        text = self.wild_body(marker, **kwargs)
        self.record_area(marker, key, name, {"creatures": text.creatures, "hazards": text.hazards})
        if "continued_areas" in self.switches and self.rng.random() < 0.4:
            self.add(ColumnBreakHint(self.rng.choice((2.5, 3.5))))
        return marker, text

    # -- the key, per style ----------------------------------------------------------------
    def key_section(self) -> None:
        writer = {
            "path": self.path_key,
            "trifold": self.trifold_key,
            "digest": self.digest_key,
            "roomtable": self.roomtable_key,
            "pointcrawl": self.pointcrawl_key,
            "margin": self.margin_key,
        }[self.style.name]
        writer()
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])

    def path_key(self) -> None:
        rng = self.rng
        parts = rng.sample(list(wild_words()["parts"]), rng.choice((2, 2, 3)))
        for index, part in enumerate(parts):
            letter = "ABC"[index]
            self.add(SectionHeading(f"Part {index + 1}: {part}"))
            self.add(
                Para(
                    self.prose(
                        f"{self.wpick('facts')} The areas of this part are keyed {letter}1 onward on the map."
                    )
                )
            )
            for number, name in enumerate(self.locations(rng.randint(3, 5)), start=1):
                key = f"{letter}{number}"
                tail = f" (CR {rng.randint(1, 6)})" if rng.random() < 0.4 else ""
                self.path_area(key, name, tail)

    def path_area(self, key: str, name: str, tail: str) -> None:
        rng = self.rng
        marker, text = self.start_area(key, name)
        self.add(AreaHeading(marker, f"{key}.", name, tail=tail))
        if rng.random() < 0.6:
            read = f"{self.wpick('openings').format(feature=self.wpick('features'))} {self.wpick('senses')}"
            self.add(ReadAloud(escape(read)))
        self.add(Para(self.prose(" ".join([*text.scene, text.exit]))))
        if text.groups:
            sentences = " ".join(s for s, _ in text.groups)
            self.add(Para(self.prose(sentences), tuple(text.markers), lead="Creatures:"))
            if rng.random() < 0.4:
                self.add(Para(self.prose(self.wpick("tactics")), lead="Tactics:"))
            self.add_blocks(text.trailing)
        if text.hazard:
            self.add(Para(self.prose(text.hazard), lead="Trap:"))
        if text.treasure:
            self.add(Para(self.prose(text.treasure), lead="Treasure:"))
        if text.decoy or rng.random() < 0.3:
            development = text.decoy or self.wpick("developments")
            self.add(Para(self.prose(development), lead="Development:"))

    def plain_entry(self, text: WildText) -> str:
        parts = [*text.scene, *(s for s, _ in text.groups), text.hazard, text.decoy]
        parts += [f"Treasure: {text.treasure}" if text.treasure else "", text.exit]
        return self.prose(" ".join(p for p in parts if p))

    def trifold_key(self) -> None:
        self.add(SectionHeading(self.rng.choice(("The Lair", "Inside the Mill", "Key"))))
        for number, name in enumerate(self.locations(self.rng.randint(6, 9)), start=1):
            marker, text = self.start_area(str(number), name)
            self.add(AreaHeading(marker, str(number), name))
            self.add(Para(self.plain_entry(text), tuple(text.markers)))
            self.add_blocks(text.trailing)

    def digest_key(self) -> None:
        rng = self.rng
        self.add(SectionHeading(rng.choice(("The Caves", "Keyed Areas", "The Lighthouse"))))
        for number, name in enumerate(self.locations(rng.randint(6, 10)), start=1):
            marker, text = self.start_area(str(number), name)
            self.add(AreaHeading(marker, f"{number}.", name))
            self.add(Para(escape(self.wpick("taglines")), kind="read"))
            lead = rng.choice(wild_words()["bullet_leads"])
            self.add(Para(self.prose(" ".join(text.scene)), kind="bullet", lead=f"{lead}."))
            for sentence, markers in text.groups:
                self.add(Para(self.prose(sentence), tuple(markers), kind="bullet"))
            for lead, part in (
                ("Danger.", text.hazard),
                ("", text.decoy),
                ("Loot.", text.treasure),
            ):
                if part:
                    self.add(Para(self.prose(part), kind="bullet", lead=lead))
            self.add(Para(self.prose(text.exit), kind="bullet", lead="Exits."))
            self.add_blocks(text.trailing)

    def roomtable_key(self) -> None:
        rng = self.rng
        names = self.locations(rng.randint(7, 12))
        self.add(SectionHeading(rng.choice(("Dungeon Key", "The Rooms", "Map Key"))))
        self.add(
            Para(escape("Monsters are listed with their numbers; a dash means the room is empty."))
        )
        groups = [names] if len(names) < 9 else [names[:5], names[5:]]
        number, joined = 0, rng.random() < 0.5
        for index, group in enumerate(groups):
            if index:
                self.add(SectionHeading(rng.choice(("Lower Level", "Below the Well")), level=2))
            rows = []
            for name in group:
                number += 1
                marker, text = self.start_area(str(number), name, cells=True)
                room = (
                    f"<b>{number}. {escape(name)}</b>"
                    if joined
                    else f"<b>{number}</b><br/>{escape(name)}"
                )
                description = [*text.scene, text.hazard, text.decoy, text.treasure, text.exit]
                rows.append(
                    RoomRow(
                        marker,
                        room,
                        self.prose(" ".join(p for p in description if p)),
                        "<br/>".join(text.cells) or "\u2014",
                        tuple(text.markers),
                    )
                )
            self.add(RoomTable(("Room", "Description", "Monsters"), tuple(rows)))

    def pointcrawl_key(self) -> None:
        rng = self.rng
        names = rng.sample(list(wild_words()["nodes"]), rng.randint(6, 9))
        links = [(i, rng.randrange(i)) for i in range(1, len(names))]
        while len(links) < len(names) + 1:
            a, b = rng.sample(range(len(names)), 2)
            if (a, b) not in links and (b, a) not in links:
                links.append((a, b))
        edges = tuple((a, b, n) for n, (a, b) in enumerate(links, start=1))
        self.add(SectionHeading(rng.choice(("The Marsh Roads", "Pointcrawl", "The Reedlands"))))
        self.add(NodeMap("Paths between the places", tuple(names), edges))
        self.add(SectionHeading("Paths", level=2))
        self.add(NumberedList(tuple(self.path_text(names, a, b) for a, b, _ in edges)))
        self.add(SectionHeading("Places", level=2))
        for index, name in enumerate(names):
            marker, text = self.start_area(None, name)
            paths = ", ".join(str(n) for a, b, n in edges if index in (a, b))
            self.add(AreaHeading(marker, "", name))
            self.add(Para(escape(f"Paths {paths}."), kind="note"))
            self.add(Para(self.plain_entry(text), tuple(text.markers)))
            self.add_blocks(text.trailing)

    def path_text(self, names: list[str], a: int, b: int) -> str:
        rng = self.rng
        time = rng.choice(("1 watch", "2 watches", "half a day", "4 hours"))
        text = f"{names[a]} to {names[b]} ({time}): {self.wpick('path_terrain')}."
        if rng.random() < 0.4:  # a chance of creatures on the road is no place, nor present
            kind = rng.choice(self.words.creatures)
            text += f" On a 1 in 6, 1d4 {kind.plural} lie in wait."
        return escape(text)

    def margin_key(self) -> None:
        rng = self.rng
        self.add(SectionHeading(rng.choice(("The Abbey", "Gazetteer of the Vaults", "Locations"))))
        dashed = rng.random() < 0.5
        for number, name in enumerate(self.locations(rng.randint(5, 8)), start=1):
            marker, text = self.start_area(str(number), name)
            self.add(AreaHeading(marker, str(number), name))
            notes = [b for b in text.trailing if isinstance(b, MarginNote)]
            if rng.random() < 0.4:
                other = rng.randint(1, 8)
                notes.insert(0, MarginNote(escape(self.wpick("margin_notes").format(other=other))))
            if text.treasure and rng.random() < 0.5:
                notes.append(MarginNote(escape(f"Treasure: {text.treasure}")))
                text.treasure = ""
            if rng.random() < 0.4:
                read = f"{self.wpick('openings').format(feature=self.wpick('features'))} {self.wpick('senses')}"
                self.add(Para(escape(read), kind="read"))
            self.add_noted(notes, Para(self.plain_entry(text), tuple(text.markers)), text)
            if rng.random() < 0.45:
                self.sub_areas(number, dashed)

    def sub_areas(self, number: int, dashed: bool) -> None:
        names = self.rng.sample(list(wild_words()["sub_locations"]), self.rng.randint(2, 3))
        for index, name in enumerate(names):
            key = f"{number}-{index + 1}" if dashed else f"{number}{'abc'[index]}"
            marker, text = self.start_area(key, name)
            lead = escape(f"{key}. {name}.")
            entry = Para(self.plain_entry(text), (marker, *text.markers), lead=lead)
            notes = [b for b in text.trailing if isinstance(b, MarginNote)]
            self.add_noted(notes, entry, text)

    def add_noted(self, notes: list[MarginNote], entry: Para, text: WildText) -> None:
        """The margin notes as one stacked note beside the entry, then its other stat text."""
        if notes:  # notes at one height would overprint each other
            markers = tuple(m for n in notes for m in n.markers)
            self.add(MarginNote("<br/><br/>".join(n.text for n in notes), markers))
        self.add(entry)
        self.add_blocks([b for b in text.trailing if not isinstance(b, MarginNote)])
