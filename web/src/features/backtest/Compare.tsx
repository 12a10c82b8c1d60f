import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchResult, resultKey, type BacktestResult } from './api';
import { LAB_COLORS, LinesChart, type Line } from './charts';
import { metricRows } from './Metrics';
import { returnPoints } from './series';

/** Runs side by side: their metrics in columns, their returns overlaid on one chart. */
export function CompareView({ results }: { results: BacktestResult[] }) {
  const intl = useIntl();
  const lines: Line[] = useMemo(() => results.map((r, i) => ({
    id: r.job_id, title: `#${r.job_id}`, color: LAB_COLORS[i % LAB_COLORS.length] ?? '#f7a600', points: returnPoints(r),
  })), [results]);
  const rows = results.map((r) => metricRows(r, intl.locale));
  const ids = [...new Set(rows.flatMap((rs) => rs.map((x) => x.id)))];
  return (
    <section className="card min-w-0" data-testid="lab-compare" data-runs={results.length}>
      <h2 className="card-title mb-3"><FormattedMessage id="lab.compare.title" values={{ count: results.length }} /></h2>
      <div className="overflow-x-auto">
        <table className="balances">
          <thead>
            <tr>
              <th><FormattedMessage id="lab.compare.metric" /></th>
              {results.map((r, i) => (
                <th key={r.job_id} className="text-end" data-testid="lab-compare-run">
                  <span style={{ color: LAB_COLORS[i % LAB_COLORS.length] }}>#{r.job_id}</span>{' '}
                  <FormattedMessage id={`lab.family.${r.family}`} /> <bdi>{r.symbols.join(', ')}</bdi>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => {
              const sample = rows.map((rs) => rs.find((x) => x.id === id)).find(Boolean);
              return (
                <tr key={id} data-testid={`compare-${id}`}>
                  <td><FormattedMessage id={`lab.metric.${id}`} values={sample?.values ?? { days: '--' }} /></td>
                  {rows.map((rs, i) => {
                    const cell = rs.find((x) => x.id === id);
                    return <td key={results[i]?.job_id} className={`text-end tabular-nums ${cell?.className ?? ''}`}><bdi>{cell?.value ?? '--'}</bdi></td>;
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3 className="mt-4 mb-2 text-sm text-muted"><FormattedMessage id="lab.compare.chart" /></h3>
      <LinesChart lines={lines} percent testId="lab-compare-chart" />
    </section>
  );
}

/** The compared runs' results, fetched (each kept in the cache), then {@link CompareView}. */
export function Compare({ jobIds }: { jobIds: string[] }) {
  const queries = useQueries({
    queries: jobIds.map((id) => ({ queryKey: resultKey(id), queryFn: () => fetchResult(id), staleTime: Infinity })),
  });
  const results = queries.map((q) => q.data).filter((r): r is BacktestResult => !!r);
  if (jobIds.length < 2) return null;
  if (results.length < jobIds.length) {
    return <section className="card text-sm text-muted"><FormattedMessage id="common.loading" /></section>;
  }
  return <CompareView results={results} />;
}
