import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthDialog } from '../../auth/authDialogContext';
import { useSession } from '../../auth/session';
import { usePairParams } from '../kit/usePairParams';
import { listSymbols, type SymbolInfo } from '../kit/api';
import { fmtAmount, fmtPercent, fmtPrice, pairLabel } from '../kit/format';
import { parseDecimal, priceDecimals } from '../kit/math';
import { PairPicker } from '../kit/PairPicker';
import { NumberField, useDebounced } from '../kit/ui';
import { CreatePageFrame } from '../kit/CreateParts';
import { useCreateBot } from '../kit/useCreateBot';
import { createDca, fetchDcaConfiguration, type AutoCycle, type DcaInput, type DcaType } from './api';
import { dcaErrorMessage } from './errors';
import { ladderPreview, type LadderPreview } from './ladder';
import { duplicateRows, PairRows, roundTotal, type PairRow } from './PairRows';
import { TableHead } from '../kit/TableHead';
import { BacktestThese } from '../../backtest/BacktestThese';
import { useRunParams } from '../../backtest/useRunParams';

const TYPES: DcaType[] = ['RECURRING', 'SAFETY_ORDER'];

interface Values {
  pairs: PairRow[];
  frequency: number;
  maxInvest: string;
  initAmount: string;
  safetyAmount: string;
  maxSafety: string;
  priceStepPct: string;
  stepMultiplier: string;
  volumeMultiplier: string;
  tpPct: string;
  slPct: string;
  autoCycle: AutoCycle;
}

const DEFAULTS: Omit<Values, 'pairs'> = {
  frequency: 86_400, maxInvest: '1000', initAmount: '100', safetyAmount: '50', maxSafety: '3',
  priceStepPct: '3', stepMultiplier: '1.2', volumeMultiplier: '1.5', tpPct: '5', slPct: '', autoCycle: 'ENABLE',
};

const pct = (text: string) => parseDecimal(text)?.div(100).toFixed() ?? '';

