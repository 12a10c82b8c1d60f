"""The watch of ``tests/log_secrets.py`` (installed for the whole test session by
``tests/conftest.py``) sees secrets in log records, and only secrets."""

from __future__ import annotations

import logging
import re

import pytest

from tests.log_secrets import WATCH, SecretWatch
from tests.security.conftest import Server


def logger_with(watch: SecretWatch) -> logging.Logger:
    log = logging.getLogger(f"tests.secret-watch.{id(watch)}")
    log.propagate = False
    log.setLevel(logging.DEBUG)
    log.addHandler(watch)
    return log


def test_the_watch_finds_tokens_and_passwords_in_messages_arguments_and_tracebacks() -> None:
    watch = SecretWatch()
    log = logger_with(watch)
    token = "Zq3x9-Tk_Ab7Lm2Np4Qr6St8Uv0Wx1Yz3Ab5Cd7Ef9"
    watch.add_token(token, "session token")
    watch.add_password("12345678")
    watch.add_password("correct horse")
    log.info("market BTCUSDT at 1712345678000 and %s", "nothing secret")  # digits inside a number
    log.info("bot 5812345678 created")
    assert watch.found == []
    log.debug("cookie bot_session=%s;", token)
    log.warning("login of a@b.io with password correct horse failed")
    log.info("password: 12345678")
    log.info("the admin sent Bearer test-admin-token")
    try:
        raise ValueError(f"bad session {token}")
    except ValueError:
        log.exception("refused")
    assert [f.split(" carried a ")[1] for f in watch.found] == [
        "session token",
        "password or admin token",
        "password or admin token",
        "password or admin token",
        "session token",
    ]
    # the report names the logger and the kind, never the secret
    assert all(token not in f and "correct horse" not in f for f in watch.found)


async def test_the_session_watch_knows_the_secrets_the_server_issued(server: Server) -> None:
    _, browser = await server()
    api = await browser()
    assert (await api.register("watched@example.com", "watched password 1"))["ret_code"] == 0
    token, csrf = api.c.cookies["bot_session"], api.c.cookies["csrf_token"]
    assert WATCH.tokens.get(token) == "session token" and WATCH.tokens.get(csrf) == "CSRF token"
    assert "watched password 1" in WATCH.passwords
    before = len(WATCH.found)
    logging.getLogger("tradingbot.api").debug("a session %s", token)
    logging.getLogger("tradingbot.api").warning("password watched password 1 given")
    seen = WATCH.found[before:]
    del WATCH.found[before:]  # planted here: not a leak of the server's
    assert seen == [
        "a log record of 'tradingbot.api' (DEBUG) carried a session token",
        "a log record of 'tradingbot.api' (WARNING) carried a password or admin token",
    ]


async def test_auth_events_are_logged_without_secrets(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    _, browser = await server(bot_login_max_failures=2)
    api = await browser()
    caplog.set_level(logging.INFO, logger="tradingbot.auth")
    assert (await api.register("events@example.com", "events pass 1"))["ret_code"] == 0
    token = api.c.cookies["bot_session"]
    login = "/v2/public/user/login"
    await api.post(login, {"email": "events@example.com", "password": "events pass 1"})
    for _ in range(3):
        await api.post(login, {"email": "events@example.com", "password": "events wrong 1"})
    change = {"old_password": "events pass 1", "new_password": "events pass 2"}
    assert (await api.post("/v2/private/user/change-password", change))["ret_code"] == 0
    events = [(r.levelname, r.getMessage()) for r in caplog.records if r.name == "tradingbot.auth"]
    assert [re.sub(r" \(.*| of user .*| user \d+", "", m) for _, m in events] == [
        "registered",
        "log-in",
        "log-in failed",
        "log-in failed",
        "log-in refused: throttled",
        "password changed",
    ], events
    assert all(level == "WARNING" for level, m in events if "failed" in m or "refused" in m)
    text = "\n".join(m for _, m in events)
    assert "ev***@example.com" in text and "events@example.com" not in text
    assert not any(s in text for s in ("events pass 1", "events wrong 1", "events pass 2", token))
