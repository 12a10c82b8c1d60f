"""The cross-user matrix (issue 23): nobody reads or touches another user's bots, money or venue keys.

The operations come from the app's route table: every route whose dependencies include the login
requirement ``require_user`` is private, so a new private route is in the matrix by default and
:func:`test_every_private_route_is_in_the_matrix` fails until :data:`MATRIX` says how to call it.

The public operations that take a bot id (follow details, copy parameters: :data:`PUBLIC_BY_ID`)
are probed as in (a) too, by B and without a session: A is not listed, so nothing of A's is public.

One set-up per database (SQLite, PostgreSQL): user A (``owner@``) runs one bot of each of the five
families, with fills, plus a spot grid A closed, and is not listed in the public ranking (so
nothing of A's is public: a copy of A's bot must be refused as a missing one). User B
(``prober@``) has funds and no bot. Then, for every private operation:

(a) B with each of A's bot ids, reads and writes: the answer equals the answer for an id that does
    not exist (same ``ret_code``, ``ret_msg``, ``result``; the id B sent is echoed alike), and a call
    about the caller (balances, transfers, portfolio, ...) names nothing of A's;
(b) no session: 10007;
(c) A's own session without the ``X-CSRF-Token`` header (a forged cross-site request), on every
    mutating call: 10010;
and after every write of (a), (b), (c): A's state is unchanged (each bot's detail, open and filled
orders; A's balances of every wallet; A's bot lists and ranking setting; and in the database A's
bot rows and events, ledger entries and per-user settings). Last, A makes every call itself (the
controls): each answers as the table says and each write changes A's state, so the bodies B sent
were writes that would have had an effect.

The test runs every case and reports every failing one at once; the figures go to
``tests/reliability/figures.py`` (part ``matrix``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.routing import APIRoute, iter_route_contexts
from sqlalchemy import func, or_, select

from tests.contract_check import contract_hook
from tests.integration.api.test_ranking import CREATE, create, market
from tests.integration.conftest import Api
from tests.reliability.figures import Defect, Figure, Part
from tests.venues.venue_key_kit import BYBIT
from tradingbot.adapters.storage.models import (
    BalanceRow,
    BotEventRow,
    BotRow,
    FillRow,
    FutFillRow,
    FutOrderRow,
    JournalRow,
    KeyValue,
    NotificationChannelRow,
    NotificationDeliveryRow,
    NotificationRow,
    NotificationSettingRow,
    OrderRow,
    RankingSettingRow,
    VenueKeyRow,
)
from tradingbot.api.app import create_app
from tradingbot.api.deps import require_user
from tradingbot.core.time_units import HOUR_MS

Body = Callable[[str, str], dict[str, Any]]
"""(a bot id, its family) -> the request (the JSON body, or a GET's query parameters)."""

SPOT, FGRID, DCA, FMART, FCOMBO = "GRID_SPOT", "GRID_FUTURES", "DCA_SPOT", "MART_FUTURES", "COMBO_FUTURES"
FAMILIES = (SPOT, FGRID, DCA, FMART, FCOMBO)
INVEST = {SPOT: "1000", FGRID: "1500", DCA: "", FMART: "800", FCOMBO: "1200"}
"""A's bots (DCA: its own order amounts, 337.5 USDT)."""


@dataclass(frozen=True)
class Call:
    """How to call one private operation, and what it is about."""

    body: Body
    family: str | None = None
    """The family of the bot it is about; None: a bot of any family (``bot``) or none."""
    bot: bool = True
    """About a bot (B sends each of A's ids); else about the caller (balances, lists, settings)."""
    write: bool = False
    owner: int = 0
    """What A's own call answers (the control): 0, or the refusal of a copy of one's own bot."""
    last: bool = False
    """It closes A's bot: A's control runs after the others'."""
    changes: bool = True
    """A's own write changes what the database keeps of A (checked in the controls)."""
    about: str = "bot"
    """Whose ids it takes and answers: ``bot`` (bot ids, the user's id), ``venue_key`` (A's
    stored venue keys' ids) or ``channel`` (A's notification channels' ids)."""


def on(key: str, **extra: Any) -> Body:
    return lambda bot_id, _family: {key: bot_id, **extra}


def fixed(**body: Any) -> Body:
    return lambda _bot_id, _family: dict(body)


def copy_of(family: str) -> Body:
    """The family's create request copying the bot (``create_type`` COPY, ``followed_grid_id``)."""
    _, base, investment, _ = CREATE[family]

    def body(bot_id: str, _family: str) -> dict[str, Any]:
        out = dict(base, create_type="COPY", block_source="RANK_LIST", followed_grid_id=bot_id)
        if investment:
            out[investment] = "100"
        return out

    return body


def read(family: str | None, body: Body) -> Call:
    return Call(body, family)


def write(family: str | None, body: Body, **kw: Any) -> Call:
    return Call(body, family, write=True, **kw)


def mine(body: Body, *, writes: bool = False, changes: bool = True) -> Call:
    """A call about the caller, not about a bot."""
    return Call(body, None, bot=False, write=writes, changes=changes)


SG, DC, TB, V2 = "/s1/bot/grid/v1", "/s1/bot/dca/v1", "/s1/bot/tradingbot/v1", "/v2/private"
FG, FG1 = "/contract/v5/fgridbot", "/s1/bot/fgrid/v1"
FM, FC = "/contract/v5/private/fmartingalebot", "/contract/v5/private/fcombobot"
BT = "/s1/bot/backtest/v1"
CANDLES = (
    "ts,open,high,low,close,volume\n0,100000,100000,100000,100000,1\n60000,100000,100000,100000,100000,1\n"
)
BACKTEST = {
    "family": "GRID_SPOT",
    "params": {"symbol": "BTCUSDT", "min_price": "90000", "max_price": "110000", "cell_number": 10},
    "window": {"from_ms": 0, "to_ms": 60_000},
}
"""A window the server does not hold (12302): a backtest the matrix need not run."""
GRID_ID, BOT_ID = on("grid_id"), on("bot_id")
TRANSFER = {"coin": "USDT", "amount": "1", "from_account_type": "FUND", "to_account_type": "SPOT"}
FGRID_TPSL = {"tp_sl_type": 2, "take_profit_price": "120000", "stop_loss_price": "92000"}


VK = f"{V2}/venue-keys"
VENUE_KEY = BYBIT.body()
"""A Bybit testnet key the stand-in venue knows (each user may store it)."""


def venue_key(body: Body, *, write: bool = False, by_id: bool = False) -> Call:
    """A venue-key call: about A's stored keys (``by_id``: B sends each of their ids) or the caller's."""
    return Call(body, None, bot=by_id, write=write, about="venue_key")


NT = f"{V2}/notifications"
TELEGRAM = {"type": "telegram", "bot_token": "123456:" + "T" * 35, "chat_id": "4242"}
"""A Telegram channel (the server's Bot API address is a closed local port in the matrix)."""


def channel(body: Body, *, write: bool = False, by_id: bool = False, last: bool = False) -> Call:
    """A notification-channel call: about A's channels (``by_id``) or the caller's."""
    return Call(body, None, bot=by_id, write=write, about="channel", last=last)


def copy_bot(bot_id: str, family: str) -> dict[str, Any]:
    """``copy-bot`` of the bot (its family as ``bot_type``)."""
    return {"bot_type": family, "bot_id": bot_id, "investment": "100"}


MATRIX: dict[tuple[str, str], tuple[Call, ...]] = {
    # paper money and wallets
    ("POST", f"{V2}/user/demo-funds"): (mine(fixed(coin="USDT", amount="10"), writes=True),),
    ("GET", f"{V2}/asset/balances"): (mine(fixed(account_type="FUND")),),
    ("POST", f"{V2}/asset/transfer"): (mine(fixed(**TRANSFER), writes=True),),
    # venue keys: B adds and lists its own; B deleting one of A's answers as a missing id
    ("POST", f"{VK}/add"): (venue_key(fixed(**VENUE_KEY), write=True),),
    ("POST", f"{VK}/list"): (venue_key(fixed()),),
    ("POST", f"{VK}/delete"): (venue_key(on("id"), write=True, by_id=True),),
    # notifications: B's own centre and channels; A's channel ids answer as missing ones
    ("POST", f"{NT}/list"): (mine(fixed()),),
    ("POST", f"{NT}/read"): (mine(fixed(all=True), writes=True),),
    ("POST", f"{NT}/settings"): (channel(fixed()), channel(fixed(locale="ja-JP"), write=True)),
    ("POST", f"{NT}/channels/add"): (channel(fixed(**TELEGRAM), write=True),),
    ("POST", f"{NT}/channels/deliveries"): (channel(on("channel_id"), by_id=True),),
    ("POST", f"{NT}/channels/test"): (channel(on("channel_id"), write=True, by_id=True),),
    ("POST", f"{NT}/channels/delete"): (channel(on("channel_id"), write=True, by_id=True, last=True),),
    # a wrong current password: refused (10004) for anyone, and nothing of A's is touched
    ("POST", f"{V2}/user/change-password"): (
        Call(
            fixed(old_password="not it", new_password="another pass 1"),
            bot=False,
            write=True,
            owner=10004,
            changes=False,
        ),
    ),
    # spot grid
    ("POST", f"{SG}/create-grid"): (write(SPOT, copy_of(SPOT), owner=12005, changes=False),),
    ("POST", f"{SG}/query-grid-detail"): (read(SPOT, GRID_ID),),
    ("POST", f"{SG}/get-open-orders"): (read(SPOT, GRID_ID),),
    ("POST", f"{SG}/get-history-orders"): (read(SPOT, GRID_ID),),
    ("POST", f"{SG}/get-withdraw-detail"): (read(SPOT, GRID_ID),),
    ("POST", f"{SG}/validate-update-sgrid"): (read(SPOT, on("grid_id", take_profit_price="120000")),),
    ("POST", f"{SG}/withdraw-profit"): (write(SPOT, on("grid_id", amount="0.01")),),
    ("POST", f"{SG}/update-sgrid"): (write(SPOT, on("grid_id", take_profit_price="120000")),),
    ("POST", f"{SG}/close-grid"): (write(SPOT, on("grid_id", close_mode=4), last=True),),
    ("POST", f"{SG}/query-available-balance"): (mine(fixed(symbol="BTCUSDT")),),
    ("POST", f"{SG}/query-balance-list"): (mine(fixed()),),
    ("POST", f"{SG}/list-user-reward"): (mine(fixed()),),
    # futures grid
    ("POST", f"{FG}/fgrid-bot-create"): (write(FGRID, copy_of(FGRID), owner=12005, changes=False),),
    ("POST", f"{FG}/get-fgrid-detail"): (read(FGRID, BOT_ID),),
    ("POST", f"{FG}/get-fgrid-history-orders"): (read(FGRID, BOT_ID),),
    ("POST", f"{FG1}/get-fgrid-open-orders"): (read(FGRID, BOT_ID),),
    ("POST", f"{FG}/withdraw-profit"): (write(FGRID, on("bot_id", amount="0.01")),),
    # added margin is withdrawable: A's control adds 100 before it withdraws (in path order)
    ("POST", f"{FG}/add-margin"): (write(FGRID, on("bot_id", amount="100")),),
    ("POST", f"{FG}/update-trailing-stop"): (write(FGRID, on("bot_id", trailing_stop_per="0.2")),),
    ("POST", f"{FG1}/update-fgrid-tpsl"): (write(FGRID, on("bot_id", **FGRID_TPSL)),),
    ("POST", f"{FG}/fgrid-bot-close"): (write(FGRID, BOT_ID, last=True),),
    ("POST", f"{FG}/get-user-balance"): (mine(fixed()),),
    ("POST", f"{FG1}/get-user-balance"): (mine(fixed()),),
    # spot DCA
    ("POST", f"{DC}/create-bot"): (write(DCA, copy_of(DCA), owner=12005, changes=False),),
    ("POST", f"{DC}/detail"): (read(DCA, BOT_ID),),
    ("POST", f"{DC}/order-details"): (read(DCA, BOT_ID),),
    ("POST", f"{DC}/order-history"): (read(DCA, BOT_ID),),
    ("POST", f"{DC}/status"): (read(DCA, BOT_ID),),
    ("POST", f"{DC}/parameters"): (read(DCA, BOT_ID),),
    ("POST", f"{DC}/close-bot-detail"): (read(DCA, BOT_ID),),
    ("POST", f"{DC}/update-parameters"): (write(DCA, on("bot_id", parameters={"tp_pct": "0.02"})),),
    ("POST", f"{DC}/close-bot"): (write(DCA, on("bot_id", close_mode=2), last=True),),
    # futures martingale
    ("POST", f"{FM}/create-fmart-bot"): (write(FMART, copy_of(FMART), owner=12005, changes=False),),
    ("POST", f"{FM}/get-fmart-detail"): (read(FMART, BOT_ID),),
    ("POST", f"{FM}/get-fmart-open-orders"): (read(FMART, BOT_ID),),
    ("POST", f"{FM}/get-fmart-history-orders"): (read(FMART, BOT_ID),),
    ("POST", f"{FM}/get-fmart-round-detail"): (read(FMART, BOT_ID),),
    ("POST", f"{FM}/get-fmart-close-detail"): (read(FMART, BOT_ID),),
    ("POST", f"{FM}/update-fmart-bot"): (write(FMART, on("bot_id", auto_cycle_toggle=2)),),
    ("POST", f"{FM}/close-fmart-bot"): (write(FMART, BOT_ID, last=True),),
    # futures combo
    ("POST", f"{FC}/create-bot"): (write(FCOMBO, copy_of(FCOMBO), owner=12005, changes=False),),
    ("POST", f"{FC}/get-detail"): (read(FCOMBO, BOT_ID),),
    ("POST", f"{FC}/get-history-orders-v2"): (read(FCOMBO, BOT_ID),),
    ("POST", f"{FC}/get-part-list"): (read(FCOMBO, BOT_ID),),
    ("POST", f"{FC}/get-positions"): (read(FCOMBO, BOT_ID),),
    ("POST", f"{FC}/get-close-detail"): (read(FCOMBO, BOT_ID),),
    ("POST", f"{FC}/get-transfer-detail"): (read(FCOMBO, BOT_ID),),
    ("POST", f"{FC}/modify-setting"): (write(FCOMBO, on("bot_id", tp_percent="0.8")),),
    ("POST", f"{FC}/transfer"): (write(FCOMBO, on("bot_id", transfer_type="IN", amount="10")),),
    ("POST", f"{FC}/adjust-position"): (write(FCOMBO, BOT_ID),),
    ("POST", f"{FC}/close-bot"): (write(FCOMBO, BOT_ID, last=True),),
    ("POST", f"{FC}/set-daily-pick-no-pop"): (mine(fixed(no_pop=True), writes=True),),
    # every family: lists, PnL, portfolio, ranking setting, copy
    ("POST", f"{TB}/list-all-bots"): (mine(fixed(status="ongoing")), mine(fixed(status="closed"))),
    ("POST", f"{TB}/portfolio"): (mine(fixed()),),
    ("POST", f"{TB}/pnl-history"): (read(None, BOT_ID),),
    ("POST", f"{TB}/export-events"): (read(None, BOT_ID), read(None, on("bot_id", format="csv"))),
    ("POST", f"{TB}/ranking-settings"): (mine(fixed()), mine(fixed(listed=True), writes=True)),
    ("POST", f"{TB}/copy-bot"): (write(None, copy_bot, owner=12005, changes=False),),
    # the backtest lab: jobs are not bots (tests/integration/api/test_backtest_api.py runs another
    # user's job id against a missing one); here each call by both users, with or without CSRF
    ("POST", f"{BT}/upload-candles"): (mine(fixed(csv=CANDLES), writes=True, changes=False),),
    ("POST", f"{BT}/create"): (Call(fixed(**BACKTEST), bot=False, write=True, owner=12302, changes=False),),
    ("POST", f"{BT}/list"): (mine(fixed()),),
    ("POST", f"{BT}/status"): (Call(fixed(job_id="987654321"), bot=False, owner=10011),),
    ("POST", f"{BT}/result"): (Call(fixed(job_id="987654321"), bot=False, owner=10011),),
    ("POST", f"{BT}/cancel"): (
        Call(fixed(job_id="987654321"), bot=False, write=True, owner=10011, changes=False),
    ),
    ("POST", f"{BT}/delete"): (
        Call(fixed(job_id="987654321"), bot=False, write=True, owner=10011, changes=False),
    ),
    ("POST", f"{BT}/share"): (
        Call(fixed(job_id="987654321"), bot=False, write=True, owner=10011, changes=False),
    ),
}
"""Every private operation: how to call it (``(method, path)`` -> its calls)."""

PUBLIC_BY_ID: dict[tuple[str, str], Call] = {
    ("POST", f"{SG}/query-follow-grid-detail"): read(SPOT, GRID_ID),
    ("POST", f"{DC}/follow-detail"): read(DCA, BOT_ID),
    ("POST", f"{FG1}/get-follow-fgrid-detail"): read(FGRID, BOT_ID),
    ("POST", f"{FM}/get-fmart-follow-detail"): read(FMART, BOT_ID),
    ("POST", f"{FC}/get-follow-detail"): read(FCOMBO, BOT_ID),
    ("POST", f"{TB}/copy-params"): read(None, copy_bot),
}
"""The public operations that take a bot id (a listed user's bots are public, to be copied): A is
not listed, so B, and anyone without a session, gets for A's ids the answer of a missing id."""

MISSING = "987654321"
"""A bot id nobody has (distinct enough to be told apart in an answer that echoes it)."""
ID_KEYS = frozenset({"bot_id", "grid_id", "botId", "followed_bot_id", "followed_grid_id", "id"})
OWNER, PROBER = "owner@example.com", "prober@example.com"
OWNER_NAMES = ("ow***", "owner@")
DETAIL = {
    SPOT: (f"{SG}/query-grid-detail", f"{SG}/get-open-orders", f"{SG}/get-history-orders"),
    FGRID: (f"{FG}/get-fgrid-detail", f"{FG1}/get-fgrid-open-orders", f"{FG}/get-fgrid-history-orders"),
    DCA: (f"{DC}/detail", f"{DC}/order-details", f"{DC}/order-history"),
    FMART: (f"{FM}/get-fmart-detail", f"{FM}/get-fmart-open-orders", f"{FM}/get-fmart-history-orders"),
    FCOMBO: (f"{FC}/get-detail", f"{FC}/get-positions", f"{FC}/get-history-orders-v2"),
}
"""Per family: the owner's detail, open orders (a combo: its positions) and filled orders."""
WALLETS = ("FUND", "SPOT", "UNIFIED", "DERIVATIVE")


def _calls(dependant: Any) -> Iterator[Any]:
    for sub in dependant.dependencies:
        yield sub.call
        yield from _calls(sub)


def private_operations(app: FastAPI) -> set[tuple[str, str]]:
    """Every ``(method, path)`` of the app whose route requires a logged-in user."""
    out: set[tuple[str, str]] = set()
    for rc in iter_route_contexts(app.routes):
        if isinstance(rc.original_route, APIRoute) and require_user in set(_calls(rc.dependant)):
            out |= {(method, str(rc.path)) for method in rc.methods or ()}
    return out


def test_every_private_route_is_in_the_matrix() -> None:
    private = private_operations(create_app())
    assert len(private) >= 60  # the route table was read (a FastAPI change could hide its routes)
    missing = sorted(private - set(MATRIX))
    assert not missing, f"private operations with no entry in MATRIX (say how to call them): {missing}"
    stale = sorted(set(MATRIX) - private)
    assert not stale, f"MATRIX entries that are not private operations (any more): {stale}"
    routes = {(m, str(rc.path)) for rc in iter_route_contexts(create_app().routes) for m in rc.methods or ()}
    gone = sorted(set(PUBLIC_BY_ID) - (routes - private))
    assert not gone, f"PUBLIC_BY_ID entries that are not public operations of the app: {gone}"


# ---------------------------------------------------------------------- the run


@dataclass
class World:
    app: FastAPI
    owner: Api
    prober: Api
    nobody: Api
    owner_id: int
    bots: dict[str, str]
    """A's running bot per family."""
    closed: dict[str, str]
    """A's closed bots: id -> family."""
    venue_keys: list[str] = field(default_factory=list)
    """A's stored venue keys' ids."""
    channels: list[str] = field(default_factory=list)
    """A's notification channels' ids."""

    def ids(self) -> list[tuple[str, str]]:
        """Every bot of A: (id, family)."""
        return [(b, f) for f, b in self.bots.items()] + list(self.closed.items())

    def ids_for(self, call: Call) -> list[tuple[str, str]]:
        """The ids of A's that B sends to ``call``."""
        if call.about == "venue_key":
            return [(k, "") for k in self.venue_keys]
        if call.about == "channel":
            return [(k, "") for k in self.channels]
        return self.ids()

    def bot_of(self, call: Call) -> tuple[str, str]:
        if call.about == "venue_key":
            return self.venue_keys[0], ""
        if call.about == "channel":
            return self.channels[0], ""
        family = call.family or SPOT
        return self.bots[family], family


@dataclass
class Tally:
    runs: dict[str, int] = field(default_factory=dict)
    """Cases run per phase: (a) B with A's ids, (b) no session, (c) no CSRF header, controls."""
    leaks: list[str] = field(default_factory=list)
    effects: list[str] = field(default_factory=list)
    logins: list[str] = field(default_factory=list)
    csrf: list[str] = field(default_factory=list)
    controls: list[str] = field(default_factory=list)
    setup: list[str] = field(default_factory=list)

    def ran(self, phase: str) -> None:
        self.runs[phase] = self.runs.get(phase, 0) + 1

    @property
    def cases(self) -> int:
        return sum(self.runs.values())

    def failures(self) -> list[str]:
        return self.setup + self.leaks + self.effects + self.logins + self.csrf + self.controls


def _client(app: FastAPI) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app),
        base_url="http://testserver",
        event_hooks={"response": [contract_hook(app)]},
    )


