"""What the PnL breakdown tests share: the fees a bot's fill events carry, and the wire's sum rule.

The breakdown is checked against what the exchange recorded, not against the bot's own books:
the fees from the FILL events the host drained, the total from the exchange's account.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal as D

from tradingbot.bots.host import BotEvent

PARTS = ("realised_profit", "trend_pnl", "trading_fee", "funding_fee", "liquidation_loss")


def fees_of(events: Iterable[BotEvent], bot_id: str, base_asset: str | None = None) -> D:
    """The fees of the bot's fills in quote (a fee in ``base_asset`` valued at its fill price)."""
    total = D(0)
    for e in events:
        if e.bot_id != bot_id or e.kind not in ("FILL", "LIQUIDATION"):
            continue
        fee = D(str(e.data["fee"]))
        price = D(str(e.data["price"]))
        in_base = base_asset is not None and e.data.get("fee_asset") == base_asset
        total += fee * price if in_base else fee
    return total


def funding_of(events: Iterable[BotEvent], bot_id: str) -> D:
    """The bot's funding payments (received > 0)."""
    return sum((D(str(e.data["amount"])) for e in events if e.bot_id == bot_id and e.kind == "FUNDING"), D(0))


def assert_wire_sums(wire: Mapping[str, object], total: object) -> None:
    """The wire parts sum exactly to the wire total, which is the total the detail shows."""
    assert sum((D(str(wire[p])) for p in PARTS), D(0)) == D(str(wire["total_pnl"]))
    assert D(str(wire["total_pnl"])) == D(str(total))


def same_to_1e18(a: D, b: D) -> bool:
    """Equal to 18 decimals: an average entry price carries Decimal's 28 significant digits, so the
    books and the venue may sum ``Q·(mark − A)`` in a different order and differ in the 25th digit."""
    q = D("1e-18")
    return a.quantize(q) == b.quantize(q)
