"""Typed, frozen records passed between the pipeline stages.

Conventions: page numbers are 1-based; coordinates are PDF points with the origin at the
top-left of the page (pdfplumber's ``x0, top, x1, bottom``); every record that came from
the page keeps a ``Source`` so a GM can check it against the printed page.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Level = Literal["error", "warning", "info"]
StatStyle = Literal["5e", "5e-2024", "bx", "adnd", "3e", "other"]  # the stat-block families
ObstacleKind = Literal["creature", "trap", "hazard", "door", "puzzle", "contest"]


@dataclass(frozen=True)
class BBox:
    """A rectangle on a page: ``x0, top, x1, bottom`` in PDF points, origin top-left."""

    x0: float
    top: float
    x1: float
    bottom: float

    def union(self, other: BBox) -> BBox:
        """Return the smallest box holding both boxes."""
        return BBox(
            min(self.x0, other.x0),
            min(self.top, other.top),
            max(self.x1, other.x1),
            max(self.bottom, other.bottom),
        )

    def as_list(self) -> list[float]:
        """Return ``[x0, top, x1, bottom]`` rounded to 0.1 pt, as written to YAML."""
        return [round(v, 1) for v in (self.x0, self.top, self.x1, self.bottom)]


@dataclass(frozen=True)
class Source:
    """Where a record came from: the PDF's file name, the page and the box on it."""

    file: str
    page: int
    bbox: BBox | None = None


@dataclass(frozen=True)
class Problem:
    """A content problem: reported as data, never raised."""

    file: str
    page: int | None
    rule: str  # a stable identifier, e.g. "statblock-unparsed", "no-text-layer"
    level: Level
    message: str


@dataclass(frozen=True)
class TextSpan:
    """A run of characters on one line in one font."""

    text: str
    font: str
    size: float
    bold: bool
    italic: bool


@dataclass(frozen=True)
class TextLine:
    """One cleaned line of text in reading order.

    ``column`` is the index of the column the line sits in (0 = leftmost / first read);
    ``block`` numbers the paragraphs-or-boxes of a page in reading order, so a change of
    block marks a vertical gap, a box edge or a column change.
    """

    text: str
    page: int
    bbox: BBox
    spans: tuple[TextSpan, ...]
    column: int = 0
    block: int = 0

    @property
    def size(self) -> float:
        """The largest font size on the line."""
        return max((s.size for s in self.spans), default=0.0)

    @property
    def bold(self) -> bool:
        """True when every non-blank span is bold."""
        spans = [s for s in self.spans if s.text.strip()]
        return bool(spans) and all(s.bold for s in spans)

    @property
    def italic(self) -> bool:
        """True when every non-blank span is italic."""
        spans = [s for s in self.spans if s.text.strip()]
        return bool(spans) and all(s.italic for s in spans)

    @property
    def bold_prefix(self) -> str:
        """The leading run of bold text (``"Armor Class"``, ``"12. The Well"``), or ``""``."""
        out: list[str] = []
        for span in self.spans:
            if not span.bold and span.text.strip():
                break
            out.append(span.text)
        return "".join(out).strip()


@dataclass(frozen=True)
class PageText:
    """The text of one page after layout repair."""

    number: int
    width: float
    height: float
    lines: tuple[TextLine, ...]
    columns: tuple[BBox, ...] = ()
    image_count: int = 0
    has_text_layer: bool = True


@dataclass(frozen=True)
class PdfPages:
    """What the read stage gives: the file's identity and each page laid out on its own.

    Page layout (glyphs → lines in reading order) runs inside the reader, beside the PDF's
    characters, so raw characters never travel between worker processes; what needs every
    page at once (running headers, words broken across pages) is the layout stage's
    ``assemble_document``.
    """

    file: str
    path: str
    sha256: str
    pages: tuple[PageText, ...]
    problems: tuple[Problem, ...] = ()  # pages whose content could not be read whole


@dataclass(frozen=True)
class Document:
    """A whole PDF after extraction and layout repair."""

    file: str  # the file name as given (no folders), used in every Source
    path: str
    sha256: str
    pages: tuple[PageText, ...]
    problems: tuple[Problem, ...] = ()

    @property
    def lines(self) -> tuple[TextLine, ...]:
        """Every line of every page in reading order."""
        return tuple(line for page in self.pages for line in page.lines)


@dataclass(frozen=True)
class Feature:
    """A named trait, action or special ability of a creature (``Regeneration.`` …)."""

    name: str
    text: str
    section: str = "trait"  # trait | action | bonus_action | reaction | legendary | lair | special


