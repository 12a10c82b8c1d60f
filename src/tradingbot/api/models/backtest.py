"""The backtest lab (``/s1/bot/backtest/v1``, issue 26): requests and results.

``params`` is the body of the family's create call, checked by the service exactly as that call
checks it (its check codes answered); the window, the uploads and the job ids are checked by
``services/backtest/lab_service.py`` and ``backtest/candles_csv.py`` (12301, 12302 with a
``check_code``; 10011 for an unknown job or candles id, another user's included).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StrictInt

from tradingbot.api.contract import DecimalStr, IdIn, IdStr, Out, StrictIn

Family = Literal["GRID_SPOT", "GRID_FUTURES", "DCA_SPOT", "MART_FUTURES", "COMBO_FUTURES"]
Ms = Annotated[StrictInt, Field(ge=0, le=2**53, examples=[1748736000000])]
Ratio = Annotated[str, Field(pattern=r"^-?[0-9]+(\.[0-9]+)?$", examples=["0.0123456789"])]
Point = tuple[int, DecimalStr]
"""``[ts ms, value]``."""
Bar = tuple[int, DecimalStr, DecimalStr, DecimalStr, DecimalStr]
"""``[ts ms, open, high, low, close]``."""
State = Literal["queued", "running", "done", "failed", "cancelled"]

SPOT_GRID_PARAMS = {
    "symbol": "BTCUSDT",
    "min_price": "100000",
    "max_price": "110000",
    "cell_number": 20,
    "quote_investment": "1000",
}

# ---------------------------------------------------------------------- requests


class LabWindow(StrictIn):
    """(Not ``BacktestWindow``: the AI picks' backtest window has that name.)"""

    from_ms: Ms = Field(description="the first candle's open time (inclusive)")
    to_ms: Ms = Field(
        examples=[1749340800000], description="the end (exclusive); at most 400 days after from_ms"
    )


class BacktestOptions(StrictIn):
    fees: StrictBool = Field(default=True, description="charge the exchange's fees (false: no fee at all)")
    funding: StrictBool = Field(
        default=True, description="settle the perpetual market's funding (the server's rates) every 8 h"
    )


class BacktestCreateRequest(StrictIn):
    family: Family = Field(examples=["GRID_SPOT"])
    params: dict[str, Any] = Field(
        examples=[SPOT_GRID_PARAMS],
        description="the body of the family's create call (its symbol or symbols included)",
    )
    symbol: Annotated[str, Field(max_length=32)] | None = Field(
        default=None, examples=["BTCUSDT"], description="fills params.symbol when params has none"
    )
    window: LabWindow | None = Field(
        default=None, description="a window of the server's candle history (or give candles_id)"
    )
    candles_id: IdIn | None = Field(
        default=None, description="uploaded candles (upload-candles); a window, if given, cuts them"
    )
    options: BacktestOptions | None = None


class BacktestUploadRequest(StrictIn):
    csv: str | None = Field(
        default=None,
        examples=["ts,open,high,low,close,volume\n1748736000000,104000,104100,103900,104050,12.5\n"],
        description="one file of the shared data format (at most 2 MiB and 200,000 candles)",
    )
    legs: dict[str, str] | None = Field(
        default=None, description="one file per symbol, for a bot of several symbols (a combo)"
    )


class BacktestJobRequest(StrictIn):
    job_id: IdIn


class BacktestSharedRequest(StrictIn):
    token: Annotated[str, Field(min_length=1, max_length=64, examples=["kX3v9Qz0bLr2w8sYp1dTf6aHn4Jc5uEo"])]


class BacktestListRequest(StrictIn):
    """No field."""


# ---------------------------------------------------------------------- results


class BacktestJob(Out):
    job_id: IdStr


class BacktestShare(Out):
    job_id: IdStr
    token: str = Field(description="the read-only link's token: shared {token} reads the result, no session")


class BacktestUpload(Out):
    candles_id: IdStr
    symbols: list[str] = Field(description="the legs' symbols; empty for one csv (any one symbol)")
    rows: int
    first_ms: int
    last_ms: int


class BacktestStatus(Out):
    job_id: IdStr
    family: Family
    symbols: list[str]
    state: State
    progress: float = Field(examples=[42.5], description="percent of the candles done")
    candles_done: int
    candles_total: int
    eta_ms: int | None = Field(description="the time left, estimated by the running job")
    created_ms: int
    started_ms: int | None
    finished_ms: int | None
    error_code: str | None = Field(
        description="INTERRUPTED (the server stopped), WORKER_DIED, JOB_FAILED, TIMEOUT, UNAVAILABLE, "
        "RUN_REFUSED"
    )
    error: str | None


class BacktestList(Out):
    list: list[BacktestStatus]


class BacktestMetrics(Out):
    investment: DecimalStr
    final_equity: DecimalStr
    total_pnl: DecimalStr
    return_ratio: Ratio = Field(description="total PnL / investment")
    apr: Ratio | None = Field(description="only for a window of 30 days or more")
    max_drawdown: Ratio
    sharpe: Ratio | None = Field(description="annualised, returns per hour (or per candle when longer)")
    sortino: Ratio | None
    fees: DecimalStr
    funding: DecimalStr = Field(description="received > 0")
    trades: int = Field(description="fills, liquidations included")
    strategy_profit: DecimalStr = Field(
        description="grid profit, DCA cycle or round profit, a combo's realised PnL"
    )
    grid_profit: DecimalStr | None = Field(description="grids only")
    trend_pnl: DecimalStr | None = Field(description="grids only: total PnL less the grid profit")
    time_in_market: Ratio = Field(description="share of the time a position was held")
    rounds: int = Field(description="arbitrages, cycles, rounds or rebalances")
    buy_hold_pnl: DecimalStr = Field(description="the same capital bought at the start and held")


class BacktestFill(Out):
    symbol: str = Field(
        examples=["BTCUSDT"], description="the leg it traded (a combo, a DCA of several pairs)"
    )
    ts: int
    kind: Literal["FILL", "LIQUIDATION"]
    side: Literal["BUY", "SELL"]
    price: DecimalStr
    qty: DecimalStr
    fee: DecimalStr


class BacktestRound(Out):
    ts: int
    kind: Literal["CYCLE", "ROUND", "REBALANCE"] = Field(
        description="a cycle (grids, a DCA's take-profit), a round (martingale, a recurring DCA's buy), "
        "a rebalance (combo)"
    )
    data: dict[str, Any] = Field(description="the family's event, as the bot's event log keeps it")


class BacktestResultOptions(Out):
    fees: bool
    funding: bool


class BacktestResult(Out):
    job_id: IdStr
    options: BacktestResultOptions
    params: dict[str, Any] = Field(
        examples=[SPOT_GRID_PARAMS], description="the family's create parameters it ran with"
    )
    family: Family
    symbols: list[str]
    start_ms: int
    end_ms: int
    days: Ratio
    candles: int
    status: str = Field(description="the bot's status at the end")
    close_reason: str | None
    metrics: BacktestMetrics
    equity: list[Point] = Field(description="at most about 1,000 points")
    buy_hold: list[Point] = Field(description="on the equity's timestamps")
    drawdown: list[tuple[int, Ratio]] = Field(description="from the running peak, on the equity's timestamps")
    fills: list[BacktestFill] = Field(description="the first 5,000")
    fills_total: int
    rounds: list[BacktestRound] = Field(description="the first 1,000")
    rounds_total: int
    candles_by_symbol: dict[str, list[Bar]] = Field(
        default_factory=dict,
        description="per leg, its candles merged into at most about 1,000 bars (the fills' chart)",
    )
