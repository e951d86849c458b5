"""Which sentences of an area's text tell what is there now, and which tell creatures still
to come (``converter.detect.creatures_presence`` judges each mention of what is left).

``text_to_present_text`` cuts the text to what is there now: quoted speech, inscriptions,
wandering-monster and random-encounter tables, a numbered list opened by a die roll
(``possibilities_start``), sentences giving a chance ("a 1 in 6 chance that …"), sentences
opening with an infinitive of purpose ("To learn this song, you must befriend a squidman":
what a goal takes), sentences whose creatures arrive later (``arrival_trigger``) and clauses
whose creatures left (``is_departure``) are left out. ``arrival_sentences`` gives the
sentences of arrival themselves, each with its trigger.
"""

from __future__ import annotations

import re
from functools import cache

from converter.detect.citations import drop_citations
from converter.ruledata import load_lexicon

_SENTENCES = load_lexicon("creature_sentences")  # vocabulary: rules/lexicon/creature_sentences.yaml

# A sentence that opens with an infinitive of purpose ("To learn this song, you must befriend
# a squidman."): it tells what it would take, its creatures are a goal, not there.
PURPOSE_RE = re.compile(r"^(?:In\s+order\s+to|To)\s+([a-z]+)\b[^.,;:]{0,80},")


@cache
def _not_purpose_words() -> frozenset[str]:
    """Words after an opening "To" that make it a place or a recipient, not a purpose ("To
    the north, …", "To one side, …"): ``rules/lexicon/creature_sentences.yaml``."""
    return frozenset(load_lexicon("creature_sentences")["not_purpose_words"])


# Quoted speech: three words or more between quotation marks. A straight double mark right
# after a digit is an inch mark (a 1e move: MV 9"), never a quotation's opening.
SPEECH_RE = re.compile(r"(?:(?<!\d)\"|[“”])(?:[^\"“”\s]+\s+){2,}[^\"“”]*?[\"“”]")
# A bullet opens a list item, a sentence of its own whatever ended the item before it
# ("… sit 3 wolves. • Claw marks … left by a kobold years ago": the departure is the kobold's).
# A glyph the font does not map ("(cid:127)") is a bullet too, and so is a pictogram set apart
# by spaces (an arrow, a geometric shape, a symbol or a dingbat: "☠ Here seven mercenaries
# …", "▲ A pit …": an icon flagging an item, as a bullet does), and a dash that opens the
# text or follows a sentence's end before a capital ("… the door. – Should the bell be rung,
# …"): a dash inside a sentence joins its words, one after a full stop opens an item.
_PICTOGRAMS = (
    "\u2022\u2023\u2190-\u21ff\u25a0-\u25ff\u2600-\u26ff\u2700-\u27bf\U0001f300-\U0001faff"
)
SENTENCE_SPLIT_RE = re.compile(
    r"(?<=[.!?])\s+(?:[\u2013\u2014-]\s+)?(?=[A-Z\d])|^\s*[\u2013\u2014-]\s+(?=[A-Z\d])"
    rf"|\s*(?:[{_PICTOGRAMS}]|\(cid:\d+\))\s+"
)
# A text where a spaced dash opens an item (at the text's start or after a sentence's end) is
# a list bulleted with dashes (Into the Odd, Cairn: "– Mud … – A gang of carrion bats …
# hates fire – Two goblins …"): there every spaced dash before a capital or a digit opens an
# item, as a bullet does, even after an item that ends in inline stats with no stop;
# elsewhere such a dash may join the words of one sentence.
DASH_LIST_RE = re.compile(r"(?:^\s*|[.!?]\s+)[\u2013\u2014-]\s+(?=[A-Z\d])")
DASH_ITEM_RE = re.compile(r"\s+[\u2013\u2014-]\s+(?=[A-Z\d])")
CHANCE_RE = re.compile(_SENTENCES["chance"], re.IGNORECASE)
# Where a table of possibilities starts inside an area's text.
TABLE_START_RE = re.compile(_SENTENCES["table_start"], re.IGNORECASE)


