"""A user's HTTP call as a command to the worker of its partition, and the answer back.

An API node of the cluster does not hold the engine: a logged-in user's call is sent, as it came
(method, path, query, headers, body, the client's address), by request/reply to
the subject of the partition's current lease (``cluster/directory.py``), served by the one worker
that holds that lease; the worker runs it
through the same application and answers the HTTP response it produced. Bodies travel base64-encoded
(any bytes, any size up to the API's body limit).

Retries: a command that got no answer (the worker died, the partition is changing hands, the
broker is reconnecting) is sent again until ``deadline``; commands carry an ``Idempotency-Key``
(the API node adds one when the client sent none), so a retry of one that was applied answers
what was committed instead of applying it again (``api/idempotency.py``).
"""

from __future__ import annotations

import asyncio
import base64
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from tradingbot.bus.ports import BusRemoteError, BusUnavailable, MarketBus

RETRY_S = 0.2
REQUEST_S = 5.0  # one try: a frozen worker is given up on and the command sent again (the new owner answers)


@dataclass(frozen=True)
class HttpCommand:
    method: str
    path: str
    query: str
    headers: list[tuple[str, str]]
    body: bytes
    client: str

    def to_wire(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "path": self.path,
            "query": self.query,
            "headers": [list(h) for h in self.headers],
            "body": base64.b64encode(self.body).decode(),
            "client": self.client,
        }

    @classmethod
    def from_wire(cls, raw: dict[str, Any]) -> HttpCommand:
        return cls(
            str(raw["method"]),
            str(raw["path"]),
            str(raw.get("query", "")),
            [(str(k), str(v)) for k, v in raw.get("headers", [])],
            base64.b64decode(raw.get("body", "")),
            str(raw.get("client", "")),
        )


@dataclass(frozen=True)
class HttpAnswer:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""

    def to_wire(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "headers": [list(h) for h in self.headers],
            "body": base64.b64encode(self.body).decode(),
        }

    @classmethod
    def from_wire(cls, raw: dict[str, Any]) -> HttpAnswer:
        return cls(
            int(raw["status"]),
            [(str(k), str(v)) for k, v in raw.get("headers", [])],
            base64.b64decode(raw.get("body", "")),
        )


MOVING = HttpAnswer(
    200,
    [("content-type", "application/json")],
    b'{"ret_code":10017,"ret_msg":"this account is moving to another engine worker: retry shortly",'
    b'"result":null,"time_now":"0"}',
)
"""A worker's answer for a partition it may no longer hold (the API node sends the command again)."""


def is_moving(answer: HttpAnswer) -> bool:
    """The worker answered that the partition is not (or no longer) its own, or is still catching
    up with the market logs: send it again. (Its engine says so in the same words.)"""
    retry = (b"another engine worker", b"catching up with the market")
    return b'"ret_code":10017' in answer.body and any(words in answer.body for words in retry)


SubjectOf = Callable[[bool], Awaitable[str | None]]
"""``subject_of(refresh)``: where to send the command now (None: nobody serves it yet); asked
again with ``refresh`` after a failed try."""


async def send_command(
    bus: MarketBus,
    subject_of: SubjectOf,
    command: HttpCommand,
    timeout_s: float,
    retry_while: Callable[[HttpAnswer], bool] | None = None,
) -> HttpAnswer:
    """Send until answered or ``timeout_s`` has passed (then ``BusUnavailable``). ``retry_while``:
    an answer to send again rather than return (a worker answering that the partition is not its
    own any more), or None."""
    deadline = time.monotonic() + timeout_s
    wire = command.to_wire()
    last: Exception = BusUnavailable("no engine worker serves this partition")
    refresh = False
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise last if isinstance(last, BusUnavailable) else BusUnavailable(str(last))
        subject = await subject_of(refresh)
        refresh = True
        if subject is not None:
            try:
                reply = await bus.request(subject, wire, timeout=min(left, REQUEST_S))
            except (BusUnavailable, BusRemoteError) as exc:
                last = exc
            else:
                answer = HttpAnswer.from_wire(reply)
                if retry_while is None or not retry_while(answer):
                    return answer
                last = BusUnavailable(f"{subject} is changing hands")
        await asyncio.sleep(min(RETRY_S, max(0.0, deadline - time.monotonic())))
