"""The enumerations carry the SPEC's names and Bybit's wire values."""

from __future__ import annotations

from enum import Enum

import pytest

from tradingbot.core import enums as e


def names(enum: type[Enum]) -> list[str]:
    return [m.name for m in enum]


@pytest.mark.parametrize(
    ("enum", "expected"),
    [
        (
            e.BotBizType,
            "BIZ_UNKNOWN SPOT_GRID FUTURE_GRID SPOT_DCA DUAL_ASSET LIQUIDITY_MINING COPY_TRADING "
            "FUTURE_MARTIN FUTURE_COMBO",
        ),
        (e.BotKind, "INVALID GRID_SPOT DCA_SPOT GRID_FUTURES MART_FUTURES COMBO_FUTURES"),
        (e.GridMode, "UNSPECIFIED NEUTRAL LONG SHORT"),
        (e.MartingaleMode, "LONG SHORT"),
        (e.Side, "LONG SHORT"),
        (e.FuturesGridType, "ARITHMETIC GEOMETRIC"),
        (e.Style, "HIGH_PROFITS STEADY HIGH_FREQUENCY"),
        (e.FuturesOrderSide, "BUY SELL"),
        (e.PositionSide, "UNSPECIFIED SHORT LONG"),
        (e.UserType, "FRESH EXPERIENCED"),
        (e.SettleMode, "BIT_MODE BASE_MODE QUOTE_MODE BASE_AND_QUOTE_MODE"),
        (e.InvestMode, "QUOTE BASE BASE_AND_QUOTE"),
        (e.DcaMode, "DCA_BIT_MODE DCA_BASE_MODE DCA_QUOTE_MODE"),
        (e.TpSlType, "PERCENT PRICE TP_PRICE_SL_PERCENT TP_PERCENT_SL_PRICE"),
        (e.AutoCycle, "ENABLE DISABLE"),
        (e.BotAccountType, "DERIVATIVE UNIFIED UNIFIED_UPGRADING SPOT UTA FUND"),
        (e.PageSource, "TRADING_BOT_PAGE DERIVATIVES_PAGE FCOMBO_CREATE_PAGE"),
        (e.BlockSource, "MAIN_PAGE_CREATE_BLOCK AI_CREATE_BLOCK RANK_LIST PAGE_AI_BLOCK"),
        (e.CreateType, "COPY AUTO MANUAL"),
        (e.FuturesBotAction, "OPEN CLOSE"),
        (e.AdjustPositionMode, "TIME PERCENT TIME_OR_PERCENT BY_USER MODIFY_SETTING TRANSFER"),
        (e.TradeType, "OPEN_LONG OPEN_SHORT CLOSE_LONG CLOSE_SHORT"),
        (e.TransferDirection, "IN OUT"),
        (
            e.PipelineAction,
            "OPEN CLOSE TRIGGER_ENTRY TP SL LIQUIDATION BONUS_DESTROY MODIFY_SETTING TRANSFER",
        ),
        (e.OrderCategory, "NORMAL ARBITRAGE POSITION"),
        (
            e.FuturesOrderStatus,
            "NOT_ACTIVE UNTRIGGERED DEACTIVATED TRIGGERED CREATED REJECTED NEW PARTIALLY_FILLED "
            "FILLED CANCELLED PENDING_NEW PENDING_CANCEL",
        ),
        (e.BotListStatus, "ONGOING CLOSED"),
        (e.SymbolListLoadStatus, "PENDING RESOLVED REJECTED"),
        (
            e.ContractType,
            "INVERSE_PERPETUAL LINEAR_PERPETUAL INVERSE_FUTURES USDC_PERPETUAL USDC_FUTURES LINEAR_FUTURES",
        ),
        (e.ContractStatus, "TRADING CLOSED"),
        (
            e.GridBotStatus,
            "RAW REJECTED NEW INITIALIZING RUNNING CANCELLING COMPLETED AWAIT_ACTIVATION",
        ),
        (
            e.FuturesGridRunningStatus,
            "PRE_CREATE PRE_INIT INITIALIZING CREATED RUNNING STOPPING STOPPED",
        ),
        (e.DisplayStatus, "INITIALIZING AWAIT_ACTIVATION RUNNING CANCELLING COMPLETED"),
        (e.DcaCloseReason, "MANUALLY REACHED_MAX SYMBOL_DELISTED USER_BANNED"),
        (
            e.FuturesStopType,
            "INIT USER TAKE_PROFIT NO_BALANCE FOR_LIQUIDATION SETTLE TRIGGER_FAILURE "
            "ASSET_TRANSFER_FAILURE STOP_LOSS REDUCE_ONLY RISK_LIMIT RISK_SYSTEM PRICE_DROP USER_BAN "
            "TRIGGER_TOP_PRICE TRIGGER_BOTTOM_PRICE",
        ),
        (
            e.BotCloseCode,
            "FAILED_INITIATION CANCELED_MANUALLY CANCELED_AUTO CANCELED_AUTO_TAKE_PROFIT "
            "CANCELED_AUTO_STOP_LOSS CANCELED_AUTO_LIQUIDATION DCA_REACHED_MAX USER_BAN "
            "TRIGGER_TOP_PRICE TRIGGER_BOTTOM_PRICE ROUND_TAKE_PROFIT SYMBOL_DELIST NEGATIVE_ARBITRAGE "
            "TRAILING_STOP STANDARD_CLEARANCE OPEN_INTEREST_LIMIT",
        ),
        (
            e.MartingaleStopType,
            # SPEC §4's eight, then Bybit's "single round take-profit (auto-cycle off)"
            "INIT_ERROR BY_USER BY_LIQUIDATION SYMBOL_OFFLINE STOP_LOSS SYSTEM USER_BANNED ORDER_COST "
            "ROUND_TAKE_PROFIT",
        ),
        (
            e.BotStatus,
            "NEW REJECTED AWAITING_ACTIVATION INITIALIZING RUNNING PAUSED CANCELLING COMPLETED",
        ),
        (e.OrderSide, "BUY SELL"),
        (e.OrderType, "LIMIT MARKET"),
        (e.OrderStatus, "NEW PARTIALLY_FILLED FILLED CANCELLED REJECTED"),
    ],
)
def test_enum_has_spec_names(enum: type[Enum], expected: str) -> None:
    assert names(enum) == expected.split()