/** The create request of a form (percent fields are entered in %, sent as ratios). */
export function toDcaInput(type: DcaType, symbol: string, quote: string, v: Values): DcaInput {
  if (type === 'RECURRING') {
    return {
      dca_type: 'RECURRING', frequency_in_second: v.frequency, quote_coin: quote,
      pairs: v.pairs.map((p) => ({ base: p.base, amount: p.amount })), max_invest_amount: v.maxInvest,
    };
  }
  return {
    dca_type: 'SAFETY_ORDER', symbol, init_order_amount: v.initAmount, safety_order_amount: v.safetyAmount,
    max_safety_orders: Number(v.maxSafety), price_step: pct(v.priceStepPct), step_multiplier: v.stepMultiplier,
    volume_multiplier: v.volumeMultiplier, tp_pct: pct(v.tpPct), auto_cycle: v.autoCycle,
    ...(v.slPct.trim() ? { sl_pct: pct(v.slPct) } : {}),
  };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const percent = (v: unknown) => parseDecimal(text(v))?.mul(100).toFixed() ?? '';

/** A create body (a backtest's parameters) as the form's type and values: the inverse of {@link toDcaInput}. */
export function fromDcaInput(p: Record<string, unknown>, old: Values): { type: DcaType; values: Values } {
  if (p.dca_type === 'RECURRING') {
    const pairs = Array.isArray(p.pairs) ? p.pairs as { base?: unknown; amount?: unknown }[] : [];
    return {
      type: 'RECURRING',
      values: {
        ...old, pairs: pairs.map((x) => ({ base: text(x.base), amount: text(x.amount) })),
        frequency: Number(p.frequency_in_second) || old.frequency, maxInvest: text(p.max_invest_amount),
      },
    };
  }
  return {
    type: 'SAFETY_ORDER',
    values: {
      ...old, initAmount: text(p.init_order_amount), safetyAmount: text(p.safety_order_amount), maxSafety: text(p.max_safety_orders),
      priceStepPct: percent(p.price_step), stepMultiplier: text(p.step_multiplier), volumeMultiplier: text(p.volume_multiplier),
      tpPct: percent(p.tp_pct), slPct: percent(p.sl_pct), autoCycle: p.auto_cycle === 'DISABLE' ? 'DISABLE' : 'ENABLE',
    },
  };
}

function preview(v: Values, price: string | undefined, decimals: number): LadderPreview | null {
  const count = Number(v.maxSafety);
  const nums = [price, v.initAmount, v.safetyAmount, v.priceStepPct, v.stepMultiplier, v.volumeMultiplier, v.tpPct];
  if (!Number.isInteger(count) || count < 0 || count > 100 || nums.some((x) => !parseDecimal(x ?? '')?.gt(0))) return null;
  return ladderPreview({
    basePrice: price!, initAmount: v.initAmount, safetyAmount: v.safetyAmount, count, priceStep: pct(v.priceStepPct),
    stepMultiplier: v.stepMultiplier, volumeMultiplier: v.volumeMultiplier, tpPct: pct(v.tpPct), priceDecimals: decimals,
  });
}

/** /tradingbot/dca-create/?base=BTC&quote=USDT : spot DCA create, RECURRING or SAFETY_ORDER. */
export function DcaCreatePage() {
  const intl = useIntl();
  const { base, quote, symbol, selectPair } = usePairParams();
  const symbols = useQuery({ queryKey: ['grid-symbols'], queryFn: listSymbols });
  const info = symbols.data?.find((s) => s.symbol === symbol);
  const decimals = priceDecimals(info?.tick_size, [info?.price]);
  const onSelect = (s: SymbolInfo) => selectPair(s.base_token, s.quote_token);
  return (
    <CreatePageFrame testId="dca-create-page" titleId="dca.create.title" family="spot_dca" head={
      <PairPicker symbols={symbols.data ?? []} symbol={symbol} onSelect={onSelect}
        label={pairLabel(symbol, base, quote)} pairOf={(s) => pairLabel(s.symbol, s.base_token, s.quote_token)}
        figures={info && <span className="tabular-nums" data-testid="symbol-price">{fmtPrice(info.price, intl.locale, decimals)}</span>}
        listLabel={intl.formatMessage({ id: 'symbol.pick' })}
        head={<><span><FormattedMessage id="symbol.pair" /></span><span className="text-end"><FormattedMessage id="symbol.price" /></span></>}
        cells={(s) => <span className="text-end tabular-nums"><bdi>{fmtAmount(s.price, intl.locale, 8)}</bdi></span>} />
    }>
      <DcaForm key={symbol} symbol={symbol} base={base} quote={quote} price={info?.price} decimals={decimals}
        symbols={symbols.data ?? []} />
    </CreatePageFrame>
  );
}

interface FormProps {
  symbols: SymbolInfo[];
  symbol: string;
  base: string;
  quote: string;
  price: string | undefined;
  decimals: number;
}

function DcaForm({ symbol, base, quote, price, decimals, symbols }: FormProps) {
  const intl = useIntl();
  const session = useSession();
  const { openAuth } = useAuthDialog();
  const [type, setType] = useState<DcaType>('RECURRING');
  const [v, setValues] = useState<Values>({ ...DEFAULTS, pairs: [{ base, amount: '50' }] });
  const set = (patch: Partial<Values>) => setValues((old) => ({ ...old, ...patch }));
  const label = (id: string) => intl.formatMessage({ id });

  const amount = useDebounced(roundTotal(v.pairs).toFixed(), 300);
  const coinList = useDebounced(v.pairs.map((p) => p.base).join(','), 300); // a string: a stable value
  const coins = useMemo(() => coinList.split(','), [coinList]);
  const config = useQuery({
    queryKey: ['dca-configuration', coins, quote, amount, session.isLoggedIn],
    queryFn: () => fetchDcaConfiguration(coins, quote, parseDecimal(amount)?.gt(0) ? amount : undefined),
  });
  const duplicate = type === 'RECURRING' && duplicateRows(v.pairs).size > 0;
  const ladder = useMemo(() => preview(v, price, decimals), [v, price, decimals]);
  const sl = parseDecimal(v.slPct)?.div(100);
  const slTooLow = type === 'SAFETY_ORDER' && !!ladder && !!sl && sl.lte(ladder.mpd);

  const create = useCreateBot({
    create: () => createDca(toDcaInput(type, symbol, quote, v)),
    createdId: 'dca.create.created',
    detailPath: (res) => `/dca/detail/?bot_id=${encodeURIComponent(String(res.bot_id))}`,
    errorMessage: (err) => dcaErrorMessage(intl, err, quote),
  });

  function onSubmit() {
    if (!session.isLoggedIn) {
      openAuth('login');
      return;
    }
    if (!slTooLow && !duplicate) create.mutate();
  }

  // opened from a backtest ("Create this bot", ?backtest=<job_id>): the type and every field it ran with
  useRunParams('DCA_SPOT', symbol, true, (p) => {
    const next = fromDcaInput(p, v);
    setType(next.type);
    setValues(next.values);
  });
  const c = config.data;
  return (
    <section className="card flex flex-col gap-4" data-testid="dca-form" data-type={type}>
      <div role="tablist" className="tabs">
        {TYPES.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={type === t} className="tab" data-testid={`dca-type-${t}`}
            onClick={() => setType(t)}>
            <FormattedMessage id={`dca.type.${t}`} />
          </button>
        ))}
      </div>
      <form className="flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
        {type === 'RECURRING' ? (
          <>
            <PairRows rows={v.pairs} onChange={(pairs) => set({ pairs })} quote={quote} symbols={symbols}
              limits={c?.coins ?? (c ? [{ base: c.base, symbol: c.symbol, min_amount: c.min_amount, max_amount: c.max_amount, last_price: c.last_price }] : undefined)} />
            <label className="field">
              <span><FormattedMessage id="dca.form.frequency" /></span>
              <select className="input" data-testid="dca-frequency" value={v.frequency}
                onChange={(e) => set({ frequency: Number(e.target.value) })}>
                {(c?.frequency_presets ?? [{ name: 'DAILY', frequency_in_second: 86_400 }]).map((f) => (
                  <option key={f.name} value={f.frequency_in_second}>{label(`dca.freq.${f.name}`)}</option>
                ))}
              </select>
            </label>
            <NumberField name="max_invest_amount" label={label('dca.form.maxInvestment')} value={v.maxInvest}
              onChange={(x) => set({ maxInvest: x })} suffix={quote}
              hint={c && (
                <span className="flex justify-between gap-2 text-xs">
                  <span><FormattedMessage id="form.available" values={{ amount: fmtAmount(c.available_balance, intl.locale, 2), coin: quote }} /></span>
                  {c.estimated_rounds !== undefined && session.isLoggedIn && (
                    <span data-testid="dca-estimated-rounds">
                      <FormattedMessage id="dca.form.estimatedRounds" values={{ count: c.estimated_rounds }} />
                    </span>
                  )}
                </span>
              )} />
          </>
        ) : (
          <SafetyFields v={v} set={set} quote={quote} label={label} ladder={ladder} decimals={decimals} slTooLow={slTooLow} />
        )}
        <button type="submit" className="btn-primary" data-testid="dca-create-submit" disabled={create.isPending || slTooLow || duplicate}>
          <FormattedMessage id="dca.create.submit" />
        </button>
        <BacktestThese family="DCA_SPOT" params={duplicate ? null : toDcaInput(type, symbol, quote, v) as unknown as Record<string, unknown>} />
      </form>
    </section>
  );
}