async def send(
    api: Api, method: str, path: str, body: dict[str, Any], *, csrf: bool = True
) -> dict[str, Any]:
    """The answer without ``time_now``, with the HTTP status as ``http``."""
    if method == "GET":
        r = await api.c.get(path, params=body)
    else:
        headers = api._headers() if csrf else {}
        r = await api.c.request(method, path, json=body, headers=headers)
    data: dict[str, Any] = r.json()
    data.pop("time_now", None)
    data["http"] = r.status_code
    return data


def _text(answer: Mapping[str, Any]) -> str:
    return json.dumps(answer, sort_keys=True)


def _ids_in(value: Any) -> Iterator[str]:
    """Every value under a key that names a bot (or user) id."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in ID_KEYS and isinstance(v, str | int):
                yield str(v)
            yield from _ids_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from _ids_in(v)


async def view(w: World) -> dict[str, Any]:
    """What A sees through the API: every bot's detail and orders, the wallets, the bot lists, the
    portfolio and the ranking setting."""
    seen: dict[str, Any] = {}
    for bot_id, family in w.ids():
        key = "grid_id" if family == SPOT else "bot_id"
        for path in DETAIL[family]:
            seen[f"{path} {bot_id}"] = await send(w.owner, "POST", path, {key: bot_id})
    for wallet in WALLETS:
        seen[wallet] = await send(w.owner, "GET", f"{V2}/asset/balances", {"account_type": wallet})
    for status in ("ongoing", "closed"):
        seen[status] = await send(w.owner, "POST", f"{TB}/list-all-bots", {"status": status, "limit": 50})
    seen["ranking"] = await send(w.owner, "POST", f"{TB}/ranking-settings", {})
    seen["venue keys"] = await send(w.owner, "POST", f"{VK}/list", {})
    seen["portfolio"] = await send(w.owner, "POST", f"{TB}/portfolio", {})
    return seen


async def stored(w: World) -> dict[str, Any]:
    """What the database keeps of A: bot rows and events, orders and fills, ledger entries and
    balances, per-user settings."""
    bots = [int(b) for b, _ in w.ids()]
    owners = [f"u:{w.owner_id}", *(f"bot:{b}" for b in bots)]
    seen: dict[str, Any] = {}
    async with w.app.state.container.sessions() as s:
        rows = select(BotRow).where(BotRow.user_id == w.owner_id).order_by(BotRow.id)
        seen["bots"] = [
            (r.id, r.status, r.close_reason, r.config, r.state, r.meta, r.updated_ms, r.closed_ms)
            for r in await s.scalars(rows)
        ]
        events = select(func.count(), func.max(BotEventRow.seq)).where(BotEventRow.bot_id.in_(bots))
        seen["events"] = tuple((await s.execute(events)).one())
        for orders in (OrderRow, FutOrderRow):
            q = select(orders).where(orders.owner.in_(owners)).order_by(orders.id)
            seen[orders.__tablename__] = [(o.id, o.status, o.updated_ms, o.data) for o in await s.scalars(q)]
        for fills in (FillRow, FutFillRow):
            counted = select(func.count(), func.max(fills.id)).where(fills.owner.in_(owners))
            seen[fills.__tablename__] = tuple((await s.execute(counted)).one())
        touching = or_(*(JournalRow.postings.like(f'%"{o}/%') for o in owners))
        entries = select(JournalRow.seq, JournalRow.ref).where(touching).order_by(JournalRow.seq)
        seen["ledger"] = [tuple(e) for e in (await s.execute(entries)).all()]
        cells = select(BalanceRow).where(or_(*(BalanceRow.account.like(f"{o}/%") for o in owners)))
        seen["balances"] = sorted((b.account, b.asset, b.free, b.locked) for b in await s.scalars(cells))
        kv = await s.scalars(select(KeyValue).where(KeyValue.key.like(f"user:{w.owner_id}:%")))
        seen["settings"] = sorted((k.key, k.value) for k in kv)
        keys = select(VenueKeyRow).where(VenueKeyRow.user_id == w.owner_id).order_by(VenueKeyRow.id)
        seen["venue_keys"] = [
            (k.id, k.venue, k.testnet, k.label, k.api_key_masked, k.ciphertext, k.permissions)
            for k in await s.scalars(keys)
        ]
        notes = (
            select(NotificationRow).where(NotificationRow.user_id == w.owner_id).order_by(NotificationRow.id)
        )
        seen["notifications"] = [(n.id, n.kind, n.read, n.data) for n in await s.scalars(notes)]
        chans = select(NotificationChannelRow).where(NotificationChannelRow.user_id == w.owner_id)
        seen["channels"] = sorted(
            (c.id, c.type, c.label, c.target, c.secret, c.enabled) for c in await s.scalars(chans)
        )
        # the dispatcher's own progress (attempts, status) moves on its own: which deliveries exist
        sent = select(NotificationDeliveryRow).where(NotificationDeliveryRow.user_id == w.owner_id)
        seen["deliveries"] = sorted((d.id, d.notification_id, d.channel_id) for d in await s.scalars(sent))
        pref = await s.get(NotificationSettingRow, w.owner_id)
        seen["notification settings"] = (
            None if pref is None else (pref.disabled, pref.locale, pref.risk_threshold)
        )
        rank = await s.get(RankingSettingRow, w.owner_id)
        seen["ranking"] = None if rank is None else (rank.listed, rank.updated_ms)
    return seen


def _changed(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    return sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))


async def setup(w: World, tally: Tally) -> None:
    """A: five running bots with fills and a closed spot grid, not listed; B: funds, no bot."""
    for api, email in ((w.owner, OWNER), (w.prober, PROBER)):
        r = await api.register(email)
        assert r["ret_code"] == 0, r
        await api.result(f"{V2}/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    w.owner_id = int((await w.owner.get(f"{V2}/user/profile"))["result"]["id"])
    t0 = 4_102_448_400_000  # a fixed market time (see tests/integration/api/test_ranking.py)
    await market(w.owner, t0, -1)  # a new price: the market's clock (and funding's) starts at t0
    for family in FAMILIES:
        w.bots[family] = await create(w.owner, family, INVEST[family])
    closed = await create(w.owner, SPOT, "500", min_price="80000", max_price="120000")
    await market(w.owner, t0 + HOUR_MS, -30)  # down 3 %: grids buy, the DCA and the martingale add
    await market(w.owner, t0 + 2 * HOUR_MS, 0)  # and back: grids sell
    await w.owner.result(f"{SG}/close-grid", {"grid_id": closed, "close_mode": 4})
    w.closed[closed] = SPOT
    await w.owner.result(f"{TB}/ranking-settings", {"listed": False})
    w.venue_keys.append((await w.owner.result(f"{VK}/add", VENUE_KEY))["id"])
    w.channels.append((await w.owner.result(f"{NT}/channels/add", TELEGRAM))["id"])
    dispatcher = w.app.state.container.dispatcher
    while await dispatcher.fan_out():  # A's bots' notifications have their deliveries: none comes later
        pass
    for family, bot_id in w.bots.items():
        key = "grid_id" if family == SPOT else "bot_id"
        fills = await w.owner.result(DETAIL[family][2], {key: bot_id})
        if not fills["list"]:
            tally.setup.append(f"set-up: A's {family} bot {bot_id} has no fill")


async def probe_foreign(
    w: World, tally: Tally, method: str, path: str, call: Call, prober: Api | None = None
) -> None:
    """(a) B (or ``prober``) with each of A's ids answers as with a missing id, and a call about
    the caller names nothing of A's."""
    prober = prober or w.prober
    if not call.bot:
        answer = await send(prober, method, path, call.body("", ""))
        tally.ran("(a)")
        mine = {b for b, _ in w.ids()} | {str(w.owner_id)}
        if call.about == "venue_key":  # its ids are venue keys' (a user's id is never one)
            mine = set(w.venue_keys)
        if call.about == "channel":  # its ids are channels'
            mine = set(w.channels)
        named = sorted(set(_ids_in(answer.get("result"))) & mine)
        text = _text(answer)
        if named or any(n in text for n in OWNER_NAMES) or answer["http"] >= 500:
            tally.leaks.append(f"(a) {method} {path} as B names A's {named or 'name'}: {text[:300]}")
        return
    for bot_id, family in w.ids_for(call):
        foreign = await send(prober, method, path, call.body(bot_id, family))
        missing = await send(prober, method, path, call.body(MISSING, family))
        tally.ran("(a)")
        expected = _text(missing).replace(MISSING, bot_id)
        if _text(foreign) != expected or foreign["ret_code"] == 0:
            what = f"{family} bot" if family else call.about
            tally.leaks.append(
                f"(a) {method} {path} as B with A's {what} {bot_id}: {_text(foreign)[:300]} "
                f"but a missing id: {_text(missing)[:300]}"
            )


