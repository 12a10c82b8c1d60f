import type { IntlShape } from 'react-intl';
import { ApiError } from '../../../api/client';
import { errorMessageId } from '../../../api/errorMessage';
import { checkMessage, checkMessageId, type BoundContext } from './checks';

/** SPEC §8 bot operation result codes that get their own message (`botError.<NAME>`). */
export const BOT_CODES = [
  'INVALID_ARGUMENT', 'INSUFFICIENT_BALANCE', 'REACH_BOT_NUM_UPPER_LIMIT', 'FORBIDDEN', 'NOT_FOUND',
  'GRID_CAN_NOT_BE_CANCELLED', 'Can_Not_Cancel_Others_Grid', 'UNSUPPORTED_MEMBER_TYPE', 'INTERNAL',
  'INTERNAL_TIMEOUT', 'BOT_CANNOT_CLOSE_CURRENTLY', 'DUPLICATED_SYMBOL_CHOSEN', 'MAX_INVEST_AMOUNT_TOO_SMALL_CREATE',
  'MAX_INVEST_AMOUNT_TOO_SMALL_UPDATE', 'BOT_HAS_BEEN_CLOSED', 'USER_UNIFY_ACCOUNT_UPGRADING', 'USER_BANNED',
] as const;

/** SPEC §8 result codes in order: ret_code = 12000 + index. */
const BOT_RESULT_ORDER = [
  'UNKNOWN', 'SUCCESS', 'INVALID_ARGUMENT', 'INSUFFICIENT_BALANCE', 'REACH_BOT_NUM_UPPER_LIMIT', 'FORBIDDEN',
  'NOT_FOUND', 'GRID_CAN_NOT_BE_CANCELLED', 'Can_Not_Cancel_Others_Grid', 'UNSUPPORTED_MEMBER_TYPE', 'INTERNAL',
  'INTERNAL_TIMEOUT', 'BOT_CANNOT_CLOSE_CURRENTLY', 'DUPLICATED_SYMBOL_CHOSEN', 'MAX_INVEST_AMOUNT_TOO_SMALL_CREATE',
  'MAX_INVEST_AMOUNT_TOO_SMALL_UPDATE', 'BOT_HAS_BEEN_CLOSED', 'USER_UNIFY_ACCOUNT_UPGRADING', 'USER_BANNED',
];

/** Market / exchange codes of docs/API.md. */
const MARKET_CODES: Record<number, string> = {
  12101: 'botError.unknownSymbol',
  12102: 'botError.orderRejected',
  12103: 'botError.marketNotLoaded',
  12104: 'botError.INSUFFICIENT_BALANCE',
};

interface ErrorResult { check_code?: unknown; bot_code?: unknown; bound?: unknown; field?: unknown }

function resultOf(err: ApiError): ErrorResult {
  const r = err.result;
  return r && typeof r === 'object' ? (r as ErrorResult) : {};
}

/**
 * result.bound of a failed check: "[from, to]" (either side may be empty), a [from, to] array,
 * or a single value (used for both sides).
 */
export function parseBound(bound: unknown): [string | undefined, string | undefined] {
  const side = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim());
  if (Array.isArray(bound)) return [side(bound[0]), side(bound[1])];
  if (typeof bound === 'number') return [String(bound), String(bound)];
  if (typeof bound !== 'string') return [undefined, undefined];
  const m = /^\[(.*),(.*)\]$/.exec(bound.trim());
  if (m) return [side(m[1]), side(m[2])];
  return [side(bound), side(bound)];
}

/** The bot code name of a failed bot operation: result.bot_code, else derived from 12000 + n. */
export function botCodeOf(err: ApiError): string | undefined {
  const named = resultOf(err).bot_code;
  if (typeof named === 'string' && named) return named;
  if (err.code > 12000 && err.code < 12100) return BOT_RESULT_ORDER[err.code - 12000];
  return undefined;
}

/**
 * The localized message of a failed spot grid call, by (in order) result.check_code,
 * result.bot_code / 12000+n, the market codes, then the generic ret_code messages.
 */
export function gridErrorMessage(intl: IntlShape, err: unknown, ctx: BoundContext): string {
  if (err instanceof ApiError) {
    const res = resultOf(err);
    const check = typeof res.check_code === 'string' ? res.check_code : undefined;
    if (check && checkMessageId(check) !== 'check.unknown') {
      const [from, to] = parseBound(res.bound);
      return checkMessage(intl, { check_code: check, from, to }, ctx);
    }
    const bot = botCodeOf(err);
    if (bot && (BOT_CODES as readonly string[]).includes(bot)) return intl.formatMessage({ id: `botError.${bot}` });
    const market = MARKET_CODES[err.code];
    if (market) return intl.formatMessage({ id: market });
    if (bot) return intl.formatMessage({ id: 'botError.generic' });
  }
  return intl.formatMessage({ id: errorMessageId(err) });
}
