"""The fuzz figures, merged across pytest-xdist workers into one ``Part("fuzz")``.

Each worker adds what it saw to ``$RELIABILITY_OUT/fuzz.state`` under a file lock and rewrites
``fuzz.json`` from the sum; without ``RELIABILITY_OUT`` nothing is written (the tests still fail on
any 5xx, answer outside the envelope or schema violation)."""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.reliability.figures import Defect, Part

MAX_DEFECTS = 50
FIXED = (
    Defect(
        "a futures grid create or validate with cell_number 2**64 built its levels one by one on the "
        "event loop before the 2..400 bound (the server stalled, memory grew ~40 MB/s); spot grid alike",
        'POST /contract/v5/fgridbot/fgrid-bot-create {..., "cell_number": 18446744073709551616} '
        "(tests/integration/test_no_stall.py)",
        "f58df5c",
    ),
    Defect(
        "a martingale create/get-limit with add_position_num 10**7 built a ladder of 10**7 rungs on the "
        "event loop before the 1..10 bound",
        'POST /contract/v5/private/fmartingalebot/create-fmart-bot {..., "add_position_num": 10000000}',
        "d2a6a0f",
    ),
    Defect(
        "5xx on every bot read or write given a bot id beyond the database's integer (2**64, "
        '"18446744073709551616"): the id reached the query',
        'POST /s1/bot/grid/v1/query-grid-detail {"grid_id": 18446744073709551616}',
        "f58df5c",
    ),
    Defect(
        "a combo of 15,000 legs (under 1 MiB) compared each leg with all before it",
        "POST /contract/v5/private/fcombobot/create-bot with 15,000 symbol_settings",
        "c837515",
    ),
    Defect(
        "a JSON body nested 100,000 levels deep raised RecursionError on the hot reads (5xx)",
        'POST /s1/bot/grid/v1/query-grid-detail {"grid_id": [[[...100000...]]]}',
        "d960515",
    ),
    Defect(
        "5xx: integers sent as text were checked with str.isdigit() (true for '²' and '٣') or after "
        "lstrip('-') (true for '--5'), then int() raised: pnl-history start/end, kline limit/end_ts "
        "(5,000 digits too), bot ids and every family's integer fields",
        'POST /s1/bot/tradingbot/v1/pnl-history {"bot_id": "1", "start": "²"}; '
        'GET /s1/bot/market/v1/kline?symbol=BTCUSDT&end_ts=²; POST .../query-grid-detail {"grid_id": "--5"}',
        "b7e252d",
    ),
    Defect(
        "5xx: a martingale get-fmart-limit with leverage 0 divided by zero in the first-tier margin cap",
        'POST /contract/v5/private/fmartingalebot/get-fmart-limit {..., "leverage": "000"}',
        "3aa5875",
    ),
)
"""Defects the fuzzing found and their fixes (found before the campaign's own run recorded them)."""
OPEN: tuple[Defect, ...] = ()
"""Defects found whose fix belongs to a file this campaign does not change (reported to its owner)."""


@contextmanager
def shared_state(name: str) -> Iterator[dict[str, Any] | None]:
    """``$RELIABILITY_OUT/<name>.state`` (a dict) under a lock shared by the xdist workers; None
    without ``RELIABILITY_OUT``."""
    out = os.environ.get("RELIABILITY_OUT")
    if not out:
        yield None
        return
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / f"{name}.lock", "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        path = folder / f"{name}.state"
        state: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
        yield state
        path.write_text(json.dumps(state))


@contextmanager
def _state() -> Iterator[dict[str, Any] | None]:
    with shared_state("fuzz") as state:
        if state is None:
            yield None
            return
        state.setdefault("ops", {})
        state.setdefault("defects", [])
        yield state
        _part(state).write()


def _part(state: dict[str, Any]) -> Part:
    ops: dict[str, dict[str, int]] = state["ops"]
    total = {k: sum(o.get(k, 0) for o in ops.values()) for k in ("examples", "5xx", "outside", "schema")}
    part = Part("fuzz", "Fuzzing the API contract (schemathesis)")
    declared = state.get("declared", 0)
    part.add("operations in the contract", declared)
    part.add("operations fuzzed", len(ops), f"= {declared}", len(ops) >= declared > 0)
    part.add("examples per operation (setting)", state.get("per_op", ""), ">= 200 in make reliability")
    part.add("requests sent", total["examples"])
    part.add("5xx answers", total["5xx"], "0", total["5xx"] == 0)
    part.add("answers outside the envelope", total["outside"], "0", total["outside"] == 0)
    part.add("response schema violations", total["schema"], "0", total["schema"] == 0)
    part.defects.extend(FIXED + OPEN)
    for d in state["defects"]:
        part.defects.append(Defect(d["title"], d["reproduction"]))
    part.notes.append(
        "Logged in with the session cookie and X-CSRF-Token; a funded user with one bot of every "
        "family; half of the bodies naming a bot carry one of its real ids."
    )
    return part


def count(label: str, *, server_error: str = "", outside: str = "", schema_violation: str = "") -> None:
    """One request to ``label``'s operation and what was wrong with its answer (if anything)."""
    with _state() as state:
        if state is None:
            return
        op = state["ops"].setdefault(label, {})
        op["examples"] = op.get("examples", 0) + 1
        for key, text, title in (
            ("5xx", server_error, "5xx"),
            ("outside", outside, "answer outside the envelope"),
            ("schema", schema_violation, "response schema violation"),
        ):
            if text:
                op[key] = op.get(key, 0) + 1
                if len(state["defects"]) < MAX_DEFECTS and op[key] == 1:
                    state["defects"].append({"title": f"{title}: {label}", "reproduction": text})


def operations(declared: int, per_op: int) -> None:
    """The number of operations the contract declares and the examples asked per operation."""
    with _state() as state:
        if state is not None:
            state["declared"] = declared
            state["per_op"] = per_op
