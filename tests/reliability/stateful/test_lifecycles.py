"""Stateful lifecycles (issue 23): one hypothesis state machine per bot family over the HTTP API,
prices moving between rules, restarts, and after every rule: ledger conservation per asset, no
negative balance, every acknowledged command visible, every bot equal to a fresh replay of its
inputs (``harness``). ``STATEFUL_STEPS`` rule steps per machine (30 in ``make test``, more in
``make reliability``); each machine's figures join ``Part("stateful")``."""

from __future__ import annotations

import fcntl
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.reporting import with_reporter
from hypothesis.stateful import run_state_machine_as_test

from tests.reliability.figures import Defect, Part, size
from tests.reliability.stateful.families import MACHINES
from tests.reliability.stateful.machine import Counts

STEPS_PER_EXAMPLE = 15
FIXED = {
    "Engine: a bot created after a price equal to the last one was dated by the start-up tick's wall time "
    "(two servers given the same calls made two different bots)": (
        "tests/integration/test_market_time.py::test_a_repeated_price_is_the_market_time_of_what_follows "
        "(spot grid machine: create right after the first price)",
        "e8c42f2",
    ),
    "Engine: a price that filled nothing but moved a bot's state (spot grid peak equity) was never stored, "
    "so a restart lost it": (
        "tests/integration/test_market_time.py::test_a_stop_stores_what_quiet_prices_changed "
        "(spot grid machine: create, price up 0.4 %, restart)",
        "e8c42f2",
    ),
    "Futures combo: a combo closed after a restart kept its close marks as the restored prices were "
    "written (100000, not 100000.00): its snapshot differed from a server never restarted": (
        "tests/unit/bots/fcombo/test_fcombo_snapshot.py; futures combo machine: create, restart, create, "
        "ETHUSDT +3.5 % four hours later, transfer in 750, transfer out 475, close the second combo",
        "06340bf",
    ),
}
"""Defects the machines found while they were written, each fixed with a regression test."""


@pytest.mark.parametrize("name", list(MACHINES))
def test_lifecycle(name: str) -> None:
    machine = MACHINES[name]
    machine.counts = Counts()
    steps = size("STATEFUL_STEPS", 2 * STEPS_PER_EXAMPLE)
    full = "STATEFUL_STEPS" in os.environ
    report: list[str] = []
    failure: BaseException | None = None
    with with_reporter(report.append):
        try:
            run_state_machine_as_test(
                machine,
                settings=settings(
                    max_examples=max(1, steps // STEPS_PER_EXAMPLE),
                    stateful_step_count=STEPS_PER_EXAMPLE,
                    deadline=None,
                    database=None,
                    derandomize=not full,  # make test: the same examples every run
                    suppress_health_check=list(HealthCheck),
                ),
            )
        except Exception as exc:  # recorded with its reproduction, then raised
            failure = exc
    _record(name, machine.counts, failure, report)
    if failure is not None:
        raise failure


def _record(name: str, c: Counts, failure: BaseException | None, report: list[str]) -> None:
    """Merge this machine's figures into ``Part("stateful")`` (machines may run in parallel
    processes: the part's file is rewritten under a lock)."""
    out = os.environ.get("RELIABILITY_OUT")
    if not out:
        return
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".stateful.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        raw_path = folder / "stateful.raw"
        machines: dict[str, dict[str, object]] = json.loads(raw_path.read_text()) if raw_path.exists() else {}
        machines[name] = {
            **vars(c),
            "failure": None if failure is None else f"{type(failure).__name__}: {failure}"[:2000],
            "reproduction": "\n".join(report)[-4000:],
        }
        raw_path.write_text(json.dumps(machines, indent=2))
        _part(machines).write()


def _part(machines: dict[str, dict[str, object]]) -> Part:
    part = Part("stateful", "Stateful lifecycles (hypothesis state machines over the HTTP API)")
    total = {k: sum(int(m[k]) for m in machines.values()) for k in ("examples", "steps", "acknowledged")}  # type: ignore[call-overload]
    failed = [n for n, m in machines.items() if m["failure"]]
    part.add("machines run", f"{len(machines)} of {len(MACHINES)}", "5", len(machines) == len(MACHINES))
    part.add("examples", total["examples"])
    part.add("rule steps (each followed by every invariant)", total["steps"])
    part.add("acknowledged commands checked", total["acknowledged"])
    part.add("failing machines", len(failed), "0", not failed)
    for n, m in sorted(machines.items()):
        part.add(
            f"{n}: examples / steps / acknowledged / refused / restarts / prices",
            " / ".join(
                str(m[k]) for k in ("examples", "steps", "acknowledged", "refused", "restarts", "prices")
            ),
        )
        if m["failure"]:
            part.defects.append(Defect(f"{n} machine: {m['failure']}", str(m["reproduction"]), None))
    for title, (repro, commit) in FIXED.items():
        part.defects.append(Defect(title, repro, commit))
    part.notes.append(
        "Invariants after every rule, on the primary (which restarts) and its replica (a fresh server "
        "given the same calls, never restarted): check-ledger agrees, each asset sums to zero with the "
        "faucet and the faucet issued exactly what was granted, no user or bot balance negative, the "
        "ledgers equal, every bot's state, status and event log equal to the replica's, every created "
        "bot visible and every closed one COMPLETED; each call acknowledged or refused alike on both, "
        "a refused call moves no money, an acknowledged one exactly its amount; a restart changes no bot."
    )
    part.notes.append(
        "Pause: no family has a pause call (a DCA bot pauses by itself when its balance runs out)."
    )
    return part
