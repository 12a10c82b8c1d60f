"""Paper money and balances: demo funds, balances per account type, transfers between them."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import Field

from tradingbot.api.contract import DecimalStr, Out, StrictIn, answers
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.idempotency import command
from tradingbot.core.money import fmt

router = APIRouter(prefix="/v2/private", tags=["asset"])


class DemoFundsRequest(StrictIn):
    coin: str = Field(default="USDT", min_length=1, max_length=16, examples=["USDT"])
    amount: str = Field(default="10000", min_length=1, max_length=40, examples=["10000"])


class AssetTransferRequest(StrictIn):
    coin: str = Field(min_length=1, max_length=16, examples=["USDT"])
    amount: str = Field(min_length=1, max_length=40, examples=["100"])
    from_account_type: str = Field(min_length=1, max_length=32, examples=["FUND"])
    to_account_type: str = Field(min_length=1, max_length=32, examples=["SPOT"])


class BalanceRow(Out):
    coin: str
    free: DecimalStr
    locked: DecimalStr


class DemoFundsResult(BalanceRow):
    account_type: str = Field(examples=["FUND"])


class BalancesResult(Out):
    account_type: str = Field(examples=["FUND"])
    list: list[BalanceRow]


class TransferResult(Out):
    coin: str
    amount: str


@router.post(
    "/user/demo-funds",
    summary="Credit paper money",
    responses=answers(DemoFundsResult),
    dependencies=[command()],
)
async def demo_funds(body: DemoFundsRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Credit paper money to the user's FUND account (rate limited per user)."""
    bal = await c.exchange.credit_demo(user.id, body.coin, body.amount)
    return ok(
        {"coin": body.coin.upper(), "account_type": "FUND", "free": fmt(bal.free), "locked": fmt(bal.locked)}
    )


@router.get("/asset/balances", summary="Balances of one account type", responses=answers(BalancesResult))
async def balances(user: UserDep, c: ContainerDep, account_type: str = "FUND") -> dict[str, Any]:
    rows = await c.exchange.user_balances(user.id, account_type)
    return ok(
        {
            "account_type": account_type.upper(),
            "list": [{"coin": coin, "free": fmt(b.free), "locked": fmt(b.locked)} for coin, b in rows],
        }
    )


@router.post(
    "/asset/transfer",
    summary="Move funds between account types",
    responses=answers(TransferResult),
    dependencies=[command()],
)
async def transfer(body: AssetTransferRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Move free funds between two of the user's account types (e.g. FUND -> SPOT)."""
    await c.exchange.transfer_between(
        user.id, body.coin, body.amount, body.from_account_type, body.to_account_type
    )
    return ok({"coin": body.coin.upper(), "amount": body.amount})