async def run_phase(
    w: World, tally: Tally, phase: str, cases: Iterable[tuple[str, str, Call]], act: Any
) -> None:
    """Each case through ``act``; after each write A's stored state, and after the phase what A
    sees too, must be as before the phase."""
    seen, kept = await view(w), await stored(w)
    for method, path, call in cases:
        await act(method, path, call)
        if call.write:
            changed = _changed(kept, now := await stored(w))
            if changed:
                tally.effects.append(f"{phase} {method} {path} changed A's stored {changed}")
                kept = now
    changed = _changed(kept, await stored(w)) + _changed(seen, await view(w))
    if changed:
        tally.effects.append(f"{phase}: A's {changed} changed")


def cases() -> list[tuple[str, str, Call]]:
    return [(m, p, c) for (m, p), calls in sorted(MATRIX.items(), key=lambda kv: kv[0][1]) for c in calls]


async def run_matrix(w: World, tally: Tally) -> None:
    await setup(w, tally)
    if tally.setup:
        return

    async def foreign(method: str, path: str, call: Call) -> None:
        await probe_foreign(w, tally, method, path, call)

    async def logged_out(method: str, path: str, call: Call) -> None:
        bot_id, family = w.bot_of(call)
        answer = await send(w.nobody, method, path, call.body(bot_id, family))
        tally.ran("(b)")
        if answer["ret_code"] != 10007:
            tally.logins.append(f"(b) {method} {path} without a session: {_text(answer)[:300]}")

    async def forged(method: str, path: str, call: Call) -> None:
        if method == "GET":
            return
        bot_id, family = w.bot_of(call)
        answer = await send(w.owner, method, path, call.body(bot_id, family), csrf=False)
        tally.ran("(c)")
        if answer["ret_code"] != 10010:
            tally.csrf.append(f"(c) {method} {path} as A without X-CSRF-Token: {_text(answer)[:300]}")

    async def public(method: str, path: str, call: Call) -> None:
        for who in (w.prober, w.nobody):
            await probe_foreign(w, tally, method, path, call, who)

    await run_phase(w, tally, "(a)", cases(), foreign)
    await run_phase(w, tally, "(a) public", [(m, p, c) for (m, p), c in sorted(PUBLIC_BY_ID.items())], public)
    await run_phase(w, tally, "(b)", cases(), logged_out)
    await run_phase(w, tally, "(c)", cases(), forged)
    await controls(w, tally)


