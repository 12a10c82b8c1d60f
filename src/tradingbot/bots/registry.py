"""Family name -> family implementation.

Why a registry: the host, the API and persistence refer to a family by name (a BotKind value);
new families (DCA, futures grid, martingale, combo) plug in here without touching the host.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Final

from tradingbot.bots.base import Family
from tradingbot.bots.dca.family import FAMILY as SPOT_DCA
from tradingbot.bots.futures_combo.family import FAMILY as FUTURES_COMBO
from tradingbot.bots.futures_grid.family import FAMILY as FUTURES_GRID
from tradingbot.bots.futures_martingale.family import FAMILY as FUTURES_MARTINGALE
from tradingbot.bots.spot_grid.family import FAMILY as SPOT_GRID

FAMILIES: Final[MappingProxyType[str, Family[Any, Any]]] = MappingProxyType(
    {
        SPOT_GRID.name: SPOT_GRID,
        FUTURES_GRID.name: FUTURES_GRID,
        SPOT_DCA.name: SPOT_DCA,
        FUTURES_MARTINGALE.name: FUTURES_MARTINGALE,
        FUTURES_COMBO.name: FUTURES_COMBO,
    }
)
"""Every family we run, by name (a family's ``venue`` says which exchange the host routes it to)."""


def get_family(name: str) -> Family[Any, Any]:
    """The family called ``name``; KeyError naming it when unknown."""
    try:
        return FAMILIES[name]
    except KeyError:
        raise KeyError(f"unknown bot family {name!r}") from None
