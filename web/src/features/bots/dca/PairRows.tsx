import Decimal from 'decimal.js';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SymbolInfo } from '../kit/api';
import { fmtAmount } from '../kit/format';
import { parseDecimal } from '../kit/math';
import { NumberField, TextButton } from '../kit/ui';
import type { DcaCoinLimits } from './api';

/** A RECURRING bot buys 1 to 5 coins every round (MECHANICS §4.1). */
export const MAX_PAIRS = 5;

export interface PairRow {
  base: string;
  amount: string;
}

/** Indexes of the rows whose coin an earlier row already chose (the server refuses duplicates). */
export function duplicateRows(rows: PairRow[]): Set<number> {
  const seen = new Set<string>();
  const out = new Set<number>();
  rows.forEach((r, i) => {
    const coin = r.base.trim().toUpperCase();
    if (seen.has(coin)) out.add(i);
    seen.add(coin);
  });
  return out;
}

/** Quote one round spends over every row with a valid amount. */
export function roundTotal(rows: PairRow[]): Decimal {
  return rows.reduce((sum, r) => {
    const d = parseDecimal(r.amount);
    return d && d.gt(0) ? sum.plus(d) : sum;
  }, new Decimal(0));
}

/** A row added to ``rows``: the first coin of the quote not chosen yet (none: the first coin). */
export function nextRow(rows: PairRow[], coins: string[]): PairRow {
  const taken = new Set(rows.map((r) => r.base));
  return { base: coins.find((c) => !taken.has(c)) ?? coins[0] ?? '', amount: '20' };
}

interface Props {
  rows: PairRow[];
  onChange: (rows: PairRow[]) => void;
  quote: string;
  symbols: SymbolInfo[];
  limits: DcaCoinLimits[] | undefined;
}

/** Coin/amount rows: the first coin is the page's pair; more rows pick coins of the same quote. */
export function PairRows({ rows, onChange, quote, symbols, limits }: Props) {
  const intl = useIntl();
  const coins = symbols.filter((s) => s.quote_token === quote).map((s) => s.base_token);
  const dups = duplicateRows(rows);
  const set = (i: number, patch: Partial<PairRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const amountLabel = intl.formatMessage({ id: 'dca.form.amountPerRound' });
  return (
    <fieldset className="flex flex-col gap-3" data-testid="dca-pairs">
      <legend className="mb-2 text-sm font-medium"><FormattedMessage id="dca.pairs.title" /></legend>
      {rows.map((r, i) => {
        const lim = limits?.find((c) => c.base === r.base);
        return (
          <div key={i} className="flex flex-col gap-1" data-testid="dca-pair-row" data-coin={r.base}>
            <div className="form-2col items-end">
              {i === 0 ? (
                <label className="field min-w-0">
                  <span><FormattedMessage id="dca.form.coin" /></span>
                  <span className="input flex items-center" data-testid="dca-pair-coin-0"><bdi>{r.base}</bdi></span>
                </label>
              ) : (
                <label className="field min-w-0">
                  <span><FormattedMessage id="dca.form.coin" /></span>
                  <select className="input" data-testid={`dca-pair-coin-${i}`} value={r.base}
                    aria-invalid={dups.has(i) || undefined} onChange={(e) => set(i, { base: e.target.value })}>
                    {coins.map((c) => <option key={c} value={c}>{c}</option>)}
                  </select>
                </label>
              )}
              <NumberField name={`pair-amount-${i}`} label={`${amountLabel} (${r.base})`} value={r.amount} suffix={quote}
                onChange={(x) => set(i, { amount: x })}
                hint={lim && (
                  <span className="text-xs" data-testid={`dca-limits-${i}`}>
                    <FormattedMessage id="dca.form.limits" values={{
                      min: fmtAmount(lim.min_amount, intl.locale, 8), max: fmtAmount(lim.max_amount, intl.locale, 2), coin: quote,
                    }} />
                  </span>
                )} />
            </div>
            <div className="flex items-center justify-between gap-2 text-xs">
              {dups.has(i) ? (
                <span className="text-down" role="alert" data-testid={`dca-pair-dup-${i}`}>
                  <FormattedMessage id="dca.pairs.duplicate" values={{ coin: r.base }} />
                </span>
              ) : <span />}
              {i > 0 && (
                <TextButton className="btn-ghost" testId={`dca-pair-remove-${i}`} labelId="dca.pairs.remove"
                  onClick={() => onChange(rows.filter((_, j) => j !== i))} />
              )}
            </div>
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <TextButton className="btn-ghost" testId="dca-pair-add" labelId="dca.pairs.add" values={{ count: MAX_PAIRS }}
          disabled={rows.length >= MAX_PAIRS} onClick={() => onChange([...rows, nextRow(rows, coins)])} />
        <span data-testid="dca-round-total">
          <FormattedMessage id="dca.pairs.roundTotal" values={{ amount: fmtAmount(roundTotal(rows).toFixed(), intl.locale, 2), coin: quote }} />
        </span>
      </div>
    </fieldset>
  );
}
