import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { intlLocaleOf, LOCALES } from '../../../i18n/locales';
import en from '../../../i18n/locales/en.json';
import { ApiError } from '../../../api/client';
import { boundKind, checkMessage, checkMessageId, failingChecks, SPOT_CHECK_CODES } from './checks';
import { gridErrorMessage, parseBound } from './errors';
import { expectCases } from '../../../test/cases';

const intl = createIntl({ locale: 'en', messages: en });
const ctx = { priceDecimals: 2, quote: 'USDT' };
const repo = join(process.cwd(), '..');

/** Every SPOT_CHECK_CODE_* string written in a file (contract doc, server enum). */
function codesIn(path: string): string[] {
  return [...new Set(readFileSync(path, 'utf8').match(/SPOT_CHECK_CODE_[A-Z_]+/g) ?? [])];
}

describe('spot grid check codes → localized messages', () => {
  const serverEnum = join(repo, 'src/tradingbot/core/errors.py');
  const contract = join(repo, 'docs/spot-grid-api.md');

  it.skipIf(!existsSync(serverEnum))('covers every SPOT_CHECK_CODE_* the server and the contract name', () => {
    const named = [...codesIn(serverEnum), ...(existsSync(contract) ? codesIn(contract) : [])];
    expect(named.length).toBeGreaterThan(20);
    for (const code of named) expect(SPOT_CHECK_CODES, code).toContain(code);
  });

  it.each(LOCALES)('%s has a message for every code, with the bound inserted', (locale) => {
    const messages = JSON.parse(readFileSync(join(process.cwd(), 'src/i18n/locales', `${locale}.json`), 'utf8'));
    const li = createIntl({ locale: intlLocaleOf(locale), messages, onError: (e) => { throw e; } });
    for (const code of SPOT_CHECK_CODES) {
      expect(messages[checkMessageId(code)], `${locale} ${code}`).toBeTruthy();
      const pct = boundKind(code) === 'percent';
      const text = checkMessage(li, { check_code: code, from: pct ? '0.05' : '12345', to: pct ? '0.9' : '67890' }, ctx);
      const low = pct ? /5[.,]00/ : /12[,.\s\u00a0\u202f]?345/;
      const high = pct ? /90[.,]00/ : /67[,.\s\u00a0\u202f]?890/;
      if (/TOO_LOW/.test(code) && boundKind(code) !== 'none') expect(text, `${locale} ${code}`).toMatch(low);
      if (/TOO_HIGH/.test(code) && boundKind(code) !== 'none') expect(text, `${locale} ${code}`).toMatch(high);
      expect(text, `${locale} ${code}`).not.toMatch(/[{}]/);
    }
  });

  it('writes bounds as prices, counts, amounts with the coin, or percentages', () => {
    expect(checkMessage(intl, { check_code: 'SPOT_CHECK_CODE_LOW_PRICE_TOO_LOW', from: '95000' }, ctx))
      .toBe('Min price must be at least 95,000.00');
    expect(checkMessage(intl, { check_code: 'SPOT_CHECK_CODE_GRID_NO_TOO_HIGH', from: '2', to: '47' }, ctx))
      .toBe('Number of grids must be at most 47');
    expect(checkMessage(intl, { check_code: 'SPOT_CHECK_CODE_INVESTMENT_TOO_LOW', from: '54.56', to: '1000000' }, ctx))
      .toBe('Investment must be at least 54.56 USDT');
    expect(checkMessage(intl, { check_code: 'SPOT_CHECK_CODE_TS_PERCENT_TOO_HIGH', from: '0', to: '0.99' }, ctx))
      .toBe('Trailing stop must be at most 99.00%');
    expect(checkMessage(intl, { check_code: 'SPOT_CHECK_CODE_TP_TOO_LOW_THAN_MARKET', from: '100010.5' }, ctx))
      .toBe('Take profit price must be above the current price: at least 100,010.50');
    expect(checkMessage(intl, { check_code: 'SPOT_CHECK_CODE_HIGH_PRICE_TOO_LOW', from: '' }, ctx))
      .toBe('Max price must be at least --');
  });

  it('an unknown code still gets a message naming it', () => {
    expect(checkMessage(intl, { check_code: 'SPOT_CHECK_CODE_NEW_THING' }, ctx))
      .toBe('The parameters are not accepted (SPOT_CHECK_CODE_NEW_THING).');
  });

  it('failing checks: the list, else the single check_code, never the success code', () => {
    expect(failingChecks({ check_code: 'SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED', checks: [] })).toEqual([]);
    expect(failingChecks({ check_code: 'SPOT_CHECK_CODE_GRID_NO_TOO_LOW' })).toEqual([{ check_code: 'SPOT_CHECK_CODE_GRID_NO_TOO_LOW' }]);
    expect(failingChecks({
      check_code: 'SPOT_CHECK_CODE_LOW_PRICE_TOO_LOW',
      checks: [{ check_code: 'SPOT_CHECK_CODE_LOW_PRICE_TOO_LOW' }, { check_code: 'SPOT_CHECK_CODE_INVESTMENT_TOO_LOW' }],
    })).toHaveLength(2);
  });
});

describe('error toasts by ret_code / check_code / bot_code', () => {
  const msg = (err: unknown) => gridErrorMessage(intl, err, ctx);

  it('a failed check on create (12002 + check_code + "[from, to]" bound)', () => {
    const err = new ApiError(12002, 'investment below the minimum', {
      field: 'quote_investment', check_code: 'SPOT_CHECK_CODE_INVESTMENT_TOO_LOW', bound: '[54.56, 1000000]', bot_code: 'INVALID_ARGUMENT',
    });
    expect(msg(err)).toBe('Investment must be at least 54.56 USDT');
  });

  it('bot operation codes by result.bot_code or 12000 + n', () => {
    expectCases(msg, [
      [new ApiError(12003, 'x', { bot_code: 'INSUFFICIENT_BALANCE' }), 'Insufficient balance in your funding account.'],
      [new ApiError(12004, 'x', null), 'You have reached the maximum number of running bots.'],
      [new ApiError(12008, 'x', { bot_code: 'Can_Not_Cancel_Others_Grid' }), 'You can only close your own bots.'],
      [new ApiError(12016, 'x', { bot_code: 'BOT_HAS_BEEN_CLOSED' }), 'This bot has already been closed.'],
      [new ApiError(12018, 'x', { bot_code: 'USER_BANNED' }), "Your account can't use trading bots."],
      [new ApiError(12027, 'x', { bot_code: 'FGRID_UPDATE_INVESTMENT_TOO_LARGE' }), 'The bot operation failed. Please try again.'],
    ]);
  });

  it('market codes, then the generic ret_code messages', () => {
    expectCases(msg, [
      [new ApiError(12101, 'x'), 'This trading pair is not available.'],
      [new ApiError(12103, 'x'), 'No market data for this pair yet. Please try again shortly.'],
      [new ApiError(10007, 'x'), 'Please log in first.'],
      [new ApiError(10001, 'x', { field: 'min_price', check_code: 'INVALID_PARAM' }), 'Some parameters are invalid. Please check them.'],
      [new ApiError(9000001, 'x'), 'Request timeout, please re-try!'],
      [new Error('boom'), 'Something went wrong. Please try again.'],
    ]);
  });

  it('parses the bound in every shape', () => {
    expectCases(parseBound, [
      ['[54.56, 1000000]', ['54.56', '1000000']], ['[, 95000]', [undefined, '95000']], [['1', '2'], ['1', '2']],
      ['7', ['7', '7']], [undefined, [undefined, undefined]],
    ]);
  });
});
