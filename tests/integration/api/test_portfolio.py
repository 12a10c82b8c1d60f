"""The portfolio call: the user's running bots in total and per family, today's PnL from the PnL
history (a bot created before today counts from its PnL at midnight), the daily PnL curve, and
nothing of anyone else's bots."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import update

from tests.integration.api.test_fcombo_api import COMBO, FC
from tests.integration.api.test_fmart_api import FM, LONG, ready
from tests.integration.api.test_pnl_history import container
from tests.integration.conftest import Api
from tradingbot.adapters.storage.models import BotRow
from tradingbot.core.time_units import DAY_MS

PORTFOLIO = "/s1/bot/tradingbot/v1/portfolio"


async def test_totals_per_family_today_and_daily(api: Api) -> None:
    await ready(api)
    empty = (await api.post(PORTFOLIO, {}))["result"]
    assert empty["running_bots"] == 0 and empty["families"] == [] and empty["total_pnl"] == "0"
    for symbol, price in (("ETHUSDT", "2500"), ("SOLUSDT", "150")):
        await api.set_perp_price(price, symbol)
    mart = (await api.post(f"{FM}/create-fmart-bot", LONG))["result"]["bot_id"]
    combo = (await api.post(f"{FC}/create-bot", COMBO))["result"]["bot_id"]
    assert combo
    c = container(api)
    now = c.clock()
    day = now - now % DAY_MS
    async with c.sessions() as s:  # the martingale was created yesterday
        await s.execute(update(BotRow).where(BotRow.id == int(mart)).values(created_ms=day - DAY_MS))
        await s.commit()
    await c.pnl_history.sample(day - 30 * 60_000)  # its last sample before midnight
    history = (await api.post("/s1/bot/tradingbot/v1/pnl-history", {"bot_id": mart}))["result"]["list"]
    at_midnight = history[-1]["pnl"]
    await api.set_perp_price("101000")
    p = (await api.post(PORTFOLIO, {}))["result"]
    rows = (await api.post("/s1/bot/tradingbot/v1/list-all-bots", {"status": "ongoing"}))["result"]["list"]
    assert p["running_bots"] == 2 == len(rows)
    invested = sum(Decimal(r["total_investment"]) for r in rows)
    assert Decimal(p["total_investment"]) == invested == Decimal(2000)
    assert Decimal(p["total_pnl"]) == sum(Decimal(r["total_profit"]) for r in rows)
    assert Decimal(p["today_pnl"]) == Decimal(p["total_pnl"]) - Decimal(at_midnight)
    assert [f["bot_type"] for f in p["families"]] == ["COMBO_FUTURES", "MART_FUTURES"]
    assert all(f["bots"] == 1 and Decimal(f["investment"]) == 1000 for f in p["families"])
    assert p["daily"] and p["daily"][0]["ts"] == day - DAY_MS
    await api.post("/v2/private/user/logout", {})
    await api.register("other@example.com")
    assert (await api.post(PORTFOLIO, {}))["result"]["running_bots"] == 0
