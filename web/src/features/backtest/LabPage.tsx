import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../shell/toast';
import { useAuthDialog } from '../auth/authDialogContext';
import { useSession } from '../auth/session';
import {
  ACTIVE_STATES, cancelRun, createBacktest, createPathOf, deleteRun, fetchResult, fetchStatus, isFamily, listRuns, resultKey,
  RUNS_KEY, shareRun, sharedPath, uploadCandles, type CreateBacktest, type Family,
} from './api';
import { Compare } from './Compare';
import { heldWindow, labErrorMessage } from './errors';
import { JobProgress } from './JobProgress';
import { LabForm, type LabRequest } from './LabForm';
import { ResultView } from './ResultView';
import { RunsList } from './RunsList';
import { clampWindow } from './window';

/** How often a queued or running job's status is read. */
export const POLL_MS = 1_000;

const TEMPLATE: Record<string, unknown> = {
  symbol: 'BTCUSDT', min_price: '100000', max_price: '110000', cell_number: 20, quote_investment: '1000',
};

/**
 * /tradingbot/backtest/?family=&params=&job=&compare= : the backtest lab. The form (prefilled by
 * a create page's "Backtest these settings"), the job's progress, then its result; the user's
 * runs, up to four compared side by side.
 */
export function LabPage() {
  const intl = useIntl();
  const session = useSession();
  const { openAuth } = useAuthDialog();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const given = search.get('family');
  const [family, setFamily] = useState<Family>(isFamily(given) ? given : 'GRID_SPOT');
  const [params, setParams] = useState(() => {
    try {
      const raw = search.get('params');
      return JSON.stringify(raw ? JSON.parse(raw) : TEMPLATE, null, 2);
    } catch {
      return search.get('params') ?? '';
    }
  });
  const [window, setWindow] = useState<{ from: number; to: number } | null>(null);
  const job = search.get('job');
  const compare = (search.get('compare') ?? '').split(',').filter(Boolean);

  const go = (patch: Record<string, string | null>) => setSearch((old) => {
    const next = new URLSearchParams(old);
    for (const [k, v] of Object.entries(patch)) if (v === null || v === '') next.delete(k); else next.set(k, v);
    return next;
  });

  const runs = useQuery({ queryKey: RUNS_KEY, queryFn: listRuns, enabled: session.isLoggedIn, refetchInterval: 5_000 });

  const run = useMutation({
    mutationFn: async (req: LabRequest) => {
      const body: CreateBacktest = { family: req.family, params: req.params, options: { fees: req.fees, funding: req.funding } };
      if (req.files) {
        const legs = Object.keys(req.files);
        const up = await uploadCandles(legs.length === 1 && legs[0] === '*' ? { csv: req.files['*'] } : { legs: req.files });
        return createBacktest({ ...body, candles_id: up.candles_id });
      }
      const w = req.window!;
      try {
        return await createBacktest({ ...body, window: { from_ms: w.from, to_ms: w.to } });
      } catch (err) {
        // a window reaching outside the history held: run on the part inside it, and say so
        const held = heldWindow(err);
        const inside = held && clampWindow(w, held);
        if (!inside) throw err;
        setWindow(inside);
        notify('warn', intl.formatMessage({ id: 'lab.form.windowClamped' }));
        return createBacktest({ ...body, window: { from_ms: inside.from, to_ms: inside.to } });
      }
    },
    onSuccess: (res) => {
      go({ job: res.job_id });
      void client.invalidateQueries({ queryKey: RUNS_KEY });
    },
    onError: (err) => notify('fail', labErrorMessage(intl, err)),
  });

  const remove = useMutation({
    mutationFn: deleteRun,
    onSuccess: (_res, id) => {
      if (id === job) go({ job: null });
      go({ compare: compare.filter((x) => x !== id).join(',') || null });
      void client.invalidateQueries({ queryKey: RUNS_KEY });
    },
    onError: (err) => notify('fail', labErrorMessage(intl, err)),
  });

  function onRun(req: LabRequest) {
    if (!session.isLoggedIn) {
      openAuth('login');
      return;
    }
    run.mutate(req);
  }

  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-4 px-4 py-6 phone:px-3 phone:py-4" data-testid="lab-page">
      <section className="card flex flex-col gap-1">
        <h1 className="text-lg font-semibold"><FormattedMessage id="lab.title" /></h1>
        <p className="text-sm text-muted"><FormattedMessage id="lab.intro" /></p>
      </section>
      <div className="lab-layout">
        <div className="flex min-w-0 flex-col gap-4">
          <LabForm family={family} params={params} onFamily={setFamily} onParams={setParams} pending={run.isPending}
            onRun={onRun} window={window} onWindow={setWindow} />
          {session.isLoggedIn ? (
            <RunsList runs={runs.data?.list ?? []} current={job} compare={compare}
              onOpen={(id) => go({ job: id })} onDelete={(id) => remove.mutate(id)}
              onCompare={(ids) => go({ compare: ids.join(',') || null })} />
          ) : (
            <section className="card flex flex-col items-start gap-2 text-sm text-muted" data-testid="lab-login">
              <FormattedMessage id="lab.login" />
              <button type="button" className="btn-primary" onClick={() => openAuth('login')}>
                <FormattedMessage id="lab.loginButton" />
              </button>
            </section>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {job && session.isLoggedIn ? <JobPanel key={job} jobId={job} /> : (
            <section className="card text-sm text-muted" data-testid="lab-no-job"><FormattedMessage id="lab.noJob" /></section>
          )}
          {session.isLoggedIn && <Compare jobIds={compare} />}
        </div>
      </div>
    </div>
  );
}

/** One job: its progress while queued or running (polled), then its result. */
function JobPanel({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const client = useQueryClient();
  const status = useQuery({
    queryKey: ['backtest-status', jobId],
    queryFn: () => fetchStatus(jobId),
    refetchInterval: (q) => (q.state.data && !ACTIVE_STATES.includes(q.state.data.state) ? false : POLL_MS),
  });
  const done = status.data?.state === 'done';
  const result = useQuery({ queryKey: resultKey(jobId), queryFn: () => fetchResult(jobId), enabled: done, staleTime: Infinity });
  const cancel = useMutation({
    mutationFn: () => cancelRun(jobId),
    onSuccess: (s) => {
      client.setQueryData(['backtest-status', jobId], s);
      void client.invalidateQueries({ queryKey: RUNS_KEY });
    },
    onError: (err) => notify('fail', labErrorMessage(intl, err)),
  });
  const [link, setLink] = useState<string | null>(null);
  const share = useMutation({
    mutationFn: () => shareRun(jobId),
    onSuccess: (s) => setLink(`${globalThis.location.origin}${basePath()}${sharedPath(s.token).slice(1)}`),
    onError: (err) => notify('fail', labErrorMessage(intl, err)),
  });

  if (status.isError) {
    return <section className="card text-sm text-down" role="alert" data-testid="lab-job-error">{labErrorMessage(intl, status.error)}</section>;
  }
  if (!status.data) return <section className="card text-sm text-muted"><FormattedMessage id="common.loading" /></section>;
  const r = result.data;
  return (
    <>
      {(!done || !r) && <JobProgress status={status.data} onCancel={() => cancel.mutate()} cancelling={cancel.isPending} />}
      {r && (
        <ResultView result={r} actions={<>
          <Link className="btn-primary" to={createPathOf(r.family, r.symbols, r.job_id)} data-testid="lab-create-bot">
            <FormattedMessage id="lab.result.createBot" />
          </Link>
          <button type="button" className="btn-ghost" onClick={() => share.mutate()} disabled={share.isPending} data-testid="lab-share">
            <FormattedMessage id="lab.result.share" />
          </button>
        </>} />
      )}
      {link && (
        <section className="card flex flex-col gap-2" data-testid="lab-share-link">
          <span className="text-sm text-muted"><FormattedMessage id="lab.share.hint" /></span>
          <div className="flex gap-2 phone:flex-col">
            <input className="input min-w-0 flex-1" readOnly value={link} dir="ltr" data-testid="lab-share-url"
              onFocus={(e) => e.target.select()} />
            <button type="button" className="btn-ghost" onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => notify('success', intl.formatMessage({ id: 'lab.share.copied' })));
            }}>
              <FormattedMessage id="lab.share.copy" />
            </button>
          </div>
        </section>
      )}
    </>
  );
}

/** The app's base path on this page (`/tradingbot/` or `/{locale}/tradingbot/`). */
function basePath(): string {
  const m = /^(\/[^/]+)?\/tradingbot\//.exec(globalThis.location.pathname);
  return m ? m[0] : '/tradingbot/';
}
