"""Gray flags of /v3/config/web: default false, deterministic per-user rollout."""

from __future__ import annotations

from tests.integration.conftest import Api
from tradingbot.services.accounts.flags import in_rollout, parse_rollout

KEYS = ["botSymbolGray", "futureTsGray", "spotTsGray", "botTpslEquity"]


async def test_flags_default_false(api: Api) -> None:
    body = await api.post("/v3/config/web", {"project": "bot", "keys": KEYS})
    assert body["ret_code"] == 0
    assert [(i["name"], i["isGray"]) for i in body["result"]["list"]] == [(k, False) for k in KEYS]


async def test_flag_rollout_100_percent_for_logged_in_user(api: Api) -> None:
    c = api.c._transport.app.state.container  # type: ignore[attr-defined]
    await c.flags.set_rollout("spotTsGray", 100)
    anon = await api.post("/v3/config/web", {"keys": ["spotTsGray"]})
    assert anon["result"]["list"][0]["isGray"] is False
    await api.register()
    body = await api.post("/v3/config/web", {"keys": ["spotTsGray", "botSymbolGray"]})
    assert [i["isGray"] for i in body["result"]["list"]] == [True, False]


def test_rollout_is_deterministic_and_proportional() -> None:
    picked = [u for u in range(1, 2001) if in_rollout("botSymbolGray", u, 30)]
    assert picked == [u for u in range(1, 2001) if in_rollout("botSymbolGray", u, 30)]
    assert 500 < len(picked) < 700
    assert all(in_rollout("x", u, 100) for u in range(1, 50))
    assert not any(in_rollout("x", u, 0) for u in range(1, 50))


def test_parse_rollout() -> None:
    assert parse_rollout("botSymbolGray=50, spotTsGray=100") == {"botSymbolGray": 50, "spotTsGray": 100}
