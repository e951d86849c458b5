"""Reading printed numbers: ratings kept within 1..12, CRs, hit dice, number words, dice."""

from __future__ import annotations

import re

from converter.numberwords import CARDINALS

MIN_RATING, MAX_RATING = 1, 12
NUMBER_WORDS = CARDINALS


def clamp_rating(
    value: int, why: str, low: int = MIN_RATING, high: int = MAX_RATING
) -> tuple[int, str]:
    """Keep a rating within ``low..high``; say so in the why when it had to move."""
    if value < low:
        return low, f"{why} (raised to {low})"
    if value > high:
        return high, f"{why} (clamped to {high})"
    return value, why


def parse_cr(text: str | None) -> float | None:
    """``"1/4"`` → 0.25, ``"½"`` → 0.5, ``"5"`` → 5.0; None for anything else."""
    if not text:
        return None
    cleaned = text.strip().replace("½", "1/2").replace("¼", "1/4").replace("⅛", "1/8")
    match = re.fullmatch(
        r"(\d+)\s*/\s*(\d+)|(\d+(?:\.\d+)?)", cleaned.split()[0] if cleaned else ""
    )
    if match is None:
        return None
    if match.group(3) is not None:
        return float(match.group(3))
    denominator = int(match.group(2))
    return int(match.group(1)) / denominator if denominator else None


def parse_hit_dice(text: str | None) -> float | None:
    """Old-school HD: ``"6+3"`` → 6.5, ``"1-1"`` → 0.75, ``"½"`` → 0.5, ``"3*"`` → 3.0.

    A 5e dice expression (``"8d10+40"``) reads as its number of dice.
    """
    if not text:
        return None
    cleaned = text.strip().replace("½", "1/2").replace("\u2212", "-").rstrip("*").strip()
    dice = re.match(r"(\d+)\s*d\s*\d+", cleaned)
    if dice:
        return float(dice.group(1))
    match = re.match(r"(\d+)\s*/\s*(\d+)|(\d+)\s*(?:([+-])\s*(\d+))?", cleaned)
    if match is None or not match.group(0):
        return None
    if match.group(1):
        denominator = int(match.group(2))
        return int(match.group(1)) / denominator if denominator else None
    base = float(match.group(3))
    if match.group(4) == "+" and int(match.group(5)) > 0:
        return base + 0.5
    if match.group(4) == "-" and int(match.group(5)) > 0:
        return max(base - 0.25, 0.0)
    return base


_DAMAGE_RE = re.compile(
    r"(?P<n>\d*)\s*d\s*(?P<m>\d+)(?:\s*(?P<sign>[+-])\s*(?P<k>\d+)(?!\s*d))?"
    r"|(?<![\d.])(?P<lo>\d+)\s*[-–]\s*(?P<hi>\d+)(?![\d.]|\s*d)"
)


def average_damage(text: str | None) -> float | None:
    """The damage a round of printed attacks deals on average: the sum of the averages of its
    dice (``"2d8/4d8/1d8"`` → 31.5, ``"1d6+2"`` → 5.5) and ranges (``"1-6/1-6/1-12"`` → 13.5),
    or None when it prints neither."""
    if not text:
        return None
    total, found = 0.0, False
    for match in _DAMAGE_RE.finditer(text.replace("\u2212", "-")):
        found = True
        if match.group("m"):
            dice, sides = int(match.group("n") or 1), int(match.group("m"))
            bonus = int(match.group("k") or 0) * (-1 if match.group("sign") == "-" else 1)
            total += dice * (sides + 1) / 2 + bonus
        else:
            total += (int(match.group("lo")) + int(match.group("hi"))) / 2
    return total if found else None


def number_from(text: str) -> int | None:
    """A number written as digits or as a word up to twelve."""
    cleaned = text.strip().lower()
    if cleaned.isdecimal():
        return int(cleaned)
    return NUMBER_WORDS.get(cleaned)


def dice_average(text: str) -> int | None:
    """``"2d6"`` → 7, ``"1d4+1"`` → 4 (rounded half up); None when not a dice expression."""
    match = re.fullmatch(r"\s*(\d*)d(\d+)\s*(?:([+-])\s*(\d+))?\s*", text.lower())
    if match is None:
        return None
    dice, sides = int(match.group(1) or 1), int(match.group(2))
    bonus = int(match.group(4) or 0) * (-1 if match.group(3) == "-" else 1)
    return max(int(dice * (sides + 1) / 2 + bonus + 0.5), 1)
