"""Account references of the simulated exchange.

An account is (owner, account type). Owners are strings with a kind prefix:
``u:<user_id>`` users, ``bot:<bot_id>`` isolated bot sub-accounts, ``sys:<name>`` system
accounts. System accounts are the other side of every entry and may go negative:
``sys:faucet`` issues demo funds, ``sys:market`` is the counterparty of all trades,
``sys:fees`` collects fees. User and bot accounts never go negative.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from tradingbot.core.enums import BotAccountType

USER_PREFIX: Final = "u:"
BOT_PREFIX: Final = "bot:"
SYSTEM_PREFIX: Final = "sys:"
_PREFIXES: Final = (USER_PREFIX, BOT_PREFIX, SYSTEM_PREFIX)
_SEP: Final = "/"


@dataclass(frozen=True, slots=True, order=True)
class AccountRef:
    """One balance holder: an owner's account of one type."""

    owner: str
    account_type: BotAccountType

    def __post_init__(self) -> None:
        owner = self.owner  # a known prefix and something after it (hot: every order and posting loaded)
        if not owner.startswith(_PREFIXES) or owner in _PREFIXES or _SEP in owner:
            raise ValueError(f"invalid account owner {self.owner!r}")

    @property
    def is_system(self) -> bool:
        """System accounts may go negative."""
        return self.owner.startswith(SYSTEM_PREFIX)

    @property
    def is_bot(self) -> bool:
        """Isolated bot sub-account."""
        return self.owner.startswith(BOT_PREFIX)

    @property
    def is_user(self) -> bool:
        """A user's own account."""
        return self.owner.startswith(USER_PREFIX)

    @property
    def key(self) -> str:
        """Stable string form for persistence, e.g. ``u:42/FUND``."""
        return f"{self.owner}{_SEP}{self.account_type.name}"

    @classmethod
    def parse(cls, key: str) -> AccountRef:
        """Inverse of :attr:`key` (one object per key: a restart parses it for every stored order
        and journal posting)."""
        return _parse(key)

    @classmethod
    def user(cls, user_id: int | str, account_type: BotAccountType = BotAccountType.FUND) -> AccountRef:
        """A user's account (the Funding account by default)."""
        return cls(f"{USER_PREFIX}{user_id}", account_type)

    @classmethod
    def bot(cls, bot_id: int | str, account_type: BotAccountType = BotAccountType.SPOT) -> AccountRef:
        """A bot's isolated sub-account."""
        return cls(f"{BOT_PREFIX}{bot_id}", account_type)

    @classmethod
    def system(cls, name: str, account_type: BotAccountType = BotAccountType.SPOT) -> AccountRef:
        """A system account."""
        return cls(f"{SYSTEM_PREFIX}{name}", account_type)


FAUCET: Final = AccountRef.system("faucet", BotAccountType.FUND)
MARKET: Final = AccountRef.system("market")
FEES: Final = AccountRef.system("fees")


@lru_cache(maxsize=1 << 17)
def _parse(key: str) -> AccountRef:
    owner, sep, type_name = key.rpartition(_SEP)
    if not sep:
        raise ValueError(f"invalid account key {key!r}")
    return AccountRef(owner, BotAccountType[type_name])
