"""Notifications through the HTTP API (SQLite and PostgreSQL): bot events make notifications in
the centre (list newest first, unread count, read by id and all, toggles), webhooks signed with
the channel's secret and retried with backoff (delivery log), Telegram through a local mock of
the Bot API in the user's language, URL checks, and no secret in any answer."""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.integration.api.test_ranking import CREATE, FGRID, GRID, container
from tests.integration.conftest import Api, app_client
from tests.integration.notify_kit import TELEGRAM_TOKEN, receiver
from tests.venues.test_venue_keys_never_in_clear import every_table, sqlite_bytes

N = "/v2/private/notifications"
PRIVATE = "url: the host is not a public address (loopback, private and link-local are refused)"
CREDS = "url: no user name or password in the URL (the signature authenticates)"
FAST = {"bot_notify_allow_private_urls": True, "bot_notify_retry_base_ms": 20, "bot_notify_poll_ms": 20}


async def grid_with_stop_loss(api: Api) -> str:
    r = await api.result(
        "/s1/bot/grid/v1/create-grid", dict(GRID, quote_investment="1000", stop_loss="85000")
    )
    return str(r["grid_id"])


def kinds(page: dict[str, Any]) -> list[str]:
    return [n["kind"] for n in page["list"]]


async def test_bot_events_make_notifications_and_the_centre_lists_and_reads(db_url: str) -> None:
    async with app_client(db_url, **FAST) as c:
        api = Api(c)
        await api.funded_trader()
        settings = await api.result(f"{N}/settings")
        assert settings["events"]["BOT_STARTED"] is True and settings["events"]["ROUND_COMPLETED"] is False
        assert (settings["locale"], settings["liquidation_risk_threshold"], settings["channels"]) == (
            "en",
            "80",
            [],
        )
        bot = await grid_with_stop_loss(api)
        await api.set_price("84000")  # below the stop loss: the bot closes
        page = await api.result(f"{N}/list")
        assert kinds(page) == ["BOT_CLOSED", "STOP_LOSS", "BOT_STARTED"]  # newest first
        assert page["unread_count"] == 3 and page["next_before"] is None
        assert {n["bot_id"] for n in page["list"]} == {bot}
        assert page["list"][1]["text"] == f"Bot {bot} (BTCUSDT) hit its stop loss and is closing."
        assert page["list"][0]["text"] == f"Bot {bot} (BTCUSDT) closed (STOP_LOSS)."
        # pages of one
        first = await api.result(f"{N}/list", {"limit": 1})
        assert kinds(first) == ["BOT_CLOSED"] and first["next_before"] == page["list"][0]["id"]
        second = await api.result(f"{N}/list", {"limit": 1, "before": first["next_before"]})
        assert kinds(second) == ["STOP_LOSS"]
        # read one, then all
        read = await api.result(f"{N}/read", {"ids": [page["list"][2]["id"]]})
        assert read == {"updated": 1, "unread_count": 2}
        assert [n["read"] for n in (await api.result(f"{N}/list"))["list"]] == [False, False, True]
        assert await api.result(f"{N}/read", {"all": True}) == {"updated": 2, "unread_count": 0}
        # a kind turned off leaves the list; the language changes the text
        await api.result(f"{N}/settings", {"events": {"STOP_LOSS": False}, "locale": "ru-RU"})
        page = await api.result(f"{N}/list")
        assert kinds(page) == ["BOT_CLOSED", "BOT_STARTED"]
        assert page["list"][0]["text"] == f"Бот {bot} (BTCUSDT) закрыт (STOP_LOSS)."
        bad = await api.post(f"{N}/read", {})
        assert (bad["ret_code"], bad["ret_msg"]) == (10001, "ids: at least one id, or all: true")
        bad = await api.post(f"{N}/settings", {"liquidation_risk_threshold": "0"})
        assert bad["ret_code"] == 10001 and "liquidation_risk_threshold" in bad["ret_msg"]
        bad = await api.post(f"{N}/settings", {"events": {"NOPE": True}})
        assert (bad["ret_code"], bad["ret_msg"]) == (10001, "events: unknown kind NOPE")


