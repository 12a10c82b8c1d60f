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
from tradingbot.bots.kit import snapshot as snap
from tradingbot.bots.kit.state import BotState
from tradingbot.bots.spot_grid.config import SpotGridConfig, config_to_dict, parse_config
from tradingbot.core.enums import OrderSide, SettleMode
from tradingbot.core.money import ZERO, as_int


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
class SpotGridState(BotState[SpotGridConfig]):
    """Everything a spot grid needs to continue after a restart (see ``to_dict``); lifecycle from
    :class:`BotState`."""

    quote: Decimal
    base: Decimal
    settle_mode: SettleMode | None = None
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
    grid_gross: Decimal = ZERO
    """Completed pairs' interval times quantity: the grid profit before fees (the PnL breakdown's part)."""
    fees_paid: Decimal = ZERO
    """Every fill's fee in quote (a base fee valued at its fill price)."""
    arbitrage_num: int = 0
    recent_cycles: tuple[int, ...] = ()
    cum_withdrawn: Decimal = ZERO
    peak_equity: Decimal = ZERO
    trailing_paused: bool = False
    close_price: Decimal | None = None


# --------------------------------------------------------------------------- serialization

_DEC_FIELDS = snap.typed_fields(SpotGridState, Decimal)
_INT_FIELDS = snap.typed_fields(SpotGridState, int)


def state_to_dict(s: SpotGridState) -> dict[str, object]:
    """JSON-safe snapshot; Decimals as strings."""
    out = snap.head_to_dict(s, config_to_dict, _DEC_FIELDS, _INT_FIELDS) | snap.grid_to_dict(s)
    out["settle_mode"] = None if s.settle_mode is None else int(s.settle_mode)
    out["settle_order"] = snap.intent_to_dict(s.settle_order)
    out["trailing_paused"] = s.trailing_paused
    return out


def state_from_dict(d: Mapping[str, object]) -> SpotGridState:
    """Inverse of :func:`state_to_dict`."""
    settle_mode = d["settle_mode"]
    return SpotGridState(
        **snap.head_from_dict(d, parse_config, _DEC_FIELDS, _INT_FIELDS),
        **snap.grid_from_dict(d, Cell),
        settle_mode=None if settle_mode is None else SettleMode(as_int(settle_mode)),
        settle_order=snap.intent_from_dict(d["settle_order"]),
        trailing_paused=bool(d["trailing_paused"]),
    )
