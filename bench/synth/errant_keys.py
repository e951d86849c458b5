"""The errant styles' keys, one writer per style. Each writer records every area as it prints
it (``begin_set_area``) and each stat text with the truth its grammar implies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from . import statlines as st
from . import statlines_errant as se
from .blocks import AreaHeading, Block5e, BrewBox, Para, ReadAloud, RosterTable, SectionHeading
from .feral import Amount
from .stray_keys import who
from .words import Kind, count_words

if TYPE_CHECKING:
    from collections.abc import Callable

    from .errant import ErrantAssembler

AGE_FILL, AGE_RULE = "#f2ece0", "#7a1f1f"  # a 13th-Age-like block: cream box, oxblood bars


def read_aloud(writer: ErrantAssembler, chance: float) -> None:
    if writer.rng.random() < chance:
        writer.add(ReadAloud(escape(f"{writer.fpick('senses')} {writer.fpick('exits')}")))


def becmi_key(writer: ErrantAssembler) -> None:
    """Levels 'A', 'B' of a Gazetteer-era module, keys 'A-12' printed 'Room A-12:' or
    'A-12.', creature sentences, then one semicolon line with THAC0 per group."""
    rng = writer.rng
    form = rng.choice(("Room {key}:", "{key}."))
    levels = rng.sample(list(se_words()["levels"]), rng.choice((1, 2)))
    names = iter(writer.locations(20))
    for letter, level in zip("AB", levels, strict=False):
        writer.add(SectionHeading(f"Level {letter}: {level}"))
        for number in range(1, rng.randint(5, 7) + 1):
            key = f"{letter}-{number}"
            name = next(names)
            marker, text, groups = writer.begin_set_area(key, name)
            writer.add(AreaHeading(marker, form.format(key=key), name))
            writer.add(Para(writer.body_markup(text)))
            for kind, amount in groups:
                if rng.random() < 0.1:
                    continue
                numbers = st.roll_numbers(rng, kind, amount.stat_count)
                rest, entry = se.becmi_line(rng, numbers)
                line = f"<b>{escape(becmi_group(kind, amount))}:</b> {escape(rest)}"
                writer.add(Para(line, (writer.record(entry),), kind="stat"))


def becmi_group(kind: Kind, amount: Amount) -> str:
    """'Goblin', 'Goblins (4)', 'Goblins (2d4)', 'Goblins': the name before a BECMI line."""
    if amount.count == 1:
        return st.title(kind.name)
    suffix = amount.count if amount.count is not None else amount.dice
    return f"{st.title(kind.plural)} ({suffix})" if suffix else st.title(kind.plural)


def wwn_key(writer: ErrantAssembler) -> None:
    """A WWN-like ruin: zero-padded keys '03 Name', a bold name and a bar-separated line per
    group after the paragraph."""
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(("Site Key", "The Ruin", "Areas of the Site"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        key = f"{number:02d}"
        marker, text, groups = writer.begin_set_area(key, name)
        writer.add(AreaHeading(marker, key, name))
        writer.add(Para(writer.body_markup(text)))
        for kind, _ in groups:
            if rng.random() < 0.1:
                continue
            numbers = st.roll_numbers(rng, kind, 1)
            rest, entry = se.wwn_line(rng, numbers, writer.fpick("wwn_skills"))
            line = f"<b>{escape(st.title(kind.name))}</b><br/>{escape(rest)}"
            writer.add(Para(line, (writer.record(entry),), kind="stat"))


def thirteenth_key(writer: ErrantAssembler) -> None:
    """A 13th-Age-like adventure: '\u00a7 7 \u2014 Name' headings, read-aloud text, the
    creatures in sentences, and each kind's boxed level / role block after its first area."""
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(("Locations", "Battles and Places", "The Descent"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 9)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name, bold=True)
        writer.add(AreaHeading(marker, f"\u00a7 {number} \u2014", name))
        read_aloud(writer, 0.5)
        writer.add(Para(writer.body_markup(text)))
        for kind, _ in groups:
            if kind.name in writer.blocks_printed:
                continue
            writer.blocks_printed.add(kind.name)
            numbers = st.roll_numbers(rng, kind, 1)
            lines, entry = se.thirteenth_block(
                rng,
                numbers,
                writer.fpick("age_roles"),
                writer.fpick("age_types"),
                writer.fpick("age_attacks"),
                writer.fpick("age_triggers"),
            )
            block = Block5e(writer.record(entry), tuple(lines))
            writer.add(BrewBox(block, AGE_FILL, AGE_RULE))


