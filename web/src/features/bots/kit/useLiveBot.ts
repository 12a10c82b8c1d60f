import { useQuery, type UseQueryResult } from '@tanstack/react-query';

interface Options<D, O> {
  detailKey: readonly unknown[];
  fetchDetail: () => Promise<D>;
  ordersKey: readonly unknown[];
  fetchOrders: () => Promise<O[]>;
  /** the family's reading of "this bot has stopped" */
  isCompleted: (detail: D) => boolean;
  pollMs: number;
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
export function useLiveBot<D, O>(
  { detailKey, fetchDetail, ordersKey, fetchOrders, isCompleted, pollMs }: Options<D, O>,
): LiveBot<D, O> {
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: fetchDetail,
    refetchInterval: (q) => (q.state.data && isCompleted(q.state.data) ? false : pollMs),
  });
  const completed = !!detail.data && isCompleted(detail.data);
  const orders = useQuery({
    queryKey: ordersKey,
    queryFn: fetchOrders,
    enabled: !!detail.data,
    refetchInterval: completed ? false : pollMs,
  });
  return { detail, orders, completed };
}
