"""Content of the wide styles: DCC, keyed table, hexcrawl, zine, newsletter, modern 5e.

These styles were added after the detectors had been tuned on the classic eight, to measure
generalization: other key grammars ("Area 1-3 \u2013", "0304", table cells), other stat grammars
(DCC lines, the 2024 block with its MOD/SAVE grid) and their own sentences
(``data/words_wide.yaml``). Truth is recorded as things are written, as in ``content.py``.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from . import statlines as st
from . import statlines_wide as sw
from .assemble import ModuleAssembler
from .blocks import (
    AreaHeading,
    Block,
    Block5e,
    ColumnBreakHint,
    KeyRow,
    KeyTable,
    Para,
    ReadAloud,
    SectionHeading,
    Sidebar,
    Table,
)
from .words import Kind, article, count_words

WIDE_DATA = Path(__file__).resolve().parent / "data" / "words_wide.yaml"


@functools.cache
def wide_words() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(WIDE_DATA.read_text(encoding="utf-8"))
    return data


class WideAssembler(ModuleAssembler):
    """The classic assembler's front and back matter, with the wide styles' key and prose."""

    footnotes = 0

    def wpick(self, name: str) -> Any:
        return self.rng.choice(wide_words()[name])

    # -- stat text -----------------------------------------------------------------------
    def wide_stats(self, kind: Kind, count: int) -> list[Block]:
        family = self.rng.choice(self.style.families)
        numbers = st.roll_numbers(self.rng, kind, count)
        if family == "dcc":
            line, entry = sw.dcc_line(self.rng, numbers, count)
            marker = self.marker("sb")
            self.module.statblocks.append({**entry, "marker": marker})
            return [Para(line, (marker,), kind="stat")]
        if family == "5e-2024m":
            if kind.name in self.blocks_printed:
                return []
            self.blocks_printed.add(kind.name)
            if self.rng.random() < 0.5:
                self.appendix.append(kind)
                return []
            return [self.modern_block(numbers)]
        blocks = self.stat_blocks_for(kind, count)
        if self.style.name == "newsletter":  # stat lines boxed as shaded sidebars
            return [
                Para(b.text, b.markers, kind="statbox") if isinstance(b, Para) else b
                for b in blocks
            ]
        return blocks

    def modern_block(self, numbers: st.Numbers) -> Block5e:
        lines, entry = sw.modern_block(self.rng, numbers)
        marker = self.marker("sb")
        self.module.statblocks.append({**entry, "marker": marker})
        return Block5e(marker, tuple(lines), cross_column=self.rng.random() < 0.3)

    # -- prose ---------------------------------------------------------------------------
    def group_sentence(self, kind: Kind, count: int | None, stats: str) -> str:
        fill = {"feature": self.wpick("features"), "name": f"{kind.name}{stats}"}
        if count is None:
            form = self.wpick("unstated_lines")
            return form.format(plural=f"{kind.plural}{stats}", act=self.wpick("activities_plural"))
        if count == 1:
            form = self.wpick("single_lines")
            a = article(kind.name)
            return form.format(act=self.wpick("activities_single"), a=a, A=a.capitalize(), **fill)
        number = str(count) if self.rng.random() < 0.45 else count_words(count)
        form = self.wpick("plural_lines")
        return form.format(
            Count=number.capitalize(),
            count=number,
            plural=f"{kind.plural}{stats}",
            act=self.wpick("activities_plural"),
            act_bare=self.wpick("activities_bare"),
            feature=fill["feature"],
        )

    def wide_body(
        self, marker: str, *, inline_always: bool = False
    ) -> tuple[list[str], list[Block], dict[str, Any], list[str]]:
        """Sentences, trailing stat blocks, truth (creatures, hazards) and inline stat markers."""
        rng = self.rng
        sentences = [self.wpick("openings").format(feature=self.wpick("features"))]
        if rng.random() < 0.6:
            sentences.append(self.wpick("senses"))
        trailing: list[Block] = []
        creatures: list[dict[str, Any]] = []
        markers: list[str] = []
        present = rng.sample(self.roster, rng.choice((0, 1, 1, 2, 2)))
        for kind in present:
            roll = rng.random()
            count = 1 if roll < 0.3 else (None if roll > 0.9 else rng.randint(2, 8))
            stats = ""
            if inline_always or ("inline_stats" in self.switches and rng.random() < 0.5):
                text, stat_marker = self.inline(kind, count or 3)
                stats, markers = f" {text}", [*markers, stat_marker]
            else:
                trailing += self.wide_stats(kind, count or 1)
            sentences.append(self.group_sentence(kind, count, stats))
            creatures.append({"name": kind.name, "count": count})
        hazards: list[str] = []
        if rng.random() < 0.25:
            hazard = rng.choice(self.words.hazards)
            sentences.append(
                f"Careless explorers trigger a {hazard.name} here (save versus "
                f"{rng.choice(('Reflex', 'Dexterity', 'breath'))} to avoid it)."
            )
            hazards.append(hazard.name)
        if "decoys" in self.switches and rng.random() < 0.6:
            decoy = rng.choice([k for k in self.words.creatures if k not in present])
            sentences.append(
                self.wpick("decoys").format(
                    a=article(decoy.name), name=decoy.name, plural=decoy.plural
                )
            )
            self.module.decoys.append((marker, decoy.name))
        if rng.random() < 0.4:
            sentences.append(f"Tucked out of sight: {self.wpick('treasure')}.")
        sentences.append(self.wpick("exits"))
        return sentences, trailing, {"creatures": creatures, "hazards": hazards}, markers

    def record_area(self, marker: str, key: str | None, name: str, truth: dict[str, Any]) -> None:
        self.module.areas.append({"key": key, "name": name, "marker": marker, **truth})

    # -- one area in running text ----------------------------------------------------------
    def wide_area(self, key: str | None, label: str, name: str, tail: str = "") -> None:
        marker = self.marker("area")
        sentences, trailing, truth, markers = self.wide_body(marker)
        self.record_area(marker, key, name, truth)
        if "continued_areas" in self.switches and self.rng.random() < 0.4:
            self.add(ColumnBreakHint(self.rng.choice((2.5, 3.5))))
        heading = AreaHeading(marker, label, name, tail=tail, hang=key or "")
        runin = "runin" in self.style.heading_styles and self.rng.random() < 0.5
        if runin:
            lead = f"{label} {name}." if label else f"{name}."
            self.add(Para(self.prose(" ".join(sentences)), (marker, *markers), lead=escape(lead)))
        else:
            self.add(heading)
            if self.style.read_aloud != "none" and self.rng.random() < 0.5:
                read = f"{self.wpick('openings').format(feature=self.wpick('features'))} {self.wpick('senses')}"
                self.add(
                    ReadAloud(escape(read))
                    if self.style.read_aloud == "box"
                    else Para(escape(read), kind="read")
                )
            self.add_body(sentences, markers)
        self.add_blocks(trailing)

    def add_body(self, sentences: list[str], markers: list[str]) -> None:
        text = self.prose(" ".join(sentences))
        if "continued_areas" in self.switches and len(sentences) > 3 and self.rng.random() < 0.5:
            half = len(sentences) // 2  # a second paragraph, so the entry spans a break
            first, second = (
                self.prose(" ".join(sentences[:half])),
                self.prose(" ".join(sentences[half:])),
            )
            self.add(Para(first, tuple(markers) if markers else ()))
            self.add(Para(second))
            return
        if self.style.name == "zine":
            if self.rng.random() < 0.4:
                self.footnotes += 1
                text = f"{text}<super>{self.footnotes}</super>"
                self.add(Para(text, tuple(markers), kind="dropcap"))
                self.add(
                    Para(
                        f"<super>{self.footnotes}</super> {escape(self.wpick('footnotes'))}",
                        kind="footnote",
                    )
                )
                return
            self.add(Para(text, tuple(markers), kind="dropcap"))
            return
        self.add(Para(text, tuple(markers)))

    # -- the key, per style ----------------------------------------------------------------
    def key_section(self) -> None:
        style = self.style.name
        if style == "keyedtable":
            self.table_key()
        elif style == "hexcrawl":
            self.hex_crawl()
        elif style == "dcc":
            self.dcc_key()
        else:
            self.plain_key()
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(wide_words()["locations"]), count)

    def plain_key(self) -> None:
        rng = self.rng
        key_style = rng.choice(self.style.key_styles)
        self.add(SectionHeading(rng.choice(("The Complex", "Keyed Locations", "Encounter Areas"))))
        if "sidebars" in self.switches and self.style.name == "newsletter":
            title, text = self.wpick("sidebars")
            self.add(Sidebar(escape(title), escape(text)))
        for number, name in enumerate(self.locations(rng.randint(6, 11)), start=1):
            n = str(number)
            if key_style == "zine":
                self.wide_area(n, f"{n} \u00b7", name)
            elif key_style == "named":
                self.wide_area(None, "", name, tail=rng.choice((":", " \u2014")))
            elif key_style == "area":
                self.wide_area(n, f"Area {n}:", name)
            elif key_style == "letter":
                self.wide_area(f"{self.letter}{n}", f"{self.letter}{n}.", name)
            else:
                tail = rng.choice((":", " \u2014")) if self.style.name == "newsletter" else ""
                self.wide_area(n, f"{n}.", name, tail=tail)

    def dcc_key(self) -> None:
        rng = self.rng
        names = self.locations(rng.randint(6, 11))
        split = rng.randint(3, len(names) - 2)
        for level, group in ((1, names[:split]), (2, names[split:])):
            self.add(
                SectionHeading(
                    f"Level {level}: {rng.choice(('The Upper Crypt', 'The Warrens', 'The Deep Halls'))}"
                )
            )
            for number, name in enumerate(group, start=1):
                key = f"{level}-{number}"
                dash = rng.choice(("\u2013", "\u2014", "-"))
                self.wide_area(key, f"Area {key} {dash}", name, tail=":")

    def hex_crawl(self) -> None:
        rng = self.rng
        self.add(SectionHeading(rng.choice(("The Wilderness", "Hex Descriptions", "Gazetteer"))))
        terrains = rng.sample(list(wide_words()["terrains"]), 4)
        self.add(
            Table(
                "Travel (miles per day)",
                ("Terrain", "Miles"),
                tuple((t.title(), str(rng.choice((6, 8, 12, 18, 24)))) for t in terrains),
            )
        )
        cells = sorted(
            rng.sample([(c, r) for c in range(1, 16) for r in range(1, 16)], rng.randint(7, 12))
        )
        names = rng.sample(list(wide_words()["hex_names"]), len(cells))
        for (col, row), name in zip(cells, names, strict=True):
            key = f"{col:02d}{row:02d}"
            marker = self.marker("area")
            sentences, trailing, truth, markers = self.wide_body(marker)
            terrain = self.wpick("terrains")
            sentences.insert(0, self.wpick("hex_features"))
            del sentences[1]  # a hex has no room opening
            self.record_area(marker, key, name, truth)
            text = self.prose(" ".join(sentences))
            if rng.random() < 0.5:
                lead = escape(f"{key} {name}") + f"</b> <i>({terrain})</i><b>"
                self.add(Para(text, (marker, *markers), lead=lead))
            else:
                self.add(AreaHeading(marker, key, name, hang=key))
                self.add(Para(f"<i>{terrain.capitalize()}.</i> {text}", tuple(markers)))
            self.add_blocks(trailing)

    def table_key(self) -> None:
        rng = self.rng
        names = self.locations(rng.randint(7, 12))
        self.add(SectionHeading(rng.choice(("Key to the Map", "Room Key", "Locations"))))
        self.add(
            Para(
                escape(
                    "Each row below is one numbered room on the map. Creatures listed are present when the party arrives."
                )
            )
        )
        groups = [names] if len(names) < 9 else [names[: len(names) // 2], names[len(names) // 2 :]]
        number = 0
        for index, group in enumerate(groups):
            if index:
                self.add(SectionHeading(rng.choice(("Lower Level", "The Cellars")), level=2))
            rows = []
            for name in group:
                number += 1
                marker = self.marker("area")
                sentences, _, truth, markers = self.wide_body(marker, inline_always=True)
                self.record_area(marker, str(number), name, truth)
                short = [s for s in sentences if s not in wide_words()["exits"]]
                rows.append(
                    KeyRow(
                        marker,
                        str(number),
                        escape(name),
                        self.prose(" ".join(short)),
                        tuple(markers),
                    )
                )
            header = rng.choice(
                (("#", "Location", "Contents"), ("Key", "Room", "Creatures and contents"))
            )
            self.add(KeyTable(header, tuple(rows)))

    def back_matter(self) -> None:
        if self.appendix and "5e-2024m" in self.style.families:
            self.add(SectionHeading("Appendix: Creatures"))
            for kind in self.appendix:
                self.add(self.modern_block(st.roll_numbers(self.rng, kind, 1)))
            self.appendix = []
        super().back_matter()
