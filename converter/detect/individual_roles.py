"""What a named person is, read from the prose around them rather than from their stat line.

A 5e adventure meets its people in the prose, "Waiting by the stoup is Mother Ulla, an abbess,
who …", and prints their block under the area with the name alone over it ("**Mother Ulla**",
"*Medium humanoid (human), lawful neutral*", "**Armor Class** 12 …"), or points to the
rulebook's block instead of printing one ("Mother Ulla uses the **abbess** stat block.").
The name and the role in apposition after it are one person; the role is what they are:

- a block named by a person that says nothing of what they are takes the role the module's
  prose sets in apposition after that name (``with_apposed_kinds``), so the block lends the
  module's vocabulary its kind and the person is one of that kind where they are met;
- a person the text points to the book's block is one of that kind where the pointer is
  printed (``referenced_individuals``).

The phrases are data: ``rules/lexicon/stat_words.yaml`` (``apposition_closing_marks``,
``book_block_references``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from converter.detect.creatures_names import name_to_singular
from converter.detect.statblock_individual import Individual, apposed_roles, person_name_at_end
from converter.models import Area, StatBlock
from converter.ruledata import load_lexicon

_WORDS = load_lexicon("stat_words")
_KIND_WORDS = int(_WORDS["individual_kind_words"])
_ARTICLES = "|".join(re.escape(a) for a in load_lexicon("function_words")["indefinite_articles"])
_ROLE_WORDS = rf"[a-z][a-z’'-]*(?:\s+[a-z][a-z’'-]*){{0,{_KIND_WORDS - 1}}}"


def _reference_pattern(template: str) -> re.Pattern[str]:
    """The regular expression of one ``book_block_references`` phrase, after the name."""
    parts = []
    for word in template.split():
        if word == "{kind}":
            parts.append(rf"(?P<kind>{_ROLE_WORDS})")
        elif word == "{a}":
            parts.append(rf"(?:{_ARTICLES})")
        else:
            parts.append(re.escape(word))
    return re.compile(r"\s+" + r"\s+".join(parts) + r"(?![\w’'-])")


_REFERENCES = tuple(_reference_pattern(t) for t in _WORDS["book_block_references"])


def referenced_individuals(text: str) -> tuple[Individual, ...]:
    """The people ``text`` points to the rulebook's block ("Wendel Crake uses the drover stat
    block."), each one of the kind the phrase names, in the order printed."""
    found: list[tuple[int, Individual]] = []
    for pattern in _REFERENCES:
        for match in pattern.finditer(text):
            name = person_name_at_end(text[: match.start()])
            if name is not None:
                kind = name_to_singular(" ".join(match.group("kind").split()))
                found.append((match.start(), Individual(name, kind)))
    return tuple(person for _, person in sorted(found, key=lambda item: item[0]))


def with_apposed_kinds(
    statblocks: Sequence[StatBlock], areas: Iterable[Area]
) -> tuple[StatBlock, ...]:
    """``statblocks`` with each block named by a person, whose line says nothing of what they
    are, given the role the areas' prose sets in apposition after that name ("Brother Anselm,
    a monk, …"): one role, however often printed; none or two different, no kind."""
    text = "\n".join(area.text for area in areas)
    out = []
    for block in statblocks:
        unsaid = not block.kind and person_name_at_end(block.name) == block.name
        roles = apposed_roles(block.name, text) if unsaid else ()
        out.append(replace(block, kind=roles[0]) if len(roles) == 1 else block)
    return tuple(out)
