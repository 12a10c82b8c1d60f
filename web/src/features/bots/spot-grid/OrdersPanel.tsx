import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchHistoryOrders, type HistoryOrder, type OpenOrder } from '../kit/api';
import { fmtAmount } from '../kit/format';
import { feeColumn, priceColumn, qtyColumn, sideColumn, timeColumn } from '../kit/orderColumns';
import { OrdersPanelFrame } from '../kit/OrdersPanelFrame';
import type { OrderColumn } from '../kit/OrdersTable';
import { comparePriceDesc } from '../kit/orderSort';
import { useOrdersPanel } from '../kit/useOrdersPanel';

interface Props {
  gridId: string;
  orders: UseQueryResult<OpenOrder[]>;
  completed: boolean;
  decimals: number;
  base: string;
}

/** Open orders (live) and the paginated fill history of a bot; tables become cards on phones. */
export function OrdersPanel({ gridId, orders, completed, decimals, base }: Props) {
  const intl = useIntl();
  const state = useOrdersPanel({ queryKey: 'grid-history', botId: gridId, completed, fetchPage: fetchHistoryOrders });
  const open = [...(orders.data ?? [])].sort((a, b) => comparePriceDesc(a.price, b.price));

  const filled: OrderColumn<OpenOrder> = {
    key: 'filled', header: <FormattedMessage id="orders.filled" />, label: intl.formatMessage({ id: 'orders.filled' }),
    headClass: 'text-end', cellClass: 'text-end tabular-nums', cell: (o) => <bdi>{fmtAmount(o.filled_qty, intl.locale, 8)}</bdi>,
  };
  const openColumns: OrderColumn<OpenOrder>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), filled, timeColumn(intl, (o) => o.create_time),
  ];
  const historyColumns: OrderColumn<HistoryOrder>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), feeColumn(intl, (f) => f.fee_asset),
    timeColumn(intl, (f) => f.time),
  ];

  return (
    <OrdersPanelFrame state={state} open={open} openPending={orders.isPending}
      openColumns={openColumns} historyColumns={historyColumns} />
  );
}
