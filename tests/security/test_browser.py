"""In a real browser (Debian's Chromium, headless) under the server's content security policy:
``/docs`` renders every operation and the built web app renders its page. A script the policy
refused would leave both empty. Skipped without Chromium or without a built web app."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.conftest import REPO
from tests.integration.serverproc import free_port

CHROMIUM = os.environ.get("BOT_E2E_CHROMIUM", "/usr/bin/chromium")
DIST = REPO / "web" / "dist"


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (make browser installs it)")
    if not (DIST / "index.html").is_file():
        pytest.skip("the web app is not built (make web)")
    port = free_port()
    db = tmp_path_factory.mktemp("browser") / "bot.db"
    cmd = [
        sys.executable, "-m", "tradingbot.cli", "serve", "--host", "127.0.0.1", "--port", str(port),
        "--database-url", f"sqlite:///{db}", "--no-market-simulator",
    ]  # fmt: skip
    env = dict(os.environ, LOG_LEVEL="warning", BOT_WEB_DIST=str(DIST))
    proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(600):  # until it answers (bounded: 60 s)
            try:
                if httpx.get(f"http://127.0.0.1:{port}/t1", timeout=0.5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert proc.poll() is None, "the server exited"
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.kill()
        proc.wait(timeout=10)


def rendered(url: str, tmp: Path) -> str:
    """The page's DOM once its scripts ran (Chromium's virtual time: no wall-clock wait)."""
    cmd = [
        CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={tmp}", "--virtual-time-budget=20000", "--dump-dom", url,
    ]  # fmt: skip
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=180, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


def test_docs_renders_every_operation(base_url: str, tmp_path: Path) -> None:
    dom = rendered(f"{base_url}/docs", tmp_path)
    spec = httpx.get(f"{base_url}/openapi.json").json()
    operations = sum(len(item) for item in spec["paths"].values())
    shown = set(re.findall(r'data-path="([^"]+)"', dom))
    assert 'class="title">bot' in dom
    assert shown == set(spec["paths"]), sorted(set(spec["paths"]) ^ shown)[:5]
    assert len(re.findall(r'class="opblock-summary-path"', dom)) == operations


def test_web_app_renders(base_url: str, tmp_path: Path) -> None:
    dom = rendered(f"{base_url}/tradingbot/", tmp_path)
    root = dom.split('<div id="root">', 1)[1]
    assert root.startswith("<div") and 'data-testid="site-header"' in root, root[:300]
