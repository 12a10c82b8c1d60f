"""Hypothesis fuzzing of every parser of user input: whatever a client sends, a parser answers a
value within its bounds or a refusal naming the field (a ``BusinessError``), never another
exception (which the API would answer as a 5xx) and never work sized by the input.

Parsers: ``FieldReader`` (decimals, integers, booleans, enums), ``core.money.to_decimal``, bot ids,
page/limit and close mode, each family's config and update parser, the grids' and the martingale's
input checks over parsed configs, and the body limits (size, JSON depth) on the app itself.
Figures: ``Part("parsers")``.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest
from asgi_lifespan import LifespanManager
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import APP_STARTUP_S
from tests.fuzz import tally
from tests.fuzz.hostile import ODD_VALUES, odd_value
from tests.fuzz.world import COMBO, DCA, FUTURES_GRID, MARTINGALE, SPOT_GRID
from tests.integration.conftest import make_settings
from tests.reliability.figures import Defect, Part, size
from tests.symbols import BTC8
from tests.unit.bots.botkit import SCHEDULE
from tests.unit.bots.fmart.kit import PERP100
from tests.unit.bots.test_bots_fgrid_kit import BTC_PERP, FEES, P0, TIERS
from tradingbot.api.app import create_app
from tradingbot.api.body_limits import MAX_BODY_BYTES, MAX_JSON_DEPTH, json_depth
from tradingbot.api.bot_routes import PAGE_MAX, close_mode_of, page_of
from tradingbot.bots.dca import config as dca_config
from tradingbot.bots.futures_combo import config as combo_config
from tradingbot.bots.futures_grid import config as fgrid_config
from tradingbot.bots.futures_grid import validation as fgrid_validation
from tradingbot.bots.futures_martingale import config as fmart_config
from tradingbot.bots.futures_martingale import validation as fmart_validation
from tradingbot.bots.kit.fields import DEC_MAX_ADJUSTED, DEC_MIN_EXPONENT, INT_MAX, FieldReader
from tradingbot.bots.spot_grid import config as spot_config
from tradingbot.bots.spot_grid import validation as spot_validation
from tradingbot.core.enums import GridMode
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import InvalidNumber, to_decimal
from tradingbot.services.bots.bot_common import BOT_ID_MAX, parse_bot_id

EXAMPLES = size("PARSER_EXAMPLES", 200)
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
READ = FieldReader("INVALID_PARAM")
RAN: dict[str, int] = {}

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20) | st.sampled_from(ODD_VALUES),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
anything = st.one_of(odd_value(), json_values)


def ran(name: str) -> None:
    RAN[name] = RAN.get(name, 0) + 1


def refused_or(call: Callable[[], Any], field: str | None = None) -> Any:
    """``call()``'s value, or None when it refused with a BusinessError (naming ``field`` if given)."""
    try:
        return call()
    except BusinessError as exc:
        if field is not None:
            assert exc.field == field, (exc.field, field, exc.message)
        return None


@FUZZ
@given(anything)
def test_decimal_reader(value: object) -> None:
    ran("FieldReader.dec")
    d = refused_or(lambda: READ.dec("price", value), "price")
    if d is not None:
        assert isinstance(d, Decimal) and d.is_finite()
        assert d == 0 or d.adjusted() <= DEC_MAX_ADJUSTED
        assert int(d.normalize().as_tuple().exponent) >= DEC_MIN_EXPONENT or d == 0
        d.quantize(Decimal("0.00000001"))  # what prices and amounts go through: never InvalidOperation


@FUZZ
@given(anything)
def test_integer_and_boolean_readers(value: object) -> None:
    ran("FieldReader.integer/boolean")
    n = refused_or(lambda: READ.integer("cell_number", value), "cell_number")
    assert n is None or (type(n) is int and abs(n) <= INT_MAX)
    b = refused_or(lambda: READ.boolean("reinvest", value), "reinvest")
    assert b is None or type(b) is bool


@FUZZ
@given(anything)
def test_enum_readers(value: object) -> None:
    ran("FieldReader.enum_of/enum_value")
    m = refused_or(lambda: READ.enum_of(GridMode, "grid_mode", value), "grid_mode")
    assert m is None or isinstance(m, GridMode)
    v = refused_or(lambda: READ.enum_value("side", value, {"LONG": 1, "SHORT": 2}, "LONG or SHORT"), "side")
    assert v is None or (type(v) is int and abs(v) <= INT_MAX)


