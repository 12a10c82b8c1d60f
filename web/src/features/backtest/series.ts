import Decimal from 'decimal.js';
import type { BacktestResult } from './api';
import type { Line, Mark } from './charts';

type Pt = [number, string];

/** `[ts, "decimal"]` points as chart floats. */
export const floats = (points: readonly (readonly [number, string])[]): [number, number][] =>
  points.map(([ts, v]) => [ts, Number(v)]);

/** A run's equity as its return on the investment (runs of different capital on one scale), in %. */
export function returnPoints(r: BacktestResult): [number, number][] {
  const invest = new Decimal(r.metrics.investment);
  if (invest.lte(0)) return [];
  // in decimals, then a float for the chart: the curve says exactly what the metrics say
  return (r.equity as Pt[]).map(([ts, v]) => [ts, new Decimal(v).minus(invest).div(invest).times(100).toNumber()]);
}

/** The equity against buy-and-hold of the same capital. */
export function equityLines(r: BacktestResult, titles: { equity: string; hold: string }): Line[] {
  return [
    { id: 'equity', title: titles.equity, color: '#f7a600', points: floats(r.equity as Pt[]) },
    { id: 'hold', title: titles.hold, color: '#848e9c', points: floats(r.buy_hold as Pt[]) },
  ];
}

/** The drawdown from the running peak, in % below it (drawn under zero). */
export function drawdownLine(r: BacktestResult, title: string): Line {
  const points = (r.drawdown as Pt[]).map(([ts, v]): [number, number] => [ts, new Decimal(v).times(-100).toNumber()]);
  return { id: 'drawdown', title, color: '#ef454a', points };
}

/** The fills of one leg as chart marks. */
export function fillMarks(r: BacktestResult, symbol: string): Mark[] {
  return r.fills.filter((f) => f.symbol === symbol).map((f) => ({
    ts: f.ts, side: f.side, liquidation: f.kind === 'LIQUIDATION', title: f.kind === 'LIQUIDATION' ? 'L' : f.side === 'BUY' ? 'B' : 'S',
  }));
}
