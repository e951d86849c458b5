"""Maps for online tables: ``maps/NN-<slug>.png`` (``.jpg`` for a map the PDF embeds as a JPEG
that its page shows unchanged) and ``maps/NN-<slug>.dd2vtt`` per map.

The ``.dd2vtt`` file is Universal VTT (the format Dungeondraft exports and Foundry's common
importer, Fantasy Grounds, MapTool, Owlbear Rodeo extensions and Roll20's importer read)::

    {"format": 0.3,
     "resolution": {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": W, "y": H},
                    "pixels_per_grid": P},
     "line_of_sight": [], "objects_line_of_sight": [], "portals": [],
     "environment": {"baked_lighting": true, "ambient_light": "ffffffff"},
     "lights": [], "image": "<base64 PNG or JPEG>",
     "dmd": {...}}

``map_size`` is in grid squares (image pixels / ``pixels_per_grid``), as the format has it.
Walls, doors and lights are not traced from a PDF, so those lists are empty. Our own data
goes in the ``dmd`` extension key, which readers of the format ignore: the map's id, page and
box, whether the grid was detected, and the pins (``key``, ``x``/``y`` in image pixels, the
encounter file, ``confidence``, ``source``).

``pixels_per_grid``: a grid of squares drawn as rectangles in a vector map gives the side of
one square; otherwise ``DEFAULT_PIXELS_PER_GRID`` (100, Foundry's default grid size), marked
``grid: default`` so a GM knows to set it.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from converter.dmd_models import Conversion
from converter.errors import OutputError
from converter.models import PinnedMap
from converter.write import RunInfo, Written
from converter.write.files import encounter_file_name, slugify, write_atomic_bytes

UVTT_FORMAT = 0.3
DEFAULT_PIXELS_PER_GRID = 100
EXTENSION_KEY = "dmd"


def map_stem(index: int, pinned: PinnedMap) -> str:
    """``NN-<slug>``: numbered in page order, named by page and place on it (``01-p2-1``)."""
    return f"{index:02d}-{slugify(pinned.map.id)}"


def map_stems(conversion: Conversion) -> list[str]:
    """The file stem of every map of the module, in order."""
    return [map_stem(i + 1, m) for i, m in enumerate(conversion.detection.maps)]


def encounter_paths_by_key(conversion: Conversion) -> dict[str, str]:
    """Area key → its encounter file (``encounters/NN-<slug>.yaml``), first one per key."""

    out: dict[str, str] = {}
    for index, encounter in enumerate(conversion.encounters):
        key = encounter.area.key
        if key and key not in out:
            out[key] = f"encounters/{encounter_file_name(index + 1, encounter)}"
    return out


def pixels_per_grid(pinned: PinnedMap) -> tuple[float, str]:
    """The grid size in image pixels and where it came from (``detected`` or ``default``)."""
    image = pinned.map
    if image.grid is not None:
        return round(image.grid * image.scale, 2), "detected"
    return float(DEFAULT_PIXELS_PER_GRID), "default"


def pins_to_list(pinned: PinnedMap, encounters: dict[str, str]) -> list[dict[str, Any]]:
    """The pins as written to the ``dmd`` key and to module.yaml."""
    return [
        {
            "key": pin.key,
            "x": pin.x,
            "y": pin.y,
            "encounter": encounters.get(pin.key),
            "confidence": pin.confidence,
            "source": pin.source,
        }
        for pin in pinned.pins
    ]


def uvtt(pinned: PinnedMap, encounters: dict[str, str]) -> dict[str, Any]:
    """One map as a Universal VTT document."""
    image = pinned.map
    grid, grid_source = pixels_per_grid(pinned)
    return {
        "format": UVTT_FORMAT,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": round(image.width / grid, 4), "y": round(image.height / grid, 4)},
            "pixels_per_grid": grid,
        },
        "line_of_sight": [],
        "objects_line_of_sight": [],
        "portals": [],
        "environment": {"baked_lighting": True, "ambient_light": "ffffffff"},
        "lights": [],
        "image": base64.b64encode(image.picture).decode("ascii"),
        EXTENSION_KEY: {
            "map": image.id,
            "page": image.page,
            "bbox": image.bbox.as_list(),
            "kind": image.kind,
            "grid": grid_source,
            "pins": pins_to_list(pinned, encounters),
        },
    }


def maps_section(conversion: Conversion, formats: Sequence[str]) -> dict[str, Any]:
    """module.yaml's ``maps``, ``unplaced_keys`` and ``tokens`` (empty when there are none).

    A map lists the files of the formats this run writes (``image``, ``dd2vtt``, ``scene``),
    so ``dmd validate`` can check that each exists; tokens are listed when ``vtt`` is written.
    """
    from converter.write.tokens import token_specs

    maps = conversion.detection.maps
    tokens = token_specs(conversion) if "vtt" in formats else ()
    if not maps and not tokens:
        return {}
    encounters = encounter_paths_by_key(conversion)
    entries = []
    for index, (stem, pinned) in enumerate(zip(map_stems(conversion), maps, strict=True)):
        image = pinned.map
        grid, grid_source = pixels_per_grid(pinned)
        files: dict[str, str] = {}
        if "vtt" in formats:
            files |= {"image": f"maps/{stem}.{image.suffix}", "dd2vtt": f"maps/{stem}.dd2vtt"}
        if "foundry" in formats:
            files["scene"] = f"foundry/scene-{index + 1:02d}.json"
        entries.append(
            {
                "id": image.id,
                "page": image.page,
                "kind": image.kind,
                "bbox": image.bbox.as_list(),
                "size": [image.width, image.height],
                "pixels_per_grid": grid,
                "grid": grid_source,
                "files": files,
                "pins": pins_to_list(pinned, encounters),
            }
        )
    return {
        "maps": entries,
        "unplaced_keys": list(conversion.detection.unplaced_keys),
        "tokens": [
            {"name": t.name, "count": t.count, "rating": t.rating, "band": t.band, "file": t.file}
            for t in tokens
        ],
    }


def write_maps(conversion: Conversion, folder: Path) -> tuple[Path, ...]:
    """Write each map's picture (PNG or JPEG) and .dd2vtt; remove map files a previous run
    left behind."""
    encounters = encounter_paths_by_key(conversion)
    written: list[Path] = []
    stems = map_stems(conversion)
    for stem, pinned in zip(stems, conversion.detection.maps, strict=True):
        picture = folder / "maps" / f"{stem}.{pinned.map.suffix}"
        write_atomic_bytes(picture, pinned.map.picture)
        document = json.dumps(uvtt(pinned, encounters), indent=1, ensure_ascii=False)
        dd2vtt = folder / "maps" / f"{stem}.dd2vtt"
        write_atomic_bytes(dd2vtt, (document + "\n").encode("utf-8"))
        written += [picture, dd2vtt]
    names = {p.name for p in written}
    maps = folder / "maps"
    if maps.is_dir():
        for old in sorted(maps.iterdir()):
            if old.suffix in (".png", ".jpg", ".dd2vtt") and old.name not in names:
                old.unlink()
    return tuple(written)


def write(conversion: Conversion, outdir: Path, run: RunInfo) -> Written:
    """The ``vtt`` writer of ``converter.write.WRITERS``: maps and the creature tokens."""
    from converter.write.tokens import write_tokens

    folder = run.module_folder(conversion, outdir)
    try:
        files = write_maps(conversion, folder) + write_tokens(conversion, folder)
    except OSError as exc:
        raise OutputError(f"{folder}: cannot write maps: {exc.strerror or exc}") from exc
    return Written("vtt", folder, files)
