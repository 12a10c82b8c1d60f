"""The combo's detail, per-leg positions and rebalance history on the wire (Bybit ``fcombobot``
names, MECHANICS §7.4); a completed bot reports its numbers at its legs' close marks."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.futures_combo.books import (
    available,
    equity,
    leg_views,
    maintenance,
    marks_of,
    pnl_per,
    position_margin,
    total_pnl,
    unrealised,
)
from tradingbot.bots.futures_combo.rebalance import current_weights, values
from tradingbot.bots.futures_combo.state import ComboState, Rebalance
from tradingbot.bots.kit.display import DISPLAY_STATUS, PERP_CLOSE_CODES, amount_str, fmt_or_blank, rate_str
from tradingbot.bots.kit.pnl_breakdown import PnlBreakdown, perp_breakdown
from tradingbot.bots.kit.returns import apr, ts_exit_equity
from tradingbot.core.enums import BotCloseCode, BotStatus, CloseReason
from tradingbot.core.money import ZERO, fmt

QUOTE_COIN = "USDT"  # the quote coin of every leg (USDT-linear perpetuals)

_STOP_TYPE = {
    CloseReason.FAILED_INITIATION: "INIT_FAILURE",
    CloseReason.MANUAL: "BY_USER",
    CloseReason.LIQUIDATION: "LIQUIDATION",
    CloseReason.SYMBOL_DELISTED: "SYMBOL_DELISTED",
    CloseReason.STOP_LOSS: "STOP_LOSS",
    CloseReason.USER_BANNED: "USER_BANNED",
    CloseReason.TAKE_PROFIT: "TAKE_PROFIT",
    CloseReason.INSUFFICIENT_BALANCE: "INSUFFICIENT_BALANCE",
    CloseReason.REDUCE_ONLY: "REDUCE_ONLY",
    CloseReason.BANKRUPTCY_PRICE: "BANKRUPTCY_PRICE",
    CloseReason.TRAILING_STOP: "TRAILING_STOP",
    CloseReason.OI_LIMIT: "OI_LIMIT",
    CloseReason.COMPLIANCE: "COMPLIANCE",
    CloseReason.ADL: "ADL",
}
"""MECHANICS §7.6's combo stop types (anything else: SYSTEM)."""
_CLOSE_CODE = PERP_CLOSE_CODES


def stop_type(reason: CloseReason | None) -> str:
    """The combo stop type of a close reason ("" while running)."""
    return "" if reason is None else _STOP_TYPE.get(reason, "SYSTEM")


def close_code(reason: CloseReason | None) -> str:
    """The UI close code of a close reason ("" while running)."""
    return "" if reason is None else _CLOSE_CODE.get(reason, BotCloseCode.CANCELED_AUTO).value


def marks_shown(s: ComboState, market: MarketView) -> dict[str, Decimal]:
    """The legs' marks now, or their close marks once the bot completed."""
    if s.status is BotStatus.COMPLETED and s.close_marks:
        return dict(s.close_marks)
    return marks_of(market)


def positions(s: ComboState, market: MarketView) -> list[dict[str, object]]:
    """Each leg: side, size, value, current and target weight, entry, mark, PnL, funding, fees."""
    marks = marks_shown(s, market)
    vals = values(s.positions, marks)
    weights = current_weights(vals)
    views = leg_views(market)
    out: list[dict[str, object]] = []
    for leg in s.config.legs:
        b = s.book(leg.symbol)
        view = views.get(leg.symbol)
        out.append(
            {
                "symbol": leg.symbol,
                "base_token": view.symbol.base if view is not None else "",
                "side": leg.side.name,
                "size": fmt(abs(b.position)),
                "position_value": amount_str(vals[leg.symbol]),
                "current_position_percent": rate_str(weights[leg.symbol]),
                "target_position_percent": fmt(leg.weight),
                "avg_entry_price": fmt(b.avg_entry) if b.position else "",
                "mark_price": fmt(marks[leg.symbol]),
                "unrealized_pnl": amount_str(b.position * (marks[leg.symbol] - b.avg_entry)),
                "realized_pnl": amount_str(b.closed_pnl),
                "funding_fee": amount_str(b.funding),
                "trading_fee": amount_str(b.fees),
            }
        )
    return out


def rebalance_row(r: Rebalance) -> dict[str, object]:
    """One rebalance on the wire."""
    return {
        "time": r.ts,
        "trigger": r.trigger,
        "trades": [
            {"symbol": sym, "side": side, "qty": fmt(q), "skipped": why} for sym, side, q, why in r.trades
        ],
    }


def _elapsed(s: ComboState, now: int) -> int:
    end = s.end_ts if s.end_ts is not None else now
    return max(0, end - s.create_ts)


