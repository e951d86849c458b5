"""The wanderer styles' keys: a chapter heading, then each area's heading, maybe read-aloud
text, its paragraph, a referee's footnote (``scholia``) and its stat text of the style's kind:
full 5e blocks or one-liners (``manual``, ``booklet``), floated stat boxes (``sidebox``), a
roster table (``atlas``), one-liners (``scholia``, ``zine``). Some keys are typed in the
heading; others are written by a CSS counter (``hang`` holds the counter's form, the heading
holds the name only). How each is set is ``wanderer_html``'s."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from .blocks import AreaHeading, Flow, Para, SectionHeading
from .outland_keys import read_aloud, stat_lines
from .roamer_keys import infobox
from .strider_keys import chapters, printed_key, roster
from .voyager_keys import stat_text

if TYPE_CHECKING:
    from .wanderer import WandererAssembler

# each style's key forms: "{n}" the area's number, "{c}" its chapter's ("" = the name alone)
FORMS = {
    "manual": ("{n}.", "Area {n}:", "{c}.{n}", "{c}.{n}."),
    "scholia": ("{n}.", "{n}", "Room {n}.", ""),
    "booklet": ("{n}.", "B{n}.", "Area {n}:", "{n}"),
    "sidebox": ("{n}.", "Area {n}:", "{n})"),
    "atlas": ("{n}.", "{n}", "Area {n}."),
    "capszine": ("{n}.", "{n}", "B{n}", ""),
}
# how often a module's keys are written by a CSS counter rather than typed
COUNTED = {"manual": 1.0, "booklet": 0.6, "capszine": 0.4, "sidebox": 0.3, "atlas": 0.3}
READ_ALOUD = {"manual": 0.3, "booklet": 0.35, "sidebox": 0.2, "atlas": 0.15, "scholia": 0.15}
COUNTER = "counter:"  # an AreaHeading's ``hang`` that starts so carries a counter's form


def truth_key(form: str, number: int, chapter: int) -> str | None:
    return printed_key(form.replace("{c}", str(chapter)), number)


def stats(writer: WandererAssembler, groups: list[Any]) -> None:
    style = writer.style.name
    if style == "atlas":
        roster(writer, groups)  # type: ignore[arg-type]
    elif style == "sidebox":
        for kind, amount in groups:
            if writer.rng.random() >= 0.1:
                writer.add(infobox(writer, kind, amount))  # type: ignore[arg-type]
    elif style in ("manual", "booklet"):
        stat_text(writer, groups)  # type: ignore[arg-type]
    else:
        for line, marker in stat_lines(writer, groups):  # type: ignore[arg-type]
            writer.add(Para(line, (marker,), kind="stat"))


def footnote(writer: WandererAssembler) -> None:
    """A referee's footnote on the paragraph before (``scholia``, now and then ``manual``)."""
    chance = {"scholia": 0.5, "manual": 0.15, "capszine": 0.1}.get(writer.style.name, 0.0)
    if writer.rng.random() < chance:
        writer.add(Para(escape(writer.fpick("callouts")), kind="footnote"))


def wander_key(writer: WandererAssembler) -> None:
    """Chapter heading, maybe the key's contents, then each area: heading, read-aloud,
    paragraph (with any inline stats), a footnote, the stat text."""
    rng, style = writer.rng, writer.style.name
    names = writer.locations(rng.randint(7, 12))
    if style == "manual":
        writer.add(Flow("page"))
    if style == "atlas":
        writer.add(Flow("landscape"))  # the key's chapter opens the landscape pages
    writer.add(SectionHeading(writer.fpick("key_titles")))
    chapter = chapters(writer)
    form = rng.choice(FORMS[style])
    counted = bool(form) and rng.random() < COUNTED.get(style, 0.0)
    if style == "manual" and rng.random() < 0.75:
        listed = [truth_key(form, n, chapter) or "" for n in range(1, len(names) + 1)]
        writer.key_list(list(zip(listed, names, strict=True)))
    for number, name in enumerate(names, start=1):
        marker, text, groups = writer.begin_set_area(truth_key(form, number, chapter), name)
        inlined = writer.take_inlined()
        label = form.replace("{c}", str(chapter)).format(n=number)
        if counted:
            writer.add(AreaHeading(marker, "", name, hang=COUNTER + form))
        else:
            writer.add(AreaHeading(marker, label, name))
        read_aloud(writer, READ_ALOUD.get(style, 0.0))  # type: ignore[arg-type]
        writer.add(Para(writer.body_markup(text), tuple(m for _, m in inlined)))
        footnote(writer)
        done = {k for k, _ in inlined}
        stats(writer, [g for g in groups if g[0].name not in done])
    if style == "atlas":
        writer.add(Flow("portrait"))


WRITERS = {style: wander_key for style in FORMS}
