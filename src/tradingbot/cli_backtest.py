"""``tradingbot backtest``: run a bot over candle files with the exact engine, or ask for AI parameters.

The backtest is :func:`tradingbot.backtest.runner.run_backtest`: the same families, host and
simulated exchanges as paper trading. Candles come from a file in the shared data format
(``--candles``) or are picked from ``--data-dir`` by symbol, market and ``--from``/``--to``;
perpetual backtests settle the real funding of ``--funding`` (found in the data directory when
not given). A progress bar runs on stderr; ``--json`` prints the result as JSON on stdout,
otherwise a summary table.

Mounted by the main CLI as ``tradingbot backtest`` (this module is a typer sub-app).
"""

from __future__ import annotations

import inspect
import json
import re
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, cast

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from tradingbot.adapters.marketdata.replay import iter_candles, parse_start, read_funding
from tradingbot.bots.base import LINEAR
from tradingbot.bots.registry import FAMILIES, get_family
from tradingbot.core.candles import Candle
from tradingbot.core.errors import BusinessError
from tradingbot.core.time_units import DAY_MS, HOUR_MS

if TYPE_CHECKING:  # the runner (and numpy) load when a backtest runs, not with every command
    from tradingbot.backtest.metrics import BacktestResult

app = typer.Typer(
    help="Backtest a bot on real candles with the exact engine (same bots and simulated exchange as "
    "paper trading), or compute AI parameters by backtest sweep.",
    invoke_without_command=True,
    no_args_is_help=False,
)

FAMILY_ALIASES = {
    "spot_grid": "GRID_SPOT",
    "futures_grid": "GRID_FUTURES",
    "dca": "DCA_SPOT",
    "fmart": "MART_FUTURES",
    "futures_martingale": "MART_FUTURES",
    "fcombo": "COMBO_FUTURES",
    "futures_combo": "COMBO_FUTURES",
}
_FILE_RE = re.compile(
    r"^(?P<sym>[A-Z0-9]+)-(?P<interval>\d+[mhdw])-(?P<first>\d{4}-\d{2}-\d{2})_(?P<last>\d{4}-\d{2}-\d{2})\.csv(\.gz)?$"
)
_INTERVAL_MS = {"m": 60_000, "h": 3_600_000, "d": DAY_MS, "w": 7 * DAY_MS}
MARKET_DIRS: dict[str, str] = {"spot": "binance_spot", LINEAR: "binance_usdm_perp"}
FUNDING_DIR = "binance_usdm_funding"


def _err() -> Console:
    return Console(stderr=True)


def _fail(message: str) -> typer.Exit:
    _err().print(f"[red]error:[/red] {message}")
    return typer.Exit(code=2)


def family_name(value: str) -> str:
    """Registry name of ``spot_grid`` / ``futures_grid`` / ``dca`` / ``fmart`` (or a registry name as is)."""
    name = FAMILY_ALIASES.get(value.strip().lower(), value.strip().upper())
    if name not in FAMILIES:
        raise _fail(f"unknown family {value!r} (use spot_grid, futures_grid, dca, fmart or fcombo)")
    return name


def category_of(name: str) -> str:
    return LINEAR if getattr(get_family(name), "venue", "spot") == LINEAR else "spot"


def load_params(text: str | None) -> dict[str, object]:
    """``--params``: a JSON object, or ``@path`` to a file holding one."""
    if text is None or not text.strip():
        return {}
    raw = text.strip()
    if raw.startswith("@"):
        path = Path(raw[1:]).expanduser()
        try:
            raw = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise _fail(f"cannot read params file {path}: {exc}") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise _fail(f"--params is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise _fail("--params must be a JSON object")
    return data


def end_ms(text: str | None) -> int | None:
    """``--to``: a date means through the end of that day (UTC); ms or a date-time is exclusive."""
    if text is None or not text.strip():
        return None
    value = parse_start(text.strip())
    if value is None:
        return None
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text.strip()):
        return value + DAY_MS
    return value


@dataclass(frozen=True)
class DataFile:
    path: Path
    symbol: str
    interval_ms: int
    first_ms: int
    last_ms: int


