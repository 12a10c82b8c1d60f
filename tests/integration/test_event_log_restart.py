"""Issue 27: a bot of each family, run across a kill -9 of the real server and a restart, is
rebuilt exactly by ``tradingbot replay`` from its exported log (what was acknowledged before the
crash, the restart's own step and what came after)."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
from pathlib import Path
from typing import Any

from tests.integration.api import test_dca_api as dca
from tests.integration.api import test_fcombo_api as fcombo
from tests.integration.api import test_fmart_api as fmart
from tests.integration.api.test_futures_grid_calls import SHORT
from tests.integration.api.test_futures_grid_replay import FG
from tests.integration.api.test_spot_grid_flow import GRID
from tests.integration.event_log_kit import EXPORT, replay_file
from tests.integration.serverproc import Client, free_port, server
from tradingbot.bots.event_log.file_format import canonical

SG = "/s1/bot/grid/v1"


def ok(c: Client, path: str, body: dict[str, Any], admin: bool = False) -> dict[str, Any]:
    r = c.post(path, body, admin)
    assert r["ret_code"] == 0, (path, r)
    result: dict[str, Any] = r["result"]  # type: ignore[assignment]
    return result


def prices(c: Client, spot: dict[str, str], perp: dict[str, str]) -> None:
    for symbol, p in spot.items():
        ok(c, "/admin/market/price", {"symbol": symbol, "price": p}, admin=True)
    for symbol, p in perp.items():
        ok(c, "/admin/market/price", {"category": "linear", "symbol": symbol, "price": p}, admin=True)


def create_all(c: Client) -> dict[str, str]:
    return {
        "GRID_SPOT": ok(c, f"{SG}/create-grid", GRID)["grid_id"],
        "DCA": ok(c, f"{dca.DCA}/create-bot", dca.SAFETY)["bot_id"],
        "GRID_FUTURES": ok(c, f"{FG}/fgrid-bot-create", SHORT)["bot_id"],
        "MART": ok(c, f"{fmart.FM}/create-fmart-bot", fmart.LONG)["bot_id"],
        "COMBO": ok(c, f"{fcombo.FC}/create-bot", fcombo.COMBO)["bot_id"],
    }


def stored_state(db: Path, bot_id: str) -> str:
    with sqlite3.connect(db) as conn:
        (state,) = conn.execute("SELECT state FROM bots WHERE id = ?", (int(bot_id),)).fetchone()
    return canonical(json.loads(state))


def test_every_family_replays_exactly_across_a_kill_9(tmp_path: Path) -> None:
    db, port = tmp_path / "bot.db", free_port()
    base = f"http://127.0.0.1:{port}"
    with server(db, port) as proc:
        c = Client(base)
        ok(c, "/v2/public/user/register", {"email": "k@x.io", "password": "password123"})
        ok(c, "/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
        prices(c, {"BTCUSDT": "100000"}, fcombo.PRICES)
        bots = create_all(c)
        prices(c, {"BTCUSDT": "97000"}, {"BTCUSDT": "99000", "ETHUSDT": "2600"})
        prices(c, {"BTCUSDT": "103000"}, {"BTCUSDT": "101500"})
        ok(c, f"{SG}/update-sgrid", {"grid_id": bots["GRID_SPOT"], "take_profit_price": "120000"})
        ok(c, f"{dca.DCA}/update-parameters", {"bot_id": bots["DCA"], "parameters": {"tp_pct": "0.04"}})
        prices(c, {"BTCUSDT": "99500"}, {"BTCUSDT": "98200", "SOLUSDT": "140"})
        cookies = dict(c.c.cookies)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    with server(db, port):
        c = Client(base, cookies)
        prices(c, {"BTCUSDT": "96000"}, {"BTCUSDT": "97000", "ETHUSDT": "2450"})
        ok(c, f"{fmart.FM}/update-fmart-bot", {"bot_id": bots["MART"], "add_margin": "500"})
        ok(c, f"{fcombo.FC}/transfer", {"bot_id": bots["COMBO"], "transfer_type": "IN", "amount": "300"})
        ok(c, f"{FG}/add-margin", {"bot_id": bots["GRID_FUTURES"], "amount": "200"})
        prices(c, {"BTCUSDT": "101000"}, {"BTCUSDT": "102500", "SOLUSDT": "155"})
        stepped = 0
        for family, bot_id in bots.items():
            got = ok(c, EXPORT, {"bot_id": bot_id, "format": "jsonl"})  # flushes the engine first
            kinds = [json.loads(line)["kind"] for line in got["content"].splitlines()[1:]]
            assert kinds[0] == "CREATED" and "FILL" in kinds, (family, kinds)
            stepped += kinds.count("PRICE")
            path = tmp_path / f"{family}.jsonl"
            path.write_text(got["content"], encoding="utf-8")
            assert replay_file(path) == stored_state(db, bot_id), family
        assert stepped > 0  # prices that changed bots are in their logs
