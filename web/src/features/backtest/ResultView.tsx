import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fmtDateTime } from '../bots/kit/format';
import type { BacktestResult } from './api';
import { FillsChart, LinesChart, type Bar } from './charts';
import { Metrics } from './Metrics';
import { RoundsTable } from './RoundsTable';
import { drawdownLine, equityLines, fillMarks } from './series';

/**
 * A finished run: equity against buy-and-hold with the drawdown underneath, the fills on the
 * candles (one leg at a time), the metrics and the cycles / rounds / rebalances. `actions` are
 * the owner's (create this bot, share, delete); a shared page has none.
 */
export function ResultView({ result, actions }: { result: BacktestResult; actions?: React.ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const legs = result.symbols;
  const [leg, setLeg] = useState(legs[0] ?? '');
  const equity = useMemo(() => equityLines(result, { equity: t('lab.chart.equity'), hold: t('lab.chart.buyHold') }), [result, intl]);
  const drawdown = useMemo(() => [drawdownLine(result, t('lab.chart.drawdown'))], [result, intl]);
  const bars = (result.candles_by_symbol?.[leg] ?? []) as Bar[];
  const marks = useMemo(() => fillMarks(result, leg), [result, leg]);
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="lab-result" data-job={result.job_id}>
      <section className="card flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title">
            <FormattedMessage id="lab.result.title" values={{ family: t(`lab.family.${result.family}`), symbols: legs.join(', ') }} />
          </h2>
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
        <p className="text-xs text-muted tabular-nums" data-testid="lab-window">
          <FormattedMessage id="lab.result.window" values={{
            from: fmtDateTime(result.start_ms, intl.locale), to: fmtDateTime(result.end_ms, intl.locale),
            candles: intl.formatNumber(result.candles),
          }} />
        </p>
      </section>
      <Metrics result={result} />
      <section className="card min-w-0">
        <h2 className="card-title mb-1"><FormattedMessage id="lab.chart.equityTitle" /></h2>
        <p className="mb-2 flex gap-4 text-xs text-muted">
          <span><span className="me-1 inline-block size-2 rounded-full bg-accent" /><FormattedMessage id="lab.chart.equity" /></span>
          <span><span className="me-1 inline-block size-2 rounded-full bg-muted" /><FormattedMessage id="lab.chart.buyHold" /></span>
        </p>
        <LinesChart lines={equity} testId="lab-equity-chart" />
        <h3 className="mt-3 mb-1 text-sm text-muted"><FormattedMessage id="lab.chart.drawdown" /></h3>
        <LinesChart lines={drawdown} height={140} percent testId="lab-drawdown-chart" />
      </section>
      <section className="card min-w-0">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title">
            <FormattedMessage id="lab.chart.fills" values={{ shown: result.fills.length, total: result.fills_total }} />
          </h2>
          {legs.length > 1 && (
            <select className="input h-8" value={leg} onChange={(e) => setLeg(e.target.value)} data-testid="lab-leg"
              aria-label={t('lab.chart.leg')}>
              {legs.map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          )}
        </div>
        {bars.length ? <FillsChart bars={bars} marks={marks} /> : <p className="text-sm text-muted"><FormattedMessage id="lab.chart.noBars" /></p>}
        <p className="mt-2 text-xs text-muted"><FormattedMessage id="lab.chart.zoomHint" /></p>
      </section>
      <RoundsTable result={result} />
    </div>
  );
}
