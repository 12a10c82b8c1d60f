"""``python -m tests.reliability.report``: ``docs/RELIABILITY.md`` from the parts' figures.

Reads every ``<part>.json`` that the campaign's tests wrote into ``RELIABILITY_OUT``
(``var/reliability`` in ``make reliability``, see ``figures.py``) and writes the report: the date,
the commit, the machine (cores, memory, Python, PostgreSQL), each part's figures against their
goals, every defect found with its reproduction and the commit that fixed it (or "open"), and the
parts that did not run, named as such.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.reliability.figures import load_parts

REPO = Path(__file__).resolve().parents[2]
PARTS = {
    "fuzz": "Fuzzing (schemathesis against the contract)",
    "parsers": "Fuzzing of the input parsers (hypothesis)",
    "matrix": "Cross-user matrix",
    "stateful": "Stateful lifecycles",
    "crash-sqlite": "Crash campaign (kill -9), SQLite",
    "crash-postgresql": "Crash campaign (kill -9), PostgreSQL",
    "faults": "Faults (database restarted, disk full, slow database)",
    "soak": "Soak",
    "security": "Security audits",
}
"""Every part of the campaign (issue 23), in the report's order."""


def _run(*cmd: str) -> str:
    try:
        return subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def _memory_gib() -> str:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except OSError:
        pass
    return "unknown"


def _postgres() -> str:
    try:
        from tests.conftest import PG_URL, postgres_available

        if not postgres_available():
            return "not reachable"
        from sqlalchemy import create_engine, text

        engine = create_engine(PG_URL.replace("postgresql://", "postgresql+psycopg://", 1))
        try:
            with engine.connect() as c:
                return str(c.execute(text("SHOW server_version")).scalar())
        finally:
            engine.dispose()
    except Exception as exc:  # the report names what it could not learn rather than failing
        return f"unknown ({type(exc).__name__})"


def machine() -> dict[str, str]:
    """What the campaign ran on."""
    return {
        "cores": str(os.cpu_count()),
        "memory": _memory_gib(),
        "python": platform.python_version(),
        "postgresql": _postgres(),
        "system": f"{platform.system()} {platform.release()} {platform.machine()}",
    }


def _cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _met(met: object) -> str:
    return {True: "met", False: "**NOT MET**"}.get(met, "")  # type: ignore[call-overload, no-any-return]


SIZES = ("FUZZ_EXAMPLES", "CRASH_KILLS", "FAULT_CALLS", "STATEFUL_STEPS", "SOAK_SECONDS")
"""The campaign's sizes (``figures.size``): the report says which ones the run was given."""


def render(
    parts: list[dict[str, Any]],
    date: str,
    commit: str,
    host: dict[str, str],
    sizes: dict[str, str] | None = None,
) -> str:
    """The report's Markdown (pure: tested on sample parts)."""
    by_name = {str(p["part"]): p for p in parts}
    order = [n for n in PARTS if n in by_name] + sorted(n for n in by_name if n not in PARTS)
    missing = [n for n in PARTS if n not in by_name]
    unmet = [(n, f) for n in order for f in by_name[n]["figures"] if f.get("met") is False]
    defects = [(n, d) for n in order for d in by_name[n]["defects"]]
    open_defects = [(n, d) for n, d in defects if not d.get("fixed_in")]
    out = [
        "# Reliability report",
        "",
        "Written by `make reliability` (`python -m tests.reliability.report`) from the figures each part "
        "of the campaign recorded (issue 23). Do not edit by hand: run the campaign again.",
        "",
        f"- Date: {date}",
        f"- Commit: `{commit}`",
        f"- Machine: {host['cores']} cores, {host['memory']} memory, {host['system']}",
        f"- Python {host['python']}, PostgreSQL {host['postgresql']}",
        "- Sizes: "
        + (", ".join(f"{k}={v}" for k, v in (sizes or {}).items()) or "the short forms of `make test`"),
        "",
        "## Summary",
        "",
        f"- Parts run: {len(order)} ({', '.join(order) or 'none'})",
        f"- Parts that did not run: {', '.join(missing) if missing else 'none'}",
        f"- Figures short of their goal: {len(unmet)}",
        f"- Defects found: {len(defects)} ({len(defects) - len(open_defects)} fixed, "
        f"{len(open_defects)} open)",
        "",
    ]
    for n in order:
        p = by_name[n]
        out += [
            f"## {p.get('title') or PARTS.get(n, n)}",
            "",
            "| Figure | Value | Goal | |",
            "|---|---|---|---|",
        ]
        for f in p["figures"]:
            out.append(f"| {_cell(f['label'])} | {_cell(f['value'])} | {_cell(f.get('goal', ''))} | ")
            out[-1] += f"{_met(f.get('met'))} |"
        out.append("")
        ran_on = str(p.get("commit") or "")
        if ran_on and not commit.startswith(ran_on):
            out += [f"- Run on commit `{ran_on}` (the report gathers parts of more than one run).", ""]
        out += [f"- {note}" for note in p.get("notes", [])]
        if p.get("notes"):
            out.append("")
        if p["defects"]:
            out += ["Defects:", ""]
            for d in p["defects"]:
                fixed = f"fixed in `{d['fixed_in']}`" if d.get("fixed_in") else "**open**"
                out.append(f"- {d['title']} ({fixed})")
                out += [
                    "",
                    "  ```",
                    *[f"  {line}" for line in str(d["reproduction"]).splitlines()],
                    "  ```",
                    "",
                ]
    if missing:
        out += ["## Parts that did not run", ""]
        out += [f"- {PARTS[n]} (`{n}`): no figures were recorded in this run" for n in missing]
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--parts", type=Path, default=Path(os.environ.get("RELIABILITY_OUT", "var/reliability")))
    ap.add_argument("--out", type=Path, default=REPO / "docs" / "RELIABILITY.md")
    args = ap.parse_args(argv)
    parts = load_parts(args.parts) if args.parts.is_dir() else []
    commit = _run("git", "rev-parse", "--short=12", "HEAD") or "unknown"
    if _run("git", "status", "--porcelain", "--untracked-files=no"):
        commit += " (with uncommitted changes)"
    date = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    sizes = {k: os.environ[k] for k in SIZES if os.environ.get(k)}
    args.out.write_text(render(parts, date, commit, machine(), sizes))
    print(f"wrote {args.out} ({len(parts)} parts)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
