import { useIntl } from 'react-intl';
import { gridModeOf } from './labels';

/**
 * "Long 3x" of a futures grid row in My bots (list-all-bots gives grid_mode and leverage). Kept
 * apart from the futures grid pages so the home page does not load them.
 */
export function FgridModeLabel({ mode, leverage }: { mode: unknown; leverage: unknown }) {
  const intl = useIntl();
  const m = gridModeOf(mode);
  const lev = leverage === null || leverage === undefined || leverage === '' ? '' : `${String(leverage)}x`;
  if (!m && !lev) return null;
  const tone = m === 'LONG' ? 'text-up' : m === 'SHORT' ? 'text-down' : 'text-accent';
  return (
    <span className={tone} data-testid="bot-row-mode" data-mode={m ?? ''}>
      {m ? intl.formatMessage({ id: `fgrid.mode.${m}` }) : ''}
      {lev ? <>{m ? ' ' : ''}<bdi dir="ltr">{lev}</bdi></> : null}
    </span>
  );
}
