"""Spot DCA metrics (MECHANICS §4.1): per pair and in total, plus the SAFETY_ORDER figures.

Why a separate module: the detail endpoint, the verdict (SL) and the quiet band read the same
numbers; ``avg_cost = Σquote/Σqty``, ``value = Σqty·last``, ``pnl = value − Σquote``,
``pnl_percentage = pnl/Σquote`` (0 before anything was bought).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.dca.state import DcaState, PairBook
from tradingbot.bots.kit.pnl_breakdown import PnlBreakdown
from tradingbot.core.money import ONE, ZERO, fmt


@dataclass(frozen=True, slots=True)
class PairMetrics:
    """What one coin's purchases are worth at ``last``."""

    base: str
    cum_quote: Decimal
    cum_qty: Decimal
    avg_cost: Decimal
    value: Decimal
    pnl: Decimal
    pnl_percentage: Decimal


def _metrics(base: str, quote: Decimal, qty: Decimal, value: Decimal) -> PairMetrics:
    avg = quote / qty if qty > 0 else ZERO
    pnl = value - quote
    return PairMetrics(base, quote, qty, avg, value, pnl, pnl / quote if quote > 0 else ZERO)


def pair_metrics(book: PairBook, last: Decimal) -> PairMetrics:
    """One pair's metrics at the last price ``last``."""
    return _metrics(book.base, book.cum_quote, book.cum_qty, book.cum_qty * last)


def total_metrics(books: tuple[PairBook, ...], lasts: Lasts) -> PairMetrics:
    """All pairs together (``avg_cost`` is meaningless across coins and reported as 0)."""
    per = [pair_metrics(b, last_of(lasts, b.base)) for b in books]
    quote = sum((m.cum_quote for m in per), ZERO)
    value = sum((m.value for m in per), ZERO)
    pnl = value - quote
    return PairMetrics("*", quote, ZERO, ZERO, value, pnl, pnl / quote if quote > 0 else ZERO)


Lasts = Decimal | Mapping[str, Decimal]
"""The last price of a single-symbol bot, or every coin's last price by coin (RECURRING pairs)."""


def last_of(lasts: Lasts, coin: str) -> Decimal:
    """``coin``'s last price (a single price stands for the bot's one coin)."""
    return lasts if isinstance(lasts, Decimal) else lasts[coin]


def equity(s: DcaState, lasts: Lasts) -> Decimal:
    """The bot's net value in quote: its quote plus every coin it holds at that coin's last price."""
    if s.config.recurring is None:
        return s.quote + s.base * last_of(lasts, "")
    return s.quote + sum((b.held * last_of(lasts, b.base) for b in s.books), ZERO)


def pnl_breakdown(s: DcaState, lasts: Lasts) -> PnlBreakdown:
    """Closed cycles' profit before their fees (SAFETY_ORDER; RECURRING has no cycles), every fee
    paid, and the trend: the rest of the total, what the coins held gained or lost."""
    realised = s.cum_profit + s.cycle_fees if s.config.safety is not None else ZERO
    total = equity(s, lasts) - s.config.investment
    return PnlBreakdown(realised, total - realised + s.fees_paid, -s.fees_paid)


def sl_price(s: DcaState) -> Decimal | None:
    """The SAFETY_ORDER stop: ``Pb·(1 − slPct)`` of the current cycle (None: no SL or no base fill yet)."""
    so, pb = s.config.safety, s.cycle.base_price
    if so is None or so.sl_pct is None or pb is None:
        return None
    return pb * (ONE - so.sl_pct)


def _pair_row(book: PairBook, last: Decimal) -> dict[str, object]:
    m = pair_metrics(book, last)
    return {
        "base": m.base,
        "avg_cost": fmt(m.avg_cost),
        "cum_quote": fmt(m.cum_quote),
        "cum_qty": fmt(m.cum_qty),
        "holdings": fmt(book.held),
        "last_price": fmt(last),
        "value": fmt(m.value),
        "pnl": fmt(m.pnl),
        "pnl_percentage": fmt(m.pnl_percentage),
        "rounds_skipped": book.skipped,
    }


def detail(s: DcaState, lasts: Lasts) -> dict[str, object]:
    """The detail view's numbers (JSON-safe); RECURRING: a row per coin and the totals over coins."""
    eq = equity(s, lasts)
    pnl = eq - s.config.investment
    out: dict[str, object] = {
        "status": s.status.value,
        "investment": fmt(s.config.investment),
        "equity": fmt(eq),
        "total_pnl": fmt(pnl),
        "total_pnl_percentage": fmt(pnl / s.config.investment),
        "pnl_breakdown": pnl_breakdown(s, lasts).to_dict(rounded=False),
    }
    if s.config.recurring is not None:
        out["rounds_done"] = s.rounds_done
        out["rounds_skipped"] = s.rounds_skipped
        out["cum_invested"] = fmt(s.cum_invested)
        out["pairs"] = [_pair_row(b, last_of(lasts, b.base)) for b in s.books]
        tot = total_metrics(s.books, lasts)
        out["pairs_total"] = {
            "cum_quote": fmt(tot.cum_quote),
            "value": fmt(tot.value),
            "pnl": fmt(tot.pnl),
            "pnl_percentage": fmt(tot.pnl_percentage),
        }
    if s.config.safety is not None:
        c, sl = s.cycle, sl_price(s)
        out["cycle"] = c.number
        out["cycles_completed"] = s.cycles_completed
        out["cum_profit"] = fmt(s.cum_profit)
        out["safety_orders_filled"] = sum(1 for q in c.filled if q > 0)
        out["avg_price"] = fmt(c.quote_spent / c.base_held) if c.base_held > 0 else None
        out["tp_price"] = fmt(c.tp_price) if c.tp_qty > 0 else None
        out["sl_price"] = None if sl is None else fmt(sl)
    return out