async def controls(w: World, tally: Tally) -> None:
    """A makes every call: each answers as the table says; each write changes A's state."""
    order = sorted(cases(), key=lambda c: (c[2].write, c[2].last))
    for method, path, call in order:
        bot_id, family = w.bot_of(call)
        before = await stored(w) if call.write else {}
        answer = await send(w.owner, method, path, call.body(bot_id, family))
        tally.ran("controls")
        if answer["ret_code"] != call.owner:
            tally.controls.append(
                f"control {method} {path} as A answered {_text(answer)[:300]} (the table says {call.owner})"
            )
        elif call.write and call.changes and not _changed(before, await stored(w)):
            tally.controls.append(f"control {method} {path} as A changed nothing stored of A's")


# ---------------------------------------------------------------------- figures

DEFECTS = [
    Defect(
        "Another user's bot answered 12005 FORBIDDEN (reads) or 12008 Can_Not_Cancel_Others_Grid "
        "(writes), 'this bot belongs to another user', where a missing one answers 12006 "
        "'bot <id> not found': bot ids could be probed, in every family (BotRepo.own)",
        "log in as B; POST /s1/bot/grid/v1/query-grid-detail {grid_id: <A's grid>} -> 12005, "
        "{grid_id: 999} -> 12006; close-grid -> 12008",
        "4252ab9",
    ),
    Defect(
        "pnl-history of another user's bot answered 12005 'this bot belongs to another user'",
        "log in as B; POST /s1/bot/tradingbot/v1/pnl-history {bot_id: <A's bot>} -> 12005",
        "4252ab9",
    ),
    Defect(
        "A copy of an unlisted owner's bot answered 12006 'this bot is not listed: it cannot be "
        "copied' (another message than a missing bot's), and 12016 BOT_HAS_BEEN_CLOSED for its "
        "closed bots: an unlisted user's bot ids could be probed",
        "A unlisted; log in as B; POST /s1/bot/tradingbot/v1/copy-bot {bot_type, bot_id: <A's bot>} "
        "or a create with create_type COPY and followed_grid_id",
        "4252ab9",
    ),
    Defect(
        "The public follow details of every family answered an unlisted user's bot (its parameters, "
        "status, returns and the owner's masked e-mail) to anyone, with no session: their bot ids "
        "could be probed and their bots read although they chose not to be public",
        "A unlisted; without a session POST /s1/bot/dca/v1/follow-detail {bot_id: <A's bot>} -> 0 "
        "with the detail, {bot_id: 999} -> 12006",
        "1a7cd09",
    ),
]


