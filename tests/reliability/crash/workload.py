"""The crash campaign's client: a seeded mixed workload of the five families with moving prices,
and the record of every command's outcome (acknowledged, refused, or in flight at the kill).

Every command is one HTTP call. An answer with ``ret_code`` 0 is *acknowledged* and must survive
any later kill; a refusal (``ret_code`` != 0) must have changed nothing; a call the kill cut off
(no answer) is *in flight*: either outcome is allowed, but only once.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

from tests.reliability.crash.server import LOOPBACK_TLS, TOKEN

SPOT_BASE = {"BTCUSDT": 100_000}
LINEAR_BASE = {"BTCUSDT": 100_000, "ETHUSDT": 2_500, "SOLUSDT": 150}
BAND = 0.04
"""Prices walk within ±4 % of their base: inside every bot's range, far from TP/SL."""

TRANSFER = {"coin": "USDT", "amount": "1", "from_account_type": "FUND", "to_account_type": "UNIFIED"}
"""The user's own transfers: 1 USDT FUND -> UNIFIED each; nothing else touches UNIFIED."""


@dataclass(frozen=True)
class Family:
    """How the workload drives one family through its HTTP calls."""

    name: str
    prefix: str
    create: str
    id_key: str
    body: dict[str, Any]
    detail: str
    detail_key: str
    close: str
    close_extra: dict[str, Any]
    modify: str
    modify_body: Callable[[str], dict[str, Any]]
    modify_values: tuple[str, ...]
    read_modified: Callable[[dict[str, Any]], str]
    """The modified field as the ``modified_from`` call's result shows it."""
    add: tuple[str, Callable[[], dict[str, Any]]] | None = None
    withdraw: tuple[str, Callable[[], dict[str, Any]]] | None = None
    modified_from: str = ""
    """The read that shows the modified field (the detail when empty)."""


def _legs() -> list[dict[str, Any]]:
    return [
        {"symbol": "BTCUSDT", "side": 1, "target_position_percent": "0.5"},
        {"symbol": "ETHUSDT", "side": 1, "target_position_percent": "0.3"},
        {"symbol": "SOLUSDT", "side": 2, "target_position_percent": "0.2"},
    ]


FAMILIES = (
    Family(
        "spot-grid", "/s1/bot/grid/v1", "/create-grid", "grid_id",
        {"symbol": "BTCUSDT", "min_price": "94000", "max_price": "106000", "cell_number": 12,
         "quote_investment": "300", "source": 1},
        "/query-grid-detail", "detail", "/close-grid", {"close_mode": 3},
        "/update-sgrid", lambda v: {"take_profit_price": v}, ("120000", "121000", "122000"),
        lambda r: str(r["detail"]["take_profit_price"]),
        withdraw=("/withdraw-profit", lambda: {"amount": "0.01"}),
    ),
    Family(
        "futures-grid", "/contract/v5/fgridbot", "/fgrid-bot-create", "bot_id",
        {"symbol": "BTCUSDT", "grid_mode": 1, "grid_type": 1, "min_price": "94000", "max_price": "106000",
         "cell_number": 8, "leverage": "5", "total_investment": "600"},
        "/get-fgrid-detail", "detail", "/fgrid-bot-close", {},
        "/s1/bot/fgrid/v1/update-fgrid-tpsl",
        lambda v: {"tp_sl_type": 1, "take_profit_per": v, "stop_loss_per": "0.9"},
        ("5", "6", "7"), lambda r: str(r["detail"]["take_profit_per"]),
        add=("/add-margin", lambda: {"amount": "20"}),
        withdraw=("/withdraw-profit", lambda: {"amount": "0.01"}),
    ),
    Family(
        "spot-dca", "/s1/bot/dca/v1", "/create-bot", "bot_id",
        {"dca_type": "SAFETY_ORDER", "symbol": "BTCUSDT", "init_order_amount": "100",
         "safety_order_amount": "50", "max_safety_orders": 3, "price_step": "0.01",
         "step_multiplier": "1.2", "volume_multiplier": "1.5", "tp_pct": "0.05", "auto_cycle": "ENABLE"},
        "/detail", "detail", "/close-bot", {"close_mode": 3},
        "/update-parameters", lambda v: {"parameters": {"tp_pct": v}}, ("0.06", "0.07", "0.08"),
        lambda r: str(r["parameters"]["tp_pct"]), modified_from="/parameters",
    ),
    Family(
        "futures-martingale", "/contract/v5/private/fmartingalebot", "/create-fmart-bot", "bot_id",
        {"symbol": "BTCUSDT", "martingale_mode": 1, "leverage": "5", "price_float_percent": "0.01",
         "add_position_percent": "1.5", "add_position_num": 3, "init_margin": "300",
         "round_tp_percent": "0.01", "auto_cycle_toggle": 1},
        "/get-fmart-detail", "fmart_detail", "/close-fmart-bot", {},
        "/update-fmart-bot", lambda v: {"sl_percent": v}, ("0.5", "0.6", "0.7"),
        lambda r: str(r["fmart_detail"]["sl_per"]),
        add=("/update-fmart-bot", lambda: {"add_margin": "20"}),
    ),
    Family(
        "futures-combo", "/contract/v5/private/fcombobot", "/create-bot", "bot_id",
        {"symbol_settings": _legs(), "leverage": "2", "init_margin": "300", "adjust_position_mode": 2,
         "adjust_position_percent": "0.05"},
        "/get-detail", "detail", "/close-bot", {},
        "/modify-setting", lambda v: {"tp_percent": v}, ("0.8", "0.9", "1"),
        lambda r: str(r["detail"]["tp_percent"]),
        add=("/transfer", lambda: {"transfer_type": "IN", "amount": "20"}),
        withdraw=("/transfer", lambda: {"transfer_type": "OUT", "amount": "5"}),
    ),
)  # fmt: skip
BY_NAME = {f.name: f for f in FAMILIES}


