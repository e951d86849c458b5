"""What every writer shares: output folder names and atomic, idempotent writes."""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from converter.dmd_models import Encounter

MAX_SLUG_LENGTH = 48


def _fold(text: str) -> str:
    """Lower case; accents dropped from Latin letters ("Café" → "cafe"), other scripts kept.

    A combining mark is dropped only after an ASCII letter: in other scripts it is part of
    the letter (Japanese dakuten, Devanagari vowel signs), so dropping it would change the word.
    """
    out: list[str] = []
    base_is_ascii = False
    for char in unicodedata.normalize("NFKD", text.casefold()):
        if unicodedata.combining(char):
            if not base_is_ascii:
                out.append(char)
            continue
        base_is_ascii = char.isascii()
        out.append(char)
    return unicodedata.normalize("NFC", "".join(out))


def _slug_char(char: str) -> str:
    """A letter or digit stays; ASCII punctuation and any space separate words; other
    punctuation (curly apostrophes, dashes) is dropped, as it always was: "Sergeant’s" →
    "sergeants"."""
    if char.isalnum() or unicodedata.combining(char):
        return char
    return " " if char.isascii() or char.isspace() else ""


def slugify(text: str, max_length: int = MAX_SLUG_LENGTH) -> str:
    """Return a file-name-safe slug: lower-case letters, digits and single hyphens.

    Latin letters lose their accents; letters of other scripts are kept as they are, so a
    Cyrillic or Japanese title keeps a readable slug instead of every one becoming
    ``untitled`` (transliteration would need Unidecode, which is GPL). Area titles come from
    untrusted PDFs; a slug can never hold a path separator or ``..``, so no title can write
    outside the output folder.
    """
    kept = "".join(_slug_char(c) for c in _fold(text))
    slug = re.sub(r"[\s_]+", "-", kept.strip()).strip("-")
    slug = slug[:max_length].rstrip("-")
    return slug or "untitled"


def module_slug(file_name: str) -> str:
    """The folder name for a module: the PDF's stem, slugified."""
    return slugify(Path(file_name).stem)


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` so a reader never sees a half-written file."""
    write_atomic_bytes(path, text.encode("utf-8"))


def current_umask() -> int:
    """The process's umask (reading it means setting it, so it is set straight back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def file_sha256(path: Path) -> str:
    """The hex SHA-256 of a file's bytes, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def write_atomic_bytes(path: Path, data: bytes) -> None:
    """Write bytes so a reader never sees a half-written file, with the umask's mode.

    An unchanged file is left alone (its mtime too, so tools watching the folder stay quiet).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, 0o666 & ~current_umask())  # mkstemp makes 0600; others get the umask's
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        Path(tmp_name).replace(path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def remove_temporaries(folder: Path) -> None:
    """Delete the temporary files a killed writer left in a module's folder.

    ``write_atomic_bytes`` cleans up after itself unless its process is killed outright
    (SIGKILL, the OOM killer, a lost cluster worker). A module's folder belongs to one task
    of a batch, so whatever temporaries it holds before that task writes are stale.
    """
    if not folder.is_dir():
        return
    for leftover in folder.rglob(".*.tmp"):
        if leftover.is_file():
            leftover.unlink(missing_ok=True)


def encounter_file_name(index: int, encounter: Encounter) -> str:
    """``NN-<slug>.yaml``, numbered in reading order so a listing sorts like the book."""
    area = encounter.area
    label = f"{area.key} {area.name}" if area.key else area.name
    return f"{index:02d}-{slugify(label)}.yaml"
