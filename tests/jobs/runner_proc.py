"""A job runner in a process of its own (``python -m tests.jobs.runner_proc <url> <ack wait s>``):
the process the kill test stops with SIGKILL mid-job. Prints ``ready`` once it takes jobs."""

from __future__ import annotations

import asyncio
import sys

from tests.jobs.kinds import TEST_KINDS
from tradingbot.jobs.runner import JobRunner


async def main(url: str, ack_wait_s: float) -> None:
    runner = JobRunner(TEST_KINDS, url, workers=1, ack_wait_s=ack_wait_s)
    await runner.start()
    print("ready", flush=True)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], float(sys.argv[2])))
