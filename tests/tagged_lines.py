"""Body lines filled to a column's measure, each ending in a tag ("A03") that tells a test
which column and row a line read back came from, for the layout tests that draw columns on
a reportlab canvas (in the faces of ``FACES``)."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

FACES = {
    "times": ("Times-Roman", "Times-Bold"),
    "helvetica": ("Helvetica", "Helvetica-Bold"),
    "courier": ("Courier", "Courier-Bold"),
}
PROSE = (
    "the walls are damp and the floor is strewn with broken pots while a cold draught "
    "carries the smell of smoke from the ridge and rats scatter from the lantern light"
)
WORDS = PROSE.split(" ")


def tagged_lines(font: str, size: float, width: float, count: int, tag: str) -> list[str]:
    """``count`` lines of prose as wide as fits in ``width``, the n-th ending in ``tag`` and
    n as two digits, so each line is unique and tells its column."""
    out: list[str] = []
    i = 0
    room = width - stringWidth(" Z00", font, size)
    while len(out) < count:
        line = WORDS[i % len(WORDS)]
        i += 1
        while stringWidth(f"{line} {WORDS[i % len(WORDS)]}", font, size) <= room:
            line = f"{line} {WORDS[i % len(WORDS)]}"
            i += 1
        out.append(f"{line} {tag}{len(out):02d}")
    return out


def filled_lines(
    words: list[str], font: str, size: float, width: float, count: int, shift: int = 0
) -> list[str]:
    """``count`` lines of ``words`` (taken in turn from the ``shift``-th, round again), each
    as many as fit in ``width``."""
    out: list[str] = []
    k = shift
    while len(out) < count:
        line: list[str] = []
        while stringWidth(" ".join([*line, words[k % len(words)]]), font, size) <= width:
            line.append(words[k % len(words)])
            k += 1
        out.append(" ".join(line))
    return out
