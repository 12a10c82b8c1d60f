import { useIntl } from 'react-intl';
import { AiCard, AiFigure, AiLeverage, AiPanelFrame, AiTrades, AiYield, type ModeAiPanelProps } from '../kit/AiCards';
import { AI_STYLES } from '../kit/api';
import { fmtAmount, fmtPercent } from '../kit/format';
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

/**
 * A backtest figure (over the row's own window) the server may send under one of several names,
 * beside the parameters or in `backtest`; a null one (an APR under 30 days) is absent.
 */
function figure(p: FmartAiParams, ...names: string[]): unknown {
  const places = [p as unknown as Record<string, unknown>, p.backtest ?? {}];
  for (const place of places) for (const n of names) if (place[n] !== undefined && place[n] !== null && place[n] !== '') return place[n];
  return undefined;
}

interface Props extends ModeAiPanelProps<FmartAiResult, FmartAiParams, MartMode> {
  quote: string;
}

/** AI tab: the backtested parameters per style for the chosen mode, each with "use these parameters". */
export function FmartAiPanel({ query, mode, quote, onUse }: Props) {
  const intl = useIntl();
  const list = aiParamsFor(query.data, mode);
  const pct = (v: unknown) => <bdi>{fmtPercent(v, intl.locale)}</bdi>;
  return (
    <AiPanelFrame query={query} empty={!list.length} mode={mode}>
      {list.map((p) => {
        const days = Math.round(Number(p.window_days) || 0);
        const windowYield = figure(p, 'actual_yield');
        const drawdown = figure(p, 'max_drawdown_ratio', 'max_drawdown');
        const rounds = figure(p, 'completed_rounds');
        return (
          <AiCard key={`${p.style}-${String(p.martingale_mode)}`} style={p.style} known={STYLE_ORDER.includes(p.style)}
            days={days} onUse={() => onUse(p)}>
            {windowYield !== undefined && (
              <AiYield style={p.style} value={windowYield} apr={figure(p, 'annual_percentage_yield')} days={days} />
            )}
            {drawdown !== undefined && <AiFigure labelId="ai.drawdown">{pct(drawdown)}</AiFigure>}
            {rounds !== undefined && <AiTrades style={p.style} value={rounds} labelId="fmart.detail.completedRounds" />}
            <AiLeverage style={p.style} value={p.leverage} labelId="fmart.form.leverage" />
            <AiFigure labelId="fmart.form.priceFloat">{pct(p.price_float_percent)}</AiFigure>
            <AiFigure labelId="fmart.form.multiplier"><bdi>{`${fmtAmount(p.add_position_percent, intl.locale, 2)}x`}</bdi></AiFigure>
            <AiFigure labelId="fmart.form.adds"><bdi>{fmtAmount(p.add_position_num, intl.locale, 0)}</bdi></AiFigure>
            <AiFigure labelId="fmart.form.roundTp">{pct(p.round_tp_percent)}</AiFigure>
            <AiFigure labelId="fmart.form.sl">{p.sl_percent && Number(p.sl_percent) > 0 ? pct(p.sl_percent) : '--'}</AiFigure>
            {p.min_init_margin && (
              <AiFigure labelId="fmart.ai.minMargin" wide>
                <bdi>{`${fmtAmount(p.min_init_margin, intl.locale, 2)} ${quote}`}</bdi>
              </AiFigure>
            )}
          </AiCard>
        );
      })}
    </AiPanelFrame>
  );
}
