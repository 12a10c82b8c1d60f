"""Futures combo through the HTTP API (SPEC §7 "Futures combo"): limits, create, detail, positions,
a PERCENT rebalance by moving one leg's price, transfers in and out, manual rebalance, settings,
the rebalance list, fills, close detail, close, list-all-bots, the symbol list, the daily pick
and its no-pop flag, owner-only access, one effect for two closes, delisting a leg, and every
combo check with its field."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from typing import Any

import pytest

from tests.integration.api.test_futures_grid_replay import admin
from tests.integration.conftest import Api, create_bot, detail_reader, fund_usdt
from tests.unit.bots.fcombo.kit import legs

FC = "/contract/v5/private/fcombobot"
LEGS = legs(("BTCUSDT", 1, "0.5"), ("ETHUSDT", 1, "0.4"), ("SOLUSDT", 2, "0.1"))
COMBO: dict[str, Any] = {
    "symbol_settings": LEGS,
    "leverage": "2",
    "init_margin": "1000",
    "adjust_position_mode": 2,
    "adjust_position_percent": "0.05",
}
STEP_LEGS = [
    dict(LEGS[0], target_position_percent="0.495"), dict(LEGS[1], target_position_percent="0.405"), LEGS[2],
]  # fmt: skip
TIME_MODE = {"adjust_position_mode": 1, "adjust_position_percent": ""}
PRICES = {"BTCUSDT": "100000", "ETHUSDT": "2500", "SOLUSDT": "150"}


async def ready(api: Api, email: str = "trader@example.com") -> None:
    await api.futures_trader(PRICES, email)


detail = detail_reader(f"{FC}/get-detail", "detail")


async def test_limit_and_symbol_list(api: Api) -> None:
    await ready(api)
    r = (await api.post(f"{FC}/get-limit", COMBO))["result"]
    assert r["check_code"] == "FCOMBO_CHECK_SUCCESS", r
    assert r["bot_mode"] == "MIX" and r["symbol_count"] == {"min": "2", "max": "10"}
    assert Decimal(r["init_margin"]["min"]) < 1000 < Decimal(r["init_margin"]["max"])
    assert {"name": "1H", "seconds": 3600} in r["time_interval_presets"]
    partial = (await api.post(f"{FC}/get-limit", {"symbol_settings": LEGS, "leverage": "2"}))["result"]
    assert partial["check_code"] == "FCOMBO_CHECK_SUCCESS", partial
    symbols = (await api.post(f"{FC}/get-symbol-list", {}))["result"]["list"]
    assert {"BTCUSDT", "ETHUSDT", "SOLUSDT"} <= {s["symbol"] for s in symbols}


@pytest.mark.parametrize(
    ("changes", "field", "code"),
    [
        ({"symbol_settings": LEGS[:1]}, "symbol_settings", "SYMBOL_COUNT_TOO_LOW"),
        (
            {"symbol_settings": [dict(LEGS[0], target_position_percent="0.6"), *LEGS[1:]]},
            "symbol_settings", "TARGET_POSITION_PERCENT_SUM_INVALID",
        ),
        ({"symbol_settings": STEP_LEGS}, "symbol_settings", "TARGET_POSITION_PERCENT_STEP_INVALID"),
        ({"adjust_position_percent": "0.001"}, "adjust_position_percent", "ADJUST_POSITION_PERCENT_TOO_LOW"),
        ({"adjust_position_percent": "0.9"}, "adjust_position_percent", "ADJUST_POSITION_PERCENT_TOO_HIGH"),
        ({**TIME_MODE, "adjust_position_time_interval": 60}, "adjust_position_time_interval",
         "TIME_INTERVAL_TOO_LOW"),
        ({**TIME_MODE, "adjust_position_time_interval": 9_999_999}, "adjust_position_time_interval",
         "TIME_INTERVAL_TOO_HIGH"),
        ({"init_margin": "1"}, "init_margin", "INIT_MARGIN_TOO_LOW"),
        ({"init_margin": "90000000"}, "init_margin", "INIT_MARGIN_TOO_HIGH"),
        ({"sl_percent": "0.001"}, "sl_percent", "SL_PERCENT_TOO_LOW"),
        ({"sl_percent": "1.5"}, "sl_percent", "SL_PERCENT_TOO_HIGH"),
        ({"tp_percent": "0.001"}, "tp_percent", "TP_PERCENT_TOO_LOW"),
        ({"tp_percent": "500"}, "tp_percent", "TP_PERCENT_TOO_HIGH"),
        ({"leverage": "0.5"}, "leverage", "LEVERAGE_TOO_LOW"),
        ({"leverage": "500"}, "leverage", "LEVERAGE_TOO_HIGH"),
        ({"trailing_stop_percent": "0.01"}, "trailing_stop_percent", "TRAILING_STOP_PERCENT_TOO_LOW"),
        ({"trailing_stop_percent": "1.5"}, "trailing_stop_percent", "TRAILING_STOP_PERCENT_TOO_HIGH"),
    ],
)  # fmt: skip
async def test_every_check_names_its_field(api: Api, changes: dict[str, Any], field: str, code: str) -> None:
    code = f"FCOMBO_CHECK_{code}"
    await ready(api)
    body = {**COMBO, **changes}
    limit = (await api.post(f"{FC}/get-limit", body))["result"]
    assert limit["check_code"] == code, limit
    created = await api.post(f"{FC}/create-bot", body)
    assert created["ret_code"] != 0 and created["result"]["check_code"] == code, created
    assert created["result"]["field"] == field
    assert await fund_usdt(api) == Decimal(10000)


async def test_malformed_and_duplicate_input(api: Api) -> None:
    await ready(api)
    dup = await api.post(f"{FC}/create-bot", {**COMBO, "symbol_settings": [LEGS[0], LEGS[0]]})
    assert dup["result"]["check_code"] == "FCOMBO_CHECK_DUPLICATED_SYMBOL" and dup["ret_code"] != 0
    for body, field in (
        ({**COMBO, "leverage": "two"}, "leverage"),
        ({**COMBO, "symbol_settings": "BTCUSDT"}, "symbol_settings"),
        (
            {**COMBO, "symbol_settings": [*LEGS[:2], dict(LEGS[2], symbol="NOPEUSDT")]},
            "symbol_settings[2].symbol",
        ),
        ({**COMBO, "adjust_position_mode": 9}, "adjust_position_mode"),
        ({**COMBO, "grid_mode": 1}, "grid_mode"),
    ):
        r = await api.post(f"{FC}/create-bot", body)
        assert r["ret_code"] != 0 and r["result"]["field"] == field, (field, r)


async def test_combo_life_through_the_api(api: Api) -> None:
    await ready(api)
    bot = await create_bot(api, f"{FC}/create-bot", COMBO, fund_left=9000)
    d = await detail(api, bot)
    assert d["status"] == "RUNNING" and d["bot_mode"] == "MIX" and d["adjusted_position_num"] == 1
    pos = (await api.post(f"{FC}/get-positions", {"bot_id": bot}))["result"]["list"]
    assert [(p["symbol"], p["side"]) for p in pos] == [
        ("BTCUSDT", "LONG"),
        ("ETHUSDT", "LONG"),
        ("SOLUSDT", "SHORT"),
    ]
    assert Decimal(pos[0]["size"]) == Decimal("0.006")  # 1000 × 0.6 × 2 × 50 % / 100 000
    await api.set_perp_price("130000")  # BTC: 56.5 % of the value, 6.5 points off: PERCENT rebalance
    d = await detail(api, bot)
    assert d["adjusted_position_num"] == 2
    parts = (await api.post(f"{FC}/get-part-list", {"bot_id": bot}))["result"]
    assert [p["trigger"] for p in parts["list"]] == ["PERCENT", "INIT"]
    t_in = await api.post(f"{FC}/transfer", {"bot_id": bot, "transfer_type": "IN", "amount": "500"})
    assert t_in["ret_code"] == 0, t_in
    assert (await detail(api, bot))["total_margin"] == "1500"
    too_much = await api.post(f"{FC}/transfer", {"bot_id": bot, "transfer_type": "OUT", "amount": "99999"})
    assert too_much["ret_code"] != 0 and too_much["result"]["field"] == "amount"
    t_out = await api.post(f"{FC}/transfer", {"bot_id": bot, "transfer_type": "OUT", "amount": "200"})
    assert t_out["ret_code"] == 0, t_out
    transfers = (await api.post(f"{FC}/get-transfer-detail", {"bot_id": bot}))["result"]
    assert [t["direction"] for t in transfers["list"]] == ["OUT", "IN"] and transfers["transfers_in"] == "500"
    assert (await api.post(f"{FC}/adjust-position", {"bot_id": bot}))["ret_code"] == 0
    mod = await api.post(
        f"{FC}/modify-setting", {"bot_id": bot, "tp_percent": "0.8", "adjust_position_percent": "0.1"}
    )
    assert mod["ret_code"] == 0, mod
    d = await detail(api, bot)
    assert (d["tp_percent"], d["adjust_position_percent"]) == ("0.8", "0.1")
    frozen = await api.post(f"{FC}/modify-setting", {"bot_id": bot, "leverage": "5"})
    assert (
        frozen["result"]["field"] == "leverage"
        and frozen["result"]["check_code"] == "FCOMBO_CHECK_PARAM_IMMUTABLE"
    )
    fills = (await api.post(f"{FC}/get-history-orders-v2", {"bot_id": bot}))["result"]
    assert fills["total"] >= 6 and {f["symbol"] for f in fills["list"]} >= {"BTCUSDT", "SOLUSDT"}
    assert (await api.post(f"{FC}/close-bot", {"bot_id": bot}))["ret_code"] == 0
    closed = (await api.post(f"{FC}/get-close-detail", {"bot_id": bot}))["result"]
    assert closed["status"] == "COMPLETED" and closed["stop_type"] == "BY_USER"
    assert all(p["size"] == "0" for p in closed["positions"])
    back = await fund_usdt(api)
    assert back == Decimal(9000) - 500 + 200 + Decimal(closed["equity"])
    listed = (await api.post("/s1/bot/tradingbot/v1/list-all-bots", {"status": "closed"}))["result"]["list"]
    row = next(r for r in listed if r["bot_id"] == bot)
    assert row["bot_type"] == "COMBO_FUTURES" and row["bot_mode"] == "MIX"


async def test_delisting_a_leg_closes_the_bot(api: Api) -> None:
    await ready(api)
    bot = (await api.post(f"{FC}/create-bot", COMBO))["result"]["bot_id"]
    r = await admin(api, "/admin/symbols/delist", {"symbol": "SOLUSDT", "category": "linear"})
    assert r["closed_bots"] == 1
    d = await detail(api, bot)
    assert (d["status"], d["stop_type"], d["close_code"]) == ("COMPLETED", "SYMBOL_DELISTED", "SYMBOL_DELIST")
    refused = await api.post(f"{FC}/create-bot", COMBO)
    assert refused["ret_code"] != 0 and refused["result"]["field"] == "symbol_settings[2].symbol", refused


async def test_daily_pick_and_no_pop(api: Api) -> None:
    await ready(api)
    c = api.c._transport.app.state.container  # type: ignore[attr-defined]
    for symbol in ("BTCUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT", "DOGEUSDT"):
        await admin(api, "/admin/market/simulate", {"category": "linear", "symbol": symbol})
    del c
    pick = await api.post(f"{FC}/get-daily-pick", {})
    if pick["ret_code"] != 0:
        pytest.fail(f"no daily pick: {pick}")
    p = pick["result"]
    assert 2 <= len(p["symbol_settings"]) <= 3 and p["pop"] is True
    assert sum(Decimal(x["target_position_percent"]) for x in p["symbol_settings"]) == 1
    assert "window_yield" in p["backtest"]
    again = (await api.post(f"{FC}/get-daily-pick", {}))["result"]
    assert again["symbol_settings"] == p["symbol_settings"]  # the same pick all day
    assert (await api.post(f"{FC}/set-daily-pick-no-pop", {"no_pop": True}))["ret_code"] == 0
    assert (await api.post(f"{FC}/get-daily-pick", {}))["result"]["pop"] is False
    bad = await api.post(f"{FC}/set-daily-pick-no-pop", {"no_pop": "maybe"})
    assert bad["ret_code"] != 0 and bad["result"]["field"] == "no_pop"


async def test_owner_only_and_one_effect_for_two_closes(api: Api) -> None:
    await ready(api)
    bot = (await api.post(f"{FC}/create-bot", COMBO))["result"]["bot_id"]
    follow = (await api.post(f"{FC}/get-follow-detail", {"bot_id": bot}))["result"]
    assert follow["bot_mode"] == "MIX" and "equity" not in follow and "positions" not in follow
    await api.post("/v2/private/user/logout", {})
    await api.register("other@example.com")
    for path in ("get-detail", "close-bot", "get-positions", "transfer", "adjust-position", "modify-setting"):
        r = await api.post(
            f"{FC}/{path}", {"bot_id": bot, "transfer_type": "IN", "amount": "1", "tp_percent": "1"}
        )
        assert r["ret_code"] != 0, (path, r)
    await api.post("/v2/private/user/logout", {})
    assert (
        await api.post("/v2/public/user/login", {"email": "trader@example.com", "password": "correct horse"})
    )["ret_code"] == 0
    first, second = await asyncio.gather(
        api.post(f"{FC}/close-bot", {"bot_id": bot}), api.post(f"{FC}/close-bot", {"bot_id": bot})
    )
    assert sorted([first["ret_code"] == 0, second["ret_code"] == 0]) == [False, True], (first, second)
    d = await detail(api, bot)
    assert d["status"] == "COMPLETED"
    assert await fund_usdt(api) == Decimal(9000) + Decimal(d["equity"])
