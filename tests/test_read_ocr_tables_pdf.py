"""A numbered list and a rumour table on an OCR'd page are no keyed areas (untamed ``scan``).

Before the key, the page numbers a few background facts ("1. Pilgrims still leave bread
…", wrapped under their numbers) and prints a d6 rumour table under its caption. The OCR
layer sizes every line from its height, so the caption may come out no larger than the
body, and its die header row ("d6 Rumour") opens in lower case as a sentence running on
would: the caption was then no heading, the facts' "4." ran on into the table, and the
table's rows 5 and 6 continued the facts' numbers as keys. A table's caption (a few words
naming a table over a die header row) heads it whatever its size; a die opens no running
sentence. Written as an OCR layer in two faces and two wordings; the caption test fails
without the rule, the area test guards the outcome (synth untamed scan 99614).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from module_factory import wrap
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_read_ocr_layer_pdf import FACES, PLACES, Face, OcrLayer

from converter.detect.areas import find_areas
from converter.detect.areas_context import document_to_context
from converter.detect.statblocks import find_statblocks
from converter.read.extract import read_pdf

FACTS = [
    [
        "Pilgrims still leave bread at the gate, though none go inside.",
        "The chapel bell rang on its own the night before the flood.",
        "The miller's family vanished during the long winter thirty years ago.",
        "A guild of tanners once paid the miller to keep their secrets.",
    ],
    [
        "The ferry stopped running the spring the abbot died of a fever.",
        "Smugglers used the lower halls until a sickness emptied them.",
        "The lord of the ruin still pays wages to whoever serves him.",
        "Nobody has seen the old hermit since the harvest fair last year.",
    ],
]
RUMOURS = [
    ("Rumours Heard in the Village (d6)", "d6 Rumour"),
    ("What the Locals Say (roll d6)", "d6 Rumour"),
]
TALES = [
    "The well in the yard is bottomless.",
    "A ghost plays the harpsichord on feast nights.",
    "The tanners' vats hold more than hides.",
    "Salt keeps the things in the cellar away.",
    "There is a second way in, through the mill race.",
    "The abbot hid the chapel silver in a coffin.",
]
VARIANTS = [(face, words) for face in FACES for words in (0, 1)]
IDS = [f"{face.font}-{words}" for face, words in VARIANTS]


def _item(layer: OcrLayer, text: str, width: float, indent: float = 0.0) -> None:
    """A numbered item wrapped under its number (its other lines hang past it)."""
    for k, part in enumerate(wrap(text, layer.face.font, layer.face.size, width - 12)):
        layer.line(part, indent + (12 if k else 0))


def _page(path: Path, face: Face, words: int) -> Path:
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    layer = OcrLayer(pdf, face, 60, A4[1] - 50)
    width = 300.0
    layer.line("The Ruined Keep", size=face.size * 2)
    layer.y -= 8
    layer.line("FOR THE REFEREE", size=face.size * 1.4)
    for number, fact in enumerate(FACTS[words], start=1):
        layer.y -= 3
        _item(layer, f"{number}. {fact}", 230.0)
    caption, header = RUMOURS[words]
    layer.y -= 6
    layer.line(caption, size=face.size)  # the OCR gave the caption the body's size
    layer.line(header, indent=6)
    for number, tale in enumerate(TALES, start=1):
        _item(layer, f"{number} {tale}", 180.0, indent=6)
    layer.y -= 8
    layer.line("KEY TO THE KEEP", size=face.size * 1.4)
    for page in range(2):  # enough running text to show that the sizes are noise
        for number, (name, text, stats) in enumerate(PLACES[words], start=1 + 4 * page):
            layer.y -= 3
            layer.para(f"{number}. {name}. {text}", width)
            if stats:
                layer.para(stats, width, indent=8)
        pdf.showPage()
        layer = OcrLayer(pdf, face, 60, A4[1] - 50)
    pdf.save()
    return path


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_ocr_facts_and_rumours_are_no_areas(tmp_path: Path, face: Face, words: int) -> None:
    document = read_pdf(_page(tmp_path / "scan.pdf", face, words))
    blocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, blocks)
    names = [area.name for area in areas]
    places = [name for name, _, _ in PLACES[words]]
    assert names[: len(places)] == places
    for fact in FACTS[words]:
        assert not any(name in fact for name in names)
    for tale in TALES:
        assert not any(name and name in tale for name in names)


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_ocr_table_caption_heads_its_rows(tmp_path: Path, face: Face, words: int) -> None:
    """The caption, read at the body's size, is a heading all the same: the facts' last
    item ends at it and the table's rows stand under it."""
    document = read_pdf(_page(tmp_path / "scan.pdf", face, words))
    context = document_to_context(document)
    texts = [" ".join(line.text.split()) for line in context.lines]
    caption = texts.index(RUMOURS[words][0])
    assert caption in context.headings
    assert texts[caption + 1] == RUMOURS[words][1]
    assert caption + 1 not in context.headings  # the header row is the table's, no heading
