"""Wiring: the only place that builds adapters and services and hands them to the API."""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from decimal import Decimal
from functools import partial
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker

from tradingbot.adapters.marketdata.simulator import linear_profiles, profiles_with_start_prices
from tradingbot.adapters.storage.db import make_engine, make_sessionmaker
from tradingbot.adapters.venues.client import open_client
from tradingbot.adapters.venues.key_check import check_key
from tradingbot.adapters.venues.key_vault import KeyVault
from tradingbot.adapters.venues.markets import LINEAR, SPOT, VenueMarket, parse_markets, parse_urls
from tradingbot.bus.jetstream import JetStreamBus
from tradingbot.bus.ports import MarketBus
from tradingbot.cluster.directory import LeaseDirectory
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.core.instruments import SpotSymbol
from tradingbot.engine.log_follower import LogFollower
from tradingbot.engine.market_hub import MarketHub
from tradingbot.engine.venue_feed import VenueFeed
from tradingbot.jobs.embedded import EmbeddedJobQueue
from tradingbot.jobs.jetstream import JetStreamJobQueue
from tradingbot.jobs.ports import JobKind, JobQueue, JobsUnavailable
from tradingbot.jobs.runner import JobRunner
from tradingbot.services.accounts.auth import AuthService
from tradingbot.services.accounts.flags import FlagService, parse_rollout
from tradingbot.services.accounts.venue_keys import VenueKeyService
from tradingbot.services.backtest.job import BACKTEST_JOBS
from tradingbot.services.backtest.lab_service import BacktestLab
from tradingbot.services.bots.dca_service import DcaService
from tradingbot.services.bots.fcombo_service import FcomboService
from tradingbot.services.bots.fmart_service import FmartService
from tradingbot.services.bots.futures_grid_service import FuturesGridService
from tradingbot.services.bots.pnl_history import PnlHistory
from tradingbot.services.bots.portfolio import Portfolio
from tradingbot.services.bots.spot_grid_service import SpotGridService
from tradingbot.services.clock import Clock, wall_clock_ms
from tradingbot.services.discovery.ai_recommendations import AiRecommendations
from tradingbot.services.discovery.aurora import AuroraService
from tradingbot.services.discovery.ranking import Ranking
from tradingbot.services.discovery.sweep_jobs import DISCOVERY_JOBS
from tradingbot.services.exchange.idempotency import IdempotencyStore
from tradingbot.services.exchange.partitioned import PartitionedExchange
from tradingbot.services.notifications.dispatcher import Dispatcher
from tradingbot.services.notifications.risk import RiskWatch
from tradingbot.services.notifications.service import NotificationService
from tradingbot.services.support.announcements import AnnouncementService
from tradingbot.services.support.announcements_seed import seed_announcements
from tradingbot.settings import Settings
from tradingbot.sim.fees import FeeSchedule

_log = logging.getLogger("tradingbot")

JOB_KINDS: dict[str, JobKind] = {**DISCOVERY_JOBS, **BACKTEST_JOBS}
"""Every job kind of the platform (what a job runner of the cluster must know)."""

DEMO_EMAIL = "demo@bot.local"
# bandit B105: the published demo account of `tradingbot seed` (paper money; docs/SECURITY.md)
DEMO_PASSWORD = "demo-password"  # nosec B105


