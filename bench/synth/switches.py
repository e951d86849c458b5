"""Mess switches: what makes a module hard to read, each drawn at random with its own
probability (or forced with ``--switch NAME``): the things real modules do that clean
generators do not. Each style set draws from a stream of its own, so older seeds keep
their bytes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .style import Style
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
    TREKKER_STYLES,
    UNTAMED_STYLES,
    VAGRANT_STYLES,
    VOYAGER_STYLES,
    WANDERER_STYLES,
    WAYFARER_STYLES,
    WIDE_STYLES,
    WILD_STYLES,
)


@dataclass(frozen=True)
class Switch:
    name: str
    probability: float
    description: str


SWITCHES: dict[str, Switch] = {
    s.name: s
    for s in (
        Switch("image_column", 0.3, "a full-height image strip beside the text columns"),
        Switch("imposed", 0.15, "booklet pages imposed two to a landscape sheet (8|1, 2|7, ...)"),
        Switch("dark_theme", 0.1, "HTML-printed look: dark page, browser header/footer, callouts"),
        Switch("runon_keys", 0.2, "hex keys run on inside paragraphs: '02.03 ... 02.04 ...'"),
        Switch("inline_stats", 0.45, "parenthesised stats of every family inside the prose"),
        Switch("wandering_table", 0.6, "d6/d8/d12/d% wandering-monster tables (not areas)"),
        Switch("rumour_table", 0.4, "a d6 rumour table (not areas, no creatures)"),
        Switch("mind_map", 0.15, "a rotated pointcrawl page: named nodes joined by lines"),
        Switch("rotated_labels", 0.2, "text printed at 90 degrees in the margins and the map"),
        Switch("letter_sign_keys", 0.2, "'1A', '0B', '\u20131A' keys under 'Level N' headings"),
        Switch("numbered_lists", 0.5, "numbered background, rules and example-encounter lists"),
        Switch("decoys", 0.7, "mentions of absent creatures: statues, tracks, reinforcements"),
        Switch("credits_page", 0.5, "a credits and licence page"),
        Switch("hyphenation", 0.5, "long words hyphenated at line ends"),
        Switch("sidebars", 0.4, "shaded sidebars with GM advice"),
    )
}


CLASSIC_SWITCHES = tuple(SWITCHES)


# Switches of the wide round. They are drawn from their own stream and only for the wide
# styles (a classic style gets one only when forced), so every classic seed keeps its bytes.
WIDE_SWITCHES: dict[str, Switch] = {
    s.name: s
    for s in (
        Switch("ligatures", 0.35, "ligature glyphs (\ufb01 \ufb02) in headings and prose"),
        Switch("letterspaced", 0.3, "area headings set with wide letter spacing"),
        Switch("wide_justify", 0.3, "justified narrow columns with wide word gaps"),
        Switch("page_background", 0.3, "a raster parchment image behind every page"),
        Switch("split_headings", 0.3, "headings broken over two lines (key / name)"),
        Switch("hanging_keys", 0.3, "area keys hung in the left margin beside the heading"),
        Switch("runhead_headings", 0.35, "running heads in the heading face and size"),
        Switch("continued_areas", 0.4, "descriptions pushed across column and page breaks"),
    )
}

SWITCHES.update(WIDE_SWITCHES)


# Switches no set's stream ever draws: only ``--switch NAME`` turns them on, so no older
# seed's bytes move (their draws do not consume a random number either).
FORCED_ONLY: dict[str, Switch] = {
    s.name: s
    for s in (
        Switch(
            "image_only",
            0.0,
            "every page replaced by a grey, noisy raster of itself: a scan with no text layer",
        ),
    )
}

SWITCHES.update(FORCED_ONLY)


# Wide switches that act on the plain area headings and stat grammar of the wide writer; the
# wild styles draw only the others (their own headings are bars, circles, margin keys, ...).
WILD_WIDE_SWITCHES = (
    "ligatures",
    "wide_justify",
    "page_background",
    "runhead_headings",
    "continued_areas",
)


# A single folded sheet and a page with a note margin are neither imposed nor get a strip.
NO_BOOKLET = {"trifold", "margin", "spread"}


# Classic switches whose content the wide writer does not produce.
NOT_IN_WIDE = {"letter_sign_keys", "runon_keys"}


def pick_switches(
    rng: random.Random, style: Style, forced: tuple[str, ...], seed: int = 0
) -> frozenset[str]:
    """Draw every switch once (in a fixed order, so the draw is reproducible)."""
    chosen = {name for name in CLASSIC_SWITCHES if rng.random() < SWITCHES[name].probability}
    if style.name in WIDE_STYLES:
        chosen -= NOT_IN_WIDE
        wide = random.Random(seed * 104729 + 31)  # own stream: classic draws stay as they were
        chosen |= {name for name, sw in WIDE_SWITCHES.items() if wide.random() < sw.probability}
    if style.name in WILD_STYLES or style.name in FERAL_STYLES:
        chosen -= NOT_IN_WIDE
        # own streams again (one per set): older sets untouched
        salt = (130363, 47) if style.name in WILD_STYLES else (150001, 61)
        wild = random.Random(seed * salt[0] + salt[1])
        chosen |= {n for n in WILD_WIDE_SWITCHES if wild.random() < WIDE_SWITCHES[n].probability}
        if style.name in NO_BOOKLET:
            chosen -= {"imposed", "image_column"}
    if style.name in UNTAMED_STYLES:
        chosen = untamed_switches(chosen, style.name, seed)
    if style.name in ROGUE_STYLES:
        chosen = rogue_switches(chosen, style.name, seed)
    if style.name in STRAY_STYLES:
        chosen = stray_switches(chosen, style.name, seed)
    if style.name in ERRANT_STYLES:
        chosen = stray_switches(chosen, style.name, seed, salt=(230003, 101))
    if style.name in OUTLAND_STYLES:
        chosen = outland_switches(chosen, style.name, seed)
    if style.name in DRIFT_STYLES:
        chosen = drift_switches(chosen, style.name, seed)
    if style.name in STARK_STYLES:
        chosen = stark_switches(chosen, style.name, seed)
    if style.name in HINTER_STYLES:
        chosen = hinter_switches(chosen, style.name, seed)
    if style.name in NOMAD_STYLES:
        chosen = nomad_switches(chosen, style.name, seed)
    if style.name in PILGRIM_STYLES:
        chosen = pilgrim_switches(chosen, style.name, seed)
    if style.name in VAGRANT_STYLES:
        chosen = vagrant_switches(chosen, style.name, seed)
    if style.name in WAYFARER_STYLES:
        chosen = wayfarer_switches(chosen, style.name, seed)
    if style.name in ROVER_STYLES:
        chosen = rover_switches(chosen, style.name, seed)
    if style.name in TREKKER_STYLES:
        chosen = trekker_switches(chosen, style.name, seed)
    if style.name in VOYAGER_STYLES:
        chosen = voyager_switches(chosen, style.name, seed)
    if style.name in ROAMER_STYLES:
        chosen &= IN_ROAMER
    if style.name in STRIDER_STYLES:
        chosen = strider_switches(chosen, seed)
    if style.name in RANGER_STYLES:
        chosen = ranger_switches(chosen, seed)
    if style.name in WANDERER_STYLES:
        chosen = wanderer_switches(chosen, seed)
    if style.name in RAMBLER_STYLES:
        chosen = trekker_switches(chosen, style.name, seed, salt=770011)
    if style.name in SOJOURNER_STYLES:
        chosen = trekker_switches(chosen, style.name, seed, salt=880019)
    if style.name in ITINERANT_STYLES:
        chosen = trekker_switches(chosen, style.name, seed, salt=990023)
    if style.name in PEREGRINE_STYLES:
        chosen = trekker_switches(chosen, style.name, seed, salt=1100027)
    if style.name == "lotfp":
        chosen &= IN_FPDF  # the fpdf2 setter prints none of the layout switches
    if style.name == "osrzine":
        chosen.discard("image_column")  # a strip would leave no room for three columns
    if style.name == "web":
        chosen.add("dark_theme")
    if style.name == "onepage":
        chosen -= {"imposed", "image_column"}  # a single sheet is neither a booklet nor strip
    if "imposed" in chosen and "dark_theme" in chosen:
        chosen.discard("imposed")  # a browser prints pages, it does not impose them
    for name in forced:
        if name not in SWITCHES:
            raise ValueError(f"unknown switch {name!r}; known: {', '.join(SWITCHES)}")
        chosen.add(name)
    return frozenset(chosen)


# A scan has no rotated text layer, no dark page and no second raster; a one-page sheet is
# neither a booklet nor has an image strip; the form-XObject styles are not re-imposed.
NOT_IN_UNTAMED = {
    "scan": {"rotated_labels", "dark_theme", "page_background", "imposed", "ligatures"},
    "opd": {"imposed", "image_column", "mind_map", "credits_page", "continued_areas"},
    "scrambled": {"imposed"},
}


def untamed_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The untamed styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 170047 + 73)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    return chosen - NOT_IN_UNTAMED.get(style, set()) - {"dark_theme"}


# What the rogue styles force on or leave out: a typeset booklet is ligatured, tracked and
# hyphenated; a typed fanzine has no ligature glyphs (they would force a DejaVu face).
ROGUE_FORCED = {"typeset": {"ligatures", "letterspaced", "hyphenation"}}
NOT_IN_ROGUE = {"typewriter": {"ligatures"}}


def rogue_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The rogue styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 190027 + 89)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    chosen |= ROGUE_FORCED.get(style, set())
    return chosen - NOT_IN_ROGUE.get(style, set()) - {"dark_theme"}


# What the stray styles force on or leave out: a Homebrewery export prints its parchment
# texture behind every page; a browser-printed wiki page is neither imposed nor ligatured
# (its sans face prints plain "fi").
STRAY_FORCED = {"homebrew": {"page_background"}}
NOT_IN_STRAY = {"wiki": {"imposed", "ligatures", "image_column"}}


def stray_switches(
    chosen: set[str], style: str, seed: int, salt: tuple[int, int] = (210011, 97)
) -> set[str]:
    """The stray (and errant) styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(
        seed * salt[0] + salt[1]
    )  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    chosen |= STRAY_FORCED.get(style, set())
    return chosen - NOT_IN_STRAY.get(style, set()) - {"dark_theme"}


