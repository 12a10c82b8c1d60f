"""Paper money, balances and transfers through the HTTP API."""

from __future__ import annotations

from tests.integration.conftest import Api


async def test_demo_funds_credit_fund_account(api: Api) -> None:
    assert (await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"}))[
        "ret_code"
    ] == 10007
    await api.register()
    r = await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    assert r["ret_code"] == 0, r
    bal = await api.get("/v2/private/asset/balances", account_type="FUND")
    assert bal["result"]["list"] == [{"coin": "USDT", "free": "10000", "locked": "0"}]


async def test_demo_funds_bad_input_and_rate_limit(api: Api) -> None:
    await api.register()
    for body, field in [
        ({"coin": "USDT", "amount": "-5"}, "amount"),
        ({"coin": "USDT", "amount": "abc"}, "amount"),
        ({"coin": "USDT", "amount": "1e400"}, "amount"),
        ({"coin": "NOPE", "amount": "5"}, "coin"),
        ({"coin": "USDT", "amount": "100000.5"}, "amount"),
        ({"coin": "USDT", "amount": "5", "extra": 1}, "extra"),
    ]:
        r = await api.post("/v2/private/user/demo-funds", body)
        assert r["ret_code"] == 10001, (body, r)
        assert r["result"]["field"] == field, (body, r)
    codes = [
        (await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "1"}))["ret_code"]
        for _ in range(6)
    ]
    assert codes == [0, 0, 0, 0, 0, 10006]
    bal = await api.get("/v2/private/asset/balances", account_type="FUND")
    assert bal["result"]["list"] == [{"coin": "USDT", "free": "5", "locked": "0"}]


async def test_transfer_between_accounts(api: Api) -> None:
    await api.register()
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "1000"})
    t = {"coin": "USDT", "amount": "250.5", "from_account_type": "FUND", "to_account_type": "SPOT"}
    assert (await api.post("/v2/private/asset/transfer", t))["ret_code"] == 0
    fund = await api.get("/v2/private/asset/balances", account_type="FUND")
    spot = await api.get("/v2/private/asset/balances", account_type="SPOT")
    assert fund["result"]["list"][0]["free"] == "749.5"
    assert spot["result"]["list"][0]["free"] == "250.5"
    too_much = dict(t, amount="5000")
    r = await api.post("/v2/private/asset/transfer", too_much)
    assert r["ret_code"] == 12104
    bad = dict(t, to_account_type="MOON")
    r = await api.post("/v2/private/asset/transfer", bad)
    assert r["ret_code"] == 10001 and r["result"]["field"] == "to_account_type"
    same = dict(t, to_account_type="FUND")
    assert (await api.post("/v2/private/asset/transfer", same))["result"]["field"] == "to_account_type"
    # nothing changed by the refused calls
    fund = await api.get("/v2/private/asset/balances", account_type="FUND")
    assert fund["result"]["list"][0]["free"] == "749.5"
    unknown = await api.get("/v2/private/asset/balances", account_type="NOPE")
    assert unknown["ret_code"] == 10001
