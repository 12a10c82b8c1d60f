import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../kit/ui';
import type { ComboSymbol, LegSide } from './api';
import { equalWeights, volumeWeights, weightsValid, weightSum, type EditorLeg } from './basket';

export const MAX_LEGS = 10;
/** The basket's tool buttons under the legs. */
const TOOL = 'btn-ghost h-9 border border-line';

interface Props {
  legs: EditorLeg[];
  onChange: (legs: EditorLeg[]) => void;
  symbols: ComboSymbol[];
  /** a running bot: only the weights may change (symbols and sides are fixed) */
  locked?: boolean;
}

/** The basket: each leg's perpetual, side and weight (whole %); add, remove, equal weights, weights
 * by 24 h quote volume, and the sum checked as it is typed. */
export function BasketEditor({ legs, onChange, symbols, locked = false }: Props) {
  const intl = useIntl();
  const set = (i: number, patch: Partial<EditorLeg>) => onChange(legs.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const unused = symbols.filter((s) => !legs.some((l) => l.symbol === s.symbol));
  const sum = weightSum(legs);
  const valid = weightsValid(legs);
  const reweigh = (weights: string[]) => onChange(legs.map((l, i) => ({ ...l, weightPct: weights[i] ?? l.weightPct })));
  const volume = (symbol: string) => symbols.find((s) => s.symbol === symbol)?.quote_volume_24h ?? '0';
  return (
    <div className="flex flex-col gap-3" data-testid="combo-basket">
      <ul className="flex flex-col gap-2">
        {legs.map((leg, i) => (
          <li key={leg.symbol} className="flex flex-wrap items-center gap-2" data-testid="combo-leg">
            {locked ? (
              <span className="w-40 font-medium" dir="ltr" data-testid={`leg-symbol-${i}`}>{leg.symbol}</span>
            ) : (
              <select className="input w-40" aria-label={intl.formatMessage({ id: 'fcombo.leg.symbol' })} value={leg.symbol}
                data-testid={`leg-symbol-${i}`} onChange={(e) => set(i, { symbol: e.target.value })}>
                {[leg.symbol, ...unused.map((s) => s.symbol)].map((s) => <option key={s} value={s}>{s}</option>)}
              </select>
            )}
            <div role="radiogroup" className="tabs" aria-label={intl.formatMessage({ id: 'fcombo.leg.side' })}>
              {([1, 2] as LegSide[]).filter((side) => !locked || side === leg.side).map((side) => (
                <button key={side} type="button" role="radio" aria-checked={leg.side === side} className="tab"
                  data-testid={`leg-side-${i}-${side}`} disabled={locked} onClick={() => set(i, { side })}>
                  <FormattedMessage id={side === 1 ? 'fcombo.side.LONG' : 'fcombo.side.SHORT'} />
                </button>
              ))}
            </div>
            <span className="input-wrap w-28">
              <input className="input-bare" dir="ltr" inputMode="numeric" data-testid={`leg-weight-${i}`}
                aria-label={intl.formatMessage({ id: 'fcombo.leg.weight' })} value={leg.weightPct}
                onChange={(e) => set(i, { weightPct: e.target.value.replace(/\D/g, '') })} />
              <span className="input-suffix">%</span>
            </span>
            {!locked && (
              <TextButton className="btn-ghost h-9" testId={`leg-remove-${i}`} labelId="fcombo.leg.remove" disabled={legs.length <= 2}
                onClick={() => onChange(legs.filter((_, j) => j !== i))} />
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        {!locked && (
          <TextButton className={TOOL} testId="leg-add" labelId="fcombo.leg.add" disabled={legs.length >= MAX_LEGS || unused.length === 0}
            onClick={() => unused[0] && onChange([...legs, { symbol: unused[0].symbol, side: 1, weightPct: '0' }])} />
        )}
        <TextButton className={TOOL} testId="weights-equal" labelId="fcombo.weights.equal"
          onClick={() => reweigh(equalWeights(legs.length))} />
        <TextButton className={TOOL} testId="weights-volume" labelId="fcombo.weights.volume"
          onClick={() => reweigh(volumeWeights(legs.map((l) => volume(l.symbol))))} />
        <span className={`ms-auto text-sm ${valid ? 'text-up' : 'text-down'}`} data-testid="weights-sum" data-valid={valid}
          role={valid ? undefined : 'alert'}>
          <FormattedMessage id={valid ? 'fcombo.weights.sumOk' : 'fcombo.weights.sumBad'}
            values={{ sum: Number.isFinite(sum) ? sum : '--' }} />
        </span>
      </div>
    </div>
  );
}
