"""Split brain with real processes on PostgreSQL: a worker process writing through the fence is
frozen (SIGSTOP) past its lease, another owner takes the partition over and writes, the frozen
one resumes (SIGCONT) and keeps writing with its old epoch: every attempt it begins after the
takeover is refused, and no row of the old epoch was committed after the new epoch's first."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncEngine

from tests.cluster.conftest import repo_root
from tests.cluster.probe import fenced_write, stored
from tradingbot.cluster.leases import acquire

PARTITION = 9
TTL_MS = 1_500


def outcomes(log: Path) -> tuple[int | None, list[int], dict[int, str]]:
    """The writer's epoch, the attempts it began, and how each that finished ended."""
    epoch: int | None = None
    started: list[int] = []
    ended: dict[int, str] = {}
    for line in log.read_text().split("\n")[:-1]:  # the last may be a line still being written
        word, number = line.split()
        if word == "epoch":
            epoch = int(number)
        elif word == "start":
            started.append(int(number))
        else:
            ended[int(number)] = word
    return epoch, started, ended


async def wait_for(check: object, what: str, timeout_s: float = 60) -> None:
    assert callable(check)
    for _ in range(int(timeout_s / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


def stopped(pid: int) -> bool:
    state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    return state == "T"


async def test_a_frozen_owner_resuming_after_a_takeover_writes_nothing(
    pg_engine: AsyncEngine, pg_url: str, tmp_path: Path
) -> None:
    log = tmp_path / "writer.log"
    log.touch()
    env = {**os.environ, "PYTHONPATH": f"{repo_root()}:{repo_root() / 'src'}"}
    args = [str(PARTITION), "old", str(TTL_MS), str(log)]
    writer = subprocess.Popen(
        [sys.executable, "-m", "tests.cluster.split_brain_writer", pg_url, *args], env=env
    )
    try:
        await wait_for(lambda: list(outcomes(log)[2].values()).count("ok") >= 5, "the writer's first writes")
        old_epoch = outcomes(log)[0]
        assert old_epoch == 1

        writer.send_signal(signal.SIGSTOP)
        await wait_for(lambda: stopped(writer.pid), "the writer to be stopped")
        last_begun_before = max(outcomes(log)[1])

        new_epoch = None
        for _ in range(3000):  # the lease expires on the database clock, then it is free
            async with pg_engine.begin() as conn:
                new_epoch = await acquire(conn, PARTITION, "new", 60_000)
            if new_epoch is not None:
                break
            await asyncio.sleep(0.02)
        assert new_epoch == old_epoch + 1
        async with pg_engine.begin() as conn:
            first_new_seq = await fenced_write(conn, PARTITION, "new", new_epoch, attempt=1)

        writer.send_signal(signal.SIGCONT)
        await wait_for(lambda: len(outcomes(log)[2]) >= last_begun_before + 5, "five attempts after resuming")
    finally:
        writer.kill()
        writer.wait()

    _, _, ended = outcomes(log)
    after = {n: how for n, how in ended.items() if n > last_begun_before}
    assert after and set(after.values()) == {"refused"}, after
    async with pg_engine.connect() as conn:
        rows = await stored(conn)
    old_rows = [(seq, attempt) for seq, owner, _, attempt in rows if owner == "old"]
    assert {epoch for _, owner, epoch, _ in rows if owner == "old"} == {old_epoch}
    assert max(seq for seq, _ in old_rows) < first_new_seq, "an old-epoch row committed after the takeover"
    assert all(attempt <= last_begun_before for _, attempt in old_rows)
    assert all(ended.get(attempt, "ok") == "ok" for _, attempt in old_rows), "a refused write was stored"
