"""A band set across a column pair is read as a region of its own: a d6 table in a smaller
type (rows 1–3 left, 4–6 right) at the top, between two runs or at the foot of two or three
columns, drawn in a tinted box, between rules or plain; and a note band whose lines run on
past the left column's edge under a short right column. The columns above are read first,
then the band, then what is below, under a running head set in the band's type too (the
page's, no column's). Made in three faces, sizes and page sizes. Headings in a
larger type side by side at the columns' top, and stat blocks' heads side by side at their
foot in the columns' own stat type, stay with their columns."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4, A5, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

FACES = {
    "times": ("Times-Roman", "Times-Bold"),
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}
PROSE = (
    "reeds hide a sunken punt and the bones of whoever poled it while frogs fall silent "
    "as the party wades in and a lantern gutters on a post above the black water where "
    "eels turn slowly under the weed and a rope of old hemp runs down into the silt"
)
WORDS = PROSE.split(" ")
ROWS = [
    "A lantern-bearer lost in the fog",
    "Two eel-wives mending a net",
    "A heron watching from a post",
    "Mud rising round the ankles",
    "A bell tolling under the water",
    "Nothing but the wind in the reeds",
]
TITLES = ["Wandering in the Fen (d6)", "On this page, roll d6", "If the dice say so (d6)"]


@dataclass(frozen=True)
class Case:
    face: str
    size: float
    page: tuple[float, float]
    columns: int
    place: str  # where the band stands: "top", "middle" or "foot"
    drawn: str  # "tint", "rules" or "plain"
    head: bool = False  # a running head over the columns, set in the band's type


CASES = {
    "times-letter-2-foot-tint": Case("times", 10.0, letter, 2, "foot", "tint"),
    "helvetica-a4-2-foot-plain": Case("helvetica", 9.0, A4, 2, "foot", "plain"),
    "courier-a5-2-foot-rules": Case("courier", 7.5, A5, 2, "foot", "rules"),
    "times-a4-2-middle-rules": Case("times", 9.5, A4, 2, "middle", "rules"),
    "helvetica-letter-2-middle-plain": Case("helvetica", 8.5, letter, 2, "middle", "plain"),
    "helvetica-a5-2-top-tint": Case("helvetica", 8.0, A5, 2, "top", "tint"),
    "times-letter-3-foot-plain": Case("times", 9.0, letter, 3, "foot", "plain"),
    "courier-a4-3-middle-tint": Case("courier", 7.0, A4, 3, "middle", "tint"),
    "helvetica-a4-2-foot-tint-head": Case("helvetica", 10.0, A4, 2, "foot", "tint", head=True),
    "times-letter-3-foot-rules-head": Case("times", 9.0, letter, 3, "foot", "rules", head=True),
}
RUNNING_HEAD = "Under the Fen · Screen edition"


def _wrap(words: list[str], font: str, size: float, width: float, count: int) -> list[str]:
    """``count`` lines of prose, each as many words as fit ``width``, words taken in turn."""
    lines: list[str] = []
    i = 0
    while len(lines) < count:
        line = WORDS[i % len(WORDS)]
        i += 1
        while stringWidth(f"{line} {words[i % len(words)]}", font, size) <= width:
            line = f"{line} {words[i % len(words)]}"
            i += 1
        lines.append(line)
    return lines


def _columns(case: Case, top: float, count: int, seed: int) -> tuple[list[list[str]], float]:
    """Text for each column of a run ``count`` lines long, starting at baseline ``top``
    (lines of each column unique to it), and the y under the run."""
    regular = FACES[case.face][0]
    width, _ = case.page
    margin, gutter = 0.09 * width, 1.5 * case.size
    column = (width - 2 * margin - (case.columns - 1) * gutter) / case.columns
    words = WORDS[seed:] + WORDS[:seed]
    texts = []
    for k in range(case.columns):
        room = column - stringWidth(" Z00", regular, case.size)  # the line's own tag
        lines = _wrap(words[k * 3 :] + words[: k * 3], regular, case.size, room, count)
        texts.append([f"{line} {chr(65 + seed % 26)}{k}{j}" for j, line in enumerate(lines)])
    return texts, top - count * 1.3 * case.size


def _draw_run(pdf: canvas.Canvas, case: Case, texts: list[list[str]], top: float) -> None:
    width, _ = case.page
    margin, gutter = 0.09 * width, 1.5 * case.size
    column = (width - 2 * margin - (case.columns - 1) * gutter) / case.columns
    pdf.setFont(FACES[case.face][0], case.size)
    for k, lines in enumerate(texts):
        for j, line in enumerate(lines):
            pdf.drawString(margin + k * (column + gutter), top - j * 1.3 * case.size, line)


def _draw_band(pdf: canvas.Canvas, case: Case, title: str, top: float) -> tuple[list[str], float]:
    """A d6 table in the band's smaller type: the title, rows 1–3 in the left half, 4–6 in
    the right half. Returns its lines in reading order and the y under it."""
    regular, bold = FACES[case.face]
    width, _ = case.page
    margin = 0.09 * width
    small = 0.8 * case.size
    lead = 1.25 * small
    rows_top = top - 1.5 * small
    bottom = rows_top - 2 * lead - 0.6 * small
    if case.drawn == "tint":
        pdf.setFillColorRGB(0.93, 0.91, 0.86)
        pdf.rect(margin, bottom, width - 2 * margin, top + small - bottom, stroke=0, fill=1)
        pdf.setFillColorRGB(0, 0, 0)
    elif case.drawn == "rules":
        pdf.line(margin, top + 1.1 * small, width - margin, top + 1.1 * small)
        pdf.line(margin, bottom, width - margin, bottom)
    pdf.setFont(bold, small)
    pdf.drawString(margin + 3, top, title)
    pdf.setFont(regular, small)
    half = (width - 2 * margin) / 2
    for i, row in enumerate(ROWS):
        x = margin + 3 + (half if i >= 3 else 0)
        pdf.drawString(x, rows_top - (i % 3) * lead, f"{i + 1} {row}")
    return [title] + [f"{i + 1} {row}" for i, row in enumerate(ROWS)], bottom


def _band_pdf(path: Path, case: Case, title: str) -> tuple[Path, list[str]]:
    width, height = case.page
    pdf = canvas.Canvas(str(path), pagesize=case.page, invariant=1)
    y = height - 0.09 * height
    expected: list[str] = []
    gap = 1.8 * case.size
    if case.head:  # the page's, not the columns': it shares the band's type, not theirs
        pdf.setFont(FACES[case.face][0], 0.8 * case.size)
        pdf.drawString(0.09 * width, y, RUNNING_HEAD)
        expected.append(RUNNING_HEAD)
        y -= 2 * gap
    # The page top to bottom: runs of columns (their lines' count) and the band (0).
    runs = {"top": [0, 14], "middle": [8, 0, 8], "foot": [14, 0]}[case.place]
    for n, part in enumerate(runs):
        if part == 0:
            lines, bottom = _draw_band(pdf, case, title, y)
            expected += lines
            y = bottom - gap - case.size
        else:
            texts, under = _columns(case, y, part, seed=n * 5)
            _draw_run(pdf, case, texts, y)
            expected += [line for column in texts for line in column]
            y = under - gap
    pdf.setFont(FACES[case.face][0], 0.8 * case.size)
    pdf.drawCentredString(width / 2, 0.04 * height, "7")
    pdf.showPage()
    pdf.save()
    return path, expected


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_band_across_the_columns_is_read_as_its_own_region(tmp_path: Path, name: str) -> None:
    case = CASES[name]
    title = TITLES[sorted(CASES).index(name) % len(TITLES)]
    path, expected = _band_pdf(tmp_path / f"{name}.pdf", case, title)
    page = read_pdf(path).pages[0]
    texts = [" ".join(line.text.split()) for line in page.lines if line.text.strip() != "7"]
    assert texts == expected


NOTES = [
    "1 Reed Stalker: HP 9, Armor 1, STR 14, DEX 15, WIL 8, spear (d8)",
    "2 Eel Wife: HP 5, Armor 0, STR 9, DEX 12, WIL 14, knife (d6)",
    "3 Bog Heron (1d4): HP 3, Armor 0, STR 6, DEX 16, WIL 7, beak (d4)",
    "4 Lantern Ghost: HP 11, Armor 2, STR 4, DEX 18, WIL 16, chill (d6)",
    "5 Mire Hound: HP 7, Armor 1, STR 13, DEX 11, WIL 6, bite (d6)",
    "6 Toad Priest: HP 6, Armor 0, STR 8, DEX 9, WIL 17, staff (d4)",
]
# How far each note runs, in gutter widths from the left column's edge: short of it, into
# the gutter at several depths and on under the right column (no clear stretch is left).
NOTE_REACH = [-0.3, 0.8, 0.9, 1.9, 1.4, 3.1]


def _notes(font: str, size: float, column: float, gutter: float) -> list[str]:
    """Each note with words added until it runs its share of the way across the gutter."""
    out = []
    for note, reach in zip(NOTES, NOTE_REACH, strict=True):
        words = iter(WORDS)
        while stringWidth(note, font, size) < column + reach * gutter:
            note = f"{note} {next(words)}"
        out.append(note)
    return out


HEADER = "The Fen of Lanterns · for the referee only"


def _notes_pdf(path: Path, face: str, size: float, page: tuple[float, float]) -> Path:
    """Under a running header, a long left column, a short right one, and a note band at
    the foot whose lines run on past the left column's edge into the gutter and under the
    right column."""
    regular, _ = FACES[face]
    width, height = page
    margin, gutter = 0.07 * width, 2.6 * size
    column = (width - 2 * margin - gutter) / 2
    case = Case(face, size, page, 2, "foot", "plain")
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    top = height - 0.1 * height
    left = _columns(case, top, 18, seed=3)[0][0]
    right = _columns(case, top, 6, seed=11)[0][1]
    pdf.setFont(regular, 0.9 * size)
    pdf.drawCentredString(width / 2, top + 2.5 * size, HEADER)
    pdf.setFont(regular, size)
    for j, line in enumerate(left):
        pdf.drawString(margin, top - j * 1.3 * size, line)
    for j, line in enumerate(right):
        pdf.drawString(margin + column + gutter, top - j * 1.3 * size, line)
    small = 0.78 * size
    y = top - 18 * 1.3 * size - 2.2 * size
    pdf.line(margin, y + 1.4 * small, margin + column / 3, y + 1.4 * small)
    pdf.setFont(regular, small)
    for j, note in enumerate(_notes(regular, small, column, gutter)):
        pdf.drawString(margin, y - j * 1.25 * small, note)
    pdf.drawCentredString(width / 2, 0.04 * height, "7")
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize(
    ("face", "size", "page"),
    [("times", 10.0, letter), ("helvetica", 8.5, A4), ("courier", 7.0, A5)],
)
def test_a_note_band_under_a_short_column_is_read_after_both_columns(
    tmp_path: Path, face: str, size: float, page: tuple[float, float]
) -> None:
    path = _notes_pdf(tmp_path / f"{face}.pdf", face, size, page)
    case = Case(face, size, page, 2, "foot", "plain")
    column = (page[0] * 0.86 - 2.6 * size) / 2
    notes = _notes(FACES[face][0], 0.78 * size, column, 2.6 * size)
    top = page[1] - 0.1 * page[1]
    left = _columns(case, top, 18, seed=3)[0][0]
    right = _columns(case, top, 6, seed=11)[0][1]
    lines = [line for line in read_pdf(path).pages[0].lines if line.text.strip() != "7"]
    texts = [" ".join(line.text.split()) for line in lines]
    assert texts == [HEADER, *left, *right, *notes]
    # Each of the three is a column segment of its own, read in that order.
    index = {text: line.column for text, line in zip(texts, lines, strict=True)}
    parts = [{index[t] for t in part} for part in (left, right, notes)]
    assert all(len(part) == 1 for part in parts)
    assert [part.pop() for part in parts] == sorted({index[t] for t in left + right + notes})


def _headings_pdf(path: Path, face: str, size: float, page: tuple[float, float]) -> Path:
    """Two columns each topped by a heading set larger and wrapped on two lines, the two
    headings side by side on the same rows."""
    regular, bold = FACES[face]
    width, height = page
    case = Case(face, size, page, 2, "foot", "plain")
    margin, gutter = 0.09 * width, 1.5 * size
    column = (width - 2 * margin - gutter) / 2
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    top = height - 0.1 * height
    pdf.setFont(bold, 1.3 * size)
    for k, heading in enumerate(HEADINGS):
        for j, part in enumerate(heading):
            pdf.drawString(margin + k * (column + gutter), top - j * 1.5 * size, part)
    body_top = top - 2 * 1.5 * size - 1.0 * size
    texts, _ = _columns(case, body_top, 12, seed=7)
    _draw_run(pdf, case, texts, body_top)
    pdf.showPage()
    pdf.save()
    return path


HEADINGS = [("4. The Sunken", "Cloister"), ("7. Well of", "Lanterns")]


@pytest.mark.parametrize(("face", "size", "page"), [("times", 9.5, letter), ("helvetica", 8.0, A4)])
def test_headings_set_larger_side_by_side_stay_with_their_columns(
    tmp_path: Path, face: str, size: float, page: tuple[float, float]
) -> None:
    path = _headings_pdf(tmp_path / f"{face}.pdf", face, size, page)
    case = Case(face, size, page, 2, "foot", "plain")
    body_top = page[1] - 0.1 * page[1] - 4.0 * size
    texts, _ = _columns(case, body_top, 12, seed=7)
    lines = [" ".join(line.text.split()) for line in read_pdf(path).pages[0].lines]
    assert lines == [*HEADINGS[0], *texts[0], *HEADINGS[1], *texts[1]]


STATS = [
    ["Bog Hag CR 3", "XP 700", "NE Medium fey"],
    ["Reed Stalker CR 1", "XP 400", "N Large beast"],
]


def _stat_heads_pdf(path: Path, face: str, size: float, page: tuple[float, float]) -> Path:
    """Two columns whose stat lines are set smaller, each column ending with a stat
    block's head at the same height as the other's."""
    regular, _ = FACES[face]
    width, height = page
    case = Case(face, size, page, 2, "foot", "plain")
    margin, gutter = 0.09 * width, 1.5 * size
    column = (width - 2 * margin - gutter) / 2
    pdf = canvas.Canvas(str(path), pagesize=page, invariant=1)
    top = height - 0.1 * height
    texts, under = _columns(case, top, 10, seed=2)
    _draw_run(pdf, case, texts, top)
    small = 0.85 * size
    y = under - 0.6 * size
    for k in range(2):  # a stat line in the small type inside each column
        pdf.setFont(regular, small)
        pdf.drawString(margin + k * (column + gutter), y, f"AC 1{k}, HP {k + 9}, Speed 30 ft.")
    y -= 2.2 * size
    for k, block in enumerate(STATS):
        for j, text in enumerate(block):
            pdf.setFont(regular, size if j == 0 else small)
            pdf.drawString(margin + k * (column + gutter), y - j * 1.3 * size, text)
    pdf.showPage()
    pdf.save()
    return path


@pytest.mark.parametrize(("face", "size", "page"), [("times", 9.0, A4), ("courier", 7.5, A5)])
def test_stat_heads_side_by_side_at_the_foot_stay_with_their_columns(
    tmp_path: Path, face: str, size: float, page: tuple[float, float]
) -> None:
    path = _stat_heads_pdf(tmp_path / f"{face}.pdf", face, size, page)
    case = Case(face, size, page, 2, "foot", "plain")
    texts, _ = _columns(case, page[1] - 0.1 * page[1], 10, seed=2)
    lines = [" ".join(line.text.split()) for line in read_pdf(path).pages[0].lines]
    expected = [[*texts[k], f"AC 1{k}, HP {k + 9}, Speed 30 ft.", *STATS[k]] for k in range(2)]
    assert lines == expected[0] + expected[1]
