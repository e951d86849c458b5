"""The typed blocks a module is made of, between content generation and typesetting.

A ``marker`` ties a printed block to a truth entry: the renderer records the page on which
the block bearing it starts, and the truth builder fills that page in.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Title:
    title: str
    subtitle: str
    byline: str


@dataclass(frozen=True)
class SectionHeading:
    """A chapter or level heading ("Background", "Level 1"); never an area."""

    text: str
    level: int = 1


@dataclass(frozen=True)
class AreaHeading:
    """An area heading on its own line; ``label`` is the printed key part ("Area 3:"), or ''."""

    marker: str
    label: str
    name: str
    tail: str = ""  # printed after the name (":" or " \u2014" in newsletter headings)
    hang: str = ""  # what a hanging key prints in the margin ('' = the label)


@dataclass(frozen=True)
class Para:
    """Body prose. ``lead`` is a run-in bold heading; ``markers`` start inside this paragraph."""

    text: str
    markers: tuple[str, ...] = ()
    lead: str = ""
    kind: str = "body"  # body | read | stat | note | runon | dropcap | footnote | statbox | bullet


@dataclass(frozen=True)
class ReadAloud:
    text: str


@dataclass(frozen=True)
class Block5e:
    """A full multi-line block (5e or PF1); ``cross_column`` starts it near a column's foot."""

    marker: str
    lines: tuple[tuple[str, str], ...]
    cross_column: bool = False


@dataclass(frozen=True)
class Table:
    title: str
    header: tuple[str, str]
    rows: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Sidebar:
    title: str
    text: str


@dataclass(frozen=True)
class NumberedList:
    items: tuple[str, ...]


@dataclass(frozen=True)
class NewPage:
    pass


@dataclass(frozen=True)
class ColumnBreakHint:
    """Push what follows to a column's foot, leaving ``lines`` lines, so it runs on."""

    lines: float


@dataclass(frozen=True)
class KeyRow:
    marker: str  # the area's marker, logged with the key cell
    key: str
    location: str
    contents: str
    stat_markers: tuple[str, ...] = ()


@dataclass(frozen=True)
class KeyTable:
    """Areas keyed in a table: key | location | contents."""

    header: tuple[str, str, str]
    rows: tuple[KeyRow, ...]


@dataclass(frozen=True)
class MindMapNode:
    marker: str
    name: str
    text: str


@dataclass(frozen=True)
class MindMap:
    title: str
    nodes: tuple[MindMapNode, ...]
    edges: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class MarginNote:
    """A note printed in the outer margin beside what follows (wild ``margin`` style)."""

    text: str
    markers: tuple[str, ...] = ()


@dataclass(frozen=True)
class RoomRow:
    marker: str  # the area's marker, logged with the room cell
    room: str  # markup: key and name
    description: str
    monsters: str
    stat_markers: tuple[str, ...] = ()


@dataclass(frozen=True)
class RoomTable:
    """Areas keyed in a Room | Description | Monsters table (wild ``roomtable`` style)."""

    header: tuple[str, str, str]
    rows: tuple[RoomRow, ...]


@dataclass(frozen=True)
class NodeMap:
    """A pointcrawl diagram: named nodes joined by numbered paths (not rotated)."""

    title: str
    names: tuple[str, ...]
    edges: tuple[tuple[int, int, int], ...]  # (from, to, path number)


@dataclass(frozen=True)
class StatTable:
    """A stat block set as a label | value mini-table, one field a line (feral ``labyrinth``)."""

    marker: str
    name: str
    rows: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class RosterTable:
    """A ruled monster roster under an area (rogue ``stattable``): one row per creature kind,
    the name cell carrying the row's stat-block marker."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    markers: tuple[str, ...]  # one per row
    zebra: bool = True


@dataclass(frozen=True)
class Card:
    marker: str
    name: str
    lines: tuple[str, ...]  # markup, one line each


@dataclass(frozen=True)
class CardGrid:
    """Stat cards in a grid, framed, ``per_row`` to a row (rogue ``cards``)."""

    cards: tuple[Card, ...]
    per_row: int


@dataclass(frozen=True)
class Leaders:
    """A table of contents: entries joined to page numbers by dot leaders (not areas)."""

    title: str
    entries: tuple[tuple[str, str], ...]  # (text, page number)


@dataclass(frozen=True)
class Bullet:
    """A list item with a printed bullet glyph of the style's choosing (rogue ``outline``)."""

    text: str
    markers: tuple[str, ...] = ()
    glyph: str = "\u2022"
    indent: float = 12.0


@dataclass(frozen=True)
class FieldTable:
    """An area's labelled fields as a two-column table, label | text (stray ``fields``);
    ``markers`` are the stat-block markers that start in the text cells."""

    rows: tuple[tuple[str, str], ...]
    markers: tuple[tuple[str, ...], ...]  # one tuple per row


@dataclass(frozen=True)
class BrewBox:
    """A full block set in a tinted box between coloured rules (stray ``homebrew``,
    ``fourth``); ``fill`` and ``rule`` are hex colours."""

    block: Block5e
    fill: str
    rule: str


@dataclass(frozen=True)
class Flow:
    """A word processor's break or section change (strider styles): ``kind`` "page" (a hard
    page break), "column" (a column break), "landscape" / "portrait" (the page style after a
    break), "columns" (a new section of ``columns`` columns; 1 goes back to the page's)."""

    kind: str
    columns: int = 1


Block = (
    Title
    | SectionHeading
    | AreaHeading
    | Para
    | ReadAloud
    | Block5e
    | Table
    | Sidebar
    | NumberedList
    | NewPage
    | MindMap
    | ColumnBreakHint
    | KeyTable
    | MarginNote
    | RoomTable
    | NodeMap
    | StatTable
    | RosterTable
    | CardGrid
    | Leaders
    | Bullet
    | FieldTable
    | BrewBox
    | Flow
)


@dataclass
class Module:
    """Everything one generated module holds: its blocks and its truth (pages still unset)."""

    name: str
    seed: int
    style: str
    switches: frozenset[str]
    blocks: list[Block] = field(default_factory=list)
    areas: list[dict[str, object]] = field(default_factory=list)  # truth areas, with "marker"
    statblocks: list[dict[str, object]] = field(default_factory=list)  # with "marker"
    decoys: list[tuple[str, str]] = field(default_factory=list)  # (area marker, creature name)
    map_labels: tuple[str, ...] = ()  # keys printed on the map of a one-page dungeon
