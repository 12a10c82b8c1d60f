"""AI picks through the real HTTP API on SQLite and PostgreSQL, on real 1m candles (two days).

``/creation`` per family (≤ 6, best score first, the sweep's direction), ``/home`` (≤ 18, family,
symbol and family-symbol caps), ``/fcombo`` (≤ 2 per style, filter), ids round-tripping through
``/info``, figures equal to the family's own AI call, the APR rule (none under 30 days), a pick's params
creating the bot, and every bad input answering a code naming the field.
"""

from __future__ import annotations

from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from tests.conftest import shared_file
from tests.integration.api.test_futures_grid_replay import admin
from tests.integration.conftest import Api

AU = "/operation/tools/aurora"
SPOT = {"BTCUSDT": "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz",
        "ETHUSDT": "binance_spot/ETHUSDT-1m-2025-05-20_2025-08-18.csv.gz"}  # fmt: skip
PERP = {
    s: f"binance_usdm_perp/{s}-1m-2025-05-04_2025-06-24.csv.gz"
    for s in ("BTCUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT")
}
PERP["DOGEUSDT"] = "binance_usdm_perp/DOGEUSDT-1m-2025-05-25_2025-06-24.csv.gz"
PERP_START = 1_748_217_600_000  # 2025-05-26 00:00 UTC: every perpetual replays the same two days
MINUTES = 2 * 24 * 60
SPOT_KEYS = {"symbol", "min_price", "max_price", "cell_number", "grid_type", "quote_investment"}
FGRID_KEYS = (SPOT_KEYS - {"quote_investment"}) | {"grid_mode", "leverage", "total_investment"}
"""A futures grid's: the spot grid's range and cells, with a direction, a leverage and a total investment."""
FMART_KEYS = {"symbol", "martingale_mode", "leverage", "price_float_percent", "add_position_percent",
              "add_position_num", "round_tp_percent", "init_margin"}  # fmt: skip
COMBO_KEYS = {"symbol_settings", "leverage", "init_margin", "adjust_position_mode", "adjust_position_percent"}


async def load_markets(api: Api) -> None:
    for symbol, path in SPOT.items():
        await admin(api, "/admin/market/load", {"symbol": symbol, "path": str(shared_file(path))})
        await admin(api, "/admin/market/advance", {"symbol": symbol, "candles": MINUTES})
    for symbol, path in PERP.items():
        body = {"category": "linear", "symbol": symbol, "path": str(shared_file(path)), "start": PERP_START}
        await admin(api, "/admin/market/load", body)
        await admin(
            api, "/admin/market/advance", {"category": "linear", "symbol": symbol, "candles": MINUTES}
        )


async def call(api: Api, path: str, body: Any) -> dict[str, Any]:
    r = await api.c.post(f"{AU}/{path}", json=body)
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


async def result(api: Api, path: str, body: Any) -> dict[str, Any]:
    data = await call(api, path, body)
    assert data["ret_code"] == 0, data
    out: dict[str, Any] = data["result"]
    return out


def e4(text: str) -> int:
    return int((Decimal(text) * 10_000).to_integral_value(ROUND_HALF_UP))


def check_pick(p: dict[str, Any]) -> None:
    """The window rule: under 30 days no APR, the window's yield and its length instead."""
    days = Decimal(p["estimate_profits_days"])
    assert Decimal(0) < days < 7 and p["estimate_profits_apr_e4"] is None, p
    assert p["window_end"] - p["window_start"] >= 47 * 3_600_000  # hourly closes of two days
    assert p["style"] in (1, 2, 3) and p["style_name"] in ("HIGH_PROFITS", "STEADY", "HIGH_FREQUENCY")
    assert isinstance(p["estimate_profits_rate_e4"], int) and p["max_draw_down_rate_e4"] >= 0


def scores_descending(picks: list[dict[str, Any]]) -> bool:
    keys = [(-p["score_e4"], p["aurora_id"]) for p in picks]
    return keys == sorted(keys)


def family_by_family(picks: list[dict[str, Any]]) -> bool:
    """Each family's best first, then each one's second best... (score order within a round)."""
    seen: dict[str, int] = {}
    keys = []
    for p in picks:
        keys.append((seen.get(p["biz_type"], 0), -p["score_e4"], p["aurora_id"]))
        seen[p["biz_type"]] = seen.get(p["biz_type"], 0) + 1
    return keys == sorted(keys)


