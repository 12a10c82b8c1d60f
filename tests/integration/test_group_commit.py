"""Group commit (``ExchangeService._drain``): concurrent operations are stored together, each caller
answered only after its effect is stored, and the result is the same as applying them one by one.

What a group must not do: lose the effects of its other operations when one fails half-way (memory
is rebuilt from the database and the others applied again), store half of a failed operation, or
answer before the commit (a failed commit fails every operation of the group, and memory goes back
to the database).
"""

from __future__ import annotations

import asyncio
from decimal import Decimal
from typing import Any

from tests.integration.conftest import make_settings
from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.bootstrap import Container, build_container
from tradingbot.core.enums import BotAccountType
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.exchange import idempotency
from tradingbot.services.exchange.engine_store import Batch
from tradingbot.services.exchange.exchange_service import MAX_GROUP
from tradingbot.sim.accounts import AccountRef

T0 = 1_747_699_200_000


class FixedClock:
    def __call__(self) -> int:
        return T0


class CountingStore:
    """The real store, counting its transactions (how many groups were committed)."""

    def __init__(self, c: Container) -> None:
        self.commits = 0
        self.entries: list[int] = []  # journal entries per transaction
        self.fail_next = False
        store = c.exchange.partitions[0]._store  # the suite's one partition (BOT_PARTITIONS=1)
        self._persist = store.persist
        store.persist = self.persist  # type: ignore[method-assign]

    async def persist(self, batch: Batch) -> None:
        self.commits += 1
        if self.fail_next:
            self.fail_next = False
            raise ConnectionError("the database went away")
        await self._persist(batch)
        self.entries.append(len(batch.spot))


async def _container(db_url: str) -> Container:
    upgrade(db_url)
    return await build_container(make_settings(db_url), FixedClock())


async def _users(c: Container, n: int) -> list[int]:
    ids = []
    for i in range(n):
        issued = await c.auth.register(f"group{i}@example.com", "password123")
        ids.append(issued.user.id)
    return ids


def _fund(c: Container, uid: int) -> Decimal:
    return c.exchange.for_user(uid).sim.balance(AccountRef.user(uid, BotAccountType.FUND), "USDT").free


async def _stored_funds(db_url: str, uids: list[int]) -> dict[int, Decimal]:
    """Each user's FUND balance as a fresh engine loads it from the database."""
    again = await build_container(make_settings(db_url), FixedClock())
    try:
        return {uid: _fund(again, uid) for uid in uids}
    finally:
        await again.engine.dispose()


async def test_concurrent_operations_are_stored_in_fewer_commits_with_the_sequential_result(
    db_url: str,
) -> None:
    c = await _container(db_url)
    try:
        uids = await _users(c, 8)
        store = CountingStore(c)
        credits = [c.exchange.credit_demo(uid, "USDT", str(100 * (i + 1))) for i, uid in enumerate(uids)]
        answers = await asyncio.gather(*credits)
        assert [a.free for a in answers] == [Decimal(100 * (i + 1)) for i in range(8)]
        assert store.commits < 8  # the credits that queued behind the first were stored together
        moves = [c.exchange.transfer_between(uid, "USDT", "50", "FUND", "SPOT") for uid in uids]
        moves.append(c.exchange.transfer_between(uids[0], "USDT", "1000000", "FUND", "SPOT"))  # refused
        results = await asyncio.gather(*moves, return_exceptions=True)
        assert results[:8] == [None] * 8
        assert isinstance(results[8], BusinessError) and results[8].code == RetCode.INSUFFICIENT_BALANCE
        expected = {uid: Decimal(100 * (i + 1) - 50) for i, uid in enumerate(uids)}
        assert {uid: _fund(c, uid) for uid in uids} == expected
        assert await c.exchange.check_ledger() == []
    finally:
        await c.engine.dispose()
    assert await _stored_funds(db_url, uids) == expected


