"""Runtime settings from the environment (and CLI options that override them)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Everything the server needs to start; env names are the upper-case field names."""

    model_config = SettingsConfigDict(env_prefix="", extra="ignore")

    host: str = "127.0.0.1"
    port: int = 8000
    database_url: str = "sqlite:///./var/bot.db"
    # the NATS server (with JetStream) of a cluster: market logs and commands (tradingbot feed)
    nats_url: str = "nats://127.0.0.1:4222"
    # where the AI sweeps and picks run (tradingbot.jobs): "embedded" (a process pool of this
    # server) or "jetstream" (the cluster's work queue at nats_url; results shared by every node)
    bot_jobs: Literal["embedded", "jetstream"] = "embedded"
    # job worker processes (0: one fewer than the cores, at least 1)
    bot_job_workers: int = 0
    # with bot_jobs=jetstream: whether this server also takes jobs off the queue
    bot_job_runner: bool = True
    bot_admin_token: str | None = None
    # seeded market simulator ticking in real time (off in tests that drive prices themselves)
    bot_market_simulator: bool = True
    bot_market_seed: int = 7
    bot_market_tick_seconds: float = 1.0
    # markets priced by a real venue instead of the simulator (docs/VENUES.md): "binance:BTC/USDT,
    # ETH/USDT;bybit:SOL/USDT:USDT" (ccxt symbols; the ":USDT" ones are the linear perpetuals)
    bot_markets: str = ""
    # where a venue's API is reached instead of its own address: "binance=http://127.0.0.1:9000"
    bot_venue_urls: str = ""
    bot_venue_poll_seconds: float = 1.0
    # venue trades over WebSocket (ccxt.pro) first; off: the tickers polled over REST only
    bot_venue_streams: bool = True
    # where the built web app lives
    bot_web_dist: Path = Path(__file__).resolve().parents[2] / "web" / "dist"
    # cookies: Secure flag off for plain-http localhost
    bot_cookie_secure: bool = False
    # Strict-Transport-Security on every answer (it is always sent on requests that came over TLS):
    # turn on when a TLS proxy in front of the server forwards plain HTTP to it
    bot_hsts: bool = False
    # spot fees (maker, taker) as ratios
    bot_spot_maker_fee: str = "0.001"
    bot_spot_taker_fee: str = "0.001"
    # demo funds faucet
    bot_demo_max_amount: str = "100000"
    bot_demo_per_hour: int = 5
    # engine partitions (users split by a stable hash, docs/CLUSTER.md): fixed when the database
    # is made, a start with another count is refused; 1 in embedded mode (each partition pays its
    # own commit per price), the cluster's 64 come with the worker process
    bot_partitions: int = Field(default=1, ge=1, le=1024)
    # this process's part (docs/CLUSTER.md): "all" (make run: every partition, the simulator and
    # the API in one process), "worker" (the partitions it holds leases on, reading the market logs
    # and answering commands over NATS; no HTTP), "api" (HTTP only: a logged-in user's calls go to
    # the worker of their partition as commands over NATS; market data from the logs)
    bot_role: Literal["all", "worker", "api"] = "all"
    # a worker's partition leases: how long one lasts unrenewed (a dead worker's partitions are
    # taken over about this long after it died); renewed every quarter of it
    bot_lease_ttl_ms: int = Field(default=4000, ge=1000, le=60_000)
    # a worker: how often what quiet prices changed (bots' states, log positions) is stored, so a
    # new owner re-applies at most this much of the log and stored snapshots lag at most this much
    bot_flush_seconds: float = Field(default=2.0, gt=0, le=3600)
    # an API node: how long a user's call may wait for its partition's worker (retries included)
    bot_command_timeout_seconds: float = Field(default=10.0, gt=0, le=120)
    # login throttling: failures per email+ip within the window
    bot_login_max_failures: int = 5
    bot_login_window_seconds: int = 300
    # bot creations per user within a rolling minute (10006 past it)
    bot_create_per_minute: int = 60
    # gray-release rollout: "flag=percent,flag=percent"
    bot_gray_rollout: str = ""
    # users' venue API keys, encrypted at rest (docs/VENUES.md "Your venue keys"): the master
    # keys (Fernet, comma-separated: the first encrypts, every one decrypts; rotation), else the
    # key file the operator owns (made with mode 0600 at first use when neither exists)
    bot_venue_keys_master_key: str | None = Field(default=None, repr=False)
    bot_venue_keys_file: Path = Path("var/venue-keys.key")
    # venue keys per user, and key additions per user within a rolling minute (10006 past it)
    bot_venue_keys_max: int = Field(default=10, ge=1, le=100)
    bot_venue_key_adds_per_minute: int = Field(default=10, ge=1)
    # notifications (docs/NOTIFICATIONS.md): the Telegram Bot API's address (tests point it at a
    # local mock); whether webhook URLs may name loopback/private addresses (off: only public
    # addresses, so a user cannot make the server call into its own network; on for tests and a
    # self-hosted server whose receiver runs beside it); retries (the n-th waits base * 2^(n-1),
    # at most an hour) and how often the dispatcher looks at the outbox
    bot_telegram_api_base: str = "https://api.telegram.org"
    bot_notify_allow_private_urls: bool = False
    bot_notify_retry_base_ms: int = Field(default=2000, ge=1)
    bot_notify_max_attempts: int = Field(default=8, ge=1, le=30)
    bot_notify_poll_ms: int = Field(default=1000, ge=10)
    bot_notify_channels_max: int = Field(default=5, ge=1, le=50)
