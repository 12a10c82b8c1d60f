"""Which operations take ``Idempotency-Key`` (``api/idempotency.py``): exactly the writes of the
cross-user matrix, whose route-table test makes every new private route say whether it writes.

Not marked, with the reason: changing the password (a retry after it applied is refused by the
old password, and its answer carries a new session that must not be stored) and adding a
notification channel (its answer carries the webhook's secret, which must not be stored)."""

from __future__ import annotations

from functools import cache

from fastapi import FastAPI
from tests.crossuser.test_matrix import MATRIX

from tradingbot.api.app import create_app
from tradingbot.api.idempotency import HEADER, commands, request_hash

NOT_COMMANDS = {
    ("POST", "/v2/private/user/change-password"),
    ("POST", "/v2/private/notifications/channels/add"),  # its answer carries the webhook's secret
}


@cache
def _app() -> FastAPI:
    return create_app()


def test_the_commands_are_the_writes_of_the_matrix() -> None:
    writes = {op for op, calls in MATRIX.items() if any(call.write for call in calls)}
    assert len(writes) >= 20  # the matrix was read
    marked = set(commands(_app()))
    assert marked == writes - NOT_COMMANDS, (
        f"missing: {sorted(writes - NOT_COMMANDS - marked)}; not writes: {sorted(marked - writes)}"
    )


def test_every_command_documents_the_header() -> None:
    paths = _app().openapi()["paths"]
    for method, path in commands(_app()):
        params = paths[path][method.lower()].get("parameters", [])
        header = [p for p in params if p["in"] == "header" and p["name"] == HEADER]
        assert header and not header[0]["required"], (method, path)


def test_a_request_is_the_same_whatever_its_keys_order() -> None:
    a = request_hash("POST", "/p", b'{"a": 1, "b": [1, 2]}')
    assert a == request_hash("POST", "/p", b'{"b":[1,2],"a":1}')
    assert a != request_hash("POST", "/p", b'{"a": 1, "b": [2, 1]}')
    assert a != request_hash("POST", "/q", b'{"a": 1, "b": [1, 2]}')
    assert request_hash("POST", "/p", b"not json") != request_hash("POST", "/p", b"not json!")
