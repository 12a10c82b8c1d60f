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
from tradingbot.bots.base import LINEAR, SPOT, Venue, venue_of
from tradingbot.bots.dca.config import DcaConfig
from tradingbot.bots.dca.metrics import detail as dca_detail
from tradingbot.bots.dca.metrics import equity as dca_equity
from tradingbot.bots.dca.state import DcaState
from tradingbot.bots.futures_grid.metrics import detail as futures_detail
from tradingbot.bots.futures_grid.metrics import equity as futures_equity
from tradingbot.bots.futures_grid.state import FuturesGridState
from tradingbot.bots.futures_martingale.books import equity as fmart_equity
from tradingbot.bots.futures_martingale.config import FuturesMartingaleConfig
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
    the figures of the summary (strategy profit: grid or DCA cycle profit; count: arbitrages, DCA
    cycles or rounds; the position held at the end)."""

    equity: Callable[[Any, Decimal], Decimal]
    detail: Callable[[Any, Any], dict[str, object]]
    invested: Callable[[Any], Decimal]
    withdrawn: Callable[[Any], Decimal]
    profit: Callable[[Any], Decimal]
    count: Callable[[Any], int]
    position: Callable[[Any], Decimal]


def _dca_count(s: DcaState) -> int:
    return s.cycles_completed if s.config.safety is not None else s.rounds_done


_PROBES: dict[type, _Probe] = {
    SpotGridState: _Probe(
        spot_equity, spot_detail, lambda s: s.total_investment, lambda s: s.cum_withdrawn,
        lambda s: s.grid_profit, lambda s: s.arbitrage_num, lambda s: s.base,
    ),
    FuturesGridState: _Probe(
        futures_equity, futures_detail, lambda s: s.total_investment, lambda s: s.cum_withdrawn,
        lambda s: s.grid_profit, lambda s: s.arbitrage_num, lambda s: s.position,
    ),
    DcaState: _Probe(
        dca_equity, lambda s, m: dca_detail(s, m.last_price), lambda s: s.config.investment,
        lambda s: ZERO, lambda s: s.cum_profit, _dca_count, lambda s: s.base,
    ),
    FuturesMartingaleState: _Probe(
        fmart_equity, fmart_detail, lambda s: s.total_margin, lambda s: ZERO,
        lambda s: s.round_profit, lambda s: s.completed_rounds, lambda s: s.position,
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
    if family_name == BotKind.MART_FUTURES.value:
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
    if isinstance(config, FuturesMartingaleConfig):
        return [("USDT", config.init_margin)]
    if venue == LINEAR:
        return [("USDT", to_decimal(config.total_investment))]
    sym = sym_spot[symbol]
    if isinstance(config, DcaConfig):
        return [(sym.quote, config.investment)]
    return [(sym.quote, config.quote_investment), (sym.base, config.base_investment)]


def run_backtest(
    family_name: str,
    config_raw: Mapping[str, object],
    candles: Sequence[Candle],
    *,
    category: str | None = None,
    investment: Decimal | str | None = None,
    funding: FundingInput | None = None,
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

    ``category`` ("spot" / "linear") defaults to the family's venue and must match it.
    ``investment`` fills the config's investment field when it has none (quote for spot,
    ``total_investment`` for futures). ``funding`` (perpetuals only): ``{ts: rate}`` or
    ``(ts, rate)`` pairs; None settles no funding. Symbols, tiers and fees default to the
    catalogs and fee schedules the live engine uses (spot 0.1 %/0.1 %, perpetual 0.02 %/0.055 %).
    ``equity_sample_ms`` keeps only the last close of each bucket in the returned curve (the
    drawdown always uses every close). ``progress(done, total)`` is called every
    ``progress_every`` candles and at the end.
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
    table = funding_table(funding) if venue == LINEAR else None

    first = candles[0]
    host.on_candle(symbol, first, venue)
    for asset, amount in _fund(config, venue, spot_symbols, symbol):
        if amount > 0:
            if fx is not None:
                fx.credit(first.ts, account, asset, amount, f"bot:{bot_id}:invest")
            else:
                sim.credit(first.ts, account, asset, amount, f"bot:{bot_id}:invest")
    host.add_bot(bot_id, family_name, config, account, first.ts)

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
    drain()
    curve: list[tuple[int, Decimal]] = [(first.ts, probe.equity(host.state(bot_id), first.close))]
    total = len(candles)
    prev_ts = first.ts
    for i in range(1, total):
        candle = candles[i]
        if table is not None:
            for t in funding_times(prev_ts, candle.ts):
                rate = table.get(t)
                if rate is not None:
                    host.apply_funding(symbol, rate, t)
        host.on_candle(symbol, candle, venue)
        prev_ts = candle.ts
        drain()
        curve.append((candle.ts, probe.equity(host.state(bot_id), candle.close)))
        if progress is not None and (i % progress_every == 0):
            progress(i + 1, total)
    if progress is not None:
        progress(total, total)

    last = candles[-1]
    state = host.state(bot_id)
    market = host.bot_market(bot_id, last.ts)
    det = probe.detail(state, market)
    final_equity = curve[-1][1]
    invest = probe.invested(state)
    pnl = final_equity + probe.withdrawn(state) - invest
    elapsed = last.ts - first.ts
    is_futures = venue == LINEAR
    reason = family.close_reason(state)
    out_curve = curve if equity_sample_ms is None else sample_last_per_bucket(curve, equity_sample_ms)
    return BacktestResult(
        family=family_name,
        symbol=symbol,
        category=venue,
        bot_id=bot_id,
        config=family.config_to_dict(config),
        start_ts=first.ts,
        end_ts=last.ts,
        candles=total,
        investment=invest,
        grid_profit=probe.profit(state),
        total_pnl=pnl,
        apr=apr(pnl, invest, elapsed),
        grid_apr=apr(probe.profit(state), invest, elapsed),
        max_drawdown=max_drawdown([v for _, v in curve]),
        arbitrage_num=probe.count(state),
        fees=state.fees_paid if is_futures else fees_quote,
        funding=state.funding_fee if is_futures else ZERO,
        final_equity=final_equity,
        final_price=last.close,
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
