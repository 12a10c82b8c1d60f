import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { decimalPlaces, displayValue, duration, durationParts, formatNumber, percent, shortNumber, toDecimal } from './format';
import { expectCalls, expectCases } from '../test/cases';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('displayValue', () => {
  it('shows -- for empty, NaN, undefined, null and zero', () => {
    for (const v of ['', '  ', Number.NaN, 'NaN', undefined, null, 0, -0, '0', '0.00', '-0', new Decimal(0)]) {
      expect(displayValue(v)).toBe('--');
    }
  });
  it('shows other values unchanged', () => {
    expectCases(displayValue, [
      [1.5, '1.5'], [-3, '-3'], ['0.0001', '0.0001'], ['12.3400', '12.3400'], ['BTCUSDT', 'BTCUSDT'],
      [new Decimal('2.50'), '2.5'],
    ]);
  });
});

describe('decimalPlaces', () => {
  it('counts the digits after the point on the text', () => {
    expectCases(decimalPlaces, [
      ['1.50', 2], ['0.00000001', 8], [0.001, 3], [10, 0], ['10', 0], ['10.', 0], ['.5', 1], ['-2.125', 3],
    ]);
  });
  it('handles exponent forms and junk', () => {
    expectCases(decimalPlaces, [[1e-7, 7], ['1.5e-3', 4], ['1.5e3', 0], ['abc', 0], [undefined, 0], [null, 0]]);
  });
});

describe('toDecimal', () => {
  it('parses numbers and numeric strings without losing precision', () => {
    expect(toDecimal('12345678901234567890.123456789')?.toFixed()).toBe('12345678901234567890.123456789');
    expect(toDecimal('1,234.5')?.toFixed()).toBe('1234.5');
    expect(toDecimal(0.1)?.toFixed()).toBe('0.1');
    expectCases(toDecimal, [['x', undefined], [Number.POSITIVE_INFINITY, undefined], [null, undefined]]);
  });
});

describe('formatNumber', () => {
  it('groups by locale and keeps string precision', () => {
    expect(formatNumber('12345678901234567.12345678', 'en')).toBe('12,345,678,901,234,567.12345678');
    expect(formatNumber('1234.5', 'en', { minDecimals: 2, maxDecimals: 2 })).toBe('1,234.50');
    expect(formatNumber('1234.5', 'ar-SA')).toMatch(/^1.?234.5$/);
    expect(formatNumber('1234.5', 'ar-SA')).not.toMatch(/[٠-٩]/);
    expect(formatNumber('', 'en')).toBe('--');
  });
});

describe('shortNumber', () => {
  it('uses m from 1e6 and b from 1e9', () => {
    expectCalls(shortNumber, [
      [[999_999, 'en'], '999,999'], [[1_000_000, 'en'], '1m'], [[1_234_567, 'en'], '1.23m'],
      [['999999999', 'en'], '1,000m'], [[1e9, 'en'], '1b'], [['2500000000', 'en'], '2.5b'], [[-3_456_000, 'en'], '-3.46m'],
      [['1234.5678', 'en'], '1,234.57'],
    ]);
  });
  it('keeps precision of big string values and is locale-aware', () => {
    expect(shortNumber('123456789012345678901234', 'en')).toBe('123,456,789,012,345.68b');
    expect(shortNumber(1_500_000, 'de-EU')).toBe('1,5m');
    expect(shortNumber(1_500_000, 'ar-SA')).not.toMatch(/[٠-٩]/);
    expect(shortNumber(undefined, 'en')).toBe('--');
  });
});

describe('percent', () => {
  it('shows a ratio with 2 decimals', () => {
    expectCalls(percent, [
      [[0.1234, 'en'], '12.34%'], [['0.123456', 'en'], '12.35%'], [[0, 'en'], '0.00%'], [[-0.05, 'en'], '-5.00%'],
      [[1, 'en'], '100.00%'],
    ]);
  });
  it('takes values already in percent and an optional sign', () => {
    expectCalls(percent, [
      [[12.345, 'en', { ratio: false }], '12.35%'], [['7', 'en', { ratio: false, sign: true }], '+7.00%'],
      [['-7', 'en', { ratio: false, sign: true }], '-7.00%'],
    ]);
  });
  it('uses Latin digits in Arabic', () => {
    const text = percent(0.1234, 'ar-SA');
    expect(text).toContain('12.34');
    expect(text).not.toMatch(/[٠-٩]/);
    expect(percent(null, 'en')).toBe('--');
  });
});

describe('duration', () => {
  it('splits into whole days, hours and minutes', () => {
    expectCases(durationParts, [
      [DAY + 2 * HOUR + 3 * MIN + 59_000, { days: 1, hours: 2, minutes: 3 }], [-5, { days: 0, hours: 0, minutes: 0 }],
      [Number.NaN, { days: 0, hours: 0, minutes: 0 }],
    ]);
  });
  it('uses minutes under 1 h (long form)', () => {
    expectCases(duration, [[5 * MIN, '5 minutes'], [MIN, '1 minute'], [30_000, '0 minutes'], [HOUR - 1, '59 minutes']]);
  });
  it('uses hours and minutes under 1 day', () => {
    expectCases(duration, [
      [HOUR, '1 hour 0 minutes'], [2 * HOUR + 5 * MIN, '2 hours 5 minutes'], [DAY - MIN, '23 hours 59 minutes'],
    ]);
  });
  it('uses days, hours and minutes from 1 day', () => {
    expect(duration(DAY)).toBe('1 day 0 hours 0 minutes');
    expect(duration(3 * DAY + HOUR + MIN)).toBe('3 days 1 hour 1 minute');
  });
  it('has a short form', () => {
    expectCalls(duration, [
      [[5 * MIN, { short: true }], '0D 0h 5m'], [[2 * HOUR + 5 * MIN, { short: true }], '0D 2h 5m'],
      [[3 * DAY + HOUR + MIN, { short: true }], '3D 1h 1m'], [[0, { short: true }], '0D 0h 0m'],
    ]);
  });
  it('is locale-aware, with Latin digits in Arabic', () => {
    expect(duration(3 * DAY, { locale: 'ja-JP' })).toBe('3 日 0 時間 0 分');
    const ar = duration(3 * HOUR + 5 * MIN, { locale: 'ar-SA' });
    expect(ar).toMatch(/3/);
    expect(ar).toMatch(/5/);
    expect(ar).not.toMatch(/[٠-٩]/);
    expect(duration(12 * DAY, { short: true, locale: 'ar-SA' })).toBe('12D 0h 0m');
  });
});
