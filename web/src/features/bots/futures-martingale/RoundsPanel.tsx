import { FormattedMessage, useIntl } from 'react-intl';
import { fmtAmount, fmtDateTime, fmtPnl, fmtPrice, pnlClass } from '../kit/format';
import { HistoryPager } from '../kit/HistoryPager';
import { fetchFmartRounds } from './api';
import { ROUND_STATUSES } from './labels';
import { TableHead } from '../kit/TableHead';
import { usePagedList } from '../kit/useOrdersPanel';

/** Rounds per page. */
export const ROUNDS_PAGE_SIZE = 10;
const ROUNDS_POLL_MS = 2_500;

interface Props {
  botId: string;
  completed: boolean;
  decimals: number;
  base: string;
  quote: string;
}

/** The round in progress and the finished rounds, newest first (get-fmart-round-detail, paged). */
export function RoundsPanel({ botId, completed, decimals, base, quote }: Props) {
  const intl = useIntl();
  const { page, setPage, pages, query: q } = usePagedList({
    queryKey: 'fmart-rounds', botId, fetchPage: fetchFmartRounds, pageSize: ROUNDS_PAGE_SIZE, pollMs: completed ? false : ROUNDS_POLL_MS,
  });
  const list = q.data?.list ?? [];
  const label = (id: string) => intl.formatMessage({ id });
  const px = (v: unknown) => (v && Number(v) > 0 ? fmtPrice(v, intl.locale, decimals) : '--');
  return (
    <section className="card min-w-0" data-testid="rounds-panel">
      <h2 className="card-title"><FormattedMessage id="fmart.rounds.title" /></h2>
      {list.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted" data-testid="rounds-empty">
          <FormattedMessage id={q.isPending ? 'common.loading' : 'fmart.rounds.empty'} />
        </p>
      ) : (
        <>
          <div className="mt-2 overflow-x-auto">
            <table className="resp-table" data-testid="rounds-table">
              <TableHead start={2} cols={[
                'fmart.rounds.round', 'fmart.rounds.status', 'fmart.rounds.adds', intl.formatMessage({ id: 'orders.qty' }, { coin: base }),
                'fmart.rounds.avg', 'fmart.rounds.closePrice', 'fmart.rounds.profit', 'fmart.rounds.time',
              ]} />
              <tbody>
                {list.map((r) => {
                  const status = String(r.status);
                  return (
                    <tr key={String(r.round)} data-testid="round-row" data-round={String(r.round)} data-status={status}>
                      <td data-label={label('fmart.rounds.round')}>{String(r.round)}</td>
                      <td data-label={label('fmart.rounds.status')}>
                        {(ROUND_STATUSES as readonly string[]).includes(status) ? <FormattedMessage id={`fmart.roundStatus.${status}`} /> : status}
                      </td>
                      <td className="text-end tabular-nums" data-label={label('fmart.rounds.adds')}>{String(r.added_pos_num)}</td>
                      <td className="text-end tabular-nums" data-label={intl.formatMessage({ id: 'orders.qty' }, { coin: base })}>
                        <bdi>{fmtAmount(r.qty, intl.locale, 8)}</bdi>
                      </td>
                      <td className="text-end tabular-nums" data-label={label('fmart.rounds.avg')}><bdi>{px(r.avg_price)}</bdi></td>
                      <td className="text-end tabular-nums" data-label={label('fmart.rounds.closePrice')}><bdi>{px(r.close_price)}</bdi></td>
                      <td className={`text-end tabular-nums ${pnlClass(r.profit)}`} data-label={label('fmart.rounds.profit')}>
                        <bdi>{`${fmtPnl(r.profit ?? '0', intl.locale, 4)} ${quote}`}</bdi>
                      </td>
                      <td className="text-end tabular-nums text-muted" data-label={label('fmart.rounds.time')}>
                        <bdi>{fmtDateTime(Number(r.end_time) > 0 ? r.end_time : r.start_time, intl.locale)}</bdi>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pages > 1 && <HistoryPager page={page} pages={pages} setPage={setPage} />}
        </>
      )}
    </section>
  );
}
