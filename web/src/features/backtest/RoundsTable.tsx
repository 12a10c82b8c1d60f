import { FormattedMessage, useIntl } from 'react-intl';
import { TableHead } from '../bots/kit/TableHead';
import { fmtDateTime } from '../bots/kit/format';
import type { BacktestResult } from './api';

const SHOWN = 200;

/** A round's event data as short `key value` pairs (the family's own fields, scalars only). */
function details(data: Record<string, unknown>): string {
  return Object.entries(data)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .slice(0, 6)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}

/** The bot's cycles, rounds and rebalances of the run (the first 200 shown, the total said). */
export function RoundsTable({ result }: { result: BacktestResult }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const rows = result.rounds.slice(0, SHOWN);
  return (
    <section className="card min-w-0" data-testid="lab-rounds">
      <h2 className="card-title mb-3">
        <FormattedMessage id="lab.rounds.title" values={{ count: result.rounds_total }} />
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted"><FormattedMessage id="lab.rounds.empty" /></p>
      ) : (
        <div className="max-h-[420px] overflow-auto">
          <table className="resp-table">
            <TableHead cols={['lab.rounds.time', 'lab.rounds.kind', 'lab.rounds.details']} start={3} />
            <tbody>
              {rows.map((r, i) => (
                <tr key={`${r.ts}-${i}`} data-testid="lab-round">
                  <td className="tabular-nums" data-label={label('lab.rounds.time')}>{fmtDateTime(r.ts, intl.locale)}</td>
                  <td data-label={label('lab.rounds.kind')}><FormattedMessage id={`lab.round.${r.kind}`} /></td>
                  <td className="text-xs break-all" dir="ltr" data-label={label('lab.rounds.details')}>
                    {details(r.data as Record<string, unknown>)}
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
