import Decimal from 'decimal.js';
import type { DecimalString } from './api';

/**
 * A bot's total PnL in parts, as every family's detail sends it (`pnl_breakdown`, issue 26): the
 * parts sum exactly to `total_pnl`, the total the page shows.
 */
export interface PnlBreakdown {
  realised_profit: DecimalString;
  trend_pnl: DecimalString;
  trading_fee: DecimalString;
  funding_fee: DecimalString;
  liquidation_loss: DecimalString;
  total_pnl: DecimalString;
}

/** The parts the page lists, in order; the trend is derived (see {@link displayParts}). */
export const PART_KEYS = ['realised_profit', 'trend_pnl', 'trading_fee', 'funding_fee', 'liquidation_loss'] as const;
export type PartKey = (typeof PART_KEYS)[number];

function dec(value: unknown): Decimal {
  try {
    const d = new Decimal(String(value ?? '0'));
    return d.isFinite() ? d : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

/**
 * The parts and the total as the page shows them, at `decimals` places: each part and the total
 * rounded half up (as `fmtPnl` rounds), and the trend taking the rounding remainder, so the shown
 * parts still add up exactly to the shown total (the server does the same at 8 places).
 */
export function displayParts(b: PnlBreakdown, decimals: number): Record<PartKey | 'total_pnl', string> {
  const round = (v: unknown) => dec(v).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const total = round(b.total_pnl);
  const realised = round(b.realised_profit);
  const fees = round(b.trading_fee);
  const funding = round(b.funding_fee);
  const liquidation = round(b.liquidation_loss);
  const trend = total.minus(realised).minus(fees).minus(funding).minus(liquidation);
  const fixed = (d: Decimal) => (d.isZero() ? new Decimal(0) : d).toFixed(decimals);
  return {
    realised_profit: fixed(realised), trend_pnl: fixed(trend), trading_fee: fixed(fees),
    funding_fee: fixed(funding), liquidation_loss: fixed(liquidation), total_pnl: fixed(total),
  };
}