def test_spot_grid_close_reasons_cover_spec() -> None:
    spec = {"MANUALLY", "FAILED_INITIATION", "SYMBOL_DELISTED", "STOP_LOSS", "TAKE_PROFIT", "USER_BAN"}
    assert {f"CLOSED_{n}" for n in spec} <= set(names(e.SpotGridCloseReason))


def test_grid_stop_reason_extends_futures_stop_type() -> None:
    extra = "SYSTEM BUST_PRICE TRAILING_STOP ENTRY_TIMING NEGATIVE_ARBITRAGE MASTER INSUFFICIENT_BALANCE"
    assert names(e.GridStopReason) == names(e.FuturesStopType) + extra.split()


def test_unified_close_reasons_match_mechanics_table() -> None:
    assert len(e.CloseReason) == 21
    assert {"MANUAL", "ROUND_TAKE_PROFIT", "MAX_INVESTMENT_REACHED", "ADL", "COMPLIANCE"} <= set(
        names(e.CloseReason)
    )


def test_bybit_wire_values() -> None:
    assert [m.value for m in e.GridMode] == [0, 1, 2, 3]
    assert [m.value for m in e.TpSlType] == [1, 2, 3, 4]
    assert [m.value for m in e.SettleMode] == [1, 2, 3, 4]
    assert [m.value for m in e.InvestMode] == [0, 1, 2]
    assert [m.value for m in e.DcaMode] == [1, 2, 3]
    assert [m.value for m in e.AdjustPositionMode] == [1, 2, 3, 4, 5, 6]
    assert (e.MartingaleMode.LONG, e.MartingaleMode.SHORT) == (1, 2)
    assert (e.AutoCycle.ENABLE, e.AutoCycle.DISABLE) == (1, 2)
    assert (e.FuturesGridType.ARITHMETIC, e.FuturesGridType.GEOMETRIC) == (1, 2)
    assert e.FuturesOrderStatus.PARTIALLY_FILLED.value == "PartiallyFilled"
    assert e.ContractType.LINEAR_PERPETUAL.value == "LinearPerpetual"
    assert e.PageSource.TRADING_BOT_PAGE.value == 1  # SPEC: source 1 for spot create


def test_grid_invest_mode_is_the_settlement_enum_and_invest_mode_is_separate() -> None:
    assert e.GridInvestMode is e.SettleMode
    assert e.InvestMode.QUOTE.value == 0 and e.SettleMode.QUOTE_MODE.value == 3


def test_lower_case_wire_values() -> None:
    assert [m.value for m in e.BotListStatus] == ["ongoing", "closed"]
    assert [m.value for m in e.SymbolListLoadStatus] == ["pending", "resolved", "rejected"]


def test_order_status_open_and_closable_statuses() -> None:
    assert [s for s in e.OrderStatus if s.is_open] == [e.OrderStatus.NEW, e.OrderStatus.PARTIALLY_FILLED]
    assert e.BotStatus.CANCELLING not in e.CLOSABLE_STATUSES
    assert e.BotStatus.PAUSED in e.CLOSABLE_STATUSES
