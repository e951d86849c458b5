"""Work the read stage's per-line and per-glyph passes skip or move into C, each answer the
same (issue #16, speed10): the stray-space join pairs a line's places only when it drops a
space."""

from __future__ import annotations

import pytest

from converter.models import BBox, TextLine, TextSpan
from converter.read.repair import join_printed_splits
from converter.read.split_words import printed_words


def _line(text: str, top: float) -> TextLine:
    xs = tuple(v for k in range(len(text)) for v in (50.0 + 5.0 * k, 54.5 + 5.0 * k))
    span = TextSpan(text, "Test", 9.5, False, False)
    return TextLine(text, 1, BBox(50.0, top, 50.0 + 5.0 * len(text), top + 9.5), (span,), char_x=xs)


def test_the_stray_space_join_pairs_the_places_only_of_a_line_it_changes() -> None:
    texts = ("The gob lins wait here.", "Goblins (2): AC 6", "a chest of coins", "nothing")
    lines = [_line(text, 100.0 + 12 * k) for k, text in enumerate(texts)]
    paired: list[str] = []
    plain = TextLine.char_spans

    def counted(line: TextLine) -> list[tuple[float, float]] | None:
        paired.append(line.text)
        return plain(line)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(TextLine, "char_spans", counted)
        joined = join_printed_splits(lines, printed_words(texts))
    assert [line.text for line in joined] == ["The goblins wait here.", *texts[1:]]
    assert joined[1:] == lines[1:]
    # the dropped space's two places are gone, the rest kept in order
    assert joined[0].char_x == lines[0].char_x[:14] + lines[0].char_x[16:]
    assert paired == []  # known placed (``TextLine.is_placed``) without pairing
