"""Synthetic stat-block lines and documents for the stat-block detector's unit tests (no
PDFs): spans set plain, bold or italic, a 5e block (the aboleth) to vary."""

from __future__ import annotations

from collections.abc import Sequence

from converter.detect.statblocks import find_statblocks
from converter.models import BBox, Document, PageText, StatBlock, TextLine, TextSpan

BODY = 9.8
SpanSpec = tuple[str, bool, bool] | tuple[str, bool, bool, float]


def _line(
    spans: str | Sequence[SpanSpec], page: int, top: float, column: int = 0, size: float = BODY
) -> TextLine:
    specs: Sequence[SpanSpec] = [(spans, False, False)] if isinstance(spans, str) else spans
    made = tuple(
        TextSpan(
            text=spec[0],
            font="Test-Bold" if spec[1] else "Test",
            size=spec[3] if len(spec) == 4 else size,
            bold=spec[1],
            italic=spec[2],
        )
        for spec in specs
    )
    text = "".join(span.text for span in made)
    x0 = 50.0 + 260.0 * column
    return TextLine(
        text=text,
        page=page,
        bbox=BBox(x0, top, x0 + 5.0 * len(text), top + 10.0),
        spans=made,
        column=column,
    )


def _document(pages: Sequence[Sequence[TextLine]]) -> Document:
    return Document(
        file="test.pdf",
        path="/tmp/test.pdf",
        sha256="0" * 64,
        pages=tuple(
            PageText(number=number, width=612.0, height=792.0, lines=tuple(lines))
            for number, lines in enumerate(pages, start=1)
        ),
    )


def _plain(texts: Sequence[str], page: int = 1, start: float = 100.0) -> list[TextLine]:
    return [_line(text, page, start + 12.0 * index) for index, text in enumerate(texts)]


def _feature(name: str, rest: str, page: int, top: float, column: int = 0) -> TextLine:
    return _line([(name + ". ", True, True), (rest, False, False)], page, top, column)


def _heading(text: str, page: int, top: float, size: float = 12.0, column: int = 0) -> TextLine:
    return _line([(text, True, False, size)], page, top, column)


def _key(name: str, rest: str, page: int, top: float, column: int = 0) -> TextLine:
    return _line([(name + " ", True, False), (rest, False, False)], page, top, column)


def _only(document: Document) -> StatBlock:
    blocks, _ = find_statblocks(document)
    assert len(blocks) == 1, [b.name for b in blocks]
    return blocks[0]


def _aboleth_lines(page: int = 1, column: int = 0) -> list[TextLine]:
    rows: list[TextLine] = [
        _heading("Aboleth", page, 80.0, column=column),
        _line([("Large aberration, lawful evil", False, True)], page, 95.0, column),
        _key("Armor Class", "17 (natural armor)", page, 110.0, column),
        _key("Hit Points", "135 (18d10 + 36)", page, 122.0, column),
        _key("Speed", "10 ft., swim 40 ft.", page, 134.0, column),
        _line([("STR DEX CON INT WIS CHA", True, False)], page, 146.0, column),
        _line("21 (+5) 9 (\u22121) 15 (+2) 18 (+4) 15 (+2) 18 (+4)", page, 158.0, column),
        _key("Saving Throws", "Con +6, Int +8, Wis +6", page, 170.0, column),
        _key("Damage Resistances", "radiant; bludgeoning, piercing,", page, 182.0, column),
        _line("and slashing from nonmagical attacks", page, 194.0, column),
        _key("Condition Immunities", "charmed, frightened", page, 206.0, column),
        _key("Senses", "darkvision 120 ft., passive Perception 20", page, 218.0, column),
        _key("Languages", "Deep Speech, telepathy 120 ft.", page, 230.0, column),
        _key("Challenge", "10 (5,900 XP)", page, 242.0, column),
        _feature("Amphibious", "The aboleth can breathe air and water.", page, 254.0, column),
        _feature("Mucous Cloud", "While underwater, the aboleth is", page, 266.0, column),
        _line("surrounded by transformative mucus.", page, 278.0, column),
        _heading("Actions", page, 290.0, size=10.8, column=column),
        _feature("Multiattack", "The aboleth makes three tentacle attacks.", page, 302.0, column),
        _feature("Tentacle", "Melee Weapon Attack: +9 to hit, reach 10 ft.", page, 314.0, column),
        _heading("Legendary Actions", page, 326.0, size=10.8, column=column),
        _line("The aboleth can take 3 legendary actions.", page, 338.0, column),
        _feature("Detect", "The aboleth makes a Wisdom (Perception) check.", page, 350.0, column),
    ]
    return rows
