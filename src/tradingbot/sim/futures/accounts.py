"""Futures accounts: the settle asset, the futures system accounts and which accounts may trade.

Why separate system accounts: the futures exchange may share one :class:`~tradingbot.sim.ledger.Ledger`
with the spot exchange (so USDT is conserved across both); giving the futures counterparties
their own account type (``sys:market/DERIVATIVE`` etc.) keeps spot and futures revenue apart.

* ``sys:market/DERIVATIVE`` pays and receives realized PnL (the counterparty of every trade);
* ``sys:fees/DERIVATIVE`` collects trading fees;
* ``sys:funding/DERIVATIVE`` is the other side of funding payments;
* ``sys:insurance/DERIVATIVE`` covers what a bankrupt account cannot pay (it may go negative).

Trading accounts have type ``BotAccountType.DERIVATIVE`` (bots: ``AccountRef.bot(id,
BotAccountType.DERIVATIVE)``; users: ``AccountRef.user(id, BotAccountType.DERIVATIVE)``): the
USDT balance of such an account is its isolated wallet.
"""

from __future__ import annotations

from typing import Final

from tradingbot.core.enums import BotAccountType
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected, RejectCode

SETTLE_ASSET: Final = "USDT"
ACCOUNT_TYPE: Final = BotAccountType.DERIVATIVE
FUT_MARKET: Final = AccountRef.system("market", ACCOUNT_TYPE)
FUT_FEES: Final = AccountRef.system("fees", ACCOUNT_TYPE)
FUNDING: Final = AccountRef.system("funding", ACCOUNT_TYPE)
INSURANCE: Final = AccountRef.system("insurance", ACCOUNT_TYPE)
SYSTEM_ACCOUNTS: Final = (FUT_MARKET, FUT_FEES, FUNDING, INSURANCE)
LIQUIDATION_CID_PREFIX: Final = "liquidation:"


def check_trading_account(account: AccountRef) -> None:
    """Refuse system accounts and accounts that are not of the DERIVATIVE type."""
    if account.is_system:
        raise OrderRejected(RejectCode.INVALID_ACCOUNT, "system accounts do not trade")
    if account.account_type is not ACCOUNT_TYPE:
        raise OrderRejected(
            RejectCode.INVALID_ACCOUNT, f"{account.key}: futures accounts have type {ACCOUNT_TYPE.name}"
        )
