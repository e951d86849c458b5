"""Keyed areas read from an OCR'd scan's text layer (issue 10, untamed ``scan``).

An OCR engine's PDF renderer writes an invisible text layer (render mode 3) over the page
image: one text object per word, no space glyphs between words, one face for everything (no
bold) and one whole font size per line estimated from the line's height, so the lines of
one paragraph come out a point or two apart. The builder here sets a typeset page's words
(in two families and two sizes, two wordings) as such a layer; the tests read it with the
real reader and run the detectors.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from module_factory import wrap
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from converter.detect.areas import find_areas
from converter.detect.statblocks import find_statblocks
from converter.models import Area, Document
from converter.read.extract import read_pdf

# The factor each successive line's OCR size strays from the typeset size by (±10 %).
LINE_FACTORS = (1.0, 1.12, 0.92, 1.06, 0.95, 1.15, 0.9, 1.04)


@dataclass(frozen=True)
class Face:
    font: str  # the typeset face the words' widths come from
    size: float


FACES = [Face("Times-Roman", 10.0), Face("Helvetica", 8.5)]

# Two wordings of four places: (name, description, stat line or "").
PLACES = [
    [
        (
            "Gatehouse",
            "A rusted portcullis hangs over the passage and the winch is broken. Two bandits"
            " dice on a barrel by the door to the yard, and a third sleeps under a cloak by"
            " the wall where the arrow slits let in the wind.",
            "Bandits (2): AC 7, HD 1, hp 4, 6, #AT 1, D 1d6, MV 120' (40'), ML 8, AL C",
        ),
        (
            "Well Court",
            "A stone well fills the middle of the court and a rope ladder leads down into"
            " the dark water below. Three giant rats nest in the rubble heaped against the"
            " northern wall among the broken crates.",
            "Giant Rats (3): AC 7, HD 1, hp 2, 3, 4, #AT 1, D 1d3, MV 120' (40'), ML 8, AL N",
        ),
        (
            "Chapel of Ash",
            "Burnt pews face an altar of black stone streaked with soot from the old fire."
            " A ghoul crouches behind it, gnawing a bone it found in the crypt under the"
            " floor of the nave.",
            "Ghoul: AC 6, HD 2, hp 9, #AT 3, D 1d3/1d3/1d3, MV 90' (30'), ML 9, AL C",
        ),
        (
            "Long Barracks",
            "Twelve cots line the walls and a chest under the far window holds forty gold"
            " pieces wrapped in a soldier's shirt. A narrow door in the east wall leads"
            " north to the stair.",
            "",
        ),
    ],
    [
        (
            "Toll Bridge",
            "A plank bridge crosses the gorge and the hut of the toll keepers stands by the"
            " gate with its shutters nailed. Four goblins guard the chain that closes the"
            " road to carts and riders alike.",
            "Goblins (4): AC 6, HD 1-1, hp 3, 4, 2, 5, #AT 1, D 1d6, MV 60' (20'), ML 7, AL C",
        ),
        (
            "Mill Pond",
            "The pond lies behind a broken weir and a rowing boat is tied to a post by the"
            " mill door. A giant pike lurks in the reeds along the bank, waiting for anyone"
            " who leans over the water.",
            "Giant Pike: AC 7, HD 4, hp 18, #AT 1, D 2d4, MV 120' (40'), ML 8, AL N",
        ),
        (
            "Hanged Oak",
            "An old oak stands on a bare hill and under its roots a passage leads down to a"
            " burial chamber. A wight sleeps there on a bier of cold stone with its sword"
            " laid across its chest.",
            "Wight: AC 5, HD 3, hp 14, #AT 1, D drain, MV 90' (30'), ML 12, AL C",
        ),
        (
            "Charcoal Camp",
            "Three kilns smoulder in a clearing and the smoke stings the eyes of anyone who"
            " comes near them. The burners left in haste and their tools lie scattered"
            " about the huts.",
            "",
        ),
    ],
]

VARIANTS = [(face, words) for face in FACES for words in (0, 1)]
IDS = [f"{face.font}-{words}" for face, words in VARIANTS]


class OcrLayer:
    """Writes typeset lines as an OCR text layer: each word its own invisible text object in
    Helvetica, stretched to the word's typeset width, at one whole size per line."""

    def __init__(self, pdf: canvas.Canvas, face: Face, x: float, top: float) -> None:
        self.pdf, self.face, self.x, self.y = pdf, face, x, top
        self.lines = 0

    def line(self, text: str, indent: float = 0.0, size: float | None = None) -> None:
        typeset = size or self.face.size
        factor = LINE_FACTORS[self.lines % len(LINE_FACTORS)]
        ocr_size = float(max(4, round(typeset * factor)))
        self.lines += 1
        self.y -= typeset * 1.2
        space = self.pdf.stringWidth(" ", self.face.font, typeset)
        x = self.x + indent
        for word in text.split():
            width = self.pdf.stringWidth(word, self.face.font, typeset)
            natural = self.pdf.stringWidth(word, "Helvetica", ocr_size) or 1.0
            obj = self.pdf.beginText(x, self.y)
            obj.setTextRenderMode(3)
            obj.setFont("Helvetica", ocr_size)
            obj.setHorizScale(100.0 * width / natural)
            obj.textOut(word)
            self.pdf.drawText(obj)
            x += width + space

    def para(self, text: str, width: float, indent: float = 0.0) -> None:
        for part in wrap(text, self.face.font, self.face.size, width - indent):
            self.line(part, indent)


