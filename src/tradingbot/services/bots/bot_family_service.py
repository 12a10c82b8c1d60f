"""The shared base of every bot family's service (SPEC §7): what a family's use cases do the same way.

A family's service (``SpotGridService``, ``FuturesGridService``, and the next families: DCA,
martingale, combo) subclasses :class:`BotFamilyService` and says only what is its own: the pure
family object, its instrument lookup, input validation, the config parser, which assets a new bot
takes from the user's FUND account, the detail/summary numbers and any extra actions. The base
does the plumbing: ownership and the per-user limits (``BotRepo``), create with the FUND -> bot
transfer, close with settlement, withdraw, the open/history orders pages and the follow detail.

The owner's detail and the ``list-all-bots`` summary are kept in the engine's read model
(``read_model``) between two engine changes, so a repeated read recomputes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotRow
from tradingbot.bots.base import CloseCommand, WithdrawCommand
from tradingbot.core.enums import BotAccountType, BotStatus
from tradingbot.core.errors import BotResultCode, BusinessError, RetCode
from tradingbot.core.money import ZERO, fmt
from tradingbot.services.accounts.auth import UserView
from tradingbot.services.bots.bot_common import BotRepo, bot_not_found
from tradingbot.services.discovery.copy_trading import followed_of, scale_amount
from tradingbot.services.discovery.ranking_settings import is_listed
from tradingbot.services.exchange.exchange_service import parse_amount
from tradingbot.services.exchange.partitioned import PartitionedExchange
from tradingbot.sim.accounts import AccountRef

# what ``create`` keeps of the request besides the config (where the bot came from, copy trading)
META_KEYS = ("source", "block_source", "create_type", "followed_grid_id", "strategy_id")


def check_rows(checks: Sequence[Any], success: str) -> dict[str, Any]:
    """``check_code`` (the first failing check, or ``success``) and every failing check with its bounds."""
    return {
        "check_code": checks[0].code.value if checks else success,
        "checks": [check_row(c) for c in checks],
    }


def check_row(c: Any) -> dict[str, str]:
    """One failing validation check on the wire, with its acceptable bounds (blank when open)."""
    return {
        "check_code": c.code.value,
        "field": c.field,
        "from": "" if c.bound_low is None else fmt(c.bound_low),
        "to": "" if c.bound_high is None else fmt(c.bound_high),
        "message": c.message,
    }


def camel(key: str) -> str:
    head, *rest = key.split("_")
    return head + "".join(w[:1].upper() + w[1:] for w in rest)


def camel_keys(value: Any) -> Any:
    """``value`` with every dict key in camelCase, nested lists and dicts too."""
    if isinstance(value, dict):
        return {camel(k): camel_keys(v) for k, v in value.items()}
    if isinstance(value, list):
        return [camel_keys(v) for v in value]
    return value


class BotFamilyService:
    """Use cases every family shares; subclasses fill in the class attributes and the hooks."""

    FAMILY: ClassVar[Any]
    """The pure family object: its ``name`` is ``bots.family`` of the family's rows (a ``BotKind``
    value); it parses a create request's config and restores a closed bot's state from its row."""
    FILL_TABLE: ClassVar[Any]
    """The fills table of the family's market (spot or futures): the history orders page."""
    CATEGORY: ClassVar[str] = "spot"
    """The market the family trades (``spot`` or ``linear``): where delistings are looked up."""
    ACCOUNT_TYPE: ClassVar[BotAccountType] = BotAccountType.FUND
    """The kind of the bot's isolated account holding its orders."""
    PRICE_NAME: ClassVar[str] = "market price"
    """How error messages name the price the family trades at."""
    NOUN: ClassVar[str] = "bot"
    """How error messages name one bot of this family ("grid", "bot")."""
    FOLLOW_FIELD: ClassVar[str] = "followed_grid_id"
    """The create field naming the bot a COPY follows (Bybit's name, which every family reads)."""
    COPY_INVESTMENT: ClassVar[str]
    """The config field holding what the user puts in (a copy sets it to the copier's amount)."""
    COPY_AMOUNTS: ClassVar[tuple[str, ...]] = ()
    """Other config amounts a copy scales with the investment."""
    COPY_DROP: ClassVar[tuple[str, ...]] = ("entry_price",)
    """Config fields a copy leaves out (it starts at today's market)."""
    RANK_BLOCK: ClassVar[str]
    """The ranking row's block of this family (``gridBot``, ``fgridBot`` ...)."""
    RANK_FIELDS: ClassVar[tuple[str, ...]]
    """The detail fields that block holds (``leverage`` is sent as ``leverageE2``)."""
    RANK_INVESTMENT: ClassVar[str]
    """The detail field holding what was put in (PnL % is over it)."""
    SUMMARY_FIELDS: ClassVar[tuple[str, ...]] = ()
    """The detail fields a ``list-all-bots`` row repeats as they are."""
    SUMMARY_TOTALS: ClassVar[tuple[str, str]] = ("total_investment", "total_profit")
    """The detail fields the row answers as its ``total_investment`` and ``total_profit``."""

    def __init__(self, sessions: async_sessionmaker[Any], exchange: PartitionedExchange) -> None:
        self._db = sessions
        self._ex = exchange
        self.repo = BotRepo(sessions, self.FAMILY.name, exchange.reads)

    # ------------------------------------------------------------------ hooks

    def instrument(self, raw: Mapping[str, object]) -> Any:
        """The symbol the request names (raises UNKNOWN_SYMBOL)."""
        raise NotImplementedError

    def venue(self) -> Any:
        """The simulated exchange this family trades on (spot or futures)."""
        raise NotImplementedError

    def last_price(self, symbol: str) -> Decimal:
        """The market's last price (raises MARKET_NOT_LOADED before the first one)."""
        last: Decimal | None = self.venue().last_price(symbol)
        if last is None:
            raise BusinessError(
                RetCode.MARKET_NOT_LOADED, f"no {self.PRICE_NAME} for {symbol} yet", field="symbol"
            )
        return last

    def input_checks(self, raw: Mapping[str, object], sym: Any, last: Decimal) -> Sequence[Any]:
        """The failing checks of a create request (empty when it may be created)."""
        raise NotImplementedError

    def input_checks_at(
        self, raw: Mapping[str, object], sym: Any, lasts: Mapping[str, Decimal]
    ) -> Sequence[Any]:
        """:meth:`input_checks` at the prices ``lasts`` (by symbol) rather than the market's: the
        backtest lab checks a request at its window's start (a family of several symbols overrides)."""
        return self.input_checks(raw, sym, lasts[sym.symbol])

    def parse_config(self, raw: Mapping[str, object]) -> Any:
        """The create request's config (the family's parser; a family may check more first)."""
        return self.FAMILY.parse_config(raw)

    def funding(self, cfg: Any, sym: Any) -> list[tuple[str, Decimal]]:
        """The (asset, amount) pairs a new bot takes from the user's FUND account."""
        raise NotImplementedError

    def quote_asset(self, row: BotRow) -> str:
        """The asset profits are withdrawn in."""
        raise NotImplementedError

    def open_orders_of(self, row: BotRow) -> Sequence[Any]:
        """The bot's open orders on its simulated exchange."""
        raise NotImplementedError

    def order_extra(self, order: Any) -> dict[str, Any]:
        """Family fields of an open order, after ``filled_qty``."""
        return {}

    def fill_extra(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """Family fields of a history fill, after ``fee``."""
        return {}

    def public_detail(self, detail: Mapping[str, Any]) -> dict[str, Any]:
        """What anyone may see of a bot's detail (follow detail)."""
        raise NotImplementedError

    async def follow_extra(self, row: BotRow, detail: Mapping[str, Any], out: dict[str, Any]) -> None:
        """Anything a family adds to the follow detail after the owner's name."""

    def detail_of(self, row: BotRow) -> dict[str, Any]:
        """The detail numbers of one bot (running or closed)."""
        raise NotImplementedError

    def summary(self, row: BotRow) -> dict[str, Any]:
        """The family's fields of one bot in ``list-all-bots``: :attr:`SUMMARY_FIELDS`, then the
        totals every family's row has (:attr:`SUMMARY_TOTALS`)."""
        d = self.detail_of(row)
        investment, profit = self.SUMMARY_TOTALS
        return {k: d[k] for k in self.SUMMARY_FIELDS} | {
            "total_investment": d[investment],
            "total_profit": d[profit],
        }

    def before_create(self, sym: Any) -> None:
        """Refusals before validation: a delisted symbol (a family may add its own)."""
        self._ex.delistings.refuse(self.CATEGORY, sym.symbol)

    def close_command(self, close_mode: int) -> CloseCommand:
        """The close command for a close request (a family may check the settle mode)."""
        return CloseCommand()

    def copy_config(self, config: Mapping[str, Any], investment: Decimal) -> dict[str, Any]:
        """The original's config at ``investment``: its amounts scaled, prices and counts kept."""
        factor = investment / Decimal(str(config[self.COPY_INVESTMENT]))
        out = {k: v for k, v in config.items() if k not in self.COPY_DROP}
        out[self.COPY_INVESTMENT] = fmt(investment)
        for key in self.COPY_AMOUNTS:
            if out.get(key) not in (None, ""):
                out[key] = scale_amount(out[key], factor)
        return out

    def ranking_block(self, detail: Mapping[str, Any]) -> dict[str, Any]:
        """The family's key parameters in a ranking row (camelCase, leverage as ``leverageE2``)."""
        out: dict[str, Any] = {}
        for key in self.RANK_FIELDS:
            if key == "leverage":
                out["leverageE2"] = int(Decimal(str(detail[key])) * 100)
            elif key in detail:
                out[camel(key)] = camel_keys(detail[key])
        return out

    # ------------------------------------------------------------------ helpers

    @property
    def sessions(self) -> async_sessionmaker[Any]:
        return self._db

    def is_running(self, row: BotRow) -> bool:
        """The bot is hosted by the engine (not closed); in a cluster, a bot of a partition
        another worker serves is known by its stored status."""
        if self._ex.serves_bot(row.id):
            return self._ex.hosts(row.id)
        return row.status != BotStatus.COMPLETED.value

    async def _own(self, user: UserView, bot_id: int, *, acting: bool) -> BotRow:
        return await self.repo.own(user, bot_id, acting=acting)

    def _state(self, row: BotRow) -> Any:
        """The live state while the bot runs, else the state its row keeps."""
        bot_id = str(row.id)
        if self._ex.hosts(bot_id):
            return self._ex.for_bot(bot_id).host.state(bot_id)
        return self.FAMILY.from_dict(json.loads(row.state))

    def _require_live(self, row: BotRow) -> str:
        bot_id = str(row.id)
        if not self._ex.hosts(bot_id):
            raise BusinessError.bot(BotResultCode.BOT_HAS_BEEN_CLOSED, f"this {self.NOUN} is already closed")
        return bot_id

    def _check_fund(self, user: UserView, needs: Sequence[tuple[str, Decimal]], what: str) -> None:
        """INSUFFICIENT_BALANCE unless the user's FUND account holds every (asset, amount) of ``needs``."""
        fund = AccountRef.user(user.id, BotAccountType.FUND)
        for asset, amount in needs:
            if amount > 0 and self._ex.for_user(user.id).sim.balance(fund, asset).free < amount:
                message = what.format(asset=asset, amount=fmt(amount))
                raise BusinessError.bot(BotResultCode.INSUFFICIENT_BALANCE, message)

    @staticmethod
    def _shared_detail_fields(out: dict[str, Any]) -> None:
        out["account_type"] = BotAccountType.FUND.name
        out["allow_follow"] = 1

    # ------------------------------------------------------------------ create and reads

    async def create(self, user: UserView, raw: Mapping[str, object]) -> int:
        """Checks, then moves the funding from the user's FUND account into the new bot's account."""
        self.repo.check_can_create(user)
        self._ex.check_room(user.id)  # checked again in the create's engine step
        followed = await followed_of(self, user, raw)  # a COPY's refusals come first
        sym = self.instrument(raw)
        self.before_create(sym)
        last = self.last_price(sym.symbol)
        checks = self.input_checks(raw, sym, last)
        if checks:
            raise checks[0].to_error()
        cfg = self.parse_config(raw)
        needs = self.funding(cfg, sym)
        self._check_fund(user, needs, "insufficient {asset} in the funding account: {amount} needed")
        meta = {k: raw.get(k) for k in META_KEYS}
        meta["followed_bot_id"] = followed
        return await self._ex.create_bot(user.id, self.FAMILY.name, sym.symbol, cfg, needs, meta)

    async def detail(self, user: UserView, bot_id: int) -> dict[str, Any]:
        revision = self._ex.reads.revision  # before the row: a change while reading it voids the answer
        row = await self._own(user, bot_id, acting=False)
        key = ("detail", self.FAMILY.name, row.id)
        kept: dict[str, Any] | None = self._ex.reads.get(key)
        if kept is None:
            clocks = self._ex.reads.clocks([(row.symbol, self.CATEGORY)])
            kept = self.detail_of(row)
            kept["settlement_assets"] = await self.repo.settlement_assets(row)
            self._ex.reads.put(key, revision, clocks, kept)
        return dict(kept)

    def kept_summary(self, row: BotRow, revision: int) -> dict[str, Any]:
        """:meth:`summary`, kept until the engine's next change (``revision``: seen before ``row``
        was read); never modify it."""
        key = ("summary", self.FAMILY.name, row.id)
        kept: dict[str, Any] | None = self._ex.reads.get(key)
        if kept is None:
            clocks = self._ex.reads.clocks([(row.symbol, self.CATEGORY)])
            kept = self.summary(row)
            self._ex.reads.put(key, revision, clocks, kept)
        return kept

    async def follow_detail(self, bot_id: int) -> dict[str, Any]:
        """What anyone may see of a bot (to copy it): no balances, the owner's masked name. A bot
        of a user who chose not to be listed answers as a missing one (nothing of theirs is public)."""
        row = await self.repo.row(bot_id)
        if not await is_listed(self._db, row.user_id):
            raise bot_not_found(bot_id)
        d = self.detail_of(row)
        out = self.public_detail(d)
        out["nick_name"] = await self.repo.owner_name(row.user_id)
        await self.follow_extra(row, d, out)
        return out

    async def open_orders(self, user: UserView, bot_id: int) -> list[dict[str, Any]]:
        row = await self._own(user, bot_id, acting=False)
        return [
            {
                "order_id": str(o.id),
                "client_order_id": o.client_order_id,
                "side": o.side.value,
                "order_type": o.type.value,
                "price": fmt(o.price) if o.price is not None else "",
                "qty": fmt(o.qty),
                "filled_qty": fmt(o.filled_qty),
                **self.order_extra(o),
                "status": o.status.value,
                "create_time": o.created_ts,
            }
            for o in sorted(self.open_orders_of(row), key=lambda o: o.price or ZERO, reverse=True)
        ]

    async def history_orders(self, user: UserView, bot_id: int, page: int, limit: int) -> dict[str, Any]:
        """The bot's fills, newest first, one page."""
        row = await self._own(user, bot_id, acting=False)
        rows, total = await self.repo.fills_page(self.FILL_TABLE, AccountRef.bot(row.id).owner, page, limit)
        out = []
        for r in rows:
            d = json.loads(r.data)
            out.append(
                {
                    "fill_id": str(r.id),
                    "order_id": str(r.order_id),
                    "client_order_id": d.get("client_order_id", ""),
                    "side": d["side"],
                    "price": d["price"],
                    "qty": d["qty"],
                    "fee": d["fee"],
                    **self.fill_extra(d),
                    "time": r.ts_ms,
                }
            )
        return {"list": out, "total": total, "page": page, "limit": limit}

    # ------------------------------------------------------------------ actions

    async def close(self, user: UserView, bot_id: int, close_mode: int = 0) -> None:
        """Asks the host to cancel the orders and settle; the settlement returns to FUND."""
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)

        def not_closing() -> None:
            if self._ex.for_bot(key).host.status(key) is BotStatus.CANCELLING:
                raise BusinessError.bot(
                    BotResultCode.GRID_CAN_NOT_BE_CANCELLED, f"this {self.NOUN} is already closing"
                )

        not_closing()
        await self._ex.command_bot(key, self.close_command(close_mode), not_closing)

    async def withdraw(self, user: UserView, bot_id: int, amount: str) -> Decimal:
        """Moves profit from the bot's account to the user's FUND account."""
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        value = parse_amount(amount)
        await self._ex.withdraw_from_bot(key, self.quote_asset(row), value, WithdrawCommand(value))
        return value
