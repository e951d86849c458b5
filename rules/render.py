"""Plain-text reports of the rules engine's results (the commands print these)."""

from __future__ import annotations

from fractions import Fraction

from dmd_rules.actions import action_rule
from dmd_rules.danger_world import DangerRoll
from dmd_rules.dice import pool_to_spec
from dmd_rules.dmd import (
    TROUBLE_MENU,
    BuiltPool,
    PoolRequest,
    Resolution,
    trouble_to_menu,
)
from dmd_rules.odds import JointDistribution
from dmd_rules.relics import RelicsPool, RelicsRoll
from dmd_rules.values import Obstacle

ADDRESS_ACTIONS = ("move-and-address", "shift-and-address")
MENU_COSTS = tuple(o.cost for o in TROUBLE_MENU)


def percent(value: Fraction | float) -> str:
    """``0.4267`` → ``42.7%``."""
    return f"{float(value) * 100:.1f}%"


def flags_text(built: BuiltPool, request: PoolRequest) -> str:
    """One line saying which dice count Hit Plus and Trouble Plus double."""
    if built.weakness:
        weak = (
            f"weakness {request.weakness}: each Hit Plus of {', '.join(request.exploits)} is 2 hits"
        )
    elif request.weakness is not None:
        weak = f"weakness {request.weakness}: no asset rolled exploits it, Hit Plus is 1 hit"
    else:
        weak = "no weakness: Hit Plus is 1 hit"
    if not built.strength:
        strong = "no strength: Trouble Plus is 1 trouble"
    elif request.strength_against:
        strong = (
            f"strength {request.strength}: each Trouble Plus of "
            f"{', '.join(request.strength_against)} is 2 trouble"
        )
    else:
        strong = f"strength {request.strength}: each Trouble Plus is 2 trouble"
    relief = "; move-carefully: 1 trouble less" if built.trouble_relief else ""
    return f"{weak}; {strong}{relief}"


def pool_lines(built: BuiltPool) -> list[str]:
    """The pool, one die a line, each with why it is there."""
    lines = [f"Pool ({len(built.dice)} dice: {pool_to_spec(built.pool)}):"]
    lines += [f"  d{d.size:<3} {d.reason}" for d in built.dice]
    lines += [f"  (no die) {note}" for note in built.notes]
    return lines


def menu_lines(trouble: int) -> list[str]:
    """The GM's trouble menu for ``trouble`` points."""
    if trouble == 0:
        return ["Trouble menu: no trouble to spend."]
    lines = [f"Trouble menu ({trouble} to spend on any combination):"]
    for option, times in trouble_to_menu(trouble):
        lines.append(f"  {option.cost}  {option.name:<19} up to x{times}  {option.effect}")
    return lines


def resolution_text(
    obstacle: Obstacle,
    character_name: str,
    request: PoolRequest,
    built: BuiltPool,
    resolution: Resolution,
    seed: int,
    act: str | None = None,
) -> str:
    """The full report of ``dmd resolve``."""
    lines = [
        f"{character_name} vs {obstacle.name} [{obstacle.id}] (OR {built.rating}), "
        f"action {request.action}{' (engaged)' if request.engaged else ''}, seed {seed}",
        flags_text(built, request),
        *pool_lines(built),
        "Roll:",
    ]
    for r in resolution.rolled:
        score = f"+{r.hits} hit" if r.hits else (f"+{r.trouble} trouble" if r.trouble else "")
        lines.append(
            f"  d{r.die.size:<3} {r.face:>2}  {r.reading.value:<12} {score:<11} {r.die.reason}"
        )
    verdict = verdict_text(obstacle, character_name, request, resolution, act)
    lines.append(
        f"Outcome: {resolution.hits} hits vs OR {resolution.rating}: {verdict}. "
        f"Trouble: {resolution.trouble}."
    )
    lines += menu_lines(resolution.trouble)
    return "\n".join(lines) + "\n"


