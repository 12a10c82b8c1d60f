"""The engine split into partitions of users (``services/exchange/partitioned.py``), at P = 4 on
SQLite and PostgreSQL: each user's money and bots live in the user's partition only, bot ids stay
globally unique in residue classes, prices reach every partition, conservation is exact per
partition and in total, a restart rebuilds every partition exactly, a database made before
partitions still loads, and a start with another partition count is refused."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest
from alembic import command
from sqlalchemy import inspect, select, text

from tests.integration.conftest import make_settings
from tests.integration.restart_kit import futures_live, spot_live
from tests.unit.bots.dca.kit import recurring
from tests.unit.bots.fcombo.kit import legs
from tradingbot.adapters.storage.db import make_engine
from tradingbot.adapters.storage.migrate import alembic_config, upgrade
from tradingbot.adapters.storage.models import BalanceRow, BotRow, FillRow, FutFillRow, KeyValue
from tradingbot.bootstrap import Container, build_container
from tradingbot.cluster.partitions import partition_of
from tradingbot.core.enums import BotAccountType
from tradingbot.services.exchange.exchange_service import ExchangeService
from tradingbot.services.exchange.partitioned import PartitionCountMismatch
from tradingbot.sim.accounts import AccountRef

P = 4
T0 = 1_747_699_200_000
SPOT = {"BTCUSDT": "106000", "ETHUSDT": "2500", "SOLUSDT": "150"}
LINEAR = {"BTCUSDT": "95000", "ETHUSDT": "2500", "SOLUSDT": "150"}
GRID = {
    "symbol": "BTCUSDT", "min_price": "103000", "max_price": "109000", "cell_number": 24,
    "quote_investment": "3000", "source": 1,
}  # fmt: skip
DCA = {
    "dca_type": "SAFETY_ORDER", "symbol": "BTCUSDT", "init_order_amount": "200", "safety_order_amount": "100",
    "max_safety_orders": 5, "price_step": "0.003", "step_multiplier": "1.2", "volume_multiplier": "1.3",
    "tp_pct": "0.004", "auto_cycle": "ENABLE",
}  # fmt: skip
FGRID = {
    "symbol": "BTCUSDT", "grid_mode": 1, "grid_type": 1, "min_price": "92000", "max_price": "98000",
    "cell_number": 20, "leverage": "5", "total_investment": "2000",
}  # fmt: skip
FMART = {
    "symbol": "BTCUSDT", "martingale_mode": 2, "leverage": "5", "price_float_percent": "0.003",
    "add_position_percent": "1.5", "add_position_num": 4, "init_margin": "2000", "round_tp_percent": "0.01",
    "auto_cycle_toggle": 1,
}  # fmt: skip
FCOMBO = {
    "symbol_settings": legs(("BTCUSDT", 1, "0.5"), ("ETHUSDT", 1, "0.3"), ("SOLUSDT", 2, "0.2")),
    "leverage": "10", "init_margin": "2000", "adjust_position_mode": 1, "adjust_position_time_interval": 1800,
}  # fmt: skip


class FixedClock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> int:
        return self.now


async def _start(db_url: str, partitions: int = P) -> Container:
    upgrade(db_url)
    return await build_container(make_settings(db_url, bot_partitions=partitions), FixedClock())


def _families(c: Container) -> list[tuple[Any, dict[str, Any]]]:
    """Each family's service and a config it accepts at the prices of :data:`SPOT` / :data:`LINEAR`."""
    return [
        (c.spot_grid, GRID),
        (c.dca, DCA),
        (c.dca, recurring(3600, "1000", BTC="50")),
        (c.futures_grid, FGRID),
        (c.fmart, FMART),
        (c.fcombo, FCOMBO),
    ]


async def _prices(c: Container, spot: dict[str, str], linear: dict[str, str]) -> None:
    for symbol, price in spot.items():
        await c.market_hub.set_price(symbol, price)
    for symbol, price in linear.items():
        await c.linear_hub.set_price(symbol, price)


