"""Spot quote WebSocket /spot/ws/quote/v1 (SPEC §7) through the Starlette test client."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from starlette.testclient import TestClient, WebSocketTestSession

from tests.integration.market.market_apptest import NOW, TOKEN, make_app, quiet_hub
from tests.unit.marketdata.market_testkit import QUOTE_KEYS
from tradingbot.api import ws_quote
from tradingbot.engine.market_hub import MarketHub

SUB = {"topic": "realtimes", "event": "sub", "symbol": "BTCUSDT", "params": {"binary": False}}
AUTH = {"Authorization": f"Bearer {TOKEN}"}


def recv(ws: WebSocketTestSession) -> dict[str, Any]:
    frame: dict[str, Any] = ws.receive_json()
    return frame


def test_sub_confirms_then_sends_the_current_quote() -> None:
    hub = quiet_hub()
    with TestClient(make_app(hub)) as client, client.websocket_connect("/spot/ws/quote/v1") as ws:
        ws.send_json(SUB)
        assert recv(ws) == {**SUB, "code": 0, "msg": "Success"}
        frame = recv(ws)
    assert frame == {
        "topic": "realtimes",
        "symbol": "BTCUSDT",
        "params": {"binary": False},
        "data": [hub.quote("BTCUSDT")],
    }
    item = frame["data"][0]
    assert item["currentTime"] == NOW and item["close"] == "100000"
    assert set(item) == QUOTE_KEYS


def test_comma_separated_symbols_and_updates_on_price_change() -> None:
    hub = quiet_hub()
    with TestClient(make_app(hub)) as client, client.websocket_connect("/spot/ws/quote/v1") as ws:
        ws.send_json({**SUB, "symbol": "BTCUSDT,ETHUSDT"})
        assert recv(ws)["symbol"] == "BTCUSDT,ETHUSDT"
        assert [recv(ws)["symbol"] for _ in range(2)] == ["BTCUSDT", "ETHUSDT"]
        r = client.post("/admin/market/price", json={"symbol": "ETHUSDT", "price": "3600.5"}, headers=AUTH)
        assert r.json()["ret_code"] == 0
        update = recv(ws)
    assert update["symbol"] == "ETHUSDT" and update["data"][0]["close"] == "3600.5"
    assert hub.last_price("ETHUSDT") == Decimal("3600.5")


def test_ping_pong() -> None:
    with TestClient(make_app(quiet_hub(0))) as client, client.websocket_connect("/spot/ws/quote/v1") as ws:
        ws.send_json({"ping": 1700000000123})
        assert recv(ws) == {"pong": 1700000000123}


@pytest.mark.parametrize(
    ("raw", "code", "topic"),
    [
        ("not json", 10001, None),
        ("[1, 2]", 10001, None),
        ('{"topic": "depth", "event": "sub", "symbol": "BTCUSDT"}', 10001, "depth"),
        ('{"topic": "realtimes", "event": "subscribe", "symbol": "BTCUSDT"}', 10001, "realtimes"),
        ('{"topic": "realtimes", "event": "sub"}', 10001, "realtimes"),
        ('{"topic": "realtimes", "event": "sub", "symbol": "BTCUSDT,NOPE"}', 12101, "realtimes"),
        (
            '{"topic": "realtimes", "event": "sub", "symbol": "BTCUSDT", "params": {"binary": true}}',
            10001,
            "realtimes",
        ),
    ],
)
def test_bad_messages_get_an_error_frame_and_the_connection_stays_open(
    raw: str, code: int, topic: str | None
) -> None:
    with TestClient(make_app(quiet_hub(5))) as client, client.websocket_connect("/spot/ws/quote/v1") as ws:
        ws.send_text(raw)
        err = recv(ws)
        assert err["code"] == code and err["topic"] == topic and err["msg"]
        ws.send_json(SUB)  # still works afterwards
        assert recv(ws)["code"] == 0
        assert recv(ws)["data"][0]["symbol"] == "BTCUSDT"


def test_cancel_stops_updates() -> None:
    hub = quiet_hub()
    with TestClient(make_app(hub)) as client, client.websocket_connect("/spot/ws/quote/v1") as ws:
        ws.send_json(SUB)
        recv(ws), recv(ws)
        ws.send_json({**SUB, "event": "cancel"})
        assert recv(ws) == {**SUB, "event": "cancel", "code": 0, "msg": "Success"}
        client.post("/admin/market/price", json={"symbol": "BTCUSDT", "price": "1"}, headers=AUTH)
        ws.send_json({"ping": 5})
        assert recv(ws) == {"pong": 5}  # no quote frame came in between


def test_server_sends_its_own_ping(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ws_quote, "PING_INTERVAL_SECONDS", 0.01)
    with TestClient(make_app(quiet_hub(0))) as client, client.websocket_connect("/spot/ws/quote/v1") as ws:
        frame = recv(ws)
        assert set(frame) == {"ping"} and isinstance(frame["ping"], int)
        ws.send_json({"pong": frame["ping"]})  # a client answering our ping is accepted silently
        ws.send_json({"ping": 9})
        for _ in range(1000):  # server pings may arrive first; the pong must come
            frame = recv(ws)
            if frame == {"pong": 9}:
                break
            assert set(frame) == {"ping"}
        else:
            pytest.fail("no pong")


def test_simulator_ticks_reach_the_socket() -> None:
    hub = MarketHub(seed=3, history_minutes=10, tick_seconds=0.01)
    with TestClient(make_app(hub)) as client, client.websocket_connect("/spot/ws/quote/v1") as ws:
        ws.send_json({**SUB, "symbol": "SOLUSDT"})
        recv(ws)
        first = recv(ws)["data"][0]
        second = recv(ws)["data"][0]
    assert second["currentTime"] > first["currentTime"]
    assert hub.mode("SOLUSDT") == "simulated"