def find_candle_file(data_dir: Path, symbol: str, category: str, start: int | None, stop: int | None) -> Path:
    """The file of ``data_dir`` for the symbol and market that covers ``[start, stop)``, finest
    interval first; a clear error listing what exists otherwise."""
    folder = data_dir / MARKET_DIRS[category]
    if not folder.is_dir():
        raise _fail(f"no {MARKET_DIRS[category]} folder in {data_dir} (use --data-dir or --candles)")
    found: list[DataFile] = []
    for p in sorted(folder.iterdir()):
        m = _FILE_RE.match(p.name)
        if m is None or m["sym"] != symbol:
            continue
        unit = m["interval"][-1]
        first = parse_start(m["first"]) or 0
        last = (parse_start(m["last"]) or 0) + DAY_MS
        found.append(DataFile(p, symbol, int(m["interval"][:-1]) * _INTERVAL_MS[unit], first, last))
    if not found:
        raise _fail(f"no {symbol} candle file in {folder}")
    covering = [
        f
        for f in found
        if (start is None or f.first_ms <= start < f.last_ms)
        and (stop is None or f.first_ms < stop <= f.last_ms)
    ]
    if not covering:
        have = ", ".join(f.path.name for f in found)
        raise _fail(f"no {symbol} file covers the requested period; available: {have}")
    return min(covering, key=lambda f: (f.interval_ms, f.first_ms)).path


def find_funding_file(data_dir: Path, symbol: str) -> Path | None:
    folder = data_dir / FUNDING_DIR
    if not folder.is_dir():
        return None
    files = sorted(folder.glob(f"{symbol}-funding-*.csv*"))
    return files[-1] if files else None


def load_candles(path: Path, start: int | None, stop: int | None) -> list[Candle]:
    try:
        out: list[Candle] = []
        for candle in iter_candles(path, start):
            if stop is not None and candle.ts >= stop:
                break
            out.append(candle)
    except BusinessError as exc:
        raise _fail(str(exc)) from exc
    if len(out) < 2:
        raise _fail(f"{path.name}: fewer than 2 candles in the requested period")
    return out


@dataclass(frozen=True)
class _CandleSource:
    """Where a backtest's candles come from: the ``--candles`` file, else each symbol's file of
    ``--data-dir``; ``--from``/``--to`` cut them."""

    file: Path | None
    from_: str | None
    to: str | None
    data_dir: Path

    def span(self) -> tuple[int | None, int | None]:
        """The first candle's ms and the end (exclusive); None: from the file's start, to its end."""
        return (parse_start(self.from_) if self.from_ else None), end_ms(self.to)

    def path(self, symbol: str, category: str) -> Path:
        """The ``--candles`` file, else the data folder's file of ``symbol`` that covers the span."""
        if self.file is not None:
            return self.file
        start, stop = self.span()
        return find_candle_file(self.data_dir, symbol, category, start, stop)

    def load(self, symbol: str, category: str) -> list[Candle]:
        """``symbol``'s candles over the span."""
        start, stop = self.span()
        return load_candles(self.path(symbol, category), start, stop)


def _pct(value: Decimal) -> str:
    return f"{value * 100:.2f} %"


_STRATEGY_LABELS = {
    "DCA_SPOT": ("Cycle", "Cycles / rounds"),
    "MART_FUTURES": ("Round", "Completed rounds"),
    "COMBO_FUTURES": ("Realised", "Rebalances"),
}
"""How the summary names a family's strategy profit and its count (grids: grid profit, arbitrages)."""


def summary_table(r: BacktestResult) -> Table:
    """The headline numbers as a rich table."""
    t = Table(title=f"{r.family} {r.symbol} ({r.category}) - {r.candles} candles, {r.days:.2f} days")
    t.add_column("metric")
    t.add_column("value", justify="right")
    status = r.status if r.close_reason is None else f"{r.status} ({r.close_reason})"
    profit, count = _STRATEGY_LABELS.get(r.family, ("Grid", "Arbitrage count"))
    rows = [
        ("Investment", f"{r.investment:.2f}"),
        (f"{profit} profit", f"{r.grid_profit:.8f}"),
        ("Total PnL", f"{r.total_pnl:.8f}"),
        ("APR", _pct(r.apr)),
        (f"{profit} APR", _pct(r.grid_apr)),
        ("Max drawdown", _pct(r.max_drawdown)),
        (count, str(r.arbitrage_num)),
        ("Fees", f"{r.fees:.8f}"),
        ("Funding", f"{r.funding:.8f}"),
        ("Final equity", f"{r.final_equity:.8f}"),
        ("Final status", status),
    ]
    for name, value in rows:
        t.add_row(name, value)
    return t


