"""List the English vocabulary written inline in the converter's code (issue #10 §3).

Words, phrase patterns and thresholds belong in ``rules/lexicon/*.yaml`` (detection and
reading) or ``rules/tables/*.yaml`` (the mapping's tables); the code reads them from there.
This scan finds what is still inline in the packages that read a module's text
(``DEFAULT_PATHS``), so that a reviewer (and the guard test ``tests/test_inline_vocabulary.py``)
can see it:

- a set, list, tuple or dict literal with at least ``MIN_WORDS`` English words among its
  string items or keys (``{"a", "an", "the"}``);
- a string split into at least ``MIN_WORDS`` English words (``"a an the".split()``);
- a regular expression whose alternation spells at least ``MIN_WORDS`` English words or
  phrases (``r"\\b(room|area|level)\\b"``).

An English word is a lower-case run of letters of at least two letters found in the bundled
word list (``converter/data/words.txt``); upper-case abbreviations ("AC", "HD") are field
labels of the stat grammar, not vocabulary, and are not counted.

Usage::

    python bench/inline_vocabulary.py [--min-words N] [PATH ...]

Prints one line per finding: ``path:line: kind: word, word, ...``.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# The regex parser itself (private, stable since 3.11): alternations read, not guessed at.
_parser: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")


ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from converter.wordlist import word_list  # noqa: E402

MIN_WORDS = 3  # distinct words (case aside): two are often a pair of field names
# Every package that reads a module's English: the reading (font names, lines), detection
# (areas, creatures, stat blocks), the mapping (rooms, captives, social cues, things) and the
# top-level modules beside them (number words, the word list). Left out: converter/write,
# converter/validate and converter/commands, which write and check the converter's own files
# and read its command line, never a module's text (their word lists are output keys).
_CONVERTER = ROOT / "converter"
DEFAULT_PATHS = (
    _CONVERTER / "detect",
    _CONVERTER / "read",
    _CONVERTER / "mapping",
    *sorted(_CONVERTER.glob("*.py")),
)

_WORD = re.compile(r"[a-z][a-z'’]+|a")


@dataclass(frozen=True)
class Finding:
    path: Path
    line: int
    kind: str  # "collection", "split" or "regex"
    words: tuple[str, ...]  # distinct, in the order written

    def describe(self, root: Path = ROOT) -> str:
        where = self.path.relative_to(root) if self.path.is_relative_to(root) else self.path
        return f"{where}:{self.line}: {self.kind}: {', '.join(self.words)}"


def is_english_word(text: str) -> bool:
    """A word of two or more letters in the bundled word list, in lower case or capitalised
    ("Hit Points"); an all-capitals abbreviation ("AC", "XP") is a field label, not a word."""
    if len(text) > 1 and text[1:].lower() == text[1:]:
        text = text[:1].lower() + text[1:]
    return _WORD.fullmatch(text) is not None and text.strip("'’") in word_list()


def _phrase_words(text: str) -> tuple[str, ...] | None:
    """The words of ``text`` when it is nothing but English words (a word or phrase)."""
    words = text.split()
    if words and all(is_english_word(w) for w in words):
        return tuple(words)
    return None


def _rendered(items: Any) -> str:
    """The literal text of a parsed regex sequence; anything else (a class, a nested
    alternation, an optional part) as a space, so only the words spelled out remain."""
    out = []
    for op, arg in items:
        if op is _c.LITERAL:
            out.append(chr(arg))
        elif op is _c.SUBPATTERN and not _branches(arg[-1]):
            out.append(_rendered(arg[-1]))
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT) and arg[0] >= 1:
            out.append(_rendered(arg[2]))
        else:
            out.append(" ")
    return "".join(out)


def _branches(items: Any) -> list[Any]:
    return [arg for op, arg in items if op is _c.BRANCH]


def _alternatives(items: Any) -> Iterator[Any]:
    """Every alternative of every alternation in a parsed regex, nested ones too."""
    for op, arg in items:
        if op is _c.BRANCH:
            for alternative in arg[1]:
                yield alternative
                yield from _alternatives(alternative)
        elif op is _c.SUBPATTERN:
            yield from _alternatives(arg[-1])
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT):
            yield from _alternatives(arg[2])
        elif op in (_c.ASSERT, _c.ASSERT_NOT):
            yield from _alternatives(arg[1])


def regex_words(pattern: str) -> tuple[str, ...]:
    """The English words or phrases spelled as alternatives of ``pattern``'s alternations:
    ``\\b(rooms?|chambers?)\\b`` reads as "room" and "chamber" (an optional letter is left
    out, a nested alternation or a class splits the phrase)."""
    if "|" not in pattern:
        return ()
    try:
        parsed = _parser.parse(pattern)
    except (re.error, OverflowError, RecursionError):
        return ()
    found = []
    for alternative in _alternatives(list(parsed)):
        for part in _rendered(alternative).split("  "):
            phrase = _phrase_words(part.strip())
            if phrase is not None:
                found.append(" ".join(phrase))
    return tuple(found)


def _string_items(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Dict):
        items: list[ast.expr | None] = list(node.keys)
    elif isinstance(node, ast.Set | ast.List | ast.Tuple):
        items = list(node.elts)
    else:
        return []
    return [str(i.value) for i in items if isinstance(i, ast.Constant) and isinstance(i.value, str)]


def _literal_text(node: ast.AST) -> str | None:
    """A string constant, or an f-string's literal parts (its holes left as a space)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(str(v.value) if isinstance(v, ast.Constant) else " " for v in node.values)
    return None


