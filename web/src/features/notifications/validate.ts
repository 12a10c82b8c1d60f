/** The settings form's checks, before any call (the server checks again and says why). */

/** A threshold is a percent 1..100 (decimals allowed). */
export function validThreshold(text: string): boolean {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return false;
  const n = Number(text);
  return n >= 1 && n <= 100;
}

/** An http or https URL with a host (whether its address is public is the server's check). */
export function validWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A token from @BotFather (digits, a colon, 20+ letters) and a chat id (a number or @channel). */
export function validTelegram(token: string, chatId: string): boolean {
  return /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/.test(token.trim()) && /^(-?\d{1,20}|@[A-Za-z0-9_]{5,32})$/.test(chatId.trim());
}
