"""RECURRING DCA rounds (MECHANICS §4.1): when a round is due, what it buys, and whether it may run.

Why pure helpers: the schedule is a function of the creation time and the frequency only, so a
restart recomputes it; nothing here reads a clock. Round ``k`` is due at ``t_create + k·frequency``
(``k = 0`` at once). A bot stepped late (sparse prices) runs one round for the latest due time and
skips the missed ones rather than buying several rounds at one price (PROPOSED).
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.bots.dca.config import RecurringParams
from tradingbot.core.instruments import OrderRules, floor_qty

SECOND_MS = 1000


def round_time(create_ts: int, frequency_s: int, k: int) -> int:
    """When round ``k`` is due (ms)."""
    return create_ts + k * frequency_s * SECOND_MS


def latest_due_round(create_ts: int, frequency_s: int, ts: int) -> int:
    """The last round whose time is at or before ``ts`` (-1 before the creation time)."""
    if ts < create_ts:
        return -1
    return (ts - create_ts) // (frequency_s * SECOND_MS)


def round_qty(amount: Decimal, price: Decimal, sym: OrderRules) -> Decimal:
    """Base bought by spending ``amount`` quote at ``price``: ``floor_lot(amount / price)``."""
    return floor_qty(sym, amount / price)


def cap_blocks_round(params: RecurringParams, cum_invested: Decimal) -> bool:
    """True when the next round would take the cumulative spend past ``max_invest_amount``.

    No partial round (PROPOSED): the bot closes with MAX_INVESTMENT_REACHED instead of buying.
    """
    cap = params.max_invest_amount
    return cap is not None and cum_invested + params.round_total > cap


def can_afford(params: RecurringParams, quote_free: Decimal) -> bool:
    """True when the bot's quote covers a whole round (else the round is skipped and the bot PAUSED)."""
    return quote_free >= params.round_total


def estimated_rounds(params: RecurringParams, funding: Decimal) -> int:
    """The "estimated count" shown before creation: funding / per-round total."""
    return int(funding // params.round_total)
