import { SpotOrdersPanel, type OrdersPanelProps } from '../kit/BotOrdersPanels';
import { fetchDcaHistory, type DcaOrder } from './api';

/** A DCA bot's resting orders (the SAFETY_ORDER ladder and TP) and its paged fills (rounds, cycles). */
export function DcaOrdersPanel(props: OrdersPanelProps<DcaOrder>) {
  return <SpotOrdersPanel {...props} historyKey="dca-history" fetchHistory={fetchDcaHistory} />;
}
