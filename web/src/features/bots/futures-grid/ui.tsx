import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QUICK_STEPS } from '../kit/math';
import { NumberField, sanitizeDecimal } from '../kit/ui';
import type { GridMode } from './api';
import { leverageMarks, type LeverageBounds } from './leverage';
import { adjustByTick } from './price';
import type { TpSlUnit } from './tpsl';

/** The (estimated) liquidation line on the charts. */
export const LIQ_COLOR = '#a66cff';

/** Colour of a grid mode: long green, short red, neutral the accent. */
export function modeTone(mode: GridMode | null): string {
  return mode === 'LONG' ? 'text-up' : mode === 'SHORT' ? 'text-down' : 'text-accent';
}

/** "Long 3x" badge of a futures grid (mode and leverage). */
export function ModeBadge({ mode, leverage, testId = 'fgrid-mode' }: { mode: GridMode | null; leverage?: string; testId?: string }) {
  const intl = useIntl();
  return (
    <span className={`badge text-xs ${modeTone(mode)}`} data-testid={testId} data-mode={mode ?? ''}>
      {mode ? intl.formatMessage({ id: `fgrid.mode.${mode}` }) : '--'}
      {leverage ? <>{' '}<bdi dir="ltr">{`${leverage}x`}</bdi></> : null}
    </span>
  );
}

interface PriceFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  tickSize: string | undefined;
  fallback?: string;
  suffix?: string;
  invalid?: boolean;
  placeholder?: string;
}

/** A price input with the SPEC §9 quick-adjust buttons: −200, −50, −10, +10, +50, +200 ticks of the symbol. */
export function TickPriceField({ name, label, value, onChange, tickSize, fallback, suffix, invalid, placeholder }: PriceFieldProps) {
  const intl = useIntl();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <NumberField name={name} label={label} value={value} onChange={onChange} suffix={suffix} invalid={invalid}
        placeholder={placeholder} />
      <div className="quick-adjust" dir="ltr" role="group" aria-label={label}>
        {QUICK_STEPS.map((step) => (
          <button key={step} type="button" className="quick-btn" data-testid={`adjust-${name}-${step}`}
            aria-label={intl.formatMessage({ id: 'form.adjustAria' }, { field: label, ticks: step })}
            onClick={() => onChange(adjustByTick(value, step, tickSize, fallback))}>
            {step > 0 ? `+${step}` : `−${-step}`}
          </button>
        ))}
      </div>
    </div>
  );
}

interface LeverageFieldProps {
  value: string;
  onChange: (v: string) => void;
  /** called when the user leaves the number input: clamp there */
  onCommit: () => void;
  bounds: LeverageBounds | null;
  invalid?: boolean;
}

/** Leverage slider and input within the symbol's bounds (minLeverageE2 / 100 .. min(maxLeverageE2, mode cap) / 100). */
export function LeverageField({ value, onChange, onCommit, bounds, invalid }: LeverageFieldProps) {
  const intl = useIntl();
  const marks = leverageMarks(bounds);
  const num = Number(value);
  const min = bounds ? Number(bounds.min) : 1;
  const max = bounds ? Number(bounds.max) : 100;
  const label = intl.formatMessage({ id: 'fgrid.form.leverage' });
  return (
    <div className="field min-w-0" data-testid="leverage-field" data-min={bounds?.min ?? ''} data-max={bounds?.max ?? ''}>
      <span className="flex items-center justify-between gap-2">
        <span id="leverage-label">{label}</span>
        <span className="text-xs" dir="ltr" data-testid="leverage-bounds">
          {bounds ? (
            <FormattedMessage id="fgrid.form.leverageRange" values={{
              min: <bdi dir="ltr">{`${bounds.min}x`}</bdi>, max: <bdi dir="ltr">{`${bounds.max}x`}</bdi>,
            }} />
          ) : '--'}
        </span>
      </span>
      <div className="flex items-center gap-3" dir="ltr">
        <input type="range" className="min-w-0 flex-1 accent-[#f7a600]" data-testid="leverage-slider"
          aria-labelledby="leverage-label" min={min} max={max} step={1} disabled={!bounds}
          value={Number.isFinite(num) && num > 0 ? Math.min(Math.max(num, min), max) : min}
          onChange={(e) => onChange(e.target.value)} />
        <span className={`input-wrap w-24 ${invalid ? 'input-error' : ''}`}>
          <input className="input-bare" name="leverage" data-testid="input-leverage" inputMode="decimal" autoComplete="off"
            aria-labelledby="leverage-label" value={value} aria-invalid={invalid || undefined}
            onChange={(e) => onChange(sanitizeDecimal(e.target.value))} onBlur={onCommit} />
          <span className="input-suffix">x</span>
        </span>
      </div>
      {marks.length > 1 && (
        <div className="flex justify-between text-[11px]" dir="ltr">
          {marks.map((m) => (
            <button key={m} type="button" className="rounded px-1 tabular-nums text-muted hover:text-fg"
              data-testid={`leverage-mark-${m}`} onClick={() => onChange(m)}>{`${m}x`}</button>
          ))}
        </div>
      )}
    </div>
  );
}

interface TpSlFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  unit: TpSlUnit;
  onChange: (v: string) => void;
  onUnit: (u: TpSlUnit) => void;
  /** false: percent only (NEUTRAL grids) */
  allowPrice: boolean;
  quote: string;
  invalid?: boolean;
}

/** A take-profit / stop-loss input with its unit: % of the investment or a price. */
export function TpSlField({ name, label, value, unit, onChange, onUnit, allowPrice, quote, invalid }: TpSlFieldProps) {
  const intl = useIntl();
  return (
    <div className="field min-w-0">
      <span id={`${name}-label`}>{label}</span>
      <span className={`input-wrap ${invalid ? 'input-error' : ''}`}>
        <input className="input-bare" name={name} data-testid={`input-${name}`} inputMode="decimal" autoComplete="off"
          aria-labelledby={`${name}-label`} dir="ltr" value={value} placeholder={intl.formatMessage({ id: 'common.optional' })} aria-invalid={invalid || undefined}
          onChange={(e) => onChange(sanitizeDecimal(e.target.value))} />
        {allowPrice ? (
          <span className="me-1 flex shrink-0 gap-0.5 rounded bg-page p-0.5 text-[11px]" role="radiogroup"
            aria-label={intl.formatMessage({ id: 'fgrid.form.tpslUnit' })}>
            {(['percent', 'price'] as const).map((u) => (
              <button key={u} type="button" role="radio" aria-checked={unit === u} data-testid={`unit-${name}-${u}`}
                className={`rounded px-1.5 py-0.5 ${unit === u ? 'bg-raised text-fg' : 'text-muted'}`}
                onClick={() => onUnit(u)}>
                {u === 'percent' ? '%' : quote}
              </button>
            ))}
          </span>
        ) : <span className="input-suffix">%</span>}
      </span>
    </div>
  );
}

/** Percent text of a trailing stop field, with the hint. */
export function TrailingField({ value, onChange, invalid, name = 'trailing_stop' }: {
  value: string; onChange: (v: string) => void; invalid?: boolean; name?: string;
}) {
  const intl = useIntl();
  return (
    <NumberField name={name} label={intl.formatMessage({ id: 'form.trailingStop' })}
      placeholder={intl.formatMessage({ id: 'common.optional' })} value={value} onChange={onChange} suffix="%" invalid={invalid}
      hint={<span className="text-xs"><FormattedMessage id="fgrid.form.trailingHint" /></span>} />
  );
}
