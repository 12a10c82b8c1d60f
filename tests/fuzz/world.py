"""A real server process with a funded user and a bot of every family, for the fuzzers.

Why a process and not the ASGI app in the test: a request that hangs or eats memory must show up
as a timeout of that request while the test process stays responsive (issue 23), and each xdist
worker gets its own server, port and database, so the fuzz tests run in parallel."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from tests.integration.serverproc import TOKEN, free_port, server

SPOT_GRID = {
    "symbol": "BTCUSDT", "min_price": "90000", "max_price": "110000", "cell_number": 10,
    "quote_investment": "1000", "invest_mode": 0,
}  # fmt: skip
FUTURES_GRID = {
    "symbol": "BTCUSDT", "grid_mode": 3, "grid_type": 1, "min_price": "95000", "max_price": "105000",
    "cell_number": 10, "leverage": "10", "total_investment": "1000",
}  # fmt: skip
DCA = {
    "dca_type": "SAFETY_ORDER", "symbol": "BTCUSDT", "init_order_amount": "100", "safety_order_amount": "50",
    "max_safety_orders": 3, "price_step": "0.03", "step_multiplier": "1.2", "volume_multiplier": "1.5",
    "tp_pct": "0.05",
}  # fmt: skip
MARTINGALE = {
    "symbol": "BTCUSDT", "martingale_mode": 1, "leverage": "5", "price_float_percent": "0.02",
    "add_position_percent": "1.5", "add_position_num": 3, "init_margin": "500", "round_tp_percent": "0.03",
    "auto_cycle_toggle": 1,
}  # fmt: skip
COMBO = {
    "symbol_settings": [
        {"symbol": "BTCUSDT", "side": 1, "target_position_percent": "0.5"},
        {"symbol": "ETHUSDT", "side": 1, "target_position_percent": "0.4"},
        {"symbol": "SOLUSDT", "side": 2, "target_position_percent": "0.1"},
    ],
    "leverage": "2", "init_margin": "500", "adjust_position_mode": 2, "adjust_position_percent": "0.05",
}  # fmt: skip
CREATES: dict[str, tuple[str, dict[str, Any]]] = {
    "spot_grid": ("/s1/bot/grid/v1/create-grid", SPOT_GRID),
    "futures_grid": ("/contract/v5/fgridbot/fgrid-bot-create", FUTURES_GRID),
    "dca": ("/s1/bot/dca/v1/create-bot", DCA),
    "martingale": ("/contract/v5/private/fmartingalebot/create-fmart-bot", MARTINGALE),
    "combo": ("/contract/v5/private/fcombobot/create-bot", COMBO),
}
"""Each family's create call and a valid body (the integration tests' worked examples)."""
SPOT_PRICES = {"BTCUSDT": "100000"}
PERP_PRICES = {"BTCUSDT": "100000", "ETHUSDT": "2500", "SOLUSDT": "150"}


@dataclass
class User:
    """A logged-in browser session: its cookies and the CSRF header it echoes."""

    email: str
    cookies: dict[str, str]
    bot_ids: dict[str, str] = field(default_factory=dict)

    @property
    def headers(self) -> dict[str, str]:
        return {"X-CSRF-Token": self.cookies.get("csrf_token", "")}


@dataclass
class World:
    base: str
    user: User


def post(c: httpx.Client, path: str, body: object, headers: dict[str, str] | None = None) -> dict[str, Any]:
    r = c.post(
        path, content=json.dumps(body), headers={"content-type": "application/json", **(headers or {})}
    )
    data: dict[str, Any] = r.json()
    return data


def logged_in(base: str, email: str, funds: str = "100000") -> User:
    """Register ``email`` (logged in), fund it with demo USDT."""
    with httpx.Client(base_url=base, timeout=60) as c:
        r = post(c, "/v2/public/user/register", {"email": email, "password": "correct horse battery"})
        assert r["ret_code"] == 0, r
        user = User(email, dict(c.cookies))
        r = post(c, "/v2/private/user/demo-funds", {"coin": "USDT", "amount": funds}, user.headers)
        assert r["ret_code"] == 0, r
    return user


def set_prices(base: str) -> None:
    admin = {"Authorization": f"Bearer {TOKEN}"}
    with httpx.Client(base_url=base, timeout=60) as c:
        for symbol, price in SPOT_PRICES.items():
            assert post(c, "/admin/market/price", {"symbol": symbol, "price": price}, admin)["ret_code"] == 0
        for symbol, price in PERP_PRICES.items():
            body = {"category": "linear", "symbol": symbol, "price": price}
            assert post(c, "/admin/market/price", body, admin)["ret_code"] == 0


def with_bots(base: str, user: User) -> User:
    """One bot of every family for ``user`` (ids the fuzzer can hit)."""
    with httpx.Client(base_url=base, timeout=60, cookies=user.cookies) as c:
        for family, (path, body) in CREATES.items():
            r = post(c, path, body, user.headers)
            assert r["ret_code"] == 0 and r["result"].get("status_code", 0) in (0, 200), (family, r)
            result = r["result"]
            user.bot_ids[family] = str(result.get("bot_id") or result.get("grid_id"))
    return user


@contextmanager
def running_world(tmp: Path) -> Iterator[World]:
    """A fresh server (SQLite in ``tmp``) with prices, a funded user and a bot of every family."""
    port = free_port()
    with server(tmp / "fuzz.db", port):
        base = f"http://127.0.0.1:{port}"
        set_prices(base)
        user = with_bots(base, logged_in(base, f"fuzz-{os.getpid()}@example.com"))
        yield World(base, user)
