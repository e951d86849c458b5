"""The roamer styles' keys. One writer for all six: a section heading, then each room as the
style's page prints it (a heading of the module's form, or a key running on in its paragraph),
read-aloud text, the room's paragraph and the stat text of the style's kind: a framed 5e block
the first time a kind appears (``brewery``), bullets under an opened toggle (``notion``), a
stat line or a parenthesis in the prose (``blogpost``), a code span (``pandoc``), lines at a
card's foot (``cardgrid``), an infobox floated beside the section (``wikiprint``). The blocks
are the ordinary ones; ``roamer_html`` gives each its browser look."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from . import statlines as st
from .blocks import AreaHeading, Block, Block5e, Bullet, Para, ReadAloud, SectionHeading, StatTable
from .feral import Amount
from .outland_keys import stat_line
from .statlines_rogue import MARKLESS_OLD_SCHOOL
from .words import Kind

if TYPE_CHECKING:
    from .roamer import RoamerAssembler

# each style's heading forms (one a module): (label form, truth key form)
FORMS = {
    "brewery": (("{n}.", "{n}"), ("Area {n}:", "{n}"), ("A{n}.", "A{n}")),
    "notion": (("{n}.", "{n}"), ("Room {n} \u2014", "{n}"), ("{n})", "{n}")),
    "blogpost": (("{n}.", "{n}"), ("#{n}", "{n}"), ("Room {n}:", "{n}")),
    "pandoc": (("{n}.", "{n}"), ("{n}", "{n}"), ("\u00a7{n}", "{n}")),
    "cardgrid": (("{n}", "{n}"), ("R{n}", "R{n}"), ("{n}", "{n}")),
    "wikiprint": (("{s}.{n}", "{s}.{n}"),),  # {s}: the key's section number
}
READ_ALOUD = {"brewery": 0.45, "notion": 0.25, "pandoc": 0.35, "blogpost": 0.2}
RUN_ON = {"brewery": 0.3, "pandoc": 0.25, "blogpost": 0.3}  # share of keys run on, when chosen
INLINE = {"brewery": 0.3, "blogpost": 0.45, "wikiprint": 0.5, "notion": 0.15}


def one_line(writer: RoamerAssembler, kind: Kind, amount: Amount) -> tuple[str, str]:
    """A stat line in the module's family: the older one-liners, or for the 5e families the
    short 'AC 13, HP 11 (2d8 + 2); CR 1/2' form after the name."""
    if not writer.family.startswith("5e"):
        return stat_line(writer, kind, amount)
    text, marker = inline_stats(writer, kind, amount)
    return f"<b>{st.title(kind.name)}:</b> {text[1:-1]}", marker


def inline_stats(writer: RoamerAssembler, kind: Kind, amount: Amount) -> tuple[str, str]:
    """A parenthesis of the module's family, with its truth entry."""
    family = writer.family
    numbers = st.roll_numbers(writer.rng, kind, amount.stat_count)
    entry = st.truth_entry(family, st.title(kind.name), numbers, full=False, count=1)
    entry.update(st.inline_truth_hp(family, numbers))
    return f"({st.inline_stats(writer.rng, family, numbers)})", writer.record(entry)


def with_paren(sentence: str, kind: Kind, paren: str) -> str:
    """The sentence with the parenthesis after the creature's name (or before its stop)."""
    for word in (kind.plural, kind.name):  # the prose may carry soft hyphens inside it
        spelt = "\u00ad?".join(re.escape(letter) for letter in word)
        found = re.search(rf"\b{spelt}\b(</b>)?", sentence, flags=re.IGNORECASE)
        if found:
            return f"{sentence[: found.end()]} {paren}{sentence[found.end() :]}"
    return f"{sentence.rstrip('.')} {paren}."


