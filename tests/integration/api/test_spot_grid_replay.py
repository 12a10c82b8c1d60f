"""A spot grid over real BTCUSDT 1m candles through the HTTP API (SQLite and PostgreSQL):
the detail agrees with the fills, profit can be withdrawn, and closing returns every unit."""

from __future__ import annotations

from decimal import Decimal

from tests.conftest import shared_file
from tests.integration.conftest import ADMIN_TOKEN, Api

AUTH = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
BTC_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
FEE = Decimal("0.001")
INVEST = Decimal("3000")


async def admin(api: Api, path: str, body: dict[str, object]) -> dict[str, object]:
    r = (await api.c.post(path, json=body, headers=AUTH)).json()
    assert r["ret_code"] == 0, r
    return r["result"]  # type: ignore[no-any-return]


async def test_grid_on_real_candles(api: Api) -> None:
    path = shared_file(BTC_1M)
    await api.register()
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    await admin(api, "/admin/market/load", {"symbol": "BTCUSDT", "path": str(path)})
    await admin(api, "/admin/market/advance", {"symbol": "BTCUSDT", "candles": 1})
    # 0.5 % steps: each cycle earns more than the fees and the lot rounding of the sell size
    grid = {"symbol": "BTCUSDT", "min_price": "101000", "max_price": "111000", "cell_number": 20}
    created = await api.post(
        "/s1/bot/grid/v1/create-grid", dict(grid, quote_investment=str(INVEST), source=1)
    )
    assert created["ret_code"] == 0, created
    gid = created["result"]["grid_id"]
    moved = await admin(api, "/admin/market/advance", {"symbol": "BTCUSDT", "candles": 2500})
    last = Decimal(str(moved["last_price"]))

    d = (await api.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": gid}))["result"]["detail"]
    fills = (await api.post("/s1/bot/grid/v1/get-history-orders", {"grid_id": gid, "limit": 200}))["result"]
    assert fills["total"] == len(fills["list"]) < 200
    # rebuild the bot's holdings from its fills alone
    quote, base, maker_sells = INVEST, Decimal(0), 0
    for f in fills["list"]:
        price, qty, fee = Decimal(f["price"]), Decimal(f["qty"]), Decimal(f["fee"])
        if f["side"] == "BUY":
            quote -= price * qty
            base += qty - fee
            assert f["fee_asset"] == "BTC" and fee == (qty * FEE).quantize(Decimal("1e-8"))
        else:
            quote += price * qty - fee
            base -= qty
            maker_sells += f["is_maker"]
            assert f["fee_asset"] == "USDT"
    equity = quote + base * last
    assert d["arbitrage_num"] == maker_sells > 5
    assert abs(Decimal(d["equity"]) - equity) <= Decimal("0.00000001")
    assert abs(Decimal(d["total_profit"]) - (equity - INVEST)) <= Decimal("0.00000001")
    assert Decimal(d["grid_profit"]) > 0
    assert Decimal(d["floating_profit"]) == Decimal(d["total_profit"]) - Decimal(d["grid_profit"])
    orders = (await api.post("/s1/bot/grid/v1/get-open-orders", {"grid_id": gid}))["result"]["list"]
    assert len(orders) == 20

    wd = (await api.post("/s1/bot/grid/v1/get-withdraw-detail", {"grid_id": gid}))["result"]
    taken = Decimal(wd["withdrawable"])
    assert taken > 0
    assert (await api.post("/s1/bot/grid/v1/withdraw-profit", {"grid_id": gid, "amount": str(taken)}))[
        "ret_code"
    ] == 0
    assert (await api.post("/s1/bot/grid/v1/close-grid", {"grid_id": gid, "close_mode": 4}))["ret_code"] == 0
    closed = (await api.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": gid}))["result"]["detail"]
    assert closed["status"] == "COMPLETED" and Decimal(closed["cum_withdrew_amount"]) == taken

    # every unit came back: FUND holds the initial money minus the investment plus the bot's holdings
    fund = {
        b["coin"]: Decimal(b["free"])
        for b in (await api.get("/v2/private/asset/balances", account_type="FUND"))["result"]["list"]
    }
    assert fund["USDT"] == Decimal(10000) - INVEST + quote
    assert fund["BTC"] == base
    assert abs(Decimal(closed["total_profit"]) - (quote + base * last - INVEST)) <= Decimal("0.00000001")