@dataclass
class Container:
    """Everything a request handler may use."""

    settings: Settings
    engine: AsyncEngine
    sessions: async_sessionmaker[Any]
    clock: Clock
    spot_symbols: dict[str, SpotSymbol]
    auth: AuthService
    flags: FlagService
    exchange: PartitionedExchange
    market_hub: MarketHub
    linear_hub: MarketHub
    spot_grid: SpotGridService
    futures_grid: FuturesGridService
    ai: AiRecommendations
    dca: DcaService
    fmart: FmartService
    fcombo: FcomboService
    jobs: JobQueue
    job_runner: JobRunner | None = None
    venue_feeds: list[VenueFeed] = field(default_factory=list)
    bus: MarketBus | None = None
    """A cluster node's connection to NATS (market logs, commands); None in ``make run``."""
    followers: list[LogFollower] = field(default_factory=list)
    """A cluster node's hubs following the market logs."""
    directory: LeaseDirectory | None = None
    """An API node's view of who serves each partition (the subjects of their commands)."""
    _pnl: PnlHistory | None = field(default=None, init=False, repr=False)
    _ranking: Ranking | None = field(default=None, init=False, repr=False)
    _aurora: AuroraService | None = field(default=None, init=False, repr=False)
    _idempotency: IdempotencyStore | None = field(default=None, init=False, repr=False)
    _venue_keys: VenueKeyService | None = field(default=None, init=False, repr=False)
    _backtests: BacktestLab | None = field(default=None, init=False, repr=False)
    _lab_jobs: JobQueue | None = field(default=None, init=False, repr=False)
    _notifications: NotificationService | None = field(default=None, init=False, repr=False)
    _dispatcher: Dispatcher | None = field(default=None, init=False, repr=False)

    @property
    def family_services(self) -> dict[str, Any]:
        """Each family's service under its ``bots.family`` name."""
        services = (self.spot_grid, self.futures_grid, self.dca, self.fmart, self.fcombo)
        return {s.FAMILY.name: s for s in services}

    @property
    def idempotency(self) -> IdempotencyStore:
        """The users' ``Idempotency-Key`` records, and the locks of the keys in flight."""
        if self._idempotency is None:
            self._idempotency = IdempotencyStore(self.sessions, self.clock)
        return self._idempotency

    @property
    def venue_keys(self) -> VenueKeyService:
        """Users' venue API keys (encrypted at rest; the master keys read at first use)."""
        if self._venue_keys is None:
            self._venue_keys = venue_key_service(self.settings, self.sessions, self.clock)
        return self._venue_keys

    def _secrets_vault(self) -> KeyVault:
        return KeyVault.from_settings(
            self.settings.bot_venue_keys_master_key, self.settings.bot_venue_keys_file
        )

    @property
    def notifications(self) -> NotificationService:
        """Users' notification centre, settings and channels (docs/NOTIFICATIONS.md)."""
        if self._notifications is None:
            cfg = self.settings
            self._notifications = NotificationService(
                self.sessions,
                self.clock,
                self._secrets_vault,
                cfg.bot_notify_allow_private_urls,
                cfg.bot_notify_channels_max,
            )
        return self._notifications

    @property
    def dispatcher(self) -> Dispatcher:
        """Delivers the outbox to webhooks and Telegram (started by :meth:`start`, not on a worker)."""
        if self._dispatcher is None:
            cfg = self.settings
            self._dispatcher = Dispatcher(
                self.sessions,
                self.clock,
                self._secrets_vault,
                telegram_base=cfg.bot_telegram_api_base,
                allow_private_urls=cfg.bot_notify_allow_private_urls,
                retry_base_ms=cfg.bot_notify_retry_base_ms,
                max_attempts=cfg.bot_notify_max_attempts,
                poll_ms=cfg.bot_notify_poll_ms,
                risk=RiskWatch(
                    self.sessions,
                    self.clock,
                    lambda: [m for engine in self.exchange.serving() for m in engine.perp_margins()],
                ),
            )
        return self._dispatcher

    @property
    def backtests(self) -> BacktestLab:
        """The backtest lab: users' backtests as jobs (one instance: it waits for its jobs)."""
        if self._backtests is None:
            embedded = self.settings.bot_jobs == "embedded"
            # embedded: a pool of its own, so a long backtest never delays the AI sweeps
            self._lab_jobs = EmbeddedJobQueue(BACKTEST_JOBS, workers=1) if embedded else None
            self._backtests = BacktestLab(
                self.sessions,
                lambda: self.family_services,
                self.market_hubs,
                self.exchange.funding.rate,
                self.exchange.market.sim.fees,
                self._lab_jobs or self.jobs,
                self.clock,
                self.settings.database_url if embedded else None,  # a cluster's runner has its own
            )
        return self._backtests

    @property
    def announcements(self) -> AnnouncementService:
        return AnnouncementService(self.sessions, self.clock)

    @property
    def pnl_history(self) -> PnlHistory:
        """Bots' PnL over time (sampled by :meth:`start`'s background task while the market runs)."""
        if self._pnl is None:
            self._pnl = PnlHistory(
                self.sessions,
                lambda row: self.family_services[row.family].detail_of(row),
                self.exchange.hosted_bots,
                self.clock,
            )
        return self._pnl

    @property
    def ranking(self) -> Ranking:
        """The public ranking of every family's bots (rows cached for a few seconds)."""
        if self._ranking is None:
            self._ranking = Ranking(self.sessions, lambda: self.family_services, self.clock)
        return self._ranking

    @property
    def portfolio(self) -> Portfolio:
        """A user's bots in total, per family and per day."""
        return Portfolio(self.sessions, lambda row: self.family_services[row.family].summary(row), self.clock)

    @property
    def aurora(self) -> AuroraService:
        """AI picks from the AI-parameter sweeps' cache (one instance: it keeps the combo picks)."""
        if self._aurora is None:
            self._aurora = AuroraService(self.ai, self.exchange.market, self.market_hubs, self.jobs)
        return self._aurora

    @property
    def market_hubs(self) -> dict[str, MarketHub]:
        return {"spot": self.market_hub, "linear": self.linear_hub}

    async def start(self) -> None:
        await self.market_hub.start()
        await self.linear_hub.start()
        for feed in self.venue_feeds:
            feed.start()
        for follower in self.followers:
            await follower.start()
        t0 = time.perf_counter()
        await self.exchange.resync_bots()
        if self.settings.bot_role == "all":  # a cluster node would fail the other nodes' backtests
            failed = await self.backtests.recover()  # what a stopped or killed run left running
            if failed:
                _log.warning("%d backtests of a previous run marked failed (INTERRUPTED)", failed)
        _log.info("stepped all %d bots in %.3f s", self.exchange.running_bots(), time.perf_counter() - t0)
        if self.job_runner is not None:
            try:
                await self.job_runner.start()
            except JobsUnavailable as exc:  # the AI calls answer "retry later" until NATS is back
                _log.error("this server takes no jobs: %s", exc)
                self.job_runner = None
        if self.settings.bot_role != "worker":  # workers write the outbox; the HTTP side delivers it
            self.dispatcher.start()
        if self.settings.bot_market_simulator or self.venue_feeds or self.followers:  # the market moves
            self.ai.start()  # background refresh of the AI parameters (on demand otherwise)
            self.pnl_history.start()  # every bot's PnL sampled once a minute

    async def stop(self) -> None:
        if self._dispatcher is not None:
            await self._dispatcher.stop()
        await self.ai.stop()
        await self.pnl_history.stop()
        self.backtests.stop()
        if self._lab_jobs is not None:
            await self._lab_jobs.close()
        await self.jobs.close()
        if self.job_runner is not None:
            await self.job_runner.stop()
        for feed in self.venue_feeds:
            await feed.stop()
        for follower in self.followers:
            await follower.stop()
        await self.market_hub.stop()
        await self.linear_hub.stop()
        await self.exchange.flush_prices()
        self.exchange.close()
        if self.bus is not None:
            await self.bus.close()
        await self.engine.dispose()


