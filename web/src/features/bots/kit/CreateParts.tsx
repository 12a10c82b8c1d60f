import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Candle, GridType } from './api';
import { CandleChart, type ChartLine } from './charts';

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