def verdict_text(
    obstacle: Obstacle,
    name: str,
    request: PoolRequest,
    resolution: Resolution,
    act: str | None = None,
) -> str:
    """What the roll means for this action (docs/rules-engine.md, "Actions")."""
    action = request.action
    if not resolution.success:
        if action in ADDRESS_ACTIONS:
            return f"{obstacle.name} stands; {resolution.bonus_d8} bonus d8 banked against {obstacle.id}"
        if action == "move-carefully":
            return (
                f"{name} does not get past {obstacle.name}, but keeps their distance (not engaged)"
            )
        return f"the {action} action fails; {name} is engaged with {obstacle.name}"
    if action == "disengage":
        return f"{name} disengages from {obstacle.name}"
    if action in ADDRESS_ACTIONS:
        return f"{obstacle.name} is eliminated"
    if action == "move-and-act" and act is not None:
        return ACT_VERDICTS[act].format(name=name, target=obstacle.name)
    if action == "rest":
        return f"{name} {action_rule(action).on_success}"
    return f"the {action} action succeeds: {name} {action_rule(action).on_success}"


ACT_VERDICTS = {
    "avoid": "{name} now holds a created die ({target}): that threat adds no dice to "
    "their rolls here until the situation changes",
    "remove": "the situation changed ({target}): that threat no longer exists",
    "help": "{name}'s created die passes to the ally ({target})",
}


def joint_lines(joint: JointDistribution, rating: int | None = None) -> list[str]:
    """Odds of a bare pool: P(hits ≥ k), expectations, P(trouble ≥ menu cost)."""
    lines = []
    if rating is not None:
        lines.append(
            f"  P(success, hits >= {rating}) = {joint.p_hits_ge(rating)} ({percent(joint.p_hits_ge(rating))})"
        )
    lines.append(
        f"  expected hits {joint.expected_hits} (~{float(joint.expected_hits):.3f}), "
        f"expected trouble {joint.expected_trouble} (~{float(joint.expected_trouble):.3f})"
    )
    hits = "  ".join(f">={k}: {percent(joint.p_hits_ge(k))}" for k in range(1, 13))
    trouble = "  ".join(f">={k}: {percent(joint.p_trouble_ge(k))}" for k in MENU_COSTS)
    lines.append(f"  hits     {hits}")
    lines.append(f"  trouble  {trouble}")
    return lines


def danger_roll_text(roll: DangerRoll, seed: int) -> str:
    """One Danger World roll."""
    o = roll.outcome
    lines = [f"Danger World roll, seed {seed}", f"  dice     {' '.join(map(str, roll.base))}"]
    if roll.bonus:
        lines.append(f"  bonus    {' '.join(map(str, roll.bonus))} (player keeps successes)")
    if roll.penalty:
        lines.append(f"  penalty  {' '.join(map(str, roll.penalty))} (GM keeps failures)")
    for kind, old, new in roll.rerolled:
        lines.append(f"  re-roll  {kind} die {old} -> {new}")
    lines.append(
        f"  degree {o.degree:+d}, advantage {o.advantage:+d}{', chit earned' if o.chit else ''}"
    )
    return "\n".join(lines) + "\n"


def relics_roll_text(pool: RelicsPool, roll: RelicsRoll, seed: int) -> str:
    """One Relics of the Moon roll."""
    dice = " ".join(
        f"{f}{m:+d}={r}" if m else str(f)
        for f, m, r in zip(roll.faces, pool.modifiers, roll.results, strict=True)
    )
    lines = [f"Relics of the Moon roll ({pool.size} dice), seed {seed}", f"  dice  {dice}"]
    if pool.dropped:
        lines.append(f"  {pool.dropped} dice dropped by the cap of 3 per PC")
    lines.append(f"  successes {roll.successes}{'  DISASTER' if roll.disaster else ''}")
    return "\n".join(lines) + "\n"
