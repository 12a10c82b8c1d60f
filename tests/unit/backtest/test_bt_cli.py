"""``tradingbot backtest`` (the typer sub-app) on small temporary candle files."""

from __future__ import annotations

import gzip
import json
from decimal import Decimal as D
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tests.unit.backtest.test_bt_kit import random_walk
from tradingbot.backtest.runner import run_backtest
from tradingbot.cli_backtest import app
from tradingbot.core.candles import Candle

runner = CliRunner()
SPOT = {"symbol": "BTCUSDT", "min_price": "98000", "max_price": "102000", "cell_number": 10}
START = 1_747_699_200_000  # 2025-05-20 00:00 UTC


def write_candles(path: Path, candles: list[Candle]) -> Path:
    lines = ["ts,open,high,low,close,volume"]
    lines += [f"{c.ts},{c.open},{c.high},{c.low},{c.close},1" for c in candles]
    data = ("\n".join(lines) + "\n").encode()
    if path.suffix == ".gz":
        path.write_bytes(gzip.compress(data))
    else:
        path.write_bytes(data)
    return path


def spot_candles() -> list[Candle]:
    return random_walk(600, 100000.0, 0.0, 0.002, seed=21, tick=D("0.01"), start_ts=START)


def runner_result_as_json(
    args: list[str], family: str, params: dict[str, Any], feeds: Any
) -> tuple[dict[str, Any], Any]:
    """Runs the CLI with ``args`` and ``--json``: the answer (the family's, with the runner's total PnL
    and events) and the runner's own result."""
    res = runner.invoke(app, [*args, "--json"])
    assert res.exit_code == 0, res.output
    data: dict[str, Any] = json.loads(res.stdout)
    ref = run_backtest(family, params, feeds)
    assert data["family"] == family
    assert D(data["total_pnl"]) == ref.total_pnl and data["events"] == json.loads(json.dumps(ref.events))
    return data, ref


