import type { UseQueryResult } from '@tanstack/react-query';
import type Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DecimalString, FillBase, FuturesFill, FuturesOpenOrder, Id } from './api';
import {
  feeColumn, priceColumn, qtyColumn, realizedPnlColumn, reduceOnlyColumn, sideColumn, timeColumn,
} from './orderColumns';
import { OrdersPanelFrame } from './OrdersPanelFrame';
import type { OrderColumn, RowData } from './OrdersTable';
import { comparePriceDesc } from './orderSort';
import { useOrdersPanel, type FillPage } from './useOrdersPanel';

/** What a detail page hands its orders panel: the bot, its live open orders and how to show them. */
export interface OrdersPanelProps<O> {
  botId: string;
  orders: UseQueryResult<O[]>;
  completed: boolean;
  decimals: number;
  base: string;
}

/** The same for a futures bot, whose fees and PnL are in the quote coin. */
export interface FuturesOrdersPanelProps<O> extends OrdersPanelProps<O> {
  quote: string;
}

/** What every open order of the tables has (the time column reads its creation). */
interface OpenRow { order_id: Id; side: string; price: DecimalString; qty: DecimalString; create_time: number | string }

/** How a family fetches its fills: its query-cache namespace and one page of them. */
interface HistorySource<F> {
  historyKey: string;
  fetchHistory: (botId: string, page: number, limit: number) => Promise<FillPage<F>>;
}

/**
 * The orders card of a live bot: the open orders by descending price (`openPrice`, the order's
 * price by default) and the fills, paged and polled until the bot has completed.
 */
function LiveOrdersPanel<O extends OpenRow, F extends FillBase>({
  botId, orders, completed, historyKey, fetchHistory, openPrice = (o) => o.price, openColumns, historyColumns, openRowData,
  historyRowData,
}: Omit<OrdersPanelProps<O>, 'decimals' | 'base'> & HistorySource<F> & {
  openPrice?: (order: O) => Decimal.Value;
  openColumns: OrderColumn<O>[];
  historyColumns: OrderColumn<F>[];
  openRowData?: (order: O) => RowData;
  historyRowData?: (fill: F) => RowData;
}) {
  const state = useOrdersPanel({ queryKey: historyKey, botId, completed, fetchPage: fetchHistory });
  const open = [...(orders.data ?? [])].sort((a, b) => comparePriceDesc(openPrice(a), openPrice(b)));
  return (
    <OrdersPanelFrame state={state} open={open} openPending={orders.isPending} openColumns={openColumns}
      openRowData={openRowData} historyColumns={historyColumns} historyRowData={historyRowData} />
  );
}

/**
 * A spot bot's orders (grid, DCA): side, price, quantity and time, the family's `extraOpen` columns
 * before the time of an open order; a fill's fee in the coin it was paid in.
 */
export function SpotOrdersPanel<O extends OpenRow, F extends FillBase & { fee_asset: string; time: number | string }>({
  decimals, base, extraOpen = [], ...live
}: OrdersPanelProps<O> & HistorySource<F> & { extraOpen?: OrderColumn<O>[] }) {
  const intl = useIntl();
  const openColumns: OrderColumn<O>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), ...extraOpen, timeColumn(intl, (o) => o.create_time),
  ];
  const historyColumns: OrderColumn<F>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), feeColumn(intl, (f) => f.fee_asset),
    timeColumn(intl, (f) => f.time),
  ];
  return <LiveOrdersPanel {...live} openColumns={openColumns} historyColumns={historyColumns} />;
}

/**
 * A futures bot's orders (grid, martingale): each open order's role (`roles`: the reduce-only ones
 * badged, test id reduce-only) and the fills' realized PnL under `pnlHeaderId`, liquidations marked;
 * `fillSide` replaces a fill's plain side label. An order sent without a price sorts as 0.
 */
export function FuturesOrdersPanel<O extends FuturesOpenOrder, F extends FuturesFill>({
  decimals, base, quote, roles, pnlHeaderId, fillSide, ...live
}: FuturesOrdersPanelProps<O> & HistorySource<F> & {
  roles: Parameters<typeof reduceOnlyColumn>[1];
  pnlHeaderId: string;
  fillSide?: (fill: F) => ReactNode;
}) {
  const intl = useIntl();
  const openColumns: OrderColumn<O>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), reduceOnlyColumn(intl, roles),
    timeColumn(intl, (o) => o.create_time),
  ];
  const historyColumns: OrderColumn<F>[] = [
    sideColumn(intl, fillSide), priceColumn(intl, decimals), qtyColumn(intl, base), feeColumn(intl, () => quote),
    realizedPnlColumn(intl, pnlHeaderId, quote), timeColumn(intl, (f) => f.time),
  ];
  return (
    <LiveOrdersPanel {...live} openPrice={(o) => o.price || 0} openColumns={openColumns} historyColumns={historyColumns}
      openRowData={(o) => ({ 'data-reduce-only': o.reduce_only ? 'true' : 'false' })}
      historyRowData={(f) => ({ 'data-liquidation': f.is_liquidation ? 'true' : 'false' })} />
  );
}
