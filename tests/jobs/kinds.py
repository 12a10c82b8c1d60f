"""Job kinds of the job tests: module-level, so job worker processes import them by name."""

from __future__ import annotations

import os
import time
import uuid
from pathlib import Path
from typing import Any

from tradingbot.jobs.ports import JobKind


def token(params: dict[str, Any]) -> dict[str, Any]:
    """A fresh token per computation (two calls that got one token shared one computation)."""
    time.sleep(float(params.get("sleep", 0)))
    return {"token": uuid.uuid4().hex, "echo": params.get("echo")}


def fail(params: dict[str, Any]) -> None:
    raise ValueError(f"bad input {params['n']}")


def marked(params: dict[str, Any]) -> dict[str, Any]:
    """Leaves ``<dir>/<pid>.started`` (the test sees the job running), then runs until the test
    leaves ``<dir>/release`` (at most two minutes)."""
    folder = Path(params["dir"])
    (folder / f"{os.getpid()}.started").write_text("")
    for _ in range(1200):
        if (folder / "release").exists():
            break
        time.sleep(0.1)
    return {"pid": os.getpid()}


SHORT_TTL_S = 1.0
TEST_KINDS = {
    "token": JobKind(token, ttl_s=600.0),
    "short": JobKind(token, ttl_s=SHORT_TTL_S),
    "fail": JobKind(fail, ttl_s=600.0),
    "marked": JobKind(marked, ttl_s=600.0),
}
