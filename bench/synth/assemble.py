"""Put one module together: front matter, non-area tables and lists, the key, the back matter."""

from __future__ import annotations

import random
from xml.sax.saxutils import escape

from . import statlines as st
from .blocks import (
    Block5e,
    MindMap,
    MindMapNode,
    Module,
    NewPage,
    NumberedList,
    Para,
    SectionHeading,
    Sidebar,
    Table,
    Title,
)
from .content import ModuleWriter
from .styles import (
    DRIFT_STYLES,
    ERRANT_STYLES,
    FERAL_STYLES,
    HINTER_STYLES,
    ITINERANT_STYLES,
    NOMAD_STYLES,
    OUTLAND_STYLES,
    PEREGRINE_STYLES,
    PILGRIM_STYLES,
    RAMBLER_STYLES,
    RANGER_STYLES,
    ROAMER_STYLES,
    ROGUE_STYLES,
    ROVER_STYLES,
    SOJOURNER_STYLES,
    STARK_STYLES,
    STRAY_STYLES,
    STRIDER_STYLES,
    STYLE_SETS,
    STYLES,
    TREKKER_STYLES,
    UNTAMED_STYLES,
    VAGRANT_STYLES,
    VOYAGER_STYLES,
    WANDERER_STYLES,
    WAYFARER_STYLES,
    WIDE_STYLES,
    WILD_STYLES,
)
from .switches import pick_switches
from .words import count_words, roman

BACKGROUND_FACTS = (
    "The {place} was raised by a forgotten order of monks.",
    "A flood drove the last keepers out a generation ago.",
    "The local lord has posted a reward of 200 gp for news of his missing heir.",
    "Smugglers used the lower halls until a sickness emptied them.",
    "Villagers avoid the road after dark and speak of lights below the hill.",
)
RULES_LINES = (
    "Roll for surprise when the party opens a closed door.",
    "Torches last one hour; lanterns burn a flask of oil in four.",
    "Morale is checked when half of a group has fallen.",
)


def format_key(key_style: str, number: int, letter: str) -> tuple[str | None, str]:
    """(truth key, printed label) for area ``number`` in a key style."""
    n = str(number)
    return {
        "dot": (n, f"{n}."),
        "paren": (n, f"{n})"),
        "dash": (n, f"{n} \u2014"),
        "area": (n, f"Area {n}:"),
        "letter": (f"{letter}{n}", f"{letter}{n}"),
        "roman": (roman(number), f"{roman(number)}."),
        "section": (n, f"\u00a7{n}"),
        "plain": (n, n),
        "tkey": (f"T{n}", f"T{n}"),
    }.get(key_style, (None, ""))


def range_rows(rng: random.Random, sides: int, entries: int) -> list[str]:
    """Roll ranges that cover 1..sides ("1-2", "3", ...) or 01..00 for percentile tables."""
    cuts = sorted(rng.sample(range(1, sides), entries - 1))
    bounds = list(zip([0, *cuts], [*cuts, sides], strict=True))
    rows = []
    for low, high in bounds:
        if sides == 100:
            fmt = lambda v: "00" if v == 100 else f"{v:02d}"  # noqa: E731
            rows.append(f"{fmt(low + 1)}\u2013{fmt(high)}" if high > low + 1 else fmt(high))
        else:
            rows.append(f"{low + 1}-{high}" if high > low + 1 else str(high))
    return rows


