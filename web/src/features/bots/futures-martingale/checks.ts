import type { IntlShape } from 'react-intl';
import { fmtBound, type BoundKind } from '../kit/checks';
import { FMART_CHECK_SUCCESS, type FmartCheck, type FmartLimit } from './api';

/** The prefix every martingale check code shares (server MartingaleCheck). */
const PREFIX = 'F_MART_LIMIT_CHECK_CODE_F_MART_';

/** The inputs a check code names; each has `_TOO_LOW` and `_TOO_HIGH`. */
export const FMART_CHECK_FIELDS = [
  'PRICE_FLOAT_PERCENT', 'ADD_POSITION_PERCENT', 'ADD_POSITION_NUM', 'INIT_MARGIN', 'ROUND_TARGET_TP_PERCENT', 'SL_PER',
  'ENTRY_PRICE', 'LEVERAGE',
] as const;

/** Every check code with a message `fmart.check.<short name>` (the code without its prefix). */
export const FMART_CHECK_NAMES = [
  ...FMART_CHECK_FIELDS.flatMap((f) => [`${f}_TOO_LOW`, `${f}_TOO_HIGH`]), 'INVALID_PARAM', 'PARAM_IMMUTABLE',
];

const KINDS: Record<(typeof FMART_CHECK_FIELDS)[number], BoundKind> = {
  PRICE_FLOAT_PERCENT: 'percent', ADD_POSITION_PERCENT: 'multiplier', ADD_POSITION_NUM: 'count', INIT_MARGIN: 'amount',
  ROUND_TARGET_TP_PERCENT: 'percent', SL_PER: 'percent', ENTRY_PRICE: 'price', LEVERAGE: 'leverage',
};

/** The short name of a martingale check code ("LEVERAGE_TOO_HIGH"), or null for another family's. */
export function checkName(code: string): string | null {
  const name = code.startsWith(PREFIX) ? code.slice(PREFIX.length) : '';
  return FMART_CHECK_NAMES.includes(name) ? name : null;
}

export interface FmartBoundContext {
  priceDecimals: number;
  quote: string;
}

/** The localized text of one failing check with its bounds ("Leverage must be at most 50x"). */
export function fmartCheckMessage(intl: IntlShape, check: Pick<FmartCheck, 'check_code' | 'from' | 'to' | 'field'>,
  ctx: FmartBoundContext): string {
  const name = checkName(check.check_code);
  if (!name) return intl.formatMessage({ id: 'fmart.check.unknown' }, { code: check.check_code });
  const field = FMART_CHECK_FIELDS.find((f) => name.startsWith(`${f}_TOO_`));
  const kind = field ? KINDS[field] : 'none';
  return intl.formatMessage({ id: `fmart.check.${name}` }, {
    from: fmtBound(intl, check.from, kind, ctx), to: fmtBound(intl, check.to, kind, ctx), field: check.field ?? '',
  });
}

/** Failing checks of a get-fmart-limit answer: `checks[]`, or the single `check_code`. */
export function failingChecks(r: Pick<FmartLimit, 'check_code' | 'checks'> | undefined): FmartCheck[] {
  if (!r) return [];
  const list = (r.checks ?? []).filter((c) => c.check_code && c.check_code !== FMART_CHECK_SUCCESS);
  if (list.length) return list;
  return r.check_code && r.check_code !== FMART_CHECK_SUCCESS ? [{ check_code: r.check_code }] : [];
}

export const limitPassed = (r: FmartLimit | undefined) => !!r && failingChecks(r).length === 0;

/** The inputs a failing check points at (to mark them). */
export const failingFields = (r: FmartLimit | undefined) => new Set(failingChecks(r).map((c) => c.field ?? '').filter(Boolean));
