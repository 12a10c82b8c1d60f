"""Futures grid state: cells with their current order, the bot's own books and running metrics.

Why the bot keeps its own books (wallet, signed position, average entry): equity, TP/SL %,
trailing stop, liquidation estimate and the close order must not depend on asking the venue.
Every fill carries its fee and every funding payment its amount, so the books equal the bot's
account on the venue (the tests check it against the simulated futures exchange).

``wallet = investment + added − withdrawn + closed PnL − fees + funding (+ insurance)``;
``equity = wallet + position·(mark − avg_entry)`` (MECHANICS §5.4).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.base import OrderIntent
from tradingbot.bots.futures_grid.config import FuturesGridConfig, config_to_dict, parse_config
from tradingbot.bots.kit import snapshot as snap
from tradingbot.bots.kit.state import PerpState
from tradingbot.core.enums import OrderSide
from tradingbot.core.money import ZERO


@dataclass(frozen=True, slots=True)
class FCell:
    """One grid cell ``[P_index, P_index+1]`` (absolute level index) and the one order it rests.

    ``long_side``: the cell opens with its BUY (else with its SELL); its closing order is
    reduce-only. ``filled``/``fee`` accumulate partial fills of the current order; ``open_fee``
    is the fee of the opening leg of the pair in progress (grid profit subtracts both legs).
    ``rejected``: refused for a non-balance reason, idle until the bot stops. ``rejects`` counts
    consecutive balance refusals; the retry waits until ``retry_at`` (ms). ``waiting``: an opening
    order the bot's margin cannot carry yet; it is placed once the available balance allows.
    """

    index: int
    side: OrderSide
    price: Decimal
    long_side: bool
    cid: str = ""
    filled: Decimal = ZERO
    fee: Decimal = ZERO
    open_fee: Decimal = ZERO
    rejected: bool = False
    rejects: int = 0
    retry_at: int = 0
    waiting: bool = False

    @property
    def reduce_only(self) -> bool:
        """The order closes the cell's position (SELL of a long-side cell, BUY of a short-side cell)."""
        return (self.side is OrderSide.SELL) == self.long_side

    @property
    def holding(self) -> int:
        """Position the cell holds, in units of ``q``: +1, −1 or 0."""
        if self.long_side and self.side is OrderSide.SELL:
            return 1
        if not self.long_side and self.side is OrderSide.BUY:
            return -1
        return 0

    def is_open(self, ts: int) -> bool:
        """The cell's order should be resting on the venue at ``ts``."""
        return bool(self.cid) and not self.rejected and not self.waiting and ts >= self.retry_at


@dataclass(frozen=True, slots=True, kw_only=True)
class FuturesGridState(PerpState[FuturesGridConfig]):
    """Everything a futures grid needs to continue after a restart (see :func:`state_to_dict`);
    lifecycle and books from :class:`PerpState`."""

    entry_dir: int = 0
    # grid geometry: absolute level i is level_price(grid_type, min_price, max_price, cell_number, i)
    offset: int = 0
    levels: tuple[Decimal, ...] = ()
    p0: Decimal = ZERO
    q: Decimal = ZERO
    cells: tuple[FCell, ...] = ()
    init_order: OrderIntent | None = None
    init_filled: Decimal = ZERO
    init_fee: Decimal = ZERO
    shift_count: int = 0
    min_ratio: Decimal = ZERO
    # metrics
    total_investment: Decimal = ZERO
    added_margin: Decimal = ZERO
    cum_withdrawn: Decimal = ZERO
    grid_profit: Decimal = ZERO
    grid_gross: Decimal = ZERO
    """Completed pairs' interval times quantity: the grid profit before fees (the PnL breakdown's part)."""
    arbitrage_num: int = 0
    recent_cycles: tuple[int, ...] = ()
    peak_equity: Decimal = ZERO
    close_price: Decimal | None = None

    @property
    def s0(self) -> int:
        """``S0`` of the position rule: short-side cells."""
        return sum(1 for c in self.cells if not c.long_side)

    @property
    def rule_position(self) -> Decimal:
        """``q·(#SELL cells − S0)``: the position the cells imply (MECHANICS §5.2)."""
        n_sell = sum(1 for c in self.cells if c.side is OrderSide.SELL)
        return self.q * (n_sell - self.s0)


# --------------------------------------------------------------------------- serialization

_DEC_FIELDS = snap.typed_fields(FuturesGridState, Decimal)
_INT_FIELDS = snap.typed_fields(FuturesGridState, int)


def state_to_dict(s: FuturesGridState) -> dict[str, object]:
    """JSON-safe snapshot; Decimals as strings."""
    out = snap.head_to_dict(s, config_to_dict, _DEC_FIELDS, _INT_FIELDS) | snap.grid_to_dict(s)
    out["close_order"] = snap.intent_to_dict(s.close_order)
    out["pending_stop"] = snap.opt_value(s.pending_stop)
    return out


def state_from_dict(d: Mapping[str, object]) -> FuturesGridState:
    """Inverse of :func:`state_to_dict`."""
    return FuturesGridState(
        **snap.head_from_dict(d, parse_config, _DEC_FIELDS, _INT_FIELDS),
        **snap.grid_from_dict(d, FCell),
        close_order=snap.intent_from_dict(d["close_order"]),
        pending_stop=snap.opt_reason(d["pending_stop"]),
    )
