import { FormattedMessage, useIntl } from 'react-intl';
import { MART_MODES, type MartMode } from './api';
import { martModeOf } from './labels';

const tone = (m: MartMode | null) => (m === 'LONG' ? 'text-up' : m === 'SHORT' ? 'text-down' : '');

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
    <span className={`${badge ? 'badge text-xs ' : ''}${tone(m)}`} data-testid={testId} data-mode={m ?? ''}>
      {m ? intl.formatMessage({ id: `fmart.mode.${m}` }) : ''}
      {lev ? <>{m ? ' ' : ''}<bdi dir="ltr">{lev}</bdi></> : null}
    </span>
  );
}

/** LONG (buys the dips) / SHORT (sells the rallies), with the chosen mode's description. */
export function FmartModeSelector({ mode, onChange }: { mode: MartMode; onChange: (m: MartMode) => void }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-2">
      <div className="segmented grid-cols-2" role="radiogroup" aria-label={intl.formatMessage({ id: 'fmart.form.mode' })}
        data-testid="mode-selector">
        {MART_MODES.map((m) => (
          <button key={m} type="button" role="radio" aria-checked={mode === m} data-testid={`mode-${m}`}
            className={mode === m ? `font-semibold ${tone(m)}` : ''} onClick={() => onChange(m)}>
            <FormattedMessage id={`fmart.mode.${m}`} />
          </button>
        ))}
      </div>
      <p className="text-xs text-muted" data-testid="mode-description"><FormattedMessage id={`fmart.modeDesc.${mode}`} /></p>
    </div>
  );
}
