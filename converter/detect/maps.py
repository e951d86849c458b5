"""Pins: the room keys printed on a map, placed at their position on the map image.

The read stage hands over every key-like word on or just beside a map (``MapLabel``, in page
points). A label becomes a pin when an area of the module has that key; it is placed at the
centre of the printed key, in map-image pixels. A key printed twice on one map (a room and
its legend, or a key repeated on a stair) keeps its first place in reading order. Keys of
areas that no map carries are ``unplaced_keys``: the GM places those by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from converter.models import Area, MapImage, MapLabel, MapPin, PinnedMap


def normal_key(key: str) -> str:
    """The form keys are compared in: no spaces or hyphens, upper case (``b-3`` = ``B3``)."""
    return key.replace(" ", "").replace("-", "").upper()


def place_pins(maps: Sequence[MapImage], areas: Sequence[Area]) -> tuple[PinnedMap, ...]:
    """Each map with a pin for every area key printed on it."""
    keys = {normal_key(a.key): a.key for a in areas if a.key}
    order = {key: index for index, key in enumerate(keys.values())}
    pinned = []
    for image in maps:
        pins = sorted(pins_on(image, keys), key=lambda pin: order[pin.key])
        pinned.append(PinnedMap(image, tuple(pins)))
    return tuple(pinned)


def pins_on(image: MapImage, keys: dict[str, str]) -> tuple[MapPin, ...]:
    """The pins of one map: one per area key among its labels (its first in reading order)."""
    pins: dict[str, MapPin] = {}
    ordered = sorted(image.labels, key=lambda label: (label.bbox.top, label.bbox.x0))
    for label in ordered:
        key = keys.get(normal_key(label.text))
        if key is None or key in pins:
            continue
        x, y = label_position(image, label)
        pins[key] = MapPin(key=key, x=x, y=y)
    return tuple(pins.values())


def label_position(image: MapImage, label: MapLabel) -> tuple[float, float]:
    """The centre of a label in map-image pixels, kept inside the image, to 0.1 px."""
    cx = ((label.bbox.x0 + label.bbox.x1) / 2 - image.bbox.x0) * image.scale
    cy = ((label.bbox.top + label.bbox.bottom) / 2 - image.bbox.top) * image.scale
    x = min(max(cx, 0.0), float(image.width))
    y = min(max(cy, 0.0), float(image.height))
    return round(x, 1), round(y, 1)


def unplaced_keys(areas: Iterable[Area], maps: Iterable[PinnedMap]) -> tuple[str, ...]:
    """Area keys with no pin on any map, in reading order (empty when there is no map)."""
    pinned_maps = list(maps)
    if not pinned_maps:
        return ()
    placed = {pin.key for pinned in pinned_maps for pin in pinned.pins}
    out: list[str] = []
    for area in areas:
        if area.key and area.key not in placed and area.key not in out:
            out.append(area.key)
    return tuple(out)
