"""Stateful fuzzing over the contract: create -> detail -> modify -> close, per family.

Our bot ids travel in POST bodies and in ``result.bot_id`` (``result.grid_id`` for the spot grid),
so the links are OpenAPI links added to this test's copy of ``/openapi.json``: from each family's
create to its detail, modify and close, with ``requestBody: {"bot_id": "$response.body#/result/bot_id"}``
(targets by ``operationRef``, so renamed operation ids do not break them). While the request
models are free-form objects the generator cannot build a valid create, so this copy pins each
create's body to the family's worked example (``tests/fuzz/world.py``); the rest of every request
is generated. Every answer must be below 500, in the envelope and in its declared schema.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import hypothesis
import pytest
import requests
import schemathesis
from schemathesis.specs.openapi.checks import response_schema_conformance

from tests.fuzz import tally
from tests.fuzz.test_schemathesis import contract, outside_envelope
from tests.fuzz.world import CREATES, World, running_world
from tests.reliability.figures import size

STEPS = size("FUZZ_STATEFUL_EXAMPLES", 10)

LIFECYCLES: dict[str, tuple[str, str, str, str]] = {
    # family: (detail, modify, close, id expression)
    "spot_grid": (
        "/s1/bot/grid/v1/query-grid-detail", "/s1/bot/grid/v1/update-sgrid", "/s1/bot/grid/v1/close-grid",
        "grid_id",
    ),
    "futures_grid": (
        "/contract/v5/fgridbot/get-fgrid-detail", "/contract/v5/fgridbot/update-trailing-stop",
        "/contract/v5/fgridbot/fgrid-bot-close", "bot_id",
    ),
    "dca": (
        "/s1/bot/dca/v1/detail", "/s1/bot/dca/v1/update-parameters", "/s1/bot/dca/v1/close-bot", "bot_id",
    ),
    "martingale": (
        "/contract/v5/private/fmartingalebot/get-fmart-detail",
        "/contract/v5/private/fmartingalebot/update-fmart-bot",
        "/contract/v5/private/fmartingalebot/close-fmart-bot", "bot_id",
    ),
    "combo": (
        "/contract/v5/private/fcombobot/get-detail", "/contract/v5/private/fcombobot/modify-setting",
        "/contract/v5/private/fcombobot/close-bot", "bot_id",
    ),
}  # fmt: skip


def _ref(path: str) -> str:
    return "#/paths/" + path.replace("~", "~0").replace("/", "~1") + "/post"


def linked_contract() -> dict[str, Any]:
    """The contract with each create pinned to its worked example and linked to its lifecycle."""
    raw = copy.deepcopy(contract())
    keep: set[str] = set()
    for family, (create, body) in CREATES.items():
        detail, modify, close, key = LIFECYCLES[family]
        op = raw["paths"][create]["post"]
        op["requestBody"] = {
            "required": True,
            "content": {"application/json": {"schema": {"enum": [body]}}},
        }
        links = {
            name: {
                "operationRef": _ref(target),
                "requestBody": {key: f"$response.body#/result/{key}"},
            }
            for name, target in (("detail", detail), ("modify", modify), ("close", close))
        }
        op["responses"]["200"]["links"] = links
        keep.update((create, detail, modify, close))
    raw["paths"] = {p: item for p, item in raw["paths"].items() if p in keep}
    return raw


schema = schemathesis.openapi.from_dict(linked_contract())
ID_KEYS = ("bot_id", "grid_id")
CREATE_PATHS = {create for create, _ in CREATES.values()}


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    with running_world(tmp_path_factory.mktemp("stateful")) as w:
        yield w


def test_lifecycles(world: World) -> None:
    http = requests.Session()
    http.cookies.update(world.user.cookies)
    created: set[str] = set()
    followed: dict[str, int] = {}

    class Lifecycle(schema.as_state_machine()):  # type: ignore[misc]
        def get_call_kwargs(self, case: Any) -> dict[str, Any]:
            return {"base_url": world.base, "session": http, "headers": world.user.headers, "timeout": 30}

        def validate_response(self, response: Any, case: Any, **kwargs: Any) -> None:
            label = case.operation.label
            repro = f"stateful {label} body={case.body!r:.400}"
            if response.status_code >= 500:
                tally.count(label, server_error=repro)
                raise AssertionError(f"{response.status_code} on {repro}: {response.text[:300]}")
            why = outside_envelope(response)
            if why is not None:
                tally.count(label, outside=f"{repro} ({why})")
                raise AssertionError(f"outside the envelope ({why}) on {repro}")
            try:
                case.validate_response(response, checks=[response_schema_conformance])
            except (Exception, BaseExceptionGroup) as exc:
                tally.count(label, schema_violation=f"{repro} ({str(exc)[:200]})")
                raise
            tally.count(label)
            data = response.json()
            result = data.get("result") if isinstance(data.get("result"), dict) else {}
            if data["ret_code"] == 0 and case.path in CREATE_PATHS:
                created.add(str(result.get("bot_id") or result.get("grid_id")))
            elif (
                isinstance(case.body, dict)
                and {str(case.body.get(k)) for k in ("bot_id", "grid_id")} & created
            ):
                followed[label] = followed.get(label, 0) + 1

    Lifecycle.run(
        settings=hypothesis.settings(
            max_examples=STEPS,
            stateful_step_count=6,
            deadline=None,
            database=None,
            derandomize=True,
            suppress_health_check=list(hypothesis.HealthCheck),
        )
    )
    print("links followed:", followed)
    assert created, "no create succeeded: the lifecycles never started"
    assert followed, "no link from a create was followed"
