"""A 4e-like block's level and role rate it, end to end: PDFs of the delve page of
``test_statblocks_roled_pdf`` (two fonts and sizes, the older and the newer wording) whose
bars print a minion, a standard creature, an elite and a solo. Each block keeps its role as
printed, its OR comes from ``level_to_or`` by the worth of its role, and every why says so;
the encounter's leader is the creature worth most."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_statblocks_roled_pdf import FONTS, WORDINGS, Rows, _pdf

from converter.pipeline import convert_pdf

# (the warden's bar, the priest's bar, the priest's type line) -> what each is rated
VARIANTS = {
    "minions-and-elite": (
        "Level 1 Minion Skirmisher",
        "Level 5 Elite Controller (Leader)",
        "Large natural humanoid",
    ),
    "soldiers-and-solo": ("Level 2 Soldier", "Level 8 Solo Controller", "Medium natural humanoid"),
}
RATED = {
    # (level, role) -> OR, why's opening: a minion is a very minor obstacle, an elite is rated
    # as a standard creature four levels up, a solo nine
    "Level 1 Minion Skirmisher": (1, "level 1 Minion Skirmisher: a minion is worth 1/4"),
    "Level 2 Soldier": (2, "level 2 Soldier: a standard creature of level 2 → OR 2"),
    "Level 5 Elite Controller (Leader)": (
        4,
        "level 5 Elite Controller (Leader): an elite is worth 2 standard creatures of its "
        "level, rated as one of level 9 → OR 4 (table level_to_or)",
    ),
    "Level 8 Solo Controller": (8, "level 8 Solo Controller: a solo is worth 5 standard"),
}


def _with_bars(rows: dict[str, Rows], warden: str, priest: str, kind: str) -> dict[str, Rows]:
    """The wording's blocks with their bars' level and role (and the priest's type) replaced."""

    def bar(block: Rows, level: str, type_line: str | None) -> Rows:
        out: Rows = []
        for role, text in block:
            if role == "bar":
                text = f"{text.partition('|')[0]}|{level}"
            elif role == "type" and type_line is not None:
                text = f"{type_line}|{text.partition('|')[2]}"
            out.append((role, text))
        return out

    return {
        "warden": bar(rows["warden"], warden, None),
        "priest": bar(rows["priest"], priest, kind),
    }


CASES = [
    (font, wording, variant)
    for font in sorted(FONTS)
    for wording in sorted(WORDINGS)
    for variant in sorted(VARIANTS)
]


@pytest.mark.parametrize(("font", "wording", "variant"), CASES)
def test_a_level_and_role_rate_the_block_and_its_fight(
    tmp_path: Path, font: str, wording: str, variant: str
) -> None:
    warden, priest, kind = VARIANTS[variant]
    rows = _with_bars(WORDINGS[wording], warden, priest, kind)
    conversion = convert_pdf(_pdf(tmp_path / f"{font}-{wording}-{variant}.pdf", FONTS[font], rows))
    blocks = conversion.detection.statblocks
    assert [(b.name, b.role) for b in blocks] == [
        ("Dune Warden", warden.split(" ", 2)[2]),
        ("Salt Priest", priest.split(" ", 2)[2]),
    ]
    for bar, rated in zip((warden, priest), conversion.ratings, strict=True):
        rating, why = RATED[bar]
        assert (rated.rating, rated.why[: len(why)]) == (rating, why)
        assert "SRD" not in rated.why and "read as HD" not in rated.why
    (hall,) = [e for e in conversion.encounters if e.area.key == "1"]
    leader = hall.obstacles[0]
    # the priest is worth most in either variant: it leads, the three wardens are its foes;
    # three minions are one foe's worth (four make one), three soldiers three foes
    assert leader.name == "Salt Priest"
    assert leader.rating == RATED[priest][0]
    threats = {t.name: t.rating for t in leader.threats}
    minions = "Minion" in warden
    assert threats["Additional foes (dune warden)"] == (1 if minions else 3)
    assert ("Large" in threats) == kind.startswith("Large")
    # when the priest falls, the wardens fight on: the minions as one pack of three
    rest = hall.obstacles[1]
    assert rest.after == leader.id
    assert rest.name == ("Dune Warden pack (the rest)" if minions else "Dune Warden (the rest)")
    if minions:
        assert rest.rating == 1 and "3 minions are worth 3/4 standard creature" in rest.why
        assert not any(t.name.startswith("Additional foes") for t in rest.threats)
