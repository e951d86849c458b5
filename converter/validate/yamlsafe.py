"""Safe YAML loading for files we did not write: bounded time and memory, positions kept.

``yaml.safe_load`` is safe against code execution but not against hostile input: an alias
bomb ("billion laughs") makes every later traversal exponential, 20,000 nested brackets
overflow the recursive composer, duplicate keys silently keep the last value, and a 50 MB
file is read whole.  This module builds plain Python data straight from the parser's event
stream (libyaml's C parser when available), with these guards:

- size: at most ``max_bytes`` are read (default 10 MB);
- bytes: a NUL byte means binary junk; the text must decode as strict UTF-8 (a BOM is fine);
- depth: at most ``max_depth`` nested collections (default 100), checked per event, so a
  20,000-deep file stops at level 101 in microseconds;
- aliases: the nodes that aliases add (counted, never expanded) are capped at
  ``max_alias_nodes`` (default 100,000), recursive aliases are refused;
- nodes: at most ``max_nodes`` scalars and collections (default 500,000), so memory
  stays bounded even for a 10 MB file of ``[{}, {}, …]``;
- keys: duplicate keys are an error; mapping keys must be scalars; only the standard scalar
  tags (null, bool, int, float, str, timestamp) and ``!!map``/``!!seq`` are accepted.

Every failure is a ``YamlError`` carrying a one-line message, a 1-based line and column and a
stable rule name.  ``yaml_positions.locate`` re-parses the text to map a JSON pointer to a
position; it is only called when something is wrong, so the fast path keeps no marks.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.events import (
    AliasEvent,
    DocumentStartEvent,
    Event,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.nodes import ScalarNode
from yaml.resolver import Resolver

DEFAULT_MAX_BYTES = 10 * 1024 * 1024
DEFAULT_MAX_DEPTH = 100
DEFAULT_MAX_ALIAS_NODES = 100_000
DEFAULT_MAX_NODES = 500_000

# libyaml's parser when PyYAML was built with it; the pure-Python one otherwise.  Only the
# event stream is used, and both parsers are iterative state machines (no recursion).
_PARSER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

_TAG = "tag:yaml.org,2002:"
_STR_TAG = _TAG + "str"
_MERGE_TAG = _TAG + "merge"
_MAP_TAGS = frozenset({None, "!", _TAG + "map"})
_SEQ_TAGS = frozenset({None, "!", _TAG + "seq"})
_SCALAR_CONSTRUCTORS = {
    _TAG + name: SafeConstructor.yaml_constructors[_TAG + name]
    for name in ("null", "bool", "int", "float", "timestamp")
}
_RESOLVER = Resolver()
_CONSTRUCTOR = SafeConstructor()
_NO_KEY = object()
_MERGE = object()
# Plain scalars repeat (kinds, names, small numbers); resolving one runs a few regexes.
# Every cached value is immutable; the cache is bounded so a hostile file cannot grow it.
_PLAIN_CACHE: dict[str, Any] = {}
_PLAIN_CACHE_SIZE = 20_000
_PLAIN_CACHE_VALUE = 40


@dataclass(frozen=True)
class YamlLimits:
    """Bounds on what a YAML file may cost to load."""

    max_bytes: int = DEFAULT_MAX_BYTES
    max_depth: int = DEFAULT_MAX_DEPTH
    max_alias_nodes: int = DEFAULT_MAX_ALIAS_NODES
    max_nodes: int = DEFAULT_MAX_NODES


DEFAULT_LIMITS = YamlLimits()


class YamlError(ValueError):
    """A YAML text that cannot be loaded safely; ``line`` and ``col`` are 1-based."""

    def __init__(self, message: str, line: int = 1, col: int = 1, rule: str = "yaml-syntax"):
        super().__init__(f"{line}:{col}: {message}")
        self.message = message
        self.line = line
        self.col = col
        self.rule = rule


class _Frame:
    """One open collection while building data from events."""

    __slots__ = ("anchor", "count", "data", "is_map", "key", "key_mark", "merges", "start_mark")

    def __init__(self, data: Any, is_map: bool, anchor: str | None, start_mark: Any) -> None:
        self.data = data
        self.is_map = is_map
        self.anchor = anchor
        self.start_mark = start_mark
        self.count = 1  # nodes in this collection, aliases counted as expanded
        self.key: Any = _NO_KEY
        self.key_mark: Any = None
        self.merges: list[dict[Any, Any]] | None = None


def offset_to_line_col(data: bytes, offset: int) -> tuple[int, int]:
    """Return the 1-based line and character column of a byte offset in UTF-8-ish bytes."""
    line_start = data.rfind(b"\n", 0, offset) + 1
    column = len(data[line_start:offset].decode("utf-8", errors="replace"))
    return data.count(b"\n", 0, offset) + 1, column + 1


def bytes_to_text(data: bytes, limits: YamlLimits = DEFAULT_LIMITS) -> str:
    """Check size, NUL bytes and UTF-8 strictly; return the text without a BOM."""
    if len(data) > limits.max_bytes:
        raise YamlError(
            f"file is over the size limit of {limits.max_bytes} bytes", rule="yaml-too-large"
        )
    nul = data.find(b"\x00")
    if nul >= 0:
        line, col = offset_to_line_col(data, nul)
        raise YamlError(f"not a text file: NUL byte at byte {nul}", line, col, "yaml-binary")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, col = offset_to_line_col(data, exc.start)
        bad = data[exc.start : exc.start + 1].hex()
        raise YamlError(
            f"not UTF-8: invalid byte 0x{bad} at byte {exc.start}", line, col, "yaml-encoding"
        ) from None
    return text[1:] if text.startswith("\ufeff") else text


def read_yaml_bytes(path: str | Path, limits: YamlLimits = DEFAULT_LIMITS) -> bytes:
    """Read at most ``max_bytes + 1`` bytes, so a huge file costs no more than the limit.

    ``OSError`` (missing, unreadable, a folder) propagates: that is the caller's to report.
    """
    with Path(path).open("rb") as handle:
        return handle.read(limits.max_bytes + 1)


def _error_at(message: str, mark: Any, rule: str) -> YamlError:
    return YamlError(message, mark.line + 1, mark.column + 1, rule)


def _scalar_value(event: ScalarEvent) -> Any:
    """Resolve and construct one scalar the way ``yaml.safe_load`` would."""
    tag = event.tag
    value = event.value
    if tag is None or tag == "!":
        if not event.implicit[0]:  # quoted or block scalar
            return value
        cached = _PLAIN_CACHE.get(value, _NO_KEY)
        if cached is not _NO_KEY:
            return cached
        tag = _RESOLVER.resolve(ScalarNode, value, event.implicit)
        if tag == _STR_TAG:
            if len(value) <= _PLAIN_CACHE_VALUE and len(_PLAIN_CACHE) < _PLAIN_CACHE_SIZE:
                _PLAIN_CACHE[value] = value
            return value
    if tag == _STR_TAG:
        return value
    if tag == _MERGE_TAG:
        return _MERGE
    construct = _SCALAR_CONSTRUCTORS.get(tag)
    if construct is None:
        raise _error_at(f"unsupported tag {tag!r}", event.start_mark, "yaml-tag")
    try:
        constructed = construct(_CONSTRUCTOR, ScalarNode(tag, value))
    except (ValueError, OverflowError, TypeError) as exc:
        short = value if len(value) <= 40 else value[:37] + "..."
        reason = str(exc).split(";")[0].split(": value has")[0]
        raise _error_at(
            f"bad {tag.removeprefix(_TAG)} value {short!r}: {reason}",
            event.start_mark,
            "yaml-value",
        ) from None
    cacheable = event.tag is None and len(value) <= _PLAIN_CACHE_VALUE
    if cacheable and len(_PLAIN_CACHE) < _PLAIN_CACHE_SIZE:
        _PLAIN_CACHE[value] = constructed
    return constructed


def _syntax_error(exc: yaml.YAMLError, text: str) -> YamlError:
    """Turn a PyYAML/libyaml error into a one-line ``YamlError``."""
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        message = exc.problem or "invalid YAML"
        # libyaml's own nesting cap (1,000 flow levels) can trip before ours: same rule
        rule = "yaml-depth" if "nesting depth" in message else "yaml-syntax"
        if exc.context:
            message = f"{message} ({exc.context})"
        message = " ".join(message.split())
        if mark is None:
            return YamlError(message, rule=rule)
        return YamlError(message, *_within_text(text, mark.line, mark.column), rule)
    position = getattr(exc, "position", None)
    reason = getattr(exc, "reason", None) or str(exc)
    character = getattr(exc, "character", None)
    if isinstance(character, int):
        reason = f"unacceptable character #x{character:04x}: {reason}"
    if isinstance(position, int):
        before = text[:position]
        line = before.count("\n") + 1
        col = position - (before.rfind("\n") + 1) + 1
        return YamlError(" ".join(str(reason).split()), line, col)
    return YamlError(" ".join(str(reason).split()))


def _within_text(text: str, line: int, column: int) -> tuple[int, int]:
    """1-based (line, col) from a 0-based mark, kept inside the text.

    At the end of a text without a final newline the parser reports the line after it.
    """
    last = text.count("\n")
    if line <= last:
        return line + 1, column + 1
    return last + 1, len(text) - (text.rfind("\n") + 1) + 1


def _merged(explicit: dict[Any, Any], merges: list[dict[Any, Any]]) -> dict[Any, Any]:
    """Apply ``<<`` merges as PyYAML does: explicit keys win, then earlier merged maps."""
    out: dict[Any, Any] = {}
    for mapping in reversed(merges):
        out.update(mapping)
    out.update(explicit)
    return out


def _add_merge(frame: _Frame, value: Any, mark: Any) -> None:
    sources = value if isinstance(value, list) else [value]
    if not sources or not all(isinstance(item, dict) for item in sources):
        raise _error_at(
            "a merge key (<<) needs a mapping or a list of mappings", mark, "yaml-merge"
        )
    if frame.merges is None:
        frame.merges = []
    frame.merges.extend(sources)


def _add_to(frame: _Frame, value: Any, count: int, mark: Any) -> None:
    """Put a finished node into its parent collection."""
    frame.count += count
    if not frame.is_map:
        frame.data.append(value)
        return
    key = frame.key
    if key is _NO_KEY:
        if isinstance(value, dict | list):
            raise _error_at("mapping keys must be scalars", mark, "yaml-complex-key")
        frame.key = value
        frame.key_mark = mark
        return
    frame.key = _NO_KEY
    if key is _MERGE:
        _add_merge(frame, value, frame.key_mark)
    elif key in frame.data:
        raise _error_at(f"duplicate key {key!r}", frame.key_mark, "yaml-duplicate-key")
    else:
        frame.data[key] = value


def _open_frame(event: Event, is_map: bool, depth: int, limits: YamlLimits) -> _Frame:
    """The frame a mapping or sequence opens at ``depth``, once its tag and depth are allowed."""
    tag = event.tag  # type: ignore[attr-defined]
    if tag not in (_MAP_TAGS if is_map else _SEQ_TAGS):
        raise _error_at(f"unsupported tag {tag!r}", event.start_mark, "yaml-tag")
    if depth >= limits.max_depth:
        raise _error_at(
            f"nested deeper than {limits.max_depth} levels", event.start_mark, "yaml-depth"
        )
    anchor = event.anchor  # type: ignore[attr-defined]
    return _Frame({} if is_map else [], is_map, anchor, event.start_mark)


def _closed_frame(
    frame: _Frame, event: Event, anchors: dict[str, tuple[Any, int]], open_anchors: set[str]
) -> Any:
    """The value of a collection that ``event`` closes, its merge keys applied; its anchor, if
    any, now names it."""
    value = frame.data
    if frame.merges:
        value = _merged(value, frame.merges)
    if frame.anchor is not None:
        open_anchors.discard(frame.anchor)
        _define_anchor(anchors, frame.anchor, value, frame.count, event)
    return value


def _aliased(
    event: Event, anchors: dict[str, tuple[Any, int]], open_anchors: set[str]
) -> tuple[Any, int]:
    """The value an alias names and its node count; an alias to a collection still open (one
    that contains it) or to no anchor is an error."""
    name = event.anchor  # type: ignore[attr-defined]
    if name in open_anchors:
        raise _error_at(
            f"alias *{name} refers to a collection that contains it",
            event.start_mark,
            "yaml-recursive-alias",
        )
    if name not in anchors:
        raise _error_at(f"undefined alias *{name}", event.start_mark, "yaml-syntax")
    return anchors[name]


def _build(get_event: Any, limits: YamlLimits) -> Any:
    """Build data from the event stream, enforcing depth, alias and key rules."""
    stack: list[_Frame] = []
    anchors: dict[str, tuple[Any, int]] = {}
    open_anchors: set[str] = set()
    alias_nodes = 0
    nodes_left = limits.max_nodes
    documents = 0
    result: Any = None
    while True:
        event: Event = get_event()
        kind = type(event)
        if kind is ScalarEvent or kind is MappingStartEvent or kind is SequenceStartEvent:
            nodes_left -= 1
            if nodes_left < 0:
                raise _error_at(
                    f"more than {limits.max_nodes} nodes", event.start_mark, "yaml-too-many-nodes"
                )
        if kind is ScalarEvent:
            value = _scalar_value(event)  # type: ignore[arg-type]
            anchor = event.anchor  # type: ignore[attr-defined]
            if anchor is not None:
                _define_anchor(anchors, anchor, value, 1, event)
            if stack:
                _add_to(stack[-1], value, 1, event.start_mark)
            else:
                result = value
        elif kind is MappingStartEvent or kind is SequenceStartEvent:
            frame = _open_frame(event, kind is MappingStartEvent, len(stack), limits)
            if frame.anchor is not None:
                open_anchors.add(frame.anchor)
            stack.append(frame)
        elif kind is MappingEndEvent or kind is SequenceEndEvent:
            frame = stack.pop()
            value = _closed_frame(frame, event, anchors, open_anchors)
            if stack:
                _add_to(stack[-1], value, frame.count, frame.start_mark)
            else:
                result = value
        elif kind is AliasEvent:
            value, count = _aliased(event, anchors, open_anchors)
            alias_nodes += count
            if alias_nodes > limits.max_alias_nodes:
                raise _error_at(
                    f"aliases expand to more than {limits.max_alias_nodes} nodes (an alias bomb?)",
                    event.start_mark,
                    "yaml-alias-bomb",
                )
            if stack:
                _add_to(stack[-1], value, count, event.start_mark)
            else:
                result = value
        elif kind is DocumentStartEvent:
            documents += 1
            if documents > 1:
                raise _error_at(
                    "expected one YAML document, found a second", event.start_mark, "yaml-documents"
                )
        elif kind is StreamEndEvent:
            return result


def _define_anchor(
    anchors: dict[str, tuple[Any, int]], name: str, value: Any, count: int, event: Any
) -> None:
    if name in anchors:
        raise _error_at(f"duplicate anchor &{name}", event.start_mark, "yaml-syntax")
    anchors[name] = (value, count)


def load_yaml_text(text: str, limits: YamlLimits = DEFAULT_LIMITS) -> Any:
    """Load one YAML document from text with every guard on; raise ``YamlError``."""
    parser = None
    try:
        parser = _PARSER(text)  # the pure-Python reader checks characters here already
        return _build(parser.get_event, limits)
    except yaml.YAMLError as exc:
        raise _syntax_error(exc, text) from None
    finally:
        if parser is not None:
            parser.dispose()


def load_yaml_bytes(data: bytes, limits: YamlLimits = DEFAULT_LIMITS) -> Any:
    """Check the bytes (size, NUL, UTF-8), then load them as ``load_yaml_text`` does."""
    return load_yaml_text(bytes_to_text(data, limits), limits)


def load_yaml_file(path: str | Path, limits: YamlLimits = DEFAULT_LIMITS) -> Any:
    """Read and load a YAML file with every guard on; ``OSError`` propagates."""
    return load_yaml_bytes(read_yaml_bytes(path, limits), limits)
