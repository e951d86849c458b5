"""Word-boundary patterns rewritten so that Python's regex engine can skip ahead.

``re`` scans a text fast only when a pattern starts with a literal or a set of literals: it
then jumps from one possible first character to the next. A pattern that starts with ``\\b``
(``\\b(?:HD|Hit Dice)\\s*…``, the shape of most lexicon vocabularies) gets no such start and
is tried at every position of the text: over a 400-page module that is most of the cost of
a scan. ``literal_first`` moves the boundary behind each alternative's leading letters, as a
look-behind, ``(?:HD(?<=\\bHD)|Hit Dice(?<=\\bHit Dice))\\s*…``: the same test at the same
place (the boundary before the first letter), so the same matches, groups and spans.

Only the plain shape is rewritten: ``\\b`` then a group of alternatives (or one alternative)
that each open with letters, digits or spaces; anything else is returned as it is. Two more
shapes get the same treatment: ``\\b`` then a named group opening with a digit
(``\\b(?P<v>\\d+)`` becomes ``(?P<v>\\d(?<=\\b\\d)\\d*)``: ``re`` skips to digits), and a
one-character guard before a group of literal alternatives (``(?<![\\w#])(?P<v>F|MU)`` becomes
``(?P<v>F(?<![\\w#]F)|MU(?<![\\w#]MU))``: the character before the first letter is tested
once the letters matched, the same test at the same place).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_LITERAL = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ")
_QUANTIFIERS = frozenset("?*+{")


def literal_first(pattern: str) -> str:
    """``pattern`` with its leading ``\\b`` moved behind the leading letters of each of its
    first alternatives (or its leading guard, see the module's notes), or ``pattern`` itself
    when it has another shape."""
    guarded = _guard_moved(pattern)
    if guarded is not None:
        return guarded
    digit = _digit_first(pattern)
    if digit is not None:
        return digit
    if not pattern.startswith("\\b") or pattern.startswith("\\b\\"):
        return pattern
    body = pattern[2:]
    if body[:1] != "(":
        return _alternative(body) or pattern
    opener = 3 if body.startswith("(?:") else 1
    if opener == 1 and body.startswith("(?"):
        return pattern  # a named group, flags or a look-around: left alone
    close = _closing(body)
    if close is None or body[close + 1 : close + 2] in _QUANTIFIERS:
        return pattern  # an optional group: the boundary holds without it
    alternatives = _split(body[opener:close])
    rewritten = [_alternative(a) for a in alternatives]
    if any(r is None for r in rewritten):
        return pattern
    return body[:opener] + "|".join(r for r in rewritten if r) + body[close:]


_NAMED_DIGIT = re.compile(r"\\b\(\?P<\w+>\\d")
_GUARD = re.compile(r"\(\?<!(\[(?:\\.|[^\]\\])+\])\)")  # (?<![...]): one character


def _digit_first(pattern: str) -> str | None:
    """``\\b(?P<v>\\d…`` with the boundary behind the first digit, or ``None``."""
    opening = _NAMED_DIGIT.match(pattern)
    if opening is None:
        return None
    group, rest = pattern[2 : opening.end() - 2], pattern[opening.end() :]
    if rest[:1] == "+":
        rest = "\\d*" + rest[1:]  # \d+ is one digit, then any more
    elif rest[:1] in _QUANTIFIERS:
        return None  # the digit may be left out: the boundary stays in front
    return f"{group}\\d(?<=\\b\\d){rest}"


def _guard_moved(pattern: str) -> str | None:
    """``(?<![…])`` then a group of literal alternatives, the guard moved behind each
    alternative's letters, or ``None`` for any other shape."""
    guard = _GUARD.match(pattern)
    if guard is None or pattern[guard.end() : guard.end() + 1] != "(":
        return None
    return _guarded(guard.group(1), pattern[guard.end() :])


def _guarded(guard: str, text: str) -> str | None:
    """``text`` (a group, or letters first) with ``(?<!{guard})`` tested after its leading
    letters, in each alternative of its first group (nested groups too)."""
    if text[:1] != "(":
        lead = _alternative(text)  # checks the shape; its boundary form is not wanted
        if lead is None:
            return None
        end = lead.index("(?<=")
        return f"{text[:end]}(?<!{guard}{text[:end]}){text[end:]}"
    opener = len(m.group(0)) if (m := re.match(r"\(\?(?::|P<\w+>)|\((?!\?)", text)) else 0
    close = _closing(text)
    if not opener or close is None or text[close + 1 : close + 2] in _QUANTIFIERS:
        return None
    parts = [_guarded(guard, a) for a in _split(text[opener:close])]
    if any(part is None for part in parts):
        return None
    return text[:opener] + "|".join(p for p in parts if p) + text[close:]


def compile_literal_first(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile`` of ``literal_first(pattern)``; a pattern matched in any case is compiled
    as it is (``re`` gets no fast start from letters of either case, and the look-behinds
    would only slow it down)."""
    return re.compile(pattern if flags & re.IGNORECASE else literal_first(pattern), flags)


def _alternative(text: str) -> str | None:
    """One alternative with the boundary test after its leading literal, or ``None`` when it
    does not open with a letter or digit."""
    end = 0
    while end < len(text) and text[end] in _LITERAL:
        end += 1
    if end < len(text) and text[end] in _QUANTIFIERS:
        end -= 1  # "doors?": the quantifier takes the last letter, which stays after
    lead = text[:end]
    if not lead or not (lead[0].isalnum() or lead[0] == "_"):
        return None
    return f"{lead}(?<=\\b{lead}){text[end:]}"


def _structural(text: str) -> Iterator[tuple[int, str]]:
    """Each character of a pattern that may open, close or split a group, with its index: every
    character neither escaped nor inside a character class."""
    k, in_class = 0, False
    while k < len(text):
        char = text[k]
        if char == "\\":
            k += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            k += 2 if text[k + 1 : k + 2] == "^" else 1
            if text[k : k + 1] == "]":
                k += 1  # "[]…]", "[^]…]": a "]" first in a class is a member
            continue
        else:
            yield k, char
        k += 1


def _closing(text: str) -> int | None:
    """The index of the parenthesis closing the one ``text`` opens with."""
    depth = 0
    for k, char in _structural(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return k
    return None


def _split(text: str) -> list[str]:
    """The top-level alternatives of a group's inside."""
    parts: list[str] = []
    depth, start = 0, 0
    for k, char in _structural(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(text[start:k])
            start = k + 1
    parts.append(text[start:])
    return parts
