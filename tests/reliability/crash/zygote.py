"""A fork server for the crash campaign: imports the server once, then forks a fresh server
process for every (re)start.

Importing the app costs ~1.5 s of CPU (several seconds of wall time on a loaded machine), ten
times what a start of the server itself costs (migrations checked, the engine loaded, the bots
stepped). A restart after ``kill -9`` is then the real thing minus the interpreter start: each
child is a new process that runs exactly what ``tradingbot serve`` runs (``Settings``, ``create_app``,
``uvicorn.run`` with ``cli.uvicorn_options``) and is killed with SIGKILL by the harness.

Protocol on stdin/stdout, one line each: ``start <port> <database_url> <log_path>`` answers the
child's pid; ``reap <pid>`` waits for a killed child and answers ``ok``; EOF ends the zygote.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import tempfile


def _warm_up() -> None:
    """Import everything a start imports lazily (the app, the container, alembic, the drivers,
    uvicorn's protocols) by building one app on a throwaway SQLite database."""
    import aiosqlite  # noqa: F401
    import psycopg  # noqa: F401
    import uvicorn
    import uvicorn.lifespan.on
    import uvicorn.protocols.http.h11_impl  # noqa: F401

    from tradingbot.adapters.storage.migrate import upgrade
    from tradingbot.api.app import create_app  # noqa: F401
    from tradingbot.bootstrap import build_container
    from tradingbot.settings import Settings

    for optional in ("uvicorn.protocols.http.httptools_impl", "uvicorn.loops.uvloop"):
        with contextlib.suppress(ImportError):
            __import__(optional)
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{tmp}/warm.db"
        upgrade(url)

        async def build() -> None:
            c = await build_container(Settings(database_url=url, bot_market_simulator=False))
            await c.start()
            await c.stop()

        asyncio.run(build())


def _serve(port: int, url: str) -> None:
    import uvicorn

    from tradingbot.api.app import create_app
    from tradingbot.cli import uvicorn_options
    from tradingbot.settings import Settings

    cfg = Settings(
        host="127.0.0.1",
        port=port,
        database_url=url,
        bot_admin_token=os.environ["CRASH_ADMIN_TOKEN"],
        bot_market_simulator=False,
    )
    uvicorn.run(create_app(cfg), **uvicorn_options(cfg.host, cfg.port))


def main() -> None:
    _warm_up()
    print("ready", flush=True)
    live: set[int] = set()
    for line in sys.stdin:
        cmd, *args = line.split()
        if cmd == "start":
            port, url, log = int(args[0]), args[1], args[2]
            pid = os.fork()
            if pid == 0:  # the server: a process of its own from here on
                try:
                    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                    fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
                    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
                    os.dup2(fd, 1)
                    os.dup2(fd, 2)
                    _serve(port, url)
                finally:
                    os._exit(0)
            live.add(pid)
            print(pid, flush=True)
        elif cmd == "reap":
            live.discard(int(args[0]))
            with contextlib.suppress(ChildProcessError):
                os.waitpid(int(args[0]), 0)
            print("ok", flush=True)
    for pid in live:  # the harness is gone (stdin closed): no server outlives it
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


if __name__ == "__main__":
    main()
