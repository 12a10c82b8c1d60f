/**
 * The compliance layer (SPEC §6, §8).
 *
 * - Ban flag (SPEC §6): set when the member tag `is_islamic` is true (1), or when the page's
 *   locale is nl-NL or en-NL (the Netherlands region codes, read from the raw first path
 *   segment: the app itself renders those pages in English).
 * - Failed calls (SPEC §8 "any unsuccessful call shows the compliance wall modal with the return
 *   code and result"): every unsuccessful response goes through `onComplianceWall` of the HTTP
 *   client; SPEC §6 does not show the wall's rules, so the wall only opens for the failures that
 *   are about who the user is or where they are: no permission (10009, 33003), an unsupported
 *   member type (12009), a unified-account upgrade in progress (12017), a banned user (12018), and
 *   the check codes USER_BANNED / OPERATE_DENIED. Every other failure keeps its own message (toast,
 *   form error); 10007 is the login redirect, not a wall.
 */
import type { ComplianceInfo } from '../../platform/http';
import { localeFromPath as platformLocaleFromPath } from '../../platform/locale';

/** Locales whose pages are restricted (SPEC §6). */
export const RESTRICTED_LOCALES: readonly string[] = ['nl-NL', 'en-NL'];

/** Return codes that open the wall. */
export const WALL_CODES: readonly number[] = [10_009, 33_003, 12_009, 12_017, 12_018];
/** Check / bot codes in `result` that open the wall. */
export const WALL_RESULT_CODES: readonly string[] = [
  'USER_BANNED', 'OPERATE_DENIED', 'UNSUPPORTED_MEMBER_TYPE', 'USER_UNIFY_ACCOUNT_UPGRADING',
];

export interface ComplianceProfile {
  is_islamic?: boolean | number | string | null;
}

function truthyTag(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** The raw page locale, regional codes included (`/nl-NL/tradingbot/` -> nl-NL). */
export function pageLocale(pathname: string): string {
  return platformLocaleFromPath(pathname);
}

/** SPEC §6 ban flag. */
export function isComplianceBanned(profile: ComplianceProfile | null | undefined, pathname: string): boolean {
  return truthyTag(profile?.is_islamic) || RESTRICTED_LOCALES.includes(pageLocale(pathname));
}

export type WallReason = 'restricted' | 'failed';

export interface WallState {
  reason: WallReason;
  code?: number;
  result?: unknown;
}

/** The wall to show for an unsuccessful call, or null when the failure is not a compliance one. */
export function wallForFailure(info: ComplianceInfo): WallState | null {
  const result = info.result && typeof info.result === 'object' ? (info.result as Record<string, unknown>) : {};
  const named = [result.check_code, result.bot_code].filter((v): v is string => typeof v === 'string');
  const byCode = info.code !== undefined && WALL_CODES.includes(info.code);
  const byName = named.some((n) => WALL_RESULT_CODES.includes(n));
  if (!byCode && !byName) return null;
  return { reason: 'failed', code: info.code, result: info.result };
}

// ---- The bus between the HTTP client and the wall component ----

type Listener = (state: WallState) => void;
const listeners = new Set<Listener>();
let pending: WallState | null = null;

/** Called by the HTTP client for every unsuccessful response. */
export function reportFailure(info: ComplianceInfo): void {
  const state = wallForFailure(info);
  if (!state) return;
  if (listeners.size === 0) pending = state;
  listeners.forEach((l) => l(state));
}

/** Subscribe to walls; a wall reported before anyone listened is delivered at once. */
export function onWall(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const p = pending;
    pending = null;
    listener(p);
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Test hook. */
export function resetWalls(): void {
  listeners.clear();
  pending = null;
}
