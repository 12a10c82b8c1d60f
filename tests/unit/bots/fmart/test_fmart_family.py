"""The martingale family's own rules, on pure calls and on the host: config and snapshot
round-trips, the entry price, refusals and their retries, commands per status, added margin."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.base import (
    AddInvestmentCommand,
    CloseCommand,
    FillEvent,
    PriceEvent,
    RejectEvent,
    UpdateCommand,
    WithdrawCommand,
)
from tradingbot.bots.futures_martingale.config import config_to_dict, parse_config
from tradingbot.bots.futures_martingale.family import FAMILY
from tradingbot.bots.futures_martingale.state import state_from_dict, state_to_dict
from tradingbot.core.enums import AutoCycle, BotStatus, CloseReason
from tradingbot.core.errors import BusinessError

from ..test_bots_fgrid_kit import fmarket
from .kit import MShell, fm


def started(**changes: object):  # type: ignore[no-untyped-def]
    s = FAMILY.init("1", parse_config(fm(**changes)), fmarket("100"))
    return FAMILY.apply(s, PriceEvent(1, D(100)), fmarket("100", 1))


def filled(s, price: str = "100"):  # type: ignore[no-untyped-def]
    e = s.entry_order
    fill = FillEvent(e.client_order_id, e.side, D(price), e.qty, D("0.27"), "USDT", 2, 1)
    return FAMILY.apply(s, fill, fmarket(price, 2))


def test_config_and_snapshot_round_trip() -> None:
    cfg = parse_config(fm(sl_percent="0.2", entry_price="95", auto_cycle_toggle="DISABLE"))
    assert parse_config(config_to_dict(cfg)) == cfg and cfg.auto_cycle is AutoCycle.DISABLE
    s = filled(started(sl_percent="0.2"))
    assert s.add is not None and s.tp is not None and s.filled
    assert state_from_dict(state_to_dict(s)) == s


@pytest.mark.parametrize(
    ("field", "value"),
    [("leverage", 5.0), ("martingale_mode", "SIDEWAYS"), ("add_position_num", "two"), ("cell_number", 3)],
)
def test_malformed_fields_are_refused_by_name(field: str, value: object) -> None:
    with pytest.raises(BusinessError) as err:
        parse_config(fm(**{field: value}))
    assert err.value.field == field


def test_entry_price_waits_then_activates() -> None:
    s = started(entry_price="95")
    assert s.status is BotStatus.AWAITING_ACTIVATION and s.entry_order is None
    assert FAMILY.apply(s, PriceEvent(2, D(96)), fmarket("96", 2)).status is BotStatus.AWAITING_ACTIVATION
    s = FAMILY.apply(s, PriceEvent(3, D(95)), fmarket("95", 3))
    assert s.status is BotStatus.INITIALIZING and s.p0 == D(95) and s.entry_order is not None


def test_slipped_first_order_fails_the_initiation() -> None:
    s = filled(started(), price="111")
    assert s.status is BotStatus.CANCELLING and s.close_reason is CloseReason.FAILED_INITIATION
    assert s.close_order is not None and s.close_order.reduce_only


def test_refusals_retry_then_stop() -> None:
    s = filled(started())
    add = s.add
    assert add is not None
    once = FAMILY.apply(s, RejectEvent(add.cid, "INSUFFICIENT_AVAILABLE_BALANCE", 5), fmarket("100", 5))
    assert once.add is not None and once.add.cid != add.cid and once.add.retry_at == 1005
    assert FAMILY.desired(once, fmarket("100", 6)) == [
        i for i in FAMILY.desired(once, fmarket("100", 6)) if i.tag == "tp"
    ]
    assert any(i.tag == "add" for i in FAMILY.desired(once, fmarket("100", 1005)))
    assert once.add is not None
    twice = FAMILY.apply(
        once, RejectEvent(once.add.cid, "INSUFFICIENT_AVAILABLE_BALANCE", 1006), fmarket("100", 1006)
    )
    assert twice.pending_stop is CloseReason.INSUFFICIENT_BALANCE
    assert FAMILY.verdict(twice, fmarket("100", 1007)) is CloseReason.INSUFFICIENT_BALANCE
    risk = FAMILY.apply(s, RejectEvent(add.cid, "RISK_LIMIT_EXCEEDED", 5), fmarket("100", 5))
    assert risk.pending_stop is CloseReason.RISK_LIMIT
    first = started()
    assert first.entry_order is not None
    failed = FAMILY.apply(
        first, RejectEvent(first.entry_order.client_order_id, "NO_LIQUIDITY", 2), fmarket("100", 2)
    )
    assert (failed.status, failed.close_reason) == (BotStatus.COMPLETED, CloseReason.FAILED_INITIATION)


def test_commands_per_status() -> None:
    s = filled(started())
    with pytest.raises(BusinessError):
        FAMILY.apply(s, WithdrawCommand(D(1)), fmarket("100", 3))
    with pytest.raises(BusinessError) as err:
        FAMILY.apply(s, UpdateCommand({"leverage": "10"}), fmarket("100", 3))
    assert err.value.field == "leverage"
    with pytest.raises(BusinessError) as err:
        FAMILY.apply(s, UpdateCommand({"sl_percent": "1.5"}), fmarket("100", 3))
    assert err.value.field == "sl_percent"
    with pytest.raises(BusinessError):
        FAMILY.apply(started(), CloseCommand(), fmarket("100", 3))  # initializing
    more = FAMILY.apply(s, AddInvestmentCommand(D(500)), fmarket("100", 3))
    assert (more.total_margin, more.wallet - s.wallet) == (D(1500), D(500))
    assert more.margins == s.margins  # the round in progress keeps its ladder
    done = FAMILY.apply(s, CloseCommand(), fmarket("100", 4))
    assert done.status is BotStatus.CANCELLING
    with pytest.raises(BusinessError):
        FAMILY.apply(done, CloseCommand(), fmarket("100", 5))
    with pytest.raises(BusinessError):
        FAMILY.apply(done, AddInvestmentCommand(D(1)), fmarket("100", 5))


def test_added_margin_sizes_the_next_round() -> None:
    shell = MShell.start(price="100")
    shell.create("1", fm())
    shell.add_margin("1", D(1000), 500)
    tp = shell.mstate().tp
    assert tp is not None and shell.mstate().margins[0] < D(100)
    shell.price(str(tp.price), 1_000)
    s = shell.mstate()
    assert s.current_round == 2 and s.margins[0] == D(2000) * D("0.8") / D("8.125")
    assert s.position == D("9.775")  # 196.92 margin × 5 at the TP price 100.72, floored to the lot
    shell.assert_books_match("1")
