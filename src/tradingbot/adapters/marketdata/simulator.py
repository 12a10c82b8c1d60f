"""Seeded, deterministic price simulator: the default demo market.

Model per symbol, on the log price: a random walk (geometric Brownian motion without drift)
whose per-minute variance follows a GARCH(1,1) recursion (calm and wild hours cluster as in real
crypto markets), plus rare jumps (about one a day, ~8 minute-sigmas). The long-run variance is
calibrated so the annualised volatility matches the symbol's profile. Prices are rounded to the
tick only on output, so rounding never biases the path.

Determinism: the generator is ``random.Random(seed ^ crc32(symbol))`` (``hash()`` is salted
per process, crc32 is not), so one seed gives one series on every run and every machine.
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import NamedTuple

from tradingbot.core.candles import MINUTE_MS, Candle
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS, DEFAULT_START_PRICES
from tradingbot.core.money import round_to_step

MINUTES_PER_YEAR = 365 * 1440
# GARCH(1,1) on minute returns: persistence 0.99 -> a volatility regime half-life of ~70 minutes.
GARCH_ALPHA = 0.06
GARCH_BETA = 0.93
JUMPS_PER_MINUTE = 1 / 1440
JUMP_SIGMAS = 8.0
HISTORY_SUBSTEPS = 6  # 10-second points inside each history minute (gives high/low)


@dataclass(frozen=True, slots=True)
class SymbolProfile:
    """What the simulator needs to know about one symbol."""

    symbol: str
    start_price: Decimal
    tick: Decimal
    annual_vol: float
    minute_volume: float  # typical base-asset volume per minute
    volume_step: Decimal


# Market character per symbol: annualised volatility and typical base volume per minute
# (Binance-spot-like levels). Prices, ticks and lots come from the instrument catalogue.
_CHARACTER: dict[str, tuple[float, float]] = {
    "BTCUSDT": (0.55, 15.0),
    "ETHUSDT": (0.70, 250.0),
    "SOLUSDT": (0.90, 2500.0),
    "XRPUSDT": (0.85, 400000.0),
    "DOGEUSDT": (1.00, 2000000.0),
}
_FALLBACK_CHARACTER = (0.80, 100.0)


def profiles_with_start_prices(prices: Mapping[str, Decimal]) -> dict[str, SymbolProfile]:
    """Catalogue profiles whose start prices are replaced (e.g. the last prices of a previous run)."""
    return {s: replace(p, start_price=prices.get(s, p.start_price)) for s, p in DEFAULT_PROFILES.items()}


def linear_profiles(prices: Mapping[str, Decimal]) -> dict[str, SymbolProfile]:
    """Perpetual markets: the spot character of each symbol on the contract's tick and lot, starting
    from ``prices`` (the perpetual exchange's last prices) or the spot start price on the tick.

    With the same seed the perpetual path follows the spot path closely, as a perpetual tracks its
    index; the two are still separate feeds.
    """
    out: dict[str, SymbolProfile] = {}
    for name, spec in DEFAULT_FUTURES_SYMBOLS.items():
        spot = DEFAULT_PROFILES.get(name)
        if spot is None:
            continue
        start = prices.get(name) or round_to_step(spot.start_price, spec.tick_size)
        out[name] = replace(spot, start_price=start, tick=spec.tick_size, volume_step=spec.lot_size)
    return out


def _catalog_profiles() -> dict[str, SymbolProfile]:
    out: dict[str, SymbolProfile] = {}
    for name, spec in DEFAULT_SPOT_SYMBOLS.items():
        vol, minute_volume = _CHARACTER.get(name, _FALLBACK_CHARACTER)
        out[name] = SymbolProfile(
            name, DEFAULT_START_PRICES[name], spec.tick_size, vol, minute_volume, spec.lot_size
        )
    return out


DEFAULT_PROFILES: dict[str, SymbolProfile] = _catalog_profiles()


class SimTick(NamedTuple):
    """One simulated trade print."""

    ts: int
    price: Decimal
    volume: Decimal


def stable_seed(seed: int, symbol: str, stream: str = "") -> int:
    """Per-symbol seed that is the same in every process (unlike ``hash``)."""
    return seed ^ zlib.crc32(f"{symbol}{stream}".encode())


def _to_step(value: float, step: Decimal, minimum: int = 0) -> Decimal:
    """Round a float to a multiple of ``step`` exactly (integer count of steps, then Decimal)."""
    n = max(round(value / float(step)), minimum)
    return Decimal(n) * step  # an integer times the step keeps the step's exponent


class _VolModel:
    """GARCH(1,1) minute variance with jumps, shared by the live ticks and the history."""

    def __init__(self, annual_vol: float, rng: random.Random) -> None:
        self.rng = rng
        self.sigma2 = annual_vol**2 / MINUTES_PER_YEAR  # target total variance per minute
        jump_share = JUMPS_PER_MINUTE * JUMP_SIGMAS**2
        self.diffusion = self.sigma2 * (1 - jump_share)  # long-run GARCH level
        self.omega = self.diffusion * (1 - GARCH_ALPHA - GARCH_BETA) - GARCH_ALPHA * jump_share * self.sigma2
        self.var = self.diffusion

    def step_return(self, fraction: float) -> float:
        """Log return over ``fraction`` of a minute at the current variance."""
        r = math.sqrt(self.var * fraction) * self.rng.gauss(0.0, 1.0)
        if self.rng.random() < JUMPS_PER_MINUTE * fraction:
            r += self.rng.gauss(0.0, JUMP_SIGMAS * math.sqrt(self.sigma2))
        return r

    def end_minute(self, minute_return: float) -> None:
        """GARCH update from the finished minute's return, clamped to a sane band."""
        v = self.omega + GARCH_ALPHA * minute_return**2 + GARCH_BETA * self.var
        self.var = min(max(v, 0.04 * self.diffusion), 25 * self.diffusion)

    def volume(self, minute_volume: float, fraction: float) -> float:
        """Volume rises with volatility, with lognormal noise (mean ~1)."""
        activity = math.sqrt(self.var / self.diffusion)
        return minute_volume * fraction * activity * math.exp(self.rng.gauss(0.0, 0.4) - 0.08)


class SimulatedSource:
    """Deterministic tick stream for one symbol, starting at ``start_price`` at ``start_ts``."""

    def __init__(
        self,
        symbol: str,
        start_price: Decimal,
        tick: Decimal,
        seed: int,
        start_ts: int,
        step_ms: int = 1000,
        *,
        annual_vol: float | None = None,
        minute_volume: float | None = None,
        volume_step: Decimal | None = None,
    ) -> None:
        if start_price <= 0 or tick <= 0 or step_ms <= 0:
            raise ValueError("start_price, tick and step_ms must be positive")
        vol, per_minute = _CHARACTER.get(symbol, _FALLBACK_CHARACTER)
        lot = DEFAULT_PROFILES[symbol].volume_step if symbol in DEFAULT_PROFILES else Decimal("0.001")
        self.symbol = symbol
        self.tick = tick
        self.seed = seed
        self.start_ts = start_ts
        self.start_price = start_price
        self.step_ms = step_ms
        self.annual_vol = vol if annual_vol is None else annual_vol
        self.minute_volume = per_minute if minute_volume is None else minute_volume
        self.volume_step = lot if volume_step is None else volume_step
        # bandit B311: a seeded market simulation (repeatable by design), no secret
        self._model = _VolModel(self.annual_vol, random.Random(stable_seed(seed, symbol)))  # nosec B311
        self._log_price = math.log(float(start_price))
        self.ts = start_ts
        self._minute = start_ts // MINUTE_MS
        self._minute_return = 0.0

    @classmethod
    def from_profile(
        cls, profile: SymbolProfile, seed: int, start_ts: int, step_ms: int = 1000
    ) -> SimulatedSource:
        """A source with the profile's price, tick, volatility and volume."""
        return cls(
            profile.symbol,
            profile.start_price,
            profile.tick,
            seed,
            start_ts,
            step_ms,
            annual_vol=profile.annual_vol,
            minute_volume=profile.minute_volume,
            volume_step=profile.volume_step,
        )

    @property
    def price(self) -> Decimal:
        """The current price, rounded to the tick (never below one tick)."""
        return _to_step(math.exp(self._log_price), self.tick, minimum=1)

    def _step(self, dt_ms: int) -> float:
        """Advance the model by ``dt_ms``; returns the volume traded in that step."""
        fraction = dt_ms / MINUTE_MS
        r = self._model.step_return(fraction)
        self._log_price += r
        self.ts += dt_ms
        minute = self.ts // MINUTE_MS
        if minute != self._minute:
            self._model.end_minute(self._minute_return)
            self._minute, self._minute_return = minute, 0.0
        self._minute_return += r
        return self._model.volume(self.minute_volume, fraction)

    def next(self) -> SimTick:
        """The tick ``step_ms`` after the previous one."""
        volume = self._step(self.step_ms)
        return SimTick(self.ts, self.price, _to_step(volume, self.volume_step))

    def advance_to(self, ts: int) -> SimTick:
        """The tick at wall time ``ts``: variance scales with the time elapsed since the last tick.

        Gaps longer than a minute are walked minute by minute (at most a day) so the volatility
        regime keeps evolving; a ``ts`` not after the last tick repeats the price with no volume.
        """
        dt = ts - self.ts
        if dt <= 0:
            return SimTick(self.ts, self.price, Decimal(0).quantize(self.volume_step))
        steps = min(max(1, -(-dt // MINUTE_MS)), 1440)
        volume = 0.0
        for i in range(steps):
            part = dt // steps + (1 if i < dt % steps else 0)
            volume += self._step(part)
        return SimTick(self.ts, self.price, _to_step(volume, self.volume_step))

    def history(self, n_minutes: int) -> list[Candle]:
        """``n_minutes`` 1m candles ending where the live series starts (deterministic).

        The path is generated backwards from ``start_price`` at the start of the minute holding
        ``start_ts``, on its own random stream, so the last close equals the start price and
        ``history(100)`` is the tail of ``history(1000)``.
        """
        if n_minutes <= 0:
            return []
        # bandit B311: a seeded market simulation (repeatable by design), no secret
        model = _VolModel(self.annual_vol, random.Random(stable_seed(self.seed, self.symbol, ":history")))  # nosec B311
        end = (self.start_ts // MINUTE_MS) * MINUTE_MS
        close_log = math.log(float(self.start_price))
        out: list[Candle] = []
        frac = 1 / HISTORY_SUBSTEPS
        for k in range(1, n_minutes + 1):
            steps = [model.step_return(frac) for _ in range(HISTORY_SUBSTEPS)]
            minute_return = sum(steps)
            level = close_log - minute_return
            points = [level]
            for r in steps:
                level += r
                points.append(level)
            prices = [
                _to_step(math.exp(x), self.tick, minimum=1) for x in (points[0], max(points), min(points))
            ]
            volume = _to_step(model.volume(self.minute_volume, 1.0), self.volume_step)
            close = _to_step(math.exp(close_log), self.tick, minimum=1)
            out.append(Candle(end - k * MINUTE_MS, prices[0], prices[1], prices[2], close, volume))
            model.end_minute(minute_return)
            close_log = points[0]
        out.reverse()
        return out
