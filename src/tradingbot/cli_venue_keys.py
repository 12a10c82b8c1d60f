"""``tradingbot rotate-venue-keys``: every stored venue key encrypted again with the first master
key, so that an old master key can then be dropped (docs/VENUES.md "Rotating the master key")."""

from __future__ import annotations

import asyncio

import typer

from tradingbot.settings import Settings


async def rotate(cfg: Settings) -> int:
    """The rows re-encrypted; ``BusinessError`` when the master keys cannot be used."""
    from tradingbot.adapters.storage.db import make_engine, make_sessionmaker
    from tradingbot.bootstrap import venue_key_service
    from tradingbot.services.clock import wall_clock_ms

    engine = make_engine(cfg.database_url)
    try:
        return await venue_key_service(cfg, make_sessionmaker(engine), wall_clock_ms).rotate()
    finally:
        await engine.dispose()


def run(cfg: Settings) -> None:
    from tradingbot.adapters.storage.migrate import upgrade
    from tradingbot.adapters.venues.key_vault import VaultError
    from tradingbot.core.errors import BusinessError

    upgrade(cfg.database_url)
    try:
        count = asyncio.run(rotate(cfg))
    except (BusinessError, VaultError) as exc:
        typer.echo(f"venue keys not rotated: {getattr(exc, 'message', exc)}", err=True)
        raise typer.Exit(1) from None
    typer.echo(f"{count} venue keys encrypted with the first master key; the others may now be dropped")
