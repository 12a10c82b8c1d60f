"""The server process starts without numpy or numba: they cost ~70 MB and ~0.3 s per process, and
only backtests and the AI sweeps (imported when first used) need them. A module-level import of a
kernel from the server's code path brings them back unnoticed; this test names it."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("numba", "numpy")


def test_the_server_app_and_cli_import_neither_numpy_nor_numba() -> None:
    code = (
        "import sys, tradingbot.cli, tradingbot.bootstrap, tradingbot.api.app; "
        f"print(','.join(m for m in {HEAVY!r} if m in sys.modules))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert loaded.stdout.strip() == "", f"loaded at server start: {loaded.stdout.strip()}"
