"""Security headers on every kind of answer: JSON (success, refusal, unknown path, the /t1 probe),
the web app's HTML and files, and /docs (Swagger UI served by this server, no inline script)."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest

from tests.security.conftest import Server
from tradingbot.api.security_headers import CSP

EXPECTED = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
}
# the kinds of answer whose headers the tests below check (a figure of the security report)
ANSWER_KINDS = (
    "JSON refusal",
    "JSON success with cookies",
    "hot read (answered ahead of routing)",
    "unknown path 404",
    "wrong method 405",
    "/t1 probe",
    "/openapi.json",
    "web app HTML",
    "web app file",
    "redirect",
    "/docs HTML",
    "/docs scripts, style and icon",
    "over TLS (HSTS)",
)


def policy(csp: str) -> dict[str, list[str]]:
    return {d.split()[0]: d.split()[1:] for d in (p.strip() for p in csp.split(";")) if d}


def check_headers(r: httpx.Response, hsts: bool = False) -> None:
    for name, value in EXPECTED.items():
        assert r.headers.get(name) == value, (r.request.url, name, r.headers.get(name))
    assert r.headers.get_list("content-security-policy") == [CSP]  # once, not added twice
    assert ("strict-transport-security" in r.headers) is hsts, r.request.url


def test_the_policy_allows_no_inline_or_foreign_script() -> None:
    p = policy(CSP)
    assert p["script-src"] == ["'self'"]
    assert p["default-src"] == ["'self'"]
    assert p["frame-ancestors"] == ["'none'"]
    assert p["object-src"] == ["'none'"]
    assert not any("unsafe-eval" in v or "*" in v for values in p.values() for v in values)


@pytest.fixture
def web_dist(tmp_path: Path) -> Path:
    """A built web app as vite writes it: one module script, no inline script."""
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text(
        '<!doctype html><html><head><script type="module" src="/tradingbot/assets/index.js"></script>'
        '</head><body><div id="root"></div></body></html>'
    )
    (tmp_path / "assets" / "index.js").write_text("document.title = 'bot';\n")
    return tmp_path


async def test_headers_on_json_html_and_files(server: Server, web_dist: Path) -> None:
    _, browser = await server(bot_web_dist=web_dist)
    api: httpx.AsyncClient = (await browser()).c
    refused = await api.get("/v2/private/user/profile")
    assert refused.json()["ret_code"] == 10007
    check_headers(refused)
    assert refused.headers["cache-control"] == "no-store"
    credentials = {"email": "h@example.com", "password": "header pass 1"}
    registered = await api.post("/v2/public/user/register", json=credentials)
    assert registered.json()["ret_code"] == 0
    check_headers(registered)
    assert registered.headers["cache-control"] == "no-store"
    check_headers(await api.get("/v2/private/user/profile"))
    # the hot reads are answered ahead of FastAPI's routing (api/fast_reads.py)
    ticker = await api.get("/s1/bot/market/v1/tickers", params={"category": "spot"})
    assert ticker.json()["ret_code"] == 0
    check_headers(ticker)
    csrf = {"X-CSRF-Token": api.cookies["csrf_token"]}
    listed = await api.post("/s1/bot/tradingbot/v1/list-all-bots", json={}, headers=csrf)
    assert listed.json()["ret_code"] == 0, listed.json()
    check_headers(listed)
    missing = await api.get("/no/such/path")
    assert missing.status_code == 404
    check_headers(missing)
    wrong_method = await api.get("/logout")
    assert wrong_method.status_code == 405
    check_headers(wrong_method)
    probe = await api.get("/t1")
    assert probe.text == "ok"
    check_headers(probe)
    check_headers(await api.get("/openapi.json"))
    page = await api.get("/tradingbot/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    check_headers(page)
    assert page.headers["cache-control"] == "no-cache"  # the app's own caching is kept
    asset = await api.get("/tradingbot/assets/index.js")
    check_headers(asset)
    assert "immutable" in asset.headers["cache-control"]
    redirect = await api.get("/")
    assert redirect.status_code == 307
    check_headers(redirect)


def inline_scripts(html: str) -> list[str]:
    """The bodies of the ``<script>`` elements of ``html`` that have no ``src``."""
    return [
        body
        for attrs, body in re.findall(r"<script([^>]*)>(.*?)</script>", html, flags=re.S | re.I)
        if "src=" not in attrs
    ]


async def test_docs_is_served_from_this_server_without_inline_script(server: Server) -> None:
    _, browser = await server()
    api: httpx.AsyncClient = (await browser()).c
    page = await api.get("/docs")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    check_headers(page)
    html = page.text
    assert inline_scripts(html) == []
    assert "http://" not in html and "https://" not in html and "//cdn" not in html
    loaded = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert "/docs/static/swagger-ui-bundle.js" in loaded and "/docs/start.js" in loaded
    for url in loaded:
        r = await api.get(url)
        assert r.status_code == 200, url
        assert r.headers["content-type"].split(";")[0] in (
            "text/javascript",
            "application/javascript",
            "text/css",
            "image/png",
        ), (url, r.headers["content-type"])
        check_headers(r)
    start = (await api.get("/docs/start.js")).text
    assert '"/openapi.json"' in start
    assert (await api.get("/redoc")).status_code == 404  # ReDoc would load from a CDN


async def test_hsts_over_tls_or_when_the_operator_says_so(server: Server) -> None:
    _, browser = await server()
    plain = (await browser()).c
    check_headers(await plain.get("/t1"), hsts=False)
    tls = (await browser("https://testserver")).c
    r = await tls.get("/v2/private/user/profile")
    check_headers(r, hsts=True)
    assert r.headers["strict-transport-security"] == "max-age=31536000; includeSubDomains"
    _, behind_proxy = await server(bot_hsts=True)
    check_headers(await (await behind_proxy()).c.get("/t1"), hsts=True)
