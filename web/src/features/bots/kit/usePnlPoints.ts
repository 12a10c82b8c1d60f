import { useEffect, useState } from 'react';
import type { DecimalString } from './api';
import type { Point } from './charts';

/** Snapshots kept for the chart: enough for more than an hour of polling. */
const MAX_POINTS = 2_000;

/**
 * The bot's profit over time for the PnL chart. The server keeps no history, so the page records
 * `field` of each polled snapshot of the detail `d` (fetched at `updatedAt`).
 */
export function usePnlPoints<K extends string, D extends Record<K, DecimalString>>(
  d: D | undefined, updatedAt: number, field: K,
): Point[] {
  const [points, setPoints] = useState<Point[]>([]);
  useEffect(() => {
    if (!d || !updatedAt) return;
    setPoints((prev) => [...prev.slice(-(MAX_POINTS - 1)), { time: updatedAt, value: d[field] }]);
  }, [d, updatedAt, field]);
  return points;
}
