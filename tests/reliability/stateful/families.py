"""The five families' lifecycle machines: each draws its create request around the current price
and adds the family's own actions (modify, withdraw, add margin, transfer, rebalance)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any, ClassVar

from hypothesis import strategies as st
from hypothesis.stateful import rule

from tests.reliability.stateful.machine import Counts, LifecycleMachine

D = Decimal
AMOUNT = st.integers(1, 40).map(lambda n: D(n * 25))


def _band(data: st.DataObject, price: Decimal, tick: str = "0.1") -> tuple[str, str]:
    low = data.draw(st.integers(2, 15), label="below %")
    high = data.draw(st.integers(2, 15), label="above %")
    q = D(tick)
    return str((price * (100 - low) / 100).quantize(q)), str((price * (100 + high) / 100).quantize(q))


class SpotGrid(LifecycleMachine):
    NAME = "spot grid"
    LINEAR = False
    PRICES: ClassVar[dict[str, Decimal]] = {"BTCUSDT": D(100_000)}
    CREATE = "/s1/bot/grid/v1/create-grid"
    CLOSE = "/s1/bot/grid/v1/close-grid"
    DETAIL = "/s1/bot/grid/v1/query-grid-detail"
    DETAIL_KEY = "detail"
    ID = "grid_id"
    counts = Counts()

    def create_body(self, data: st.DataObject) -> tuple[dict[str, Any], Decimal]:
        low, high = _band(data, self.prices["BTCUSDT"])
        invest = data.draw(st.integers(4, 60), label="investment") * D(100)
        cells = data.draw(st.integers(2, 30), label="cells")
        body = {"symbol": "BTCUSDT", "min_price": low, "max_price": high, "cell_number": cells,
                "quote_investment": str(invest), "source": 1}  # fmt: skip
        return body, invest

    def close_body(self, data: st.DataObject) -> dict[str, Any]:
        return {"close_mode": data.draw(st.sampled_from([2, 3, 4]), label="close_mode")}

    @rule(bot=LifecycleMachine.bots, data=st.data())
    def modify(self, bot: str, data: st.DataObject) -> None:
        p = self.prices["BTCUSDT"]
        body: dict[str, Any] = {"grid_id": bot}
        if data.draw(st.booleans(), label="take profit"):
            body["take_profit_price"] = str((p * D("1.2")).quantize(D("0.1")))
        if data.draw(st.booleans(), label="regrid"):
            body["cell_number"] = data.draw(st.integers(2, 30), label="cells")
        self.act("/s1/bot/grid/v1/update-sgrid", body, moves=D(0))

    @rule(bot=LifecycleMachine.bots, part=st.sampled_from([D("0.5"), D(1), D(2)]))
    def withdraw(self, bot: str, part: Decimal) -> None:
        wd = self.pair.post("/s1/bot/grid/v1/get-withdraw-detail", {"grid_id": bot})
        room = D(wd["result"]["withdrawable"]) if wd["ret_code"] == 0 else D(1)
        amount = (room * part).quantize(D("0.01")) or D("0.01")
        self.act("/s1/bot/grid/v1/withdraw-profit", {"grid_id": bot, "amount": str(amount)}, moves=amount)


class FuturesGrid(LifecycleMachine):
    NAME = "futures grid"
    LINEAR = True
    PRICES: ClassVar[dict[str, Decimal]] = {"BTCUSDT": D(100_000)}
    CREATE = "/contract/v5/fgridbot/fgrid-bot-create"
    CLOSE = "/contract/v5/fgridbot/fgrid-bot-close"
    DETAIL = "/contract/v5/fgridbot/get-fgrid-detail"
    DETAIL_KEY = "detail"
    counts = Counts()

    def create_body(self, data: st.DataObject) -> tuple[dict[str, Any], Decimal]:
        low, high = _band(data, self.prices["BTCUSDT"])
        invest = data.draw(st.integers(3, 40), label="investment") * D(100)
        body = {
            "symbol": "BTCUSDT", "grid_mode": data.draw(st.sampled_from([1, 2, 3]), label="mode"),
            "grid_type": data.draw(st.sampled_from([1, 2]), label="type"),
            "min_price": low, "max_price": high,
            "cell_number": data.draw(st.integers(2, 40), label="cells"),
            "leverage": str(data.draw(st.integers(1, 20), label="leverage")), "total_investment": str(invest),
        }  # fmt: skip
        return body, invest

    @rule(bot=LifecycleMachine.bots, data=st.data())
    def modify(self, bot: str, data: st.DataObject) -> None:
        p = self.prices["BTCUSDT"]
        if data.draw(st.booleans(), label="trailing stop"):
            per = data.draw(st.sampled_from(["0.05", "0.2", "0.5"]), label="per")
            self.act(
                "/contract/v5/fgridbot/update-trailing-stop", {"bot_id": bot, "trailing_stop_per": per}, D(0)
            )
            return
        body = {"bot_id": bot, "tp_sl_type": 2, "take_profit_price": str((p * D("1.3")).quantize(D("0.1"))),
                "stop_loss_price": str((p * D("0.7")).quantize(D("0.1")))}  # fmt: skip
        self.act("/s1/bot/fgrid/v1/update-fgrid-tpsl", body, moves=D(0))

    @rule(bot=LifecycleMachine.bots, amount=AMOUNT)
    def add_margin(self, bot: str, amount: Decimal) -> None:
        self.act("/contract/v5/fgridbot/add-margin", {"bot_id": bot, "amount": str(amount)}, moves=-amount)

    @rule(bot=LifecycleMachine.bots, amount=st.sampled_from([D("0.5"), D(5), D(50)]))
    def withdraw(self, bot: str, amount: Decimal) -> None:
        self.act(
            "/contract/v5/fgridbot/withdraw-profit", {"bot_id": bot, "amount": str(amount)}, moves=amount
        )


class SpotDca(LifecycleMachine):
    NAME = "spot DCA"
    LINEAR = False
    PRICES: ClassVar[dict[str, Decimal]] = {"BTCUSDT": D(100_000), "ETHUSDT": D(2500)}
    CREATE = "/s1/bot/dca/v1/create-bot"
    CLOSE = "/s1/bot/dca/v1/close-bot"
    DETAIL = "/s1/bot/dca/v1/detail"
    DETAIL_KEY = "detail"
    counts = Counts()

    def create_body(self, data: st.DataObject) -> tuple[dict[str, Any], Decimal]:
        if data.draw(st.booleans(), label="recurring"):
            cap = data.draw(st.integers(2, 30), label="cap") * D(100)
            pairs = [{"base": "BTC", "amount": str(data.draw(st.integers(2, 20), label="btc") * 10)}]
            if data.draw(st.booleans(), label="eth too"):
                pairs.append({"base": "ETH", "amount": str(data.draw(st.integers(2, 20), label="eth") * 10)})
            body: dict[str, Any] = {
                "dca_type": "RECURRING", "quote_coin": "USDT", "pairs": pairs, "max_invest_amount": str(cap),
                "frequency_in_second": data.draw(st.sampled_from([1800, 3600, 14400]), label="every"),
            }  # fmt: skip
            return body, cap
        init = data.draw(st.integers(2, 20), label="init") * D(50)
        safety = data.draw(st.integers(2, 20), label="safety") * D(25)
        n = data.draw(st.integers(1, 5), label="safety orders")
        vm = data.draw(st.sampled_from(["1", "1.3", "1.5"]), label="volume multiplier")
        body = {
            "dca_type": "SAFETY_ORDER", "symbol": "BTCUSDT", "init_order_amount": str(init),
            "safety_order_amount": str(safety), "max_safety_orders": n,
            "price_step": data.draw(st.sampled_from(["0.005", "0.01", "0.03"]), label="step"),
            "step_multiplier": "1.2", "volume_multiplier": vm,
            "tp_pct": data.draw(st.sampled_from(["0.004", "0.01", "0.03"]), label="tp"),
            "auto_cycle": data.draw(st.sampled_from(["ENABLE", "DISABLE"]), label="auto cycle"),
        }  # fmt: skip
        v = D(vm)
        return body, init + sum((safety * v**k for k in range(n)), D(0))

    def close_body(self, data: st.DataObject) -> dict[str, Any]:
        return {"close_mode": data.draw(st.sampled_from([1, 2, 3]), label="close_mode")}

    @rule(bot=LifecycleMachine.bots, data=st.data())
    def modify(self, bot: str, data: st.DataObject) -> None:
        params = data.draw(
            st.sampled_from([{"tp_pct": "0.02"}, {"amount": "150"}, {"max_invest_amount": "5000"}]),
            label="params",
        )
        self.act("/s1/bot/dca/v1/update-parameters", {"bot_id": bot, "parameters": params})


class FuturesMartingale(LifecycleMachine):
    NAME = "futures martingale"
    LINEAR = True
    PRICES: ClassVar[dict[str, Decimal]] = {"BTCUSDT": D(100_000)}
    CREATE = "/contract/v5/private/fmartingalebot/create-fmart-bot"
    CLOSE = "/contract/v5/private/fmartingalebot/close-fmart-bot"
    DETAIL = "/contract/v5/private/fmartingalebot/get-fmart-detail"
    DETAIL_KEY = "fmart_detail"
    counts = Counts()

    def create_body(self, data: st.DataObject) -> tuple[dict[str, Any], Decimal]:
        margin = data.draw(st.integers(3, 30), label="margin") * D(100)
        body = {
            "symbol": "BTCUSDT", "martingale_mode": data.draw(st.sampled_from([1, 2]), label="mode"),
            "leverage": str(data.draw(st.integers(1, 10), label="leverage")),
            "price_float_percent": data.draw(st.sampled_from(["0.005", "0.01", "0.02"]), label="float"),
            "add_position_percent": data.draw(st.sampled_from(["1", "1.5", "2"]), label="add %"),
            "add_position_num": data.draw(st.integers(1, 6), label="adds"), "init_margin": str(margin),
            "round_tp_percent": data.draw(st.sampled_from(["0.01", "0.03", "0.1"]), label="tp"),
            "auto_cycle_toggle": data.draw(st.sampled_from([1, 2]), label="auto cycle"),
        }  # fmt: skip
        if data.draw(st.booleans(), label="stop loss"):
            body["sl_percent"] = data.draw(st.sampled_from(["0.05", "0.2", "0.5"]), label="sl")
        return body, margin

    @rule(bot=LifecycleMachine.bots, data=st.data())
    def modify(self, bot: str, data: st.DataObject) -> None:
        body = {"bot_id": bot, "auto_cycle_toggle": data.draw(st.sampled_from([1, 2]), label="auto cycle")}
        if data.draw(st.booleans(), label="stop loss"):
            body["sl_percent"] = data.draw(st.sampled_from(["0.1", "0.5"]), label="sl")
        self.act("/contract/v5/private/fmartingalebot/update-fmart-bot", body, moves=D(0))

    @rule(bot=LifecycleMachine.bots, amount=AMOUNT)
    def add_margin(self, bot: str, amount: Decimal) -> None:
        body = {"bot_id": bot, "add_margin": str(amount)}
        self.act("/contract/v5/private/fmartingalebot/update-fmart-bot", body, moves=-amount)


def _leg(symbol: str, side: int, pct: str) -> dict[str, Any]:
    return {"symbol": symbol, "side": side, "target_position_percent": pct}


class FuturesCombo(LifecycleMachine):
    NAME = "futures combo"
    LINEAR = True
    PRICES: ClassVar[dict[str, Decimal]] = {"BTCUSDT": D(100_000), "ETHUSDT": D(2500), "SOLUSDT": D(150)}
    CREATE = "/contract/v5/private/fcombobot/create-bot"
    CLOSE = "/contract/v5/private/fcombobot/close-bot"
    DETAIL = "/contract/v5/private/fcombobot/get-detail"
    DETAIL_KEY = "detail"
    counts = Counts()

    def create_body(self, data: st.DataObject) -> tuple[dict[str, Any], Decimal]:
        margin = data.draw(st.integers(3, 30), label="margin") * D(100)
        split = data.draw(
            st.sampled_from([("0.5", "0.4", "0.1"), ("0.34", "0.33", "0.33"), ("0.2", "0.2", "0.6")])
        )
        sides = data.draw(st.tuples(*[st.sampled_from([1, 2])] * 3), label="sides")
        legs = [
            _leg(s, side, pct)
            for s, side, pct in zip(("BTCUSDT", "ETHUSDT", "SOLUSDT"), sides, split, strict=True)
        ]
        body: dict[str, Any] = {
            "symbol_settings": legs, "leverage": str(data.draw(st.integers(1, 5), label="leverage")),
            "init_margin": str(margin),
        }  # fmt: skip
        if data.draw(st.booleans(), label="by time"):
            body |= {"adjust_position_mode": 1, "adjust_position_time_interval": 3600}
        else:
            body |= {"adjust_position_mode": 2, "adjust_position_percent": "0.05"}
        return body, margin

    @rule(bot=LifecycleMachine.bots, data=st.data())
    def modify(self, bot: str, data: st.DataObject) -> None:
        body = {"bot_id": bot, "tp_percent": data.draw(st.sampled_from(["0.1", "0.8"]), label="tp")}
        self.act("/contract/v5/private/fcombobot/modify-setting", body, moves=D(0))

    @rule(bot=LifecycleMachine.bots, amount=AMOUNT, into=st.booleans())
    def transfer(self, bot: str, amount: Decimal, into: bool) -> None:
        body = {"bot_id": bot, "transfer_type": "IN" if into else "OUT", "amount": str(amount)}
        self.act("/contract/v5/private/fcombobot/transfer", body, moves=-amount if into else amount)

    @rule(bot=LifecycleMachine.bots)
    def rebalance(self, bot: str) -> None:
        self.act("/contract/v5/private/fcombobot/adjust-position", {"bot_id": bot}, moves=D(0))


MACHINES: dict[str, type[LifecycleMachine]] = {
    m.NAME: m for m in (SpotGrid, FuturesGrid, SpotDca, FuturesMartingale, FuturesCombo)
}
