"""``tradingbot`` command line: serve, migrate, seed the demo, manage flags and users, rotate the
venue keys' master key."""

from __future__ import annotations

import asyncio
import copy
import os
from pathlib import Path
from typing import Annotated, Any

import typer

from tradingbot.settings import Settings

app = typer.Typer(help="bot: self-hostable trading-bot platform", no_args_is_help=True)


def _mount_backtest() -> None:
    from tradingbot.cli_backtest import app as backtest_app

    app.add_typer(backtest_app, name="backtest")


_mount_backtest()


def _mount_announcements() -> None:
    from tradingbot.cli_announcements import app as announcements_app

    app.add_typer(announcements_app, name="announcements")


_mount_announcements()


def _mount_replay() -> None:
    from tradingbot.cli_replay import replay_command

    app.command("replay")(replay_command)


_mount_replay()


def _settings(
    host: str | None, port: int | None, database_url: str | None, admin_token: str | None
) -> Settings:
    overrides = _given(host=host, port=port, database_url=database_url, bot_admin_token=admin_token)
    return Settings(**overrides)  # type: ignore[arg-type]


def _given(**options: object) -> dict[str, object]:
    """The options the command line set (None means not given)."""
    return {k: v for k, v in options.items() if v is not None}


HostOpt = Annotated[str | None, typer.Option("--host", help="listen address (env HOST, default 127.0.0.1)")]
PortOpt = Annotated[int | None, typer.Option("--port", help="listen port (env PORT, default 8000)")]
DbOpt = Annotated[str | None, typer.Option("--database-url", help="SQLAlchemy URL (env DATABASE_URL)")]
AdminOpt = Annotated[
    str | None, typer.Option("--admin-token", help="enables /admin calls (env BOT_ADMIN_TOKEN)")
]
SimOpt = Annotated[
    bool | None,
    typer.Option("--market-simulator/--no-market-simulator", help="run the seeded price simulator"),
]


MarketOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--market",
        help="prices of these symbols from a real venue, e.g. binance:BTC/USDT,ETH/USDT or"
        " bybit:BTC/USDT:USDT (a perpetual); repeatable (env BOT_MARKETS, ';' between venues)",
    ),
]


@app.command()
def serve(
    host: HostOpt = None,
    port: PortOpt = None,
    database_url: DbOpt = None,
    admin_token: AdminOpt = None,
    market_simulator: SimOpt = None,
    market: MarketOpt = None,
) -> None:
    """Migrate the database and serve the API and the web app."""
    import uvicorn

    from tradingbot.api.app import create_app

    cfg = _settings(host, port, database_url, admin_token)
    if market_simulator is not None:
        cfg = cfg.model_copy(update={"bot_market_simulator": market_simulator})
    if market:
        cfg = cfg.model_copy(update={"bot_markets": ";".join(market)})
    _check_markets(cfg)
    uvicorn.run(create_app(cfg), **uvicorn_options(cfg.host, cfg.port))


def _check_markets(cfg: Settings) -> None:
    """A wrong venue choice stops the command with its reason, before anything starts."""
    from tradingbot.adapters.venues.markets import parse_markets, parse_urls
    from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS
    from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS

    try:
        parse_markets([cfg.bot_markets], DEFAULT_SPOT_SYMBOLS, DEFAULT_FUTURES_SYMBOLS)
        parse_urls(cfg.bot_venue_urls)
    except ValueError as exc:
        raise typer.BadParameter(str(exc), param_hint="--market / BOT_MARKETS / BOT_VENUE_URLS") from exc


def _log_to_stderr() -> None:
    """The long-running processes (feed, job runner, worker) log one line per event to stderr."""
    import logging

    logging.basicConfig(
        level=os.environ.get("LOG_LEVEL", "info").upper(), format="%(levelname)s %(name)s: %(message)s"
    )


def _stop_on_signals() -> asyncio.Event:
    """An event set by SIGINT or SIGTERM (a clean stop of a long-running process)."""
    import signal

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    return stop


NatsOpt = Annotated[
    str | None, typer.Option("--nats-url", help="NATS server (env NATS_URL, default nats://127.0.0.1:4222)")
]


@app.command()
def feed(nats_url: NatsOpt = None) -> None:
    """Run the market simulator and publish every price to the market logs on NATS JetStream."""
    from tradingbot.bus.jetstream import JetStreamBus
    from tradingbot.bus.ports import BusUnavailable
    from tradingbot.engine.market_feed import run_feed

    _log_to_stderr()
    cfg = Settings(**_given(nats_url=nats_url))  # type: ignore[arg-type]

    async def run() -> None:
        bus = await JetStreamBus.connect(cfg.nats_url, name="tradingbot-feed")
        stop = _stop_on_signals()
        try:
            await run_feed(cfg, bus, stop)
        finally:
            await bus.close()

    try:
        asyncio.run(run())
    except BusUnavailable as exc:
        typer.echo(f"NATS is not reachable at {cfg.nats_url}: {exc}", err=True)
        raise typer.Exit(1) from exc


