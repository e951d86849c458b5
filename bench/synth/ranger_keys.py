"""The ranger styles' keys: what each room prints and what the truth records. How each piece
is set (heading numbering, boxes, floats, table rows, cards, marginal notes) is
``ranger_typ``'s; the blocks are the older sets'."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from .blocks import AreaHeading, Flow, MarginNote, Para, RoomRow, RoomTable, SectionHeading, Sidebar
from .outland_keys import read_aloud, stat_lines
from .roamer_keys import one_line
from .strider_keys import chapters
from .voyager_keys import stat_text

if TYPE_CHECKING:
    from .ranger import RangerAssembler

# typed key forms (the treatise's keys are written by Typst's heading numbering)
FORMS = {
    "parchment": ("{n}.", "Area {n}:", "A{n}."),
    "folded": ("{n}.", "{n}", ""),
    "sidenotes": ("{n}.", "{n}", "A{n}", "B{n}."),
    "tabular": ("{n}", "{n}.", "A{n}", "B{n}"),
    "cardstock": ("{n}", "R{n}", "{n}."),
}
# the heading numbering's forms: chapter.area ("2.4") or the area's number alone ("4.")
NUMBERINGS = ("c.n", "n.")
READ_ALOUD = {"treatise": 0.25, "parchment": 0.45, "folded": 0.2, "sidenotes": 0.2}
HEADERS = (("Key", "Area", "Monsters"), ("#", "Room", "Encounter"), ("Area", "Description", ""))


def printed_key(form: str, number: int) -> str | None:
    """The truth's key of a typed label: as printed, without "Area" and the punctuation; a
    label of the name alone (``form`` empty) has none."""
    if not form:
        return None
    return form.format(n=number).replace("Area ", "").rstrip(".:").strip()


def footnote(writer: RangerAssembler) -> None:
    """A referee's footnote on the paragraph before (``treatise``)."""
    if writer.style.name == "treatise" and writer.rng.random() < 0.35:
        writer.add(Para(escape(writer.fpick("callouts")), kind="footnote"))


def short_lines(writer: RangerAssembler, groups: list[Any]) -> list[tuple[str, str]]:
    """One line a group in the module's family (5e: the short 'AC, HP; CR' form); now and
    then a group goes without."""
    return [one_line(writer, k, a) for k, a in groups if writer.rng.random() >= 0.1]  # type: ignore[arg-type]


def margin_note(writer: RangerAssembler, groups: list[Any], in_margin: bool) -> list[Any]:
    """``sidenotes``: a note beside the room's paragraph (written before it): the room's stat
    lines (``in_margin``) or now and then an aside; the stat lines left for under the room."""
    lines = stat_lines(writer, groups)
    if in_margin and lines:
        writer.add(MarginNote("<br/>".join(t for t, _ in lines), tuple(m for _, m in lines)))
        return []
    if writer.rng.random() < 0.3:
        writer.add(MarginNote(f"<i>{escape(writer.fpick('callouts'))}</i>"))
    return lines


def heading_key(writer: RangerAssembler) -> None:
    """Chapter heading, then each room: heading (numbered by Typst, or typed), read-aloud,
    paragraph (with its inline stats), footnote, stat text; a sidebar, a column break, a
    marginal note where the style has them."""
    rng, style = writer.rng, writer.style.name
    names = writer.locations(rng.randint(7, 12))
    writer.add(SectionHeading(writer.fpick("key_titles")))
    numbering = rng.choice(NUMBERINGS) if style == "treatise" else ""
    form = rng.choice(FORMS.get(style, ("{n}.",)))
    chapter = chapters(writer)
    in_margin = style == "sidenotes" and rng.random() < 0.6
    side_at = rng.randint(2, len(names) - 1) if rng.random() < 0.6 else 0
    breaks = set(rng.sample(range(3, len(names)), 1)) if style == "folded" else set()
    for number, name in enumerate(names, start=1):
        if number == side_at and style in ("parchment", "folded"):
            writer.add(Sidebar(writer.callout_title(), escape(writer.fpick("callouts"))))
        if number in breaks and rng.random() < 0.5:
            writer.add(Flow("column"))
        if numbering:
            key: str | None = f"{chapter}.{number}" if numbering == "c.n" else str(number)
        else:
            key = printed_key(form, number)
        marker, text, groups = writer.begin_set_area(key, name)
        inlined = writer.take_inlined()
        label = "" if numbering else form.format(n=number)
        writer.add(AreaHeading(marker, label, name, hang=numbering or style))
        read_aloud(writer, READ_ALOUD.get(style, 0.0))
        done = {k for k, _ in inlined}
        rest = [g for g in groups if g[0].name not in done]
        under = margin_note(writer, rest, in_margin) if style == "sidenotes" else []
        writer.add(Para(writer.body_markup(text), tuple(m for _, m in inlined)))
        footnote(writer)
        if style != "sidenotes":
            stat_text(writer, rest)
        for line, stat in under:
            writer.add(Para(line, (stat,), kind="stat"))


def row_key(writer: RangerAssembler) -> None:
    """The rooms as rows (``tabular``) or cards (``cardstock``): key, name and description,
    stat lines; the cards now and then on landscape pages."""
    rng, style = writer.rng, writer.style.name
    names = writer.locations(rng.randint(7, 12))
    writer.add(SectionHeading(writer.fpick("key_titles")))
    form = rng.choice(FORMS[style])
    turned = style == "cardstock" and rng.random() < 0.4
    rows = []
    for number, name in enumerate(names, start=1):
        marker, text, groups = writer.begin_set_area(printed_key(form, number), name)
        lines = short_lines(writer, groups)
        label = escape(form.format(n=number))
        rows.append(
            RoomRow(
                marker,
                label,
                f"<b>{escape(name)}</b> {writer.body_markup(text)}",
                "<br/>".join(t for t, _ in lines),
                tuple(m for _, m in lines),
            )
        )
    if turned:
        writer.add(Flow("landscape"))
    writer.add(RoomTable(rng.choice(HEADERS), tuple(rows)))
    if turned:
        writer.add(Flow("portrait"))


WRITERS = {
    "treatise": heading_key,
    "parchment": heading_key,
    "folded": heading_key,
    "sidenotes": heading_key,
    "tabular": row_key,
    "cardstock": row_key,
}
