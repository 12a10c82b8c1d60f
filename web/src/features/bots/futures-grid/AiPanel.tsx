import { useIntl } from 'react-intl';
import { AiCard, AiFigure, AiGridRange, AiLeverage, AiPanelFrame, AiTrades, AiYield, type ModeAiPanelProps } from '../kit/AiCards';
import { fmtPercent } from '../kit/format';
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

interface Props extends ModeAiPanelProps<FgridAiResult, FgridAiParams, GridMode> {
  decimals: number;
}

/** AI tab: recommended parameters of the chosen mode per style, with backtest figures and one-click apply. */
export function FgridAiPanel({ query, mode, decimals, onUse }: Props) {
  const intl = useIntl();
  const list = aiParamsFor(query.data, mode);
  return (
    <AiPanelFrame query={query} empty={!list.length} unavailableId="fgrid.ai.unavailable" mode={mode}>
      {list.map((p) => {
        const style = String(p.style);
        const days = Math.round(Number(p.window_days) || 0);
        return (
          <AiCard key={style} style={style} known={STYLE_ORDER.includes(style)} days={days} onUse={() => onUse(p)}>
            <AiYield style={style} value={p.actual_yield} apr={p.annual_percentage_yield} days={days} />
            <AiFigure labelId="ai.drawdown"><bdi>{fmtPercent(p.max_drawdown_ratio, intl.locale)}</bdi></AiFigure>
            {p.backtest && <AiTrades style={style} value={p.backtest.arbitrage_num} labelId="detail.arbitrages" />}
            <AiLeverage style={style} value={p.leverage} labelId="fgrid.form.leverage" />
            <AiGridRange min={p.min_price} max={p.max_price} cells={p.cell_number} decimals={decimals} wide />
          </AiCard>
        );
      })}
    </AiPanelFrame>
  );
}