def possibilities_start(text: str) -> int | None:
    """Where a table of possibilities starts in an area's text (a wandering-monster or
    random-encounter table, a die roll opening a numbered list: "roll 1d6 …: 1. …"), or None:
    from there on the text tells what may be, not what is there."""
    cut = TABLE_START_RE.search(text)
    return cut.start() if cut else None


@cache
def _inscription_re() -> re.Pattern[str]:
    """A word announcing writing, up to a colon, then the writing up to the sentence's end."""
    words = "|".join(sorted(load_lexicon("creature_pointers")["inscription_words"]))
    return re.compile(rf"(\b(?:{words})\b[^.:;!?]{{0,60}}:)[^.!?]*", re.IGNORECASE)


@cache
def _quoted_capitals_re() -> re.Pattern[str]:
    """A word that quotes writing ("the words", "reads"), then words in capitals: the
    writing, as printed ("… are the words BEWARE THE OGRES", "The sign reads KEEP OUT"); a
    comma may set the writing in apposition to a noun for it ("a warning, MIND THE KOBOLDS")."""
    words = "|".join(sorted(load_lexicon("creature_pointers")["quotation_words"]))
    capitals = r"(?-i:[A-Z][A-Z’'-]+(?:,?\s+[A-Z][A-Z’'-]*)+)\b"
    return re.compile(rf"(\b(?:{words}),?\s+){capitals}", re.IGNORECASE)


@cache
def _roleplaying_re() -> re.Pattern[str]:
    """A run of a person's roleplaying notes ("Personality: … Ideal: Order. Without the Rule
    … Bond: … Flaw: …"): each note up to the next label (a few sentences at most), the last
    one to its sentence's end."""
    labels = sorted(load_lexicon("creature_pointers")["roleplaying_labels"], key=len, reverse=True)
    label = rf"\b(?:{'|'.join(re.escape(item) for item in labels)})\s*[:.]"
    return re.compile(rf"(?:{label}(?:[^.!?]*[.!?]){{1,3}}?\s*(?={label}))*{label}[^.!?]*[.!?]?")


# An item of a roll's outcomes printed in a run ("1 Sullen, 2 Hungry, … 6 Curious", a mien or
# reaction list): its number, then a few words up to the next separator, no digit among them.
_ROLL_FIRST = re.compile(r"(?<![\w.,/+-])1\s+(?=[A-Za-z])")
_ROLL_ITEM = r"[A-Za-z][^,;.!?\d\n]{0,30}"
MIN_ROLL_ITEMS = (
    4  # "1 ogre, 2 goblins, 3 rats" may count things; four in order from one is a roll's list
)


def drop_roll_lists(text: str) -> str:
    """``text`` without its runs of items numbered 1, 2, 3 … in order ("Mien 1 Curious, 2
    Sullen, … 6 Hungry"): each item is one outcome of a roll, the numbers are the die's
    faces, and the last one ("6 Hungry", before a name line) counts no creature."""
    pieces, last = [], 0
    for first in _ROLL_FIRST.finditer(text):
        if first.start() < last:
            continue
        end, number = _roll_run_end(text, first.end())
        if number >= MIN_ROLL_ITEMS:
            pieces.append(text[last : first.start()])
            last = end
    return "".join(pieces) + text[last:] if pieces else text


def _roll_run_end(text: str, start: int) -> tuple[int, int]:
    """Where a run of numbered items whose first item's words open at ``start`` ends, and
    how many items it holds. The last item has no separator after it to end it (the text
    runs on: "6 Hungry Bog Hag Skill 9"), so it keeps as many words as the longest item
    before it: the items of one list are alike."""
    item = re.compile(_ROLL_ITEM).match(text, start)
    if item is None:
        return start, 0
    spans, number = [item.span(1) if item.lastindex else item.span()], 1
    while True:
        following = re.compile(rf"\s*[,;]\s*{number + 1}\s+({_ROLL_ITEM})").match(
            text, spans[-1][1]
        )
        if following is None:
            break
        spans.append(following.span(1))
        number += 1
    longest = max(len(text[a:b].split()) for a, b in spans[:-1]) if number > 1 else 1
    last_start, last_end = spans[-1]
    kept = re.match(rf"\s*(?:\S+\s+){{0,{longest - 1}}}\S+", text[last_start:last_end])
    return (last_start + kept.end() if kept else last_end), number


