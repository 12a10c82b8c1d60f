"""``tradingbot job-runner``: a process that takes the platform's jobs (here the day's combo
baskets) off JetStream, and stops on SIGTERM."""

from __future__ import annotations

import signal
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

from tests.bus.natsproc import NatsServer
from tests.jobs.conftest import drop_jobs
from tradingbot.backtest.aurora_combo import combo_style_picks
from tradingbot.bootstrap import JOB_KINDS
from tradingbot.jobs.jetstream import JetStreamJobQueue
from tradingbot.services.discovery.aurora_picks import combo_picks
from tradingbot.services.discovery.sweep_jobs import AURORA_COMBO

TRADINGBOT = Path(sys.executable).parent / "tradingbot"


def _closes() -> dict[str, list[str]]:
    """Two days of hourly closes of three perpetuals, moving apart."""
    return {
        "BTCUSDT": [str(100000 + (h % 9) * 400 - h * 30) for h in range(48)],
        "ETHUSDT": [str(3000 + (h % 5) * 25 + h * 4) for h in range(48)],
        "SOLUSDT": [str(150 + (h % 7) * 2 - (h % 3)) for h in range(48)],
    }


async def test_the_command_computes_the_platforms_jobs(jobs_nats: NatsServer) -> None:
    await drop_jobs(jobs_nats.url)
    proc = subprocess.Popen(
        [str(TRADINGBOT), "job-runner", "--nats-url", jobs_nats.url, "--workers", "1"],
        stdout=subprocess.PIPE,
        text=True,
    )
    queue = JetStreamJobQueue(JOB_KINDS, jobs_nats.url, wait_s=120.0)
    try:
        assert proc.stdout is not None
        kinds = ", ".join(sorted(JOB_KINDS))  # every kind of the platform (ai_params, aurora_combo, backtest)
        assert f"taking jobs {kinds} with 1 worker processes" in proc.stdout.readline()
        params = {"closes": _closes(), "start": 0, "end": 47 * 3_600_000, "days": 2}
        picks = await queue.run(AURORA_COMBO, params, "combo:0:169200000")
        closes = {s: [Decimal(v) for v in values] for s, values in _closes().items()}
        assert picks == combo_picks(combo_style_picks(closes), 0, 47 * 3_600_000, "2") and picks
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        await queue.close()