interface SafetyProps {
  v: Values;
  set: (patch: Partial<Values>) => void;
  quote: string;
  label: (id: string) => string;
  ladder: LadderPreview | null;
  decimals: number;
  slTooLow: boolean;
}

function SafetyFields({ v, set, quote, label, ladder, decimals, slTooLow }: SafetyProps) {
  const intl = useIntl();
  const px = (d: Decimal) => fmtPrice(d.toFixed(), intl.locale, decimals);
  return (
    <>
      <div className="form-2col">
        <NumberField name="init_order_amount" label={label('dca.form.initAmount')} value={v.initAmount}
          onChange={(x) => set({ initAmount: x })} suffix={quote} />
        <NumberField name="safety_order_amount" label={label('dca.form.safetyAmount')} value={v.safetyAmount}
          onChange={(x) => set({ safetyAmount: x })} suffix={quote} />
        <NumberField name="max_safety_orders" integer label={label('dca.form.maxSafetyOrders')} value={v.maxSafety}
          onChange={(x) => set({ maxSafety: x })} />
        <NumberField name="price_step" label={label('dca.form.priceStep')} value={v.priceStepPct}
          onChange={(x) => set({ priceStepPct: x })} suffix="%" />
        <NumberField name="step_multiplier" label={label('dca.form.stepMultiplier')} value={v.stepMultiplier}
          onChange={(x) => set({ stepMultiplier: x })} />
        <NumberField name="volume_multiplier" label={label('dca.form.volumeMultiplier')} value={v.volumeMultiplier}
          onChange={(x) => set({ volumeMultiplier: x })} />
        <NumberField name="tp_pct" label={label('dca.form.tpPct')} value={v.tpPct} onChange={(x) => set({ tpPct: x })} suffix="%" />
        <NumberField name="sl_pct" label={label('dca.form.slPct')} value={v.slPct} onChange={(x) => set({ slPct: x })}
          suffix="%" invalid={slTooLow} placeholder={label('common.optional')} />
      </div>
      {slTooLow && ladder && (
        <p className="text-sm text-down" role="alert" data-testid="dca-sl-check">
          <FormattedMessage id="dca.check.slBelowMpd" values={{ mpd: fmtPercent(ladder.mpd.toFixed(), intl.locale) }} />
        </p>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" data-testid="dca-auto-cycle" checked={v.autoCycle === 'ENABLE'}
          onChange={(e) => set({ autoCycle: e.target.checked ? 'ENABLE' : 'DISABLE' })} />
        <FormattedMessage id="dca.form.autoCycle" />
      </label>
      {ladder && (
        <div className="flex flex-col gap-2" data-testid="dca-ladder">
          <h2 className="card-title"><FormattedMessage id="dca.ladder.title" /></h2>
          <div className="overflow-x-auto">
            <table className="resp-table">
              <TableHead cols={[<>#</>, 'dca.ladder.price', 'dca.ladder.amount', 'dca.ladder.avg', 'dca.ladder.tp']} />
              <tbody>
                {ladder.rows.map((r) => (
                  <tr key={r.index} data-testid="dca-ladder-row">
                    <td>{r.index}</td>
                    <td className="text-end tabular-nums" data-label={label('dca.ladder.price')}>{px(r.price)}</td>
                    <td className="text-end tabular-nums" data-label={label('dca.ladder.amount')}>
                      {fmtAmount(r.amount.toFixed(), intl.locale, 2)} {quote}
                    </td>
                    <td className="text-end tabular-nums" data-label={label('dca.ladder.avg')}>{px(r.avg)}</td>
                    <td className="text-end tabular-nums" data-label={label('dca.ladder.tp')}>{px(r.tp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <span data-testid="dca-mpd"><FormattedMessage id="dca.ladder.mpd" />: {fmtPercent(ladder.mpd.toFixed(), intl.locale)}</span>
            <span data-testid="dca-capital">
              <FormattedMessage id="dca.ladder.capital" />: {fmtAmount(ladder.capital.toFixed(), intl.locale, 2)} {quote}
            </span>
          </p>
          <p className="text-xs text-muted"><FormattedMessage id="dca.ladder.feesNote" /></p>
        </div>
      )}
    </>
  );
}
