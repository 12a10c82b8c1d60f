import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fmtPnl, pnlClass } from './format';
import { adjustByTicks, QUICK_STEPS } from './math';

const KNOWN_STATUSES = ['RAW', 'REJECTED', 'NEW', 'AWAIT_ACTIVATION', 'INITIALIZING', 'RUNNING', 'PAUSED', 'CANCELLING', 'COMPLETED'];

/** Bot status badge; `data-status` carries the raw status for tests and styling. */
export function StatusBadge({ status, testId = 'bot-status' }: { status: string; testId?: string }) {
  const known = KNOWN_STATUSES.includes(status);
  const tone = status === 'RUNNING' ? 'status-running'
    : status === 'COMPLETED' || status === 'REJECTED' ? 'status-done' : 'status-pending';
  return (
    <span className={`status-badge ${tone}`} data-testid={testId} data-status={status}>
      {known ? <FormattedMessage id={`botStatus.${status}`} /> : status}
    </span>
  );
}

/** A value that settles `ms` after the last change (debounced validation). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** Keep digits and one decimal point (a locale comma becomes a point). */
export function sanitizeDecimal(text: string): string {
  const s = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  return dot < 0 ? s : s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
}

interface NumberFieldProps {
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  name: string;
  suffix?: string;
  placeholder?: string;
  integer?: boolean;
  invalid?: boolean;
  hint?: ReactNode;
}

/** A numeric text input (accepts "." and normalises ","), left-to-right in every language. */
export function NumberField({ label, value, onChange, name, suffix, placeholder, integer, invalid, hint }: NumberFieldProps) {
  return (
    <label className="field min-w-0">
      <span>{label}</span>
      <span className={`input-wrap ${invalid ? 'input-error' : ''}`}>
        <input
          className="input-bare" name={name} data-testid={`input-${name}`} inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off" dir="ltr" value={value} placeholder={placeholder} aria-invalid={invalid || undefined}
          onChange={(e) => onChange(integer ? e.target.value.replace(/\D/g, '') : sanitizeDecimal(e.target.value))}
        />
        {suffix && <span className="input-suffix">{suffix}</span>}
      </span>
      {hint}
    </label>
  );
}

interface PriceFieldProps extends Omit<NumberFieldProps, 'integer' | 'hint'> {
  decimals: number;
  /** where an empty field starts from (the current price) */
  fallback?: string;
  fieldLabel: string;
}

/** A price input with the SPEC §9 quick-adjust buttons: −200, −50, −10, +10, +50, +200 ticks. */
export function PriceField({ decimals, fallback, fieldLabel, ...rest }: PriceFieldProps) {
  const intl = useIntl();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <NumberField {...rest} />
      <div className="quick-adjust" dir="ltr" role="group" aria-label={fieldLabel}>
        {QUICK_STEPS.map((step) => (
          <button key={step} type="button" className="quick-btn" data-testid={`adjust-${rest.name}-${step}`}
            aria-label={intl.formatMessage({ id: 'form.adjustAria' }, { field: fieldLabel, ticks: step })}
            onClick={() => rest.onChange(adjustByTicks(rest.value, step, decimals, fallback))}>
            {step > 0 ? `+${step}` : `−${-step}`}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A labelled figure (KPI) of the detail page and the summaries. */
export function Stat({ label, children, testId, className = '' }: {
  label: ReactNode; children: ReactNode; testId?: string; className?: string;
}) {
  return (
    <div className={`stat ${className}`}>
      <span className="stat-label">{label}</span>
      <span className="stat-value" data-testid={testId}><bdi>{children}</bdi></span>
    </div>
  );
}

/** A profit figure: signed, in the quote coin (4 decimals), green or red by its sign. */
export function PnlStat({ label, testId, value, quote }: { label: ReactNode; testId: string; value: unknown; quote: string }) {
  const intl = useIntl();
  return <Stat label={label} testId={testId} className={pnlClass(value)}>{`${fmtPnl(value, intl.locale, 4)} ${quote}`}</Stat>;
}

/** A row of a summary list: label then value. */
export function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="summary-row">
      <dt>{label}</dt>
      <dd data-testid={testId}><bdi>{children}</bdi></dd>
    </div>
  );
}

/** A button whose whole text is one message (`labelId`, with its `values`): the editors' add, remove and fill buttons. */
export function TextButton({ className, testId, labelId, values, disabled, onClick }: {
  className: string;
  testId: string;
  labelId: string;
  values?: Record<string, string | number>;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={className} data-testid={testId} disabled={disabled} onClick={onClick}>
      <FormattedMessage id={labelId} values={values} />
    </button>
  );
}
