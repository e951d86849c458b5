"""Keys printed after the place's name end to end ("Gatehouse — 1", "Gatehouse (1)", the
number flush right on the heading's row or in the margin, a heading wrapped with its key), as
``rules/lexicon/key_shapes.yaml`` `after_name` and ``areas_key_after`` say; a count after a
creature heading over its stat line and a lone bracketed number are no keys.

Each layout is written in two font families and sizes and two wordings; a test reads the PDF
with the real reader and runs ``find_areas``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas
from test_areas_typography_pdf import FACES, PLACES, Column, Face, _read

MARKED = ["{name} — {key}", "{name} – {key}", "{name} · {key}", "{name} ({key})"]
SET_APART = ["flush", "margin", "wrapped"]
FORMS = MARKED + SET_APART
CASES = [(face, words, form) for face in FACES for words in (0, 1) for form in FORMS]
COLUMN_X, COLUMN_W = 60.0, 330.0


def _heading(col: Column, pdf: canvas.Canvas, face: Face, form: str, name: str, key: int) -> None:
    """One area heading in bold, a size over the body, with its key after the name."""
    size = face.size + 3
    if form in MARKED:
        col.para(form.format(name=name, key=key), face.bold, size, gap=10)
        return
    if form == "wrapped":
        col.para(name, face.bold, size, gap=10)
        col.para(f"({key})", face.bold, size, gap=0)
        return
    col.para(name, face.bold, size, gap=10)
    pdf.setFont(face.bold, size * 1.25)
    if form == "flush":
        pdf.drawRightString(COLUMN_X + COLUMN_W, col.y, str(key))  # tabbed to the column's edge
    else:
        pdf.drawString(COLUMN_X + COLUMN_W + 40, col.y, str(key))  # out in the right margin


def _key_after_page(path: Path, face: Face, words: int, form: str) -> None:
    """Five areas whose headings print the key after the name, read-aloud and description."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, COLUMN_X, A4[1] - 50, COLUMN_W)
    col.para("The Valley of Bells", face.bold, face.size + 12, gap=12)  # the module's title
    col.para("PLACES IN THE VALLEY", face.bold, face.size + 6, gap=12)
    for number, (name, aloud, text) in enumerate(PLACES[words], start=1):
        _heading(col, pdf, face, form, name, number)
        col.para(aloud, face.italic, face.size)
        col.para(text, face.body, face.size)
    pdf.save()


@pytest.mark.parametrize(
    ("face", "words", "form"), CASES, ids=[f"{f.body}-{w}-{m}" for f, w, m in CASES]
)
def test_key_after_the_name_keys_the_area(
    tmp_path: Path, face: Face, words: int, form: str
) -> None:
    """Every heading is area N named for the place alone, the key read from after it."""
    path = tmp_path / "key_after.pdf"
    _key_after_page(path, face, words, form)
    _, areas = _read(path)
    expected = [(str(n), p[0]) for n, p in enumerate(PLACES[words], start=1)]
    assert [(a.key, a.name) for a in areas] == expected


def _counted_page(path: Path, face: Face, words: int) -> None:
    """Five plain keyed areas "1. Gatehouse"; under two of them a bold creature heading with
    its count in brackets ("Bandits (4)") over its stat line."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, COLUMN_X, A4[1] - 50, COLUMN_W)
    col.para("KEY TO THE VALLEY", face.bold, face.size + 6, gap=12)
    for number, (name, aloud, text) in enumerate(PLACES[words], start=1):
        col.para(f"{number}. {name}", face.bold, face.size + 3, gap=10)
        col.para(f"{aloud} {text}", face.body, face.size)
        if number % 2 == 0:
            col.para(f"Bandits ({number + 2})", face.bold, face.size + 3, gap=6)
            col.para(
                "AC 12, HP 11 (2d8 + 2), Speed 30 ft., scimitar +3 (1d6 + 1)", face.body, face.size
            )
    pdf.save()


@pytest.mark.parametrize(("face", "words"), [(f, w) for f in FACES for w in (0, 1)])
def test_count_after_a_creature_heading_is_no_key(tmp_path: Path, face: Face, words: int) -> None:
    """The areas are the five plain keys: "Bandits (4)" over a stat line keys nothing."""
    path = tmp_path / "counted.pdf"
    _counted_page(path, face, words)
    _, areas = _read(path)
    assert [a.key for a in areas] == ["1", "2", "3", "4", "5"]
    assert not any(a.name.startswith("Bandits") for a in areas)


def _lone_page(path: Path, face: Face, words: int) -> None:
    """Bold place-name headings without keys, one of them with a bracketed number after it."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    col = Column(pdf, COLUMN_X, A4[1] - 50, COLUMN_W)
    for number, (name, aloud, text) in enumerate(PLACES[words], start=1):
        heading = f"{name} ({number + 4})" if number == 3 else name
        col.para(heading, face.bold, face.size + 3, gap=10)
        col.para(f"{aloud} {text}", face.body, face.size)
    pdf.save()


@pytest.mark.parametrize(("face", "words"), [(f, w) for f in FACES for w in (0, 1)])
def test_lone_number_after_a_name_is_no_key(tmp_path: Path, face: Face, words: int) -> None:
    """One "Name (7)" among unkeyed headings forms no key sequence: no area is keyed 7."""
    path = tmp_path / "lone.pdf"
    _lone_page(path, face, words)
    _, areas = _read(path)
    assert "7" not in [a.key for a in areas]


@pytest.mark.parametrize("form", ["flush", "margin", "wrapped", "{name} ({key})"])
@pytest.mark.parametrize("face", FACES, ids=[f.body for f in FACES])
def test_a_number_beside_is_read_only_on_the_heading_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, face: Face, form: str
) -> None:
    """``_number_beside`` reads a line's key only for lines placed on the heading's row (a
    line's key costs a regex and its spans; most lines around are on other rows), and finds
    what the plain scan over every line around finds."""
    from converter.detect import areas_key_after as after
    from converter.detect.areas_context import document_to_context
    from converter.read.extract import read_pdf

    path = tmp_path / "key_after.pdf"
    _key_after_page(path, face, 1, form)
    ctx = document_to_context(read_pdf(path))

    def plain_scan(index: int) -> int | None:
        line = ctx.lines[index]
        for j in after._nearby(ctx, index):
            other = ctx.lines[j]
            if j != index and after._lead_key(other) and after._right_on_row(ctx, line, other):
                return j
        return None

    expected = [plain_scan(i) for i in range(len(ctx.lines))]
    asked: list[tuple[int, int]] = []
    real_lead_key = after._lead_key
    current = {"index": 0}

    def counted(line):  # type: ignore[no-untyped-def]
        asked.append((current["index"], ctx.lines.index(line)))
        return real_lead_key(line)

    monkeypatch.setattr(after, "_lead_key", counted)
    found = []
    for index in range(len(ctx.lines)):
        current["index"] = index
        found.append(after._number_beside(ctx, index))
    assert found == expected
    assert all(after._placed_right(ctx.lines[i], ctx.lines[j]) for i, j in asked)
    assert len(asked) < len(ctx.lines)  # the plain scan asks every line around every line
    if form in ("flush", "margin"):  # numbers set apart on the row: some are read there
        assert any(j is not None for j in found)