def _sums(service: ExchangeService) -> dict[str, Decimal]:
    """Each asset summed over every account of a partition's ledger, system accounts included."""
    totals: dict[str, Decimal] = {}
    for cells in service.sim.ledger.snapshot().values():
        for asset, bal in cells.items():
            totals[asset] = totals.get(asset, Decimal(0)) + bal.free + bal.locked
    return totals


def _state(c: Container) -> list[tuple[Any, ...]]:
    """Everything each partition must bring back after a restart."""
    return [
        (
            spot_live(p.sim),
            futures_live(p.futures),
            {b: json.dumps(p.host.snapshot(b), sort_keys=True, default=str) for b in p.host.bot_ids()},
            dict(p.bot_owner),
            p.market_now("BTCUSDT"),
            p.market_now("BTCUSDT", "linear"),
        )
        for p in c.exchange.partitions
    ]


async def test_users_and_their_bots_live_in_their_partition(db_url: str) -> None:
    c = await _start(db_url)
    users = [(await c.auth.register(f"p{i}@example.com", "password123")).user for i in range(8)]
    home = {u.id: partition_of(u.id, P) for u in users}
    assert set(home.values()) == set(range(P)), home  # these eight users cover every partition
    await _prices(c, SPOT, LINEAR)
    for p in c.exchange.partitions:  # prices reach every partition
        assert {s: p.sim.last_price(s) for s in SPOT} == {s: Decimal(v) for s, v in SPOT.items()}
        assert {s: p.futures.last_price(s) for s in LINEAR} == {s: Decimal(v) for s, v in LINEAR.items()}
    for u in users:
        await c.exchange.credit_demo(u.id, "USDT", "60000")
    bots: dict[int, int] = {}  # bot id -> its user
    for u in users:
        for service, raw in _families(c):
            bots[await service.create(u, dict(raw))] = u.id
    assert len(bots) == len(users) * len(_families(c))  # ids globally unique
    for bot_id, uid in bots.items():
        assert bot_id % P == home[uid]  # the residue class of the user's partition
        hosting = [p.partition for p in c.exchange.partitions if str(bot_id) in p.bot_owner]
        assert hosting == [home[uid]]
    for u in users:  # each user's money is in the user's partition, and nowhere else
        fund = AccountRef.user(u.id, BotAccountType.FUND)
        for p in c.exchange.partitions:
            held = p.sim.ledger.snapshot().get(fund, {})
            assert bool(held) == (p.partition == home[u.id]), (u.id, p.partition)
    # the market moves: bots step (and fill) in their own partitions
    c.clock.now = T0 + 3_600_000  # type: ignore[attr-defined]
    await _prices(c, {"BTCUSDT": "104500"}, {"BTCUSDT": "93500", "ETHUSDT": "2450"})
    await _prices(c, {"BTCUSDT": "106500"}, {"BTCUSDT": "95500", "ETHUSDT": "2550"})
    async with c.sessions() as s:
        for table in (FillRow, FutFillRow):
            rows = (await s.execute(select(table.owner, table.partition))).all()
            assert rows and all(int(owner.removeprefix("bot:")) % P == part for owner, part in rows)
        traded = {owner for table in (FillRow, FutFillRow) for owner in await s.scalars(select(table.owner))}
        assert {f"bot:{b}" for b in bots} <= traded  # every bot of every family traded
        stored_bots = dict((await s.execute(select(BotRow.id, BotRow.partition))).all())
        assert stored_bots == {b: home[u] for b, u in bots.items()}
        keys = set(await s.scalars(select(KeyValue.key)))
    assert {"sim.counters", "p1:sim.counters", "p3:ledger.seq", "p2:bots.counters"} <= keys
    # conservation, exact: in every partition (its own system accounts) and so in total
    total: dict[str, Decimal] = {}
    for p in c.exchange.partitions:
        sums = _sums(p)
        assert all(v == 0 for v in sums.values()), (p.partition, sums)
        for asset, v in sums.items():
            total[asset] = total.get(asset, Decimal(0)) + v
    assert all(v == 0 for v in total.values())
    assert await c.exchange.check_ledger() == []
    # close half of them: each settles into its owner's FUND in the owner's partition
    by_user = {u.id: u for u in users}
    closing = sorted(bots)[::2]
    services = {svc.FAMILY.name: svc for svc, _ in _families(c)}
    async with c.sessions() as s:
        family = dict((await s.execute(select(BotRow.id, BotRow.family))).all())
    for bot_id in closing:
        service = services[family[bot_id]]
        mode = 2 if service is c.spot_grid else 0  # a grid names its settle mode
        await service.close(by_user[bots[bot_id]], bot_id, mode)
    assert not any(c.exchange.hosts(b) for b in closing)
    assert all(c.exchange.hosts(b) for b in bots if b not in closing)
    assert all(all(v == 0 for v in _sums(p).values()) for p in c.exchange.partitions)
    assert await c.exchange.check_ledger() == []
    before = _state(c)
    await c.stop()

    again = await build_container(make_settings(db_url, bot_partitions=P), FixedClock())
    try:
        assert _state(again) == before
        assert await again.exchange.check_ledger() == []
        # new ids continue each partition's residue class, above the partition's ids before
        for u in users[:P]:
            new = await again.spot_grid.create(u, dict(GRID))
            mine = [b for b in bots if b % P == home[u.id]]
            assert new % P == home[u.id] and new > max(mine) and new not in bots
            bots[new] = u.id
        async with again.sessions() as s:
            for p in range(P):  # the stored balances of each partition conserve too
                rows = (await s.execute(select(BalanceRow).where(BalanceRow.partition == p))).scalars().all()
                sums: dict[str, Decimal] = {}
                for r in rows:
                    sums[r.asset] = sums.get(r.asset, Decimal(0)) + Decimal(r.free) + Decimal(r.locked)
                assert rows and all(v == 0 for v in sums.values()), (p, sums)
    finally:
        await again.stop()