class ModuleAssembler(ModuleWriter):
    def front_matter(self) -> None:
        rng = self.rng
        title = f"{self.pick('titles_first')} {self.pick('titles_second')}"
        self.add(
            Title(
                title,
                f"An adventure for {rng.randint(3, 6)} characters of levels "
                f"{rng.randint(1, 3)}\u2013{rng.randint(4, 6)}",
                f"by {self.pick('authors')}",
            )
        )
        place = self.pick("titles_second")
        self.add(SectionHeading("Background"))
        self.add(
            Para(
                self.prose(
                    f"Long ago the halls beneath {place} were {self.pick('adjectives')} and busy. "
                    f"{self.pick('filler')} Few now remember why they were abandoned."
                )
            )
        )
        if "numbered_lists" in self.switches:
            facts = rng.sample(BACKGROUND_FACTS, 4)
            self.add(NumberedList(tuple(escape(f.format(place=place)) for f in facts)))
        if "sidebars" in self.switches:
            self.add(
                Sidebar(
                    "Running this adventure",
                    escape(
                        "Let the players choose their route. Nothing here must be fought; "
                        "most inhabitants will talk if offered food."
                    ),
                )
            )
        if "rumour_table" in self.switches:
            rumours = rng.sample(self.words.words("rumours"), 6)
            self.add(
                Table(
                    "Rumours (roll 1d6)",
                    ("d6", "Rumour"),
                    tuple((str(i + 1), escape(r)) for i, r in enumerate(rumours)),
                )
            )
        if "wandering_table" in self.switches:
            self.wandering_table()
        if "numbered_lists" in self.switches:
            self.rules_chapter()

    def wandering_table(self) -> None:
        rng = self.rng
        sides = rng.choice((6, 8, 12, 100))
        entries = min(sides, rng.randint(4, 6))
        rows = []
        for roll in range_rows(rng, sides, entries):
            kind = rng.choice(self.words.creatures)
            form = rng.random()
            if form < 0.4:
                text = st.title(kind.name)
            elif form < 0.7:
                text = f"{rng.choice(('1d4', '2d4', '1d6', '3d6', '2d6'))} {kind.plural}"
            else:
                text = f"{rng.randint(2, 6)} {kind.plural}"
            rows.append((roll, escape(text)))
        die = "d%" if sides == 100 else f"d{sides}"
        self.add(
            Table(
                f"Wandering Monsters (roll {die} every two turns)", (die, "Encounter"), tuple(rows)
            )
        )

    def rules_chapter(self) -> None:
        rng = self.rng
        self.add(SectionHeading("Running Encounters"))
        self.add(NumberedList(tuple(escape(r) for r in RULES_LINES)))
        rows = []
        for level in range(1, rng.randint(3, 5)):
            a, b = rng.sample(self.words.creatures, 2)
            rows.append(
                (
                    str(level),
                    escape(f"{rng.randint(2, 6)} {a.plural} and {rng.randint(1, 2)} {b.name}"),
                )
            )
        self.add(Table("Example encounters by level", ("Level", "Encounter"), tuple(rows)))

    def names(self, count: int, named: bool) -> list[str]:
        pool = self.words.words("place_names" if named else "rooms")
        return self.rng.sample(list(pool), count)

    def key_section(self) -> None:
        rng, style = self.rng, self.style
        key_style = rng.choice(style.key_styles)
        self.add(
            SectionHeading(rng.choice(("Key to the Dungeon", "The Ruins", "Locations", "Area Key")))
        )
        if "letter_sign_keys" in self.switches:
            for _level, sign in ((1, "1"), (0, "0"), (-1, "\u20131")):
                self.add(SectionHeading(f"Level {sign}", level=2))
                names = self.names(rng.randint(2, 3), named=False)
                for index, name in enumerate(names):
                    key = f"{sign}{'ABCD'[index]}"
                    self.area(key, f"{key}.", name)
        else:
            count = rng.randint(6, 12) if style.name != "onepage" else rng.randint(6, 9)
            named = key_style == "named" or (key_style in ("dot", "tkey") and rng.random() < 0.3)
            for number, name in enumerate(self.names(count, named), start=1):
                truth_key, label = format_key(key_style, number, self.letter)
                self.area(truth_key, label, name)
        if "runon_keys" in self.switches:
            self.hex_key()
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])

    def hex_key(self) -> None:
        """Hex areas whose keys run on inside one paragraph each ("02.03 ... 02.04 ...")."""
        rng = self.rng
        self.add(SectionHeading("Hex Key", level=2))
        column = rng.randint(1, 9)
        for _ in range(rng.randint(1, 2)):
            parts, markers = [], []
            for _ in range(rng.randint(2, 3)):
                row = rng.randint(1, 12)
                key = f"{column:02d}.{row:02d}"
                column += 1
                name = rng.choice(self.words.words("place_names"))
                marker = self.marker("area")
                markers.append(marker)
                kind = rng.choice(self.roster)
                count = rng.randint(2, 6)
                parts.append(
                    f"<b>{key}</b> {escape(name)}. {count_text(count)} {kind.plural} "
                    f"{self.pick('activities_plural')}. {escape(self.pick('filler'))}"
                )
                self.module.areas.append(
                    {
                        "key": key,
                        "name": name,
                        "marker": marker,
                        "creatures": [{"name": kind.name, "count": count}],
                        "hazards": [],
                    }
                )
            self.add(Para(" ".join(parts), tuple(markers), kind="runon"))

    def mind_map(self) -> None:
        rng = self.rng
        names = rng.sample(list(self.words.words("place_names")), rng.randint(5, 7))
        nodes = []
        for name in names:
            marker = self.marker("area")
            creatures: list[dict[str, object]] = []
            text = escape(self.pick("filler"))
            if rng.random() < 0.5:
                kind = rng.choice(self.roster)
                count = rng.randint(2, 5)
                text = f"{count} {kind.plural} {self.pick('activities_plural')}."
                creatures.append({"name": kind.name, "count": count})
            nodes.append(MindMapNode(marker, escape(name), text))
            self.module.areas.append(
                {"key": None, "name": name, "marker": marker, "creatures": creatures, "hazards": []}
            )
        edges = tuple((i, rng.randrange(i)) for i in range(1, len(nodes)))
        self.add(NewPage())
        self.add(MindMap("Pointcrawl: the roads above", tuple(nodes), edges))

    def back_matter(self) -> None:
        if self.appendix:
            self.add(SectionHeading("Appendix: Creatures"))
            for kind in self.appendix:
                family = self.rng.choice(self.style.families)
                numbers = st.roll_numbers(self.rng, kind, 1)
                marker = self.record_block(family, kind, numbers, 1, full=True)
                lines = tuple(st.block_5e(self.rng, family, numbers))
                self.add(Block5e(marker, lines, cross_column=self.rng.random() < 0.4))
        if "credits_page" in self.switches:
            self.add(NewPage())
            self.add(SectionHeading("Credits"))
            self.add(
                Para(
                    escape(
                        f"Writing and layout: {self.pick('authors')}. "
                        f"Editing: {self.pick('authors')}. Playtesting: the Thursday group."
                    )
                )
            )
            self.add(
                Para(
                    escape(
                        "This module is released under the Creative Commons Attribution 4.0 licence. "
                        "You may copy, adapt and share it, provided you credit the authors."
                    ),
                    kind="note",
                )
            )


