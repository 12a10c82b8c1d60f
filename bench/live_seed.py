"""Seed N running spot grids for ``bench/live.py`` fast, through the service layer.

Every bot goes through ``SpotGridService.create`` (the same checks and config as the API's
create-grid), but the exchange's write path is held back while a chunk of creates is prepared and
then applied as one ``ExchangeService._run`` (one transaction per chunk of 500 instead of one per
bot). Each symbol first replays its real 5m candle at ``START`` (the same admin replay the bench
later continues from the next candle), so the bots are grids around that real price, at that market
time, and the replayed prices cross their orders as real ones would.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.adapters.storage.models import User
from tradingbot.bootstrap import with_container
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.services.accounts.auth import UserView
from tradingbot.settings import Settings

START = "2025-06-01"
START_MS = 1748736000000  # 2025-06-01T00:00Z
SYMBOLS = ("BTCUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT", "DOGEUSDT")
FILES = {s: f"binance_spot/{s}-5m-2024-12-31_2026-02-19.csv.gz" for s in SYMBOLS}
FILES["BTCUSDT"] = "binance_spot/BTCUSDT-5m-2024-03-01_2026-02-19.csv.gz"
TICKS = {s: DEFAULT_SPOT_SYMBOLS[s].tick_size for s in SYMBOLS}
PER_USER = 50  # MAX_RUNNING_BOTS
INVESTMENT = Decimal(1000)
PASSWORD = "bench-password-1"
CHUNK = 500


@dataclass
class Seeded:
    """Who owns what: the logged-in benchmark user is ``users[0]``; ``spare`` users have no bots."""

    users: list[str] = field(default_factory=list)
    spare: list[str] = field(default_factory=list)
    grid_ids: dict[str, list[int]] = field(default_factory=dict)
    prices: dict[str, tuple[int, Decimal]] = field(default_factory=dict)
    seconds: float = 0.0


def grid(rng: random.Random, symbol: str, price: Decimal, tick: Decimal) -> dict[str, Any]:
    """Seeded ranges ±3…15 % around the price and 5…20 cells (a cell ≥ 0.3 %), 1,000 USDT."""
    pct = rng.randint(3, 15)
    width = Decimal(pct) / 100
    return {
        "symbol": symbol,
        "min_price": str((price * (1 - width)).quantize(tick)),
        "max_price": str((price * (1 + width)).quantize(tick)),
        "cell_number": rng.randint(5, min(20, 2 * pct)),
        "quote_investment": str(INVESTMENT),
        "source": 1,
    }


async def _seed(db_url: str, n: int, spare: int, data_dir: Path, clock: Callable[[], float]) -> Seeded:
    out = Seeded()
    t0 = clock()
    async with with_container(Settings(database_url=db_url, bot_market_simulator=False)) as c:
        for sym in SYMBOLS:
            c.market_hub.load(sym, data_dir / FILES[sym], START_MS)
            done = await c.market_hub.advance(sym, 1)
            out.prices[sym] = (int(done["last_ts"]), Decimal(done["last_price"]))
        n_users = max(1, -(-n // PER_USER))
        views = await _users(c, n_users + spare)
        for i, view in enumerate(views):
            await c.exchange.credit_demo(view.id, "USDT", str(INVESTMENT * PER_USER))
            (out.users if i < n_users else out.spare).append(view.email)
        rng = random.Random(7)
        ex = c.exchange.partitions[0]  # BOT_PARTITIONS=1 here: the one ExchangeService
        real_run = ex._run
        held: list[Callable[[], Any]] = []

        async def hold(op: Callable[[], Any], extra: Any = None) -> None:
            held.append(op)

        pending: list[str] = []
        for k in range(n):
            sym = SYMBOLS[k % len(SYMBOLS)]
            email = out.users[k // PER_USER]
            ex._run = hold  # type: ignore[method-assign]
            try:
                await c.spot_grid.create(views[k // PER_USER], grid(rng, sym, out.prices[sym][1], TICKS[sym]))
            finally:
                ex._run = real_run  # type: ignore[method-assign]
            pending.append(email)
            if len(held) >= CHUNK or k == n - 1:
                ops, held = held, []
                ids = await real_run(lambda ops=ops: [op() for op in ops])  # type: ignore[misc]
                for who, bot_id in zip(pending, ids, strict=True):
                    out.grid_ids.setdefault(who, []).append(bot_id)
                pending = []
    out.seconds = clock() - t0
    return out


async def _users(c: Any, n: int) -> list[UserView]:
    """The first user registers (one argon2 hash, ~0.4 s here); the others are inserted into the
    users table with the same password hash, straight through the database."""
    first = (await c.auth.register("u0@bench.local", PASSWORD)).user
    async with c.sessions() as s:
        hashed = (await s.get(User, first.id)).password_hash
        rows = [User(email=f"u{i}@bench.local", password_hash=hashed, created_ms=0) for i in range(1, n)]
        s.add_all(rows)
        await s.flush()
        views = [first, *(UserView.of(r) for r in rows)]
        await s.commit()
        return views


def seed(db_url: str, n: int, spare: int, data_dir: Path, clock: Callable[[], float]) -> Seeded:
    """Migrate ``db_url`` and seed ``n`` running spot grids (50 per user) plus ``spare`` funded users."""
    upgrade(db_url)
    return asyncio.run(_seed(db_url, n, spare, data_dir, clock))