Opt = typer.Option
SymbolOpt = Annotated[str | None, Opt("--symbol", help="symbol, e.g. BTCUSDT (else the params' symbol)")]
FamilyOpt = Annotated[str, Opt("--family", help="spot_grid, futures_grid, dca, fmart or fcombo")]
ParamsOpt = Annotated[str | None, Opt("--params", help="bot config as JSON, or @file.json")]
CandlesOpt = Annotated[
    Path | None, Opt("--candles", help="candle file (shared data format, .csv or .csv.gz)")
]
FromOpt = Annotated[str | None, Opt("--from", help="first candle: date, date-time (UTC) or ms")]
ToOpt = Annotated[str | None, Opt("--to", help="last day (inclusive) or date-time/ms (exclusive)")]
DataDirOpt = Annotated[Path, Opt("--data-dir", help="shared data folder used to pick the candle file")]
FundingOpt = Annotated[Path | None, Opt("--funding", help="funding file (ts,funding_rate) for perpetuals")]
InvestOpt = Annotated[str | None, Opt("--investment", help="investment when the params have none")]
JsonOpt = Annotated[bool, Opt("--json", help="print the result as JSON")]
EquityOpt = Annotated[str, Opt("--equity-every", help="JSON equity curve: 'hour' or 'candle'")]


def _resolve(
    symbol: str | None, family: str, params: str | None, source: _CandleSource
) -> tuple[str, str, str, dict[str, object], Path, int | None, int | None]:
    name = family_name(family)
    category = category_of(name)
    raw = load_params(params)
    sym = symbol.strip().upper() if symbol else None
    if name == "DCA_SPOT":  # the config names its symbol (SAFETY_ORDER symbol, RECURRING pair + quote)
        try:
            own = get_family(name).symbol_of(get_family(name).parse_config(raw))
        except BusinessError as exc:
            raise _fail(str(exc)) from exc
        if sym is not None and sym != own:
            raise _fail(f"--symbol {sym} differs from the params' symbol {own}")
        sym = own
    given = raw.get("symbol")
    if sym is not None and given is not None and str(given).upper() != sym:
        raise _fail(f"--symbol {sym} differs from the params' symbol {given}")
    sym = sym or (str(given).upper() if given is not None else None)
    if sym is None:
        raise _fail("give --symbol or a symbol in --params")
    if name != "DCA_SPOT":
        raw["symbol"] = sym
    start, stop = source.span()
    return name, sym, category, raw, source.path(sym, category), start, stop


@app.callback(invoke_without_command=True)
def backtest(
    ctx: typer.Context,
    symbol: SymbolOpt = None,
    family: FamilyOpt = "spot_grid",
    params: ParamsOpt = None,
    candles: CandlesOpt = None,
    from_: FromOpt = None,
    to: ToOpt = None,
    data_dir: DataDirOpt = Path("../shared/data"),
    funding: FundingOpt = None,
    investment: InvestOpt = None,
    json_out: JsonOpt = False,
    equity_every: EquityOpt = "hour",
) -> None:
    """Backtest one bot over candles (exact Decimal engine) and print the summary or JSON."""
    if ctx.invoked_subcommand is not None:
        return
    _run(symbol, family, params, candles, from_, to, data_dir, funding, investment, json_out, equity_every)


def _funding_rows(path: Path | None, symbol: str) -> list[tuple[int, Decimal]] | None:
    """The funding file's rows, or None (with a note) when there is none."""
    if path is None:
        _err().print(f"[yellow]note:[/yellow] no funding file for {symbol}: the backtest settles none for it")
        return None
    try:
        return [(f.ts, f.rate) for f in read_funding(path)]
    except BusinessError as exc:
        raise _fail(str(exc)) from exc