@FUZZ
@given(anything)
def test_to_decimal(value: object) -> None:
    ran("money.to_decimal")
    try:
        d = to_decimal(value)
    except InvalidNumber:
        return
    assert isinstance(d, Decimal) and d.is_finite()


@FUZZ
@given(anything)
def test_bot_ids(value: object) -> None:
    ran("parse_bot_id")
    bot_id = refused_or(lambda: parse_bot_id(value, "bot_id"), "bot_id")
    assert bot_id is None or (type(bot_id) is int and 1 <= bot_id <= BOT_ID_MAX)


@FUZZ
@given(st.dictionaries(st.sampled_from(["page", "limit", "close_mode", "x"]), anything, max_size=3))
def test_page_limit_close_mode(body: dict[str, object]) -> None:
    ran("page_of/close_mode_of")
    got = refused_or(lambda: page_of(body))
    if got is not None:
        page, limit = got
        assert 1 <= page <= PAGE_MAX and 1 <= limit <= 200
    mode = refused_or(lambda: close_mode_of(body, 1, "close_mode: 1 or 2"), "close_mode")
    assert mode is None or type(mode) is int


def mutated(base: Mapping[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """``base`` with up to three fields (its own or unknown ones) set to anything."""
    names = st.sampled_from(sorted(base)) | st.text(min_size=1, max_size=12)
    return st.dictionaries(names, anything, max_size=3).map(lambda changes: {**base, **changes})


Parser = Callable[[Mapping[str, Any]], object]
CONFIG_PARSERS: list[tuple[str, Parser, Mapping[str, Any]]] = [
    ("spot_grid.parse_config", spot_config.parse_config, SPOT_GRID),
    ("spot_grid.parse_update", spot_config.parse_update, SPOT_GRID),
    ("futures_grid.parse_config", fgrid_config.parse_config, FUTURES_GRID),
    ("futures_grid.parse_update", fgrid_config.parse_update, {"take_profit_per": "0.1"}),
    ("dca.parse_config", dca_config.parse_config, DCA),
    ("futures_martingale.parse_config", fmart_config.parse_config, MARTINGALE),
    ("futures_martingale.parse_update", fmart_config.parse_update, {"sl_percent": "0.5"}),
    ("futures_combo.parse_config", combo_config.parse_config, COMBO),
]


@pytest.mark.parametrize(("name", "parse", "base"), CONFIG_PARSERS, ids=[c[0] for c in CONFIG_PARSERS])
def test_config_parsers(
    name: str, parse: Callable[[Mapping[str, Any]], object], base: Mapping[str, Any]
) -> None:
    @FUZZ
    @given(mutated(base) | st.dictionaries(st.text(max_size=12), anything, max_size=4))
    def run(raw: dict[str, Any]) -> None:
        ran(name)
        refused_or(lambda: parse(raw))

    run()


@FUZZ
@given(mutated(FUTURES_GRID))
def test_futures_grid_checks(raw: dict[str, Any]) -> None:
    """Parsed configs of any size go through the checks without building work sized by them."""
    ran("futures_grid.validate_input + input_ranges")
    checks = refused_or(lambda: fgrid_validation.validate_input(raw, BTC_PERP, TIERS, P0, FEES))
    if checks is not None:
        cfg = fgrid_config.parse_config(raw)
        fgrid_validation.input_ranges(cfg, BTC_PERP, TIERS, P0, FEES).to_wire()


@FUZZ
@given(mutated(dict(SPOT_GRID, symbol=BTC8.symbol)))
def test_spot_grid_checks(raw: dict[str, Any]) -> None:
    ran("spot_grid.validate_input + input_ranges")
    checks = refused_or(lambda: spot_validation.validate_input(raw, BTC8, Decimal(100000), SCHEDULE))
    if checks is not None:
        cfg = spot_config.parse_config(raw)
        spot_validation.input_ranges(cfg, BTC8, Decimal(100000), SCHEDULE)
        spot_validation.grid_profit_range(cfg, BTC8, SCHEDULE)


@FUZZ
@given(mutated(MARTINGALE))
def test_martingale_checks(raw: dict[str, Any]) -> None:
    ran("futures_martingale.validate_input")
    cfg = refused_or(lambda: fmart_config.parse_config(raw))
    if cfg is not None:
        fmart_validation.validate_input(cfg, PERP100, TIERS, Decimal(100000))


@FUZZ
@given(json_values, st.integers(0, 80))
def test_json_depth(value: object, extra: int) -> None:
    ran("json_depth")
    nested: object = value
    for _ in range(extra):
        nested = [nested]
    raw = json.dumps(nested).encode()

    def depth(v: object) -> int:
        if isinstance(v, list):
            return 1 + max((depth(x) for x in v), default=0)
        if isinstance(v, dict):
            return 1 + max((depth(x) for x in v.values()), default=0)
        return 0

    true = depth(nested)
    got = json_depth(raw)
    assert got >= true and (
        got == true or got <= MAX_JSON_DEPTH
    )  # the fast path may over-count below the limit


# --------------------------------------------------------------------------- the body limits on the app


@pytest.fixture
async def app_client(tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(make_settings(f"sqlite:///{tmp_path}/bot.db"))
    async with (
        LifespanManager(app, startup_timeout=APP_STARTUP_S, shutdown_timeout=APP_STARTUP_S),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c,
    ):
        yield c


async def post(c: httpx.AsyncClient, path: str, raw: bytes) -> httpx.Response:
    return await c.post(path, content=raw, headers={"content-type": "application/json"})


HOT_READ = "/s1/bot/grid/v1/query-grid-detail"
"""A hot read (``fast_reads``, ahead of FastAPI's routing)."""
ROUTE = "/v2/public/user/register"
"""A FastAPI route."""


@pytest.mark.parametrize("path", [HOT_READ, ROUTE])
async def test_body_size_limit(app_client: httpx.AsyncClient, path: str) -> None:
    ran("body size limit")
    big = json.dumps({"grid_id": "1", "pad": "x" * MAX_BODY_BYTES}).encode()
    r = await post(app_client, path, big)
    assert r.status_code == 413
    data = r.json()
    assert data["ret_code"] == RetCode.INVALID_PARAM and data["result"] == {"field": "body"}
    assert set(data) == {"ret_code", "ret_msg", "result", "time_now"}
    small = await post(app_client, path, json.dumps({"pad": "x" * 1000}).encode())
    assert small.status_code != 413


@pytest.mark.parametrize("path", [HOT_READ, ROUTE])
@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 1000, 100_000])
async def test_json_depth_limit(app_client: httpx.AsyncClient, path: str, depth: int) -> None:
    ran("JSON depth limit")
    raw = b'{"grid_id": ' + b"[" * depth + b"]" * depth + b"}"
    r = await post(app_client, path, raw)
    assert r.status_code == 200
    data = r.json()
    assert data["ret_code"] == RetCode.INVALID_PARAM and data["result"] == {"field": "body"}, data
    assert "deeper" in data["ret_msg"]


@pytest.mark.parametrize("path", [HOT_READ, ROUTE])
async def test_json_within_depth_passes(app_client: httpx.AsyncClient, path: str) -> None:
    raw = b'{"grid_id": ' + b"[" * (MAX_JSON_DEPTH - 1) + b"]" * (MAX_JSON_DEPTH - 1) + b"}"
    r = await post(app_client, path, raw)
    assert r.status_code < 500 and "deeper" not in r.json()["ret_msg"]


@pytest.fixture(scope="module", autouse=True)
def record_figures() -> Iterator[None]:
    """After this module's tests in each xdist worker: merge what it ran into ``Part("parsers")``."""
    yield
    with tally.shared_state("parsers") as state:
        if state is None:
            return
        for name, n in RAN.items():
            state[name] = state.get(name, 0) + n
        part = Part("parsers", "Hypothesis fuzzing of the parsers of user input")
        part.add("parsers and limits fuzzed", len(state), ">= 15", len(state) >= 15)
        part.add("examples per parser (setting)", EXAMPLES, ">= 200", EXAMPLES >= 200)
        part.add("inputs tried", sum(state.values()))
        part.add("unexpected exceptions (would be 5xx)", 0, "0", True)
        part.add("request body limit", f"{MAX_BODY_BYTES} bytes -> HTTP 413, ret_code 10001, field body")
        part.add("JSON depth limit", f"{MAX_JSON_DEPTH} levels -> ret_code 10001, field body")
        part.notes.append("inputs per parser: " + ", ".join(f"{k} {v}" for k, v in sorted(state.items())))
        part.notes.append("the test fails on any unexpected exception, so a written report means none")
        part.defects.append(
            Defect(
                "decimals of any size (1e999999) reached the grid arithmetic (decimal.Overflow, a 5xx) "
                "and integers of any size sized work; both are now bounded in FieldReader",
                'POST /contract/v5/fgridbot/validate-fgrid-input {LONG grid, "max_price": "1e999999"}',
                "f58df5c",
            )
        )
        part.write()
