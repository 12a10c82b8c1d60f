"""The AI parameters computed through the job queue (the embedded process pool, or the cluster's
on JetStream) answer exactly what the same sweep computed in the server's own process answers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from tests.bus.natsproc import free_port, nats_server
from tests.integration.conftest import Api, app_client
from tradingbot.backtest.ai_params import recommend_spot
from tradingbot.jobs.embedded import EmbeddedJobQueue
from tradingbot.jobs.jetstream import JetStreamJobQueue
from tradingbot.services.discovery.window_figures import honest

SG = "/s1/bot/grid/v1"


def _as_json(value: Any) -> Any:
    return orjson.loads(orjson.dumps(value))


async def _answers_as_in_process(api: Api) -> Any:
    """Sweep BTCUSDT through the API; check the answer against the sweep computed here; the container."""
    for i in range(200):
        await api.set_price(str(100000 + (i % 7) * 150 - (i % 3) * 90))
    body = await api.get(f"{SG}/ai-params-detail", symbol="BTCUSDT")
    assert body["ret_code"] == 0, body
    container = api.c._transport.app.state.container  # type: ignore[attr-defined]
    ex = container.exchange.market  # the catalogue and fees (partition 0)
    direct: dict[str, Any] = recommend_spot(
        container.market_hub.candles("BTCUSDT"), ex.sim.symbols["BTCUSDT"], fees=ex.sim.fees
    )
    shown = honest("spot", direct)  # each figure over its own window, no APR under 30 days
    answered = dict(body["result"])
    assert isinstance(answered.pop("computed_at"), int)
    assert answered == _as_json({**shown, "list": shown["ai_params"]})
    again = await api.get(f"{SG}/ai-params-detail", symbol="BTCUSDT")
    assert again["result"] == body["result"]  # from the cache: the same sweep, the same time stamp
    return container


async def test_spot_ai_params_through_the_pool_answer_as_in_process(api: Api) -> None:
    container = await _answers_as_in_process(api)
    assert isinstance(container.jobs, EmbeddedJobQueue) and container.jobs.cached() == 1


async def test_on_the_cluster_queue_the_answer_is_the_same(tmp_path: Path) -> None:
    """``BOT_JOBS=jetstream``: the sweep goes through JetStream to the server's own job runner."""
    with nats_server(tmp_path / "nats") as nats:
        async with app_client(
            f"sqlite:///{tmp_path}/bot.db", bot_jobs="jetstream", nats_url=nats.url
        ) as client:
            container = await _answers_as_in_process(Api(client))
            assert isinstance(container.jobs, JetStreamJobQueue) and container.job_runner is not None


async def test_without_a_job_queue_the_answer_is_retry_later(tmp_path: Path) -> None:
    """NATS unreachable: the AI call answers SERVICE_UNAVAILABLE (10017) in its envelope, not a 5xx."""
    url = f"nats://127.0.0.1:{free_port()}"
    async with app_client(
        f"sqlite:///{tmp_path}/bot.db", bot_jobs="jetstream", nats_url=url, bot_job_runner=False
    ) as c:
        api = Api(c)
        await api.set_price("100000")
        r = await c.get(f"{SG}/ai-params-detail", params={"symbol": "BTCUSDT"})
    assert r.status_code == 200 and r.json()["ret_code"] == 10017, r.json()
    assert "not available now, retry" in r.json()["ret_msg"]
