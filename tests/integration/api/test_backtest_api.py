"""The backtest lab through the HTTP API (issue 26) on SQLite and PostgreSQL.

Every family backtested on real candles of ``../shared/data`` (uploaded in the shared data format)
from create to status to result, and its final equity and fills equal to the command line's
runner (``tradingbot backtest``: ``backtest.runner.run_backtest``) on the same candles, fees and
funding; a window of the server's history (a replayed file); the parameters refused with the
family's own check codes; bad uploads with theirs; the window and job limits; cancel, delete, and
another user's job answering as a missing one. The jobs run in the embedded process pool.
"""

from __future__ import annotations

import asyncio
import gzip
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import select

from tests.conftest import shared_file
from tests.integration.api.test_dca_api import SAFETY
from tests.integration.api.test_fcombo_api import COMBO
from tests.integration.api.test_fmart_api import LONG
from tests.integration.conftest import ADMIN_TOKEN, Api
from tradingbot.adapters.marketdata.funding import funding_times
from tradingbot.adapters.storage.backtests import BacktestCandlesRow, BacktestRow
from tradingbot.adapters.storage.models import User
from tradingbot.backtest.candles_csv import parse_candles_csv
from tradingbot.backtest.runner import run_backtest
from tradingbot.core.candles import Candle
from tradingbot.core.money import fmt
from tradingbot.sim.fees import FeeSchedule

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
COMBO_ROWS = 720
"""Twelve hours for the combo's parity (the runner steps its three legs at about 2,000 candles a second)."""


def csv_of(relative: str, rows: int = ROWS, skip: int = 0) -> str:
    """The first ``rows`` candles (after ``skip``) of a shared data file, as the upload's text."""
    with gzip.open(shared_file(relative), "rt", encoding="utf-8") as f:
        lines = f.read().splitlines()
    return "\n".join([lines[0], *lines[1 + skip : 1 + skip + rows]]) + "\n"


def legs_of(family: str, params: Mapping[str, Any]) -> list[str]:
    if family == "COMBO_FUTURES":
        return [leg["symbol"] for leg in params["symbol_settings"]]
    return [str(params["symbol"])]


async def upload(api: Api, family: str, rows: int = ROWS) -> tuple[str, dict[str, list[Candle]]]:
    """The family's candles uploaded (one file per leg for the combo): the id and the candles."""
    params, path = FAMILIES[family]
    texts = {s: csv_of(path.format(s), rows) for s in legs_of(family, params)}
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
    rows = COMBO_ROWS if family == "COMBO_FUTURES" else ROWS
    candles_id, candles = await upload(api, family, rows)
    created = await api.result(f"{BT}/create", {"family": family, "params": params, "candles_id": candles_id})
    status = await finished(api, created["job_id"])
    assert status["state"] == "done", (status["error_code"], status["error"])
    assert status["progress"] == 100 and status["candles_done"] == status["candles_total"] == rows
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
    assert [{k: f[k] for k in ("ts", "kind", "side", "price", "qty", "fee")} for f in result["fills"]] == [
        {k: f[k] for k in ("ts", "kind", "side", "price", "qty", "fee")} for f in cli.fills[:5000]
    ]
    assert {f["symbol"] for f in result["fills"]} == set(legs)  # every leg traded, each fill names its own:
    for f in result["fills"]:  # at a price its leg's candles reached
        leg = candles[f["symbol"]]
        assert min(c.low for c in leg) <= Decimal(f["price"]) <= max(c.high for c in leg), f
    assert result["candles"] == cli.candles == rows
    assert result["equity"][0] == [cli.equity_curve[0][0], fmt(cli.equity_curve[0][1])]
    assert result["equity"][-1] == [cli.equity_curve[-1][0], fmt(cli.equity_curve[-1][1])]
    assert len(result["equity"]) == len(result["buy_hold"]) == len(result["drawdown"]) <= 1002
    assert result["metrics"]["apr"] is None  # two days: under 30
    assert (result["metrics"]["grid_profit"] is not None) == family.startswith("GRID")
    rounds = [e for e in cli.events if e["kind"] in ("CYCLE", "ROUND", "REBALANCE")]
    assert result["rounds"] == [{"ts": e["ts"], "kind": e["kind"], "data": e["data"]} for e in rounds[:1000]]
    assert result["rounds_total"] == len(rounds)
    assert rounds or family == "DCA_SPOT"  # a safety-order DCA closes no cycle in these two days


