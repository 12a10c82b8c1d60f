"""The bus over NATS: the market logs are JetStream streams, requests go over core NATS.

Streams: one per market, ``MARKET_SPOT`` and ``MARKET_LINEAR``, on subjects
``market.<market>.<SYMBOL>``; file storage; limits retention (oldest entries go first) bounded by
``max_age`` (default 3 days) and ``max_prices`` (default 5,000,000 entries, about 11 days of 5
symbols at one price a second; whichever comes first); a 2-minute duplicate window, in which a
publish carrying a ``Nats-Msg-Id`` already seen is acknowledged with the first one's sequence
and not appended again. ``ensure_streams`` creates them, or updates their limits, idempotently.

Every failure of the broker or the connection (down, reconnecting, a publish not acknowledged in
time, no stream) surfaces as ``BusUnavailable``: the caller retries (with the same message id)
or answers a retryable code. The connection reconnects on its own, forever, every half second;
a reader of a log waits through an outage and goes on from the next sequence.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncGenerator, Awaitable
from decimal import Decimal
from typing import Any, TypeVar

import nats
import nats.errors
import nats.js.errors
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription
from nats.js import JetStreamContext
from nats.js.api import (
    ConsumerConfig,
    DeliverPolicy,
    DiscardPolicy,
    RetentionPolicy,
    StorageType,
    StreamConfig,
)

from tradingbot.bus.codec import decode, decode_price, encode, encode_price
from tradingbot.bus.ports import (
    MARKETS,
    BusRemoteError,
    BusTimeout,
    BusUnavailable,
    Handler,
    JsonObject,
    MarketBus,
    MarketPrice,
    check_from_seq,
    check_market,
)

log = logging.getLogger(__name__)

DEFAULT_URL = "nats://127.0.0.1:4222"
DEFAULT_MAX_AGE_S = 3 * 86_400.0
DEFAULT_MAX_PRICES = 5_000_000
DUPLICATE_WINDOW_S = 120.0
MSG_ID = "Nats-Msg-Id"
ERROR_HEADER = "Bus-Error"  # set on the answer of a request whose handler failed
# a reader notices a lost consumer (broker restart) after a few missed heartbeats and recreates
# it from the next sequence: a second keeps that within seconds for a worker's failover
READER_HEARTBEAT_S = 1.0
SERVERS_QUEUE = "servers"  # the queue group of a subject's servers: one of them gets each request
_STREAM_IN_USE = 10058  # "stream name already in use with a different configuration"

T = TypeVar("T")
_BROKER_ERRORS = (nats.errors.Error, OSError, TimeoutError)


def stream_name(market: str) -> str:
    """The stream that holds a market's log."""
    return f"MARKET_{check_market(market).upper()}"


def price_subject(market: str, symbol: str) -> str:
    """The subject of one symbol's prices in a market."""
    return f"market.{check_market(market)}.{symbol}"


def stream_config(
    market: str, max_age_s: float = DEFAULT_MAX_AGE_S, max_prices: int = DEFAULT_MAX_PRICES, replicas: int = 1
) -> StreamConfig:
    """The stream of one market (``replicas`` 3 on a three-node cluster)."""
    return StreamConfig(
        name=stream_name(market),
        subjects=[f"market.{market}.>"],
        retention=RetentionPolicy.LIMITS,
        storage=StorageType.FILE,
        max_age=max_age_s,
        max_msgs=max_prices,
        discard=DiscardPolicy.OLD,
        duplicate_window=DUPLICATE_WINDOW_S,
        num_replicas=replicas,
    )


async def _broker(what: str, call: Awaitable[T], missing_ok: bool = False) -> T:
    """Await a broker call; its failures become ``BusUnavailable`` (but for ``NotFoundError``
    when ``missing_ok``: the caller's answer to "no such message")."""
    try:
        return await call
    except nats.js.errors.NotFoundError:
        if missing_ok:
            raise
        raise BusUnavailable(f"{what}: not found (no stream?)") from None
    except _BROKER_ERRORS as exc:
        raise BusUnavailable(f"{what}: {type(exc).__name__} {exc}".strip()) from exc


async def connect_nats(
    url: str = DEFAULT_URL, *, name: str = "tradingbot", connect_timeout: float = 2.0
) -> Client:
    """A NATS connection that reconnects on its own, forever, every half second (a failed first
    connect is ``BusUnavailable``); ``url`` may list several servers, comma-separated."""

    async def on_disconnect() -> None:
        log.warning("NATS disconnected (%s); reconnecting", url)

    async def on_reconnect() -> None:
        log.warning("NATS reconnected (%s)", url)

    async def on_error(exc: Exception) -> None:
        log.info("NATS error: %s", exc)

    connecting = nats.connect(
        [u.strip() for u in url.split(",") if u.strip()],  # a NATS cluster: several addresses
        name=name,
        connect_timeout=connect_timeout,
        allow_reconnect=True,
        max_reconnect_attempts=-1,
        reconnect_time_wait=0.5,
        ping_interval=5,
        max_outstanding_pings=2,
        error_cb=on_error,
        disconnected_cb=on_disconnect,
        reconnected_cb=on_reconnect,
    )
    nc = await _broker(f"connect {url}", asyncio.wait_for(connecting, 2 * connect_timeout + 1))
    return nc


class _Serving:
    def __init__(self, sub: Subscription) -> None:
        self._sub = sub

    async def stop(self) -> None:
        try:
            await self._sub.unsubscribe()
        except _BROKER_ERRORS:
            log.warning("could not unsubscribe %s (the connection is gone)", self._sub.subject)


