"""Layout bugs found by the lead while measuring, each pinned on a PDF made here."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from converter.read.extract import read_pdf

ROOT = Path(__file__).resolve().parents[1]
LEFT, RIGHT = 48, 320


def sparse_module(path: Path, pages: int = 3) -> Path:
    """Short two-column pages under a centred running header, rows aligned across columns,
    each column opening with a numbered room heading at the very same spot on every page."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    key = 0
    for page in range(1, pages + 1):
        pdf.setFont("Helvetica", 8)
        pdf.drawString(260, 770, "A Very Long Dungeon")
        pdf.drawString(300, 30, str(page))
        for x in (LEFT, RIGHT):
            y = 730.0
            for _ in range(2):
                key += 1
                pdf.setFont("Helvetica-Bold", 10)
                pdf.drawString(x, y, f"{key}. Chamber {key}")
                pdf.setFont("Helvetica", 9)
                for row in ROWS:
                    y -= 11
                    pdf.drawString(x, y, row)
                y -= 30
        pdf.showPage()
    pdf.save()
    return path


ROWS = (
    "The chamber is damp and low. 3 goblins squat",
    "by a brazier, roasting eels; a locked door",
    "(DC 12 to pick) leads on into the dark.",
    "Goblins: AC 6, HD 1-1, hp 4 each, #AT 1, D 1d6, ML 7",
)


def test_sparse_columns_with_aligned_rows_are_not_merged(tmp_path: Path) -> None:
    document = read_pdf(sparse_module(tmp_path / "sparse.pdf"))
    for page in document.pages:
        for line in page.lines:
            assert line.bbox.x1 < RIGHT or line.bbox.x0 >= RIGHT, line.text
        texts = [line.text for line in page.lines]
        first = 4 * page.number - 3
        headings = [texts.index(f"{k}. Chamber {k}") for k in range(first, first + 4)]
        assert headings == sorted(headings)  # the left column's rooms, then the right's
        assert texts[headings[0] + 1 : headings[1]] == list(ROWS)


def test_room_headings_at_the_same_spot_are_not_running_headers(tmp_path: Path) -> None:
    document = read_pdf(sparse_module(tmp_path / "sparse.pdf"))
    texts = [line.text for line in document.lines]
    for key in range(1, 13):
        assert f"{key}. Chamber {key}" in texts
    assert "A Very Long Dungeon" not in texts  # the real running header still goes
    assert not any(t.strip().isdigit() for t in texts)  # and so do the page numbers


def test_sample_lines_never_cross_the_gutter() -> None:
    document = read_pdf(ROOT / "samples" / "sunken-shrine.pdf")
    for page in document.pages:
        if page.number == 2:  # the map page has one wide frame
            continue
        for line in page.lines:
            crosses = line.bbox.x0 < 297 and line.bbox.x1 > 315
            assert not crosses or line.column == 0 and page.number == 1, (page.number, line.text)


MAIN = "Main text: the giant weasel hunts in the dark tunnels."


def margin_notes_page(path: Path) -> Path:
    """A main column with a running header across the top and two short notes in the margin
    (too sparse to show a clear gutter: the header crosses it, and the notes are few)."""
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    pdf.setFont("Helvetica", 8)
    pdf.drawString(250, 760, "Running the Game: Monsters and their Treasure")
    pdf.setFont("Helvetica", 9)
    for row in range(45):
        pdf.drawString(70, 720 - 13 * row, f"{MAIN} {row}")
    for top, note in ((700, "Average value: 1588gp."), (400, "Average value: 310gp.")):
        pdf.drawString(305, top, note)
        pdf.drawString(305, top - 11, "Lair: 1 in 6.")
    pdf.showPage()
    pdf.save()
    return path


def test_sparse_margin_notes_are_their_own_column(tmp_path: Path) -> None:
    (page,) = read_pdf(margin_notes_page(tmp_path / "margin.pdf")).pages
    texts = [line.text for line in page.lines]
    assert "Average value: 1588gp." in texts and "Average value: 310gp." in texts
    main = [t for t in texts if t.startswith(MAIN)]
    assert len(main) == 45  # no main line has a note glued to it
    assert texts.index(f"{MAIN} 44") < texts.index("Average value: 1588gp.")


NARROW_TEXT = (
    "Beyond the portcullis a cobbled ramp climbs towards the keep, where eleven kobolds "
    "crouch behind overturned wagons and sharpen crooked spears. A wooden bridge spans "
    "the dry moat; its planks groan under any weight."
)


def test_justified_narrow_column_is_read_as_running_text(tmp_path: Path) -> None:
    """A justified paragraph in a column so narrow that the stretched gaps between its words
    are wider than the gaps between the text boxes of a free-form page: every line is still
    one line, read left to right, so the paragraph reads in order."""
    from reportlab.lib.enums import TA_JUSTIFY
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Frame, Paragraph

    path = tmp_path / "narrow.pdf"
    pdf = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    style = ParagraphStyle("narrow", fontName="Times-Roman", fontSize=9, leading=11)
    style.alignment = TA_JUSTIFY
    for x in (60, 200):
        frame = Frame(x, 300, 112, 420, leftPadding=0, rightPadding=0, showBoundary=0)
        frame.addFromList([Paragraph(NARROW_TEXT, style)], pdf)
    pdf.showPage()
    pdf.save()
    (page,) = read_pdf(path).pages
    for column in (0, 1):
        lines = [line for line in page.lines if line.column == column]
        assert " ".join(" ".join(line.text.split()) for line in lines) == NARROW_TEXT
