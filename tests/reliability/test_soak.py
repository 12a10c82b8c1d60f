"""The soak's short form (``make test``): a real server with 1,000 running bots under mixed load
for ``SOAK_SECONDS`` (20 by default). It asserts only what does not depend on the machine's speed:
no error, and file descriptors and connections back to their level once the load is gone. The
figures (latency, requests/s, RSS, engine lag) are recorded in ``Part("soak")`` when
``RELIABILITY_OUT`` is set (``make reliability`` runs 900 s)."""

from __future__ import annotations

from tests.reliability.figures import size
from tests.reliability.soak import part, run


def test_soak() -> None:
    seconds = size("SOAK_SECONDS", 20)
    r = run(seconds)
    part(r, seconds).write()
    assert r["errors"] == 0, r["error_samples"]
    assert r["requests"] > 0 and r["prices"] > 0 and r["ws_messages"] > 0, r
    assert r["fds_end"] <= r["fds_start"], r
    assert r["sockets_end"] <= r["sockets_start"], r