async def test_an_operation_failing_half_way_leaves_the_rest_of_its_group_stored(db_url: str) -> None:
    c = await _container(db_url)
    try:
        uids = await _users(c, 3)
        ex = c.exchange.partitions[0]  # every user's (BOT_PARTITIONS=1)
        now = T0

        def credit(uid: int, amount: str) -> Any:
            acct = AccountRef.user(uid, BotAccountType.FUND)
            return lambda: ex.sim.credit(now, acct, "USDT", Decimal(amount), f"test:{uid}")

        def half_then_refused() -> None:
            credit(uids[1], "999")()  # changed the ledger, then refused: must not be stored
            raise BusinessError(RetCode.INVALID_PARAM, "refused half-way", field="amount")

        results = await asyncio.gather(
            ex._run(credit(uids[0], "10")),
            ex._run(half_then_refused),
            ex._run(credit(uids[2], "30")),
            ex._run(credit(uids[0], "5")),
            return_exceptions=True,
        )
        assert isinstance(results[1], BusinessError) and results[1].message == "refused half-way"
        assert not any(isinstance(r, BaseException) for i, r in enumerate(results) if i != 1), results
        expected = {uids[0]: Decimal(15), uids[1]: Decimal(0), uids[2]: Decimal(30)}
        assert {uid: _fund(c, uid) for uid in uids} == expected
        assert await ex.check_ledger() == []
    finally:
        await c.engine.dispose()
    assert await _stored_funds(db_url, uids) == expected


async def test_a_failed_commit_fails_its_whole_group_and_memory_follows_the_database(db_url: str) -> None:
    c = await _container(db_url)
    try:
        uids = await _users(c, 4)
        await c.exchange.credit_demo(uids[0], "USDT", "7")
        store = CountingStore(c)
        store.fail_next = True
        results = await asyncio.gather(
            *(c.exchange.credit_demo(uid, "USDT", "100") for uid in uids), return_exceptions=True
        )
        failed = [r for r in results if isinstance(r, ConnectionError)]
        assert failed, results  # the first group's commit failed: none of its callers was told "done"
        stored = await _stored_funds(db_url, uids)
        for uid, r in zip(uids, results, strict=True):
            base = Decimal(7) if uid == uids[0] else Decimal(0)
            want = base if isinstance(r, ConnectionError) else base + 100
            assert stored[uid] == want == _fund(c, uid)
        assert await c.exchange.check_ledger() == []
    finally:
        await c.engine.dispose()


async def test_each_callers_idempotency_key_is_recorded_with_its_own_result(db_url: str) -> None:
    c = await _container(db_url)
    try:
        uids = await _users(c, 3)

        async def keyed(uid: int) -> idempotency.Claim:
            claim = idempotency.Claim(uid, f"key-{uid}", "hash", T0)
            idempotency.claim(claim)  # this task's context only
            await c.exchange.credit_demo(uid, "USDT", "10")
            return claim

        claims = await asyncio.gather(*(asyncio.create_task(keyed(uid)) for uid in uids))
        assert all(cl.applied for cl in claims)
        for uid in uids:
            stored = await c.idempotency.get(uid, f"key-{uid}")
            assert stored is not None and stored.status == idempotency.APPLIED
        assert idempotency.current() is None  # the drain's context was its own, not a caller's
    finally:
        await c.engine.dispose()


async def test_a_long_queue_is_split_into_bounded_groups(db_url: str) -> None:
    n = MAX_GROUP + 44
    c = await _container(db_url)
    try:
        (uid,) = await _users(c, 1)
        store = CountingStore(c)
        ex = c.exchange.partitions[0]  # every user's (BOT_PARTITIONS=1)
        acct = AccountRef.user(uid, BotAccountType.FUND)
        await asyncio.gather(
            *(ex._run(lambda: ex.sim.credit(T0, acct, "USDT", Decimal(1), "test")) for _ in range(n))
        )
        assert _fund(c, uid) == n
        assert max(store.entries) == MAX_GROUP and sum(store.entries) == n  # one entry per credit
    finally:
        await c.engine.dispose()
    assert await _stored_funds(db_url, [uid]) == {uid: Decimal(n)}