# A slide deck is neither a booklet nor has an image strip; pictures of headings carry no
# ligature glyphs to swap.
NOT_IN_OUTLAND = {"slides": {"imposed", "image_column", "continued_areas"}}


def outland_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The outland styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 250007 + 103)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    return chosen - NOT_IN_OUTLAND.get(style, set()) - {"dark_theme"}


# A pocket calendar is too small for an image strip; a roster table wants the full measure.
NOT_IN_DRIFT = {"calendar": {"image_column"}, "levelroster": {"image_column"}}


def drift_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The drift styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 270001 + 107)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    return chosen - NOT_IN_DRIFT.get(style, set()) - {"dark_theme"}


# A magazine's three columns leave no room for an image strip; a footnoted page keeps its foot
# for the notes (an imposed booklet would halve the band).
NOT_IN_STARK = {"magazine": {"image_column"}, "footnoted": {"imposed"}}


def stark_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The stark styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 290011 + 109)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    return chosen - NOT_IN_STARK.get(style, set()) - {"dark_theme"}


# A page turned or a page with a roll table at its foot is no booklet page; a turned page's
# columns leave no room for an image strip.
NOT_IN_HINTER = {"sideways": {"imposed", "image_column"}, "footroll": {"imposed"}}


def hinter_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The hinter styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 310019 + 113)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    return chosen - NOT_IN_HINTER.get(style, set()) - {"dark_theme"}


