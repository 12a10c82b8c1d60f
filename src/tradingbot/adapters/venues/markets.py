"""Which of our markets take their prices from a real venue: the operator's ``--market`` choice.

A choice reads ``venue:SYMBOL[,SYMBOL...]`` in ccxt's unified notation: ``binance:BTC/USDT,ETH/USDT``
for spot, ``bybit:BTC/USDT:USDT`` for the USDT-linear perpetual (the settle coin after the colon).
Several choices are separated by ``;`` (or given as several ``--market`` options). Only symbols of
our catalogue can be chosen: the simulated exchange that fills paper orders needs their rules.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

VENUES = ("binance", "bybit", "okx")
SPOT, LINEAR = "spot", "linear"
_MAX_SYMBOLS = 200


@dataclass(frozen=True, slots=True)
class VenueMarket:
    """One of our symbols on one market, priced by a venue."""

    venue: str
    category: str  # spot or linear
    symbol: str  # ours: BTCUSDT
    venue_symbol: str  # ccxt's: BTC/USDT or BTC/USDT:USDT


def parse_markets(
    specs: Iterable[str], spot_symbols: Collection[str], linear_symbols: Collection[str]
) -> list[VenueMarket]:
    """Every market the specs name, or ``ValueError`` saying which part is wrong and why."""
    out: list[VenueMarket] = []
    seen: dict[tuple[str, str], str] = {}
    for spec in specs:
        for part in (p.strip() for p in spec.split(";")):
            if not part:
                continue
            venue, sep, names = part.partition(":")
            venue = venue.strip().lower()
            if not sep or not names.strip():
                raise ValueError(
                    f"market choice {part!r}: write venue:SYMBOL[,SYMBOL...], e.g. binance:BTC/USDT"
                )
            if venue not in VENUES:
                raise ValueError(f"market choice {part!r}: venue must be one of {', '.join(VENUES)}")
            for name in (n.strip() for n in names.split(",")):
                m = _market(venue, name, part, spot_symbols, linear_symbols)
                if (m.category, m.symbol) in seen:
                    raise ValueError(
                        f"{m.category} {m.symbol} is chosen twice ({seen[m.category, m.symbol]} and {venue})"
                    )
                seen[m.category, m.symbol] = venue
                out.append(m)
                if len(out) > _MAX_SYMBOLS:
                    raise ValueError(f"at most {_MAX_SYMBOLS} venue symbols")
    return out


def _market(
    venue: str, name: str, part: str, spot_symbols: Collection[str], linear_symbols: Collection[str]
) -> VenueMarket:
    pair, colon, settle = name.partition(":")
    base, slash, quote = pair.partition("/")
    if not slash or not base or not quote or (colon and not settle):
        raise ValueError(f"market choice {part!r}: {name!r} is not BASE/QUOTE or BASE/QUOTE:SETTLE")
    base, quote, settle = base.upper(), quote.upper(), settle.upper()
    if quote != "USDT" or (colon and settle != "USDT"):
        raise ValueError(
            f"market choice {part!r}: {name!r}: only USDT markets (spot or USDT-settled perpetuals)"
        )
    ours = f"{base}{quote}"
    category, known = (LINEAR, linear_symbols) if colon else (SPOT, spot_symbols)
    if ours not in known:
        raise ValueError(f"market choice {part!r}: {ours} is not a {category} symbol of this platform")
    venue_symbol = f"{base}/{quote}:{settle}" if colon else f"{base}/{quote}"
    return VenueMarket(venue, category, ours, venue_symbol)


def parse_urls(text: str) -> dict[str, str]:
    """``venue=http://host:port,venue=...``: where a venue's API is reached instead of its own
    address (a local stand-in in tests, a proxy); ``ValueError`` on a malformed entry."""
    out: dict[str, str] = {}
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        venue, sep, url = part.partition("=")
        venue = venue.strip().lower()
        if not sep or venue not in VENUES or not url.strip().startswith(("http://", "https://")):
            raise ValueError(
                f"venue address {part!r}: write venue=http(s)://host:port with venue one of {VENUES}"
            )
        out[venue] = url.strip().rstrip("/")
    return out
