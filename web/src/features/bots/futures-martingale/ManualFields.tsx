import { FormattedMessage, useIntl } from 'react-intl';
import { fmtAmount, fmtPercent } from '../kit/format';
import { NumberField } from '../kit/ui';
import type { FmartLimit, MinMax } from './api';
import type { FmartFormValues } from './formState';

interface Props {
  values: FmartFormValues;
  set: (patch: Partial<FmartFormValues>) => void;
  /** clamp the leverage into its bounds (on leaving the field) */
  onLeverageCommit: () => void;
  limit: FmartLimit | undefined;
  /** inputs a failing check names */
  bad: Set<string>;
  quote: string;
  /** the user's FUND USDT; undefined when unknown */
  available: string | undefined;
}

/** "Range: 1x – 50x" under a field, from the get-fmart-limit bounds. */
function RangeHint({ range, format }: { range: MinMax | undefined; format: (v: string) => string }) {
  if (!range || (!range.min && !range.max)) return null;
  return (
    <span className="text-xs text-muted" data-testid="field-range">
      <FormattedMessage id="fmart.form.range" values={{
        min: <bdi dir="ltr">{range.min ? format(range.min) : '--'}</bdi>, max: <bdi dir="ltr">{range.max ? format(range.max) : '--'}</bdi>,
      }} />
    </span>
  );
}

/** The manual tab's fields: leverage, the ladder's shape, margin, round TP, auto-cycle, stop loss, entry price. */
export function ManualFields({ values: v, set, onLeverageCommit, limit, bad, quote, available }: Props) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const pct = (r: string) => fmtPercent(r, intl.locale);
  const times = (r: string) => `${fmtAmount(r, intl.locale, 2)}x`;
  const num = (r: string) => fmtAmount(r, intl.locale, 8);
  return (
    <>
      <div onBlur={onLeverageCommit}>
        <NumberField name="leverage" label={label('fmart.form.leverage')} value={v.leverage} suffix="x"
          onChange={(x) => set({ leverage: x })} invalid={bad.has('leverage')}
          hint={<RangeHint range={limit?.leverage} format={times} />} />
      </div>
      <div className="form-2col">
        <NumberField name="price_float_percent" label={label('fmart.form.priceFloat')} value={v.priceFloatPct} suffix="%"
          onChange={(x) => set({ priceFloatPct: x })} invalid={bad.has('price_float_percent')}
          hint={<RangeHint range={limit?.price_float_percent} format={pct} />} />
        <NumberField name="add_position_percent" label={label('fmart.form.multiplier')} value={v.multiplier} suffix="x"
          onChange={(x) => set({ multiplier: x })} invalid={bad.has('add_position_percent')}
          hint={<RangeHint range={limit?.add_position_percent} format={times} />} />
        <NumberField name="add_position_num" integer label={label('fmart.form.adds')} value={v.adds}
          onChange={(x) => set({ adds: x })} invalid={bad.has('add_position_num')}
          hint={<RangeHint range={limit?.add_position_num} format={num} />} />
        <NumberField name="round_tp_percent" label={label('fmart.form.roundTp')} value={v.roundTpPct} suffix="%"
          onChange={(x) => set({ roundTpPct: x })} invalid={bad.has('round_tp_percent')}
          hint={<RangeHint range={limit?.round_tp_percent} format={pct} />} />
      </div>
      <p className="text-xs text-muted"><FormattedMessage id="fmart.form.roundTpHint" /></p>
      <NumberField name="init_margin" label={label('fmart.form.initMargin')} value={v.initMargin} suffix={quote}
        onChange={(x) => set({ initMargin: x })} invalid={bad.has('init_margin')}
        hint={(
          <span className="flex flex-wrap justify-between gap-2">
            <RangeHint range={limit?.init_margin} format={(r) => `${num(r)} ${quote}`} />
            {available !== undefined && (
              <span className="text-xs" data-testid="available-balance">
                <FormattedMessage id="form.available" values={{ amount: <bdi dir="ltr">{fmtAmount(available, intl.locale, 2)}</bdi>, coin: quote }} />
              </span>
            )}
          </span>
        )} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" data-testid="auto-cycle" checked={v.autoCycle} onChange={(e) => set({ autoCycle: e.target.checked })} />
        <FormattedMessage id="fmart.form.autoCycle" />
      </label>
      <div className="form-2col">
        <NumberField name="sl_percent" label={label('fmart.form.sl')} value={v.slPct} suffix="%" placeholder={label('common.optional')}
          onChange={(x) => set({ slPct: x })} invalid={bad.has('sl_percent')}
          hint={<span className="text-xs text-muted"><FormattedMessage id="fmart.form.slHint" /></span>} />
        <NumberField name="entry_price" label={label('form.entryPrice')} value={v.entryPrice} suffix={quote}
          placeholder={label('common.optional')} onChange={(x) => set({ entryPrice: x })} invalid={bad.has('entry_price')}
          hint={<RangeHint range={limit?.entry_price} format={num} />} />
      </div>
    </>
  );
}
