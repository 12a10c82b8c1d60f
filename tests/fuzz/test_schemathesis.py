"""schemathesis against the app's own ``/openapi.json``: every operation, logged in (session cookie
and ``X-CSRF-Token``), a funded user with a bot of every family so ids resolve some of the time.

Checks on every answer: no 5xx, the envelope ``{ret_code, ret_msg, result, time_now}``, and the
declared response schema. Examples per operation: ``FUZZ_EXAMPLES`` (20 in ``make test``, 200 in
``make reliability``). Each xdist worker runs its own server process (``tests/fuzz/world.py``).
Figures go to the reliability report (``Part("fuzz")``, merged across workers by ``tally``).
"""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Iterator
from typing import Any

import hypothesis
import pytest
import requests
import schemathesis
from hypothesis import strategies as st
from schemathesis.generation.modes import GenerationMode
from schemathesis.specs.openapi.checks import response_schema_conformance

from tests.fuzz import tally
from tests.fuzz.hostile import hostile_body
from tests.fuzz.world import World, running_world
from tests.integration.conftest import make_settings
from tests.reliability.figures import size
from tradingbot.api.app import create_app

EXAMPLES = size("FUZZ_EXAMPLES", 20)
ENVELOPE = {"ret_code", "ret_msg", "result", "time_now"}
NOT_ENVELOPE = {"GET /t1": "the latency probe answers 'ok' as text/plain by design (api/probe.py)"}
"""Operations that answer outside the envelope on purpose, and why."""
ID_FIELDS = ("bot_id", "grid_id", "followed_grid_id")
"""Request fields that name a bot: the fuzzer sends a real id in some of its examples."""


def contract() -> dict[str, Any]:
    """The app's ``/openapi.json`` (built without a server: it depends on the routes only)."""
    app = create_app(make_settings("sqlite:///:memory:"))
    raw: dict[str, Any] = app.openapi()
    return raw


schema = schemathesis.openapi.from_dict(contract())
schema.config.generation.update(
    modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE], max_examples=EXAMPLES, database="none"
)


@pytest.fixture(scope="session")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    with running_world(tmp_path_factory.mktemp("fuzz")) as w:
        yield w


@pytest.fixture(scope="session")
def http(world: World) -> Iterator[requests.Session]:
    with requests.Session() as s:
        s.cookies.update(world.user.cookies)
        yield s


def with_real_ids(body: object, world: World) -> object:
    """Half of the bodies that name a bot get one of the user's real bot ids instead."""
    if not isinstance(body, dict):
        return body
    key = zlib.crc32(json.dumps(body, sort_keys=True, default=str).encode())
    ids = list(world.user.bot_ids.values())
    for name in ID_FIELDS:
        if name in body and key % 2 == 0:
            body = {**body, name: ids[key // 2 % len(ids)]}
    return body


def outside_envelope(response: requests.Response) -> str | None:
    """Why the answer is not the envelope (None when it is)."""
    try:
        data = response.json()
    except ValueError:
        return f"not JSON: {response.text[:200]!r}"
    if not isinstance(data, dict) or set(data) != ENVELOPE:
        return f"keys {sorted(data) if isinstance(data, dict) else type(data).__name__}"
    if not isinstance(data["ret_code"], int) or not isinstance(data["ret_msg"], str):
        return "ret_code/ret_msg of the wrong type"
    return None


@schema.parametrize()
@hypothesis.settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=list(hypothesis.HealthCheck),
    derandomize=True,
)
def test_operation(case: Any, world: World, http: requests.Session) -> None:
    if case.body is not None and not isinstance(case.body, (bytes, str)):
        case.body = with_real_ids(case.body, world)
    check(case, world, http)


PATH_VALUES = st.one_of(
    st.sampled_from(["announcement-posts_en", "announcement-posts_ja-jp", "x", "0", "-1", "9" * 30]),
    st.text(st.characters(codec="ascii", categories=["L", "N"]), min_size=1, max_size=40),
)
"""Values of a path parameter (the announcements' search index)."""
POSTS = sorted(p for p, item in schema.raw_schema["paths"].items() if "post" in item)


@pytest.mark.parametrize("path", POSTS)
def test_hostile_bodies(path: str, world: World, http: requests.Session) -> None:
    """Every POST operation with the field names the server reads set to odd values
    (``tests/fuzz/hostile.py``): what finds the 5xx while the request models are free-form."""
    operation = schema[path]["POST"]
    ids = tuple(world.user.bot_ids.values())
    params = st.fixed_dictionaries({n: PATH_VALUES for n in re.findall(r"{(\w+)}", path)})

    @hypothesis.settings(
        max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
        suppress_health_check=list(hypothesis.HealthCheck),
    )  # fmt: skip
    @hypothesis.given(body=hostile_body(path, ids), path_parameters=params)
    def run(body: dict[str, Any], path_parameters: dict[str, str]) -> None:
        case = operation.Case(body=body, media_type="application/json", path_parameters=path_parameters)
        check(case, world, http)

    run()


def check(case: Any, world: World, http: requests.Session) -> None:
    """Send ``case`` logged in; fail on a 5xx, an answer outside the envelope or the declared schema."""
    label = case.operation.label
    response = case.call(base_url=world.base, session=http, headers=world.user.headers, timeout=30)
    repro = f"{label} body={json.dumps(case.body, default=str)[:500]} query={case.query}"
    if response.status_code >= 500:
        tally.count(label, server_error=repro)
        raise AssertionError(f"{response.status_code} on {repro}: {response.text[:300]}")
    why = outside_envelope(response)
    if why is not None and label in NOT_ENVELOPE and case.method.upper() == "GET":
        tally.count(label)
        return
    if why is not None:
        tally.count(label, outside=repro + f" ({why})")
        raise AssertionError(f"outside the envelope ({why}) on {repro}")
    try:
        case.validate_response(response, checks=[response_schema_conformance])
    except (Exception, BaseExceptionGroup) as exc:  # schemathesis raises a FailureGroup
        if response.json().get("ret_code") != 0 and not declares_refusals(case.path, case.method):
            # a defect of the route's declaration (it must use api.contract.answers), not of the
            # answer: counted and reported as an open schema violation, the run goes on
            why = f"{label} declares its 200 answer without the refusal envelope"
            tally.count(label, schema_violation=why)
            return
        tally.count(label, schema_violation=repro + f" ({str(exc)[:200]})")
        raise
    tally.count(label)


def declares_refusals(path: str, method: str) -> bool:
    """Whether the operation's declared 200 answer admits a refusal (``ErrorEnvelope``), as
    ``api.contract.answers`` declares it. An operation that declares only its success model fails
    the schema check on every refusal: a defect of its route's declaration, reported as such."""
    raw = schema.raw_schema["paths"].get(path, {}).get(method.lower())
    if raw is None:  # a method the path does not have (405, declared by "default")
        return True
    declared = json.dumps(raw.get("responses", {}).get("200", {}))
    if "ErrorEnvelope" in declared:
        return True
    refs = re.findall(r'"\$ref": "#/components/schemas/([^"]+)"', declared)
    components = schema.raw_schema.get("components", {}).get("schemas", {})
    return any("ErrorEnvelope" in json.dumps(components.get(name, {})) for name in refs)


def test_every_operation_is_fuzzed() -> None:
    """The contract lists the operations this file parametrizes (113 when issue 23 was filed)."""
    ops = [
        (m, p)
        for p, item in contract()["paths"].items()
        for m in item
        if m in ("get", "post", "put", "delete", "patch")
    ]
    assert len(ops) >= 100
    tally.operations(len(ops), EXAMPLES)
