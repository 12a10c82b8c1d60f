"""Rate limits: failed log-ins per email and address, bot creations per user (``10006``), and the
admin token and CSRF token compared in constant time."""

from __future__ import annotations

import hmac
from typing import Any

import pytest

from tests.security.conftest import Server
from tradingbot.api import routes_admin, session_middleware
from tradingbot.api.rate_limits import CREATE_PATHS, PerUserLimit

GRID = {
    "symbol": "BTCUSDT",
    "min_price": "90000",
    "max_price": "110000",
    "cell_number": 10,
    "total_investment": "1000",
}


NOT_A_BOT = {
    "/s1/bot/dca/v1/create-bot-configuration",  # answers a DCA configuration, creates nothing
    "/s1/bot/backtest/v1/create",  # a backtest job (limited by the jobs a user may run at once)
}


async def test_every_create_operation_is_limited(server: Server) -> None:
    """Every POST whose name says it creates (or copies) a bot is limited: a new family's create
    operation fails this test until it is in ``CREATE_PATHS``."""
    app, _ = await server()
    posts = [path for path, item in app.openapi()["paths"].items() if "post" in item]
    creates = {p for p in posts if "create" in p.rsplit("/", 1)[-1] or p.endswith("/copy-bot")}
    assert creates - NOT_A_BOT == CREATE_PATHS


async def test_login_failures_are_limited(server: Server) -> None:
    _, browser = await server(bot_login_max_failures=3)
    api = await browser()
    assert (await api.register("limit@example.com", "right pass 7"))["ret_code"] == 0
    api.c.cookies.clear()
    login = "/v2/public/user/login"
    codes = [
        (await api.post(login, {"email": "limit@example.com", "password": "wrong pass 7"}))["ret_code"]
        for _ in range(4)
    ]
    assert codes == [10004, 10004, 10004, 10006]
    refused = await api.post(login, {"email": "limit@example.com", "password": "right pass 7"})
    assert refused["ret_code"] == 10006 and "too many failed log-ins" in refused["ret_msg"]


async def test_bot_creations_are_limited_per_user(server: Server) -> None:
    _, browser = await server(bot_create_per_minute=3)
    first = await browser()
    await first.register("creator@example.com", "creator pass 1")
    create = "/s1/bot/grid/v1/create-grid"
    # counted when they arrive, accepted or refused by the family's checks
    answers: list[dict[str, Any]] = [await first.post(create, GRID) for _ in range(3)]
    assert all(a["ret_code"] != 10006 for a in answers), answers
    over = await first.post(create, GRID)
    assert over["ret_code"] == 10006, over
    assert over["ret_msg"].startswith("too many bots created: at most 3 a minute; try again in ")
    # every create operation shares the user's count
    for path in sorted(CREATE_PATHS):
        assert (await first.post(path, {}))["ret_code"] == 10006, path
    # another user is not held back by the first one
    second = await browser()
    await second.register("other@example.com", "creator pass 2")
    assert (await second.post(create, GRID))["ret_code"] != 10006
    # reads and other writes of the first user go on
    assert (await first.get("/v2/private/user/profile"))["ret_code"] == 0


def test_the_window_rolls() -> None:
    now = [1000.0]
    limit = PerUserLimit(2, window_s=60, clock=lambda: now[0])
    assert [limit.retry_after(1), limit.retry_after(1)] == [0, 0]
    assert limit.retry_after(1) == 60
    assert limit.retry_after(2) == 0
    now[0] += 30
    assert limit.retry_after(1) == 30
    now[0] += 30  # the first two calls left the window
    assert [limit.retry_after(1), limit.retry_after(1)] == [0, 0]
    assert limit.retry_after(1) > 0


@pytest.fixture
def compared(monkeypatch: pytest.MonkeyPatch) -> list[tuple[bytes, bytes]]:
    """The arguments of every ``hmac.compare_digest`` call of the admin check and the CSRF check
    (the real function still decides)."""
    calls: list[tuple[bytes, bytes]] = []
    real = hmac.compare_digest

    def spy(a: Any, b: Any) -> bool:
        calls.append((a, b))
        return real(a, b)

    for module in (routes_admin, session_middleware):
        monkeypatch.setattr(module.hmac, "compare_digest", spy)
    return calls


async def test_admin_and_csrf_tokens_are_compared_in_constant_time(
    server: Server, compared: list[tuple[bytes, bytes]]
) -> None:
    _, browser = await server()
    admin = (await browser()).c
    expected = b"test-admin-token"
    for sent, code in (("test-admin-token", 0), ("test-admin-tokeX", 10013), ("short", 10013), ("", 10013)):
        compared.clear()
        r = await admin.get("/admin/exchange/status", headers={"Authorization": f"Bearer {sent}"})
        assert r.json()["ret_code"] == code, (sent, r.json())
        assert compared == [(sent.encode(), expected)]
    api = await browser()
    await api.register("csrf@example.com", "csrf password 1")
    csrf = api.c.cookies["csrf_token"].encode()
    compared.clear()
    wrong = await api.c.post("/logout", json={}, headers={"X-CSRF-Token": "wrong"})
    assert wrong.json()["ret_code"] == 10010
    assert compared == [(b"wrong", csrf)]
