"""The state of one played encounter and the GM's trouble policy.

A trial's state is mutable (it lives for one trial only); everything it hands out is
frozen. The GM spends each roll's trouble greedily on the dearest option that makes
sense (docs/rules-engine.md, "Playtest policies").
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from dmd_rules.actions import CreatedDie
from dmd_rules.character import Character
from dmd_rules.encounter import PlayableEncounter
from dmd_rules.values import Obstacle, Threat

REDUCED_HARM = 1
FULL_HARM = 2
DEFEAT_HARM = 6  # three full hits (or six reduced) put a character out of the action
RESCUED_HARM = DEFEAT_HARM - FULL_HARM  # back in play one full hit from defeat
MAX_THREAT_RATING = 12
DISASTER_OR = 3  # the "new, major threat" a hero is locked in battle with: Disaster 3


@dataclass
class Member:
    """One character during a trial."""

    character: Character
    harm: int = 0
    defeated: bool = False
    removed: bool = False  # a rescue failed: out of play for good
    engaged: str | None = None
    locked: str | None = None  # Trouble 6: fights only this until it is defeated
    bonus: dict[str, int] = field(default_factory=dict)
    created: list[CreatedDie] = field(default_factory=list)
    tried: set[tuple[str, str]] = field(default_factory=set)

    @property
    def up(self) -> bool:
        """In the action (not defeated, not removed)."""
        return not self.defeated and not self.removed

    def situation_changes(self) -> None:
        """The character moved or was swept away: created dice are obsolete."""
        self.created.clear()


@dataclass
class Scene:
    """Obstacles (with which still stand), situation threats, and the tallies of a trial."""

    obstacles: list[Obstacle]
    active: list[bool]
    threats: list[Threat]
    members: list[Member] = field(default_factory=list)
    rescue_of: dict[str, int] = field(default_factory=dict)  # rescue obstacle → member
    spent: Counter[str] = field(default_factory=Counter)
    unspent: int = 0
    reduced_hits: int = 0
    full_hits: int = 0
    defeats: int = 0
    added_obstacles: int = 0

    def index(self, obstacle_id: str) -> int:
        """Position of the obstacle called ``obstacle_id``."""
        return next(i for i, o in enumerate(self.obstacles) if o.id == obstacle_id)

    def standing(self, obstacle_id: str | None) -> Obstacle | None:
        """The obstacle if it still stands."""
        if obstacle_id is None:
            return None
        i = self.index(obstacle_id)
        return self.obstacles[i] if self.active[i] else None

    def standing_threat(self) -> int:
        """The tension on the table: ratings of every threat still standing."""
        on_obstacles = sum(
            t.rating
            for o, up in zip(self.obstacles, self.active, strict=True)
            if up
            for t in o.threats
        )
        return on_obstacles + sum(t.rating for t in self.threats)

    def follow_on(self, obstacle_id: str) -> list[int]:
        """Positions of the obstacles that wait for ``obstacle_id`` to fall (``after``)."""
        return [
            i for i, o in enumerate(self.obstacles) if o.after == obstacle_id and not self.active[i]
        ]

    def add_obstacle(self, obstacle: Obstacle) -> None:
        """A new obstacle enters the scene."""
        self.obstacles.append(obstacle)
        self.active.append(True)
        self.added_obstacles += 1


FOES_PREFIX = "Additional foes ("


def waits_for_leader(obstacle: Obstacle, encounter: PlayableEncounter) -> bool:
    """An obstacle ``after`` another of the encounter enters only when that one falls.

    The converter lists the rest of a group as the obstacle after its leader: "Obstacles must
    be avoided or eliminated", and the foes still stand once the leader is gone. Changing the
    situation so that the leader's "Additional foes" threat no longer exists (holding a door
    so they cannot gang up) keeps them out of the leader's fight; it does not eliminate them
    (docs/rules-engine.md, "Fights go on after the leader falls").
    """
    return obstacle.after is not None and any(o.id == obstacle.after for o in encounter.obstacles)


def rest_of_group(obstacle: Obstacle, taken: int) -> tuple[Obstacle, ...]:
    """The group rule: when the leader falls, the foes with it go on as the next obstacle.

    For an encounter file that does not list the rest (no obstacle ``after`` the leader).
    The converter writes each kind of extra foe as a threat "Additional foes (KIND)" rated
    by their number (> "Each additional foe … counts as a threat (they do not add to the
    obstacle rating)"). Once the leader is gone they are the fight: one obstacle per kind,
    rated by their number (at most the leader's OR), with no threats of their own.
    ``taken`` numbers the new ids.
    """
    out: list[Obstacle] = []
    for threat in obstacle.threats:
        if threat.name.startswith(FOES_PREFIX) and threat.name.endswith(")"):
            kind = threat.name[len(FOES_PREFIX) : -1]
            out.append(
                Obstacle(
                    id=f"{obstacle.id}-rest-{taken + len(out) + 1}",
                    name=f"{kind} (the rest)",
                    rating=max(1, min(obstacle.rating, threat.rating)),
                    kind=obstacle.kind,
                )
            )
    return tuple(out)


def harm(scene: Scene, member: Member, amount: int, source: Obstacle) -> None:
    """A reduced (1) or full (2) hit; six harm defeats."""
    member.harm += amount
    if amount == FULL_HARM:
        scene.full_hits += 1
    else:
        scene.reduced_hits += 1
    if member.harm >= DEFEAT_HARM and member.up:
        defeat(scene, member, source)


def defeat(scene: Scene, member: Member, source: Obstacle) -> None:
    """Out of the action; while allies are up, they may try to bring the character back.

    The rescue is an obstacle one OR below the one that defeated them (at least 1).
    """
    member.defeated = True
    member.engaged = member.locked = None
    member.situation_changes()
    scene.defeats += 1
    if any(m.up for m in scene.members):
        rescue = Obstacle(
            id=f"rescue-{scene.added_obstacles + 1}",
            name=f"Rescue {member.character.name}",
            rating=max(1, source.rating - 1),
            kind=source.kind,
        )
        scene.add_obstacle(rescue)
        scene.rescue_of[rescue.id] = scene.members.index(member)


def _escalate(scene: Scene, target: int) -> bool:
    obstacle = scene.obstacles[target]
    if obstacle.threats:
        threats = list(obstacle.threats)
        best = max(range(len(threats)), key=lambda i: threats[i].rating)
        if threats[best].rating < MAX_THREAT_RATING:
            threats[best] = replace(threats[best], rating=threats[best].rating + 1)
            scene.obstacles[target] = replace(obstacle, threats=tuple(threats))
            return True
    if scene.threats:
        best = max(range(len(scene.threats)), key=lambda i: scene.threats[i].rating)
        if scene.threats[best].rating < MAX_THREAT_RATING:
            scene.threats[best] = replace(
                scene.threats[best], rating=scene.threats[best].rating + 1
            )
            return True
    return False


def _add_threat(scene: Scene, target: int, name: str, rating: int) -> None:
    obstacle = scene.obstacles[target]
    # Numbered, so that citing a die against one fallout threat cancels only that one.
    numbered = f"{name} {sum(t.name.startswith(name) for t in obstacle.threats) + 1}"
    scene.obstacles[target] = replace(
        obstacle, threats=(*obstacle.threats, Threat(numbered, rating))
    )


def _disaster(scene: Scene, member: Member, obstacle: Obstacle) -> None:
    """Trouble 6: the hero takes a full hit, then is locked in battle with a new major threat."""
    harm(scene, member, FULL_HARM, obstacle)
    if not member.up:
        return
    locked = Obstacle(
        id=f"{obstacle.id}-disaster-{scene.added_obstacles + 1}",
        name=f"Disaster from {obstacle.name}",
        rating=max(DISASTER_OR, obstacle.rating - 1),
        kind=obstacle.kind,
        threats=(Threat("Disaster", DISASTER_OR),),
    )
    scene.add_obstacle(locked)
    member.situation_changes()
    member.locked = member.engaged = locked.id


def _choice(scene: Scene, member: Member, target: int, left: int) -> tuple[str, int] | None:
    obstacle = scene.obstacles[target]
    up = sum(m.up for m in scene.members) or 1
    if left >= 8 and member.up:
        harm(scene, member, FULL_HARM, obstacle)
        if member.up:
            defeat(scene, member, obstacle)
        return "Character defeated", 8
    if left >= 6 and member.up:
        _disaster(scene, member, obstacle)
        return "Total disaster", 6
    if left >= 5 and member.up:
        harm(scene, member, FULL_HARM, obstacle)
        return "Full hit", 5
    if left >= 4 and sum(scene.active) < up:
        scene.add_obstacle(
            Obstacle(
                id=f"{obstacle.id}-new-{scene.added_obstacles + 1}",
                name=f"{obstacle.name} (new)",
                rating=max(1, obstacle.rating - 1),
                kind=obstacle.kind,
            )
        )
        return "New obstacle", 4
    if left >= 3 and member.up:
        harm(scene, member, REDUCED_HARM, obstacle)
        return "Reduced hit", 3
    if left >= 2:
        _add_threat(scene, target, "Fallout", 1)
        return "New threat", 2
    if _escalate(scene, target):
        return "Escalate a threat", 1
    return None


def spend_trouble(scene: Scene, member: Member, target: int, trouble: int) -> None:
    """The GM policy: buy the dearest affordable option, repeat until nothing fits."""
    left = trouble
    while left > 0:
        bought = _choice(scene, member, target, left)
        if bought is None:
            scene.unspent += left
            return
        name, cost = bought
        scene.spent[name] += 1
        left -= cost
