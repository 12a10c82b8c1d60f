"""AI picks ("Aurora") built from the families' AI-parameter sweeps: one pick per style and window.

A pick carries Bybit Aurora's field names (MECHANICS §8.1): ``aurora_id``, ``biz_type`` (the
family's bot type), ``symbol``, ``style`` (1 HIGH_PROFITS, 2 STEADY, 3 HIGH_FREQUENCY) and
``style_name``, ``market_mode``, ``estimate_profits_days`` (the backtest window's length),
``window_start``/``window_end`` (ms), ``estimate_profits_rate_e4`` (the window's yield),
``estimate_profits_apr_e4`` (null under 30 days: not annualised), ``max_draw_down_rate_e4``,
``sharpe_ratio_e4`` and ``sell_cnt`` (completed arbitrages, rounds or rebalances) where the sweep
has them, ``atr_e4`` (volatility ratio), ``yield_trend_list`` (e4 per day), ``score_e4`` and
``params``: exactly the body of the family's create call, investment included (the one the
backtest used).

``aurora_id`` = ``<family>-<symbol>-<style>-<window>d-<YYYYMMDD of the window's last candle>``
(combo: the legs ``BTCUSDT.ETHUSDT`` and their sides ``LS`` as the symbol part): the same pick all
day, a new id the next data day.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, NamedTuple

from tradingbot.backtest.aurora_select import apr_e4, e4, score, window_days
from tradingbot.backtest.combo_pick import LEVERAGE, MARGIN, THRESHOLD, PickResult
from tradingbot.backtest.fmart_columns import FMART_PARAM_COLUMNS
from tradingbot.bots.futures_combo.config import legs_to_wire
from tradingbot.core.enums import GridMode, MartingaleMode, Side, Style
from tradingbot.core.money import fmt

GRID_SPOT = "GRID_SPOT"
GRID_FUTURES = "GRID_FUTURES"
MART_FUTURES = "MART_FUTURES"
COMBO_FUTURES = "COMBO_FUTURES"
PREFIX = {GRID_SPOT: "grid", GRID_FUTURES: "fgrid", MART_FUTURES: "fmart", COMBO_FUTURES: "fcombo"}
STYLE_NUMBER = {Style.HIGH_PROFITS: 1, Style.STEADY: 2, Style.HIGH_FREQUENCY: 3}
STYLE_CODE = {Style.HIGH_PROFITS: "hp", Style.STEADY: "st", Style.HIGH_FREQUENCY: "hf"}
ID_PATTERN = re.compile(
    r"^(grid|fgrid|fmart|fcombo)-([A-Z0-9.]{2,100})-(?:([LS]{2,3})-)?(hp|st|hf)-(\d{1,3})d-(\d{8})$"
)


def day_text(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y%m%d")


class Window(NamedTuple):
    """A pick's backtest window: its key in the id (days) and its first and last candle (ms)."""

    key: str
    start: int
    end: int


def _figures(
    market_mode: object,
    sell_cnt: object,
    selected_by: object,
    params: dict[str, Any],
    *,
    sharpe_e4: int | None = None,
    atr_e4: int | None = None,
    trend: Sequence[int] = (),
) -> dict[str, Any]:
    """A pick's own fields after the shared ones; a sweep without sharpe, ATR or trend sends them empty."""
    return {
        "market_mode": market_mode,
        "sharpe_ratio_e4": sharpe_e4,
        "sell_cnt": sell_cnt,
        "atr_e4": atr_e4,
        "yield_trend_list": list(trend),
        "selected_by": selected_by,
        "params": params,
    }


def _pick(
    biz_type: str,
    symbols: tuple[str, str],
    style: Style,
    window: Window,
    rate: Decimal,
    mdd: Decimal,
    figures: Mapping[str, Any],
) -> dict[str, Any]:
    """``symbols``: the id's symbol part and the ``symbol`` field (one symbol, or a combo's legs)."""
    symbol_part, symbol = symbols
    start, end = window.start, window.end
    days = window_days(start, end)
    return {
        "aurora_id": f"{PREFIX[biz_type]}-{symbol_part}-{STYLE_CODE[style]}-{window.key}d-{day_text(end)}",
        "biz_type": biz_type,
        "symbol": symbol,
        "style": STYLE_NUMBER[style],
        "style_name": style.value,
        "estimate_profits_days": fmt(days),
        "window_start": start,
        "window_end": end,
        "estimate_profits_rate_e4": e4(rate),
        "estimate_profits_apr_e4": apr_e4(rate, days),
        "max_draw_down_rate_e4": e4(mdd),
        "score_e4": e4(score(rate, mdd, days)),
        **figures,
    }


