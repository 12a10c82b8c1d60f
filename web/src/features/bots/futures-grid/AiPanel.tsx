import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { fmtAmount, fmtPercent, fmtPrice, pnlClass } from '../kit/format';
import type { FgridAiParams, FgridAiResult, GridMode } from './api';
import { gridModeOf } from './labels';

const STYLE_ORDER = ['HIGH_PROFITS', 'STEADY', 'HIGH_FREQUENCY'];

/** The grid mode of one suggestion (number or name). */
export function modeOfParams(p: FgridAiParams): GridMode | null {
  return gridModeOf(p.grid_mode) ?? gridModeOf(p.grid_mode_name);
}

/**
 * The AI suggestions of one grid mode, in the contract's style order. The backtest recommends the
 * direction the market favours; when it has none for this mode, its picks for that direction are
 * shown (applying one switches the mode).
 */
export function aiParamsFor(result: FgridAiResult | undefined, mode: GridMode): FgridAiParams[] {
  const all = result?.ai_params ?? [];
  const own = all.filter((p) => modeOfParams(p) === mode);
  return (own.length ? own : all).sort(
    (a, b) => STYLE_ORDER.indexOf(String(a.style)) - STYLE_ORDER.indexOf(String(b.style)),
  );
}

interface Props {
  query: UseQueryResult<FgridAiResult>;
  mode: GridMode;
  decimals: number;
  onUse: (p: FgridAiParams) => void;
}

/** AI tab: recommended parameters of the chosen mode per style, with backtest figures and one-click apply. */
export function FgridAiPanel({ query, mode, decimals, onUse }: Props) {
  const intl = useIntl();
  if (query.isPending) return <p className="py-6 text-sm text-muted"><FormattedMessage id="common.loading" /></p>;
  const list = aiParamsFor(query.data, mode);
  if (query.isError || !list.length) {
    return <p className="notice" data-testid="ai-unavailable"><FormattedMessage id="fgrid.ai.unavailable" /></p>;
  }
  return (
    <div className="flex flex-col gap-3" data-testid="ai-panel" data-mode={mode}>
      <p className="text-xs text-muted"><FormattedMessage id="ai.note" /></p>
      {list.map((p) => {
        const style = String(p.style);
        return (
          <article key={style} className="ai-card" data-testid={`ai-style-${style}`}>
            <header className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">
                {STYLE_ORDER.includes(style) ? <FormattedMessage id={`ai.style.${style}`} /> : style}
              </h3>
              <span className="text-xs text-muted">
                <FormattedMessage id="ai.window" values={{ days: Math.round(Number(p.window_days) || 0) }} />
              </span>
            </header>
            <dl className="ai-figures">
              <div>
                <dt><FormattedMessage id="ai.apr" /></dt>
                <dd className={`text-lg font-semibold ${pnlClass(p.annual_percentage_yield)}`} data-testid={`ai-apr-${style}`}>
                  <bdi>{fmtPercent(p.annual_percentage_yield, intl.locale, true)}</bdi>
                </dd>
              </div>
              <div>
                <dt><FormattedMessage id="ai.drawdown" /></dt>
                <dd><bdi>{fmtPercent(p.max_drawdown_ratio, intl.locale)}</bdi></dd>
              </div>
              <div>
                <dt><FormattedMessage id="fgrid.form.leverage" /></dt>
                <dd data-testid={`ai-leverage-${style}`}><bdi>{`${fmtAmount(p.leverage, intl.locale, 2)}x`}</bdi></dd>
              </div>
              <div className="col-span-2">
                <dt><FormattedMessage id="form.priceRange" /></dt>
                <dd><bdi>{fmtPrice(p.min_price, intl.locale, decimals)} – {fmtPrice(p.max_price, intl.locale, decimals)}</bdi></dd>
              </div>
              <div>
                <dt><FormattedMessage id="form.grids" /></dt>
                <dd><bdi>{fmtAmount(p.cell_number, intl.locale, 0)}</bdi></dd>
              </div>
            </dl>
            <button type="button" className="btn-primary mt-3 h-9 w-full" data-testid={`ai-use-${style}`} onClick={() => onUse(p)}>
              <FormattedMessage id="ai.use" />
            </button>
          </article>
        );
      })}
    </div>
  );
}