async def test_a_window_of_the_servers_history(api: Api) -> None:
    """The spot market replays real candles; a window inside what the hub holds runs on them
    (equal to the runner's), one outside answers WINDOW_OUT_OF_HISTORY with what is held."""
    await trader(api)
    path = shared_file(SPOT_1M)
    await admin(api, "/admin/market/load", {"symbol": "BTCUSDT", "path": str(path)})
    await admin(api, "/admin/market/advance", {"symbol": "BTCUSDT", "candles": 600})
    held = parse_candles_csv(csv_of(SPOT_1M, 600))
    window = {"from_ms": held[100].ts, "to_ms": held[500].ts}
    created = await api.result(f"{BT}/create", {"family": "GRID_SPOT", "params": GRID, "window": window})
    assert (await finished(api, created["job_id"]))["state"] == "done"
    result = await api.result(f"{BT}/result", {"job_id": created["job_id"]})
    cli = run_backtest("GRID_SPOT", GRID, held[100:500])
    assert result["candles"] == 400
    assert (result["start_ms"], result["end_ms"]) == (held[100].ts, held[499].ts)
    assert result["metrics"]["final_equity"] == fmt(cli.final_equity)
    assert result["fills_total"] == len(cli.fills)
    outside = {"from_ms": held[0].ts - 60_000, "to_ms": held[10].ts}
    r = await api.post(f"{BT}/create", {"family": "GRID_SPOT", "params": GRID, "window": outside})
    assert r["ret_code"] == 12302, r
    assert r["result"] == {
        "field": "window",
        "check_code": "WINDOW_OUT_OF_HISTORY",
        "bound": f"{held[0].ts}..{held[-1].ts + 60_000}",
    }


async def admin(api: Api, path: str, body: dict[str, Any]) -> dict[str, Any]:
    r = (await api.c.post(path, json=body, headers={"Authorization": f"Bearer {ADMIN_TOKEN}"})).json()
    assert r["ret_code"] == 0, r
    return r["result"]  # type: ignore[no-any-return]


BAD_PARAMS = [
    ("GRID_SPOT", dict(GRID, cell_number=100_000), "SPOT_CHECK_CODE_GRID_NO_TOO_HIGH"),
    ("GRID_SPOT", dict(GRID, quote_investment="1"), "SPOT_CHECK_CODE_INVESTMENT_TOO_LOW"),
    ("GRID_FUTURES", dict(FGRID, cell_number=100_000), "FGRID_CHECK_CODE_GRID_NO_TOO_HIGH"),
]


@pytest.mark.parametrize(("family", "params", "check"), BAD_PARAMS)
async def test_parameters_answer_the_familys_own_check_codes(
    api: Api, family: str, params: dict[str, Any], check: str
) -> None:
    """Checked as the family's create call checks them, at the window's first close."""
    await trader(api)
    candles_id, _ = await upload(api, family)
    r = await api.post(f"{BT}/create", {"family": family, "params": params, "candles_id": candles_id})
    assert r["ret_code"] != 0 and r["result"]["check_code"] == check, r
    assert (await api.result(f"{BT}/list"))["list"] == []


BAD_CSV = [
    ("ts,open,high,low,close\n1,1,1,1,1\n2,1,1,1,1\n", "CSV_HEADER", "line 1"),
    ("ts,open,high,low,close,volume\n1,1,1,1,1,1\n2,1,1,1\n", "CSV_COLUMNS", "line 3"),
    ("ts,open,high,low,close,volume\n1,1,1,1,1,1\n2,1,x,1,1,1\n", "CSV_NUMBER", "line 3"),
    ("ts,open,high,low,close,volume\n1,1,1,1,1,1\n2.5,1,1,1,1,1\n", "CSV_NUMBER", "line 3"),
    ("ts,open,high,low,close,volume\n1,1,1,1,1,1\n2,1,1,1,NaN,1\n", "CSV_NUMBER", "line 3"),
    ("ts,open,high,low,close,volume\n2,1,1,1,1,1\n2,1,1,1,1,1\n", "CSV_TIMESTAMPS", "line 3"),
    ("ts,open,high,low,close,volume\n5,1,1,1,1,1\n2,1,1,1,1,1\n", "CSV_TIMESTAMPS", "line 3"),
    ("ts,open,high,low,close,volume\n1,1,1,1,1,1\n2,10,9,8,9.5,1\n", "CSV_OHLC", "line 3"),
    ("ts,open,high,low,close,volume\n1,1,1,1,1,1\n2,10,12,10.5,11,1\n", "CSV_OHLC", "line 3"),
    ("ts,open,high,low,close,volume\n1,1,1,1,1,1\n2,0,1,0,1,1\n", "CSV_NUMBER", "line 3"),
    ("ts,open,high,low,close,volume\n1,1,1,1,1,1\n", "CSV_TOO_FEW_ROWS", "fewer than 2"),
    ("ts,open,high,low,close,volume\n" + "1,1,1,1,1,1\n" * 200_001, "CSV_TOO_MANY_ROWS", "more than 200000"),
    ("ts,open,high,low,close,volume\n" + f"1,{'1' * 30},1,1,1,1\n" * 70_000, "CSV_TOO_LARGE", "2097152"),
]


