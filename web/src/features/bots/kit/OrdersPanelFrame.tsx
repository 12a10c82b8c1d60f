import { FormattedMessage } from 'react-intl';
import type { Id } from './api';
import { sideOf } from './labels';
import { HistoryPager } from './HistoryPager';
import { OrdersTable, type OrderColumn, type RowData } from './OrdersTable';
import type { OrdersPanelState } from './useOrdersPanel';

/** What every open order has, whatever the family. */
interface OpenRow { order_id: Id; side: string }
/** What every fill has, whatever the family. */
interface FillRow { fill_id: Id; order_id: Id }

interface Props<O extends OpenRow, F extends FillRow> {
  state: OrdersPanelState<F>;
  /** open orders in display order */
  open: O[];
  /** the open orders have not loaded yet */
  openPending: boolean;
  openColumns: OrderColumn<O>[];
  /** family-specific `data-*` of an open-order row (reduce-only) */
  openRowData?: (order: O) => RowData;
  historyColumns: OrderColumn<F>[];
  /** family-specific `data-*` of a fill row (liquidation) */
  historyRowData?: (fill: F) => RowData;
}

const none = (): RowData => ({});

/** An empty tab: "loading" until the first answer, then the tab's own empty message. */
function EmptyNote({ testId, pending, messageId }: { testId: string; pending: boolean; messageId: string }) {
  return (
    <p className="py-8 text-center text-sm text-muted" data-testid={testId}>
      <FormattedMessage id={pending ? 'common.loading' : messageId} />
    </p>
  );
}

/**
 * The orders card both grid families share: an "open orders" tab (live) and a paged
 * "history" tab of fills. The families differ only in their columns and row attributes.
 */
export function OrdersPanelFrame<O extends OpenRow, F extends FillRow>({
  state, open, openPending, openColumns, openRowData = none, historyColumns, historyRowData = none,
}: Props<O, F>) {
  const { tab, setTab, page, setPage, pages, history } = state;
  return (
    <section className="card min-w-0" data-testid="orders-panel">
      <div role="tablist" className="tabs">
        <button type="button" role="tab" aria-selected={tab === 'open'} className="tab" data-testid="orders-tab-open"
          onClick={() => setTab('open')}>
          <FormattedMessage id="orders.open" values={{ count: open.length }} />
        </button>
        <button type="button" role="tab" aria-selected={tab === 'history'} className="tab" data-testid="orders-tab-history"
          onClick={() => setTab('history')}>
          <FormattedMessage id="orders.history" />
        </button>
      </div>

      {tab === 'open' ? (
        <div role="tabpanel" className="mt-2">
          {open.length === 0 ? (
            <EmptyNote testId="open-orders-empty" pending={openPending} messageId="orders.noOpen" />
          ) : (
            <OrdersTable testId="open-orders" columns={openColumns} rows={open} rowKey={(o) => String(o.order_id)}
              rowData={(o) => ({ 'data-testid': 'open-order-row', 'data-side': sideOf(o.side) ?? o.side, ...openRowData(o) })} />
          )}
        </div>
      ) : (
        <div role="tabpanel" className="mt-2">
          {!history.data?.list.length ? (
            <EmptyNote testId="history-empty" pending={history.isPending} messageId="orders.noHistory" />
          ) : (
            <>
              <OrdersTable testId="history-orders" columns={historyColumns} rows={history.data.list}
                rowKey={(f) => `${String(f.fill_id)}-${String(f.order_id)}`}
                rowData={(f) => ({ 'data-testid': 'history-row', ...historyRowData(f) })} />
              <HistoryPager page={page} pages={pages} setPage={setPage} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
