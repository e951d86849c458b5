"""Positions in a YAML text: where the node (or the key) at a JSON pointer starts.

Only called when something is wrong (a schema finding), so loading keeps no marks: the text
is parsed again, once for all the pointers of a file, reading keys as ``yamlsafe`` does.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

import yaml
from yaml.events import (
    AliasEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)

# the loader's parser, key sentinel and scalar reading: a key is read as loading reads it
from converter.validate.yamlsafe import _NO_KEY, _PARSER, YamlError, _scalar_value


def pointer_to_string(parts: Sequence[Any]) -> str:
    """Return the RFC 6901 JSON pointer for a path (``["obstacles", 0]`` → ``/obstacles/0``)."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def _safe_key(event: ScalarEvent) -> Any:
    try:
        return _scalar_value(event)
    except YamlError:
        return event.value


def locate(text: str, pointer: Sequence[Any], *, key: bool = False) -> tuple[int, int]:
    """Return the 1-based (line, col) of the node at ``pointer`` in ``text``.

    With ``key=True`` a mapping entry is located by its key rather than its value (where an
    unexpected or duplicate key sits).  When the path cannot be followed (it runs through an
    alias or a merge, or the text changed) the deepest node found is returned; (1, 1) when
    nothing is.  The first match wins, so a duplicate key locates its first occurrence.
    """
    return locate_many(text, [(pointer, key)])[0]


def locate_many(text: str, requests: Sequence[tuple[Sequence[Any], bool]]) -> list[tuple[int, int]]:
    """``locate`` for many ``(pointer, key)`` requests in one pass over the text."""
    if not requests:
        return []
    wanted = {tuple(p[:n]) for p, _ in requests for n in range(len(p) + 1)}
    value_marks: dict[tuple[Any, ...], Any] = {}
    key_marks: dict[tuple[Any, ...], Any] = {}
    with contextlib.suppress(yaml.YAMLError):  # keep what was found before the text broke
        _record_marks(text, wanted, value_marks, key_marks)
    out = []
    for pointer, key in requests:
        path = tuple(pointer)
        position = (1, 1)
        for n in range(len(path), -1, -1):
            prefix = path[:n]
            mark = key_marks.get(prefix) if key and n == len(path) else None
            mark = mark or value_marks.get(prefix)
            if mark is not None:
                position = (mark.line + 1, mark.column + 1)
                break
        out.append(position)
    return out


def _record_marks(
    text: str,
    wanted: set[tuple[Any, ...]],
    value_marks: dict[tuple[Any, ...], Any],
    key_marks: dict[tuple[Any, ...], Any],
) -> None:
    """Walk the events once, noting where each wanted path's node (and key) starts."""
    # each frame: [is_map, path, next index or current key, expecting a key, key mark]
    stack: list[list[Any]] = []
    parser = _PARSER(text)
    try:
        while True:
            event = parser.get_event()
            kind = type(event)
            if kind is StreamEndEvent:
                return
            if kind is MappingEndEvent or kind is SequenceEndEvent:
                stack.pop()
                continue
            if kind not in (ScalarEvent, AliasEvent, MappingStartEvent, SequenceStartEvent):
                continue
            mark = event.start_mark
            opens = kind is MappingStartEvent or kind is SequenceStartEvent
            if stack and stack[-1][0] and stack[-1][3]:  # a mapping key
                frame = stack[-1]
                frame[3] = False
                frame[2] = _safe_key(event) if kind is ScalarEvent else _NO_KEY
                frame[4] = mark
                if opens:  # a complex key: nothing below it can be wanted
                    stack.append([kind is MappingStartEvent, (_NO_KEY,), 0, True, None])
                continue
            key_mark = None
            if not stack:
                path: tuple[Any, ...] = ()
            elif stack[-1][0]:
                frame = stack[-1]
                path, key_mark = (*frame[1], frame[2]), frame[4]
                frame[3] = True
            else:
                frame = stack[-1]
                path = (*frame[1], frame[2])
                frame[2] += 1
            if path in wanted and path not in value_marks:
                value_marks[path] = mark
                if key_mark is not None:
                    key_marks[path] = key_mark
            if opens:
                stack.append([kind is MappingStartEvent, path, 0, True, None])
    finally:
        parser.dispose()
