import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { listAllBots, type BotListItem } from '../bots/kit/api';
import { botRunningMs, fmtAmount, fmtDuration, fmtPercent, fmtPnl, pairLabel, pnlClass } from '../bots/kit/format';
import { StatusBadge } from '../bots/kit/ui';
import { FgridModeLabel } from '../bots/futures-grid/ModeLabel';
import { FmartModeLabel } from '../bots/futures-martingale/ModeLabel';

type BotListStatus = 'ongoing' | 'closed';
const STATUSES: BotListStatus[] = ['ongoing', 'closed'];
const PAGE_SIZE = 20;
const KNOWN_TYPES = ['GRID_SPOT', 'DCA_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'];

/** Detail page of a bot by its type (spot grids and futures grids have one so far). */
export function botDetailPath(bot: Pick<BotListItem, 'bot_type' | 'bot_id'>): string | null {
  if (bot.bot_type === 'GRID_SPOT') return `/grid/detail/?grid_id=${encodeURIComponent(String(bot.bot_id))}`;
  if (bot.bot_type === 'GRID_FUTURES') return `/fgrid/detail/?bot_id=${encodeURIComponent(String(bot.bot_id))}`;
  if (bot.bot_type === 'DCA_SPOT') return `/dca/detail/?bot_id=${encodeURIComponent(String(bot.bot_id))}`;
  if (bot.bot_type === 'COMBO_FUTURES') return `/fcombo/detail/?bot_id=${encodeURIComponent(String(bot.bot_id))}`;
  if (bot.bot_type === 'MART_FUTURES') return `/fmart/detail/?bot_id=${encodeURIComponent(String(bot.bot_id))}`;
  return null;
}

/** A futures grid row also carries its mode and leverage, a martingale its mode (list-all-bots). */
type ListedBot = BotListItem & {
  grid_mode?: string | number | null; fmart_mode?: string | null; leverage?: string | number | null;
  /** A RECURRING DCA bot's coins (1-5). */
  coins?: string[];
};

/** The pair a row shows: a DCA bot over several coins lists them all against its quote. */
function rowPair(b: ListedBot): string {
  const pair = pairLabel(b.symbol);
  if (b.bot_type !== 'DCA_SPOT' || !b.coins || b.coins.length < 2) return pair;
  return `${b.coins.join(' + ')}/${pair.split('/')[1] ?? ''}`;
}

/** SPEC §3 bot list status: ongoing or closed, from POST /tradingbot/v1/list-all-bots. */
export function MyBots() {
  const intl = useIntl();
  const [status, setStatus] = useState<BotListStatus>('ongoing');
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['bots', status, page],
    queryFn: () => listAllBots(status, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: status === 'ongoing' ? 5_000 : false,
  });
  const list = q.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((q.data?.total ?? 0) / PAGE_SIZE));
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <section className="card" data-testid="my-bots">
      <h2 className="card-title"><FormattedMessage id="myBots.title" /></h2>
      <div role="tablist" className="tabs mt-3">
        {STATUSES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={status === s} className="tab"
            data-testid={`bots-tab-${s}`} onClick={() => { setStatus(s); setPage(1); }}>
            <FormattedMessage id={`myBots.${s}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {q.isError && <p className="py-6 text-sm text-down" data-testid="bots-error"><FormattedMessage id="myBots.loadError" /></p>}
        {!q.isError && list.length === 0 && (
          <div className="empty-state" data-testid={q.isPending ? 'bots-loading' : 'bots-empty'}>
            <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" className="text-line">
              <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 30l7-8 6 5 9-11" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <p>
              <FormattedMessage id={q.isPending ? 'common.loading'
                : status === 'ongoing' ? 'myBots.emptyOngoing' : 'myBots.emptyClosed'} />
            </p>
          </div>
        )}
        {list.length > 0 && (
          <table className="resp-table mt-2" data-testid="bots-table">
            <thead>
              <tr>
                <th><FormattedMessage id="myBots.col.bot" /></th>
                <th><FormattedMessage id="myBots.col.status" /></th>
                <th className="text-end"><FormattedMessage id="myBots.col.investment" /></th>
                <th className="text-end"><FormattedMessage id="myBots.col.profit" /></th>
                <th className="text-end"><FormattedMessage id="myBots.col.apr" /></th>
                <th className="text-end"><FormattedMessage id="myBots.col.runtime" /></th>
                <th><span className="sr-only"><FormattedMessage id="myBots.view" /></span></th>
              </tr>
            </thead>
            <tbody>
              {(list as ListedBot[]).map((b) => {
                const path = botDetailPath(b);
                const quote = pairLabel(b.symbol).split('/')[1] ?? '';
                return (
                  <tr key={`${b.bot_type}-${String(b.bot_id)}`} data-testid="bot-row" data-bot-id={String(b.bot_id)}>
                    <td data-label={label('myBots.col.bot')}>
                      <span className="flex flex-col">
                        {path ? (
                          <Link to={path} className="font-medium text-fg hover:text-accent" dir="ltr" data-testid="bot-link">
                            {rowPair(b)}
                          </Link>
                        ) : <span className="font-medium" dir="ltr">{rowPair(b)}</span>}
                        <span className="text-xs text-muted">
                          {KNOWN_TYPES.includes(b.bot_type) ? <FormattedMessage id={`myBots.type.${b.bot_type}`} /> : b.bot_type}
                          {b.bot_type === 'GRID_FUTURES' && <>{' · '}<FgridModeLabel mode={b.grid_mode} leverage={b.leverage} /></>}
                          {b.bot_type === 'MART_FUTURES' && <>{' · '}<FmartModeLabel mode={b.fmart_mode} leverage={b.leverage} /></>}
                        </span>
                      </span>
                    </td>
                    <td data-label={label('myBots.col.status')}><StatusBadge status={b.status} testId="bot-row-status" /></td>
                    <td data-label={label('myBots.col.investment')} className="text-end tabular-nums">
                      <bdi>{fmtAmount(b.total_investment, intl.locale, 4)} {quote}</bdi>
                    </td>
                    <td data-label={label('myBots.col.profit')} className={`text-end tabular-nums ${pnlClass(b.total_profit)}`}>
                      <bdi>{fmtPnl(b.total_profit, intl.locale, 4)} {quote}</bdi>
                    </td>
                    <td data-label={label('myBots.col.apr')} className={`text-end tabular-nums ${pnlClass(b.total_apr)}`}>
                      <bdi>{fmtPercent(b.total_apr, intl.locale, true)}</bdi>
                    </td>
                    <td data-label={label('myBots.col.runtime')} className="text-end tabular-nums">
                      {fmtDuration(intl, botRunningMs(b.operation_time, b.create_time, status === 'closed' ? b.end_time : null))}
                    </td>
                    <td className="text-end">
                      {path && (
                        <Link to={path} className="btn-ghost h-8 border border-line text-xs">
                          <FormattedMessage id="myBots.view" />
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {pages > 1 && (
          <nav className="mt-3 flex items-center justify-end gap-2 text-sm" aria-label={label('myBots.title')}>
            <button type="button" className="btn-ghost h-8" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <FormattedMessage id="pager.previous" />
            </button>
            <span className="text-muted"><FormattedMessage id="pager.page" values={{ page, pages }} /></span>
            <button type="button" className="btn-ghost h-8" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              <FormattedMessage id="pager.next" />
            </button>
          </nav>
        )}
      </div>
    </section>
  );
}