@dataclass
class BotRecord:
    """What the client knows of one bot it created."""

    family: str
    bot_id: str
    closed: str = "no"  # "no", "maybe" (close in flight at a kill), "yes" (acknowledged)
    adds: int = 0
    adds_maybe: int = 0
    withdraws: int = 0
    withdraws_maybe: int = 0
    modified: str | None = None
    modified_maybe: set[str] = field(default_factory=set)
    modifies: int = 0
    touched: bool = True
    """Changed since its last check through the API (closed bots are checked once more)."""


@dataclass
class Record:
    """Every acknowledged command and every command in flight at a kill."""

    bots: dict[str, BotRecord] = field(default_factory=dict)
    creates_maybe: int = 0
    transfers: int = 0
    transfers_maybe: int = 0
    acknowledged: int = 0
    refused: int = 0
    in_flight: int = 0
    errors: list[str] = field(default_factory=list)
    """Answers outside the envelope or HTTP 5xx: defects."""
    lock: threading.Lock = field(default_factory=threading.Lock)

    def live(self) -> list[BotRecord]:
        return [b for b in self.bots.values() if b.closed == "no"]


class Market:
    """Seeded random walks of the spot and perpetual prices the workload sends (admin calls)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.prices: dict[tuple[str, str], int] = {
            **{("spot", s): p for s, p in SPOT_BASE.items()},
            **{("linear", s): p for s, p in LINEAR_BASE.items()},
        }

    def move(self) -> tuple[str, str, str]:
        """The next price of a random series, as (category, symbol, price)."""
        key = self.rng.choice(sorted(self.prices))
        base = (SPOT_BASE if key[0] == "spot" else LINEAR_BASE)[key[1]]
        p = self.prices[key] * (1 + self.rng.uniform(-0.006, 0.006))
        p = min(max(p, base * (1 - BAND)), base * (1 + BAND))
        tick = 10 if base >= 10_000 else (1 if base >= 1_000 else 0.1)
        price = round(p / tick) * tick
        self.prices[key] = price
        return key[0], key[1], f"{price:.1f}".rstrip("0").rstrip(".")


class Session:
    """A logged-in trader's HTTP session (cookies + CSRF) and the admin's."""

    def __init__(self, base: str, cookies: dict[str, str] | None = None) -> None:
        self.c = httpx.Client(base_url=base, cookies=cookies, timeout=30, verify=LOOPBACK_TLS)

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        csrf = self.c.cookies.get("csrf_token")
        r = self.c.post(path, json=body, headers={"X-CSRF-Token": csrf} if csrf else {})
        if r.status_code >= 500 or "ret_code" not in r.text:
            raise Defect(f"{path} {body}: HTTP {r.status_code} {r.text[:300]}")
        data: dict[str, Any] = r.json()
        return data

    def admin(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        r = self.c.post(path, json=body, headers={"Authorization": f"Bearer {TOKEN}"})
        if r.status_code >= 500:
            raise Defect(f"{path} {body}: HTTP {r.status_code} {r.text[:300]}")
        data: dict[str, Any] = r.json()
        return data

    def set_price(self, category: str, symbol: str, price: str) -> None:
        r = self.admin("/admin/market/price", {"category": category, "symbol": symbol, "price": price})
        if r["ret_code"] != 0:
            raise Defect(f"price {category} {symbol} {price}: {r}")

    def close(self) -> None:
        self.c.close()


class Defect(Exception):
    """An answer no call may give (5xx, outside the envelope, a price refused)."""


def path_of(fam: Family, path: str) -> str:
    """A family call's path: under the family's prefix unless it names its own."""
    return path if path.startswith(("/s1/", "/contract/")) else fam.prefix + path


class Workload:
    """Random commands from a seeded stream, each outcome written to the shared record."""

    def __init__(
        self, rec: Record, market: Market, rng: random.Random, worker: int = 0, workers: int = 1
    ) -> None:
        self.rec = rec
        self.market = market
        self.rng = rng
        self.worker, self.workers = worker, workers
        """Each worker acts on its own bots (id modulo ``workers``): one command per bot at a time."""
        self.answered = 0
        """Commands and price moves answered so far."""

    def step(self, s: Session) -> None:
        """One random command (or price move)."""
        rec, rng = self.rec, self.rng
        with rec.lock:
            running = len(rec.live())
            live = [b for b in rec.live() if int(b.bot_id) % self.workers == self.worker]
            r = rng.random()
            if r < 0.35 or (r < 0.45 and running >= 8):
                kind = "price"
            elif (r < 0.55 and running < 12) or not live:
                kind = "create"
            elif r < 0.62:
                kind = "transfer"
            else:
                kind = rng.choice(("modify", "modify", "add", "withdraw", "close"))
            bot = rng.choice(live) if live else None
            fam = rng.choice(FAMILIES) if kind == "create" else (BY_NAME[bot.family] if bot else None)
            price = self.market.move() if kind == "price" else None
            value = None
            if kind == "modify" and bot is not None and fam is not None:
                bot.modifies += 1
                value = fam.modify_values[bot.modifies % len(fam.modify_values)]
        self._do(s, kind, bot, fam, price, value)
        self.answered += 1

    def _do(
        self,
        s: Session,
        kind: str,
        bot: BotRecord | None,
        fam: Family | None,
        price: tuple[str, str, str] | None,
        value: str | None,
    ) -> None:
        if kind == "price":
            assert price is not None
            s.set_price(*price)
            return
        if kind == "create":
            assert fam is not None
            self._create(s, fam)
            return
        if kind == "transfer":
            self._call(s, "/v2/private/asset/transfer", TRANSFER, "transfers", None)
            return
        assert bot is not None and fam is not None
        ref = {fam.id_key: bot.bot_id}
        if kind == "modify":
            assert value is not None
            self._call(s, path_of(fam, fam.modify), {**ref, **fam.modify_body(value)}, "modify", bot, value)
        elif kind == "add" and fam.add is not None:
            self._call(s, path_of(fam, fam.add[0]), {**ref, **fam.add[1]()}, "adds", bot)
        elif kind == "withdraw" and fam.withdraw is not None:
            self._call(s, path_of(fam, fam.withdraw[0]), {**ref, **fam.withdraw[1]()}, "withdraws", bot)
        elif kind == "close":
            self._call(s, path_of(fam, fam.close), {**ref, **fam.close_extra}, "close", bot)

    def _create(self, s: Session, fam: Family) -> None:
        with self.rec.lock:
            self.rec.creates_maybe += 1
        try:
            r = s.post(path_of(fam, fam.create), fam.body)
        except httpx.HTTPError:
            with self.rec.lock:
                self.rec.in_flight += 1
            raise
        with self.rec.lock:
            self.rec.creates_maybe -= 1
            if r["ret_code"] == 0:
                bot_id = str(r["result"][fam.id_key])
                self.rec.bots[bot_id] = BotRecord(fam.name, bot_id)
                self.rec.acknowledged += 1
            else:
                self.rec.refused += 1

    def _call(
        self, s: Session, path: str, body: dict[str, Any], what: str, bot: BotRecord | None, value: str = ""
    ) -> None:
        """Send a command: in flight until answered, then acknowledged or refused."""
        rec = self.rec
        with rec.lock:
            _mark(rec, what, bot, value, maybe=+1)
        try:
            r = s.post(path, body)
        except httpx.HTTPError:
            with rec.lock:
                rec.in_flight += 1
            raise
        with rec.lock:
            _mark(rec, what, bot, value, maybe=-1)
            if r["ret_code"] != 0:
                rec.refused += 1
                return
            rec.acknowledged += 1
            if what == "transfers":
                rec.transfers += 1
            elif bot is not None and what == "modify":
                bot.modified = value
                bot.modified_maybe.clear()
            elif bot is not None and what == "close":
                bot.closed = "yes"
            elif bot is not None:
                setattr(bot, what, getattr(bot, what) + 1)


def _mark(rec: Record, what: str, bot: BotRecord | None, value: str, maybe: int) -> None:
    """Count a command as in flight (+1) or no longer (-1)."""
    if what == "transfers":
        rec.transfers_maybe += maybe
        return
    if bot is None:
        return
    bot.touched = True
    if what == "modify":
        if maybe > 0:
            bot.modified_maybe.add(value)
    elif what == "close":
        if maybe > 0 and bot.closed == "no":
            bot.closed = "maybe"
        elif maybe < 0 and bot.closed == "maybe":
            bot.closed = "no"
    else:
        name = f"{what}_maybe"
        setattr(bot, name, getattr(bot, name) + maybe)
