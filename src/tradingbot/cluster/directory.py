"""Where an API node sends a partition's commands: ``cmd.<partition>.<epoch>`` of its live lease.

The subject names the lease's epoch, so a worker that lost a partition without noticing yet (a
paused process, still subscribed to its old epoch's subject) never receives a command of the new
tenure. The epochs are read from the lease rows and kept until a send fails (nobody answered, the
answer said the partition is moving): then they are read again.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.cluster import leases

log = logging.getLogger(__name__)


def command_subject(partition: int, epoch: int) -> str:
    """The subject of one tenure of a partition's commands."""
    return f"cmd.{partition}.{epoch}"


class LeaseDirectory:
    """The live epoch of each partition, as an API node last read it."""

    def __init__(self, sessions: async_sessionmaker[Any]) -> None:
        self._sessions = sessions
        self._epochs: dict[int, int] = {}
        self._lock = asyncio.Lock()

    async def subject(self, partition: int, refresh: bool = False) -> str | None:
        """The subject to send ``partition``'s command to; None while no worker holds it. While
        the database cannot be read, the epochs last read (a worker answers "moving" if stale)."""
        if refresh or partition not in self._epochs:
            try:
                await self._read()
            except (SQLAlchemyError, OSError) as exc:
                log.warning("the partition leases cannot be read (%s); using the last ones read", exc)
        epoch = self._epochs.get(partition)
        return None if epoch is None else command_subject(partition, epoch)

    async def _read(self) -> None:
        async with self._lock:
            async with self._sessions() as session:
                rows = await leases.owners(session)
            self._epochs = {lease.partition: lease.epoch for lease in rows if lease.live}
