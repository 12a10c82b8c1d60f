import { describe, expect, it } from 'vitest';
import {
  tpSlCreateFields, tpSlFromDetail, tpSlTypeFromWire, tpSlTypeOf, tpSlUpdateBody, unitsForMode, unitsOf,
} from './tpsl';
import { expectCalls, expectCases } from '../../../test/cases';

describe('tp_sl_type', () => {
  it('is 1 both %, 2 both price, 3 TP price + SL %, 4 TP % + SL price', () => {
    expectCalls(tpSlTypeOf, [
      [['percent', 'percent'], 1], [['price', 'price'], 2], [['price', 'percent'], 3], [['percent', 'price'], 4],
    ]);
    for (const t of [1, 2, 3, 4] as const) {
      const { tpUnit, slUnit } = unitsOf(t);
      expect(tpSlTypeOf(tpUnit, slUnit)).toBe(t);
    }
  });

  it('is read from numbers or names', () => {
    expectCases(tpSlTypeFromWire, [
      [3, 3], ['2', 2], ['PERCENT', 1], ['TP_PERCENT_SL_PRICE', 4], ['TP_SL_TYPE_TP_PRICE_SL_PERCENT', 3], ['', null],
      ['WHATEVER', null],
    ]);
  });
});

describe('TP/SL payload of create / validate', () => {
  it('sends nothing when neither is set', () => {
    expect(tpSlCreateFields({ tp: '', tpUnit: 'percent', sl: '', slUnit: 'price' })).toEqual({});
    expect(tpSlCreateFields({ tp: '0', tpUnit: 'percent', sl: 'abc', slUnit: 'percent' })).toEqual({});
  });

  it('type 1: both percentages, UI percent divided by 100', () => {
    expect(tpSlCreateFields({ tp: '50', tpUnit: 'percent', sl: '30', slUnit: 'percent' }))
      .toEqual({ tp_sl_type: 1, take_profit_per: '0.5', stop_loss_per: '0.3' });
    expect(tpSlCreateFields({ tp: '12.5', tpUnit: 'percent', sl: '', slUnit: 'percent' }))
      .toEqual({ tp_sl_type: 1, take_profit_per: '0.125' });
    expect(tpSlCreateFields({ tp: '0,7', tpUnit: 'percent', sl: '100', slUnit: 'percent' }))
      .toEqual({ tp_sl_type: 1, take_profit_per: '0.007', stop_loss_per: '1' });
  });

  it('type 2: both prices, as typed', () => {
    expect(tpSlCreateFields({ tp: '110000', tpUnit: 'price', sl: '90000.5', slUnit: 'price' }))
      .toEqual({ tp_sl_type: 2, take_profit_price: '110000', stop_loss_price: '90000.5' });
  });

  it('type 3: TP price + SL percent', () => {
    expect(tpSlCreateFields({ tp: '110000', tpUnit: 'price', sl: '40', slUnit: 'percent' }))
      .toEqual({ tp_sl_type: 3, take_profit_price: '110000', stop_loss_per: '0.4' });
  });

  it('type 4: TP percent + SL price', () => {
    expect(tpSlCreateFields({ tp: '25', tpUnit: 'percent', sl: '85000', slUnit: 'price' }))
      .toEqual({ tp_sl_type: 4, take_profit_per: '0.25', stop_loss_price: '85000' });
    // only the SL set: still type 4, the TP field is left out
    expect(tpSlCreateFields({ tp: '', tpUnit: 'percent', sl: '85000', slUnit: 'price' }))
      .toEqual({ tp_sl_type: 4, stop_loss_price: '85000' });
  });

  it('a NEUTRAL grid sends percentages only', () => {
    const v = unitsForMode({ tp: '20', tpUnit: 'price', sl: '10', slUnit: 'price' }, 'NEUTRAL');
    expect(tpSlCreateFields(v)).toEqual({ tp_sl_type: 1, take_profit_per: '0.2', stop_loss_per: '0.1' });
    expect(unitsForMode({ tp: '1', tpUnit: 'price', sl: '', slUnit: 'price' }, 'LONG').tpUnit).toBe('price');
  });
});

describe('TP/SL update body (update-fgrid-tpsl replaces the block)', () => {
  it('always sends both values in their unit, "0" for an empty one', () => {
    expect(tpSlUpdateBody({ tp: '50', tpUnit: 'percent', sl: '', slUnit: 'percent' }))
      .toEqual({ tp_sl_type: 1, take_profit_per: '0.5', stop_loss_per: '0' });
    expect(tpSlUpdateBody({ tp: '', tpUnit: 'price', sl: '', slUnit: 'price' }))
      .toEqual({ tp_sl_type: 2, take_profit_price: '0', stop_loss_price: '0' });
    expect(tpSlUpdateBody({ tp: '110000', tpUnit: 'price', sl: '40', slUnit: 'percent' }))
      .toEqual({ tp_sl_type: 3, take_profit_price: '110000', stop_loss_per: '0.4' });
    expect(tpSlUpdateBody({ tp: '40', tpUnit: 'percent', sl: '50000', slUnit: 'price' }))
      .toEqual({ tp_sl_type: 4, take_profit_per: '0.4', stop_loss_price: '50000' });
  });

  it('reads a bot TP/SL back into form values (ratios as UI percent)', () => {
    expect(tpSlFromDetail({ tp_sl_type: 'TP_PERCENT_SL_PRICE', take_profit_per: '0.4', stop_loss_per: '',
      take_profit_price: '', stop_loss_price: '50000' }))
      .toEqual({ tp: '40', tpUnit: 'percent', sl: '50000', slUnit: 'price' });
    expect(tpSlFromDetail({ tp_sl_type: 1, take_profit_per: '0.5', stop_loss_per: '0.3' }))
      .toEqual({ tp: '50', tpUnit: 'percent', sl: '30', slUnit: 'percent' });
    // no type: inferred from the fields that are set
    expect(tpSlFromDetail({ take_profit_price: '120000', stop_loss_per: '0.2' }))
      .toEqual({ tp: '120000', tpUnit: 'price', sl: '20', slUnit: 'percent' });
    expect(tpSlFromDetail({ tp_sl_type: 'PERCENT', take_profit_per: '', stop_loss_per: '0' }))
      .toEqual({ tp: '', tpUnit: 'percent', sl: '', slUnit: 'percent' });
  });
});
