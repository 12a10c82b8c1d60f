import type { IntlShape } from 'react-intl';
import { failingChecks, fmtBound, type BoundContext, type BoundKind } from '../kit/checks';
import { FGRID_CHECK_SUCCESS, type FgridCheck, type FgridValidateResult } from './api';

/**
 * Every futures grid check code of the contract (SPEC §5 "Futures grid checks", spelled as the
 * server's FuturesGridCheck enum in src/tradingbot/core/errors.py). Each has a message
 * `fgrid.check.<CODE>` in every locale; bounds are inserted as {from}/{to}.
 */
export const FGRID_CHECK_CODES = [
  'FGRID_CHECK_CODE_SUCCESS',
  'FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW',
  'FGRID_CHECK_CODE_LOW_PRICE_TOO_HIGH',
  'FGRID_CHECK_CODE_HIGH_PRICE_TOO_LOW',
  'FGRID_CHECK_CODE_HIGH_PRICE_TOO_HIGH',
  'FGRID_CHECK_CODE_GRID_NO_TOO_LOW',
  'FGRID_CHECK_CODE_GRID_NO_TOO_HIGH',
  'FGRID_CHECK_CODE_INVESTMENT_TOO_LOW',
  'FGRID_CHECK_CODE_INVESTMENT_TOO_HIGH',
  'FGRID_CHECK_CODE_LEVERAGE_TOO_LOW',
  'FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH',
  'FGRID_CHECK_CODE_TP_TOO_LOW',
  'FGRID_CHECK_CODE_TP_TOO_HIGH',
  'FGRID_CHECK_CODE_SL_TOO_LOW',
  'FGRID_CHECK_CODE_SL_TOO_HIGH',
  'FGRID_CHECK_CODE_SL_CAUSE_LIQUIDATION',
  'FGRID_CHECK_CODE_AMOUNT_TOO_BIG',
  'FGRID_CHECK_CODE_TPSL_FAILED',
  'FGRID_CHECK_CODE_TP_BELOW_LAST_PRICE',
  'FGRID_CHECK_CODE_TP_ABOVE_LAST_PRICE',
  'FGRID_CHECK_CODE_SL_BETWEEN_LIQ_AND_LAST_PRICE_BUY',
  'FGRID_CHECK_CODE_SL_BETWEEN_LIQ_AND_LAST_PRICE_SELL',
  'FGRID_CHECK_CODE_SL_ABOVE_MAX_PRICE',
  'FGRID_CHECK_CODE_TP_BELOW_MIN_PRICE',
  'FGRID_CHECK_CODE_SL_ABOVE_LIQ_PRICE',
  'FGRID_CHECK_CODE_RISK_LIMIT',
  'FGRID_CHECK_CODE_OI_POS_LIMIT',
  'FGRID_CHECK_CODE_SYMBOL_NOT_EXISTS',
  'FGRID_CHECK_CODE_PRE_SETTLE_ONLY_REDUCE',
  'FGRID_CHECK_CODE_COIN_NOT_MATCH',
  'FGRID_CHECK_CODE_ENTRY_PRICE_TOO_LOW',
  'FGRID_CHECK_CODE_ENTRY_PRICE_TOO_HIGH',
  'FGRID_CHECK_CODE_TOP_PRICE_TOO_LOW',
  'FGRID_CHECK_CODE_TOP_PRICE_TOO_HIGH',
  'FGRID_CHECK_CODE_BOTTOM_PRICE_TOO_LOW',
  'FGRID_CHECK_CODE_BOTTOM_PRICE_TOO_HIGH',
  'FGRID_CHECK_CODE_INVALID_TRAILING_STOP_PERCENT',
  'FGRID_CHECK_CODE_OPERATE_DENIED',
  'FGRID_CHECK_CODE_NOT_LOGIN',
  'FGRID_CHECK_CODE_USER_BANNED',
  'FGRID_CHECK_CODE_SERVER_ERR',
  'FGRID_CHECK_CODE_INVALID_PARAM',
] as const;

export type FgridCheckCode = (typeof FGRID_CHECK_CODES)[number];


/**
 * How the bounds of a check are written. The field decides for the TP/SL codes (a `_per` field is
 * a ratio, a `_price` field a price); the code decides otherwise.
 */
export function boundKind(code: string, field?: string): BoundKind {
  if (/GRID_NO/.test(code)) return 'count';
  if (/LEVERAGE|RISK_LIMIT/.test(code)) return 'leverage';
  if (/AMOUNT_TOO_BIG/.test(code)) return 'qty';
  if (/INVESTMENT|OI_POS_LIMIT/.test(code)) return 'amount';
  if (/TRAILING_STOP/.test(code)) return 'percent';
  if (field && /_per$/.test(field)) return 'percent';
  if (field && /_price$/.test(field)) return 'price';
  if (/PRICE/.test(code)) return 'price';
  if (/_(TP|SL)_/.test(code)) return 'percent';
  return 'none';
}

/** The message id of a check code; unknown codes get a generic message. */
export function fgridCheckMessageId(code: string): string {
  return (FGRID_CHECK_CODES as readonly string[]).includes(code) ? `fgrid.check.${code}` : 'fgrid.check.unknown';
}

export interface FgridBoundContext extends BoundContext {
  base: string;
}

/** The localized text of one failing check, with its bounds ("Leverage must be at most 50x"). */
export function fgridCheckMessage(
  intl: IntlShape, check: Pick<FgridCheck, 'check_code' | 'from' | 'to' | 'field'>, ctx: FgridBoundContext,
): string {
  const kind = boundKind(check.check_code, check.field);
  return intl.formatMessage(
    { id: fgridCheckMessageId(check.check_code) },
    {
      from: fmtBound(intl, check.from, kind, ctx),
      to: fmtBound(intl, check.to, kind, ctx),
      code: check.check_code,
    },
  );
}

/** Failing checks of a validate result: `checks[]`, or the single `check_code` when no list came. */
export function failingFgridChecks(result: Pick<FgridValidateResult, 'check_code' | 'checks'> | undefined): FgridCheck[] {
  return failingChecks(result, FGRID_CHECK_SUCCESS);
}

/** True when every check passed. */
export function fgridValidationPassed(r: FgridValidateResult | undefined): boolean {
  return !!r && failingFgridChecks(r).length === 0 && (r.check_code ?? FGRID_CHECK_SUCCESS) === FGRID_CHECK_SUCCESS;
}

/** Fields of the form a failing check points at (to mark the inputs). */
export function failingFields(result: FgridValidateResult | undefined): Set<string> {
  return new Set(failingFgridChecks(result).map((c) => c.field ?? '').filter(Boolean));
}
