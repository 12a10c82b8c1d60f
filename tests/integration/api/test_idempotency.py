"""``Idempotency-Key`` over the real HTTP API, on SQLite and PostgreSQL (issues 23, 24): a retried
command applies once, its answer is replayed, a key reused for another request is refused, keys
are per user, and the record committed with the effect answers a retry whose first answer was lost.
"""

from __future__ import annotations

import asyncio
import json
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import func, select, update

from tests.integration.api.test_ranking import CREATE, container
from tests.integration.conftest import Api, fund_usdt
from tradingbot.adapters.storage.models import BotRow, IdempotencyKeyRow
from tradingbot.api import idempotency as idempotency_api
from tradingbot.core.errors import RetCode
from tradingbot.services.exchange.idempotency import KEY_TTL_MS

GRID_PATH, GRID, _, _ = CREATE["GRID_SPOT"]
GRID_BODY = dict(GRID, quote_investment="1000")
TRANSFER = "/v2/private/asset/transfer"


async def keyed(api: Api, path: str, body: dict[str, Any], key: str) -> tuple[dict[str, Any], bool]:
    """The answer of ``path`` sent with ``key``, and whether it was a replay."""
    headers = {**api._headers(), "Idempotency-Key": key}
    r = await api.c.post(path, json=body, headers=headers)
    data: dict[str, Any] = r.json()
    return data, r.headers.get("idempotent-replayed") == "true"


async def bot_count(api: Api) -> int:
    async with container(api).sessions() as s:
        return int(await s.scalar(select(func.count()).select_from(BotRow)) or 0)


async def test_a_retried_create_makes_one_bot_and_answers_the_same(api: Api) -> None:
    await api.funded_trader()
    first, replayed = await keyed(api, GRID_PATH, GRID_BODY, "create-1")
    assert first["ret_code"] == 0 and not replayed, first
    again, replayed = await keyed(api, GRID_PATH, GRID_BODY, "create-1")
    assert replayed and again == first  # the whole envelope, time_now included
    assert await bot_count(api) == 1
    assert await fund_usdt(api) == Decimal(9000)
    # the same body with another key is another command
    other, replayed = await keyed(api, GRID_PATH, GRID_BODY, "create-2")
    assert other["ret_code"] == 0 and not replayed
    assert other["result"]["grid_id"] != first["result"]["grid_id"]
    assert await bot_count(api) == 2


async def test_the_same_key_for_another_request_is_refused(api: Api) -> None:
    await api.funded_trader()
    await keyed(api, GRID_PATH, GRID_BODY, "k1")
    other = dict(GRID_BODY, quote_investment="900")
    refused, replayed = await keyed(api, GRID_PATH, other, "k1")
    assert refused["ret_code"] == RetCode.IDEMPOTENCY_KEY_REUSED and not replayed, refused
    assert refused["result"]["field"] == "Idempotency-Key"
    elsewhere, _ = await keyed(
        api,
        TRANSFER,
        {"coin": "USDT", "amount": "1", "from_account_type": "FUND", "to_account_type": "SPOT"},
        "k1",
    )
    assert elsewhere["ret_code"] == RetCode.IDEMPOTENCY_KEY_REUSED
    assert await bot_count(api) == 1
    assert await fund_usdt(api) == Decimal(9000)


async def test_a_refusal_is_replayed_and_nothing_applies_later(api: Api) -> None:
    await api.funded_trader(usdt="500")
    refused, _ = await keyed(api, GRID_PATH, GRID_BODY, "too-much")
    assert refused["ret_code"] != 0, refused
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "5000"})
    again, replayed = await keyed(api, GRID_PATH, GRID_BODY, "too-much")
    assert replayed and again == refused  # the first answer, although it would pass now
    assert await bot_count(api) == 0


async def test_concurrent_requests_with_one_key_apply_once(api: Api) -> None:
    await api.funded_trader()
    answers = await asyncio.gather(*(keyed(api, GRID_PATH, GRID_BODY, "same") for _ in range(5)))
    bodies = [a for a, _ in answers]
    assert all(b == bodies[0] for b in bodies) and bodies[0]["ret_code"] == 0, bodies
    assert sum(not replayed for _, replayed in answers) == 1
    assert await bot_count(api) == 1
    assert await fund_usdt(api) == Decimal(9000)


async def test_keys_are_per_user(api: Api) -> None:
    await api.funded_trader()
    mine, _ = await keyed(api, GRID_PATH, GRID_BODY, "shared-key")
    await api.post("/logout", {})
    await api.register("other@example.com")
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    theirs, replayed = await keyed(api, GRID_PATH, GRID_BODY, "shared-key")
    assert theirs["ret_code"] == 0 and not replayed, theirs
    assert theirs["result"]["grid_id"] != mine["result"]["grid_id"]
    assert await bot_count(api) == 2


async def test_a_bad_key_is_refused_naming_the_header(api: Api) -> None:
    await api.funded_trader()
    for bad in ("", "x" * 65, "has space", "semi;colon", "na\xefve".encode("latin-1")):
        r = await api.c.post(GRID_PATH, json=GRID_BODY, headers={**api._headers(), "Idempotency-Key": bad})
        data = r.json()
        assert data["ret_code"] == RetCode.INVALID_PARAM, (bad, data)
        assert data["result"]["field"].lower() == "idempotency-key", data
    assert await bot_count(api) == 0


