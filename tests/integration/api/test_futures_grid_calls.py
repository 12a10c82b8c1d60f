"""The other futures grid calls: balance, margin, withdraw, TP/SL and trailing stop, follow,
close modes, AI params, recommendations, list-all-bots, and their errors."""

from __future__ import annotations

from decimal import Decimal

from tests.integration.api.test_futures_grid_replay import FG, admin, detail
from tests.integration.conftest import ADMIN_TOKEN, Api, fund_usdt

AUTH = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
S1 = "/s1/bot/fgrid/v1"
SHORT = {
    "symbol": "BTCUSDT",
    "grid_mode": 3,
    "grid_type": 1,
    "min_price": "95000",
    "max_price": "105000",
    "cell_number": 10,
    "leverage": "10",
    "total_investment": "1000",
}


async def ready(api: Api) -> None:
    await api.register()
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    await admin(api, "/admin/market/price", {"category": "linear", "symbol": "BTCUSDT", "price": "100000"})


async def test_margin_withdraw_tpsl_trailing_close(api: Api) -> None:
    await ready(api)
    bal = (await api.post(f"{S1}/get-user-balance", {}))["result"]
    assert bal == {"coin": "USDT", "available_balance": "10000"}
    v = (await api.post(f"{FG}/validate-fgrid-input", SHORT))["result"]
    assert v["check_code"] == "FGRID_CHECK_CODE_SUCCESS" and v["short_liq_price"] != ""
    bot = (await api.post(f"{FG}/fgrid-bot-create", SHORT))["result"]["bot_id"]
    d = await detail(api, bot)
    liq = Decimal(d["liquidation_price"])
    assert liq > 100000 and d["grid_mode"] == "SHORT"
    assert Decimal(d["current_position"]) > 0 and "SHORT" in d["futures_pos_side"]
    r = await api.post(f"{FG}/add-margin", {"bot_id": bot, "amount": "500"})
    assert r["ret_code"] == 0, r
    assert Decimal(r["result"]["liquidation_price"]) > liq  # more margin: a short liquidates higher
    d = await detail(api, bot)
    assert d["total_investment"] == "1500"
    assert await fund_usdt(api) == Decimal(8500)
    tpsl = {"bot_id": bot, "tp_sl_type": 2, "take_profit_price": "90000", "stop_loss_price": "106000"}
    assert (await api.post(f"{S1}/update-fgrid-tpsl", tpsl))["ret_code"] == 0
    d = await detail(api, bot)
    assert d["take_profit_price"] == "90000" and d["stop_loss_price"] == "106000"
    ts = await api.post(f"{FG}/update-trailing-stop", {"bot_id": bot, "trailing_stop_per": "0.2"})
    assert ts["ret_code"] == 0, ts
    assert (await detail(api, bot))["trailing_stop_per"] == "0.2"
    too_much = await api.post(f"{FG}/withdraw-profit", {"bot_id": bot, "amount": "5000"})
    assert too_much["ret_code"] != 0 and too_much["result"]["field"] == "amount"
    modes = (await api.post(f"{S1}/get-futures-close-mode", {}))["result"]
    assert modes["default"] == 1
    follow = (await api.post(f"{S1}/get-follow-fgrid-detail", {"bot_id": bot}))["result"]
    assert follow["nick_name"] == "tr***@example.com" and "equity" not in follow
    listed = (await api.post("/s1/bot/tradingbot/v1/list-all-bots", {"status": "ongoing"}))["result"]["list"]
    assert [(b["bot_type"], b["bot_id"]) for b in listed] == [("GRID_FUTURES", bot)]
    assert (await api.post(f"{FG}/fgrid-bot-close", {"bot_id": bot}))["ret_code"] == 0
    again = await api.post(f"{FG}/fgrid-bot-close", {"bot_id": bot})
    assert again["ret_code"] == 12016
    d = await detail(api, bot)
    assert await fund_usdt(api) == Decimal(8500) + Decimal(1500) + Decimal(d["pnl"])


async def test_validation_errors_and_ownership(api: Api) -> None:
    await ready(api)
    bad = dict(SHORT, leverage="80", min_price="1000")
    v = (await api.post(f"{FG}/validate-fgrid-input", bad))["result"]
    codes = {c["check_code"] for c in v["checks"]}
    assert "FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH" in codes and "FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW" in codes
    lev = next(c for c in v["checks"] if c["check_code"] == "FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH")
    assert lev["field"] == "leverage" and lev["to"] == "50"
    refused = await api.post(f"{FG}/fgrid-bot-create", bad)
    assert refused["ret_code"] == 12021 and refused["result"]["check_code"].startswith("FGRID_CHECK_CODE_")
    poor = await api.post(f"{FG}/fgrid-bot-create", dict(SHORT, total_investment="50000"))
    assert poor["ret_code"] in (12021, 12003)
    unknown = await api.post(f"{FG}/validate-fgrid-input", dict(SHORT, symbol="NOPEUSDT"))
    assert (
        unknown["ret_code"] == 12101
        and unknown["result"]["check_code"] == "FGRID_CHECK_CODE_SYMBOL_NOT_EXISTS"
    )
    bot = (await api.post(f"{FG}/fgrid-bot-create", SHORT))["result"]["bot_id"]
    api.c.cookies.clear()
    await api.register("other@example.com", "password123")
    other = await api.post(f"{FG}/fgrid-bot-close", {"bot_id": bot})  # answered as a missing bot
    assert other["ret_code"] == 12006 and other["ret_msg"] == f"bot {bot} not found", other
    assert (await api.post(f"{FG}/get-fgrid-detail", {"bot_id": "x"}))["result"]["field"] == "bot_id"


async def test_ai_params_and_recommendations(api: Api) -> None:
    for i in range(120):
        p = 100000 + (i % 9) * 120 - (i % 4) * 70
        await admin(api, "/admin/market/price", {"category": "linear", "symbol": "BTCUSDT", "price": str(p)})
    body = await api.get(f"{FG}/get-symbol-ai-params", symbol="BTCUSDT")
    assert body["ret_code"] == 0, body
    res = body["result"]
    assert res["config"]["max_leverage_e2"] == {"NEUTRAL": 10000, "LONG": 5000, "SHORT": 5000}
    # one direction for the market (EMA20 rule), three styles, each backtested with its window
    assert res["method"] == "backtest_sweep" and set(res["windows"]) == {"7", "30"}
    assert len({p["grid_mode"] for p in res["ai_params"]}) == 1
    for p in res["ai_params"]:
        assert p["grid_mode"] in (1, 2, 3) and Decimal(p["leverage"]) >= 1
        assert Decimal(p["min_price"]) < Decimal(p["max_price"])
        assert "backtest" in p and "window" in p
    rec = (await api.post(f"{FG}/recommend-symbol", {}))["result"]["list"]
    assert "BTCUSDT" in [r["symbol"] for r in rec]
