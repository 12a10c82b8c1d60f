"""The demo announcements ``tradingbot seed`` adds once (English, Japanese, Spanish, Arabic).

Links are pages of the app itself. The ``new_crypto`` one shows the SPEC §7 filter at work: the
home page's list leaves that category out.
"""

from __future__ import annotations

from tradingbot.services.support.announcements import AnnouncementService, NewAnnouncement, new_announcement

_DAY_MS = 86_400_000
# 2026-01-05 00:00 UTC: demo announcements are dated from here, one day apart
_BASE_MS = 1_767_571_200_000

_DEMO: tuple[tuple[str, str, str, str, str, tuple[str, ...]], ...] = (
    (
        "en",
        "Spot grid bots are live on the demo exchange",
        "Create a spot grid bot on BTC/USDT with demo funds: set a price range and a grid count, "
        "the bot buys low and sells high inside the range.",
        "/tradingbot/create/?base=BTC&quote=USDT",
        "product_updates",
        ("spot_grid",),
    ),
    (
        "en",
        "Futures grid bots: neutral, long and short modes",
        "Futures grid bots trade USDT perpetual contracts with leverage in neutral, long or short mode, "
        "with take profit, stop loss and a trailing stop.",
        "/tradingbot/",
        "product_updates",
        ("futures_grid",),
    ),
    (
        "en",
        "DCA bots buy on a schedule",
        "Dollar-cost averaging bots buy a fixed amount at fixed intervals and can stop at a target price.",
        "/tradingbot/",
        "product_updates",
        ("dca",),
    ),
    (
        "en",
        "Scheduled maintenance of the demo market feed",
        "The simulated market feed restarts during maintenance; running bots resume from the last price.",
        "/tradingbot/",
        "maintenance",
        (),
    ),
    (
        "en",
        "New listing: SOL/USDT on the demo exchange",
        "SOL/USDT spot trading opens on the demo exchange.",
        "/tradingbot/",
        "new_crypto",
        ("listings",),
    ),
    (
        "ja-JP",
        "デモ取引所で現物グリッドボットが利用可能になりました",
        "デモ資金で BTC/USDT の現物グリッドボットを作成できます。価格帯とグリッド数を設定してください。",
        "/ja-JP/tradingbot/create/?base=BTC&quote=USDT",
        "product_updates",
        ("spot_grid",),
    ),
    (
        "ja-JP",
        "先物グリッドボット：ニュートラル、ロング、ショート",
        "先物グリッドボットはレバレッジ付きで USDT 無期限契約を取引します。",
        "/ja-JP/tradingbot/",
        "product_updates",
        ("futures_grid",),
    ),
    (
        "es-ES",
        "Los bots de grid spot ya están disponibles en el exchange de demostración",
        "Crea un bot de grid spot en BTC/USDT con fondos de demostración: elige un rango de precios y "
        "un número de niveles.",
        "/es-ES/tradingbot/create/?base=BTC&quote=USDT",
        "product_updates",
        ("spot_grid",),
    ),
    (
        "es-ES",
        "Mantenimiento programado del mercado de demostración",
        "El mercado simulado se reinicia durante el mantenimiento; los bots continúan desde el último "
        "precio.",
        "/es-ES/tradingbot/",
        "maintenance",
        (),
    ),
    (
        "ar-SA",
        "روبوتات الشبكة الفورية متاحة الآن في منصة التداول التجريبية",
        "أنشئ روبوت شبكة فورية على BTC/USDT بأموال تجريبية: حدد نطاق السعر وعدد مستويات الشبكة.",
        "/ar-SA/tradingbot/create/?base=BTC&quote=USDT",
        "product_updates",
        ("spot_grid",),
    ),
)


def demo_announcements() -> list[NewAnnouncement]:
    """The demo set, validated like an operator's (one day apart, oldest first)."""
    return [
        new_announcement(
            lang=lang,
            title=title,
            description=description,
            url=url,
            category=category,
            topics=topics,
            published_ms=_BASE_MS + i * _DAY_MS,
        )
        for i, (lang, title, description, url, category, topics) in enumerate(_DEMO)
    ]


async def seed_announcements(service: AnnouncementService) -> int:
    """Add the demo announcements when there are none yet; answers how many were added."""
    if await service.count() > 0:
        return 0
    items = demo_announcements()
    for item in items:
        await service.add(item)
    return len(items)
