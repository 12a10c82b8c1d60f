/**
 * Display helpers (SPEC §5 client-side helpers, §9 number and duration formats).
 *
 * Money arrives as strings: values are never turned into floats. Strings go through
 * decimal.js for arithmetic and reach Intl.NumberFormat as strings (exact decimals).
 * Every helper is locale-aware through Intl; ar-SA keeps Latin digits.
 */
import DecimalBase from 'decimal.js';
import { EMPTY_DISPLAY, PERCENT_DECIMALS, SHORT_BILLION, SHORT_MILLION } from './constants';
import { intlLocale } from './locale';

/** Decimal with enough precision for any money value (the default 20 digits is not). */
const Decimal = DecimalBase.clone({ precision: 60 });
type Decimal = InstanceType<typeof Decimal>;

export type NumberLike = number | string | DecimalBase;

function isDecimal(v: unknown): v is Decimal {
  return DecimalBase.isDecimal(v);
}

/** A finite Decimal of a number, numeric string or Decimal; undefined otherwise. */
export function toDecimal(v: unknown): Decimal | undefined {
  if (isDecimal(v)) return v.isFinite() ? new Decimal(v) : undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? new Decimal(v) : undefined;
  if (typeof v === 'string') {
    const s = v.trim().replace(/,/g, '');
    if (!s) return undefined;
    try {
      const d = new Decimal(s);
      return d.isFinite() ? d : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * `--` for an empty string, NaN, undefined, null or zero (number 0 or a zero string such as
 * '0.00'); otherwise the value as text, unchanged.
 */
export function displayValue(v: unknown): string {
  if (v === undefined || v === null || v === '') return EMPTY_DISPLAY;
  if (typeof v === 'number') return Number.isNaN(v) || v === 0 ? EMPTY_DISPLAY : String(v);
  if (typeof v === 'string') {
    if (v.trim() === '' || v.trim() === 'NaN') return EMPTY_DISPLAY;
    const d = toDecimal(v);
    return d && d.isZero() ? EMPTY_DISPLAY : v;
  }
  if (isDecimal(v)) return v.isNaN() || v.isZero() ? EMPTY_DISPLAY : v.toString();
  return String(v);
}

/**
 * Digits after the decimal point, counted on the text ('1.50' -> 2, 0.001 -> 3, '10' -> 0).
 * Exponent forms count their effective digits (1e-7 -> 7, '1.5e-3' -> 4).
 */
export function decimalPlaces(v: unknown): number {
  if (v === undefined || v === null) return 0;
  const s = (isDecimal(v) ? v.toString() : String(v)).trim();
  const m = /^[+-]?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(s);
  if (!m) return 0;
  const fraction = m[2]?.length ?? 0;
  const exp = m[3] ? Number(m[3]) : 0;
  return Math.max(0, fraction - exp);
}

function nf(locale: string | undefined, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(intlLocale(locale), opts);
}

/** Intl.NumberFormat.format with an exact decimal string (no float rounding on the way). */
function formatExact(f: Intl.NumberFormat, d: Decimal): string {
  return f.format(d.toFixed() as unknown as number);
}

/** A number in the locale's grouping, at most `maxDecimals` (default 8) fraction digits. */
export function formatNumber(
  v: unknown,
  locale?: string,
  opts: { minDecimals?: number; maxDecimals?: number } = {},
): string {
  const d = toDecimal(v);
  if (!d) return EMPTY_DISPLAY;
  const maximumFractionDigits = opts.maxDecimals ?? 8;
  const minimumFractionDigits = Math.min(opts.minDecimals ?? 0, maximumFractionDigits);
  return formatExact(nf(locale, { minimumFractionDigits, maximumFractionDigits }), d);
}

/**
 * Short form (SPEC §9): `b` for |v| >= 1e9, `m` for |v| >= 1e6, else the plain number;
 * at most 2 fraction digits, rounded half-up, locale grouping and digits
 * (1234567 -> '1.23m', '2500000000' -> '2.5b', 999999 -> '999,999').
 */
export function shortNumber(v: unknown, locale?: string): string {
  const d = toDecimal(v);
  if (!d) return EMPTY_DISPLAY;
  const f = nf(locale, { maximumFractionDigits: 2 });
  const abs = d.abs();
  if (abs.gte(SHORT_BILLION)) return `${formatExact(f, d.div(SHORT_BILLION))}b`;
  if (abs.gte(SHORT_MILLION)) return `${formatExact(f, d.div(SHORT_MILLION))}m`;
  return formatExact(f, d);
}

/**
 * A percentage with 2 decimals (SPEC §9). The input is a ratio by default (0.1234 ->
 * '12.34%'); pass `{ ratio: false }` for a value already in percent (12.34 -> '12.34%').
 * `sign: true` prefixes positive values with '+'.
 */
export function percent(
  v: unknown,
  locale?: string,
  opts: { ratio?: boolean; sign?: boolean; decimals?: number } = {},
): string {
  const d = toDecimal(v);
  if (!d) return EMPTY_DISPLAY;
  const digits = opts.decimals ?? PERCENT_DECIMALS;
  const ratio = opts.ratio === false ? d.div(100) : d;
  return formatExact(
    nf(locale, {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: opts.sign ? 'exceptZero' : 'auto',
    }),
    ratio,
  );
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Whole days, hours and minutes of a non-negative duration (rounded down to the minute). */
export function durationParts(ms: number): { days: number; hours: number; minutes: number } {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / MINUTE_MS) * MINUTE_MS : 0;
  return {
    days: Math.floor(total / DAY_MS),
    hours: Math.floor((total % DAY_MS) / HOUR_MS),
    minutes: Math.floor((total % HOUR_MS) / MINUTE_MS),
  };
}

/**
 * A running time (SPEC §9). Long form (default): under 1 h minutes ('5 minutes',
 * '1 minute'); under 1 day hours and minutes ('2 hours 5 minutes'); otherwise days, hours
 * and minutes ('1 day 0 hours 5 minutes'), units in the locale's words through Intl.
 * Short form: always '{d}D {h}h {m}m' ('0D 0h 5m'), numbers in the locale's digits.
 * Negative or invalid durations count as 0.
 */
export function duration(ms: number, opts: { short?: boolean; locale?: string } = {}): string {
  const { days, hours, minutes } = durationParts(ms);
  const n = nf(opts.locale, { maximumFractionDigits: 0 });
  if (opts.short) return `${n.format(days)}D ${n.format(hours)}h ${n.format(minutes)}m`;
  const unit = (value: number, u: 'day' | 'hour' | 'minute') =>
    nf(opts.locale, { style: 'unit', unit: u, unitDisplay: 'long', maximumFractionDigits: 0 }).format(value);
  const total = days * DAY_MS + hours * HOUR_MS + minutes * MINUTE_MS;
  if (total < HOUR_MS) return unit(minutes, 'minute');
  if (total < DAY_MS) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  return `${unit(days, 'day')} ${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}
