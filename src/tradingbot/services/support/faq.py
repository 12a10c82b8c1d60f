"""The curated FAQ of the support chat (English): short, self-contained answers about the product.

Each entry is a question, its answer and a few extra keywords (synonyms users type that the
question itself does not contain). The support index (``support.py``) ranks these together with
the sections of the repository's ``docs/`` pages; an FAQ entry answers in plain words, so it wins
ties against a documentation section.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class FaqEntry:
    question: str
    answer: str
    keywords: tuple[str, ...] = ()


FAQ: tuple[FaqEntry, ...] = (
    FaqEntry(
        "How do I get demo funds?",
        "Log in, then press the 'Get 10,000 USDT demo funds' button in the Funding account card on the "
        "trading-bot home page. The demo funds are paper money credited to your FUND account at once; "
        "you can ask up to 100,000 per request and 5 times an hour. Demo funds have no real value.",
        ("demo", "paper", "money", "faucet", "test", "free", "balance", "deposit", "top", "usdt"),
    ),
    FaqEntry(
        "Is this real money?",
        "No. bot is a paper-trading platform: every bot trades on a built-in simulated exchange with real "
        "fee rules, and all balances are demo funds with no real value.",
        ("real", "simulated", "paper", "risk", "withdrawal", "cash"),
    ),
    FaqEntry(
        "What is a spot grid bot?",
        "A spot grid bot buys low and sells high inside a price range you choose. The range is cut into "
        "grid cells; each cell always has one resting order, and every fill places the opposite order one "
        "level away. Each completed buy-then-sell pair is one arbitrage that books grid profit.",
        ("grid", "strategy", "range", "how", "work", "explain", "spot"),
    ),
    FaqEntry(
        "How do I create a spot grid bot?",
        "Open the trading-bot home page and choose Spot grid in the Create a bot block. Pick the trading "
        "pair, then either apply one of the AI parameter styles or fill in the manual form: lowest and "
        "highest price, number of grids and the investment. When every check passes, press Create and "
        "confirm in the dialog.",
        ("create", "start", "new", "open", "launch", "make", "setup", "set"),
    ),
    FaqEntry(
        "What are the AI parameters?",
        "For each trading pair the create page suggests three parameter sets computed from recent "
        "candles: High profits, Steady and High frequency. Each shows a price range, a grid count and "
        "the back-tested yield; one click copies them into the form.",
        ("ai", "recommended", "style", "suggest", "high", "steady", "frequency", "automatic"),
    ),
    FaqEntry(
        "How many grids can I use?",
        "A spot grid has 2 to 200 grids. The maximum also keeps every cell's profit above the trading "
        "fees, so a narrow range allows fewer grids. Cells of 0.5 % or more are a good rule of thumb.",
        ("grids", "count", "number", "cells", "maximum", "minimum", "limit"),
    ),
    FaqEntry(
        "What are the trading fees?",
        "The simulated exchange charges a 0.1 % maker fee and a 0.1 % taker fee by default (the operator "
        "can change them). Spot fees are taken from the asset you receive: a buy receives the base coin "
        "minus the fee, a sell receives the quote coin minus the fee.",
        ("fee", "fees", "commission", "cost", "maker", "taker", "charge"),
    ),
    FaqEntry(
        "What is the minimum and maximum investment?",
        "The investment must cover at least the exchange's minimum order size for every grid cell; the "
        "create form shows the allowed range under the investment field and checks it as you type. The "
        "upper bound is 1,000,000 of the quote coin per bot, and your available balance.",
        ("investment", "minimum", "maximum", "amount", "invest", "small", "large"),
    ),
    FaqEntry(
        "How do I close or stop a bot?",
        "Closing cancels all of the bot's open orders and settles what it holds. You choose how: all in the "
        "base coin (the remaining quote buys base), all in the quote coin (the remaining base is sold), or "
        "both coins as they are without trading. Everything goes back to your FUND account and the bot "
        "moves to Closed in My bots.",
        ("close", "stop", "end", "cancel", "settle", "settlement", "mode", "modes", "terminate"),
    ),
    FaqEntry(
        "What are the close modes?",
        "There are three close modes: 'All in base' buys the base coin with the remaining quote, 'All in "
        "quote' sells the remaining base for the quote coin, and 'Base and quote' returns both coins as "
        "they are, without trading. The last one is the default.",
        ("close", "mode", "modes", "settlement", "base", "quote", "sell"),
    ),
    FaqEntry(
        "What is the trailing stop?",
        "The trailing stop closes the bot when its equity falls a chosen percentage below its highest "
        "equity so far. Set it in the advanced options of the create form or change it later with Modify; "
        "changing it keeps the open orders in place.",
        ("trailing", "stop", "equity", "peak", "drawdown", "protect"),
    ),
    FaqEntry(
        "What is trailing up?",
        "With trailing up the grid range follows the price upwards: when the price leaves the range at the "
        "top, the bot shifts the grid up, up to the limit price you set. It needs at least 5 grids and "
        "cannot be combined with an entry price.",
        ("trailing", "up", "shift", "follow", "limit", "range"),
    ),
    FaqEntry(
        "How do take profit and stop loss work?",
        "Take profit closes the bot when the last price reaches your take-profit price; stop loss closes "
        "it when the last price falls to your stop-loss price. Both are optional and can be changed "
        "later with Modify without touching the open orders.",
        ("take", "profit", "stop", "loss", "tp", "sl", "target"),
    ),
    FaqEntry(
        "What is the entry price?",
        "With an entry price the bot waits in the 'Awaiting activation' state until the last price "
        "crosses it, and only then buys its starting position and places its grid orders.",
        ("entry", "trigger", "activation", "await", "waiting", "start"),
    ),
    FaqEntry(
        "Does the bot stop when the price leaves the range?",
        "No. Leaving the range does not stop the bot: it simply has orders on one side only until the "
        "price comes back into the range (or, with trailing up, the range follows the price up).",
        ("range", "outside", "leaves", "out", "above", "below", "price"),
    ),
    FaqEntry(
        "How do I withdraw profit from a running bot?",
        "Open the bot's detail page and press Withdraw. You can take out the realized grid profit while "
        "the bot keeps running; the invested principal stays in the bot.",
        ("withdraw", "profit", "take", "out", "earnings", "cash"),
    ),
    FaqEntry(
        "Can I change a running bot?",
        "Yes, with Modify on the detail page. Changing take profit, stop loss or the trailing stop keeps "
        "the orders; changing the price range or the grid count, or adding investment, rebuilds the grid "
        "at the current price.",
        ("modify", "change", "edit", "update", "adjust", "add", "investment"),
    ),
    FaqEntry(
        "What do grid profit, floating profit and APR mean?",
        "Grid profit is what the completed buy-sell arbitrages earned. Floating profit is the unrealized "
        "gain or loss of the coins the bot holds at the current price. Total profit is both together, and "
        "the APR scales the return to a year (counting at least one day).",
        ("profit", "pnl", "apr", "floating", "total", "return", "yield", "earnings"),
    ),
    FaqEntry(
        "How many bots can I run?",
        "Up to 50 bots can run at the same time per account. Closed bots do not count.",
        ("many", "limit", "maximum", "bots", "number", "run", "simultaneous"),
    ),
    FaqEntry(
        "Where do I see my bots?",
        "The My bots section of the trading-bot home page lists your ongoing and closed bots; each row "
        "opens the bot's detail page with its status, profit, orders and charts.",
        ("my", "bots", "list", "see", "find", "history", "ongoing", "closed", "running"),
    ),
    FaqEntry(
        "Which languages are supported?",
        "The site is available in 18 languages: English, Indonesian, three Spanish variants, Filipino, "
        "Kazakh, Polish, Portuguese (Brazil and Portugal), Romanian, Russian, Vietnamese, Ukrainian, "
        "Arabic (right to left), Japanese and simplified and traditional Chinese. Change it with the "
        "language menu in the header; the page reloads in the new language and keeps its address.",
        ("language", "languages", "translation", "arabic", "english", "switch", "locale"),
    ),
    FaqEntry(
        "Which trading pairs are available?",
        "The simulated market offers BTC, ETH, SOL, XRP and DOGE against USDT. Pick one with the pair "
        "selector at the top of the create page.",
        ("pairs", "symbols", "coins", "btc", "eth", "sol", "xrp", "doge", "market"),
    ),
    FaqEntry(
        "How do I log in or register?",
        "Use the Log in or Sign up button in the header and enter your email and a password of at least "
        "8 characters. After five wrong passwords in five minutes further attempts are locked for a "
        "while. If your session expires, you are sent to the login page and brought back afterwards.",
        ("login", "log", "register", "sign", "signup", "account", "password", "session", "expired"),
    ),
    FaqEntry(
        "Why is a feature blocked for me?",
        "Some trading-bot features are not offered to certain account types or in some regions for "
        "compliance reasons. A notice with the reason code is shown when this applies.",
        ("blocked", "restricted", "compliance", "region", "permission", "banned", "unavailable"),
    ),
    FaqEntry(
        "What are the other bot types?",
        "Besides the spot grid, the platform knows spot DCA (buying a fixed amount at regular intervals), "
        "futures grid (neutral, long or short), futures martingale and futures combo bots. The Create "
        "a bot block on the home page shows which of them you can create; the others are marked as "
        "coming soon.",
        ("dca", "futures", "martingale", "combo", "types", "other", "kinds"),
    ),
)
