"""Service-side bot types, BotKind and BotBizType map both ways."""

from __future__ import annotations

import pytest

from tradingbot.core.bot_kinds import (
    ServiceBotType,
    biz_from_kind,
    kind_from_biz,
    kind_from_service,
    service_from_kind,
)
from tradingbot.core.enums import BotBizType, BotKind


@pytest.mark.parametrize(
    ("service", "kind"),
    [
        (ServiceBotType.UNSPECIFIED, BotKind.INVALID),
        (ServiceBotType.GRID_FUTURES, BotKind.GRID_FUTURES),
        (ServiceBotType.GRID_SPOT, BotKind.GRID_SPOT),
        (ServiceBotType.FUTURES_MARTINGALE, BotKind.MART_FUTURES),
        (ServiceBotType.FUTURES_COMBO, BotKind.COMBO_FUTURES),
        (ServiceBotType.DCA, BotKind.DCA_SPOT),
    ],
)
def test_service_type_maps_both_ways(service: ServiceBotType, kind: BotKind) -> None:
    assert kind_from_service(service) is kind
    assert service_from_kind(kind) is service


def test_every_kind_round_trips() -> None:
    for kind in BotKind:
        assert kind_from_service(service_from_kind(kind)) is kind
        assert kind_from_biz(biz_from_kind(kind)) is kind


@pytest.mark.parametrize(
    ("kind", "biz"),
    [
        (BotKind.INVALID, BotBizType.BIZ_UNKNOWN),
        (BotKind.GRID_SPOT, BotBizType.SPOT_GRID),
        (BotKind.DCA_SPOT, BotBizType.SPOT_DCA),
        (BotKind.GRID_FUTURES, BotBizType.FUTURE_GRID),
        (BotKind.MART_FUTURES, BotBizType.FUTURE_MARTIN),
        (BotKind.COMBO_FUTURES, BotBizType.FUTURE_COMBO),
    ],
)
def test_kind_and_biz_type(kind: BotKind, biz: BotBizType) -> None:
    assert biz_from_kind(kind) is biz
    assert kind_from_biz(biz) is kind


@pytest.mark.parametrize("biz", [BotBizType.DUAL_ASSET, BotBizType.LIQUIDITY_MINING, BotBizType.COPY_TRADING])
def test_biz_types_we_do_not_run_are_invalid(biz: BotBizType) -> None:
    assert kind_from_biz(biz) is BotKind.INVALID
