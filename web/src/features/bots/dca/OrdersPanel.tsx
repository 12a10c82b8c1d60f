import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { feeColumn, priceColumn, qtyColumn, sideColumn, timeColumn } from '../kit/orderColumns';
import { OrdersPanelFrame } from '../kit/OrdersPanelFrame';
import type { OrderColumn } from '../kit/OrdersTable';
import { comparePriceDesc } from '../kit/orderSort';
import { useOrdersPanel } from '../kit/useOrdersPanel';
import { fetchDcaHistory, type DcaFill, type DcaOrder } from './api';

interface Props {
  botId: string;
  orders: UseQueryResult<DcaOrder[]>;
  completed: boolean;
  decimals: number;
  base: string;
}

/** A DCA bot's resting orders (the SAFETY_ORDER ladder and TP) and its paged fills (rounds, cycles). */
export function DcaOrdersPanel({ botId, orders, completed, decimals, base }: Props) {
  const intl = useIntl();
  const state = useOrdersPanel({ queryKey: 'dca-history', botId, completed, fetchPage: fetchDcaHistory });
  const open = [...(orders.data ?? [])].sort((a, b) => comparePriceDesc(a.price, b.price));
  const openColumns: OrderColumn<DcaOrder>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), timeColumn(intl, (o) => o.create_time),
  ];
  const historyColumns: OrderColumn<DcaFill>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), feeColumn(intl, (f) => f.fee_asset),
    timeColumn(intl, (f) => f.time),
  ];
  return (
    <OrdersPanelFrame state={state} open={open} openPending={orders.isPending}
      openColumns={openColumns} historyColumns={historyColumns} />
  );
}
