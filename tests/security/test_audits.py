"""Audits: bandit over src (always: it must be clean, every finding fixed or explained with
``# nosec``), and the dependency audits, pip-audit over ``requirements.lock`` and ``npm audit
--omit=dev`` over the web app (they ask the registries' vulnerability services, so they run when
``make reliability`` collects figures, ``RELIABILITY_OUT``, or with ``BOT_AUDITS=1``). The
figures go to the security part of ``docs/RELIABILITY.md``; an audit service that cannot be
reached is recorded as such, never as clean."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO
from tests.reliability.figures import Part
from tests.security.test_headers import ANSWER_KINDS
from tests.security.test_rate_limits import NOT_A_BOT
from tradingbot.api.app import create_app
from tradingbot.api.rate_limits import CREATE_PATHS
from tradingbot.settings import Settings

BIN = Path(sys.executable).parent


@cache
def bandit() -> dict[str, Any]:
    out = subprocess.run(
        [str(BIN / "bandit"), "-c", "pyproject.toml", "-r", "src", "-q", "-f", "json"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    report: dict[str, Any] = json.loads(out.stdout)
    report["exit_code"] = out.returncode
    return report


def test_bandit_is_clean() -> None:
    assert (BIN / "bandit").exists(), "bandit is missing: make venv installs requirements.lock"
    report = bandit()
    found = [
        f"{r['filename']}:{r['line_number']} {r['test_id']} {r['issue_text']}" for r in report["results"]
    ]
    assert found == [] and report["exit_code"] == 0, found
    assert report["errors"] == []


def first_error(text: str) -> str:
    """The first line of a tool's complaint, without addresses (the report names no host)."""
    line = next((ln for ln in text.strip().splitlines() if ln.strip()), "no output")
    return re.sub(r"\S+://\S+", "(its address)", line)[:200]


def pip_audit() -> tuple[str, bool | None, str]:
    """(figure, clean?, note); clean is None when the vulnerability service could not answer."""
    cmd = [
        str(BIN / "pip-audit"), "-r", "requirements.lock", "--no-deps", "--disable-pip",
        "--progress-spinner", "off", "-f", "json",
    ]  # fmt: skip
    out = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=900, check=False)
    try:
        deps = json.loads(out.stdout)["dependencies"]
    except (ValueError, KeyError):
        return "not run", None, f"pip-audit failed: {first_error(out.stderr)}"
    skipped = [d for d in deps if d.get("skip_reason")]
    vulns = [f"{d['name']} {d['version']}: {v['id']}" for d in deps for v in d.get("vulns", [])]
    audited = len(deps) - len(skipped)
    figure = f"{audited} of {len(deps)} pinned packages audited, {len(vulns)} known vulnerabilities"
    if audited == 0:
        return figure, None, "PyPI's vulnerability data could not be reached from this machine"
    return figure, not vulns, "; ".join(vulns)


def npm_audit() -> tuple[str, bool | None, str]:
    npm = shutil.which("npm")
    if npm is None:
        return "not run", None, "npm is not installed"
    out = subprocess.run(
        [npm, "audit", "--omit=dev", "--json"],
        cwd=REPO / "web",
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    try:
        data = json.loads(out.stdout)
    except ValueError:
        data = {}
    meta = data.get("metadata", {}).get("vulnerabilities")
    if meta is None:
        reason = (data.get("error") or {}).get("summary") or first_error(out.stderr)
        return "not run", None, f"the npm registry's audit service did not answer: {first_error(reason)}"
    total = sum(meta.values())
    return f"{total} known vulnerabilities in production dependencies", total == 0, json.dumps(meta)


@pytest.mark.skipif(
    not (os.environ.get("RELIABILITY_OUT") or os.environ.get("BOT_AUDITS")),
    reason="dependency audits ask the registries' services: make reliability (or BOT_AUDITS=1)",
)
def test_dependency_audits_and_security_figures() -> None:
    part = Part("security", "Security: headers, sessions, rate limits, audits")
    report = bandit()
    totals = report["metrics"]["_totals"]
    part.add(
        "bandit findings over src (open)",
        len(report["results"]),
        goal="0 (each fixed or explained with # nosec)",
        met=not report["results"],
    )
    part.add(
        "bandit findings explained with # nosec", totals.get("skipped_tests", 0) + totals.get("nosec", 0)
    )
    part.add("bandit lines scanned", totals.get("loc", 0))
    audits = {"pip-audit (requirements.lock)": pip_audit(), "npm audit --omit=dev": npm_audit()}
    for name, (figure, clean, note) in audits.items():
        part.add(name, figure, goal="0 known vulnerabilities", met=clean)
        if note:
            part.notes.append(f"{name}: {note}")
    part.add("kinds of answer whose security headers are checked", len(ANSWER_KINDS), goal="all", met=True)
    paths = create_app(Settings(database_url="sqlite://")).openapi()["paths"]
    creates = {p for p, item in paths.items() if "post" in item and "create" in p.rsplit("/", 1)[-1]}
    creates |= {p for p in paths if p.endswith("/copy-bot")}
    creates -= NOT_A_BOT
    part.add(
        "bot create operations under the per-user limit",
        f"{len(creates & CREATE_PATHS)} of {len(creates)}",
        goal="all",
        met=creates <= CREATE_PATHS,
    )
    part.notes.append("headers checked on: " + ", ".join(ANSWER_KINDS))
    part.write()
    assert not report["results"]
    # a reachable audit service that reports a vulnerability fails; an unreachable one is recorded
    assert all(clean is not False for _, clean, _ in audits.values()), audits
