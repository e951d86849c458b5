"""Groups a terse key lists as fragments of their own: a count and a name, then the sentence's
end, no verb ("9 Mire Toads.", "Many Soot Rats.", "2d4 Carrion Bats.", "Seven young wyrms.").

Which names such a fragment lists as creatures depends on how the module's key writes them.
Most terse keys capitalise their creatures' names as a stat line does and write loot and
features in lower case ("2 potions.", "40 sp."): there a capitalised fragment lists a group
(``listed_groups``). A one-page dungeon writes its creatures in lower case, each fragment
usually carrying its statistics in brackets ("Six ogres (HD4 AC5 d10). 1d6 brass sentinels.
A purse of 38 gp."). When fragments in lower case name creatures the module knows in several
of its areas (``lists_in_lower_case``), its key lists creatures in lower case, and a counted
plural fragment with no statistics lists a group as well, known or not. A fragment's own
statistics made its name a stat block already; "of" (a purse of coins, a potion of healing)
or a price in brackets is a thing's; a thing's, place's or likeness's head noun is none.

An article counts one thing as readily as one creature ("A potion.", "A grey ooze."), so a
fragment of one is a creature only by its head noun: the head of a name the vocabulary or the
module's stat blocks know ("A cave crawler." by "carrion crawler"), in any key
(``listed_singles``). What makes a known name no creature makes this one none: a material or
trophy word before it ("A brass sentinel.", "A stuffed owlbear."), a word of absence ("A dead
grey ooze.").
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass

from converter.detect.creatures_presence import (
    IMAGE_NOUNS,
    PLACE_NOUNS,
    THING_NOUNS,
    Token,
    absent_reason,
)
from converter.detect.creatures_subject_counts import DEFINITE_ARTICLES
from converter.detect.creatures_subject_words import subject_words
from converter.detect.creatures_subjects import (
    SENTENCE_ENDS,
    Subject,
    counted_at,
    name_words,
)
from converter.detect.statblock_common import is_plural, singular_name

# A key lists its creatures in lower case when fragments in lower case name known creatures
# in at least this many of its areas: one such sentence may be any prose's.
LOWER_CASE_EVIDENCE_AREAS = 2


@dataclass(frozen=True)
class Fragment:
    """A sentence that is only a count, a name and perhaps a bracket after it."""

    name: tuple[str, ...]  # lower-case words, as printed (plural or singular)
    count: int | None
    printed: str  # the count as printed
    capitalised: bool  # every word of the name opens with a capital ("Mire Toads")
    bracket: bool  # a bracket follows the name ("(HD4 AC5 d10)", "(60 gp)")
    end: int  # the index of the token after the name's last word


def fragments(tokens: Sequence[Token]) -> list[Fragment]:
    """Every sentence of ``tokens`` that is only a count, then a name in one case (each word
    capitalised, or each in lower case, none a function word), then perhaps one bracket. "The"
    counts no group: "The Stooping Hills." is a title (an area's name read before its text)."""
    out: list[Fragment] = []
    max_words, function_words = name_words()
    for index in range(len(tokens)):
        if index and tokens[index - 1].text not in SENTENCE_ENDS:
            continue
        counted = counted_at(tokens, index)
        if counted is None or tokens[index].lower in DEFINITE_ARTICLES:
            continue
        used, count, printed = counted
        end = index + used
        words: list[Token] = []
        while end < len(tokens) and len(words) < max_words and tokens[end].text.isalpha():
            words.append(tokens[end])
            end += 1
        if not words or any(w.lower in function_words for w in words):
            continue
        capitalised = all(w.text[:1].isupper() and not w.text.isupper() for w in words)
        if not capitalised and not all(w.text.islower() for w in words):
            continue
        name_end = end
        bracket = end < len(tokens) and tokens[end].text == "("
        if bracket:
            end = _bracket_end(tokens, end)
        if end < len(tokens) and tokens[end].text in SENTENCE_ENDS:
            name = tuple(w.lower for w in words)
            out.append(Fragment(name, count, printed, capitalised, bracket, name_end))
    return out


def _bracket_end(tokens: Sequence[Token], start: int) -> int:
    """The token after the bracket opened at ``start`` closes (the text's end if it never
    does within the sentence)."""
    for index in range(start + 1, len(tokens)):
        if tokens[index].text == ")":
            return index + 1
        if tokens[index].text in SENTENCE_ENDS:
            break
    return len(tokens)


def listed_groups(tokens: Sequence[Token], lower_case: bool = False) -> list[Subject]:
    """Groups the fragments of ``tokens`` list: a plural name, counted by a number, dice or a
    vague amount (an article counts one thing as readily as one creature), with nothing
    after it; capitalised, or in lower case when the key lists its creatures so
    (``lower_case``)."""
    out: list[Subject] = []
    for fragment in fragments(tokens):
        if fragment.bracket or fragment.count == 1 or not is_plural(fragment.name[-1]):
            continue
        if not (fragment.capitalised or lower_case):
            continue
        single = singular_name(" ".join(fragment.name)).lower()
        if single.split()[-1] in THING_NOUNS | PLACE_NOUNS | IMAGE_NOUNS:
            continue
        count = fragment.count
        out.append(Subject(single, count, fragment.printed, count is not None))
    return out


def listed_singles(
    tokens: Sequence[Token], heads: Container[str], known: Container[tuple[str, ...]]
) -> list[Subject]:
    """The single creatures the fragments of ``tokens`` list: an article or "one", then a
    singular name no vocabulary knows whole (a known one is the vocabulary reader's) whose
    head noun is the head of a known creature name (``heads``), no bracket after it, nothing
    before it that makes it a likeness, a trophy or a dead one (``absent_reason``)."""
    out: list[Subject] = []
    for fragment in fragments(tokens):
        head = fragment.name[-1]
        if fragment.bracket or fragment.count != 1 or is_plural(head) or head not in heads:
            continue
        if head in THING_NOUNS | PLACE_NOUNS | IMAGE_NOUNS:
            continue
        if any(fragment.name[i:] in known for i in range(len(fragment.name))):
            continue
        if absent_reason(tokens, fragment.end - 1, fragment.end) is not None:
            continue
        out.append(Subject(" ".join(fragment.name), 1, fragment.printed, False))
    return out


def bare_singles(
    tokens: Sequence[Token], heads: Container[str], known: Container[tuple[str, ...]]
) -> list[Subject]:
    """The single creatures a terse key lists by name alone, as a stat line titles one: a
    sentence that is only a name with every word capitalised, then perhaps its state ("Grey
    Ooze (alert).", "Young Wyrm, asleep.", "Cave Crawler."). A name with no count is one
    creature, as a stat block's title is. A capital opens any sentence ("Gem (50 gp).",
    "Nothing."), so the name is a creature only by a state only a creature is in
    (``animate_states``: "asleep", "alert") or by its head noun, as ``listed_singles`` reads
    "A grey ooze."; never with a number in its bracket (a price, statistics) nor with a word
    before its head that makes it absent or a likeness ("Dead Toad", "Brass Sentinel"), nor
    as the text's first sentence (an area's title)."""
    out: list[Subject] = []
    max_words, function_words = name_words()
    states = subject_words().states
    # the text's first sentence is where an area's title stands ("Eelman Centipede. This is
    # a slaver ship …"): a place's name, not a creature listed in it
    for index in range(1, len(tokens)):
        if tokens[index - 1].text not in SENTENCE_ENDS:
            continue
        words = _capitalised_words(tokens, index, max_words)
        if not words or any(w.lower in function_words for w in words):
            continue
        name_end = index + len(words)
        state = _state_at(tokens, name_end)
        if state is None:
            continue
        end, state_words = state
        if end < len(tokens) and tokens[end].text not in SENTENCE_ENDS:
            continue
        name = tuple(w.lower for w in words)
        head = name[-1]
        animate = bool(state_words) and all(w in states for w in state_words)
        if is_plural(head) or not (animate or head in heads) or name in known:
            continue  # a known name is the vocabulary reader's; "Marsh Toad" is one name
        if head in THING_NOUNS | PLACE_NOUNS | IMAGE_NOUNS:
            continue
        if absent_reason(tokens, name_end - 1, name_end) is None:
            out.append(Subject(" ".join(name), 1, "", False))
    return out


def _capitalised_words(tokens: Sequence[Token], start: int, most: int) -> list[Token]:
    """The words from ``start`` while each is a word opening with a capital (not all
    capitals: a heading or an abbreviation), at most ``most`` of them."""
    words: list[Token] = []
    for token in tokens[start : start + most]:
        text = token.text
        if not (text.isalpha() and text[:1].isupper() and not text.isupper()):
            break
        words.append(token)
    return words


def _state_at(tokens: Sequence[Token], start: int) -> tuple[int, tuple[str, ...]] | None:
    """The token after a name's state at ``start`` and the state's words: a bracket of words
    ("(alert)") or a comma and one word in lower case (", asleep"); ``start`` and no words
    when none follows; None for a bracket holding a number (a price, statistics)."""
    if start < len(tokens) and tokens[start].text == "(":
        end = _bracket_end(tokens, start)
        inside = tuple(t.lower for t in tokens[start + 1 : end - 1])
        return None if any(any(c.isdigit() for c in w) for w in inside) else (end, inside)
    if start + 1 < len(tokens) and tokens[start].text == "," and tokens[start + 1].text.islower():
        return start + 2, (tokens[start + 1].lower,)
    return start, ()


def lists_in_lower_case(
    texts: Iterable[Sequence[Token]], known: Container[tuple[str, ...]]
) -> bool:
    """True when fragments in lower case name a creature ``known`` (a name form of the
    vocabulary or the module's stat blocks) in ``LOWER_CASE_EVIDENCE_AREAS`` of the areas'
    ``texts`` or more: the key writes its creatures in lower case."""
    areas = 0
    for tokens in texts:
        named = (f.name in known for f in fragments(tokens) if not f.capitalised)
        areas += any(named)
        if areas >= LOWER_CASE_EVIDENCE_AREAS:
            return True
    return False
