import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  feeColumn, priceColumn, qtyColumn, realizedPnlColumn, reduceOnlyColumn, sideColumn, timeColumn,
} from '../kit/orderColumns';
import { OrderSide } from '../kit/OrderSide';
import { OrdersPanelFrame } from '../kit/OrdersPanelFrame';
import type { OrderColumn } from '../kit/OrdersTable';
import { comparePriceDesc } from '../kit/orderSort';
import { useOrdersPanel } from '../kit/useOrdersPanel';
import { fetchFgridHistory, type FgridFill, type FgridOpenOrder } from './api';

interface Props {
  botId: string;
  orders: UseQueryResult<FgridOpenOrder[]>;
  completed: boolean;
  decimals: number;
  base: string;
  quote: string;
}

/** A fill's side with a liquidation badge and maker/taker, since a futures fill can be forced. */
function FillSide({ fill }: { fill: FgridFill }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <OrderSide side={fill.side} />
      {fill.is_liquidation && (
        <span className="badge text-down" data-testid="liquidation-fill"><FormattedMessage id="fgrid.orders.liquidation" /></span>
      )}
      <span className="text-[10px] text-muted">
        <FormattedMessage id={fill.is_maker === false ? 'fgrid.orders.taker' : 'fgrid.orders.maker'} />
      </span>
    </span>
  );
}

/** Open orders (live, reduce-only marked) and the paginated fills (liquidations marked); cards on phones. */
export function FgridOrdersPanel({ botId, orders, completed, decimals, base, quote }: Props) {
  const intl = useIntl();
  const state = useOrdersPanel({ queryKey: 'fgrid-history', botId, completed, fetchPage: fetchFgridHistory });
  // an order sent without a price sorts as 0
  const open = [...(orders.data ?? [])].sort((a, b) => comparePriceDesc(a.price || 0, b.price || 0));

  const openColumns: OrderColumn<FgridOpenOrder>[] = [
    sideColumn(intl), priceColumn(intl, decimals), qtyColumn(intl, base),
    reduceOnlyColumn(intl, { key: 'type', headerId: 'fgrid.orders.type', reduceOnlyId: 'fgrid.orders.reduceOnly', otherId: 'fgrid.orders.open' }),
    timeColumn(intl, (o) => o.create_time),
  ];
  const historyColumns: OrderColumn<FgridFill>[] = [
    sideColumn(intl, (f) => <FillSide fill={f} />), priceColumn(intl, decimals), qtyColumn(intl, base),
    feeColumn(intl, () => quote), realizedPnlColumn(intl, 'fgrid.orders.realizedPnl', quote), timeColumn(intl, (f) => f.time),
  ];

  return (
    <OrdersPanelFrame state={state} open={open} openPending={orders.isPending}
      openColumns={openColumns} openRowData={(o) => ({ 'data-reduce-only': o.reduce_only ? 'true' : 'false' })}
      historyColumns={historyColumns} historyRowData={(f) => ({ 'data-liquidation': f.is_liquidation ? 'true' : 'false' })} />
  );
}