def _scan_page(path: Path, face: Face, words: int) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    layer = OcrLayer(pdf, face, 60, A4[1] - 50)
    width = 300.0
    layer.line("The Ruined Keep", size=face.size * 2)
    layer.y -= 8
    layer.line("KEY TO THE KEEP", size=face.size * 1.4)
    for number, (name, text, stats) in enumerate(PLACES[words], start=1):
        layer.y -= 3
        layer.para(f"{number}. {name}. {text}", width)
        if stats:
            layer.para(stats, width, indent=8)
    pdf.save()
    return path


def _read(path: Path) -> tuple[Document, tuple[Area, ...]]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, blocks)
    return document, areas


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_ocr_layer_words_are_split(tmp_path: Path, face: Face, words: int) -> None:
    """No space glyphs between the word objects: the word gaps measured on the page still
    part the words, and no two words run together."""
    document, _ = _read(_scan_page(tmp_path / "scan.pdf", face, words))
    read = " ".join(line.text for line in document.lines).split()
    printed = " ".join(text for _, text, _ in PLACES[words]).split()
    assert set(printed) <= set(read)


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_ocr_layer_run_in_keys_after_stat_lines(tmp_path: Path, face: Face, words: int) -> None:
    """Run-in keys "2. Well Court." in the body face after a stat line (no stop, no bold, a
    noisy size): each opens an area, and a paragraph's lines set a size larger by the OCR
    are no headings that cut it short."""
    _, areas = _read(_scan_page(tmp_path / "scan.pdf", face, words))
    assert [(a.key, a.name) for a in areas] == [
        (str(n), name) for n, (name, _, _) in enumerate(PLACES[words], start=1)
    ]
    for area, (_, text, _) in zip(areas, PLACES[words], strict=True):
        assert " ".join(text.split()[-4:]) in area.text


