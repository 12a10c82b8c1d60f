import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';
import { expectCalls } from '../../test/cases';

describe('formatAmount', () => {
  it('groups digits without float rounding', () => {
    expectCalls(formatAmount, [
      [['10000', 'en'], '10,000'], [['12345678901234.12345678', 'en'], '12,345,678,901,234.12345678'],
      [['0.1', 'en', 0], '0'],
    ]);
  });
  it('keeps Latin digits for Arabic and shows -- for garbage', () => {
    expect(formatAmount('10000', 'ar-SA-u-nu-latn')).toMatch(/^10\D?000$/);
    expect(formatAmount('abc', 'en')).toBe('--');
  });
});
