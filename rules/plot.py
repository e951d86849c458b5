"""The playtest as a small chart: the tension curve by round, and how often each obstacle falls.

``.svg`` is written by hand (no dependency); ``.png`` needs matplotlib (``pip install
'dmd-converter[plot]'``), imported only here and only when asked for.
"""

from __future__ import annotations

import importlib
from collections import Counter
from fractions import Fraction
from pathlib import Path
from xml.sax.saxutils import escape

from dmd_rules.errors import UsageError
from dmd_rules.render_playtest import shown_rounds
from dmd_rules.report import PlaytestReport

WIDTH, HEIGHT = 720, 440
SPREAD_TOP, SPREAD_H = 310, 100
LEFT, TOP, PLOT_W, PLOT_H = 50, 40, 380, 200
BAR_LEFT = 480


def _curve_points(values: list[float], top: float) -> str:
    step = PLOT_W / max(1, len(values) - 1)
    return " ".join(
        f"{LEFT + i * step:.1f},{TOP + PLOT_H - v / top * PLOT_H:.1f}" for i, v in enumerate(values)
    )


def report_to_svg(report: PlaytestReport, title: str) -> str:
    """An SVG: left, threat d4s per pool and trouble per roll by round; right, % cleared."""
    rounds = shown_rounds(report)
    dice = [float(t.threat_dice_per_roll) for t in rounds]
    trouble = [t.trouble / t.rolls if t.rolls else 0.0 for t in rounds]
    standing = [float(t.standing_per_trial) for t in rounds]
    top = max(dice + trouble + standing + [1.0])
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'font-family="sans-serif" font-size="12">',
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        f'<text x="{LEFT}" y="20" font-size="14">{escape(title)}: '
        f"{report.successes}/{report.trials} cleared</text>",
        f'<line x1="{LEFT}" y1="{TOP + PLOT_H}" x2="{LEFT + PLOT_W}" y2="{TOP + PLOT_H}" stroke="black"/>',
        f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + PLOT_H}" stroke="black"/>',
        f'<text x="{LEFT}" y="{TOP + PLOT_H + 30}">round 1 … {len(rounds)}</text>',
        f'<text x="8" y="{TOP + 10}">{top:.1f}</text><text x="20" y="{TOP + PLOT_H}">0</text>',
    ]
    for values, colour, label, dy in (
        (dice, "crimson", "threat d4s per pool", 0),
        (trouble, "darkorange", "trouble per roll", 16),
        (standing, "steelblue", "threat ratings standing", 32),
    ):
        if values:
            parts.append(
                f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{_curve_points(values, top)}"/>'
            )
        parts.append(f'<text x="{LEFT + 10}" y="{TOP + 14 + dy}" fill="{colour}">{label}</text>')
    parts.append(f'<text x="{BAR_LEFT}" y="{TOP - 6}">cleared</text>')
    for i, o in enumerate(report.obstacles[:8]):
        share = Fraction(o.cleared, report.trials)
        y = TOP + i * 24
        parts.append(
            f'<rect x="{BAR_LEFT}" y="{y}" width="{float(share) * 120:.1f}" height="16" fill="seagreen"/>'
        )
        parts.append(
            f'<text x="{BAR_LEFT + 126}" y="{y + 12}">{float(share) * 100:.0f}% {escape(o.name)} (OR {o.rating})</text>'
        )
    parts += _spread_svg(report)
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _spread_svg(report: PlaytestReport) -> list[str]:
    """Bars: how many trials lasted each number of rounds."""
    spread = Counter(report.rounds)
    top = max(spread.values(), default=1)
    rounds = sorted(spread)
    width = PLOT_W / max(1, len(rounds))
    parts = [f'<text x="{LEFT}" y="{SPREAD_TOP - 8}">rounds a trial lasted (trials)</text>']
    for i, r in enumerate(rounds):
        h = spread[r] / top * SPREAD_H
        x = LEFT + i * width
        y = SPREAD_TOP + SPREAD_H - h
        parts.append(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{width * 0.8:.1f}" height="{h:.1f}" '
            'fill="slategray"/>'
        )
        parts.append(f'<text x="{x:.1f}" y="{SPREAD_TOP + SPREAD_H + 14}">{r}</text>')
    return parts


def _png(report: PlaytestReport, title: str, path: Path) -> None:
    try:
        matplotlib = importlib.import_module("matplotlib")
    except ModuleNotFoundError as exc:
        raise UsageError(
            f"--plot {path}: a .png needs matplotlib (pip install matplotlib); .svg needs nothing"
        ) from exc
    matplotlib.use("Agg")
    plt = importlib.import_module("matplotlib.pyplot")
    rounds = shown_rounds(report)
    fig, (left, middle, right) = plt.subplots(1, 3, figsize=(12, 3.5))
    xs = [t.round for t in rounds]
    left.plot(xs, [float(t.threat_dice_per_roll) for t in rounds], label="threat d4s per pool")
    left.plot(xs, [t.trouble / t.rolls if t.rolls else 0 for t in rounds], label="trouble per roll")
    left.plot(xs, [float(t.standing_per_trial) for t in rounds], label="threat ratings standing")
    left.set_xticks(xs)
    left.set_ylim(bottom=0)
    left.set_xlabel("round")
    left.legend()
    spread = Counter(report.rounds)
    middle.bar(sorted(spread), [spread[r] for r in sorted(spread)])
    middle.set_xlabel("rounds a trial lasted")
    middle.set_ylabel("trials")
    names = [o.name for o in report.obstacles]
    right.barh(names, [100 * o.cleared / report.trials for o in report.obstacles])
    right.set_xlabel("% of trials cleared")
    fig.suptitle(f"{title}: {report.successes}/{report.trials} cleared")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def write_plot(report: PlaytestReport, title: str, path: Path) -> None:
    """Write the chart as ``.svg`` (always available) or ``.png`` (with matplotlib)."""
    suffix = path.suffix.casefold()
    if suffix == ".svg":
        path.write_text(report_to_svg(report, title), encoding="utf-8")
    elif suffix == ".png":
        _png(report, title, path)
    else:
        raise UsageError(f"--plot {path}: write a .svg or a .png")
