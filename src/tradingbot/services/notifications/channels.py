"""Sending one message to one channel: a webhook (JSON body signed with HMAC-SHA256 under the
channel's secret) or a Telegram chat (the Bot API's ``sendMessage``).

What a failed send records is a status code or the exception's class name, never its text: an
error of the HTTP client quotes the URL, and a Telegram URL holds the bot token.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
from dataclasses import dataclass
from typing import Any

import httpx
import orjson

from tradingbot.services.notifications.urls import UrlRefused, check_url

_BOT_TOKEN_IN_URL = re.compile(r"/bot[0-9]+:[A-Za-z0-9_-]+")


class _HideBotTokens(logging.Filter):
    """The HTTP client logs each request's URL (at INFO); a Bot API URL carries the bot token."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(
                _BOT_TOKEN_IN_URL.sub("/bot<token>", str(a)) if "/bot" in str(a) else a for a in record.args
            )
        if isinstance(record.msg, str):
            record.msg = _BOT_TOKEN_IN_URL.sub("/bot<token>", record.msg)
        return True


logging.getLogger("httpx").addFilter(_HideBotTokens())

SIGNATURE_HEADER = "X-Bot-Signature"
ID_HEADER = "X-Bot-Notification-Id"
TIMEOUT = httpx.Timeout(10.0)


@dataclass(frozen=True)
class Outcome:
    """A send's result: ``ok``, or whether to try again (``retry``), with what the receiver said."""

    ok: bool
    retry: bool
    status: int | None = None
    error: str | None = None


def signature(secret: str, body: bytes) -> str:
    """The header's value: ``sha256=`` and the hex HMAC-SHA256 of the body under the secret."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def webhook_body(payload: dict[str, Any]) -> bytes:
    return orjson.dumps(payload, option=orjson.OPT_SORT_KEYS)


async def send_webhook(
    client: httpx.AsyncClient, url: str, secret: str, payload: dict[str, Any], allow_private: bool
) -> Outcome:
    """Any 2xx answer delivers; anything else (a refusal, a timeout, a 5xx) is tried again."""
    try:
        await check_url(url, allow_private)
    except UrlRefused as exc:
        return Outcome(False, False, error=f"refused: {exc}")
    body = webhook_body(payload)
    headers = {
        "Content-Type": "application/json",
        SIGNATURE_HEADER: signature(secret, body),
        ID_HEADER: str(payload["id"]),
        "User-Agent": "tradingbot-notifications/1",
    }
    try:
        r = await client.post(url, content=body, headers=headers, timeout=TIMEOUT, follow_redirects=False)
    except httpx.HTTPError as exc:
        return Outcome(False, True, error=type(exc).__name__)
    if 200 <= r.status_code < 300:
        return Outcome(True, False, r.status_code)
    return Outcome(False, True, r.status_code, f"HTTP {r.status_code}")


_PERMANENT = {400, 401, 403, 404}
"""Telegram's answers that another try cannot change: a wrong token or chat, a bot blocked."""


async def send_telegram(client: httpx.AsyncClient, base: str, token: str, chat_id: str, text: str) -> Outcome:
    url = f"{base.rstrip('/')}/bot{token}/sendMessage"
    try:
        r = await client.post(url, json={"chat_id": chat_id, "text": text}, timeout=TIMEOUT)
    except httpx.HTTPError as exc:
        return Outcome(False, True, error=type(exc).__name__)
    ok = False
    try:
        ok = r.status_code == 200 and bool(r.json().get("ok"))
    except ValueError:
        ok = False
    if ok:
        return Outcome(True, False, r.status_code)
    return Outcome(False, r.status_code not in _PERMANENT, r.status_code, f"HTTP {r.status_code}")
