import { parseDecimal, percentToRatio, ratioToPercent } from '../kit/math';
import { MART_MODE_WIRE, type FmartAiParams, type FmartInput, type MartMode } from './api';
import { martModeOf } from './labels';

/** The martingale form as typed (strings); percent fields in % ("2" = 2 %), sent as ratios. */
export interface FmartFormValues {
  mode: MartMode;
  leverage: string;
  priceFloatPct: string;
  multiplier: string;
  adds: string;
  initMargin: string;
  roundTpPct: string;
  autoCycle: boolean;
  slPct: string;
  entryPrice: string;
}

export const DEFAULT_FORM: FmartFormValues = {
  mode: 'LONG', leverage: '5', priceFloatPct: '2', multiplier: '1.5', adds: '4', initMargin: '500', roundTpPct: '5',
  autoCycle: true, slPct: '', entryPrice: '',
};

const clean = (text: string) => parseDecimal(text)?.toFixed();
const ratio = (text: string) => (clean(text) ? percentToRatio(text) : undefined);

/**
 * The get-fmart-limit / create-fmart-bot fields of the form: blank optional fields are left out
 * (the limit call then checks only what was typed); null while the leverage is not a number.
 */
export function toFmartInput(symbol: string, v: FmartFormValues): FmartInput | null {
  const leverage = clean(v.leverage);
  if (!symbol || !leverage) return null;
  const adds = /^\d+$/.test(v.adds.trim()) ? Number(v.adds.trim()) : undefined;
  const fields: FmartInput = {
    symbol,
    martingale_mode: MART_MODE_WIRE[v.mode],
    leverage,
    price_float_percent: ratio(v.priceFloatPct),
    add_position_percent: clean(v.multiplier),
    add_position_num: adds,
    init_margin: clean(v.initMargin),
    round_tp_percent: ratio(v.roundTpPct),
    auto_cycle_toggle: v.autoCycle ? 1 : 2,
    sl_percent: parseDecimal(v.slPct)?.gt(0) ? ratio(v.slPct) : undefined,
    entry_price: parseDecimal(v.entryPrice)?.gt(0) ? clean(v.entryPrice) : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, x]) => x !== undefined)) as unknown as FmartInput;
}

/** True when every field create needs is there. */
export function isComplete(input: FmartInput | null): input is FmartInput {
  return !!input && ['price_float_percent', 'add_position_percent', 'add_position_num', 'init_margin', 'round_tp_percent']
    .every((k) => k in input);
}

/** The form after "use these parameters" of an AI suggestion (the margin is kept, raised to the suggestion's minimum). */
export function applyAiParams(v: FmartFormValues, p: FmartAiParams): FmartFormValues {
  const min = parseDecimal(p.min_init_margin ?? '');
  const margin = parseDecimal(v.initMargin);
  return {
    ...v,
    mode: martModeOf(p.martingale_mode) ?? martModeOf(p.martingale_mode_name) ?? v.mode,
    leverage: String(p.leverage),
    priceFloatPct: ratioToPercent(p.price_float_percent),
    multiplier: String(p.add_position_percent),
    adds: String(p.add_position_num),
    roundTpPct: ratioToPercent(p.round_tp_percent),
    slPct: parseDecimal(p.sl_percent ?? '')?.gt(0) ? ratioToPercent(p.sl_percent) : '',
    initMargin: min && (!margin || margin.lt(min)) ? min.toFixed() : v.initMargin,
  };
}
