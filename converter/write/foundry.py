"""Foundry VTT: a scene per map and one journal for the module (``OUTDIR/<module>/foundry/``).

Plain JSON documents in the shape Foundry VTT (v11–v12) exports and imports ("Import Data"
on a Scene or Journal Entry), following the fields of its ``BaseScene``, ``BaseNote``,
``BaseToken``, ``BaseJournalEntry`` and ``BaseJournalEntryPage`` data models:

- ``foundry/journal.json``: a JournalEntry (``_id``, ``name``, ``pages``, ``folder``,
  ``sort``, ``flags``) with one ``text`` page per encounter (``_id``, ``name``, ``type``,
  ``title.{show,level}``, ``text.{content,format}`` with format 1 = HTML, ``sort``): the room's
  text, its obstacles with their Obstacle Ratings and threats, its hazards, and the ways around
  an obstacle (its weaknesses).
- ``foundry/scene-NN.json``: a Scene (``_id``, ``name``, ``navigation``, ``background.src``,
  ``width``, ``height``, ``padding`` 0 so scene pixels are image pixels, ``grid.{type,size,
  distance,units}``, ``notes``, ``tokens``, ``walls``, ``lights``, ``journal``, ``flags``).
  One Note per pin (``entryId`` the journal, ``pageId`` the encounter's page, ``x``/``y``
  the pin, ``text`` the key, ``texture.src``, ``iconSize``), and a Token per creature entry of
  a pinned room (``name``, ``texture.src`` its token image, ``x``/``y`` on a ring one grid
  square around the pin, ``width``/``height`` 1 square, ``disposition`` -1 hostile).

File references (``background.src``, ``texture.src``) are relative to the module folder
(``maps/…``, ``tokens/…``): upload that folder into Foundry's data and they resolve.
Every ``_id`` is 16 letters and digits derived from content (the module's hash and the thing's
key), so a re-run gives the same ids and a re-import updates rather than duplicates.
"""

from __future__ import annotations

import hashlib
import html
import json
import math
from pathlib import Path
from typing import Any

from converter.dmd_models import Conversion, Encounter
from converter.errors import OutputError
from converter.models import PinnedMap
from converter.write import RunInfo, Written
from converter.write.files import write_atomic_bytes
from converter.write.tokens import token_for
from converter.write.vtt import map_stems, pixels_per_grid

ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
ID_LENGTH = 16
NOTE_ICON = "icons/svg/book.svg"  # ships with Foundry
NOTE_ICON_SIZE = 40
HOSTILE = -1


def foundry_id(*parts: str) -> str:
    """A 16-character Foundry id derived from content: same parts, same id."""
    number = int.from_bytes(hashlib.sha256("\x1f".join(parts).encode()).digest(), "big")
    chars = []
    for _ in range(ID_LENGTH):
        number, digit = divmod(number, len(ID_ALPHABET))
        chars.append(ID_ALPHABET[digit])
    return "".join(chars)


def page_html(encounter: Encounter) -> str:
    """An encounter as a journal page's HTML: text, obstacles, threats, hazards, ways around."""
    parts = [f"<p>{html.escape(p)}</p>" for p in encounter.area.text.split("\n") if p.strip()]
    if encounter.obstacles:
        items = []
        for obstacle in encounter.obstacles:
            threats = ", ".join(f"{t.name} {t.rating}" for t in obstacle.threats)
            ways = ", ".join(q.name for q in obstacle.weaknesses)
            line = f"<strong>{html.escape(obstacle.name)}</strong> OR {obstacle.rating}"
            line += f"; threats: {html.escape(threats)}" if threats else ""
            line += f"; ways around: {html.escape(ways)}" if ways else ""
            items.append(f"<li>{line}</li>")
        parts.append("<h3>Obstacles</h3><ul>" + "".join(items) + "</ul>")
    if encounter.threats:
        threats = "".join(
            f"<li>{html.escape(t.name)} {t.rating}"
            + (f" (when: {html.escape(t.trigger)})" if t.trigger else "")  # reinforcements
            + "</li>"
            for t in encounter.threats
        )
        parts.append(f"<h3>Threats</h3><ul>{threats}</ul>")
    if encounter.hazards:
        hazards = "".join(f"<li>{html.escape(h.name)}</li>" for h in encounter.hazards)
        parts.append(f"<h3>Hazards</h3><ul>{hazards}</ul>")
    return "".join(parts)


def page_name(encounter: Encounter) -> str:
    """A page's title: ``B2 Silt Pools`` (the key first, as printed in the book)."""
    area = encounter.area
    return f"{area.key} {area.name}" if area.key else area.name


