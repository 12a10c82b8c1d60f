"""Accounts and sessions: argon2id passwords, server-side sessions, login throttling.

Only the SHA-256 of a session token is stored, so a leaked database does not log anyone in.
Each session has its own CSRF token (sent to the browser as a readable cookie and required
back in ``X-CSRF-Token`` on mutating calls).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
import secrets
import time
from dataclasses import dataclass
from typing import Any

from pwdlib import PasswordHash
from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import LoginFailure, Session, User
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.clock import Clock

SESSION_TTL_MS = 7 * 24 * 3600 * 1000
RESOLVED_TTL_S = 1.0  # a resolved session is reused this long (wall time)
RESOLVED_MAX = 10_000  # sessions kept at most (all dropped at once when full)
EMAIL_RE = re.compile(r"^[^@\s]{1,64}@[^@\s]{1,189}\.[^@\s]{2,}$")
MIN_PASSWORD, MAX_PASSWORD = 8, 128

log = logging.getLogger("tradingbot.auth")  # security events: never a password or a token
_hasher = PasswordHash.recommended()  # argon2id
# verifying against a fixed hash for unknown emails keeps timing equal to a wrong password
_DUMMY_HASH = _hasher.hash("not-a-real-password")


async def _hash(password: str) -> str:
    """argon2id takes tens of milliseconds of CPU by design: in a thread (it releases the GIL),
    so a burst of log-ins does not stall every other request on the event loop."""
    return await asyncio.to_thread(_hasher.hash, password)


async def _verify(password: str, hashed: str) -> bool:
    return await asyncio.to_thread(_hasher.verify, password, hashed)


@dataclass(frozen=True, slots=True)
class UserView:
    """What the API shows about a user (SPEC §3 user profile, §6 tags)."""

    id: int
    email: str
    user_type: str
    is_islamic: bool
    banned: bool
    is_vip: bool
    vip_level: int

    @staticmethod
    def of(u: User) -> UserView:
        return UserView(u.id, u.email, u.user_type, u.is_islamic, u.banned, u.is_vip, u.vip_level)

    def profile(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "email": self.email,
            "vague_email": vague_email(self.email),
            "user_type": self.user_type,
            "is_islamic": self.is_islamic,
            "banned": self.banned,
            "vip": {"is_vip": self.is_vip, "label_level": self.vip_level},
            "loyalty_vip_info": {"is_vip": self.is_vip, "label_level": self.vip_level},
        }


@dataclass(frozen=True, slots=True)
class IssuedSession:
    token: str
    csrf_token: str
    user: UserView
    expires_ms: int


def vague_email(email: str) -> str:
    """``jane.doe@x.io`` -> ``ja***@x.io`` (the masked form the profile shows)."""
    local, _, domain = email.partition("@")
    return f"{local[:2]}***@{domain}"


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def normalize_email(email: str) -> str:
    e = email.strip().lower()
    if not EMAIL_RE.match(e) or len(e) > 254:
        raise BusinessError(RetCode.INVALID_PARAM, "email is not a valid address", field="email")
    return e


def check_password(password: str, field: str = "password") -> None:
    if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
        raise BusinessError(
            RetCode.INVALID_PARAM,
            f"{field} must be {MIN_PASSWORD} to {MAX_PASSWORD} characters",
            field=field,
            bound=f"{MIN_PASSWORD}..{MAX_PASSWORD}",
        )


class AuthService:
    """Register, log in, log out and resolve sessions."""

    def __init__(self, sessions: async_sessionmaker[Any], clock: Clock, max_failures: int, window_s: int):
        self._db = sessions
        self._clock = clock
        self._max_failures = max_failures
        self._window_ms = window_s * 1000
        # token hash -> (cached until, monotonic s; session expiry ms; user; csrf token)
        self._resolved: dict[str, tuple[float, int, UserView, str]] = {}
        # token hash -> (epoch, the database read of it under way)
        self._reading: dict[str, tuple[int, asyncio.Future[tuple[int, UserView, str] | None]]] = {}
        self._epoch = 0  # bumped by log-out and tag changes: reads begun before are not kept

    async def register(self, email: str, password: str) -> IssuedSession:
        e = normalize_email(email)
        check_password(password)
        now = self._clock()
        async with self._db() as s:
            user = User(email=e, password_hash=await _hash(password), created_ms=now)
            s.add(user)
            try:
                await s.flush()
            except IntegrityError as exc:
                raise BusinessError(
                    RetCode.EMAIL_TAKEN, "this email is already registered", field="email"
                ) from exc
            issued = await self._issue(s, user, now)
            await s.commit()
        log.info("registered user %d", issued.user.id)
        return issued

    async def login(
        self, email: str, password: str, client_ip: str, replaces: str | None = None
    ) -> IssuedSession:
        """A new session for the user; ``replaces``, the session token the browser sent (of this
        user or another), is dropped in the same transaction: a log-in always gets a new id."""
        e = normalize_email(email)
        now = self._clock()
        key = f"{e}|{client_ip}"
        async with self._db() as s:
            since = now - self._window_ms
            failures = await s.scalar(
                select(func.count())
                .select_from(LoginFailure)
                .where(LoginFailure.key == key, LoginFailure.ts_ms >= since)
            )
            if (failures or 0) >= self._max_failures:
                log.warning("log-in refused: throttled (%s from %s)", vague_email(e), client_ip)
                raise BusinessError(
                    RetCode.TOO_MANY_REQUESTS,
                    f"too many failed log-ins; try again in {self._window_ms // 60000} minutes",
                )
            user = await s.scalar(select(User).where(User.email == e))
            ok = await _verify(password, user.password_hash if user else _DUMMY_HASH)
            if user is None or not ok:
                s.add(LoginFailure(key=key, ts_ms=now))
                await s.commit()
                log.warning("log-in failed (%s from %s)", vague_email(e), client_ip)
                raise BusinessError(RetCode.INVALID_CREDENTIALS, "wrong email or password")
            await s.execute(delete(LoginFailure).where(LoginFailure.key == key))
            if replaces:
                await s.execute(delete(Session).where(Session.token_hash == token_hash(replaces)))
            issued = await self._issue(s, user, now)
            await s.commit()
        if replaces:
            self._forget(lambda key, _: key == token_hash(replaces))
        log.info("log-in of user %d from %s", user.id, client_ip)
        return issued

    async def change_password(self, user_id: int, old: str, new: str) -> IssuedSession:
        """Check the current password (wrong tries throttled like log-ins), store the new one, drop
        every session of the user and issue a fresh one to the caller."""
        check_password(new, "new_password")
        now = self._clock()
        key = f"password-change|{user_id}"
        async with self._db() as s:
            failures = await s.scalar(
                select(func.count())
                .select_from(LoginFailure)
                .where(LoginFailure.key == key, LoginFailure.ts_ms >= now - self._window_ms)
            )
            if (failures or 0) >= self._max_failures:
                log.warning("password change refused: throttled (user %d)", user_id)
                raise BusinessError(
                    RetCode.TOO_MANY_REQUESTS,
                    f"too many wrong passwords; try again in {self._window_ms // 60000} minutes",
                )
            user = await s.get(User, user_id)
            if user is None or not await _verify(old, user.password_hash):
                s.add(LoginFailure(key=key, ts_ms=now))
                await s.commit()
                log.warning("password change failed: wrong current password (user %d)", user_id)
                raise BusinessError(
                    RetCode.INVALID_CREDENTIALS, "the current password is wrong", field="old_password"
                )
            user.password_hash = await _hash(new)
            await s.execute(delete(LoginFailure).where(LoginFailure.key == key))
            await s.execute(delete(Session).where(Session.user_id == user_id))
            issued = await self._issue(s, user, now)
            await s.commit()
        self._forget(lambda _, view: view.id == user_id)
        log.info("password changed (user %d): every session ended", user_id)
        return issued

    def _forget(self, dropped: Any) -> None:
        """Drop the kept resolutions of dropped sessions (``dropped(token hash, user)``); reads under
        way when they were dropped are not kept either."""
        self._epoch += 1
        self._resolved = {k: v for k, v in self._resolved.items() if not dropped(k, v[2])}

    async def _issue(self, s: Any, user: User, now: int) -> IssuedSession:
        token = secrets.token_urlsafe(32)
        csrf = secrets.token_urlsafe(24)
        expires = now + SESSION_TTL_MS
        s.add(
            Session(
                token_hash=token_hash(token),
                csrf_token=csrf,
                user_id=user.id,
                created_ms=now,
                expires_ms=expires,
            )
        )
        return IssuedSession(token, csrf, UserView.of(user), expires)

    async def resolve(self, token: str | None) -> tuple[UserView, str] | None:
        """The user and CSRF token of a live session, or None.

        Every logged-in call asks this, so a found session is kept for ``RESOLVED_TTL_S`` (wall
        time): log-out and tag changes through this service drop it at once; a change by another
        process (the ``tag-user`` command) shows within that second.
        """
        if not token:
            return None
        key = token_hash(token)
        hit = self._resolved.get(key)
        if hit is not None and hit[0] > time.monotonic():
            if hit[1] > self._clock():
                return hit[2], hit[3]
            del self._resolved[key]
        epoch = self._epoch
        found = await self._read_once(key, epoch)
        if found is not None:
            if epoch == self._epoch:  # no log-out or tag change while it was read
                if len(self._resolved) >= RESOLVED_MAX:
                    self._resolved.clear()
                self._resolved[key] = (time.monotonic() + RESOLVED_TTL_S, *found)
            return found[1], found[2]
        return None

    async def _read_once(self, key: str, epoch: int) -> tuple[int, UserView, str] | None:
        """One database read of a session at a time: the calls that find its kept answer expired
        together share it (16 concurrent connections each read it, most on new pool connections)."""
        reading = self._reading.get(key)
        if reading is None or reading[0] != epoch:
            reading = (epoch, asyncio.ensure_future(self._resolve(key)))
            self._reading[key] = reading

            def done(_: object, mine: tuple[int, Any] = reading) -> None:
                if self._reading.get(key) is mine:
                    del self._reading[key]

            reading[1].add_done_callback(done)
        return await asyncio.shield(reading[1])

    async def _resolve(self, key: str) -> tuple[int, UserView, str] | None:
        async with self._db() as s:
            row = (
                await s.execute(
                    select(Session, User)
                    .join(User, User.id == Session.user_id)
                    .where(Session.token_hash == key)
                )
            ).first()
            if row is None:
                return None
            sess, user = row
            if sess.expires_ms <= self._clock():
                return None
            return sess.expires_ms, UserView.of(user), sess.csrf_token

    async def logout(self, token: str) -> None:
        self._epoch += 1
        self._resolved.pop(token_hash(token), None)
        async with self._db() as s:
            await s.execute(delete(Session).where(Session.token_hash == token_hash(token)))
            await s.commit()
        self._epoch += 1  # a read begun while the delete was committed is not kept either
        self._resolved.pop(token_hash(token), None)

    async def set_tags(self, user_id: int, **tags: Any) -> UserView:
        """Operator call: change user tags (user_type, is_islamic, banned, is_vip, vip_level)."""
        allowed = {"user_type", "is_islamic", "banned", "is_vip", "vip_level"}
        unknown = set(tags) - allowed
        if unknown:
            raise BusinessError(
                RetCode.INVALID_PARAM, f"unknown tag {sorted(unknown)[0]}", field=sorted(unknown)[0]
            )
        if "user_type" in tags and tags["user_type"] not in ("FRESH", "EXPERIENCED"):
            raise BusinessError(
                RetCode.INVALID_PARAM, "user_type must be FRESH or EXPERIENCED", field="user_type"
            )
        async with self._db() as s:
            user = await s.get(User, user_id)
            if user is None:
                raise BusinessError(RetCode.NOT_FOUND, f"user {user_id} not found", field="user_id")
            for k, v in tags.items():
                setattr(user, k, v)
            await s.commit()
            self._forget(lambda _, view: view.id == user_id)
            return UserView.of(user)

    async def find_by_email(self, email: str) -> UserView | None:
        async with self._db() as s:
            user = await s.scalar(select(User).where(User.email == email.strip().lower()))
            return UserView.of(user) if user else None
