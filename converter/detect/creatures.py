"""Find the creatures an area's text names, with the counts the text gives.

Conventions (see also the corpus TRUTH-FORMAT.md):

- names are singular and lower case (``"giant rat"``);
- a number or number word before the name is the count (``"3 orcs"``, ``"five guards"``,
  ``"a dozen vampires"``, ``"about 500 ghouls"``);
- an article or a singular noun means one (``"an ogre"``, ``"guarded by angry nixie"``); so
  does a possessive owner (``"the ogre's pet wolf"``; a plural, ``"the priest's hounds"``,
  is uncounted);
- a swarm is one creature named with its plural (``"a swarm of crows"``: one
  ``"swarm of crows"``; ``"two swarms of wasps"``: two);
- a plural without a number, or a dice expression (``"2d6 goblins"``, ``"goblins (1d6)"``),
  is not a fixed count: ``count`` is ``None`` and ``count_text`` keeps the dice as printed;
- when a creature is named several times, the first numbered mention wins, else one for a
  singular mention, else ``None``.

Up to two words may sit between the count and the name; the lower-case ones that do not
describe are its own (``"a mire hag"``; ``"four Night Blade bandits"``: bandit).

Only creatures present when the party arrives are listed: the rules that leave a mention
out (cross-references, likenesses, backstory, denials, things, verbs, quoted speech, tables,
chances, goals, references to another area's stat block, inscriptions quoted after a colon)
are in ``converter.detect.creatures_presence``. A pointer to another place ("the ogre (see
area 7)") moves a creature out; a pointer to where its statistics are printed ("3 beetles
(see appendix)", "see page 31") does not (``rules/lexicon/creature_pointers.yaml``).

Two names for one creature are folded into one: a name right before the name of a stat block
printed in the same text (``"the pirate gray elves"``: every ``pirate`` of the text is a gray
elf); a name that is the last word of a longer name in the same text (``"two enormous
crabs"`` and ``"2 giant crabs"``; ``"the troll"`` after ``"a silt troll"``) unless both carry
different numbers; a proper name opening a clause and its lower-case epithet
(``"Cheirofrastus the boar-headed demon"`` is one demon; ``"Polard the Mule"`` is a nickname).

Some mentions say more than their words: a creature name before a lair word is there,
uncounted (``"baboon lair"``); a singular name before a "-men" word is a group (``"Minotaur
fishermen"``); a number before a word in -ed describes (``"a four armed bone golem"`` is one
golem); a "-man" word over a known animal is a creature (``"monkeymen"``); a number of crew
(``"10 crew"``) counts the one creature the text names without a number; and a character known
only by a proper name (no English word) that opens two clauses or more as their subject is
there (``"… while Ralavaz languishes in the mud. If Ralavaz is rescued …"``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from converter.detect.creatures_compounds import compound_name
from converter.detect.creatures_counts import (
    BARRIERS,
    CREW_WORDS,
    MAX_MODIFIERS,
    count_before,
    count_owned_by_plural,
    dice_after,
    multiplier,
    number_after,
    number_value,
)
from converter.detect.creatures_labels import area_reading_text
from converter.detect.creatures_listed import (
    bare_singles,
    listed_groups,
    listed_singles,
    lists_in_lower_case,
)
from converter.detect.creatures_merge import (
    apply_crew,
    counted_by_text,
    fold_short_names,
    merge_mentions,
)
from converter.detect.creatures_modifiers import own_name
from converter.detect.creatures_names import SWARM_RE, load_vocabulary, name_to_singular, plural_of
from converter.detect.creatures_presence import (
    ARTICLES,
    DETERMINERS,
    LAIR_NOUNS,
    Token,
    absent_reason,
    has_owner_before,
    is_definite_reference,
    is_duty_idiom,
    is_everyday_word,
    is_priced_thing,
    is_swarm_member,
    is_thing_modifier,
    is_verb_use,
    named_characters,
)
from converter.detect.creatures_rosters import level_role_tags, roster_items
from converter.detect.creatures_sentences import arrival_sentences, text_to_present_text
from converter.detect.creatures_stand_ins import stand_in_counts
from converter.detect.creatures_subjects import (
    CITATION_MARK,
    Subject,
    cited_subjects,
    opens_relative,
    unknown_subjects,
)
from converter.models import Area, CreatureMention, Source
from converter.read.repair import is_word

MAN_WORD_RE = re.compile(r"^([a-z]{3,})(man|men)$")

TOKEN_RE = re.compile(
    r"\d+\s*[dD]\s*\d+(?:\s*[-+×x]\s*\d+)?"  # dice: 2d6, 1d4+1
    r"|\d{1,3}(?:,\d{3})+(?!\d)|\d+"  # numbers: 3, 500, 1,000 (a comma after one ends it)
    r"|[A-Za-zÀ-ÿ’']+(?:-[A-Za-zÀ-ÿ’']+)*"  # words, hyphenated words
    r"|[^\sA-Za-z\d]"  # punctuation, one character at a time
)


@dataclass(frozen=True)
class _Form:
    name: str  # singular
    plural: bool
    from_module: bool  # a name from the module's own stat blocks


@dataclass(frozen=True)
class _Previous:
    """The name matched just before, while the text is read left to right: two names in a
    row may be one creature ("pirate gray elves"), or a name and its epithet."""

    start: int  # first token of the mention, its count included
    end: int  # the token after the name
    form: _Form
    kept: bool  # it became a mention (the last one found)


@lru_cache(maxsize=32)
def _forms(names: tuple[str, ...]) -> dict[tuple[str, ...], _Form]:
    """Map each singular and plural word sequence to its name and number."""
    vocabulary: dict[str, tuple[str | None, bool]] = {
        singular: (plural, False) for singular, plural in load_vocabulary().items()
    }
    for name in names:
        singular = name_to_singular(name)
        if singular:
            vocabulary[singular] = (vocabulary.get(singular, (None, False))[0], True)
    forms: dict[tuple[str, ...], _Form] = {}
    for singular, (plural, from_module) in vocabulary.items():
        plural_form = plural or plural_of(singular)
        forms.setdefault(
            tuple(plural_form.split()), _Form(singular, plural_form != singular, from_module)
        )
        forms[tuple(singular.split())] = _Form(singular, False, from_module)
    return forms


def _tokens(text: str) -> list[Token]:
    return [
        Token(m.group(0), m.group(0).lower().replace("’", "'")) for m in TOKEN_RE.finditer(text)
    ]


def _man_word_form(token: Token, forms: dict[tuple[str, ...], _Form]) -> _Form | None:
    """A "-man" word over a known animal (``"monkeymen"``, ``"sharkman"``) as a creature."""
    match = MAN_WORD_RE.match(token.lower)
    if match is None or match.group(1) in ("wo", "hu"):
        return None
    stem = forms.get((match.group(1),))
    if stem is None:
        return None
    return _Form(match.group(1) + "man", match.group(2) == "men", False)


def _swarm_form(tokens: Sequence[Token]) -> _Form | None:
    """ "a swarm of crows", "two swarms of wasps": a swarm of any creatures in -s, named
    as printed (the swarm counts, its creatures are plural)."""
    match = SWARM_RE.match(" ".join(t.lower for t in tokens))
    if len(tokens) < 3 or match is None or not is_swarm_member(match.group(1), BARRIERS):
        return None
    return _Form("swarm of " + match.group(1), tokens[0].lower == "swarms", False)


def _mentions(
    text: str, forms: dict[tuple[str, ...], _Form], local: frozenset[str] = frozenset()
) -> list[Subject]:
    """Every creature mention of ``text``; ``local`` are the singular names of the stat
    blocks printed in this passage, whose other names ("pirates" for "pirate gray elves")
    are renamed to them."""
    tokens = _tokens(text)
    described = level_role_tags(tokens)
    longest = max((len(k) for k in forms), default=1)
    found: list[Subject] = []
    aliases: dict[str, str] = {}
    absent: set[str] = set()  # names a mention said are not there
    index = 0
    previous: _Previous | None = None
    while index < len(tokens):
        if index in described:  # "(level 2 soldier)": the creature before it, described
            index += 1
            continue
        form: _Form | None = None
        length = 0
        for length in range(min(longest, len(tokens) - index), 0, -1):
            form = forms.get(tuple(t.lower for t in tokens[index : index + length]))
            if form is not None:
                break
        if form is None:
            form, length = _man_word_form(tokens[index], forms), 1
        if form is None:
            form, length = _swarm_form(tokens[index : index + 3]), 3
        if form is None:
            index += 1
            continue
        count_from = index
        if previous is not None and previous.end == index:
            # Two names in a row: "a slug guards the mace", "the orc guard" (the second is a
            # verb or a role), but "pirate gray elves" when the second is the module's and the
            # first is not, or both are and the first is a singular noun before a plural
            # head: then the first name is another word for the second.
            before = previous.form
            head_noun = form.plural and not before.plural and before.from_module
            compound = _compound(tokens, previous, form)
            if compound is None and not (
                form.from_module and (head_noun or not before.from_module)
            ):
                index += length
                continue
            if previous.kept:
                found.pop()
            if form.name in local:
                aliases[before.name] = form.name
            count_from = previous.start
            form = compound or form
        mention = None
        if absent_reason(tokens, count_from, index + length) is not None:
            absent.add(form.name)
        else:
            mention = _mention_at(tokens, count_from, index + length, form)
        block_elsewhere = form.from_module and bool(local) and form.name not in local
        uncounted = mention is not None and not mention.count_text
        # "the squidmen" by the sky squid's block point at theirs, elsewhere; a relative
        # clause of what the creature does here ("The bandit that hunts this hex sleeps in a
        # hollow tree") says which one is meant by what it does here: no pointer
        pointer = not opens_relative(tokens, index + length)
        if block_elsewhere and uncounted and pointer and is_definite_reference(tokens, count_from):
            mention = None
        if mention is not None:
            named = _epithet_of(tokens, count_from)
            same = named is not None and previous is not None and previous.end == named + 1
            if same and previous is not None and previous.kept:
                found.pop()  # a name and its epithet are one creature: keep the epithet
            found.append(mention)
        previous = _Previous(count_from, index + length, form, mention is not None)
        index += length
    # A bare "the gargoyle" where "a stone gargoyle" was ruled out is that same carving:
    # only mentions with a number or an article of their own stay.
    found = [m for m in found if m.name not in absent or m.count_text]
    found = [m if m.name not in aliases else _renamed(m, aliases[m.name]) for m in found]
    characters = [Subject(name, 1, "", False) for name in named_characters(tokens, forms)]
    return found + characters + _crew_counts(tokens)


def _compound(tokens: Sequence[Token], previous: _Previous, form: _Form) -> _Form | None:
    """The compound ("three gorgon hounds") of the singular name just before and the plural
    ``form`` (``creatures_compounds``), where neither is a name of the module's stat blocks."""
    before = previous.form
    if before.plural or before.from_module or form.from_module:
        return None
    name = compound_name(tokens, previous.start, before.name, form.name, form.plural)
    return None if name is None else _Form(name, True, False)


