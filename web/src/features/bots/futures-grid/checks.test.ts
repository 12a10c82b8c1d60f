import { parse } from '@formatjs/icu-messageformat-parser';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { LOCALES } from '../../../i18n/locales';
import en from '../../../i18n/locales/en.json';
import {
  boundKind, failingFgridChecks, fgridCheckMessage, fgridCheckMessageId, fgridValidationPassed, FGRID_CHECK_CODES,
} from './checks';
import { FGRID_BOT_CODES, fgridBotCodeOf, fgridErrorMessage } from './errors';
import { expectCalls, expectCases } from '../../../test/cases';

const intl = createIntl({ locale: 'en', messages: en as Record<string, string> });
const ctx = { priceDecimals: 1, quote: 'USDT', base: 'BTC' };
const locale = (code: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'src', 'i18n', 'locales', `${code}.json`), 'utf8')) as Record<string, string>;

/** The FuturesGridCheck values of the server (src/tradingbot/core/errors.py). */
function serverCodes(): string[] | null {
  const path = join(process.cwd(), '..', 'src', 'tradingbot', 'core', 'errors.py');
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf('class FuturesGridCheck');
  const end = text.indexOf('\nclass ', start + 1);
  return [...text.slice(start, end).matchAll(/=\s*"(FGRID_CHECK_CODE_[A-Z_]+)"/g)].map((m) => m[1]!);
}

describe('futures grid check codes', () => {
  it('cover every FGRID_CHECK_CODE_* of the server enum (and nothing else)', () => {
    const codes = serverCodes();
    expect(codes, 'src/tradingbot/core/errors.py not found').not.toBeNull();
    expect(codes!.length).toBeGreaterThan(40);
    expect([...FGRID_CHECK_CODES].sort()).toEqual([...codes!].sort());
  });

  it.each(LOCALES)('%s has a message for every code, the unknown fallback and every FGRID_* result code', (code) => {
    const messages = locale(code);
    const ids = [
      ...FGRID_CHECK_CODES.map((c) => fgridCheckMessageId(c)), 'fgrid.check.unknown',
      ...FGRID_BOT_CODES.map((c) => `fgrid.botError.${c}`),
    ];
    for (const id of ids) {
      expect(messages[id], `${code}: ${id}`).toBeTruthy();
      expect(() => parse(messages[id]!)).not.toThrow();
    }
  });

  it('maps codes to their message id; unknown codes to the fallback', () => {
    expect(fgridCheckMessageId('FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH')).toBe('fgrid.check.FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH');
    expect(fgridCheckMessageId('SPOT_CHECK_CODE_TP_TOO_LOW')).toBe('fgrid.check.unknown');
  });

  it('writes bounds by kind: price, count, USDT amount, base quantity, percent of a ratio, leverage', () => {
    expectCases(boundKind, [
      ['FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW', 'price'], ['FGRID_CHECK_CODE_GRID_NO_TOO_HIGH', 'count'],
      ['FGRID_CHECK_CODE_INVESTMENT_TOO_LOW', 'amount'], ['FGRID_CHECK_CODE_AMOUNT_TOO_BIG', 'qty'],
      ['FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH', 'leverage'],
    ]);
    expectCalls(boundKind, [
      [['FGRID_CHECK_CODE_RISK_LIMIT', 'leverage'], 'leverage'], [['FGRID_CHECK_CODE_OI_POS_LIMIT'], 'amount'],
      [['FGRID_CHECK_CODE_INVALID_TRAILING_STOP_PERCENT'], 'percent'],
    ]);
    // TP / SL: the field decides
    expectCalls(boundKind, [
      [['FGRID_CHECK_CODE_TP_TOO_HIGH', 'take_profit_per'], 'percent'],
      [['FGRID_CHECK_CODE_TP_TOO_HIGH', 'take_profit_price'], 'price'],
      [['FGRID_CHECK_CODE_SL_CAUSE_LIQUIDATION', 'stop_loss_price'], 'price'],
      [['FGRID_CHECK_CODE_SL_CAUSE_LIQUIDATION', 'stop_loss_per'], 'percent'],
      [['FGRID_CHECK_CODE_TPSL_FAILED', 'tp_sl_type'], 'none'],
    ]);
  });

  it('renders every code in English with its bounds', () => {
    const msg = (check_code: string, from?: string, to?: string, field?: string) =>
      fgridCheckMessage(intl, { check_code, from, to, field }, ctx);
    expectCalls(msg, [
      [['FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW', '9994.21', '994448.75', 'min_price'], 'Min price must be at least 9,994.2'],
      [['FGRID_CHECK_CODE_GRID_NO_TOO_HIGH', '2', '400', 'cell_number'], 'Number of grids must be at most 400'],
      [['FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH', '1', '50', 'leverage'], 'Leverage must be at most 50x'],
    ]);
    expect(msg('FGRID_CHECK_CODE_INVESTMENT_TOO_LOW', '380.11', '10000000', 'total_investment'))
      .toBe('Investment must be at least 380.11 USDT');
    expect(msg('FGRID_CHECK_CODE_TP_TOO_HIGH', '0', '5', 'take_profit_per')).toBe('Take profit must be at most 500.00%');
    expect(msg('FGRID_CHECK_CODE_TP_TOO_LOW', '105000', '999421', 'take_profit_price')).toBe('Take profit must be at least 105,000.0');
    expect(msg('FGRID_CHECK_CODE_INVALID_TRAILING_STOP_PERCENT', '0.05', '0.99', 'trailing_stop_per'))
      .toBe('Trailing stop must be between 5.00% and 99.00%');
    expect(msg('FGRID_CHECK_CODE_SL_BETWEEN_LIQ_AND_LAST_PRICE_BUY', '63199.24', '95000', 'stop_loss_price'))
      .toBe('Stop loss price must be between the liquidation price and the last price: 63,199.2 – 95,000.0');
    expect(msg('FGRID_CHECK_CODE_AMOUNT_TOO_BIG', '', '120', 'total_investment'))
      .toBe('An order of this grid would exceed the maximum order quantity (120 BTC). Lower the investment or the leverage.');
    expect(msg('FGRID_CHECK_CODE_RISK_LIMIT', '1', '25', 'leverage'))
      .toBe('The largest possible position falls in a risk tier that allows at most 25x leverage.');
    expect(msg('FGRID_CHECK_CODE_SL_ABOVE_LIQ_PRICE', '', '')).toBe('Stop loss price must be below the estimated liquidation price: at most --');
    expect(msg('FGRID_CHECK_CODE_NEW_THING')).toBe('The parameters are not accepted (FGRID_CHECK_CODE_NEW_THING).');
    // every code gives a text without raw ICU left in it
    for (const code of FGRID_CHECK_CODES) expect(msg(code, '1', '2')).not.toMatch(/[{}]/);
  });

  it('lists the failing checks of a validate answer', () => {
    expect(failingFgridChecks(undefined)).toEqual([]);
    expect(failingFgridChecks({ check_code: 'FGRID_CHECK_CODE_SUCCESS', checks: [] })).toEqual([]);
    expect(failingFgridChecks({ check_code: 'FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH' }))
      .toEqual([{ check_code: 'FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH' }]);
    const two = [
      { check_code: 'FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW', field: 'min_price', from: '1', to: '2' },
      { check_code: 'FGRID_CHECK_CODE_INVESTMENT_TOO_LOW', field: 'total_investment', from: '3', to: '4' },
    ];
    expect(failingFgridChecks({ check_code: two[0]!.check_code, checks: two })).toEqual(two);
    expectCases(fgridValidationPassed, [
      [{ check_code: 'FGRID_CHECK_CODE_SUCCESS', checks: [] }, true],
      [{ check_code: 'FGRID_CHECK_CODE_SUCCESS', checks: two }, false], [undefined, false],
    ]);
  });
});