async def test_bad_uploads_answer_their_codes(api: Api) -> None:
    await trader(api)
    for text, check, said in BAD_CSV:
        r = await api.post(f"{BT}/upload-candles", {"csv": text})
        assert r["ret_code"] == 12301 and r["result"] == {"field": "csv", "check_code": check}, (check, r)
        assert said in r["ret_msg"], (check, r["ret_msg"])
    legs = {"BTCUSDT": csv_of(PERP_1M.format("BTCUSDT"), 10), "ETHUSDT": "ts,open\n"}
    r = await api.post(f"{BT}/upload-candles", {"legs": legs})
    assert r["ret_code"] == 12301 and r["result"] == {"field": "legs.ETHUSDT", "check_code": "CSV_HEADER"}, r
    r = await api.post(f"{BT}/upload-candles", {})
    assert r["ret_code"] == 10001 and r["result"]["field"] == "csv", r
    r = await api.post(f"{BT}/upload-candles", {"csv": "x" * (8 << 20)})
    assert r["ret_code"] == 10001 and r["result"] == {"field": "body"}, r
    one_file = {"csv": csv_of(PERP_1M.format("BTCUSDT"), 10)}
    combo_on_one_file = await api.result(f"{BT}/upload-candles", one_file)
    r = await api.post(
        f"{BT}/create",
        {"family": "COMBO_FUTURES", "params": COMBO, "candles_id": combo_on_one_file["candles_id"]},
    )
    assert r["ret_code"] == 12302 and r["result"]["check_code"] == "SYMBOL_NOT_IN_CANDLES", r


async def test_window_and_job_limits(api: Api) -> None:
    await trader(api)
    candles_id, candles = await upload(api, "GRID_SPOT")
    base = {"family": "GRID_SPOT", "params": GRID}
    cases = [
        ({"from_ms": 10, "to_ms": 10}, "WINDOW_ORDER"),
        ({"from_ms": 0, "to_ms": 400 * 86_400_000 + 1}, "WINDOW_TOO_LONG"),
        ({"from_ms": candles["BTCUSDT"][0].ts, "to_ms": candles["BTCUSDT"][1].ts}, "TOO_FEW_CANDLES"),
    ]
    for window, check in cases:
        r = await api.post(f"{BT}/create", {**base, "candles_id": candles_id, "window": window})
        assert r["ret_code"] == 12302 and r["result"]["check_code"] == check, (check, r)
    r = await api.post(f"{BT}/create", base)
    assert r["ret_code"] == 10001 and r["result"]["field"] == "window", r
    r = await api.post(f"{BT}/create", {**base, "candles_id": "987654"})
    assert r["ret_code"] == 10011 and r["result"] == {"field": "candles_id"}, r
    for field, bad in (("candles_id", "0"), ("candles_id", "x1"), ("symbol", "ETHUSDT")):
        r = await api.post(f"{BT}/create", {**base, "candles_id": candles_id, field: bad})
        assert r["ret_code"] == 10001 and r["result"]["field"] == field, (field, r)
    for bad in ("abc", 0, "-1", "9" * 16):
        r = await api.post(f"{BT}/status", {"job_id": bad})
        assert r["ret_code"] == 10001 and r["result"]["field"] == "job_id", (bad, r)
    r = await api.post(f"{BT}/create", {**base, "family": "SPOT_GRID", "candles_id": candles_id})
    assert r["ret_code"] == 10001 and r["result"]["field"] == "family", r
    lab = api.c._transport.app.state.container.backtests  # type: ignore[attr-defined]
    lab.max_active = 1  # the one job stays queued or running while the second is asked for
    combo_id, _ = await upload(api, "COMBO_FUTURES")
    combo = {"family": "COMBO_FUTURES", "params": COMBO, "candles_id": combo_id}
    first = await api.result(f"{BT}/create", combo)
    r = await api.post(f"{BT}/create", {**base, "candles_id": candles_id})
    assert r["ret_code"] == 12303 and r["result"] == {"bound": "1"}, r
    await api.result(f"{BT}/cancel", first)
    await api.result(f"{BT}/create", {**base, "candles_id": candles_id})  # room again


