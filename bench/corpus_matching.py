"""How ``eval_corpus`` pairs what was found with the truth: names that agree (word by word,
plurals as their singulars, or letters alike enough), keys, pages near enough, and the
closest pairs of areas, creatures and stat blocks one to one."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

FIELDS = ("ac", "hp", "hit_dice", "cr", "size", "type")
PAGE_SLACK = 1
FUZZY_RATIO = 0.8  # letters alike enough for a keyed area's name to agree (fuzzy_name)


def word_forms(word: str) -> frozenset[str]:
    """The word and every singular it could be the plural of (elves → elf, slaves → slave)."""
    forms = {word}
    if len(word) > 3:
        if word.endswith("s"):
            forms.add(word[:-1])
        if word.endswith("es"):
            forms.add(word[:-2])
        if word.endswith("ies"):
            forms.add(word[:-3] + "y")
        if word.endswith("ves"):
            forms.update({word[:-3] + "f", word[:-3] + "fe"})
        if word.endswith("men"):
            forms.add(word[:-3] + "man")
    return frozenset(forms)


def name_tokens(name: str | None) -> tuple[frozenset[str], ...]:
    """Lower-case words of a name, each as its set of possible singular forms."""
    return tuple(word_forms(w) for w in re.findall(r"[a-z0-9]+", (name or "").lower()))


def _covers(outer: tuple[frozenset[str], ...], inner: tuple[frozenset[str], ...]) -> bool:
    return all(any(word & other for other in outer) for word in inner)


def same_name(found: str | None, truth: str | None) -> bool:
    """Same words in any order, singular or plural: "Ape, Giant" equals "giant apes"."""
    a, b = name_tokens(found), name_tokens(truth)
    return bool(a and b) and len(a) == len(b) and _covers(a, b) and _covers(b, a)


def names_match(found: str | None, truth: str | None) -> bool:
    """The same name, or one name's words wholly inside the other's (orc ⊂ orc guard)."""
    a, b = name_tokens(found), name_tokens(truth)
    return bool(a and b) and (_covers(a, b) or _covers(b, a))


def norm_key(key: Any) -> str | None:
    if key is None:
        return None
    return re.sub(r"[\s.:]", "", str(key)).upper() or None


def _near(page_a: Any, page_b: Any) -> bool:
    return (
        isinstance(page_a, int) and isinstance(page_b, int) and abs(page_a - page_b) <= PAGE_SLACK
    )


def fuzzy_name(found: str | None, truth: str | None) -> bool:
    """Names that agree allowing for how a heading reads back: the same words (see
    ``names_match``), or nearly the same letters once case, spaces and punctuation are gone
    ("Coalchute" / "Coal Chute", "Tithe Bam" / "Tithe Barn")."""
    if names_match(found, truth):
        return True
    a = re.sub(r"[^a-z0-9]", "", (found or "").lower())
    b = re.sub(r"[^a-z0-9]", "", (truth or "").lower())
    return bool(a and b) and difflib.SequenceMatcher(None, a, b).ratio() >= FUZZY_RATIO


def _distance(page_a: Any, page_b: Any) -> int:
    if isinstance(page_a, int) and isinstance(page_b, int):
        return abs(page_a - page_b)
    return 1 << 20


def closest_pairs(
    candidates: Iterable[tuple[int, int]],
    found: Sequence[dict[str, Any]],
    truth: Sequence[dict[str, Any]],
    taken: list[tuple[int, int]],
    agreement: Callable[[dict[str, Any], dict[str, Any]], int] | None = None,
) -> list[tuple[int, int]]:
    """One-to-one pairs from ``candidates`` (found index, truth index), nearest pages first,
    then (given ``agreement``) the pairs that agree most, then in reading order, skipping
    anything already in ``taken``; returns ``taken`` grown.

    Taking the globally closest pair first (not each truth entry's first candidate in turn)
    keeps a repeated name from claiming a far copy that a nearer entry needed."""
    used_found = {f for f, _ in taken}
    used_truth = {t for _, t in taken}
    ordered = sorted(
        candidates,
        key=lambda ft: (
            _distance(found[ft[0]].get("page"), truth[ft[1]].get("page")),
            -agreement(found[ft[0]], truth[ft[1]]) if agreement else 0,
            ft[1],
            ft[0],
        ),
    )
    for f_index, t_index in ordered:
        if f_index not in used_found and t_index not in used_truth:
            taken.append((f_index, t_index))
            used_found.add(f_index)
            used_truth.add(t_index)
    return taken


def match_areas(
    found: Sequence[dict[str, Any]], truth: Sequence[dict[str, Any]]
) -> list[tuple[int, int]]:
    """One-to-one pairs (found index, truth index) of areas.

    A key alone is not enough ("3." of a background list is not area 3): the same key pairs
    when the names agree (``fuzzy_name``) or the pages are near; key and name pair before key
    and page. Areas left over pair by name on a near page. Within each kind of agreement the
    nearest pages pair first."""
    keyed = [
        (f, t)
        for t, t_area in enumerate(truth)
        for f, f_area in enumerate(found)
        if norm_key(t_area.get("key")) is not None
        and norm_key(f_area.get("key")) == norm_key(t_area.get("key"))
    ]
    by_name = [(f, t) for f, t in keyed if fuzzy_name(found[f].get("name"), truth[t].get("name"))]
    pairs = closest_pairs(by_name, found, truth, [])
    by_page = [(f, t) for f, t in keyed if _near(found[f].get("page"), truth[t].get("page"))]
    pairs = closest_pairs(by_page, found, truth, pairs)
    by_name_page = [
        (f, t)
        for t, t_area in enumerate(truth)
        for f, f_area in enumerate(found)
        if _near(f_area.get("page"), t_area.get("page"))
        and names_match(f_area.get("name"), t_area.get("name"))
    ]
    return closest_pairs(by_name_page, found, truth, pairs)


def match_by_name_page(
    found: Sequence[dict[str, Any]],
    truth: Sequence[dict[str, Any]],
    agreement: Callable[[dict[str, Any], dict[str, Any]], int] | None = None,
) -> list[tuple[int, int]]:
    """One-to-one pairs by name on the same page ±1; exact names claim first, and within each
    the nearest pages (then the pairs that agree most, then reading order) pair first."""
    pairs: list[tuple[int, int]] = []
    for match in (same_name, names_match):
        candidates = [
            (f, t)
            for t, t_item in enumerate(truth)
            for f, f_item in enumerate(found)
            if _near(f_item.get("page"), t_item.get("page"))
            and match(f_item.get("name"), t_item.get("name"))
        ]
        pairs = closest_pairs(candidates, found, truth, pairs, agreement)
    return pairs


def fields_agreeing(found: dict[str, Any], truth: dict[str, Any]) -> int:
    """How many printed fields of a truth block the found block reads the same.

    Two blocks of one name on one page (a B/X kobold in the margin, a 5e kobold in the text)
    are told apart by their numbers, as a reviewer would: the truth gives no box, and the order
    in which a layout is read (text column first or margin first) says nothing of either."""
    return sum(
        1
        for name in FIELDS
        if truth.get(name) is not None and field_equal(name, found.get(name), truth[name])
    )


def fields_then_family_agreeing(found: dict[str, Any], truth: dict[str, Any]) -> int:
    """``fields_agreeing``, then whether the found block's family is one the truth accepts.

    Two blocks that print the same name and numbers on one page (a bandit in the text, the
    same bandit boxed in the margin in another game's field names) differ in the truth only
    by family; which pairs with which is otherwise arbitrary, and a reviewer would pair each
    with the one it reads as. The numbers still decide first: a family never outweighs a field."""
    accepted = truth.get("styles") or [truth.get("style")]
    return 2 * fields_agreeing(found, truth) + (found.get("style") in accepted)


def match_creatures(
    found: Sequence[dict[str, Any]], truth: Sequence[dict[str, Any]]
) -> list[tuple[int, int]]:
    """One-to-one pairs (found, truth) of creatures: exact names claim first, then loose ones."""
    pairs: list[tuple[int, int]] = []
    used: set[int] = set()
    for match in (same_name, names_match):
        claimed = {t for _, t in pairs}
        for t_index, t_item in enumerate(truth):
            if t_index in claimed:
                continue
            for f_index, f_item in enumerate(found):
                if f_index not in used and match(f_item.get("name"), t_item.get("name")):
                    pairs.append((f_index, t_index))
                    used.add(f_index)
                    break
    return pairs


def field_equal(name: str, found: Any, truth: Any) -> bool:
    if found is None:
        return False
    if name in ("hit_dice", "cr"):
        return re.sub(r"\s+", "", str(found)).lower() == re.sub(r"\s+", "", str(truth)).lower()
    if name in ("size", "type"):
        return str(found).strip().lower() == str(truth).strip().lower()
    return bool(found == truth)
