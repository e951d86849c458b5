"""Exact odds for D&MD pools: the joint distribution of (hits, trouble) as integer counts.

Identical dice are grouped; each die size's distribution over (hits, trouble) is packed
into one big integer (Kronecker substitution: the coefficient of cell ``(h, t)`` sits in
bit slot ``h * stride + t``), so raising a group to its count and multiplying the groups
is CPython's big-integer arithmetic doing the 2-D polynomial convolution in C.
Coefficients never exceed the number of outcomes, which sizes the slots.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from dmd_rules.dice import DicePool
from dmd_rules.dmd import BuiltPool, face_to_hits_trouble


def die_to_cells(size: int, weakness: bool, strength: bool) -> dict[tuple[int, int], int]:
    """How many faces of one die give each ``(hits, trouble)``."""
    cells: dict[tuple[int, int], int] = {}
    for face in range(1, size + 1):
        cell = face_to_hits_trouble(face, weakness, strength)
        cells[cell] = cells.get(cell, 0) + 1
    return cells


@dataclass(frozen=True)
class JointDistribution:
    """Exact joint distribution: ``counts[(hits, trouble)]`` out of ``total`` equally likely rolls."""

    cells: tuple[tuple[tuple[int, int], int], ...]
    total: int

    @cached_property
    def counts(self) -> dict[tuple[int, int], int]:
        """The cells as a mapping (absent cells have count 0)."""
        return dict(self.cells)

    @cached_property
    def hit_counts(self) -> tuple[int, ...]:
        """Marginal counts of hits, indexed by the number of hits."""
        top = max((h for (h, _), _ in self.cells), default=0)
        out = [0] * (top + 1)
        for (h, _), c in self.cells:
            out[h] += c
        return tuple(out)

    @cached_property
    def trouble_counts(self) -> tuple[int, ...]:
        """Marginal counts of trouble, indexed by the amount of trouble."""
        top = max((t for (_, t), _ in self.cells), default=0)
        out = [0] * (top + 1)
        for (_, t), c in self.cells:
            out[t] += c
        return tuple(out)

    def probability(self, hits: int, trouble: int) -> Fraction:
        """P(exactly this many hits and this much trouble)."""
        return Fraction(self.counts.get((hits, trouble), 0), self.total)

    def p_hits_ge(self, k: int) -> Fraction:
        """P(hits ≥ k): the chance to beat an obstacle rated k."""
        return Fraction(sum(self.hit_counts[max(k, 0) :]), self.total)

    def p_trouble_ge(self, k: int) -> Fraction:
        """P(trouble ≥ k): the chance the GM can afford the menu option costing k."""
        return Fraction(sum(self.trouble_counts[max(k, 0) :]), self.total)

    def p_trouble_eq(self, k: int) -> Fraction:
        """P(trouble = k)."""
        counts = self.trouble_counts
        return Fraction(counts[k] if 0 <= k < len(counts) else 0, self.total)

    @property
    def expected_hits(self) -> Fraction:
        """E[hits]."""
        return Fraction(sum(h * c for h, c in enumerate(self.hit_counts)), self.total)

    @property
    def expected_trouble(self) -> Fraction:
        """E[trouble]."""
        return Fraction(sum(t * c for t, c in enumerate(self.trouble_counts)), self.total)


def pool_to_joint(
    pool: DicePool, weakness: bool = False, strength: bool = False
) -> JointDistribution:
    """The exact (hits, trouble) distribution of rolling every die of ``pool`` once."""
    return groups_to_joint([(size, weakness, strength, n) for size, n in pool.counts])


def built_to_joint(built: BuiltPool) -> JointDistribution:
    """The exact distribution of a built pool: each die read with its own flags.

    Only the dice of an asset exploiting a weakness double Hit Plus, only the dice facing
    a strength double Trouble Plus; Move Carefully's relief comes off the trouble.
    """
    groups = Counter((d.size, d.doubles_hits, d.doubles_trouble) for d in built.dice)
    joint = groups_to_joint([(s, w, t, n) for (s, w, t), n in sorted(groups.items())])
    if not built.trouble_relief:
        return joint
    relieved: Counter[tuple[int, int]] = Counter()
    for (h, t), count in joint.cells:
        relieved[(h, max(0, t - built.trouble_relief))] += count
    return JointDistribution(tuple(sorted(relieved.items())), joint.total)


def groups_to_joint(groups: list[tuple[int, bool, bool, int]]) -> JointDistribution:
    """Convolve groups of identical dice ``(size, weakness, strength, how many)``."""
    cell_groups = [(die_to_cells(size, w, t), n) for size, w, t, n in groups]
    total = 1
    max_hits = 0
    max_trouble = 0
    for (size, _, _, n), (cells, _) in zip(groups, cell_groups, strict=True):
        total *= size**n
        max_hits += n * max(h for h, _ in cells)
        max_trouble += n * max(t for _, t in cells)
    stride = max_trouble + 1
    slot_bytes = (total.bit_length() + 7) // 8
    slot_bits = slot_bytes * 8

    packed = 1
    for cells, n in cell_groups:
        die = 0
        for (h, t), count in cells.items():
            die |= count << (slot_bits * (h * stride + t))
        packed *= die**n

    slots = (max_hits + 1) * stride
    data = packed.to_bytes(slots * slot_bytes, "little")
    out: list[tuple[tuple[int, int], int]] = []
    for index in range(slots):
        chunk = data[index * slot_bytes : (index + 1) * slot_bytes]
        if any(chunk):
            out.append((divmod(index, stride), int.from_bytes(chunk, "little")))
    return JointDistribution(tuple(out), total)


def fraction_text(value: Fraction) -> str:
    """A fraction as ``"373/375"`` (whole numbers as ``"1"``, ``"0"``)."""
    return str(value)


def joint_to_summary(joint: JointDistribution, top: int = 12) -> dict[str, object]:
    """The JSON-ready summary ``dmd odds --json`` prints for a bare pool."""
    keys = range(1, top + 1)
    return {
        "total_outcomes": joint.total,
        "p_hits_ge": {str(k): fraction_text(joint.p_hits_ge(k)) for k in keys},
        "expected_hits": fraction_text(joint.expected_hits),
        "expected_trouble": fraction_text(joint.expected_trouble),
        "p_trouble_ge": {str(k): fraction_text(joint.p_trouble_ge(k)) for k in keys},
        "p_hits": {
            str(h): fraction_text(Fraction(c, joint.total)) for h, c in enumerate(joint.hit_counts)
        },
        "p_trouble": {
            str(t): fraction_text(Fraction(c, joint.total))
            for t, c in enumerate(joint.trouble_counts)
        },
    }
