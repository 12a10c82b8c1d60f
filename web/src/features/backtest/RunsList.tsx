import { FormattedMessage, useIntl } from 'react-intl';
import { TableHead } from '../bots/kit/TableHead';
import { fmtDateTime } from '../bots/kit/format';
import type { BacktestStatus } from './api';

export const MAX_COMPARE = 4;

interface Props {
  runs: BacktestStatus[];
  current: string | null;
  compare: string[];
  onOpen: (jobId: string) => void;
  onDelete: (jobId: string) => void;
  onCompare: (jobIds: string[]) => void;
}

/** The user's runs, newest first: open one, delete one, tick up to four finished ones to compare. */
export function RunsList({ runs, current, compare, onOpen, onDelete, onCompare }: Props) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const toggle = (id: string) =>
    onCompare(compare.includes(id) ? compare.filter((x) => x !== id) : [...compare, id].slice(-MAX_COMPARE));
  return (
    <section className="card min-w-0" data-testid="lab-runs">
      <h2 className="card-title mb-1"><FormattedMessage id="lab.runs.title" /></h2>
      <p className="mb-3 text-xs text-muted"><FormattedMessage id="lab.runs.compareHint" values={{ max: MAX_COMPARE }} /></p>
      {runs.length === 0 ? (
        <p className="text-sm text-muted" data-testid="lab-runs-empty"><FormattedMessage id="lab.runs.empty" /></p>
      ) : (
        <div className="overflow-x-auto">
          <table className="resp-table">
            <TableHead start={4} cols={['lab.runs.compare', 'lab.runs.run', 'lab.runs.state', 'lab.runs.created', 'lab.runs.actions']} />
            <tbody>
              {runs.map((r) => (
                <tr key={r.job_id} data-testid="lab-run-row" data-job={r.job_id} aria-current={r.job_id === current ? 'true' : undefined}>
                  <td data-label={label('lab.runs.compare')}>
                    <input type="checkbox" disabled={r.state !== 'done'} checked={compare.includes(r.job_id)}
                      aria-label={intl.formatMessage({ id: 'lab.runs.compareRun' }, { id: r.job_id })}
                      data-testid="lab-compare-toggle" onChange={() => toggle(r.job_id)} />
                  </td>
                  <td data-label={label('lab.runs.run')}>
                    <span className="block">#{r.job_id} <FormattedMessage id={`lab.family.${r.family}`} /></span>
                    <span className="block text-xs text-muted" dir="ltr">{r.symbols.join(', ')}</span>
                  </td>
                  <td data-label={label('lab.runs.state')}><FormattedMessage id={`lab.state.${r.state}`} /></td>
                  <td className="tabular-nums" data-label={label('lab.runs.created')}>{fmtDateTime(r.created_ms, intl.locale)}</td>
                  <td className="text-end" data-label={label('lab.runs.actions')}>
                    <span className="inline-flex gap-1">
                      <button type="button" className="btn-ghost h-8" data-testid="lab-run-open" onClick={() => onOpen(r.job_id)}>
                        <FormattedMessage id="lab.runs.open" />
                      </button>
                      <button type="button" className="btn-ghost h-8 text-down" data-testid="lab-run-delete"
                        onClick={() => onDelete(r.job_id)}>
                        <FormattedMessage id="lab.runs.delete" />
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