WorkersOpt = Annotated[
    int | None, typer.Option("--workers", help="job worker processes (env BOT_JOB_WORKERS; 0: cores - 1)")
]


@app.command("job-runner")
def job_runner(nats_url: NatsOpt = None, workers: WorkersOpt = None) -> None:
    """Take the cluster's jobs (AI sweeps, AI picks) off NATS JetStream and compute them in a
    process pool, until SIGINT or SIGTERM."""
    from tradingbot.bootstrap import JOB_KINDS
    from tradingbot.bus.ports import BusUnavailable
    from tradingbot.jobs.ports import JobsUnavailable
    from tradingbot.jobs.runner import JobRunner

    _log_to_stderr()
    cfg = Settings(**_given(nats_url=nats_url, bot_job_workers=workers))  # type: ignore[arg-type]

    async def run() -> None:
        runner = JobRunner(JOB_KINDS, cfg.nats_url, workers=cfg.bot_job_workers or None)
        await runner.start()
        typer.echo(f"taking jobs {', '.join(sorted(JOB_KINDS))} with {runner.pool.workers} worker processes")
        stop = _stop_on_signals()
        try:
            await stop.wait()
        finally:
            await runner.stop()

    try:
        asyncio.run(run())
    except (BusUnavailable, JobsUnavailable) as exc:
        typer.echo(f"NATS is not reachable at {cfg.nats_url}: {exc}", err=True)
        raise typer.Exit(1) from exc


@app.command()
def worker(database_url: DbOpt = None, nats_url: NatsOpt = None) -> None:
    """Run engine partitions of the cluster: take a share of them by lease, read the market logs
    for them and answer their commands over NATS, until SIGINT or SIGTERM (then hand them back)."""
    from tradingbot.api.app import create_app
    from tradingbot.bus.ports import BusUnavailable
    from tradingbot.runtime.worker import run_worker

    _log_to_stderr()
    cfg = Settings(**_given(database_url=database_url, nats_url=nats_url, bot_role="worker"))  # type: ignore[arg-type]

    async def run() -> None:
        stop = _stop_on_signals()
        await run_worker(create_app(cfg), stop)

    try:
        asyncio.run(run())
    except BusUnavailable as exc:
        typer.echo(f"NATS is not reachable at {cfg.nats_url}: {exc}", err=True)
        raise typer.Exit(1) from exc


ApiWorkersOpt = Annotated[
    int, typer.Option("--processes", help="API processes sharing the port", min=1, max=64)
]


@app.command()
def api(
    host: HostOpt = None,
    port: PortOpt = None,
    database_url: DbOpt = None,
    nats_url: NatsOpt = None,
    admin_token: AdminOpt = None,
    processes: ApiWorkersOpt = 1,
) -> None:
    """Serve the API and the web app as a node of the cluster: a logged-in user's calls go to
    their partition's worker over NATS, market data follows the market logs."""
    import uvicorn

    overrides = _given(
        host=host, port=port, database_url=database_url, nats_url=nats_url, bot_admin_token=admin_token
    )
    cfg = Settings(**overrides, bot_role="api")  # type: ignore[arg-type]
    # each process builds its app from the environment (uvicorn's factory)
    os.environ.update({k.upper(): str(v) for k, v in overrides.items()} | {"BOT_ROLE": "api"})
    uvicorn.run(
        "tradingbot.api.app:create_app",
        factory=True,
        workers=processes,
        # a process's start (migrations checked, the engine's view and hubs built) takes seconds on
        # a busy machine: uvicorn's 5 s health check would kill and restart it forever
        timeout_worker_healthcheck=120,
        **uvicorn_options(cfg.host, cfg.port),
    )


@app.command("run-cluster")
def run_cluster(
    host: HostOpt = None,
    port: PortOpt = None,
    database_url: DbOpt = None,
    nats_url: NatsOpt = None,
    workers: Annotated[int, typer.Option("--workers", min=1, max=64, help="engine workers")] = 3,
    processes: ApiWorkersOpt = 2,
) -> None:
    """The whole cluster on this machine: a feed, the workers and an API node of ``--processes``
    processes, on PostgreSQL (DATABASE_URL) and NATS JetStream (NATS_URL); Ctrl-C stops it."""
    from tradingbot.runtime.local_cluster import run_cluster as run

    cfg = Settings(**_given(host=host, port=port, database_url=database_url, nats_url=nats_url))  # type: ignore[arg-type]
    if not cfg.database_url.startswith("postgres"):
        raise typer.BadParameter(
            "the cluster needs PostgreSQL (a postgresql:// URL)", param_hint="DATABASE_URL"
        )
    env = {
        "DATABASE_URL": cfg.database_url,
        "NATS_URL": cfg.nats_url,
        "BOT_PARTITIONS": str(cfg.bot_partitions),
    }
    raise typer.Exit(run(env, cfg.host, cfg.port, workers, processes))


