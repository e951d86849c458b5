"""The running-text ceiling kept for the last tuple of lines asked (``areas_sizes``) is the
ceiling measured afresh: for the tuple asked again, and for another tuple after it."""

from __future__ import annotations

import pytest

from converter.detect.areas_sizes import measured_text_ceiling, running_text_ceiling
from converter.models import BBox, TextLine, TextSpan

WORDINGS = (
    ("the corridor bends to the", "north where a door stands"),
    ("a wide stair climbs toward", "three arches of old stone"),
)


def _paragraph(
    first: str, second: str, sizes: tuple[float, ...], font: str, page: int
) -> list[TextLine]:
    """Pairs of lines running one sentence over a line break, each pair in one paragraph,
    the second line set at the next of ``sizes`` (an OCR layer's noise when they differ)."""
    lines = []
    for block, size in enumerate(sizes):
        top = 60.0 + 30.0 * block
        for text, at, line_size in ((first, top, 9.0), (second, top + 12.0, size)):
            span = TextSpan(text, font, line_size, False, False)
            box = BBox(50.0, at, 300.0, at + line_size)
            lines.append(TextLine(text, page, box, (span,), 0, block))
    return lines


@pytest.mark.parametrize("font", ["Times-Roman", "Helvetica", "Courier"])
@pytest.mark.parametrize("wording", WORDINGS)
def test_kept_ceiling_is_the_measured_one(font: str, wording: tuple[str, str]) -> None:
    noisy = tuple(_paragraph(*wording, (9.0, 10.5, 11.0, 9.5) * 4, font, page=1))
    typeset = tuple(_paragraph(*wording, (9.0,) * 16, font, page=2))
    assert measured_text_ceiling(noisy) is not None  # the two cases differ
    assert measured_text_ceiling(typeset) is None
    for lines in (noisy, noisy, typeset, typeset, noisy, tuple(noisy)):
        assert running_text_ceiling(lines) == measured_text_ceiling(lines)
    as_list = list(typeset)  # a list may change: measured each time
    assert running_text_ceiling(as_list) == measured_text_ceiling(as_list)
