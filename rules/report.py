"""What playtests record and how many trials add up to a report a GM reads at a glance.

Counts are integers; shares are ``Fraction``; floats appear only when text is printed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction

from dmd_rules.dmd import BuiltPool
from dmd_rules.encounter import PlayableEncounter
from dmd_rules.gm import FULL_HARM, REDUCED_HARM, Scene


@dataclass(frozen=True)
class RoundTally:
    """One round, summed over trials: rolls made, threat d4s in those pools, trouble rolled."""

    round: int
    rolls: int
    threat_dice: int
    trouble: int
    trials: int = 1  # trials that played this round
    standing: int = 0  # threat ratings standing at the end of the round, summed over trials

    @property
    def threat_dice_per_roll(self) -> Fraction:
        """The tension: threat d4s in an average pool this round."""
        return Fraction(self.threat_dice, self.rolls) if self.rolls else Fraction(0)

    @property
    def standing_per_trial(self) -> Fraction:
        """Threat ratings on the table at the end of the round, in an average trial."""
        return Fraction(self.standing, self.trials) if self.trials else Fraction(0)


@dataclass(frozen=True)
class TrialResult:
    """One play of the encounter."""

    success: bool
    stalled: bool
    rounds: int
    rolls: int
    trouble: int
    unspent: int
    spent: tuple[tuple[str, int], ...]
    reduced_hits: int
    full_hits: int
    defeats: int
    cleared: tuple[tuple[str, int], ...] = ()  # (obstacle id, round it fell)
    by_round: tuple[RoundTally, ...] = ()
    turns: tuple[tuple[str, int], ...] = ()
    events: tuple[tuple[str, int], ...] = ()

    @property
    def harm(self) -> int:
        """Harm the party took: a reduced hit is 1, a full hit 2."""
        return self.reduced_hits * REDUCED_HARM + self.full_hits * FULL_HARM


@dataclass
class TrialLog:
    """The running record of one trial (mutable while the trial plays)."""

    rolls: Counter[int] = field(default_factory=Counter)
    threat_dice: Counter[int] = field(default_factory=Counter)
    trouble: Counter[int] = field(default_factory=Counter)
    standing: Counter[int] = field(default_factory=Counter)
    cleared: dict[str, int] = field(default_factory=dict)
    turns: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)
    lines: list[str] = field(default_factory=list)

    def record(self, round_number: int, built: BuiltPool, trouble: int, label: str) -> None:
        """One roll: its threat dice, its trouble, and the kind of turn."""
        self.rolls[round_number] += 1
        self.threat_dice[round_number] += sum(d.role == "threat" for d in built.dice)
        self.trouble[round_number] += trouble
        self.turns[label] += 1

    def result(self, scene: Scene, success: bool, stalled: bool, rounds: int) -> TrialResult:
        """Freeze the record."""
        return TrialResult(
            success=success,
            stalled=stalled,
            rounds=rounds,
            rolls=sum(self.rolls.values()),
            trouble=sum(self.trouble.values()),
            unspent=scene.unspent,
            spent=tuple(sorted(scene.spent.items())),
            reduced_hits=scene.reduced_hits,
            full_hits=scene.full_hits,
            defeats=scene.defeats,
            cleared=tuple(sorted(self.cleared.items())),
            by_round=tuple(
                RoundTally(
                    r, self.rolls[r], self.threat_dice[r], self.trouble[r], 1, self.standing[r]
                )
                for r in sorted(self.standing)
            ),
            turns=tuple(sorted(self.turns.items())),
            events=tuple(sorted(self.events.items())),
        )


@dataclass(frozen=True)
class ObstacleTally:
    """How often the party cleared one obstacle of the encounter, and when."""

    id: str
    name: str
    rating: int
    cleared: int
    round_total: int

    def mean_round(self) -> Fraction | None:
        """The average round it fell in, over the trials that cleared it."""
        return Fraction(self.round_total, self.cleared) if self.cleared else None


@dataclass(frozen=True)
class PlaytestReport:
    """The tally of many trials."""

    trials: int
    successes: int
    stalled: int
    rounds: tuple[int, ...]
    trouble: int
    spent: tuple[tuple[str, int], ...]
    reduced_hits: int
    full_hits: int
    defeats: int
    rolls: int
    harm: tuple[int, ...] = ()
    obstacles: tuple[ObstacleTally, ...] = ()
    by_round: tuple[RoundTally, ...] = ()
    turns: tuple[tuple[str, int], ...] = ()
    events: tuple[tuple[str, int], ...] = ()

    @property
    def success_rate(self) -> Fraction:
        """Share of trials that eliminated every obstacle."""
        return Fraction(self.successes, self.trials)

    @property
    def wiped(self) -> int:
        """Trials that ended with every character out of the action."""
        return self.trials - self.successes - self.stalled

    def per_trial(self, total: int) -> float:
        """A total averaged over the trials."""
        return total / self.trials


def _sum_counts(pairs: list[tuple[tuple[str, int], ...]]) -> tuple[tuple[str, int], ...]:
    total: Counter[str] = Counter()
    for items in pairs:
        total.update(dict(items))
    return tuple(sorted(total.items()))


def results_to_report(encounter: PlayableEncounter, results: list[TrialResult]) -> PlaytestReport:
    """Add up trials: totals, per-obstacle clears, and the by-round tension curve."""
    rounds: dict[int, list[int]] = {}
    for result in results:
        for tally in result.by_round:
            row = rounds.setdefault(tally.round, [0, 0, 0, 0, 0])
            row[0] += tally.rolls
            row[1] += tally.threat_dice
            row[2] += tally.trouble
            row[3] += tally.trials
            row[4] += tally.standing
    obstacles = []
    for obstacle in encounter.obstacles:
        fell = [dict(r.cleared)[obstacle.id] for r in results if obstacle.id in dict(r.cleared)]
        obstacles.append(
            ObstacleTally(obstacle.id, obstacle.name, obstacle.rating, len(fell), sum(fell))
        )
    return PlaytestReport(
        trials=len(results),
        successes=sum(r.success for r in results),
        stalled=sum(r.stalled for r in results),
        rounds=tuple(r.rounds for r in results),
        trouble=sum(r.trouble for r in results),
        spent=_sum_counts([r.spent for r in results]),
        reduced_hits=sum(r.reduced_hits for r in results),
        full_hits=sum(r.full_hits for r in results),
        defeats=sum(r.defeats for r in results),
        rolls=sum(r.rolls for r in results),
        harm=tuple(r.harm for r in results),
        obstacles=tuple(obstacles),
        by_round=tuple(RoundTally(n, *rounds[n]) for n in sorted(rounds)),
        turns=_sum_counts([r.turns for r in results]),
        events=_sum_counts([r.events for r in results]),
    )
