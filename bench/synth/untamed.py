"""Content of the untamed styles: scan, one-page contest sheet, S&W / C&C, word keys,
InDesign-scrambled columns, PF2-like blocks.

A fifth set, added after the classic, wide, wild and feral sets had all been tuned on, by
someone who had not read the detectors: real kinds of modules (Swords & Wizardry and Castles
& Crusades grammars, keys spelled in words or brackets, Pathfinder 2e-like blocks, one-page
dungeon contest sheets) and real PDF production artefacts (an OCR'd scan with an invisible
text layer, text frames drawn as form XObjects out of reading order; see ``untamed_render``).
Prose comes from ``data/words_untamed.yaml``; truth is recorded as things are written.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import yaml

from . import statlines as st
from . import statlines_untamed as su
from .blocks import (
    AreaHeading,
    Block,
    Block5e,
    NumberedList,
    Para,
    ReadAloud,
    SectionHeading,
    Sidebar,
    Table,
    Title,
)
from .feral import (
    RANGES,
    Amount,
    FeralAssembler,
    FeralText,
    activity_fields,
    form_fields,
)
from .words import Kind, article, count_words

UNTAMED_DATA = Path(__file__).resolve().parent / "data" / "words_untamed.yaml"
NUMBER_NAMES = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
]
CIRCLED = "\u2460\u2461\u2462\u2463\u2464\u2465\u2466\u2467\u2468\u2469\u246a\u246b"
# How a wordkeys module spells its keys: (label form, sub-area form); {n} digits, {w} a word.
WORD_KEY_FORMS = (
    ("Area {w}:", "{n}{s}."),
    ("Room {w} \u2013", "{n}.{i}"),
    ("[{n}]", "[{n}{s}]"),
    ("#{n} \u2014", "{n}{s}."),
    ("{n})", "{n}.{i}"),
)


@functools.cache
def untamed_words() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(UNTAMED_DATA.read_text(encoding="utf-8"))
    return data


class UntamedAssembler(FeralAssembler):
    """The feral writer's area parts, with the untamed styles' words, keys and stat grammars."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.family = self.rng.choice(self.style.families)  # one grammar per module (S&W or C&C)

    @property
    def outdoors(self) -> bool:
        return False

    def fpick(self, name: str) -> Any:
        return self.rng.choice(untamed_words()[name])

    def locations(self, count: int) -> list[str]:
        return self.rng.sample(list(untamed_words()["locations"]), count)

    def ocr(self, text: str) -> str:
        """A scan's OCR slips in prose: misread words, a stray mark (never in names or numbers)."""
        if self.style.name != "scan":
            return text
        slips, rng = untamed_words()["ocr_slips"], self.rng
        words = [slips.get(w.lower(), w) if rng.random() < 0.6 else w for w in text.split(" ")]
        if len(words) > 4 and rng.random() < 0.4:
            at = rng.randrange(1, len(words) - 1)
            words[at] = words[at] + rng.choice((" .", "\u2019", " ,"))
        return " ".join(words)

    # -- front matter ------------------------------------------------------------------------
    def front_matter(self) -> None:
        rng, words = self.rng, untamed_words()
        title = f"{self.pick('titles_first')} {self.pick('titles_second')}"
        self.add(
            Title(
                title,
                f"A dungeon for levels {rng.randint(1, 3)}\u2013{rng.randint(4, 6)}",
                f"by {self.pick('authors')}",
            )
        )
        facts = rng.sample(list(words["facts"]), 4)
        if self.style.name == "opd":
            self.add(Para(self.prose(" ".join(facts[:2]))))
            if "wandering_table" in self.switches:
                self.wandering()
            return
        self.add(SectionHeading(rng.choice(("Background", "For the Referee", "Introduction"))))
        self.add(Para(self.prose(self.ocr(" ".join(facts[:3])))))
        if "numbered_lists" in self.switches:
            self.add(NumberedList(tuple(escape(f) for f in facts)))
        if "sidebars" in self.switches:
            self.add(
                Sidebar("Running the Mill", escape(self.fpick("rumours") + " Or so they say."))
            )
        if "rumour_table" in self.switches:
            rumours = rng.sample(list(words["rumours"]), 6)
            rows = tuple((str(i + 1), escape(r)) for i, r in enumerate(rumours))
            self.add(Table("Rumours Heard in the Village (d6)", ("d6", "Rumour"), rows))
        if "wandering_table" in self.switches:
            self.wandering()

    def wandering(self) -> None:
        self.roll_wandering(6, ("Wandering Monsters (1 in 6 per turn)", "Random Encounters (d6)"))

    def roll_wandering(self, rolls: int, headings: tuple[str, ...]) -> None:
        """A d``rolls`` table of wandering creatures under one of ``headings``."""
        rng, rows = self.rng, []
        for roll in range(1, rolls + 1):
            kind = rng.choice(self.words.creatures)
            text = self.fpick("wandering_forms").format(
                dice=rng.choice(RANGES),
                plural=kind.plural,
                name=kind.name,
                A=article(kind.name).capitalize(),
                area=rng.randint(2, 7),
            )
            rows.append((str(roll), escape(text)))
        heading = rng.choice(headings)
        self.add(Table(heading, (f"d{rolls}", "Encounter"), tuple(rows)))

    # -- area parts --------------------------------------------------------------------------
    def untamed_sentence(self, kind: Kind, amount: Amount, stats: str, bold: bool) -> str:
        rng, words = self.rng, untamed_words()
        number = str(amount.count) if rng.random() < 0.45 else count_words(amount.count or 0)
        text = rng.choice(words[amount.forms]).format(
            **form_fields(kind, amount, number, bold, stats),
            feature=self.fpick("features"),
            **activity_fields(rng, words, amount),
        )
        return self.fprose(text)

    def untamed_stats(self, kind: Kind, amount: Amount) -> tuple[str, list[str], list[Block]]:
        """The style's stat text for one group: (text after the name, its markers, blocks after)."""
        rng, count = self.rng, amount.stat_count
        if self.family in ("bx", "ose"):
            return "", [], self.stat_blocks_for(kind, count)
        numbers = st.roll_numbers(rng, kind, count)
        if self.family == "sw":
            if rng.random() < 0.15:
                return "", [], []
            line, entry = su.sw_line(rng, numbers, amount.count)
            return "", [], [Para(line, (self.record(entry),), kind="stat")]
        if self.family == "cc":
            saves, intel = self.fpick("cc_saves"), self.fpick("cc_int")
            saves = {"P": "physical", "M": "mental"}.get(saves, "physical and mental")
            if rng.random() < 0.6:
                text, entry = su.cc_vital(rng, numbers, saves, intel)
                return f" {text}", [self.record(entry)], []
            line, entry = su.cc_caps(rng, numbers, saves[0].upper(), intel)
            return "", [], [Para(line, (self.record(entry),), kind="stat")]
        if self.family == "pf2":
            if kind.name in self.blocks_printed:
                return "", [], []
            self.blocks_printed.add(kind.name)
            numbers = st.roll_numbers(rng, kind, 1)
            lines, entry = su.pf2_block(
                rng, numbers, self.fpick("pf2_traits"), self.fpick("pf2_abilities")
            )
            return (
                "",
                [],
                [Block5e(self.record(entry), tuple(lines), cross_column=rng.random() < 0.3)],
            )
        return "", [], []  # opd: the terse key writes its own parenthesis

    def untamed_decoy(self, present: Any, marker: str) -> str:
        """A decoy sentence naming a creature not in the area (recorded as such in the truth):
        the untamed and rogue sets' one form, drawn after the caller's 0.6 chance."""
        rng = self.rng
        decoy = rng.choice([k for k in self.words.creatures if k not in present])
        self.module.decoys.append((marker, decoy.name))
        return str(
            self.fpick("decoys").format(
                a=article(decoy.name),
                name=decoy.name,
                plural=decoy.plural,
                PLURAL=decoy.plural.upper(),
                dice=rng.choice(RANGES),
            )
        )

    def untamed_body(self, marker: str, *, bold: bool = False) -> FeralText:
        rng = self.rng
        opening = self.fpick("openings").format(feature=self.fpick("features"))
        text = FeralText([self.ocr(opening)])
        if rng.random() < 0.5:
            text.scene.append(self.ocr(self.fpick("senses")))
        present = rng.sample(self.roster, rng.choice((0, 1, 1, 2, 2)))
        for kind in present:
            amount = self.amount()
            text.creatures.append({"name": kind.name, "count": amount.count})
            stats, markers, blocks = self.untamed_stats(kind, amount)
            text.groups.append((self.untamed_sentence(kind, amount, stats, bold), markers))
            text.trailing += blocks
        if rng.random() < 0.25:
            hazard = self.fpick("hazards")
            text.hazard, text.hazards = f"Beware {hazard}.", [hazard]
        if "decoys" in self.switches and rng.random() < 0.6:
            text.decoy = self.untamed_decoy(present, marker)
        if rng.random() < 0.4:
            text.treasure = f"{self.fpick('treasure').capitalize()}."
        text.exit = self.ocr(self.fpick("exits"))
        return text

    def begin_area(self, key: str | None, name: str, **kwargs: Any) -> tuple[str, FeralText]:
        marker = self.marker("area")
        text = self.untamed_body(marker, **kwargs)
        self.record_area(marker, key, name, {"creatures": text.creatures, "hazards": text.hazards})
        return marker, text

    # -- the key, per style ------------------------------------------------------------------
    def key_section(self) -> None:
        writer = {
            "scan": self.plain_key,
            "scrambled": self.plain_key,
            "swcc": self.plain_key,
            "wordkeys": self.wordkeys_key,
            "pf2": self.pf2_key,
            "opd": self.opd_key,
        }[self.style.name]
        writer()
        self.module.map_labels = tuple(str(a["key"]) for a in self.module.areas if a["key"])

    def plain_key(self) -> None:
        """'3.' / 'Area 3:' headings (or run-in leads), prose, read-aloud, the stat lines after."""
        rng = self.rng
        self.add(SectionHeading(rng.choice(("The Dungeon", "Key to the Mill", "Encounter Areas"))))
        label_form = (
            "Area {n}:" if self.style.name == "scrambled" and rng.random() < 0.5 else "{n}."
        )
        runin = self.style.name == "scan" and rng.random() < 0.4
        for number, name in enumerate(self.locations(rng.randint(6, 11)), start=1):
            marker, text = self.begin_area(str(number), name)
            label = label_form.format(n=number)
            if runin:
                body = self.body_markup(text)
                self.add(Para(body, (marker, *text.markers), lead=escape(f"{label} {name}.")))
            else:
                self.add(AreaHeading(marker, label, name))
                if self.style.read_aloud != "none" and rng.random() < 0.5:
                    self.add(ReadAloud(escape(f"{self.fpick('senses')} {self.fpick('exits')}")))
                self.add(Para(self.body_markup(text), tuple(text.markers)))
            self.add_blocks(text.trailing)

    def wordkeys_key(self) -> None:
        """Keys in words or brackets, sub-areas as run-in leads, sections that are not areas."""
        rng = self.rng
        label_form, sub_form = rng.choice(WORD_KEY_FORMS)
        sections = rng.sample(list(untamed_words()["sections"]), 2)
        names = self.locations(rng.randint(7, 12))
        cut = len(names) // 2
        for number, name in enumerate(names, start=1):
            if number in (1, cut + 1):
                self.add(SectionHeading(sections[0 if number == 1 else 1]))
            marker, text = self.begin_area(str(number), name, bold=True)
            label = label_form.format(n=number, w=NUMBER_NAMES[number])
            self.add(AreaHeading(marker, label, name))
            self.add(Para(self.body_markup(text), tuple(text.markers)))
            self.add_blocks(text.trailing)
            if rng.random() < 0.3:
                for index in range(1, rng.choice((2, 3))):
                    printed = sub_form.format(n=number, s="abc"[index - 1], i=index)
                    used = {str(a["name"]) for a in self.module.areas} | set(names)
                    free = [n for n in untamed_words()["locations"] if n not in used]
                    sub_name = rng.choice(free)  # no two areas of a module share a name
                    sub_marker, sub = self.begin_area(printed.strip("[]."), sub_name, bold=True)
                    lead = escape(f"{printed} {sub_name}.")
                    self.add(Para(self.body_markup(sub), (sub_marker, *sub.markers), lead=lead))
                    self.add_blocks(sub.trailing)

    def pf2_key(self) -> None:
        rng = self.rng
        parts = rng.sample(list(untamed_words()["sections"]), 2)
        for index, part in enumerate(parts):
            letter = "AB"[index]
            self.add(SectionHeading(f"Part {index + 1}: {part}"))
            for number, name in enumerate(self.locations(rng.randint(3, 6)), start=1):
                key = f"{letter}{number}"
                marker, text = self.begin_area(key, name)
                self.add(AreaHeading(marker, f"{key}.", name))
                if rng.random() < 0.6:
                    self.add(ReadAloud(escape(f"{self.fpick('senses')} {self.fpick('exits')}")))
                self.add(Para(self.body_markup(text), tuple(text.markers)))
                self.add_blocks(text.trailing)

    def opd_key(self) -> None:
        """One box per room: a circled (or bold) number, the name, terse text and stats."""
        rng = self.rng
        circled = self.module.seed % 2 == 0
        for number, name in enumerate(self.locations(rng.randint(6, 8)), start=1):
            marker = self.marker("area")
            parts, markers, creatures = [escape(self.fpick("opd_terse"))], [], []
            for kind in rng.sample(self.roster, rng.choice((0, 1, 1, 2))):
                amount = self.amount()
                creatures.append({"name": kind.name, "count": amount.count})
                who = self.opd_who(kind, amount)
                if rng.random() < 0.8:
                    numbers = st.roll_numbers(rng, kind, amount.stat_count)
                    who, entry = su.opd_fragment(numbers, who)
                    markers.append(self.record(entry))
                parts.append(f"{escape(who)}.")
            if rng.random() < 0.4:
                parts.append(escape(f"{self.fpick('treasure').capitalize()}."))
            self.record_area(marker, str(number), name, {"creatures": creatures, "hazards": []})
            key = CIRCLED[number - 1] if circled else f"{number}"
            self.add(Para(" ".join(parts), (marker, *markers), lead=escape(f"{key} {name}")))
        self.add(Para(escape(self.fpick("opd_notes")), kind="note"))

    def opd_who(self, kind: Kind, amount: Amount) -> str:
        """'Ogre', '3 skeletons', 'two skeletons', '2d4 skeletons', 'some skeletons'."""
        if amount.count == 1:
            return f"{article(kind.name).capitalize()} {kind.name}"
        if amount.count is None:
            return (
                f"{amount.dice} {kind.plural}"
                if amount.forms == "range_lines"
                else f"Some {kind.plural}"
            )
        number = str(amount.count) if self.rng.random() < 0.6 else count_words(amount.count)
        return f"{number.capitalize()} {kind.plural}"

    def back_matter(self) -> None:
        if self.style.name != "opd":
            super().back_matter()
