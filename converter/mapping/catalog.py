"""The bundled creature catalog (facts from the SRD 5.1) and tiered name resolution.

A creature named in a room without a stat block in the module ("3 orcs" in a module that relies
on the rulebook) is looked up here in tiers: exact name → alias table → fuzzy match ≥ 0.85 →
unresolved.  A fuzzy pick is never silent (its ``why`` says so) and a printed HD or CR that
disagrees vetoes it.  The catalog holds facts only (name, CR, size, type, AC, HP, hit dice, the
names of features, the trait-table ids found in it, damage lists), never prose.

Attribution (CC-BY-4.0): This work includes material taken from the System Reference Document
5.1 ("SRD 5.1") by Wizards of the Coast LLC and available at
https://dnd.wizards.com/resources/systems-reference-document. The SRD 5.1 is licensed under the
Creative Commons Attribution 4.0 International License available at
https://creativecommons.org/licenses/by/4.0/legalcode.
"""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from converter.errors import RulesError

FUZZY_THRESHOLD = 0.85
WORD_THRESHOLD = 0.75  # each word of a fuzzy pick must be this close
CATALOG_RESOURCE = "srd_catalog.json"
ATTRIBUTION = (
    "This work includes material taken from the System Reference Document 5.1 (“SRD 5.1”) by "
    "Wizards of the Coast LLC and available at "
    "https://dnd.wizards.com/resources/systems-reference-document. The SRD 5.1 is licensed under "
    "the Creative Commons Attribution 4.0 International License available at "
    "https://creativecommons.org/licenses/by/4.0/legalcode."
)


@dataclass(frozen=True)
class CatalogEntry:
    """One SRD creature, as facts."""

    name: str
    cr: str | None = None
    size: str | None = None
    type: str | None = None
    ac: int | None = None
    hp: int | None = None
    hit_dice: str | None = None
    page: int | None = None
    features: tuple[str, ...] = ()
    traits: tuple[tuple[str, int], ...] = ()  # (trait_threats id, rating)
    weaknesses: tuple[str, ...] = ()  # trait_threats weakness ids
    strengths: tuple[str, ...] = ()  # trait_threats strength ids
    vulnerabilities: tuple[str, ...] = ()
    resistances: tuple[str, ...] = ()
    immunities: tuple[str, ...] = ()
    condition_immunities: tuple[str, ...] = ()


@dataclass(frozen=True)
class Catalog:
    """Entries by normalized name, plus where they came from."""

    entries: tuple[CatalogEntry, ...] = ()
    index: Mapping[str, CatalogEntry] = field(default_factory=dict)
    source: str = "SRD 5.1"


@dataclass(frozen=True)
class Resolution:
    """How a name was resolved: the entry (or None), the tier, the score and why."""

    entry: CatalogEntry | None
    tier: str  # catalog-exact | catalog-alias | catalog-head | catalog-fuzzy | none
    why: str
    score: float = 0.0
    vetoed: bool = False


def normalize_name(name: str) -> str:
    """Lower case, plain ASCII hyphens and apostrophes, one space, ``"Spider, Giant"`` →
    ``"giant spider"``."""
    text = unicodedata.normalize("NFKC", name).lower()
    text = re.sub(r"[\u00ad\u2010\u2011\u2012\u2013\u2014\u2212]", "-", text)
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"\s+", " ", text).strip(" .:;")
    if text.count(",") == 1:
        head, tail = (part.strip() for part in text.split(","))
        if head and tail and " " not in tail:
            text = f"{tail} {head}"
    return text


def make_catalog(entries: Sequence[CatalogEntry], source: str = "SRD 5.1") -> Catalog:
    """A catalog over ``entries``; the first entry of a normalized name wins."""
    index: dict[str, CatalogEntry] = {}
    for entry in entries:
        index.setdefault(normalize_name(entry.name), entry)
    return Catalog(tuple(entries), index, source)


def entry_from_dict(data: Mapping[str, Any]) -> CatalogEntry:
    """A catalog entry from its JSON object."""
    return CatalogEntry(
        name=str(data["name"]),
        cr=data.get("cr"),
        size=data.get("size"),
        type=data.get("type"),
        ac=data.get("ac"),
        hp=data.get("hp"),
        hit_dice=data.get("hit_dice"),
        page=data.get("page"),
        features=tuple(data.get("features", ())),
        traits=tuple((str(k), int(v)) for k, v in sorted(data.get("traits", {}).items())),
        weaknesses=tuple(data.get("weaknesses", ())),
        strengths=tuple(data.get("strengths", ())),
        vulnerabilities=tuple(data.get("vulnerabilities", ())),
        resistances=tuple(data.get("resistances", ())),
        immunities=tuple(data.get("immunities", ())),
        condition_immunities=tuple(data.get("condition_immunities", ())),
    )


def entry_to_dict(entry: CatalogEntry) -> dict[str, Any]:
    """The JSON object of a catalog entry (stable key order)."""
    data = asdict(entry)
    data["traits"] = dict(entry.traits)
    return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}


