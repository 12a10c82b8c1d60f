"""Mapping between the service-side bot type, our BotKind and the SPEC's BotBizType.

The service layer (and Bybit's back end) speaks in its own type enum; the web app speaks in
BotKind. Both directions live here so that the mapping is defined once.
"""

from __future__ import annotations

from enum import IntEnum, unique
from types import MappingProxyType
from typing import Final

from tradingbot.core.enums import BotBizType, BotKind


@unique
class ServiceBotType(IntEnum):
    """Bot type as the service side names it (SPEC §3); UNSPECIFIED maps to BotKind.INVALID."""

    UNSPECIFIED = 0
    GRID_FUTURES = 1
    GRID_SPOT = 2
    FUTURES_MARTINGALE = 3
    FUTURES_COMBO = 4
    DCA = 5


_SERVICE_TO_KIND: Final = MappingProxyType(
    {
        ServiceBotType.UNSPECIFIED: BotKind.INVALID,
        ServiceBotType.GRID_FUTURES: BotKind.GRID_FUTURES,
        ServiceBotType.GRID_SPOT: BotKind.GRID_SPOT,
        ServiceBotType.FUTURES_MARTINGALE: BotKind.MART_FUTURES,
        ServiceBotType.FUTURES_COMBO: BotKind.COMBO_FUTURES,
        ServiceBotType.DCA: BotKind.DCA_SPOT,
    }
)
_KIND_TO_SERVICE: Final = MappingProxyType({k: s for s, k in _SERVICE_TO_KIND.items()})

_KIND_TO_BIZ: Final = MappingProxyType(
    {
        BotKind.INVALID: BotBizType.BIZ_UNKNOWN,
        BotKind.GRID_SPOT: BotBizType.SPOT_GRID,
        BotKind.DCA_SPOT: BotBizType.SPOT_DCA,
        BotKind.GRID_FUTURES: BotBizType.FUTURE_GRID,
        BotKind.MART_FUTURES: BotBizType.FUTURE_MARTIN,
        BotKind.COMBO_FUTURES: BotBizType.FUTURE_COMBO,
    }
)
_BIZ_TO_KIND: Final = MappingProxyType({b: k for k, b in _KIND_TO_BIZ.items()})


def kind_from_service(service_type: ServiceBotType) -> BotKind:
    """BotKind of a service-side type; UNSPECIFIED gives INVALID."""
    return _SERVICE_TO_KIND[service_type]


def service_from_kind(kind: BotKind) -> ServiceBotType:
    """Service-side type of a BotKind; INVALID gives UNSPECIFIED."""
    return _KIND_TO_SERVICE[kind]


def kind_from_biz(biz: BotBizType) -> BotKind:
    """BotKind of a business type; types we do not run (dual asset, ...) give INVALID."""
    return _BIZ_TO_KIND.get(biz, BotKind.INVALID)


def biz_from_kind(kind: BotKind) -> BotBizType:
    """Business type of a BotKind; INVALID gives BIZ_UNKNOWN."""
    return _KIND_TO_BIZ[kind]
