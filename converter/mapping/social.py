"""NPCs and social obstacles, read from room text (table ``social_cues``).

A person who asks the party for something, trades, guides or bargains is met by talking, not by
fighting: a sentence holding a cue of a kind in ``makes_social`` ("asks the party to …", "will
lead you to …", "sells …", "offers … in exchange for …") makes the person it is about an obstacle
of kind ``social``.  The person is a creature of the area named in that sentence (the nearest
before the cue), else a proper name printed before the cue (a capitalised word that is no
English word: "Old Wenna"), else, when the sentence opens with a pronoun, the person of the
sentence before.  Its OR is the stakes of the exchange (``stakes`` by the highest kind of cue,
raised when gold, a life or a treasure is at stake), its threats are what goes wrong
(``failures``: it turns hostile if refused, betrays, lies, flees), and what it asks for, offers,
wants, likes or fears is listed in ``wants``, each with its sentence.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from converter.dmd_models import Obstacle, Threat, Want
from converter.mapping.numbers import clamp_rating
from converter.mapping.quoting import quote
from converter.mapping.room_labels import CreatureNaming
from converter.mapping.tables import load_table
from converter.models import RoomAnalysis
from converter.wordlist import is_word

_CAPITALISED = re.compile(r"\b[A-Z][a-zà-ÿ'’-]+(?:\s+[A-Z][a-zà-ÿ'’-]+)*")


@dataclass(frozen=True)
class Cue:
    id: str
    kind: str
    regex: re.Pattern[str]


@dataclass(frozen=True)
class Failure:
    id: str
    name: str
    rating: int
    regex: re.Pattern[str]


@dataclass(frozen=True)
class SocialRules:
    makes_social: frozenset[str]
    stakes: Mapping[str, int]
    stakes_words: re.Pattern[str]
    stakes_raise: int
    pronouns: frozenset[str]
    name_intro: re.Pattern[str] | None
    what_trailing: re.Pattern[str]  # a conjunction closing what a cue asks for or offers
    cues: tuple[Cue, ...]
    failures: tuple[Failure, ...]


@cache
def social_rules() -> SocialRules:
    """The ``social_cues`` table, validated by its schema and compiled."""
    data = load_table("social_cues")
    words = "|".join(re.escape(w) for w in data["stakes_words"])
    intros = "|".join(re.escape(w) for w in data.get("name_intros", ()))
    intro = re.compile(rf"\b(?:{intros})\s+(?P<name>[A-Z][\w'’-]+)") if intros else None
    trailing = "|".join(re.escape(w) for w in data["what_trailing_words"])
    return SocialRules(
        frozenset(data["makes_social"]),
        dict(data["stakes"]),
        re.compile(rf"\b(?:{words})\b", re.IGNORECASE),
        int(data["stakes_raise"]),
        frozenset(data["pronouns"]),
        intro,
        re.compile(rf"(?:\s*,)?\s+(?:{trailing})\s*$"),
        tuple(Cue(c["id"], c["kind"], re.compile(c["regex"], re.IGNORECASE)) for c in data["cues"]),
        tuple(
            Failure(f["id"], f["name"], int(f["rating"]), re.compile(f["regex"], re.IGNORECASE))
            for f in data["failures"]
        ),
    )


@dataclass(frozen=True)
class Social:
    """A social obstacle and the present creature it stands for (None: a proper name only)."""

    obstacle: Obstacle
    creature: str | None


@dataclass
class _Person:
    name: str
    creature: str | None
    cues: list[tuple[Cue, str, int]] = field(default_factory=list)  # (cue, what, sentence)
    sentences: list[int] = field(default_factory=list)


def _first_proper_name(sentence: str) -> tuple[int, str] | None:
    """The first proper name of a sentence and its offset (the subject, when it opens it)."""
    intro = social_rules().name_intro
    found = [(m.start("name"), m.group("name")) for m in intro.finditer(sentence)] if intro else []
    for match in _CAPITALISED.finditer(sentence):
        if any(not is_word(w) for w in match.group(0).split()):
            found.append((match.start(), match.group(0)))
            break
    return min(found) if found else None


def _proper_name(before: str) -> str | None:
    """The last proper name printed in ``before``: a word introduced as a name ("is called
    Rain"), else a run of capitalised words one of which is no English word ("Old Wenna")."""
    intro = social_rules().name_intro
    introduced = list(intro.finditer(before)) if intro is not None else []
    if introduced:
        return introduced[-1].group("name")  # "is called Rain": a name, though a word too
    for match in reversed(list(_CAPITALISED.finditer(before))):
        words = match.group(0).split()
        if any(not is_word(w) for w in words):
            return match.group(0)
    return None


def _what(match: re.Match[str], starts: Sequence[int]) -> str:
    """A cue's ``what`` group, cut where another cue of the sentence begins ("find her goat
    and offers a potion …": the offer is a cue of its own)."""
    begin, end = match.span("what")
    cut = min((s for s in starts if begin < s < end), default=end)
    what = match.string[begin:cut]
    what = social_rules().what_trailing.sub("", what)
    return " ".join(what.split()).strip(" ,")


def _person_at(
    sentence: str, start: int, cue_at: int, named: Sequence[CreatureNaming]
) -> tuple[str, str | None] | None:
    """Who the cue at ``cue_at`` (offset in the sentence) is about: (name, creature)."""
    words = re.findall(r"[A-Za-z]+", sentence[:cue_at])
    if words and words[-1].lower() in social_rules().pronouns:
        return None  # "Once the ogre falls, he offers …": he is the one met before
    before = [n for n in named if n.offset - start < cue_at]
    if before:
        return before[-1].name, before[-1].name
    proper = _proper_name(sentence[:cue_at])
    if proper is not None:
        return proper, None
    return None


def _people(
    text: str, analysis: RoomAnalysis, named: Mapping[int, Sequence[CreatureNaming]]
) -> list[_Person]:
    rules = social_rules()
    people: dict[str, _Person] = {}
    previous: tuple[str, str | None] | None = None
    for index, (start, end) in enumerate(analysis.sentences):
        sentence = text[start:end]
        found_here: tuple[str, str | None] | None = None
        matches = [(cue, m) for cue in rules.cues for m in cue.regex.finditer(sentence)]
        starts = sorted(m.start() for _, m in matches)
        for cue, match in matches:
            who = _person_at(sentence, start, match.start(), named.get(index, ()))
            before = set(re.findall(r"[a-z]+", sentence[: match.start()].lower()))
            if who is None and rules.pronouns & before:
                who = previous  # "She asks …", "… he offers": the person met before
            if who is None:
                continue
            person = people.setdefault(who[0].lower(), _Person(who[0], who[1]))
            person.cues.append((cue, _what(match, starts), index))
            if index not in person.sentences:
                person.sentences.append(index)
            found_here = who
        creatures_here = named.get(index, ())
        proper = _first_proper_name(sentence)
        if found_here is None:  # a sentence about a person met before: what goes wrong
            pronoun = bool(rules.pronouns & set(re.findall(r"[a-z]+", sentence.lower())))
            about = previous if pronoun else None
            about = (proper[1], None) if proper is not None and about is None else about
            about = (creatures_here[0].name, None) if creatures_here else about
            known = people.get(about[0].lower()) if about is not None else None
            if known is not None and index not in known.sentences:
                known.sentences.append(index)
        if found_here is not None:
            previous = found_here
        else:  # the subject of the sentence: whoever it names first
            offset = creatures_here[0].offset - start if creatures_here else len(sentence)
            if proper is not None and proper[0] < offset:
                previous = (proper[1], None)
            elif creatures_here:
                previous = (creatures_here[0].name, creatures_here[0].name)
    return list(people.values())


def _obstacle(person: _Person, text: str, analysis: RoomAnalysis, page: int | None) -> Obstacle:
    rules = social_rules()
    sentence_of = {i: analysis.sentence_text(text, i) for i in person.sentences}
    triggers = [c for c in person.cues if c[0].kind in rules.makes_social]
    cue, what, index = max(triggers, key=lambda c: rules.stakes.get(c[0].kind, 1))
    rating = rules.stakes.get(cue.kind, 1)
    name = person.name[:1].upper() + person.name[1:]  # "ferryman" → "Ferryman", names as printed
    why = (
        f'{name} {cue.kind}: "{quote(sentence_of[index])}" (table social_cues, {cue.id})'
        f" → OR {rating} (the stakes of a person who {cue.kind})"
    )
    at_stake = next(
        (m.group(0) for s in sentence_of.values() for m in [rules.stakes_words.search(s)] if m),
        None,
    )
    if at_stake is not None and rules.stakes_raise:
        rating += rules.stakes_raise
        why += f"; +{rules.stakes_raise}: '{at_stake}' at stake (stakes_words)"
    rating, why = clamp_rating(rating, why)
    threats: list[Threat] = []
    for failure in rules.failures:
        hit = next((s for s in sentence_of.values() if failure.regex.search(s)), None)
        if hit is not None:
            reason = f'"{quote(hit)}" → {failure.name} {failure.rating} (table social_cues, {failure.id})'
            threats.append(Threat(failure.name, failure.rating, reason, page))
    listed: dict[str, Want] = {}  # one want per printed what: the first cue that read it
    for c, w, i in person.cues:
        if w and w.lower() not in listed:
            source = f'"{quote(sentence_of[i])}" (table social_cues, {c.id})'
            listed[w.lower()] = Want(c.kind, w, source, page)
    wants = tuple(listed.values())
    return Obstacle("", name, rating, "social", why, page, tuple(threats), wants=wants)


def social_obstacles(
    text: str,
    analysis: RoomAnalysis,
    named: Mapping[int, Sequence[CreatureNaming]],
    page: int | None,
) -> list[Social]:
    """The social obstacles of a room's text, in the order their people are first met."""
    rules = social_rules()
    out = []
    for person in _people(text, analysis, named):
        if any(c[0].kind in rules.makes_social for c in person.cues):
            out.append(Social(_obstacle(person, text, analysis, page), person.creature))
    return out
