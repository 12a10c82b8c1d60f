import { FormattedMessage } from 'react-intl';
import { FuturesOrdersPanel, type FuturesOrdersPanelProps } from '../kit/BotOrdersPanels';
import { OrderSide } from '../kit/OrderSide';
import { fetchFgridHistory, type FgridFill, type FgridOpenOrder } from './api';

const ROLES = { key: 'type', headerId: 'fgrid.orders.type', reduceOnlyId: 'fgrid.orders.reduceOnly', otherId: 'fgrid.orders.open' };

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
export function FgridOrdersPanel(props: FuturesOrdersPanelProps<FgridOpenOrder>) {
  return (
    <FuturesOrdersPanel {...props} historyKey="fgrid-history" fetchHistory={fetchFgridHistory} roles={ROLES}
      pnlHeaderId="fgrid.orders.realizedPnl" fillSide={(f) => <FillSide fill={f} />} />
  );
}