def venue_feeds(settings: Settings, hubs: dict[str, MarketHub]) -> list[VenueFeed]:
    """One feed per venue and market the operator chose (``BOT_MARKETS``); ``ValueError`` with the
    reason when the choice cannot be served."""
    chosen = parse_markets([settings.bot_markets], DEFAULT_SPOT_SYMBOLS, DEFAULT_FUTURES_SYMBOLS)
    urls = parse_urls(settings.bot_venue_urls)
    groups: dict[tuple[str, str], list[VenueMarket]] = {}
    for m in chosen:
        groups.setdefault((m.venue, m.category), []).append(m)
    return [
        VenueFeed(
            venue,
            category,
            markets,
            hubs[category],
            partial(open_client, venue, category, urls.get(venue)),
            poll_seconds=settings.bot_venue_poll_seconds,
            streams=settings.bot_venue_streams,
        )
        for (venue, category), markets in groups.items()
    ]


async def build_container(settings: Settings, clock: Clock = wall_clock_ms) -> Container:
    """Build and load every service (the database must already be migrated). A cluster node
    (``BOT_ROLE`` worker or api) serves no partition yet (a worker gains them by lease) and its
    hubs follow the market logs instead of simulating."""
    clustered = settings.bot_role != "all"
    bus = (
        await JetStreamBus.connect(settings.nats_url, name=f"tradingbot-{settings.bot_role}")
        if clustered
        else None
    )
    engine = make_engine(settings.database_url)
    sessions = make_sessionmaker(engine)
    symbols = dict(DEFAULT_SPOT_SYMBOLS)
    fees = FeeSchedule(maker=Decimal(settings.bot_spot_maker_fee), taker=Decimal(settings.bot_spot_taker_fee))
    exchange = PartitionedExchange(
        sessions,
        symbols,
        fees,
        clock,
        Decimal(settings.bot_demo_max_amount),
        settings.bot_demo_per_hour,
        partitions=settings.bot_partitions,
        futures_symbols=DEFAULT_FUTURES_SYMBOLS,
        futures_tiers=FUTURES_TIERS,
        funding_seed=settings.bot_market_seed,
        every_partition=not clustered,
    )
    exchange.reads.keeping = settings.bot_role != "api"  # an API node has no engine to void its answers
    t0 = time.perf_counter()
    try:
        await exchange.load()  # refuses a database made with another partition count
    except BaseException:
        exchange.close()
        await engine.dispose()
        if bus is not None:
            await bus.close()
        raise
    _log.info(
        "loaded the engine (%d partitions, %d bots) in %.3f s",
        exchange.count,
        exchange.running_bots(),
        time.perf_counter() - t0,
    )
    # the markets resume from the prices the exchanges last saw, not the catalogue's start prices
    market = settings.model_copy(update={"bot_market_simulator": False}) if clustered else settings
    hub = MarketHub.from_settings(
        market, clock=clock, profiles=profiles_with_start_prices(exchange.market.sim.last_prices())
    )
    hub.add_listener(exchange)
    linear_hub = MarketHub.from_settings(
        market, clock=clock, profiles=linear_profiles(exchange.market.futures.last_prices())
    )
    linear_hub.add_listener(exchange.linear)
    flags = FlagService(sessions)
    for name, pct in parse_rollout(settings.bot_gray_rollout).items():
        await flags.set_rollout(name, pct)
    auth = AuthService(sessions, clock, settings.bot_login_max_failures, settings.bot_login_window_seconds)
    spot_grid = SpotGridService(sessions, exchange, symbols)
    futures_grid = FuturesGridService(sessions, exchange)
    jobs, runner = make_jobs(settings)
    ai = AiRecommendations(exchange.market, {"spot": hub, "linear": linear_hub}, clock, jobs)
    fcombo = FcomboService(sessions, exchange)
    fcombo.attach_hub(linear_hub)
    # a cluster's venue prices come from its feed process, through the market logs
    feeds = [] if clustered else venue_feeds(settings, {SPOT: hub, LINEAR: linear_hub})
    return Container(
        settings,
        engine,
        sessions,
        clock,
        symbols,
        auth,
        flags,
        exchange,
        hub,
        linear_hub,
        spot_grid,
        futures_grid,
        ai,
        DcaService(sessions, exchange, symbols),
        FmartService(sessions, exchange),
        fcombo,
        jobs,
        runner,
        feeds,
        bus,
        [LogFollower(bus, "spot", hub), LogFollower(bus, "linear", linear_hub)] if bus is not None else [],
        LeaseDirectory(sessions) if clustered else None,
    )


