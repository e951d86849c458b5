"""The field-label finder's pre-check (``may_open_label``, asked of every line) rules out
only lines that open no label: ``_labels`` finds the same label cells with it as the plain
scan that joins every line with the lines under it and looks each joining up.

Lines are drawn from pieces of the labels themselves (so that many do open one), in any
case, cut anywhere, with spaces, tabs, closing colons and full stops, and chars whose
case folding is longer than one char (``ß``, ``İ``); stacked close or apart, at the left
edge or off it, on one page or two.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from converter.detect import areas_fields
from converter.detect.areas_fields import LABELS, _labels, is_field_label, may_open_label
from converter.models import BBox, TextLine, TextSpan

SIZE = 9.5
LABEL_LIST = sorted(LABELS)


@st.composite
def label_bits(draw: st.DrawFn) -> str:
    """A piece of a label (any case, cut anywhere) or of other text, with its edges."""
    label = draw(st.sampled_from(LABEL_LIST))
    start = draw(st.integers(0, len(label)))
    end = draw(st.integers(start, len(label)))
    piece = label[start:end]
    piece = draw(st.sampled_from((piece, piece.upper(), piece.title())))
    other = draw(st.text(alphabet="ab ßİ:.\tMo", max_size=5))
    lead = draw(st.sampled_from(("", " ", "\t")))
    tail = draw(st.sampled_from(("", ":", ".", " :", "..", " ")))
    return lead + draw(st.sampled_from((piece, other + piece, piece + other))) + tail


def _line(text: str, top: float, x0: float, page: int) -> TextLine:
    span = TextSpan(text, "Test", SIZE, False, False)
    return TextLine(text, page, BBox(x0, top, x0 + 80.0, top + SIZE), (span,))


@st.composite
def label_columns(draw: st.DrawFn) -> list[TextLine]:
    lines: list[TextLine] = []
    top, page = 100.0, 1
    for _ in range(draw(st.integers(1, 7))):
        lines.append(
            _line(draw(label_bits()), top, draw(st.sampled_from((50.0, 50.5, 60.0))), page)
        )
        top += SIZE + draw(st.sampled_from((1.0, 4.0, 12.0)))
        page += draw(st.sampled_from((0, 0, 0, 1)))
    return lines


@settings(max_examples=300, deadline=None)
@given(label_bits(), label_bits(), label_bits())
def test_a_ruled_out_line_opens_no_label_joined_any_way(a: str, b: str, c: str) -> None:
    if may_open_label(a):
        return
    first = a.strip()
    joinings = [first]
    for piece in (b.strip(), c.strip()):
        joinings = [f"{t}{p}" for t in joinings for p in ("", piece, f" {piece}")]
    assert not any(is_field_label(text) for text in joinings)


@settings(max_examples=300, deadline=None)
@given(label_columns())
def test_labels_are_the_plain_scans_labels(lines: list[TextLine]) -> None:
    found = _labels(lines)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(areas_fields, "may_open_label", lambda text: True)
        plain = _labels(lines)
    assert found == plain


def test_the_pre_check_rules_out_prose_and_keeps_labels() -> None:
    """What the shortcut is for: it must rule prose out, and keep every label's lines."""
    assert not may_open_label("The door is locked and the hall beyond is dark.")
    for label in LABEL_LIST:
        assert may_open_label(label.upper() + ":")
        assert may_open_label(label[: len(label) // 2])
