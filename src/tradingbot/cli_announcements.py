"""``tradingbot announcements``: add an announcement or list them (operator commands).

``add`` validates like the admin call (``POST /admin/announcements/add``) and prints the stored
hit as JSON; ``list`` runs the same search as ``POST /announcements/api/search/v1/index/{index}``.
Both migrate the database first. A refused input prints ``error: <field>: <message>`` on stderr
and exits with 2.

Mounted by the main CLI as ``tradingbot announcements`` (this module is a typer sub-app).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Annotated, Any, TypeVar

import typer

from tradingbot.core.errors import BusinessError
from tradingbot.services.support.announcements import INDEX_PREFIX, AnnouncementService, new_announcement
from tradingbot.settings import Settings

app = typer.Typer(
    help="Add and list the announcements of the home page (per language).", no_args_is_help=True
)

T = TypeVar("T")
DbOpt = Annotated[str | None, typer.Option("--database-url", help="SQLAlchemy URL (env DATABASE_URL)")]
LangOpt = Annotated[str, typer.Option("--lang", help="one of the 18 languages, e.g. en, ja-JP, ar-SA")]


def _run(database_url: str | None, work: Callable[[AnnouncementService], Awaitable[T]]) -> T:
    from tradingbot.adapters.storage.migrate import upgrade
    from tradingbot.bootstrap import with_container

    cfg = Settings(**({"database_url": database_url} if database_url else {}))  # type: ignore[arg-type]
    upgrade(cfg.database_url)

    async def run() -> T:
        async with with_container(cfg) as c:
            return await work(c.announcements)

    try:
        return asyncio.run(run())
    except BusinessError as exc:
        typer.echo(f"error: {exc.field or 'input'}: {exc.message}", err=True)
        raise typer.Exit(2) from exc


@app.command()
def add(
    lang: LangOpt,
    title: Annotated[str, typer.Option("--title")],
    url: Annotated[str, typer.Option("--url", help="http(s) URL or a site path such as /tradingbot/")],
    description: Annotated[str, typer.Option("--description")] = "",
    category: Annotated[str, typer.Option("--category", help="a key, e.g. product_updates")] = "general",
    topic: Annotated[list[str] | None, typer.Option("--topic", help="a topic key (repeat for more)")] = None,
    published_ms: Annotated[int | None, typer.Option("--published-ms", help="default: now")] = None,
    database_url: DbOpt = None,
) -> None:
    """Add one announcement in one language."""

    async def work(service: AnnouncementService) -> dict[str, Any]:
        item = new_announcement(
            lang=lang,
            title=title,
            url=url,
            description=description,
            category=category,
            topics=topic or [],
            published_ms=published_ms,
        )
        return await service.add(item)

    typer.echo(json.dumps(_run(database_url, work), ensure_ascii=False))


@app.command("list")
def list_(
    lang: LangOpt = "en",
    query: Annotated[str, typer.Option("--query", help="words to search for")] = "",
    filters: Annotated[str, typer.Option("--filters", help="e.g. NOT category.key:'new_crypto'")] = "",
    page: Annotated[int, typer.Option("--page")] = 0,
    per_page: Annotated[int, typer.Option("--per-page")] = 20,
    database_url: DbOpt = None,
) -> None:
    """List (or search) the announcements of one language, newest first."""

    async def work(service: AnnouncementService) -> dict[str, Any]:
        return await service.search(
            INDEX_PREFIX + lang, query=query, page=page, hits_per_page=per_page, filters=filters
        )

    result = _run(database_url, work)
    pages = max(result["nbPages"], 1)
    typer.echo(f"{result['nbHits']} announcements in {result['lang']} (page {page + 1} of {pages})")
    for hit in result["hits"]:
        topics = ",".join(hit["topics"]) or "-"
        typer.echo(f"{hit['objectID']}\t{hit['category']}\t{topics}\t{hit['title']}\t{hit['url']}")
