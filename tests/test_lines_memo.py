"""Values kept for the last tuples of lines asked (``lines_memo``): the section tree, the body
styles and the running-text ceiling a conversion asks of the document's lines, then of the
areas' view of them, then of the document's lines again, are the ones worked out afresh."""

from __future__ import annotations

from dataclasses import replace

import pytest

from converter.detect.areas_sizes import measured_text_ceiling, running_text_ceiling
from converter.detect.lines_memo import LinesMemo
from converter.detect.sections import (
    body_and_notes,
    body_style,
    build_sections,
    find_headings,
    lines_to_sections,
    page_bodies,
)
from converter.models import BBox, TextLine, TextSpan

FONTS = ("Times-Roman", "Helvetica", "Courier")
WORDINGS = (
    ("The Flooded Crypt", "water stands a foot deep over the", "flagstones and the old bones"),
    ("Hall of Echoes", "every word spoken here comes back", "twice from the far dark wall"),
)


def _document(font: str, wording: tuple[str, str, str], body: float) -> tuple[TextLine, ...]:
    """Pages of a heading over a paragraph that runs one sentence over its line break."""
    heading, first, second = wording
    lines: list[TextLine] = []
    for page in range(1, 4):
        top = 60.0
        for block, (text, size, bold) in enumerate(
            ((f"{heading} {page}", body + 4, True), (first, body, False), (second, body, False))
        ):
            span = TextSpan(text, f"{font}{'-Bold' if bold else ''}", size, bold, False)
            box = BBox(50.0, top, 300.0, top + size)
            lines.append(TextLine(text, page, box, (span,), 0, min(block, 1)))
            top += size + 3.0
    return tuple(lines)


def _view(lines: tuple[TextLine, ...]) -> tuple[TextLine, ...]:
    """Another tuple of most of the same line objects: the first line set apart as two (as
    the areas' view splits a key from its text)."""
    head = lines[0]
    words = head.text.split()
    left = " ".join(words[:1])
    right = " ".join(words[1:])
    span = head.spans[0]
    pieces = tuple(
        TextLine(text, head.page, head.bbox, (TextSpan(text, span.font, span.size, True, False),))
        for text in (left, right)
    )
    return pieces + lines[1:]


def _fresh_tree(lines: tuple[TextLine, ...]) -> tuple[object, ...]:
    body = body_style(lines)
    assert body is not None
    headings = find_headings(lines, body, page_bodies(lines, body))
    return tuple(build_sections(headings, len(lines)))


@pytest.mark.parametrize("font", FONTS)
@pytest.mark.parametrize("wording", WORDINGS)
@pytest.mark.parametrize("body", [9.0, 11.0])
def test_trees_asked_in_turn_are_the_fresh_ones(
    font: str, wording: tuple[str, str, str], body: float
) -> None:
    document = _document(font, wording, body)
    view = _view(document)
    fresh = {id(document): _fresh_tree(document), id(view): _fresh_tree(view)}
    assert fresh[id(document)] != fresh[id(view)]  # the two differ: a mix-up would show
    for lines in (document, view, document, view, tuple(document), document):
        expected = fresh[id(view)] if lines is view else fresh[id(document)]
        assert lines_to_sections(lines) == expected
        assert body_and_notes(lines)[0] == body_style(lines)
        assert running_text_ceiling(lines) == measured_text_ceiling(lines)


def test_the_memo_keeps_the_last_tuples_and_no_list() -> None:
    one, two, three = (
        _document(font, WORDINGS[0], 10.0) for font in ("Times-Roman", "Helvetica", "Courier")
    )
    memo: LinesMemo[str] = LinesMemo(equal=False)
    memo.keep(one, "one")
    memo.keep(two, "two")
    assert memo.find(one) == (True, "one")
    assert memo.find(two) == (True, "two")
    memo.keep(three, "three")  # the oldest goes
    assert memo.find(one) == (False, None)
    assert memo.find(three) == (True, "three")
    assert memo.find(tuple(two)) == (True, "two")  # the same tuple object (tuple() of a tuple)
    equal_copy = tuple(replace(ln) for ln in two)  # new objects, equal lines
    assert all(a is not b and a == b for a, b in zip(equal_copy, two, strict=True))
    assert memo.find(equal_copy) == (False, None)  # identity only
    listed: LinesMemo[str] = LinesMemo(equal=True)
    listed.keep(list(one), "list")  # a list could change under the value: not kept
    assert listed.find(one) == (False, None)
    listed.keep(two, "two")
    assert listed.find(equal_copy) == (True, "two")  # equal frozen lines: the same value
