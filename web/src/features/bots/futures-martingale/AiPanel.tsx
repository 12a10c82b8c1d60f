import type { UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { AI_STYLES } from '../kit/api';
import { fmtAmount, fmtPercent, pnlClass } from '../kit/format';
import type { FmartAiParams, FmartAiResult, MartMode } from './api';
import { martModeOf } from './labels';

const STYLE_ORDER: readonly string[] = AI_STYLES;

/** The suggestions of one mode in the styles' order; when the backtest has none for it, all of them. */
export function aiParamsFor(result: FmartAiResult | undefined, mode: MartMode): FmartAiParams[] {
  const all = result?.ai_params ?? [];
  const modeOf = (p: FmartAiParams) => martModeOf(p.martingale_mode) ?? martModeOf(p.martingale_mode_name);
  const own = all.filter((p) => modeOf(p) === mode);
  return [...(own.length ? own : all)].sort((a, b) => STYLE_ORDER.indexOf(a.style) - STYLE_ORDER.indexOf(b.style));
}

/** A backtest figure the server may send under one of several names, beside the parameters or in `backtest`. */
function figure(p: FmartAiParams, ...names: string[]): unknown {
  const places = [p as unknown as Record<string, unknown>, p.backtest ?? {}];
  for (const place of places) for (const n of names) if (place[n] !== undefined && place[n] !== null && place[n] !== '') return place[n];
  return undefined;
}

interface Props {
  query: UseQueryResult<FmartAiResult>;
  mode: MartMode;
  quote: string;
  onUse: (p: FmartAiParams) => void;
}

/** AI tab: the backtested parameters per style for the chosen mode, each with "use these parameters". */
export function FmartAiPanel({ query, mode, quote, onUse }: Props) {
  const intl = useIntl();
  if (query.isPending) return <p className="py-6 text-sm text-muted"><FormattedMessage id="common.loading" /></p>;
  const list = aiParamsFor(query.data, mode);
  if (query.isError || !list.length) return <p className="notice" data-testid="ai-unavailable"><FormattedMessage id="ai.unavailable" /></p>;
  const pct = (v: unknown) => <bdi>{fmtPercent(v, intl.locale)}</bdi>;
  return (
    <div className="flex flex-col gap-3" data-testid="ai-panel" data-mode={mode}>
      <p className="text-xs text-muted"><FormattedMessage id="ai.note" /></p>
      {list.map((p) => {
        const apr = figure(p, 'apr', 'annual_percentage_yield', 'total_apr');
        const drawdown = figure(p, 'max_drawdown', 'max_drawdown_ratio');
        return (
          <article key={`${p.style}-${String(p.martingale_mode)}`} className="ai-card" data-testid={`ai-style-${p.style}`}>
            <header className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{STYLE_ORDER.includes(p.style) ? <FormattedMessage id={`ai.style.${p.style}`} /> : p.style}</h3>
              <span className="text-xs text-muted">
                <FormattedMessage id="ai.window" values={{ days: Math.round(Number(p.window_days) || 0) }} />
              </span>
            </header>
            <dl className="ai-figures">
              {apr !== undefined && (
                <div>
                  <dt><FormattedMessage id="ai.apr" /></dt>
                  <dd className={`text-lg font-semibold ${pnlClass(apr)}`} data-testid={`ai-apr-${p.style}`}>
                    <bdi>{fmtPercent(apr, intl.locale, true)}</bdi>
                  </dd>
                </div>
              )}
              {drawdown !== undefined && (
                <div><dt><FormattedMessage id="ai.drawdown" /></dt><dd>{pct(drawdown)}</dd></div>
              )}
              <div>
                <dt><FormattedMessage id="fmart.form.leverage" /></dt>
                <dd data-testid={`ai-leverage-${p.style}`}><bdi>{`${fmtAmount(p.leverage, intl.locale, 2)}x`}</bdi></dd>
              </div>
              <div><dt><FormattedMessage id="fmart.form.priceFloat" /></dt><dd>{pct(p.price_float_percent)}</dd></div>
              <div>
                <dt><FormattedMessage id="fmart.form.multiplier" /></dt>
                <dd><bdi>{`${fmtAmount(p.add_position_percent, intl.locale, 2)}x`}</bdi></dd>
              </div>
              <div><dt><FormattedMessage id="fmart.form.adds" /></dt><dd><bdi>{fmtAmount(p.add_position_num, intl.locale, 0)}</bdi></dd></div>
              <div><dt><FormattedMessage id="fmart.form.roundTp" /></dt><dd>{pct(p.round_tp_percent)}</dd></div>
              <div><dt><FormattedMessage id="fmart.form.sl" /></dt><dd>{p.sl_percent && Number(p.sl_percent) > 0 ? pct(p.sl_percent) : '--'}</dd></div>
              {p.min_init_margin && (
                <div className="col-span-2">
                  <dt><FormattedMessage id="fmart.ai.minMargin" /></dt>
                  <dd><bdi>{`${fmtAmount(p.min_init_margin, intl.locale, 2)} ${quote}`}</bdi></dd>
                </div>
              )}
            </dl>
            <button type="button" className="btn-primary mt-3 h-9 w-full" data-testid={`ai-use-${p.style}`} onClick={() => onUse(p)}>
              <FormattedMessage id="ai.use" />
            </button>
          </article>
        );
      })}
    </div>
  );
}
