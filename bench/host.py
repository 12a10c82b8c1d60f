"""``make bench`` (second part): paper-trading prices per second with N spot grids on one symbol,
the host's wake index (PERFORMANCE.md §3.3) against stepping every bot on every price; written to
bench/RESULTS-host.md.

N spot grids with seeded random ranges (±2…20 %) and cell counts (5…50) around the first close of
real BTCUSDT 1m candles; every candle's four path points go through ``BotHost.on_candle`` exactly
as in paper trading and backtests. The two hosts must agree: the same bot events, bot states and
exchange state. The index is timed as the median of 3 runs; stepping every bot (the reference)
once, as it takes about a minute at N = 1,000.
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
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS  # noqa: E402
from tradingbot.sim.accounts import AccountRef  # noqa: E402
from tradingbot.sim.exchange import SimExchange  # noqa: E402
from tradingbot.sim.fees import FeeSchedule  # noqa: E402

SYM = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
FILE = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
CANDLES = 300
INVESTMENT = Decimal(5000)


def build(n: int, candles: list[Candle], wake_index: bool) -> BotHost:
    """A host with ``n`` seeded spot grids around the first close, funded from one user."""
    sim = SimExchange({SYM.symbol: SYM}, FeeSchedule(maker=Decimal("0.001"), taker=Decimal("0.001")))
    first = candles[0]
    sim.on_price(SYM.symbol, first.close, first.ts)
    host = BotHost(sim, wake_index=wake_index)
    user = AccountRef.user(1)
    sim.credit(first.ts, user, "USDT", INVESTMENT * n)
    rng = random.Random(7)
    for i in range(n):
        width = Decimal(rng.randint(2, 20)) / 100
        raw = {
            "symbol": SYM.symbol,
            "min_price": str((first.close * (1 - width)).quantize(SYM.tick_size)),
            "max_price": str((first.close * (1 + width)).quantize(SYM.tick_size)),
            "cell_number": rng.randint(5, 50),
            "quote_investment": str(INVESTMENT),
        }
        account = AccountRef.bot(f"g{i:05d}")
        sim.transfer(first.ts, user, account, "USDT", INVESTMENT)
        host.add_bot(f"g{i:05d}", "GRID_SPOT", raw, account, first.ts)
    host.drain_events()
    return host


def replay(host: BotHost, candles: list[Candle]) -> float:
    """Seconds to feed every candle after the first."""
    t = time.perf_counter()
    for candle in candles[1:]:
        host.on_candle(SYM.symbol, candle)
    return time.perf_counter() - t


def outcome(host: BotHost) -> tuple[Any, ...]:
    return (
        host.drain_events(),
        [host.snapshot(b) for b in host.bot_ids()],
        host.sim.state(),
    )


def case(n: int, candles: list[Candle]) -> dict[str, Any]:
    prices = 4 * (len(candles) - 1)
    runs = []
    steps = 0
    kept: tuple[Any, ...] = ()
    for _ in range(3):
        host = build(n, candles, True)
        runs.append(replay(host, candles))
        steps = host.steps
        kept = outcome(host)
    row: dict[str, Any] = {"n": n, "prices": prices, "index_s": statistics.median(runs), "index_steps": steps}
    host = build(n, candles, False)
    row["full_s"] = replay(host, candles)
    row["full_steps"] = host.steps
    row["agree"] = outcome(host) == kept
    print(f"host N={n}: {row}", flush=True)
    return row


def render(rows: list[dict[str, Any]], candles: list[Candle], wall: float) -> str:
    out = [
        "# Paper-trading host benchmark (`make bench`, `bench/host.py`)",
        "",
        f"Generated {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC in {wall:.0f} s. N spot grids on BTCUSDT "
        f"(seeded ranges ±2…20 %, 5…50 cells, {INVESTMENT} USDT each), {len(candles) - 1} real 1m candles "
        f"from `{FILE}` = "
        f"{4 * (len(candles) - 1):,} prices (each candle's open, low/high, high/low, close), one core.",
        "",
        "| bots | wake index: prices/s | bot steps | step every bot: prices/s | bot steps | speed-up "
        "| same events, states and exchange |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        fast, slow = r["prices"] / r["index_s"], r["prices"] / r["full_s"]
        out.append(
            f"| {r['n']:,} | {fast:,.0f} | {r['index_steps']:,} | {slow:,.1f} | {r['full_steps']:,} | "
            f"**{fast / slow:,.1f}×** | {'yes' if r['agree'] else '**NO**'} |"
        )
    out += [
        "",
        "A bot sleeps inside its quiet band (no stop, trailing shift or new equity peak can happen "
        "there, and its orders are as it wants them) and wakes on its own fills, commands and the "
        "band's edges; the host finds the woken ones with two heaps, O(log N) per woken bot. Index: "
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
    path = bdata.data_dir() / FILE
    candles = read_candles(path, limit=args.candles + 1)
    rows = [case(n, candles) for n in (10, 100, 1000)]
    args.out.write_text(render(rows, candles, time.perf_counter() - t))
    print(f"wrote {args.out}")
    return 0 if all(r["agree"] for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
