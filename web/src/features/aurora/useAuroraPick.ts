import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { notify } from '../../shell/toast';
import { AURORA_INFO_KEY, fetchAuroraInfo, type AuroraBizType, type AuroraPick } from './api';

/**
 * A create page opened from an AI pick (`?aurora=<id>`): the pick is fetched with
 * `/operation/tools/aurora/info` and handed once to `apply` (the page's own "use AI parameters"),
 * when the page is `ready` and the pick is of this family and symbol (`symbol` null for combos).
 * An expired or unknown id says so and leaves the form as it is.
 */
export function useAuroraPick(
  bizType: AuroraBizType, symbol: string | null, ready: boolean, apply: (pick: AuroraPick) => void,
): AuroraPick | undefined {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('aurora') ?? '';
  const q = useQuery({
    queryKey: [AURORA_INFO_KEY, id], queryFn: () => fetchAuroraInfo(id), enabled: !!id, retry: false, staleTime: Infinity,
  });
  const applied = useRef(false);
  const warned = useRef(false);
  const latest = useRef(apply);
  latest.current = apply;

  const pick = q.data;
  useEffect(() => {
    if (!pick || !ready || applied.current) return;
    if (pick.biz_type !== bizType || (symbol !== null && pick.symbol !== symbol)) return;
    applied.current = true;
    latest.current(pick);
  }, [pick, ready, bizType, symbol]);

  useEffect(() => {
    if (!q.isError || warned.current) return;
    warned.current = true;
    notify('fail', intl.formatMessage({ id: 'aurora.expired' }));
  }, [q.isError, intl]);

  return pick;
}
