import type { IntlShape } from 'react-intl';
import { ApiError } from '../../api/client';
import { errorMessageId } from '../../api/errorMessage';
import { fmtDateTime } from '../bots/kit/format';

/** The window the server holds, from a WINDOW_OUT_OF_HISTORY refusal's `bound` (`first..end` ms). */
export function heldWindow(err: unknown): { from: number; to: number } | null {
  if (!(err instanceof ApiError) || err.code !== 12302) return null;
  const r = (err.result ?? {}) as { check_code?: unknown; bound?: unknown };
  if (r.check_code !== 'WINDOW_OUT_OF_HISTORY' || typeof r.bound !== 'string') return null;
  const m = /^(\d+)\.\.(\d+)$/.exec(r.bound);
  return m ? { from: Number(m[1]), to: Number(m[2]) } : null;
}

/** The window and candle checks each have their message; an upload's (CSV_*) share one naming the rule. */
export const WINDOW_CHECKS = [
  'WINDOW_ORDER', 'WINDOW_TOO_LONG', 'WINDOW_OUT_OF_HISTORY', 'TOO_MANY_CANDLES', 'TOO_FEW_CANDLES', 'SYMBOL_NOT_IN_CANDLES',
] as const;
const CHECKS = new Set<string>(WINDOW_CHECKS);

/**
 * A lab call's refusal in the user's language: the window and upload checks by their code, the
 * job limit, an unknown symbol; a family's own parameter check keeps the server's message (it
 * names the field and its bound), anything else the app's message for its code.
 */
export function labErrorMessage(intl: IntlShape, err: unknown): string {
  if (!(err instanceof ApiError)) return intl.formatMessage({ id: errorMessageId(err) });
  const r = (err.result ?? {}) as { check_code?: unknown; bound?: unknown; field?: unknown };
  const check = typeof r.check_code === 'string' ? r.check_code : '';
  if (check.startsWith('CSV_')) {
    return intl.formatMessage({ id: 'lab.error.csv' }, { code: check, field: String(r.field ?? ''), detail: err.message });
  }
  if ((err.code === 12301 || err.code === 12302) && CHECKS.has(check)) {
    const held = heldWindow(err);
    return intl.formatMessage({ id: `lab.error.${check}` }, {
      from: held ? fmtDateTime(held.from, intl.locale) : '--',
      to: held ? fmtDateTime(held.to, intl.locale) : '--',
      field: String(r.field ?? ''),
    });
  }
  if (err.code === 12303) return intl.formatMessage({ id: 'lab.error.tooManyJobs' }, { count: String(r.bound ?? 2) });
  if (err.code === 10011) return intl.formatMessage({ id: 'lab.error.notFound' });
  if (err.code === 12101) return intl.formatMessage({ id: 'lab.error.unknownSymbol' });
  if (check) return intl.formatMessage({ id: 'lab.error.params' }, { detail: err.message });
  return intl.formatMessage({ id: errorMessageId(err) });
}
