import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fmtAmount, fmtDateTime, fmtPnl, fmtPrice, pnlClass } from '../grid/format';
import { sideOf } from '../grid/labels';
import { fetchFgridHistory, type FgridOpenOrder } from './api';

export const FGRID_HISTORY_PAGE_SIZE = 20;
const HISTORY_POLL_MS = 5_000;

interface Props {
  botId: string;
  orders: UseQueryResult<FgridOpenOrder[]>;
  completed: boolean;
  decimals: number;
  base: string;
  quote: string;
}

function byPriceDesc(a: FgridOpenOrder, b: FgridOpenOrder): number {
  try {
    return new Decimal(b.price || 0).cmp(new Decimal(a.price || 0));
  } catch {
    return 0;
  }
}

function Side({ side }: { side: string }) {
  const s = sideOf(side);
  if (!s) return <>{side}</>;
  return <span className={s === 'BUY' ? 'text-up' : 'text-down'}><FormattedMessage id={`side.${s}`} /></span>;
}

/** Open orders (live, reduce-only marked) and the paginated fills (liquidations marked); cards on phones. */
export function FgridOrdersPanel({ botId, orders, completed, decimals, base, quote }: Props) {
  const intl = useIntl();
  const [tab, setTab] = useState<'open' | 'history'>('open');
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['fgrid-history', botId, page],
    queryFn: () => fetchFgridHistory(botId, page, FGRID_HISTORY_PAGE_SIZE),
    enabled: tab === 'history',
    placeholderData: keepPreviousData,
    refetchInterval: completed ? false : HISTORY_POLL_MS,
  });
  const open = [...(orders.data ?? [])].sort(byPriceDesc);
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / FGRID_HISTORY_PAGE_SIZE));
  const label = (id: string) => intl.formatMessage({ id });
  const qtyLabel = intl.formatMessage({ id: 'orders.qty' }, { coin: base });

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
            <p className="py-8 text-center text-sm text-muted" data-testid="open-orders-empty">
              <FormattedMessage id={orders.isPending ? 'common.loading' : 'orders.noOpen'} />
            </p>
          ) : (
            <table className="resp-table" data-testid="open-orders">
              <thead>
                <tr>
                  <th><FormattedMessage id="orders.side" /></th>
                  <th className="text-end"><FormattedMessage id="orders.price" /></th>
                  <th className="text-end">{qtyLabel}</th>
                  <th className="text-end"><FormattedMessage id="fgrid.orders.type" /></th>
                  <th className="text-end"><FormattedMessage id="orders.time" /></th>
                </tr>
              </thead>
              <tbody>
                {open.map((o) => (
                  <tr key={String(o.order_id)} data-testid="open-order-row" data-side={sideOf(o.side) ?? o.side}
                    data-reduce-only={o.reduce_only ? 'true' : 'false'}>
                    <td data-label={label('orders.side')}><Side side={o.side} /></td>
                    <td data-label={label('orders.price')} className="text-end tabular-nums">
                      <bdi>{fmtPrice(o.price, intl.locale, decimals)}</bdi>
                    </td>
                    <td data-label={qtyLabel} className="text-end tabular-nums"><bdi>{fmtAmount(o.qty, intl.locale, 8)}</bdi></td>
                    <td data-label={label('fgrid.orders.type')} className="text-end">
                      {o.reduce_only ? (
                        <span className="badge text-accent" data-testid="reduce-only"><FormattedMessage id="fgrid.orders.reduceOnly" /></span>
                      ) : <span className="text-xs text-muted"><FormattedMessage id="fgrid.orders.open" /></span>}
                    </td>
                    <td data-label={label('orders.time')} className="text-end tabular-nums text-muted">
                      <bdi>{fmtDateTime(o.create_time, intl.locale)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ) : (
        <div role="tabpanel" className="mt-2">
          {!history.data?.list.length ? (
            <p className="py-8 text-center text-sm text-muted" data-testid="history-empty">
              <FormattedMessage id={history.isPending ? 'common.loading' : 'orders.noHistory'} />
            </p>
          ) : (
            <>
              <table className="resp-table" data-testid="history-orders">
                <thead>
                  <tr>
                    <th><FormattedMessage id="orders.side" /></th>
                    <th className="text-end"><FormattedMessage id="orders.price" /></th>
                    <th className="text-end">{qtyLabel}</th>
                    <th className="text-end"><FormattedMessage id="orders.fee" /></th>
                    <th className="text-end"><FormattedMessage id="fgrid.orders.realizedPnl" /></th>
                    <th className="text-end"><FormattedMessage id="orders.time" /></th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.list.map((f) => (
                    <tr key={`${String(f.fill_id)}-${String(f.order_id)}`} data-testid="history-row"
                      data-liquidation={f.is_liquidation ? 'true' : 'false'}>
                      <td data-label={label('orders.side')}>
                        <span className="flex flex-wrap items-center gap-1.5">
                          <Side side={f.side} />
                          {f.is_liquidation && (
                            <span className="badge text-down" data-testid="liquidation-fill"><FormattedMessage id="fgrid.orders.liquidation" /></span>
                          )}
                          <span className="text-[10px] text-muted">
                            <FormattedMessage id={f.is_maker === false ? 'fgrid.orders.taker' : 'fgrid.orders.maker'} />
                          </span>
                        </span>
                      </td>
                      <td data-label={label('orders.price')} className="text-end tabular-nums">
                        <bdi>{fmtPrice(f.price, intl.locale, decimals)}</bdi>
                      </td>
                      <td data-label={qtyLabel} className="text-end tabular-nums"><bdi>{fmtAmount(f.qty, intl.locale, 8)}</bdi></td>
                      <td data-label={label('orders.fee')} className="text-end tabular-nums">
                        <bdi>{`${fmtAmount(f.fee, intl.locale, 8)} ${quote}`}</bdi>
                      </td>
                      <td data-label={label('fgrid.orders.realizedPnl')} className={`text-end tabular-nums ${pnlClass(f.realized_pnl)}`}>
                        <bdi>{`${fmtPnl(f.realized_pnl ?? '0', intl.locale, 4)} ${quote}`}</bdi>
                      </td>
                      <td data-label={label('orders.time')} className="text-end tabular-nums text-muted">
                        <bdi>{fmtDateTime(f.time, intl.locale)}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <nav className="mt-3 flex items-center justify-end gap-2 text-sm" data-testid="history-pager"
                aria-label={label('orders.history')}>
                <button type="button" className="btn-ghost h-8" disabled={page <= 1} data-testid="history-prev"
                  onClick={() => setPage((p) => Math.max(1, p - 1))}>
                  <FormattedMessage id="pager.previous" />
                </button>
                <span className="text-muted" data-testid="history-page">
                  <FormattedMessage id="pager.page" values={{ page, pages }} />
                </span>
                <button type="button" className="btn-ghost h-8" disabled={page >= pages} data-testid="history-next"
                  onClick={() => setPage((p) => p + 1)}>
                  <FormattedMessage id="pager.next" />
                </button>
              </nav>
            </>
          )}
        </div>
      )}
    </section>
  );
}
