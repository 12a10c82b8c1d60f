import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type Dispatch, type SetStateAction } from 'react';

/** Fills per history page. */
export const HISTORY_PAGE_SIZE = 20;
/** A running bot keeps filling, so its open history page is refreshed. */
const HISTORY_POLL_MS = 5_000;

export type OrdersTab = 'open' | 'history';

/** One page of fills and how many there are in all. */
export interface FillPage<F> {
  list: F[];
  total: number;
}

export interface OrdersPanelState<F> {
  tab: OrdersTab;
  setTab: (tab: OrdersTab) => void;
  page: number;
  setPage: Dispatch<SetStateAction<number>>;
  /** page count, at least 1 */
  pages: number;
  history: UseQueryResult<FillPage<F>>;
}

interface Options<F> {
  /** query-cache namespace of the family (`grid-history`, `fgrid-history`) */
  queryKey: string;
  botId: string;
  /** a finished bot has no new fills: no polling */
  completed: boolean;
  fetchPage: (botId: string, page: number, limit: number) => Promise<FillPage<F>>;
}

/**
 * The tab and the paged fill history of an orders panel; the history is only fetched
 * while its tab is shown and keeps the previous page on screen while the next loads.
 */
export function useOrdersPanel<F>({ queryKey, botId, completed, fetchPage }: Options<F>): OrdersPanelState<F> {
  const [tab, setTab] = useState<OrdersTab>('open');
  const { page, setPage, pages, query: history } = usePagedList({
    queryKey, botId, fetchPage, pageSize: HISTORY_PAGE_SIZE, pollMs: completed ? false : HISTORY_POLL_MS, enabled: tab === 'history',
  });
  return { tab, setTab, page, setPage, pages, history };
}

/**
 * One page at a time of a bot's paged list (fills, rounds, rebalances): the page, the page count
 * (at least 1) and its query, which keeps the previous page on screen while the next loads.
 */
export function usePagedList<F>({ queryKey, botId, fetchPage, pageSize, pollMs, enabled = true }: {
  /** query-cache namespace of the list */
  queryKey: string;
  botId: string;
  fetchPage: (botId: string, page: number, limit: number) => Promise<FillPage<F>>;
  pageSize: number;
  /** refresh interval while the bot runs; false: none */
  pollMs: number | false;
  enabled?: boolean;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [queryKey, botId, page],
    queryFn: () => fetchPage(botId, page, pageSize),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / pageSize));
  return { page, setPage, pages, query };
}
