"""A user's venue API keys (docs/VENUES.md "Your venue keys"): add (the venue checks the key
first), list (masked), delete. Owner-only: another user's key id answers as a missing one."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from tradingbot.adapters.venues.credentials import Credentials
from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.idempotency import command
from tradingbot.api.models.venue_keys import (
    AddVenueKeyRequest,
    VenueKey,
    VenueKeyDeleted,
    VenueKeyIdRequest,
    VenueKeyList,
)
from tradingbot.core.errors import BusinessError, RetCode

router = APIRouter(prefix="/v2/private/venue-keys", tags=["venue keys"])


def _id(value: int | str) -> int:
    text = str(value)
    if not text.isdigit() or not 1 <= int(text) <= 2_147_483_647:
        raise BusinessError(RetCode.INVALID_PARAM, "id: a venue key id (1..2147483647)", field="id")
    return int(text)


@router.post("/add", summary="Store a venue API key", responses=answers(VenueKey), dependencies=[command()])
async def add(body: AddVenueKeyRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """The venue is asked about the key (signed with it) before it is stored: a key the venue
    refuses answers ``12203``, a key that may withdraw ``12202``, a venue out of reach ``12204``
    (nothing stored: retry); at most ``BOT_VENUE_KEYS_MAX`` keys a user (``12201``), additions
    limited per minute (``10006``). The answer never carries the secret nor the whole key. With an
    ``Idempotency-Key`` a retry adds the key once (what is kept of the request is a SHA-256 of it,
    and the answer: the masked key)."""
    creds = Credentials(body.venue, body.api_key, body.secret, body.passphrase, body.testnet)
    view = await c.venue_keys.add(user.id, creds, body.label)
    return ok(view.as_dict())


@router.post("/list", summary="The user's venue keys (masked)", responses=answers(VenueKeyList))
async def list_keys(user: UserDep, c: ContainerDep) -> dict[str, Any]:
    views = await c.venue_keys.list(user.id)
    return ok({"list": [v.as_dict() for v in views], "max_keys": c.venue_keys.max_keys})


@router.post(
    "/delete", summary="Delete a venue key", responses=answers(VenueKeyDeleted), dependencies=[command()]
)
async def delete(body: VenueKeyIdRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Another user's key and a missing one both answer ``10011`` "venue key not found"."""
    key_id = _id(body.id)
    await c.venue_keys.delete(user.id, key_id)
    return ok({"id": str(key_id)})
