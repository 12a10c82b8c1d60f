"""Spot grid state: the cells with their current order, balances and running metrics.

Why the bot tracks its own quote/base totals: equity, settlement and re-grid sizing must not
depend on asking the exchange; every fill carries its fee, so the totals equal the bot
account's balances exactly (the property tests check it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.base import OrderIntent
from tradingbot.bots.spot_grid.config import SpotGridConfig, config_to_dict, parse_config
from tradingbot.core.enums import BotStatus, CloseReason, OrderSide, OrderType, SettleMode
from tradingbot.core.money import ZERO, fmt, to_decimal


@dataclass(frozen=True, slots=True)
class Cell:
    """One grid cell ``[P_index, P_index+1]`` (absolute index) and the one order it carries.

    BUY ``qty`` at the lower level or SELL ``qty`` at the upper level. ``filled``/``proceeds``
    accumulate partial fills (base received for a BUY, net quote for a SELL). ``rejected``: the
    exchange refused the order; the cell stays idle until the next re-grid.
    """

    index: int
    side: OrderSide
    price: Decimal
    qty: Decimal
    cid: str = ""
    filled: Decimal = ZERO
    proceeds: Decimal = ZERO
    rejected: bool = False

    @property
    def is_open(self) -> bool:
        """The cell's order should be resting on the exchange."""
        return bool(self.cid) and not self.rejected

    @property
    def locked_quote(self) -> Decimal:
        """Quote a resting BUY holds."""
        return (self.qty - self.filled) * self.price if self.is_open and self.side is OrderSide.BUY else ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class SpotGridState:
    """Everything a spot grid needs to continue after a restart (see ``to_dict``)."""

    bot_id: str
    config: SpotGridConfig
    create_ts: int
    quote: Decimal
    base: Decimal
    status: BotStatus = BotStatus.NEW
    close_reason: CloseReason | None = None
    settle_mode: SettleMode | None = None
    start_ts: int | None = None
    end_ts: int | None = None
    entry_dir: int = 0
    # grid geometry: absolute level i is level_price(grid_type, grid_lo, grid_hi, grid_n, i)
    grid_lo: Decimal = ZERO
    grid_hi: Decimal = ZERO
    grid_n: int = 0
    offset: int = 0
    levels: tuple[Decimal, ...] = ()
    min_ratio: Decimal = ZERO
    p0: Decimal = ZERO
    q: Decimal = ZERO
    cells: tuple[Cell, ...] = ()
    init_order: OrderIntent | None = None
    settle_order: OrderIntent | None = None
    gen: int = 0
    # metrics
    total_investment: Decimal = ZERO
    grid_profit: Decimal = ZERO
    arbitrage_num: int = 0
    recent_cycles: tuple[int, ...] = ()
    cum_withdrawn: Decimal = ZERO
    peak_equity: Decimal = ZERO
    trailing_paused: bool = False
    close_price: Decimal | None = None


# --------------------------------------------------------------------------- serialization

_DEC_FIELDS = (
    "quote",
    "base",
    "grid_lo",
    "grid_hi",
    "min_ratio",
    "p0",
    "q",
    "total_investment",
    "grid_profit",
    "cum_withdrawn",
    "peak_equity",
)
_INT_FIELDS = ("create_ts", "entry_dir", "grid_n", "offset", "gen", "arbitrage_num")


def _intent_to_dict(i: OrderIntent | None) -> dict[str, object] | None:
    if i is None:
        return None
    return {
        "client_order_id": i.client_order_id,
        "side": i.side.value,
        "order_type": i.order_type.value,
        "qty": fmt(i.qty),
        "price": None if i.price is None else fmt(i.price),
        "tag": i.tag,
    }


def _intent_from_dict(d: object) -> OrderIntent | None:
    if d is None:
        return None
    if not isinstance(d, Mapping):
        raise ValueError("order intent must be an object")
    price = d["price"]
    return OrderIntent(
        str(d["client_order_id"]),
        OrderSide(str(d["side"])),
        OrderType(str(d["order_type"])),
        to_decimal(d["qty"]),
        None if price is None else to_decimal(price),
        str(d["tag"]),
    )


