"""Which partition a user belongs to, and how partitions spread over workers. Pure: no I/O.

``partition_of`` must give the same answer in every process of every version, forever (a user
whose partition changed would have state in two places), so it is CRC-32 (IEEE 802.3, as
``zlib.crc32`` computes it) of the user id's decimal text, modulo the partition count. Never
Python's ``hash()``: it is salted per process for text and is not a promise across versions.

``plan_moves`` is deterministic, so workers that read the same leases compute the same plan and
do not fight over partitions.
"""

from __future__ import annotations

import zlib
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from itertools import islice

DEFAULT_PARTITIONS = 64


def partition_of(user_id: int, count: int = DEFAULT_PARTITIONS) -> int:
    """The partition of ``user_id``: ``crc32(str(user_id)) % count``."""
    if count < 1:
        raise ValueError(f"partition count must be at least 1, not {count}")
    return zlib.crc32(str(user_id).encode("ascii")) % count


def fair_share(count: int, workers: int) -> int:
    """The most partitions one of ``workers`` holds when ``count`` are spread evenly (the ceiling)."""
    if workers < 1:
        raise ValueError(f"at least one worker is needed, not {workers}")
    return -(-count // workers)


@dataclass(frozen=True)
class Moves:
    """What one worker should do: take these partitions (once free) and hand back those."""

    take: frozenset[int]
    release: frozenset[int]


def plan_moves(
    owned: Mapping[str, Collection[int]], live_workers: Collection[str], count: int
) -> dict[str, Moves]:
    """For each live worker, the partitions to take and to release so that every partition of
    ``range(count)`` has exactly one live owner, counts differ by at most one, and as few
    partitions as possible change hands.

    ``owned`` may name dead workers (their partitions go to live ones) and may be inconsistent
    (a partition claimed twice or out of range: the extra claims are released). A worker keeps
    its lowest-numbered partitions; the free ones are dealt in ascending order to the workers
    below target, in worker order.

    Target sizes: ``count // n`` each, and one more for ``count % n`` workers: first those
    already holding more than ``count // n`` (so nothing moves needlessly), then the others,
    each group in worker order. The choice survives the moves themselves (a worker handing back
    down to its target, or taking up to it, keeps its rank), so workers that each apply their
    own part of the plan they read agree: a dead worker's partitions are all taken in one round.
    """
    live = sorted(set(live_workers))
    if not live:
        return {}
    claims: dict[str, list[int]] = {w: [] for w in live}
    release: dict[str, set[int]] = {w: set() for w in live}
    claimed: set[int] = set()
    for worker in live:
        for partition in sorted(owned.get(worker, ())):
            if 0 <= partition < count and partition not in claimed:
                claimed.add(partition)
                claims[worker].append(partition)
            else:
                release[worker].add(partition)
    target = _targets({w: len(claims[w]) for w in live}, live, count)
    kept: set[int] = set()
    for worker in live:
        release[worker].update(claims[worker][target[worker] :])
        kept.update(claims[worker][: target[worker]])
    free = iter(p for p in range(count) if p not in kept)
    moves: dict[str, Moves] = {}
    for worker in live:
        need = max(0, target[worker] - len(claims[worker]))
        take = frozenset(islice(free, need))
        moves[worker] = Moves(take, frozenset(release[worker] - take))
    return moves


def _targets(held: Mapping[str, int], live: list[str], count: int) -> dict[str, int]:
    base, extra = divmod(count, len(live))
    above = [w for w in live if held[w] > base]
    others = [w for w in live if held[w] <= base]
    lucky = set((above + others)[:extra])
    return {w: base + (1 if w in lucky else 0) for w in live}
