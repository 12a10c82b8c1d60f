"""What the USDT-perpetual families' calls share (futures grid, martingale, combo): the request
fields their readers accept, the bot-id and paged requests, the orders and fills pages, the
check rows of a validate/limit call and the small acknowledgements.

Request fields accept what the families' readers accept (``bots/kit/fields.py``): decimals as
strings or integers, integers as integers or digit strings, enums by name (any case) or number;
the families' own checks (bounds with their check codes) stay in the services.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StrictInt

from tradingbot.api.contract import DecimalIn, DecimalStr, IdIn, IdStr, In, Out
from tradingbot.core.enums import OrderSide, OrderStatus, OrderType

OptDecimalStr = Annotated[
    str,
    Field(
        pattern=r"^(-?[0-9]+(\.[0-9]+)?)?$", examples=["0.05"], description="a decimal, or blank when unset"
    ),
]
"""An optional number in an answer: its decimal string, or "" when unset."""

EnumIn = Annotated[
    StrictInt | Annotated[str, Field(max_length=32)],
    Field(description="by number, or by name in any case"),
]
"""An enum of a request: its number, or its name (the family's reader names what it expects)."""

OptDecimalIn = DecimalIn | None
"""An optional decimal of a request: blank, null (or for most, 0) means unset."""

SymbolIn = Annotated[str, Field(min_length=1, max_length=32, examples=["BTCUSDT"])]
"""A perpetual's name in a request (the service looks it up)."""

MetaIn = StrictInt | Annotated[str, Field(max_length=64)] | None
"""Where a create came from (``source``, ``block_source``, ``create_type``, ...): kept as sent."""

PageIn = Annotated[
    Annotated[StrictInt, Field(ge=1)] | Annotated[str, Field(pattern=r"^[0-9]{1,9}$")],
    Field(examples=[1], description="the page, from 1 (default 1)"),
]
LimitIn = Annotated[
    Annotated[StrictInt, Field(ge=1, le=200)] | Annotated[str, Field(pattern=r"^[0-9]{1,3}$")],
    Field(examples=[20], description="rows per page, 1..200 (default 20)"),
]


# ---------------------------------------------------------------------------------------- requests


class NoFields(In):
    """A call without fields (a body, when sent, is not read)."""


class BotIdRequest(In):
    """A call on one bot."""

    bot_id: IdIn


class OptBotIdRequest(In):
    """A call that may name a bot (it answers the same either way)."""

    bot_id: IdIn | None = None


class PagedRequest(BotIdRequest):
    """One page of a bot's rows, newest first."""

    page: PageIn | None = None
    limit: LimitIn | None = None


class AmountRequest(BotIdRequest):
    """An amount of USDT moved for a bot."""

    amount: Annotated[DecimalIn, Field(examples=["100"])]


# ----------------------------------------------------------------------------------------- answers


class StatusCode(Out):
    """The acknowledgement of a change (the ``/contract/v5/private`` families)."""

    status_code: Literal[0]


class Created(Out):
    """A new bot of a ``/contract/v5/private`` family (martingale, combo)."""

    status_code: Literal[0]
    bot_id: IdStr


class OpenOrder(Out):
    order_id: IdStr
    client_order_id: str
    side: OrderSide
    order_type: OrderType
    price: OptDecimalStr = Field(description="blank for a market order")
    qty: DecimalStr
    filled_qty: DecimalStr
    reduce_only: bool
    status: OrderStatus
    create_time: int = Field(description="ms")


class OpenOrders(Out):
    list: list[OpenOrder]


class Fill(Out):
    fill_id: IdStr
    order_id: IdStr
    client_order_id: str
    side: OrderSide
    price: DecimalStr
    qty: DecimalStr
    fee: DecimalStr
    realized_pnl: DecimalStr
    is_maker: bool
    is_liquidation: bool
    time: int = Field(description="ms")


class Fills(Out):
    """One page of a bot's fills, newest first."""

    list: list[Fill]
    total: int
    page: int
    limit: int


class CheckRow(Out):
    """One failing check with the range the field must be in (blank when open)."""

    check_code: str
    field: str
    from_: OptDecimalStr = Field(alias="from")
    to: OptDecimalStr
    message: str


class MinMax(Out):
    """A field's acceptable range (blank when open)."""

    min: OptDecimalStr
    max: OptDecimalStr


class BacktestWindow(Out):
    start: int = Field(description="ms")
    end: int = Field(description="ms")
    days: DecimalStr
