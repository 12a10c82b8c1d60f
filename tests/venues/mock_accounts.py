"""The stand-in venue's answers about an API key (signed requests), for the venue-key tests.

Each venue checks the request's signature with the key's secret (and OKX its passphrase) as the
venue does, so a wrong secret is refused like an unknown key. The shapes follow the venues'
published API documentation (field names and types; values are made up):

- Binance "Get API Key Permission" ``GET /sapi/v1/account/apiRestrictions`` and the spot
  testnet's "Account information" ``GET /api/v3/account``
  (https://developers.binance.com/docs/wallet/account/api-key-permission), errors
  ``{"code": -2015, "msg": ...}`` with HTTP 401;
- Bybit V5 "Get API Key Information" ``GET /v5/user/query-api``
  (https://bybit-exchange.github.io/docs/v5/user/apikey-info), errors ``retCode`` 10003/10004;
- OKX V5 "Get account configuration" ``GET /api/v5/account/config``
  (https://www.okx.com/docs-v5/en/#trading-account-rest-api-get-account-configuration), errors
  ``{"code": "50111"|"50113"|"50105", ...}`` with HTTP 401.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import time
from dataclasses import dataclass
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response


@dataclass
class Grant:
    """A key the stand-in knows: its secret (and passphrase) and what it may do."""

    secret: str
    withdraw: bool = False
    read_only: bool = False
    passphrase: str | None = None


def _hmac(secret: str, text: str) -> bytes:
    return hmac.new(secret.encode(), text.encode(), hashlib.sha256).digest()


class MockAccounts:
    def __init__(self) -> None:
        self.grants: dict[str, Grant] = {}
        self.seen_headers: list[dict[str, str]] = []

    def grant(self, api_key: str, secret: str, **kw: Any) -> None:
        self.grants[api_key] = Grant(secret, **kw)

    # ----- Binance ------------------------------------------------------------------------------
    def _binance_grant(self, request: Request) -> Grant | None:
        self.seen_headers.append(dict(request.headers))
        grant = self.grants.get(request.headers.get("x-mbx-apikey", ""))
        query, _, signature = request.url.query.partition("&signature=")
        if grant is None or not hmac.compare_digest(_hmac(grant.secret, query).hex(), signature):
            return None
        return grant

    @staticmethod
    def _binance_refusal() -> Response:
        body = {"code": -2015, "msg": "Invalid API-key, IP, or permissions for action."}
        return JSONResponse(body, status_code=401)

    def binance_restrictions(self, request: Request) -> Any:
        grant = self._binance_grant(request)
        if grant is None:
            return self._binance_refusal()
        trade = not grant.read_only
        return {
            "ipRestrict": False,
            "createTime": 1_700_000_000_000,
            "enableReading": True,
            "enableSpotAndMarginTrading": trade,
            "enableMargin": False,
            "enableFutures": trade,
            "enableVanillaOptions": False,
            "enableInternalTransfer": False,
            "permitsUniversalTransfer": False,
            "enableWithdrawals": grant.withdraw,
            "enableFixApiTrade": False,
            "enableFixReadOnly": True,
            "enablePortfolioMarginTrading": False,
        }

    def binance_account(self, request: Request) -> Any:
        grant = self._binance_grant(request)
        if grant is None:
            return self._binance_refusal()
        return {
            "makerCommission": 0,
            "takerCommission": 0,
            "buyerCommission": 0,
            "sellerCommission": 0,
            "canTrade": not grant.read_only,
            "canWithdraw": grant.withdraw,
            "canDeposit": True,
            "brokered": False,
            "requireSelfTradePrevention": False,
            "preventSor": False,
            "updateTime": 1_700_000_000_000,
            "accountType": "SPOT",
            "balances": [{"asset": "USDT", "free": "10000.00000000", "locked": "0.00000000"}],
            "permissions": ["SPOT"],
            "uid": 354937868,
        }

    # ----- Bybit --------------------------------------------------------------------------------
    def bybit_query_api(self, request: Request) -> Any:
        self.seen_headers.append(dict(request.headers))
        h = request.headers
        api_key = h.get("x-bapi-api-key", "")
        grant = self.grants.get(api_key)
        now = int(time.time() * 1000)
        if grant is None:
            return {
                "retCode": 10003,
                "retMsg": "API key is invalid.",
                "result": {},
                "retExtInfo": {},
                "time": now,
            }
        payload = (
            h.get("x-bapi-timestamp", "") + api_key + h.get("x-bapi-recv-window", "") + request.url.query
        )
        if not hmac.compare_digest(_hmac(grant.secret, payload).hex(), h.get("x-bapi-sign", "")):
            return {
                "retCode": 10004,
                "retMsg": "Error sign, please check your signature generation algorithm.",
                "result": {},
                "retExtInfo": {},
                "time": now,
            }
        trade = [] if grant.read_only else None
        wallet = ["AccountTransfer", *(["Withdraw"] if grant.withdraw else [])]
        result = {
            "id": "13770661",
            "note": "bot test key",
            "apiKey": api_key,  # Bybit's answer carries the key itself: bot must not keep it
            "readOnly": 1 if grant.read_only else 0,
            "secret": "",
            "permissions": {
                "ContractTrade": trade if trade is not None else ["Order", "Position"],
                "Spot": trade if trade is not None else ["SpotTrade"],
                "Wallet": wallet,
                "Options": [],
                "Derivatives": trade if trade is not None else ["DerivativesTrade"],
                "CopyTrading": [],
                "BlockTrade": [],
                "Exchange": [],
                "NFT": [],
                "Affiliate": [],
            },
            "ips": ["*"],
            "type": 1,
            "deadlineDay": 83,
            "expiredAt": "2027-01-01T00:00:00Z",
            "createdAt": "2026-10-01T00:00:00Z",
            "unified": 0,
            "uta": 1,
            "userID": 24600000,
            "inviterID": 0,
            "vipLevel": "No VIP",
            "mktMakerLevel": "0",
            "affiliateID": 0,
        }
        return {"retCode": 0, "retMsg": "", "result": result, "retExtInfo": {}, "time": now}

    # ----- OKX ----------------------------------------------------------------------------------
    def okx_config(self, request: Request) -> Any:
        self.seen_headers.append(dict(request.headers))
        h = request.headers
        grant = self.grants.get(h.get("ok-access-key", ""))
        if grant is None:
            return JSONResponse({"msg": "Invalid OK-ACCESS-KEY", "code": "50111"}, status_code=401)
        path = request.url.path + ("?" + request.url.query if request.url.query else "")
        expected = base64.b64encode(
            _hmac(grant.secret, h.get("ok-access-timestamp", "") + "GET" + path)
        ).decode()
        if not hmac.compare_digest(expected, h.get("ok-access-sign", "")):
            return JSONResponse({"msg": "Invalid Sign", "code": "50113"}, status_code=401)
        if h.get("ok-access-passphrase") != grant.passphrase:
            return JSONResponse({"msg": "Wrong passphrase", "code": "50105"}, status_code=401)
        perm = ",".join(
            ["read_only", *([] if grant.read_only else ["trade"]), *(["withdraw"] if grant.withdraw else [])]
        )
        row = {
            "acctLv": "2",
            "autoLoan": False,
            "ctIsoMode": "automatic",
            "greeksType": "PA",
            "level": "Lv1",
            "levelTmp": "",
            "mgnIsoMode": "automatic",
            "posMode": "long_short_mode",
            "spotOffsetType": "",
            "uid": "44705892343619584",
            "label": "bot test key",
            "roleType": "0",
            "traderInsts": [],
            "spotRoleType": "0",
            "spotTraderInsts": [],
            "opAuth": "0",
            "kycLv": "3",
            "ip": "",
            "perm": perm,
            "mainUid": "44705892343619584",
        }
        return {"code": "0", "data": [row], "msg": ""}