def test_json_output_is_the_runners_result(tmp_path: Path) -> None:
    candles = spot_candles()
    path = write_candles(tmp_path / "c.csv.gz", candles)
    args = ["--candles", str(path), "--family", "spot_grid", "--params", json.dumps(SPOT)]
    res = runner.invoke(app, [*args, "--symbol", "BTCUSDT", "--investment", "5000", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    ref = run_backtest("GRID_SPOT", SPOT, candles, investment="5000")
    assert D(data["grid_profit"]) == ref.grid_profit and data["arbitrage_num"] == ref.arbitrage_num > 0
    assert data["events"] == json.loads(json.dumps(ref.events))
    assert len(data["equity_curve"]) == len({c.ts // 3_600_000 for c in candles})  # hourly by default
    every = runner.invoke(app, [*args, "--investment", "5000", "--json", "--equity-every", "candle"])
    assert len(json.loads(every.stdout)["equity_curve"]) == len(candles)


def test_table_output_and_params_file(tmp_path: Path) -> None:
    path = write_candles(tmp_path / "c.csv", spot_candles())
    params = tmp_path / "p.json"
    params.write_text(json.dumps({**SPOT, "quote_investment": "5000"}))
    res = runner.invoke(app, ["--candles", str(path), "--params", f"@{params}"])
    assert res.exit_code == 0, res.output
    for label in ("Grid profit", "Total PnL", "APR", "Max drawdown", "Arbitrage count", "Fees", "Funding"):
        assert label in res.stdout
    assert "RUNNING" in res.stdout


def test_picks_the_file_from_the_data_dir_and_funding(tmp_path: Path) -> None:
    perp = tmp_path / "binance_usdm_perp"
    perp.mkdir()
    candles = random_walk(3000, 100000.0, 0.0, 0.0015, seed=5, start_ts=START)
    write_candles(perp / "BTCUSDT-1m-2025-05-20_2025-05-22.csv.gz", candles)
    write_candles(perp / "BTCUSDT-5m-2025-05-20_2025-05-22.csv.gz", candles[::5])
    (tmp_path / "binance_usdm_funding").mkdir()
    rows = "ts,funding_rate\n" + "".join(f"{START + k * 8 * 3_600_000},0.0001\n" for k in range(9))
    (tmp_path / "binance_usdm_funding" / "BTCUSDT-funding-2025-05-20_2025-05-22.csv.gz").write_bytes(
        gzip.compress(rows.encode())
    )
    params = {
        "grid_mode": 1, "min_price": "96000", "max_price": "104000", "cell_number": 16, "leverage": "3",
        "total_investment": "4000",
    }  # fmt: skip
    args = ["--symbol", "BTCUSDT", "--family", "futures_grid", "--params", json.dumps(params)]
    res = runner.invoke(
        app,
        [*args, "--data-dir", str(tmp_path), "--from", "2025-05-20T12:00", "--to", "2025-05-21", "--json"],
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["category"] == "linear" and data["start_ts"] == START + 12 * 3_600_000
    assert data["end_ts"] == START + 2 * 86_400_000 - 60_000  # the 1m file, through 2025-05-21
    assert any(e["kind"] == "FUNDING" for e in data["events"])
    missing = runner.invoke(app, [*args, "--data-dir", str(tmp_path), "--from", "2025-06-01"])
    assert missing.exit_code == 2 and "no BTCUSDT file covers" in missing.output


def test_ai_params_command(tmp_path: Path) -> None:
    candles = random_walk(4 * 1440, 100000.0, 0.0, 0.0012, seed=8, tick=D("0.01"), start_ts=START)
    path = write_candles(tmp_path / "c.csv.gz", candles)
    res = runner.invoke(
        app, ["ai-params", "--symbol", "BTCUSDT", "--candles", str(path), "--days", "3", "--json"]
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["symbol"] == "BTCUSDT" and data["ai_params"]
    for row in data["ai_params"]:  # as the API answers: 3 days (less a minute) is not annualised
        assert (row["window_days"], row["annual_percentage_yield"]) == ("3", None)
    table = runner.invoke(
        app,
        ["ai-params", "--symbol", "BTCUSDT", "--candles", str(path), "--days", "3"],
        env={"COLUMNS": "200"},
    )
    assert table.exit_code == 0 and "HIGH_FREQUENCY" in table.stdout


def test_refusals(tmp_path: Path) -> None:
    path = write_candles(tmp_path / "c.csv", spot_candles())
    bad_family = runner.invoke(
        app, ["--candles", str(path), "--family", "nope", "--params", json.dumps(SPOT)]
    )
    assert bad_family.exit_code == 2 and "unknown family" in bad_family.output
    bad_json = runner.invoke(app, ["--candles", str(path), "--params", "{nope"])
    assert bad_json.exit_code == 2 and "not valid JSON" in bad_json.output
    no_symbol = runner.invoke(app, ["--candles", str(path)])
    assert no_symbol.exit_code == 2 and "--symbol" in no_symbol.output
    clash = runner.invoke(app, ["--candles", str(path), "--symbol", "ETHUSDT", "--params", json.dumps(SPOT)])
    assert clash.exit_code == 2 and "differs" in clash.output


DCA = {
    "dca_type": "SAFETY_ORDER", "symbol": "BTCUSDT", "init_order_amount": "200",
    "safety_order_amount": "100", "max_safety_orders": 4, "price_step": "0.002", "tp_pct": "0.003",
}  # fmt: skip


def test_dca_backtest_is_the_runners_result(tmp_path: Path) -> None:
    candles = spot_candles()
    path = write_candles(tmp_path / "c.csv", candles)
    args = ["--candles", str(path), "--family", "dca", "--params", json.dumps(DCA)]
    data, ref = runner_result_as_json(args, "DCA_SPOT", DCA, candles)
    assert data["symbol"] == "BTCUSDT"
    assert data["arbitrage_num"] == ref.arbitrage_num > 0  # completed cycles
    table = runner.invoke(app, args)
    assert table.exit_code == 0 and "Cycle profit" in table.stdout and "Cycles / rounds" in table.stdout
    clash = runner.invoke(
        app, ["--candles", str(path), "--family", "dca", "--symbol", "ETHUSDT", "--params", json.dumps(DCA)]
    )
    assert clash.exit_code == 2 and "differs" in clash.output
    bad = runner.invoke(
        app, ["--candles", str(path), "--family", "dca", "--params", json.dumps({**DCA, "tp_pct": "50"})]
    )
    assert bad.exit_code == 2 and "tp_pct" in bad.output


FMART = {
    "symbol": "BTCUSDT", "martingale_mode": 2, "leverage": "5", "price_float_percent": "0.002",
    "add_position_percent": "1.5", "add_position_num": 4, "init_margin": "2000", "round_tp_percent": "0.01",
}  # fmt: skip


def test_fmart_backtest_is_the_runners_result(tmp_path: Path) -> None:
    candles = spot_candles()
    path = write_candles(tmp_path / "c.csv", candles)
    args = ["fmart", "--candles", str(path), "--data-dir", str(tmp_path), "--params", json.dumps(FMART)]
    data, ref = runner_result_as_json(args, "MART_FUTURES", FMART, candles)
    assert data["category"] == "linear"
    assert data["arbitrage_num"] == ref.arbitrage_num > 0  # completed rounds
    table = runner.invoke(app, args)
    assert table.exit_code == 0 and "Round profit" in table.stdout and "Completed rounds" in table.stdout
    same = runner.invoke(app, ["--family", "fmart", *args[1:], "--json"])
    assert json.loads(same.stdout)["total_pnl"] == data["total_pnl"]
    bad = runner.invoke(
        app, ["fmart", "--candles", str(path), "--params", json.dumps({**FMART, "leverage": "x"})]
    )
    assert bad.exit_code == 2 and "leverage" in bad.output


FCOMBO = {
    "symbol_settings": [
        {"symbol": "BTCUSDT", "side": 1, "target_position_percent": "0.6"},
        {"symbol": "ETHUSDT", "side": 2, "target_position_percent": "0.4"},
    ],
    "leverage": "3", "init_margin": "2000", "adjust_position_mode": 2, "adjust_position_percent": "0.01",
}  # fmt: skip


def per_symbol_files(
    tmp_path: Path, folder_name: str, family: str, params: dict[str, Any], feeds: dict[str, list[Candle]]
) -> tuple[dict[str, Any], Any, list[str]]:
    """Writes one candle file per symbol under ``folder_name`` and runs the CLI over the folder with
    ``--json``: the answer (checked equal to the runner's result), that result and the CLI's args
    (without ``--json``)."""
    folder = tmp_path / folder_name
    folder.mkdir()
    for symbol, candles in feeds.items():
        write_candles(folder / f"{symbol}-1m-2025-05-20_2025-05-20.csv", candles)
    command = {"COMBO_FUTURES": "fcombo", "DCA_SPOT": "dca"}[family]
    args = [command, "--data-dir", str(tmp_path), "--params", json.dumps(params)]
    data, ref = runner_result_as_json(args, family, params, feeds)
    return data, ref, args


def btc_eth_walks(seed: int, btc_tick: str) -> dict[str, list[Candle]]:
    """Ten hours of BTCUSDT (from 100 000, on ``btc_tick``) and ETHUSDT (from 2 500) random walks,
    seeded ``seed`` and ``seed + 1``."""
    return {
        "BTCUSDT": random_walk(600, 100000.0, 0.0, 0.003, seed=seed, tick=D(btc_tick), start_ts=START),
        "ETHUSDT": random_walk(600, 2500.0, 0.0, 0.004, seed=seed + 1, tick=D("0.01"), start_ts=START),
    }


def test_fcombo_backtest_reads_one_file_per_leg(tmp_path: Path) -> None:
    feeds = btc_eth_walks(5, btc_tick="0.1")
    data, ref, args = per_symbol_files(tmp_path, "binance_usdm_perp", "COMBO_FUTURES", FCOMBO, feeds)
    folder = tmp_path / "binance_usdm_perp"
    assert data["arbitrage_num"] == ref.arbitrage_num > 1  # rebalances
    table = runner.invoke(app, args)
    assert table.exit_code == 0 and "Rebalances" in table.stdout
    one_file = runner.invoke(
        app, ["fcombo", "--candles", str(folder / "BTCUSDT-1m-2025-05-20_2025-05-20.csv")]
    )
    assert one_file.exit_code == 2 and "one candle file per leg" in one_file.output
    sol = {"symbol": "SOLUSDT", "side": 1, "target_position_percent": "0.4"}
    no_file = {**FCOMBO, "symbol_settings": [FCOMBO["symbol_settings"][0], sol]}  # type: ignore[index]
    missing = runner.invoke(app, ["fcombo", "--data-dir", str(tmp_path), "--params", json.dumps(no_file)])
    assert missing.exit_code == 2 and "SOLUSDT" in missing.output


DCA_PAIRS = {
    "dca_type": "RECURRING", "frequency_in_second": 3600, "quote_coin": "USDT",
    "pairs": [{"base": "BTC", "amount": "100"}, {"base": "ETH", "amount": "50"}], "investment": "1000",
}  # fmt: skip


def test_dca_with_several_pairs_reads_one_spot_file_per_pair(tmp_path: Path) -> None:
    feeds = btc_eth_walks(7, btc_tick="0.01")
    data, ref, args = per_symbol_files(tmp_path, "binance_spot", "DCA_SPOT", DCA_PAIRS, feeds)
    folder = tmp_path / "binance_spot"
    assert data["arbitrage_num"] == ref.arbitrage_num == 6  # 1000 // 150 rounds
    bought = {e["data"]["client_order_id"][-1] for e in data["events"] if e["kind"] == "FILL"}
    assert bought == {"0", "1"}  # both coins every round
    assert [p["base"] for p in data["detail"]["pairs"]] == ["BTC", "ETH"]
    one_file = runner.invoke(app, [*args, "--candles", str(folder / "BTCUSDT-1m-2025-05-20_2025-05-20.csv")])
    assert one_file.exit_code == 2 and "one candle file per pair" in one_file.output
    pairs = [{"base": "BTC", "amount": "100"}, {"base": "SOL", "amount": "20"}]
    sol = {**DCA_PAIRS, "pairs": pairs}
    missing = runner.invoke(app, ["dca", "--data-dir", str(tmp_path), "--params", json.dumps(sol)])
    assert missing.exit_code == 2 and "SOLUSDT" in missing.output
    named = runner.invoke(app, [*args, "--symbol", "BTCUSDT"])
    assert named.exit_code == 2 and "--symbol" in named.output
