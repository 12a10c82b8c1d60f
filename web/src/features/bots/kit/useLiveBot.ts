import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { DecimalString } from './api';

/**
 * Where a family's detail page reads one bot: its detail and open orders (query key and fetch of
 * each, by bot id), its reading of "this bot has stopped", the poll interval and the detail field
 * its PnL chart follows.
 */
export interface LiveBotSource<D extends Record<K, DecimalString>, O, K extends string = string> {
  detailKey: (botId: string) => readonly unknown[];
  fetchDetail: (botId: string) => Promise<D>;
  /** query-cache namespace of the open orders */
  ordersKey: string;
  fetchOrders: (botId: string) => Promise<O[]>;
  isCompleted: (detail: D) => boolean;
  pollMs: number;
  pnlField: K;
}

export interface LiveBot<D, O> {
  detail: UseQueryResult<D>;
  /** open orders, asked for once the detail is in */
  orders: UseQueryResult<O[]>;
  completed: boolean;
}

/**
 * A bot's detail and open orders, polled every `pollMs` until the bot is completed
 * (a stopped bot no longer changes, so polling it would only load the server).
 */
export function useLiveBot<D extends Record<K, DecimalString>, O, K extends string>(
  botId: string, { detailKey, fetchDetail, ordersKey, fetchOrders, isCompleted, pollMs }: LiveBotSource<D, O, K>,
): LiveBot<D, O> {
  const detail = useQuery({
    queryKey: detailKey(botId),
    queryFn: () => fetchDetail(botId),
    refetchInterval: (q) => (q.state.data && isCompleted(q.state.data) ? false : pollMs),
  });
  const completed = !!detail.data && isCompleted(detail.data);
  const orders = useQuery({
    queryKey: [ordersKey, botId],
    queryFn: () => fetchOrders(botId),
    enabled: !!detail.data,
    refetchInterval: completed ? false : pollMs,
  });
  return { detail, orders, completed };
}
