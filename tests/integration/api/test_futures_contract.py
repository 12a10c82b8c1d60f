"""The futures calls against their declared contract (issue 23): the calls the other futures tests
do not answer successfully (balance on the contract path, open orders, fills, withdraw, the live
symbol item) are answered as their models say (the client checks every answer), and a request of
the wrong shape answers 10001 naming the field, on the routes and on the fast reads alike, while
what the family reads itself keeps its own check code."""

from __future__ import annotations

from decimal import Decimal

from tests.integration.api.test_futures_grid_calls import S1, SHORT, ready
from tests.integration.api.test_futures_grid_replay import FG
from tests.integration.conftest import Api
from tests.unit.bots.fmart.kit import EXAMPLE

FC = "/contract/v5/private/fcombobot"
FM = "/contract/v5/private/fmartingalebot"


async def test_grid_reads_and_withdraw_answer_their_models(api: Api) -> None:
    await ready(api)
    assert (await api.post(f"{FG}/get-user-balance"))["result"]["available_balance"] == "10000"
    bare = await api.c.post(f"{FG}/recommend-symbol", headers=api._headers())  # no body: none needed
    assert bare.json()["ret_code"] == 0, bare.json()
    bot = (await api.post(f"{FG}/fgrid-bot-create", SHORT))["result"]["bot_id"]
    orders = (await api.post(f"{S1}/get-fgrid-open-orders", {"bot_id": bot}))["result"]["list"]
    assert orders and {o["side"] for o in orders} <= {"BUY", "SELL"}
    fills = await api.post(f"{FG}/get-fgrid-history-orders", {"bot_id": int(bot), "page": "1", "limit": 50})
    assert fills["ret_code"] == 0 and fills["result"]["total"] >= 1, fills
    assert (await api.post(f"{FG}/add-margin", {"bot_id": bot, "amount": 300}))["ret_code"] == 0
    detail = (await api.post(f"{FG}/get-fgrid-detail", {"bot_id": bot}))["result"]["detail"]
    amount = Decimal(detail["withdrawable_amount"])
    assert amount > 0
    took = await api.post(f"{FG}/withdraw-profit", {"bot_id": bot, "amount": str(amount)})
    assert took["ret_code"] == 0 and Decimal(took["result"]["amount"]) == amount, took
    item = (await api.get("/contract/v5/product/dynamic-symbol-item", symbol="BTCUSDT"))["result"]["item"]
    assert item["lastPrice"] == "100000" and item["nextFundingTime"] > 0


async def test_a_wrong_shape_answers_10001_naming_the_field(api: Api) -> None:
    await ready(api)
    for path, body, field in (
        (f"{FG}/get-fgrid-detail", {"bot_id": [1]}, "bot_id"),  # a fast read
        (f"{FG}/get-fgrid-detail", {}, "bot_id"),
        (f"{FG}/get-fgrid-history-orders", {"bot_id": 1, "limit": 201}, "limit"),
        (f"{FG}/fgrid-bot-create", {**SHORT, "cell_number": True}, "cell_number"),
        (f"{FG}/fgrid-bot-create", {**SHORT, "min_price": 95000.5}, "min_price"),
        (f"{FG}/validate-fgrid-input", {**SHORT, "grids": 10}, "grids"),
        (f"{FG}/add-margin", {"bot_id": 1}, "amount"),
        (f"{FC}/set-daily-pick-no-pop", {"no_pop": "yes"}, "no_pop"),
        (f"{FC}/create-bot", {"symbol_settings": [{"symbol": "BTCUSDT"}], "leverage": "2"}, None),
    ):
        r = await api.post(path, body)
        assert r["ret_code"] == 10001, (path, body, r)
        assert field is None or r["result"]["field"] == field, (path, body, r)
    # what the family's reader takes in and refuses itself keeps its own check code and message
    many = await api.post(f"{FG}/fgrid-bot-create", {**SHORT, "cell_number": "many"})
    assert many["result"] == {"field": "cell_number", "check_code": "FGRID_CHECK_CODE_INVALID_PARAM"}, many
    assert many["ret_msg"] == "cell_number: not an integer"
    mode = await api.post(f"{FG}/validate-fgrid-input", {**SHORT, "grid_mode": "sideways"})
    assert mode["ret_msg"] == "grid_mode: expected 1 NEUTRAL, 2 LONG or 3 SHORT", mode
    by_name = await api.post(f"{FG}/validate-fgrid-input", {**SHORT, "grid_mode": "short", "leverage": 10})
    assert by_name["ret_code"] == 0 and by_name["result"]["check_code"] == "FGRID_CHECK_CODE_SUCCESS"


async def test_bots_the_market_stopped_answer_their_models(api: Api) -> None:
    """The detail, close detail and rounds of bots a price move ended (liquidation, stop loss)."""
    await api.futures_trader({"BTCUSDT": "100000"})
    grid = (await api.post(f"{FG}/fgrid-bot-create", SHORT))["result"]["bot_id"]
    mart = (await api.post(f"{FM}/create-fmart-bot", {**EXAMPLE, "sl_percent": "0.3"}))["result"]["bot_id"]
    await api.set_perp_price("98000")
    await api.set_perp_price("60000")
    await api.set_perp_price("200000")
    g = (await api.post(f"{FG}/get-fgrid-detail", {"bot_id": grid}))["result"]["detail"]
    assert (g["status"], g["close_reason"]) == ("COMPLETED", "LIQUIDATION"), g
    assert g["stop_type"] == "FOR_LIQUIDATION" and g["current_profit"] == ""
    m = (await api.post(f"{FM}/get-fmart-detail", {"bot_id": mart}))["result"]["fmart_detail"]
    assert m["status"] == "COMPLETED" and m["close_reason"] in ("STOP_LOSS", "LIQUIDATION"), m
    closed = await api.post(f"{FM}/get-fmart-close-detail", {"bot_id": mart})
    assert closed["result"]["stop_type"] in ("STOP_LOSS", "BY_LIQUIDATION"), closed
    rounds = (await api.post(f"{FM}/get-fmart-round-detail", {"bot_id": mart, "limit": "5"}))["result"]
    assert [r["status"] for r in rounds["list"]] == ["STOPPED"], rounds
    follow = await api.post(f"{S1}/get-follow-fgrid-detail", {"bot_id": grid})
    assert follow["result"]["status"] == "COMPLETED"