def uvicorn_options(host: str, port: int) -> dict[str, Any]:
    """How ``serve`` runs uvicorn (bench/live_bare.py serves its reference under the same); the
    ``tradingbot`` logger (start-up lines) writes where uvicorn's own lines go. One access-log
    line per request costs a write per call (a third of ``/t1``): off unless ``BOT_ACCESS_LOG=1``."""
    from uvicorn.config import LOGGING_CONFIG

    log_config = copy.deepcopy(LOGGING_CONFIG)
    log_config["loggers"]["tradingbot"] = {"handlers": ["default"], "level": "INFO", "propagate": False}
    return {
        "host": host,
        "port": port,
        "log_level": os.environ.get("LOG_LEVEL", "info"),
        "log_config": log_config,
        "access_log": os.environ.get("BOT_ACCESS_LOG", "0").lower() in ("1", "true", "yes"),
    }


@app.command()
def migrate(database_url: DbOpt = None) -> None:
    """Apply database migrations."""
    from tradingbot.adapters.storage.migrate import upgrade

    cfg = _settings(None, None, database_url, None)
    upgrade(cfg.database_url)
    typer.echo(f"migrated {cfg.database_url}")


@app.command()
def seed(database_url: DbOpt = None) -> None:
    """Create the demo user (demo@bot.local / demo-password) with 10,000 USDT paper money."""
    from tradingbot.adapters.storage.migrate import upgrade
    from tradingbot.bootstrap import seed_demo

    cfg = _settings(None, None, database_url, None)
    upgrade(cfg.database_url)
    typer.echo(asyncio.run(seed_demo(cfg)))


@app.command("check-ledger")
def check_ledger(database_url: DbOpt = None) -> None:
    """Fold the whole journal again and compare it with the stored balances a start loads (every
    engine partition's)."""
    from tradingbot.adapters.storage.db import make_engine, make_sessionmaker
    from tradingbot.adapters.storage.migrate import upgrade
    from tradingbot.services.exchange.partitioned import check_stored_ledger

    cfg = _settings(None, None, database_url, None)
    upgrade(cfg.database_url)

    async def run() -> list[str]:
        engine = make_engine(cfg.database_url)
        try:
            return await check_stored_ledger(make_sessionmaker(engine))
        finally:
            await engine.dispose()

    problems = asyncio.run(run())
    for line in problems:
        typer.echo(line, err=True)
    if problems:
        raise typer.Exit(1)
    typer.echo("stored balances agree with the journal")


@app.command("rotate-venue-keys")
def rotate_venue_keys(database_url: DbOpt = None) -> None:
    """Encrypt every stored venue key again with the first of BOT_VENUE_KEYS_MASTER_KEY (or the
    key file's first line); then the other master keys may be dropped (docs/VENUES.md)."""
    from tradingbot.cli_venue_keys import run

    run(_settings(None, None, database_url, None))


@app.command("set-flag")
def set_flag(name: str, rollout_pct: int, database_url: DbOpt = None) -> None:
    """Roll a gray flag out to a percentage of users (deterministic per user)."""
    from tradingbot.adapters.storage.migrate import upgrade
    from tradingbot.bootstrap import with_container

    cfg = _settings(None, None, database_url, None)
    upgrade(cfg.database_url)

    async def run() -> None:
        async with with_container(cfg) as c:
            await c.flags.set_rollout(name, rollout_pct)

    asyncio.run(run())
    typer.echo(f"{name}: {rollout_pct}%")


@app.command("tag-user")
def tag_user(
    email: str,
    user_type: Annotated[str | None, typer.Option(help="FRESH or EXPERIENCED")] = None,
    islamic: Annotated[bool | None, typer.Option("--islamic/--not-islamic")] = None,
    banned: Annotated[bool | None, typer.Option("--banned/--not-banned")] = None,
    vip_level: Annotated[int | None, typer.Option(help="0 = not VIP")] = None,
    database_url: DbOpt = None,
) -> None:
    """Set a user's tags (SPEC §6)."""
    from tradingbot.adapters.storage.migrate import upgrade
    from tradingbot.bootstrap import with_container

    cfg = _settings(None, None, database_url, None)
    upgrade(cfg.database_url)
    tags = _given(user_type=user_type, is_islamic=islamic, banned=banned, vip_level=vip_level)
    if vip_level is not None:
        tags["is_vip"] = vip_level > 0

    async def run() -> str:
        async with with_container(cfg) as c:
            user = await c.auth.find_by_email(email)
            if user is None:
                raise typer.BadParameter(f"no user {email}")
            return str((await c.auth.set_tags(user.id, **tags)).profile())

    typer.echo(asyncio.run(run()))


@app.command("openapi")
def openapi(
    out: Annotated[
        Path | None, typer.Option("--out", help="write to this file (default: standard output)")
    ] = None,
) -> None:
    """Print the API contract (the app's /openapi.json, keys sorted) without starting a server;
    ``make api-types`` writes it to web/src/api/openapi.json and regenerates the web's types."""
    from tradingbot.api.app import create_app
    from tradingbot.api.contract import schema_text

    text = schema_text(create_app(Settings()))
    if out is None:
        typer.echo(text, nl=False)
    else:
        out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    app()
