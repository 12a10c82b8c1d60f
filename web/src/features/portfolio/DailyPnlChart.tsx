import { useIntl } from 'react-intl';
import { fmtPnl } from '../bots/kit/format';
import type { PortfolioDay } from './api';

const W = 320;
const H = 96;
const PAD = 4;

/**
 * The daily PnL curve as a small SVG line with its zero line: a home-page block should not pull in
 * the charts library (first-page weight), and 30 points need no zoom or crosshair.
 */
export function DailyPnlChart({ days }: { days: PortfolioDay[] }) {
  const intl = useIntl();
  const values = days.map((d) => Number(d.pnl));
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const span = hi - lo || 1;
  const x = (i: number) => PAD + (days.length > 1 ? (i * (W - 2 * PAD)) / (days.length - 1) : (W - 2 * PAD) / 2);
  const y = (v: number) => PAD + ((hi - v) * (H - 2 * PAD)) / span;
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = days[days.length - 1];
  const up = Number(last?.pnl ?? 0) >= 0;
  const label = intl.formatMessage(
    { id: 'portfolio.chartLabel' },
    {
      from: intl.formatDate(days[0]?.ts ?? 0, { dateStyle: 'medium', timeZone: 'UTC' }),
      to: intl.formatDate(last?.ts ?? 0, { dateStyle: 'medium', timeZone: 'UTC' }),
      pnl: fmtPnl(last?.pnl ?? '0', intl.locale),
    },
  );
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-24 w-full" role="img" aria-label={label} data-testid="portfolio-chart"
      preserveAspectRatio="none">
      <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} stroke="currentColor" className="text-line" strokeDasharray="3 3" />
      {days.length === 1
        ? <circle cx={x(0)} cy={y(values[0] ?? 0)} r={3} className={up ? 'fill-up' : 'fill-down'} />
        : <polyline points={points} fill="none" strokeWidth={2} stroke="currentColor" className={up ? 'text-up' : 'text-down'}
            vectorEffect="non-scaling-stroke" />}
    </svg>
  );
}