def grid_picks(biz_type: str, rec: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Spot or futures grid: every style of every window of ``ai_params.recommend_*``, each
    backtest once (two styles that chose the same parameters on the same window, or a longer window
    that history cut to the same span, are one pick: the first style's)."""
    symbol = str(rec["symbol"])
    out: list[dict[str, Any]] = []
    seen: set[tuple[object, ...]] = set()
    for key, win in rec["windows"].items():
        for p in win["params"]:
            bt = p["backtest"]
            w = p["window"]
            same: tuple[object, ...] = (w["start"], w["end"], p["min_price"], p["max_price"])
            same += (p["cell_number"], p["grid_type"], p.get("grid_mode"), p.get("leverage"))
            if same in seen:  # another style's pick or a longer window cut short: the same backtest
                continue
            seen.add(same)
            params: dict[str, Any] = {
                "symbol": symbol, "min_price": p["min_price"], "max_price": p["max_price"],
                "cell_number": p["cell_number"], "grid_type": p["grid_type"],
            }  # fmt: skip
            if biz_type == GRID_FUTURES:
                params |= {"grid_mode": int(GridMode[p["grid_mode"]]), "leverage": p["leverage"]}
                params["total_investment"] = rec["investment"]
            else:
                params["quote_investment"] = rec["investment"]
            figures = _figures(
                p.get("grid_mode"),
                bt["arbitrage_num"],
                p["selected_by"],
                params,
                sharpe_e4=e4(Decimal(bt["sharpe_ratio"])),
                atr_e4=e4(Decimal(p["volatility_ratio"])),
                trend=[e4(Decimal(x)) for x in bt["yield_trend_list"]],
            )
            window = Window(str(key), int(w["start"]), int(w["end"]))
            rate, mdd = Decimal(p["actual_yield"]), Decimal(p["max_drawdown_ratio"])
            out.append(_pick(biz_type, (symbol, symbol), Style(p["style"]), window, rate, mdd, figures))
    return out


FMART_PARAMS = FMART_PARAM_COLUMNS[:6]
"""The parameters a martingale style chooses (the kernel's columns before stop loss and margin)."""


def fmart_picks(rec: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Futures martingale: one pick per style of ``fmart_ai.recommend_fmart`` (its exact replay);
    two styles that chose the same set are one pick, the first style's."""
    symbol = str(rec["symbol"])
    w = rec["window"]
    out: list[dict[str, Any]] = []
    seen: set[tuple[object, ...]] = set()
    for p in rec["ai_params"]:
        bt = p["backtest"]
        same = tuple(p[k] for k in FMART_PARAMS)
        if same in seen:  # two styles chose the same set: one pick, the first style's
            continue
        seen.add(same)
        params = {"symbol": symbol, **{k: p[k] for k in FMART_PARAMS}, "init_margin": rec["investment"]}
        params["martingale_mode"] = int(MartingaleMode[p["martingale_mode"]])
        figures = _figures(p["martingale_mode"], bt["completed_rounds"], p["selected_by"], params)
        window = Window(str(p["window_days"]), int(w["start"]), int(w["end"]))
        rate, mdd = Decimal(bt["actual_yield"]), Decimal(bt["max_drawdown_ratio"])
        out.append(_pick(MART_FUTURES, (symbol, symbol), Style(p["style"]), window, rate, mdd, figures))
    return out


def combo_mode(r: PickResult) -> str:
    sides = {leg.side for leg in r.legs}
    return "MIX" if len(sides) > 1 else ("LONG" if Side.LONG in sides else "SHORT")


def combo_picks(
    picks: Sequence[tuple[Style, PickResult]], start: int, end: int, window_key: str
) -> list[dict[str, Any]]:
    """Futures combo baskets (``aurora_combo.style_picks``) as picks; ``symbol`` lists the legs."""
    out: list[dict[str, Any]] = []
    for style, r in picks:
        legs = legs_to_wire(r.legs)
        params = {
            "symbol_settings": legs, "leverage": fmt(LEVERAGE), "init_margin": fmt(MARGIN),
            "adjust_position_mode": 2, "adjust_position_percent": fmt(THRESHOLD),
        }  # fmt: skip
        names = ".".join(leg.symbol for leg in r.legs)
        sides = "".join("L" if leg.side is Side.LONG else "S" for leg in r.legs)
        figures = _figures(combo_mode(r), r.rebalances, style.value, params)
        symbols = (f"{names}-{sides}", ",".join(leg.symbol for leg in r.legs))
        window = Window(window_key, start, end)
        out.append(_pick(COMBO_FUTURES, symbols, style, window, r.ret, r.max_drawdown, figures))
    return out