def _renamed(mention: Subject, name: str) -> Subject:
    return Subject(name, mention.count, mention.count_text, mention.numbered)


def _crew_counts(tokens: Sequence[Token]) -> list[Subject]:
    """Numbers of crew ("10 crew"), as nameless mentions for ``apply_crew``."""
    out: list[Subject] = []
    for index, token in enumerate(tokens):
        if token.lower in CREW_WORDS and index > 0:
            read = number_value(tokens, index - 1)
            if read is not None and read[0] is not None and tokens[index - 1].lower not in ARTICLES:
                out.append(Subject("", read[0], read[1], True))
    return out


def _mention_at(tokens: Sequence[Token], start: int, end: int, form: _Form) -> Subject | None:
    """The mention of ``form`` printed at ``tokens[start:end]``, with the count before it."""
    dice = dice_after(tokens, end)
    if dice is not None:
        return Subject(form.name, None, dice, True)
    bracketed = number_after(tokens, end)
    if bracketed is not None:
        return Subject(form.name, bracketed, str(bracketed), True)
    times = multiplier(tokens, start, end)
    if times is not None:
        return Subject(form.name, times[0], times[1], True)
    after = tokens[end].lower if end < len(tokens) else ""
    article = start > 0 and tokens[start - 1].lower in ARTICLES
    if not form.plural and after in LAIR_NOUNS:
        return Subject(form.name, None, "", False)  # "baboon lair": its owners live there
    if not form.plural and is_thing_modifier(after, article):
        return None  # "Guard Room", "troll bridge", "spy glass", "wolf statistics"
    if not form.plural and is_priced_thing(tokens, end):
        return None  # "a silver camel bell (40 gp)": the bell is the head, priced
    if not form.plural and is_duty_idiom(tokens, start):
        return None  # "three skeletons stand guard", "two orcs keep watch": a duty, not a foe
    if not form.plural and count_owned_by_plural(tokens, start):
        return None  # "3 mire wardens guard a wheel": the count is the wardens', "guard" a verb
    counted = count_before(tokens, start, form.plural)
    if counted is not None:
        name = form.name if form.from_module else own_name(tokens, start, form.name)
        return Subject(name, counted.count, counted.count_text, counted.numbered)
    if has_owner_before(tokens, start, MAX_MODIFIERS, BARRIERS):
        return Subject(form.name, None if form.plural else 1, "", False)  # "the ogre's wolf"
    determined = start > 0 and (article or tokens[start - 1].lower in DETERMINERS)
    if not form.from_module and is_verb_use(after, determined) and not opens_relative(tokens, end):
        return None  # "two bandits guard this cavern", "a skeleton guards the room": a verb
    if not form.plural and after.endswith("men") and after != form.name.split()[-1]:
        return Subject(form.name, None, "", False)  # "minotaur fishermen": a group
    if not form.plural and _epithet_of(tokens, start) is not None:
        return Subject(form.name, 1, "", False)  # "Cheirofrastus the boar-headed demon"
    if is_everyday_word(form.name) and not form.from_module:
        return None  # "down into shadow", "hooded priests": a word, not a creature here
    return Subject(form.name, None if form.plural else 1, "", False)


