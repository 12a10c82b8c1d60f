"""Issue 27, event log export and exact replay, through the HTTP API: for each family a bot is
created, the market moves, the bot is modified (and closed where the family allows), its log is
exported (JSON Lines and CSV) and ``tradingbot replay`` rebuilds exactly its live state."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from tests.integration.api import test_dca_api as dca
from tests.integration.api import test_fcombo_api as fcombo
from tests.integration.api import test_fmart_api as fmart
from tests.integration.api.test_futures_grid_calls import SHORT
from tests.integration.api.test_futures_grid_calls import ready as fgrid_ready
from tests.integration.api.test_futures_grid_replay import FG
from tests.integration.api.test_spot_grid_flow import GRID
from tests.integration.conftest import Api, create_bot
from tests.integration.event_log_kit import EXPORT, assert_replays, export
from tradingbot.bots.event_log.file_format import EventLog, canonical, read_log
from tradingbot.bots.event_log.replay import replay

SG = "/s1/bot/grid/v1"


async def test_spot_grid_replays_exactly(api: Api, tmp_path: Path) -> None:
    await api.funded_trader()
    gid = (await api.result(f"{SG}/create-grid", GRID))["grid_id"]
    for p in ("97000", "103000", "99000", "101500"):
        await api.set_price(p)
    await api.result(f"{SG}/update-sgrid", {"grid_id": gid, "take_profit_price": "120000"})
    live = await assert_replays(api, gid, tmp_path)
    log = read_log((await export(api, gid, "jsonl"))["content"])
    no_prices = EventLog(log.header, [e for e in log.events if e.kind != "PRICE"])
    assert canonical(replay(no_prices).state) != live  # the prices it was stepped on are inputs
    d = (await api.result(f"{SG}/query-grid-detail", {"grid_id": gid}))["detail"]
    if Decimal(d["withdrawable_amount"]) > 0:
        await api.result(f"{SG}/withdraw-profit", {"grid_id": gid, "amount": d["withdrawable_amount"]})
    await api.set_price("98000")
    await api.result(f"{SG}/close-grid", {"grid_id": gid, "close_mode": 3})
    state = json.loads(await assert_replays(api, gid, tmp_path))
    assert state["status"] == "COMPLETED"


async def test_dca_replays_exactly(api: Api, tmp_path: Path) -> None:
    await api.funded_trader()
    bot = (await api.result(f"{dca.DCA}/create-bot", dca.SAFETY))["bot_id"]
    for p in ("100000", "96900", "99000", "95000"):
        await api.set_price(p)
    await api.result(f"{dca.DCA}/update-parameters", {"bot_id": bot, "parameters": {"tp_pct": "0.04"}})
    await api.set_price("97000")
    await assert_replays(api, bot, tmp_path)
    await api.result(f"{dca.DCA}/close-bot", {"bot_id": bot, "close_mode": 3})
    await assert_replays(api, bot, tmp_path)


async def test_futures_grid_replays_exactly(api: Api, tmp_path: Path) -> None:
    await fgrid_ready(api)
    bot = (await api.result(f"{FG}/fgrid-bot-create", SHORT))["bot_id"]
    for p in ("101000", "99000", "100500", "102000"):
        await api.set_perp_price(p)
    await api.result(f"{FG}/add-margin", {"bot_id": bot, "amount": "300"})
    await api.set_perp_price("98500")
    await assert_replays(api, bot, tmp_path)
    await api.result(f"{FG}/fgrid-bot-close", {"bot_id": bot})
    await api.set_perp_price("98600")
    await assert_replays(api, bot, tmp_path)


async def test_fmart_replays_exactly(api: Api, tmp_path: Path) -> None:
    await fmart.ready(api)
    bot = await create_bot(api, f"{fmart.FM}/create-fmart-bot", fmart.LONG, fund_left=9000)
    for p in ("98000", "96500", "99500"):
        await api.set_perp_price(p)
    await api.result(
        f"{fmart.FM}/update-fmart-bot", {"bot_id": bot, "auto_cycle_toggle": 2, "sl_percent": "0.5"}
    )
    await api.result(f"{fmart.FM}/update-fmart-bot", {"bot_id": bot, "add_margin": "500"})
    await api.set_perp_price("97000")
    await assert_replays(api, bot, tmp_path)
    await api.result(f"{fmart.FM}/close-fmart-bot", {"bot_id": bot})
    await assert_replays(api, bot, tmp_path)


async def test_fcombo_replays_exactly(api: Api, tmp_path: Path) -> None:
    await fcombo.ready(api)
    bot = await create_bot(api, f"{fcombo.FC}/create-bot", fcombo.COMBO, fund_left=9000)
    await api.set_perp_price("130000")  # a rebalance trims BTC
    await api.result(f"{fcombo.FC}/transfer", {"bot_id": bot, "transfer_type": "IN", "amount": "500"})
    await api.result(
        f"{fcombo.FC}/modify-setting", {"bot_id": bot, "tp_percent": "0.8", "adjust_position_percent": "0.1"}
    )
    await api.set_perp_price("120000")
    await api.result(f"{fcombo.FC}/transfer", {"bot_id": bot, "transfer_type": "OUT", "amount": "200"})
    await assert_replays(api, bot, tmp_path)
    await api.result(f"{fcombo.FC}/close-bot", {"bot_id": bot})
    await assert_replays(api, bot, tmp_path)


async def test_export_refusals(api: Api, tmp_path: Path) -> None:
    await api.funded_trader()
    gid = (await api.result(f"{SG}/create-grid", GRID))["grid_id"]
    no_id = await api.post(EXPORT, {"format": "jsonl"})
    assert no_id["ret_code"] == 10001 and "bot_id" in no_id["ret_msg"]
    bad = await api.post(EXPORT, {"bot_id": gid, "format": "xml"})
    assert bad["ret_code"] == 10001 and bad["ret_msg"] == "format must be jsonl or csv"
    missing = await api.post(EXPORT, {"bot_id": "999999"})
    assert missing["ret_code"] == 12006 and missing["result"] == {"bot_code": "NOT_FOUND"}
    jsonl = await export(api, gid, "jsonl")
    head = json.loads(jsonl["content"].splitlines()[0])
    assert (head["format"], head["version"], head["bot_id"], head["family"]) == (
        "tradingbot.bot-events",
        1,
        gid,
        "GRID_SPOT",
    )
    assert list(head["market"]["spot_symbols"]) == ["BTCUSDT"] and head["market"]["futures_symbols"] == {}
    first = json.loads(jsonl["content"].splitlines()[1])
    assert first["kind"] == "CREATED" and first["data"]["marks"] == {"BTCUSDT": "100000"}
    assert first["data"]["funds"] == {"USDT": "1000"}  # the grid's whole investment, in quote
