import Decimal from 'decimal.js';
import type { GridType } from './api';

/** Enough precision for prices with many decimals and geometric powers (MECHANICS §3.2). */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** SPEC §9: price quick-adjust steps, in ticks. */
export const QUICK_STEPS = [-200, -50, -10, 10, 50, 200] as const;

/** A decimal string or null when the text is not a finite number (',' accepted as the point). */
export function parseDecimal(text: string | null | undefined): Decimal | null {
  if (text === null || text === undefined) return null;
  const s = String(text).trim().replace(',', '.');
  if (s === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const d = new D(s);
  return d.isFinite() ? d : null;
}

/** A canonical decimal string of a typed value ("1,5" -> "1.5"), or undefined when empty/invalid. */
export function clean(text: string): string | undefined {
  const d = parseDecimal(text);
  return d ? d.toFixed() : undefined;
}

/** Whether a value (a decimal string, a number, or nothing) is above zero. */
export const isPositive = (v: unknown): boolean => !!parseDecimal(v === null || v === undefined ? '' : String(v))?.gt(0);

/** A whole grid count typed in a form, or null when it is not one. */
export function cellCount(text: string): number | null {
  const s = text.trim();
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/** Digits after the point (SPEC §5 decimal-places helper): "0.0100" -> 4, "5" -> 0. */
export function decimalsOf(text: string | null | undefined): number {
  if (!text) return 0;
  const s = String(text).trim();
  const dot = s.indexOf('.');
  if (/e/i.test(s)) {
    try {
      return new D(s).decimalPlaces();
    } catch {
      return 0;
    }
  }
  return dot < 0 ? 0 : s.length - dot - 1;
}

/**
 * Price decimals of a symbol: from its tick size when the server sends one, otherwise the
 * largest number of decimals among observed prices (the symbol price, candle prices). The
 * server writes prices without trailing zeros, so one sample can under-count; many cannot.
 */
export function priceDecimals(tickSize: string | undefined, samples: (string | null | undefined)[]): number {
  const tick = parseDecimal(tickSize);
  if (tick && tick.gt(0)) return tick.decimalPlaces();
  let best = 0;
  for (const s of samples) best = Math.max(best, decimalsOf(s));
  return Math.min(best, 12);
}

/** One tick = 10^-decimals. */
export function tickOf(decimals: number): Decimal {
  return new D(10).pow(-decimals);
}

/**
 * Move a price by `ticks` ticks (SPEC §9 quick-adjust). An empty field starts from `fallback`
 * (the current price). The result is on the tick grid, never below one tick.
 */
export function adjustByTicks(value: string, ticks: number, decimals: number, fallback?: string): string {
  const start = parseDecimal(value) ?? parseDecimal(fallback);
  if (!start) return value;
  const tick = tickOf(decimals);
  const snapped = start.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  let next = snapped.plus(tick.times(ticks));
  if (next.lt(tick)) next = tick;
  return next.toFixed(decimals);
}

/** Round a price to the symbol's decimals (display and defaults). */
export function roundPrice(value: Decimal.Value, decimals: number): string {
  return new D(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

/**
 * Grid level prices P_0..P_N (MECHANICS §3.2), exact decimals:
 * arithmetic L + i·(U−L)/N, geometric L·(U/L)^(i/N). With `decimals` each level is rounded
 * half-up to the tick. Returns [] for invalid input (U ≤ L, L ≤ 0, N < 1 or not an integer).
 */
export function gridLevels(
  min: Decimal.Value, max: Decimal.Value, cells: number, type: GridType = 'ARITHMETIC', decimals?: number,
): Decimal[] {
  let L: Decimal;
  let U: Decimal;
  try {
    L = new D(min);
    U = new D(max);
  } catch {
    return [];
  }
  if (!L.isFinite() || !U.isFinite() || L.lte(0) || U.lte(L) || !Number.isInteger(cells) || cells < 1) return [];
  const out: Decimal[] = [];
  const ratio = U.div(L);
  for (let i = 0; i <= cells; i += 1) {
    let p: Decimal;
    if (i === 0) p = L;
    else if (i === cells) p = U;
    else if (type === 'GEOMETRIC') p = L.times(ratio.pow(new D(i).div(cells)));
    else p = L.plus(U.minus(L).times(i).div(cells));
    out.push(decimals === undefined ? p : p.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP));
  }
  return out;
}

/** The grid levels as strings, for display and chart lines. */
export function gridLevelStrings(
  min: string, max: string, cells: number, type: GridType, decimals: number,
): string[] {
  return gridLevels(min, max, cells, type, decimals).map((d) => d.toFixed(decimals));
}

/** A default range around the price: ±`pct` (ratio), rounded to the tick. */
export function defaultRange(price: string, decimals: number, pct = '0.05'): { min: string; max: string } | null {
  const p = parseDecimal(price);
  if (!p || p.lte(0)) return null;
  const r = new D(pct);
  return { min: roundPrice(p.times(new D(1).minus(r)), decimals), max: roundPrice(p.times(new D(1).plus(r)), decimals) };
}

/** UI percent -> ratio string (trailing stop: "5" -> "0.05"), exact. */
export function percentToRatio(text: string): string | undefined {
  const d = parseDecimal(text);
  return d ? d.div(100).toFixed() : undefined;
}

/** Ratio -> UI percent string ("0.05" -> "5"), exact. */
export function ratioToPercent(text: string | null | undefined): string {
  const d = parseDecimal(text ?? '');
  return d ? d.times(100).toFixed() : '';
}
