"""Exact odds of a character's first roll against every obstacle of an encounter.

The choices are the playtest policy's (``rules.policy``); each obstacle shows the odds with
its weakness and strength flags as the assets carry them, and the plain odds beside them.
"""

from __future__ import annotations

from typing import Any

from dmd_rules.character import Character
from dmd_rules.dmd import TROUBLE_MENU, BuiltPool, PoolRequest, build_pool
from dmd_rules.encounter import PlayableEncounter
from dmd_rules.odds import JointDistribution, built_to_joint, pool_to_joint
from dmd_rules.render import joint_lines, percent
from dmd_rules.values import Obstacle


def _row(
    obstacle: Obstacle,
    built: BuiltPool,
    request: PoolRequest,
    joint: JointDistribution,
    plain: JointDistribution,
) -> dict[str, Any]:
    return {
        "obstacle": obstacle.id,
        "rating": obstacle.rating,
        "pool": str(built.pool),
        "weakness": built.weakness,
        "strength": built.strength,
        "exploits": list(request.exploits),
        "p_success": str(joint.p_hits_ge(obstacle.rating)),
        "p_success_plain": str(plain.p_hits_ge(obstacle.rating)),
        "expected_hits": str(joint.expected_hits),
        "expected_trouble": str(joint.expected_trouble),
        "p_trouble_ge": {str(o.cost): str(joint.p_trouble_ge(o.cost)) for o in TROUBLE_MENU},
        "p_trouble": {str(t): str(joint.p_trouble_eq(t)) for t in range(len(joint.trouble_counts))},
    }


def _flag_line(
    obstacle: Obstacle,
    built: BuiltPool,
    request: PoolRequest,
    joint: JointDistribution,
    plain: JointDistribution,
) -> list[str]:
    if not (built.weakness or built.strength):
        return []
    flags = "; ".join(
        text
        for on, text in (
            (built.weakness, f"Hit Plus doubled for {', '.join(request.exploits)}"),
            (built.strength, f"Trouble Plus doubled ({request.strength})"),
        )
        if on
    )
    return [
        f"  flagged ({flags}) vs plain: P(success) "
        f"{percent(joint.p_hits_ge(obstacle.rating))} vs "
        f"{percent(plain.p_hits_ge(obstacle.rating))}"
    ]


def encounter_odds(
    pc: Character, scene: PlayableEncounter, danger: int
) -> tuple[list[dict[str, Any]], list[str]]:
    """JSON rows and text lines: the policy's pool against each obstacle, flagged and plain."""
    from dmd_rules.policy import policy_request

    rows = []
    lines = [f"{pc.name} vs {scene.name} (playtest policy choices, {danger} danger dice)"]
    for obstacle in scene.obstacles:
        request = policy_request(pc, obstacle, scene.threats, danger=danger)
        built = build_pool(pc, obstacle, scene.threats, request)
        joint = built_to_joint(built)
        plain = pool_to_joint(built.pool)
        rows.append(_row(obstacle, built, request, joint, plain))
        lines.append(f"{obstacle.name} [{obstacle.id}] OR {obstacle.rating}: pool {built.pool}")
        lines += joint_lines(joint, obstacle.rating)
        lines += _flag_line(obstacle, built, request, joint, plain)
    return rows, lines
