"""Token images: one round PNG per creature, usable in any VTT (``OUTDIR/<module>/tokens/``).

A token shows the creature's initials on a plain disc, a ring whose colour gives the band of
its Obstacle Rating, and, for a group, the count in a badge. One file per distinct
(creature, count, band) of the module's encounters: ``tokens/<slug>.png`` for one creature,
``tokens/<slug>-x3.png`` for three. The font is Pillow's bundled default (the same on every
machine) and the PNG carries no metadata, so a re-run writes the same bytes.

OR bands (D&MD's OR 1–12 in four steps): 1–3 green, 4–6 gold, 7–9 orange, 10–12 red; a
creature with no creature obstacle (no rating found) gets a grey ring.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from converter.dmd_models import Conversion, CreatureEntry, Encounter
from converter.write.files import slugify

TOKEN_SIZE = 256  # pixels a side
RING_WIDTH = 18
BANDS: tuple[tuple[int, str, tuple[int, int, int]], ...] = (
    (3, "low", (46, 139, 87)),
    (6, "moderate", (212, 160, 23)),
    (9, "high", (230, 110, 20)),
    (12, "extreme", (190, 30, 45)),
)
NO_BAND = ("unrated", (128, 128, 128))
DISC = (52, 48, 44)
LETTERS = (250, 247, 238)


@dataclass(frozen=True)
class TokenSpec:
    """One token file: who, how many, which OR band."""

    name: str
    count: int
    rating: int | None
    file: str  # relative to the module folder: tokens/<slug>.png

    @property
    def band(self) -> str:
        """The band's name (``low`` … ``extreme``, or ``unrated``)."""
        return band_of(self.rating)[0]


def band_of(rating: int | None) -> tuple[str, tuple[int, int, int]]:
    """The band name and ring colour of an Obstacle Rating."""
    if rating is None:
        return NO_BAND
    for top, name, colour in BANDS:
        if rating <= top:
            return name, colour
    return BANDS[-1][1], BANDS[-1][2]


def creature_rating(encounter: Encounter, creature: CreatureEntry) -> int | None:
    """The OR of the creature obstacle standing for this creature in its encounter."""
    for obstacle in encounter.obstacles:
        if obstacle.kind != "creature":
            continue
        same_block = creature.statblock is not None and obstacle.statblock == creature.statblock
        if same_block or obstacle.name.lower() == creature.name.lower():
            return obstacle.rating
    return None


def token_for(encounter: Encounter, creature: CreatureEntry) -> TokenSpec:
    """The token of one creature entry of an encounter."""
    count = creature.count or 1
    rating = creature_rating(encounter, creature)
    suffix = f"-x{count}" if count > 1 else ""
    band = band_of(rating)[0]
    slug = slugify(f"{creature.name} {band}")
    return TokenSpec(creature.name, count, rating, f"tokens/{slug}{suffix}.png")


def token_specs(conversion: Conversion) -> tuple[TokenSpec, ...]:
    """Every distinct token of the module, in the order the encounters first need them."""
    specs: dict[str, TokenSpec] = {}
    for encounter in conversion.encounters:
        for creature in encounter.creatures:
            spec = token_for(encounter, creature)
            specs.setdefault(spec.file, spec)
    return tuple(specs.values())


def initials(name: str) -> str:
    """Up to two letters: ``silt troll`` → ``ST``, ``goblin`` → ``GO``."""
    words = [w for w in name.replace("-", " ").split() if w[:1].isalnum()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2].upper()
    return (words[0][0] + words[-1][0]).upper()


def render_token(spec: TokenSpec) -> bytes:
    """The token as PNG bytes (RGBA, transparent outside the disc, no metadata)."""
    from PIL import Image, ImageDraw, ImageFont

    size = TOKEN_SIZE
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    ring = band_of(spec.rating)[1]
    draw.ellipse((2, 2, size - 3, size - 3), fill=ring)
    inner = 2 + RING_WIDTH
    draw.ellipse((inner, inner, size - 1 - inner, size - 1 - inner), fill=DISC)
    font = ImageFont.load_default(size=96)
    draw.text((size / 2, size / 2), initials(spec.name), font=font, fill=LETTERS, anchor="mm")
    if spec.count > 1:
        badge = (size - 92, size - 92, size - 4, size - 4)
        draw.ellipse(badge, fill=ring, outline=LETTERS, width=4)
        small = ImageFont.load_default(size=44)
        centre = ((badge[0] + badge[2]) / 2, (badge[1] + badge[3]) / 2)
        draw.text(centre, str(spec.count), font=small, fill=LETTERS, anchor="mm")
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=6)
    return out.getvalue()


def write_tokens(conversion: Conversion, folder: Path) -> tuple[Path, ...]:
    """Write every token of the module; remove token files a previous run left behind."""
    from converter.write.files import write_atomic_bytes

    specs = token_specs(conversion)
    written = []
    for spec in specs:
        path = folder / spec.file
        write_atomic_bytes(path, render_token(spec))
        written.append(path)
    names = {Path(s.file).name for s in specs}
    tokens = folder / "tokens"
    if tokens.is_dir():
        for old in tokens.glob("*.png"):
            if old.name not in names:
                old.unlink()
    return tuple(written)
