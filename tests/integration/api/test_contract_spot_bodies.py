"""A body of the wrong shape answers 10001 naming the field on the spot grid, DCA, all-bots,
ranking and AI-pick calls, the hot reads (``fast_reads``) too; a valid body with the readers'
other spellings (digit strings, integers, enum names) keeps working (issue 23)."""

from __future__ import annotations

import pytest

from tests.integration.conftest import Api

GRID = "/s1/bot/grid/v1"
DCA = "/s1/bot/dca/v1"
ALL = "/s1/bot/tradingbot/v1"

WRONG_SHAPE = [
    (f"{GRID}/query-grid-detail", {"grid_id": [1]}, "grid_id"),  # a hot read
    (f"{GRID}/get-history-orders", {"grid_id": "1", "page": 1.5}, "page"),  # a hot read
    (f"{GRID}/create-grid", {"symbol": "BTCUSDT", "cell_number": 2.5}, "cell_number"),
    (f"{GRID}/create-grid", {"symbol": "BTCUSDT", "colour": "red"}, "colour"),
    (f"{GRID}/validate-input", {"symbol": "BTCUSDT", "max_price": {"x": 1}}, "max_price"),
    (f"{GRID}/update-sgrid", {"grid_id": "1", "add_investment": [1]}, "add_investment"),
    (f"{GRID}/query-balance-list", {"coins": "USDT"}, "coins"),
    (f"{DCA}/detail", {"bot_id": {"id": 1}}, "bot_id"),  # a hot read
    (
        f"{DCA}/create-bot",
        {"dca_type": "RECURRING", "pairs": [{"base": "BTC", "amount": 1.5}]},
        "pairs.0.amount",
    ),
    (f"{DCA}/close-bot", {"bot_id": "1", "close_mode": "x" * 100}, "close_mode"),
    (f"{ALL}/list-all-bots", {"page": True}, "page"),  # a hot read
    (f"{ALL}/pnl-history", {"bot_id": "1", "start": 1.5}, "start"),
    (f"{ALL}/ranking-settings", {"listed": "yes"}, "listed"),
    ("/operation/tools/v1/mixed-ranking", {"sortBy": 1}, "sortBy"),
    ("/operation/tools/aurora/info", {"aurora_id": 7}, "aurora_id"),
]


@pytest.mark.parametrize(("path", "body", "field"), WRONG_SHAPE, ids=[f"{p[0]}:{p[2]}" for p in WRONG_SHAPE])
async def test_a_body_of_the_wrong_shape_names_its_field(api: Api, path: str, body: dict, field: str) -> None:
    await api.register()
    r = await api.post(path, body)
    assert r["ret_code"] == 10001 and r["result"]["field"] == field, r


async def test_the_readers_spellings_still_work(api: Api) -> None:
    await api.funded_trader()
    grid = {
        "symbol": "BTCUSDT", "min_price": 90000, "max_price": "110000", "cell_number": "10",
        "grid_type": "arithmetic", "invest_mode": 0, "quote_investment": "1000", "stop_loss": "",
        "enable_trailing": "false", "source": 1, "create_type": None,
    }  # fmt: skip
    grid_id = (await api.result(f"{GRID}/create-grid", grid))["grid_id"]
    assert (await api.result(f"{GRID}/query-grid-detail", {"bot_id": int(grid_id)}))["detail"][
        "grid_id"
    ] == grid_id
    page = await api.result(f"{ALL}/list-all-bots", {"status": "ONGOING", "page": "1", "limit": 0})
    assert [row["bot_id"] for row in page["list"]] == [grid_id] and page["limit"] == 20
    await api.result(f"{GRID}/close-grid", {"grid_id": grid_id, "close_mode": "3"})
