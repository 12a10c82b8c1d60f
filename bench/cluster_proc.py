"""``python bench/cluster_proc.py <tradingbot command> ...``: the ``tradingbot`` CLI with two
benchmark-only additions, so ``bench/cluster.py`` measures ``serve`` and ``worker`` unchanged:

* each partition's row in ``GET /admin/engine/partitions`` also gives ``steps``, the bot steps its
  host took since it was loaded (``BotHost.steps``: the unit the wake index saves);
* log lines start with their Unix time (the bench times each partition's takeover from them);
* ``SIGUSR1`` starts a ``cProfile`` of the event loop's thread (where the partitions apply prices
  and step bots; the engine-writer threads that commit are not in it), ``SIGUSR2`` stops it and
  writes it to ``$BENCH_PROFILE``.
"""

from __future__ import annotations

import cProfile
import os
import signal
import sys
from typing import Any

from tradingbot.services.exchange.exchange_service import ExchangeService

_status = ExchangeService.status


def _status_with_steps(self: ExchangeService) -> dict[str, Any]:
    return _status(self) | {"steps": self.host.steps}


ExchangeService.status = _status_with_steps  # type: ignore[method-assign]

_profile: list[cProfile.Profile] = []


def _start(*_: object) -> None:
    if not _profile:
        prof = cProfile.Profile()
        prof.enable()
        _profile.append(prof)


def _stop(*_: object) -> None:
    if _profile:
        prof = _profile.pop()
        prof.disable()
        prof.dump_stats(os.environ.get("BENCH_PROFILE", "cluster.prof"))


signal.signal(signal.SIGUSR1, _start)
signal.signal(signal.SIGUSR2, _stop)

if __name__ == "__main__":
    import logging

    from tradingbot.cli import app

    # before the CLI's own basicConfig (then a no-op): the bench reads when each line was logged
    logging.basicConfig(
        level=os.environ.get("LOG_LEVEL", "info").upper(),
        format="%(created).3f %(levelname)s %(name)s: %(message)s",
    )
    sys.argv = ["tradingbot", *sys.argv[1:]]
    app()
