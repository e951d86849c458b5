"""The strider styles' keys: a heading, maybe read-aloud text, the room's paragraph and its
stat text, as a word-processor user writes them. How each is set (outline numbering,
tables, frames, sections, footnotes) is ``strider_odt``'s; here is what is printed and what
the truth records."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from .blocks import AreaHeading, Flow, Para, RosterTable, SectionHeading, Sidebar
from .outland_keys import read_aloud, stat_lines
from .voyager_keys import stat_text

if TYPE_CHECKING:
    from .strider import StriderAssembler

# typed heading forms (the ``listnum`` style's keys are written by the outline numbering)
FORMS = {
    "celled": ("Area {n}:", "{n}.", "{n}"),
    "rostered": ("{n}.", "{n})", "Room {n}.", "B{n}.", "{n}A."),
    "sectioned": ("{n}.", "Area {n}.", "{n}", ""),
    "framed": ("{n}.", "Area {n}:", "{n}"),
    "footed": ("{n}.", "{n})", "Room {n}:"),
}
# the outline numbering's forms: level-2 numbers ("3."), "3)" or chapter.area ("2.4")
OUTLINE_FORMS = ("n.", "n)", "c.n")
READ_ALOUD = {"listnum": 0.25, "celled": 0.35, "framed": 0.5, "sectioned": 0.2, "footed": 0.2}


def chapters(writer: StriderAssembler) -> int:
    """How many Heading 1 chapters the document holds so far (the outline counts them)."""
    return sum(1 for b in writer.module.blocks if isinstance(b, SectionHeading) and b.level == 1)


def printed_key(form: str, number: int) -> str | None:
    """The truth's key of a typed heading: as printed, without "Area"/"Room" and the
    punctuation; a heading of the name alone (``form`` empty) has none."""
    if not form:
        return None
    text = form.format(n=number)
    for word in ("Area ", "Room "):
        text = text.replace(word, "")
    return text.rstrip(".:)").strip()


def split_line(line: str) -> tuple[str, str]:
    """A stat line's name (its bold lead) and the rest, for a table row."""
    if line.startswith("<b>") and "</b>" in line:
        name, rest = line[3:].split("</b>", 1)
        return f"<b>{name.rstrip(':').strip()}</b>", rest.lstrip(" :")
    head, _, rest = line.partition(":")
    return head, rest.strip()


def roster(writer: StriderAssembler, groups: list[Any]) -> None:
    """The room's stat lines as a bordered table, one row a monster kind."""
    lines = stat_lines(writer, groups)
    if not lines:
        return
    rows = tuple(split_line(line) for line, _ in lines)
    header = writer.rng.choice((("Monster", "Statistics"), ("Creature", "Stats"), ("", "")))
    writer.add(RosterTable(header, rows, tuple(m for _, m in lines), zebra=False))


def stats(writer: StriderAssembler, groups: list[Any]) -> None:
    if writer.style.name == "rostered":
        roster(writer, groups)
    else:
        stat_text(writer, groups)


def footnote(writer: StriderAssembler) -> None:
    """A referee's footnote on the paragraph before (``footed``)."""
    if writer.style.name == "footed" and writer.rng.random() < 0.35:
        writer.add(Para(escape(writer.fpick("callouts")), kind="footnote"))


def plain_key(writer: StriderAssembler) -> None:
    """Chapter heading, then each room: heading, read-aloud (some styles), paragraph, stats;
    the section of columns, column breaks and sidebars where the style has them."""
    rng, style = writer.rng, writer.style.name
    names = writer.locations(rng.randint(7, 12))
    if style == "footed":
        writer.add(Flow("page"))
    writer.add(SectionHeading(writer.fpick("key_titles")))
    outline = rng.choice(OUTLINE_FORMS) if style == "listnum" else ""
    form = rng.choice(FORMS.get(style, ("{n}.",)))
    keys = [(outline == "c.n" and f"{chapters(writer)}.{n}") or str(n) for n in range(1, 13)]
    if style == "footed" and rng.random() < 0.7:
        listed = [printed_key(form, n) or "" for n in range(1, len(names) + 1)]
        writer.key_list(list(zip(listed, names, strict=True)))
    if style == "sectioned":
        writer.add(Flow("columns", rng.choice((2, 2, 3))))
    breaks = set(rng.sample(range(2, len(names) + 1), 2)) if style == "sectioned" else set()
    for number, name in enumerate(names, start=1):
        if number in breaks:
            writer.add(Flow("column"))
        if style == "framed" and number == len(names) // 2 and rng.random() < 0.6:
            writer.add(Sidebar(writer.callout_title(), escape(writer.fpick("callouts"))))
        key = keys[number - 1] if outline else printed_key(form, number)
        marker, text, groups = writer.begin_set_area(key, name)
        inlined = writer.take_inlined()
        label = "" if outline else form.format(n=number)
        writer.add(AreaHeading(marker, label, name, hang=outline or style))
        read_aloud(writer, READ_ALOUD.get(style, 0.0))
        writer.add(Para(writer.body_markup(text), tuple(m for _, m in inlined)))
        footnote(writer)
        done = {k for k, _ in inlined}
        stats(writer, [g for g in groups if g[0].name not in done])
    if style == "sectioned":
        writer.add(Flow("columns", 1))


WRITERS = {
    style: plain_key for style in ("listnum", "celled", "rostered", "sectioned", "framed", "footed")
}
