"""The shared step and reconcile: cancels first, idempotent, ids are a pure function of the state."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal as D

import pytest

from tradingbot.bots.base import CloseCommand, OrderIntent, PriceEvent, client_order_id
from tradingbot.bots.spot_grid.config import parse_config
from tradingbot.bots.spot_grid.family import FAMILY
from tradingbot.bots.step import CancelCommand, PlaceCommand, reconcile, step
from tradingbot.core.enums import BotStatus, CloseReason, OrderSide, OrderType

from .botkit import EXAMPLE, Shell, market


@dataclass(frozen=True)
class Open:
    client_order_id: str


def intent(cid: str) -> OrderIntent:
    return OrderIntent(cid, OrderSide.BUY, OrderType.LIMIT, D(1), D(100), "grid")


def test_reconcile_cancels_first_then_places() -> None:
    cmds = reconcile([intent("a"), intent("b")], [Open("b"), Open("c")])
    assert cmds == [CancelCommand("c"), PlaceCommand(intent("a"))]


def test_reconcile_is_idempotent() -> None:
    desired = [intent("a"), intent("b")]
    open_orders = [Open("b"), Open("c")]
    cmds = reconcile(desired, open_orders)
    after = {o.client_order_id for o in open_orders}
    for c in cmds:
        if isinstance(c, CancelCommand):
            after.discard(c.client_order_id)
        else:
            after.add(c.intent.client_order_id)
    assert reconcile(desired, [Open(cid) for cid in sorted(after)]) == []


def test_client_order_ids() -> None:
    assert client_order_id("7", "c", 3, 12) == "g7-c3-12"
    assert client_order_id("7", "s", None, 4) == "g7-s-4"
    with pytest.raises(ValueError):
        client_order_id("x" * 60, "c", 1, 1)


def test_step_is_a_pure_function_of_state_and_event() -> None:
    state = FAMILY.init("1", parse_config(EXAMPLE), market("54000"))
    first = step(FAMILY, state, PriceEvent(0, D(54000)), market("54000"), [])
    again = step(FAMILY, state, PriceEvent(0, D(54000)), market("54000"), [])
    assert first == again
    assert first.state.status is BotStatus.INITIALIZING
    assert [type(c) for c in first.commands] == [PlaceCommand]


def test_step_with_orders_in_sync_yields_nothing() -> None:
    shell = Shell.start()
    shell.create("1", EXAMPLE)
    state = shell.state("1")
    open_orders = shell.sim.open_orders(shell.host.account("1"))
    result = step(FAMILY, state, PriceEvent(5, D(54000)), market("54000", 5), open_orders)
    assert result.commands == [] and result.closing is None


def test_verdict_closes_in_the_same_step() -> None:
    shell = Shell.start()
    shell.create("1", dict(EXAMPLE, take_profit_price="66000"))
    open_orders = shell.sim.open_orders(shell.host.account("1"))
    result = step(FAMILY, shell.state("1"), PriceEvent(5, D(66000)), market("66000", 5), open_orders)
    assert result.closing is CloseReason.TAKE_PROFIT
    assert result.state.status is BotStatus.COMPLETED  # BASE_AND_QUOTE: nothing to trade
    assert sorted(type(c).__name__ for c in result.commands) == ["CancelCommand"] * 5


def test_close_command_on_a_closed_bot_is_refused() -> None:
    from tradingbot.core.errors import BotResultCode, BusinessError

    shell = Shell.start()
    shell.create("1", EXAMPLE)
    shell.host.command("1", CloseCommand(), 1)
    with pytest.raises(BusinessError) as err:
        shell.host.command("1", CloseCommand(), 2)
    assert err.value.bot_code is BotResultCode.GRID_CAN_NOT_BE_CANCELLED