def count_text(count: int) -> str:
    return count_words(count, capital=True)


def build_module(
    seed: int,
    style_name: str | None = None,
    forced: tuple[str, ...] = (),
    style_set: str = "classic",
) -> Module:
    """The content and truth of the module for ``seed`` (pages are filled in by the renderer)."""
    rng = random.Random(seed)
    # Styles take turns by seed, so any run of consecutive seeds covers them evenly.
    rotation = STYLE_SETS[style_set]
    style = STYLES[style_name or rotation[seed % len(rotation)]]
    switches = pick_switches(rng, style, forced, seed)
    module = Module(f"synth-{seed:05d}-{style.name}", seed, style.name, switches)
    if style.name in WIDE_STYLES:
        from .wide import WideAssembler  # the wide writer builds on this module's assembler

        writer: ModuleAssembler = WideAssembler(rng, style, switches, module)
    elif style.name in WILD_STYLES:
        from .wild import WildAssembler  # the wild writer builds on the wide one

        writer = WildAssembler(rng, style, switches, module)
    elif style.name in FERAL_STYLES:
        from .feral import FeralAssembler  # the feral writer builds on the wild one

        writer = FeralAssembler(rng, style, switches, module)
    elif style.name in UNTAMED_STYLES:
        from .untamed import UntamedAssembler  # the untamed writer builds on the feral one

        writer = UntamedAssembler(rng, style, switches, module)
    elif style.name in ROGUE_STYLES:
        from .rogue import RogueAssembler  # the rogue writer builds on the untamed one

        writer = RogueAssembler(rng, style, switches, module)
    elif style.name in ERRANT_STYLES:
        from .errant import ErrantAssembler  # built on the later sets' set_writer skeleton

        writer = ErrantAssembler(rng, style, switches, module)
    elif style.name in STRAY_STYLES:
        from .stray import StrayAssembler  # the stray writer builds on the untamed one

        writer = StrayAssembler(rng, style, switches, module)
    elif style.name in OUTLAND_STYLES:
        from .outland import OutlandAssembler  # the outland writer builds on the stray one

        writer = OutlandAssembler(rng, style, switches, module)
    elif style.name in DRIFT_STYLES:
        from .drift import DriftAssembler  # the drift writer builds on the outland one

        writer = DriftAssembler(rng, style, switches, module)
    elif style.name in STARK_STYLES:
        from .stark import StarkAssembler  # the stark writer builds on the drift one

        writer = StarkAssembler(rng, style, switches, module)
    elif style.name in HINTER_STYLES:
        from .hinter import HinterAssembler  # the hinter writer builds on the stark one

        writer = HinterAssembler(rng, style, switches, module)
    elif style.name in NOMAD_STYLES:
        from .nomad import NomadAssembler  # the nomad writer builds on the stark one

        writer = NomadAssembler(rng, style, switches, module)
    elif style.name in PILGRIM_STYLES:
        from .pilgrim import PilgrimAssembler  # the pilgrim writer builds on the stark one

        writer = PilgrimAssembler(rng, style, switches, module)
    elif style.name in VAGRANT_STYLES:
        from .vagrant import VagrantAssembler  # the vagrant writer builds on the stark one

        writer = VagrantAssembler(rng, style, switches, module)
    elif style.name in WAYFARER_STYLES:
        from .wayfarer import WayfarerAssembler  # the wayfarer writer builds on the stark one

        writer = WayfarerAssembler(rng, style, switches, module)
    elif style.name in ROVER_STYLES:
        from .rover import RoverAssembler  # the rover writer builds on the stark one

        writer = RoverAssembler(rng, style, switches, module)
    elif style.name in TREKKER_STYLES:
        from .trekker import TrekkerAssembler  # the trekker writer builds on the stark one

        writer = TrekkerAssembler(rng, style, switches, module)
    elif style.name in VOYAGER_STYLES:
        from .voyager import VoyagerAssembler  # the voyager writer builds on the stark one

        writer = VoyagerAssembler(rng, style, switches, module)
    elif style.name in ROAMER_STYLES:
        from .roamer import RoamerAssembler  # the roamer writer builds on the stark one

        writer = RoamerAssembler(rng, style, switches, module)
    elif style.name in STRIDER_STYLES:
        from .strider import StriderAssembler  # the strider writer builds on the voyager one

        writer = StriderAssembler(rng, style, switches, module)
    elif style.name in RANGER_STYLES:
        from .ranger import RangerAssembler  # the ranger writer builds on the strider one

        writer = RangerAssembler(rng, style, switches, module)
    elif style.name in WANDERER_STYLES:
        from .wanderer import WandererAssembler  # the wanderer writer builds on the strider one

        writer = WandererAssembler(rng, style, switches, module)
    elif style.name in RAMBLER_STYLES:
        from .rambler import RamblerAssembler  # the rambler writer builds on the stark one

        writer = RamblerAssembler(rng, style, switches, module)
    elif style.name in SOJOURNER_STYLES:
        from .sojourner import SojournerAssembler  # the sojourner writer builds on the stark one

        writer = SojournerAssembler(rng, style, switches, module)
    elif style.name in ITINERANT_STYLES:
        from .itinerant import ItinerantAssembler  # the itinerant writer builds on the stark one

        writer = ItinerantAssembler(rng, style, switches, module)
    elif style.name in PEREGRINE_STYLES:
        from .peregrine import PeregrineAssembler  # the peregrine writer builds on the stark one

        writer = PeregrineAssembler(rng, style, switches, module)
    else:
        writer = ModuleAssembler(rng, style, switches, module)
    writer.front_matter()
    writer.key_section()
    if "mind_map" in switches:
        writer.mind_map()
    writer.back_matter()
    return module
