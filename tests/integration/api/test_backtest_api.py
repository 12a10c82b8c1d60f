"""The backtest lab through the HTTP API (issue 26) on SQLite and PostgreSQL.

Every family backtested on real candles of ``../shared/data`` (uploaded in the shared data format)
from create to status to result, and its final equity and fills equal to the command line's
runner (``tradingbot backtest``: ``backtest.runner.run_backtest``) on the same candles, fees and
funding; a window of the server's history (a replayed file); the parameters refused with the
family's own check codes; bad uploads with theirs; the window and job limits; cancel, delete, and
another user's job answering as a missing one. The jobs run in the embedded process pool.
"""

from __future__ import annotations

import gzip
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

import pytest

from tests.conftest import shared_file
from tests.integration.api.test_dca_api import SAFETY
from tests.integration.api.test_fcombo_api import COMBO
from tests.integration.api.test_fmart_api import LONG
from tests.integration.conftest import Api
from tradingbot.adapters.marketdata.funding import funding_times
from tradingbot.backtest.candles_csv import parse_candles_csv
from tradingbot.backtest.runner import run_backtest
from tradingbot.core.candles import Candle
from tradingbot.core.money import fmt

BT = "/s1/bot/backtest/v1"
SPOT_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
PERP_1M = "binance_usdm_perp/{}-1m-2025-05-04_2025-06-24.csv.gz"
GRID = {
    "symbol": "BTCUSDT", "min_price": "103000", "max_price": "108000", "cell_number": 20,
    "invest_mode": 0, "quote_investment": "1000",
}  # fmt: skip
FGRID = {
    "symbol": "BTCUSDT", "grid_mode": 2, "grid_type": 1, "min_price": "93000", "max_price": "98000",
    "cell_number": 20, "leverage": "5", "total_investment": "1000",
}  # fmt: skip
FAMILIES: dict[str, tuple[dict[str, Any], str]] = {
    "GRID_SPOT": (GRID, SPOT_1M),
    "GRID_FUTURES": (FGRID, PERP_1M),
    "DCA_SPOT": (dict(SAFETY), SPOT_1M),
    "MART_FUTURES": (dict(LONG), PERP_1M),
    "COMBO_FUTURES": (dict(COMBO), PERP_1M),
}
"""Each family's create parameters and the candle file they run on."""
ROWS = 2880
"""Two days of 1m candles."""


def csv_of(relative: str, rows: int = ROWS, skip: int = 0) -> str:
    """The first ``rows`` candles (after ``skip``) of a shared data file, as the upload's text."""
    with gzip.open(shared_file(relative), "rt", encoding="utf-8") as f:
        lines = f.read().splitlines()
    return "\n".join([lines[0], *lines[1 + skip : 1 + skip + rows]]) + "\n"


def legs_of(family: str, params: Mapping[str, Any]) -> list[str]:
    if family == "COMBO_FUTURES":
        return [leg["symbol"] for leg in params["symbol_settings"]]
    return [str(params["symbol"])]


async def upload(api: Api, family: str) -> tuple[str, dict[str, list[Candle]]]:
    """The family's candles uploaded (one file per leg for the combo): the id and the candles."""
    params, path = FAMILIES[family]
    texts = {s: csv_of(path.format(s)) for s in legs_of(family, params)}
    body: dict[str, Any] = (
        {"legs": texts} if family == "COMBO_FUTURES" else {"csv": next(iter(texts.values()))}
    )
    r = await api.result(f"{BT}/upload-candles", body)
    return r["candles_id"], {s: parse_candles_csv(t) for s, t in texts.items()}


async def finished(api: Api, job_id: str) -> dict[str, Any]:
    """The job's status once it left queued and running (the wait is bounded by the pool's)."""
    lab = api.c._transport.app.state.container.backtests  # type: ignore[attr-defined]
    await lab.wait(int(job_id))
    return await api.result(f"{BT}/status", {"job_id": job_id})


async def trader(api: Api, email: str = "trader@example.com") -> None:
    r = await api.register(email)
    assert r["ret_code"] == 0, r


def server_funding(
    api: Api, legs: list[str], candles: Mapping[str, list[Candle]]
) -> dict[str, dict[int, Decimal]]:
    """The rates the server's perpetual market settles over the candles (what the lab uses)."""
    rate = api.c._transport.app.state.container.exchange.funding.rate  # type: ignore[attr-defined]
    first = max(c[0].ts for c in candles.values())
    last = max(c[-1].ts for c in candles.values())
    return {s: {t: r for t in funding_times(first, last) if (r := rate(s, t)) is not None} for s in legs}


@pytest.mark.parametrize("family", list(FAMILIES))
async def test_each_family_runs_and_equals_the_command_lines_runner(api: Api, family: str) -> None:
    await trader(api)
    params, _ = FAMILIES[family]
    candles_id, candles = await upload(api, family)
    created = await api.result(f"{BT}/create", {"family": family, "params": params, "candles_id": candles_id})
    status = await finished(api, created["job_id"])
    assert status["state"] == "done", (status["error_code"], status["error"])
    assert status["progress"] == 100 and status["candles_done"] == status["candles_total"] == ROWS
    result = await api.result(f"{BT}/result", {"job_id": created["job_id"]})
    legs = legs_of(family, params)
    funding = (
        server_funding(api, legs, candles)
        if family in ("GRID_FUTURES", "MART_FUTURES", "COMBO_FUTURES")
        else {}
    )
    cli = run_backtest(family, params, candles, funding_by_symbol=funding)
    assert result["metrics"]["final_equity"] == fmt(cli.final_equity)
    assert result["metrics"]["total_pnl"] == fmt(cli.total_pnl)
    assert result["metrics"]["fees"] == fmt(cli.fees) and result["metrics"]["funding"] == fmt(cli.funding)
    assert result["fills_total"] == len(cli.fills) and len(cli.fills) > 0
    assert result["fills"] == [
        {k: f[k] for k in ("ts", "kind", "side", "price", "qty", "fee")} for f in cli.fills[:5000]
    ]
    assert result["candles"] == cli.candles == ROWS
    assert result["equity"][0] == [cli.equity_curve[0][0], fmt(cli.equity_curve[0][1])]
    assert result["equity"][-1] == [cli.equity_curve[-1][0], fmt(cli.equity_curve[-1][1])]
    assert len(result["equity"]) == len(result["buy_hold"]) == len(result["drawdown"]) <= 1002
    assert result["metrics"]["apr"] is None  # two days: under 30
    assert (result["metrics"]["grid_profit"] is not None) == family.startswith("GRID")
