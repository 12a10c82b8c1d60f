import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { AI_STYLES, fetchAiParams, type AiParams } from '../kit/api';
import { fmtAmount, fmtPercent, fmtPrice, pnlClass } from '../kit/format';

interface Props {
  symbol: string;
  decimals: number;
  onUse: (p: AiParams) => void;
}

/** AI tab: the recommended parameters per style, with backtest figures and one-click apply. */
export function AiPanel({ symbol, decimals, onUse }: Props) {
  const intl = useIntl();
  const q = useQuery({ queryKey: ['ai-params', symbol], queryFn: () => fetchAiParams(symbol), staleTime: 60_000 });
  if (q.isPending) return <p className="py-6 text-sm text-muted"><FormattedMessage id="common.loading" /></p>;
  if (q.isError || !q.data.length) {
    return <p className="notice" data-testid="ai-unavailable"><FormattedMessage id="ai.unavailable" /></p>;
  }
  const list = [...q.data].sort((a, b) => AI_STYLES.indexOf(a.style) - AI_STYLES.indexOf(b.style));
  return (
    <div className="flex flex-col gap-3" data-testid="ai-panel">
      <p className="text-xs text-muted"><FormattedMessage id="ai.note" /></p>
      {list.map((p) => (
        <article key={p.style} className="ai-card" data-testid={`ai-style-${p.style}`}>
          <header className="flex items-center justify-between gap-2">
            <h3 className="font-semibold">
              {AI_STYLES.includes(p.style) ? <FormattedMessage id={`ai.style.${p.style}`} /> : p.style}
            </h3>
            <span className="text-xs text-muted">
              <FormattedMessage id="ai.window" values={{ days: Number(p.window_days) || 0 }} />
            </span>
          </header>
          <dl className="ai-figures">
            <div>
              <dt><FormattedMessage id="ai.apr" /></dt>
              <dd className={`text-lg font-semibold ${pnlClass(p.annual_percentage_yield)}`}
                data-testid={`ai-apr-${p.style}`}>
                <bdi>{fmtPercent(p.annual_percentage_yield, intl.locale, true)}</bdi>
              </dd>
            </div>
            <div>
              <dt><FormattedMessage id="ai.yield" /></dt>
              <dd className={pnlClass(p.actual_yield)}><bdi>{fmtPercent(p.actual_yield, intl.locale, true)}</bdi></dd>
            </div>
            <div>
              <dt><FormattedMessage id="ai.drawdown" /></dt>
              <dd><bdi>{fmtPercent(p.max_drawdown_ratio, intl.locale)}</bdi></dd>
            </div>
            <div>
              <dt><FormattedMessage id="form.priceRange" /></dt>
              <dd><bdi>{fmtPrice(p.min_price, intl.locale, decimals)} – {fmtPrice(p.max_price, intl.locale, decimals)}</bdi></dd>
            </div>
            <div>
              <dt><FormattedMessage id="form.grids" /></dt>
              <dd><bdi>{fmtAmount(p.cell_number, intl.locale, 0)}</bdi></dd>
            </div>
            <div>
              <dt><FormattedMessage id="ai.volatility" /></dt>
              <dd><bdi>{fmtPercent(p.volatility_ratio, intl.locale)}</bdi></dd>
            </div>
          </dl>
          <button type="button" className="btn-primary mt-3 h-9 w-full" data-testid={`ai-use-${p.style}`} onClick={() => onUse(p)}>
            <FormattedMessage id="ai.use" />
          </button>
        </article>
      ))}
    </div>
  );
}
