"""Multi-pair RECURRING spot DCA through the HTTP API on SQLite and PostgreSQL: create with 1, 3
and 5 coins, 6 coins and a duplicate coin refused with their check codes, a pair below its
symbol's minimum named by its field, configuration limits per coin, a round buying every coin,
detail / status / parameters / update / close detail per coin, list-all-bots and follow-detail
showing the coins, and closing in both settlement modes."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from tests.integration.conftest import Api

DCA = "/s1/bot/dca/v1"
COINS = ("BTC", "ETH", "SOL", "XRP", "DOGE")
PRICES = {"BTC": "100000", "ETH": "4000", "SOL": "200", "XRP": "2.5", "DOGE": "0.25"}


def plan(*amounts: tuple[str, str], **extra: object) -> dict[str, object]:
    return {
        "dca_type": "RECURRING",
        "frequency_in_second": 86_400,
        "quote_coin": "USDT",
        "pairs": [{"base": c, "amount": a} for c, a in amounts],
        "max_invest_amount": "2000",
        **extra,
    }


THREE = plan(("BTC", "100"), ("ETH", "60"), ("SOL", "40"))


async def trader(api: Api) -> None:
    await api.funded_trader()
    for coin, price in PRICES.items():
        await api.set_price(price, coin + "USDT")


async def detail_of(api: Api, bot_id: str) -> dict[str, Any]:
    out: dict[str, Any] = (await api.result(f"{DCA}/detail", {"bot_id": bot_id}))["detail"]
    return out


async def balances(api: Api) -> dict[str, Decimal]:
    rows = (await api.get("/v2/private/asset/balances", account_type="FUND"))["result"]["list"]
    return {b["coin"]: Decimal(b["free"]) for b in rows}


async def test_create_with_one_three_and_five_coins_each_round_buys_every_coin(api: Api) -> None:
    await trader(api)
    for n in (1, 3, 5):
        body = plan(*((c, "20") for c in COINS[:n]))
        created = await api.post(f"{DCA}/create-bot", body)
        assert created["ret_code"] == 0, created
        d = await detail_of(api, created["result"]["bot_id"])
        assert d["rounds_done"] == 1 and d["coins"] == list(COINS[:n]), d
        assert d["symbols"] == [c + "USDT" for c in COINS[:n]]
        rows = d["pairs"]
        assert isinstance(rows, list) and [r["base"] for r in rows] == list(COINS[:n])
        for r in rows:  # 20 USDT of each coin at its price (floored to the lot, fee in the coin)
            assert Decimal(r["cum_quote"]) <= 20 and Decimal(r["cum_quote"]) > Decimal("19.9")
            assert Decimal(r["holdings"]) == Decimal(r["cum_qty"]) > 0
            assert r["last_price"] == PRICES[r["base"]]
        hist = (await api.post(f"{DCA}/order-history", {"bot_id": created["result"]["bot_id"]}))["result"]
        assert sorted(f["client_order_id"] for f in hist["list"]) == sorted(
            f"g{created['result']['bot_id']}-r0-{i}" for i in range(n)
        )
        assert d["cum_invested"] == str(20 * n)


async def test_six_coins_a_duplicate_and_a_pair_below_its_minimum_are_refused(api: Api) -> None:
    await trader(api)
    six = plan(*((c, "20") for c in (*COINS, "ADA")))
    r = await api.post(f"{DCA}/create-bot", six)
    assert (r["result"]["field"], r["result"]["check_code"]) == (
        "pairs",
        "DCA_CHECK_CODE_PAIR_COUNT_TOO_HIGH",
    )
    dup = await api.post(f"{DCA}/create-bot", plan(("BTC", "20"), ("ETH", "20"), ("btc", "20")))
    assert (dup["result"]["field"], dup["result"]["check_code"]) == (
        "pairs[2].base",
        "DCA_CHECK_CODE_DUPLICATED_BASE",
    )
    low = await api.post(f"{DCA}/create-bot", plan(("BTC", "20"), ("ETH", "4")))
    assert (low["result"]["field"], low["result"]["check_code"], low["result"]["bound"]) == (
        "pairs[1].amount",
        "DCA_CHECK_CODE_AMOUNT_TOO_LOW",
        "[5, ]",
    )
    unknown = await api.post(f"{DCA}/create-bot", plan(("BTC", "20"), ("NOPE", "20")))
    assert unknown["ret_code"] != 0 and unknown["result"]["field"] == "pairs[1].base"
    assert (await balances(api))["USDT"] == Decimal(10000)  # nothing was taken


async def test_configuration_serves_limits_per_coin(api: Api) -> None:
    await trader(api)
    conf = await api.post(
        f"{DCA}/create-bot-configuration",
        {"bases": ["BTC", "ETH", "SOL"], "quote_coin": "USDT", "amount": "200"},
    )
    assert conf["ret_code"] == 0, conf
    r = conf["result"]
    assert [(c["base"], c["symbol"], c["min_amount"], c["last_price"]) for c in r["coins"]] == [
        ("BTC", "BTCUSDT", "5", "100000"),
        ("ETH", "ETHUSDT", "5", "4000"),
        ("SOL", "SOLUSDT", "5", "200"),
    ]
    assert r["estimated_rounds"] == 50 and r["max_pairs"] == 5
    dup = await api.post(f"{DCA}/create-bot-configuration", {"bases": ["BTC", "BTC"]})
    assert dup["ret_code"] != 0 and dup["result"]["field"] == "bases[1]"
    bad = await api.post(f"{DCA}/create-bot-configuration", {"bases": ["BTC", "NOPE"]})
    assert bad["ret_code"] != 0 and bad["result"]["field"] == "bases[1]"


async def test_three_coins_detail_update_and_close_selling_every_coin(api: Api) -> None:
    await trader(api)
    bot_id = (await api.post(f"{DCA}/create-bot", THREE))["result"]["bot_id"]
    d = await detail_of(api, bot_id)
    rows = d["pairs"]
    assert isinstance(rows, list)
    value = sum((Decimal(r["value"]) for r in rows), Decimal(0))
    total = d["pairs_total"]
    assert isinstance(total, dict) and Decimal(total["value"]) == value
    assert Decimal(str(d["equity"])) == Decimal(str(d["quote_held"])) + value
    status = (await api.post(f"{DCA}/status", {"bot_id": bot_id}))["result"]
    assert (status["status"], status["coins"]) == ("RUNNING", ["BTC", "ETH", "SOL"])
    params = (await api.post(f"{DCA}/parameters", {"bot_id": bot_id}))["result"]
    assert [p["base"] for p in params["parameters"]["pairs"]] == ["BTC", "ETH", "SOL"]
    new = [{"base": "BTC", "amount": "120"}, {"base": "ETH", "amount": "60"}, {"base": "SOL", "amount": "30"}]
    upd = await api.post(f"{DCA}/update-parameters", {"bot_id": bot_id, "parameters": {"pairs": new}})
    assert upd["ret_code"] == 0 and upd["result"]["parameters"]["pairs"] == new, upd
    swap = [
        {"base": "BTC", "amount": "120"},
        {"base": "XRP", "amount": "60"},
        {"base": "SOL", "amount": "30"},
    ]
    frozen = await api.post(f"{DCA}/update-parameters", {"bot_id": bot_id, "parameters": {"pairs": swap}})
    assert (frozen["result"]["field"], frozen["result"]["check_code"]) == (
        "pairs[1].base",
        "DCA_CHECK_CODE_PARAM_IMMUTABLE",
    )
    cd = (await api.post(f"{DCA}/close-bot-detail", {"bot_id": bot_id}))["result"]
    assert [c["base"] for c in cd["coins"]] == ["BTC", "ETH", "SOL"]
    assert all(Decimal(c["holdings"]) > 0 for c in cd["coins"])
    listed = (await api.post("/s1/bot/tradingbot/v1/list-all-bots", {"status": "ongoing"}))["result"]
    assert listed["list"][0]["coins"] == ["BTC", "ETH", "SOL"]
    public = (await api.post(f"{DCA}/follow-detail", {"bot_id": bot_id}))["result"]
    assert public["coins"] == ["BTC", "ETH", "SOL"] and "quote_held" not in public
    closed = await api.post(f"{DCA}/close-bot", {"bot_id": bot_id, "close_mode": 3})
    assert closed["ret_code"] == 0, closed
    hist = (await api.post(f"{DCA}/order-history", {"bot_id": bot_id}))["result"]["list"]
    assert sorted(f["client_order_id"] for f in hist if f["side"] == "SELL") == [
        f"g{bot_id}-s-{i}" for i in range(3)
    ]
    d = await detail_of(api, bot_id)
    assert d["status"] == "COMPLETED" and d["close_reason"] == "MANUAL"
    fund = await balances(api)
    assert all(fund.get(c, Decimal(0)) < Decimal("0.001") for c in ("BTC", "ETH"))  # only dust kept
    assert fund["USDT"] > Decimal(9990)


async def test_three_coins_closed_in_base_mode_keep_every_coin(api: Api) -> None:
    await trader(api)
    bot_id = (await api.post(f"{DCA}/create-bot", THREE))["result"]["bot_id"]
    held = {r["base"]: Decimal(r["holdings"]) for r in (await detail_of(api, bot_id))["pairs"]}
    closed = await api.post(f"{DCA}/close-bot", {"bot_id": bot_id, "close_mode": 2})
    assert closed["ret_code"] == 0 and closed["result"]["close_mode"] == "DCA_BASE_MODE", closed
    fund = await balances(api)
    assert {c: fund[c] for c in held} == held
    assert fund["USDT"] == Decimal(10000) - sum(
        (Decimal(r["cum_quote"]) for r in (await detail_of(api, bot_id))["pairs"]),
        Decimal(0),
    )
