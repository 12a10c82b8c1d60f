import { useIntl } from 'react-intl';
import type { MartMode } from './api';
import { martModeOf } from './labels';

/** Colour of a martingale mode: long green, short red. */
export const martModeTone = (m: MartMode | null) => (m === 'LONG' ? 'text-up' : m === 'SHORT' ? 'text-down' : '');

/**
 * "Long 5x" of a martingale (mode and leverage): a badge on the detail page, plain text in a My bots
 * row. Kept apart from the pages so the home page does not load them.
 */
export function FmartModeLabel({ mode, leverage, badge = false, testId = 'bot-row-mode' }: {
  mode: unknown; leverage: unknown; badge?: boolean; testId?: string;
}) {
  const intl = useIntl();
  const m = martModeOf(mode);
  const lev = leverage === null || leverage === undefined || leverage === '' ? '' : `${String(leverage)}x`;
  if (!m && !lev) return null;
  return (
    <span className={`${badge ? 'badge text-xs ' : ''}${martModeTone(m)}`} data-testid={testId} data-mode={m ?? ''}>
      {m ? intl.formatMessage({ id: `fmart.mode.${m}` }) : ''}
      {lev ? <>{m ? ' ' : ''}<bdi dir="ltr">{lev}</bdi></> : null}
    </span>
  );
}