async def test_a_webhook_is_signed_retried_and_logged(db_url: str) -> None:
    with receiver(script=[503, 500]) as hook:
        async with app_client(db_url, **FAST) as c:
            api = Api(c)
            await api.funded_trader()
            added = await api.result(
                f"{N}/channels/add", {"type": "webhook", "url": f"{hook.url}/in", "label": "srv"}
            )
            secret = added["secret"]
            assert secret.startswith("whsec_") and added["secret_hint"] == "…" + secret[-4:]
            listed = (await api.result(f"{N}/settings"))["channels"]
            assert listed == [{k: v for k, v in added.items() if k != "secret"}]
            assert secret not in json.dumps(listed)
            bot = await grid_with_stop_loss(api)
            got = await hook.wait_for(lambda g: len(g) >= 3)  # 503, 500, then delivered
            ids = {g.headers["x-bot-notification-id"] for g in got}
            assert len(ids) == 1  # the same notification each time: the receiver can drop repeats
            for g in got:
                want = "sha256=" + hmac.new(secret.encode(), g.body, hashlib.sha256).hexdigest()
                assert g.headers["x-bot-signature"] == want
                assert g.json()["kind"] == "BOT_STARTED" and g.json()["bot_id"] == bot
                assert g.json()["text"] == f"Bot {bot} (BTCUSDT) started."
            log = (await api.result(f"{N}/channels/deliveries", {"channel_id": added["id"]}))["list"]
            assert [(d["kind"], d["status"], d["attempts"], d["last_status"]) for d in log] == [
                ("BOT_STARTED", "DELIVERED", 3, 200)
            ]
            # the test button: sent at once, logged too
            sent = await api.result(f"{N}/channels/test", {"channel_id": added["id"]})
            assert sent["status"] == "DELIVERED"
            assert hook.received()[-1].json()["kind"] == "TEST"
            gone = await api.result(f"{N}/channels/delete", {"channel_id": added["id"]})
            assert gone == {"channel_id": added["id"]}
            missing = await api.post(f"{N}/channels/deliveries", {"channel_id": added["id"]})
            assert (missing["ret_code"], missing["ret_msg"]) == (10011, "notification channel not found")


async def test_telegram_through_the_mock_in_the_users_language(
    db_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger="httpx")  # it logs every request's URL: the token must not show
    with receiver(telegram=True) as tg:
        settings = dict(FAST, bot_telegram_api_base=tg.url)
        async with app_client(db_url, **settings) as c:
            api = Api(c)
            await api.funded_trader()
            await api.result(f"{N}/settings", {"locale": "ja-JP"})
            added = await api.result(
                f"{N}/channels/add", {"type": "telegram", "bot_token": TELEGRAM_TOKEN, "chat_id": "4242"}
            )
            assert added["secret"] is None and added["chat_id"] == "4242" and added["url"] is None
            assert TELEGRAM_TOKEN not in json.dumps(await api.result(f"{N}/settings"))
            bot = await grid_with_stop_loss(api)
            got = await tg.wait_for(lambda g: len(g) >= 1)
            assert got[0].path == f"/bot{TELEGRAM_TOKEN}/sendMessage"
            assert got[0].json() == {"chat_id": "4242", "text": f"ボット {bot}（BTCUSDT）が開始しました。"}
            # a wrong token: Telegram answers 401, which no retry changes
            wrong = await api.result(
                f"{N}/channels/add",
                {"type": "telegram", "bot_token": "999:" + "x" * 30, "chat_id": "@my_channel"},
            )
            sent = await api.result(f"{N}/channels/test", {"channel_id": wrong["id"]})
            assert sent["status"] == "FAILED"
            log = (await api.result(f"{N}/channels/deliveries", {"channel_id": wrong["id"]}))["list"]
            assert [(d["kind"], d["attempts"], d["last_status"], d["last_error"]) for d in log] == [
                ("TEST", 1, 401, "HTTP 401")
            ]
    assert "/bot<token>/sendMessage" in caplog.text  # the request was logged, without its token
    assert TELEGRAM_TOKEN.split(":")[1] not in caplog.text


async def test_webhook_urls_are_checked(db_url: str) -> None:
    async with app_client(db_url) as c:  # the default: public addresses only
        api = Api(c)
        await api.funded_trader()
        cases = {
            "ftp://example.com/x": "url: only http:// and https:// URLs",
            "http://127.0.0.1:8080/x": PRIVATE,
            "http://10.1.2.3/x": PRIVATE,
            "http://169.254.169.254/latest": PRIVATE,
            "http://[::1]/x": PRIVATE,
            "https://user:pw@example.com/x": CREDS,
            "not a url": "url: only http:// and https:// URLs",
        }
        for url, msg in cases.items():
            r = await api.post(f"{N}/channels/add", {"type": "webhook", "url": url})
            assert (r["ret_code"], r["ret_msg"]) == (10001, msg), url
        r = await api.post(f"{N}/channels/add", {"type": "webhook", "bot_token": TELEGRAM_TOKEN})
        assert r["ret_code"] == 10001
        r = await api.post(f"{N}/channels/add", {"type": "telegram", "bot_token": TELEGRAM_TOKEN})
        assert (r["ret_code"], r["ret_msg"]) == (
            10001,
            "bot_token: Telegram takes bot_token and chat_id (only)",
        )


