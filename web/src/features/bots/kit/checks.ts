import type { IntlShape } from 'react-intl';
import type { Check } from './api';
import { fmtAmount, fmtPercent, fmtPrice } from './format';

/**
 * Every spot grid check code of the contract (SPEC §5, spelled as the server's
 * SpotGridCheck enum / the Bybit V5 validate-input docs) plus the shared check codes.
 * Each one has a message `check.<CODE>` in every locale; bounds are inserted as {from}/{to}.
 */
export const SPOT_CHECK_CODES = [
  'SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED',
  'SPOT_CHECK_CODE_LOW_PRICE_TOO_LOW',
  'SPOT_CHECK_CODE_LOW_PRICE_TOO_HIGH',
  'SPOT_CHECK_CODE_HIGH_PRICE_TOO_LOW',
  'SPOT_CHECK_CODE_HIGH_PRICE_TOO_HIGH',
  'SPOT_CHECK_CODE_GRID_NO_TOO_LOW',
  'SPOT_CHECK_CODE_GRID_NO_TOO_HIGH',
  'SPOT_CHECK_CODE_INVESTMENT_TOO_LOW',
  'SPOT_CHECK_CODE_INVESTMENT_TOO_HIGH',
  'SPOT_CHECK_CODE_TP_TOO_LOW',
  'SPOT_CHECK_CODE_TP_TOO_HIGH',
  'SPOT_CHECK_CODE_SL_TOO_LOW',
  'SPOT_CHECK_CODE_SL_TOO_HIGH',
  'SPOT_CHECK_CODE_EP_TOO_LOW',
  'SPOT_CHECK_CODE_EP_TOO_HIGH',
  'SPOT_CHECK_CODE_ADD_INVESTMENT',
  'SPOT_CHECK_CODE_PARAM_NOT_CHANGED',
  'SPOT_CHECK_CODE_TS_PERCENT_TOO_LOW',
  'SPOT_CHECK_CODE_TS_PERCENT_TOO_HIGH',
  'SPOT_CHECK_CODE_TP_TOO_LOW_THAN_MARKET',
  'SPOT_CHECK_CODE_SL_TOO_HIGH_THAN_MARKET',
  'SPOT_CHECK_CODE_LIMIT_UP_PRICE_TOO_LOW',
  'SPOT_CHECK_CODE_LIMIT_UP_PRICE_TOO_HIGH',
  'SPOT_CHECK_CODE_CAN_NOT_ENABLE_TRAILING_UP',
  'SPOT_CHECK_CODE_ENTRY_PRICE_FORBIDDEN_TRAILING_UP',
  'SPOT_CHECK_CODE_LAST_PRICE_FORBIDDEN_TRAILING_UP',
  'SPOT_CHECK_CODE_INVESTMENT_FORBIDDEN_TRAILING_UP',
] as const;

/** Check codes every family shares (SPEC §5/§8). */
export const COMMON_CHECK_CODES = ['SERVER_ERR', 'INVALID_PARAM', 'NOT_LOGIN', 'USER_BANNED', 'OPERATE_DENIED'] as const;

export type SpotCheckCode = (typeof SPOT_CHECK_CODES)[number];

/** How a check's bound is written; `qty`, `leverage` and `multiplier` are the futures families' own. */
export type BoundKind = 'price' | 'count' | 'amount' | 'qty' | 'percent' | 'leverage' | 'multiplier' | 'none';

/** How the bound of a code is written. */
export function boundKind(code: string): Exclude<BoundKind, 'qty' | 'leverage' | 'multiplier'> {
  if (/GRID_NO/.test(code)) return 'count';
  if (/INVESTMENT_TOO|ADD_INVESTMENT/.test(code)) return 'amount';
  if (/TS_PERCENT/.test(code)) return 'percent';
  if (/PRICE_TOO|_TP_|_SL_|_EP_/.test(code)) return 'price';
  return 'none';
}

/** The message id of a check code; unknown codes get a generic message. */
export function checkMessageId(code: string): string {
  if ((SPOT_CHECK_CODES as readonly string[]).includes(code) || (COMMON_CHECK_CODES as readonly string[]).includes(code)) {
    return `check.${code}`;
  }
  return 'check.unknown';
}

export interface BoundContext {
  priceDecimals: number;
  quote: string;
  /** the base coin, for `qty` bounds */
  base?: string;
}

/** A check's bound as the message shows it ("95,000.00", "500 USDT", "50x"); `--` when absent. */
export function fmtBound(intl: IntlShape, value: unknown, kind: BoundKind, ctx: BoundContext): string {
  if (value === null || value === undefined || value === '') return '--';
  switch (kind) {
    case 'price':
      return fmtPrice(value, intl.locale, ctx.priceDecimals);
    case 'amount':
      return `${fmtAmount(value, intl.locale, 8)} ${ctx.quote}`;
    case 'qty':
      return `${fmtAmount(value, intl.locale, 8)} ${ctx.base}`;
    case 'percent':
      return fmtPercent(value, intl.locale);
    case 'leverage':
    case 'multiplier':
      return `${fmtAmount(value, intl.locale, 2)}x`;
    case 'count':
      return fmtAmount(value, intl.locale, 0);
    default:
      return String(value);
  }
}

/** The localized text of one failing check, with its bound inserted ("Min price must be at least 95,000.00"). */
export function checkMessage(intl: IntlShape, check: Pick<Check, 'check_code' | 'from' | 'to'>, ctx: BoundContext): string {
  const kind = boundKind(check.check_code);
  return intl.formatMessage(
    { id: checkMessageId(check.check_code) },
    {
      from: fmtBound(intl, check.from, kind, ctx),
      to: fmtBound(intl, check.to, kind, ctx),
      code: check.check_code,
    },
  );
}

/**
 * Failing checks of a validate result: `checks[]`, or the single `check_code` when no list came
 * (`success` is the family's success code).
 */
export function failingChecks(
  result: { check_code?: string; checks?: Check[] } | undefined, success = 'SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED',
): Check[] {
  if (!result) return [];
  const list = (result.checks ?? []).filter((c) => c.check_code && c.check_code !== success);
  if (list.length) return list;
  if (result.check_code && result.check_code !== success) return [{ check_code: result.check_code }];
  return [];
}
