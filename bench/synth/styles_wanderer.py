"""Style presets of the wanderer set (bench/synth/wanderer.py): modules written as HTML and
CSS for a print engine and rendered by WeasyPrint (``wanderer_html`` writes the document,
``wanderer_render`` renders it), added without reading the detectors. Only the families,
columns, page sizes, fonts and body sizes are read from here; the rest of each look is
``wanderer_css``'s."""

from __future__ import annotations

from .style import Style

SERIFS = ("dejavu-serif", "dejavu-serif-condensed", "vera")
SANS = ("dejavu-sans", "dejavu-condensed", "vera")


def _style(name: str, text: str, families: tuple[str, ...], *rest: object) -> Style:
    columns, pages, fonts, sizes = rest
    return Style(
        name,
        text,
        families,
        ("dot",),
        ("bold",),
        columns,  # type: ignore[arg-type]
        pages,  # type: ignore[arg-type]
        fonts,  # type: ignore[arg-type]
        sizes,  # type: ignore[arg-type]
        "box",
        False,
    )


WANDERER_STYLE_LIST = (
    _style(
        "manual",
        "a documentation-style module (a Sphinx / mdBook / Asciidoctor-like print): a title "
        "page without margin boxes, the chapter in a running header, 'page 3 of 12' footers, "
        "area keys written by CSS counters, a contents of the areas with dot leaders",
        ("5e", "5e-2024", "bx", "ose"),
        (1, 1),
        ("letter", "a4"),
        SANS + ("dejavu-serif",),
        (9.0, 10.5),
    ),
    _style(
        "scholia",
        "a footnoted scholarly module (a zine-scholar's PDF from Markdown + CSS): justified, "
        "hyphenated prose, referee notes as page footnotes with calls, the area's name in a "
        "running header, stats in parentheses or one-liners",
        ("adnd", "bx", "other", "3e"),
        (1, 1),
        ("a4", "letter", "a5"),
        SERIFS,
        (9.5, 11.0),
    ),
    _style(
        "booklet",
        "a two/three-column booklet: chapter headings spanning the columns, 5e blocks kept "
        "whole in a column, keys by counter or typed, the chapter in the header",
        ("5e", "5e-2024", "5e-pb", "ose"),
        (2, 3),
        ("letter", "a4"),
        SERIFS + ("dejavu-sans",),
        (8.0, 9.5),
    ),
    _style(
        "sidebox",
        "floated stat boxes: each monster's box floats left (or right) and the room's prose "
        "wraps round it",
        ("bx", "adnd", "5e"),
        (1, 1),
        ("letter", "a4", "a5"),
        SERIFS + SANS,
        (9.0, 10.5),
    ),
    _style(
        "atlas",
        "a key on landscape pages (a named page): the areas in two columns with roster "
        "tables of their monsters, the wandering table on a landscape page",
        ("bx", "ose", "adnd", "other"),
        (2, 2),
        ("letter", "a4"),
        SANS + SERIFS,
        (8.5, 10.0),
    ),
    _style(
        "capszine",
        "an OSR zine (A5 or digest): small-caps area names, upper-cased headings, justified "
        "and hyphenated columns, one-line stats",
        ("ose", "bx", "other"),
        (1, 2),
        ("a5", "digest", "letter"),
        SERIFS + ("dejavu-condensed",),
        (8.0, 9.5),
    ),
)
