import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../api/client';
import type { DecimalString, Id } from './api';
import type { Point } from './charts';

/** Live snapshots kept after the server's last point: enough for more than an hour of polling. */
const MAX_POINTS = 2_000;
/** The server samples once a minute: its history is asked for again this often. */
const HISTORY_MS = 60_000;

interface PnlHistoryPoint {
  ts: number;
  equity: DecimalString;
  pnl: DecimalString;
  pnl_per: DecimalString;
}

/** POST /s1/bot/tradingbot/v1/pnl-history: the bot's PnL as the server sampled it (any family). */
export const fetchPnlHistory = (botId: Id) =>
  api.post<{ interval: string; list: PnlHistoryPoint[] }>('/s1/bot/tradingbot/v1/pnl-history', { bot_id: String(botId) })
    .then((r) => r?.list ?? []);

/**
 * The bot's PnL over time for the chart: the server's history (kept across reloads and restarts)
 * followed by `field` of each detail snapshot `d` polled since (fetched at `updatedAt`).
 */
export function usePnlPoints<K extends string, D extends Record<K, DecimalString>>(
  botId: Id, d: D | undefined, updatedAt: number, field: K,
): Point[] {
  const history = useQuery({
    queryKey: ['pnl-history', String(botId)],
    queryFn: () => fetchPnlHistory(botId),
    refetchInterval: HISTORY_MS,
    retry: false,
  });
  const [live, setLive] = useState<Point[]>([]);
  useEffect(() => {
    if (!d || !updatedAt) return;
    setLive((prev) => [...prev.slice(-(MAX_POINTS - 1)), { time: updatedAt, value: d[field] }]);
  }, [d, updatedAt, field]);
  return useMemo(() => {
    const server = (history.data ?? []).map((p) => ({ time: p.ts, value: p.pnl }));
    const last = server.length ? server[server.length - 1]!.time : 0;
    return [...server, ...live.filter((p) => p.time > last)];
  }, [history.data, live]);
}
