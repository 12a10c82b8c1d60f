"""``make bench`` (second part): paper-trading prices per second with N spot or futures grids on
one symbol, the host's wake index (PERFORMANCE.md §3.3) against stepping every bot on every price;
written to bench/RESULTS-host.md.

N grids with seeded random ranges (±2…20 %) and cell counts (5…50) around the first close of real
BTCUSDT 1m candles (spot, and the perpetual for futures grids); every candle's four path points go
through ``BotHost.on_candle`` exactly as in paper trading and backtests. The two hosts must agree:
the same bot events, bot states and exchange states. The index is timed as the median of 3 runs;
stepping every bot (the reference) once, as it takes about a minute at N = 1,000.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import sys
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import data as bdata  # noqa: E402

from tradingbot.adapters.marketdata.replay import read_candles  # noqa: E402
from tradingbot.bots.host import BotHost  # noqa: E402
from tradingbot.core.candles import Candle  # noqa: E402
from tradingbot.core.enums import BotAccountType  # noqa: E402
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS  # noqa: E402
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS  # noqa: E402
from tradingbot.sim.accounts import AccountRef  # noqa: E402
from tradingbot.sim.exchange import SimExchange  # noqa: E402
from tradingbot.sim.fees import FeeSchedule  # noqa: E402
from tradingbot.sim.futures import FuturesExchange  # noqa: E402

SPOT = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
PERP = DEFAULT_FUTURES_SYMBOLS["BTCUSDT"]
FILES = {
    "spot": "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz",
    "futures": "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz",
}
CANDLES = 300
INVESTMENT = Decimal(5000)
FEES = {
    "spot": FeeSchedule(maker=Decimal("0.001"), taker=Decimal("0.001")),
    "futures": FeeSchedule(maker=Decimal("0.0002"), taker=Decimal("0.00055")),
}


def _grid(family: str, rng: random.Random, p0: Decimal) -> dict[str, Any]:
    """Seeded ranges ±2…20 % and 5…50 cells; futures: NEUTRAL, LONG or SHORT at 2…10x."""
    width = Decimal(rng.randint(2, 20)) / 100
    raw: dict[str, Any] = {
        "symbol": "BTCUSDT",
        "min_price": str((p0 * (1 - width)).quantize(SPOT.tick_size)),
        "max_price": str((p0 * (1 + width)).quantize(SPOT.tick_size)),
        "cell_number": rng.randint(5, 50),
    }
    if family == "spot":
        return dict(raw, quote_investment=str(INVESTMENT))
    mode, lev = rng.randint(1, 3), rng.randint(2, 10)
    return dict(raw, grid_mode=mode, leverage=str(lev), total_investment=str(INVESTMENT))


def build(family: str, n: int, candles: list[Candle], wake_index: bool) -> BotHost:
    """A host with ``n`` seeded grids of ``family`` around the first close, funded from one user."""
    first, user = candles[0], AccountRef.user(1)
    sim = SimExchange({SPOT.symbol: SPOT}, FEES["spot"])
    fx = FuturesExchange({PERP.symbol: PERP}, {PERP.symbol: FUTURES_TIERS["BTCUSDT"]}, FEES["futures"])
    (sim if family == "spot" else fx).on_price("BTCUSDT", first.close, first.ts)
    host = BotHost(sim, futures=fx, wake_index=wake_index)
    venue = sim if family == "spot" else fx
    venue.credit(first.ts, user, "USDT", INVESTMENT * n)
    rng = random.Random(7)
    for i in range(n):
        bot_id = f"g{i:05d}"
        if family == "spot":
            account = AccountRef.bot(bot_id)
        else:
            account = AccountRef.bot(bot_id, BotAccountType.DERIVATIVE)
        venue.transfer(first.ts, user, account, "USDT", INVESTMENT)
        host.add_bot(
            bot_id,
            "GRID_SPOT" if family == "spot" else "GRID_FUTURES",
            _grid(family, rng, first.close),
            account,
            first.ts,
        )
    host.drain_events()
    return host


def replay(host: BotHost, family: str, candles: list[Candle]) -> float:
    """Seconds to feed every candle after the first."""
    category = "spot" if family == "spot" else "linear"
    t = time.perf_counter()
    for candle in candles[1:]:
        host.on_candle("BTCUSDT", candle, category)
    return time.perf_counter() - t


def outcome(host: BotHost) -> tuple[Any, ...]:
    return (
        host.drain_events(),
        [host.snapshot(b) for b in host.bot_ids()],
        host.sim.state(),
        host.futures.state(),
    )


def case(family: str, n: int, candles: list[Candle]) -> dict[str, Any]:
    prices = 4 * (len(candles) - 1)
    runs = []
    steps = 0
    kept: tuple[Any, ...] = ()
    for _ in range(3):
        host = build(family, n, candles, True)
        runs.append(replay(host, family, candles))
        steps = host.steps
        kept = outcome(host)
    row: dict[str, Any] = {
        "family": family,
        "n": n,
        "prices": prices,
        "index_s": statistics.median(runs),
        "index_steps": steps,
    }
    host = build(family, n, candles, False)
    row["full_s"] = replay(host, family, candles)
    row["full_steps"] = host.steps
    row["agree"] = outcome(host) == kept
    print(f"host {family} N={n}: {row}", flush=True)
    return row


def render(rows: list[dict[str, Any]], candles: int, wall: float) -> str:
    out = [
        "# Paper-trading host benchmark (`make bench`, `bench/host.py`)",
        "",
        f"Generated {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC in {wall:.0f} s. N grids on BTCUSDT (seeded "
        f"ranges ±2…20 % around the first close, 5…50 cells, {INVESTMENT} USDT each; futures: NEUTRAL, LONG "
        f"or SHORT at 2…10×), {candles} real 1m candles = {4 * candles:,} prices (each candle's open, "
        f"low/high, high/low, close), one core. Spot: `{FILES['spot']}`; futures: `{FILES['futures']}`.",
        "",
        "| grids | wake index: prices/s | bot steps | step every bot: prices/s | bot steps | speed-up "
        "| same events, states and exchanges |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        fast, slow = r["prices"] / r["index_s"], r["prices"] / r["full_s"]
        out.append(
            f"| {r['n']:,} {r['family']} | {fast:,.0f} | {r['index_steps']:,} | {slow:,.1f} | "
            f"{r['full_steps']:,} | **{fast / slow:,.1f}×** | {'yes' if r['agree'] else '**NO**'} |"
        )
    out += [
        "",
        "A bot sleeps inside its quiet band (no stop, shift or new equity peak can happen there, and "
        "its orders are as it wants them) and wakes on its own fills, funding, commands and the "
        "band's edges; the host finds the woken ones with two heaps, O(log N) per woken bot. A "
        "futures grid with an opening order waiting for margin is stepped on every price. Index: "
        "median of 3 runs; the reference: 1 run.",
        "",
    ]
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, default=BENCH / "RESULTS-host.md")
    ap.add_argument("--candles", type=int, default=CANDLES)
    args = ap.parse_args()
    t = time.perf_counter()
    rows = []
    for family, path in FILES.items():
        candles = read_candles(bdata.data_dir() / path, limit=args.candles + 1)
        rows += [case(family, n, candles) for n in (10, 100, 1000)]
    args.out.write_text(render(rows, args.candles, time.perf_counter() - t))
    print(f"wrote {args.out}")
    return 0 if all(r["agree"] for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
