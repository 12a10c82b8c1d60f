"""The report generator on sample parts: every figure against its goal, every defect with its
reproduction and fix, and the parts that did not run named."""

from __future__ import annotations

from pathlib import Path

from tests.reliability.figures import Defect, Part, load_parts
from tests.reliability.report import main, render

HOST = {"cores": "2", "memory": "23.4 GiB", "python": "3.11.7", "postgresql": "16.4", "system": "Linux"}


def _samples(folder: Path, monkeypatch: object) -> list[dict[str, object]]:
    monkeypatch.setenv("RELIABILITY_OUT", str(folder))  # type: ignore[attr-defined]
    soak = Part("soak", "Soak (900 s)")
    soak.add("errors", 0, "0", True)
    soak.add("requests/s", "150.5", ">= 200", False)
    soak.add("latency p99 (ms)", "41.2")
    soak.notes.append("Machine: 2 cores")
    soak.write()
    stateful = Part("stateful", "Stateful lifecycles")
    stateful.add("failing machines", 0, "0", True)
    stateful.defects.append(Defect("Peak equity lost over a restart", "create\nprice up\nrestart", "e8c42f2"))
    stateful.defects.append(Defect("A | pipe in a title", "steps", None))
    stateful.write()
    return load_parts(folder)


def test_render_names_figures_goals_defects_and_missing_parts(tmp_path: Path, monkeypatch: object) -> None:
    text = render(_samples(tmp_path, monkeypatch), "2026-11-28 06:00 UTC", "abc123", HOST)
    assert "- Date: 2026-11-28 06:00 UTC" in text and "- Commit: `abc123`" in text
    assert "2 cores, 23.4 GiB memory" in text and "PostgreSQL 16.4" in text
    assert "| requests/s | 150.5 | >= 200 | **NOT MET** |" in text
    assert "| errors | 0 | 0 | met |" in text
    assert "| latency p99 (ms) | 41.2 |  |  |" in text
    assert "- Figures short of their goal: 1" in text
    assert "- Defects found: 2 (1 fixed, 1 open)" in text
    assert "- Peak equity lost over a restart (fixed in `e8c42f2`)" in text
    assert "  create\n  price up\n  restart" in text
    assert "- A | pipe in a title (**open**)" in text
    # the stateful part comes before the soak (the campaign's order), and the rest did not run
    assert text.index("## Stateful lifecycles") < text.index("## Soak (900 s)")
    assert (
        "- Parts that did not run: fuzz, parsers, matrix, crash-sqlite, crash-postgresql, faults, security"
        in text
    )
    assert "- Cross-user matrix (`matrix`): no figures were recorded in this run" in text
    # each part records the commit it ran on; a part of another run than the header's says so
    parts = _samples(tmp_path, monkeypatch)
    assert all(p["commit"] for p in parts)
    parts[0]["commit"] = "0123456789ab"
    mixed = render(parts, "2026-11-28 06:00 UTC", str(parts[1]["commit"]), HOST)
    assert mixed.count("- Run on commit `0123456789ab`") == 1
    assert "- Run on commit" not in render(parts[1:], "2026-11-28 06:00 UTC", str(parts[1]["commit"]), HOST)


def test_main_writes_the_report(tmp_path: Path, monkeypatch: object) -> None:
    parts = tmp_path / "parts"
    _samples(parts, monkeypatch)
    out = tmp_path / "RELIABILITY.md"
    assert main(["--parts", str(parts), "--out", str(out)]) == 0
    text = out.read_text()
    assert text.startswith("# Reliability report") and "## Soak (900 s)" in text


def test_nothing_ran(tmp_path: Path) -> None:
    text = render([], "d", "c", HOST)
    assert "- Parts run: 0 (none)" in text and "## Parts that did not run" in text
