"""Venue keys through the HTTP API on the stand-in venue (ccxt signs every request with the key;
the stand-in checks the signature): add on each venue, list masked with the permissions the
venue reported, delete; withdrawal keys, refused keys and an unreachable venue refused with
their codes and nothing stored; the shape checks; the per-user limits; owner-only deletion."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from tests.integration.conftest import Api, app_client
from tests.venues.mock_venue import MockVenue
from tests.venues.venue_key_kit import BINANCE, BYBIT, OKX, V, grant_all, venue_app


@pytest.fixture
def venue() -> Iterator[MockVenue]:
    with MockVenue.running() as v:
        grant_all(v)
        yield v


@pytest.fixture
async def api(venue: MockVenue, tmp_path: Path) -> AsyncIterator[Api]:
    async with venue_app(f"sqlite:///{tmp_path}/bot.db", venue) as a:
        yield a


async def listed(api: Api) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = (await api.result(f"{V}/list"))["list"]
    return rows


async def test_a_key_of_each_venue_is_added_listed_masked_and_deleted(api: Api, venue: MockVenue) -> None:
    bybit = await api.result(f"{V}/add", BYBIT.body(label="grid account"))
    binance = await api.result(f"{V}/add", BINANCE.body(testnet=False))
    binance_test = await api.result(f"{V}/add", BINANCE.body())
    okx = await api.result(f"{V}/add", OKX.body())
    assert bybit == {
        "id": bybit["id"],
        "venue": "bybit",
        "testnet": True,
        "label": "grid account",
        "api_key_masked": "XK3p…2Vb9",
        "permissions": ["read", "spot", "futures", "transfer"],
        "permissions_reported": True,
        "created_ms": bybit["created_ms"],
    }
    assert binance["permissions"] == ["read", "spot", "futures"] and binance["testnet"] is False
    assert binance_test["permissions"] == ["read", "trade"]  # the spot testnet: its account answer
    assert okx["permissions"] == ["read", "trade"] and okx["api_key_masked"] == "2c3f…5e6f"
    # each venue was asked where its docs say, on its testnet unless told otherwise
    assert venue.asked("/sapi/v1/account/apiRestrictions") and venue.asked("/api/v3/account")
    assert venue.asked("/v5/user/query-api") and venue.asked("/api/v5/account/config")
    okx_headers = [h for h in venue.accounts.seen_headers if "ok-access-key" in h]
    assert okx_headers[-1].get("x-simulated-trading") == "1"  # OKX demo trading

    rows = await listed(api)
    assert [r["id"] for r in rows] == [bybit["id"], binance["id"], binance_test["id"], okx["id"]]
    assert rows[0] == bybit
    assert (await api.result(f"{V}/list"))["max_keys"] == 10

    gone = await api.result(f"{V}/delete", {"id": binance["id"]})
    assert gone == {"id": binance["id"]}
    assert [r["id"] for r in await listed(api)] == [bybit["id"], binance_test["id"], okx["id"]]
    again = await api.post(f"{V}/delete", {"id": binance["id"]})
    assert (again["ret_code"], again["ret_msg"]) == (10011, "venue key not found")


@pytest.mark.parametrize("key", [BINANCE, BYBIT, OKX], ids=lambda k: k.venue)
async def test_a_key_that_may_withdraw_is_refused_and_not_stored(api: Api, venue: MockVenue, key) -> None:  # type: ignore[no-untyped-def]
    venue.accounts.grant(key.api_key, key.secret, passphrase=key.passphrase, withdraw=True)
    answer = await api.post(f"{V}/add", key.body(testnet=key.venue != "binance"))
    assert answer["ret_code"] == 12202
    assert answer["ret_msg"] == (
        "this key may withdraw funds: make a key without the withdrawal permission on the venue"
    )
    assert answer["result"]["field"] == "api_key"
    assert await listed(api) == []


async def test_a_binance_testnet_key_that_may_withdraw_is_refused(api: Api, venue: MockVenue) -> None:
    venue.accounts.grant(BINANCE.api_key, BINANCE.secret, withdraw=True)
    assert (await api.post(f"{V}/add", BINANCE.body()))["ret_code"] == 12202


@pytest.mark.parametrize(
    ("body", "why"),
    [
        (BYBIT.body(api_key="ZZ3pTqQ8mZr4Lw2Vb9"), "an unknown key"),
        (BYBIT.body(secret="Zs7dJk2LmN4pQr6StUv8WxYz1AbCdEfGhIjK"), "a wrong secret"),
        (BINANCE.body(secret="Z" * 64), "a wrong secret"),
        (BINANCE.body(testnet=False, api_key="Q" * 64), "an unknown key"),
        (OKX.body(passphrase="Not-it!9"), "a wrong passphrase"),
        (OKX.body(secret="0" * 32), "a wrong secret"),
    ],
)
async def test_a_key_the_venue_refuses_answers_12203(api: Api, body: dict[str, object], why: str) -> None:
    answer = await api.post(f"{V}/add", body)
    assert answer["ret_code"] == 12203, why
    assert answer["ret_msg"].startswith(f"{body['venue']} refused this key: check the key, the secret")
    assert await listed(api) == []


async def test_an_expired_key_answers_12203_with_the_okx_passphrase_named(api: Api, venue: MockVenue) -> None:
    venue.accounts.grants.pop(OKX.api_key)  # expired: the venue does not know it any more
    answer = await api.post(f"{V}/add", OKX.body())
    assert answer["ret_msg"] == (
        "okx refused this key: check the key, the secret and the passphrase, that it has not expired,"
        " that it is a testnet key and that it allows this server's address"
    )


async def test_an_unreachable_venue_answers_12204_and_nothing_is_stored(api: Api, venue: MockVenue) -> None:
    venue.down = True
    answer = await api.post(f"{V}/add", BYBIT.body())
    assert (answer["ret_code"], answer["ret_msg"]) == (
        12204,
        "bybit could not be reached to check the key; nothing was stored: retry shortly",
    )
    venue.down = False
    venue.fail_next(1, 429)  # rate limited
    assert (await api.post(f"{V}/add", BINANCE.body(testnet=False)))["ret_code"] == 12204
    assert await listed(api) == []
    assert (await api.post(f"{V}/add", BYBIT.body()))["ret_code"] == 0  # the retry


async def test_nothing_listens_where_the_venue_should_be(tmp_path: Path) -> None:
    async with app_client(f"sqlite:///{tmp_path}/bot.db", bot_venue_urls="bybit=http://127.0.0.1:9") as c:
        api = Api(c)
        await api.register()
        answer = await api.post(f"{V}/add", BYBIT.body())
    assert answer["ret_code"] == 12204


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({**BYBIT.body(), "venue": "kraken"}, "venue", "venue: Input should be 'binance', 'bybit' or 'okx'"),
        (OKX.body(passphrase=None), "passphrase", "passphrase: okx keys need their passphrase"),
        (BYBIT.body(passphrase="Pass-phrase!9"), "passphrase", "passphrase: bybit keys have none"),
        (BYBIT.body(api_key="short"), "api_key", "api_key: String should have at least 16 characters"),
        (BYBIT.body(api_key="k" * 129), "api_key", "api_key: String should have at most 128 characters"),
        (
            BYBIT.body(api_key="XK3pTqQ8mZr4Lw2V b"),
            "api_key",
            "api_key: String should match pattern '^[A-Za-z0-9-]+$'",
        ),
        (
            BYBIT.body(secret='Hs7dJk2LmN4pQr6StUv8WxYz1AbCdEfGh"jK'),
            "secret",
            "secret: String should match pattern '^[A-Za-z0-9_+/=-]+$'",
        ),
        (BYBIT.body(secret=12345678901234567890), "secret", "secret: Input should be a valid string"),
        (BYBIT.body(label="x" * 65), "label", "label: String should have at most 64 characters"),
        (
            {**BYBIT.body(), "secret2": "Hs7dJk2LmN4pQr6StUv8WxYz1AbCdEfGhIjK"},
            "secret2",
            "secret2: Extra inputs are not permitted",
        ),
        ({"venue": "bybit", "api_key": BYBIT.api_key}, "secret", "secret: Field required"),
    ],
)
async def test_a_malformed_key_is_refused_naming_the_field_never_the_value(
    api: Api, body: dict[str, object], field: str, message: str
) -> None:
    answer = await api.post(f"{V}/add", {k: v for k, v in body.items() if v is not None})
    assert (answer["ret_code"], answer["ret_msg"], answer["result"]["field"]) == (10001, message, field)
    for value in body.values():
        if isinstance(value, str) and len(value) >= 8 and value not in ("binance", "bybit", "okx"):
            assert value not in str(answer)


async def test_at_most_max_keys_per_user(venue: MockVenue, tmp_path: Path) -> None:
    async with venue_app(f"sqlite:///{tmp_path}/bot.db", venue, bot_venue_keys_max=2) as api:
        await api.result(f"{V}/add", BYBIT.body())
        await api.result(f"{V}/add", OKX.body())
        asked = len(venue.asked("/sapi"))
        third = await api.post(f"{V}/add", BINANCE.body(testnet=False))
        assert (third["ret_code"], third["ret_msg"]) == (
            12201,
            "at most 2 venue keys per user: delete one first",
        )
        assert len(venue.asked("/sapi")) == asked  # refused before the venue was asked
        first = (await listed(api))[0]["id"]
        await api.result(f"{V}/delete", {"id": first})
        await api.result(f"{V}/add", BINANCE.body(testnet=False))


async def test_additions_per_minute_are_limited(venue: MockVenue, tmp_path: Path) -> None:
    async with venue_app(f"sqlite:///{tmp_path}/bot.db", venue, bot_venue_key_adds_per_minute=2) as api:
        assert (await api.post(f"{V}/add", BYBIT.body(secret="W" * 36)))["ret_code"] == 12203
        assert (await api.post(f"{V}/add", BYBIT.body()))["ret_code"] == 0
        third = await api.post(f"{V}/add", OKX.body())
        assert third["ret_code"] == 10006
        assert third["ret_msg"].startswith("too many venue keys added: at most 2 a minute; try again in ")


async def test_another_users_key_answers_as_a_missing_one(api: Api, venue: MockVenue) -> None:
    mine = await api.result(f"{V}/add", BYBIT.body())
    other = Api(api.c)
    await other.register("other@example.com")  # the same client: now logged in as the other user
    foreign = await other.post(f"{V}/delete", {"id": mine["id"]})
    missing = await other.post(f"{V}/delete", {"id": "999999"})
    foreign.pop("time_now"), missing.pop("time_now")
    assert (
        foreign
        == missing
        == {
            "ret_code": 10011,
            "ret_msg": "venue key not found",
            "result": {"field": "id"},
        }
    )
    assert await listed(other) == []
    bad = await other.post(f"{V}/delete", {"id": "0"})
    assert (bad["ret_code"], bad["result"]["field"]) == (10001, "id")
