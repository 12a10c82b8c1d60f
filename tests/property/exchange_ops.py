"""What the spot and futures exchange property tests share: price and quantity grids, market-move
operations and their application, the run settings, and the steps of a run checked after every
operation."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from decimal import Decimal
from typing import Any, Protocol

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from tradingbot.core.candles import Candle

Op = tuple[Any, ...]


class Moves(Protocol):
    def on_price(self, symbol: str, price: Decimal, ts: int) -> Any: ...

    def apply_candle(self, symbol: str, candle: Candle) -> Any: ...


def runs(examples: int) -> Callable[[Any], Any]:
    """Hypothesis settings of an exchange property: ``examples`` runs, no deadline."""
    return settings(max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def multiples(low: int, high: int, step: Decimal | int | str) -> st.SearchStrategy[Decimal]:
    """``low·step .. high·step`` in steps of ``step``: prices on a tick grid, quantities on a lot."""
    unit = Decimal(step)
    return st.integers(low, high).map(lambda i: Decimal(i) * unit)


def price_move(symbol: st.SearchStrategy[str], price: Mapping[str, st.SearchStrategy[Decimal]]) -> Any:
    """("price", symbol, price): the market trades at one price."""
    return symbol.flatmap(lambda s: st.tuples(st.just("price"), st.just(s), price[s]))


def candle_move(symbol: st.SearchStrategy[str], price: Mapping[str, st.SearchStrategy[Decimal]]) -> Any:
    """("candle", symbol, open, high, low, close) from four prices of the symbol's grid."""
    return symbol.flatmap(
        lambda s: st.lists(price[s], min_size=4, max_size=4).map(
            lambda p: ("candle", s, p[0], max(p), min(p), p[3])
        )
    )


def apply_move(ex: Moves, op: Op, ts: int) -> None:
    """Apply a "price" or a "candle" operation."""
    if op[0] == "price":
        _, sym, price = op
        ex.on_price(sym, price, ts)
    else:
        _, sym, o, h, lo, c = op
        ex.apply_candle(sym, Candle(ts, o, h, lo, c))


def run_checked(driver: Any, ops: Iterable[Op], check: Callable[[Any], None]) -> None:
    """Apply every operation and check the invariants after each."""
    for op in ops:
        driver.apply(op)
        check(driver)
