"""Modifying a running DCA bot (update-parameters): what may change, re-validated like a create.

What may change (MECHANICS §4, PROPOSED where it is silent):

* RECURRING: the round ``amount`` (of its pair), ``frequency_in_second`` and ``max_invest_amount``.
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

RECURRING_FIELDS = frozenset({"amount", "frequency_in_second", "max_invest_amount"})
SAFETY_FIELDS = frozenset({"tp_pct", "sl_pct", "auto_cycle"})


def mutable_fields(s: DcaState) -> frozenset[str]:
    """The fields update-parameters accepts for this bot."""
    return RECURRING_FIELDS if s.config.dca_type is DcaType.RECURRING else SAFETY_FIELDS


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