async def test_creates_sent_together_pass_the_job_limit_once(api: Api) -> None:
    await trader(api)
    lab = api.c._transport.app.state.container.backtests  # type: ignore[attr-defined]
    lab.max_active = 1
    combo_id, _ = await upload(api, "COMBO_FUTURES")
    body = {"family": "COMBO_FUTURES", "params": COMBO, "candles_id": combo_id}
    answers = await asyncio.gather(*(api.post(f"{BT}/create", body) for _ in range(4)))
    assert sorted(a["ret_code"] for a in answers) == [0, 12303, 12303, 12303], answers
    listed = (await api.result(f"{BT}/list"))["list"]
    assert [row["job_id"] for row in listed] == [a["result"]["job_id"] for a in answers if a["ret_code"] == 0]
    await api.result(f"{BT}/cancel", {"job_id": listed[0]["job_id"]})


async def running(api: Api, job_id: str) -> dict[str, Any]:
    """The job's status once it has written progress (it runs in the pool meanwhile)."""
    for _ in range(6000):
        status = await api.result(f"{BT}/status", {"job_id": job_id})
        if status["state"] != "queued" and status["candles_done"] > 0:
            return status
        await asyncio.sleep(0.01)
    raise AssertionError(f"job {job_id} never ran: {status}")


async def test_cancel_stops_the_job_and_delete_forgets_it(api: Api) -> None:
    await trader(api)
    combo_id, _ = await upload(api, "COMBO_FUTURES")
    body = {"family": "COMBO_FUTURES", "params": COMBO, "candles_id": combo_id}
    job = await api.result(f"{BT}/create", body)
    status = await running(api, job["job_id"])
    assert status["state"] == "running" and 0 < status["candles_done"] < ROWS and status["eta_ms"] is not None
    cancelled = await api.result(f"{BT}/cancel", job)
    assert cancelled["state"] == "cancelled" and cancelled["eta_ms"] is None
    lab = api.c._transport.app.state.container.backtests  # type: ignore[attr-defined]
    stopped = await lab.wait(int(job["job_id"]))
    assert stopped["state"] == "stopped" and stopped["candles_done"] < ROWS, stopped
    after = await api.result(f"{BT}/status", job)
    assert after["state"] == "cancelled" and after["candles_done"] <= stopped["candles_done"]
    r = await api.post(f"{BT}/result", job)
    assert r["ret_code"] == 12304 and r["result"] == {"field": "job_id", "check_code": "cancelled"}, r
    r = await api.post(f"{BT}/cancel", job)
    assert r["ret_code"] == 12305 and r["result"] == {"field": "job_id", "check_code": "cancelled"}, r
    listed = await api.result(f"{BT}/list")
    assert [row["job_id"] for row in listed["list"]] == [job["job_id"]]
    assert await api.result(f"{BT}/delete", job) == job
    assert (await api.result(f"{BT}/list"))["list"] == []
    r = await api.post(f"{BT}/status", job)
    assert r["ret_code"] == 10011 and r["result"] == {"field": "job_id"}, r


async def test_another_users_job_answers_as_a_missing_one(api: Api) -> None:
    await trader(api, "owner@example.com")
    candles_id, _ = await upload(api, "GRID_SPOT")
    job = await api.result(f"{BT}/create", {"family": "GRID_SPOT", "params": GRID, "candles_id": candles_id})
    await finished(api, job["job_id"])
    await api.post("/logout", {})
    await trader(api, "prober@example.com")
    missing = "987654321"
    for call in ("status", "result", "cancel", "delete"):
        foreign = await api.post(f"{BT}/{call}", {"job_id": job["job_id"]})
        absent = await api.post(f"{BT}/{call}", {"job_id": missing})
        for answer in (foreign, absent):
            answer.pop("time_now")
        assert foreign == {**absent, "ret_msg": absent["ret_msg"].replace(missing, job["job_id"])}, call
        assert foreign["ret_code"] == 10011
    assert (await api.result(f"{BT}/list"))["list"] == []
    r = await api.post(f"{BT}/create", {"family": "GRID_SPOT", "params": GRID, "candles_id": candles_id})
    assert r["ret_code"] == 10011 and r["result"] == {"field": "candles_id"}, r
    await api.post("/logout", {})
    r = await api.post("/v2/public/user/login", {"email": "owner@example.com", "password": "correct horse"})
    assert r["ret_code"] == 0
    assert (await api.result(f"{BT}/status", job))["state"] == "done"  # B's delete did nothing


