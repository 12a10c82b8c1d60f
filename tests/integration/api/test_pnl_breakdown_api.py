"""Issue 26 through the HTTP API: every family's detail carries ``pnl_breakdown`` whose parts sum
exactly (Decimal) to the total PnL the same detail shows, on a bot that has traded."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from tests.integration.api import test_dca_api as dca
from tests.integration.api import test_fcombo_api as fcombo
from tests.integration.api import test_fmart_api as fmart
from tests.integration.api.test_futures_grid_calls import SHORT
from tests.integration.api.test_futures_grid_calls import ready as fgrid_ready
from tests.integration.api.test_futures_grid_replay import FG, admin
from tests.integration.api.test_futures_grid_replay import detail as fgrid_detail
from tests.integration.api.test_spot_grid_flow import GRID
from tests.integration.conftest import Api, create_bot

PARTS = ("realised_profit", "trend_pnl", "trading_fee", "funding_fee", "liquidation_loss")


def assert_sums(detail: dict[str, Any], total_field: str) -> dict[str, str]:
    b: dict[str, str] = detail["pnl_breakdown"]
    assert sum((Decimal(b[p]) for p in PARTS), Decimal(0)) == Decimal(b["total_pnl"])
    assert Decimal(b["total_pnl"]) == Decimal(detail[total_field])
    return b


async def test_spot_grid_detail_parts_sum(api: Api) -> None:
    await api.funded_trader()
    gid = (await api.post("/s1/bot/grid/v1/create-grid", GRID))["result"]["grid_id"]
    for p in ("97000", "103000", "99000"):
        await api.set_price(p)
    d = (await api.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": gid}))["result"]["detail"]
    b = assert_sums(d, "total_profit")
    assert Decimal(b["trading_fee"]) < 0


async def test_dca_detail_parts_sum(api: Api) -> None:
    await api.funded_trader()
    bot_id = (await api.post(f"{dca.DCA}/create-bot", dca.SAFETY))["result"]["bot_id"]
    for p in ("100000", "96900", "99000"):
        await api.set_price(p)
    d = (await api.post(f"{dca.DCA}/detail", {"bot_id": bot_id}))["result"]["detail"]
    b = assert_sums(d, "total_pnl")
    assert Decimal(b["trading_fee"]) < 0


async def test_futures_grid_detail_parts_sum(api: Api) -> None:
    await fgrid_ready(api)
    bot = (await api.post(f"{FG}/fgrid-bot-create", SHORT))["result"]["bot_id"]
    for p in ("101000", "99000", "100500"):
        await admin(api, "/admin/market/price", {"category": "linear", "symbol": "BTCUSDT", "price": p})
    b = assert_sums(await fgrid_detail(api, bot), "pnl")
    assert Decimal(b["trading_fee"]) < 0


async def test_fmart_detail_parts_sum(api: Api) -> None:
    await fmart.ready(api)
    bot = await create_bot(api, f"{fmart.FM}/create-fmart-bot", fmart.LONG, fund_left=9000)
    await api.set_perp_price("98000")
    d = await fmart.detail(api, bot)
    await api.set_perp_price(d["tp_price"])
    b = assert_sums(await fmart.detail(api, bot), "pnl")
    assert Decimal(b["realised_profit"]) > 0  # round 1 took profit


async def test_fcombo_detail_parts_sum(api: Api) -> None:
    await fcombo.ready(api)
    bot = await create_bot(api, f"{fcombo.FC}/create-bot", fcombo.COMBO, fund_left=9000)
    await api.set_perp_price("130000")  # a PERCENT rebalance trims BTC
    b = assert_sums(await fcombo.detail(api, bot), "total_pnl")
    assert Decimal(b["trading_fee"]) < 0
