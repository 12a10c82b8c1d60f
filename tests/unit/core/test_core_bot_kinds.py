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

# every kind with its service-side type and its business type
KINDS = [
    (BotKind.INVALID, ServiceBotType.UNSPECIFIED, BotBizType.BIZ_UNKNOWN),
    (BotKind.GRID_FUTURES, ServiceBotType.GRID_FUTURES, BotBizType.FUTURE_GRID),
    (BotKind.GRID_SPOT, ServiceBotType.GRID_SPOT, BotBizType.SPOT_GRID),
    (BotKind.MART_FUTURES, ServiceBotType.FUTURES_MARTINGALE, BotBizType.FUTURE_MARTIN),
    (BotKind.COMBO_FUTURES, ServiceBotType.FUTURES_COMBO, BotBizType.FUTURE_COMBO),
    (BotKind.DCA_SPOT, ServiceBotType.DCA, BotBizType.SPOT_DCA),
]


@pytest.mark.parametrize(("kind", "service", "biz"), KINDS)
def test_service_type_maps_both_ways(kind: BotKind, service: ServiceBotType, biz: BotBizType) -> None:
    assert kind_from_service(service) is kind
    assert service_from_kind(kind) is service


def test_every_kind_round_trips() -> None:
    for kind in BotKind:
        assert kind_from_service(service_from_kind(kind)) is kind
        assert kind_from_biz(biz_from_kind(kind)) is kind


@pytest.mark.parametrize(("kind", "service", "biz"), KINDS)
def test_kind_and_biz_type(kind: BotKind, service: ServiceBotType, biz: BotBizType) -> None:
    assert biz_from_kind(kind) is biz
    assert kind_from_biz(biz) is kind


@pytest.mark.parametrize("biz", [BotBizType.DUAL_ASSET, BotBizType.LIQUIDITY_MINING, BotBizType.COPY_TRADING])
def test_biz_types_we_do_not_run_are_invalid(biz: BotBizType) -> None:
    assert kind_from_biz(biz) is BotKind.INVALID
