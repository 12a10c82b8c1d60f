"""Futures grids on real BTCUSDT perpetual 1m candles through the HTTP API (SQLite and PostgreSQL):
a LONG grid that survives, a high-leverage SHORT liquidated in the May 2025 rally, a NEUTRAL grid
closed by take-profit. After each, every USDT unit is accounted for."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from tests.conftest import shared_file
from tests.integration.conftest import ADMIN_TOKEN, Api, detail_reader, fund_usdt
from tradingbot.core.enums import GridMode

AUTH = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
PERP_1M = "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz"
FUNDING = "binance_usdm_funding/BTCUSDT-funding-2023-12-01_2026-02-19.csv.gz"
FG = "/contract/v5/fgridbot"
START_TS = 1746372780000  # 2025-05-04 15:33 UTC, the file's first candle


async def admin(api: Api, path: str, body: dict[str, Any]) -> dict[str, Any]:
    r = (await api.c.post(path, json=body, headers=AUTH)).json()
    assert r["ret_code"] == 0, r
    return r["result"]  # type: ignore[no-any-return]


async def setup(api: Api, skip: int) -> None:
    await api.register()
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    load = {
        "category": "linear",
        "symbol": "BTCUSDT",
        "path": str(shared_file(PERP_1M)),
        "funding_path": str(shared_file(FUNDING)),
        "start": START_TS + skip * 60_000,
    }
    await admin(api, "/admin/market/load", load)
    await advance(api, 1)


async def advance(api: Api, n: int) -> dict[str, Any]:
    return await admin(
        api, "/admin/market/advance", {"category": "linear", "symbol": "BTCUSDT", "candles": n}
    )


detail = detail_reader(f"{FG}/get-fgrid-detail", "detail")


def ledger_balanced(api: Api) -> None:
    """Double entry across every account, system ones included: each asset sums to zero."""
    router = api.c._transport.app.state.container.exchange  # type: ignore[attr-defined]
    ledgers = [p.sim.ledger for p in router.partitions]
    assert all(ledger.recompute() == ledger.snapshot() for ledger in ledgers)
    totals: dict[str, Decimal] = {}
    for assets in (cells for ledger in ledgers for cells in ledger.snapshot().values()):
        for asset, bal in assets.items():
            totals[asset] = totals.get(asset, Decimal(0)) + bal.free + bal.locked
    assert all(v == 0 for v in totals.values()), totals


async def settled(api: Api, before: Decimal, investment: int, d: dict[str, Any]) -> Decimal:
    """What the closed bot returned to FUND since ``before``: its investment plus its PnL, with the
    ledger balanced."""
    returned = await fund_usdt(api) - before
    assert returned == Decimal(investment) + Decimal(d["pnl"])
    ledger_balanced(api)
    return returned


def grid(
    mode: GridMode, low: str, high: str, *, cells: int, leverage: str, investment: str
) -> dict[str, Any]:
    """A futures grid's create fields: direction, price range, cells, leverage and USDT invested."""
    return {
        "grid_mode": mode.value,
        "min_price": low,
        "max_price": high,
        "cell_number": cells,
        "leverage": leverage,
        "total_investment": investment,
    }


async def create(api: Api, **fields: Any) -> str:
    body = {"symbol": "BTCUSDT", "grid_type": 1, **fields}
    v = await api.post(f"{FG}/validate-fgrid-input", body)
    assert v["ret_code"] == 0 and v["result"]["checks"] == [], v
    r = await api.post(f"{FG}/fgrid-bot-create", body)
    assert r["ret_code"] == 0, r
    return str(r["result"]["bot_id"])


async def closed(api: Api, bot_id: str, reason: str) -> dict[str, Any]:
    """The bot's detail, which must show it COMPLETED for ``reason``."""
    d = await detail(api, bot_id)
    assert d["status"] == "COMPLETED" and d["close_reason"] == reason, d
    return d


async def test_long_grid_survives_and_reconciles(api: Api) -> None:
    await setup(api, 0)
    long = grid(GridMode.LONG, "90000", "100000", cells=20, leverage="2", investment="2000")
    bot = await create(api, **long)
    d = await detail(api, bot)
    assert d["status"] == "RUNNING" and Decimal(d["current_position"]) > 0
    assert d["liquidation_price"] == ""  # 2x on a whole wallet: no price liquidates it (shown as --)
    orders = (await api.post("/s1/bot/fgrid/v1/get-fgrid-open-orders", {"bot_id": bot}))["result"]["list"]
    assert len(orders) == 20 and any(o["reduce_only"] for o in orders)
    await advance(api, 3000)
    d = await detail(api, bot)
    assert d["status"] == "RUNNING" and d["arbitrage_num"] > 0 and Decimal(d["grid_profit"]) > 0
    assert Decimal(d["funding_fee"]) != 0  # two days of real funding were settled
    before = await fund_usdt(api)
    assert (await api.post(f"{FG}/fgrid-bot-close", {"bot_id": bot}))["ret_code"] == 0
    d = await closed(api, bot, "MANUAL")
    await settled(api, before, 2000, d)


async def test_short_high_leverage_is_liquidated_in_the_rally(api: Api) -> None:
    await setup(api, 3000)
    short = grid(GridMode.SHORT, "93000", "97000", cells=10, leverage="25", investment="1000")
    bot = await create(api, **short)
    before = await fund_usdt(api)
    await advance(api, 5000)  # 2025-05-06 17:33 -> 05-10: BTC runs from 94.7k to 104k
    d = await closed(api, bot, "LIQUIDATION")
    hist = (await api.post(f"{FG}/get-fgrid-history-orders", {"bot_id": bot, "limit": 200}))["result"]["list"]
    assert any(f["is_liquidation"] for f in hist)
    returned = await settled(api, before, 1000, d)
    assert Decimal(0) <= returned < Decimal(1000)


async def test_neutral_grid_closed_by_take_profit(api: Api) -> None:
    await setup(api, 0)
    neutral = grid(GridMode.NEUTRAL, "92000", "98000", cells=30, leverage="5", investment="2000")
    bot = await create(api, **neutral, tp_sl_type=1, take_profit_per="0.01", stop_loss_per="0.5")
    before = await fund_usdt(api)
    for _ in range(30):
        await advance(api, 200)
        if (await detail(api, bot))["status"] == "COMPLETED":
            break
    d = await closed(api, bot, "TAKE_PROFIT")
    # triggered at 1 % of the investment; closing the position at market costs the taker fee
    assert Decimal("0.009") <= Decimal(d["pnl_per"]) < Decimal("0.011")
    await settled(api, before, 2000, d)
