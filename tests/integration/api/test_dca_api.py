"""Spot DCA through the HTTP API (SPEC §7 "Spot DCA"): configuration, create, rounds and safety
orders executing, status, parameters and their update, close detail, close, list-all-bots, and a
check code naming the field for every kind of bad input."""

from __future__ import annotations

import asyncio
from decimal import Decimal

from tests.integration.conftest import Api, fund_usdt
from tests.unit.bots.dca import kit

DCA = "/s1/bot/dca/v1"
RECURRING = kit.recurring(86_400, "1000", BTC="100")
SAFETY = dict(kit.SAFETY, symbol="BTCUSDT")
"""MECHANICS §4.2's worked example on BTCUSDT."""


async def test_configuration_limits_presets_and_estimated_rounds(api: Api) -> None:
    await api.funded_trader()
    conf = await api.post(
        f"{DCA}/create-bot-configuration", {"base": "BTC", "quote_coin": "USDT", "amount": "100"}
    )
    assert conf["ret_code"] == 0, conf
    r = conf["result"]
    assert r["symbol"] == "BTCUSDT" and Decimal(r["min_amount"]) > 0
    assert {"name": "DAILY", "frequency_in_second": 86_400} in r["frequency_presets"]
    assert r["available_balance"] == "10000" and r["estimated_rounds"] == 100
    bad = await api.post(f"{DCA}/create-bot-configuration", {"base": "NOPE"})
    assert bad["ret_code"] != 0 and bad["result"]["field"] == "base"


async def test_recurring_life_through_the_api(api: Api) -> None:
    await api.funded_trader()
    created = await api.post(f"{DCA}/create-bot", RECURRING)
    assert created["ret_code"] == 0, created
    assert created["result"]["status_code"] == 200
    bot_id = created["result"]["bot_id"]
    assert await fund_usdt(api) == Decimal(9000)
    await api.set_price("100000")  # round 0 is due at creation
    detail = (await api.post(f"{DCA}/detail", {"bot_id": bot_id}))["result"]["detail"]
    assert detail["status"] == "RUNNING" and detail["rounds_done"] == 1, detail
    assert detail["next_round_time"] > detail["create_time"]
    assert detail["pairs"][0]["base"] == "BTC"
    hist = (await api.post(f"{DCA}/order-history", {"bot_id": bot_id}))["result"]
    assert hist["total"] == 1 and hist["list"][0]["side"] == "BUY"
    status = (await api.post(f"{DCA}/status", {"bot_id": bot_id}))["result"]
    assert status["status"] == "RUNNING" and status["pause_reason"] == ""
    params = (await api.post(f"{DCA}/parameters", {"bot_id": bot_id}))["result"]
    assert params["mutable_fields"] == ["amount", "frequency_in_second", "max_invest_amount", "pairs"]
    upd = await api.post(f"{DCA}/update-parameters", {"bot_id": bot_id, "parameters": {"amount": "150"}})
    assert upd["ret_code"] == 0, upd
    assert upd["result"]["parameters"]["pairs"] == [{"base": "BTC", "amount": "150"}]
    frozen = await api.post(
        f"{DCA}/update-parameters", {"bot_id": bot_id, "parameters": {"quote_coin": "USDC"}}
    )
    assert frozen["result"]["check_code"] == "DCA_CHECK_CODE_PARAM_IMMUTABLE"
    assert frozen["result"]["field"] == "quote_coin"
    close_detail = (await api.post(f"{DCA}/close-bot-detail", {"bot_id": bot_id}))["result"]
    assert Decimal(close_detail["base_held"]) > 0 and close_detail["default_close_mode"] == "DCA_BASE_MODE"
    closed = await api.post(f"{DCA}/close-bot", {"bot_id": bot_id, "close_mode": 3})
    assert closed["ret_code"] == 0 and closed["result"]["close_mode"] == "DCA_QUOTE_MODE", closed
    detail = (await api.post(f"{DCA}/detail", {"bot_id": bot_id}))["result"]["detail"]
    assert detail["status"] == "COMPLETED" and detail["close_reason"] == "MANUAL"
    assert await fund_usdt(api) > Decimal("9990")  # the coins were sold back to USDT (fees aside)
    again = await api.post(f"{DCA}/close-bot", {"bot_id": bot_id, "close_mode": 3})
    assert again["ret_code"] != 0
    late = await api.post(f"{DCA}/update-parameters", {"bot_id": bot_id, "parameters": {"amount": "120"}})
    assert late["ret_code"] != 0
    listed = (await api.post("/s1/bot/tradingbot/v1/list-all-bots", {"status": "closed"}))["result"]
    row = listed["list"][0]
    assert (row["bot_type"], row["bot_id"], row["dca_type"]) == ("DCA_SPOT", bot_id, "RECURRING")
    assert row["total_investment"] == "1000" and Decimal(row["total_profit"]) < 0  # fees and spread
    assert "total_apr" in row


