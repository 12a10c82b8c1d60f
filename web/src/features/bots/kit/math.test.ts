import { describe, expect, it } from 'vitest';
import {
  adjustByTicks, decimalsOf, defaultRange, gridLevels, gridLevelStrings, parseDecimal, percentToRatio, priceDecimals,
  QUICK_STEPS, ratioToPercent, tickOf,
} from './math';
import { expectCalls, expectCases } from '../../../test/cases';

const str = (ds: { toFixed: () => string }[]) => ds.map((d) => d.toFixed());

describe('grid levels (MECHANICS §3.2)', () => {
  it('arithmetic: L + i·(U−L)/N, N+1 levels, exact', () => {
    expect(str(gridLevels('45000', '65000', 5, 'ARITHMETIC'))).toEqual(['45000', '49000', '53000', '57000', '61000', '65000']);
    expect(str(gridLevels('20000', '30000', 5))).toEqual(['20000', '22000', '24000', '26000', '28000', '30000']);
  });

  it('arithmetic with a non-terminating step stays exact after rounding to the tick', () => {
    // (100 − 90)/3 = 3.333…: no float drift such as 93.33333333333333
    expect(gridLevelStrings('90', '100', 3, 'ARITHMETIC', 2)).toEqual(['90.00', '93.33', '96.67', '100.00']);
    expect(gridLevelStrings('0.1', '0.3', 2, 'ARITHMETIC', 1)).toEqual(['0.1', '0.2', '0.3']);
  });

  it('geometric: L·(U/L)^(i/N), the MECHANICS test vector', () => {
    expect(gridLevelStrings('20000', '30000', 5, 'GEOMETRIC', 2))
      .toEqual(['20000.00', '21689.44', '23521.58', '25508.49', '27663.24', '30000.00']);
    expect(gridLevelStrings('20000', '30000', 5, 'GEOMETRIC', 1))
      .toEqual(['20000.0', '21689.4', '23521.6', '25508.5', '27663.2', '30000.0']);
  });

  it('geometric levels have a constant ratio (unrounded)', () => {
    const lv = gridLevels('100', '200', 4, 'GEOMETRIC');
    const r0 = lv[1]!.div(lv[0]!);
    for (let i = 1; i < lv.length; i += 1) expect(lv[i]!.div(lv[i - 1]!).minus(r0).abs().lt('1e-30')).toBe(true);
    expect(lv[4]!.toFixed()).toBe('200');
  });

  it('returns no levels for an invalid range or count', () => {
    expectCalls(gridLevels, [
      [['100', '100', 5], []], [['100', '90', 5], []], [['0', '90', 5], []], [['10', '90', 0], []],
      [['10', '90', 2.5], []], [['abc', '90', 2], []],
    ]);
  });
});

describe('price quick-adjust (SPEC §9: ±10/50/200 ticks)', () => {
  it('offers exactly the six steps', () => {
    expect([...QUICK_STEPS]).toEqual([-200, -50, -10, 10, 50, 200]);
  });

  it('tick = 10^-decimals', () => {
    expect(tickOf(2).toFixed()).toBe('0.01');
    expect(tickOf(0).toFixed()).toBe('1');
    expect(tickOf(5).toFixed()).toBe('0.00001');
  });

  it('moves by whole ticks with exact decimals', () => {
    expectCalls(adjustByTicks, [
      [['100000.00', 10, 2], '100000.10'], [['100000', -200, 2], '99998.00'], [['0.20000', 50, 5], '0.20050'],
      [['0.1', 200, 1], '20.1'], [['2.3', -10, 4], '2.2990'],
    ]);
  });

  it('snaps an off-tick value to the tick first', () => {
    expect(adjustByTicks('100.005', 10, 2)).toBe('100.11');
  });

  it('starts from the current price when the field is empty, and never goes below one tick', () => {
    expectCalls(adjustByTicks, [[['', 10, 2, '99977.39'], '99977.49'], [['0.05', -200, 2], '0.01'], [['', 10, 2], '']]);
  });
});

describe('decimals and conversions', () => {
  it('counts decimals on the text', () => {
    expectCases(decimalsOf, [['0.0100', 4], ['5', 0], ['1e-7', 7]]);
  });

  it('price decimals: the tick when given, else the most decimals observed', () => {
    expectCalls(priceDecimals, [
      [['0.01', ['100000']], 2], [[undefined, ['100000.5', '99999.37', '100001']], 2], [[undefined, [undefined, null]], 0],
    ]);
  });

  it('parses typed decimals (comma accepted) and rejects garbage', () => {
    expect(parseDecimal('1,5')?.toFixed()).toBe('1.5');
    expect(parseDecimal('.5')?.toFixed()).toBe('0.5');
    expectCases(parseDecimal, [['1.2.3', null], ['', null], ['abc', null]]);
  });

  it('trailing stop: UI percent / 100 and back, exactly', () => {
    expectCases(percentToRatio, [['5', '0.05'], ['0.3', '0.003'], ['', undefined]]);
    expect(ratioToPercent('0.05')).toBe('5');
    expect(ratioToPercent('0.123')).toBe('12.3');
  });

  it('a default range is ±5 % around the price on the tick', () => {
    expectCalls(defaultRange, [
      [['100000.00', 2], { min: '95000.00', max: '105000.00' }], [['0.19999', 5], { min: '0.18999', max: '0.20999' }],
      [['0', 2], null],
    ]);
  });
});
