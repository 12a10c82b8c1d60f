"""kill -9 the server in the middle of a replay that a bot trades (a spot grid; a SAFETY_ORDER and
a RECURRING spot DCA, the latter also over three coins; a futures martingale; a futures combo over
three perpetuals); restart;
finish the replay. The final
state must equal an uninterrupted run: no lost or duplicated order, fill or round."""

from __future__ import annotations

import contextlib
import gzip
import os
import signal
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import shared_file
from tests.integration.serverproc import Client, free_port, server
from tests.unit.bots.dca.kit import recurring
from tests.unit.bots.fcombo.kit import legs

BTC_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
PERP_1M = "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz"
TOTAL = 2500  # candles after the one that sets the first price
GRID = {
    "symbol": "BTCUSDT",
    "min_price": "103000",
    "max_price": "109000",
    "cell_number": 24,
    "quote_investment": "3000",
    "source": 1,
}
DCA_SAFETY = {
    "dca_type": "SAFETY_ORDER",
    "symbol": "BTCUSDT",
    "init_order_amount": "200",
    "safety_order_amount": "100",
    "max_safety_orders": 5,
    "price_step": "0.003",
    "step_multiplier": "1.2",
    "volume_multiplier": "1.3",
    "tp_pct": "0.004",
    "auto_cycle": "ENABLE",
}
DCA_RECURRING = recurring(3600, "5000", BTC="50")
DCA_THREE = recurring(3600, "5000", BTC="50", ETH="30", SOL="20")
SPOT_LEGS = (
    ("ETHUSDT", "binance_spot/ETHUSDT-1m-2025-05-20_2025-08-18.csv.gz"),
    ("SOLUSDT", "binance_spot/SOLUSDT-5m-2024-12-31_2026-02-19.csv.gz"),
)
FMART = {
    "symbol": "BTCUSDT",
    "martingale_mode": 2,
    "leverage": "5",
    "price_float_percent": "0.003",
    "add_position_percent": "1.5",
    "add_position_num": 4,
    "init_margin": "2000",
    "round_tp_percent": "0.01",
    "auto_cycle_toggle": 1,
}
FCOMBO = {
    "symbol_settings": legs(("BTCUSDT", 1, "0.5"), ("ETHUSDT", 1, "0.3"), ("SOLUSDT", 2, "0.2")),
    "leverage": "10",
    "init_margin": "2000",
    "adjust_position_mode": 1,
    "adjust_position_time_interval": 1800,
}
OTHER_LEGS = (
    ("ETHUSDT", "binance_usdm_perp/ETHUSDT-1m-2025-05-04_2025-06-24.csv.gz"),
    ("SOLUSDT", "binance_usdm_perp/SOLUSDT-1m-2025-05-04_2025-06-24.csv.gz"),
)


@dataclass(frozen=True)
class Case:
    """A bot of one family: how to create it and read its whole state back."""

    prefix: str
    create: str
    id_key: str
    body: dict[str, Any]
    detail: str
    open_orders: str
    history: str
    traded: Callable[[dict[str, Any]], bool]
    category: str = "spot"
    data: str = BTC_1M
    detail_key: str = "detail"
    others: tuple[tuple[str, str], ...] = ()
    """A multi-symbol bot's other legs (symbol, file): replayed after the first leg's run."""


CASES = [
    Case(
        "/s1/bot/grid/v1", "/create-grid", "grid_id", GRID, "/query-grid-detail", "/get-open-orders",
        "/get-history-orders", lambda d: d["arbitrage_num"] > 5,
    ),
    Case(
        "/s1/bot/dca/v1", "/create-bot", "bot_id", DCA_SAFETY, "/detail", "/order-details",
        "/order-history", lambda d: d["cycles_completed"] > 3,
    ),
    Case(
        "/s1/bot/dca/v1", "/create-bot", "bot_id", DCA_RECURRING, "/detail", "/order-details",
        "/order-history", lambda d: d["rounds_done"] > 20,
    ),
    Case(
        "/s1/bot/dca/v1", "/create-bot", "bot_id", DCA_THREE, "/detail", "/order-details",
        "/order-history", lambda d: d["rounds_done"] > 20 and all(Decimal(p["holdings"]) for p in d["pairs"]),
        others=SPOT_LEGS,
    ),
    Case(
        "/contract/v5/private/fmartingalebot", "/create-fmart-bot", "bot_id", FMART, "/get-fmart-detail",
        "/get-fmart-open-orders", "/get-fmart-history-orders", lambda d: d["completed_rounds"] > 3,
        "linear", PERP_1M, "fmart_detail",
    ),
    Case(
        "/contract/v5/private/fcombobot", "/create-bot", "bot_id", FCOMBO, "/get-detail", "/get-positions",
        "/get-history-orders-v2", lambda d: d["adjusted_position_num"] > 3, "linear", PERP_1M, "detail",
        OTHER_LEGS,
    ),
]  # fmt: skip


def _first_ts(path: Path) -> int:
    with gzip.open(path, "rt") as f:
        next(f)
        return int(next(f).split(",")[0])


