"""A map's legend in an imposed booklet (reportlab, this file's texts): four A5 pages printed
two to a landscape sheet in imposition order (4|1, 2|3), each page a legend of bare keys in
a key cell beside entries that open with a bold run-in name. The halves are read in booklet
order, so sheet 1's two pages (4 and 1) stand first and last. Every page sets its rows at
the same heights, so a key on page 4 shares its baseline with an entry of page 2 printed
at the same place on another sheet: a hanging key must find its entry on its own reading
page, never on a page read between the halves of its sheet, or the last page's areas are
lost and their text runs into the area before (an area on the back of the sheet)."""

from __future__ import annotations

from pathlib import Path

import pytest
from page_flow import wrap
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas
from text_faces import Face

from converter.detect.areas import find_areas
from converter.detect.reading_pages import page_runs, reading_page_numbers
from converter.detect.statblocks import find_statblocks
from converter.models import Area
from converter.read.extract import read_pdf

SHEETS = [(4, 1), (2, 3)]
ROWS = 3  # legend rows a page
# after each place's own sentence: a row long enough that the key cell reads as a column
ONWARD = (
    "Dust lies thick on every ledge and the air smells of old smoke and damp stone. "
    "Nothing here has been moved for many years, and the only sound is dripping water."
)


FACES = [
    Face("Times-Roman", "Times-Bold", 9.0),
    Face("Helvetica", "Helvetica-Bold", 7.5),
    Face("Courier", "Courier-Bold", 8.0),
]

# Two wordings of twelve places: (name, its own sentence).
PLACES = [
    [
        ("Gate Tower", "A portcullis hangs half open over the way in, its winch rusted fast."),
        ("Well Court", "A round shaft drops to black water and cold air rises from below."),
        ("Chapel of Ash", "Burnt pews face an altar of black stone cracked down the middle."),
        ("Long Barracks", "Twelve cots line the walls and a chest holds forty gold pieces."),
        ("Cistern Stair", "A narrow stair drops to a flooded chamber where a leech waits."),
        ("Salt Store", "Sacks of grey salt are heaped to the rafters beside a broken scale."),
        ("Kennels", "Iron cages stand open and the straw inside is still warm to the hand."),
        ("Armoury", "Racks of spears lean on the wall and a shield hangs on a hook."),
        ("Bell Loft", "A cracked bronze bell hangs from a beam over a trapdoor in the floor."),
        ("Cellar Vault", "Casks of sour wine line the walls and one of them hides a tunnel."),
        ("Hidden Shrine", "A small idol of green jade sits in a niche behind a curtain of moss."),
        ("Sluice Gate", "The wheel has stopped, and water pours over the gate into the pit."),
    ],
    [
        ("Toll Bridge", "A plank bridge crosses the gorge beside the hut of the toll keepers."),
        ("Mill Pond", "The pond lies behind a broken weir and a boat is tied to a post."),
        ("Hanged Oak", "An old oak stands on a bare hill with a passage under its roots."),
        ("Charcoal Camp", "Three kilns smoulder in a clearing watched by two burners and a dog."),
        ("Drowned Chapel", "Knee-deep water covers the nave and a sunken chest lies by the altar."),
        ("Fox Barrow", "A mound of turf hides a stone door carved with a running fox."),
        ("Quarry Lip", "Loose scree slides into a pit where a crane leans over the drop."),
        ("Tanner Yard", "Vats of bark liquor stink in the sun beside stretched hides on frames."),
        ("Weir House", "A keeper's hut straddles the weir, its floor wet and its door barred."),
        ("Heron Island", "Reeds hide a rowing landing and a hermit's cell of woven willow."),
        ("Old Ford", "Stepping stones cross the river where a drowned cart lies on its side."),
        ("Watch Cairn", "A heap of stones on the ridge hides a signal fire laid and ready."),
    ],
]

VARIANTS = [(face, words) for face in FACES for words in (0, 1)]
IDS = [f"{face.body}-{words}" for face, words in VARIANTS]