def nomad_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The nomad styles' share of the wide switches, from a stream of their own; a big-key
    entry is one table row, too tall for an imposed half-sheet's narrow column."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 330017 + 127)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    never = {"imposed", "image_column"} if style == "bignum" else set()
    return chosen - never - {"dark_theme"}


# A card grid is one table at the page's width, and a key in the outer margin needs the page's
# own parity and margins: neither is a booklet half-sheet or sits beside an image strip (nor,
# for the margin keys, beside rotated margin labels).
NOT_IN_PILGRIM = {
    "roomcards": {"imposed", "image_column"},
    "mirror": {"imposed", "image_column", "rotated_labels"},
}


def pilgrim_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The pilgrim styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 350003 + 131)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    return chosen - NOT_IN_PILGRIM.get(style, set()) - {"dark_theme"}


# Reader spreads are their own imposition and their map pages want the full page; a printed
# text file has one face, no booklet fold, no picture strip or parchment, no hyphens, no turned
# labels and no running head in a heading face (its header is the printer's line).
NOT_IN_VAGRANT = {
    "facing": {"imposed", "image_column"},
    "printready": {"imposed"},
    "plaintext": {
        "imposed",
        "image_column",
        "page_background",
        "hyphenation",
        "rotated_labels",
        "runhead_headings",
        "ligatures",
        "mind_map",
    },
}