async def test_picks_per_family_home_combo_and_info(api: Api) -> None:
    await load_markets(api)
    # spot grid: the figures are the sweep's, the params exactly the create call's
    spot = await result(api, "creation", {"biz_type": "GRID_SPOT", "symbol": "btcusdt"})
    assert spot["symbol"] == "BTCUSDT" and spot["market_mode"] is None
    assert 1 <= spot["total"] == len(spot["list"]) <= 6 and scores_descending(spot["list"])
    sweep = (await api.get("/s1/bot/grid/v1/ai-params-detail", symbol="BTCUSDT"))["result"]
    # two days of history: the 30-day window is the 7-day one again, so it is not repeated
    assert sweep["windows"]["30"]["window"] == sweep["windows"]["7"]["window"]
    assert spot["total"] <= 3 and all("-7d-" in p["aurora_id"] for p in spot["list"])
    for p in spot["list"]:
        check_pick(p)
        assert (p["biz_type"], p["symbol"], set(p["params"])) == ("GRID_SPOT", "BTCUSDT", SPOT_KEYS)
        window = p["aurora_id"].split("-")[3][:-1]
        src = next(x for x in sweep["windows"][window]["params"] if x["style"] == p["style_name"])
        assert p["estimate_profits_rate_e4"] == e4(src["actual_yield"])
        # the same window as the create page's card: its days and its (absent) APR
        assert (p["window_start"], p["window_end"], p["estimate_profits_days"]) == (
            src["window_start"],
            src["window_end"],
            src["window_days"],
        )
        assert src["annual_percentage_yield"] is None
        assert p["max_draw_down_rate_e4"] == e4(src["max_drawdown_ratio"])
        assert (p["params"]["min_price"], p["params"]["cell_number"]) == (
            src["min_price"],
            src["cell_number"],
        )
        assert p["aurora_id"] == f"grid-BTCUSDT-{p['aurora_id'].split('-')[2]}-{window}d-20250521"
    # futures grid: the direction is the sweep's EMA20 rule
    fgrid = await result(api, "creation", {"biz_type": "fgrid", "symbol": "ETHUSDT"})
    fsweep = (await api.get("/contract/v5/fgridbot/get-symbol-ai-params", symbol="ETHUSDT"))["result"]
    assert fgrid["market_mode"] == fsweep["windows"]["7"]["market_mode"] in ("NEUTRAL", "LONG", "SHORT")
    assert 1 <= fgrid["total"] <= 6 and all(set(p["params"]) == FGRID_KEYS for p in fgrid["list"])
    # martingale: three styles at most, the direction of the best pick
    fmart = await result(api, "creation", {"biz_type": "MART_FUTURES", "symbol": "SOLUSDT"})
    assert 1 <= fmart["total"] <= 3 and fmart["market_mode"] == fmart["list"][0]["market_mode"]
    assert fmart["market_mode"] in ("LONG", "SHORT") and all(
        set(p["params"]) == FMART_KEYS for p in fmart["list"]
    )
    for p in spot["list"] + fgrid["list"] + fmart["list"]:
        check_pick(p)
        assert await result(api, "info", {"aurora_id": p["aurora_id"]}) == p

    combos = await result(api, "fcombo", {})
    assert 1 <= combos["total"] <= 6 and max(Counter(p["style"] for p in combos["list"]).values()) <= 2
    for p in combos["list"]:
        check_pick(p)
        assert set(p["params"]) == COMBO_KEYS and p["biz_type"] == "COMBO_FUTURES"
        assert sum(Decimal(x["target_position_percent"]) for x in p["params"]["symbol_settings"]) == 1
        assert await result(api, "info", {"aurora_id": p["aurora_id"]}) == p
    mode = combos["list"][0]["market_mode"]
    only = await result(api, "fcombo", {"market_mode": mode.lower()})
    assert only["list"] == [p for p in combos["list"] if p["market_mode"] == mode]

    home = await result(api, "home", {})
    while home["pending"]:  # the other symbols' sweeps may outlast one call's wait on a busy machine
        home = await result(api, "home", {})
    picks = home["list"]
    assert home["total"] == len(picks) <= 18 and family_by_family(picks)
    families = {p["biz_type"] for p in picks}
    assert {p["biz_type"] for p in picks[: len(families)]} == families
    assert max(Counter(p["biz_type"] for p in picks).values()) <= 6
    assert max(Counter(p["symbol"] for p in picks).values()) <= 6
    assert max(Counter((p["biz_type"], p["symbol"]) for p in picks).values()) <= 2
    assert {p["biz_type"] for p in picks} == {"GRID_SPOT", "GRID_FUTURES", "MART_FUTURES", "COMBO_FUTURES"}
    for p in picks:
        assert await result(api, "info", {"aurora_id": p["aurora_id"]}) == p

    # a pick's params are a create call as they stand
    await api.register()
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    made = await api.post("/s1/bot/grid/v1/create-grid", spot["list"][0]["params"])
    assert made["ret_code"] == 0, made


