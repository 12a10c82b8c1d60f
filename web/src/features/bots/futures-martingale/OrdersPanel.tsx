import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { fmtPnl, pnlClass } from '../kit/format';
import { feeColumn, priceColumn, qtyColumn, sideColumn, timeColumn } from '../kit/orderColumns';
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
  const role: OrderColumn<FmartOpenOrder> = {
    key: 'role', header: <FormattedMessage id="fmart.orders.role" />, label: intl.formatMessage({ id: 'fmart.orders.role' }),
    headClass: 'text-end', cellClass: 'text-end',
    cell: (o) => (o.reduce_only
      ? <span className="badge text-accent" data-testid="reduce-only"><FormattedMessage id="fmart.orders.takeProfit" /></span>
      : <span className="text-xs text-muted"><FormattedMessage id="fmart.orders.add" /></span>),
  };
  const realized: OrderColumn<FmartFill> = {
    key: 'pnl', header: <FormattedMessage id="fmart.orders.realizedPnl" />, label: intl.formatMessage({ id: 'fmart.orders.realizedPnl' }),
    headClass: 'text-end', cellClass: (f) => `text-end tabular-nums ${pnlClass(f.realized_pnl)}`,
    cell: (f) => <bdi>{`${fmtPnl(f.realized_pnl ?? '0', intl.locale, 4)} ${quote}`}</bdi>,
  };
  const openColumns: OrderColumn<FmartOpenOrder>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), role, timeColumn(intl, (o) => o.create_time),
  ];
  const historyColumns: OrderColumn<FmartFill>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base), feeColumn(intl, () => quote), realized,
    timeColumn(intl, (f) => f.time),
  ];
  return (
    <OrdersPanelFrame state={state} open={open} openPending={orders.isPending} openColumns={openColumns}
      openRowData={(o) => ({ 'data-reduce-only': o.reduce_only ? 'true' : 'false' })}
      historyColumns={historyColumns} historyRowData={(f) => ({ 'data-liquidation': f.is_liquidation ? 'true' : 'false' })} />
  );
}