class JetStreamBus:
    """``MarketBus`` over a NATS connection with JetStream."""

    def __init__(self, nc: Client, publish_timeout: float = 2.0) -> None:
        self._nc = nc
        self._js: JetStreamContext = nc.jetstream(timeout=publish_timeout)
        self._publish_timeout = publish_timeout

    @classmethod
    async def connect(
        cls,
        url: str = DEFAULT_URL,
        *,
        name: str = "tradingbot",
        connect_timeout: float = 2.0,
        publish_timeout: float = 2.0,
        **limits: Any,
    ) -> JetStreamBus:
        """Connect and make sure the market streams exist (``limits``: ``stream_config``'s).
        ``publish_timeout`` bounds a publish or a broker call: past it, ``BusUnavailable``."""

        nc = await connect_nats(url, name=name, connect_timeout=connect_timeout)
        bus = cls(nc, publish_timeout)
        try:
            await bus.ensure_streams(**limits)
        except BaseException:
            await bus.close()
            raise
        return bus

    async def ensure_streams(self, **limits: Any) -> None:
        """Create each market's stream, or bring an existing one to this configuration."""
        jsm = self._js
        for market in MARKETS:
            config = stream_config(market, **limits)
            try:
                await jsm.add_stream(config)
            except nats.js.errors.BadRequestError as exc:
                if exc.err_code != _STREAM_IN_USE:
                    raise BusUnavailable(f"stream {config.name}: {exc}") from exc
                await _broker("update stream", jsm.update_stream(config))
            except _BROKER_ERRORS as exc:
                raise BusUnavailable(f"add stream {config.name}: {type(exc).__name__}") from exc

    async def publish_price(
        self, market: str, symbol: str, ts_ms: int, price: Decimal, msg_id: str | None = None
    ) -> int:
        headers = {MSG_ID: msg_id} if msg_id is not None else None
        ack = await _broker(
            "publish",
            self._js.publish(
                price_subject(market, symbol),
                encode_price(symbol, ts_ms, price),
                timeout=self._publish_timeout,
                stream=stream_name(market),
                headers=headers,
            ),
        )
        return int(ack.seq)

    async def read_prices(self, market: str, from_seq: int = 1) -> AsyncGenerator[MarketPrice, None]:
        # an ordered consumer: ephemeral, in order, recreated by the client from the last
        # sequence it saw whenever it notices a gap or a lost consumer (e.g. a broker restart);
        # the server drops it a few seconds after the reader stops (its inactive threshold)
        sub = await _broker(
            "subscribe",
            self._js.subscribe(
                f"market.{market}.>",
                stream=stream_name(market),
                ordered_consumer=True,
                idle_heartbeat=READER_HEARTBEAT_S,
                deliver_policy=DeliverPolicy.BY_START_SEQUENCE,
                config=ConsumerConfig(opt_start_seq=check_from_seq(from_seq)),
            ),
        )
        try:
            while True:
                msg = await _broker("read", sub.next_msg(timeout=None))
                yield decode_price(msg.metadata.sequence.stream, msg.data)
        finally:
            await _Serving(sub).stop()

    async def last_price(self, market: str, symbol: str) -> MarketPrice | None:
        try:
            raw = await _broker(
                "last price",
                self._js.get_last_msg(stream_name(market), price_subject(market, symbol)),
                missing_ok=True,
            )
        except nats.js.errors.NotFoundError:
            return None
        assert raw.seq is not None and raw.data is not None
        return decode_price(raw.seq, raw.data)

    async def last_seq(self, market: str) -> int:
        info = await _broker("stream info", self._js.stream_info(stream_name(market)))
        return int(info.state.last_seq)

    async def request(self, subject: str, payload: JsonObject, timeout: float) -> dict[str, Any]:
        try:
            msg = await self._nc.request(subject, encode(payload), timeout=timeout)
        except nats.errors.NoRespondersError as exc:
            raise BusUnavailable(f"nobody serves {subject}") from exc
        except TimeoutError as exc:  # nats.errors.TimeoutError is one too
            raise BusTimeout(f"no answer on {subject} within {timeout} s") from exc
        except _BROKER_ERRORS as exc:
            raise BusUnavailable(f"request on {subject}: {type(exc).__name__}") from exc
        if msg.headers and ERROR_HEADER in msg.headers:
            raise BusRemoteError(f"the server of {subject} failed: {msg.headers[ERROR_HEADER]}")
        return decode(msg.data)

    async def serve(self, subject: str, handler: Handler) -> _Serving:
        nc = self._nc

        async def answer(msg: Msg) -> None:
            try:
                body, headers = encode(await handler(decode(msg.data))), None
            except Exception as exc:
                log.exception("handler of %s failed", subject)
                body, headers = b"", {ERROR_HEADER: type(exc).__name__}
            if msg.reply:
                try:
                    await nc.publish(msg.reply, body, headers=headers)
                except _BROKER_ERRORS:
                    log.warning("could not answer on %s (the connection is gone)", subject)

        sub = await _broker("serve", nc.subscribe(subject, queue=SERVERS_QUEUE, cb=answer))
        return _Serving(sub)

    async def close(self) -> None:
        if not self._nc.is_closed:
            await self._nc.close()


def _conforms(bus: JetStreamBus) -> MarketBus:
    return bus  # mypy checks here that the class is a MarketBus
