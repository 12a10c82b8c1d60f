import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { notify } from '../../shell/toast';
import { fetchResult, resultKey, symbolsOf, type Family } from './api';

/**
 * A create page opened from a backtest ("Create this bot", `?backtest=<job_id>`): the run's
 * parameters are read from its result and handed once to `apply` when the page is `ready` and
 * the run is of this family (and of this `symbol`, null for a combo). A run that is gone (deleted,
 * another user's) says so and leaves the form as it is.
 */
export function useRunParams(
  family: Family, symbol: string | null, ready: boolean, apply: (params: Record<string, unknown>) => void,
): void {
  const intl = useIntl();
  const [search] = useSearchParams();
  const id = search.get('backtest') ?? '';
  const q = useQuery({ queryKey: resultKey(id), queryFn: () => fetchResult(id), enabled: !!id, retry: false, staleTime: Infinity });
  const applied = useRef(false);
  const warned = useRef(false);
  const latest = useRef(apply);
  latest.current = apply;

  const run = q.data;
  useEffect(() => {
    if (!run || !ready || applied.current || run.family !== family) return;
    const params = run.params as Record<string, unknown>;
    if (symbol !== null && !symbolsOf(family, params).includes(symbol)) return;
    applied.current = true;
    latest.current(params);
    notify('success', intl.formatMessage({ id: 'lab.create.applied' }));
  }, [run, ready, family, symbol, intl]);

  useEffect(() => {
    if (!q.isError || warned.current) return;
    warned.current = true;
    notify('fail', intl.formatMessage({ id: 'lab.create.gone' }));
  }, [q.isError, intl]);
}
