"""The kernels' inputs and outputs in Python: instrument rules and fees (:class:`KernelMarket`),
candles as int64 price units with their block index (:class:`KernelCandles`), results
(:class:`SweepResult`) and the conversions between Decimals and kernel units."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal
from functools import cached_property

import numpy as np

from tradingbot.backtest.candle_index import CandleIndex
from tradingbot.backtest.kernels.codes import (
    C_STATUS,
    E8,
    F64,
    I64,
    OUT_COLUMNS,
    STATUS_NAMES,
)
from tradingbot.core.candles import Candle
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures.core import DEFAULT_FEES as FUTURES_FEES


def decimals_of(value: Decimal) -> int:
    exp = value.normalize().as_tuple().exponent
    return max(0, -int(exp))


def scaled_int(value: Decimal, what: str) -> int:
    if value != value.to_integral_value():
        raise ValueError(f"{what} {value} is not a whole number of kernel units")
    return int(value)


@dataclass(frozen=True, slots=True)
class KernelMarket:
    """The instrument rules and fees the kernel applies (from a symbol config and a fee schedule).

    ``tiers``: ``(risk_limit, mmr, deduction)`` rows (futures); ``max_market_qty`` caps the
    initial market order (futures).
    """

    tick: Decimal
    lot: Decimal
    min_qty: Decimal
    max_qty: Decimal
    min_notional: Decimal
    max_notional: Decimal
    maker: Decimal
    taker: Decimal
    max_market_qty: Decimal = Decimal("1e18")
    tiers: tuple[tuple[Decimal, Decimal, Decimal], ...] = ()

    @classmethod
    def spot(cls, sym: SpotSymbol, fees: FeeSchedule | None = None) -> KernelMarket:
        """A spot symbol with the spot fee schedule (default 0.1 % / 0.1 %)."""
        f = fees if fees is not None else FeeSchedule()
        return cls(
            sym.tick_size,
            sym.lot_size,
            sym.min_qty,
            sym.max_qty,
            sym.min_amount,
            sym.max_amount,
            f.maker,
            f.taker,
        )

    @classmethod
    def futures(
        cls, cfg: FuturesSymbolConfig, tiers: Sequence[RiskTier], fees: FeeSchedule | None = None
    ) -> KernelMarket:
        """A perpetual with its risk tiers and the futures fee schedule (default 0.02 % / 0.055 %)."""
        f = fees if fees is not None else FUTURES_FEES
        return cls(
            cfg.tick_size,
            cfg.lot_size,
            cfg.min_qty,
            cfg.max_new_order_qty,
            cfg.min_notional_value,
            Decimal("1e18"),
            f.maker,
            f.taker,
            cfg.max_new_market_order_qty,
            tuple((t.risk_limit, t.maintenance_margin_rate, t.mm_deduction) for t in tiers),
        )


@dataclass(frozen=True)
class KernelCandles:
    """Candles as int64 arrays in a decimal price unit ``10^-decimals``, plus funding events.

    ``fund_idx[j]`` is the candle before which funding ``fund_rate[j]`` is settled (at the previous
    close), the live engine's rule: funding times in ``(ts[i-1], ts[i]]``.
    """

    ts: I64
    open: I64
    high: I64
    low: I64
    close: I64
    decimals: int
    fund_idx: I64
    fund_rate: F64

    def __len__(self) -> int:
        return int(self.ts.shape[0])

    @property
    def price_unit(self) -> Decimal:
        """One price unit as a Decimal."""
        return Decimal(1).scaleb(-self.decimals)

    def prices(self, which: str = "close") -> F64:
        """A price column as float64."""
        arr: I64 = getattr(self, which)
        return arr.astype(np.float64) / float(10**self.decimals)

    @cached_property
    def index(self) -> CandleIndex:
        """The block index event skipping walks (built once per candle series)."""
        return CandleIndex.build(self.low, self.high, self.close)

    def window(self, start: int, stop: int | None = None) -> KernelCandles:
        """Candles ``[start, stop)`` with the funding events that fall inside (re-indexed)."""
        stop = len(self) if stop is None else min(stop, len(self))
        keep = (self.fund_idx > start) & (self.fund_idx < stop)
        return KernelCandles(
            self.ts[start:stop].copy(),
            self.open[start:stop].copy(),
            self.high[start:stop].copy(),
            self.low[start:stop].copy(),
            self.close[start:stop].copy(),
            self.decimals,
            (self.fund_idx[keep] - start).astype(np.int64),
            self.fund_rate[keep].copy(),
        )

    @classmethod
    def from_candles(
        cls,
        candles: Sequence[Candle],
        tick: Decimal,
        funding: Mapping[int, Decimal] | None = None,
        *,
        funding_interval_ms: int = 8 * 3_600_000,
    ) -> KernelCandles:
        """Exact conversion of Decimal candles (price unit: the finest of the tick and the data)."""
        if not candles:
            raise ValueError("no candles")
        k = decimals_of(tick)
        for cd in candles:
            for v in (cd.open, cd.high, cd.low, cd.close):
                exp = int(v.as_tuple().exponent)
                if -exp > k:
                    k = max(k, decimals_of(v))
        cols = [
            np.fromiter((int(getattr(cd, f).scaleb(k)) for cd in candles), np.int64, len(candles))
            for f in ("open", "high", "low", "close")
        ]
        ts = np.fromiter((cd.ts for cd in candles), np.int64, len(candles))
        idx: list[int] = []
        rates: list[float] = []
        if funding:
            for i in range(1, len(candles)):
                after, until = int(ts[i - 1]), int(ts[i])
                t = (after // funding_interval_ms + 1) * funding_interval_ms
                while t <= until:
                    rate = funding.get(t)
                    if rate is not None:
                        idx.append(i)
                        rates.append(float(rate))
                    t += funding_interval_ms
        return cls(
            ts, cols[0], cols[1], cols[2], cols[3], k, np.array(idx, np.int64), np.array(rates, np.float64)
        )


@dataclass(frozen=True)
class SweepResult:
    """One row of :data:`OUT_COLUMNS` per parameter set; ``samples`` the equity every
    ``sample_every`` candles (candle indices ``sample_index``)."""

    params: F64
    q_lots: I64
    metrics: F64
    samples: F64
    sample_index: I64

    def column(self, name: str) -> F64:
        """One metric for every parameter set."""
        col: F64 = self.metrics[:, OUT_COLUMNS.index(name)]
        return col

    def row(self, i: int) -> dict[str, float | str]:
        """Metrics of parameter set ``i`` by name (status also spelled)."""
        out: dict[str, float | str] = {name: float(self.metrics[i, j]) for j, name in enumerate(OUT_COLUMNS)}
        out["status_name"] = STATUS_NAMES[int(self.metrics[i, C_STATUS])]
        return out


@dataclass(frozen=True)
class Units:
    pu: Decimal
    tick_u: int
    lot_b: int
    mq: int
    ms: int
    min_qty: int
    max_qty: int
    max_mkt: int
    min_not: int
    max_not: int
    maker: int
    taker: int


def units(market: KernelMarket, candles: KernelCandles) -> Units:
    pu = candles.price_unit
    tick_u = scaled_int(market.tick / pu, "tick")
    lot_b = scaled_int(market.lot * E8, "lot size (1e-8 base)")
    ms = 1
    while (market.lot * pu * E8 * ms) != (market.lot * pu * E8 * ms).to_integral_value():
        ms *= 10
        if ms > 10**6:
            raise ValueError("lot x price unit is too fine for the kernel's money units")
    mq = int(market.lot * pu * E8 * ms)
    qu = E8 * ms
    ceil_lots = -((-market.min_qty) // market.lot)
    return Units(
        pu,
        tick_u,
        lot_b,
        mq,
        ms,
        int(ceil_lots),
        int(market.max_qty // market.lot),
        int(min(market.max_market_qty // market.lot, Decimal(2**62))),
        int((market.min_notional * qu).to_integral_value(rounding=ROUND_CEILING)),
        int(min(market.max_notional * qu, Decimal(2**62))),
        scaled_int(market.maker * E8, "maker fee (1e-8)"),
        scaled_int(market.taker * E8, "taker fee (1e-8)"),
    )


def to_units(values: F64, pu: Decimal, what: str) -> I64:
    scaled = values / float(pu)
    rounded = np.rint(scaled)
    if np.any(np.abs(scaled - rounded) > 1e-3):
        raise ValueError(f"{what} must be multiples of the price unit {pu}")
    return rounded.astype(np.int64)


def param_matrix(params: F64 | Sequence[Sequence[float]], width: int) -> F64:
    arr = np.ascontiguousarray(np.asarray(params, dtype=np.float64))
    if arr.ndim == 1:
        arr = arr.reshape(1, -1)
    if arr.shape[1] != width:
        raise ValueError(f"parameter rows need {width} columns, got {arr.shape[1]}")
    return arr


def spot_q_lots(d_u: int, inv_u: int, mq: int) -> int:
    """Exact ``floor_lot(0.95·V/D)`` in lots (Python integers: no overflow)."""
    if d_u <= 0 or inv_u <= 0:
        return 0
    return (95 * inv_u) // (100 * d_u * mq)


def futures_q_lots(d_u: int, inv_u: int, lev_e2: int, mq: int, taker_e8: int) -> int:
    """Exact ``floor_lot(min(inv·lev·0.95/D, 0.995·inv/(D·(1/lev + taker))))`` in lots."""
    if d_u <= 0 or inv_u <= 0 or lev_e2 <= 0:
        return 0
    q = (inv_u * lev_e2 * 95) // (d_u * mq * 10_000)
    if taker_e8 > 0:
        num = 995 * inv_u * lev_e2 * E8
        den = 1000 * d_u * mq * (100 * E8 + taker_e8 * lev_e2)
        q = min(q, num // den)
    return q


def n_samples(t_len: int, sample_every: int) -> int:
    return 0 if sample_every <= 0 else (t_len + sample_every - 1) // sample_every
