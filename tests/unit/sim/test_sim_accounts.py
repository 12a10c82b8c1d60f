"""Account references: owner prefixes, system flag, persistence key."""

from __future__ import annotations

import pytest

from tradingbot.core.enums import BotAccountType
from tradingbot.sim.accounts import FAUCET, FEES, MARKET, AccountRef


def test_kinds_and_keys() -> None:
    user = AccountRef.user(42)
    assert user.owner == "u:42" and user.account_type is BotAccountType.FUND and user.is_user
    bot = AccountRef.bot("b1")
    assert bot.is_bot and not bot.is_system and bot.key == "bot:b1/SPOT"
    assert FAUCET.is_system and MARKET.owner == "sys:market" and FEES.owner == "sys:fees"
    for ref in (user, bot, FAUCET, AccountRef.user(1, BotAccountType.UTA)):
        assert AccountRef.parse(ref.key) == ref


@pytest.mark.parametrize("owner", ["42", "u:", "bot:", "sys:", "x:1", "u:1/2"])
def test_invalid_owners_are_refused(owner: str) -> None:
    with pytest.raises(ValueError):
        AccountRef(owner, BotAccountType.SPOT)
