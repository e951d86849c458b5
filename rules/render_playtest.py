"""The playtest report a GM reads at a glance: a compact table, and the same as JSON."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from dmd_rules.dmd import TROUBLE_MENU
from dmd_rules.report import PlaytestReport, RoundTally

BARS = "▁▂▃▄▅▆▇█"
MAX_ROUNDS_SHOWN = 12
COSTS = {o.name: o.cost for o in TROUBLE_MENU}
QUIET_EVENTS = ("rescued", "removed")  # already on the defeats line


def percent(value: Fraction | float) -> str:
    """``0.4267`` → ``42.7%``."""
    return f"{float(value) * 100:.1f}%"


def quantile(values: Sequence[int], q: Fraction) -> int:
    """The value below which a share ``q`` of the sorted values fall (nearest rank)."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q.numerator // q.denominator))
    return ordered[min(len(ordered), int(rank)) - 1]


def shown_rounds(report: PlaytestReport) -> tuple[RoundTally, ...]:
    """The rounds worth a column: the first twelve that at least 1% of trials reached."""
    first = report.by_round[0].trials if report.by_round else 0
    return tuple(t for t in report.by_round if t.trials * 100 >= first)[:MAX_ROUNDS_SHOWN]


def sparkline(values: Sequence[float]) -> str:
    """``[1, 2, 4]`` → ``▁▄█``: the shape of the curve in one line."""
    top = max(values, default=0) or 1
    return "".join(BARS[min(len(BARS) - 1, int(v / top * (len(BARS) - 1)))] for v in values)


def _obstacle_lines(report: PlaytestReport) -> list[str]:
    width = max([len(f"{o.name} [{o.id}]") for o in report.obstacles] + [8])
    lines = [f"  {'obstacle':<{width}}  OR  cleared  mean round"]
    for o in report.obstacles:
        mean = o.mean_round()
        lines.append(
            f"  {f'{o.name} [{o.id}]':<{width}}  {o.rating:>2}  "
            f"{percent(Fraction(o.cleared, report.trials)):>7}  "
            f"{'-' if mean is None else f'{float(mean):.1f}':>10}"
        )
    return lines


def _tension_lines(report: PlaytestReport) -> list[str]:
    rounds = shown_rounds(report)
    if not rounds:
        return []
    dice = [float(t.threat_dice_per_roll) for t in rounds]
    trouble = [t.trouble / t.rolls if t.rolls else 0.0 for t in rounds]
    standing = [float(t.standing_per_trial) for t in rounds]
    return [
        "  tension by round (threat d4s in an average pool; trouble per roll; threat ratings "
        "standing; trials still playing)",
        "    round    " + "".join(f"{t.round:>6}" for t in rounds),
        "    d4s      " + "".join(f"{v:>6.1f}" for v in dice) + f"   {sparkline(dice)}",
        "    trouble  " + "".join(f"{v:>6.1f}" for v in trouble) + f"   {sparkline(trouble)}",
        "    threats  " + "".join(f"{v:>6.1f}" for v in standing) + f"   {sparkline(standing)}",
        "    playing  " + "".join(f"{t.trials:>6}" for t in rounds),
    ]


def _per_trial_list(
    report: PlaytestReport, items: tuple[tuple[str, int], ...], skip: tuple[str, ...] = ()
) -> str:
    shown = [f"{name} {report.per_trial(n):.2f}" for name, n in items if name not in skip]
    return ", ".join(shown) or "none"


def playtest_text(report: PlaytestReport, encounter_name: str, seed: int) -> str:
    """The summary ``dmd playtest`` prints: outcome, rounds, harm, obstacles, trouble, tension."""
    per = report.per_trial
    rounds = report.rounds
    events = dict(report.events)
    spent = sorted(report.spent, key=lambda item: -COSTS.get(item[0], 0))
    lines = [
        f"Playtest of {encounter_name}: {report.trials} trials, seed {seed}",
        f"  success rate   {report.successes}/{report.trials} ({percent(report.success_rate)}); "
        f"party wiped {report.wiped}, stalled {report.stalled}",
        f"  rounds         p10 {quantile(rounds, Fraction(1, 10))}, median "
        f"{quantile(rounds, Fraction(1, 2))}, p90 {quantile(rounds, Fraction(9, 10))}, "
        f"max {max(rounds)} (mean {per(sum(rounds)):.2f})",
        f"  harm taken     {per(sum(report.harm)):.2f} per trial: {per(report.full_hits):.2f} full, "
        f"{per(report.reduced_hits):.2f} reduced hits; worst trial {max(report.harm, default=0)}",
        f"  defeats        {per(report.defeats):.2f} per trial; rescued "
        f"{per(events.get('rescued', 0)):.2f}, removed from play {per(events.get('removed', 0)):.2f}",
        f"  rolls          {per(report.rolls):.2f} per trial; trouble {per(report.trouble):.2f} "
        "generated per trial",
        *_obstacle_lines(report),
        "  trouble spent  (times per trial)" + ("" if spent else ": none"),
        *[f"    {COSTS.get(name, 0)}  {name:<19} {per(n):6.2f}" for name, n in spent],
        f"  turns          {_per_trial_list(report, report.turns)}",
        f"  events         {_per_trial_list(report, report.events, QUIET_EVENTS)}",
        *_tension_lines(report),
    ]
    return "\n".join(lines) + "\n"


def playtest_json(report: PlaytestReport, encounter_name: str, seed: int) -> dict[str, Any]:
    """The same report for scripts (shares as exact fractions, means as floats)."""
    per = report.per_trial
    return {
        "encounter": encounter_name,
        "trials": report.trials,
        "seed": seed,
        "successes": report.successes,
        "success_rate": str(report.success_rate),
        "stalled": report.stalled,
        "wiped": report.wiped,
        "mean_rounds": per(sum(report.rounds)),
        "rounds": {str(q): quantile(report.rounds, Fraction(q, 100)) for q in (10, 50, 90, 100)},
        "trouble_per_trial": per(report.trouble),
        "trouble_spent": dict(report.spent),
        "full_hits_per_trial": per(report.full_hits),
        "reduced_hits_per_trial": per(report.reduced_hits),
        "harm_per_trial": per(sum(report.harm)),
        "defeats_per_trial": per(report.defeats),
        "events": dict(report.events),
        "turns": dict(report.turns),
        "obstacles": [
            {
                "id": o.id,
                "name": o.name,
                "rating": o.rating,
                "cleared": str(Fraction(o.cleared, report.trials)),
                "mean_round": None if o.mean_round() is None else str(o.mean_round()),
            }
            for o in report.obstacles
        ],
        "by_round": [
            {
                "round": t.round,
                "rolls": t.rolls,
                "trials": t.trials,
                "threat_dice_per_roll": str(t.threat_dice_per_roll),
                "threats_standing_per_trial": str(t.standing_per_trial),
                "trouble": t.trouble,
            }
            for t in report.by_round
        ],
    }