def _legend_page(pdf: canvas.Canvas, face: Face, x0: float, page: int, words: int) -> None:
    """Booklet page ``page`` at ``x0``: a caption, then ROWS legend rows at the same heights
    on every page (a bare key, a bold run-in name and its text wrapped beside it), a rule
    between rows, and the page's folio at its foot."""
    width, height = A5
    left, key_width, text_width = x0 + 30.0, 90.0, 260.0
    leading = face.size * 1.2
    pdf.setFont(face.bold, face.size + 4)
    pdf.drawString(left, height - 60, "Key to the Map")
    y = height - 80
    for row in range(ROWS):
        number = (page - 1) * ROWS + row + 1
        name, text = PLACES[words][number - 1]
        pdf.line(left, y, left + key_width + text_width, y)
        baseline = y - 3 - face.size
        pdf.setFont(face.bold, face.size)
        pdf.drawString(left + 4, baseline, str(number))
        lead = f"{name}."
        offset = pdf.stringWidth(lead + " ", face.bold, face.size)
        pdf.drawString(left + key_width, baseline, lead)
        pdf.setFont(face.body, face.size)
        for k, line in enumerate(
            wrap(f"{text} {ONWARD}", face.body, face.size, text_width, offset)
        ):
            x = left + key_width + (offset if k == 0 else 0.0)
            pdf.drawString(x, baseline - k * leading, line)
        y -= 8 * leading  # every row the same height: the rows line up page to page
    pdf.setFont(face.body, face.size)
    pdf.drawCentredString(x0 + width / 2, 25, str(page))


def _write(path: Path, face: Face, words: int) -> None:
    width, height = A5
    pdf = canvas.Canvas(str(path), pagesize=(2 * width, height), invariant=1)
    for pair in SHEETS:
        for side, page in enumerate(pair):
            _legend_page(pdf, face, side * width, page, words)
        pdf.showPage()
    pdf.save()


def _areas(path: Path) -> tuple[Area, ...]:
    document = read_pdf(path)
    blocks, _ = find_statblocks(document)
    return find_areas(document, blocks)[0]


@pytest.mark.parametrize(("face", "words"), VARIANTS, ids=IDS)
def test_legend_rows_on_the_back_of_a_sheet_are_areas_of_their_own(
    tmp_path: Path, face: Face, words: int
) -> None:
    path = tmp_path / "booklet.pdf"
    _write(path, face, words)
    areas = _areas(path)
    total = ROWS * 2 * len(SHEETS)
    assert [(a.key, a.name) for a in areas] == [
        (str(k), PLACES[words][k - 1][0]) for k in range(1, total + 1)
    ]
    texts = [sentence for _, sentence in PLACES[words]]
    for area, own in zip(areas, texts, strict=True):
        head = own.split(",")[0][:40]
        assert head in area.text, (area.key, area.text)
        others = [t.split(",")[0][:40] for t in texts if t != own]
        assert not any(other in area.text for other in others), (area.key, area.text)
    last = areas[-ROWS:]  # the last reading page: the left half of the first sheet
    assert {a.page for a in last} == {1}


@pytest.mark.parametrize("face", FACES[:2], ids=[f.body for f in FACES[:2]])
def test_reading_pages_follow_the_booklet_not_the_sheets(tmp_path: Path, face: Face) -> None:
    """The runs of a sheet's lines are its reading pages, and their reading numbers rise
    page by page though the sheet numbers go 1, 2, 2, 1."""
    path = tmp_path / "booklet.pdf"
    _write(path, face, 0)
    lines = read_pdf(path).lines
    runs = page_runs(lines)
    assert [lines[run.start].page for run in runs] == [1, 2, 1]  # sheet 2's halves adjoin
    numbers = reading_page_numbers(lines)
    assert list(numbers) == sorted(numbers)
    assert numbers[0] < numbers[-1]
    assert sum(len(run) for run in runs) == len(lines)