@dataclass(frozen=True)
class StatBlock:
    """Game statistics for one creature, raw values as printed.

    ``style`` is one of ``5e``, ``5e-2024``, ``bx``, ``adnd``, ``3e``, ``other``.
    """

    name: str
    page: int
    style: StatStyle
    source: Source
    ac: int | None = None
    hp: int | None = None
    hit_dice: str | None = None  # "7d10+21", "4+1", "½"
    cr: str | None = None  # "1/4", "5"
    size: str | None = None  # Tiny .. Gargantuan
    type: str | None = None  # humanoid, dragon …
    alignment: str | None = None
    speed: str | None = None
    attacks: str | None = None  # old-school "#AT 3" / "Att 1 × weapon"
    damage: str | None = None
    morale: str | None = None
    xp: str | None = None
    saves: str | None = None
    count: int | None = None  # "Goblins (6): …" → 6
    features: tuple[Feature, ...] = ()
    vulnerabilities: tuple[str, ...] = ()
    resistances: tuple[str, ...] = ()
    immunities: tuple[str, ...] = ()
    condition_immunities: tuple[str, ...] = ()
    special: tuple[str, ...] = ()  # old-school SA/SD and trailing notes
    text: str = ""  # the block's text as read, for the GM to check


@dataclass(frozen=True)
class CreatureMention:
    """A creature named in an area's text with the count the text gives."""

    name: str  # singular, lower case ("orc")
    count: int | None  # None when unstated ("some orcs")
    count_text: str  # as printed: "3", "five", "2d6", "an"
    source: Source


@dataclass(frozen=True)
class Area:
    """A keyed or named location, with the text up to the next one."""

    key: str | None  # "12", "B3", "XII"; None for named-only areas
    name: str
    page: int
    text: str
    source: Source
    creatures: tuple[CreatureMention, ...] = ()
    statblocks: tuple[str, ...] = ()  # names of stat blocks printed inside the area


@dataclass(frozen=True)
class RoomFinding:
    """One match in the room text: its label (``TRAP``, ``DC`` …) and where it is."""

    label: str
    text: str
    start: int  # character offsets into the analysed text
    end: int
    sentence: int  # index into RoomAnalysis.sentences


@dataclass(frozen=True)
class RoomAnalysis:
    """The sentences of a room text, the findings in it, and the sentences with a cue
    that sets a creature apart (``separate_fight_cues``)."""

    sentences: tuple[tuple[int, int], ...]
    findings: tuple[RoomFinding, ...]
    separate_sentences: frozenset[int]
    separate_cues: tuple[tuple[int, str], ...] = ()  # (sentence, cue as printed), text order

    def cue_in(self, sentence: int) -> str | None:
        """The first separation cue printed in a sentence, or None."""
        return next((cue for index, cue in self.separate_cues if index == sentence), None)

    def sentence_of(self, offset: int) -> int:
        """The index of the sentence holding a character offset (the last one if past it)."""
        for index, (start, end) in enumerate(self.sentences):
            if start <= offset < end:
                return index
        return max(len(self.sentences) - 1, 0)

    def sentence_text(self, text: str, index: int) -> str:
        """The text of one sentence, stripped."""
        start, end = self.sentences[index]
        return text[start:end].strip()


@dataclass(frozen=True)
class Threat:
    """A D&MD threat: a quality of a creature or situation with a rating ≥ 1."""

    name: str
    rating: int
    why: str
    page: int | None = None


@dataclass(frozen=True)
class Quality:
    """A weakness or strength of an obstacle (``fire``, ``piercing from nonmagical attacks``)."""

    name: str
    why: str
    page: int | None = None


@dataclass(frozen=True)
class Obstacle:
    """A D&MD obstacle with its Obstacle Rating (1–12) and its threats."""

    id: str
    name: str
    rating: int
    kind: ObstacleKind
    why: str
    page: int | None = None
    threats: tuple[Threat, ...] = ()
    weaknesses: tuple[Quality, ...] = ()
    strengths: tuple[Quality, ...] = ()
    statblock: str | None = None


@dataclass(frozen=True)
class Hazard:
    """A trap or danger named in the area's text."""

    name: str
    text: str
    why: str
    page: int | None = None


@dataclass(frozen=True)
class CreatureEntry:
    """A creature present in an encounter, linked to its stat block when one was found."""

    name: str
    count: int | None
    statblock: str | None
    resolved_by: str = "none"  # module | catalog-exact | catalog-alias | catalog-fuzzy | none


@dataclass(frozen=True)
class Encounter:
    """One keyed area turned into D&MD terms."""

    area: Area
    creatures: tuple[CreatureEntry, ...] = ()
    obstacles: tuple[Obstacle, ...] = ()
    threats: tuple[Threat, ...] = ()
    hazards: tuple[Hazard, ...] = ()
    skipped: bool = False


@dataclass(frozen=True)
class Detection:
    """What the detectors found in one document."""

    statblocks: tuple[StatBlock, ...]
    areas: tuple[Area, ...]
    problems: tuple[Problem, ...] = ()


@dataclass(frozen=True)
class Conversion:
    """The result of converting one PDF: everything the emitter writes."""

    document: Document
    detection: Detection
    encounters: tuple[Encounter, ...]
    problems: tuple[Problem, ...] = field(default=())
