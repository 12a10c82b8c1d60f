import { useIntl } from 'react-intl';
import { fmtPercent } from '../bots/kit/format';
import type { TrendPoint } from './api';

const W = 96;
const H = 28;
const PAD = 2;

/**
 * A ranking row's daily yield as a tiny SVG line: a list of rows must not pull in the charts
 * library, and a sparkline needs no axes. Fewer than two days draw a dot (or nothing).
 */
export function Sparkline({ points }: { points: TrendPoint[] }) {
  const intl = useIntl();
  if (points.length === 0) {
    return <span className="text-xs text-muted" data-testid="ranking-trend-empty">—</span>;
  }
  const values = points.map((p) => p.yieldRateE4);
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const span = hi - lo || 1;
  const x = (i: number) => PAD + (points.length > 1 ? (i * (W - 2 * PAD)) / (points.length - 1) : (W - 2 * PAD) / 2);
  const y = (v: number) => PAD + ((hi - v) * (H - 2 * PAD)) / span;
  const last = values[values.length - 1] ?? 0;
  const tone = last >= 0 ? 'text-up' : 'text-down';
  const label = intl.formatMessage({ id: 'ranking.trendLabel' },
    { days: points.length, last: fmtPercent(last / 10_000, intl.locale, true) });
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={`h-7 w-24 ${tone}`} role="img" aria-label={label}
      data-testid="ranking-trend" preserveAspectRatio="none">
      <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.3} strokeDasharray="2 2" />
      {points.length === 1
        ? <circle cx={x(0)} cy={y(last)} r={2} fill="currentColor" />
        : <polyline points={values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')} fill="none"
            stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />}
    </svg>
  );
}
