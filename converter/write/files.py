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
    from converter.models import Encounter

MAX_SLUG_LENGTH = 48


def slugify(text: str, max_length: int = MAX_SLUG_LENGTH) -> str:
    """Return a file-name-safe slug: ASCII letters, digits and single hyphens.

    Area titles come from untrusted PDFs; a slug can never hold a path separator or
    ``..``, so no title can write outside the output folder.
    """
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    slug = slug[:max_length].rstrip("-")
    return slug or "untitled"


def module_slug(file_name: str) -> str:
    """The folder name for a module: the PDF's stem, slugified."""
    return slugify(Path(file_name).stem)


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so a reader never sees a half-written file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    if path.exists() and path.read_bytes() == data:
        return  # unchanged: keep the mtime, so tools watching the folder stay quiet
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        Path(tmp_name).replace(path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def file_sha256(path: Path) -> str:
    """The hex SHA-256 of a file's bytes, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def write_atomic_bytes(path: Path, data: bytes) -> None:
    """Write bytes so a reader never sees a half-written file; leave an unchanged file alone."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        Path(tmp_name).replace(path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def encounter_file_name(index: int, encounter: Encounter) -> str:
    """``NN-<slug>.yaml``, numbered in reading order so a listing sorts like the book."""
    area = encounter.area
    label = f"{area.key} {area.name}" if area.key else area.name
    return f"{index:02d}-{slugify(label)}.yaml"
