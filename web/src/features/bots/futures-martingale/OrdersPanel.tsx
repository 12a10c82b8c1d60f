import { FuturesOrdersPanel, type FuturesOrdersPanelProps } from '../kit/BotOrdersPanels';
import { fetchFmartHistory, type FmartOpenOrder } from './api';

const ROLES = { key: 'role', headerId: 'fmart.orders.role', reduceOnlyId: 'fmart.orders.takeProfit', otherId: 'fmart.orders.add' };

/** The resting add and the reduce-only take profit; the paged fills with their realized PnL. */
export function FmartOrdersPanel(props: FuturesOrdersPanelProps<FmartOpenOrder>) {
  return (
    <FuturesOrdersPanel {...props} historyKey="fmart-history" fetchHistory={fetchFmartHistory} roles={ROLES}
      pnlHeaderId="fmart.orders.realizedPnl" />
  );
}
