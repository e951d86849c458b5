"""An indefinite amount ("any number of", "an unknown number of", "scores of", "several")
before a plural says the creatures are there and their number is not stated: the count is
``None`` (the corpus truth's "count null if unstated") and the amount is kept as printed in
``count_text``, so the mapping never fills it from a stat block's printed count ("Cultists
(20)") and its additional-foes threat says the count is unstated (docs/extraction.md).
The phrases are read from the lexicon, so a phrase added there is tested too."""

from __future__ import annotations

import pytest

from converter.detect.creatures import text_to_creatures
from converter.models import Source
from converter.ruledata import load_lexicon

SOURCE = Source("test.pdf", 1)
PHRASES = [str(p) for p in load_lexicon("creature_subjects")["vague_counts"]]
# (sentence with {amount} and {plural}, singular name, known block names): a subject opening
# a sentence, one after a place opener, one after a comma, with and without the block's name
WORDINGS = [
    ("{amount} {plural} wander here, muttering prayers.", "cultist", ("Cultists",)),
    ("Behind the altar, {amount} {plural} lurk in the dark.", "ghoul", ()),
    ("The nave is cold; {amount} {plural} sleep under the pews.", "giant rat", ("Giant Rat",)),
]


def _capitalised(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


@pytest.mark.parametrize("phrase", PHRASES)
@pytest.mark.parametrize("wording", WORDINGS, ids=["subject", "place-opener", "after-semicolon"])
def test_an_indefinite_amount_is_kept_uncounted(
    phrase: str, wording: tuple[str, str, tuple[str, ...]]
) -> None:
    sentence, name, known = wording
    plural = "giant rats" if name == "giant rat" else f"{name}s"
    text = _capitalised(sentence.format(amount=phrase, plural=plural))
    found = {m.name: m for m in text_to_creatures(text, SOURCE, known, known)}
    assert name in found, (text, found)
    mention = found[name]
    assert mention.count is None, text
    assert mention.count_text.lower() == phrase, (text, mention.count_text)


def test_a_counted_phrase_still_counts() -> None:
    """A count noun with "of" stays a count ("a score of" is twenty), unlike "scores of"."""
    found = {m.name: m.count for m in text_to_creatures("A score of cultists chant.", SOURCE)}
    assert found == {"cultist": 20}
