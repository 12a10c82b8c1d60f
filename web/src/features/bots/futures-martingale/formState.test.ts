import { describe, expect, it } from 'vitest';
import type { FmartDetail } from './api';
import { checkName } from './checks';
import { modifyBody } from './dialogs';
import { applyAiParams, DEFAULT_FORM, isComplete, toFmartInput } from './formState';
import { expectCalls, expectCases } from '../../../test/cases';

describe('futures martingale form', () => {
  it('sends percents as ratios and leaves blank optional fields out', () => {
    const input = toFmartInput('BTCUSDT', { ...DEFAULT_FORM, mode: 'SHORT', slPct: '', entryPrice: '', adds: '' });
    expect(input).toEqual({
      symbol: 'BTCUSDT', martingale_mode: 2, leverage: '5', price_float_percent: '0.02', add_position_percent: '1.5',
      init_margin: '500', round_tp_percent: '0.05', auto_cycle_toggle: 1,
    });
    expect(isComplete(input)).toBe(false);
    expect(isComplete(toFmartInput('BTCUSDT', DEFAULT_FORM))).toBe(true);
    expect(toFmartInput('BTCUSDT', { ...DEFAULT_FORM, leverage: '' })).toBeNull();
    expect(toFmartInput('BTCUSDT', { ...DEFAULT_FORM, slPct: '12.5', entryPrice: '95000' }))
      .toMatchObject({ sl_percent: '0.125', entry_price: '95000' });
  });

  it('applies an AI suggestion: its mode and parameters, the margin raised to its minimum', () => {
    const v = applyAiParams({ ...DEFAULT_FORM, initMargin: '100' }, {
      style: 'STEADY', martingale_mode: 2, leverage: '3', price_float_percent: '0.015', add_position_percent: '1.3',
      add_position_num: 6, round_tp_percent: '0.08', sl_percent: '0.4', min_init_margin: '250',
    });
    expect(v).toMatchObject({
      mode: 'SHORT', leverage: '3', priceFloatPct: '1.5', multiplier: '1.3', adds: '6', roundTpPct: '8', slPct: '40', initMargin: '250',
    });
  });

  it('modify sends only what changed; an emptied stop loss is sent as ""', () => {
    const d = { auto_cycle: 'ENABLED', sl_per: '0.3' } as FmartDetail;
    expectCalls(modifyBody, [
      [[d, true, '30', ''], {}], [[d, false, '', '25'], { auto_cycle_toggle: 2, sl_percent: '', add_margin: '25' }],
      [[{ ...d, sl_per: '' }, true, '15', '0'], { sl_percent: '0.15' }],
    ]);
  });

  it('knows its own check codes only', () => {
    expectCases(checkName, [
      ['F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_HIGH', 'SL_PER_TOO_HIGH'],
      ['F_MART_LIMIT_CHECK_CODE_F_MART_PARAM_IMMUTABLE', 'PARAM_IMMUTABLE'], ['FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH', null],
    ]);
  });
});