def mork_key(writer: ErrantAssembler) -> None:
    """A Mork-Borg / Black-Hack-like zine: '4 // NAME' shouted keys, a mood line in capitals
    (not an area), a stat line per group (one grammar a module)."""
    rng = writer.rng
    black_hack = rng.random() < 0.5
    writer.add(SectionHeading(rng.choice(("THE PIT", "DESCENT", "ROOMS OF ROT"))))
    for number, name in enumerate(writer.locations(rng.randint(7, 11)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name.upper())
        writer.add(AreaHeading(marker, f"{number} //", name.upper()))
        if rng.random() < 0.3:
            writer.add(Para(escape(writer.fpick("moods")), kind="note"))
        writer.add(Para(writer.body_markup(text)))
        for kind, _ in groups:
            numbers = st.roll_numbers(rng, kind, 1)
            label, rest, entry = se.mork_line(
                rng, numbers, black_hack, writer.fpick("mork_specials")
            )
            writer.add(Para(f"<b>{escape(label)}</b> {rest}", (writer.record(entry),), kind="stat"))


def judges_group(amount: Amount, kind: Kind) -> str:
    """'ORCS (3)', 'ORC', 'ORCS (2-8)', 'ORCS (many)': the capitals a terse key prints."""
    if amount.count == 1:
        return kind.name.upper()
    if amount.count is not None:
        return f"{kind.plural.upper()} ({amount.count})"
    if amount.forms == "range_lines":
        return f"{kind.plural.upper()} ({amount.dice})"
    return f"{kind.plural.upper()} (many)"


def judges_key(writer: ErrantAssembler) -> None:
    """A terse Judges-Guild-like key: run-in 'Rm 12 NAME:' leads, one dense paragraph an
    area, the creatures named only by their stat runs ('ORCS (3) HD1 HTK5,4,2 AC6 ...')."""
    rng = writer.rng
    start = rng.choice((1, 1, 10))
    writer.add(SectionHeading(rng.choice(("ROOM KEY", "Referee's Key", "KEY TO THE RUINS"))))
    for number, name in enumerate(writer.locations(rng.randint(8, 12)), start=start):
        marker, text, groups = writer.begin_set_area(str(number), name.upper(), sentences=False)
        runs, markers = [], []
        for kind, amount in groups:
            numbers = st.roll_numbers(rng, kind, amount.stat_count)
            run, entry = se.judges_run(
                rng, numbers, judges_group(amount, kind), writer.fpick("judges_treasure")
            )
            runs.append(escape(run) + ".")
            markers.append(writer.record(entry))
        scene = writer.prose(" ".join(text.scene))
        tail = [text.hazard, text.decoy, text.treasure, text.exit]
        body = " ".join([scene, *runs, *(writer.prose(p) for p in tail if p)])
        lead = escape(f"Rm {number} {name.upper()}:")
        writer.add(Para(body, (marker, *markers), lead=lead))


def statpair_key(writer: ErrantAssembler) -> None:
    """Areas '7.' with the creatures in sentences and a two-column Monster | Stats table a
    area, the Monster cell 'Goblin \u00d74' / 'Goblins (2d4)', the Stats cell 5e-like."""
    rng = writer.rng
    writer.add(SectionHeading(rng.choice(("Keyed Areas", "The Lower Halls"))))
    for number, name in enumerate(writer.locations(rng.randint(6, 10)), start=1):
        marker, text, groups = writer.begin_set_area(str(number), name)
        writer.add(AreaHeading(marker, f"{number}.", name))
        writer.add(Para(writer.body_markup(text)))
        cells, markers = [], []
        for kind, amount in groups:
            numbers = st.roll_numbers(rng, kind, 1)
            stats, entry = se.statpair_cell(rng, numbers)
            cells.append((escape(statpair_who(kind, amount, rng.random() < 0.5)), escape(stats)))
            markers.append(writer.record(entry))
        if cells:
            writer.add(
                RosterTable(
                    ("Monster", "Stats"), tuple(cells), tuple(markers), zebra=rng.random() < 0.5
                )
            )


def statpair_who(kind: Kind, amount: Amount, times: bool) -> str:
    if amount.count is not None and amount.count > 1 and times:
        return f"{st.title(kind.name)} \u00d7{amount.count}"
    if amount.count is not None and amount.count > 1:
        return f"{count_words(amount.count).capitalize()} {kind.plural}"
    return who(kind, amount)


def se_words() -> dict[str, Any]:
    from .errant import errant_words

    return errant_words()


WRITERS: dict[str, Callable[[ErrantAssembler], None]] = {
    "becmi": becmi_key,
    "wwn": wwn_key,
    "thirteenth": thirteenth_key,
    "mork": mork_key,
    "judges": judges_key,
    "statpair": statpair_key,
}
