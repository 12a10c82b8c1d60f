import Decimal from 'decimal.js';
import type { IntlShape } from 'react-intl';

/** Formatting helpers for money, prices and percentages: never through float arithmetic. */

function toDecimal(value: unknown): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const d = new Decimal(String(value));
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

function nf(locale: string, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, opts);
}

/** A price with exactly `decimals` fraction digits (ticks keep trailing zeros). "--" when empty. */
export function fmtPrice(value: unknown, locale: string, decimals: number): string {
  const d = toDecimal(value);
  if (!d) return '--';
  const fixed = d.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
  return nf(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    .format(fixed as Intl.StringNumericLiteral);
}

/** An amount with up to `maxDecimals` digits, truncated (never rounded up), trailing zeros trimmed. */
export function fmtAmount(value: unknown, locale: string, maxDecimals = 8, signed = false): string {
  const d = toDecimal(value);
  if (!d) return '--';
  const fixed = d.toDecimalPlaces(maxDecimals, Decimal.ROUND_DOWN).toFixed();
  return nf(locale, { maximumFractionDigits: maxDecimals, signDisplay: signed ? 'exceptZero' : 'auto' })
    .format(fixed as Intl.StringNumericLiteral);
}

/** Money in quote with a sign (PnL): "+12.34"; no "-0.00". */
export function fmtPnl(value: unknown, locale: string, decimals = 2): string {
  const d = toDecimal(value);
  if (!d) return '--';
  const fixed = d.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
  return nf(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'exceptZero' })
    .format(fixed as Intl.StringNumericLiteral);
}

/** A ratio as a percentage with 2 decimals (SPEC §9): "0.0123" -> "1.23%". */
export function fmtPercent(ratio: unknown, locale: string, signed = false): string {
  const d = toDecimal(ratio);
  if (!d) return '--';
  const fixed = d.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed();
  return nf(locale, {
    style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(fixed as Intl.StringNumericLiteral);
}

/** -1, 0 or 1 for colouring profit (up/down). */
export function signOf(value: unknown): -1 | 0 | 1 {
  const d = toDecimal(value);
  if (!d || d.isZero()) return 0;
  return d.isNeg() ? -1 : 1;
}

export function pnlClass(value: unknown): string {
  const s = signOf(value);
  return s > 0 ? 'text-up' : s < 0 ? 'text-down' : '';
}

/** A timestamp in ms (numbers or numeric strings; seconds are recognised and scaled). */
export function toMs(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return null;
  return n < 1e11 ? n * 1000 : n;
}

/** Gregorian calendar and Latin digits everywhere (ar-SA included), 24 h clock. */
export function dateLocale(locale: string): string {
  const base = locale.split('-u-')[0] ?? locale;
  return `${base}-u-ca-gregory-nu-latn`;
}

export function fmtDateTime(value: unknown, locale: string): string {
  const ms = toMs(value);
  if (ms === null) return '--';
  return new Intl.DateTimeFormat(dateLocale(locale), {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));
}

export interface DurationParts { days: number; hours: number; minutes: number }

export function durationParts(ms: number): DurationParts {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/**
 * SPEC §9 duration, short form: under 1 h minutes ("5m"); under 1 day hours and minutes
 * ("3h 12m"); otherwise days, hours and minutes ("2D 4h 12m"). Units come from the messages.
 */
export function fmtDuration(intl: IntlShape, ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '--';
  const { days, hours, minutes } = durationParts(ms);
  if (days > 0) return intl.formatMessage({ id: 'duration.days' }, { d: days, h: hours, m: minutes });
  if (hours > 0) return intl.formatMessage({ id: 'duration.hours' }, { h: hours, m: minutes });
  return intl.formatMessage({ id: 'duration.minutes' }, { m: minutes });
}

/** Running time of a bot: from creation to its end (or now while it runs). */
export function runningMs(createTime: unknown, endTime: unknown, now = Date.now()): number | null {
  const start = toMs(createTime);
  if (start === null) return null;
  const end = toMs(endTime) ?? now;
  return Math.max(0, end - start);
}

/**
 * Running time of a bot: `operation_time` when the server sends it as a duration (ms, below
 * 1e12 so it cannot be a timestamp), else from creation to the end (or now).
 */
export function botRunningMs(operationTime: unknown, createTime: unknown, endTime: unknown, now = Date.now()): number | null {
  const op = Number(operationTime);
  if (operationTime !== null && operationTime !== undefined && operationTime !== '' && Number.isFinite(op) && op >= 0 && op < 1e12) {
    return op;
  }
  return runningMs(createTime, endTime, now);
}

/** "BTCUSDT" + tokens -> "BTC/USDT". */
export function pairLabel(symbol: string, base?: string, quote?: string): string {
  if (base && quote) return `${base}/${quote}`;
  for (const q of ['USDT', 'USDC', 'BTC', 'ETH']) {
    if (symbol.endsWith(q) && symbol.length > q.length) return `${symbol.slice(0, -q.length)}/${q}`;
  }
  return symbol;
}