async def test_another_users_notification_ids_change_nothing(db_url: str) -> None:
    async with app_client(db_url, **FAST) as c:
        api = Api(c)
        await api.funded_trader()
        await grid_with_stop_loss(api)
        mine = await api.result(f"{N}/list")
        assert kinds(mine) == ["BOT_STARTED"]
        await api.post("/logout", {})
        await api.register("other@example.com")
        assert await api.result(f"{N}/list") == {"list": [], "unread_count": 0, "next_before": None}
        read = await api.result(f"{N}/read", {"ids": [mine["list"][0]["id"]]})
        assert read == {"updated": 0, "unread_count": 0}
        await api.post("/logout", {})
        r = await api.post(
            "/v2/public/user/login", {"email": "trader@example.com", "password": "correct horse"}
        )
        assert r["ret_code"] == 0
        assert (await api.result(f"{N}/list"))["unread_count"] == 1


async def test_liquidation_risk_is_told_once_above_the_threshold(db_url: str) -> None:
    async with app_client(db_url, **FAST) as c:
        api = Api(c)
        await api.futures_trader({"BTCUSDT": "100000"})
        await api.result(f"{N}/settings", {"liquidation_risk_threshold": "2"})
        r = await api.result(CREATE["GRID_FUTURES"][0], dict(FGRID, total_investment="1500"))
        bot = str(r["bot_id"])
        dispatcher = container(api).dispatcher
        for _ in range(3):  # turns of its own (the background loop runs too): told once
            await dispatcher.run_once()
        risk = [n for n in (await api.result(f"{N}/list"))["list"] if n["kind"] == "LIQUIDATION_RISK"]
        assert len(risk) == 1 and risk[0]["bot_id"] == bot
        ratio = Decimal(risk[0]["data"]["ratio"])
        assert ratio == Decimal("3.87") and risk[0]["data"]["threshold"] == "2"  # 57.8 / 1492.0525
        assert (
            risk[0]["text"]
            == f"Bot {bot} (BTCUSDT): margin ratio {risk[0]['data']['ratio']}% is above your 2% threshold."
        )
        # above a higher threshold no more: armed again, told again once it rises above the new one
        await api.result(f"{N}/settings", {"liquidation_risk_threshold": "100"})
        await dispatcher.run_once()
        await api.result(f"{N}/settings", {"liquidation_risk_threshold": "2"})
        await dispatcher.run_once()
        risk = [n for n in (await api.result(f"{N}/list"))["list"] if n["kind"] == "LIQUIDATION_RISK"]
        assert len(risk) == 2


async def test_no_secret_in_the_database_or_any_answer(db_url: str, caplog: pytest.LogCaptureFixture) -> None:
    """The webhook's secret (once, in the answer that made it) and the Telegram token: in no table,
    not in SQLite's file, in no other answer, in no log record (DEBUG, every logger)."""
    caplog.set_level(logging.DEBUG)
    answers: list[str] = []

    async def keep(response: httpx.Response) -> None:
        answers.append((await response.aread()).decode())

    with receiver() as hook, receiver(telegram=True) as tg:
        async with app_client(db_url, **FAST, bot_telegram_api_base=tg.url) as c:
            api = Api(c)
            await api.funded_trader()
            c.event_hooks["response"].append(keep)
            added = await api.result(f"{N}/channels/add", {"type": "webhook", "url": f"{hook.url}/in"})
            secret = added["secret"]
            answers.clear()  # the one answer that shows it
            tel = await api.result(
                f"{N}/channels/add", {"type": "telegram", "bot_token": TELEGRAM_TOKEN, "chat_id": "4242"}
            )
            await grid_with_stop_loss(api)
            await hook.wait_for(lambda g: len(g) >= 1)
            await tg.wait_for(lambda g: len(g) >= 1)
            for channel in (added["id"], tel["id"]):
                await api.result(f"{N}/channels/test", {"channel_id": channel})
                await api.result(f"{N}/channels/deliveries", {"channel_id": channel})
            await api.result(f"{N}/settings")
            await api.result(f"{N}/list")
            tables = await every_table(api)
    token = TELEGRAM_TOKEN.split(":")[1]
    stored = tables + (
        sqlite_bytes(Path(db_url.removeprefix("sqlite:///"))) if db_url.startswith("sqlite") else ""
    )
    for value in (secret, token):
        assert value not in stored
        assert not [a for a in answers if value in a]
        assert value not in caplog.text
    assert "notification_channels" in tables and len(answers) >= 8  # what was read
