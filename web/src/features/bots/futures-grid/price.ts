import Decimal from 'decimal.js';
import { decimalsOf, parseDecimal } from '../kit/math';

/**
 * Prices on a perpetual's tick (symbol config `tickSize`, e.g. "0.1" or "0.5"): the SPEC §9
 * quick-adjust moves a price by whole ticks of the symbol, not by powers of ten.
 */

/** The tick as a Decimal; falls back to 10^-decimals when the tick size is missing. */
export function tickOf(tickSize: string | null | undefined, fallbackDecimals = 2): Decimal {
  const t = parseDecimal(tickSize ?? '');
  return t && t.gt(0) ? t : new Decimal(10).pow(-fallbackDecimals);
}

/** Price decimals of a tick size ("0.10" -> 1, "0.5" -> 1, "1" -> 0). */
export function tickDecimals(tickSize: string | null | undefined, fallback = 2): number {
  const t = parseDecimal(tickSize ?? '');
  if (!t || t.lte(0)) return fallback;
  return t.decimalPlaces();
}

/** A price rounded (half up) onto the tick grid, written with the tick's decimals. */
export function roundToTick(value: Decimal.Value, tickSize: string | null | undefined): string {
  const tick = tickOf(tickSize);
  const d = new Decimal(value);
  return d.div(tick).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(tick).toFixed(tick.decimalPlaces());
}

/**
 * Move a price by `ticks` ticks. An empty field starts from `fallback` (the current price).
 * The result is on the tick grid and never below one tick.
 */
export function adjustByTick(value: string, ticks: number, tickSize: string | null | undefined, fallback?: string): string {
  const start = parseDecimal(value) ?? parseDecimal(fallback);
  if (!start) return value;
  const tick = tickOf(tickSize);
  const snapped = start.div(tick).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(tick);
  let next = snapped.plus(tick.times(ticks));
  if (next.lt(tick)) next = tick;
  return next.toFixed(tick.decimalPlaces());
}

/** A default range around the price: ±`pct` (ratio), on the tick. */
export function rangeAround(price: string, tickSize: string | null | undefined, down = '0.05', up = '0.05'): { min: string; max: string } | null {
  const p = parseDecimal(price);
  if (!p || p.lte(0)) return null;
  return {
    min: roundToTick(p.times(new Decimal(1).minus(down)), tickSize),
    max: roundToTick(p.times(new Decimal(1).plus(up)), tickSize),
  };
}

/** Decimals to show a price with: the tick's, or the most seen in the samples. */
export function displayDecimals(tickSize: string | null | undefined, samples: (string | null | undefined)[] = []): number {
  const t = parseDecimal(tickSize ?? '');
  if (t && t.gt(0)) return t.decimalPlaces();
  let best = 0;
  for (const s of samples) best = Math.max(best, decimalsOf(s));
  return Math.min(best, 12);
}
