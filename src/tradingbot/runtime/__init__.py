"""The cluster's processes (docs/CLUSTER.md): a worker owning partitions by lease, serving their
commands and reading the market logs for them. The API node is ``tradingbot api`` (the app with
``BOT_ROLE=api``, ``api/forwarding.py``); the feed is ``engine/market_feed.py``."""
