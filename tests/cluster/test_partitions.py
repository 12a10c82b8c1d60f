"""Partition hashing and the spread planner (pure): pinned hash values, and properties of the plan."""

from __future__ import annotations

import subprocess
import sys
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tradingbot.cluster.partitions import Moves, fair_share, partition_of, plan_moves

Owned = dict[str, set[int]]


def test_partition_of_is_pinned() -> None:
    """These values are a contract with every stored partition: they must never change."""
    assert [partition_of(u) for u in (0, 1, 2, 42, 1000, 123456789, 2**31)] == [33, 55, 13, 8, 23, 38, 1]
    assert [partition_of(u, 7) for u in (0, 1, 2, 42, 1000, 123456789, 2**31)] == [4, 2, 0, 3, 2, 5, 3]


def test_partition_of_agrees_across_processes_with_other_hash_seeds() -> None:
    code = "from tradingbot.cluster.partitions import partition_of; print(partition_of(987654321))"
    seen = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={"PYTHONHASHSEED": seed, "PYTHONPATH": ":".join(sys.path)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        for seed in ("1", "2", "random")
    }
    assert seen == {str(partition_of(987654321))}


@given(st.integers(min_value=0, max_value=2**63), st.integers(min_value=1, max_value=1024))
def test_partition_of_is_in_range(user_id: int, count: int) -> None:
    assert 0 <= partition_of(user_id, count) < count


def test_counts_below_one_are_refused() -> None:
    with pytest.raises(ValueError):
        partition_of(1, 0)
    with pytest.raises(ValueError):
        fair_share(64, 0)


@given(st.integers(min_value=0, max_value=4096), st.integers(min_value=1, max_value=100))
def test_fair_share_is_the_ceiling(count: int, workers: int) -> None:
    share = fair_share(count, workers)
    assert share * workers >= count > (share - 1) * workers or count == 0


# ---- the planner -------------------------------------------------------------------------------


@st.composite
def cluster_states(draw: st.DrawFn) -> tuple[Owned, list[str], int]:
    """Any claims at all: live and dead workers, overlaps, gaps and out-of-range partitions."""
    count = draw(st.integers(min_value=1, max_value=40))
    names = [f"w{i}" for i in range(draw(st.integers(min_value=1, max_value=7)))]
    live = draw(st.lists(st.sampled_from(names), min_size=1, unique=True))
    owned = {w: draw(st.sets(st.integers(min_value=-2, max_value=count + 2), max_size=count)) for w in names}
    return owned, live, count


def apply(owned: Owned, live: list[str], plan: dict[str, Moves]) -> Owned:
    return {w: (set(owned.get(w, set())) - plan[w].release) | plan[w].take for w in live}


def assert_converged(final: Owned, count: int) -> None:
    everyone = [p for ps in final.values() for p in ps]
    assert sorted(everyone) == list(range(count)), "every partition exactly once"
    sizes = [len(ps) for ps in final.values()]
    assert max(sizes) - min(sizes) <= 1


@given(cluster_states())
def test_after_the_plan_every_partition_has_one_live_owner_and_the_spread_is_even(
    state: tuple[Owned, list[str], int],
) -> None:
    owned, live, count = state
    plan = plan_moves(owned, live, count)
    assert set(plan) == set(live)
    for w, moves in plan.items():
        assert moves.release <= owned.get(w, set()), "a worker only hands back what it claims"
        assert not moves.take & moves.release
    assert_converged(apply(owned, live, plan), count)


@given(cluster_states())
def test_the_plan_moves_the_fewest_partitions_possible(state: tuple[Owned, list[str], int]) -> None:
    """Brute force over every choice of which workers get the extra partition: none keeps more."""
    owned, live, count = state
    plan = plan_moves(owned, live, count)
    taken = sum(len(m.take) for m in plan.values())
    valid: dict[str, set[int]] = {}
    seen: set[int] = set()
    for w in sorted(live):
        valid[w] = {p for p in owned.get(w, set()) if 0 <= p < count and p not in seen}
        seen |= valid[w]
    base, extra = divmod(count, len(live))
    best_kept = max(
        sum(min(len(valid[w]), base + (w in lucky)) for w in live) for lucky in combinations(live, extra)
    )
    assert taken == count - best_kept


@given(
    st.integers(min_value=1, max_value=64),
    st.integers(min_value=1, max_value=8),
    st.randoms(use_true_random=False),
)
def test_a_balanced_cluster_moves_nothing(count: int, workers: int, rnd: object) -> None:
    import random

    assert isinstance(rnd, random.Random)
    partitions = list(range(count))
    rnd.shuffle(partitions)
    live = [f"w{i}" for i in range(workers)]
    sizes = [count // workers + (1 if i < count % workers else 0) for i in range(workers)]
    rnd.shuffle(sizes)
    owned: Owned = {}
    for w, size in zip(live, sizes, strict=True):
        owned[w], partitions = set(partitions[:size]), partitions[size:]
    plan = plan_moves(owned, live, count)
    assert all(not m.take and not m.release for m in plan.values())


# ---- rounds: each worker applies its own part of the plan it computes, one after the other -----


def one_round(owned: Owned, live: list[str], order: list[str], count: int) -> Owned:
    """Each worker in ``order`` plans from the current leases, hands back its releases, then takes
    what it was told if no other live worker holds it (a dead worker's lease has expired)."""
    state = {w: set(ps) for w, ps in owned.items()}
    for w in order:
        moves = plan_moves(state, live, count)[w]
        state[w] = state.get(w, set()) - moves.release
        for p in moves.take:
            if not any(p in state.get(other, set()) for other in live if other != w):
                for holder in state.values():
                    holder.discard(p)
                state[w].add(p)
    return {w: state.get(w, set()) for w in live}


@st.composite
def balanced(draw: st.DrawFn) -> tuple[Owned, int]:
    count = draw(st.integers(min_value=1, max_value=64))
    names = [f"w{i}" for i in range(draw(st.integers(min_value=1, max_value=6)))]
    plan = plan_moves({}, names, count)
    return {w: set(plan[w].take) for w in names}, count


@settings(max_examples=200)
@given(balanced(), st.data())
def test_a_dead_workers_partitions_are_all_taken_in_one_round(
    start: tuple[Owned, int], data: st.DataObject
) -> None:
    owned, count = start
    if len(owned) < 2:
        return
    dead = data.draw(st.sampled_from(sorted(owned)))
    live = [w for w in owned if w != dead]
    order = data.draw(st.permutations(live))
    assert_converged(one_round(owned, live, order, count), count)


@settings(max_examples=200)
@given(balanced(), st.data())
def test_a_joining_worker_gets_its_share_within_two_rounds(
    start: tuple[Owned, int], data: st.DataObject
) -> None:
    owned, count = start
    live = [*owned, "new"]
    state = owned
    for _ in range(2):
        state = one_round(state, live, data.draw(st.permutations(live)), count)
    assert_converged(state, count)


@settings(max_examples=300)
@given(cluster_states(), st.data())
def test_any_state_converges_within_three_rounds(
    state: tuple[Owned, list[str], int], data: st.DataObject
) -> None:
    owned, live, count = state
    current = owned
    for _ in range(3):
        current = one_round(current, live, data.draw(st.permutations(live)), count)
    assert_converged(current, count)
