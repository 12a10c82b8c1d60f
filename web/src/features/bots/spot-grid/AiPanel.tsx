import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { AiApr, AiCard, AiFigure, AiGridRange, AiPanelFrame } from '../kit/AiCards';
import { AI_STYLES, fetchAiParams, type AiParams } from '../kit/api';
import { fmtPercent, pnlClass } from '../kit/format';

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
      {list.map((p) => (
        <AiCard key={p.style} style={p.style} known={AI_STYLES.includes(p.style)} days={Number(p.window_days) || 0}
          onUse={() => onUse(p)}>
          <AiApr style={p.style} value={p.annual_percentage_yield} />
          <AiFigure labelId="ai.yield" className={pnlClass(p.actual_yield)}>
            <bdi>{fmtPercent(p.actual_yield, intl.locale, true)}</bdi>
          </AiFigure>
          <AiFigure labelId="ai.drawdown"><bdi>{fmtPercent(p.max_drawdown_ratio, intl.locale)}</bdi></AiFigure>
          <AiGridRange min={p.min_price} max={p.max_price} cells={p.cell_number} decimals={decimals} />
          <AiFigure labelId="ai.volatility"><bdi>{fmtPercent(p.volatility_ratio, intl.locale)}</bdi></AiFigure>
        </AiCard>
      ))}
    </AiPanelFrame>
  );
}
