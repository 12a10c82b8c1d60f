import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  feeColumn, priceColumn, qtyColumn, realizedPnlColumn, reduceOnlyColumn, sideColumn, timeColumn,
} from '../kit/orderColumns';
import { OrdersPanelFrame } from '../kit/OrdersPanelFrame';
import type { OrderColumn } from '../kit/OrdersTable';
import { comparePriceDesc } from '../kit/orderSort';
import { useOrdersPanel } from '../kit/useOrdersPanel';
import { fetchFmartHistory, type FmartFill, type FmartOpenOrder } from './api';

interface Props {
  botId: string;
  orders: UseQueryResult<FmartOpenOrder[]>;
  completed: boolean;
  decimals: number;
  base: string;
  quote: string;
}

/** The resting add and the reduce-only take profit; the paged fills with their realized PnL. */
export function FmartOrdersPanel({ botId, orders, completed, decimals, base, quote }: Props) {
  const intl = useIntl();
  const state = useOrdersPanel({ queryKey: 'fmart-history', botId, completed, fetchPage: fetchFmartHistory });
  const open = [...(orders.data ?? [])].sort((a, b) => comparePriceDesc(a.price || 0, b.price || 0));
  const openColumns: OrderColumn<FmartOpenOrder>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base),
    reduceOnlyColumn(intl, { key: 'role', headerId: 'fmart.orders.role', reduceOnlyId: 'fmart.orders.takeProfit', otherId: 'fmart.orders.add' }),
    timeColumn(intl, (o) => o.create_time),
  ];
  const historyColumns: OrderColumn<FmartFill>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), feeColumn(intl, () => quote),
    realizedPnlColumn(intl, 'fmart.orders.realizedPnl', quote), timeColumn(intl, (f) => f.time),
  ];
  return (
    <OrdersPanelFrame state={state} open={open} openPending={orders.isPending} openColumns={openColumns}
      openRowData={(o) => ({ 'data-reduce-only': o.reduce_only ? 'true' : 'false' })}
      historyColumns={historyColumns} historyRowData={(f) => ({ 'data-liquidation': f.is_liquidation ? 'true' : 'false' })} />
  );
}
