"""The records' values computed once (``converter.models``): the same values as computed
afresh, stored on the instance, and no part of equality; and the layout stage's word share
looked up once per distinct word gives the share of every word."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from converter.models import BBox, Document, PageText, TextLine, TextSpan
from converter.read.quality import dictionary_share
from converter.read.repair import is_word

_SPAN = st.builds(
    TextSpan,
    text=st.sampled_from(["Hall", " ", "of the", "DOOR", "", "12."]),
    font=st.sampled_from(["Times-Roman", "Times-Bold", "Helvetica-Oblique"]),
    size=st.sampled_from([7.0, 9.5, 10.0, 14.0]),
    bold=st.booleans(),
    italic=st.booleans(),
)


def _line(spans: tuple[TextSpan, ...], page: int = 1) -> TextLine:
    text = "".join(s.text for s in spans)
    return TextLine(text, page, BBox(10, 10, 200, 22), spans)


@settings(max_examples=60, deadline=None)
@given(st.lists(_SPAN, min_size=1, max_size=5).map(tuple))
def test_line_styles_are_computed_once_and_match_a_fresh_reading(
    spans: tuple[TextSpan, ...],
) -> None:
    line = _line(spans)
    written = [s for s in spans if s.text.strip()]
    assert line.size == max(s.size for s in spans)
    assert line.bold == (bool(written) and all(s.bold for s in written))
    assert line.italic == (bool(written) and all(s.italic for s in written))
    assert {"size", "bold", "italic"} <= line.__dict__.keys()  # stored on the first read
    fresh = _line(spans)
    assert fresh == line and hash(fresh) == hash(line)  # the stored values are no field
    assert (fresh.size, fresh.bold, fresh.italic) == (line.size, line.bold, line.italic)


def test_a_documents_lines_are_one_tuple_in_reading_order() -> None:
    pages = tuple(
        PageText(
            n,
            612,
            792,
            tuple(_line((TextSpan(f"p{n} l{k}", "F", 10, False, False),), n) for k in range(3)),
        )
        for n in (1, 2)
    )
    document = Document("m.pdf", "m.pdf", "0" * 64, pages)
    lines = document.lines
    assert [line.text for line in lines] == ["p1 l0", "p1 l1", "p1 l2", "p2 l0", "p2 l1", "p2 l2"]
    assert document.lines is lines
    assert Document("m.pdf", "m.pdf", "0" * 64, pages) == document


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(["door", "doors", "Wkh", "Pxggb", "cave", "the", "zzq"]), max_size=40)
)
def test_dictionary_share_counts_every_word_as_a_word_by_word_reading(words: list[str]) -> None:
    lines = tuple(
        _line((TextSpan(" ".join(words[k : k + 6]), "F", 10, False, False),))
        for k in range(0, len(words), 6)
    )
    page = PageText(1, 612, 792, lines)
    count, share = dictionary_share(page)
    assert count == len(words)
    expected = sum(map(is_word, words)) / len(words) if words else 1.0
    assert share == expected


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ab ", max_size=8), st.booleans(), st.data())
def test_char_spans_pair_the_places_as_a_pair_by_pair_reading(
    text: str, placed: bool, data: st.DataObject
) -> None:
    size = 2 * len(text) if placed else data.draw(st.integers(0, 20))
    xs = data.draw(st.lists(st.floats(0, 600, allow_nan=False), min_size=size, max_size=size))
    line = TextLine(text, 1, BBox(10, 10, 200, 22), (), char_x=tuple(xs))
    if xs and len(xs) == 2 * len(text):
        assert line.char_spans() == [(xs[i], xs[i + 1]) for i in range(0, len(xs), 2)]
    else:
        assert line.char_spans() is None
