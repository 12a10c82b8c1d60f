"""The latency probe answered ahead of routing: the same bytes as the framework's route, and
only for ``GET /t1``."""

from __future__ import annotations

import httpx

from tests.integration.conftest import Api


async def test_t1_answers_like_the_route(client: httpx.AsyncClient) -> None:
    r = await client.get("/t1")
    assert r.status_code == 200
    assert r.content == b"ok"
    assert r.headers["content-type"] == "text/plain; charset=utf-8"
    assert r.headers["content-length"] == "2"


async def test_t1_with_a_session_cookie_and_other_methods(api: Api, client: httpx.AsyncClient) -> None:
    assert (await api.register("probe@example.com", "s3cret-pass"))["ret_code"] == 0
    assert (await client.get("/t1")).content == b"ok"  # logged in: still the probe
    r = await client.post("/t1", headers={"X-CSRF-Token": client.cookies["csrf_token"]})
    assert r.status_code == 405 and r.json()["ret_code"] == 10014  # the router answers the rest
    assert (await client.get("/t1/more")).json()["ret_code"] == 10011
