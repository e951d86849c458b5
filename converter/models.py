"""Typed, frozen records passed between the pipeline stages: the page's and detection's.

Conventions: page numbers are 1-based; coordinates are PDF points with the origin at the
top-left of the page (pdfplumber's ``x0, top, x1, bottom``); every record that came from
the page keeps a ``Source`` so a GM can check it against the printed page. The records in
D&MD terms (obstacles, threats, encounters, the ``Conversion``) are ``converter.dmd_models``'.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from converter.computed_once import cached_property

Level = Literal["error", "warning", "info"]
StatStyle = Literal["5e", "5e-2024", "bx", "adnd", "3e", "other"]  # the stat-block families
MapKind = Literal["raster", "vector", "page"]  # an embedded image, a drawing, a page-sized image
PinSource = Literal["text", "ocr"]
OCR_FONT_PREFIX = "OCR+"  # the font of words the read stage's OCR read from a picture


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
    """Where a record came from: the PDF's file name, the page and the box on it.

    ``page`` is the sheet (the PDF page) a GM opens; ``reading_page`` the page it is read
    on (``Document.reading_pages``), which says what comes before or after: an imposed
    booklet's sheet 1 holds its last and first pages. Unknown (None) for a record made
    without its lines, where the sheet's number stands in (``read_on``)."""

    file: str
    page: int
    bbox: BBox | None = None
    reading_page: int | None = field(default=None, compare=False)
    # Its words (its heading, or a line in its box) were read by OCR from a picture (a font
    # named ``OCR_FONT_PREFIX``…; ``detect.ocr_marks``).
    ocr: bool = field(default=False, compare=False)

    @property
    def read_on(self) -> int:
        """The page in reading order: ``reading_page`` when known, else the sheet's."""
        return self.page if self.reading_page is None else self.reading_page

    def reading_place(self) -> tuple[int, float]:
        """Where reading reaches it: its reading page, then its top there (0 without a box)."""
        return self.read_on, self.bbox.top if self.bbox is not None else 0.0


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
    # Each character's left and right x, flat (x0, x1, x0, x1, …), as the reader set it: an
    # upright line's words placed (a table's cells told apart by their x). Empty when not
    # known; a line whose text was rewritten to another length has none (``char_spans``).
    char_x: tuple[float, ...] = field(default=(), compare=False, repr=False)

    def char_spans(self) -> list[tuple[float, float]] | None:
        """Each character's (x0, x1), or None when the line's text no longer matches them."""
        xs = self.char_x
        if not xs or len(xs) != 2 * len(self.text):
            return None
        return list(zip(xs[::2], xs[1::2], strict=True))  # the pairs, paired in C

    def is_placed(self) -> bool:
        """Whether ``char_spans`` is not None, asked without pairing the places: every line
        of a document is asked, and few of them then need the pairs."""
        xs = self.char_x
        return bool(xs) and len(xs) == 2 * len(self.text)

    @cached_property
    def placed_chars(self) -> tuple[tuple[str, float, float], ...] | None:
        """Each character with its x0 and x1 (``char_spans`` zipped with the text), or None."""
        xs = self.char_x
        if not xs or len(xs) != 2 * len(self.text):
            return None
        return tuple(zip(self.text, xs[::2], xs[1::2], strict=True))

    @cached_property
    def size(self) -> float:
        """The largest font size on the line."""
        return max((s.size for s in self.spans), default=0.0)

    @cached_property
    def bold(self) -> bool:
        """True when every non-blank span is bold."""
        spans = [s for s in self.spans if s.text.strip()]
        return bool(spans) and all(s.bold for s in spans)

    @cached_property
    def italic(self) -> bool:
        """True when every non-blank span is italic."""
        spans = [s for s in self.spans if s.text.strip()]
        return bool(spans) and all(s.italic for s in spans)

    @cached_property
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
    # Pictures on it hold words (a line of type, a scan) that were not OCR'd: no Tesseract.
    ocr_pending: bool = False
    # Chars of its text layer not seen on the page (white ink, covered, outside the CropBox).
    hidden_chars: int = 0


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

    @cached_property
    def lines(self) -> tuple[TextLine, ...]:
        """Every line of every page in reading order (made once: a dozen stages ask)."""
        return tuple(line for page in self.pages for line in page.lines)

    @cached_property
    def reading_pages(self) -> dict[tuple[int, int, int], int]:
        """Each paragraph-or-box's page in reading order, by its sheet, column and block: its
        sheet's number while the pages are read in sheet order, else (an imposed booklet
        read in booklet order, ``read.imposed``) the ordinal of its half among the pages
        read, each half its own page. The halves keep their sheet's numbering, so the three
        numbers tell them apart (``read.imposed._split``)."""
        read = [page for page in self.pages if page.lines]
        numbers = [page.number for page in read]
        in_sheet_order = all(a < b for a, b in zip(numbers, numbers[1:], strict=False))
        out: dict[tuple[int, int, int], int] = {}
        for ordinal, page in enumerate(read, start=1):
            for line in page.lines:
                where = (line.page, line.column, line.block)
                out.setdefault(where, page.number if in_sheet_order else ordinal)
        return out

    def reading_page_of(self, line: TextLine) -> int:
        """The page ``line`` is read on (``reading_pages``; its sheet's number for a line
        not of this document)."""
        return self.reading_pages.get((line.page, line.column, line.block), line.page)


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
    level: str | None = None  # a creature level as printed: "CREATURE 4" → "4", "LV 2" → "2"
    role: str | None = None  # a 4e-like role as printed after its level: "Elite Brute"
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
    kind: str | None = None  # a named individual's creature: "Old Ambrose (hobgoblin; …)"
    # the key of the area a level roster's row puts the creature in (its Room cell: "3"),
    # and the row's count cell as printed ("many", "2d4": an amount, though no number)
    area_key: str | None = None
    count_text: str = ""
    # the rooms a roster's Where cell puts the creature in, each key with the number there
    # ("3 (2), 7 (4)" → ("3", 2), ("7", 4)); a number not printed is None
    placements: tuple[tuple[str, int | None], ...] = ()
    features: tuple[Feature, ...] = ()
    vulnerabilities: tuple[str, ...] = ()
    resistances: tuple[str, ...] = ()
    immunities: tuple[str, ...] = ()
    condition_immunities: tuple[str, ...] = ()
    special: tuple[str, ...] = ()  # old-school SA/SD and trailing notes
    text: str = ""  # the block's text as read, for the GM to check
    # how it was read, when that is worth a GM's check: "read by OCR", each OCR slip read as
    # a number ("OCR slip read as a number: AC & → 8"; ``detect.ocr_marks``)
    evidence: tuple[str, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class CreatureMention:
    """A creature named in an area's text with the count the text gives."""

    name: str  # singular, lower case ("orc")
    count: int | None  # None when unstated ("some orcs")
    count_text: str  # as printed: "3", "five", "2d6", "an"
    source: Source
    trigger: str = ""  # reinforcements: what brings them in ("If the alarm sounds"), as printed
    # the sentence that brings them, when it is printed outside the area's text (an event's)
    said: str = ""


@dataclass(frozen=True)
class TextStyle:
    """A typographic style of a line: font family, size, weight, slant, capitals."""

    family: str  # the font name without subset prefix and weight/slant suffixes
    size: float  # rounded to 0.5 pt
    bold: bool
    italic: bool
    caps: bool  # all capitals or small capitals


@dataclass(frozen=True)
class Heading:
    """A line (or the run-in lead of a paragraph) that opens a section."""

    index: int  # into ``Document.lines``
    text: str  # the whole heading, wrapped lines joined
    lines: int  # how many lines it takes (0 for a run-in lead inside its first line)
    style: TextStyle
    level: int  # 1 = the most prominent heading style of the document
    run_in: bool = False


@dataclass(frozen=True)
class Section:
    """A heading and the lines up to the next heading of its level or above."""

    heading: Heading
    start: int  # index of the first body line (or of the run-in line itself)
    end: int  # index after the last line of the section, sub-sections included
    body_end: int  # index after the last line before the first sub-section
    parent: int | None = None  # index into the section list


@dataclass(frozen=True)
class WanderingEntry:
    """A row of a random-encounter table ("1-3 Zombie", "01-15 3d6 wolves"): not a stat
    block and not a creature present anywhere, but who may turn up on that roll."""

    roll: str  # as printed, dashes unified: "1-3", "01-15", "6"
    name: str  # singular, lower case ("wolf")
    count_text: str  # as printed: "3d6", "2", "" when unstated
    source: Source
    text: str = ""  # the row as printed ("3-4 goblin (1d2)"), to find the area printing it
    level: str | None = None  # the heading of the level (section) whose areas it belongs to
    level_areas: tuple[str, ...] = ()  # the keys (or names) of that level's areas


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
    confidence: float = 1.0  # 0–1: how sure the detector is that this is a keyed location
    evidence: tuple[str, ...] = ()  # short reasons ("key 12", "read-aloud text", "stat line")
    # reinforcements: creatures the text brings in on a condition or after a delay, not present
    arrivals: tuple[CreatureMention, ...] = ()
    # sentences of a chapter about time that send a group here ("make for area 5")
    moments: tuple[Moment, ...] = ()


@dataclass(frozen=True)
class Moment:
    """A sentence of an event (an entry of a chapter about time) that names an area as where a
    group goes ("Four ghouls climb out of the flues and make for area 5."): its creatures
    arrive there when the event comes, none is there before."""

    trigger: str  # the event's heading as printed ("E2. The Tide Turns", "Hour 2 — Night Falls")
    sentence: str
    source: Source


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
class MapLabel:
    """A short word printed on or just beside a map (a room key candidate), in page points."""

    text: str
    bbox: BBox


@dataclass(frozen=True)
class MapImage:
    """A map found on a page, with its picture's bytes: a PNG, or the JPEG the PDF embeds when
    the page shows it unchanged (``suffix`` names the format: ``png`` or ``jpg``).

    ``scale`` is image pixels per PDF point: a page point ``(x, top)`` is the pixel
    ``((x - bbox.x0) * scale, (top - bbox.top) * scale)``. ``grid`` is the side of a drawn
    grid square in points, when one was detected.
    """

    id: str  # "p2-1": page 2, first map on it
    page: int
    bbox: BBox
    kind: MapKind
    picture: bytes
    width: int  # pixels
    height: int
    scale: float
    labels: tuple[MapLabel, ...] = ()
    grid: float | None = None
    suffix: str = "png"


@dataclass(frozen=True)
class MapPin:
    """A room key placed on a map: its position in map-image pixels."""

    key: str
    x: float
    y: float
    confidence: float = 1.0
    source: PinSource = "text"


@dataclass(frozen=True)
class PinnedMap:
    """A map with the pins of the keyed areas printed on it."""

    map: MapImage
    pins: tuple[MapPin, ...] = ()


@dataclass(frozen=True)
class Detection:
    """What the detectors found in one document."""

    statblocks: tuple[StatBlock, ...]
    areas: tuple[Area, ...]
    problems: tuple[Problem, ...] = ()
    maps: tuple[PinnedMap, ...] = ()
    unplaced_keys: tuple[str, ...] = ()  # area keys no map carries (when there is a map)
    wandering: tuple[WanderingEntry, ...] = ()
    events: tuple[CreatureMention, ...] = ()  # groups an event brings to no room (event_groups)