def _told_sentences(text: str) -> list[str]:
    """The sentences of an area's text before any table of possibilities, speech,
    inscriptions ("Scratched on the door: BEWARE THE OGRES.", "… are the words BEWARE THE
    OGRES") and a person's roleplaying notes ("Bond: I owe my life to a mule driver.") left
    out."""
    text = _inscription_re().sub(r"\1 ", SPEECH_RE.sub(" ", text))
    text = _roleplaying_re().sub(" ", _quoted_capitals_re().sub(r"\1", text))
    text = drop_roll_lists(text)
    cut = possibilities_start(text)
    told = text[:cut] if cut is not None else text
    if DASH_LIST_RE.search(told):  # "– Mud … – A gang of carrion bats …": a list of dashes
        return [part for item in DASH_ITEM_RE.split(told) for part in SENTENCE_SPLIT_RE.split(item)]
    return SENTENCE_SPLIT_RE.split(told)


def text_to_present_text(text: str, citation_mark: str = "") -> str:
    """The part of an area's text about what is there now: quoted speech of three words or
    more is left out ("All orcs should be killed"), and so is everything from a table of
    possibilities (``possibilities_start``) to the end, every sentence that gives a chance
    ("There is a 1 in 6 chance that its hold is filled with fifty slaves"), every sentence
    whose creatures are still to come (``arrival_trigger``: "If the alarm sounds, 2d6 harpies
    arrive") and every clause whose creatures left (``is_departure``): those are
    possibilities, reinforcements or history, not creatures present. A rulebook citation in
    brackets is an aside, read as if never printed (``citations``: "6 vine horrors (see the
    Basic Rulebook, page 54) argue …" → "6 vine horrors argue …"); with ``citation_mark``, a
    citation of a book of monsters leaves that mark in its place (``citations.drop_citations``)."""
    return " ".join(
        _closed(_without_departures(s))
        for s in _told_sentences(drop_citations(text, citation_mark))
        if not (CHANCE_RE.search(s) or _is_purpose(s) or _is_adjustment(s) or arrival_trigger(s))
    )


_OPEN_END_RE = re.compile(r"[^\s.!?:;]\s*$")


def _closed(sentence: str) -> str:
    """A list item (split at its bullet, no stop of its own: "… Short sword (d8); flees at
    half HP") closed with a full stop, so the text joined again keeps the items apart: the
    next item's count ("• 5 cultists gut …") is never read as the last word's number."""
    return f"{sentence.rstrip()}." if _OPEN_END_RE.search(sentence) else sentence


def _without_departures(sentence: str) -> str:
    """The sentence less its clauses of departure: "The goblins have fled, but their ogre
    chief remains" keeps the ogre; a sentence that is all departure keeps nothing."""
    if not is_departure(sentence):
        return sentence
    return ". ".join(c for c in CLAUSE_SPLIT_RE.split(sentence) if not is_departure(c))


# Where reinforcements come from ("the guards in area 5", "the ogre upstairs"): in an arrival
# sentence that is where they are now, not a sign that they are absent from the scene to come.
WHEREABOUTS_RE = re.compile(_SENTENCES["whereabouts"], re.IGNORECASE)


def arrival_sentences(text: str) -> list[tuple[str, str]]:
    """The sentences of an area's text whose creatures arrive later, each with its trigger
    (``arrival_trigger``), in text order; where they come from is left out of the sentence
    ("the guards in area 5 will come" names the guards who come)."""
    found = [(s, arrival_trigger(s)) for s in _told_sentences(text)]
    return [(WHEREABOUTS_RE.sub("", _arriving_clauses(s)), t) for s, t in found if t]


