"""Copy a ranked bot (issue 15, "Copy / follow"): the original's parameters scaled to the copier's
investment, and the refusals of a copy.

Why scale instead of copying amounts: a copy is "the same bot" at the user's size, so every
amount of the config moves by investment / the original's investment while prices, counts,
percentages and leverage stay. A copy is refused when the original is the user's own, belongs to a
user who is not listed (answered as a bot that does not exist) or closed; the balance check is the
family's create's own.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import ROUND_DOWN, Decimal
from typing import TYPE_CHECKING, Any

from tradingbot.adapters.storage.models import BotRow
from tradingbot.core.enums import BlockSource, BotStatus, CreateType
from tradingbot.core.errors import BotResultCode, BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.services.accounts.auth import UserView
from tradingbot.services.bots.bot_common import bot_not_found, parse_bot_id
from tradingbot.services.discovery.ranking_settings import is_listed

if TYPE_CHECKING:
    from tradingbot.services.bots.bot_family_service import BotFamilyService

CENT = Decimal("0.01")


def is_copy(raw: Mapping[str, object]) -> bool:
    """``create_type`` COPY, by number (1) or name."""
    value = raw.get("create_type")
    return str(value).strip().upper() in (str(int(CreateType.COPY)), CreateType.COPY.name)


def scale_amount(value: object, factor: Decimal) -> str:
    """An amount of the original's config at the copy's size (down to the cent: never more than paid)."""
    return fmt((Decimal(str(value)) * factor).quantize(CENT, rounding=ROUND_DOWN))


def parse_investment(value: object) -> Decimal:
    try:
        amount = Decimal(str(value).strip())
    except ArithmeticError as exc:
        raise BusinessError(RetCode.INVALID_PARAM, "investment must be a number", field="investment") from exc
    if not amount.is_finite() or amount <= 0:
        raise BusinessError(RetCode.INVALID_PARAM, "investment must be positive", field="investment")
    return amount


async def copy_source(service: BotFamilyService, user: UserView | None, bot_id: int) -> BotRow:
    """The bot to copy, or the refusal: own, then not found (none, another family's, or an unlisted
    owner's: the same answer, so an unlisted user's bots cannot be told from missing ones), closed."""
    row = await service.repo.row(bot_id)
    if user is not None and row.user_id == user.id:
        raise BusinessError.bot(BotResultCode.FORBIDDEN, "this is your own bot: it cannot be copied")
    if not await is_listed(service.sessions, row.user_id):
        raise bot_not_found(bot_id)
    if row.status == BotStatus.COMPLETED.value or not service.is_running(row):
        raise BusinessError.bot(BotResultCode.BOT_HAS_BEEN_CLOSED, "this bot has closed: it cannot be copied")
    return row


async def followed_of(service: BotFamilyService, user: UserView, raw: Mapping[str, object]) -> int | None:
    """For a COPY create: the checked id of the followed bot (its family's field); else None."""
    if not is_copy(raw):
        return None
    field = service.FOLLOW_FIELD
    if raw.get(field) in (None, ""):
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} is required to copy a bot", field=field)
    row = await copy_source(service, user, parse_bot_id(raw[field], field))
    return row.id


def copy_params(service: BotFamilyService, row: BotRow, investment: Decimal) -> dict[str, Any]:
    """The create request of a copy of ``row`` at ``investment``."""
    config = json.loads(row.config)
    params = service.copy_config(config, investment)
    params.update(
        {
            "create_type": CreateType.COPY.name,
            "block_source": BlockSource.RANK_LIST.name,
            service.FOLLOW_FIELD: str(row.id),
        }
    )
    return params


def original_investment(service: BotFamilyService, row: BotRow) -> Decimal:
    return Decimal(str(json.loads(row.config)[service.COPY_INVESTMENT]))
