"""Backtest metrics and the result of one exact backtest (MECHANICS §3.7, §5.6, §8.2).

Why here and not in the families: a backtest looks at a bot from the outside, over a whole price
history (equity curve, drawdown, fills and the event log); the per-bot numbers (grid profit,
arbitrage count, fees, funding) are the family's own and are only read here.

* equity curve: the bot's equity at every candle close (optionally only the last close of each
  ``sample_ms`` bucket, e.g. hourly);
* max drawdown: ``max_t (peak_t − E_t)/peak_t`` over the per-candle curve (peak-to-trough);
* APR: ``total_pnl / investment / days × 365`` with ``days = max(1, elapsed / 1 day)`` (§1.6).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from tradingbot.bots.kit.snapshot import decimals_to_dict
from tradingbot.core.money import ONE, ZERO, fmt
from tradingbot.core.time_units import DAY_MS

RATIO_QUANTUM = Decimal("0.0000000001")
"""Drawdown and APR ratios are reported with 10 decimals."""


def max_drawdown(curve: Sequence[Decimal]) -> Decimal:
    """Largest peak-to-trough fall of an equity curve as a ratio of the peak (0 for a rising curve)."""
    peak = ZERO
    worst = ZERO
    for value in curve:
        if value > peak:
            peak = value
        elif peak > 0:
            dd = (peak - value) / peak
            if dd > worst:
                worst = dd
    return worst


def apr(profit: Decimal, investment: Decimal, elapsed_ms: int) -> Decimal:
    """``profit / investment / days × 365``, ``days = max(1, elapsed / 1 day)`` (0 without investment)."""
    if investment <= 0:
        return ZERO
    days = max(ONE, Decimal(elapsed_ms) / DAY_MS)
    return profit / investment / days * 365


def sample_last_per_bucket(
    points: Sequence[tuple[int, Decimal]], bucket_ms: int
) -> list[tuple[int, Decimal]]:
    """Keep the last point of every ``bucket_ms`` bucket (e.g. the hourly close of 1m candles)."""
    if bucket_ms <= 0:
        raise ValueError("bucket_ms must be positive")
    out: list[tuple[int, Decimal]] = []
    for ts, value in points:
        if out and out[-1][0] // bucket_ms == ts // bucket_ms:
            out[-1] = (ts, value)
        else:
            out.append((ts, value))
    return out


_RUN_FIELDS = ("family", "symbol", "category", "start_ts", "end_ts", "candles")
"""What was backtested, over which span: the summary's first fields, sent as they are."""


def _ratio(value: Decimal) -> str:
    return fmt(value.quantize(RATIO_QUANTUM, rounding=ROUND_HALF_UP))


@dataclass(frozen=True, slots=True)
class BacktestResult:
    """What one exact backtest produced; :meth:`to_dict` is JSON-safe (decimals as strings).

    ``events`` is the host's event log of the bot (``ts``, ``kind``, ``data``), exactly what the
    live engine stores in ``bot_events``; ``fills`` the FILL/LIQUIDATION entries of it.
    ``equity_curve`` holds ``(ts, equity)`` at candle closes (sampled when asked). ``fees`` are in
    quote (a spot fee paid in base is valued at its fill price); ``funding`` is signed (received > 0).
    """

    family: str
    symbol: str
    category: str
    bot_id: str
    config: dict[str, object]
    start_ts: int
    end_ts: int
    candles: int
    investment: Decimal
    grid_profit: Decimal
    total_pnl: Decimal
    apr: Decimal
    grid_apr: Decimal
    max_drawdown: Decimal
    arbitrage_num: int
    fees: Decimal
    funding: Decimal
    final_equity: Decimal
    final_price: Decimal
    position: Decimal
    status: str
    close_reason: str | None
    events: list[dict[str, object]] = field(default_factory=list)
    fills: list[dict[str, object]] = field(default_factory=list)
    equity_curve: list[tuple[int, Decimal]] = field(default_factory=list)
    detail: dict[str, object] = field(default_factory=dict)

    @property
    def days(self) -> Decimal:
        """Elapsed market time in days (not floored)."""
        return Decimal(self.end_ts - self.start_ts) / DAY_MS

    def summary(self) -> dict[str, object]:
        """The headline numbers only (JSON-safe)."""
        return {
            **{k: getattr(self, k) for k in _RUN_FIELDS},
            "days": _ratio(self.days),
            **decimals_to_dict(self, ("investment", "grid_profit", "total_pnl")),
            **{k: _ratio(getattr(self, k)) for k in ("apr", "grid_apr", "max_drawdown")},
            "arbitrage_num": self.arbitrage_num,
            **decimals_to_dict(self, ("fees", "funding", "final_equity", "final_price", "position")),
            "status": self.status,
            "close_reason": self.close_reason,
        }

    def to_dict(self) -> dict[str, object]:
        """Everything, JSON-safe."""
        out = self.summary()
        out.update(
            {
                "bot_id": self.bot_id,
                "config": self.config,
                "fills": self.fills,
                "events": self.events,
                "equity_curve": [[ts, fmt(v)] for ts, v in self.equity_curve],
                "detail": self.detail,
            }
        )
        return out

    def to_json(self, *, indent: int | None = None, full: bool = True) -> str:
        """JSON text of :meth:`to_dict` (``full=False``: :meth:`summary` only)."""
        return json.dumps(self.to_dict() if full else self.summary(), indent=indent, sort_keys=False)
