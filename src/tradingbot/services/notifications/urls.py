"""Which webhook URLs the server may call: http or https, no credentials in the URL, and unless the
operator allows it (``BOT_NOTIFY_ALLOW_PRIVATE_URLS``, for tests and a self-hosted receiver beside
the server) only public addresses: a user must not make the server call into its own network
(the database, the metadata service of a cloud machine, a router's admin page).

The host is resolved when the channel is added and again before every delivery (a name that
resolved to a public address may later resolve to a private one).
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from urllib.parse import urlsplit


class UrlRefused(ValueError):
    """Why a URL is refused, in words the user can act on (never a secret: URLs have none here)."""


def shape(url: str) -> tuple[str, int]:
    """The host and port of a well-formed webhook URL, else :class:`UrlRefused`."""
    if len(url) > 2048:
        raise UrlRefused("at most 2048 characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise UrlRefused("not a URL") from None
    if parts.scheme not in ("http", "https"):
        raise UrlRefused("only http:// and https:// URLs")
    if not parts.hostname:
        raise UrlRefused("no host")
    if parts.username is not None or parts.password is not None:
        raise UrlRefused("no user name or password in the URL (the signature authenticates)")
    if any(ch.isspace() for ch in url):
        raise UrlRefused("no spaces")
    return parts.hostname, port or (443 if parts.scheme == "https" else 80)


def public(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_global and not ip.is_multicast


async def check_url(url: str, allow_private: bool) -> None:
    """Raise :class:`UrlRefused` unless the server may call ``url``."""
    host, port = shape(url)
    if allow_private:
        return
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        raise UrlRefused("the host does not resolve") from None
    addresses = {str(info[4][0]) for info in infos}
    if not addresses or not all(public(a) for a in addresses):
        raise UrlRefused("the host is not a public address (loopback, private and link-local are refused)")