def infobox(writer: RoamerAssembler, kind: Kind, amount: Amount) -> StatTable:
    """A wiki infobox: the kind's name over label | value rows."""
    family = writer.family
    numbers = st.roll_numbers(writer.rng, kind, 1)
    entry = st.truth_entry(family, st.title(kind.name), numbers, full=False, count=1)
    if family.startswith("5e"):
        rows = [
            ("Armor Class", str(numbers.ac_asc)),
            ("Hit Points", f"{numbers.hp_5e} ({numbers.hit_dice_5e})"),
            ("Challenge", f"{numbers.cr} ({numbers.xp} XP)"),
        ]
    else:
        rows = [
            ("Armour Class", str(numbers.ac_desc)),
            ("Hit Dice", numbers.hd_text),
            ("Hit points", str(numbers.hp_each[0])),
            ("Attacks", f"1 \u00d7 {numbers.attack} ({numbers.dice})"),
            ("Morale", str(writer.rng.randint(6, 11))),
        ]
        # the rows (descending AC, hit dice, hit points, attacks, morale) single out no
        # old-school family: an AD&D infobox reads as a B/X one and the other way round
        entry["styles"] = list(MARKLESS_OLD_SCHOOL)
    rows.append(("Number here", str(amount.count) if amount.count else amount.dice or "some"))
    return StatTable(writer.record(entry), st.title(kind.name), tuple(rows))


def full_block(writer: RoamerAssembler, kind: Kind) -> Block5e:
    numbers = st.roll_numbers(writer.rng, kind, 1)
    marker = writer.record_block(writer.family, kind, numbers, 1, full=True)
    return Block5e(marker, tuple(st.block_5e(writer.rng, writer.family, numbers)))


def stat_blocks(writer: RoamerAssembler, groups: list[Any], inline: set[int]) -> list[Block]:
    """The stat text printed after the room's paragraph (the groups not set inline)."""
    style, out = writer.style.name, list[Block]()
    for index, (kind, amount) in enumerate(groups):
        if index in inline or writer.rng.random() < 0.08:
            continue  # set inline, or (now and then) printed nowhere
        if style == "brewery":
            if kind.name not in writer.blocks_printed:
                writer.blocks_printed.add(kind.name)
                out.append(full_block(writer, kind))
        elif style == "wikiprint":
            out.append(infobox(writer, kind, amount))
        else:
            line, marker = one_line(writer, kind, amount)
            if style == "notion":
                out.append(Bullet(line, (marker,)))
            elif style == "pandoc":
                code = f"<code>{re.sub(r'</?b>', '', line)}</code>"
                out.append(Para(code, (marker,), kind="stat"))
            else:
                out.append(Para(line, (marker,), kind="stat"))
    return out


def roamer_key(writer: RoamerAssembler) -> None:
    """Section heading, then each room: heading (or a run-on key), read-aloud, paragraph with
    any inline stats, the stat text."""
    rng, style = writer.rng, writer.style.name
    writer.add(SectionHeading(writer.fpick("key_titles")))
    section = sum(isinstance(b, SectionHeading) for b in writer.module.blocks)
    label_form, key_form = (f.replace("{s}", str(section)) for f in rng.choice(FORMS[style]))
    run_on = RUN_ON.get(style, 0.0) if rng.random() < 0.5 else 0.0
    for number, name in enumerate(writer.locations(rng.randint(7, 12)), start=1):
        key = key_form.format(n=number)
        marker, text, groups = writer.begin_set_area(key, name)
        label = label_form.format(n=number)
        inline = {i for i in range(len(groups)) if rng.random() < INLINE.get(style, 0.0)}
        markers = []
        for index in sorted(inline):
            paren, stat = inline_stats(writer, *groups[index])
            sentence, _ = text.groups[index]
            text.groups[index] = (with_paren(sentence, groups[index][0], paren), [stat])
            markers.append(stat)
        running_on = rng.random() < run_on
        if not running_on:
            writer.add(AreaHeading(marker, label, name))
        if not running_on and rng.random() < READ_ALOUD.get(style, 0.0):
            writer.add(ReadAloud(f"{writer.fpick('senses')} {writer.fpick('exits')}"))
        if running_on:
            writer.add(Para(writer.body_markup(text), (marker, *markers), f"{label} {name}."))
        else:
            writer.add(Para(writer.body_markup(text), tuple(markers)))
        for block in stat_blocks(writer, groups, inline):
            writer.add(block)


WRITERS = {style: roamer_key for style in FORMS}
