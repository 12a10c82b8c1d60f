"""Models of the venue-key calls (``/v2/private/venue-keys/*``): a key in, never a key out.

The shapes bound what a venue's key looks like (Binance: 64 letters and digits; Bybit: 18 and
36; OKX: a UUID, 32 hex digits and the passphrase the user chose). A refusal names the field and
the rule, never the value sent."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from tradingbot.api.contract import IdIn, IdStr, Out, StrictIn

Venue = Literal["binance", "bybit", "okx"]


class AddVenueKeyRequest(StrictIn):
    """A key to store: the venue is asked about it first (testnet by default)."""

    venue: Venue = Field(examples=["bybit"])
    api_key: str = Field(
        min_length=16, max_length=128, pattern=r"^[A-Za-z0-9-]+$", examples=["demoApiKey0123456789"]
    )
    secret: str = Field(
        min_length=16,
        max_length=256,
        pattern=r"^[A-Za-z0-9_+/=-]+$",
        examples=["demoSecret0123456789abcdefghijklmnop"],
    )
    passphrase: str | None = Field(
        default=None,
        min_length=1,
        max_length=64,
        pattern=r"^[\x21-\x7e]+$",
        description="OKX keys only: the passphrase chosen with the key",
    )
    testnet: bool = Field(default=True, description="the venue's testnet/sandbox (demo trading on OKX)")
    label: str | None = Field(
        default=None, max_length=64, pattern=r"^[^\x00-\x1f\x7f]*$", examples=["grid account"]
    )


class VenueKeyIdRequest(StrictIn):
    id: IdIn


class VenueKey(Out):
    """A stored key as its owner sees it: never the secret nor the whole key."""

    id: IdStr
    venue: Venue
    testnet: bool
    label: str | None = Field(examples=["grid account"])
    api_key_masked: str = Field(examples=["abcd…wxyz"])
    permissions: list[str] = Field(
        examples=[["read", "spot", "futures"]],
        description="read, trade, spot, futures, margin, options, transfer (never withdraw: refused)",
    )
    permissions_reported: bool = Field(description="false: the venue does not report the key's permissions")
    created_ms: int = Field(ge=0, examples=[1764300000000])


class VenueKeyList(Out):
    list: list[VenueKey]
    max_keys: int = Field(ge=1, examples=[10])


class VenueKeyDeleted(Out):
    id: IdStr
