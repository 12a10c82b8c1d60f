import { settlementAssets } from '../kit/labels';
import { GRID_MODES, type FGridType, type GridMode } from './api';

/** grid_mode as the server may write it: 1/2/3, "LONG", "FUTURE_GRID_MODE_LONG"... Null when unknown. */
export function gridModeOf(value: unknown): GridMode | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (n === 1) return 'NEUTRAL';
  if (n === 2) return 'LONG';
  if (n === 3) return 'SHORT';
  const s = String(value).toUpperCase();
  return GRID_MODES.find((m) => s === m || s.endsWith(`_${m}`)) ?? null;
}

/** grid_type as the server may write it (name or 1/2). */
export function fgridTypeOf(value: unknown): FGridType {
  const s = String(value ?? '').toUpperCase();
  return s === 'GEOMETRIC' || s === '2' || s.endsWith('_GEOMETRIC') ? 'GEOMETRIC' : 'ARITHMETIC';
}

/** Position side (futures_pos_side) as LONG / SHORT, or null when flat / unknown. */
export function positionSideOf(value: unknown, size?: unknown): 'LONG' | 'SHORT' | null {
  const s = String(value ?? '').toUpperCase();
  if (s === 'LONG' || s === 'BUY' || s.endsWith('_LONG')) return 'LONG';
  if (s === 'SHORT' || s === 'SELL' || s.endsWith('_SHORT')) return 'SHORT';
  const n = Number(size);
  if (Number.isFinite(n) && n !== 0) return n > 0 ? 'LONG' : 'SHORT';
  return null;
}

/** The unified close reasons of MECHANICS §2.2 (server CloseReason), each with `fgrid.closeReason.<NAME>`. */
export const FGRID_CLOSE_REASONS = [
  'MANUAL', 'FAILED_INITIATION', 'TAKE_PROFIT', 'ROUND_TAKE_PROFIT', 'STOP_LOSS', 'TRAILING_STOP', 'LIQUIDATION',
  'TRIGGER_TOP_PRICE', 'TRIGGER_BOTTOM_PRICE', 'NEGATIVE_ARBITRAGE', 'INSUFFICIENT_BALANCE', 'SYMBOL_DELISTED',
  'MAX_INVESTMENT_REACHED', 'USER_BANNED', 'RISK_LIMIT', 'OI_LIMIT', 'REDUCE_ONLY', 'BANKRUPTCY_PRICE', 'ADL',
  'COMPLIANCE', 'SYSTEM',
] as const;

export type FgridCloseReason = (typeof FGRID_CLOSE_REASONS)[number];

/** Futures stop types, grid stop reasons and bot close codes (SPEC §4) onto the unified reasons. */
const ALIASES: Record<string, FgridCloseReason> = {
  USER: 'MANUAL', MANUALLY: 'MANUAL', CLOSED_MANUALLY: 'MANUAL', CANCELED_MANUALLY: 'MANUAL', BY_USER: 'MANUAL',
  INIT: 'FAILED_INITIATION', TRIGGER_FAILURE: 'FAILED_INITIATION', ASSET_TRANSFER_FAILURE: 'FAILED_INITIATION',
  INIT_ERROR: 'FAILED_INITIATION', CLOSED_FAILED_INITIATION: 'FAILED_INITIATION',
  CANCELED_AUTO_TAKE_PROFIT: 'TAKE_PROFIT', CLOSED_TAKE_PROFIT: 'TAKE_PROFIT',
  CANCELED_AUTO_STOP_LOSS: 'STOP_LOSS', CLOSED_STOP_LOSS: 'STOP_LOSS',
  FOR_LIQUIDATION: 'LIQUIDATION', CANCELED_AUTO_LIQUIDATION: 'LIQUIDATION', BY_LIQUIDATION: 'LIQUIDATION',
  NO_BALANCE: 'INSUFFICIENT_BALANCE',
  SETTLE: 'SYMBOL_DELISTED', SYMBOL_DELIST: 'SYMBOL_DELISTED', SYMBOL_OFFLINE: 'SYMBOL_DELISTED',
  USER_BAN: 'USER_BANNED', CLOSED_USER_BAN: 'USER_BANNED',
  OPEN_INTEREST_LIMIT: 'OI_LIMIT', BUST_PRICE: 'BANKRUPTCY_PRICE', STANDARD_CLEARANCE: 'COMPLIANCE',
  CLOSE_STANDARD_CLEARANCE: 'COMPLIANCE', RISK_SYSTEM: 'SYSTEM', CANCELED_AUTO: 'SYSTEM', UNKNOWN: 'SYSTEM',
  CLOSED_TRAILING_STOP: 'TRAILING_STOP',
};

/** The unified reason of close_reason (else stop_type, else bot_close_code); null when none is given. */
export function fgridCloseReasonOf(...values: unknown[]): FgridCloseReason | string | null {
  for (const v of values) {
    if (v === null || v === undefined || v === '') continue;
    const s = String(v).toUpperCase();
    if ((FGRID_CLOSE_REASONS as readonly string[]).includes(s)) return s as FgridCloseReason;
    if (ALIASES[s]) return ALIASES[s];
    return String(v);
  }
  return null;
}

/** Message id of a close reason (unknown reasons: `fgrid.closeReason.other` with {reason}). */
export function fgridCloseReasonId(reason: string | null): string | null {
  if (!reason) return null;
  return (FGRID_CLOSE_REASONS as readonly string[]).includes(reason) ? `fgrid.closeReason.${reason}` : 'fgrid.closeReason.other';
}

/**
 * settlement_assets in any shape the server writes: "USDT:598.11" (comma-separated for several
 * coins), [{coin, amount}], {coin: amount}.
 */
export const fgridSettlementAssets = settlementAssets;
