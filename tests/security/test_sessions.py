"""Session ids: a new one at every log-in (the browser's old one dropped), dropped at log-out, and
every session of the user dropped at a password change (the caller gets a fresh one)."""

from __future__ import annotations

from tests.integration.conftest import Api
from tests.security.conftest import Browser, Server

LOGIN = "/v2/public/user/login"
CHANGE = "/v2/private/user/change-password"
PROFILE = "/v2/private/user/profile"
EMAIL, PASSWORD, NEW_PASSWORD = "rotate@example.com", "first password 1", "second password 2"


async def logged_in(browser: Browser, password: str = PASSWORD) -> Api:
    api = await browser()
    answer = await api.post(LOGIN, {"email": EMAIL, "password": password})
    assert answer["ret_code"] == 0, answer
    return api


async def with_session(browser: Browser, token: str) -> Api:
    """A browser that sends only this session cookie."""
    api = await browser()
    api.c.cookies.set("bot_session", token)
    return api


async def test_login_issues_a_new_session_id_and_drops_the_old_one(server: Server) -> None:
    _, browser = await server()
    first = await browser()
    assert (await first.register(EMAIL, PASSWORD))["ret_code"] == 0
    registered = first.c.cookies["bot_session"]
    assert (await first.post(LOGIN, {"email": EMAIL, "password": PASSWORD}))["ret_code"] == 0
    after_login = first.c.cookies["bot_session"]
    assert after_login != registered
    # the id the browser had before logging in again no longer opens anything
    assert (await (await with_session(browser, registered)).get(PROFILE))["ret_code"] == 10007
    assert (await (await with_session(browser, after_login)).get(PROFILE))["ret_code"] == 0
    # logging in again rotates again; each log-in answers its own id
    assert (await first.post(LOGIN, {"email": EMAIL, "password": PASSWORD}))["ret_code"] == 0
    assert first.c.cookies["bot_session"] not in (registered, after_login)
    assert (await (await with_session(browser, after_login)).get(PROFILE))["ret_code"] == 10007


async def test_login_as_another_user_drops_the_previous_users_session(server: Server) -> None:
    _, browser = await server()
    api = await browser()
    assert (await api.register("first@example.com", PASSWORD))["ret_code"] == 0
    first_token = api.c.cookies["bot_session"]
    assert (await api.register("second@example.com", PASSWORD))["ret_code"] == 0
    assert (await (await with_session(browser, first_token)).get(PROFILE))["ret_code"] == 10007
    second_token = api.c.cookies["bot_session"]
    assert (await api.post(LOGIN, {"email": "first@example.com", "password": PASSWORD}))["ret_code"] == 0
    assert (await api.get(PROFILE))["result"]["email"] == "first@example.com"
    assert (await (await with_session(browser, second_token)).get(PROFILE))["ret_code"] == 10007


async def test_a_failed_login_keeps_the_current_session(server: Server) -> None:
    _, browser = await server()
    api = await browser()
    assert (await api.register(EMAIL, PASSWORD))["ret_code"] == 0
    wrong = await api.post(LOGIN, {"email": EMAIL, "password": "not the pass 7"})
    assert wrong["ret_code"] == 10004
    assert (await api.get(PROFILE))["ret_code"] == 0


async def test_logout_drops_the_session_on_the_server(server: Server) -> None:
    _, browser = await server()
    api = await browser()
    assert (await api.register(EMAIL, PASSWORD))["ret_code"] == 0
    token = api.c.cookies["bot_session"]
    assert (await api.post("/logout"))["ret_code"] == 0
    assert "bot_session" not in api.c.cookies
    # a copy of the cookie kept from before the log-out opens nothing
    assert (await (await with_session(browser, token)).get(PROFILE))["ret_code"] == 10007


async def test_change_password_drops_every_session_and_issues_a_fresh_one(server: Server) -> None:
    _, browser = await server()
    caller = await browser()
    assert (await caller.register(EMAIL, PASSWORD))["ret_code"] == 0
    elsewhere = await logged_in(browser)
    third = await logged_in(browser)
    before = caller.c.cookies["bot_session"], caller.c.cookies["csrf_token"]
    changed = await caller.post(CHANGE, {"old_password": PASSWORD, "new_password": NEW_PASSWORD})
    assert changed["ret_code"] == 0, changed
    assert changed["result"]["user"]["email"] == EMAIL
    after = caller.c.cookies["bot_session"], caller.c.cookies["csrf_token"]
    assert after[0] != before[0] and after[1] != before[1]
    # the caller goes on with the fresh session; every other one is gone, the caller's old one too
    assert (await caller.get(PROFILE))["ret_code"] == 0
    assert (await elsewhere.get(PROFILE))["ret_code"] == 10007
    assert (await third.get(PROFILE))["ret_code"] == 10007
    assert (await (await with_session(browser, before[0])).get(PROFILE))["ret_code"] == 10007
    # the old password no longer logs in, the new one does
    other = await browser()
    assert (await other.post(LOGIN, {"email": EMAIL, "password": PASSWORD}))["ret_code"] == 10004
    assert (await other.post(LOGIN, {"email": EMAIL, "password": NEW_PASSWORD}))["ret_code"] == 0


async def test_change_password_refusals(server: Server) -> None:
    _, browser = await server(bot_login_max_failures=3)
    nobody = await browser()
    body = {"old_password": PASSWORD, "new_password": NEW_PASSWORD}
    assert (await nobody.post(CHANGE, body))["ret_code"] == 10007
    api = await browser()
    assert (await api.register(EMAIL, PASSWORD))["ret_code"] == 0
    # the CSRF header is required as on every logged-in mutation
    no_csrf = (await api.c.post(CHANGE, json=body)).json()
    assert no_csrf["ret_code"] == 10010
    short = await api.post(CHANGE, {"old_password": PASSWORD, "new_password": "short"})
    assert short["ret_code"] == 10001 and short["result"]["field"] == "new_password"
    missing = await api.post(CHANGE, {"old_password": PASSWORD})
    assert missing["ret_code"] == 10001 and missing["result"]["field"] == "new_password"
    extra = await api.post(CHANGE, {**body, "email": EMAIL})
    assert extra["ret_code"] == 10001 and extra["result"]["field"] == "email"
    # a wrong current password changes nothing; repeated, it is throttled like log-ins
    wrong = {"old_password": "not the pass 7", "new_password": NEW_PASSWORD}
    codes = [(await api.post(CHANGE, wrong))["ret_code"] for _ in range(4)]
    assert codes == [10004, 10004, 10004, 10006]
    assert (await api.post(CHANGE, body))["ret_code"] == 10006
    assert (await api.get(PROFILE))["ret_code"] == 0
    other = await browser()
    assert (await other.post(LOGIN, {"email": EMAIL, "password": PASSWORD}))["ret_code"] == 0


async def test_only_a_hash_of_the_session_id_is_stored(server: Server) -> None:
    import hashlib

    from sqlalchemy import select

    from tradingbot.adapters.storage.models import Session, User

    app, browser = await server()
    api = await browser()
    assert (await api.register(EMAIL, PASSWORD))["ret_code"] == 0
    token = api.c.cookies["bot_session"]
    assert len(token) >= 43  # 32 random bytes (secrets.token_urlsafe): 256 bits
    async with app.state.container.sessions() as s:
        stored = list((await s.execute(select(Session.token_hash))).scalars())
        password_hash = (await s.execute(select(User.password_hash))).scalar_one()
    assert stored == [hashlib.sha256(token.encode()).hexdigest()]
    assert password_hash.startswith("$argon2id$") and PASSWORD not in password_hash
