"""The lifecycle state machine every family shares: create, prices moving, close, restart, and
the invariants after every rule. A family's machine (``families.py``) adds its own rules (modify,
withdraw, add margin, transfer, rebalance) with :meth:`LifecycleMachine.act`."""

from __future__ import annotations

import shutil
import tempfile
from decimal import Decimal
from pathlib import Path
from typing import Any, ClassVar

from hypothesis import strategies as st
from hypothesis.stateful import Bundle, RuleBasedStateMachine, initialize, invariant, multiple, rule

from tests.reliability.stateful.harness import Pair, ledger_problems

GRANT = Decimal(100_000)
EMAIL = "lifecycle@example.com"
PASSWORD = "correct horse battery"


class Counts:
    """What every machine of a family did (the figures of ``Part("stateful")``)."""

    def __init__(self) -> None:
        self.examples = 0
        self.steps = 0
        self.acknowledged = 0
        self.refused = 0
        self.restarts = 0
        self.prices = 0


class LifecycleMachine(RuleBasedStateMachine):
    """One user's bots of one family on the primary and its replica (see ``harness``)."""

    NAME: ClassVar[str]
    LINEAR: ClassVar[bool]
    PRICES: ClassVar[dict[str, Decimal]]
    CREATE: ClassVar[str]
    CLOSE: ClassVar[str]
    DETAIL: ClassVar[str]
    DETAIL_KEY: ClassVar[str]
    ID: ClassVar[str] = "bot_id"
    counts: ClassVar[Counts]

    bots = Bundle("bots")

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix=f"stateful-{self.NAME}-"))
        self.pair = Pair(self.folder)
        try:
            self._begin()
        except BaseException:
            self.teardown()
            raise

    def _begin(self) -> None:
        self.pair.start()
        self.counts.examples += 1
        self.granted = {"USDT": GRANT}
        self.prices = dict(self.PRICES)
        self.created: dict[str, Decimal] = {}  # bot id -> what the create took from FUND
        self.closed: set[str] = set()
        assert (
            self.pair.post("/v2/public/user/register", {"email": EMAIL, "password": PASSWORD})["ret_code"]
            == 0
        )
        funds = self.pair.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": str(GRANT)})
        assert funds["ret_code"] == 0, funds
        for symbol, price in self.prices.items():
            self._price(symbol, price)

    def teardown(self) -> None:
        self.counts.restarts += self.pair.restarts
        try:
            self.pair.close()
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    # ------------------------------------------------------------------ helpers for the families

    def _price(self, symbol: str, price: Decimal) -> None:
        self.pair.admin_price(symbol, price, self.LINEAR)
        self.prices[symbol] = price
        self.counts.prices += 1

    def act(self, path: str, body: dict[str, Any], moves: Decimal | None = None) -> dict[str, Any] | None:
        """A call on both servers; its ``result`` when acknowledged, else ``None``. A refused call
        leaves FUND as it was; an acknowledged one that ``moves`` money changes FUND by exactly that
        much (positive: into FUND)."""
        before = self.pair.fund_usdt()
        r = self.pair.post(path, body)
        after = self.pair.fund_usdt()
        if r["ret_code"] != 0:
            self.counts.refused += 1
            assert after == before, (path, body, r, before, after)
            return None
        self.counts.acknowledged += 1
        if moves is not None:
            assert after - before == moves, (path, body, r, before, after)
        out: dict[str, Any] = r["result"]
        return out

    def detail(self, bot: str) -> dict[str, Any]:
        r = self.pair.post(self.DETAIL, {self.ID: bot})
        assert r["ret_code"] == 0, r
        out: dict[str, Any] = r["result"][self.DETAIL_KEY]
        return out

    def create_body(self, data: st.DataObject) -> tuple[dict[str, Any], Decimal]:
        """A create request drawn around the current prices, and what it takes from FUND: the one
        hook each family's machine must give (all five do, in ``families.py``)."""
        raise NotImplementedError(f"{type(self).__name__} gives no create request")

    def close_body(self, data: st.DataObject) -> dict[str, Any]:
        return {}

    # ------------------------------------------------------------------ shared rules

    @initialize(target=bots, data=st.data())
    def first(self, data: st.DataObject) -> Any:
        return self.create(data)

    @rule(target=bots, data=st.data())
    def create(self, data: st.DataObject) -> Any:
        body, invest = self.create_body(data)
        before = self.pair.fund_usdt()
        r = self.act(self.CREATE, body)
        if r is None:
            return multiple()
        bot = str(r[self.ID])
        taken = before - self.pair.fund_usdt()
        assert taken == invest, (body, r, taken, invest)
        self.created[bot] = taken
        return bot

    @rule(data=st.data(), walk=st.lists(st.integers(-60, 60), min_size=1, max_size=4))
    def move_price(self, data: st.DataObject, walk: list[int]) -> None:
        """A short walk of one symbol's price (each step up to 6 %), a minute to four hours apart."""
        symbol = data.draw(st.sampled_from(sorted(self.prices)), label="symbol")
        for permille in walk:
            minutes = data.draw(st.sampled_from([1, 1, 1, 30, 240]), label="minutes")
            self.pair.ts += (minutes - 1) * 60_000
            price = (self.prices[symbol] * (1000 + permille) / 1000).quantize(Decimal("0.1"))
            self._price(symbol, price)

    @rule(bot=bots, data=st.data())
    def close(self, bot: str, data: st.DataObject) -> None:
        before = self.pair.fund_usdt()
        r = self.act(self.CLOSE, {self.ID: bot, **self.close_body(data)})
        if r is not None:
            self.closed.add(bot)
            assert self.pair.fund_usdt() >= before

    @rule(dice=st.integers(0, 5))
    def restart(self, dice: int) -> None:
        if dice == 5:  # a restart costs a start of the app: one rule in six (shrinks to none)
            before = self.pair.primary.hosted_snapshots()
            self.pair.restart()
            assert self.pair.primary.hosted_snapshots() == before, "a restart changed a bot"

    # ------------------------------------------------------------------ invariants

    @invariant()
    def consistent(self) -> None:
        self.counts.steps += 1
        pair = self.pair
        for server in (pair.primary, pair.replica):
            problems = ledger_problems(pair, server, self.granted)
            assert not problems, problems
        assert pair.primary.balances() == pair.replica.balances(), "the ledger differs from its replay"
        stored = pair.run(pair.primary.bots())
        replayed = pair.run(pair.replica.bots())
        assert set(stored) == set(replayed) == {int(b) for b in self.created}
        hosted = pair.primary.hosted_snapshots()
        assert hosted == pair.replica.hosted_snapshots(), "a bot's state differs from a fresh replay"
        for bot_id, (rebuilt, live) in pair.run(pair.primary.replays()).items():
            assert rebuilt == live, f"bot {bot_id}'s exported log does not replay to its state"
        for bot_id, row in stored.items():
            if bot_id in hosted:  # a quiet price's change is stored with the next commit: compare memory
                row, twin = dict(row, state=None), dict(replayed[bot_id], state=None)
            else:
                twin = replayed[bot_id]
            assert row == twin, f"bot {bot_id} differs from a fresh replay of its inputs"
        for bot in self.created:
            d = self.detail(bot)  # every acknowledged create is visible
            if bot in self.closed:
                assert d["status"] == "COMPLETED" == stored[int(bot)]["status"], (bot, d["status"])
