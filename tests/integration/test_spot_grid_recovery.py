"""kill -9 the server in the middle of a replay that a spot grid trades; restart; finish the
replay. The final state must equal an uninterrupted run: no lost or duplicated order or fill."""

from __future__ import annotations

import contextlib
import gzip
import os
import signal
import threading
import time
from pathlib import Path
from typing import Any

from tests.conftest import shared_file
from tests.integration.serverproc import Client, free_port, server

BTC_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
TOTAL = 2500  # candles after the one that sets the first price
GRID = {
    "symbol": "BTCUSDT",
    "min_price": "103000",
    "max_price": "109000",
    "cell_number": 24,
    "quote_investment": "3000",
    "source": 1,
}


def _first_ts(path: Path) -> int:
    with gzip.open(path, "rt") as f:
        next(f)
        return int(next(f).split(",")[0])


def _setup(cl: Client, path: Path) -> str:
    assert (
        cl.post("/v2/public/user/register", {"email": "r@x.io", "password": "password123"})["ret_code"] == 0
    )
    assert cl.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})["ret_code"] == 0
    assert (
        cl.post("/admin/market/load", {"symbol": "BTCUSDT", "path": str(path)}, admin=True)["ret_code"] == 0
    )
    assert cl.post("/admin/market/advance", {"symbol": "BTCUSDT", "candles": 1}, admin=True)["ret_code"] == 0
    created = cl.post("/s1/bot/grid/v1/create-grid", GRID)
    assert created["ret_code"] == 0, created
    return str(created["result"]["grid_id"])  # type: ignore[index]


def _final(cl: Client, gid: str) -> dict[str, Any]:
    detail = cl.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": gid})["result"]["detail"]  # type: ignore[index]
    orders = cl.post("/s1/bot/grid/v1/get-open-orders", {"grid_id": gid})["result"]["list"]  # type: ignore[index]
    fills = cl.post("/s1/bot/grid/v1/get-history-orders", {"grid_id": gid, "limit": 200})["result"]  # type: ignore[index]
    fund = cl.get("/v2/private/asset/balances", account_type="FUND")["result"]["list"]  # type: ignore[index]
    return {"detail": detail, "orders": orders, "fills": fills, "fund": fund}


def test_kill_9_mid_replay_resumes_to_the_same_state(tmp_path: Path) -> None:
    path = shared_file(BTC_1M)
    first = _first_ts(path)

    # the reference: one uninterrupted run
    port = free_port()
    with server(tmp_path / "ref.db", port):
        ref = Client(f"http://127.0.0.1:{port}")
        gid = _setup(ref, path)
        assert (
            ref.post("/admin/market/advance", {"symbol": "BTCUSDT", "candles": TOTAL}, admin=True)["ret_code"]
            == 0
        )
        expected = _final(ref, gid)
    assert expected["detail"]["arbitrage_num"] > 5, "the scenario must trade"

    # the same run, killed with SIGKILL while an advance is in flight
    port = free_port()
    db = tmp_path / "crash.db"
    with server(db, port) as proc:
        cl = Client(f"http://127.0.0.1:{port}")
        gid2 = _setup(cl, path)
        cookies = dict(cl.c.cookies)
        worker = threading.Thread(
            target=lambda: _swallow(
                cl.post, "/admin/market/advance", {"symbol": "BTCUSDT", "candles": TOTAL}
            ),
            daemon=True,
        )
        worker.start()
        probe = Client(f"http://127.0.0.1:{port}")
        for _ in range(600):  # until the replay is well under way (bounded)
            ts = _market_ts(probe)
            if ts is not None and ts >= first + 400 * 60_000:
                break
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        worker.join(timeout=10)
    with server(db, port):
        cl = Client(f"http://127.0.0.1:{port}", cookies)
        stored = _market_ts(cl)
        assert stored is not None
        done = (stored - first) // 60_000 + 1  # candles the exchange had fully taken in
        assert 1 < done < TOTAL + 1, "the kill must land mid-run"
        print(f"killed after {done} of {TOTAL + 1} candles")
        load = {"symbol": "BTCUSDT", "path": str(path), "start": stored + 60_000}
        assert cl.post("/admin/market/load", load, admin=True)["ret_code"] == 0
        rest = TOTAL + 1 - done
        assert (
            cl.post("/admin/market/advance", {"symbol": "BTCUSDT", "candles": rest}, admin=True)["ret_code"]
            == 0
        )
        assert gid2 == gid
        assert _final(cl, gid2) == expected


def _market_ts(cl: Client) -> int | None:
    r = cl.c.get("/admin/exchange/status", headers={"Authorization": "Bearer proc-admin"}).json()
    sym = r["result"]["symbols"].get("BTCUSDT")
    return None if sym is None else sym["market_ts"]


def _swallow(fn: Any, *args: Any) -> None:
    with contextlib.suppress(Exception):  # the server is killed under this request on purpose
        fn(*args, admin=True)
