"""The web app's copy of the contract (``web/src/api/openapi.json``, from which
``web/src/api/schema.gen.ts`` is generated) is the server's ``/openapi.json``: a change to an
operation or a model without ``make api-types`` fails here (the web side of the check, that the
TypeScript is what the JSON generates, is ``npm test``'s ``scripts/gen-api.mjs --check``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tradingbot.api.app import create_app
from tradingbot.api.contract import schema_text
from tradingbot.cli import app as cli
from tradingbot.settings import Settings

CHECKED_IN = Path(__file__).resolve().parents[3] / "web" / "src" / "api" / "openapi.json"


def _differences(checked_in: dict[str, Any], server: dict[str, Any]) -> list[str]:
    """The operations and models that differ, by name (the whole diff would be unreadable)."""
    out = []
    for section, key in (("paths", "paths"), ("models", "components")):
        old, new = checked_in.get(key, {}), server.get(key, {})
        if key == "components":
            old, new = old.get("schemas", {}), new.get("schemas", {})
        for name in sorted(set(old) | set(new)):
            if name not in new:
                out.append(f"{section}: {name} is gone from the server")
            elif name not in old:
                out.append(f"{section}: {name} is new on the server")
            elif old[name] != new[name]:
                out.append(f"{section}: {name} changed")
    rest = {k for k in set(checked_in) | set(server) if k not in ("paths", "components")}
    out += [f"{k} changed" for k in sorted(rest) if checked_in.get(k) != server.get(k)]
    return out


def test_the_checked_in_contract_is_the_servers() -> None:
    server = schema_text(create_app(Settings()))
    checked_in = CHECKED_IN.read_text(encoding="utf-8")
    if checked_in != server:
        differences = _differences(json.loads(checked_in), json.loads(server)) or ["formatting"]
        shown = "\n  ".join(differences[:40]) + ("\n  ..." if len(differences) > 40 else "")
        raise AssertionError(
            f"web/src/api/openapi.json is not the server's /openapi.json: run `make api-types` "
            f"(and commit both files it writes). {len(differences)} differences:\n  {shown}"
        )


def test_the_dump_is_deterministic() -> None:
    """Two apps give the same bytes (no set order, address or time in the contract)."""
    assert schema_text(create_app(Settings())) == schema_text(create_app(Settings()))


def test_the_cli_prints_and_writes_the_contract(tmp_path: Path) -> None:
    """``tradingbot openapi`` (what ``make api-types`` runs) prints it, ``--out`` writes it."""
    expected = schema_text(create_app(Settings()))
    printed = CliRunner().invoke(cli, ["openapi"])
    assert printed.exit_code == 0, printed.output
    assert printed.stdout == expected
    out = tmp_path / "openapi.json"
    written = CliRunner().invoke(cli, ["openapi", "--out", str(out)])
    assert written.exit_code == 0, written.output
    assert out.read_text(encoding="utf-8") == expected
    assert json.loads(expected)["paths"]["/v3/config/web"]["post"]["summary"] == "Gray flags of the web app"
