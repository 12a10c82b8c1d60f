"""B1 peer: backtrader (event-driven, pure Python) running the same grid.

Runs in ``bench/.venv-peers`` (``pip install backtrader``), never in the project's environment.
``python bench/peer_backtrader.py SPEC.json DATA.npz OUT.json`` (see ``peer_common``).

How the grid is expressed, as close to our path convention as backtrader allows:

* backtrader's broker matches each pending order against the whole bar (no order inside a bar),
  and an order placed while a bar is processed can only fill on the next bar, so a counter-order
  could never fill in the same candle. The strategy therefore runs with ``cheat_on_open``: in
  ``next_open`` (the bar is loaded, the broker has not matched it yet) it walks our candle path
  O->L->H->C / O->H->L->C over the gap index and submits, as LIMIT orders at the level prices,
  exactly the orders that path fills (counter-orders included); the broker then matches and books
  them on that bar (cash, fees, position) and reports them in ``notify_order``;
* backtrader fills a BUY limit at the open when the open is at or below the limit (and a SELL at
  the open when above), where our model fills every resting order at its own price: such fills
  are counted as "price improved" (they happen after gaps between candles);
* the initial market BUY (spot) is a market order with ``cheat_on_close`` at the first close;
* one commission rate per feed: every order pays the maker rate, including the futures edge close
  (taker in our model) — fees differ by ``(taker − maker)·notional`` of that one order; fees are
  paid in cash (our spot grid takes the BUY fee in base); no margin, liquidation or funding model.
"""

from __future__ import annotations

import platform
import sys
from typing import Any

import backtrader as bt
import pandas as pd
from peer_common import EDGE, GRID, INITIAL, path_points, read_inputs, summarise, timed, write


class Grid(bt.Strategy):  # type: ignore[misc]
    params = (("spec", None),)

    def __init__(self) -> None:
        spec: dict[str, Any] = self.p.spec
        self.lv = [float(x) for x in spec["levels"]]
        self.n = len(self.lv) - 1
        self.b = int(spec["b0"])
        self.q = float(spec["q"])
        self.q_s = float(spec.get("q_s", 0.0))
        self.futures = spec["family"] == "futures_neutral"
        self.init_qty = float(spec.get("init_qty", 0.0))
        self.sell_qty = [0.0] * max(self.n, 1)
        for k in range(self.b, self.n):
            self.sell_qty[k] = float(spec.get("s_init", 0.0))
        self.pos = 0.0
        self.active = True
        self.started = False
        self.tags: dict[int, tuple[float, int]] = {}
        self.fills: list[tuple[bool, float, float, float, float, int]] = []
        self.rejected = 0

    def _order(self, is_buy: bool, size: float, price: float, kind: int) -> None:
        fn = self.buy if is_buy else self.sell
        order = fn(size=size, price=price, exectype=bt.Order.Limit)
        self.tags[order.ref] = (price, kind)

    def next_open(self) -> None:
        if not self.started or not self.active:
            return
        d = self.data
        o, h, low, c = d.open[0], d.high[0], d.low[0], d.close[0]
        lv, n = self.lv, self.n
        b = self.b
        quiet = (b == 0 or low > lv[b - 1]) and (b == n or h < lv[b + 1])
        if quiet and (not self.futures or (low > lv[0] and h < lv[n])):
            return
        for p in path_points(o, h, low, c):
            while b > 0 and lv[b - 1] >= p:
                b -= 1
                if not self.futures:
                    self.sell_qty[b] = self.q_s
                self.pos += self.q
                self._order(True, self.q, lv[b], GRID)
            while b < n and lv[b + 1] <= p:
                size = self.q if self.futures else self.sell_qty[b]
                self.pos -= size
                self._order(False, size, lv[b + 1], GRID)
                b += 1
            if self.futures and (p >= lv[n] or p <= lv[0]):
                self.active = False
                if self.pos != 0.0:
                    self._order(self.pos < 0, abs(self.pos), p, EDGE)
                    self.pos = 0.0
                break
        self.b = b

    def next(self) -> None:
        if not self.started:
            self.started = True
            if self.init_qty > 0:
                order = self.buy(size=self.init_qty)  # market, filled at this close (coc)
                self.tags[order.ref] = (self.data.close[0], INITIAL)
                self.pos += self.init_qty

    def notify_order(self, order: bt.Order) -> None:
        if order.status == order.Completed:
            level, kind = self.tags.pop(order.ref)
            ex = order.executed
            self.fills.append(
                (order.isbuy(), level, float(ex.price), abs(float(ex.size)), float(ex.comm), kind)
            )
        elif order.status in (order.Margin, order.Rejected, order.Canceled, order.Expired):
            self.rejected += 1


def main() -> None:
    spec, series, out = read_inputs(sys.argv)
    f = series.floats()
    index = pd.date_range("2025-01-01", periods=len(series), freq="1min")
    df = pd.DataFrame(
        {"open": f["open"], "high": f["high"], "low": f["low"], "close": f["close"], "volume": 1.0},
        index=index,
    )

    def run() -> Grid:
        cerebro = bt.Cerebro(stdstats=False, cheat_on_open=True)
        cerebro.adddata(bt.feeds.PandasData(dataname=df, timeframe=bt.TimeFrame.Minutes))
        cerebro.addstrategy(Grid, spec=spec)
        cerebro.broker.set_cash(float(spec["cash"]))
        cerebro.broker.set_coc(True)
        cerebro.broker.setcommission(commission=float(spec["maker"]))
        strat: Grid = cerebro.run()[0]
        strat.final_value = cerebro.broker.getvalue()
        strat.final_position = cerebro.broker.getposition(strat.data).size
        return strat

    cold, warm, strat = timed(run, int(spec["runs"]))
    payload = {
        "engine": "backtrader",
        "version": ".".join(str(x) for x in bt.version.__version__.split(".")),
        "python": platform.python_version(),
        "cold_s": cold,
        "runs_s": warm,
        "candles": len(series),
        "summary": summarise(spec, strat.fills),
        "rejected_orders": strat.rejected,
        "final_value_change": float(strat.final_value) - float(spec["cash"]),
        "final_position": float(strat.final_position),
    }
    write(out, payload)


if __name__ == "__main__":
    main()
