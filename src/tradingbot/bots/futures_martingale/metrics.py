"""The martingale's detail view (Bybit ``fmartingalebot/detail`` names, MECHANICS §6.5) and its rounds.

Why one function of (state, market): the detail, close-detail, follow-detail and list-all-bots
calls show the same numbers; a completed bot reports them at its close price. The ladder shown is
the current round's: filled rungs at their fill-time numbers, the resting add as PENDING and the
rungs after it as PLANNED (each at the trigger it would have if the ones before fill there).
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.futures_martingale.books import (
    actual_leverage,
    available_balance,
    liq_price,
    mark_of,
    order_balance,
    pos_balance,
    tiers_of,
    total_pnl,
    unrealised_pnl,
)
from tradingbot.bots.futures_martingale.ladder import LadderSpec, walk
from tradingbot.bots.futures_martingale.state import FuturesMartingaleState, RoundRecord
from tradingbot.bots.kit.display import DISPLAY_STATUS, amount_str, detail_head, fmt_or_blank, rate_str
from tradingbot.bots.kit.pnl_breakdown import PnlBreakdown, perp_breakdown
from tradingbot.bots.kit.returns import apr
from tradingbot.core.enums import (
    AutoCycle,
    BotCloseCode,
    BotStatus,
    CloseReason,
    MartingaleStopType,
)
from tradingbot.core.money import fmt

_STOP_TYPE = {
    CloseReason.MANUAL: MartingaleStopType.BY_USER,
    CloseReason.FAILED_INITIATION: MartingaleStopType.INIT_ERROR,
    CloseReason.LIQUIDATION: MartingaleStopType.BY_LIQUIDATION,
    CloseReason.SYMBOL_DELISTED: MartingaleStopType.SYMBOL_OFFLINE,
    CloseReason.STOP_LOSS: MartingaleStopType.STOP_LOSS,
    CloseReason.USER_BANNED: MartingaleStopType.USER_BANNED,
    CloseReason.INSUFFICIENT_BALANCE: MartingaleStopType.ORDER_COST,
    CloseReason.ROUND_TAKE_PROFIT: MartingaleStopType.ROUND_TAKE_PROFIT,
}
_CLOSE_CODE = {
    CloseReason.FAILED_INITIATION: BotCloseCode.FAILED_INITIATION,
    CloseReason.MANUAL: BotCloseCode.CANCELED_MANUALLY,
    CloseReason.STOP_LOSS: BotCloseCode.CANCELED_AUTO_STOP_LOSS,
    CloseReason.LIQUIDATION: BotCloseCode.CANCELED_AUTO_LIQUIDATION,
    CloseReason.USER_BANNED: BotCloseCode.USER_BAN,
    CloseReason.ROUND_TAKE_PROFIT: BotCloseCode.ROUND_TAKE_PROFIT,
    CloseReason.SYMBOL_DELISTED: BotCloseCode.SYMBOL_DELIST,
    CloseReason.COMPLIANCE: BotCloseCode.STANDARD_CLEARANCE,
}


def stop_type(reason: CloseReason | None) -> MartingaleStopType | None:
    """SPEC §4's martingale stop type of a close reason (anything else is a system stop)."""
    return None if reason is None else _STOP_TYPE.get(reason, MartingaleStopType.SYSTEM)


def close_code(reason: CloseReason | None) -> BotCloseCode | None:
    """The UI close code of a close reason."""
    return None if reason is None else _CLOSE_CODE.get(reason, BotCloseCode.CANCELED_AUTO)


def elapsed_ms(s: FuturesMartingaleState, now: int) -> int:
    """Running time since creation (frozen at the close)."""
    end = s.end_ts if s.end_ts is not None else now
    return max(0, end - s.create_ts)


def ladder_rows(s: FuturesMartingaleState, market: MarketView) -> list[dict[str, object]]:
    """The current round's rungs: FILLED as booked, the resting add PENDING, the later ones PLANNED."""
    if not s.filled:
        return []
    cfg, tick = s.config, market.symbol.tick_size
    spec = LadderSpec(
        cfg.is_long, cfg.leverage, cfg.price_float_percent, cfg.add_position_percent, cfg.add_position_num,
        cfg.round_tp_percent, tick, market.symbol.lot_size, market.taker_fee, market.maker_fee,
    )  # fmt: skip
    known = [*s.filled, *([(s.add.price, s.add.qty)] if s.add is not None else [])]
    rows: list[dict[str, object]] = []
    for r in walk(spec, s.margins, s.filled[0][0], known):
        state = "FILLED" if r.index < len(s.filled) else ("PENDING" if r.index < len(known) else "PLANNED")
        rows.append(
            {
                "index": r.index,
                "price": fmt(r.price),
                "margin": amount_str(r.price * r.qty / cfg.leverage),
                "qty": fmt(r.qty),
                "avg_price": fmt(r.avg_price.quantize(tick, rounding=ROUND_HALF_UP)),
                "tp_price": fmt(r.tp_price.quantize(tick, rounding=ROUND_HALF_UP)),
                "state": state,
            }
        )
    return rows


