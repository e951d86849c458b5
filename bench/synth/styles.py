"""Style presets (how a module is typeset) and mess switches (what makes it hard to read).

A module picks one style; each switch is then drawn at random with its own probability (or
forced with ``--switch NAME``). Styles fix the family of stat text, the key styles and the
range of layouts; switches add the things real modules do that clean generators do not.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    name: str
    description: str
    families: tuple[str, ...]  # stat families printed as separate lines or blocks
    key_styles: tuple[str, ...]  # see content.format_key
    heading_styles: tuple[str, ...]  # see render.heading_markup
    columns: tuple[int, int]  # inclusive range
    page_sizes: tuple[str, ...]
    fonts: tuple[str, ...]  # font family presets, see render.FONT_FAMILIES
    body_sizes: tuple[float, float]
    read_aloud: str  # "box", "italic" or "none"
    appendix_blocks: bool  # full blocks gathered in a bestiary at the back


STYLES: dict[str, Style] = {
    s.name: s
    for s in (
        Style(
            "oldschool",
            "old-school two-column module with B/X one-line stat lines",
            ("bx",),
            ("dot", "paren", "letter", "roman"),
            ("bold", "caps", "runin", "rule"),
            (2, 2),
            ("letter", "a4"),
            ("times", "dejavu-serif-condensed", "courier", "dejavu-serif"),
            (8.0, 10.0),
            "italic",
            False,
        ),
        Style(
            "ose",
            "OSE-like booklet: sans headings, 'AC 6 [13], HD 1 (4hp), Att 1 × spear, THAC0' lines",
            ("ose",),
            ("dot", "area", "letter"),
            ("larger", "colour", "smallcaps"),
            (1, 2),
            ("a5", "6x9", "a4"),
            ("helvetica", "vera", "dejavu-sans"),
            (8.0, 10.5),
            "none",
            False,
        ),
        Style(
            "fifth",
            "5e adventure: boxed read-aloud text, full 5e blocks (2014, 2024, with PB)",
            ("5e", "5e-2024", "5e-pb"),
            ("area", "dot", "letter", "dash"),
            ("colour", "larger", "rule", "smallcaps"),
            (2, 3),
            ("letter", "a4"),
            ("times", "dejavu-serif-condensed", "dejavu-serif", "dejavu-condensed"),
            (8.5, 10.5),
            "box",
            True,
        ),
        Style(
            "onepage",
            "one-page dungeon: a map in the middle, many narrow columns around it",
            ("bx",),
            ("plain", "dot", "letter"),
            ("bold", "runin"),
            (4, 5),
            ("letter-landscape", "a4-landscape"),
            ("helvetica", "vera", "dejavu-condensed"),
            (7.0, 7.5),
            "none",
            False,
        ),
        Style(
            "named",
            "named-area booklet: bold place-name headings without numbers, inline stats",
            ("bx", "ose"),
            ("named",),
            ("bold", "larger", "caps", "colour"),
            (2, 2),
            ("a5", "6x9", "letter"),
            ("times", "dejavu-serif-condensed", "dejavu-serif"),
            (8.5, 11.0),
            "italic",
            False,
        ),
        Style(
            "third",
            "3e / PF1 module: one-paragraph 3.5 lines and banded PF1 blocks",
            ("3e", "pf1"),
            ("dot", "area", "dash", "section"),
            ("larger", "colour", "rule"),
            (2, 3),
            ("letter", "a4"),
            ("times", "helvetica", "dejavu-sans"),
            (8.0, 10.0),
            "box",
            False,
        ),
        Style(
            "adnd",
            "AD&D-style booklet: semicolon entries, full 'AC 5 HD 7 (hp 31) Att 3' lines",
            ("adnd",),
            ("dash", "section", "dot", "roman"),
            ("caps", "bold", "smallcaps"),
            (2, 2),
            ("a5", "letter", "6x9"),
            ("times", "courier", "dejavu-serif-condensed"),
            (8.0, 10.0),
            "italic",
            False,
        ),
        Style(
            "web",
            "web-printed adventure: dark theme, callout boxes, HP/Armor/STR stat lines",
            ("other",),
            ("named", "dot", "tkey"),
            ("larger", "colour"),
            (1, 1),
            ("a4", "letter"),
            ("helvetica", "vera", "dejavu-sans"),
            (10.0, 12.0),
            "box",
            False,
        ),
        # -- the "wide" styles (bench/synth/wide.py): layouts and wordings the detectors were
        # not tuned on, added after the classic eight scored 0.92-0.98
        Style(
            "dcc",
            "DCC-like: 'Area 1-3 \u2013 The Flooded Crypt:' keys, 'Init +1; Atk claw +2 melee' lines",
            ("dcc",),
            ("dccarea",),
            ("bold", "larger", "caps"),
            (2, 2),
            ("letter", "6x9", "a4"),
            ("times", "dejavu-serif", "helvetica"),
            (8.5, 10.0),
            "box",
            False,
        ),
        Style(
            "keyedtable",
            "areas in a table: key | location | contents (creatures and stats in the cells)",
            ("bx", "ose"),
            ("table",),
            ("bold",),
            (1, 1),
            ("letter", "a4", "letter-landscape"),
            ("helvetica", "times", "dejavu-condensed"),
            (8.0, 9.5),
            "none",
            False,
        ),
        Style(
            "hexcrawl",
            "hexcrawl: four-digit hex keys '0304' with terrain, creatures and stats inline",
            ("bx", "other"),
            ("hex",),
            ("bold", "runin", "larger"),
            (2, 3),
            ("letter", "a4", "a5"),
            ("dejavu-serif-condensed", "times", "vera"),
            (8.0, 9.5),
            "none",
            False,
        ),
        Style(
            "zine",
            "A5 single-column zine: small-caps headings, drop caps, footnotes",
            ("ose", "bx"),
            ("zine", "dot"),
            ("smallcaps",),
            (1, 1),
            ("a5",),
            ("dejavu-serif", "times", "dejavu-serif-condensed"),
            (8.5, 10.0),
            "italic",
            False,
        ),
        Style(
            "newsletter",
            "three-column newsletter: body-face headings ending in ':' or '\u2014', stats in shaded sidebars",
            ("bx", "adnd"),
            ("dot", "named"),
            ("sameface",),
            (3, 3),
            ("letter", "a4"),
            ("times", "dejavu-serif-condensed", "helvetica"),
            (7.5, 9.0),
            "none",
            False,
        ),
        Style(
            "modern",
            "5e-2024 adventure: 'AC 15 Initiative +2 (12)', MOD/SAVE table, 'CR 3 (XP 700; PB +2)'",
            ("5e-2024m",),
            ("area", "letter", "dot"),
            ("colour", "larger", "rule"),
            (2, 2),
            ("letter", "a4"),
            ("dejavu-sans", "dejavu-serif", "times"),
            (8.5, 10.0),
            "box",
            True,
        ),
        # -- the "wild" styles (bench/synth/wild.py): layouts of published modules that neither
        # set covers, written without reading the detectors, after both had been tuned on
        Style(
            "path",
            "adventure path: 'A1.' keys in filled heading bars, Creatures:/Treasure: leads, "
            "banded 'CR 1 XP 400' blocks with DEFENSE / OFFENSE / STATISTICS rules",
            ("pf1band",),
            ("partletter",),
            ("bar",),
            (2, 2),
            ("letter", "a4"),
            ("times", "dejavu-serif-condensed", "dejavu-condensed"),
            (8.5, 9.5),
            "box",
            False,
        ),
        Style(
            "trifold",
            "trifold pamphlet: landscape sheet in three panels, tiny type, keys in circles",
            ("tri",),
            ("circle",),
            ("circle",),
            (3, 3),
            ("letter-landscape", "a4-landscape"),
            ("helvetica", "dejavu-condensed", "vera"),
            (6.5, 7.5),
            "none",
            False,
        ),
        Style(
            "digest",
            "digest OSR booklet: one column, '3. THE OSSUARY' with a tagline and bullets, "
            "'AC 12, HP 9, ATK 2 claw +2 (1d6), MV near, S +1 ... LV 2' lines",
            ("sd",),
            ("dot",),
            ("digest",),
            (1, 1),
            ("digest",),
            ("dejavu-serif", "times", "dejavu-sans"),
            (8.5, 9.5),
            "none",
            False,
        ),
        Style(
            "roomtable",
            "the key is a Room | Description | Monsters table, numbers in the monster cell",
            ("cell",),
            ("roomcell",),
            ("bold",),
            (1, 1),
            ("letter", "a4"),
            ("helvetica", "times", "dejavu-serif-condensed"),
            (7.5, 9.0),
            "none",
            False,
        ),
        Style(
            "pointcrawl",
            "pointcrawl: a node diagram, numbered paths, named nodes with 'Paths 1, 4' lines, "
            "'6 HP, 1 Armor, 14 STR' lines",
            ("cairn",),
            ("node",),
            ("caps", "bold"),
            (1, 2),
            ("a4", "letter", "a5"),
            ("dejavu-sans", "times", "dejavu-serif"),
            (8.5, 10.0),
            "none",
            False,
        ),
        Style(
            "margin",
            "one long column with a wide note margin: keys hung in the left margin, "
            "sub-keyed areas '12a' / '12-1', stats and notes in the margin",
            ("marginal",),
            ("sub",),
            ("margin",),
            (1, 1),
            ("letter", "a4"),
            ("times", "dejavu-serif", "helvetica"),
            (9.0, 10.5),
            "italic",
            False,
        ),
        # -- the "feral" styles (bench/synth/feral.py): published module kinds none of the
        # older sets covers, written without reading the detectors, after all three were tuned
        Style(
            "osrzine",
            "OSR zine: three narrow columns, run-in '\u00a712 Name.' keys, bold creature names "
            "with '[AC 7, HD 1, hp 4/3, Att spear 1d6, ML 7]' brackets",
            ("bracket",),
            ("section",),
            ("bold",),
            (3, 3),
            ("letter", "a4"),
            ("courier", "dejavu-condensed", "helvetica", "dejavu-serif-condensed"),
            (7.5, 8.5),
            "none",
            False,
        ),
        Style(
            "tournament",
            "AD&D tournament module: '23. ROOM NAME:' in capitals, '(AC 4, MV 9\", HD 3, hp 14, "
            "#AT 1, D 1-8)' inside sentences or as a monster list closing the paragraph",
            ("tourney",),
            ("dot",),
            ("caps", "bold"),
            (2, 2),
            ("letter", "a4"),
            ("times", "courier", "dejavu-serif"),
            (8.5, 10.0),
            "none",
            False,
        ),
        Style(
            "chapter",
            "5e adventure-path chapter: 'B7. Name' coloured headings, shaded read-aloud boxes, "
            "bold creature names '(see appendix)', every stat block in the appendix",
            ("5e", "5e-pb", "5e-2024"),
            ("partletter",),
            ("colour", "larger"),
            (2, 2),
            ("letter", "a4"),
            ("dejavu-serif", "times", "dejavu-sans"),
            (8.5, 10.0),
            "box",
            True,
        ),
        Style(
            "spread",
            "two-page map spread: the map on the left, a terse key in sidebar columns on the "
            "right ('3 Guard Post. 4 Orcs (AC 6 HD 1 hp 5,4,4,2). 12 gp. Trap: pit 10'.')",
            ("terse",),
            ("dot",),
            ("bold",),
            (3, 4),
            ("letter-landscape", "a4-landscape"),
            ("helvetica", "dejavu-condensed", "times"),
            (7.0, 8.0),
            "none",
            False,
        ),
        Style(
            "labyrinth",
            "BFRPG / Labyrinth Lord module: 'Room 4:' keys, stat blocks as mini-tables "
            "('No. Appearing', 'Armor Class:', 'Hit Dice:' a line each)",
            ("minitable",),
            ("dot",),
            ("larger", "bold", "rule"),
            (1, 2),
            ("6x9", "letter", "a5"),
            ("dejavu-serif", "times", "vera"),
            (8.5, 10.0),
            "none",
            False,
        ),
        Style(
            "gazetteer",
            "hex gazetteer: regions of 'Hex 0412 \u2014 Name' / '0412 Name' entries, terrain, "
            "encounter chances, NPCs with personality and wants, wilderness creatures",
            ("gazette",),
            ("hex",),
            ("larger", "rule", "smallcaps"),
            (2, 2),
            ("a4", "letter"),
            ("dejavu-serif-condensed", "vera", "times"),
            (8.0, 9.5),
            "none",
            False,
        ),
        # -- the "untamed" styles (bench/synth/untamed.py): real kinds of modules and PDF
        # production artefacts none of the four older sets has, written without reading the
        # detectors, after all four were tuned on
        Style(
            "scan",
            "OCR'd scan of an old typeset module: every page a grey noisy raster with the text "
            "as an invisible layer, one text object per word, with OCR slips in the prose",
            ("bx",),
            ("dot",),
            ("bold", "caps", "runin"),
            (1, 2),
            ("letter", "a4"),
            ("times", "dejavu-serif", "courier"),
            (9.0, 10.5),
            "italic",
            False,
        ),
        Style(
            "opd",
            "one-page-dungeon contest sheet: the key in boxes at scattered places round a "
            "central map, drawn in a random order, tiny condensed type, terse stats",
            ("opd",),
            ("circled",),
            ("bold",),
            (1, 1),
            ("letter-landscape", "a4-landscape"),
            ("dejavu-condensed",),  # DejaVu Serif has no circled digits: it printed .notdef
            (6.0, 7.5),
            "none",
            False,
        ),
        Style(
            "swcc",
            "Swords & Wizardry / Castles & Crusades module: 'Orcs (4): HD 1; AC 6[13]; Atk ...; "
            "CL/XP 1/15' lines and C&C '(This creature's vital stats are HD 2d8, AC 14, ...)'",
            ("sw", "cc"),
            ("dot",),
            ("bold", "larger", "rule"),
            (1, 2),
            ("letter", "a4", "6x9"),
            ("times", "dejavu-serif", "helvetica"),
            (8.5, 10.5),
            "italic",
            False,
        ),
        Style(
            "wordkeys",
            "keys in words and brackets: 'Area One: The Gate', 'Room Twelve', '[7] Kiln House', "
            "'#4 \u2014 Well', '7) Kiln House', sub-areas '7a' / '7.1', bold creature names",
            ("bx",),
            ("words",),
            ("bold", "larger"),
            (1, 2),
            ("letter", "a4", "a5"),
            ("dejavu-serif", "times", "vera"),
            (8.5, 10.0),
            "none",
            False,
        ),
        Style(
            "scrambled",
            "a two-column module produced like InDesign: each text frame a form XObject drawn "
            "out of reading order (right column first, headings after the bodies)",
            ("bx", "ose"),
            ("dot", "area"),
            ("bold", "colour", "caps"),
            (2, 2),
            ("letter", "a4"),
            ("dejavu-serif", "times", "helvetica"),
            (8.5, 10.0),
            "box",
            False,
        ),
        Style(
            "pf2",
            "Pathfinder 2e-like adventure: name bar 'GOBLIN WARRIOR  CREATURE 3', boxed trait "
            "tags, 'Perception +9; darkvision', 'AC 19; Fort +9, Ref +11, Will +7', 'HP 45'",
            ("pf2",),
            ("partletter",),
            ("colour", "larger"),
            (2, 2),
            ("letter", "a4"),
            ("dejavu-sans", "dejavu-serif", "times"),
            (8.5, 10.0),
            "box",
            False,
        ),
        # -- the "rogue" styles (bench/synth/rogue.py): real kinds of modules none of the thirty
        # older styles prints, written without reading the detectors, after all five sets were
        # tuned on
        Style(
            "stattable",
            "OSR module with a ruled or zebra-shaded monster roster under each area: Name | No. "
            "| AC | HD | hp | Atk | Dmg | MV | ML | XP",
            ("bx",),
            ("dot",),
            ("bold", "rule", "larger"),
            (1, 2),
            ("letter", "a4", "6x9"),
            ("times", "helvetica", "dejavu-serif"),
            (8.5, 10.0),
            "italic",
            False,
        ),
        Style(
            "typewriter",
            "typed 1970s-80s fanzine: one monospaced face, ALL CAPS keys 'ROOM 3' / '3 -' over a "
            "drawn rule, '(AC 6, HD 1, HTK 4,3,2, MV 9\", AT 1, D 1-6)' in the sentence",
            ("adnd",),
            ("dot",),
            ("rule", "bold"),
            (1, 2),
            ("letter", "a4"),
            ("courier",),
            (9.0, 11.0),
            "none",
            False,
        ),
        Style(
            "bestiary",
            "old-school module naming creatures only with counts ('Four ghouls (see New "
            "Monsters)'), every entry in a FREQUENCY / NO. APPEARING / ARMOR CLASS appendix",
            ("adnd",),
            ("dot",),
            ("bold", "caps", "larger"),
            (1, 2),
            ("letter", "a4", "a5"),
            ("times", "dejavu-serif", "helvetica"),
            (8.5, 10.0),
            "italic",
            False,
        ),
        Style(
            "outline",
            "outline numbering: 'LEVEL I: ...' sections, 'A.' areas with run-in '1.' sub-areas, "
            "encounters as bullets '3 goblins (AC 6, HD 1, hp 4, 3, 2)'",
            ("bx",),
            ("dot",),
            ("bold", "larger", "colour"),
            (1, 2),
            ("letter", "a4", "6x9"),
            ("helvetica", "times", "vera"),
            (8.5, 10.5),
            "none",
            False,
        ),
        Style(
            "cards",
            "stat blocks as framed cards in a grid on pages of their own at the back, the "
            "areas pointing to them ('(card 3)')",
            ("bx", "5e"),
            ("dot",),
            ("bold", "colour", "larger"),
            (1, 2),
            ("letter", "a4"),
            ("dejavu-sans", "times", "helvetica"),
            (8.5, 10.0),
            "box",
            False,
        ),
        Style(
            "typeset",
            "professionally typeset booklet: a contents page with dot leaders, letter-spaced "
            "headings, drop caps, ligatures, justified and hyphenated text",
            ("ose", "bx"),
            ("dot",),
            ("bold", "smallcaps", "larger"),
            (1, 2),
            ("6x9", "a5", "letter"),
            ("dejavu-serif", "dejavu-serif-condensed"),
            (9.0, 10.5),
            "italic",
            False,
        ),
    )
}


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
CLASSIC_STYLES = ("adnd", "fifth", "named", "oldschool", "onepage", "ose", "third", "web")
WIDE_STYLES = ("dcc", "hexcrawl", "keyedtable", "modern", "newsletter", "zine")
WILD_STYLES = ("digest", "margin", "path", "pointcrawl", "roomtable", "trifold")
FERAL_STYLES = ("chapter", "gazetteer", "labyrinth", "osrzine", "spread", "tournament")
UNTAMED_STYLES = ("opd", "pf2", "scan", "scrambled", "swcc", "wordkeys")
ROGUE_STYLES = ("bestiary", "cards", "outline", "stattable", "typeset", "typewriter")
# Which styles a run without --style rotates through (seed % len, in name order). "all" stays
# the fourteen it was before the wild set, so its seeds keep their styles and bytes.
STYLE_SETS = {
    "classic": CLASSIC_STYLES,
    "wide": WIDE_STYLES,
    "wild": WILD_STYLES,
    "feral": FERAL_STYLES,
    "untamed": UNTAMED_STYLES,
    "rogue": ROGUE_STYLES,
    "all": tuple(sorted(CLASSIC_STYLES + WIDE_STYLES)),
}
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