def _cell_to_dict(c: Cell) -> dict[str, object]:
    return {
        "index": c.index,
        "side": c.side.value,
        "price": fmt(c.price),
        "qty": fmt(c.qty),
        "cid": c.cid,
        "filled": fmt(c.filled),
        "proceeds": fmt(c.proceeds),
        "rejected": c.rejected,
    }


def _cell_from_dict(d: Mapping[str, object]) -> Cell:
    return Cell(
        index=_as_int(d["index"]),
        side=OrderSide(str(d["side"])),
        price=to_decimal(d["price"]),
        qty=to_decimal(d["qty"]),
        cid=str(d["cid"]),
        filled=to_decimal(d["filled"]),
        proceeds=to_decimal(d["proceeds"]),
        rejected=bool(d["rejected"]),
    )


def _as_int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected an integer, received {value!r}")
    return value


def _opt_int(value: object) -> int | None:
    return None if value is None else _as_int(value)


def _as_list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError("expected a list")
    return value


def state_to_dict(s: SpotGridState) -> dict[str, object]:
    """JSON-safe snapshot; Decimals as strings."""
    out: dict[str, object] = {name: fmt(getattr(s, name)) for name in _DEC_FIELDS}
    out.update({name: getattr(s, name) for name in _INT_FIELDS})
    out.update(
        {
            "bot_id": s.bot_id,
            "config": config_to_dict(s.config),
            "status": s.status.value,
            "close_reason": None if s.close_reason is None else s.close_reason.value,
            "settle_mode": None if s.settle_mode is None else int(s.settle_mode),
            "start_ts": s.start_ts,
            "end_ts": s.end_ts,
            "levels": [fmt(p) for p in s.levels],
            "cells": [_cell_to_dict(c) for c in s.cells],
            "init_order": _intent_to_dict(s.init_order),
            "settle_order": _intent_to_dict(s.settle_order),
            "recent_cycles": list(s.recent_cycles),
            "trailing_paused": s.trailing_paused,
            "close_price": None if s.close_price is None else fmt(s.close_price),
        }
    )
    return out


def state_from_dict(d: Mapping[str, object]) -> SpotGridState:
    """Inverse of :func:`state_to_dict`."""
    cfg = d["config"]
    if not isinstance(cfg, Mapping):
        raise ValueError("config must be an object")
    close_reason, settle_mode, close_price = d["close_reason"], d["settle_mode"], d["close_price"]
    cells = []
    for c in _as_list(d["cells"]):
        if not isinstance(c, Mapping):
            raise ValueError("cell must be an object")
        cells.append(_cell_from_dict(c))
    return SpotGridState(
        bot_id=str(d["bot_id"]),
        config=parse_config(cfg),
        status=BotStatus(str(d["status"])),
        close_reason=None if close_reason is None else CloseReason(str(close_reason)),
        settle_mode=None if settle_mode is None else SettleMode(_as_int(settle_mode)),
        start_ts=_opt_int(d["start_ts"]),
        end_ts=_opt_int(d["end_ts"]),
        levels=tuple(to_decimal(p) for p in _as_list(d["levels"])),
        cells=tuple(cells),
        init_order=_intent_from_dict(d["init_order"]),
        settle_order=_intent_from_dict(d["settle_order"]),
        recent_cycles=tuple(_as_int(t) for t in _as_list(d["recent_cycles"])),
        trailing_paused=bool(d["trailing_paused"]),
        close_price=None if close_price is None else to_decimal(close_price),
        create_ts=_as_int(d["create_ts"]),
        entry_dir=_as_int(d["entry_dir"]),
        grid_n=_as_int(d["grid_n"]),
        offset=_as_int(d["offset"]),
        gen=_as_int(d["gen"]),
        arbitrage_num=_as_int(d["arbitrage_num"]),
        quote=to_decimal(d["quote"]),
        base=to_decimal(d["base"]),
        grid_lo=to_decimal(d["grid_lo"]),
        grid_hi=to_decimal(d["grid_hi"]),
        min_ratio=to_decimal(d["min_ratio"]),
        p0=to_decimal(d["p0"]),
        q=to_decimal(d["q"]),
        total_investment=to_decimal(d["total_investment"]),
        grid_profit=to_decimal(d["grid_profit"]),
        cum_withdrawn=to_decimal(d["cum_withdrawn"]),
        peak_equity=to_decimal(d["peak_equity"]),
    )