def record(db: str, private: set[tuple[str, str]], tally: Tally) -> None:
    """The part's figures for ``db``, next to those another process wrote for the other database."""
    tag = f" ({db})"
    covered = len(private & set(MATRIX))
    part = Part("matrix", "Cross-user matrix", defects=list(DEFECTS))
    out = os.environ.get("RELIABILITY_OUT")
    if out and (Path(out) / "matrix.json").is_file():  # the other database's run (another process)
        old = json.loads((Path(out) / "matrix.json").read_text())
        part.figures = [Figure(**f) for f in old["figures"] if not f["label"].endswith(tag)]
        part.notes = [n for n in old["notes"][1:] if not n.startswith(f"{db}: ")]
    part.add(f"private operations{tag}", len(private))
    part.add(f"public operations by bot id{tag}", len(PUBLIC_BY_ID))
    percent = 100 * covered // max(len(private), 1)
    part.add(f"covered{tag}", f"{covered}/{len(private)} ({percent} %)", "100 %", covered == len(private))
    runs = ", ".join(f"{phase} {n}" for phase, n in tally.runs.items())
    part.add(f"cases run{tag}", f"{tally.cases} ({runs})")
    part.add(f"leaks{tag}", len(tally.leaks), "0", not tally.leaks)
    part.add(f"effects{tag}", len(tally.effects), "0", not tally.effects)
    part.add(f"not 10007 without a session{tag}", len(tally.logins), "0", not tally.logins)
    part.add(f"not 10010 without the CSRF header{tag}", len(tally.csrf), "0", not tally.csrf)
    part.add(f"owner controls not as expected{tag}", len(tally.controls), "0", not tally.controls)
    part.notes = [
        "User A runs one bot of each family with fills and a closed spot grid, and is not listed; "
        "user B sends each of A's bot ids to every private operation and must get the answer a "
        "missing id gets (so do B and anyone without a session on the public calls that take a bot "
        "id: follow details, copy parameters); every private call also without a session and, as "
        "A, without the CSRF header; "
        "after every write A's bots, orders, wallets, lists, ledger, settings, venue keys and "
        "notifications are unchanged.",
        *part.notes,
        *[f"{db}: {line}" for line in tally.failures()],
    ]
    part.write()


async def test_cross_user_matrix(client: httpx.AsyncClient, db_url: str) -> None:
    app: FastAPI = client._transport.app  # type: ignore[attr-defined]
    private = private_operations(app)
    async with _client(app) as owner, _client(app) as prober, _client(app) as nobody:
        w = World(app, Api(owner), Api(prober), Api(nobody), 0, {}, {})
        tally = Tally()
        await run_matrix(w, tally)
    db = "PostgreSQL" if db_url.startswith("postgresql") else "SQLite"
    record(db, private, tally)
    uncovered = sorted(private - set(MATRIX))
    failures = tally.failures() + [f"not in MATRIX: {op}" for op in uncovered]
    assert not failures, f"{len(failures)} failing cases of {tally.cases}:\n" + "\n".join(failures)
