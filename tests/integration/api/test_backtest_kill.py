"""A backtest running when its server is killed with SIGKILL is marked failed by the next start
(issue 26): never left "running". The server is a real ``tradingbot serve`` child process; its
job runs in the process pool's worker, which outlives the kill (as on a real machine) and stops
at its next progress write, since the row is no longer running for its run."""

from __future__ import annotations

import contextlib
import os
import signal
import time
from pathlib import Path

from tests.integration.api.test_backtest_api import BT, COMBO, PERP_1M, csv_of
from tests.integration.conftest import Api, app_client
from tests.integration.serverproc import Client, free_port, server

COMBO_ROWS = 3000


def descendants(pid: int) -> list[int]:
    """Every process under ``pid`` (from /proc): the pool's fork server and workers."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out: list[int] = []
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


async def test_a_backtest_killed_mid_run_is_marked_failed_on_restart(tmp_path: Path) -> None:
    db = tmp_path / "bot.db"
    port = free_port()
    legs = {
        leg["symbol"]: csv_of(PERP_1M.format(leg["symbol"]), COMBO_ROWS) for leg in COMBO["symbol_settings"]
    }
    left: list[int] = []
    try:
        with server(db, port) as proc:
            c = Client(f"http://127.0.0.1:{port}")
            assert (
                c.post("/v2/public/user/register", {"email": "k@example.com", "password": "correct horse"})[
                    "ret_code"
                ]
                == 0
            )
            up = c.post(f"{BT}/upload-candles", {"legs": legs})
            assert up["ret_code"] == 0, up
            job = c.post(
                f"{BT}/create",
                {"family": "COMBO_FUTURES", "params": COMBO, "candles_id": up["result"]["candles_id"]},
            )  # type: ignore[index]
            assert job["ret_code"] == 0, job
            job_id = job["result"]["job_id"]  # type: ignore[index]
            for _ in range(3000):  # until the job has written progress (bounded: 30 s)
                status = c.post(f"{BT}/status", {"job_id": job_id})["result"]
                if status["state"] == "running" and status["candles_done"] > 0:  # type: ignore[index]
                    break
                time.sleep(0.01)
            assert status["state"] == "running" and status["candles_done"] < COMBO_ROWS, status  # type: ignore[index]
            left = descendants(proc.pid)
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        async with app_client(f"sqlite:///{db}") as client:
            api = Api(client)
            r = await api.post(
                "/v2/public/user/login", {"email": "k@example.com", "password": "correct horse"}
            )
            assert r["ret_code"] == 0, r
            after = await api.result(f"{BT}/status", {"job_id": job_id})
            assert after["state"] == "failed" and after["error_code"] == "INTERRUPTED", after
            assert after["eta_ms"] is None and after["finished_ms"] is not None
            r = await api.post(f"{BT}/result", {"job_id": job_id})
            assert r["ret_code"] == 12304 and r["result"] == {"field": "job_id", "check_code": "failed"}, r
            again = await api.result(
                f"{BT}/create",
                {"family": "COMBO_FUTURES", "params": COMBO, "candles_id": up["result"]["candles_id"]},  # type: ignore[index]
            )
            assert again["job_id"] != job_id
            await api.result(f"{BT}/cancel", again)
    finally:
        for pid in left:  # the killed server's pool: its worker stops by itself, the rest idles
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
