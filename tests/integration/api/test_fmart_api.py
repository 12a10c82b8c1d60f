"""Futures martingale through the HTTP API (SPEC §7 "Futures martingale"): limits with the ladder,
create, adds and a round's TP by moving the perpetual price, the next round, rounds, orders,
modify, close detail, close, list-all-bots, owner-only access, one effect for two closes, and a
check code naming the field for every bound."""

from __future__ import annotations

import asyncio
from decimal import Decimal

import pytest

from tests.integration.conftest import Api, create_bot, detail_reader, fund_usdt
from tests.unit.bots.fmart.kit import EXAMPLE

FM = "/contract/v5/private/fmartingalebot"
LONG = EXAMPLE
"""MECHANICS §6.6's LONG martingale: 1 000 USDT at 5x, 3 adds."""


async def ready(api: Api, email: str = "trader@example.com") -> None:
    await api.futures_trader({"BTCUSDT": "100000"}, email)


detail = detail_reader(f"{FM}/get-fmart-detail", "fmart_detail")


async def test_limit_with_a_zero_leverage_names_the_leverage_check(api: Api) -> None:
    """A leverage of 0 divided by zero in the margin cap (a 5xx the fuzzing found)."""
    await ready(api)
    r = await api.post(f"{FM}/get-fmart-limit", {**LONG, "leverage": "0" * 63})
    assert r["ret_code"] == 0, r
    assert r["result"]["check_code"] == "F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_LOW", r


async def test_limit_ranges_ladder_and_liquidation_estimate(api: Api) -> None:
    await ready(api)
    r = (await api.post(f"{FM}/get-fmart-limit", LONG))["result"]
    assert r["check_code"] == "F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED", r
    assert r["add_position_percent"] == {"min": "1", "max": "2"}
    assert r["round_tp_percent"] == {"min": "0.01", "max": "4.45"}  # an 89 % price move at 5x
    assert Decimal(r["init_margin"]["min"]) < 1000 < Decimal(r["init_margin"]["max"])
    ladder = r["ladder"]
    assert [row["price"] for row in ladder][:2] == ["100000", "98000"]
    assert len(ladder) == 4 and Decimal(ladder[0]["tp_price"]) > 100000
    assert Decimal(r["estimated_liq_price"]) < Decimal(ladder[-1]["price"])
    partial = await api.post(
        f"{FM}/get-fmart-limit", {"symbol": "BTCUSDT", "martingale_mode": 2, "leverage": "3"}
    )
    assert partial["ret_code"] == 0 and partial["result"]["ladder"] == []
    assert partial["result"]["entry_price"]["min"] == "100000"  # a SHORT waits for a rally


@pytest.mark.parametrize(
    ("field", "value", "code"),
    [
        ("price_float_percent", "0.0001", "PRICE_FLOAT_PERCENT_TOO_LOW"),
        ("price_float_percent", "0.5", "PRICE_FLOAT_PERCENT_TOO_HIGH"),
        ("add_position_percent", "0.5", "ADD_POSITION_PERCENT_TOO_LOW"),
        ("add_position_percent", "3", "ADD_POSITION_PERCENT_TOO_HIGH"),
        ("add_position_num", 0, "ADD_POSITION_NUM_TOO_LOW"),
        ("add_position_num", 11, "ADD_POSITION_NUM_TOO_HIGH"),
        ("init_margin", "1", "INIT_MARGIN_TOO_LOW"),
        ("init_margin", "900000", "INIT_MARGIN_TOO_HIGH"),
        ("round_tp_percent", "0.001", "ROUND_TARGET_TP_PERCENT_TOO_LOW"),
        ("round_tp_percent", "5", "ROUND_TARGET_TP_PERCENT_TOO_HIGH"),
        ("sl_percent", "1.5", "SL_PER_TOO_HIGH"),
        ("sl_percent", "-0.1", "SL_PER_TOO_LOW"),
        ("entry_price", "1000", "ENTRY_PRICE_TOO_LOW"),
        ("entry_price", "200000", "ENTRY_PRICE_TOO_HIGH"),
        ("leverage", "0.5", "LEVERAGE_TOO_LOW"),
        ("leverage", "500", "LEVERAGE_TOO_HIGH"),
    ],
)
async def test_every_check_names_its_field_and_bound(api: Api, field: str, value: object, code: str) -> None:
    await ready(api)
    body = {**LONG, field: value}
    limit = (await api.post(f"{FM}/get-fmart-limit", body))["result"]
    assert limit["check_code"] == f"F_MART_LIMIT_CHECK_CODE_F_MART_{code}", limit
    assert limit["checks"][0]["field"] == field
    created = await api.post(f"{FM}/create-fmart-bot", body)
    assert created["ret_code"] != 0
    assert created["result"]["check_code"] == f"F_MART_LIMIT_CHECK_CODE_F_MART_{code}"
    assert created["result"]["field"] == field and created["result"]["bound"].startswith("[")
    assert await fund_usdt(api) == Decimal(10000)  # nothing moved