async def test_the_key_is_stored_with_the_effect_and_answers_a_lost_answer(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server stops after the create's transaction, before the answer is stored (the answer's
    write does not happen): the row the create's own transaction wrote holds the bot id, and the
    retry creates nothing and answers the same bot as the first answer."""
    await api.funded_trader()
    store = container(api).idempotency

    async def stopped(*_: object) -> None:
        return None

    monkeypatch.setattr(store, "done", stopped)
    first, _ = await keyed(api, GRID_PATH, GRID_BODY, "lost")
    assert first["ret_code"] == 0, first
    async with container(api).sessions() as s:
        row = await s.get(IdempotencyKeyRow, (1, "lost"))
        assert row is not None and row.status == "applied"
        assert json.loads(row.answer_json) == {"effect": int(first["result"]["grid_id"])}
    monkeypatch.undo()
    again, replayed = await keyed(api, GRID_PATH, GRID_BODY, "lost")
    assert replayed and again["ret_code"] == 0
    assert again["result"] == first["result"]
    assert await bot_count(api) == 1
    assert await fund_usdt(api) == Decimal(9000)
    async with container(api).sessions() as s:
        row = await s.get(IdempotencyKeyRow, (1, "lost"))
        assert row is not None and row.status == "done"  # answered from now on as stored


async def test_an_applied_command_without_a_recomputable_answer_says_so(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A transfer applied whose answer was lost: the retry moves nothing and answers 10020."""
    await api.funded_trader()
    store = container(api).idempotency

    async def stopped(*_: object) -> None:
        return None

    monkeypatch.setattr(store, "done", stopped)
    body = {"coin": "USDT", "amount": "10", "from_account_type": "FUND", "to_account_type": "SPOT"}
    first, _ = await keyed(api, TRANSFER, body, "t1")
    assert first["ret_code"] == 0, first
    monkeypatch.undo()
    again, _ = await keyed(api, TRANSFER, body, "t1")
    assert again["ret_code"] == RetCode.IDEMPOTENCY_ANSWER_LOST, again
    assert await fund_usdt(api) == Decimal(9990)


async def test_without_a_key_nothing_changes(api: Api) -> None:
    await api.funded_trader()
    for _ in range(2):
        assert (await api.post(GRID_PATH, GRID_BODY))["ret_code"] == 0
    assert await bot_count(api) == 2
    async with container(api).sessions() as s:
        assert await s.scalar(select(func.count()).select_from(IdempotencyKeyRow)) == 0


async def test_a_retry_waits_for_the_first_then_says_busy(api: Api, monkeypatch: pytest.MonkeyPatch) -> None:
    """While the key is held (the first request still running), a retry waits and, past the wait,
    answers 10019 (retry) without running; once the key is free the retry runs."""
    await api.funded_trader()
    monkeypatch.setattr(idempotency_api, "WAIT_S", 0.2)
    store = container(api).idempotency
    async with store.exclusive(1, "held", 1.0):
        busy, replayed = await keyed(api, GRID_PATH, GRID_BODY, "held")
    assert busy["ret_code"] == RetCode.IDEMPOTENCY_KEY_BUSY and not replayed, busy
    assert await bot_count(api) == 0
    done, replayed = await keyed(api, GRID_PATH, GRID_BODY, "held")
    assert done["ret_code"] == 0 and not replayed, done
    assert await bot_count(api) == 1


async def test_a_key_expires_after_24_hours(api: Api) -> None:
    """A key older than 24 h is free again: the same request with it is a new command."""
    await api.funded_trader()
    first, _ = await keyed(api, GRID_PATH, GRID_BODY, "old")
    async with container(api).sessions() as s:
        await s.execute(
            update(IdempotencyKeyRow).values(created_ms=IdempotencyKeyRow.created_ms - KEY_TTL_MS)
        )
        await s.commit()
    again, replayed = await keyed(api, GRID_PATH, GRID_BODY, "old")
    assert again["ret_code"] == 0 and not replayed, again
    assert again["result"]["grid_id"] != first["result"]["grid_id"]
    assert await bot_count(api) == 2
    replay, replayed = await keyed(api, GRID_PATH, GRID_BODY, "old")
    assert replayed and replay == again


async def test_expired_keys_are_deleted(api: Api) -> None:
    """The first keyed request of a start (then one every 10 minutes at most) deletes expired keys."""
    await api.funded_trader()
    now = container(api).clock()
    async with container(api).sessions() as s:
        for i, age in enumerate((KEY_TTL_MS + 5, KEY_TTL_MS + 1, 1000)):
            s.add(IdempotencyKeyRow(user_id=1, key=f"k{i}", request_hash="h", status="done",
                                    answer_json="{}", created_ms=now - age))  # fmt: skip
        await s.commit()
    await keyed(api, GRID_PATH, GRID_BODY, "new")
    async with container(api).sessions() as s:
        keys = set((await s.scalars(select(IdempotencyKeyRow.key))).all())
    assert keys == {"k2", "new"}
