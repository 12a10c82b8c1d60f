# ruff: noqa: E501  (a table of whole sentences: one line each reads and diffs best)
"""The text of a notification in each of the web app's 18 languages, rendered at delivery from the
stored kind and figures (so a user who changes language gets the next messages in the new one).

Placeholders: ``{bot}`` the bot id, ``{symbol}``, ``{reason}`` a close or pause reason as its code
(``STOP_LOSS``, ``INSUFFICIENT_BALANCE``: the same codes the app and the API show), ``{price}``,
``{profit}``, ``{ratio}`` and ``{threshold}`` (percent). A language missing a text falls back to
English (the unit tests check none is missing).
"""

from __future__ import annotations

import json
from typing import Any

LOCALES = (
    "en", "ar-SA", "es-AR", "es-ES", "es-MX", "fil-PH", "id-ID", "ja-JP", "kk-KZ",
    "pl-PL", "pt-BR", "pt-PT", "ro-RO", "ru-RU", "uk-UA", "vi-VN", "zh-MY", "zh-TW",
)  # fmt: skip

_ES = {
    "BOT_STARTED": "El bot {bot} ({symbol}) se inició.",
    "BOT_PAUSED": "El bot {bot} ({symbol}) se pausó: {reason}.",
    "BOT_RESUMED": "El bot {bot} ({symbol}) se reanudó.",
    "TAKE_PROFIT": "El bot {bot} ({symbol}) alcanzó su toma de ganancias y se está cerrando.",
    "STOP_LOSS": "El bot {bot} ({symbol}) alcanzó su stop loss y se está cerrando.",
    "TRAILING_STOP": "El bot {bot} ({symbol}) alcanzó su trailing stop y se está cerrando.",
    "LIQUIDATION": "El bot {bot} ({symbol}) fue liquidado a {price}.",
    "LIQUIDATION_RISK": "Bot {bot} ({symbol}): el ratio de margen {ratio} % supera tu umbral de {threshold} %.",
    "ROUND_COMPLETED": "El bot {bot} ({symbol}) completó una ronda: ganancia {profit}.",
    "REBALANCED": "El bot {bot} ({symbol}) se reequilibró.",
    "BOT_CLOSED": "El bot {bot} ({symbol}) se cerró ({reason}).",
    "VENUE_ERROR": "Bot {bot} ({symbol}): el mercado rechazó una orden ({reason}).",
    "TEST": "Mensaje de prueba de bot: este canal funciona.",
}
_PT = {
    "BOT_STARTED": "O bot {bot} ({symbol}) foi iniciado.",
    "BOT_PAUSED": "O bot {bot} ({symbol}) foi pausado: {reason}.",
    "BOT_RESUMED": "O bot {bot} ({symbol}) foi retomado.",
    "TAKE_PROFIT": "O bot {bot} ({symbol}) atingiu o take profit e está a encerrar.",
    "STOP_LOSS": "O bot {bot} ({symbol}) atingiu o stop loss e está a encerrar.",
    "TRAILING_STOP": "O bot {bot} ({symbol}) atingiu o trailing stop e está a encerrar.",
    "LIQUIDATION": "O bot {bot} ({symbol}) foi liquidado a {price}.",
    "LIQUIDATION_RISK": "Bot {bot} ({symbol}): o rácio de margem {ratio} % está acima do seu limite de {threshold} %.",
    "ROUND_COMPLETED": "O bot {bot} ({symbol}) concluiu uma ronda: lucro {profit}.",
    "REBALANCED": "O bot {bot} ({symbol}) foi reequilibrado.",
    "BOT_CLOSED": "O bot {bot} ({symbol}) foi encerrado ({reason}).",
    "VENUE_ERROR": "Bot {bot} ({symbol}): a corretora recusou uma ordem ({reason}).",
    "TEST": "Mensagem de teste do bot: este canal funciona.",
}
_ZH_HANT = {
    "BOT_STARTED": "機器人 {bot}（{symbol}）已啟動。",
    "BOT_PAUSED": "機器人 {bot}（{symbol}）已暫停：{reason}。",
    "BOT_RESUMED": "機器人 {bot}（{symbol}）已恢復運行。",
    "TAKE_PROFIT": "機器人 {bot}（{symbol}）觸發止盈，正在關閉。",
    "STOP_LOSS": "機器人 {bot}（{symbol}）觸發止損，正在關閉。",
    "TRAILING_STOP": "機器人 {bot}（{symbol}）觸發追蹤止損，正在關閉。",
    "LIQUIDATION": "機器人 {bot}（{symbol}）已在 {price} 被強平。",
    "LIQUIDATION_RISK": "機器人 {bot}（{symbol}）：保證金率 {ratio}% 高於您設定的 {threshold}%。",
    "ROUND_COMPLETED": "機器人 {bot}（{symbol}）完成一輪：收益 {profit}。",
    "REBALANCED": "機器人 {bot}（{symbol}）已再平衡。",
    "BOT_CLOSED": "機器人 {bot}（{symbol}）已關閉（{reason}）。",
    "VENUE_ERROR": "機器人 {bot}（{symbol}）：交易所拒絕了一筆訂單（{reason}）。",
    "TEST": "來自 bot 的測試消息：此通道可用。",
}
_ZH_HANS = {
    "BOT_STARTED": "机器人 {bot}（{symbol}）已启动。",
    "BOT_PAUSED": "机器人 {bot}（{symbol}）已暂停：{reason}。",
    "BOT_RESUMED": "机器人 {bot}（{symbol}）已恢复运行。",
    "TAKE_PROFIT": "机器人 {bot}（{symbol}）触发止盈，正在关闭。",
    "STOP_LOSS": "机器人 {bot}（{symbol}）触发止损，正在关闭。",
    "TRAILING_STOP": "机器人 {bot}（{symbol}）触发追踪止损，正在关闭。",
    "LIQUIDATION": "机器人 {bot}（{symbol}）已在 {price} 被强平。",
    "LIQUIDATION_RISK": "机器人 {bot}（{symbol}）：保证金率 {ratio}% 高于您设定的 {threshold}%。",
    "ROUND_COMPLETED": "机器人 {bot}（{symbol}）完成一轮：收益 {profit}。",
    "REBALANCED": "机器人 {bot}（{symbol}）已再平衡。",
    "BOT_CLOSED": "机器人 {bot}（{symbol}）已关闭（{reason}）。",
    "VENUE_ERROR": "机器人 {bot}（{symbol}）：交易所拒绝了一笔订单（{reason}）。",
    "TEST": "来自 bot 的测试消息：此通道可用。",
}

