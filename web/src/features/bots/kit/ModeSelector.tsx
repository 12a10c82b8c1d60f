import { FormattedMessage, useIntl } from 'react-intl';

/**
 * A futures family's mode picker (LONG / SHORT, NEUTRAL for grids): one radio a mode, named by
 * `${family}.mode.…`, in the mode's colour when chosen, and the chosen mode's `${family}.modeDesc.…` below.
 */
export function ModeSelector<M extends string>({ family, modes, mode, onChange, tone }: {
  family: 'fgrid' | 'fmart';
  modes: readonly M[];
  mode: M;
  onChange: (m: M) => void;
  tone: (m: M) => string;
}) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-2">
      <div className={`segmented ${modes.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`} role="radiogroup"
        aria-label={intl.formatMessage({ id: `${family}.form.mode` })} data-testid="mode-selector">
        {modes.map((m) => (
          <button key={m} type="button" role="radio" aria-checked={mode === m} data-testid={`mode-${m}`}
            className={mode === m ? `font-semibold ${tone(m)}` : ''} onClick={() => onChange(m)}>
            <FormattedMessage id={`${family}.mode.${m}`} />
          </button>
        ))}
      </div>
      <p className="text-xs text-muted" data-testid="mode-description"><FormattedMessage id={`${family}.modeDesc.${mode}`} /></p>
    </div>
  );
}
