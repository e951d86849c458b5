"""The level and role a 4e-like block prints after its name ("Level 4 Elite Brute", "level 1
minion"), from ``rules/lexicon/stat_roled.yaml``: the block reader (``statblocks_roled``)
reads it on a name bar, the roster reader (``creatures_rosters``) in a roster's tag."""

from __future__ import annotations

import re
from functools import lru_cache

from converter.ruledata import load_lexicon


@lru_cache(maxsize=1)
def level_role_pattern() -> str:
    """The regex of a level and its roles, with the groups ``level`` and ``role``: a level
    word, a number, one or more role words, perhaps a role in brackets ("(Leader)")."""
    data = load_lexicon("stat_roled")
    words = "|".join(re.escape(w) for w in data["level_words"])
    roles = "|".join(re.escape(r) for r in data["roles"])
    role = rf"(?i:{roles})"
    return (
        rf"(?i:{words})\s+(?P<level>{data['level_number']})"
        rf"\s+(?P<role>{role}(?:\s+{role})*(?:\s*\({role}\))?)"
    )


@lru_cache(maxsize=1)
def _alone() -> re.Pattern[str]:
    return re.compile(level_role_pattern())


def level_and_role(text: str) -> bool:
    """True for a level and a role alone ("Level 3 Soldier", "level 1 minion")."""
    return _alone().fullmatch(text.strip()) is not None