def _combo_inputs(
    params: str | None, source: _CandleSource
) -> tuple[dict[str, object], dict[str, list[Candle]], dict[str, list[tuple[int, Decimal]]]]:
    """A combo's config, each leg's candles (its file of the data folder) and funding."""
    if source.file is not None:
        raise _fail("fcombo reads one candle file per leg from --data-dir (--candles takes one file)")
    raw = load_params(params)
    try:
        legs = get_family("COMBO_FUTURES").parse_config(raw).symbols
    except BusinessError as exc:
        raise _fail(str(exc)) from exc
    feeds = {s: source.load(s, LINEAR) for s in legs}
    funding = {
        s: rows for s in legs if (rows := _funding_rows(find_funding_file(source.data_dir, s), s)) is not None
    }
    return raw, feeds, funding


def _dca_symbols(params: str | None) -> tuple[str, ...]:
    """The symbols a DCA config trades (one per RECURRING pair); a bad config fails clearly."""
    family = get_family("DCA_SPOT")
    try:
        return tuple(family.symbols_of(family.parse_config(load_params(params))))  # type: ignore[attr-defined]
    except BusinessError as exc:
        raise _fail(str(exc)) from exc


def _dca_pairs_inputs(
    params: str | None, source: _CandleSource
) -> tuple[dict[str, object], dict[str, list[Candle]]]:
    """A multi-pair RECURRING DCA's config and each pair's spot candles (its file of the data folder)."""
    if source.file is not None:
        raise _fail(
            "a DCA with several pairs reads one candle file per pair from --data-dir (--candles: one file)"
        )
    return load_params(params), {s: source.load(s, "spot") for s in _dca_symbols(params)}


