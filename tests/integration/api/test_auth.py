"""Register, log in, profile, CSRF, throttling and log out through the real HTTP API."""

from __future__ import annotations

import httpx

from tests.integration.conftest import Api


async def test_profile_requires_login(api: Api) -> None:
    body = await api.get("/v2/private/user/profile")
    assert body["ret_code"] == 10007
    assert body["ret_msg"] == "not logged in"


async def test_register_sets_cookies_and_profile(api: Api, client: httpx.AsyncClient) -> None:
    body = await api.register("Jane.Doe@Example.com", "s3cret-pass")
    assert body["ret_code"] == 0, body
    assert client.cookies.get("bot_session")
    assert client.cookies.get("csrf_token")
    prof = await api.get("/v2/private/user/profile")
    assert prof["ret_code"] == 0
    assert prof["result"]["id"] > 0
    assert prof["result"]["email"] == "jane.doe@example.com"
    assert prof["result"]["vague_email"] == "ja***@example.com"
    assert prof["result"]["user_type"] == "FRESH"
    assert prof["result"]["is_islamic"] is False
    assert prof["result"]["vip"] == {"is_vip": False, "label_level": 0}


async def test_session_cookie_is_httponly_and_token_is_hashed(client: httpx.AsyncClient) -> None:
    r = await client.post("/v2/public/user/register", json={"email": "a@b.io", "password": "12345678"})
    cookies = r.headers.get_list("set-cookie")
    session = next(c for c in cookies if c.startswith("bot_session="))
    csrf = next(c for c in cookies if c.startswith("csrf_token="))
    assert "HttpOnly" in session and "SameSite=lax" in session
    assert "HttpOnly" not in csrf


async def test_duplicate_email_and_bad_input(api: Api) -> None:
    assert (await api.register("x@y.io", "password1"))["ret_code"] == 0
    api.c.cookies.clear()
    dup = await api.register("X@y.io", "password1")
    assert dup["ret_code"] == 10005 and dup["result"]["field"] == "email"
    bad = await api.register("not-an-email", "password1")
    assert bad["ret_code"] == 10001 and bad["result"]["field"] == "email"
    short = await api.register("ok@y.io", "short")
    assert short["ret_code"] == 10001 and short["result"]["field"] == "password"
    missing = await api.post("/v2/public/user/register", {"email": "ok@y.io"})
    assert missing["ret_code"] == 10001 and missing["result"]["field"] == "password"
    r = await api.c.post(
        "/v2/public/user/login", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert r.status_code == 200 and r.json()["ret_code"] == 10001


async def test_login_logout_and_csrf(api: Api, client: httpx.AsyncClient) -> None:
    await api.register("trader@example.com", "correct horse")
    client.cookies.clear()
    wrong = await api.post("/v2/public/user/login", {"email": "trader@example.com", "password": "nope-nope"})
    assert wrong["ret_code"] == 10004
    good = await api.post(
        "/v2/public/user/login", {"email": "trader@example.com", "password": "correct horse"}
    )
    assert good["ret_code"] == 0
    # a mutating call without the CSRF header is refused with a clear code
    r = await client.post("/logout", json={})
    assert r.json()["ret_code"] == 10010
    assert (await api.get("/v2/private/user/profile"))["ret_code"] == 0
    out = await api.post("/logout")
    assert out["ret_code"] == 0
    assert (await api.get("/v2/private/user/profile"))["ret_code"] == 10007


async def test_login_throttling(api: Api) -> None:
    await api.register("t@example.com", "correct horse")
    api.c.cookies.clear()
    codes = [
        (await api.post("/v2/public/user/login", {"email": "t@example.com", "password": "wrong-pass"}))[
            "ret_code"
        ]
        for _ in range(6)
    ]
    assert codes[:5] == [10004] * 5
    assert codes[5] == 10006
    # even the right password is refused while throttled
    right = await api.post("/v2/public/user/login", {"email": "t@example.com", "password": "correct horse"})
    assert right["ret_code"] == 10006


async def test_unknown_path_and_method(client: httpx.AsyncClient) -> None:
    r = await client.get("/no/such/path")
    assert r.status_code == 404 and r.json()["ret_code"] == 10011
    r = await client.get("/logout")
    assert r.status_code == 405 and r.json()["ret_code"] == 10014


async def test_t1_and_openapi(client: httpx.AsyncClient) -> None:
    assert (await client.get("/t1")).status_code == 200
    spec = (await client.get("/openapi.json")).json()
    assert "/v2/private/user/profile" in spec["paths"]


def test_account_and_admin_operations_are_typed() -> None:
    """Every operation of the account and admin routers declares a summary, its answer's model
    (checked against every answer by ``tests/contract_check.py``) and, for a POST, its body."""
    from fastapi import FastAPI

    from tradingbot.api import routes_admin, routes_admin_bots, routes_user

    app = FastAPI()
    for module in (routes_user, routes_admin, routes_admin_bots):
        app.include_router(module.router)
    operations = [(m, p, op) for p, item in app.openapi()["paths"].items() for m, op in item.items()]
    assert len(operations) == 13
    for method, path, op in operations:
        assert op.get("summary") and op["summary"] != op["operationId"], (method, path)
        ok = op["responses"]["200"]["content"]["application/json"]["schema"]
        assert "anyOf" in ok, (method, path)  # Envelope[Result] | ErrorEnvelope
        if method == "post" and path != "/logout":
            assert "$ref" in op["requestBody"]["content"]["application/json"]["schema"], (method, path)