def journal(conversion: Conversion) -> dict[str, Any]:
    """The module's JournalEntry: one text page per encounter, in reading order."""
    sha = conversion.document.sha256
    pages = [
        {
            "_id": foundry_id(sha, "page", str(index)),
            "name": page_name(encounter),
            "type": "text",
            "title": {"show": True, "level": 1},
            "text": {"content": page_html(encounter), "format": 1},
            "sort": (index + 1) * 100_000,
            "flags": {},
        }
        for index, encounter in enumerate(conversion.encounters)
    ]
    return {
        "_id": foundry_id(sha, "journal"),
        "name": Path(conversion.document.file).stem,
        "pages": pages,
        "folder": None,
        "sort": 0,
        "flags": {},
    }


def _page_ids_by_key(conversion: Conversion, pages: list[dict[str, Any]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for encounter, page in zip(conversion.encounters, pages, strict=True):
        key = encounter.area.key
        if key and key not in out:
            out[key] = page["_id"]
    return out


def scene(
    conversion: Conversion, index: int, pinned: PinnedMap, stem: str, entry: dict[str, Any]
) -> dict[str, Any]:
    """One map as a Scene: its image, a Note per pin, Tokens around the pins."""
    sha, image = conversion.document.sha256, pinned.map
    grid, _ = pixels_per_grid(pinned)
    page_ids = _page_ids_by_key(conversion, entry["pages"])
    encounters = {e.area.key: e for e in conversion.encounters if e.area.key}
    notes, tokens = [], []
    for pin in pinned.pins:
        notes.append(
            {
                "_id": foundry_id(sha, "note", image.id, pin.key),
                "entryId": entry["_id"],
                "pageId": page_ids.get(pin.key),
                "x": round(pin.x),
                "y": round(pin.y),
                "texture": {"src": NOTE_ICON},
                "iconSize": NOTE_ICON_SIZE,
                "text": pin.key,
                "flags": {},
            }
        )
        encounter = encounters.get(pin.key)
        if encounter is not None:
            tokens += _tokens_around(sha, image.id, pin.key, (pin.x, pin.y), encounter, grid)
    return {
        "_id": foundry_id(sha, "scene", image.id),
        "name": f"{Path(conversion.document.file).stem} map {index}",
        "navigation": True,
        "background": {"src": f"maps/{stem}.{image.suffix}", "offsetX": 0, "offsetY": 0},
        "width": image.width,
        "height": image.height,
        "padding": 0,
        "grid": {"type": 1, "size": round(grid), "distance": 5, "units": "ft"},
        "notes": notes,
        "tokens": tokens,
        "walls": [],
        "lights": [],
        "journal": entry["_id"],
        "flags": {"dmd": {"map": image.id, "page": image.page}},
    }


def _tokens_around(
    sha: str,
    map_id: str,
    key: str,
    centre: tuple[float, float],
    encounter: Encounter,
    grid: float,
) -> list[dict[str, Any]]:
    """A Token per creature entry of the room, on a ring one grid square around its pin."""
    out = []
    creatures = encounter.creatures
    for n, creature in enumerate(creatures):
        angle = 2 * math.pi * n / max(len(creatures), 1)
        x = centre[0] + grid * math.cos(angle) - grid / 2
        y = centre[1] + grid * math.sin(angle) - grid / 2
        spec = token_for(encounter, creature)
        out.append(
            {
                "_id": foundry_id(sha, "token", map_id, key, str(n)),
                "name": creature.name,
                "texture": {"src": spec.file},
                "x": round(x),
                "y": round(y),
                "width": 1,
                "height": 1,
                "disposition": HOSTILE,
                "hidden": False,
                "actorLink": False,
                "flags": {"dmd": {"count": spec.count, "band": spec.band}},
            }
        )
    return out


def _dump(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def write(conversion: Conversion, outdir: Path, run: RunInfo) -> Written:
    """The ``foundry`` writer of ``converter.write.WRITERS``: the journal and a scene per map."""
    folder = run.module_folder(conversion, outdir)
    files: list[Path] = []
    try:
        entry = journal(conversion)
        path = folder / "foundry" / "journal.json"
        write_atomic_bytes(path, _dump(entry))
        files.append(path)
        stems = map_stems(conversion)
        for index, (stem, pinned) in enumerate(zip(stems, conversion.detection.maps, strict=True)):
            path = folder / "foundry" / f"scene-{index + 1:02d}.json"
            write_atomic_bytes(path, _dump(scene(conversion, index + 1, pinned, stem, entry)))
            files.append(path)
        names = {p.name for p in files}
        for old in sorted((folder / "foundry").glob("scene-*.json")):
            if old.name not in names:
                old.unlink()
    except OSError as exc:
        raise OutputError(
            f"{folder}: cannot write the Foundry files: {exc.strerror or exc}"
        ) from exc
    return Written("foundry", folder, tuple(files))
