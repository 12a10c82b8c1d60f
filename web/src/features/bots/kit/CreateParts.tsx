import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StrategyFamily } from '../../strategy-info/api';
import { StrategyInfoButton } from '../../strategy-info/StrategyInfoButton';
import type { Candle, GridType } from './api';
import { CandleChart, type ChartLine } from './charts';
import { fmtAmount } from './format';
import { parseDecimal } from './math';

/**
 * A create page's frame: its title and "How it works" button above the pair picker (and what
 * `head` adds), then the form. `wide` pages (a chart beside the form) are 1200 px at most, others 900.
 */
export function CreatePageFrame({ testId, titleId, family, wide, head, children }: {
  testId: string;
  titleId: string;
  family: StrategyFamily;
  wide?: boolean;
  head: ReactNode;
  children: ReactNode;
}) {
  const width = wide ? 'max-w-[1200px]' : 'max-w-[900px]';
  return (
    <div className={`mx-auto flex ${width} flex-col gap-4 px-4 py-6 phone:px-3 phone:py-4`} data-testid={testId}>
      <section className="card flex flex-col gap-2">
        <h1 className="text-sm font-medium text-muted"><FormattedMessage id={titleId} /></h1>
        <StrategyInfoButton family={family} />
        {head}
      </section>
      {children}
    </div>
  );
}

/** Under the pair picker: the pair is not listed, or the list did not load. */
export function SymbolNotices({ symbol, unknown, loadError, unknownId, loadErrorId }: {
  symbol: string;
  unknown: boolean;
  loadError: boolean;
  unknownId: string;
  loadErrorId: string;
}) {
  return (
    <>
      {unknown && (
        <p className="notice" data-testid="symbol-unknown"><FormattedMessage id={unknownId} values={{ symbol }} /></p>
      )}
      {loadError && <p className="text-sm text-down"><FormattedMessage id={loadErrorId} /></p>}
    </>
  );
}

/** The create page's chart card: the candles with every level and line of the form, a legend. */
export function ChartCard({ candles, lines, decimals, legend }: {
  candles: Candle[];
  lines: ChartLine[];
  decimals: number;
  legend: ReactNode;
}) {
  return (
    <section className="card min-w-0" data-testid="chart-card">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="card-title"><FormattedMessage id="chart.title" /></h2>
        {legend}
      </div>
      <CandleChart candles={candles} lines={lines} decimals={decimals} />
    </section>
  );
}

export type CreateTab = 'ai' | 'manual';

/** The AI / manual tabs of a create form. */
export function CreateTabs({ tab, onTab }: { tab: CreateTab; onTab: (t: CreateTab) => void }) {
  return (
    <div role="tablist" className="tabs">
      {(['ai', 'manual'] as const).map((t) => (
        <button key={t} type="button" role="tab" aria-selected={tab === t} className="tab" data-testid={`tab-${t}`}
          onClick={() => onTab(t)}>
          <FormattedMessage id={t === 'ai' ? 'createPage.tabAi' : 'createPage.tabManual'} />
        </button>
      ))}
    </div>
  );
}

/** "Parameters from AI" badge shown while the manual form holds applied AI parameters. */
export function AiOriginBadge() {
  return <p className="badge self-start" data-testid="origin-ai"><FormattedMessage id="ai.appliedBadge" /></p>;
}

/** Arithmetic / geometric spacing of the levels. */
export function GridTypeField({ value, onChange }: { value: GridType; onChange: (g: GridType) => void }) {
  return (
    <div className="field">
      <span id="grid-type-label"><FormattedMessage id="form.gridType" /></span>
      <div className="segmented" role="radiogroup" aria-labelledby="grid-type-label">
        {(['ARITHMETIC', 'GEOMETRIC'] as GridType[]).map((g) => (
          <button key={g} type="button" role="radio" aria-checked={value === g}
            data-testid={`grid-type-${g}`} onClick={() => onChange(g)}>
            <FormattedMessage id={`gridType.${g}`} />
          </button>
        ))}
      </div>
    </div>
  );
}

/** The chart's legend: a colour swatch and a label a line kind; `levels` is how many levels are drawn. */
export function ChartLegend({ levels, items }: { levels: number; items: readonly (readonly [color: string, id: string])[] }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted" data-testid="chart-legend" data-levels={levels}>
      {items.map(([color, id]) => (
        <li key={id} className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4" style={{ background: color }} aria-hidden="true" />
          <FormattedMessage id={id} values={{ count: levels }} />
        </li>
      ))}
    </ul>
  );
}

/** Under the investment field: the available balance and, when there is some, a "max" button that invests it all. */
export function AvailableHint({ available, quote, onMax }: {
  available: string | undefined;
  quote: string;
  onMax: (amount: string) => void;
}) {
  const intl = useIntl();
  const amount = parseDecimal(available);
  return (
    <span className="flex items-center justify-between gap-2 text-xs">
      <span data-testid="available-balance">
        <FormattedMessage id="form.available"
          values={{ amount: <bdi dir="ltr">{fmtAmount(available ?? '', intl.locale, 8)}</bdi>, coin: quote }} />
      </span>
      {available && amount?.gt(0) && (
        <button type="button" className="link-btn" data-testid="investment-max" onClick={() => onMax(amount.toFixed())}>
          <FormattedMessage id="form.max" />
        </button>
      )}
    </span>
  );
}

/**
 * The form's submit button: "log in to create" for a visitor, else the family's start label. It
 * waits for a complete (`ready`) form and, for a logged-in user, for the server check to pass.
 */
export function CreateSubmit({ session, ready, passed, pending, submitId }: {
  session: { isLoggedIn: boolean; isLoading: boolean };
  ready: boolean;
  passed: boolean;
  pending: boolean;
  submitId: string;
}) {
  return (
    <button type="submit" className="btn-primary h-11 w-full text-base" data-testid="create-submit"
      disabled={!ready || pending || (session.isLoggedIn && !passed)}>
      <FormattedMessage id={session.isLoggedIn || session.isLoading ? submitId : 'create.loginToCreate'} />
    </button>
  );
}