describe('futures grid error toasts', () => {
  it('use result.check_code with its field and bound first', () => {
    const err = new ApiError(12021, 'min_price too low', {
      field: 'min_price', check_code: 'FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW', bound: '[9994.21, 994448.75]', bot_code: 'FGRID_INVALID_PARAMS',
    });
    expect(fgridErrorMessage(intl, err, ctx)).toBe('Min price must be at least 9,994.2');
    const tp = new ApiError(12025, 'TP below the grid', {
      field: 'take_profit_price', check_code: 'FGRID_CHECK_CODE_TP_BELOW_MIN_PRICE', bound: '[105000, 999421]',
      bot_code: 'FGRID_TP_LESS_THAN_LPRICE',
    });
    expect(fgridErrorMessage(intl, tp, ctx)).toBe('Take profit price must be above the grid range: at least 105,000.0');
  });

  it('then the FGRID_* result codes (by name or by 12000 + n), then the shared bot codes', () => {
    expectCases(fgridBotCodeOf, [
      [new ApiError(12024, 'x'), 'FGRID_SL_CAUSE_LIQ'], [new ApiError(12027, 'x'), 'FGRID_UPDATE_INVESTMENT_TOO_LARGE'],
      [new ApiError(12003, 'x'), undefined],
    ]);
    expect(fgridErrorMessage(intl, new ApiError(12022, 'x', { bot_code: 'FGRID_TP_TOO_LARGE' }), ctx)).toBe('The take profit is too high.');
    expect(fgridErrorMessage(intl, new ApiError(12003, 'x', { bot_code: 'INSUFFICIENT_BALANCE' }), ctx))
      .toBe('Insufficient balance in your funding account.');
    expect(fgridErrorMessage(intl, new ApiError(12016, 'x', { bot_code: 'BOT_HAS_BEEN_CLOSED' }), ctx))
      .toBe('This bot has already been closed.');
    expect(fgridErrorMessage(intl, new ApiError(12101, 'unknown perpetual', {
      field: 'symbol', check_code: 'FGRID_CHECK_CODE_SYMBOL_NOT_EXISTS',
    }), ctx)).toBe('This contract is not available for futures grid bots.');
    expect(fgridErrorMessage(intl, new Error('boom'), ctx)).toBe('Something went wrong. Please try again.');
  });
});
