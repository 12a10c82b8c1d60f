import { describe, expect, it } from 'vitest';
import { clampLeverage, fromE2, leverageBounds, leverageInBounds, leverageMarks, toE2 } from './leverage';
import { expectCalls, expectCases } from '../../../test/cases';

/** BTCUSDT as brief-symbol-list sends it: 1x..100x, futures grid caps NEUTRAL 100x, LONG/SHORT 50x. */
const btc = {
  minLeverageE2: 100,
  maxLeverageE2: 10000,
  fgridbotConfig: { max_leverage_e2: { NEUTRAL: 10000, LONG: 5000, SHORT: 5000 } },
};

describe('leverage E2 scaling (SPEC §3: leverage E2 is shown divided by 100)', () => {
  it('divides E2 values by 100, exactly', () => {
    expectCases(fromE2, [
      [10000, '100'], ['5000', '50'], [150, '1.5'], [1, '0.01'], [0, null], ['', null], [undefined, null], ['abc', null],
    ]);
  });

  it('multiplies a leverage by 100, down to the 0.01 step', () => {
    expectCases(toE2, [['3', 300], ['2.5', 250], ['2.555', 255], ['0', null], ['x', null]]);
  });
});

describe('leverage bounds', () => {
  it('are minLeverageE2/100 .. maxLeverageE2/100 capped by config.max_leverage_e2[mode]/100 of the AI params', () => {
    const caps = { NEUTRAL: 8000, LONG: 2500, SHORT: 3000 };
    expectCalls(leverageBounds, [
      [[btc, 'NEUTRAL', caps], { min: '1', max: '80' }], [[btc, 'LONG', caps], { min: '1', max: '25' }],
      [[btc, 'SHORT', caps], { min: '1', max: '30' }],
    ]);
  });

  it('fall back to the symbol fgridbotConfig caps, then to the symbol bounds alone', () => {
    expect(leverageBounds(btc, 'NEUTRAL')).toEqual({ min: '1', max: '100' });
    expect(leverageBounds(btc, 'LONG', null)).toEqual({ min: '1', max: '50' });
    expect(leverageBounds({ minLeverageE2: 200, maxLeverageE2: 2500, fgridbotConfig: null }, 'SHORT'))
      .toEqual({ min: '2', max: '25' });
  });

  it('never let a mode cap raise the symbol maximum, nor fall under the minimum', () => {
    const small = { minLeverageE2: 100, maxLeverageE2: 2000, fgridbotConfig: null };
    expect(leverageBounds(small, 'NEUTRAL', { NEUTRAL: 10000 })).toEqual({ min: '1', max: '20' });
    expect(leverageBounds({ minLeverageE2: 300, maxLeverageE2: 5000 }, 'LONG', { LONG: 200 })).toEqual({ min: '3', max: '3' });
  });

  it('are unknown without a symbol config', () => {
    expect(leverageBounds(undefined, 'LONG')).toBeNull();
  });
});

describe('leverage clamping', () => {
  const bounds = { min: '1', max: '50' };

  it('brings a typed value into the bounds on the 0.01 step', () => {
    expectCalls(clampLeverage, [
      [['80', bounds], '50'], [['0.5', bounds], '1'], [['3.456', bounds], '3.45'], [['3', bounds], '3'],
      [['3,5', bounds], '3.5'], [['12', null], '12'],
    ]);
  });

  it('leaves empty or invalid text alone (the form reports it)', () => {
    expect(clampLeverage('', bounds)).toBe('');
    expect(clampLeverage('abc', bounds)).toBe('abc');
  });

  it('checks a value against the bounds', () => {
    expectCalls(leverageInBounds, [
      [['3', bounds], true], [['50', bounds], true], [['50.01', bounds], false], [['0.99', bounds], false],
      [['2.345', bounds], false], [['', bounds], false], [['7', null], true],
    ]);
  });

  it('offers round slider marks between the bounds', () => {
    expectCases(leverageMarks, [
      [{ min: '1', max: '50' }, ['1', '10', '20', '30', '40', '50']],
      [{ min: '1', max: '100' }, ['1', '20', '40', '60', '80', '100']],
      [{ min: '1', max: '25' }, ['1', '5', '10', '15', '20', '25']], [{ min: '3', max: '3' }, ['3']], [null, []],
    ]);
  });
});