async def test_malformed_input_is_refused_by_field(api: Api) -> None:
    await ready(api)
    for body, field in (
        ({**LONG, "leverage": "five"}, "leverage"),
        ({**LONG, "martingale_mode": 7}, "martingale_mode"),
        ({k: v for k, v in LONG.items() if k != "init_margin"}, "init_margin"),
        ({**LONG, "grid_mode": 1}, "grid_mode"),
        ({**LONG, "symbol": "NOPEUSDT"}, "symbol"),
    ):
        r = await api.post(f"{FM}/create-fmart-bot", body)
        assert r["ret_code"] != 0 and r["result"]["field"] == field, r


async def test_round_life_adds_tp_next_round_modify_close(api: Api) -> None:
    await ready(api)
    bot = await create_bot(api, f"{FM}/create-fmart-bot", LONG, fund_left=9000)
    d = await detail(api, bot)
    assert d["status"] == "RUNNING" and d["fmart_mode"] == "LONG" and d["current_round"] == 1
    assert d["next_add_price"] == "98000" and Decimal(d["pos_size"]) > 0
    assert [row["state"] for row in d["ladder"]] == ["FILLED", "PENDING", "PLANNED", "PLANNED"]
    orders = (await api.post(f"{FM}/get-fmart-open-orders", {"bot_id": bot}))["result"]["list"]
    assert sorted(o["reduce_only"] for o in orders) == [False, True]
    await api.set_perp_price("98000")
    d = await detail(api, bot)
    assert d["current_added_pos_num"] == 1 and Decimal(d["order_balance"]) > 0
    await api.set_perp_price(d["tp_price"])
    d = await detail(api, bot)
    assert d["completed_rounds"] == 1 and d["current_round"] == 2 and Decimal(d["round_profit"]) > 0
    rounds = (await api.post(f"{FM}/get-fmart-round-detail", {"bot_id": bot}))["result"]
    assert [r["status"] for r in rounds["list"]] == ["RUNNING", "COMPLETED"]
    assert rounds["list"][1]["added_pos_num"] == 1 and Decimal(rounds["list"][1]["profit"]) > 0
    fills = (await api.post(f"{FM}/get-fmart-history-orders", {"bot_id": bot}))["result"]
    assert fills["total"] == 4  # entry, add, TP, round 2's entry
    upd = await api.post(
        f"{FM}/update-fmart-bot", {"bot_id": bot, "auto_cycle_toggle": 2, "sl_percent": "0.5"}
    )
    assert upd["ret_code"] == 0, upd
    more = await api.post(f"{FM}/update-fmart-bot", {"bot_id": bot, "add_margin": "500"})
    assert more["ret_code"] == 0, more
    d = await detail(api, bot)
    assert (d["auto_cycle"], d["sl_per"], d["total_margin"]) == ("DISABLED", "0.5", "1500")
    frozen = await api.post(f"{FM}/update-fmart-bot", {"bot_id": bot, "leverage": "10"})
    assert frozen["result"]["field"] == "leverage"
    assert frozen["result"]["check_code"] == "F_MART_LIMIT_CHECK_CODE_F_MART_PARAM_IMMUTABLE"
    bad_sl = await api.post(f"{FM}/update-fmart-bot", {"bot_id": bot, "sl_percent": "2"})
    assert bad_sl["result"]["check_code"].endswith("SL_PER_TOO_HIGH")
    assert (await api.post(f"{FM}/close-fmart-bot", {"bot_id": bot}))["ret_code"] == 0
    closed = (await api.post(f"{FM}/get-fmart-close-detail", {"bot_id": bot}))["result"]
    assert closed["status"] == "COMPLETED" and closed["stop_type"] == "BY_USER"
    assert closed["close_code"] == "CANCELED_MANUALLY" and closed["completed_rounds"] == 1
    back = await fund_usdt(api)
    assert back == Decimal(8500) + Decimal(closed["total_margin"]) + Decimal(closed["pnl"])
    listed = (await api.post("/s1/bot/tradingbot/v1/list-all-bots", {"status": "closed"}))["result"]["list"]
    row = next(r for r in listed if r["bot_id"] == bot)
    assert row["bot_type"] == "MART_FUTURES" and row["completed_rounds"] == 1