async def test_options_turn_fees_and_funding_off(api: Api) -> None:
    await trader(api)
    candles_id, candles = await upload(api, "GRID_FUTURES")
    body = {"family": "GRID_FUTURES", "params": FGRID, "candles_id": candles_id}
    job = await api.result(f"{BT}/create", {**body, "options": {"fees": False, "funding": False}})
    await finished(api, job["job_id"])
    result = await api.result(f"{BT}/result", job)
    assert result["options"] == {"fees": False, "funding": False}
    assert result["metrics"]["fees"] == "0" and result["metrics"]["funding"] == "0"
    assert all(f["fee"] == "0" for f in result["fills"]) and result["fills"]
    zero = FeeSchedule(Decimal(0), Decimal(0))
    cli = run_backtest("GRID_FUTURES", FGRID, candles, fees=zero, futures_fees=zero)
    assert result["metrics"]["final_equity"] == fmt(cli.final_equity)


PAIRS = {
    "dca_type": "RECURRING", "frequency_in_second": 3600, "quote_coin": "USDT",
    "pairs": [{"base": "BTC", "amount": "60"}, {"base": "ETH", "amount": "40"}], "max_invest_amount": "2000",
}  # fmt: skip


async def test_a_dca_of_two_pairs_runs_on_one_file_per_pair(api: Api) -> None:
    """Checked at each pair's first close (no live price needed), run on its own candles."""
    await trader(api)
    texts = {s: csv_of(SPOT_1M.replace("BTCUSDT", s)) for s in ("BTCUSDT", "ETHUSDT")}
    up = await api.result(f"{BT}/upload-candles", {"legs": texts})
    assert up["symbols"] == ["BTCUSDT", "ETHUSDT"] and up["rows"] == ROWS
    job = await api.result(
        f"{BT}/create", {"family": "DCA_SPOT", "params": PAIRS, "candles_id": up["candles_id"]}
    )
    assert (await finished(api, job["job_id"]))["state"] == "done"
    result = await api.result(f"{BT}/result", job)
    cli = run_backtest("DCA_SPOT", PAIRS, {s: parse_candles_csv(t) for s, t in texts.items()})
    assert result["symbols"] == ["BTCUSDT", "ETHUSDT"]
    assert result["metrics"]["final_equity"] == fmt(cli.final_equity) and result["fills_total"] == len(
        cli.fills
    )
    assert result["fills_total"] == 40  # hourly rounds of 60 + 40 USDT until the 2,000 cap: 20 rounds
    assert [f["symbol"] for f in result["fills"]] == ["BTCUSDT", "ETHUSDT"] * 20


async def test_a_create_retried_with_its_idempotency_key_queues_one_job(api: Api) -> None:
    await trader(api)
    candles_id, _ = await upload(api, "GRID_SPOT", 100)
    body = {"family": "GRID_SPOT", "params": GRID, "candles_id": candles_id}
    headers = {**api._headers(), "Idempotency-Key": "lab-create-1"}
    first = await api.c.post(f"{BT}/create", json=body, headers=headers)
    again = await api.c.post(f"{BT}/create", json=body, headers=headers)
    assert again.headers.get("idempotent-replayed") == "true"
    assert first.json()["result"] == again.json()["result"] and first.json()["ret_code"] == 0
    assert [row["job_id"] for row in (await api.result(f"{BT}/list"))["list"]] == [
        first.json()["result"]["job_id"]
    ]


async def test_uploads_beyond_twenty_go_oldest_first_but_not_one_a_queued_job_reads(api: Api) -> None:
    await trader(api)
    container = api.c._transport.app.state.container  # type: ignore[attr-defined]
    small = {"csv": csv_of(SPOT_1M, 10)}
    first = (await api.result(f"{BT}/upload-candles", small))["candles_id"]
    second = (await api.result(f"{BT}/upload-candles", small))["candles_id"]
    async with container.sessions.begin() as s:  # a job queued on the first (not started here)
        user = await s.scalar(select(User.id))
        s.add(
            BacktestRow(
                user_id=user, family="GRID_SPOT", symbols="BTCUSDT", candles_id=int(first), request_json="{}",
                state="queued", run="another", candles_total=10, candles_done=0, created_ms=0,
            )
        )  # fmt: skip
    for _ in range(20):
        await api.result(f"{BT}/upload-candles", small)
    body = {"family": "GRID_SPOT", "params": GRID}
    r = await api.post(f"{BT}/create", {**body, "candles_id": second})
    assert r["ret_code"] == 10011 and r["result"] == {"field": "candles_id"}, r
    async with container.sessions() as s:
        kept = set(
            await s.scalars(select(BacktestCandlesRow.id).where(BacktestCandlesRow.source == "upload"))
        )
    assert len(kept) == 21 and int(first) in kept and int(second) not in kept