# Two wordings of a mind map's six nodes: (name, note). The map is printed turned 90°, its
# nodes in two rows of three, each a title over a note wrapped in small type.
NODES = [
    [
        ("Foxglove Hollow", "Two cave bears are searching the rubble by the stream."),
        ("Kettle Falls", "The walls are scratched with old tally marks."),
        ("The Hollow Oak", "Someone has chalked warnings beside the door."),
        ("Grimsby Mill", "Broken pottery crunches underfoot in the yard."),
        ("Widow's Lantern", "A lamp burns in the window though nobody lives here."),
        ("Saltmarrow Gate", "The gate is barred from the far side with an oar."),
    ],
    [
        ("Crowfoot Chapel", "Pews lie stacked against the door and the roof leaks."),
        ("Marrowdeep Cut", "A narrow path winds down between walls of grey slate."),
        ("Tallow Market", "Empty stalls lean together and rats run beneath them."),
        ("Hangman's Copse", "Old ropes still hang from the branches of the elms."),
        ("Ravenholt Keep", "The keep's tower has fallen into the moat below."),
        ("The Ember Vault", "Warm air breathes out of a crack in the floor."),
    ],
]


class TurnedOcrLayer:
    """Writes a mind map turned 90° anticlockwise (its text runs up the page) as an OCR
    engine that found the rotation does: each word one invisible Helvetica text object with a
    turned text matrix, stretched to its typeset width, one whole size per line, no spaces."""

    def __init__(self, pdf: canvas.Canvas, face: Face, right: float) -> None:
        self.pdf, self.face, self.right = pdf, face, right  # the map's bottom edge on the page
        self.lines = 0

    def line(self, text: str, centre: float, baseline: float, typeset: float) -> None:
        factor = LINE_FACTORS[self.lines % len(LINE_FACTORS)]
        ocr_size = float(max(4, round(typeset * factor)))
        self.lines += 1
        space = self.pdf.stringWidth(" ", self.face.font, typeset)
        along = centre - self.pdf.stringWidth(text, self.face.font, typeset) / 2
        for word in text.split():
            width = self.pdf.stringWidth(word, self.face.font, typeset)
            natural = self.pdf.stringWidth(word, "Helvetica", ocr_size) or 1.0
            obj = self.pdf.beginText()
            obj.setTextTransform(0, 1, -1, 0, self.right - baseline, along)
            obj.setTextRenderMode(3)
            obj.setFont("Helvetica", ocr_size)
            obj.setHorizScale(100.0 * width / natural)
            obj.textOut(word)
            self.pdf.drawText(obj)
            along += width + space

    def node(self, name: str, note: str, centre: float, middle: float) -> None:
        title, small = self.face.size * 0.8, self.face.size * 0.6
        self.line(name, centre, middle + 10, title)
        for k, part in enumerate(wrap(note, self.face.font, small, 110)):
            self.line(part, centre, middle - 1 - 7 * k, small)


def _scan_with_mind_map(path: Path, face: Face, words: int) -> Path:
    """The keyed page twice (enough running text to show the sizes are noise), then a page
    holding only the turned mind map."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    for _ in range(2):
        layer = OcrLayer(pdf, face, 60, A4[1] - 50)
        for number, (name, text, stats) in enumerate(PLACES[words], start=1):
            layer.y -= 3
            layer.para(f"{number}. {name}. {text}", 300.0)
            if stats:
                layer.para(stats, 300.0, indent=8)
        pdf.showPage()
    turned = TurnedOcrLayer(pdf, face, right=450)
    for index, (name, note) in enumerate(NODES[words]):
        row, col = divmod(index, 3)
        turned.node(
            name, note, centre=160 + 230 * col + (18 if row else -18), middle=300 - 180 * row
        )
    pdf.save()
    return path


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_ocr_layer_turned_mind_map_nodes_are_areas(tmp_path: Path, face: Face, words: int) -> None:
    """A turned mind map in an OCR layer: the titles of two nodes on one baseline (no space
    glyphs, words parted only by the page's word gap) are two lines, not one, and each
    title, in the face and (noisy) size of its note, heads its note as a named area rather
    than running on into the note's sentence."""
    document, areas = _read(_scan_with_mind_map(tmp_path / "scan.pdf", face, words))
    names = [name for name, _ in NODES[words]]
    turned = [line.text.strip() for line in document.lines if line.page == 3]
    assert all(name in turned for name in names)
    named = [(a.name, a.page) for a in areas if a.key is None]
    assert sorted(named) == sorted((name, 3) for name in names)
