import { FormattedMessage, useIntl } from 'react-intl';
import { HistoryPager } from '../kit/HistoryPager';
import { fmtAmount, fmtDateTime } from '../kit/format';
import { usePagedList } from '../kit/useOrdersPanel';
import { fetchComboRebalances } from './api';

const PAGE_SIZE = 10;

/** The rebalances, newest first: when, why, and each leg's trade or the reason it was skipped. */
export function RebalanceHistory({ botId, live }: { botId: string; live: boolean }) {
  const intl = useIntl();
  const { page, setPage, pages, query: q } = usePagedList({
    queryKey: 'fcombo-rebalances', botId, fetchPage: fetchComboRebalances, pageSize: PAGE_SIZE, pollMs: live ? 5_000 : false,
  });
  const list = q.data?.list ?? [];
  return (
    <section className="card min-w-0" data-testid="rebalance-history">
      <h2 className="card-title"><FormattedMessage id="fcombo.history.title" /></h2>
      {list.length === 0 ? (
        <p className="py-4 text-sm text-muted"><FormattedMessage id="fcombo.history.empty" /></p>
      ) : (
        <table className="resp-table mt-2">
          <thead>
            <tr>
              <th><FormattedMessage id="fcombo.history.time" /></th>
              <th><FormattedMessage id="fcombo.history.trigger" /></th>
              <th><FormattedMessage id="fcombo.history.trades" /></th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={`${r.time}-${r.trigger}`} data-testid="rebalance-row" data-trigger={r.trigger}>
                <td data-label={intl.formatMessage({ id: 'fcombo.history.time' })}>{fmtDateTime(r.time, intl.locale)}</td>
                <td data-label={intl.formatMessage({ id: 'fcombo.history.trigger' })}>
                  <FormattedMessage id={`fcombo.trigger.${r.trigger}`} />
                </td>
                <td data-label={intl.formatMessage({ id: 'fcombo.history.trades' })}>
                  {r.trades.map((t) => (
                    <span key={t.symbol} className="me-3 inline-block" dir="ltr">
                      {t.symbol}{' '}
                      {t.skipped ? (
                        <span className="text-muted"><FormattedMessage id={`fcombo.skip.${t.skipped}`} /></span>
                      ) : (
                        <span className={t.side === 'BUY' ? 'text-up' : 'text-down'}>
                          <FormattedMessage id={`side.${t.side}`} /> {fmtAmount(t.qty, intl.locale, 8)}
                        </span>
                      )}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && <HistoryPager page={page} pages={pages} setPage={setPage} />}
    </section>
  );
}
