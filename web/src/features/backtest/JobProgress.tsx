import { FormattedMessage, useIntl } from 'react-intl';
import { fmtDuration } from '../bots/kit/format';
import { ACTIVE_STATES, type BacktestStatus } from './api';

/** A job on its way: its state, a progress bar, candles done, the time left; cancel while it runs. */
export function JobProgress({ status, onCancel, cancelling }: {
  status: BacktestStatus; onCancel: () => void; cancelling: boolean;
}) {
  const intl = useIntl();
  const active = ACTIVE_STATES.includes(status.state);
  const pct = Math.max(0, Math.min(100, status.progress));
  return (
    <section className="card flex flex-col gap-3" data-testid="lab-progress" data-state={status.state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="card-title"><FormattedMessage id="lab.job.title" values={{ id: status.job_id }} /></h2>
        <span className="status-badge status-pending" data-testid="lab-state"><FormattedMessage id={`lab.state.${status.state}`} /></span>
      </div>
      <div className="h-2 w-full overflow-hidden rounded bg-raised" role="progressbar" aria-valuemin={0} aria-valuemax={100}
        aria-valuenow={pct} aria-label={intl.formatMessage({ id: 'lab.job.progress' })}>
        <div className="h-full bg-accent transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-2 text-sm tabular-nums">
        <span data-testid="lab-percent">{intl.formatNumber(pct / 100, { style: 'percent', maximumFractionDigits: 1 })}</span>
        <span data-testid="lab-candles">
          <FormattedMessage id="lab.job.candles" values={{
            done: intl.formatNumber(status.candles_done), total: intl.formatNumber(status.candles_total),
          }} />
        </span>
        {active && (
          <span data-testid="lab-eta">
            <FormattedMessage id="lab.job.eta" values={{ eta: status.eta_ms === null ? '--' : fmtDuration(intl, status.eta_ms) }} />
          </span>
        )}
      </p>
      {status.state === 'failed' && (
        <p className="text-sm text-down" role="alert" data-testid="lab-failed">
          <FormattedMessage id="lab.job.failed" values={{ code: status.error_code ?? '--' }} />
        </p>
      )}
      {active && (
        <button type="button" className="btn-ghost self-start" onClick={onCancel} disabled={cancelling} data-testid="lab-cancel">
          <FormattedMessage id="lab.job.cancel" />
        </button>
      )}
    </section>
  );
}
