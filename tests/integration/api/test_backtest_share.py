"""A backtest's read-only public link (issue 26): the owner's ``share`` and anyone's ``shared``.

The owner shares a finished job and gets a token (the same one each time); ``shared {token}``
answers that one result, by POST or GET, without a session; another user cannot share the
owner's job (it answers as a missing one), an unfinished job cannot be shared (12304), an
unknown token answers 10011 naming ``token``, and a deleted job's token reads nothing.
"""

from __future__ import annotations

from tests.integration.api.test_backtest_api import BT, GRID, finished, trader, upload
from tests.integration.conftest import Api


async def test_the_owner_shares_a_result_anyone_reads_it_by_its_token(api: Api) -> None:
    await trader(api, "owner@example.com")
    candles_id, _ = await upload(api, "GRID_SPOT")
    job = await api.result(f"{BT}/create", {"family": "GRID_SPOT", "params": GRID, "candles_id": candles_id})
    await finished(api, job["job_id"])
    own = await api.result(f"{BT}/result", job)
    assert own["params"] == GRID  # what "create this bot" fills the form with
    bars = own["candles_by_symbol"]["BTCUSDT"]  # the chart the fills are marked on
    assert bars[0][0] == own["start_ms"] and len(bars) <= 1001
    shared = await api.result(f"{BT}/share", job)
    assert shared["job_id"] == job["job_id"] and len(shared["token"]) == 32
    assert await api.result(f"{BT}/share", job) == shared  # one link per job

    await api.post("/logout", {})
    read = await api.result(f"{BT}/shared", {"token": shared["token"]})
    assert read == own
    by_get = await api.get(f"{BT}/shared", token=shared["token"])
    assert by_get["ret_code"] == 0 and by_get["result"] == own
    for token in ("x" * 32, "", "y" * 65):
        r = await api.post(f"{BT}/shared", {"token": token})
        assert r["ret_code"] in (10001, 10011), r  # 10001: outside the token's size (1..64)
    r = await api.post(f"{BT}/shared", {"token": "x" * 32})
    assert r["ret_code"] == 10011 and r["result"] == {"field": "token"}, r
    r = await api.get(f"{BT}/shared", token="x" * 32)
    assert r["ret_code"] == 10011, r

    await trader(api, "prober@example.com")
    foreign = await api.post(f"{BT}/share", job)
    absent = await api.post(f"{BT}/share", {"job_id": "987654321"})
    assert foreign["ret_code"] == absent["ret_code"] == 10011, (foreign, absent)
    assert foreign["result"] == absent["result"] == {"field": "job_id"}

    await api.post("/logout", {})
    r = await api.post("/v2/public/user/login", {"email": "owner@example.com", "password": "correct horse"})
    assert r["ret_code"] == 0
    await api.result(f"{BT}/delete", job)
    r = await api.post(f"{BT}/shared", {"token": shared["token"]})
    assert r["ret_code"] == 10011, r


async def test_an_unfinished_job_cannot_be_shared(api: Api) -> None:
    await trader(api)
    candles_id, _ = await upload(api, "GRID_SPOT")
    job = await api.result(f"{BT}/create", {"family": "GRID_SPOT", "params": GRID, "candles_id": candles_id})
    await api.post(f"{BT}/cancel", job)
    r = await api.post(f"{BT}/share", job)
    state = (await api.result(f"{BT}/status", job))["state"]
    if state == "cancelled":  # cancelled before it finished (the usual case)
        assert r["ret_code"] == 12304 and r["result"] == {"field": "job_id", "check_code": "cancelled"}, r
    else:  # the pool finished it before the cancel arrived
        assert state == "done" and r["ret_code"] == 0, (state, r)