def venue_key_service(settings: Settings, sessions: async_sessionmaker[Any], clock: Clock) -> VenueKeyService:
    """Users' venue keys: the master keys read at first use, each venue asked at its address
    (``BOT_VENUE_URLS``, else its own)."""
    urls = parse_urls(settings.bot_venue_urls)
    return VenueKeyService(
        sessions,
        clock,
        lambda: KeyVault.from_settings(settings.bot_venue_keys_master_key, settings.bot_venue_keys_file),
        lambda creds: check_key(creds, urls.get(creds.venue)),
        settings.bot_venue_keys_max,
        settings.bot_venue_key_adds_per_minute,
    )


def make_jobs(settings: Settings) -> tuple[JobQueue, JobRunner | None]:
    """The job queue (a process pool here, or the cluster's) and this server's job runner, if any.
    Nothing starts until the first job (the pool) or :meth:`Container.start` (the runner)."""
    workers = settings.bot_job_workers or None
    if settings.bot_jobs == "jetstream":
        runner = JobRunner(JOB_KINDS, settings.nats_url, workers=workers) if settings.bot_job_runner else None
        return JetStreamJobQueue(JOB_KINDS, settings.nats_url), runner
    return EmbeddedJobQueue(JOB_KINDS, workers=workers), None


@asynccontextmanager
async def with_container(settings: Settings) -> AsyncIterator[Container]:
    """A container for one CLI command (no market simulator)."""
    c = await build_container(settings.model_copy(update={"bot_market_simulator": False, "bot_role": "all"}))
    try:
        yield c
    finally:
        await c.jobs.close()
        c.exchange.close()
        await c.engine.dispose()


async def seed_demo(settings: Settings) -> str:
    """Create the demo user with 10,000 USDT in FUND, once; and the demo announcements, once."""
    async with with_container(settings) as c:
        added = await seed_announcements(c.announcements)
        news = f"; {added} demo announcements" if added else ""
        if await c.auth.find_by_email(DEMO_EMAIL) is not None:
            return f"demo user {DEMO_EMAIL} already exists{news}"
        issued = await c.auth.register(DEMO_EMAIL, DEMO_PASSWORD)
        await c.exchange.credit_demo(issued.user.id, "USDT", "10000")
        return f"demo user {DEMO_EMAIL} / {DEMO_PASSWORD} with 10000 USDT{news}"
