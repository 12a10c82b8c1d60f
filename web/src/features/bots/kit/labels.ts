import type { CloseMode, GridType } from './api';

/** Spot grid close reasons (SPEC §4; server SpotGridCloseReason) with a message `closeReason.<NAME>`. */
export const CLOSE_REASONS = [
  'CLOSED_MANUALLY', 'CLOSED_FAILED_INITIATION', 'CLOSED_SYMBOL_DELISTED', 'CLOSED_STOP_LOSS', 'CLOSED_TAKE_PROFIT',
  'CLOSED_USER_BAN', 'CLOSED_TRAILING_STOP', 'CLOSE_STANDARD_CLEARANCE', 'CLOSE_TAX_TAG_CHANGE', 'UNKNOWN',
] as const;

/** The unified reasons of MECHANICS §2.2, mapped onto the spot grid spellings. */
const ALIASES: Record<string, (typeof CLOSE_REASONS)[number]> = {
  MANUAL: 'CLOSED_MANUALLY',
  MANUALLY: 'CLOSED_MANUALLY',
  FAILED_INITIATION: 'CLOSED_FAILED_INITIATION',
  SYMBOL_DELISTED: 'CLOSED_SYMBOL_DELISTED',
  STOP_LOSS: 'CLOSED_STOP_LOSS',
  TAKE_PROFIT: 'CLOSED_TAKE_PROFIT',
  USER_BANNED: 'CLOSED_USER_BAN',
  TRAILING_STOP: 'CLOSED_TRAILING_STOP',
  COMPLIANCE: 'CLOSE_STANDARD_CLEARANCE',
  SYSTEM: 'UNKNOWN',
};

/** Message id of a close reason, or null when there is none. */
export function closeReasonId(reason: string | null | undefined): string | null {
  if (!reason) return null;
  const r = String(reason);
  if ((CLOSE_REASONS as readonly string[]).includes(r)) return `closeReason.${r}`;
  const alias = ALIASES[r.toUpperCase()];
  return alias ? `closeReason.${alias}` : 'closeReason.other';
}

export const CLOSE_MODES: CloseMode[] = [2, 3, 4];

const SETTLE_NAMES: Record<string, CloseMode> = { BASE_MODE: 2, QUOTE_MODE: 3, BASE_AND_QUOTE_MODE: 4 };

/** settle_mode / close_mode (2, 3, 4 or their names) as a close mode. */
export function closeModeOf(value: unknown): CloseMode | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (n === 2 || n === 3 || n === 4) return n;
  return SETTLE_NAMES[String(value).toUpperCase()] ?? null;
}

/** grid_type as the server may write it (name or 1/2). */
export function gridTypeOf(value: unknown): GridType {
  const s = String(value ?? '').toUpperCase();
  return s === 'GEOMETRIC' || s === '2' ? 'GEOMETRIC' : 'ARITHMETIC';
}

/** Order side as BUY / SELL whatever the spelling ("Buy", "buy", 1, ...). */
export function sideOf(value: unknown): 'BUY' | 'SELL' | null {
  const s = String(value ?? '').toUpperCase();
  if (s === 'BUY' || s === '1') return 'BUY';
  if (s === 'SELL' || s === '2') return 'SELL';
  return null;
}

export interface AssetAmount { coin: string; amount: string }

/** settlement_assets in any reasonable shape: "USDT:1,BTC:0.5" (what the server sends), [{coin, amount|qty}], {coin: amount}. */
export function settlementAssets(value: unknown): AssetAmount[] {
  if (!value) return [];
  if (typeof value === 'string') {
    return value.split(/[,;]/).flatMap((part) => {
      const m = /^\s*([A-Za-z0-9]+)\s*:\s*(-?[\d.]+(?:e[-+]?\d+)?)\s*$/i.exec(part);
      return m ? [{ coin: m[1]!, amount: m[2]! }] : [];
    });
  }
  if (Array.isArray(value)) {
    return value.flatMap((v) => {
      if (!v || typeof v !== 'object') return [];
      const o = v as Record<string, unknown>;
      const coin = o.coin ?? o.token ?? o.asset;
      const amount = o.amount ?? o.qty ?? o.quantity ?? o.value;
      return typeof coin === 'string' && amount !== undefined && amount !== null ? [{ coin, amount: String(amount) }] : [];
    });
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, a]) => typeof a === 'string' || typeof a === 'number')
      .map(([coin, amount]) => ({ coin, amount: String(amount) }));
  }
  return [];
}

/** Statuses in which a bot can still be changed or closed (the detail page shows its buttons). */
const ACTIVE_STATUSES = ['NEW', 'AWAIT_ACTIVATION', 'INITIALIZING', 'RUNNING'];

/** Whether a bot in `status` (the shared spelling) can still be changed or closed. */
export function isActiveStatus(status: string): boolean {
  return ACTIVE_STATUSES.includes(status);
}
