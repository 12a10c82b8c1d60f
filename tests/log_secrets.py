"""No secret in any log line: every log record of the test session is checked for the secrets the
tests used (passwords, session and CSRF tokens, the admin tokens, venue API keys, secrets and
passphrases, notification channels' webhook secrets and Telegram bot tokens).

``tests/conftest.py`` installs :class:`SecretWatch` on the root logger when the session starts (in
each xdist worker), lowers the ``tradingbot`` loggers to DEBUG so that every record the server
code makes is seen, and notes every password the auth service was given and every session and
CSRF token it issued. A test during which a record carried one of them fails at teardown (naming
the logger and the secret's kind, never the secret); a record after the last test fails the
session. Cheap: a record costs one regex scan for long tokens (set look-ups) and one for the
passwords; records are rare next to requests.

Out of its sight: servers the tests start as child processes (their logs are their own).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from functools import wraps
from typing import Any

TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{24,}")
ADMIN_TOKENS = ("test-admin-token", "proc-admin", "e2e-admin-token")


class SecretWatch(logging.Handler):
    """A log handler that records which records carried a known secret."""

    def __init__(self) -> None:
        super().__init__(level=logging.DEBUG)
        self.tokens: dict[str, str] = {}  # token -> kind ("session token", "CSRF token")
        self.passwords: set[str] = set()
        self._password_re: re.Pattern[str] | None = None
        self.found: list[str] = []
        self._formatter = logging.Formatter()
        for token in ADMIN_TOKENS:
            self.add_password(token)

    def add_token(self, token: str, kind: str) -> None:
        self.tokens[token] = kind

    def add_password(self, password: str) -> None:
        """Watch for ``password``; shorter than the 8 characters an account's password has (a
        fuzzer's log-in attempt) it could match ordinary words and numbers, so it is not watched."""
        if len(password.strip()) >= 8 and password not in self.passwords:
            self.passwords.add(password)
            alternatives = "|".join(re.escape(p) for p in sorted(self.passwords, key=len, reverse=True))
            # a password counts where it stands alone (``12345678`` inside a timestamp does not)
            self._password_re = re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")

    def leak_in(self, text: str) -> str | None:
        """The kind of secret ``text`` carries, or None."""
        for token in TOKEN_RE.findall(text):
            kind = self.tokens.get(token)
            if kind is not None:
                return kind
        if self._password_re is not None and self._password_re.search(text):
            return "password or admin token"
        return None

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = record.getMessage()
        except Exception:  # a record whose arguments do not fit its format: check both parts
            text = f"{record.msg} {record.args}"
        if record.exc_info:
            text += "\n" + self._formatter.formatException(record.exc_info)
        kind = self.leak_in(text)
        if kind is not None:
            self.found.append(f"a log record of {record.name!r} ({record.levelname}) carried a {kind}")


WATCH = SecretWatch()


def _noting(fn: Callable[..., Any], *password_args: int) -> Callable[..., Any]:
    """``fn`` that first notes its password arguments (by position), then the session it issued."""

    @wraps(fn)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        for i in password_args:
            if i < len(args) and isinstance(args[i], str):
                WATCH.add_password(args[i])
        out = await fn(*args, **kwargs)
        token, csrf = getattr(out, "token", None), getattr(out, "csrf_token", None)
        if isinstance(token, str) and isinstance(csrf, str):
            WATCH.add_token(token, "session token")
            WATCH.add_token(csrf, "CSRF token")
        return out

    return wrapper


def install() -> None:
    """Watch the root logger and note the secrets the auth service handles (once per process)."""
    from tradingbot.services.accounts.auth import AuthService

    if getattr(AuthService, "_secrets_watched", False):
        return
    # (self, email, password, ...) and (self, user_id, old, new): passed by position by the routes
    AuthService.register = _noting(AuthService.register, 2)  # type: ignore[method-assign]
    AuthService.login = _noting(AuthService.login, 2)  # type: ignore[method-assign]
    AuthService.change_password = _noting(AuthService.change_password, 2, 3)  # type: ignore[method-assign]
    AuthService._secrets_watched = True  # type: ignore[attr-defined]
    _watch_venue_keys()
    _watch_notification_secrets()
    logging.getLogger().addHandler(WATCH)
    logging.getLogger("tradingbot").setLevel(logging.DEBUG)


def _watch_venue_keys() -> None:
    """Watch every venue key, secret and passphrase a test stores (``VenueKeyService.add``)."""
    from tradingbot.services.accounts.venue_keys import VenueKeyService

    add = VenueKeyService.add

    @wraps(add)
    async def noting(self: Any, user_id: int, creds: Any, label: Any) -> Any:
        for part in (creds.api_key, creds.secret, creds.passphrase):
            if isinstance(part, str):
                WATCH.add_password(part)
        return await add(self, user_id, creds, label)

    VenueKeyService.add = noting  # type: ignore[method-assign]


def _watch_notification_secrets() -> None:
    """Watch every webhook secret and Telegram bot token a test stores (``NotificationService._add``):
    the token as the part after its colon, which is how it stands in a Bot API URL (``/bot<id>:<token>/``)."""
    from tradingbot.services.notifications.service import NotificationService

    add = NotificationService._add

    @wraps(add)
    async def noting(self: Any, user_id: int, kind: str, target: str, secret: str, label: Any) -> Any:
        WATCH.add_token(secret.split(":", 1)[-1], f"{kind} secret")
        return await add(self, user_id, kind, target, secret, label)

    NotificationService._add = noting  # type: ignore[method-assign]
