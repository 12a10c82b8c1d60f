import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en.json';
import ru from '../../../i18n/locales/ru-RU.json';
import {
  botRunningMs, dateLocale, durationParts, fmtAmount, fmtDuration, fmtPercent, fmtPnl, fmtPrice, pairLabel, runningMs, signOf,
  toMs,
} from './format';
import { closeModeOf, closeReasonId, gridTypeOf, settlementAssets, sideOf } from './labels';
import { expectCalls, expectCases } from '../../../test/cases';

const intl = createIntl({ locale: 'en', messages: en });
const MIN = 60_000;

describe('number formatting without floats', () => {
  it('prices keep the tick decimals', () => {
    expectCalls(fmtPrice, [[['100000', 'en', 2], '100,000.00'], [['0.1999', 'en', 5], '0.19990'], [['', 'en', 2], '--']]);
  });

  it('amounts are truncated, never rounded up', () => {
    expect(fmtAmount('0.123456789', 'en', 8)).toBe('0.12345678');
    expect(fmtAmount('12345678901234.123456789', 'en', 8)).toBe('12,345,678,901,234.12345678');
  });

  it('PnL has a sign and no -0.00', () => {
    expectCalls(fmtPnl, [[['12.3456', 'en', 2], '+12.35'], [['-0.001', 'en', 2], '0.00'], [['-3.5', 'en', 2], '-3.50']]);
  });

  it('percentages from ratios with 2 decimals (SPEC §9)', () => {
    expectCalls(fmtPercent, [
      [['0.007597', 'en'], '0.76%'], [['2.642137', 'en', true], '+264.21%'], [['-0.1409', 'en', true], '-14.09%'],
      [[null, 'en'], '--'],
    ]);
  });

  it('Arabic keeps Latin digits and the Gregorian calendar for dates', () => {
    expect(fmtPrice('1234.5', 'ar-SA-u-nu-latn', 2)).toMatch(/^1\D?234\.50$/);
    expect(dateLocale('ar-SA-u-nu-latn')).toBe('ar-SA-u-ca-gregory-nu-latn');
  });

  it('signs for colouring', () => {
    expectCases(signOf, [['1', 1], ['-0.1', -1], ['0', 0], ['x', 0]]);
  });
});

describe('running time (SPEC §9 duration format)', () => {
  it('splits into days, hours and minutes', () => {
    expect(durationParts(((2 * 24 + 4) * 60 + 12) * MIN + 59_000)).toEqual({ days: 2, hours: 4, minutes: 12 });
  });

  it('under 1 h minutes; under 1 day hours and minutes; else days, hours and minutes', () => {
    expectCalls(fmtDuration, [
      [[intl, 5 * MIN], '5m'], [[intl, (3 * 60 + 12) * MIN], '3h 12m'],
      [[intl, ((2 * 24 + 4) * 60 + 12) * MIN], '2D 4h 12m'], [[intl, 0], '0m'], [[intl, null], '--'],
    ]);
    const ri = createIntl({ locale: 'ru-RU', messages: ru });
    expect(fmtDuration(ri, (3 * 60 + 12) * MIN)).toBe('3 ч 12 мин');
  });

  it('timestamps in ms or s; running time from creation to end or now', () => {
    expectCases(toMs, [[1_700_000_000, 1_700_000_000_000], ['1700000000000', 1_700_000_000_000], [0, null]]);
    expect(runningMs(1_700_000_000_000, 1_700_000_000_000 + 5 * MIN)).toBe(5 * MIN);
    expect(runningMs(1_700_000_000_000, null, 1_700_000_000_000 + MIN)).toBe(MIN);
  });

  it('prefers operation_time when it is a duration', () => {
    expectCalls(botRunningMs, [
      [[7 * MIN, 1, 2], 7 * MIN], [[undefined, 1_700_000_000_000, 1_700_000_000_000 + MIN], MIN],
      [[1_700_000_000_000, 1_700_000_000_000, 1_700_000_000_000 + MIN], MIN],
    ]);
  });
});

describe('labels', () => {
  it('pairs', () => {
    expect(pairLabel('BTCUSDT')).toBe('BTC/USDT');
    expect(pairLabel('BTCUSDT', 'BTC', 'USDT')).toBe('BTC/USDT');
  });

  it('close reasons in both the spot and the unified spelling', () => {
    expectCases(closeReasonId, [
      ['CLOSED_MANUALLY', 'closeReason.CLOSED_MANUALLY'], ['MANUAL', 'closeReason.CLOSED_MANUALLY'],
      ['TAKE_PROFIT', 'closeReason.CLOSED_TAKE_PROFIT'], ['SOMETHING', 'closeReason.other'], ['', null],
    ]);
  });

  it('close modes, grid types, sides, settlement assets', () => {
    expectCases(closeModeOf, [[3, 3], ['QUOTE_MODE', 3], [1, null]]);
    expectCases(gridTypeOf, [['GEOMETRIC', 'GEOMETRIC'], [2, 'GEOMETRIC'], [undefined, 'ARITHMETIC']]);
    expect(sideOf('Buy')).toBe('BUY');
    expect(sideOf('SELL')).toBe('SELL');
    expectCases(settlementAssets, [
      [[{ coin: 'USDT', amount: '1000.5' }], [{ coin: 'USDT', amount: '1000.5' }]],
      [{ BTC: '0.01', USDT: '5' }, [{ coin: 'BTC', amount: '0.01' }, { coin: 'USDT', amount: '5' }]], [null, []],
    ]);
  });
});