# Where one clause of a sentence ends and a coordinated one begins ("…, the cultists arrive,
# and the goblins bar their door": only the first clause's creatures arrive).
CLAUSE_SPLIT_RE = re.compile(_SENTENCES["clause_split"])


def _arriving_clauses(sentence: str) -> str:
    """The clauses of an arrival sentence that hold its verb of coming, joined."""
    verb = _comings()["verb"]
    clauses = CLAUSE_SPLIT_RE.split(sentence)
    return ". ".join(c for c in clauses if verb.search(c)) or sentence


@cache
def _comings() -> dict[str, re.Pattern[str]]:
    data = load_lexicon("creature_comings")
    verbs = data["arrival_verbs"]
    return {
        "verb": re.compile(rf"\b{verbs}\b", re.IGNORECASE),
        "condition": re.compile(data["condition_opener"], re.IGNORECASE),
        "future": re.compile(data["future_before"], re.IGNORECASE),
        "delay": re.compile(data["delay_after"], re.IGNORECASE),
        "subordinate": re.compile(data["subordinate_before"], re.IGNORECASE),
        "departure": re.compile(data["departure"], re.IGNORECASE),
    }


def arrival_trigger(sentence: str) -> str:
    """What brings a sentence's creatures in when they are not there yet, as printed, or "".

    A condition opening the sentence with an arrival in its main clause ("If the alarm
    sounds, 2d6 harpies arrive within three rounds" → "If the alarm sounds"); else an arrival
    in the future or after a delay in the main clause ("The guards will come in 1d4 rounds" →
    "will come in 1d4 rounds"; not "Stirges lurk, hoping that prey will come"). Verbs of coming from elsewhere only (``rules/lexicon/creature_comings``):
    "When the party enters, three goblins attack" is creatures there."""
    patterns = _comings()
    sentence = sentence.strip()
    condition = patterns["condition"].match(sentence)
    if condition is not None:
        if patterns["verb"].search(sentence, condition.end()):
            return condition.group(0).rstrip(", ")
        return ""
    for verb in patterns["verb"].finditer(sentence):
        if patterns["subordinate"].search(sentence[: verb.start()]):
            return ""  # "… hoping that living creatures will come": someone else's arrival
        before = patterns["future"].search(sentence[: verb.start()])
        delay = patterns["delay"].match(sentence[verb.end() :])
        if before is not None or delay is not None:
            start = before.start() if before is not None else verb.start()
            end = verb.end() + (delay.end() if delay is not None else 0)
            return sentence[start:end]
    return ""


def is_departure(sentence: str) -> bool:
    """True for a sentence saying its creatures left long ago ("The ogres who dug this place
    left long ago", "the kobolds are long gone"): none of them is there."""
    return _comings()["departure"].search(sentence) is not None


# A GM's instruction to change the encounter, after at most a short label ("Very strong:").
ADJUSTMENT_RE = re.compile(
    r"^\s*(?:[A-Za-z][\w’'-]*(?:\s+[\w’'-]+){0,2}\s*:\s*)?(?:"
    + "|".join(_SENTENCES["adjustment_verbs"])
    + r")\s+(?-i:[a-z\d])",
    re.IGNORECASE,
)


def _is_adjustment(sentence: str) -> bool:
    """True for a sentence that tells the GM how to change the encounter ("Strong: Add two
    skeletons.", "Remove one horned demon."): its creatures are a variant, not there now."""
    return ADJUSTMENT_RE.match(sentence) is not None


def _is_purpose(sentence: str) -> bool:
    """True for a sentence opening with an infinitive of purpose ("To learn this song, you
    must befriend a squidman"): it tells what a goal takes, not what is there."""
    match = PURPOSE_RE.match(sentence)
    return match is not None and match.group(1) not in _not_purpose_words()
