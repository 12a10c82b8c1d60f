import Decimal from 'decimal.js';
import type { LegInput, LegSide } from './api';

/** A leg as the basket editor holds it: weight entered in % (1 % steps). */
export interface EditorLeg {
  symbol: string;
  side: LegSide;
  weightPct: string;
}

/** `n` weights in whole percent summing to 100 (the remainder on the first leg). */
export function equalWeights(n: number): string[] {
  if (n <= 0) return [];
  const step = Math.floor(100 / n);
  return [String(100 - step * (n - 1)), ...Array<string>(n - 1).fill(String(step))];
}

/** Whole-percent weights proportional to `volumes` (largest remainders get the leftover points);
 * every leg keeps at least 1 %. */
export function volumeWeights(volumes: string[]): string[] {
  const v = volumes.map((x) => { try { return Decimal.max(new Decimal(x || 0), 0); } catch { return new Decimal(0); } });
  const total = v.reduce((a, b) => a.plus(b), new Decimal(0));
  if (total.lte(0) || v.length === 0) return equalWeights(volumes.length);
  const free = 100 - v.length;
  const raw = v.map((x) => x.div(total).times(free));
  const floors = raw.map((x) => x.floor().toNumber());
  let left = free - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((x, i) => [x.minus(x.floor()).toNumber(), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((f) => String(f + 1));
}

/** Sum of the weights in % (NaN when one is not a number). */
export function weightSum(legs: EditorLeg[]): number {
  return legs.reduce((a, l) => a + Number(l.weightPct), 0);
}

/** Whole percent, 1..100 each, summing to exactly 100. */
export function weightsValid(legs: EditorLeg[]): boolean {
  return legs.length > 0
    && legs.every((l) => /^\d+$/.test(l.weightPct) && Number(l.weightPct) >= 1)
    && weightSum(legs) === 100;
}

/** LONG, SHORT or MIX (derived from the sides, as the server does). */
export function botMode(legs: { side: LegSide }[]): 'LONG' | 'SHORT' | 'MIX' {
  const sides = new Set(legs.map((l) => l.side));
  if (sides.size > 1) return 'MIX';
  return sides.has(2) ? 'SHORT' : 'LONG';
}

/** The legs as the API wants them (weights as ratios). */
export function toLegInputs(legs: EditorLeg[]): LegInput[] {
  return legs.map((l) => ({ symbol: l.symbol, side: l.side, target_position_percent: new Decimal(l.weightPct || 0).div(100).toFixed() }));
}

/** The editor's legs from the API's (weights as whole percent). */
export function fromLegInputs(legs: LegInput[]): EditorLeg[] {
  return legs.map((l) => ({ symbol: l.symbol, side: l.side, weightPct: new Decimal(l.target_position_percent).times(100).toFixed() }));
}