def load_catalog(path: Path | None = None) -> Catalog:
    """Load the bundled catalog (``converter/data/srd_catalog.json``) or the one at ``path``.

    A missing bundled file gives an empty catalog (every mention then stays unresolved and is
    flagged); a file that is there but broken is a RulesError.
    """
    try:
        if path is not None:
            text = path.read_text("utf-8")
        else:
            resource = resources.files("converter") / "data" / CATALOG_RESOURCE
            if not resource.is_file():
                return Catalog()
            text = resource.read_text("utf-8")
        data = json.loads(text)
        entries = [entry_from_dict(item) for item in data["monsters"]]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise RulesError(f"creature catalog: cannot read it ({exc})") from exc
    return make_catalog(entries, str(data.get("source", "SRD 5.1")))


def same_words(a: str, b: str, threshold: float = WORD_THRESHOLD) -> bool:
    """True when two names have as many words and each pair is a near spelling.

    Fuzzy matching is for misspellings and extraction damage ("gobblin", "trol"), not for a
    different creature that shares a word ("bone golem" is not a "stone golem").
    """
    words_a, words_b = a.split(), b.split()
    return len(words_a) == len(words_b) and all(
        difflib.SequenceMatcher(None, x, y).ratio() >= threshold
        for x, y in zip(words_a, words_b, strict=True)
    )


def _kind_of(
    name: str, key: str, catalog: Catalog, veto: Callable[[CatalogEntry], str | None] | None
) -> Resolution | None:
    """A name of two words or more whose head noun alone is a catalog entry ("barrow wight",
    "ice troll") is a kind of that creature: the entry of its head noun, unless vetoed. The
    same head-noun rule that lets "war boar" take a printed "Boar" block; a head that is no
    entry of its own ("bog hag": Green, Sea or Night Hag) gives none."""
    words = key.split()
    entry = catalog.index.get(words[-1]) if len(words) > 1 else None
    if entry is None:
        return None
    reason = veto(entry) if veto is not None else None
    if reason is not None:
        why = f"head-noun pick '{entry.name}' for '{name}' vetoed: {reason}"
        return Resolution(None, "none", why, 0.0, vetoed=True)
    why = f"'{name}' is a kind of {catalog.source} '{entry.name}' (same head noun)"
    return Resolution(entry, "catalog-head", why, 1.0)


def _nearest(key: str, catalog: Catalog) -> tuple[float, str] | None:
    """The catalog name nearest ``key`` by ``SequenceMatcher.ratio``, the first in sorted
    order among equals. A name whose upper bounds (``real_quick_ratio`` from the lengths,
    ``quick_ratio`` from the letters) do not pass the best so far cannot replace it, so its
    ratio is not computed: same pick, same score."""
    best: tuple[float, str] | None = None
    for candidate in sorted(catalog.index):
        matcher = difflib.SequenceMatcher(None, key, candidate)
        if best is not None and (
            matcher.real_quick_ratio() <= best[0] or matcher.quick_ratio() <= best[0]
        ):
            continue
        score = matcher.ratio()
        if best is None or score > best[0]:
            best = (score, candidate)
    return best


def resolve_creature(
    name: str,
    catalog: Catalog,
    *,
    aliases: Mapping[str, str] | None = None,
    veto: Callable[[CatalogEntry], str | None] | None = None,
    threshold: float = FUZZY_THRESHOLD,
    fuzzy: bool = True,
) -> Resolution:
    """Resolve a creature name: exact → alias → head noun → fuzzy (≥ threshold, word by word,
    unless vetoed; the last two only when ``fuzzy``) → none."""
    key = normalize_name(name)
    entry = catalog.index.get(key)
    if entry is not None:
        return Resolution(
            entry, "catalog-exact", f"'{name}' = {catalog.source} '{entry.name}'", 1.0
        )
    alias = (aliases or {}).get(key)
    if alias is not None:
        entry = catalog.index.get(normalize_name(alias))
        if entry is not None:
            why = f"'{name}' is an alias of {catalog.source} '{entry.name}' (creature_aliases)"
            return Resolution(entry, "catalog-alias", why, 1.0)
    if not fuzzy:  # the caller takes no fuzzy pick: skip the scan over the whole catalog
        return Resolution(
            None, "none", f"'{name}' not in the catalog (no exact or alias match)", 0.0
        )
    kind = _kind_of(name, key, catalog, veto)
    if kind is not None:
        return kind
    best = _nearest(key, catalog)
    if best is not None and best[0] >= threshold and not same_words(key, best[1]):
        why = (
            f"'{name}' ≈ '{catalog.index[best[1]].name}' ({best[0]:.2f}) names another "
            "creature (a word differs), so it is not taken"
        )
        return Resolution(None, "none", why, best[0])
    if best is not None and best[0] >= threshold:
        entry = catalog.index[best[1]]
        reason = veto(entry) if veto is not None else None
        if reason is not None:
            why = f"fuzzy pick '{entry.name}' ({best[0]:.2f}) for '{name}' vetoed: {reason}"
            return Resolution(None, "none", why, best[0], vetoed=True)
        why = f"'{name}' ≈ {catalog.source} '{entry.name}' (fuzzy {best[0]:.2f} ≥ {threshold})"
        return Resolution(entry, "catalog-fuzzy", why, best[0])
    nearest = f"; nearest '{catalog.index[best[1]].name}' {best[0]:.2f}" if best else ""
    why = f"'{name}' not in the catalog (no exact, alias or fuzzy ≥ {threshold} match{nearest})"
    return Resolution(None, "none", why, best[0] if best else 0.0)