def _epithet_of(tokens: Sequence[Token], start: int) -> int | None:
    """The index of the proper name a singular name at ``start`` is the epithet of ("Vask the
    sergeant", "Cheirofrastus the boar-headed demon"), or None."""
    if not tokens[start].text[:1].islower():
        return None  # "Polard the Mule": a nickname, not a creature
    index = start - 1
    while index >= 0 and start - index <= MAX_MODIFIERS and tokens[index].lower != "the":
        if not tokens[index].text[:1].islower():
            return None
        index -= 1
    if index < 1 or tokens[index].text != "the":
        return None
    name = tokens[index - 1]
    if not (name.text[:1].isupper() and name.text.isalpha()) or name.lower in BARRIERS:
        return None
    # Only a name that opens a sentence or clause, as its subject ("Cheirofrastus the demon
    # rules this place", not "help against Meron the elf"); and there a capital says nothing
    # by itself: "While the priest …" is no name.
    clause_start = index < 2 or tokens[index - 2].text in (".", "!", "?", ":", ";", ",")
    return index - 1 if clause_start and not is_word(name.text) else None


def _unknown_subjects(
    text: str,
    cited: str,
    named: set[str],
    forms: dict[tuple[str, ...], _Form],
    lower_case: bool,
) -> list[Subject]:
    """Creatures no vocabulary knows, from the subjects of the text's sentences, the groups
    a terse key lists (in lower case too when the key lists its creatures so), the single
    creatures it lists by a known creature's head noun, the creatures a run-in roster lists
    and the noun phrases a monster book's citation follows in ``cited`` (the present text
    with the citations' marks, ``cited_subjects``)."""
    tokens = _tokens(text)
    heads = {words[-1] for words in forms}  # the head nouns of the names it knows
    listed = [
        *listed_groups(tokens, lower_case),
        *listed_singles(tokens, heads, forms),
        *roster_items(tokens, forms),
        *cited_subjects(_tokens(cited)),
    ]
    found = unknown_subjects(tokens, named, forms, listed)
    # a capitalised name standing alone is one by its typography, not by the presence rules
    # of a known head read in prose ("Marsh Toad (alert).": no everyday "toad")
    taken = named | {s.name for s in found}
    found += [s for s in _bare_singles(text, forms) if s.name not in taken]
    return [Subject(s.name, s.count, s.count_text, s.numbered) for s in found]


