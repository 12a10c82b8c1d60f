import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fmtAmount, fmtPercent, fmtPnl, pnlClass } from '../bots/kit/format';
import type { BacktestResult } from './api';

type Row = { id: string; value: ReactNode; values?: Record<string, string>; className?: string };

/** The metrics of a run as rows: the APR only when the result gives one (30 days or more). */
export function metricRows(r: BacktestResult, locale: string): Row[] {
  const m = r.metrics;
  const days = fmtAmount(r.days, locale, 1);
  const ratio = (v: string | null) => (v === null ? '--' : fmtAmount(v, locale, 2));
  const money = (v: string) => fmtPnl(v, locale);
  const rows: Row[] = [
    { id: 'return', value: fmtPercent(m.return_ratio, locale, true), values: { days }, className: pnlClass(m.return_ratio) },
    { id: 'pnl', value: money(m.total_pnl), className: pnlClass(m.total_pnl) },
  ];
  if (m.apr !== null) rows.push({ id: 'apr', value: fmtPercent(m.apr, locale, true), values: { days }, className: pnlClass(m.apr) });
  rows.push(
    { id: 'buyHold', value: money(m.buy_hold_pnl), className: pnlClass(m.buy_hold_pnl) },
    { id: 'maxDrawdown', value: fmtPercent(m.max_drawdown, locale) },
    { id: 'sharpe', value: ratio(m.sharpe) },
    { id: 'sortino', value: ratio(m.sortino) },
    { id: 'fees', value: fmtAmount(m.fees, locale, 4) },
    { id: 'funding', value: money(m.funding), className: pnlClass(m.funding) },
    { id: 'trades', value: String(m.trades) },
    { id: 'rounds', value: String(m.rounds) },
  );
  if (m.grid_profit !== null && m.trend_pnl !== null) {
    rows.push(
      { id: 'gridProfit', value: money(m.grid_profit), className: pnlClass(m.grid_profit) },
      { id: 'trendPnl', value: money(m.trend_pnl), className: pnlClass(m.trend_pnl) },
    );
  } else {
    rows.push({ id: 'strategyProfit', value: money(m.strategy_profit), className: pnlClass(m.strategy_profit) });
  }
  rows.push(
    { id: 'timeInMarket', value: fmtPercent(m.time_in_market, locale) },
    { id: 'investment', value: fmtAmount(m.investment, locale, 2) },
    { id: 'finalEquity', value: fmtAmount(m.final_equity, locale, 2) },
  );
  return rows;
}

/** A run's metrics (return, APR from 30 days, drawdown, Sharpe, Sortino, fees, funding, …). */
export function Metrics({ result }: { result: BacktestResult }) {
  const intl = useIntl();
  return (
    <section className="card" data-testid="lab-metrics">
      <h2 className="card-title mb-3"><FormattedMessage id="lab.metrics.title" /></h2>
      <dl className="kpi-grid">
        {metricRows(result, intl.locale).map((row) => (
          <div key={row.id} className="stat" data-testid={`metric-${row.id}`}>
            <dt className="stat-label"><FormattedMessage id={`lab.metric.${row.id}`} values={row.values} /></dt>
            <dd className={`stat-value m-0 ${row.className ?? ''}`}><bdi>{row.value}</bdi></dd>
          </div>
        ))}
      </dl>
      {result.metrics.apr === null && (
        <p className="mt-3 text-xs text-muted" data-testid="lab-apr-note"><FormattedMessage id="lab.metrics.aprNote" /></p>
      )}
    </section>
  );
}