async def test_safety_order_ladder_fills_and_tp_moves(api: Api) -> None:
    await api.funded_trader()
    bot_id = (await api.post(f"{DCA}/create-bot", SAFETY))["result"]["bot_id"]
    await api.set_price("100000")  # the base order at market
    orders = (await api.post(f"{DCA}/order-details", {"bot_id": bot_id}))["result"]["list"]
    assert sorted(o["side"] for o in orders) == ["BUY", "BUY", "BUY", "SELL"]
    await api.set_price("96900")  # the first safety order (at 97,000) fills
    detail = (await api.post(f"{DCA}/detail", {"bot_id": bot_id}))["result"]["detail"]
    assert detail["safety_orders_filled"] == 1 and Decimal(detail["avg_price"]) < 100000
    tp_before = detail["tp_price"]
    upd = await api.post(f"{DCA}/update-parameters", {"bot_id": bot_id, "parameters": {"tp_pct": "0.02"}})
    assert upd["ret_code"] == 0, upd
    detail = (await api.post(f"{DCA}/detail", {"bot_id": bot_id}))["result"]["detail"]
    assert Decimal(detail["tp_price"]) < Decimal(tp_before)
    too_high = await api.post(f"{DCA}/update-parameters", {"bot_id": bot_id, "parameters": {"tp_pct": "20"}})
    assert too_high["result"]["check_code"] == "DCA_CHECK_CODE_TP_PERCENT_TOO_HIGH"
    closed = await api.post(f"{DCA}/close-bot", {"bot_id": bot_id, "close_mode": 2})
    assert closed["ret_code"] == 0, closed
    rows = (await api.get("/v2/private/asset/balances", account_type="FUND"))["result"]["list"]
    assert any(b["coin"] == "BTC" and Decimal(b["free"]) > 0 for b in rows)  # base mode keeps the coins


async def test_bad_input_answers_a_check_code_and_the_field(api: Api) -> None:
    await api.funded_trader()
    cases = [
        ({}, "dca_type"),
        (dict(RECURRING, frequency_in_second=1), "frequency_in_second"),
        (dict(RECURRING, quote_coin="EUR"), "quote_coin"),
        (dict(RECURRING, pairs=[{"base": "BTC", "amount": "-5"}]), "pairs[0].amount"),
        (dict(RECURRING, pairs=[{"base": "BTC", "amount": "1"}]), "pairs[0].amount"),
        (dict(RECURRING, extra="x"), "extra"),
        (dict(SAFETY, tp_pct="50"), "tp_pct"),
        (dict(SAFETY, symbol="NOPEUSDT"), "symbol"),
        (dict(SAFETY, settle_mode="DCA_BIT_MODE"), "settle_mode"),
    ]
    for body, field in cases:
        r = await api.post(f"{DCA}/create-bot", body)
        assert r["ret_code"] != 0 and r["result"]["field"] == field, (body, r)
    poor = await api.post(
        f"{DCA}/create-bot",
        dict(RECURRING, pairs=[{"base": "BTC", "amount": "100"}], max_invest_amount="50000"),
    )
    assert poor["ret_code"] != 0, poor
    bot_id = (await api.post(f"{DCA}/create-bot", RECURRING))["result"]["bot_id"]
    for body, field in (
        ({}, "bot_id"),
        ({"bot_id": "x"}, "bot_id"),
        ({"bot_id": bot_id, "close_mode": 9}, "close_mode"),
    ):
        r = await api.post(f"{DCA}/close-bot", body)
        assert r["ret_code"] != 0 and r["result"]["field"] == field, r
    await api.register("other@example.com")
    theirs = await api.post(f"{DCA}/detail", {"bot_id": bot_id})
    assert theirs["ret_code"] != 0
    closing = await api.post(f"{DCA}/close-bot", {"bot_id": bot_id, "close_mode": 3})
    assert closing["ret_code"] != 0


async def test_a_hundred_concurrent_closes_have_one_effect(api: Api) -> None:
    await api.funded_trader()
    bot_id = (await api.post(f"{DCA}/create-bot", SAFETY))["result"]["bot_id"]
    await api.set_price("100000")  # the base order fills: the bot holds coins
    before = await fund_usdt(api)
    answers = await asyncio.gather(
        *(api.post(f"{DCA}/close-bot", {"bot_id": bot_id, "close_mode": 3}) for _ in range(100))
    )
    assert sum(1 for a in answers if a["ret_code"] == 0) == 1, [
        a["ret_msg"] for a in answers if a["ret_code"]
    ][:3]
    assert all(
        a["result"] is None or a["result"].get("field", "") in ("", "bot_id")
        for a in answers
        if a["ret_code"]
    )
    detail = (await api.post(f"{DCA}/detail", {"bot_id": bot_id}))["result"]["detail"]
    assert detail["status"] == "COMPLETED" and detail["close_reason"] == "MANUAL"
    assert await fund_usdt(api) == before + Decimal(detail["equity"])  # settled once, all in quote
    hist = (await api.post(f"{DCA}/order-history", {"bot_id": bot_id, "limit": 200}))["result"]
    assert sum(1 for f in hist["list"] if f["side"] == "SELL") <= 1  # one settlement sale, never two