def vagrant_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The vagrant styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 370003 + 137)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    return chosen - NOT_IN_VAGRANT.get(style, set()) - {"dark_theme"}


# The wayfarer styles that draw their own key lines (texset, largeprint) take no switch that
# restyles a heading or a paragraph; a PocketMod panel is too small for a strip, turned labels
# or a full-page mind map and is its own fold; a draft is one plain column; a town plan wants
# the full page.
OWN_LINES = {"letterspaced", "split_headings", "hanging_keys", "ligatures", "wide_justify"}
NOT_IN_WAYFARER = {
    "texset": OWN_LINES | {"imposed"},
    "largeprint": OWN_LINES | {"imposed", "image_column", "hyphenation"},
    "pocketmod": {
        "imposed",
        "image_column",
        "rotated_labels",
        "mind_map",
        "runhead_headings",
        "sidebars",
    },
    "playtest": {"imposed", "image_column", "page_background"},
    "gridref": {"imposed", "image_column"},
    "rangeheads": {"runhead_headings"},
}


def wayfarer_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The wayfarer styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 390001 + 139)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    return chosen - NOT_IN_WAYFARER.get(style, set()) - {"dark_theme"}


# A screen edition's map strip is its point (forced); it is read on a screen, never imposed. A
# contents-like or boxed key keeps its own lines; a roster wants the column's width.
NOT_IN_ROVER = {
    "landscape": {"imposed", "rotated_labels"},
    "whatbox": {"split_headings", "hanging_keys"},
    "dotleader": {"letterspaced", "split_headings", "hanging_keys", "wide_justify"},
    "sitebook": {"letterspaced", "split_headings", "hanging_keys"},
    "denizens": {"image_column", "hanging_keys"},
}


def rover_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The rover styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 410009 + 149)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    if style == "landscape":
        chosen.add("image_column")
    return chosen - NOT_IN_ROVER.get(style, set()) - {"dark_theme"}


# A continued heading stands on its own line at the page's top; a ship's or a town's letter keys
# and the hundreds keep their heading lines whole.
NOT_IN_TREKKER = {
    "contheads": {"imposed", "continued_areas", "split_headings"},
    "hundreds": {"split_headings"},
    "deckplan": {"hanging_keys"},
    "district": {"image_column"},
    "crosstab": {"image_column"},  # rambler: a table as wide as the column wants no strip
    "wanderstat": {"wandering_table"},  # sojourner: each level has its own table
}


# The switches the fpdf2 setter (sojourner ``lotfp``) honours: those that change the content, not
# the typesetting (no image strip, rotation, imposition, background, ligatures or mind map).
IN_FPDF = {
    "decoys",
    "hyphenation",
    "sidebars",
    "rumour_table",
    "wandering_table",
    "numbered_lists",
    "credits_page",
    "inline_stats",
}


