"""The running-bot limit per user (SPEC §8 REACH_BOT_NUM_UPPER_LIMIT) through the HTTP API: the
engine counts its bots in the create's own step, so creates sent together cannot pass it together,
and a closed bot makes room again."""

from __future__ import annotations

import asyncio

import pytest

from tests.integration.api.test_spot_grid_flow import GRID
from tests.integration.conftest import Api
from tradingbot.core.errors import BotResultCode, bot_ret_code
from tradingbot.services.exchange import exchange_service

CREATE = "/s1/bot/grid/v1/create-grid"
LIMIT = 3


async def test_concurrent_creates_stop_at_the_limit_and_a_close_makes_room(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(exchange_service, "MAX_RUNNING_BOTS", LIMIT)
    await api.funded_trader()
    body = dict(GRID, quote_investment="500")
    answers = await asyncio.gather(*(api.post(CREATE, body) for _ in range(2 * LIMIT)))
    made = [a["result"]["grid_id"] for a in answers if a["ret_code"] == 0]
    refused = [a for a in answers if a["ret_code"] != 0]
    assert len(made) == LIMIT, answers
    assert {a["ret_code"] for a in refused} == {bot_ret_code(BotResultCode.REACH_BOT_NUM_UPPER_LIMIT)}
    assert "at most 3 bots" in refused[0]["ret_msg"]
    listed = (await api.post("/s1/bot/tradingbot/v1/list-all-bots", {}))["result"]
    assert sorted(str(b["bot_id"]) for b in listed["list"]) == sorted(map(str, made))
    closed = await api.post("/s1/bot/grid/v1/close-grid", {"grid_id": made[0], "close_mode": 3})
    assert closed["ret_code"] == 0, closed
    again = await api.post(CREATE, body)
    assert again["ret_code"] == 0, again
    assert (await api.post(CREATE, body))["ret_code"] == bot_ret_code(BotResultCode.REACH_BOT_NUM_UPPER_LIMIT)