TEMPLATES: dict[str, dict[str, str]] = {
    "en": {
        "BOT_STARTED": "Bot {bot} ({symbol}) started.",
        "BOT_PAUSED": "Bot {bot} ({symbol}) paused: {reason}.",
        "BOT_RESUMED": "Bot {bot} ({symbol}) resumed.",
        "TAKE_PROFIT": "Bot {bot} ({symbol}) hit its take profit and is closing.",
        "STOP_LOSS": "Bot {bot} ({symbol}) hit its stop loss and is closing.",
        "TRAILING_STOP": "Bot {bot} ({symbol}) hit its trailing stop and is closing.",
        "LIQUIDATION": "Bot {bot} ({symbol}) was liquidated at {price}.",
        "LIQUIDATION_RISK": "Bot {bot} ({symbol}): margin ratio {ratio}% is above your {threshold}% threshold.",
        "ROUND_COMPLETED": "Bot {bot} ({symbol}) completed a round: profit {profit}.",
        "REBALANCED": "Bot {bot} ({symbol}) rebalanced.",
        "BOT_CLOSED": "Bot {bot} ({symbol}) closed ({reason}).",
        "VENUE_ERROR": "Bot {bot} ({symbol}): the venue refused an order ({reason}).",
        "TEST": "Test message from bot: this channel works.",
    },
    "ar-SA": {
        "BOT_STARTED": "بدأ الروبوت {bot} ({symbol}) العمل.",
        "BOT_PAUSED": "توقف الروبوت {bot} ({symbol}) مؤقتًا: {reason}.",
        "BOT_RESUMED": "استأنف الروبوت {bot} ({symbol}) العمل.",
        "TAKE_PROFIT": "بلغ الروبوت {bot} ({symbol}) جني الأرباح ويجري إغلاقه.",
        "STOP_LOSS": "بلغ الروبوت {bot} ({symbol}) وقف الخسارة ويجري إغلاقه.",
        "TRAILING_STOP": "بلغ الروبوت {bot} ({symbol}) الوقف المتحرك ويجري إغلاقه.",
        "LIQUIDATION": "تمت تصفية الروبوت {bot} ({symbol}) عند {price}.",
        "LIQUIDATION_RISK": "الروبوت {bot} ({symbol}): نسبة الهامش {ratio}% أعلى من الحد الذي حددته {threshold}%.",
        "ROUND_COMPLETED": "أكمل الروبوت {bot} ({symbol}) جولة: الربح {profit}.",
        "REBALANCED": "أعاد الروبوت {bot} ({symbol}) الموازنة.",
        "BOT_CLOSED": "أُغلق الروبوت {bot} ({symbol}) ({reason}).",
        "VENUE_ERROR": "الروبوت {bot} ({symbol}): رفضت المنصة أمرًا ({reason}).",
        "TEST": "رسالة تجريبية من bot: هذه القناة تعمل.",
    },
    "es-AR": _ES,
    "es-ES": _ES,
    "es-MX": _ES,
    "fil-PH": {
        "BOT_STARTED": "Nagsimula ang bot {bot} ({symbol}).",
        "BOT_PAUSED": "Naka-pause ang bot {bot} ({symbol}): {reason}.",
        "BOT_RESUMED": "Nagpatuloy ang bot {bot} ({symbol}).",
        "TAKE_PROFIT": "Naabot ng bot {bot} ({symbol}) ang take profit nito at isinasara na.",
        "STOP_LOSS": "Naabot ng bot {bot} ({symbol}) ang stop loss nito at isinasara na.",
        "TRAILING_STOP": "Naabot ng bot {bot} ({symbol}) ang trailing stop nito at isinasara na.",
        "LIQUIDATION": "Na-liquidate ang bot {bot} ({symbol}) sa {price}.",
        "LIQUIDATION_RISK": "Bot {bot} ({symbol}): ang margin ratio na {ratio}% ay lampas sa iyong threshold na {threshold}%.",
        "ROUND_COMPLETED": "Natapos ng bot {bot} ({symbol}) ang isang round: kita {profit}.",
        "REBALANCED": "Nag-rebalance ang bot {bot} ({symbol}).",
        "BOT_CLOSED": "Isinara ang bot {bot} ({symbol}) ({reason}).",
        "VENUE_ERROR": "Bot {bot} ({symbol}): tinanggihan ng exchange ang isang order ({reason}).",
        "TEST": "Test na mensahe mula sa bot: gumagana ang channel na ito.",
    },
    "id-ID": {
        "BOT_STARTED": "Bot {bot} ({symbol}) dimulai.",
        "BOT_PAUSED": "Bot {bot} ({symbol}) dijeda: {reason}.",
        "BOT_RESUMED": "Bot {bot} ({symbol}) dilanjutkan.",
        "TAKE_PROFIT": "Bot {bot} ({symbol}) mencapai take profit dan sedang ditutup.",
        "STOP_LOSS": "Bot {bot} ({symbol}) mencapai stop loss dan sedang ditutup.",
        "TRAILING_STOP": "Bot {bot} ({symbol}) mencapai trailing stop dan sedang ditutup.",
        "LIQUIDATION": "Bot {bot} ({symbol}) dilikuidasi pada {price}.",
        "LIQUIDATION_RISK": "Bot {bot} ({symbol}): rasio margin {ratio}% di atas ambang {threshold}% Anda.",
        "ROUND_COMPLETED": "Bot {bot} ({symbol}) menyelesaikan satu putaran: laba {profit}.",
        "REBALANCED": "Bot {bot} ({symbol}) melakukan penyeimbangan ulang.",
        "BOT_CLOSED": "Bot {bot} ({symbol}) ditutup ({reason}).",
        "VENUE_ERROR": "Bot {bot} ({symbol}): bursa menolak sebuah order ({reason}).",
        "TEST": "Pesan uji dari bot: kanal ini berfungsi.",
    },
    "ja-JP": {
        "BOT_STARTED": "ボット {bot}（{symbol}）が開始しました。",
        "BOT_PAUSED": "ボット {bot}（{symbol}）が一時停止しました：{reason}。",
        "BOT_RESUMED": "ボット {bot}（{symbol}）が再開しました。",
        "TAKE_PROFIT": "ボット {bot}（{symbol}）が利確に達し、終了処理中です。",
        "STOP_LOSS": "ボット {bot}（{symbol}）が損切りに達し、終了処理中です。",
        "TRAILING_STOP": "ボット {bot}（{symbol}）がトレーリングストップに達し、終了処理中です。",
        "LIQUIDATION": "ボット {bot}（{symbol}）が {price} で清算されました。",
        "LIQUIDATION_RISK": "ボット {bot}（{symbol}）：証拠金率 {ratio}% が設定した {threshold}% を超えています。",
        "ROUND_COMPLETED": "ボット {bot}（{symbol}）が1ラウンドを完了しました：利益 {profit}。",
        "REBALANCED": "ボット {bot}（{symbol}）がリバランスしました。",
        "BOT_CLOSED": "ボット {bot}（{symbol}）が終了しました（{reason}）。",
        "VENUE_ERROR": "ボット {bot}（{symbol}）：取引所が注文を拒否しました（{reason}）。",
        "TEST": "bot からのテストメッセージ：このチャンネルは機能しています。",
    },
    "kk-KZ": {
        "BOT_STARTED": "{bot} боты ({symbol}) іске қосылды.",
        "BOT_PAUSED": "{bot} боты ({symbol}) кідіртілді: {reason}.",
        "BOT_RESUMED": "{bot} боты ({symbol}) қайта жалғасты.",
        "TAKE_PROFIT": "{bot} боты ({symbol}) тейк-профитке жетіп, жабылып жатыр.",
        "STOP_LOSS": "{bot} боты ({symbol}) стоп-лосқа жетіп, жабылып жатыр.",
        "TRAILING_STOP": "{bot} боты ({symbol}) трейлинг-стопқа жетіп, жабылып жатыр.",
        "LIQUIDATION": "{bot} боты ({symbol}) {price} бағасында жойылды (ликвидация).",
        "LIQUIDATION_RISK": "{bot} боты ({symbol}): маржа коэффициенті {ratio}% сіздің {threshold}% шегіңізден жоғары.",
        "ROUND_COMPLETED": "{bot} боты ({symbol}) бір раундты аяқтады: пайда {profit}.",
        "REBALANCED": "{bot} боты ({symbol}) қайта теңгерілді.",
        "BOT_CLOSED": "{bot} боты ({symbol}) жабылды ({reason}).",
        "VENUE_ERROR": "{bot} боты ({symbol}): биржа ордерді қабылдамады ({reason}).",
        "TEST": "bot сынақ хабарламасы: бұл арна жұмыс істейді.",
    },
    "pl-PL": {
        "BOT_STARTED": "Bot {bot} ({symbol}) wystartował.",
        "BOT_PAUSED": "Bot {bot} ({symbol}) wstrzymany: {reason}.",
        "BOT_RESUMED": "Bot {bot} ({symbol}) wznowiony.",
        "TAKE_PROFIT": "Bot {bot} ({symbol}) osiągnął take profit i jest zamykany.",
        "STOP_LOSS": "Bot {bot} ({symbol}) osiągnął stop loss i jest zamykany.",
        "TRAILING_STOP": "Bot {bot} ({symbol}) osiągnął trailing stop i jest zamykany.",
        "LIQUIDATION": "Bot {bot} ({symbol}) został zlikwidowany po cenie {price}.",
        "LIQUIDATION_RISK": "Bot {bot} ({symbol}): wskaźnik depozytu {ratio}% przekracza Twój próg {threshold}%.",
        "ROUND_COMPLETED": "Bot {bot} ({symbol}) ukończył rundę: zysk {profit}.",
        "REBALANCED": "Bot {bot} ({symbol}) przeprowadził rebalansowanie.",
        "BOT_CLOSED": "Bot {bot} ({symbol}) zamknięty ({reason}).",
        "VENUE_ERROR": "Bot {bot} ({symbol}): giełda odrzuciła zlecenie ({reason}).",
        "TEST": "Wiadomość testowa od bot: ten kanał działa.",
    },
    "pt-BR": {
        **_PT,
        "TAKE_PROFIT": "O bot {bot} ({symbol}) atingiu o take profit e está sendo encerrado.",
        "STOP_LOSS": "O bot {bot} ({symbol}) atingiu o stop loss e está sendo encerrado.",
        "TRAILING_STOP": "O bot {bot} ({symbol}) atingiu o trailing stop e está sendo encerrado.",
        "LIQUIDATION_RISK": "Bot {bot} ({symbol}): a taxa de margem {ratio}% está acima do seu limite de {threshold}%.",
        "ROUND_COMPLETED": "O bot {bot} ({symbol}) concluiu uma rodada: lucro {profit}.",
    },
    "pt-PT": _PT,
    "ro-RO": {
        "BOT_STARTED": "Botul {bot} ({symbol}) a pornit.",
        "BOT_PAUSED": "Botul {bot} ({symbol}) a fost pus pe pauză: {reason}.",
        "BOT_RESUMED": "Botul {bot} ({symbol}) și-a reluat activitatea.",
        "TAKE_PROFIT": "Botul {bot} ({symbol}) a atins take profit și se închide.",
        "STOP_LOSS": "Botul {bot} ({symbol}) a atins stop loss și se închide.",
        "TRAILING_STOP": "Botul {bot} ({symbol}) a atins trailing stop și se închide.",
        "LIQUIDATION": "Botul {bot} ({symbol}) a fost lichidat la {price}.",
        "LIQUIDATION_RISK": "Botul {bot} ({symbol}): rata marjei {ratio}% depășește pragul tău de {threshold}%.",
        "ROUND_COMPLETED": "Botul {bot} ({symbol}) a încheiat o rundă: profit {profit}.",
        "REBALANCED": "Botul {bot} ({symbol}) s-a reechilibrat.",
        "BOT_CLOSED": "Botul {bot} ({symbol}) a fost închis ({reason}).",
        "VENUE_ERROR": "Botul {bot} ({symbol}): bursa a refuzat un ordin ({reason}).",
        "TEST": "Mesaj de test de la bot: acest canal funcționează.",
    },
    "ru-RU": {
        "BOT_STARTED": "Бот {bot} ({symbol}) запущен.",
        "BOT_PAUSED": "Бот {bot} ({symbol}) приостановлен: {reason}.",
        "BOT_RESUMED": "Бот {bot} ({symbol}) возобновил работу.",
        "TAKE_PROFIT": "Бот {bot} ({symbol}) достиг тейк-профита и закрывается.",
        "STOP_LOSS": "Бот {bot} ({symbol}) достиг стоп-лосса и закрывается.",
        "TRAILING_STOP": "Бот {bot} ({symbol}) достиг трейлинг-стопа и закрывается.",
        "LIQUIDATION": "Бот {bot} ({symbol}) ликвидирован по цене {price}.",
        "LIQUIDATION_RISK": "Бот {bot} ({symbol}): коэффициент маржи {ratio}% выше вашего порога {threshold}%.",
        "ROUND_COMPLETED": "Бот {bot} ({symbol}) завершил раунд: прибыль {profit}.",
        "REBALANCED": "Бот {bot} ({symbol}) выполнил ребалансировку.",
        "BOT_CLOSED": "Бот {bot} ({symbol}) закрыт ({reason}).",
        "VENUE_ERROR": "Бот {bot} ({symbol}): биржа отклонила ордер ({reason}).",
        "TEST": "Тестовое сообщение от bot: этот канал работает.",
    },
    "uk-UA": {
        "BOT_STARTED": "Бот {bot} ({symbol}) запущено.",
        "BOT_PAUSED": "Бот {bot} ({symbol}) призупинено: {reason}.",
        "BOT_RESUMED": "Бот {bot} ({symbol}) відновив роботу.",
        "TAKE_PROFIT": "Бот {bot} ({symbol}) досяг тейк-профіту і закривається.",
        "STOP_LOSS": "Бот {bot} ({symbol}) досяг стоп-лосу і закривається.",
        "TRAILING_STOP": "Бот {bot} ({symbol}) досяг трейлінг-стопу і закривається.",
        "LIQUIDATION": "Бот {bot} ({symbol}) ліквідовано за ціною {price}.",
        "LIQUIDATION_RISK": "Бот {bot} ({symbol}): коефіцієнт маржі {ratio}% вищий за ваш поріг {threshold}%.",
        "ROUND_COMPLETED": "Бот {bot} ({symbol}) завершив раунд: прибуток {profit}.",
        "REBALANCED": "Бот {bot} ({symbol}) виконав ребалансування.",
        "BOT_CLOSED": "Бот {bot} ({symbol}) закрито ({reason}).",
        "VENUE_ERROR": "Бот {bot} ({symbol}): біржа відхилила ордер ({reason}).",
        "TEST": "Тестове повідомлення від bot: цей канал працює.",
    },
    "vi-VN": {
        "BOT_STARTED": "Bot {bot} ({symbol}) đã khởi động.",
        "BOT_PAUSED": "Bot {bot} ({symbol}) đã tạm dừng: {reason}.",
        "BOT_RESUMED": "Bot {bot} ({symbol}) đã tiếp tục.",
        "TAKE_PROFIT": "Bot {bot} ({symbol}) đã chạm chốt lời và đang đóng.",
        "STOP_LOSS": "Bot {bot} ({symbol}) đã chạm cắt lỗ và đang đóng.",
        "TRAILING_STOP": "Bot {bot} ({symbol}) đã chạm trailing stop và đang đóng.",
        "LIQUIDATION": "Bot {bot} ({symbol}) đã bị thanh lý ở giá {price}.",
        "LIQUIDATION_RISK": "Bot {bot} ({symbol}): tỷ lệ ký quỹ {ratio}% vượt ngưỡng {threshold}% của bạn.",
        "ROUND_COMPLETED": "Bot {bot} ({symbol}) đã hoàn thành một vòng: lợi nhuận {profit}.",
        "REBALANCED": "Bot {bot} ({symbol}) đã tái cân bằng.",
        "BOT_CLOSED": "Bot {bot} ({symbol}) đã đóng ({reason}).",
        "VENUE_ERROR": "Bot {bot} ({symbol}): sàn đã từ chối một lệnh ({reason}).",
        "TEST": "Tin nhắn thử từ bot: kênh này hoạt động.",
    },
    "zh-MY": _ZH_HANS,
    "zh-TW": _ZH_HANT,
}


class _Figures(dict[str, str]):
    """A template's values; a figure the event did not carry shows as "-" (never a KeyError)."""

    def __missing__(self, key: str) -> str:
        return "-"


def render(kind: str, data: str | dict[str, Any], locale: str, bot_id: int | None) -> str:
    """The message of a stored notification in ``locale`` (English when the language is unknown)."""
    figures = json.loads(data) if isinstance(data, str) else data
    table = TEMPLATES.get(locale) or TEMPLATES["en"]
    text = table.get(kind) or TEMPLATES["en"].get(kind) or kind
    reason = figures.get("close_reason") or figures.get("pause_reason") or figures.get("reason")
    values = _Figures(
        bot="-" if bot_id is None else str(bot_id),
        symbol=str(figures.get("symbol") or "-"),
        reason=str(reason or "-"),
        price=str(figures.get("price") or "-"),
        profit=str(figures.get("profit") or "-"),
        ratio=str(figures.get("ratio") or "-"),
        threshold=str(figures.get("threshold") or "-"),
    )
    return text.format_map(values)
