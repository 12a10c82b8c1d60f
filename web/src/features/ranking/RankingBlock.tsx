import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadState } from '../../shell/LoadState';
import { useAuthDialog } from '../auth/authDialogContext';
import { useSession } from '../auth/session';
import {
  BOT_TYPES, fetchRanking, PAGE_SIZE, PNL_BUCKETS, RANKING_KEY, RUN_TIME_BUCKETS, SORTERS,
  type RankingQuery, type RankingRow, type Sorter, type SortOrder,
} from './api';
import { RankingRowCard } from './RankingRowCard';
import { RankingSetting } from './RankingSetting';

const REFRESH_MS = 30_000;

// the copy dialog (and the dialog library) is loaded when a copy is asked for
const CopyDialog = lazy(() => import('./CopyDialog').then((m) => ({ default: m.CopyDialog })));

/** The home page's public ranking of every family's bots, with filters, sorters, "more" and copy. */
export function RankingBlock() {
  const intl = useIntl();
  const { isLoggedIn } = useSession();
  const { openAuth } = useAuthDialog();
  const [query, setQuery] = useState<RankingQuery>({
    runTimeBucket: '', pnlBucket: '', botType: '', sortBy: 'PNL_PER', sortOrder: 'DESC',
  });
  const [copying, setCopying] = useState<RankingRow | null>(null);
  const q = useInfiniteQuery({
    queryKey: [RANKING_KEY, query],
    queryFn: ({ pageParam }) => fetchRanking(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * PAGE_SIZE < last.total ? last.page + 1 : undefined),
    refetchInterval: REFRESH_MS,
  });
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  const set = (patch: Partial<RankingQuery>) => setQuery((old) => ({ ...old, ...patch }));
  const copy = (row: RankingRow) => (isLoggedIn ? setCopying(row) : openAuth('login'));
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <section className="card flex min-w-0 flex-col gap-3" data-testid="ranking" aria-labelledby="ranking-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="ranking-title" className="card-title"><FormattedMessage id="ranking.title" /></h2>
          <p className="text-xs text-muted"><FormattedMessage id="ranking.note" /></p>
        </div>
        {isLoggedIn && <RankingSetting />}
      </div>
      <div className="grid grid-cols-5 gap-2 phone:grid-cols-2" data-testid="ranking-filters">
        <Select id="runtime" label={t('ranking.filter.runtime')} value={query.runTimeBucket}
          options={RUN_TIME_BUCKETS.map((b) => [b, t(`ranking.runtime.${b}`)])} all={t('ranking.filter.all')}
          onChange={(v) => set({ runTimeBucket: v })} />
        <Select id="pnl" label={t('ranking.filter.pnl')} value={query.pnlBucket}
          options={PNL_BUCKETS.map((b) => [b, t(`ranking.pnl.${b}`)])} all={t('ranking.filter.all')}
          onChange={(v) => set({ pnlBucket: v })} />
        <Select id="family" label={t('ranking.filter.family')} value={query.botType}
          options={BOT_TYPES.map((b) => [b, t(`myBots.type.${b}`)])} all={t('ranking.filter.all')}
          onChange={(v) => set({ botType: v })} />
        <Select id="sort" label={t('ranking.sortBy')} value={query.sortBy}
          options={SORTERS.map((s) => [s, t(`ranking.sort.${s}`)])} onChange={(v) => set({ sortBy: v as Sorter })} />
        <Select id="order" label={t('ranking.order')} value={query.sortOrder}
          options={[['DESC', t('ranking.order.DESC')], ['ASC', t('ranking.order.ASC')]]}
          onChange={(v) => set({ sortOrder: v as SortOrder })} />
      </div>
      <LoadState query={q} errorId="ranking.loadError" emptyTestId="ranking-empty"
        empty={rows.length === 0 && <FormattedMessage id="ranking.empty" />} />
      {rows.length > 0 && (
        <>
          <p className="text-xs text-muted" data-testid="ranking-total">
            <FormattedMessage id="ranking.shown" values={{ shown: rows.length, total }} />
          </p>
          <ul className="grid grid-cols-2 gap-3 phone:grid-cols-1" data-testid="ranking-list">
            {rows.map((row) => <RankingRowCard key={row.botId} row={row} onCopy={copy} />)}
          </ul>
        </>
      )}
      {q.hasNextPage && (
        <button type="button" className="btn-ghost h-9 self-center px-5" data-testid="ranking-more"
          disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          <FormattedMessage id={q.isFetchingNextPage ? 'common.loading' : 'ranking.more'} />
        </button>
      )}
      {copying && (
        <Suspense fallback={null}>
          <CopyDialog row={copying} onClose={() => setCopying(null)} />
        </Suspense>
      )}
    </section>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  options: [string, string][];
  /** the label of the "no filter" choice, when there is one */
  all?: string;
  onChange: (value: string) => void;
}

function Select({ id, label, value, options, all, onChange }: SelectProps) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs text-muted" htmlFor={`ranking-${id}`}>
      {label}
      <select id={`ranking-${id}`} className="input h-9 text-sm" value={value} data-testid={`ranking-filter-${id}`}
        onChange={(e) => onChange(e.target.value)}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
    </label>
  );
}
