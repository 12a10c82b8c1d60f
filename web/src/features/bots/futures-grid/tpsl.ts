import { parseDecimal, percentToRatio, ratioToPercent } from '../kit/math';
import type { DecimalString, FgridDetail, GridMode, TpSlBody, TpSlType } from './api';

/**
 * Take profit / stop loss of a futures grid (MECHANICS §2.5): each one is a percentage of the
 * investment (UI percent, sent as a ratio: "50" -> "0.5") or a price. The pair of units is
 * `tp_sl_type`: 1 both %, 2 both price, 3 TP price + SL %, 4 TP % + SL price.
 * A NEUTRAL grid takes percentages only.
 */

export type TpSlUnit = 'percent' | 'price';

export interface TpSlValues {
  tp: string;
  tpUnit: TpSlUnit;
  sl: string;
  slUnit: TpSlUnit;
}

export const emptyTpSl = (): TpSlValues => ({ tp: '', tpUnit: 'percent', sl: '', slUnit: 'percent' });

/** The tp_sl_type of a pair of units. */
export function tpSlTypeOf(tpUnit: TpSlUnit, slUnit: TpSlUnit): TpSlType {
  if (tpUnit === 'percent' && slUnit === 'percent') return 1;
  if (tpUnit === 'price' && slUnit === 'price') return 2;
  if (tpUnit === 'price') return 3;
  return 4;
}

/** The units of a tp_sl_type. */
export function unitsOf(type: TpSlType): { tpUnit: TpSlUnit; slUnit: TpSlUnit } {
  switch (type) {
    case 2: return { tpUnit: 'price', slUnit: 'price' };
    case 3: return { tpUnit: 'price', slUnit: 'percent' };
    case 4: return { tpUnit: 'percent', slUnit: 'price' };
    default: return { tpUnit: 'percent', slUnit: 'percent' };
  }
}

const TYPE_NAMES: Record<string, TpSlType> = {
  PERCENT: 1, PRICE: 2, TP_PRICE_SL_PERCENT: 3, TP_PERCENT_SL_PRICE: 4,
};

/** tp_sl_type as the server may write it (1..4 or its name); null when unknown. */
export function tpSlTypeFromWire(value: unknown): TpSlType | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (n === 1 || n === 2 || n === 3 || n === 4) return n;
  const s = String(value).toUpperCase().replace(/^TP_SL_TYPE_/, '');
  return TYPE_NAMES[s] ?? null;
}

/** A positive decimal as a canonical string, else undefined. */
function positive(text: string): string | undefined {
  const d = parseDecimal(text);
  return d && d.gt(0) ? d.toFixed() : undefined;
}

/** A percent field as a ratio ("50" -> "0.5"), only when positive. */
function ratio(text: string): string | undefined {
  const p = positive(text);
  return p ? percentToRatio(p) : undefined;
}

/** NEUTRAL grids take percentages only: price units become percent. */
export function unitsForMode(v: TpSlValues, mode: GridMode): TpSlValues {
  return mode === 'NEUTRAL' ? { ...v, tpUnit: 'percent', slUnit: 'percent' } : v;
}

/**
 * The TP/SL fields of a create / validate body: nothing when neither is set; otherwise tp_sl_type
 * and the values that are set, percentages divided by 100.
 */
export function tpSlCreateFields(v: TpSlValues): Partial<TpSlBody> {
  const tp = v.tpUnit === 'percent' ? ratio(v.tp) : positive(v.tp);
  const sl = v.slUnit === 'percent' ? ratio(v.sl) : positive(v.sl);
  if (!tp && !sl) return {};
  const out: Partial<TpSlBody> = { tp_sl_type: tpSlTypeOf(v.tpUnit, v.slUnit) };
  if (tp) out[v.tpUnit === 'percent' ? 'take_profit_per' : 'take_profit_price'] = tp;
  if (sl) out[v.slUnit === 'percent' ? 'stop_loss_per' : 'stop_loss_price'] = sl;
  return out;
}

/**
 * The body of update-fgrid-tpsl: the TP/SL block replaces the old one as a whole, so both values
 * are always sent in their unit; an empty one is "0" (= not set).
 */
export function tpSlUpdateBody(v: TpSlValues): TpSlBody {
  const tp = (v.tpUnit === 'percent' ? ratio(v.tp) : positive(v.tp)) ?? '0';
  const sl = (v.slUnit === 'percent' ? ratio(v.sl) : positive(v.sl)) ?? '0';
  return {
    tp_sl_type: tpSlTypeOf(v.tpUnit, v.slUnit),
    [v.tpUnit === 'percent' ? 'take_profit_per' : 'take_profit_price']: tp,
    [v.slUnit === 'percent' ? 'stop_loss_per' : 'stop_loss_price']: sl,
  } as TpSlBody;
}

const setValue = (v: DecimalString | null | undefined): string => {
  const d = parseDecimal(v ?? '');
  return d && d.gt(0) ? d.toFixed() : '';
};

/** The TP/SL of a running bot as form values (ratios shown as UI percent). */
export function tpSlFromDetail(d: Pick<FgridDetail, 'tp_sl_type' | 'take_profit_per' | 'stop_loss_per'
  | 'take_profit_price' | 'stop_loss_price'>): TpSlValues {
  const type = tpSlTypeFromWire(d.tp_sl_type)
    ?? (setValue(d.take_profit_price) || setValue(d.stop_loss_price)
      ? tpSlTypeOf(setValue(d.take_profit_price) ? 'price' : 'percent', setValue(d.stop_loss_price) ? 'price' : 'percent')
      : 1);
  const { tpUnit, slUnit } = unitsOf(type);
  return {
    tpUnit,
    slUnit,
    tp: tpUnit === 'percent' ? ratioToPercent(setValue(d.take_profit_per)) : setValue(d.take_profit_price),
    sl: slUnit === 'percent' ? ratioToPercent(setValue(d.stop_loss_per)) : setValue(d.stop_loss_price),
  };
}
