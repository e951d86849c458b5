"""When a key lists its creatures in lower case (``key_lists_in_lower_case``): fragments in
lower case that name creatures the module knows, in two of its areas or more. The fragments
themselves, read with the flag, are case files in ``tests/data/creatures/`` and
``tests/data/creatures_pdf/``."""

from __future__ import annotations

import pytest

from converter.detect.creatures import key_lists_in_lower_case

OPD = ("Kiln House Dank, dripping. Six ogres (HD4 AC5 d10).", "Bakery Mud. A kobold (HD1 AC7 d6).")


@pytest.mark.parametrize(
    ("texts", "known", "lists"),
    [
        (OPD, (), True),  # the vocabulary knows ogres and kobolds
        (("Larder. 3 goblins. Two potions.", "Forge. Some skeletons; a brazier."), (), True),
        (OPD[:1], (), False),  # one area: one such sentence may be any prose's
        (("Hall. 3 Goblins.", "Loft. Six Ogres (HD4 AC5 d10)."), (), False),  # capitalised
        (("Hall. Six ogres guard the door.", "Loft. A kobold sleeps."), (), False),  # sentences
        (("Hall. Seven young wyrms.", "Loft. 2 silver ingots."), (), False),  # nothing known
        (("Hall. Some vine horrors (HD4 AC6 d10).", "Loft. 2 vine horrors."), (), False),
        (
            ("Hall. Some vine horrors (HD4 AC6 d10).", "Loft. 2 vine horrors."),
            ("Vine Horror",),
            True,
        ),
        (("Hall. A purse of 38 gp.", "Loft. A statue of a dragon (AC 5)."), (), False),
    ],
)
def test_key_lists_in_lower_case(
    texts: tuple[str, ...], known: tuple[str, ...], lists: bool
) -> None:
    assert key_lists_in_lower_case(texts, known) is lists
