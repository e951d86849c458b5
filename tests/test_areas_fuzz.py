"""Random text in random layouts never makes the area detector raise or hang.

Hypothesis draws documents of up to three pages: lines whose text mixes the pieces keyed
areas and stat blocks are made of (keys, headings, stat fields, read-aloud cues) with noise,
in random fonts, sizes, styles, columns, blocks and boxes (overlapping, out of order,
zero-width, off the page). Stat blocks are found first, as the pipeline does, so the areas
see them. The number of examples bounds the work (no clock: a hang shows as a test that
never ends, which the CI run's own time limit catches).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from converter.detect.areas import find_areas
from converter.detect.creatures_stage import find_creatures
from converter.detect.statblocks import find_statblocks
from converter.models import BBox, Document, PageText, TextLine, TextSpan

_PIECES = st.sampled_from(
    [
        "1.",
        "12.",
        "A1",
        "B12.",
        "C",
        "1a",
        "Room",
        "Area",
        "The",
        "Cave",
        "Hall of",
        "GUARD ROOM",
        "(see",
        "area 3)",
        "Key",
        "Wandering Monsters",
        "d6",
        "1–2",
        "AC 6, HD 1-1, hp 4, #AT 1, D 1d6, MV 60', ML 7",
        "Armor Class 13",
        "Hit Points 22 (4d8 + 4)",
        "STR",
        "10 (+0)",
        "Goblins (3):",
        "Treasure:",
        "Read aloud:",
        "•",
        "—",
        "²",  # a digit to str.isdigit that int() cannot read (a note mark)
        "①",  # the same (a circled map key)
        "٣",  # a decimal digit of another script, which int() reads
        ":",
        ".",
        " ",
    ]
)
_TEXT = st.lists(st.one_of(_PIECES, st.text(max_size=6)), min_size=1, max_size=8).map(" ".join)
_FONTS = st.sampled_from(["Serif", "Sans", "Caps", ""])
_SIZES = st.sampled_from([0.0, 4.0, 8.0, 9.5, 10.0, 12.0, 14.0, 18.0, 30.0])
_COORD = st.floats(min_value=-50.0, max_value=900.0, allow_nan=False, allow_infinity=False)


@st.composite
def _spans(draw: st.DrawFn) -> tuple[TextSpan, ...]:
    spans = []
    for text in draw(st.lists(_TEXT, min_size=1, max_size=3)):
        bold, italic = draw(st.booleans()), draw(st.booleans())
        font = draw(_FONTS) + ("-Bold" if bold else "") + ("-Italic" if italic else "")
        spans.append(TextSpan(text, font, draw(_SIZES), bold, italic))
    return tuple(spans)


@st.composite
def _line(draw: st.DrawFn, page: int) -> TextLine:
    spans = draw(_spans())
    x0, top = draw(_COORD), draw(_COORD)
    width = draw(st.floats(min_value=0.0, max_value=600.0, allow_nan=False))
    height = max((s.size for s in spans), default=0.0)
    box = BBox(x0, top, x0 + width, top + height)
    column = draw(st.integers(min_value=0, max_value=3))
    block = draw(st.integers(min_value=0, max_value=20))
    return TextLine("".join(s.text for s in spans), page, box, spans, column, block)


@st.composite
def documents(draw: st.DrawFn) -> Document:
    pages = []
    for number in range(1, draw(st.integers(min_value=1, max_value=3)) + 1):
        lines = draw(st.lists(_line(number), max_size=25))
        if draw(st.booleans()):  # most real pages come in reading order; some do not
            lines.sort(key=lambda line: (line.column, line.block, line.bbox.top))
        pages.append(PageText(number, 612.0, 792.0, tuple(lines)))
    return Document(file="fuzz.pdf", path="fuzz.pdf", sha256="0" * 64, pages=tuple(pages))


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(documents())
def test_random_layouts_never_make_the_area_detector_raise(document: Document) -> None:
    statblocks, _ = find_statblocks(document)
    areas, problems = find_areas(document, statblocks)
    areas = find_creatures(areas, statblocks)
    pages = {page.number for page in document.pages}
    for area in areas:
        assert area.name.strip() or area.key, area
        assert 0.0 <= area.confidence <= 1.0 and area.evidence
        assert area.source.page in pages
    for problem in problems:
        assert problem.page is None or problem.page in pages


def _document(texts: list[tuple[str, float]]) -> Document:
    lines = tuple(
        TextLine(
            text,
            1,
            BBox(50.0, 40.0 + 14 * i, 60.0, 40.0 + 14 * i + size),
            (TextSpan(text, "Serif", size, False, False),),
            0,
            i,
        )
        for i, (text, size) in enumerate(texts)
    )
    return Document(
        file="d.pdf", path="d.pdf", sha256="0" * 64, pages=(PageText(1, 612.0, 792.0, lines),)
    )


@pytest.mark.parametrize("mark", ["²", "①", "³²", "٣"])
@pytest.mark.parametrize("size", [0.0, 6.0, 10.0])
def test_digits_int_cannot_read_never_make_the_detectors_raise(mark: str, size: float) -> None:
    """A line of a superscript or a circled number, set alone beside a key (a note mark, a
    map's key), is a digit to ``str.isdigit`` and no number to ``int``: every number the
    detectors read is tested with ``str.isdecimal``. Found by the fuzz test above (a "²"
    line beside a "1." key raised ValueError in the hanging-key reader)."""
    texts = [("1.", size), (mark, size), ("Guard Room", 12.0), (mark, size), ("2.", size)]
    texts += [(f"Goblins ({mark}): AC 6, HD 1, hp 4, MV 60'", 10.0), (f"{mark} kobolds", 10.0)]
    document = _document(texts)
    statblocks, _ = find_statblocks(document)
    areas, _ = find_areas(document, statblocks)
    find_creatures(areas, statblocks)
