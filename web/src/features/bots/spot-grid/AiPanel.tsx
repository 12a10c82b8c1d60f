import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { AiCard, AiFigure, AiGridRange, AiPanelFrame, AiTrades, AiYield } from '../kit/AiCards';
import { AI_STYLES, fetchAiParams, type AiParams } from '../kit/api';
import { fmtPercent } from '../kit/format';

interface Props {
  symbol: string;
  decimals: number;
  onUse: (p: AiParams) => void;
}

/** AI tab: the recommended parameters per style, with backtest figures and one-click apply. */
export function AiPanel({ symbol, decimals, onUse }: Props) {
  const intl = useIntl();
  const q = useQuery({ queryKey: ['ai-params', symbol], queryFn: () => fetchAiParams(symbol), staleTime: 60_000 });
  const list = [...(q.data ?? [])].sort((a, b) => AI_STYLES.indexOf(a.style) - AI_STYLES.indexOf(b.style));
  return (
    <AiPanelFrame query={q} empty={!list.length}>
      {list.map((p) => {
        const days = Math.round(Number(p.window_days) || 0);
        return (
          <AiCard key={p.style} style={p.style} known={AI_STYLES.includes(p.style)} days={days} onUse={() => onUse(p)}>
            <AiYield style={p.style} value={p.actual_yield} apr={p.annual_percentage_yield} days={days} />
            <AiFigure labelId="ai.drawdown"><bdi>{fmtPercent(p.max_drawdown_ratio, intl.locale)}</bdi></AiFigure>
            {p.backtest && <AiTrades style={p.style} value={p.backtest.arbitrage_num} labelId="detail.arbitrages" />}
            <AiGridRange min={p.min_price} max={p.max_price} cells={p.cell_number} decimals={decimals} />
            <AiFigure labelId="ai.volatility"><bdi>{fmtPercent(p.volatility_ratio, intl.locale)}</bdi></AiFigure>
          </AiCard>
        );
      })}
    </AiPanelFrame>
  );
}