async def test_another_partition_count_is_refused(db_url: str) -> None:
    c = await _start(db_url)
    await c.stop()
    for other in (1, 8):
        with pytest.raises(
            PartitionCountMismatch, match=f"made with {P} engine partition.*BOT_PARTITIONS is {other}"
        ):
            await build_container(make_settings(db_url, bot_partitions=other), FixedClock())
    await (await build_container(make_settings(db_url, bot_partitions=P), FixedClock())).stop()


async def test_a_database_made_before_partitions_loads_as_partition_zero(db_url: str) -> None:
    """Data written, the schema taken back to migration 0009 (no partition column, the kv names of
    before), then upgraded again: everything comes back in partition 0, and the database counts as
    made with one partition."""
    c = await _start(db_url, 1)
    user = (await c.auth.register("old@example.com", "password123")).user
    await _prices(c, SPOT, LINEAR)
    await c.exchange.credit_demo(user.id, "USDT", "60000")
    for service, raw in _families(c):
        await service.create(user, dict(raw))
    await _prices(c, {"BTCUSDT": "104500"}, {"BTCUSDT": "93500"})
    before = _state(c)
    await c.stop()

    command.downgrade(alembic_config(db_url), "0009_idempotency_keys")
    engine = make_engine(db_url)
    async with engine.connect() as conn:
        columns = await conn.run_sync(
            lambda s: [col["name"] for col in inspect(s).get_columns("ledger_journal")]
        )
        assert "partition" not in columns
        assert await conn.scalar(text("SELECT count(*) FROM bots")) == len(_families(c))
        stored = set(await conn.scalars(select(KeyValue.key)))
        assert "cluster.partitions" not in stored and "sim.counters" in stored
    await engine.dispose()

    upgrade(db_url)
    with pytest.raises(PartitionCountMismatch, match="made with 1 engine partition"):
        await build_container(make_settings(db_url, bot_partitions=P), FixedClock())
    again = await build_container(make_settings(db_url, bot_partitions=1), FixedClock())
    try:
        assert _state(again) == before
        assert await again.exchange.check_ledger() == []
    finally:
        await again.stop()
