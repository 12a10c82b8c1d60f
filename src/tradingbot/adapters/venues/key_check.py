"""What a venue says about a user's API key: whether it is valid, and its permissions where the
venue reports them (read through ccxt, signed with the key).

- Binance: ``GET /sapi/v1/account/apiRestrictions`` (``enableWithdrawals``, ...); its spot
  testnet has no ``/sapi``: there ``GET /api/v3/account`` (``canTrade``, ``canWithdraw``).
- Bybit (and its testnet): ``GET /v5/user/query-api`` (``readOnly``, ``permissions`` per group;
  ``Wallet: ["Withdraw"]`` is the withdrawal permission).
- OKX (demo trading too): ``GET /api/v5/account/config`` (``perm``: ``read_only,trade,withdraw``).

Only the permission fields are kept (Bybit's answer also carries the key itself). Errors say
what happened by ccxt's error class, never with the venue's message (it may quote the request).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from tradingbot.adapters.venues.client import open_account_client
from tradingbot.adapters.venues.credentials import Credentials

UNKNOWN = "unknown"
"""Stored permissions when the venue does not report them."""

_BINANCE_FIELDS = (
    "ipRestrict",
    "enableReading",
    "enableSpotAndMarginTrading",
    "enableMargin",
    "enableFutures",
    "enableVanillaOptions",
    "enableInternalTransfer",
    "permitsUniversalTransfer",
    "enableWithdrawals",
)
_BINANCE_ACCOUNT_FIELDS = ("canTrade", "canWithdraw", "canDeposit", "permissions")


@dataclass(frozen=True)
class KeyReport:
    """The key's permissions as the venue reported them (its own field names), or None."""

    reported: dict[str, Any] | None

    @property
    def stored(self) -> str:
        return UNKNOWN if self.reported is None else json.dumps(self.reported, sort_keys=True)


class KeyRefused(Exception):
    """The venue answered that the key is not valid (unknown, expired, wrong secret or
    passphrase, or not allowed from this address)."""


class VenueUnreachable(Exception):
    """The venue could not be asked (down, timed out, rate limited, or an error that is not
    about the key): nothing is known about the key."""


async def check_key(creds: Credentials, base_url: str | None = None) -> KeyReport:
    """Ask the venue about ``creds`` (one signed request)."""
    import ccxt.async_support as ccxt_async

    client = open_account_client(creds, base_url)
    try:
        return KeyReport(await _ask(client, creds))
    except (ccxt_async.AuthenticationError, ccxt_async.PermissionDenied, ccxt_async.AccountSuspended):
        raise KeyRefused() from None
    except ccxt_async.BaseError as exc:
        raise VenueUnreachable(type(exc).__name__) from None
    except (OSError, TimeoutError) as exc:
        raise VenueUnreachable(type(exc).__name__) from None
    finally:
        await client.close()


async def _ask(client: Any, creds: Credentials) -> dict[str, Any] | None:
    if creds.venue == "binance":
        if creds.testnet:
            account = await client.private_get_account({"omitZeroBalances": "true"})
            return _pick(account, _BINANCE_ACCOUNT_FIELDS)
        return _pick(await client.sapi_get_account_apirestrictions(), _BINANCE_FIELDS)
    if creds.venue == "bybit":
        result = (await client.private_get_v5_user_query_api())["result"]
        return _pick(result, ("readOnly", "permissions"))
    if creds.venue == "okx":
        rows = (await client.private_get_account_config())["data"]
        return _pick(rows[0], ("perm",)) if rows else None
    return None


def _pick(answer: Any, fields: tuple[str, ...]) -> dict[str, Any] | None:
    if not isinstance(answer, dict):
        return None
    picked = {f: answer[f] for f in fields if f in answer}
    return picked or None


def can_withdraw(venue: str, reported: dict[str, Any] | None) -> bool:
    """Whether the reported permissions include withdrawals."""
    return "withdraw" in summary(venue, reported)


def summary(venue: str, reported: dict[str, Any] | None) -> list[str]:
    """The permissions in one vocabulary for every venue (what the web app translates): ``read``,
    ``trade``, ``spot``, ``futures``, ``margin``, ``options``, ``transfer``, ``withdraw``."""
    if not reported:
        return []
    out: list[str] = []
    if venue == "binance":
        flags = {
            "enableReading": "read",
            "canTrade": "trade",
            "enableSpotAndMarginTrading": "spot",
            "enableFutures": "futures",
            "enableMargin": "margin",
            "enableVanillaOptions": "options",
            "enableInternalTransfer": "transfer",
            "permitsUniversalTransfer": "transfer",
            "enableWithdrawals": "withdraw",
            "canWithdraw": "withdraw",
        }
        if "canTrade" in reported:
            out.append("read")  # the account answered the key
        out += [name for field, name in flags.items() if _true(reported.get(field))]
    elif venue == "bybit":
        out.append("read")
        groups = reported.get("permissions") or {}
        if not _true(reported.get("readOnly")) and isinstance(groups, dict):
            if groups.get("Spot"):
                out.append("spot")
            if groups.get("ContractTrade") or groups.get("Derivatives"):
                out.append("futures")
            if groups.get("Options"):
                out.append("options")
        wallet = groups.get("Wallet") if isinstance(groups, dict) else None
        if wallet:
            out += ["withdraw"] if "Withdraw" in wallet else []
            out += ["transfer"] if any(w != "Withdraw" for w in wallet) else []
    elif venue == "okx":
        names = {"read_only": "read", "trade": "trade", "withdraw": "withdraw"}
        out += [names[p] for p in str(reported.get("perm", "")).split(",") if p in names]
    return list(dict.fromkeys(out))


def _true(value: Any) -> bool:
    return value is True or value == 1 or value == "1" or value == "true"
