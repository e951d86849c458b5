"""Style presets of the trekker set (bench/synth/trekker.py): structures of keyed adventures
none of the older styles prints, written without reading the detectors, after the seventeen
older sets."""

from __future__ import annotations

from .style import Style

TREKKER_STYLE_LIST = (
    Style(
        "contheads",
        "a key whose long entries run over the page: the rest of the room under its heading "
        "again, '12. Flue Chamber (continued)', at the top of the next page",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger", "colour"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("times", "dejavu-serif", "helvetica"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "hundreds",
        "a dungeon of levels numbered by the hundred: 'Level 2: The Sand Galleries' then rooms "
        "201, 202 …, a stair 'down to 301' at each level's end, passages naming rooms",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "caps", "larger"),
        (1, 2),
        ("letter", "a4", "a5"),
        ("dejavu-serif", "times", "helvetica"),
        (8.5, 10.0),
        "italic",
        False,
    ),
    Style(
        "deckplan",
        "a ship's deck plan keyed deck by deck, 'Main Deck (M)' then 'M1. Great Cabin', after a "
        "table of the ship's particulars",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "colour", "larger"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-sans", "helvetica", "dejavu-serif"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "asarea",
        "stats printed once, where a kind is first met; later rooms point back at them: "
        "'four ghouls doze here (as area 3).'",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "larger"),
        (2, 2),
        ("letter", "a4", "a5"),
        ("times", "dejavu-serif", "courier"),
        (8.5, 10.0),
        "none",
        False,
    ),
    Style(
        "eventkey",
        "the rooms, then an event key ('E2. The Tide Turns', 'Hour 3 \u2014 …') whose creatures "
        "are on the move towards the rooms, some with stat lines",
        ("bx", "ose", "other"),
        ("dot",),
        ("bold", "colour"),
        (1, 2),
        ("letter", "a4", "6x9"),
        ("dejavu-sans", "vera", "dejavu-serif"),
        (8.5, 10.0),
        "box",
        False,
    ),
    Style(
        "district",
        "a town keyed by district letter: 'Kilnside (K)', an italic street-encounter line, then "
        "'K1. Glass Exchange', 'K2 …'",
        ("bx", "ose", "adnd"),
        ("dot",),
        ("bold", "caps", "colour"),
        (2, 3),
        ("letter", "a4"),
        ("times", "dejavu-serif", "dejavu-serif-condensed"),
        (8.5, 10.0),
        "none",
        False,
    ),
)
