import { FormattedMessage, useIntl } from 'react-intl';
import { fetchHistoryOrders, type OpenOrder } from '../kit/api';
import { SpotOrdersPanel, type OrdersPanelProps } from '../kit/BotOrdersPanels';
import { fmtAmount } from '../kit/format';
import type { OrderColumn } from '../kit/OrdersTable';

/** Open orders (live, with their filled quantity) and the paginated fill history of a bot; tables become cards on phones. */
export function OrdersPanel(props: OrdersPanelProps<OpenOrder>) {
  const intl = useIntl();
  const filled: OrderColumn<OpenOrder> = {
    key: 'filled', header: <FormattedMessage id="orders.filled" />, label: intl.formatMessage({ id: 'orders.filled' }),
    headClass: 'text-end', cellClass: 'text-end tabular-nums', cell: (o) => <bdi>{fmtAmount(o.filled_qty, intl.locale, 8)}</bdi>,
  };
  return <SpotOrdersPanel {...props} historyKey="grid-history" fetchHistory={fetchHistoryOrders} extraOpen={[filled]} />;
}
