"""Where the router sends a call, and which bot ids and stored keys a partition uses (no database
is read or written: only the routing and the id and key arithmetic)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tradingbot.adapters.storage.db import make_engine, make_sessionmaker
from tradingbot.cluster.partitions import partition_of
from tradingbot.core.enums import BotAccountType
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.services.exchange.engine_store import kv_key
from tradingbot.services.exchange.partitioned import PartitionedExchange
from tradingbot.sim.accounts import MARKET, AccountRef
from tradingbot.sim.fees import FeeSchedule


def _router(partitions: int) -> PartitionedExchange:
    sessions = make_sessionmaker(make_engine("sqlite:///:memory:"))
    fees = FeeSchedule(maker=Decimal("0.001"), taker=Decimal("0.001"))
    return PartitionedExchange(
        sessions, DEFAULT_SPOT_SYMBOLS, fees, lambda: 0, Decimal(1000), 5, partitions=partitions
    )


def test_users_bots_and_accounts_go_to_their_partition() -> None:
    r = _router(4)
    for uid in range(1, 40):
        assert r.for_user(uid).partition == partition_of(uid, 4)
        assert r.for_account(AccountRef.user(uid, BotAccountType.SPOT)) is r.for_user(uid)
    for bot_id in range(1, 40):
        assert r.for_bot(bot_id).partition == bot_id % 4 == r.for_bot(str(bot_id)).partition
        assert r.for_account(AccountRef.bot(bot_id)) is r.for_bot(bot_id)
    with pytest.raises(ValueError, match="every partition"):
        r.for_account(MARKET)
    assert r.market is r.partitions[0]
    assert len({id(p.reads) for p in r.partitions}) == 1  # one read model for all


def test_each_partition_hands_out_its_own_residue_class() -> None:
    r = _router(4)
    firsts = {p.partition: p._own_id(1) for p in r.partitions}
    assert firsts == {0: 4, 1: 1, 2: 2, 3: 3}
    for p in r.partitions:
        assert [p._own_id(n) for n in (10, 11, 12, 13)] == [
            n + (p.partition - n) % 4 for n in (10, 11, 12, 13)
        ]
        assert all(p._own_id(n) % 4 == p.partition and p._own_id(n) >= n for n in range(1, 50))
    single = _router(1).partitions[0]
    assert [single._own_id(n) for n in (1, 2, 7)] == [1, 2, 7]  # one partition: ids as before


def test_partition_zero_keeps_the_names_of_before() -> None:
    assert kv_key(0, "sim.counters") == "sim.counters"
    assert kv_key(3, "sim.counters") == "p3:sim.counters"
    assert kv_key(12, "ledger.seq") == "p12:ledger.seq"


def test_a_partition_count_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        _router(0)
