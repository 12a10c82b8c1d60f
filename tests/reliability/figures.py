"""What each part of the reliability campaign measured, for ``docs/RELIABILITY.md``.

Every part (fuzzing, the cross-user matrix, the state machines, the crash campaign, the faults,
the soak, the security audits) runs as ordinary tests: short in ``make test``, full in
``make reliability`` (sizes from the environment, see :func:`size`). When ``RELIABILITY_OUT`` names a
folder, a part writes ``<folder>/<part>.json`` with its figures, each against its goal, and the
defects it found; the report (``tests/reliability/report.py``) renders them.
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import asdict, dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Figure:
    """One measured figure: what, how much, the goal, and whether it is met."""

    label: str
    value: str
    goal: str = ""
    met: bool | None = None


@dataclass(frozen=True)
class Defect:
    """A defect the campaign found: what, how to reproduce it, and the commit that fixed it (or None)."""

    title: str
    reproduction: str
    fixed_in: str | None = None


@dataclass
class Part:
    """One part's section of the report."""

    part: str
    title: str
    figures: list[Figure] = field(default_factory=list)
    defects: list[Defect] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def add(self, label: str, value: object, goal: str = "", met: bool | None = None) -> None:
        self.figures.append(Figure(label, str(value), goal, met))

    def write(self) -> Path | None:
        """Write the part's JSON when ``RELIABILITY_OUT`` is set (the tests run without it too)."""
        out = os.environ.get("RELIABILITY_OUT")
        if not out:
            return None
        path = Path(out) / f"{self.part}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {
            "part": self.part,
            "title": self.title,
            "figures": [asdict(f) for f in self.figures],
            "defects": [asdict(d) for d in self.defects],
            "notes": self.notes,
            "commit": _commit(),
        }
        path.write_text(json.dumps(data, indent=2) + "\n")
        return path


def _commit() -> str:
    """The commit the part ran on (a report may gather parts run at different commits)."""
    try:
        done = subprocess.run(
            ["git", "rev-parse", "--short=12", "HEAD"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except OSError:
        return ""
    return done.stdout.strip()


def size(name: str, short: int) -> int:
    """A campaign size: ``short`` in ``make test``, the environment's value in ``make reliability``
    (e.g. ``FUZZ_EXAMPLES=200``, ``CRASH_KILLS=500``, ``SOAK_SECONDS=900``)."""
    value = os.environ.get(name)
    return int(value) if value else short


def load_parts(folder: Path) -> list[dict[str, object]]:
    """Every part written in ``folder``, in name order."""
    return [json.loads(p.read_text()) for p in sorted(folder.glob("*.json"))]