def _bare_singles(text: str, forms: dict[tuple[str, ...], _Form]) -> list[Subject]:
    """The single creatures ``text`` lists by a capitalised name alone (``bare_singles``),
    known by the head nouns of the names of ``forms``."""
    return bare_singles(_tokens(text), {words[-1] for words in forms}, forms)


def _only_inside(name: str, bare: Sequence[str], text: str) -> bool:
    """True when every mention of ``name`` in ``text`` is a part of one of the ``bare``
    capitalised names ("gorgon" of "Gorgon Hound."): the capitals make the words one name,
    so the known part names no creature of its own."""
    holders = [b for b in bare if b != name and re.search(rf"\b{re.escape(name)}\b", b)]
    if not holders:
        return False
    lower = text.lower()
    alone = len(re.findall(rf"\b{re.escape(name)}\b", lower))
    return alone <= sum(len(re.findall(rf"\b{re.escape(b)}\b", lower)) for b in holders)


def key_lists_in_lower_case(texts: Iterable[str], known_names: Iterable[str] = ()) -> bool:
    """True when a module's area ``texts`` list creatures it knows (the vocabulary's or
    ``known_names``, its stat blocks') as fragments in lower case ("Six ogres (HD4 AC5 d10).")
    in several areas: its key writes its creatures in lower case (``creatures_listed``)."""
    forms = _forms(tuple(known_names))
    return lists_in_lower_case((_tokens(text_to_present_text(t)) for t in texts), forms)


