import Decimal from 'decimal.js';

/** One safety order of the preview: its trigger price, quote amount, and the average and TP after it fills. */
export interface LadderRow {
  index: number;
  deviation: Decimal;
  price: Decimal;
  amount: Decimal;
  avg: Decimal;
  tp: Decimal;
}

export interface LadderPreview {
  /** the TP right after the base order */
  baseTp: Decimal;
  rows: LadderRow[];
  /** max price deviation: how far below the base price the last safety order sits */
  mpd: Decimal;
  /** quote a full cycle can spend */
  capital: Decimal;
}

export interface LadderInput {
  basePrice: Decimal.Value;
  initAmount: Decimal.Value;
  safetyAmount: Decimal.Value;
  count: number;
  priceStep: Decimal.Value;
  stepMultiplier: Decimal.Value;
  volumeMultiplier: Decimal.Value;
  tpPct: Decimal.Value;
  /** decimals prices are rounded to (the symbol's tick) */
  priceDecimals: number;
}

/**
 * MECHANICS §4.2's ladder, fees ignored: safety order k sits at deviation
 * `step·(1 + m + … + m^(k−1))` below the base price, spends `amount·v^(k−1)`, and the TP after it
 * is `avg·(1 + tp)` on the cumulative average. The server prices the real TP net of fees.
 */
export function ladderPreview(p: LadderInput): LadderPreview {
  const base = new Decimal(p.basePrice);
  const tp = new Decimal(1).plus(p.tpPct);
  let quote = new Decimal(p.initAmount);
  let qty = quote.div(base);
  let deviation = new Decimal(0);
  let stepK = new Decimal(p.priceStep);
  let amount = new Decimal(p.safetyAmount);
  const rows: LadderRow[] = [];
  for (let k = 1; k <= p.count; k++) {
    deviation = deviation.plus(stepK);
    const price = base.times(new Decimal(1).minus(deviation)).toDecimalPlaces(p.priceDecimals, Decimal.ROUND_HALF_UP);
    quote = quote.plus(amount);
    qty = qty.plus(amount.div(price));
    const avg = quote.div(qty);
    rows.push({ index: k, deviation, price, amount, avg, tp: avg.times(tp) });
    stepK = stepK.times(p.stepMultiplier);
    amount = amount.times(p.volumeMultiplier);
  }
  return { baseTp: base.times(tp), rows, mpd: deviation, capital: quote };
}
