"""The shared step and reconcile: cancels first, idempotent, ids are a pure function of the state."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal as D

import pytest

from tradingbot.bots.base import CloseCommand, FillEvent, OrderIntent, PriceEvent, client_order_id
from tradingbot.bots.spot_grid.config import parse_config
from tradingbot.bots.spot_grid.family import FAMILY
from tradingbot.bots.step import CancelCommand, PlaceCommand, reconcile, step, step_all
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


def _buy_fills(shell: Shell, price: str) -> list[FillEvent]:
    """The fills one price makes of the bot's resting buys at or above it, highest first."""
    buys = [o for o in shell.sim.open_orders(shell.host.account("1")) if o.side is OrderSide.BUY]
    buys.sort(key=lambda o: o.price or D(0), reverse=True)
    return [
        FillEvent(o.client_order_id, OrderSide.BUY, o.price or D(0), o.qty, D("0.00008796"), "BTC", 1, i)
        for i, o in enumerate(buys, start=2)
        if (o.price or D(0)) >= D(price)
    ]


def test_step_all_judges_once_after_every_event() -> None:
    """Three buys filled by one price below the stop: the verdict sees all three, so the
    settlement sells their base too; ``trail`` is the state after each, the last the stopped one."""
    shell = Shell.start()
    shell.create("1", dict(EXAMPLE, stop_loss_price="44000", settle_mode=3))
    state, orders = shell.state("1"), shell.sim.open_orders(shell.host.account("1"))
    fills = _buy_fills(shell, "43000")
    assert [f.price for f in fills] == [D(53000), D(49000), D(45000)]
    result = step_all(FAMILY, state, fills, market("43000", 1), orders)
    assert result.closing is CloseReason.STOP_LOSS
    assert [s.status for s in result.trail] == [BotStatus.RUNNING] * 2 + [BotStatus.CANCELLING]
    assert result.trail[-1] is result.state
    sells = [c.intent.qty for c in result.commands if isinstance(c, PlaceCommand)]
    assert sells == [state.base + 3 * (fills[0].qty - fills[0].fee)] == [D("0.4393543")]
    alone = step(FAMILY, state, fills[0], market("43000", 1), orders)
    assert alone.closing is CloseReason.STOP_LOSS  # judged on the first fill alone: too little sold
    assert [c.intent.qty for c in alone.commands if isinstance(c, PlaceCommand)] == [D("0.26361258")]


def test_step_all_needs_an_event() -> None:
    state = FAMILY.init("1", parse_config(EXAMPLE), market("54000"))
    with pytest.raises(ValueError, match="at least one event"):
        step_all(FAMILY, state, [], market("54000"), [])
