import Decimal from 'decimal.js';
import { fromE2 as platformFromE2 } from '../../../platform/symbolList';
import { parseDecimal } from '../kit/math';
import type { FuturesSymbol, GridMode } from './api';

/**
 * Leverage of a futures grid (SPEC §3 "Scaling": leverage E2 is shown divided by 100). The wire
 * leverage is a plain number string ("5" = 5x) with two decimals at most (the E2 granularity).
 */

const E2 = new Decimal(100);
/** The E2 step: 0.01x. */
export const LEVERAGE_DECIMALS = 2;

/** An E2 value as a plain leverage string: 10000 -> "100", 150 -> "1.5"; null when not a positive number. */
export function fromE2(e2: unknown): string | null {
  if (typeof e2 !== 'number' && typeof e2 !== 'string') return null;
  const s = platformFromE2(e2);
  return s && parseDecimal(s)?.gt(0) ? s : null;
}

/** A leverage string as its E2 integer: "2.5" -> 250 (rounded down to the 0.01 step). */
export function toE2(leverage: string): number | null {
  const d = parseDecimal(leverage);
  if (!d || d.lte(0)) return null;
  return d.times(E2).floor().toNumber();
}

export interface LeverageBounds {
  min: string;
  max: string;
}

/**
 * The leverage a futures grid of `mode` may use on `symbol`: from minLeverageE2 / 100 to
 * maxLeverageE2 / 100, capped by the mode's `max_leverage_e2` (the AI-params `config`, else the
 * symbol's `fgridbotConfig`). Null while the symbol config is unknown.
 */
export function leverageBounds(
  symbol: Pick<FuturesSymbol, 'minLeverageE2' | 'maxLeverageE2' | 'fgridbotConfig'> | undefined,
  mode: GridMode,
  modeCapsE2?: Partial<Record<GridMode, number | string>> | null,
): LeverageBounds | null {
  if (!symbol) return null;
  const min = parseDecimal(fromE2(symbol.minLeverageE2) ?? '1') ?? new Decimal(1);
  let max = parseDecimal(fromE2(symbol.maxLeverageE2) ?? '');
  if (!max) return null;
  const cap = fromE2(modeCapsE2?.[mode]) ?? fromE2(symbol.fgridbotConfig?.max_leverage_e2?.[mode]);
  const capD = parseDecimal(cap ?? '');
  if (capD && capD.lt(max)) max = capD;
  if (max.lt(min)) max = min;
  return { min: min.toFixed(), max: max.toFixed() };
}

/**
 * A typed leverage brought into `bounds`, on the 0.01 step (rounded down): "80" with max 50 -> "50",
 * "0.5" with min 1 -> "1", "3.456" -> "3.45". Empty or invalid text stays as it is (the form reports it).
 */
export function clampLeverage(text: string, bounds: LeverageBounds | null): string {
  const d = parseDecimal(text);
  if (!d) return text;
  let v = d.toDecimalPlaces(LEVERAGE_DECIMALS, Decimal.ROUND_DOWN);
  if (bounds) {
    const lo = new Decimal(bounds.min);
    const hi = new Decimal(bounds.max);
    if (v.lt(lo)) v = lo;
    if (v.gt(hi)) v = hi;
  }
  return v.toFixed();
}

/** True when the leverage is a number inside the bounds (bounds unknown: any positive number). */
export function leverageInBounds(text: string, bounds: LeverageBounds | null): boolean {
  const d = parseDecimal(text);
  if (!d || d.lte(0) || d.decimalPlaces() > LEVERAGE_DECIMALS) return false;
  if (!bounds) return true;
  return d.gte(bounds.min) && d.lte(bounds.max);
}

/** Steps of the slider marks: the smallest one giving at most five intervals. */
const MARK_STEPS = [1, 2, 5, 10, 20, 25, 50, 100];

/** Slider marks: the min, round multiples of a step, the max (1..50x: "1", "10", "20", "30", "40", "50"). */
export function leverageMarks(bounds: LeverageBounds | null): string[] {
  if (!bounds) return [];
  const lo = new Decimal(bounds.min);
  const hi = new Decimal(bounds.max);
  if (!hi.gt(lo)) return [lo.toFixed()];
  const step = new Decimal(MARK_STEPS.find((s) => hi.div(s).lte(5)) ?? hi.div(5).ceil().toNumber());
  const marks = [lo];
  for (let m = lo.div(step).floor().plus(1).times(step); m.lt(hi); m = m.plus(step)) marks.push(m);
  marks.push(hi);
  return marks.map((m) => m.toFixed());
}