def text_to_creatures(
    text: str,
    source: Source,
    known_names: Iterable[str] = (),
    local_names: Iterable[str] = (),
    lower_case_lists: bool = False,
) -> tuple[CreatureMention, ...]:
    """Return the creatures ``text`` names, one per creature, with their counts.

    ``known_names`` adds names to the bundled vocabulary, typically the names of the
    module's stat blocks (``"Giant Slug"``, ``"Squidmen"``); they are singularised.
    ``local_names`` are the stat blocks printed in this text: another name set right before
    one of them ("the pirate gray elves") is taken as a second name for it.
    ``lower_case_lists``: the module's key lists its creatures in lower case
    (``key_lists_in_lower_case``), so "Seven young wyrms." lists a group as "7 Mire Toads."
    does.
    """
    forms = _forms(tuple(known_names))
    local = frozenset(name_to_singular(n) for n in local_names)
    present = text_to_present_text(text)
    # a citation of a monster book marks its phrase as a creature (text with none: no work)
    marked = "(" in text and CITATION_MARK not in text
    cited = text_to_present_text(text, CITATION_MARK) if marked else ""
    mentions = _mentions(present, forms, local)
    bare = [s.name for s in _bare_singles(present, forms)]
    # a bare name prints no count: a counted mention was read elsewhere in the text
    mentions = [m for m in mentions if m.numbered or not _only_inside(m.name, bare, present)]
    named = {m.name for m in mentions}
    mentions += _unknown_subjects(present, cited, named, forms, lower_case_lists)
    # "Six hunched figures … they are ghouls": the figures' number counts the ghouls
    mentions = stand_in_counts(present, mentions, _tokens, lambda t: _mentions(t, forms, local))
    return tuple(
        CreatureMention(name=m.name, count=m.count, count_text=m.count_text, source=source)
        for m in apply_crew(fold_short_names(merge_mentions(mentions)))
    )


def text_to_arrivals(
    text: str, source: Source, known_names: Iterable[str] = ()
) -> tuple[CreatureMention, ...]:
    """The reinforcements ``text`` names: the creatures of its sentences that bring them in on
    a condition or after a delay ("If the alarm sounds, 2d6 harpies arrive"), each with its
    trigger as printed; ``text_to_creatures`` leaves them out."""
    forms = _forms(tuple(known_names))
    out: list[CreatureMention] = []
    for sentence, trigger in arrival_sentences(text):
        for m in merge_mentions(_mentions(sentence, forms, frozenset())):
            if m.name and all(a.name != m.name for a in out):
                out.append(CreatureMention(m.name, m.count, m.count_text, source, trigger))
    return tuple(out)


def area_to_creatures(
    area: Area,
    known_names: tuple[str, ...],
    local_names: Iterable[str] | None = None,
    lower_case_lists: bool = False,
) -> tuple[CreatureMention, ...]:
    """The creatures mentioned as present in one area (its name counts as text), after the
    ones the area was read with (a key table's creatures cell lists them: that list wins);
    ``local_names`` stand for the names of the blocks printed in it; ``lower_case_lists`` as
    for ``text_to_creatures``."""
    text = area_reading_text(area.name, area.text, known_names)
    local = area.statblocks if local_names is None else local_names
    listed = {mention.name for mention in area.creatures}
    # the names the area lists are known to its text, so a listed "gorgon hound" is read
    # whole there, never as the known "gorgon" and a word after it
    known = (*known_names, *sorted(listed - set(known_names)))
    found = text_to_creatures(text, area.source, known, local, lower_case_lists)
    # a name the list holds, the last words of one ("spiders" of "cave spiders"), or one read
    # with the word before it ("scribe cultist" where the list's lines hold "scribe" and
    # "cultist") is listed
    more = (
        m
        for m in found
        if not any(
            n == m.name or n.endswith(f" {m.name}") or m.name.endswith(f" {n}") for n in listed
        )
    )
    return (*counted_by_text(area.creatures, found, text), *more)
