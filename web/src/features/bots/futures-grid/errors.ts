import type { IntlShape } from 'react-intl';
import { ApiError } from '../../../api/client';
import { botCodeOf, gridErrorMessage, parseBound } from '../kit/errors';
import { fgridCheckMessage, fgridCheckMessageId, type FgridBoundContext } from './checks';

/** SPEC §8 futures grid result codes (ret_code 12019..12027) with a message `fgrid.botError.<NAME>`. */
export const FGRID_BOT_CODES = [
  'FGRID_COMMON_ERROR', 'FGRID_WRONG_PARAMS', 'FGRID_INVALID_PARAMS', 'FGRID_TP_TOO_LARGE', 'FGRID_SL_TOO_SMALL',
  'FGRID_SL_CAUSE_LIQ', 'FGRID_TP_LESS_THAN_LPRICE', 'FGRID_SL_GREATER_THAN_LPRICE', 'FGRID_UPDATE_INVESTMENT_TOO_LARGE',
] as const;

/** ret_code 12000 + n of the FGRID_* result codes (SPEC §8 order: FGRID_COMMON_ERROR is 19). */
const FIRST_FGRID_CODE = 12019;

interface ErrorResult { check_code?: unknown; bound?: unknown; field?: unknown }

/** The FGRID_* result code name of a failed call, if it is one. */
export function fgridBotCodeOf(err: ApiError): string | undefined {
  const named = botCodeOf(err);
  if (named && (FGRID_BOT_CODES as readonly string[]).includes(named)) return named;
  const i = err.code - FIRST_FGRID_CODE;
  return i >= 0 && i < FGRID_BOT_CODES.length ? FGRID_BOT_CODES[i] : undefined;
}

/**
 * The localized message of a failed futures grid call, by (in order) result.check_code (with its
 * field and bound), the FGRID_* result code, then the shared bot / market / transport messages.
 */
export function fgridErrorMessage(intl: IntlShape, err: unknown, ctx: FgridBoundContext): string {
  if (err instanceof ApiError) {
    const r = (err.result && typeof err.result === 'object' ? err.result : {}) as ErrorResult;
    const check = typeof r.check_code === 'string' ? r.check_code : undefined;
    if (check && fgridCheckMessageId(check) !== 'fgrid.check.unknown') {
      const [from, to] = parseBound(r.bound);
      const field = typeof r.field === 'string' ? r.field : undefined;
      return fgridCheckMessage(intl, { check_code: check, from, to, field }, ctx);
    }
    const fgrid = fgridBotCodeOf(err);
    if (fgrid) return intl.formatMessage({ id: `fgrid.botError.${fgrid}` });
  }
  return gridErrorMessage(intl, err, { priceDecimals: ctx.priceDecimals, quote: ctx.quote });
}