def trekker_switches(chosen: set[str], style: str, seed: int, salt: int = 430013) -> set[str]:
    """The trekker styles' share of the wide switches, from a stream of their own (the rambler
    styles draw theirs the same way from another stream, ``salt``)."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * salt + 157)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    return chosen - NOT_IN_TREKKER.get(style, set()) - {"dark_theme"}


# A producer's text layer is the point: the browser's held runs stay on their page (no
# booklet forms), a hidden draft wants a plain white page, a print file's pasteboard no
# booklet; the Word file's soft hyphens need hyphenation; the InDesign and Canva exports
# write their own runs (no ligature switch or tracking on top).
NOT_IN_VOYAGER = {
    "browser": {"imposed"},
    "glyphs": {"imposed", "ligatures", "letterspaced"},
    "kerned": {"imposed", "ligatures", "letterspaced"},
    "wordbold": {"imposed", "ligatures", "letterspaced"},
    "whiteout": {"imposed", "page_background", "image_column"},
    "cropped": {"imposed"},
}


def voyager_switches(chosen: set[str], style: str, seed: int) -> set[str]:
    """The voyager styles' share of the wide switches, from a stream of their own."""
    chosen = chosen - NOT_IN_WIDE
    draw = random.Random(seed * 430013 + 157)  # own stream: the older sets' draws are untouched
    chosen |= {n for n in WILD_WIDE_SWITCHES if draw.random() < WIDE_SWITCHES[n].probability}
    if style == "wordbold":
        chosen.add("hyphenation")
    return chosen - NOT_IN_VOYAGER.get(style, set()) - {"dark_theme"}


# A browser-made page has what its HTML holds: the front matter's tables, lists, sidebars,
# decoys, credits, hyphenation and a dark theme. Booklets, strips, turned labels, mind maps
# and the reportlab-only switches have no HTML of theirs, so a roamer module never names them
# (no stream of its own either: the classic draw, narrowed).
IN_ROAMER = {
    "wandering_table",
    "rumour_table",
    "numbered_lists",
    "decoys",
    "credits_page",
    "hyphenation",
    "sidebars",
    "dark_theme",
}

# A word processor lays out its own pages: the reportlab switches (imposition, columns of
# images, rotated labels, letter-spacing, ...) mean nothing to an exported document. The
# strider styles keep the content switches and draw them again from a stream of their own.
STRIDER_CONTENT = (
    "decoys",
    "inline_stats",
    "numbered_lists",
    "rumour_table",
    "sidebars",
    "wandering_table",
)


def strider_switches(chosen: set[str], seed: int) -> set[str]:
    """The strider styles' content switches, from a stream of their own."""
    draw = random.Random(seed * 550007 + 211)  # own stream: the older sets' draws are untouched
    kept = {n for n in STRIDER_CONTENT if draw.random() < 0.55}
    return kept | (chosen & {"credits_page"})


def ranger_switches(chosen: set[str], seed: int) -> set[str]:
    """The ranger styles' content switches (the strider ones: Typst lays out its own pages
    too), from a stream of their own."""
    draw = random.Random(seed * 660013 + 223)  # own stream: the older sets' draws are untouched
    kept = {n for n in STRIDER_CONTENT if draw.random() < 0.55}
    return kept | (chosen & {"credits_page"})


# A print engine lays out its own pages too: the wanderer styles keep the content switches
# (and hyphenation, which WeasyPrint does itself) from a stream of their own.
def wanderer_switches(chosen: set[str], seed: int) -> set[str]:
    """The wanderer styles' content switches, from a stream of their own."""
    draw = random.Random(seed * 660013 + 223)  # own stream: the older sets' draws are untouched
    kept = {n for n in (*STRIDER_CONTENT, "hyphenation") if draw.random() < 0.5}
    return kept | (chosen & {"credits_page"})
