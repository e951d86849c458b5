"""Which output folder each PDF of a batch writes, decided once, before any work starts.

Two PDFs must never share a folder: not two of one batch (the same file name in two
folders, two titles that slug alike), and not a PDF of this run and one an earlier run
wrote into the same ``OUTDIR``. ``OUTDIR/.dmd-folders.json`` records which source file owns
each folder (its resolved path); a folder owned by another file is taken, and the file gets
its parent folder's name added (``good-b`` for ``b/good.pdf``) or a short hash of its path,
with a note saying so. A file keeps the folder it was given before, so a re-run resumes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

OWNERS_FILE_NAME = ".dmd-folders.json"


def read_owners(outdir: Path) -> dict[str, str]:
    """The recorded owner (a resolved source path) of each folder still present in ``outdir``."""
    try:
        data = json.loads((outdir / OWNERS_FILE_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    owners = data.get("folders") if isinstance(data, dict) else None
    if not isinstance(owners, dict):
        return {}
    return {
        str(folder): str(owner)
        for folder, owner in owners.items()
        if isinstance(folder, str) and (outdir / folder).is_dir()  # a deleted folder is free
    }


def record_owners(outdir: Path, folders: Mapping[Path, str]) -> None:
    """Add this batch's folders to the record (atomically; sorted: the same run, the same
    bytes). Written before the work starts, so even a stopped batch keeps its claims."""
    from converter.write.files import write_atomic

    owners = read_owners(outdir) | {name: str(path.resolve()) for path, name in folders.items()}
    text = json.dumps({"folders": dict(sorted(owners.items()))}, indent=2, ensure_ascii=False)
    write_atomic(outdir / OWNERS_FILE_NAME, text + "\n")


def _unrecorded_owner(outdir: Path, folder: str) -> str | None:
    """The source file name of a folder an earlier dmd wrote without a record, if any."""
    import yaml

    try:
        data = yaml.safe_load((outdir / folder / "module.yaml").read_text(encoding="utf-8"))
        return str(data["source"]["file"])
    except (OSError, yaml.YAMLError, KeyError, TypeError):
        return None


def _taken_by_other(
    name: str, source: str, path: Path, owners: dict[str, str], outdir: Path | None
) -> bool:
    if name in owners:
        return owners[name] != source
    if outdir is None:
        return False
    found = _unrecorded_owner(outdir, name)
    return found is not None and found != path.name  # the same name: assume it is this file


def plan_folders(
    files: Sequence[Path], outdir: Path | None = None
) -> tuple[dict[Path, str], tuple[str, ...]]:
    """Each file's output folder, distinct within the batch and, given ``outdir``, from the
    folders earlier runs wrote there; and one note per file moved off its plain slug.

    The first file (in input order) of a name keeps the plain slug unless an earlier run's
    other file owns it; a file keeps the folder the record gives it.
    """
    from converter.write.files import module_slug

    earlier = read_owners(outdir) if outdir is not None else {}
    owners = dict(earlier)
    folders: dict[Path, str] = {}
    notes: list[str] = []
    kept = {source: folder for folder, source in earlier.items()}
    for path in files:
        source = str(path.resolve())
        taken = module_slug(path.name)
        name = kept.get(source, taken)
        if name in folders.values() or _taken_by_other(name, source, path, owners, outdir):
            name = _free_name(taken, path, source, owners, folders, outdir)
        if name != taken:
            owner = next((str(p) for p, f in folders.items() if f == taken), None)
            notes.append(
                f"{path} and {owner or 'a file of an earlier run'} would share the output "
                f"folder {taken!r}: {path} is written to {name!r}"
            )
        owners[name] = source
        folders[path] = name
    return folders, tuple(notes)


def _free_name(
    taken: str,
    path: Path,
    source: str,
    owners: dict[str, str],
    folders: dict[Path, str],
    outdir: Path | None,
) -> str:
    """``taken`` with the parent folder's name added, else with a hash of the path."""
    from converter.write.files import slugify

    parent = slugify(path.resolve().parent.name) if path.resolve().parent.name else ""
    digest = hashlib.sha256(source.encode()).hexdigest()[:8]
    candidates = [f"{taken}-{parent}"] if parent and parent != "untitled" else []
    for name in [*candidates, f"{taken}-{digest}"]:
        if name not in folders.values() and not _taken_by_other(name, source, path, owners, outdir):
            return name
    return f"{taken}-{hashlib.sha256((source + '/').encode()).hexdigest()[:12]}"
