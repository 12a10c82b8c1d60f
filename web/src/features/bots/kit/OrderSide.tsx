import { FormattedMessage } from 'react-intl';
import { sideOf } from './labels';

/** An order or fill side, translated and coloured; an unknown side is shown as sent so nothing is hidden. */
export function OrderSide({ side }: { side: string }) {
  const s = sideOf(side);
  if (!s) return <>{side}</>;
  return <span className={s === 'BUY' ? 'text-up' : 'text-down'}><FormattedMessage id={`side.${s}`} /></span>;
}
