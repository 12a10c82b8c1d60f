"""The backtest lab's run: one exact backtest and what the lab shows of it (issue 26).

Why here: the run is :func:`~tradingbot.backtest.runner.run_backtest`, the same families, host
and simulated exchanges as paper trading and as ``tradingbot backtest``, so a lab result equals
the command line's on the same candles; this module only chooses its inputs (fees on or off,
the funding the server would settle) and turns its result into the lab's answer:

* metrics: return (PnL / investment), APR only for a window of at least 30 days (a shorter one
  extrapolates noise), max drawdown, Sharpe and Sortino of the equity's returns per period
  (an hour, or the candle when longer; annualised), fees, funding, trades (fills), the
  strategy's own profit (grid profit for the grids) and the rest of the PnL (the trend), and the
  share of the time a position was held;
* series of at most :data:`MAX_POINTS` points: the equity, buy-and-hold of the same capital on
  the same timestamps (split equally over a combo's legs), the drawdown from the running peak;
* the fills (at most :data:`MAX_FILLS`) and the cycles, rounds and rebalances (:data:`ROUND_KINDS`);
* each leg's candles merged into at most :data:`MAX_POINTS` bars (:func:`price_bars`), for the
  chart the fills are marked on.

Pure: candles, funding and fees come in as data; ``progress`` is the caller's (it may raise to
stop the run).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import ROUND_HALF_UP, Decimal
from itertools import pairwise

from tradingbot.backtest.metrics import BacktestResult
from tradingbot.backtest.runner import ProgressFn, run_backtest
from tradingbot.core.candles import Candle
from tradingbot.core.money import ONE, ZERO, fmt
from tradingbot.core.time_units import DAY_MS, HOUR_MS
from tradingbot.sim.fees import FeeSchedule

MAX_POINTS = 1000
"""Points of each series (equity, buy-and-hold, drawdown)."""
MAX_FILLS = 5000
MAX_ROUNDS = 1000
APR_MIN_DAYS = 30
FLAT_SHARE = Decimal("0.0001")
"""A position worth less than this share of the investment counts as none (fee dust)."""
_Q = Decimal("0.0000000001")
GRID_FAMILIES = frozenset({"GRID_SPOT", "GRID_FUTURES"})
ROUND_KINDS = frozenset({"CYCLE", "ROUND", "REBALANCE"})
"""The events of a finished cycle (grids, a DCA's take-profit), round (martingale, a DCA's
recurring buy) or rebalance (combo)."""
NO_FEES = FeeSchedule(ZERO, ZERO)


@dataclass(frozen=True)
class LabRun:
    """One lab backtest's inputs: the family and its create parameters, each traded symbol's
    candles, the funding rates to settle by symbol (``{ts: rate}``; empty with funding off),
    and the spot fee rates (None: no fees at all, spot nor perpetual)."""

    family: str
    config: Mapping[str, object]
    feeds: Mapping[str, Sequence[Candle]]
    funding: Mapping[str, Mapping[int, Decimal]] = field(default_factory=dict)
    spot_fees: FeeSchedule | None = field(default_factory=FeeSchedule)


def run_lab(run: LabRun, progress: ProgressFn | None = None, progress_every: int = 1000) -> BacktestResult:
    """The exact backtest of ``run`` (every candle's equity kept for the report)."""
    return run_backtest(
        run.family,
        run.config,
        dict(run.feeds),
        funding_by_symbol={s: dict(t) for s, t in run.funding.items()},
        fees=run.spot_fees if run.spot_fees is not None else NO_FEES,
        futures_fees=None if run.spot_fees is not None else NO_FEES,
        progress=progress,
        progress_every=progress_every,
    )


def _ratio(value: Decimal) -> str:
    return fmt(value.quantize(_Q, rounding=ROUND_HALF_UP))


def _bucket_indices(ts: Sequence[int], points: int) -> list[int]:
    """The first index, then the last of every bucket of ``span / points`` ms (at most points + 2)."""
    if not ts:
        return []
    size = max(1, -(-(ts[-1] - ts[0]) // points))
    out = [0]
    previous: int | None = None
    for i in range(1, len(ts)):
        bucket = (ts[i] - ts[0]) // size
        if bucket == previous:
            out[-1] = i
        else:
            out.append(i)
            previous = bucket
    return out


def _period_returns(curve: Sequence[tuple[int, Decimal]], period_ms: int) -> list[Decimal]:
    """Returns of the equity sampled at the last point of every ``period_ms`` bucket."""
    sampled: list[Decimal] = []
    last_bucket: int | None = None
    for ts, value in curve:
        bucket = ts // period_ms
        if sampled and bucket == last_bucket:
            sampled[-1] = value
        else:
            sampled.append(value)
        last_bucket = bucket
    return [b / a - 1 for a, b in pairwise(sampled) if a > 0]


def sharpe_sortino(
    curve: Sequence[tuple[int, Decimal]], period_ms: int
) -> tuple[Decimal | None, Decimal | None]:
    """Annualised Sharpe (mean / sample deviation) and Sortino (mean / downside deviation) of
    the per-period returns, risk-free rate 0; None with fewer than 2 returns or no deviation."""
    returns = _period_returns(curve, period_ms)
    if len(returns) < 2:
        return None, None
    n = Decimal(len(returns))
    mean = sum(returns, ZERO) / n
    variance = sum(((r - mean) ** 2 for r in returns), ZERO) / (n - 1)
    downside = sum((min(r, ZERO) ** 2 for r in returns), ZERO) / n
    scale = (Decimal(365 * DAY_MS) / Decimal(period_ms)).sqrt()
    sharpe = mean / variance.sqrt() * scale if variance > 0 else None
    sortino = mean / downside.sqrt() * scale if downside > 0 else None
    return sharpe, sortino


def time_in_market(result: BacktestResult) -> Decimal:
    """Share of the run's time with a position, from the fills' quantities (a spot buy counts
    what it received: its quantity less a fee paid in base)."""
    span = result.end_ts - result.start_ts
    if span <= 0 or not result.fills:
        return ZERO
    books: dict[str, Decimal] = {}
    dust = result.investment * FLAT_SHARE
    held = 0
    since: int | None = None
    for f in result.fills:
        qty, price = Decimal(str(f["qty"])), Decimal(str(f["price"]))
        key = str(f.get("symbol", result.symbol))
        if f["side"] == "BUY":
            in_base = "fee_asset" in f and f["fee_asset"] not in ("USDT", "USDC", None)
            books[key] = books.get(key, ZERO) + qty - (Decimal(str(f["fee"])) if in_base else ZERO)
        else:
            books[key] = books.get(key, ZERO) - qty
        ts = int(str(f["ts"]))
        open_now = any(abs(v) * price > dust for v in books.values())
        if open_now and since is None:
            since = ts
        elif not open_now and since is not None:
            held += ts - since
            since = None
    if since is not None:
        held += result.end_ts - since
    return min(ONE, Decimal(held) / Decimal(span))


def _closes(feeds: Mapping[str, Sequence[Candle]]) -> dict[str, dict[int, Decimal]]:
    return {s: {c.ts: c.close for c in seq} for s, seq in feeds.items()}


def buy_and_hold(
    result: BacktestResult, feeds: Mapping[str, Sequence[Candle]], ts: Sequence[int]
) -> list[Decimal]:
    """The investment bought at the first close (split equally over the legs), valued at ``ts``."""
    closes = _closes(feeds)
    share = result.investment / len(closes)
    first: dict[str, Decimal] = {}
    last: dict[str, Decimal] = {}
    for s, by_ts in closes.items():
        first[s] = last[s] = next((p for t, p in sorted(by_ts.items()) if t >= result.start_ts), ZERO)
    out: list[Decimal] = []
    for t in ts:
        for s, by_ts in closes.items():
            last[s] = by_ts.get(t, last[s])
        out.append(sum((share * last[s] / first[s] for s in closes if first[s] > 0), ZERO))
    return out


def fill_symbol(family: str, legs: Sequence[str], client_order_id: str) -> str:
    """The symbol of a fill of a bot trading ``legs``: the one leg, else the leg its client order
    id names (``g{bot}-{kind}{index}-{gen}``, ``bots.base.client_order_id``): a combo's order
    carries its leg's index as ``index``, a recurring DCA's buy its pair's as ``gen``."""
    if len(legs) == 1:
        return legs[0]
    parts = client_order_id.split("-")
    digits = parts[1].lstrip("abcdefghijklmnopqrstuvwxyz") if family == "COMBO_FUTURES" else parts[-1]
    return legs[int(digits)] if digits.isdigit() and int(digits) < len(legs) else ""


def _fill(f: Mapping[str, object], symbol: str) -> dict[str, object]:
    return {"symbol": symbol, **{k: f.get(k) for k in ("ts", "kind", "side", "price", "qty", "fee")}}


def price_bars(candles: Sequence[Candle], points: int = MAX_POINTS) -> list[list[object]]:
    """A leg's candles merged into at most ``points + 1`` bars ``[ts, open, high, low, close]`` of
    ``span / points`` ms each (the chart the fills are marked on: a year of 1m candles is too many
    to send, and a bar keeps the extremes a fill may have reached)."""
    if not candles:
        return []
    first = candles[0].ts
    size = max(1, -(-(candles[-1].ts - first) // points))
    bars: list[Candle] = []
    bucket: int | None = None
    for c in candles:
        at = (c.ts - first) // size
        if at != bucket:
            bars.append(c)
            bucket = at
        else:
            b = bars[-1]
            bars[-1] = Candle(b.ts, b.open, max(b.high, c.high), min(b.low, c.low), c.close)
    return [[b.ts, fmt(b.open), fmt(b.high), fmt(b.low), fmt(b.close)] for b in bars]


def lab_report(result: BacktestResult, feeds: Mapping[str, Sequence[Candle]]) -> dict[str, object]:
    """The lab's answer for ``result`` (run by :func:`run_lab`; ``feeds`` its candles). JSON-safe."""
    curve = result.equity_curve
    ts = [t for t, _ in curve]
    interval = ts[1] - ts[0] if len(ts) > 1 else HOUR_MS
    sharpe, sortino = sharpe_sortino(curve, max(HOUR_MS, interval))
    peaks: list[Decimal] = []
    peak = ZERO
    for _, value in curve:
        peak = max(peak, value)
        peaks.append(peak)
    keep = _bucket_indices(ts, MAX_POINTS)
    kept_ts = [ts[i] for i in keep]
    hold = buy_and_hold(result, feeds, kept_ts)
    days = result.days
    grid = result.family in GRID_FAMILIES
    invest = result.investment
    rounds = [e for e in result.events if e["kind"] in ROUND_KINDS]
    legs = list(feeds)
    fills = [
        dict(f, symbol=fill_symbol(result.family, legs, str(f.get("client_order_id", ""))))
        for f in result.fills
    ]
    metrics: dict[str, object] = {
        "investment": fmt(invest),
        "final_equity": fmt(result.final_equity),
        "total_pnl": fmt(result.total_pnl),
        "return_ratio": _ratio(result.total_pnl / invest) if invest > 0 else "0",
        "apr": _ratio(result.apr) if days >= APR_MIN_DAYS else None,
        "max_drawdown": _ratio(result.max_drawdown),
        "sharpe": None if sharpe is None else _ratio(sharpe),
        "sortino": None if sortino is None else _ratio(sortino),
        "fees": fmt(result.fees),
        "funding": fmt(result.funding),
        "trades": len(result.fills),
        "strategy_profit": fmt(result.grid_profit),
        "grid_profit": fmt(result.grid_profit) if grid else None,
        "trend_pnl": fmt(result.total_pnl - result.grid_profit) if grid else None,
        "time_in_market": _ratio(time_in_market(replace(result, fills=fills))),
        "rounds": result.arbitrage_num,
        "buy_hold_pnl": fmt(hold[-1] - invest) if hold else "0",
    }
    return {
        "family": result.family,
        "symbols": list(feeds),
        "start_ms": result.start_ts,
        "end_ms": result.end_ts,
        "days": _ratio(days),
        "candles": result.candles,
        "status": result.status,
        "close_reason": result.close_reason,
        "metrics": metrics,
        "equity": [[ts[i], fmt(curve[i][1])] for i in keep],
        "buy_hold": [[t, fmt(v)] for t, v in zip(kept_ts, hold, strict=True)],
        "drawdown": [
            [ts[i], _ratio((peaks[i] - curve[i][1]) / peaks[i]) if peaks[i] > 0 else "0"] for i in keep
        ],
        "fills": [_fill(f, str(f["symbol"])) for f in fills[:MAX_FILLS]],
        "fills_total": len(result.fills),
        "rounds": [{"ts": e["ts"], "kind": e["kind"], "data": e["data"]} for e in rounds[:MAX_ROUNDS]],
        "rounds_total": len(rounds),
        "candles_by_symbol": {symbol: price_bars(candles) for symbol, candles in feeds.items()},
    }
