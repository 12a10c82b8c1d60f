import type { MartMode } from './api';

/** martingale_mode / fmart_mode as the server may write it: 1/2, "LONG", "F_MART_MODE_SHORT"... */
export function martModeOf(value: unknown): MartMode | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (n === 1) return 'LONG';
  if (n === 2) return 'SHORT';
  const s = String(value).toUpperCase();
  if (s === 'LONG' || s.endsWith('_LONG')) return 'LONG';
  if (s === 'SHORT' || s.endsWith('_SHORT')) return 'SHORT';
  return null;
}

/** Martingale stop types (server MartingaleStopType), each with `fmart.stopType.<NAME>`. */
export const FMART_STOP_TYPES = [
  'BY_USER', 'INIT_ERROR', 'BY_LIQUIDATION', 'SYMBOL_OFFLINE', 'STOP_LOSS', 'SYSTEM', 'USER_BANNED', 'ORDER_COST',
  'ROUND_TAKE_PROFIT',
] as const;

/** Message id of a stop type; unknown ones read `fmart.stopType.other` with {reason}. */
export function stopTypeId(stopType: string | null | undefined): string | null {
  if (!stopType) return null;
  return (FMART_STOP_TYPES as readonly string[]).includes(stopType) ? `fmart.stopType.${stopType}` : 'fmart.stopType.other';
}

export const ROUND_STATUSES = ['RUNNING', 'COMPLETED', 'STOPPED'] as const;
export const LADDER_STATES = ['FILLED', 'PENDING', 'PLANNED'] as const;

/** The status to show in the shared spelling (AWAITING_ACTIVATION -> AWAIT_ACTIVATION). */
export function fmartStatusOf(d: { status: string; bot_display_status?: string }): string {
  const s = String(d.bot_display_status || d.status || '').toUpperCase();
  return s === 'AWAITING_ACTIVATION' ? 'AWAIT_ACTIVATION' : s;
}
