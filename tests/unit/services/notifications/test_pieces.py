"""The dispatcher's pure pieces: every template in every language, the signature, the backoff,
the margin ratio and the URL rules."""

from __future__ import annotations

import hashlib
import hmac
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tradingbot.services.notifications.channels import signature
from tradingbot.services.notifications.dispatcher import MAX_BACKOFF_MS, backoff_ms
from tradingbot.services.notifications.kinds import KINDS, TEST
from tradingbot.services.notifications.risk import margin_ratio
from tradingbot.services.notifications.templates import LOCALES, TEMPLATES, render
from tradingbot.services.notifications.urls import UrlRefused, public, shape


def test_the_languages_are_the_web_apps() -> None:
    from pathlib import Path

    web = sorted(p.stem for p in Path("web/src/i18n/locales").glob("*.json"))
    assert sorted(LOCALES) == web


@pytest.mark.parametrize("locale", LOCALES)
def test_every_kind_has_a_text_in_every_language(locale: str) -> None:
    assert set(TEMPLATES[locale]) == {*KINDS, TEST}
    english = TEMPLATES["en"]
    for kind, text in TEMPLATES[locale].items():
        # the same placeholders as the English text: no figure lost in translation
        assert sorted(_names(text)) == sorted(_names(english[kind])), (locale, kind)


def _names(text: str) -> list[str]:
    import string

    return [name for _, name, _, _ in string.Formatter().parse(text) if name]


def test_render_fills_the_figures_and_falls_back() -> None:
    data = '{"close_reason": "STOP_LOSS", "symbol": "ETHUSDT"}'
    assert render("STOP_LOSS", data, "de-DE", 9) == "Bot 9 (ETHUSDT) hit its stop loss and is closing."
    assert render("LIQUIDATION", "{}", "en", 9) == "Bot 9 (-) was liquidated at -."
    assert render(
        "BOT_PAUSED", {"pause_reason": "INSUFFICIENT_BALANCE", "symbol": "BTCUSDT"}, "pl-PL", 3
    ) == ("Bot 3 (BTCUSDT) wstrzymany: INSUFFICIENT_BALANCE.")


@given(st.binary(max_size=200), st.text(min_size=1, max_size=40))
def test_the_signature_is_the_hmac_of_the_body(body: bytes, secret: str) -> None:
    assert signature(secret, body) == "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def test_backoff_doubles_up_to_an_hour() -> None:
    assert [backoff_ms(2000, n) for n in range(1, 6)] == [2000, 4000, 8000, 16000, 32000]
    assert backoff_ms(2000, 30) == MAX_BACKOFF_MS == 3_600_000


@given(st.integers(1, 29), st.integers(1, 10_000))
def test_backoff_never_shrinks(n: int, base: int) -> None:
    assert backoff_ms(base, n) <= backoff_ms(base, n + 1) <= MAX_BACKOFF_MS


def test_margin_ratio() -> None:
    assert margin_ratio(Decimal("57.8"), Decimal("1492.0525")) == Decimal("3.87")
    assert margin_ratio(Decimal("1"), Decimal("0")) == Decimal("100")
    assert margin_ratio(Decimal("1"), Decimal("-5")) == Decimal("100")


@pytest.mark.parametrize(
    ("url", "host", "port"),
    [("https://example.com/h", "example.com", 443), ("http://example.com:8080/h?x=1", "example.com", 8080)],
)
def test_url_shape(url: str, host: str, port: int) -> None:
    assert shape(url) == (host, port)


@pytest.mark.parametrize(
    "url", ["ftp://x.io/", "javascript:alert(1)", "http:///nohost", "https://u:p@x.io/", "http://x.io:99999/"]
)
def test_url_shape_refused(url: str) -> None:
    with pytest.raises(UrlRefused):
        shape(url)


@pytest.mark.parametrize(
    ("address", "ok"),
    [
        ("93.184.216.34", True),
        ("2606:2800:220:1:248:1893:25c8:1946", True),
        ("127.0.0.1", False),
        ("10.0.0.1", False),
        ("172.16.5.4", False),
        ("192.168.1.1", False),
        ("169.254.169.254", False),
        ("100.64.0.1", False),
        ("::1", False),
        ("fe80::1", False),
        ("fd00::1", False),
        ("::ffff:127.0.0.1", False),
        ("0.0.0.0", False),
        ("224.0.0.1", False),
    ],
)
def test_public_addresses(address: str, ok: bool) -> None:
    assert public(address) is ok