def _setup(cl: Client, path: Path, case: Case) -> str:
    assert (
        cl.post("/v2/public/user/register", {"email": "r@x.io", "password": "password123"})["ret_code"] == 0
    )
    assert cl.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})["ret_code"] == 0
    assert cl.post("/admin/market/load", market(case, path=str(path)), admin=True)["ret_code"] == 0
    assert cl.post("/admin/market/advance", market(case, candles=1), admin=True)["ret_code"] == 0
    for symbol, data in case.others:
        load = market(case, symbol=symbol, path=str(shared_file(data)))
        assert cl.post("/admin/market/load", load, admin=True)["ret_code"] == 0
        assert (
            cl.post("/admin/market/advance", market(case, symbol=symbol, candles=1), admin=True)["ret_code"]
            == 0
        )
    created = cl.post(case.prefix + case.create, case.body)
    assert created["ret_code"] == 0, created
    return str(created["result"][case.id_key])  # type: ignore[index]


def _final(cl: Client, bot_id: str, case: Case) -> dict[str, Any]:
    ref = {case.id_key: bot_id}
    detail = cl.post(case.prefix + case.detail, ref)["result"][case.detail_key]  # type: ignore[index]
    orders = cl.post(case.prefix + case.open_orders, ref)["result"]["list"]  # type: ignore[index]
    fills = cl.post(case.prefix + case.history, dict(ref, limit=200))["result"]  # type: ignore[index]
    fund = cl.get("/v2/private/asset/balances", account_type="FUND")["result"]["list"]  # type: ignore[index]
    return {"detail": detail, "orders": orders, "fills": fills, "fund": fund}


def market(case: Case, **body: Any) -> dict[str, Any]:
    """An admin market call's body for the case's (first) symbol on its market."""
    return {"symbol": "BTCUSDT", "category": case.category, **body}


def _other_legs(cl: Client, case: Case, resume: bool) -> None:
    """Replay the other legs after the first one (from where their market stopped, after a restart)."""
    for symbol, data in case.others:
        if resume:
            start = _market_ts(cl, case, symbol)
            assert start is not None
            load = market(case, symbol=symbol, path=str(shared_file(data)), start=start + 60_000)
            assert cl.post("/admin/market/load", load, admin=True)["ret_code"] == 0
        advance = market(case, symbol=symbol, candles=TOTAL)
        assert cl.post("/admin/market/advance", advance, admin=True)["ret_code"] == 0


@pytest.mark.parametrize(
    "case",
    CASES,
    ids=["spot-grid", "dca-safety-order", "dca-recurring", "dca-recurring-3", "fmart", "fcombo"],
)
def test_kill_9_mid_replay_resumes_to_the_same_state(tmp_path: Path, case: Case) -> None:
    path = shared_file(case.data)
    first = _first_ts(path)

    # the reference: one uninterrupted run
    port = free_port()
    with server(tmp_path / "ref.db", port):
        ref = Client(f"http://127.0.0.1:{port}")
        gid = _setup(ref, path, case)
        assert ref.post("/admin/market/advance", market(case, candles=TOTAL), admin=True)["ret_code"] == 0
        _other_legs(ref, case, resume=False)
        expected = _final(ref, gid, case)
    assert case.traded(expected["detail"]), ("the scenario must trade", expected["detail"])

    # the same run, killed with SIGKILL while an advance is in flight
    port = free_port()
    db = tmp_path / "crash.db"
    with server(db, port) as proc:
        cl = Client(f"http://127.0.0.1:{port}")
        gid2 = _setup(cl, path, case)
        cookies = dict(cl.c.cookies)
        worker = threading.Thread(
            target=lambda: _swallow(cl.post, "/admin/market/advance", market(case, candles=TOTAL)),
            daemon=True,
        )
        worker.start()
        probe = Client(f"http://127.0.0.1:{port}")
        for _ in range(600):  # until the replay is well under way (bounded)
            ts = _market_ts(probe, case)
            if ts is not None and ts >= first + 400 * 60_000:
                break
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        worker.join(timeout=10)
    with server(db, port):
        cl = Client(f"http://127.0.0.1:{port}", cookies)
        stored = _market_ts(cl, case)
        assert stored is not None
        done = (stored - first) // 60_000 + 1  # candles the exchange had fully taken in
        assert 1 < done < TOTAL + 1, "the kill must land mid-run"
        print(f"killed after {done} of {TOTAL + 1} candles")
        load = market(case, path=str(path), start=stored + 60_000)
        assert cl.post("/admin/market/load", load, admin=True)["ret_code"] == 0
        rest = TOTAL + 1 - done
        assert cl.post("/admin/market/advance", market(case, candles=rest), admin=True)["ret_code"] == 0
        _other_legs(cl, case, resume=True)
        assert gid2 == gid
        assert _final(cl, gid2, case) == expected


def _market_ts(cl: Client, case: Case, symbol: str = "BTCUSDT") -> int | None:
    r = cl.c.get("/admin/exchange/status", headers={"Authorization": "Bearer proc-admin"}).json()
    sym = r["result"]["symbols" if case.category == "spot" else "linear"].get(symbol)
    return None if sym is None else sym["market_ts"]


def _swallow(fn: Any, *args: Any) -> None:
    with contextlib.suppress(Exception):  # the server is killed under this request on purpose
        fn(*args, admin=True)