async def test_bad_input_answers_a_code(api: Api) -> None:
    await load_markets(api)
    cases: list[tuple[str, Any, int, str]] = [
        ("creation", {}, 10001, "biz_type"),
        ("creation", {"biz_type": "DCA_SPOT", "symbol": "BTCUSDT"}, 10001, "biz_type"),
        ("creation", {"biz_type": 7, "symbol": "BTCUSDT"}, 10001, "biz_type"),
        ("creation", {"biz_type": "GRID_SPOT"}, 10001, "symbol"),
        ("creation", {"biz_type": "GRID_SPOT", "symbol": "NOPEUSDT"}, 12101, "symbol"),
        ("creation", {"biz_type": "GRID_FUTURES", "symbol": ["BTCUSDT"]}, 10001, "symbol"),
        ("info", {}, 10001, "aurora_id"),
        ("info", {"aurora_id": "grid-BTCUSDT-xx-7d-20250521"}, 10001, "aurora_id"),
        ("info", {"aurora_id": "grid-NOPEUSDT-hp-7d-20250521"}, 12101, "symbol"),
        ("info", {"aurora_id": "grid-BTCUSDT-hp-7d-20240101"}, 10011, "aurora_id"),
        ("info", {"aurora_id": "fmart-SOLUSDT-hp-30d-20250527"}, 10011, "aurora_id"),
        ("fcombo", {"market_mode": "UP"}, 10001, "market_mode"),
    ]
    for path, body, code, field in cases:
        data = await call(api, path, body)
        assert (data["ret_code"], data["result"].get("field")) == (code, field), (path, body, data)
    expired = await call(api, "info", {"aurora_id": "grid-BTCUSDT-hp-7d-20240101"})
    assert "unknown or expired" in expired["ret_msg"] and "20250521" in expired["ret_msg"]
    r = await api.c.post(f"{AU}/home", json=[1, 2])
    assert r.status_code in (200, 400, 422) and r.json()["ret_code"] == 10001


async def test_home_sweeps_each_symbol_once_then_reads_the_cache(api: Api) -> None:
    await load_markets(api)
    ai = api.c._transport.app.state.container.ai  # type: ignore[attr-defined]
    sweeps: list[tuple[str, str]] = []
    job = ai._job  # a sweep's params, built once per sweep asked of the job queue

    def counted(category: str, symbol: str) -> Any:
        sweeps.append((category, symbol))
        return job(category, symbol)

    ai._job = counted
    first = await result(api, "home", {})
    while first["pending"]:  # a cold server answers what is ready and keeps sweeping
        first = await result(api, "home", {})
    swept = sorted(set(sweeps))
    assert len(sweeps) == len(swept)  # each family and symbol once, even across requests
    hubs = api.c._transport.app.state.container.market_hubs  # type: ignore[attr-defined]
    assert {s for c, s in swept if c == "spot"} == set(hubs["spot"].symbols())  # tried, history or not
    assert {s for c, s in swept if c == "fmart"} == {s for c, s in swept if c == "linear"} == set(PERP)
    again = await result(api, "home", {})
    assert len(sweeps) == len(swept) and again["list"] == first["list"]