def _run(
    symbol: str | None,
    family: str,
    params: str | None,
    candles: Path | None,
    from_: str | None,
    to: str | None,
    data_dir: Path,
    funding: Path | None,
    investment: str | None,
    json_out: bool,
    equity_every: str,
) -> None:
    if equity_every not in ("hour", "candle"):
        raise _fail("--equity-every must be 'hour' or 'candle'")
    name = family_name(family)
    source = _CandleSource(candles, from_, to, data_dir)
    feeds: list[Candle] | dict[str, list[Candle]]
    by_symbol: dict[str, list[tuple[int, Decimal]]] = {}
    category: str = LINEAR
    if name == "COMBO_FUTURES":
        raw, feeds, by_symbol = _combo_inputs(params, source)
        label, steps = " ".join(feeds), max(len(v) for v in feeds.values())
    elif name == "DCA_SPOT" and len(_dca_symbols(params)) > 1:
        if symbol is not None:
            raise _fail("a DCA with several pairs takes its symbols from --params (no --symbol)")
        raw, feeds = _dca_pairs_inputs(params, source)
        category = "spot"
        label, steps = " ".join(feeds), max(len(v) for v in feeds.values())
    else:
        name, sym, category, raw, path, start, stop = _resolve(symbol, family, params, source)
        feeds = load_candles(path, start, stop)
        if category == LINEAR:
            rows = _funding_rows(funding if funding is not None else find_funding_file(data_dir, sym), sym)
            by_symbol = {} if rows is None else {sym: rows}
        label, steps = sym, len(feeds)
    console = _err()
    with Progress(
        TextColumn("[bold]backtest[/bold] {task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
        disable=not console.is_terminal,
    ) as bar:
        task = bar.add_task(f"{name} {label}", total=steps)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        from tradingbot.backtest.runner import run_backtest

        try:
            result = run_backtest(
                name,
                raw,
                feeds,
                category=category,
                investment=investment,
                funding_by_symbol=by_symbol,
                equity_sample_ms=HOUR_MS if equity_every == "hour" else None,
                progress=progress,
                progress_every=max(1, steps // 200),
            )
        except (BusinessError, ValueError) as exc:
            raise _fail(str(exc)) from exc
    if json_out:
        typer.echo(json.dumps(result.to_dict()))
        return
    Console().print(summary_table(result))


def _family_command(command_name: str, family: str) -> None:
    """``tradingbot backtest <family> ...``: the same backtest with the family named first.

    The command takes :func:`backtest`'s options but ``--family`` (its name gives it): typer reads
    them from the signature set here, so both list the same options with the same defaults."""

    def command(**options: Any) -> None:
        _run(family=family, **options)

    shared = inspect.signature(backtest, eval_str=True)
    options = [p for p in shared.parameters.values() if p.name not in ("ctx", "family")]
    command.__signature__ = shared.replace(parameters=options)  # type: ignore[attr-defined]
    command.__doc__ = f"Backtest a {family} bot (same as --family {family})."
    app.command(command_name)(command)


for _name, _family in (
    ("spot-grid", "spot_grid"),
    ("futures-grid", "futures_grid"),
    ("dca", "dca"),
    ("fmart", "fmart"),
    ("fcombo", "fcombo"),
):
    _family_command(_name, _family)


@app.command("ai-params")
def ai_params_cmd(
    symbol: Annotated[str, Opt("--symbol", help="symbol, e.g. BTCUSDT")],
    family: FamilyOpt = "spot_grid",
    candles: CandlesOpt = None,
    to: ToOpt = None,
    days: Annotated[int, Opt("--days", help="history used (the longest horizon)")] = 30,
    data_dir: DataDirOpt = Path("../shared/data"),
    funding: FundingOpt = None,
    investment: Annotated[str, Opt("--investment", help="investment of the backtests")] = "10000",
    json_out: JsonOpt = False,
) -> None:
    """AI-recommended grid parameters (MECHANICS §8.2) from a backtest sweep of the recent candles."""
    from tradingbot.backtest.ai_params import recommend_futures, recommend_spot
    from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
    from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
    from tradingbot.services.discovery.window_figures import honest

    name = family_name(family)
    category = category_of(name)
    sym = symbol.strip().upper()
    stop = end_ms(to)
    path = candles if candles is not None else find_candle_file(data_dir, sym, category, None, stop)
    start = None if stop is None else stop - days * DAY_MS
    rows = load_candles(path, start, stop)
    rows = [c for c in rows if c.ts > rows[-1].ts - days * DAY_MS]
    out: dict[str, Any]
    if category == LINEAR:
        cfg = DEFAULT_FUTURES_SYMBOLS.get(sym)
        if cfg is None:
            raise _fail(f"unknown perpetual {sym}")
        fpath = funding if funding is not None else find_funding_file(data_dir, sym)
        table = {f.ts: f.rate for f in read_funding(fpath)} if fpath is not None else None
        out = recommend_futures(rows, cfg, FUTURES_TIERS[sym], funding=table, investment=Decimal(investment))
    else:
        spot = DEFAULT_SPOT_SYMBOLS.get(sym)
        if spot is None:
            raise _fail(f"unknown spot symbol {sym}")
        out = recommend_spot(rows, spot, investment=Decimal(investment))
    out = honest(category, out)  # as the API answers: each figure over its window, no APR under 30 days
    if json_out:
        typer.echo(json.dumps(out))
        return
    t = Table(title=f"AI parameters {sym} ({category}), last price {out['last_price']}")
    for col in (
        "window",
        "days",
        "style",
        "min",
        "max",
        "cells",
        "mode/lev",
        "yield",
        "APR",
        "MDD",
        "arb",
        "OOS yield",
    ):
        t.add_column(col)
    windows = cast(dict[str, Any], out["windows"])
    for days_key, win in windows.items():
        for p in win["params"]:
            oos = p.get("out_of_sample", {})
            t.add_row(
                f"{days_key}d",
                p["window_days"],
                p["style"],
                p["min_price"],
                p["max_price"],
                str(p["cell_number"]),
                f"{p.get('grid_mode', '-')}/{p.get('leverage', '-')}",
                p["actual_yield"],
                p["annual_percentage_yield"] or "-",
                p["max_drawdown_ratio"],
                str(p["backtest"]["arbitrage_num"]),
                str(oos.get("test_actual_yield", "")),
            )
    Console().print(t)