async def test_auto_cycle_off_ends_with_round_take_profit(api: Api) -> None:
    await ready(api)
    bot = (await api.post(f"{FM}/create-fmart-bot", {**LONG, "auto_cycle_toggle": 2}))["result"]["bot_id"]
    await api.set_perp_price((await detail(api, bot))["tp_price"])
    d = await detail(api, bot)
    assert (d["status"], d["stop_type"], d["close_code"]) == (
        "COMPLETED",
        "ROUND_TAKE_PROFIT",
        "ROUND_TAKE_PROFIT",
    )
    assert await fund_usdt(api) == Decimal(9000) + Decimal(1000) + Decimal(d["pnl"])
    assert Decimal(d["pnl"]) > 0


async def test_owner_only_and_one_effect_for_two_closes(api: Api) -> None:
    await ready(api)
    bot = (await api.post(f"{FM}/create-fmart-bot", LONG))["result"]["bot_id"]
    follow = (await api.post(f"{FM}/get-fmart-follow-detail", {"bot_id": bot}))["result"]
    assert follow["fmart_mode"] == "LONG" and "pos_balance" not in follow
    await api.post("/v2/private/user/logout", {})
    await api.register("other@example.com")
    for path in ("get-fmart-detail", "close-fmart-bot", "get-fmart-round-detail", "update-fmart-bot"):
        r = await api.post(f"{FM}/{path}", {"bot_id": bot, "auto_cycle_toggle": 2})
        assert r["ret_code"] != 0, (path, r)
    await api.post("/v2/private/user/logout", {})
    login = await api.post(
        "/v2/public/user/login", {"email": "trader@example.com", "password": "correct horse"}
    )
    assert login["ret_code"] == 0, login
    first, second = await asyncio.gather(
        api.post(f"{FM}/close-fmart-bot", {"bot_id": bot}), api.post(f"{FM}/close-fmart-bot", {"bot_id": bot})
    )
    assert sorted([first["ret_code"] == 0, second["ret_code"] == 0]) == [False, True], (first, second)
    d = await detail(api, bot)
    assert d["status"] == "COMPLETED"
    assert await fund_usdt(api) == Decimal(9000) + Decimal(1000) + Decimal(d["pnl"])


async def test_ai_params_from_backtests(api: Api) -> None:
    await api.register()
    for i in range(140):
        await api.set_perp_price(str(100000 + (i % 9) * 150 - (i % 4) * 90))
    body = await api.get("/contract/v5/public/fmartingalebot/get-symbol-ai-params", symbol="BTCUSDT")
    assert body["ret_code"] == 0, body
    res = body["result"]
    assert res["config"]["min_leverage"] == "1" and Decimal(res["config"]["max_leverage"]) >= 5
    assert [p["style"] for p in res["ai_params"]] == ["HIGH_PROFITS", "STEADY", "HIGH_FREQUENCY"]
    for p in res["ai_params"]:
        assert p["martingale_mode"] in (1, 2) and p["martingale_mode_name"] in ("LONG", "SHORT")
        assert "backtest" in p and Decimal(p["min_init_margin"]) > 0
        # the window on the row; 140 minutes of history: the window's yield, no APR
        assert (p["window_start"], p["window_end"]) == (res["window"]["start"], res["window"]["end"])
        assert p["backtest"]["annual_percentage_yield"] is None and "actual_yield" in p["backtest"]
    unknown = await api.get("/contract/v5/public/fmartingalebot/get-symbol-ai-params", symbol="NOPEUSDT")
    assert unknown["ret_code"] != 0 and unknown["result"]["field"] == "symbol"