def _docstrings(tree: ast.AST) -> set[int]:
    """The string constants that are docstrings (prose, not patterns)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            found.add(id(body[0].value))
    return found


def _findings_in(path: Path, tree: ast.AST, min_words: int) -> Iterator[Finding]:
    skipped = _docstrings(tree)  # and split strings, and an f-string's parts (read whole)
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            skipped.update(id(v) for v in node.values)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "split"
            and isinstance(node.func.value, ast.Constant)
            and isinstance(node.func.value.value, str)
        ):
            skipped.add(id(node.func.value))
            words = _distinct([w for w in node.func.value.value.split() if is_english_word(w)])
            if len(words) >= min_words:
                yield Finding(path, node.lineno, "split", words)
            continue
        items = _string_items(node)
        words = _distinct([w for w in items if _phrase_words(w) is not None])
        if len(words) >= min_words:
            yield Finding(path, getattr(node, "lineno", 0), "collection", words)
            continue
        text = _literal_text(node)
        if text is not None and id(node) not in skipped:
            words = _distinct(regex_words(text))
            if len(words) >= min_words:
                yield Finding(path, getattr(node, "lineno", 0), "regex", words)


def _distinct(words: Sequence[str]) -> tuple[str, ...]:
    seen: dict[str, str] = {}
    for word in words:
        seen.setdefault(word.lower(), word)
    return tuple(seen.values())


def python_files(paths: Sequence[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return files


def scan(paths: Sequence[Path] = DEFAULT_PATHS, min_words: int = MIN_WORDS) -> list[Finding]:
    """Every inline word list of at least ``min_words`` English words under ``paths``."""
    findings: list[Finding] = []
    for file in python_files(paths):
        tree = ast.parse(file.read_text(encoding="utf-8"), filename=str(file))
        found = {(f.line, f.kind, f.words): f for f in _findings_in(file, tree, min_words)}
        findings.extend(sorted(found.values(), key=lambda f: (f.line, f.kind)))
    return findings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, default=list(DEFAULT_PATHS))
    parser.add_argument("--min-words", type=int, default=MIN_WORDS)
    args = parser.parse_args()
    findings = scan([p.resolve() for p in args.paths], args.min_words)
    for finding in findings:
        print(finding.describe())
    print(f"{len(findings)} inline word lists", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
