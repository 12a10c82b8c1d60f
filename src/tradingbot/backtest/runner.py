"""The exact backtest: real bot families on the simulated exchanges, driven candle by candle.

Why a runner and not a separate backtester: ARCHITECTURE §4 wants one code path for backtest,
paper and live. This module does what the live engine's shell does (``ExchangeService``), minus
the database: it builds the same :class:`~tradingbot.bots.host.BotHost` over a
:class:`~tradingbot.sim.exchange.SimExchange` (and a
:class:`~tradingbot.sim.futures.exchange.FuturesExchange` for ``linear`` families), lets the
first candle set the market price, credits the bot account with the investment, starts the bot
at the first candle's close (``add_bot`` at that candle's time, as ``create`` does live), then
feeds every further candle with ``on_candle``. For perpetuals it settles funding like the live
engine: before a candle, every funding time in ``(previous candle ts, candle ts]`` that has a
rate is applied at the price then. The parity test checks that the event log equals the live
engine's on real candles.

Everything is Decimal; nothing here reads a clock or a file (candles and funding come in as data).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Protocol

from tradingbot.backtest.metrics import BacktestResult, apr, max_drawdown, sample_last_per_bucket
from tradingbot.bots.base import LINEAR, SPOT, MarketView, Venue, symbols_of, venue_of
from tradingbot.bots.dca.config import DcaConfig
from tradingbot.bots.dca.metrics import detail as dca_detail
from tradingbot.bots.dca.metrics import equity as dca_equity
from tradingbot.bots.dca.state import DcaState
from tradingbot.bots.futures_combo.books import equity as combo_equity
from tradingbot.bots.futures_combo.metrics import detail as combo_detail
from tradingbot.bots.futures_combo.state import ComboState
from tradingbot.bots.futures_grid.metrics import detail as futures_detail
from tradingbot.bots.futures_grid.metrics import equity as futures_equity
from tradingbot.bots.futures_grid.state import FuturesGridState
from tradingbot.bots.futures_martingale.books import equity as fmart_equity
from tradingbot.bots.futures_martingale.metrics import detail as fmart_detail
from tradingbot.bots.futures_martingale.state import FuturesMartingaleState
from tradingbot.bots.host import BotEvent, BotHost
from tradingbot.bots.registry import get_family
from tradingbot.bots.spot_grid.metrics import detail as spot_detail
from tradingbot.bots.spot_grid.metrics import equity as spot_equity
from tradingbot.bots.spot_grid.state import SpotGridState
from tradingbot.core.candles import Candle
from tradingbot.core.enums import BotAccountType, BotKind
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.core.money import ZERO, to_decimal
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures.exchange import FuturesExchange

FUNDING_INTERVAL_MS = 8 * 3_600_000
"""Binance USDT-M funding every 8 h at 00:00, 08:00, 16:00 UTC (as the live engine's schedule)."""

ProgressFn = Callable[[int, int], None]
"""``progress(done, total)``: candles processed so far out of the total."""


class FundingLike(Protocol):
    """A funding row with ``ts`` and ``rate`` (e.g. ``adapters.marketdata.replay.FundingRate``)."""

    @property
    def ts(self) -> int: ...

    @property
    def rate(self) -> Decimal: ...


FundingInput = Mapping[int, Decimal | str] | Iterable[tuple[int, Decimal | str] | FundingLike]


def funding_times(after: int, until: int) -> list[int]:
    """Funding instants ``t`` with ``after < t <= until`` (the live engine's rule)."""
    first = (after // FUNDING_INTERVAL_MS + 1) * FUNDING_INTERVAL_MS
    return list(range(first, until + 1, FUNDING_INTERVAL_MS))


def funding_table(funding: FundingInput | None) -> dict[int, Decimal] | None:
    """``{funding ts: rate}`` from a mapping or ``(ts, rate)`` pairs (objects with ``ts``/``rate`` too)."""
    if funding is None:
        return None
    if isinstance(funding, Mapping):
        return {int(ts): to_decimal(rate) for ts, rate in funding.items()}
    table: dict[int, Decimal] = {}
    for item in funding:
        if isinstance(item, tuple):
            ts, rate = item
            table[int(ts)] = to_decimal(rate)
        else:
            table[int(item.ts)] = to_decimal(item.rate)
    return table


@dataclass(frozen=True, slots=True)
class _Probe:
    """How the runner reads a family's state: equity at a price, the final detail, the investment and
    the figures of the summary (strategy profit: grid, DCA cycle or round profit, a combo's realised
    PnL; count: arbitrages, DCA cycles, rounds or rebalances; the position held at the end, a
    combo's gross size). ``equity`` takes the close (a multi-symbol family: the closes by symbol);
    ``fees``/``funding``: what a futures family's books paid and received."""

    equity: Callable[[Any, Any], Decimal]
    detail: Callable[[Any, Any], dict[str, object]]
    invested: Callable[[Any], Decimal]
    withdrawn: Callable[[Any], Decimal]
    profit: Callable[[Any], Decimal]
    count: Callable[[Any], int]
    position: Callable[[Any], Decimal]
    fees: Callable[[Any], Decimal] = lambda s: ZERO
    funding: Callable[[Any], Decimal] = lambda s: ZERO


def _dca_count(s: DcaState) -> int:
    return s.cycles_completed if s.config.safety is not None else s.rounds_done


def _dca_lasts(s: DcaState, closes: Decimal | Mapping[str, Decimal]) -> Decimal | dict[str, Decimal]:
    """A DCA bot's last prices: by coin for RECURRING pairs (the runner keeps them by symbol)."""
    rec = s.config.recurring
    if isinstance(closes, Decimal) or rec is None:
        return closes if isinstance(closes, Decimal) else closes[s.config.symbol]
    return {p.base: closes[p.base + rec.quote_coin] for p in rec.pairs}


def _dca_market_lasts(s: DcaState, m: MarketView) -> Decimal | dict[str, Decimal]:
    legs = m.legs or {m.symbol.symbol: m}
    return _dca_lasts(s, {name: view.last_price for name, view in legs.items()})


_PROBES: dict[type, _Probe] = {
    SpotGridState: _Probe(
        spot_equity, spot_detail, lambda s: s.total_investment, lambda s: s.cum_withdrawn,
        lambda s: s.grid_profit, lambda s: s.arbitrage_num, lambda s: s.base,
    ),
    FuturesGridState: _Probe(
        futures_equity, futures_detail, lambda s: s.total_investment, lambda s: s.cum_withdrawn,
        lambda s: s.grid_profit, lambda s: s.arbitrage_num, lambda s: s.position,
        lambda s: s.fees_paid, lambda s: s.funding_fee,
    ),
    DcaState: _Probe(
        lambda s, c: dca_equity(s, _dca_lasts(s, c)), lambda s, m: dca_detail(s, _dca_market_lasts(s, m)),
        lambda s: s.config.investment,
        lambda s: ZERO, lambda s: s.cum_profit, _dca_count, lambda s: s.base,
    ),
    FuturesMartingaleState: _Probe(
        fmart_equity, fmart_detail, lambda s: s.total_margin, lambda s: ZERO,
        lambda s: s.round_profit, lambda s: s.completed_rounds, lambda s: s.position,
        lambda s: s.fees_paid, lambda s: s.funding_fee,
    ),
    ComboState: _Probe(
        combo_equity, combo_detail, lambda s: s.total_margin, lambda s: ZERO,
        lambda s: s.closed_pnl - s.fees + s.funding, lambda s: s.adjusted_position_num,
        lambda s: sum((abs(b.position) for b in s.books), ZERO), lambda s: s.fees, lambda s: s.funding,
    ),
}  # fmt: skip


def _probe(state: object) -> _Probe:
    probe = _PROBES.get(type(state))
    if probe is None:
        raise TypeError(f"no backtest probe for state {type(state).__name__}")
    return probe


def _event_dict(ev: BotEvent) -> dict[str, object]:
    return {"ts": ev.ts, "kind": ev.kind, "data": ev.data}


def _with_investment(
    family_name: str, raw: Mapping[str, object], venue: Venue, investment: Decimal | None
) -> dict[str, object]:
    """The config input with ``investment`` filled in where the config has none."""
    out = dict(raw)
    if investment is None:
        return out
    if family_name in (BotKind.MART_FUTURES.value, BotKind.COMBO_FUTURES.value):
        keys: tuple[str, ...] = ("init_margin",)
    elif venue == LINEAR:
        keys = ("total_investment", "investment")
    else:
        keys = ("investment",) if family_name == BotKind.DCA_SPOT.value else ("quote_investment",)
    present = [k for k in keys if out.get(k) not in (None, "")]
    if not present:
        out[keys[0]] = str(investment)
    elif to_decimal(out[present[0]]) != investment:
        raise ValueError(
            f"{family_name}: investment {investment} differs from the config's {present[0]} {out[present[0]]}"
        )
    return out


def _fund(
    config: Any, venue: Venue, sym_spot: Mapping[str, SpotSymbol], symbol: str
) -> list[tuple[str, Decimal]]:
    """What the live engine moves into the bot account at creation."""
    if venue == LINEAR:
        amount = getattr(config, "total_investment", None)
        return [("USDT", to_decimal(config.init_margin if amount is None else amount))]
    sym = sym_spot[symbol]
    if isinstance(config, DcaConfig):
        return [(sym.quote, config.investment)]
    return [(sym.quote, config.quote_investment), (sym.base, config.base_investment)]


def _feeds(
    legs: tuple[str, ...], candles: Sequence[Candle] | Mapping[str, Sequence[Candle]]
) -> dict[str, Sequence[Candle]]:
    """Candles per traded symbol (one sequence for a single-symbol family)."""
    if not isinstance(candles, Mapping):
        return {legs[0]: candles}
    missing = [s for s in legs if not candles.get(s)]
    if missing:
        raise ValueError(f"no candles for {', '.join(missing)}")
    return {s: candles[s] for s in legs}


def _timeline(feeds: Mapping[str, Sequence[Candle]]) -> list[dict[str, Candle]]:
    """The candles of every symbol grouped by time, from the first time every symbol has a candle."""
    start = max(c[0].ts for c in feeds.values())
    by_ts: dict[int, dict[str, Candle]] = {}
    for symbol, seq in feeds.items():
        for c in seq:
            if c.ts >= start:
                by_ts.setdefault(c.ts, {})[symbol] = c
    return [by_ts[t] for t in sorted(by_ts)]


def run_backtest(
    family_name: str,
    config_raw: Mapping[str, object],
    candles: Sequence[Candle] | Mapping[str, Sequence[Candle]],
    *,
    category: str | None = None,
    investment: Decimal | str | None = None,
    funding: FundingInput | None = None,
    funding_by_symbol: Mapping[str, FundingInput] | None = None,
    symbols: Mapping[str, SpotSymbol] | None = None,
    futures_symbols: Mapping[str, FuturesSymbolConfig] | None = None,
    tiers: Mapping[str, Sequence[RiskTier]] | None = None,
    fees: FeeSchedule | None = None,
    futures_fees: FeeSchedule | None = None,
    bot_id: str = "1",
    equity_sample_ms: int | None = None,
    keep_events: bool = True,
    progress: ProgressFn | None = None,
    progress_every: int = 1000,
) -> BacktestResult:
    """Run ``family_name`` with ``config_raw`` over ``candles`` (ascending; the first sets P0).

    A multi-symbol family (the combo) takes ``{symbol: candles}`` and starts once every leg has a
    candle; each time step funds and feeds the legs in the config's order. ``category``
    ("spot" / "linear") defaults to the family's venue and must match it. ``investment`` fills
    the config's investment field when it has none (quote for spot, ``total_investment`` or
    ``init_margin`` for futures). ``funding`` (perpetuals): ``{ts: rate}`` or ``(ts, rate)``
    pairs of the bot's symbol, ``funding_by_symbol`` the same per leg; None settles no funding.
    Symbols, tiers and fees default to the catalogs and fee schedules the live engine uses (spot
    0.1 %/0.1 %, perpetual 0.02 %/0.055 %). ``equity_sample_ms`` keeps only the last close of
    each bucket in the returned curve (the drawdown always uses every close).
    ``progress(done, total)`` is called every ``progress_every`` steps and at the end.
    """
    if not candles:
        raise ValueError("a backtest needs at least one candle")
    family = get_family(family_name)
    venue = venue_of(family)
    if category is not None and category not in (SPOT, LINEAR):
        raise ValueError(f"unknown category {category!r}")
    if category is not None and category != venue:
        raise ValueError(f"{family_name} trades on {venue!r}, not {category!r}")
    inv = None if investment is None else to_decimal(investment)
    config = family.parse_config(_with_investment(family_name, config_raw, venue, inv))
    symbol = family.symbol_of(config)
    legs = symbols_of(family, config)
    multi = hasattr(family, "symbols_of")
    steps = _timeline(_feeds(legs, candles))
    spot_symbols = dict(symbols if symbols is not None else DEFAULT_SPOT_SYMBOLS)
    sim = SimExchange(spot_symbols, fees if fees is not None else FeeSchedule())
    if venue == LINEAR:
        fx = FuturesExchange(
            dict(futures_symbols if futures_symbols is not None else DEFAULT_FUTURES_SYMBOLS),
            dict(tiers if tiers is not None else FUTURES_TIERS),
            futures_fees,
            sim.ledger,
        )
        host = BotHost(sim, futures=fx)
        account = AccountRef.bot(bot_id, BotAccountType.DERIVATIVE)
    else:
        fx = None
        host = BotHost(sim)
        account = AccountRef.bot(bot_id, BotAccountType.SPOT)
    tables: dict[str, dict[int, Decimal]] = {}
    if venue == LINEAR:
        given = dict(funding_by_symbol or {})
        if funding is not None:
            given.setdefault(symbol, funding)
        tables = {s: tab for s, f in given.items() if s in legs and (tab := funding_table(f)) is not None}

    first = steps[0]
    for s in legs:
        host.on_candle(s, first[s], venue)
    for asset, amount in _fund(config, venue, spot_symbols, symbol):
        if amount > 0:
            if fx is not None:
                fx.credit(first[symbol].ts, account, asset, amount, f"bot:{bot_id}:invest")
            else:
                sim.credit(first[symbol].ts, account, asset, amount, f"bot:{bot_id}:invest")
    host.add_bot(bot_id, family_name, config, account, first[symbol].ts)

    quote = _quote(spot_symbols, symbol) if venue == SPOT else "USDT"
    events: list[dict[str, object]] = []
    fills: list[dict[str, object]] = []
    fees_quote = ZERO

    def drain() -> None:
        nonlocal fees_quote
        for ev in host.drain_events():
            if ev.kind in ("FILL", "LIQUIDATION"):
                data = ev.data
                fee, price = to_decimal(data["fee"]), to_decimal(data["price"])
                in_quote = data.get("fee_asset", quote) == quote
                fees_quote += fee if in_quote else fee * price
                fills.append({"ts": ev.ts, "kind": ev.kind, **data})
            if keep_events:
                events.append(_event_dict(ev))

    probe = _probe(host.state(bot_id))
    closes = {s: first[s].close for s in legs}

    def mark() -> Any:
        return closes if multi else closes[symbol]

    drain()
    curve: list[tuple[int, Decimal]] = [(first[symbol].ts, probe.equity(host.state(bot_id), mark()))]
    total = len(steps)
    prev_ts = first[symbol].ts
    for i in range(1, total):
        step = steps[i]
        ts = next(iter(step.values())).ts
        for s, table in tables.items():
            for t in funding_times(prev_ts, ts):
                rate = table.get(t)
                if rate is not None:
                    host.apply_funding(s, rate, t)
        for s in legs:
            candle = step.get(s)
            if candle is not None:
                host.on_candle(s, candle, venue)
                closes[s] = candle.close
        prev_ts = ts
        drain()
        curve.append((ts, probe.equity(host.state(bot_id), mark())))
        if progress is not None and (i % progress_every == 0):
            progress(i + 1, total)
    if progress is not None:
        progress(total, total)

    state = host.state(bot_id)
    market = host.bot_market(bot_id, prev_ts)
    det = probe.detail(state, market)
    final_equity = curve[-1][1]
    invest = probe.invested(state)
    pnl = final_equity + probe.withdrawn(state) - invest
    elapsed = prev_ts - first[symbol].ts
    is_futures = venue == LINEAR
    reason = family.close_reason(state)
    out_curve = curve if equity_sample_ms is None else sample_last_per_bucket(curve, equity_sample_ms)
    return BacktestResult(
        family=family_name,
        symbol=symbol,
        category=venue,
        bot_id=bot_id,
        config=family.config_to_dict(config),
        start_ts=first[symbol].ts,
        end_ts=prev_ts,
        candles=total,
        investment=invest,
        grid_profit=probe.profit(state),
        total_pnl=pnl,
        apr=apr(pnl, invest, elapsed),
        grid_apr=apr(probe.profit(state), invest, elapsed),
        max_drawdown=max_drawdown([v for _, v in curve]),
        arbitrage_num=probe.count(state),
        fees=probe.fees(state) if is_futures else fees_quote,
        funding=probe.funding(state) if is_futures else ZERO,
        final_equity=final_equity,
        final_price=closes[symbol],
        position=probe.position(state),
        status=family.status(state).value,
        close_reason=None if reason is None else reason.value,
        events=events,
        fills=fills,
        equity_curve=out_curve,
        detail=det,
    )


def _quote(symbols: Mapping[str, SpotSymbol], symbol: str) -> str:
    sym = symbols.get(symbol)
    return sym.quote if sym is not None else "USDT"
