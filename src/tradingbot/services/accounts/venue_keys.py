"""Users' API keys of real venues (docs/VENUES.md "Your venue keys"): added after the venue
confirmed the key and its permissions, stored encrypted, listed masked, deleted by their owner.

Nothing here puts a key, a secret or a passphrase in a log line, an answer or an error message:
what is logged and answered is the venue, the masked key and the row id.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import VenueKeyRow
from tradingbot.adapters.venues.credentials import PASSPHRASE_VENUES, VENUES, Credentials, masked
from tradingbot.adapters.venues.key_check import (
    UNKNOWN,
    KeyRefused,
    KeyReport,
    VenueUnreachable,
    can_withdraw,
    summary,
)
from tradingbot.adapters.venues.key_vault import KeyVault, VaultError
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.clock import Clock
from tradingbot.services.limits import PerUserLimit

log = logging.getLogger("tradingbot.venue_keys")

KeyCheck = Callable[[Credentials], Awaitable[KeyReport]]
"""Asks the venue about a key (``adapters/venues/key_check.check_key`` at the venue's address)."""
NOT_FOUND = "venue key not found"


@dataclass(frozen=True)
class VenueKeyView:
    """What a user sees of a stored key."""

    id: int
    venue: str
    testnet: bool
    label: str | None
    api_key_masked: str
    permissions: list[str]
    permissions_reported: bool
    created_ms: int

    @staticmethod
    def of(row: VenueKeyRow) -> VenueKeyView:
        reported = None if row.permissions == UNKNOWN else json.loads(row.permissions)
        return VenueKeyView(
            row.id,
            row.venue,
            row.testnet,
            row.label,
            row.api_key_masked,
            summary(row.venue, reported),
            reported is not None,
            row.created_ms,
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "venue": self.venue,
            "testnet": self.testnet,
            "label": self.label,
            "api_key_masked": self.api_key_masked,
            "permissions": self.permissions,
            "permissions_reported": self.permissions_reported,
            "created_ms": self.created_ms,
        }


class VenueKeyService:
    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        clock: Clock,
        vault: Callable[[], KeyVault],
        check: KeyCheck,
        max_keys: int,
        adds_per_minute: int,
    ) -> None:
        self._db = sessions
        self._clock = clock
        self._make_vault = vault
        self._vault: KeyVault | None = None
        self._check = check
        self.max_keys = max_keys
        self._adds = PerUserLimit(adds_per_minute)

    def vault(self) -> KeyVault:
        """The master keys, read at first use (a server with no stored key never needs them)."""
        if self._vault is None:
            try:
                self._vault = self._make_vault()
            except VaultError as exc:
                log.error("venue keys cannot be stored: %s", exc)
                raise BusinessError(
                    RetCode.VENUE_KEYS_UNAVAILABLE,
                    "venue keys cannot be stored on this server right now (its master key is not set up)",
                ) from None
        return self._vault

    async def add(self, user_id: int, creds: Credentials, label: str | None) -> VenueKeyView:
        """Store ``creds`` once the venue confirmed the key and that it cannot withdraw."""
        if creds.venue not in VENUES:
            raise BusinessError(RetCode.INVALID_PARAM, f"venue: one of {', '.join(VENUES)}", field="venue")
        if creds.venue in PASSPHRASE_VENUES and not creds.passphrase:
            raise BusinessError(
                RetCode.INVALID_PARAM,
                f"passphrase: {creds.venue} keys need their passphrase",
                field="passphrase",
            )
        if creds.venue not in PASSPHRASE_VENUES and creds.passphrase:
            raise BusinessError(
                RetCode.INVALID_PARAM, f"passphrase: {creds.venue} keys have none", field="passphrase"
            )
        wait = self._adds.retry_after(user_id)
        if wait > 0:
            raise BusinessError(
                RetCode.TOO_MANY_REQUESTS,
                f"too many venue keys added: at most {self._adds.per_window} a minute;"
                f" try again in {math.ceil(wait)} seconds",
            )
        async with self._db() as s:  # before the venue is asked; again when the row is written
            await self._room_for_one(user_id, s)
        vault = self.vault()
        report = await self._ask_venue(user_id, creds)
        if can_withdraw(creds.venue, report.reported):
            log.info(
                "venue key refused for user %d: %s %s may withdraw",
                user_id,
                creds.venue,
                masked(creds.api_key),
            )
            raise BusinessError(
                RetCode.VENUE_KEY_CAN_WITHDRAW,
                "this key may withdraw funds: make a key without the withdrawal permission on the venue",
                field="api_key",
            )
        row = VenueKeyRow(
            user_id=user_id,
            venue=creds.venue,
            testnet=creds.testnet,
            label=label or None,
            api_key_masked=masked(creds.api_key),
            ciphertext=vault.seal(creds),
            permissions=report.stored,
            created_ms=self._clock(),
        )
        async with self._db() as s:
            await self._room_for_one(user_id, s)
            s.add(row)
            await s.commit()
            view = VenueKeyView.of(row)
        log.info("venue key %d added for user %d: %s %s", view.id, user_id, creds.venue, view.api_key_masked)
        return view

    async def _room_for_one(self, user_id: int, s: Any) -> None:
        """Refused (``12201``) when the user has ``max_keys`` keys already."""
        count = await s.scalar(
            select(func.count()).select_from(VenueKeyRow).where(VenueKeyRow.user_id == user_id)
        )
        if (count or 0) >= self.max_keys:
            raise BusinessError(
                RetCode.VENUE_KEY_LIMIT, f"at most {self.max_keys} venue keys per user: delete one first"
            )

    async def _ask_venue(self, user_id: int, creds: Credentials) -> KeyReport:
        try:
            return await self._check(creds)
        except KeyRefused:
            log.info(
                "venue key refused for user %d: %s %s is not valid",
                user_id,
                creds.venue,
                masked(creds.api_key),
            )
            raise BusinessError(
                RetCode.VENUE_KEY_REFUSED,
                f"{creds.venue} refused this key: check the key, the secret"
                f"{' and the passphrase' if creds.venue in PASSPHRASE_VENUES else ''}, that it has not"
                f" expired, that it is a {'testnet' if creds.testnet else 'live'} key and that it"
                " allows this server's address",
                field="api_key",
            ) from None
        except VenueUnreachable as exc:
            log.warning("venue key not checked for user %d: %s unreachable (%s)", user_id, creds.venue, exc)
            raise BusinessError(
                RetCode.VENUE_UNREACHABLE,
                f"{creds.venue} could not be reached to check the key; nothing was stored: retry shortly",
            ) from None

    async def list(self, user_id: int) -> list[VenueKeyView]:
        async with self._db() as s:
            rows = await s.scalars(
                select(VenueKeyRow).where(VenueKeyRow.user_id == user_id).order_by(VenueKeyRow.id)
            )
            return [VenueKeyView.of(r) for r in rows]

    async def delete(self, user_id: int, key_id: int) -> None:
        """Another user's key and a missing one answer alike."""
        async with self._db() as s:
            gone = await s.execute(
                delete(VenueKeyRow).where(VenueKeyRow.id == key_id, VenueKeyRow.user_id == user_id)
            )
            await s.commit()
        if not getattr(gone, "rowcount", 0):
            raise BusinessError(RetCode.NOT_FOUND, NOT_FOUND, field="id")
        log.info("venue key %d deleted by user %d", key_id, user_id)

    async def credentials(self, user_id: int, key_id: int) -> Credentials:
        """A stored key opened, for the venue calls that need it (live trading)."""
        async with self._db() as s:
            row = await s.scalar(
                select(VenueKeyRow).where(VenueKeyRow.id == key_id, VenueKeyRow.user_id == user_id)
            )
        if row is None:
            raise BusinessError(RetCode.NOT_FOUND, NOT_FOUND, field="id")
        return self.vault().open(row.venue, row.testnet, row.ciphertext)

    async def rotate(self) -> int:
        """Every stored key encrypted again with the first master key (each row in its own
        transaction); the number of rows."""
        vault = self.vault()
        async with self._db() as s:
            ids = list(await s.scalars(select(VenueKeyRow.id).order_by(VenueKeyRow.id)))
        for key_id in ids:
            async with self._db() as s:
                row = await s.get(VenueKeyRow, key_id)
                if row is not None:
                    row.ciphertext = vault.rotate(row.ciphertext)
                    await s.commit()
        log.info("venue keys re-encrypted with the first master key: %d", len(ids))
        return len(ids)