def pnl_breakdown(s: ComboState, marks: Mapping[str, Decimal]) -> PnlBreakdown:
    """Rebalance profit before fees (the legs' closed PnL but liquidations), the trend (the legs'
    unrealised PnL), fees, funding and liquidation, from the books."""
    return perp_breakdown(
        closed_pnl=s.closed_pnl,
        realised_profit=s.closed_pnl - s.liquidation_pnl,
        unrealised_pnl=unrealised(s, marks),
        fees_paid=s.fees,
        funding_fee=s.funding,
        liquidation_pnl=s.liquidation_pnl,
        insurance=s.insurance,
    )


def detail(s: ComboState, market: MarketView) -> dict[str, object]:
    """The combo detail with Bybit ``fcombobot/detail`` names (plus ours); decimals as strings."""
    cfg = s.config
    marks = marks_shown(s, market)
    eq, pnl = equity(s, marks), total_pnl(s, marks)
    margin = s.total_margin
    elapsed = _elapsed(s, market.ts)
    done = s.status is BotStatus.COMPLETED
    mm = ZERO if done else maintenance(s, market)
    gross = sum(values(s.positions, marks).values(), ZERO)
    reason = s.close_reason
    ts = cfg.trailing_stop_percent
    return {
        "bot_id": s.bot_id,
        "status": s.status.value,
        "bot_display_status": DISPLAY_STATUS[s.status].value,
        "bot_mode": cfg.bot_mode,
        "bot_name": " ".join(v.symbol.base for v in leg_views(market).values()),
        "leverage": fmt(cfg.leverage),
        "init_margin": fmt(cfg.init_margin),
        "total_margin": fmt(margin),
        "midway_transfer": fmt(s.transfers_in - s.transfers_out),
        "transfers_in": fmt(s.transfers_in),
        "transfers_out": fmt(s.transfers_out),
        "equity": amount_str(eq),
        "total_pnl": amount_str(pnl),
        "total_pnl_per": rate_str(pnl_per(s, marks)),
        "roi": rate_str(pnl_per(s, marks)),
        "total_apr": fmt(apr(pnl, margin, elapsed)),
        "realized_pnl": amount_str(s.closed_pnl - s.fees + s.funding),
        "unrealized_pnl": amount_str(unrealised(s, marks)),
        "total_exec_fee": amount_str(s.fees),
        "pnl_breakdown": pnl_breakdown(s, marks).to_dict(),
        "funding_fee": amount_str(s.funding),
        "total_position_value": amount_str(gross),
        "target_position_value": amount_str(s.target_total),
        "margin_balance": amount_str(eq),
        "wallet_balance": amount_str(s.wallet),
        "available_balance": amount_str(available(s, marks)),
        "position_margin": amount_str(position_margin(s)),
        "imr": rate_str(position_margin(s) / eq) if eq > 0 and not done else "0",
        "mmr": rate_str(mm / eq) if eq > 0 and not done else "0",
        "margin_ratio": rate_str(mm / eq) if eq > 0 and not done else "0",
        "symbol_settings": [
            {
                "symbol": leg.symbol,
                "base_token": leg_views(market)[leg.symbol].symbol.base
                if leg.symbol in leg_views(market)
                else "",
                "quote_token": QUOTE_COIN,
                "target_position_percent": fmt(leg.weight),
                "side": leg.side.name,
            }
            for leg in cfg.legs
        ],
        "positions": positions(s, market),
        "adjust_position_mode": cfg.adjust_position_mode.name,
        "adjust_position_percent": fmt_or_blank(cfg.adjust_position_percent),
        "adjust_position_time_interval": cfg.adjust_position_time_interval or 0,
        "adjusted_position_num": s.adjusted_position_num,
        "last_adjust_position_time": s.last_adjust_position_time,
        "next_adjust_position_time": s.next_time_check if cfg.by_time and not done else 0,
        "sl_percent": fmt_or_blank(cfg.sl_percent),
        "tp_percent": fmt_or_blank(cfg.tp_percent),
        "trailing_stop_percent": fmt(ts),
        "sl_exit_equity": amount_str(margin * (1 - cfg.sl_percent)) if cfg.sl_percent is not None else "0",
        "tp_exit_equity": amount_str(margin * (1 + cfg.tp_percent)) if cfg.tp_percent is not None else "0",
        "exit_equity": amount_str(ts_exit_equity(s.peak_equity, ts)) if ts > 0 else "0",
        "stop_type": stop_type(reason),
        "close_code": close_code(reason),
        "close_reason": "" if reason is None else reason.value,
        "run_time_duration": elapsed // 1000,
        "operation_time": elapsed,
        "create_time": s.create_ts,
        "end_time": s.end_ts or 0,
        "last_modify_setting_time": s.last_modify_setting_time,
    }
