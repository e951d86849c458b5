"""Creature names: the bundled vocabulary, plurals, and a printed name made singular.

Names are singular and lower case (``"giant rat"``); ``name_to_singular`` turns a printed
creature or stat-block name into one, ``plural_of`` gives its regular plural.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml

VOCABULARY_PATH = Path(__file__).resolve().parents[1] / "data" / "creature_names.yaml"
# "a swarm of crows": a swarm of any small creature is one creature, named with the plural.
SWARM_RE = re.compile(r"^swarms?\s+of\s+([a-z].*)$")


def plural_of(singular: str) -> str:
    """Return the regular English plural of a creature name (last word inflected; the head
    of a "<noun> of <creatures>" name: "swarm of crows" → "swarms of crows")."""
    owner, of, rest = singular.partition(" of ")
    if of and owner and " " not in owner:
        return plural_of(owner) + of + rest
    head, _, last = singular.rpartition(" ")
    prefix = head + " " if head else ""
    if last.endswith("man"):
        return prefix + last[:-3] + "men"
    if last.endswith(("s", "x", "z", "ch", "sh")):
        return prefix + last + "es"
    if last.endswith("y") and len(last) > 1 and last[-2] not in "aeiou":
        return prefix + last[:-1] + "ies"
    if last.endswith("lf"):
        return prefix + last[:-1] + "ves"
    return prefix + last + "s"


@lru_cache(maxsize=1)
def load_vocabulary() -> dict[str, str | None]:
    """Read the bundled creature-name vocabulary: singular name → plural (None = regular)."""
    raw = yaml.safe_load(VOCABULARY_PATH.read_text(encoding="utf-8")) or {}
    return {str(k).lower(): (None if v is None else str(v).lower()) for k, v in raw.items()}


@lru_cache(maxsize=1)
def vocabulary_singulars() -> dict[str, str]:
    """Each vocabulary plural → its singular, the first in the vocabulary's order when two
    share a plural (what a scan of the vocabulary in order finds). Made once: a name made
    singular used to form every plural of the vocabulary again (LGMRD: 65,754 plurals for
    288 names)."""
    singulars: dict[str, str] = {}
    for singular, plural in load_vocabulary().items():
        singulars.setdefault(plural or plural_of(singular), singular)
    return singulars


def name_to_singular(name: str) -> str:
    """Normalise a printed creature or stat-block name to a singular lower-case name.

    ``"Orcs"`` → ``"orc"``, ``"Giant Worm"`` → ``"giant worm"``, ``"Ape, Giant"`` →
    ``"giant ape"``, ``"Squidmen"`` → ``"squidman"``.
    """
    text = re.sub(r"\s+", " ", name.replace("’", "'")).strip().lower()
    text = re.sub(r"\s*\(.*?\)\s*", " ", text).strip()
    if "," in text:
        first, _, rest = text.partition(",")
        text = f"{rest.strip()} {first.strip()}".strip()
    if text in load_vocabulary():
        return text
    singular = vocabulary_singulars().get(text)
    if singular is not None:
        return singular
    swarm = SWARM_RE.match(text)
    if swarm:
        return "swarm of " + swarm.group(1)  # "Swarm of Crows": the swarm is one, of crows
    return _guess_singular(text)


def _guess_singular(text: str) -> str:
    head, _, last = text.rpartition(" ")
    prefix = head + " " if head else ""
    if last.endswith("men") and len(last) > 4:
        return prefix + last[:-3] + "man"
    if last.endswith("ves") and last[:-3] in {"wol", "el", "dwar", "thie", "hal"}:
        return prefix + last[:-3] + "f"
    if last.endswith("ies") and len(last) > 4:
        return prefix + last[:-3] + "y"
    if last.endswith(("ches", "shes", "xes", "sses")):
        return prefix + last[:-2]
    if last.endswith("s") and not last.endswith(("ss", "us", "is")) and len(last) > 3:
        return prefix + last[:-1]
    return text
