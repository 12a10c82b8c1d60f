"""Modifying a running DCA bot (update-parameters): what may change, re-validated like a create.

What may change (MECHANICS §4, PROPOSED where it is silent):

* RECURRING: the round amounts (``pairs``: the same coins in the same order with new amounts;
  ``amount``: the first pair's, as single-pair bots did), ``frequency_in_second`` and
  ``max_invest_amount``; the coins themselves cannot change (PARAM_IMMUTABLE on ``pairs[i].base``).
  A new frequency re-anchors the schedule: the next round is one new period after the change, and
  round numbers (hence client order ids) keep increasing, so a restart neither repeats nor skips.
* SAFETY_ORDER: ``tp_pct`` (the resting TP is re-priced at once), ``sl_pct`` (blank removes it)
  and ``auto_cycle``; the ladder of a running cycle stays as placed.

Anything else is ``PARAM_IMMUTABLE`` naming the field; nothing to change is ``PARAM_NOT_CHANGED``;
the new values pass the same bounds as at create (each refusal with its check code).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from tradingbot.bots.base import MarketView
from tradingbot.bots.dca.codes import DcaCheck, DcaType, refuse
from tradingbot.bots.dca.config import config_to_dict, parse_config
from tradingbot.bots.dca.run_safety import retake_tp
from tradingbot.bots.dca.state import DcaState

RECURRING_FIELDS = frozenset({"amount", "pairs", "frequency_in_second", "max_invest_amount"})
SAFETY_FIELDS = frozenset({"tp_pct", "sl_pct", "auto_cycle"})


def mutable_fields(s: DcaState) -> frozenset[str]:
    """The fields update-parameters accepts for this bot."""
    return RECURRING_FIELDS if s.config.dca_type is DcaType.RECURRING else SAFETY_FIELDS


def _same_coins(old: object, new: object) -> None:
    """New amounts for the same coins in the same order (a coin itself is not modifiable)."""
    assert isinstance(old, list)
    if not isinstance(new, list) or len(new) != len(old):
        raise refuse(
            DcaCheck.PARAM_IMMUTABLE, "pairs", f"must list the bot's {len(old)} coins with new amounts"
        )
    for i, (was, now) in enumerate(zip(old, new, strict=True)):
        coin = now.get("base") if isinstance(now, Mapping) else None
        if not isinstance(coin, str) or coin.strip().upper() != was["base"]:
            raise refuse(DcaCheck.PARAM_IMMUTABLE, f"pairs[{i}].base", f"must stay {was['base']}")


def apply_update(s: DcaState, params: Mapping[str, object], market: MarketView) -> DcaState:
    """The state with the new parameters (refusals raise BusinessError naming field and code)."""
    allowed = mutable_fields(s)
    for key in params:
        if key not in allowed:
            raise refuse(DcaCheck.PARAM_IMMUTABLE, key, "cannot be changed on a running DCA bot")
    raw = config_to_dict(s.config)
    changes = {k: v for k, v in params.items() if k != "amount"}
    if "amount" in params:
        pairs = raw["pairs"]
        assert isinstance(pairs, list)
        raw["pairs"] = [dict(pairs[0], amount=params["amount"]), *pairs[1:]]
    if "pairs" in params:
        _same_coins(raw["pairs"], params["pairs"])
    raw.update(changes)
    config = parse_config(raw)
    if config == s.config:
        raise refuse(DcaCheck.PARAM_NOT_CHANGED, next(iter(params), ""), "nothing to change")
    out = replace(s, config=config)
    rec, old = config.recurring, s.config.recurring
    if rec is not None and old is not None and rec.frequency_in_second != old.frequency_in_second:
        out = replace(out, anchor_ts=market.ts + rec.frequency_in_second * 1000, anchor_round=s.next_round)
    safety, before = config.safety, s.config.safety
    if safety is not None and before is not None and safety.tp_pct != before.tp_pct and s.cycle.tp_qty > 0:
        out = replace(out, cycle=retake_tp(out.cycle, market, safety.tp_pct))
    return out
