"""Room text → findings, with spaCy's rule-based matchers (the only module importing spaCy).

``spacy.blank("en")`` with a sentencizer, an ``EntityRuler`` (traps, doors, hazards, dangers
of the place), a ``Matcher`` (printed difficulties and harms: ``DC 15``, ``save vs. poison``,
``1-in-6``, ``Open Doors at -1``, ``or die``, ``11 (2d10) damage``) and a ``PhraseMatcher``
(phrases that put a creature in a fight of its own).  Every pattern comes from
``rules/tables/room_patterns.yaml``; nothing here knows a word of English.  No trained model is
loaded, so output never depends on which models a machine has installed.

spaCy is imported on the first call, and the pipeline is built once per process and per
pattern set, so the import (~1 s) and the build are paid once.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from converter.models import Area, RoomAnalysis, RoomFinding


@dataclass(frozen=True)
class _Pipeline:
    nlp: Any
    matcher: Any
    cue_matcher: Any


def _pattern_key(patterns: Mapping[str, Any]) -> str:
    wanted = {k: patterns.get(k) for k in ("entities", "values", "separate_fight_cues")}
    return json.dumps(wanted, sort_keys=True, ensure_ascii=False)


@lru_cache(maxsize=4)
def _pipeline_for(pattern_json: str) -> _Pipeline:
    """Build (once per process and pattern set) the blank pipeline and its matchers."""
    import spacy
    from spacy.matcher import Matcher, PhraseMatcher

    patterns = json.loads(pattern_json)
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    entities = [{"label": p["label"], "pattern": p["pattern"]} for p in patterns["entities"] or []]
    if entities:  # spaCy warns about an empty ruler, and pytest makes warnings errors
        ruler: Any = nlp.add_pipe("entity_ruler", config={"phrase_matcher_attr": "LOWER"})
        ruler.add_patterns(entities)
    matcher = Matcher(nlp.vocab)
    for label, token_patterns in sorted((patterns["values"] or {}).items()):
        matcher.add(label, token_patterns)
    cue_matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
    cues = patterns["separate_fight_cues"] or []
    if cues:
        cue_matcher.add("SEPARATE", [nlp.make_doc(cue) for cue in cues])
    return _Pipeline(nlp, matcher, cue_matcher)


def analyze_room_text(text: str, patterns: Mapping[str, Any]) -> RoomAnalysis:
    """Find the pattern labels of ``room_patterns.yaml`` in one room's text.

    Entities and value matches are returned in text order; overlapping value matches keep
    the longest (``Open Doors at -1`` over ``Open Doors``).
    """
    from spacy.util import filter_spans

    pipeline = _pipeline_for(_pattern_key(patterns))
    doc = pipeline.nlp(text)
    sentences = tuple((sent.start_char, sent.end_char) for sent in doc.sents)
    sentence_of_token = {}
    for index, sent in enumerate(doc.sents):
        for token in sent:
            sentence_of_token[token.i] = index
    spans = list(doc.ents)
    if len(pipeline.matcher):
        spans.extend(filter_spans(pipeline.matcher(doc, as_spans=True)))
    findings = sorted(
        (
            RoomFinding(
                span.label_,
                span.text,
                span.start_char,
                span.end_char,
                sentence_of_token[span.start],
            )
            for span in spans
        ),
        key=lambda f: (f.start, f.end, f.label),
    )
    cues = pipeline.cue_matcher(doc) if len(pipeline.cue_matcher) else []
    cue_texts = tuple(
        (sentence_of_token[start], doc[start:end].text) for _, start, end in sorted(cues)
    )
    separate = frozenset(index for index, _ in cue_texts)
    return RoomAnalysis(sentences, tuple(findings), separate, cue_texts)


def analyze_rooms(areas: Sequence[Area], patterns: Mapping[str, Any]) -> tuple[RoomAnalysis, ...]:
    """Every area's text analysed, in the areas' order (the pipeline's NLP stage)."""
    return tuple(analyze_room_text(area.text, patterns) for area in areas)
