import type { IntlShape } from 'react-intl';
import { ApiError } from '../../../api/client';
import { gridErrorMessage, parseBound } from '../kit/errors';
import { checkName, fmartCheckMessage, type FmartBoundContext } from './checks';

/**
 * A refused martingale call as a toast: its check code with the field and bound when it is one of
 * ours, else the shared bot / market / transport messages.
 */
export function fmartErrorMessage(intl: IntlShape, err: unknown, ctx: FmartBoundContext): string {
  if (err instanceof ApiError) {
    const r = (err.result && typeof err.result === 'object' ? err.result : {}) as Record<string, unknown>;
    const code = typeof r.check_code === 'string' ? r.check_code : '';
    if (checkName(code)) {
      const [from, to] = parseBound(r.bound);
      return fmartCheckMessage(intl, { check_code: code, from, to, field: typeof r.field === 'string' ? r.field : undefined }, ctx);
    }
  }
  return gridErrorMessage(intl, err, ctx);
}