def round_row(r: RoundRecord) -> dict[str, object]:
    """One finished round on the wire."""
    return {
        "round": r.round,
        "status": r.status,
        "start_time": r.start_ts,
        "end_time": r.end_ts,
        "added_pos_num": r.adds,
        "qty": fmt(r.qty),
        "avg_price": amount_str(r.avg_price),
        "close_price": fmt(r.close_price),
        "profit": amount_str(r.profit),
        "fees": amount_str(r.fees),
    }


def current_round_row(s: FuturesMartingaleState, market: MarketView) -> dict[str, object] | None:
    """The round in progress as a RUNNING row (None when no round holds a position)."""
    if s.status in (BotStatus.CANCELLING, BotStatus.COMPLETED) or s.round_qty == 0:
        return None
    mark = mark_of(market)
    return {
        "round": s.current_round,
        "status": "RUNNING",
        "start_time": s.round_start_ts,
        "end_time": 0,
        "added_pos_num": s.added,
        "qty": fmt(s.round_qty),
        "avg_price": amount_str(s.round_notional / s.round_qty),
        "close_price": "",
        "profit": amount_str(unrealised_pnl(s, mark) + s.round_pnl - s.round_fees),
        "fees": amount_str(s.round_fees),
    }


def pnl_breakdown(s: FuturesMartingaleState, mark: Decimal) -> PnlBreakdown:
    """Round profit before fees (every closing fill but liquidations: the rounds' TP and stop
    closes), the trend (the open round's unrealised PnL), fees, funding and liquidation."""
    return perp_breakdown(
        closed_pnl=s.closed_pnl,
        realised_profit=s.closed_pnl - s.liquidation_pnl,
        unrealised_pnl=unrealised_pnl(s, mark),
        fees_paid=s.fees_paid,
        funding_fee=s.funding_fee,
        liquidation_pnl=s.liquidation_pnl,
        insurance=s.insurance,
    )


def detail(s: FuturesMartingaleState, market: MarketView) -> dict[str, object]:
    """The martingale detail with Bybit ``fmart_detail`` names (plus ours); decimals as strings."""
    cfg = s.config
    done = s.status is BotStatus.COMPLETED and s.close_price is not None
    last = s.close_price if done and s.close_price is not None else market.last_price
    mark = last if done else mark_of(market)
    pnl, total = total_pnl(s, mark), s.total_margin
    elapsed = elapsed_ms(s, market.ts)
    lp = liq_price(s, tiers_of(market)) if s.position and not done else None
    reason = s.close_reason
    stype, code = stop_type(reason), close_code(reason)
    return detail_head(s, market) | {
        "bot_display_status": DISPLAY_STATUS[s.status].value,
        "fmart_mode": cfg.martingale_mode.name,
        "leverage": fmt(cfg.leverage),
        "actual_leverage": fmt(actual_leverage(s, mark).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)),
        "single_round_target_profit_per": fmt(cfg.round_tp_percent),
        "add_pos_num": cfg.add_position_num,
        "add_pos_per": fmt(cfg.add_position_percent),
        "price_float_per": fmt(cfg.price_float_percent),
        "entry_price": fmt_or_blank(cfg.entry_price),
        "sl_per": fmt_or_blank(cfg.sl_percent),
        "init_margin": fmt(cfg.init_margin),
        "added_margin": fmt(s.added_margin),
        "total_margin": fmt(total),
        "pnl": amount_str(pnl),
        "pnl_per": rate_str(pnl / total) if total else "0",
        "realized_pnl": amount_str(s.realised_pnl),
        "unrealized_pnl": amount_str(unrealised_pnl(s, mark)),
        "round_profit": amount_str(s.round_profit),
        "pnl_breakdown": pnl_breakdown(s, mark).to_dict(),
        "net_funding_fee": amount_str(s.funding_fee),
        "trading_fee": amount_str(s.fees_paid),
        "total_apr": fmt(apr(pnl, total, elapsed)),
        "completed_rounds": s.completed_rounds,
        "current_round": s.current_round,
        "current_added_pos_num": s.added,
        "pos_size": fmt(abs(s.position)),
        "avg_pos_price": fmt(s.avg_entry) if s.position else "",
        "pos_balance": amount_str(pos_balance(s)),
        "order_balance": amount_str(order_balance(s)),
        "available_balance": amount_str(available_balance(s, mark)),
        "equity": amount_str(s.wallet + unrealised_pnl(s, mark)),
        "wallet_balance": amount_str(s.wallet),
        "mark_price": fmt(mark),
        "current_price": fmt(last),
        "estimated_liq_price": "" if lp is None else fmt(lp.quantize(market.symbol.tick_size)),
        "tp_price": "" if s.tp is None else fmt(s.tp.price),
        "next_add_price": "" if s.add is None else fmt(s.add.price),
        "auto_cycle": "ENABLED" if cfg.auto_cycle is AutoCycle.ENABLE else "DISABLED",
        "stop_type": "" if stype is None else stype.value,
        "close_code": "" if code is None else code.value,
        "close_reason": "" if reason is None else reason.value,
        "close_price": fmt_or_blank(s.close_price),
        "tick_size": fmt(market.symbol.tick_size),
        "operation_time": elapsed,
        "running_duration": elapsed // 1000,
        "create_time": s.create_ts,
        "end_time": s.end_ts or 0,
        "maker_fee_rate": fmt(market.maker_fee),
        "taker_fee_rate": fmt(market.taker_fee),
        "ladder": ladder_rows(s, market),
    }
