"""The AI parameters computed through the job queue (the embedded process pool) answer exactly
what the same sweep computed in the server's own process answers."""

from __future__ import annotations

from typing import Any

import orjson

from tests.integration.conftest import Api
from tradingbot.backtest.ai_params import recommend_spot
from tradingbot.jobs.embedded import EmbeddedJobQueue

SG = "/s1/bot/grid/v1"


def _as_json(value: Any) -> Any:
    return orjson.loads(orjson.dumps(value))


async def test_spot_ai_params_through_the_pool_answer_as_in_process(api: Api) -> None:
    for i in range(200):
        await api.set_price(str(100000 + (i % 7) * 150 - (i % 3) * 90))
    body = await api.get(f"{SG}/ai-params-detail", symbol="BTCUSDT")
    assert body["ret_code"] == 0, body
    container = api.c._transport.app.state.container  # type: ignore[attr-defined]
    assert isinstance(container.jobs, EmbeddedJobQueue) and container.jobs.cached() == 1
    ex = container.exchange
    direct: dict[str, Any] = recommend_spot(
        container.market_hub.candles("BTCUSDT"), ex.sim.symbols["BTCUSDT"], fees=ex.sim.fees
    )
    picks = [dict(p, window_days=p["window"]["days"]) for p in direct["ai_params"]]
    answered = dict(body["result"])
    assert isinstance(answered.pop("computed_at"), int)
    assert answered == _as_json({**direct, "list": picks})
    again = await api.get(f"{SG}/ai-params-detail", symbol="BTCUSDT")
    assert again["result"] == body["result"]  # from the cache: the same sweep, the same time stamp
