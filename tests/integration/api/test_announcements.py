"""Announcements through the real HTTP API, on SQLite (FTS5) and PostgreSQL (tsvector).

Search (SPEC §7 ``POST /announcements/api/search/v1/index/{index}``): word and prefix matching,
language separation, the category/topic filter the web app sends, paging with Algolia's counts,
bad input as 10001 naming the field. Operators add announcements with the admin call (refused
without the bearer token) and the CLI; ``tradingbot seed`` adds the demo ones.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from alembic import command
from asgi_lifespan import LifespanManager
from typer.testing import CliRunner

from tests.conftest import APP_STARTUP_S
from tests.integration.conftest import ADMIN_TOKEN, make_settings
from tradingbot.adapters.storage.migrate import alembic_config, upgrade
from tradingbot.api.app import create_app
from tradingbot.cli import app as cli_app

AUTH = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
SEARCH = "/announcements/api/search/v1/index/"
HOME_FILTER = "NOT category.key:'new_crypto' AND NOT topics.key:'trading_bots'"
T0 = 1_767_571_200_000


async def add(client: httpx.AsyncClient, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"lang": "en", "url": "/tradingbot/", "category": "product_updates", **fields}
    r = await client.post("/admin/announcements/add", json=body, headers=AUTH)
    data: dict[str, Any] = r.json()
    assert r.status_code == 200
    return data


async def search(
    client: httpx.AsyncClient, index: str = "announcement-posts_en", **body: Any
) -> dict[str, Any]:
    r = await client.post(SEARCH + index, json=body)
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def titles(answer: dict[str, Any]) -> list[str]:
    assert answer["ret_code"] == 0, answer
    return [h["title"] for h in answer["result"]["hits"]]


async def seed_catalogue(client: httpx.AsyncClient) -> None:
    rows: list[dict[str, Any]] = [
        {"title": "Spot grid bots are live", "description": "Buy low and sell high inside a range."},
        {"title": "Futures grid leverage update", "description": "Grids on perpetual contracts."},
        {"title": "DCA bots buy on a schedule", "description": "Dollar cost averaging with a target price."},
        {"title": "New listing: SOL/USDT", "description": "Spot trading opens.", "category": "new_crypto"},
        {
            "title": "Trading bot fee holiday",
            "description": "No fees for grid bots this week.",
            "topics": ["trading_bots", "fees"],
        },
        {
            "title": "Scheduled maintenance",
            "description": "The market feed restarts.",
            "category": "maintenance",
        },
        {
            "lang": "ja-JP",
            "title": "現物グリッドボット grid",
            "description": "デモ資金で作成できます",
            "url": "/ja-JP/tradingbot/",
        },
        {"lang": "es-ES", "title": "Bots de grid spot disponibles", "description": "Fondos de demostración."},
    ]
    for i, row in enumerate(rows):
        answer = await add(client, published_ms=T0 + i * 60_000, **row)
        assert answer["ret_code"] == 0, answer


@pytest.mark.postgres
async def test_admin_add_answers_the_hit_and_needs_the_token(client: httpx.AsyncClient) -> None:
    body = {
        "lang": "ja-jp",
        "title": "  メンテナンスのお知らせ ",
        "url": "https://example.com/a/1",
        "description": "短い説明",
        "category": "Maintenance",
        "topics": ["Ops", "ops", "feed"],
        "published_ms": T0,
    }
    r = await client.post("/admin/announcements/add", json=body)
    assert r.json()["ret_code"] == 10013
    r = await client.post("/admin/announcements/add", json=body, headers={"Authorization": "Bearer nope"})
    assert r.json()["ret_code"] == 10013
    assert (await search(client, "announcement-posts_ja-JP"))["result"]["nbHits"] == 0

    answer = await add(client, **body)
    assert answer["ret_code"] == 0, answer
    hit = answer["result"]
    assert hit["objectID"].isdigit()
    assert {k: v for k, v in hit.items() if k != "objectID"} == {
        "title": "メンテナンスのお知らせ",
        "url": "https://example.com/a/1",
        "description": "短い説明",
        "category": "maintenance",
        "topics": ["ops", "feed"],
        "lang": "ja-JP",
        "date_timestamp": T0,
    }
    found = await search(client, "announcement-posts_ja-jp")
    assert found["result"]["hits"] == [{**hit, "topics": ["feed", "ops"]}]


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"title": "  "}, "title"),
        ({"title": "x" * 301}, "title"),
        ({"url": "javascript:alert(1)"}, "url"),
        ({"url": ""}, "url"),
        ({"lang": "de-DE"}, "lang"),
        ({"lang": "zh"}, "lang"),
        ({"category": "bad key!"}, "category"),
        ({"topics": ["ok", "not ok"]}, "topics"),
        ({"published_ms": -1}, "published_ms"),
        ({"published_ms": 10**20}, "published_ms"),
        ({"title": "nul \x00 inside"}, "title"),
        ({"url": "/a\nb"}, "url"),
        ({"description": "tabs\tand\nlines are fine, a bell \x07 is not"}, "description"),
        ({"published_ms": "soon"}, "published_ms"),
        ({"colour": "red"}, "colour"),
    ],
)
async def test_admin_add_refuses_bad_input(
    client: httpx.AsyncClient, change: dict[str, Any], field: str
) -> None:
    answer = await add(client, **{"title": "A title", **change})
    assert answer["ret_code"] == 10001, answer
    assert answer["result"]["field"] == field
    assert answer["ret_msg"]


@pytest.mark.postgres
async def test_admin_add_refuses_text_that_is_not_utf8(client: httpx.AsyncClient) -> None:
    body = b'{"lang": "en", "title": "\\ud800", "url": "/tradingbot/"}'
    r = await client.post(
        "/admin/announcements/add", content=body, headers={**AUTH, "content-type": "application/json"}
    )
    assert r.status_code == 200
    assert r.json()["ret_code"] == 10001 and r.json()["result"]["field"] == "title"


@pytest.mark.postgres
async def test_search_matches_words_and_prefixes_per_language(client: httpx.AsyncClient) -> None:
    await seed_catalogue(client)
    # every word must match (title or description), as a whole word or a word's start
    assert titles(await search(client, query="grid")) == [
        "Futures grid leverage update",
        "Spot grid bots are live",
        "Trading bot fee holiday",
    ]
    assert titles(await search(client, query="grid bots")) == [
        "Spot grid bots are live",
        "Trading bot fee holiday",
    ]
    assert sorted(titles(await search(client, query="sched"))) == [
        "DCA bots buy on a schedule",
        "Scheduled maintenance",
    ]
    assert titles(await search(client, query="DOLLAR  cost!")) == ["DCA bots buy on a schedule"]
    assert titles(await search(client, query="perpetual")) == ["Futures grid leverage update"]
    assert titles(await search(client, query="zzz")) == []
    # the query languages' operators are plain words here
    assert titles(await search(client, query="NEAR AND OR NOT - * ^ : &")) == []
    assert titles(await search(client, query="low AND high")) == ["Spot grid bots are live"]
    assert titles(await search(client, query="grid zzz")) == []
    # punctuation only is no word: the whole language, newest first
    assert len(titles(await search(client, query="' \" * : -"))) == 6
    # other languages: only their own rows
    assert titles(await search(client, "announcement-posts_es-ES", query="grid")) == [
        "Bots de grid spot disponibles"
    ]
    assert titles(await search(client, "announcement-posts_ja-jp", query="grid")) == [
        "現物グリッドボット grid"
    ]
    # Japanese has no spaces: a run of its characters matches where it appears as written
    for query in ("デモ資金で作成できます", "グリッド", "ボット", "作成", "グリッド grid", "現物グリ"):
        assert titles(await search(client, "announcement-posts_ja", query=query)) == [
            "現物グリッドボット grid"
        ]
    for query in ("グボ", "ドリッグ", "グリッド zzz"):
        assert titles(await search(client, "announcement-posts_ja", query=query)) == []
    # accents and punctuation do not matter: words are letters and digits
    for query in ("demostración", "DEMOSTRACION", "fondos-demostracion"):
        assert titles(await search(client, "announcement-posts_es-ES", query=query)) == [
            "Bots de grid spot disponibles"
        ]
    assert titles(await search(client, query="usdt")) == ["New listing: SOL/USDT"]
    assert titles(await search(client, query="sol/usdt")) == ["New listing: SOL/USDT"]
    assert titles(await search(client, "announcement-posts_pt-BR", query="grid")) == []
    # en-US (the exchange's own index name) is English
    assert titles(await search(client, "announcement-posts_en-us", query="maintenance")) == [
        "Scheduled maintenance"
    ]


@pytest.mark.postgres
async def test_search_ranks_title_matches_first(client: httpx.AsyncClient) -> None:
    await add(client, title="Weekly notes", description="A word about margin.", published_ms=T0 + 1)
    await add(client, title="Margin changes", description="Details inside.", published_ms=T0)
    assert titles(await search(client, query="margin")) == ["Margin changes", "Weekly notes"]


@pytest.mark.postgres
async def test_filter_excludes_categories_and_topics(client: httpx.AsyncClient) -> None:
    await seed_catalogue(client)
    newest_first = [
        "Scheduled maintenance",
        "Trading bot fee holiday",
        "New listing: SOL/USDT",
        "DCA bots buy on a schedule",
        "Futures grid leverage update",
        "Spot grid bots are live",
    ]
    assert titles(await search(client)) == newest_first
    home = titles(await search(client, filters=HOME_FILTER))
    assert home == [t for t in newest_first if t not in ("New listing: SOL/USDT", "Trading bot fee holiday")]
    assert titles(await search(client, filters='NOT category.key:"maintenance"')) == [
        t for t in newest_first if t != "Scheduled maintenance"
    ]
    assert titles(await search(client, filters="category.key: new_crypto")) == ["New listing: SOL/USDT"]
    assert titles(await search(client, filters="topics.key:'fees' AND category.key:'product_updates'")) == [
        "Trading bot fee holiday"
    ]
    assert titles(await search(client, query="grid", filters=HOME_FILTER)) == [
        "Futures grid leverage update",
        "Spot grid bots are live",
    ]
    # the same filter inside Algolia's "data" wrapper
    wrapped = await search(
        client, data={"query": "grid", "page": 0, "hitsPerPage": 10, "filters": HOME_FILTER}
    )
    assert titles(wrapped) == ["Futures grid leverage update", "Spot grid bots are live"]


@pytest.mark.postgres
async def test_paging_counts(client: httpx.AsyncClient) -> None:
    for i in range(23):
        answer = await add(client, title=f"Notice {i:02d}", description="paging test", published_ms=T0 + i)
        assert answer["ret_code"] == 0
    await add(client, lang="ru-RU", title="Notice ru", description="paging test", published_ms=T0)

    first = await search(client, page=0, hitsPerPage=10, filters=HOME_FILTER)
    result = first["result"]
    assert {k: result[k] for k in ("nbHits", "nbPages", "page", "hitsPerPage", "lang")} == {
        "nbHits": 23,
        "nbPages": 3,
        "page": 0,
        "hitsPerPage": 10,
        "lang": "en",
    }
    assert titles(first) == [f"Notice {i:02d}" for i in range(22, 12, -1)]
    assert titles(await search(client, page=2)) == ["Notice 02", "Notice 01", "Notice 00"]
    assert titles(await search(client, page=3)) == []
    default = (await search(client))["result"]
    assert default["hitsPerPage"] == 10 and len(default["hits"]) == 10
    seven = (await search(client, query="paging", page=3, hitsPerPage=7))["result"]
    assert (seven["nbHits"], seven["nbPages"], [h["title"] for h in seven["hits"]]) == (
        23,
        4,
        ["Notice 01", "Notice 00"],
    )
    empty = (await search(client, "announcement-posts_vi-VN"))["result"]
    assert (empty["hits"], empty["nbHits"], empty["nbPages"]) == ([], 0, 0)


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("index", "body", "field"),
    [
        ("announcement-posts_de-DE", {}, "index"),
        ("announcement-posts_", {}, "index"),
        ("announcement-posts_zh", {}, "index"),
        ("posts_en", {}, "index"),
        ("announcement-posts_en", {"page": -1}, "page"),
        ("announcement-posts_en", {"page": "1"}, "page"),
        ("announcement-posts_en", {"page": 1.5}, "page"),
        ("announcement-posts_en", {"page": 1001}, "page"),
        ("announcement-posts_en", {"hitsPerPage": 0}, "hitsPerPage"),
        ("announcement-posts_en", {"hitsPerPage": 101}, "hitsPerPage"),
        ("announcement-posts_en", {"query": 5}, "query"),
        ("announcement-posts_en", {"query": "x" * 201}, "query"),
        ("announcement-posts_en", {"query": " ".join("w" * 17)}, "query"),
        ("announcement-posts_en", {"filters": "category.key = 'x'"}, "filters"),
        ("announcement-posts_en", {"filters": "NOT category.key:'a' OR topics.key:'b'"}, "filters"),
        ("announcement-posts_en", {"filters": "title:'x'"}, "filters"),
        ("announcement-posts_en", {"filters": "category.key:'x'; DROP TABLE announcements"}, "filters"),
        ("announcement-posts_en", {"filters": ["category"]}, "filters"),
        ("announcement-posts_en", {"data": {"page": -3}}, "data.page"),
        ("announcement-posts_en", {"colour": "red"}, "colour"),
    ],
)
async def test_bad_input_answers_10001_with_the_field(
    client: httpx.AsyncClient, index: str, body: dict[str, Any], field: str
) -> None:
    answer = await search(client, index, **body)
    assert answer["ret_code"] == 10001, answer
    assert answer["result"]["field"] == field
    assert answer["ret_msg"]


@pytest.mark.postgres
async def test_malformed_bodies(client: httpx.AsyncClient) -> None:
    r = await client.post(
        SEARCH + "announcement-posts_en", content=b"{nope", headers={"content-type": "application/json"}
    )
    assert r.status_code == 200 and r.json()["ret_code"] == 10001
    r = await client.post(SEARCH + "announcement-posts_en", json=[1, 2])
    assert r.status_code == 200 and r.json()["ret_code"] == 10001
    # no body at all: the defaults (page 0, 10 per page)
    r = await client.post(SEARCH + "announcement-posts_en")
    assert r.json()["ret_code"] == 0 and r.json()["result"]["hitsPerPage"] == 10
    r = await client.get(SEARCH + "announcement-posts_en")
    assert r.status_code == 405 and r.json()["ret_code"] == 10014


def test_cli_add_and_seed(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/cli.db"
    runner = CliRunner()
    added = runner.invoke(
        cli_app,
        [
            "announcements",
            "add",
            "--lang",
            "es-es",
            "--title",
            "Nuevo bot DCA",
            "--url",
            "/es-ES/tradingbot/",
            "--topic",
            "dca",
            "--database-url",
            url,
        ],
    )
    assert added.exit_code == 0, added.output
    assert "Nuevo bot DCA" in added.output and "es-ES" in added.output
    bad = runner.invoke(
        cli_app, ["announcements", "add", "--lang", "xx", "--title", "t", "--url", "/", "--database-url", url]
    )
    assert bad.exit_code != 0 and "lang" in bad.output
    seeded = runner.invoke(cli_app, ["seed", "--database-url", url])
    assert seeded.exit_code == 0, seeded.output
    # the table was not empty: seed adds its demo announcements only to an empty table
    assert "announcements" not in seeded.output
    listed = runner.invoke(cli_app, ["announcements", "list", "--lang", "es-ES", "--database-url", url])
    assert listed.exit_code == 0, listed.output
    assert "Nuevo bot DCA" in listed.output

    fresh = f"sqlite:///{tmp_path}/fresh.db"
    seeded = runner.invoke(cli_app, ["seed", "--database-url", fresh])
    assert seeded.exit_code == 0, seeded.output
    assert "10 demo announcements" in seeded.output
    again = runner.invoke(cli_app, ["seed", "--database-url", fresh])
    assert "announcements" not in again.output
    for lang, count in (("en", 5), ("ja-JP", 2), ("es-ES", 2), ("ar-SA", 1)):
        listed = runner.invoke(cli_app, ["announcements", "list", "--lang", lang, "--database-url", fresh])
        assert listed.exit_code == 0, listed.output
        assert f"{count} announcements" in listed.output


async def test_openapi_schemas_the_web_app_types(tmp_path: Path) -> None:
    """web/src/features/announcements/api.ts mirrors these schemas field for field."""
    app = create_app(make_settings(f"sqlite:///{tmp_path}/bot.db"))
    async with (
        LifespanManager(app, startup_timeout=APP_STARTUP_S, shutdown_timeout=APP_STARTUP_S),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c,
    ):
        schemas = (await c.get("/openapi.json")).json()["components"]["schemas"]
    fields = {
        name: sorted(schemas[name]["properties"]) for name in ("AnnouncementHit", "AnnouncementSearchResult")
    }
    assert fields == {
        "AnnouncementHit": sorted(
            ["objectID", "title", "url", "description", "category", "topics", "lang", "date_timestamp"]
        ),
        "AnnouncementSearchResult": sorted(
            ["hits", "nbHits", "page", "nbPages", "hitsPerPage", "query", "index", "lang"]
        ),
    }
    assert sorted(schemas["AnnouncementSearchParams"]["properties"]) == sorted(
        ["query", "page", "hitsPerPage", "filters"]
    )


@pytest.mark.postgres
def test_migration_downgrades_and_upgrades_again(db_url: str) -> None:
    """0004 (tables, FTS5 table and triggers / tsvector column and GIN index) is reversible."""
    upgrade(db_url)
    command.downgrade(alembic_config(db_url), "0003")
    upgrade(db_url)
    command.downgrade(alembic_config(db_url), "0003")
    upgrade(db_url, "0004_announcements")
